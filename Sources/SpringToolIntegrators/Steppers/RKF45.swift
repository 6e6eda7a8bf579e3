/// Runge–Kutta–Fehlberg 4(5) (Fehlberg 1969; GSL's `rkf45`, order 5 for the controller).
///
/// Propagates the fifth-order solution (local extrapolation); the error estimate is
/// the difference of the fifth- and fourth-order solutions. Coefficients are the
/// published rationals, each rounded once; folds and stage order follow
/// reference/gsl-odeiv2.md §2.0/§2.3, so results equal GSL's bit for bit.
public struct RKF45: ODEStepper {
  public static let name = "rkf45"
  public var order: Int { 5 }
  public init() {}

  public static let c2 = 1.0 / 4.0, c3 = 3.0 / 8.0, c4 = 12.0 / 13.0, c5 = 1.0, c6 = 1.0 / 2.0
  public static let a21 = 1.0 / 4.0
  public static let a31 = 3.0 / 32.0, a32 = 9.0 / 32.0
  public static let a41 = 1932.0 / 2197.0, a42 = -7200.0 / 2197.0, a43 = 7296.0 / 2197.0
  public static let a51 = 439.0 / 216.0, a52 = -8.0, a53 = 3680.0 / 513.0, a54 = -845.0 / 4104.0
  public static let a61 = -8.0 / 27.0, a62 = 2.0, a63 = -3544.0 / 2565.0, a64 = 1859.0 / 4104.0, a65 = -11.0 / 40.0
  // Fifth-order weights (b2 = 0).
  public static let b1 = 16.0 / 135.0, b3 = 6656.0 / 12825.0, b4 = 28561.0 / 56430.0, b5 = -9.0 / 50.0, b6 = 2.0 / 55.0
  // Error weights e = b − b̂ (e2 = 0).
  public static let e1 = 1.0 / 360.0, e3 = -128.0 / 4275.0, e4 = -2197.0 / 75240.0, e5 = 1.0 / 50.0, e6 = 2.0 / 55.0

  @inlinable
  public mutating func apply<System: ODESystem>(
    _ system: System, t: Double, h: Double, y: inout System.State, yerr: inout System.State,
    dydtIn k1: System.State, dydtOut: inout System.State
  ) throws(RHSFailure) {
    typealias C = RKF45
    let k2 = try system.derivative(at: t + C.c2 * h, y + (C.a21 * h) * k1)
    let k3 = try system.derivative(at: t + C.c3 * h, y + h * (C.a31 * k1 + C.a32 * k2))
    let k4 = try system.derivative(at: t + C.c4 * h, y + h * (C.a41 * k1 + C.a42 * k2 + C.a43 * k3))
    let k5 = try system.derivative(
      at: t + C.c5 * h, y + h * (C.a51 * k1 + C.a52 * k2 + C.a53 * k3 + C.a54 * k4))
    let k6 = try system.derivative(
      at: t + C.c6 * h, y + h * (C.a61 * k1 + C.a62 * k2 + C.a63 * k3 + C.a64 * k4 + C.a65 * k5))
    let yNew = y + h * (C.b1 * k1 + C.b3 * k3 + C.b4 * k4 + C.b5 * k5 + C.b6 * k6)
    dydtOut = try system.derivative(at: t + h, yNew)
    yerr = h * (C.e1 * k1 + C.e3 * k3 + C.e4 * k4 + C.e5 * k5 + C.e6 * k6)
    y = yNew
  }
}
