/// Prince–Dormand RK8(7)13M (Prince & Dormand 1981; GSL's `rk8pd`, order 8 for the controller).
///
/// Thirteen stages; propagates the eighth-order solution, and the error estimate is the
/// seventh-order solution minus it. Coefficients are the published rationals, each
/// rounded once; folds follow docs/reference/gsl-odeiv2.md §2.5 (zero entries skipped,
/// stages 12 and 13 at t + h), so results equal GSL's bit for bit.
public struct RK8PD: ODEStepper {
  /// GSL's name.
  public static let name = "rk8pd"
  /// The order the step-size controller uses: 8.
  public var order: Int { 8 }
  /// The stepper.
  public init() {}

  @inlinable static var c2: Double { 1.0 / 18.0 }
  @inlinable static var c3: Double { 1.0 / 12.0 }
  @inlinable static var c4: Double { 1.0 / 8.0 }
  @inlinable static var c5: Double { 5.0 / 16.0 }
  @inlinable static var c6: Double { 3.0 / 8.0 }
  @inlinable static var c7: Double { 59.0 / 400.0 }
  @inlinable static var c8: Double { 93.0 / 200.0 }
  @inlinable static var c9: Double { 5490023248.0 / 9719169821.0 }
  @inlinable static var c10: Double { 13.0 / 20.0 }
  @inlinable static var c11: Double { 1201146811.0 / 1299019798.0 }

  @inlinable static var a21: Double { 1.0 / 18.0 }
  @inlinable static var a31: Double { 1.0 / 48.0 }
  @inlinable static var a32: Double { 1.0 / 16.0 }
  @inlinable static var a41: Double { 1.0 / 32.0 }
  @inlinable static var a43: Double { 3.0 / 32.0 }
  @inlinable static var a51: Double { 5.0 / 16.0 }
  @inlinable static var a53: Double { -75.0 / 64.0 }
  @inlinable static var a54: Double { 75.0 / 64.0 }
  @inlinable static var a61: Double { 3.0 / 80.0 }
  @inlinable static var a64: Double { 3.0 / 16.0 }
  @inlinable static var a65: Double { 3.0 / 20.0 }
  @inlinable static var a71: Double { 29443841.0 / 614563906.0 }
  @inlinable static var a74: Double { 77736538.0 / 692538347.0 }
  @inlinable static var a75: Double { -28693883.0 / 1125000000.0 }
  @inlinable static var a76: Double { 23124283.0 / 1800000000.0 }
  @inlinable static var a81: Double { 16016141.0 / 946692911.0 }
  @inlinable static var a84: Double { 61564180.0 / 158732637.0 }
  @inlinable static var a85: Double { 22789713.0 / 633445777.0 }
  @inlinable static var a86: Double { 545815736.0 / 2771057229.0 }
  @inlinable static var a87: Double { -180193667.0 / 1043307555.0 }
  @inlinable static var a91: Double { 39632708.0 / 573591083.0 }
  @inlinable static var a94: Double { -433636366.0 / 683701615.0 }
  @inlinable static var a95: Double { -421739975.0 / 2616292301.0 }
  @inlinable static var a96: Double { 100302831.0 / 723423059.0 }
  @inlinable static var a97: Double { 790204164.0 / 839813087.0 }
  @inlinable static var a98: Double { 800635310.0 / 3783071287.0 }
  @inlinable static var a10_1: Double { 246121993.0 / 1340847787.0 }
  @inlinable static var a10_4: Double { -37695042795.0 / 15268766246.0 }
  @inlinable static var a10_5: Double { -309121744.0 / 1061227803.0 }
  @inlinable static var a10_6: Double { -12992083.0 / 490766935.0 }
  @inlinable static var a10_7: Double { 6005943493.0 / 2108947869.0 }
  @inlinable static var a10_8: Double { 393006217.0 / 1396673457.0 }
  @inlinable static var a10_9: Double { 123872331.0 / 1001029789.0 }
  @inlinable static var a11_1: Double { -1028468189.0 / 846180014.0 }
  @inlinable static var a11_4: Double { 8478235783.0 / 508512852.0 }
  @inlinable static var a11_5: Double { 1311729495.0 / 1432422823.0 }
  @inlinable static var a11_6: Double { -10304129995.0 / 1701304382.0 }
  @inlinable static var a11_7: Double { -48777925059.0 / 3047939560.0 }
  @inlinable static var a11_8: Double { 15336726248.0 / 1032824649.0 }
  @inlinable static var a11_9: Double { -45442868181.0 / 3398467696.0 }
  @inlinable static var a11_10: Double { 3065993473.0 / 597172653.0 }
  @inlinable static var a12_1: Double { 185892177.0 / 718116043.0 }
  @inlinable static var a12_4: Double { -3185094517.0 / 667107341.0 }
  @inlinable static var a12_5: Double { -477755414.0 / 1098053517.0 }
  @inlinable static var a12_6: Double { -703635378.0 / 230739211.0 }
  @inlinable static var a12_7: Double { 5731566787.0 / 1027545527.0 }
  @inlinable static var a12_8: Double { 5232866602.0 / 850066563.0 }
  @inlinable static var a12_9: Double { -4093664535.0 / 808688257.0 }
  @inlinable static var a12_10: Double { 3962137247.0 / 1805957418.0 }
  @inlinable static var a12_11: Double { 65686358.0 / 487910083.0 }
  @inlinable static var a13_1: Double { 403863854.0 / 491063109.0 }
  @inlinable static var a13_4: Double { -5068492393.0 / 434740067.0 }
  @inlinable static var a13_5: Double { -411421997.0 / 543043805.0 }
  @inlinable static var a13_6: Double { 652783627.0 / 914296604.0 }
  @inlinable static var a13_7: Double { 11173962825.0 / 925320556.0 }
  @inlinable static var a13_8: Double { -13158990841.0 / 6184727034.0 }
  @inlinable static var a13_9: Double { 3936647629.0 / 1978049680.0 }
  @inlinable static var a13_10: Double { -160528059.0 / 685178525.0 }
  @inlinable static var a13_11: Double { 248638103.0 / 1413531060.0 }

