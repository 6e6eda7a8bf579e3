/// Cash–Karp 4(5) (Cash & Karp 1990; GSL's `rkck`, order 5 for the controller).
///
/// Propagates the fifth-order solution. The error weights e1, e3, e4, e6 are
/// differences of two already-rounded quotients, as GSL forms them
/// (reference/gsl-odeiv2.md §2.4), so results equal GSL's bit for bit.
public struct RKCK: ODEStepper {
  public static let name = "rkck"
  public var order: Int { 5 }
  public init() {}

  public static let c2 = 1.0 / 5.0, c3 = 3.0 / 10.0, c4 = 3.0 / 5.0, c5 = 1.0, c6 = 7.0 / 8.0
  public static let a21 = 1.0 / 5.0
  public static let a31 = 3.0 / 40.0, a32 = 9.0 / 40.0
  public static let a41 = 3.0 / 10.0, a42 = -9.0 / 10.0, a43 = 6.0 / 5.0
  public static let a51 = -11.0 / 54.0, a52 = 5.0 / 2.0, a53 = -70.0 / 27.0, a54 = 35.0 / 27.0
  public static let a61 = 1631.0 / 55296.0, a62 = 175.0 / 512.0, a63 = 575.0 / 13824.0
  public static let a64 = 44275.0 / 110592.0, a65 = 253.0 / 4096.0
  // Fifth-order weights (b2 = b5 = 0).
  public static let b1 = 37.0 / 378.0, b3 = 250.0 / 621.0, b4 = 125.0 / 594.0, b6 = 512.0 / 1771.0
  // Error weights: fifth minus fourth order, as differences of rounded doubles.
  public static let e1 = 37.0 / 378.0 - 2825.0 / 27648.0
  public static let e3 = 250.0 / 621.0 - 18575.0 / 48384.0
  public static let e4 = 125.0 / 594.0 - 13525.0 / 55296.0
  public static let e5 = -277.0 / 14336.0
  public static let e6 = 512.0 / 1771.0 - 0.25

  @inlinable
  public mutating func apply<System: ODESystem>(
    _ system: System, t: Double, h: Double, y: inout System.State, yerr: inout System.State,
    dydtIn k1: System.State, dydtOut: inout System.State
  ) throws(RHSFailure) {
    typealias C = RKCK
    let k2 = try system.derivative(at: t + C.c2 * h, y + (C.a21 * h) * k1)
    let k3 = try system.derivative(at: t + C.c3 * h, y + h * (C.a31 * k1 + C.a32 * k2))
    let k4 = try system.derivative(at: t + C.c4 * h, y + h * (C.a41 * k1 + C.a42 * k2 + C.a43 * k3))
    let k5 = try system.derivative(
      at: t + C.c5 * h, y + h * (C.a51 * k1 + C.a52 * k2 + C.a53 * k3 + C.a54 * k4))
    let k6 = try system.derivative(
      at: t + C.c6 * h, y + h * (C.a61 * k1 + C.a62 * k2 + C.a63 * k3 + C.a64 * k4 + C.a65 * k5))
    let yNew = y + h * (C.b1 * k1 + C.b3 * k3 + C.b4 * k4 + C.b6 * k6)
    dydtOut = try system.derivative(at: t + h, yNew)
    yerr = h * (C.e1 * k1 + C.e3 * k3 + C.e4 * k4 + C.e5 * k5 + C.e6 * k6)
    y = yNew
  }
}
