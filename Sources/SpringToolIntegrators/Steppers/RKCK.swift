/// Cash–Karp 4(5) (Cash & Karp 1990; GSL's `rkck`, order 5 for the controller).
///
/// Propagates the fifth-order solution. The error weights e1, e3, e4, e6 are
/// differences of two already-rounded quotients, as GSL forms them
/// (docs/reference/gsl-odeiv2.md §2.4), so results equal GSL's bit for bit.
public struct RKCK: ODEStepper, EmbeddedRK45Tableau {
  /// GSL's name.
  public static let name = "rkck"
  /// 5 (the controller's order).
  public var order: Int { 5 }
  /// The stepper.
  public init() {}

  @inlinable static var c2: Double { 1.0 / 5.0 }
  @inlinable static var c3: Double { 3.0 / 10.0 }
  @inlinable static var c4: Double { 3.0 / 5.0 }
  @inlinable static var c5: Double { 1.0 }
  @inlinable static var c6: Double { 7.0 / 8.0 }
  @inlinable static var a21: Double { 1.0 / 5.0 }
  @inlinable static var a31: Double { 3.0 / 40.0 }
  @inlinable static var a32: Double { 9.0 / 40.0 }
  @inlinable static var a41: Double { 3.0 / 10.0 }
  @inlinable static var a42: Double { -9.0 / 10.0 }
  @inlinable static var a43: Double { 6.0 / 5.0 }
  @inlinable static var a51: Double { -11.0 / 54.0 }
  @inlinable static var a52: Double { 5.0 / 2.0 }
  @inlinable static var a53: Double { -70.0 / 27.0 }
  @inlinable static var a54: Double { 35.0 / 27.0 }
  @inlinable static var a61: Double { 1631.0 / 55296.0 }
  @inlinable static var a62: Double { 175.0 / 512.0 }
  @inlinable static var a63: Double { 575.0 / 13824.0 }
  @inlinable static var a64: Double { 44275.0 / 110592.0 }
  @inlinable static var a65: Double { 253.0 / 4096.0 }
  // Fifth-order weights (b2 = b5 = 0).
  @inlinable static var b1: Double { 37.0 / 378.0 }
  @inlinable static var b3: Double { 250.0 / 621.0 }
  @inlinable static var b4: Double { 125.0 / 594.0 }
  @inlinable static var b5: Double { 0 }
  @inlinable static var b6: Double { 512.0 / 1771.0 }
  // Error weights: fifth minus fourth order, as differences of rounded doubles.
  @inlinable static var e1: Double { 37.0 / 378.0 - 2825.0 / 27648.0 }
  @inlinable static var e3: Double { 250.0 / 621.0 - 18575.0 / 48384.0 }
  @inlinable static var e4: Double { 125.0 / 594.0 - 13525.0 / 55296.0 }
  @inlinable static var e5: Double { -277.0 / 14336.0 }
  @inlinable static var e6: Double { 512.0 / 1771.0 - 0.25 }

  /// One Cash–Karp step, as GSL's `rkck`.
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