  // Eighth-order (propagated) weights, non-zero at 1, 6…13.
  @inlinable static var b1: Double { 14005451.0 / 335480064.0 }
  @inlinable static var b6: Double { -59238493.0 / 1068277825.0 }
  @inlinable static var b7: Double { 181606767.0 / 758867731.0 }
  @inlinable static var b8: Double { 561292985.0 / 797845732.0 }
  @inlinable static var b9: Double { -1041891430.0 / 1371343529.0 }
  @inlinable static var b10: Double { 760417239.0 / 1151165299.0 }
  @inlinable static var b11: Double { 118820643.0 / 751138087.0 }
  @inlinable static var b12: Double { -528747749.0 / 2220607170.0 }
  @inlinable static var b13: Double { 1.0 / 4.0 }
  // Seventh-order weights, non-zero at 1, 6…12.
  @inlinable static var bh1: Double { 13451932.0 / 455176623.0 }
  @inlinable static var bh6: Double { -808719846.0 / 976000145.0 }
  @inlinable static var bh7: Double { 1757004468.0 / 5645159321.0 }
  @inlinable static var bh8: Double { 656045339.0 / 265891186.0 }
  @inlinable static var bh9: Double { -3867574721.0 / 1518517206.0 }
  @inlinable static var bh10: Double { 465885868.0 / 322736535.0 }
  @inlinable static var bh11: Double { 53011238.0 / 667516719.0 }
  @inlinable static var bh12: Double { 2.0 / 45.0 }

