import Foundation

/// A damped harmonic spring: the one value type every parameter family maps to.
///
/// The physics, for a value `x` moving toward `target`:
///
///     m·x'' + c·x' + k·(x − target) = 0
///
/// with mass `m` (`mass`), stiffness `k` (`stiffness`, force per unit of
/// displacement) and damping coefficient `c` (`dampingCoefficient`, what Core
/// Animation calls `damping` and react-spring `friction`). Time is in seconds.
/// Derived quantities:
///
///     ω0 = √(k/m)                  natural (angular) frequency, rad/s
///     ζ  = c / (2·√(k·m))          damping ratio (SwiftUI's dampingFraction)
///     response = 2π/ω0             SwiftUI's response and duration, s
///     bounce   = 1 − ζ (ζ ≤ 1),  1/ζ − 1 (ζ > 1)
///
/// The canonical storage is `(mass, stiffness, dampingCoefficient)`; every
/// other family is computed from it. Valid range: `mass` and `stiffness` in
/// [1e-100, 1e100], `dampingCoefficient` 0 or in [1e-100, 1e100], all finite.
/// Every initializer checks its own family's inputs (for example
/// `response > 0`, `−1 < bounce ≤ 1`) and then this canonical rule, and throws
/// ``SpringError`` rather than clamping.
///
/// Round trips: converting to any family and back reproduces the inputs to
/// 1e-15 relative. Two quantities are affine maps with an offset and are
/// compared on that offset's scale instead: `bounce` (1 − ζ) to 1e-15
/// absolute, Origami tension and friction to 1e-15 of max(|value|, 30).
public struct Spring: Sendable, Hashable, CustomStringConvertible {
  /// Mass `m`, in mass units (value·s²/force). Default 1.
  public let mass: Double
  /// Stiffness `k`, force per unit of displacement.
  public let stiffness: Double
  /// Damping coefficient `c`, force per unit of velocity (CA `damping`, react-spring `friction`).
  public let dampingCoefficient: Double

  /// The family and values the spring was made from. Informational: equality and hashing
  /// use `(mass, stiffness, dampingCoefficient)` only. Platform models use it to start
  /// from the platform's own parameters (SwiftUI's `Spring(duration:bounce:)` is exactly
  /// critical for bounce 0, which its k and c, once rounded, are not quite).
  public internal(set) var parameters: Parameters

  /// How a spring was specified.
  public enum Parameters: Sendable, Hashable {
    case physical(mass: Double, stiffness: Double, damping: Double)
    case response(response: Double, dampingRatio: Double, mass: Double)
    case durationBounce(duration: Double, bounce: Double, mass: Double)
    case stiffnessDampingRatio(stiffness: Double, dampingRatio: Double, mass: Double)
    case tensionFriction(tension: Double, friction: Double, mass: Double)
    case origami(tension: Double, friction: Double)
    /// Motion (web) `duration` (seconds) and `bounce`.
    case motionDuration(duration: Double, bounce: Double)
    /// Motion (web) `visualDuration` (seconds) and `bounce`.
    case motionVisualDuration(visualDuration: Double, bounce: Double)
  }

  public static func == (a: Spring, b: Spring) -> Bool {
    a.mass == b.mass && a.stiffness == b.stiffness && a.dampingCoefficient == b.dampingCoefficient
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(dampingCoefficient)
  }

  // MARK: - Physical / Core Animation

