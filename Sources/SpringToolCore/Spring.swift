import Foundation

/// A damped harmonic spring: mass, stiffness and damping coefficient, nothing else.
///
/// The physics, for a value `x` moving toward `target`:
///
///     m·x'' + c·x' + k·(x − target) = 0
///
/// with mass `m` (`mass`), stiffness `k` (`stiffness`, force per unit of displacement) and
/// damping coefficient `c` (`dampingCoefficient`: Core Animation's `damping`, react-spring's
/// `friction`). Time is in seconds. Derived quantities:
///
///     ω0 = √(k/m)                  natural (angular) frequency, rad/s
///     ζ  = c / (2·√(k·m))          damping ratio (SwiftUI's dampingFraction)
///     response = 2π/ω0             SwiftUI's response and duration, s
///     bounce   = 1 − ζ (ζ ≤ 1),  1/ζ − 1 (ζ > 1)
///
/// A `Spring` does not remember how it was specified: two springs with the same (m, k, c) are
/// equal and behave identically everywhere. The numbers a user gave (a response of 0.178 s, a
/// bounce) live in ``SpringSpecification``, which produces a `Spring`.
///
/// Valid range: `mass` and `stiffness` in [1e-100, 1e100], `dampingCoefficient` 0 or in
/// [1e-100, 1e100], all finite. The family initializers below are conveniences that go through
/// ``SpringSpecification`` and throw ``SpringError`` rather than clamping.
public struct Spring: Sendable, Hashable, CustomStringConvertible {
  /// Mass `m`, in mass units (value·s²/force). Default 1.
  public let mass: Double
  /// Stiffness `k`, force per unit of displacement.
  public let stiffness: Double
  /// Damping coefficient `c`, force per unit of velocity (CA `damping`, react-spring `friction`).
  public let dampingCoefficient: Double

  /// A spring from mass, stiffness and damping coefficient (Core Animation, SwiftUI
  /// `Spring(mass:stiffness:damping:allowOverDamping: true)`).
  ///
  /// - Parameters:
  ///   - mass: `m > 0`, default 1.
  ///   - stiffness: `k > 0`.
  ///   - dampingCoefficient: `c ≥ 0` (the coefficient, not the ratio).
  /// - Throws: ``SpringError`` for a value that is not finite, not positive (c: negative), or
  ///   outside [1e-100, 1e100].
  public init(mass: Double = 1, stiffness: Double, dampingCoefficient: Double) throws(SpringError) {
    try Check.positive("mass", mass)
    try Check.positive("stiffness", stiffness)
    try Check.nonNegative("damping coefficient", dampingCoefficient)
    try Check.inRange("mass", mass, allowZero: false)
    try Check.inRange("stiffness", stiffness, allowZero: false)
    try Check.inRange("damping coefficient", dampingCoefficient, allowZero: true)
    self.mass = mass
    self.stiffness = stiffness
    self.dampingCoefficient = dampingCoefficient
  }

  // MARK: - Family conveniences (each is `SpringSpecification(…).spring`)

