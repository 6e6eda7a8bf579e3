/// Classical fourth-order Runge–Kutta with a step-doubling error estimate (GSL's `rk4`,
/// order 4 for the controller).
///
/// One step of `h` and two of `h/2` from the same state; the result is the two half
/// steps, the error `4·(y₂ − y₁)/15`. Weights are applied as `h/6` and `h/3` into a
/// running accumulator, exactly as docs/reference/gsl-odeiv2.md §2.2 describes, so results
/// equal GSL's bit for bit. Cost: 11 right-hand sides per step.
public struct RK4: ODEStepper {
  /// GSL's name.
  public static let name = "rk4"
  /// The order the step-size controller uses: 4.
  public var order: Int { 4 }
  /// The stepper.
  public init() {}

  /// One classical step of `H` from `ys` with `k1 = f(ts, ys)`.
  @inlinable
  static func classical<System: ODESystem>(
    _ system: System, _ ys: System.State, _ k1: System.State, _ ts: Double, _ H: Double
  ) throws(RHSFailure) -> System.State {
    var acc = ys
    acc += (H / 6) * k1
    let k2 = try system.derivative(at: ts + 0.5 * H, ys + (0.5 * H) * k1)
    acc += (H / 3) * k2
    let k3 = try system.derivative(at: ts + 0.5 * H, ys + (0.5 * H) * k2)
    acc += (H / 3) * k3
    let k4 = try system.derivative(at: ts + H, ys + H * k3)
    acc += (H / 6) * k4
    return acc
  }

  /// One classical RK4 step, its error from step doubling, as GSL's `rk4`.
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
    let y1 = try RK4.classical(system, y, k1, t, h)
    let yHalf = try RK4.classical(system, y, k1, t, h / 2)
    let kMid = try system.derivative(at: t + h / 2, yHalf)
    let y2 = try RK4.classical(system, yHalf, kMid, t + h / 2, h / 2)
    dydtOut = try system.derivative(at: t + h, y2)
    yerr = (4 * (y2 - y1)) / 15
    y = y2
  }
}
