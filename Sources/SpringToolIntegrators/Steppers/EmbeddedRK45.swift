/// The tableau of a six-stage embedded Runge–Kutta 4(5) pair, Fehlberg's (``RKF45``) or
/// Cash–Karp's (``RKCK``): the nodes c2…c6, the stage coefficients a21…a65, the fifth-order
/// weights b1, b3…b6 (b2 = 0; a zero b5 is left out) and the error weights e = b − b̂ (e2 = 0), each as the method's
/// file rounds it (docs/reference/gsl-odeiv2.md §2.3, §2.4).
@usableFromInline
protocol EmbeddedRK45Tableau {
  static var c2: Double { get }
  static var c3: Double { get }
  static var c4: Double { get }
  static var c5: Double { get }
  static var c6: Double { get }
  static var a21: Double { get }
  static var a31: Double { get }
  static var a32: Double { get }
  static var a41: Double { get }
  static var a42: Double { get }
  static var a43: Double { get }
  static var a51: Double { get }
  static var a52: Double { get }
  static var a53: Double { get }
  static var a54: Double { get }
  static var a61: Double { get }
  static var a62: Double { get }
  static var a63: Double { get }
  static var a64: Double { get }
  static var a65: Double { get }
  static var b1: Double { get }
  static var b3: Double { get }
  static var b4: Double { get }
  static var b5: Double { get }
  static var b6: Double { get }
  static var e1: Double { get }
  static var e3: Double { get }
  static var e4: Double { get }
  static var e5: Double { get }
  static var e6: Double { get }
}

extension EmbeddedRK45Tableau {
  /// One step of the pair, as GSL's `rkf45` and `rkck` take it: six stages, the fifth-order
  /// solution propagated (local extrapolation), its difference from the fourth order the error;
  /// every sum in GSL's order, so results equal GSL's bit for bit.
  @inlinable
  static func step<System: ODESystem>(
    _ system: System, t: Double, h: Double, y: inout System.State, yerr: inout System.State,
    k1: System.State, dydtOut: inout System.State
  ) throws(RHSFailure) {
    let k2 = try system.derivative(at: t + c2 * h, y + (a21 * h) * k1)
    let k3 = try system.derivative(at: t + c3 * h, y + h * (a31 * k1 + a32 * k2))
    let k4 = try system.derivative(at: t + c4 * h, y + h * (a41 * k1 + a42 * k2 + a43 * k3))
    let k5 = try system.derivative(at: t + c5 * h, y + h * (a51 * k1 + a52 * k2 + a53 * k3 + a54 * k4))
    let k6 = try system.derivative(at: t + c6 * h, y + h * (a61 * k1 + a62 * k2 + a63 * k3 + a64 * k4 + a65 * k5))
    // A zero b5 (Cash–Karp's) is no term at all, as in GSL: 0·k5 would turn an infinite k5 into NaN.
    let weighted = b5 != 0 ? b1 * k1 + b3 * k3 + b4 * k4 + b5 * k5 : b1 * k1 + b3 * k3 + b4 * k4
    let yNew = y + h * (weighted + b6 * k6)
    dydtOut = try system.derivative(at: t + h, yNew)
    yerr = h * (e1 * k1 + e3 * k3 + e4 * k4 + e5 * k5 + e6 * k6)
    y = yNew
  }
}