  /// A spring from mass, stiffness and damping coefficient (Core Animation, SwiftUI
  /// `Spring(mass:stiffness:damping:allowOverDamping: true)`).
  ///
  /// - Parameters:
  ///   - mass: `m > 0`, default 1.
  ///   - stiffness: `k > 0`.
  ///   - damping: the coefficient `c ≥ 0` (not the ratio).
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringError) {
    try Check.positive("mass", mass)
    try Check.positive("stiffness", stiffness)
    try Check.nonNegative("damping coefficient", damping)
    try Check.inRange("mass", mass, allowZero: false)
    try Check.inRange("stiffness", stiffness, allowZero: false)
    try Check.inRange("damping coefficient", damping, allowZero: true)
    self.mass = mass
    self.stiffness = stiffness
    self.dampingCoefficient = damping
    self.parameters = .physical(mass: mass, stiffness: stiffness, damping: damping)
  }

  // MARK: - SwiftUI

  /// SwiftUI's `response`/`dampingFraction` (also Wave, b3ll/Motion, react-spring
  /// `frequency`/`damping`):
  ///
  ///     k = m·(2π/R)²,   c = m·4πζ/R
  ///
  /// evaluated as `w = 2π/R; k = w·w·m; c = ((4π)·ζ)/R·m`, the order of the GSL
  /// reference problem, so `Spring(response: 0.4, dampingRatio: 0.8)` has exactly
  /// k = 246.74011002723395 and c = 25.132741228718345.
  ///
  /// - Parameters:
  ///   - response: the undamped period `R > 0`, in seconds.
  ///   - dampingRatio: `ζ ≥ 0`; 0 is undamped, 1 critical, > 1 overdamped.
  ///   - mass: `m > 0`, default 1.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) {
    try Check.positive("response", response)
    try Check.nonNegative("damping ratio", dampingRatio)
    try Check.positive("mass", mass)
    let w = 2.0 * Double.pi / response
    try self.init(mass: mass, stiffness: w * w * mass, damping: 4.0 * Double.pi * dampingRatio / response * mass)
    parameters = .response(response: response, dampingRatio: dampingRatio, mass: mass)
  }

  /// SwiftUI's iOS 17 `Spring(duration:bounce:)` (and Flutter's
  /// `SpringDescription.withDurationAndBounce`): the response family with
  ///
  ///     ζ = 1 − b        for 0 ≤ b ≤ 1
  ///     ζ = 1 / (1 + b)  for −1 < b < 0
  ///
  /// - Parameters:
  ///   - duration: the perceptual duration, equal to SwiftUI's response, `> 0` seconds.
  ///   - bounce: in (−1, 1]. SwiftUI clamps b > 1 to ζ = 0 and turns b ≤ −1 into NaN;
  ///     springtool rejects both.
  public init(duration: Double, bounce: Double, mass: Double = 1) throws(SpringError) {
    try Check.positive("duration", duration)
    try Check.finite("bounce", bounce)
    guard bounce > -1 && bounce <= 1 else {
      throw SpringError(parameter: "bounce", value: bounce, rule: "must be greater than -1 and at most 1")
    }
    try self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce), mass: mass)
    parameters = .durationBounce(duration: duration, bounce: bounce, mass: mass)
  }

  /// The damping ratio SwiftUI assigns to a bounce: `1 − b` for b ≥ 0, `1/(1 + b)` for b < 0.
  public static func dampingRatio(bounce: Double) -> Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }

  // MARK: - Android / Compose

  /// Android `SpringForce` and Compose `spring()`: stiffness and damping ratio, mass 1:
  ///
  ///     c = 2ζ·√(k·m)
  ///
  /// - Parameters:
  ///   - stiffness: `k > 0` (Android's presets: 50, 200, 400, 1500, 10 000).
  ///   - dampingRatio: `ζ ≥ 0` (presets 0.2, 0.5, 0.75, 1).
  ///   - mass: `m > 0`, default 1 (Android and Compose fix it at 1).
  public init(stiffness: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) {
    try Check.positive("stiffness", stiffness)
    try Check.nonNegative("damping ratio", dampingRatio)
    try Check.positive("mass", mass)
    try self.init(mass: mass, stiffness: stiffness, damping: 2 * dampingRatio * (stiffness * mass).squareRoot())
    parameters = .stiffnessDampingRatio(stiffness: stiffness, dampingRatio: dampingRatio, mass: mass)
  }

  // MARK: - react-spring, Rebound, Origami

  /// react-spring and Rebound's `tension`/`friction`: `k = tension`, `c = friction`.
  public init(tension: Double, friction: Double, mass: Double = 1) throws(SpringError) {
    try Check.positive("tension", tension)
    try Check.nonNegative("friction", friction)
    try self.init(mass: mass, stiffness: tension, damping: friction)
    parameters = .tensionFriction(tension: tension, friction: friction, mass: mass)
  }

  /// Origami (Quartz Composer, Facebook Rebound `OrigamiValueConverter`) tension and
  /// friction, mass 1:
  ///
  ///     tension  = (oT − 30)·3.62 + 194,   friction = (oF − 8)·3 + 25,   0 ↦ 0
  ///
  /// The default Rebound spring (40, 7) is tension 230.2, friction 22.
  public init(origamiTension: Double, origamiFriction: Double) throws(SpringError) {
    try Check.finite("origami tension", origamiTension)
    try Check.finite("origami friction", origamiFriction)
    let tension = Spring.tension(origami: origamiTension)
    let friction = Spring.friction(origami: origamiFriction)
    guard tension > 0 else {
      throw SpringError(parameter: "origami tension", value: origamiTension, rule: "must map to a positive tension (be above -23.59)")
    }
    guard friction >= 0 else {
      throw SpringError(parameter: "origami friction", value: origamiFriction, rule: "must map to a non-negative friction (be 0 or at least -0.33)")
    }
    try self.init(mass: 1, stiffness: tension, damping: friction)
    parameters = .origami(tension: origamiTension, friction: origamiFriction)
  }

  /// Rebound's `tensionFromOrigamiValue`: `(oT − 30)·3.62 + 194`, and 0 for 0.
  public static func tension(origami value: Double) -> Double {
    value == 0 ? 0 : (value - 30.0) * 3.62 + 194.0
  }

  /// Rebound's `frictionFromOrigamiValue`: `(oF − 8)·3 + 25`, and 0 for 0.
  public static func friction(origami value: Double) -> Double {
    value == 0 ? 0 : (value - 8.0) * 3.0 + 25.0
  }

  // MARK: - Derived quantities

  /// Natural angular frequency `ω0 = √(k/m)`, rad/s.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// Damping ratio `ζ = c / (2√(k·m))`, dimensionless.
  public var dampingRatio: Double { dampingCoefficient / (2 * (stiffness * mass).squareRoot()) }

  /// SwiftUI's `response` (and `duration`): the undamped period `2π/ω0 = 2π·√(m/k)`, seconds.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// SwiftUI's `bounce`: `1 − ζ` when ζ ≤ 1, `1/ζ − 1` when ζ > 1. In (−1, 1].
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// Decay rate of the envelope, `λ = c/(2m)`, 1/s.
  public var decayRate: Double { dampingCoefficient / (2 * mass) }

  /// Damped angular frequency `ωd = ω0·√(1 − ζ²)` for underdamped springs, 0 otherwise, rad/s.
  ///
  /// Computed from the exact discriminant `4km − c²`, so it keeps full relative
  /// precision even within 1e-12 of critical damping.
  public var dampedFrequency: Double {
    let d = discriminant
    guard d.hi < 0 else { return 0 }
    return ((-d) / DoubleDouble(4 * mass * mass)).squareRoot().hi
  }

  /// react-spring/Rebound tension (= stiffness `k`).
  public var tension: Double { stiffness }
  /// react-spring/Rebound friction (= damping coefficient `c`).
  public var friction: Double { dampingCoefficient }

  /// Origami tension `(tension − 194)/3.62 + 30` (meaningful for mass 1).
  public var origamiTension: Double { (tension - 194.0) / 3.62 + 30.0 }
  /// Origami friction `(friction − 25)/3 + 8` (meaningful for mass 1).
  public var origamiFriction: Double { friction == 0 ? 0 : (friction - 25.0) / 3.0 + 8.0 }

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

  /// The damping regime. A ratio within 2⁻⁵⁰ (about 9e-16) of 1 counts as
  /// critical, because `ζ = 1` given in any family rounds to within a few ulps of 1.
  /// (The closed form does not use this label; it is exact across the boundary.)
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

  public var description: String {
    "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(dampingCoefficient); "
      + "response: \(response), dampingRatio: \(dampingRatio), \(regime.rawValue))"
  }
}