  /// SwiftUI's `response`/`dampingFraction`: `k = m·(2π/R)²`, `c = m·4πζ/R`
  /// (see ``SpringSpecification/Family/response(response:dampingRatio:mass:)``).
  ///
  /// - Parameters:
  ///   - response: the undamped period `R > 0`, seconds.
  ///   - dampingRatio: `ζ ≥ 0`.
  ///   - mass: `m > 0`, default 1.
  /// - Throws: ``SpringError`` when a value is out of range.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) {
    self = try SpringSpecification(.response(response: response, dampingRatio: dampingRatio, mass: mass)).spring
  }

  /// SwiftUI's iOS 17 `Spring(duration:bounce:)`: the response family with `ζ = 1 − b` (b ≥ 0) or
  /// `1/(1 + b)` (b < 0).
  ///
  /// - Parameters:
  ///   - duration: the perceptual duration (SwiftUI's response), `> 0` seconds.
  ///   - bounce: in (−1, 1].
  ///   - mass: `m > 0`, default 1.
  /// - Throws: ``SpringError`` when a value is out of range.
  public init(duration: Double, bounce: Double, mass: Double = 1) throws(SpringError) {
    self = try SpringSpecification(.durationBounce(duration: duration, bounce: bounce, mass: mass)).spring
  }

  /// Android `SpringForce` and Compose `spring()`: stiffness and damping ratio, `c = 2ζ√(k·m)`.
  ///
  /// - Parameters:
  ///   - stiffness: `k > 0`.
  ///   - dampingRatio: `ζ ≥ 0`.
  ///   - mass: `m > 0`, default 1 (Android and Compose fix it at 1).
  /// - Throws: ``SpringError`` when a value is out of range.
  public init(stiffness: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) {
    self = try SpringSpecification(.stiffnessDampingRatio(stiffness: stiffness, dampingRatio: dampingRatio, mass: mass))
      .spring
  }

  /// react-spring's and Rebound's `tension`/`friction`: `k = tension`, `c = friction`.
  ///
  /// - Parameters:
  ///   - tension: `k > 0`.
  ///   - friction: `c ≥ 0`.
  ///   - mass: `m > 0`, default 1.
  /// - Throws: ``SpringError`` when a value is out of range.
  public init(tension: Double, friction: Double, mass: Double = 1) throws(SpringError) {
    self = try SpringSpecification(.tensionFriction(tension: tension, friction: friction, mass: mass)).spring
  }

  // MARK: - Derived quantities

  /// Natural angular frequency `ω0 = √(k/m)`, rad/s.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// Damping ratio `ζ = c / (2√(k·m))`, dimensionless.
  public var dampingRatio: Double { dampingCoefficient / (2 * (stiffness * mass).squareRoot()) }

  /// SwiftUI's `response` (and `duration`): the undamped period `2π/ω0 = 2π·√(m/k)`, seconds.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// SwiftUI's `bounce` for this spring's ζ (``SpringSpecification/bounce(dampingRatio:)``), in (−1, 1].
  public var bounce: Double { SpringSpecification.bounce(dampingRatio: dampingRatio) }

  /// Decay rate of the envelope, `λ = c/(2m)`, 1/s.
  public var decayRate: Double { dampingCoefficient / (2 * mass) }

  /// Damped angular frequency `ωd = ω0·√(1 − ζ²)` for underdamped springs, 0 otherwise, rad/s.
  ///
  /// Computed from the exact discriminant `4km − c²`, so it keeps full relative precision even
  /// within 1e-12 of critical damping.
  public var dampedFrequency: Double {
    let d = discriminant
    guard d.hi < 0 else { return 0 }
    return ((-d) / DoubleDouble(4 * mass * mass)).squareRoot().hi
  }

  /// The damped period `2π/ωd` of an oscillating spring (ζ < 1, including ζ = 0), seconds; nil
  /// for critical (as ``regime`` counts it) and overdamped springs. The one formula every figure uses: from the exact
  /// discriminant, so ζ = 0.99999999 keeps all its digits.
  public var dampedPeriod: Double? {
    // A spring that counts as critical (``regime``) has no period, even when rounding left it a hair underdamped.
    guard regime == .underdamped || regime == .undamped else { return nil }
    let wd = dampedFrequency
    return wd > 0 ? 2 * Double.pi / wd : nil
  }

  /// The damping regime.
  public enum Regime: String, Sendable, CaseIterable {
    /// ζ = 0: oscillates forever.
    case undamped
    /// 0 < ζ < 1: oscillates with a decaying envelope.
    case underdamped
    /// ζ = 1: the fastest return without overshoot from rest.
    case critical
    /// ζ > 1: returns without oscillating, slower than critical.
    case overdamped
  }

  /// The damping regime. A ratio within 2⁻⁵⁰ (about 9e-16) of 1 counts as critical, because
  /// `ζ = 1` given in any family rounds to within a few ulps of 1. (The closed form does not use
  /// this label; it is exact across the boundary.)
  public var regime: Regime {
    if dampingCoefficient == 0 { return .undamped }
    let zeta = dampingRatio
    if abs(zeta - 1) <= 0x1p-50 { return .critical }
    return zeta < 1 ? .underdamped : .overdamped
  }

  /// `c² − 4km`, exact to about 106 bits (error-free products).
  var discriminant: DoubleDouble {
    DoubleDouble.twoProduct(dampingCoefficient, dampingCoefficient)
      - DoubleDouble.twoProduct(4 * stiffness, mass)
  }

  /// `Spring(mass: m, stiffness: k, dampingCoefficient: c)` with round-trip numbers.
  public var description: String {
    "Spring(mass: \(mass), stiffness: \(stiffness), dampingCoefficient: \(dampingCoefficient))"
  }
}