  /// One Prince–Dormand 8(7) step, as GSL's `rk8pd`.
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
    typealias C = RK8PD
    let k2 = try system.derivative(at: t + C.c2 * h, y + (C.a21 * h) * k1)
    let k3 = try system.derivative(at: t + C.c3 * h, y + h * (C.a31 * k1 + C.a32 * k2))
    let k4 = try system.derivative(at: t + C.c4 * h, y + h * (C.a41 * k1 + C.a43 * k3))
    let k5 = try system.derivative(at: t + C.c5 * h, y + h * (C.a51 * k1 + C.a53 * k3 + C.a54 * k4))
    let k6 = try system.derivative(at: t + C.c6 * h, y + h * (C.a61 * k1 + C.a64 * k4 + C.a65 * k5))
    var s = C.a71 * k1
    s += C.a74 * k4
    s += C.a75 * k5
    s += C.a76 * k6
    let k7 = try system.derivative(at: t + C.c7 * h, y + h * s)
    s = C.a81 * k1
    s += C.a84 * k4
    s += C.a85 * k5
    s += C.a86 * k6
    s += C.a87 * k7
    let k8 = try system.derivative(at: t + C.c8 * h, y + h * s)
    s = C.a91 * k1
    s += C.a94 * k4
    s += C.a95 * k5
    s += C.a96 * k6
    s += C.a97 * k7
    s += C.a98 * k8
    let k9 = try system.derivative(at: t + C.c9 * h, y + h * s)
    s = C.a10_1 * k1
    s += C.a10_4 * k4
    s += C.a10_5 * k5
    s += C.a10_6 * k6
    s += C.a10_7 * k7
    s += C.a10_8 * k8
    s += C.a10_9 * k9
    let k10 = try system.derivative(at: t + C.c10 * h, y + h * s)
    s = C.a11_1 * k1
    s += C.a11_4 * k4
    s += C.a11_5 * k5
    s += C.a11_6 * k6
    s += C.a11_7 * k7
    s += C.a11_8 * k8
    s += C.a11_9 * k9
    s += C.a11_10 * k10
    let k11 = try system.derivative(at: t + C.c11 * h, y + h * s)
    s = C.a12_1 * k1
    s += C.a12_4 * k4
    s += C.a12_5 * k5
    s += C.a12_6 * k6
    s += C.a12_7 * k7
    s += C.a12_8 * k8
    s += C.a12_9 * k9
    s += C.a12_10 * k10
    s += C.a12_11 * k11
    let k12 = try system.derivative(at: t + h, y + h * s)
    s = C.a13_1 * k1
    s += C.a13_4 * k4
    s += C.a13_5 * k5
    s += C.a13_6 * k6
    s += C.a13_7 * k7
    s += C.a13_8 * k8
    s += C.a13_9 * k9
    s += C.a13_10 * k10
    s += C.a13_11 * k11
    let k13 = try system.derivative(at: t + h, y + h * s)
    let yNew = y + h * RK8PD.eighthOrder(k1, k6, k7, k8, k9, k10, k11, k12, k13)
    dydtOut = try system.derivative(at: t + h, yNew)
    var bh = C.bh1 * k1
    bh += C.bh6 * k6
    bh += C.bh7 * k7
    bh += C.bh8 * k8
    bh += C.bh9 * k9
    bh += C.bh10 * k10
    bh += C.bh11 * k11
    bh += C.bh12 * k12
    yerr = h * (bh - RK8PD.eighthOrder(k1, k6, k7, k8, k9, k10, k11, k12, k13))
    y = yNew
  }

  /// The left fold of the eighth-order weights (formed twice, with identical bits, as GSL does).
  @inlinable
  static func eighthOrder<State: SIMD>(
    _ k1: State, _ k6: State, _ k7: State, _ k8: State, _ k9: State, _ k10: State, _ k11: State,
    _ k12: State, _ k13: State
  ) -> State where State.Scalar == Double {
    var b = RK8PD.b1 * k1
    b += RK8PD.b6 * k6
    b += RK8PD.b7 * k7
    b += RK8PD.b8 * k8
    b += RK8PD.b9 * k9
    b += RK8PD.b10 * k10
    b += RK8PD.b11 * k11
    b += RK8PD.b12 * k12
    b += RK8PD.b13 * k13
    return b
  }
}
