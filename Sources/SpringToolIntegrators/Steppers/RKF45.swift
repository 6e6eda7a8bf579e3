/// Runge–Kutta–Fehlberg 4(5) (Fehlberg 1969; GSL's `rkf45`, order 5 for the controller).
///
/// Propagates the fifth-order solution (local extrapolation); the error estimate is
/// the difference of the fifth- and fourth-order solutions. Coefficients are the
/// published rationals, each rounded once; folds and stage order follow
/// docs/reference/gsl-odeiv2.md §2.0/§2.3, so results equal GSL's bit for bit.
public struct RKF45: ODEStepper, EmbeddedRK45Tableau {
  /// GSL's name.
  public static let name = "rkf45"
  /// 5 (the controller's order).
  public var order: Int { 5 }
  /// The stepper.
  public init() {}

  @inlinable static var c2: Double { 1.0 / 4.0 }
  @inlinable static var c3: Double { 3.0 / 8.0 }
  @inlinable static var c4: Double { 12.0 / 13.0 }
  @inlinable static var c5: Double { 1.0 }
  @inlinable static var c6: Double { 1.0 / 2.0 }
  @inlinable static var a21: Double { 1.0 / 4.0 }
  @inlinable static var a31: Double { 3.0 / 32.0 }
  @inlinable static var a32: Double { 9.0 / 32.0 }
  @inlinable static var a41: Double { 1932.0 / 2197.0 }
  @inlinable static var a42: Double { -7200.0 / 2197.0 }
  @inlinable static var a43: Double { 7296.0 / 2197.0 }
  @inlinable static var a51: Double { 439.0 / 216.0 }
  @inlinable static var a52: Double { -8.0 }
  @inlinable static var a53: Double { 3680.0 / 513.0 }
  @inlinable static var a54: Double { -845.0 / 4104.0 }
  @inlinable static var a61: Double { -8.0 / 27.0 }
  @inlinable static var a62: Double { 2.0 }
  @inlinable static var a63: Double { -3544.0 / 2565.0 }
  @inlinable static var a64: Double { 1859.0 / 4104.0 }
  @inlinable static var a65: Double { -11.0 / 40.0 }
  // Fifth-order weights (b2 = 0).
  @inlinable static var b1: Double { 16.0 / 135.0 }
  @inlinable static var b3: Double { 6656.0 / 12825.0 }
  @inlinable static var b4: Double { 28561.0 / 56430.0 }
  @inlinable static var b5: Double { -9.0 / 50.0 }
  @inlinable static var b6: Double { 2.0 / 55.0 }
  // Error weights e = b − b̂ (e2 = 0).
  @inlinable static var e1: Double { 1.0 / 360.0 }
  @inlinable static var e3: Double { -128.0 / 4275.0 }
  @inlinable static var e4: Double { -2197.0 / 75240.0 }
  @inlinable static var e5: Double { 1.0 / 50.0 }
  @inlinable static var e6: Double { 2.0 / 55.0 }

  /// One Runge–Kutta–Fehlberg 4(5) step, as GSL's `rkf45`.
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
    try Self.step(system, t: t, h: h, y: &y, yerr: &yerr, k1: k1, dydtOut: &dydtOut)
  }
}
