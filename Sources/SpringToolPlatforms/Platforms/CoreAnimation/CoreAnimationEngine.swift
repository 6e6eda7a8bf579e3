import Foundation
import SpringToolCore

/// `CASpringAnimation` as it behaves (docs/reference/apple-springs.md §2.3, §3.1).
///
/// Core Animation animates the unit curve from 0 to 1 and scales it to the distance.
/// Its `initialVelocity` is a fraction of the distance per second, positive toward the
/// target: a velocity `V` in value units per second over a travel `Δ` is `V/Δ`.
/// Without `allowsOverdamping` (iOS 17+; off by default) a spring with ζ > 1 moves as
/// a critically damped one at ω0 (confirmed on device by the keyboard spring, ζ = 4.56).
public struct CoreAnimationSpring: Sendable, Hashable {
  /// The mass.
  public let mass: Double
  /// The stiffness k.
  public let stiffness: Double
  /// The damping coefficient c (Core Animation's `damping`).
  public let damping: Double
  /// Fraction of the distance per second, positive toward the target.
  public let initialVelocity: Double
  /// Whether ζ > 1 moves as overdamped (`allowsOverdamping`); otherwise it moves as critically damped.
  public let allowsOverdamping: Bool

  /// A `CASpringAnimation` with Core Animation's defaults (mass 1, stiffness 100, damping 10); `initialVelocity` is a fraction of the travel per second.
  ///
  /// - Parameters:
  ///   - mass: The mass m (> 0; value units are free, so 1 is the usual choice).
  ///   - stiffness: The stiffness k (> 0), force per value unit.
  ///   - damping: The damping coefficient c (≥ 0), force per value unit per second.
  ///   - initialVelocity: The start velocity as a fraction of the travel per second (Core Animation's unit).
  ///   - allowsOverdamping: Whether ζ > 1 moves overdamped (iOS 17's property); otherwise it moves as critically damped.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  /// The CA animation of a spring moving `travel` with `velocity` (units/s): the spring's
  /// (m, k, c) and the velocity as a fraction of the travel (0 for zero travel).
  ///
  /// - Parameters:
  ///   - spring: The spring: mass, stiffness and damping coefficient.
  ///   - travel: The distance to travel (to − from), in value units.
  ///   - velocity: The velocity, in value units per second.
  public init(_ spring: Spring, travel: Double, velocity: Double) {
    self.init(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.dampingCoefficient,
      initialVelocity: travel != 0 ? velocity / travel : 0)
  }

  var omega0: Double { (stiffness / mass).squareRoot() }
  var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The true overdamped unit motion (with `allowsOverdamping`).
  var overdampedMotion: SpringMotion? {
    guard let spring = try? Spring(mass: mass, stiffness: stiffness, dampingCoefficient: damping) else { return nil }
    return try? SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: initialVelocity)
  }

  /// The unit curve's value at `t` (0 at the start, 1 at rest).
  ///
  ///     ζ < 1:  1 − e^(−ζω0t)·(cos ωd t + c2·sin ωd t),   c2 = (ζω0 − v0)/ωd
  ///     ζ ≥ 1:  1 − (1 + (ω0 − v0)·t)·e^(−ω0t)           (critical at ω0)
  /// - Parameter t: The time since the motion started, in seconds.
  public func unitValue(at t: Double) -> Double {
    let w0 = omega0, z = zeta, v0 = initialVelocity
    if z < 1 {
      let wd = w0 * (1 - z * z).squareRoot()
      let c2 = (z * w0 - v0) / wd
      return 1 - exp(-z * w0 * t) * (cos(wd * t) + c2 * sin(wd * t))
    }
    if allowsOverdamping && z > 1, let motion = overdampedMotion { return motion.value(at: t) }
    return 1 - (1 + (w0 - v0) * t) * exp(-w0 * t)
  }

  /// The unit curve's velocity at `t` (fractions of the distance per second).
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  public func unitVelocity(at t: Double) -> Double {
    let w0 = omega0, z = zeta, v0 = initialVelocity
    if z < 1 {
      let wd = w0 * (1 - z * z).squareRoot()
      let c2 = (z * w0 - v0) / wd
      return exp(-z * w0 * t) * ((z * w0 - c2 * wd) * cos(wd * t) + (z * w0 * c2 + wd) * sin(wd * t))
    }
    if allowsOverdamping && z > 1, let motion = overdampedMotion { return motion.velocity(at: t) }
    return exp(-w0 * t) * (v0 + w0 * (w0 - v0) * t)
  }

  /// `settlingDuration` (ε = 0.001) and the private `-durationForEpsilon:`:
  ///
  ///     ζ < 1:  ln((1 + |c2|)/ε)/(ζω0)
  ///     ζ ≥ 1:  the 0.1 s scan of the unit curve (multiples of 0.1 s)
  ///
  /// `.infinity` for ζ = 0. Reproduces the eight real Core Animation values of Table A.
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  /// - Returns: The settling duration, in seconds.
  public func settlingDuration(epsilon: Double = 0.001) -> Double {
    let w0 = omega0, z = zeta
    if z == 0 { return .infinity }
    if z < 1 {
      let wd = w0 * (1 - z * z).squareRoot()
      let c2 = (z * w0 - initialVelocity) / wd
      return log((1 + abs(c2)) / epsilon) / (z * w0)
    }
    return SwiftUISpring.scan(epsilon: epsilon) { abs(1 - unitValue(at: $0)) }
  }
}

