/// Embedded Runge–Kutta 2(3), "Euler–Cauchy" (GSL's `rk2`, order 2 for the controller).
///
/// Tableau c = (0, 1/2, 1), a21 = 1/2, a31 = −1, a32 = 2. The propagated solution
/// is the third-order Simpson combination (1/6, 4/6, 1/6); the error is its
/// difference from the midpoint rule (0, 1, 0). Operation order per
/// docs/reference/gsl-odeiv2.md §2.1, so results equal GSL's bit for bit.
public struct RK2: ODEStepper {
  /// GSL's name.
  public static let name = "rk2"
  /// The order the step-size controller uses: 2.
  public var order: Int { 2 }
  /// The stepper.
  public init() {}

  /// One step of Heun's method with an error estimate, as GSL's `rk2`.
  ///
  /// - Parameters:
  ///   - system: The ODE system to advance.
  ///   - t: The time at the start of the step, in seconds.
  ///   - h: The step size, in seconds (negative to integrate backward).
  ///   - y: The state: on entry at `t`, on return at `t + h`.
  ///   - yerr: Set to the estimate of the step's local error, per component.
  ///   - k1: The derivative at `t` (the driver's from the last step).
  ///   - dydtOut: Set to the derivative at `t + h`.
  /// - Throws: ``RHSFailure`` when the right-hand side cannot be evaluated (the step fails, as GSL's `GSL_EBADFUNC`).
  @inlinable
  public mutating func apply<System: ODESystem>(
    _ system: System, t: Double, h: Double, y: inout System.State, yerr: inout System.State,
    dydtIn k1: System.State, dydtOut: inout System.State
  ) throws(RHSFailure) {
    let k2 = try system.derivative(at: t + 0.5 * h, y + (0.5 * h) * k1)
    let k3 = try system.derivative(at: t + h, y + h * (-k1 + 2 * k2))
    let s = ((k1 + 4 * k2) + k3) / 6
    let yNew = y + h * s
    dydtOut = try system.derivative(at: t + h, yNew)
    yerr = h * (k2 - s)
    y = yNew
  }
}
