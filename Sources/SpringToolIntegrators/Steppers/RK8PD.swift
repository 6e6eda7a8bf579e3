/// Prince–Dormand RK8(7)13M (Prince & Dormand 1981; GSL's `rk8pd`, order 8 for the controller).
///
/// Thirteen stages; propagates the eighth-order solution, and the error estimate is the
/// seventh-order solution minus it. Coefficients are the published rationals, each
/// rounded once; folds follow reference/gsl-odeiv2.md §2.5 (zero entries skipped,
/// stages 12 and 13 at t + h), so results equal GSL's bit for bit.
public struct RK8PD: ODEStepper {
  public static let name = "rk8pd"
  public var order: Int { 8 }
  public init() {}

  public static let c2 = 1.0 / 18.0, c3 = 1.0 / 12.0, c4 = 1.0 / 8.0, c5 = 5.0 / 16.0, c6 = 3.0 / 8.0
  public static let c7 = 59.0 / 400.0, c8 = 93.0 / 200.0, c9 = 5490023248.0 / 9719169821.0
  public static let c10 = 13.0 / 20.0, c11 = 1201146811.0 / 1299019798.0

  public static let a21 = 1.0 / 18.0
  public static let a31 = 1.0 / 48.0, a32 = 1.0 / 16.0
  public static let a41 = 1.0 / 32.0, a43 = 3.0 / 32.0
  public static let a51 = 5.0 / 16.0, a53 = -75.0 / 64.0, a54 = 75.0 / 64.0
  public static let a61 = 3.0 / 80.0, a64 = 3.0 / 16.0, a65 = 3.0 / 20.0
  public static let a71 = 29443841.0 / 614563906.0, a74 = 77736538.0 / 692538347.0
  public static let a75 = -28693883.0 / 1125000000.0, a76 = 23124283.0 / 1800000000.0
  public static let a81 = 16016141.0 / 946692911.0, a84 = 61564180.0 / 158732637.0
  public static let a85 = 22789713.0 / 633445777.0, a86 = 545815736.0 / 2771057229.0
  public static let a87 = -180193667.0 / 1043307555.0
  public static let a91 = 39632708.0 / 573591083.0, a94 = -433636366.0 / 683701615.0
  public static let a95 = -421739975.0 / 2616292301.0, a96 = 100302831.0 / 723423059.0
  public static let a97 = 790204164.0 / 839813087.0, a98 = 800635310.0 / 3783071287.0
  public static let a10_1 = 246121993.0 / 1340847787.0, a10_4 = -37695042795.0 / 15268766246.0
  public static let a10_5 = -309121744.0 / 1061227803.0, a10_6 = -12992083.0 / 490766935.0
  public static let a10_7 = 6005943493.0 / 2108947869.0, a10_8 = 393006217.0 / 1396673457.0
  public static let a10_9 = 123872331.0 / 1001029789.0
  public static let a11_1 = -1028468189.0 / 846180014.0, a11_4 = 8478235783.0 / 508512852.0
  public static let a11_5 = 1311729495.0 / 1432422823.0, a11_6 = -10304129995.0 / 1701304382.0
  public static let a11_7 = -48777925059.0 / 3047939560.0, a11_8 = 15336726248.0 / 1032824649.0
  public static let a11_9 = -45442868181.0 / 3398467696.0, a11_10 = 3065993473.0 / 597172653.0
  public static let a12_1 = 185892177.0 / 718116043.0, a12_4 = -3185094517.0 / 667107341.0
  public static let a12_5 = -477755414.0 / 1098053517.0, a12_6 = -703635378.0 / 230739211.0
  public static let a12_7 = 5731566787.0 / 1027545527.0, a12_8 = 5232866602.0 / 850066563.0
  public static let a12_9 = -4093664535.0 / 808688257.0, a12_10 = 3962137247.0 / 1805957418.0
  public static let a12_11 = 65686358.0 / 487910083.0
  public static let a13_1 = 403863854.0 / 491063109.0, a13_4 = -5068492393.0 / 434740067.0
  public static let a13_5 = -411421997.0 / 543043805.0, a13_6 = 652783627.0 / 914296604.0
  public static let a13_7 = 11173962825.0 / 925320556.0, a13_8 = -13158990841.0 / 6184727034.0
  public static let a13_9 = 3936647629.0 / 1978049680.0, a13_10 = -160528059.0 / 685178525.0
  public static let a13_11 = 248638103.0 / 1413531060.0

  // Eighth-order (propagated) weights, non-zero at 1, 6…13.
  public static let b1 = 14005451.0 / 335480064.0, b6 = -59238493.0 / 1068277825.0
  public static let b7 = 181606767.0 / 758867731.0, b8 = 561292985.0 / 797845732.0
  public static let b9 = -1041891430.0 / 1371343529.0, b10 = 760417239.0 / 1151165299.0
  public static let b11 = 118820643.0 / 751138087.0, b12 = -528747749.0 / 2220607170.0, b13 = 1.0 / 4.0
  // Seventh-order weights, non-zero at 1, 6…12.
  public static let bh1 = 13451932.0 / 455176623.0, bh6 = -808719846.0 / 976000145.0
  public static let bh7 = 1757004468.0 / 5645159321.0, bh8 = 656045339.0 / 265891186.0
  public static let bh9 = -3867574721.0 / 1518517206.0, bh10 = 465885868.0 / 322736535.0
  public static let bh11 = 53011238.0 / 667516719.0, bh12 = 2.0 / 45.0

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