/// Core Animation's unit curve scaled to the travel, as an engine: `CASpringAnimation` (ends at
/// `settlingDuration`) or SwiftUI's `interpolatingSpring` (the same closed form, ζ > 1 moved as
/// critical, ending at CA's settlingDuration).
public struct CoreAnimationEngine: SpringEngine {
  /// Core Animation and SwiftUI's interpolatingSpring leave it to the app.
  public var reducedMotion: ReducedMotion {
    info.id == "interpolating-spring"
      ? SwiftUIReducedMotion.rule
      : ReducedMotion(
        .unchanged,
        rule: "CASpringAnimation plays "
          + "unchanged; the app reads UIAccessibility.isReduceMotionEnabled and chooses another animation (Apple's Human Interface "
          + "Guidelines, Motion)")
  }

  /// Where the rules come from.
  public let info: EngineInfo

  /// `CASpringAnimation` with `duration = settlingDuration`.
  public static let caSpringAnimation = CoreAnimationEngine(info: .coreAnimation)

  /// The unit curve for the input.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for input the platform cannot represent (a velocity beyond
  ///   Float's range on Android, a retarget on an engine without one).
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    if info.settings.contains(.crossFade), let fade = try SwiftUICrossFade.run(input, engine: id) { return fade }
    func run(from: Double, travel: Double, velocity: Double) -> UnitCurveRun {
      let animation = CoreAnimationSpring(input.spring, travel: travel, velocity: velocity)
      let end = animation.settlingDuration()
      return UnitCurveRun(
        animation: animation, from: from, travel: travel, velocity: velocity, end: end.isFinite ? end : nil,
        notes: (input.spring.dampingRatio > 1 ? [.overdampedMovesAsCritical] : []) + (end.isFinite ? [] : [.neverEnds]))
    }
    let first = run(from: input.from, travel: input.travel, velocity: input.velocity)
    guard !input.retargets.isEmpty else { return first }
    return try AdditiveRun(first: first, input: input, engine: id) { change in run(from: 0, travel: change, velocity: 0) }
  }
}

/// Core Animation's unit curve scaled to the travel, ending at `end` (then the target).
struct UnitCurveRun: TimeFunctionRun {
  let animation: CoreAnimationSpring
  let from: Double, travel: Double, velocity: Double
  let end: Double?
  let notes: [PlatformNote]

  func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
    let t = clock.seconds(i)
    if let end, t >= end { return EngineFrame(value: from + travel, velocity: 0, ended: true) }
    if i == 0 { return EngineFrame(value: from, velocity: velocity, ended: false) }
    return state(at: t)
  }

  func state(at t: Double) -> EngineFrame {
    if let end, t >= end { return EngineFrame(value: from + travel, velocity: 0, ended: true) }
    return EngineFrame(
      value: from + travel * animation.unitValue(at: t), velocity: travel * animation.unitVelocity(at: t),
      ended: false)
  }
}

extension UnitCurveRun: EndlessRun {
  /// No end (Core Animation's settlingDuration is infinite: ζ = 0, or a decay too slow to count)
  /// on the underdamped curve, whose unit value 1 − e^(−ζω0t)(cos ωd·t + c2·sin ωd·t) stays within
  /// 2 + |c2| and unit velocity within (ζω0 + ωd)(1 + |c2|), both scaled by the travel.
  var isProvablyEndless: Bool {
    let w0 = animation.omega0, z = animation.zeta
    guard end == nil, z >= 0, z < 1, w0 > 0 else { return false }
    let wd = w0 * (1 - z * z).squareRoot()
    let c2 = abs((z * w0 - animation.initialVelocity) / wd)
    // The unscaled unit bounds too: their products with a tiny travel may be small while they are not.
    let unitVelocityBound = (z * w0 + wd) * (1 + c2)
    return Self.withinFiniteBound(
      2 + c2, unitVelocityBound, abs(from) + abs(travel) * (2 + c2), abs(velocity), abs(travel) * unitVelocityBound)
  }
}
