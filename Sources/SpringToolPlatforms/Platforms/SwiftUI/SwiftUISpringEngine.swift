import Foundation
import SpringToolCore

/// SwiftUI's `Spring` (iOS 17+) as its API behaves, quirks included (docs/reference/apple-springs.md §1).
///
/// Stored as SwiftUI stores it: `angularFrequency` ω, `decayConstant` λ and `mass`, with
/// ω = ωd for underdamped, 0 for critical and −√(λ² − ω0²) for overdamped springs.
/// Where SwiftUI departs from physics this model departs with it, and says so:
///
/// - `velocity(…)` of an overdamped spring carries an extra `+target` term (§1.4).
/// - `stiffness` of an overdamped spring reads `m(2λ² − ω0²)`, not k (§1.3).
/// - `settlingDuration` uses the envelope `ln((|λX − v0| + |X|)/ε)/λ` for underdamped
///   springs (not divided by ωd) and a 0.1 s scan for ζ ≥ 1 that returns multiples of 0.1
///   and gives 0 after 102.4 s (§1.4).
/// - `init(mass:stiffness:damping:)` without `allowOverDamping` turns an overdamped spring
///   into a critical one at ω0 (§1.2).
public struct SwiftUISpring: Sendable, Hashable {
  /// ω: damped angular frequency, 0 when critical, negative when overdamped (rad/s).
  public let angularFrequency: Double
  /// λ = ζ·ω0 (1/s).
  public let decayConstant: Double
  /// The mass.
  public let mass: Double

  /// `Spring(duration:bounce:)`: ζ = 1 − b (0 ≤ b ≤ 1; b > 1 gives 0), 1/(1 + b) (−1 < b < 0);
  /// λ = 2πζ/d, ω = ±2π√|1 − ζ²|/d.
  ///
  /// - Parameters:
  ///   - duration: The duration, in seconds (> 0).
  ///   - bounce: The bounce (SwiftUI's, in (−1, 1]; positive values overshoot).
  public init(duration: Double = 0.5, bounce: Double = 0) {
    let zeta = bounce > 1 ? 0 : SpringSpecification.dampingRatio(bounce: bounce)
    self.init(response: duration, dampingRatio: zeta)
  }

  /// `Spring(response:dampingRatio:)`, mass 1.
  ///
  /// - Parameters:
  ///   - response: The response 2π/ω0 (SwiftUI's), in seconds (> 0).
  ///   - zeta: The damping ratio ζ (≥ 0; 1 is critical).
  public init(response: Double, dampingRatio zeta: Double) {
    decayConstant = 2 * .pi * zeta / response
    let omega = 2 * .pi * abs(1 - zeta * zeta).squareRoot() / response
    angularFrequency = zeta > 1 ? -omega : omega
    mass = 1
  }

  /// `Spring(mass:stiffness:damping:allowOverDamping:)`.
  ///
  /// - Parameters:
  ///   - mass: The mass m (> 0; value units are free, so 1 is the usual choice).
  ///   - stiffness: The stiffness k (> 0), force per value unit.
  ///   - damping: The damping coefficient c (≥ 0), force per value unit per second.
  ///   - allowOverDamping: Whether ζ > 1 is kept (otherwise clamped to 1).
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let omega0 = (stiffness / mass).squareRoot()
    let lambda = damping / (2 * mass)
    self.mass = mass
    if lambda > omega0 && !allowOverDamping {
      angularFrequency = 0
      decayConstant = omega0
    } else {
      let omega = abs(stiffness / mass - lambda * lambda).squareRoot()
      angularFrequency = lambda > omega0 ? -omega : omega
      decayConstant = lambda
    }
  }

  /// The SwiftUI spring with a ``Spring``'s (m, k, c): `Spring(mass:stiffness:damping:allowOverDamping: true)`.
  /// Equal springs give equal models whatever family they were given in.
  ///
  /// - Parameter spring: The spring: mass, stiffness and damping coefficient.
  public init(_ spring: Spring) {
    self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.dampingCoefficient, allowOverDamping: true)
  }

  var omega0: Double { (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot() }

  /// `duration` and `response`: 2π/ω0.
  public var response: Double { 2 * .pi / omega0 }
  /// `dampingRatio`: λ/ω0.
  public var dampingRatio: Double { decayConstant / omega0 }
  /// `stiffness`: m(ω² + λ²) — k, except for overdamped springs (the §1.3 quirk).
  public var stiffness: Double { mass * (angularFrequency * angularFrequency + decayConstant * decayConstant) }
  /// `damping`: 2mλ.
  public var damping: Double { 2 * mass * decayConstant }

  /// `value(target:initialVelocity:time:)`: the position of a spring starting at 0 with
  /// velocity `v0` (value units per second) toward `target`.
  ///
  /// - Parameters:
  ///   - x: The target, measured from the start (the distance to travel), in value units.
  ///   - v0: The start velocity, in value units per second.
  ///   - t: The time since the motion started, in seconds.
  /// - Returns: The position, in value units from the start.
  public func value(target x: Double, initialVelocity v0: Double = 0, time t: Double) -> Double {
    let lambda = decayConstant, omega = angularFrequency
    if omega > 0 {
      return x - exp(-lambda * t) * (x * cos(omega * t) + (lambda * x - v0) * sin(omega * t) / omega)
    }
    if omega == 0 { return x - exp(-lambda * t) * (x + (lambda * x - v0) * t) }
    let (a, b, s1, s2) = overdampedCoefficients(target: x, initialVelocity: v0)
    return x + a * exp(s1 * t) + b * exp(s2 * t)
  }

  /// `velocity(target:initialVelocity:time:)`, with SwiftUI's extra `+target` for overdamped springs.
  ///
  /// - Parameters:
  ///   - x: The target, measured from the start (the distance to travel), in value units.
  ///   - v0: The start velocity, in value units per second.
  ///   - t: The time since the motion started, in seconds.
  /// - Returns: The velocity SwiftUI reports, in value units per second.
  public func velocity(target x: Double, initialVelocity v0: Double = 0, time t: Double) -> Double {
    let lambda = decayConstant, omega = angularFrequency
    if omega > 0 {
      // d/dt of value: e^(−λt)·[v0·cos ωt + (λ(λX − v0) + ω²X)·sin(ωt)/ω]
      let e = exp(-lambda * t)
      return e * (v0 * cos(omega * t) + (lambda * (lambda * x - v0) + omega * omega * x) * sin(omega * t) / omega)
    }
    if omega == 0 { return exp(-lambda * t) * (v0 + lambda * (lambda * x - v0) * t) }
    let (a, b, s1, s2) = overdampedCoefficients(target: x, initialVelocity: v0)
    return a * s1 * exp(s1 * t) + b * s2 * exp(s2 * t) + x  // SwiftUI's quirk: + target
  }

  /// `force(target:position:velocity:)` = m(ω² + λ²)(target − position) − 2mλ·velocity.
  ///
  /// - Parameters:
  ///   - target: The target value, in value units.
  ///   - position: The current position, in value units.
  ///   - velocity: The velocity, in value units per second.
  /// - Returns: The force (mass × acceleration).
  public func force(target: Double, position: Double, velocity: Double) -> Double {
    stiffness * (target - position) - damping * velocity
  }

  /// `settlingDuration(target:initialVelocity:epsilon:)`, seconds; `.infinity` when λ = 0.
  ///
  /// - Parameters:
  ///   - x: The target, measured from the start (the distance to travel), in value units.
  ///   - v0: The start velocity, in value units per second.
  ///   - epsilon: The band, an absolute distance in value units (SwiftUI's ε).
  /// - Returns: The settling duration, in seconds (`.infinity` when undamped).
  public func settlingDuration(target x: Double, initialVelocity v0: Double = 0, epsilon: Double = 0.001) -> Double {
    let lambda = decayConstant
    if lambda == 0 { return .infinity }
    if angularFrequency > 0 {
      return max(0, log((abs(lambda * x - v0) + abs(x)) / epsilon) / lambda)
    }
    return Self.scan(epsilon: epsilon) { abs(value(target: x, initialVelocity: v0, time: $0) - x) }
  }

  /// The `settlingDuration` property: target 1, initial velocity 0, epsilon 0.001.
  public var settlingDuration: Double { settlingDuration(target: 1) }

  /// SwiftUI's (and Core Animation's) 0.1 s settling scan: steps t += 0.1 from 0 (at most
  /// 1024 steps), remembers when the distance first drops below ε, forgets it when the
  /// distance climbs back, and answers once it has stayed below for more than 1 s; 0 if
  /// the 102.4 s run out.
  ///
  /// - Parameters:
  ///   - epsilon: The band, an absolute distance in value units (SwiftUI's ε).
  ///   - distance: The distance from rest at a time in seconds.
  /// - Returns: SwiftUI's (and Core Animation's) 0.1 s settling scan: steps t += 0.1 from 0 (at most 1024 steps), remembers
  ///   when the distance first drops below ε, forgets it when the distance climbs back, and answers once it has stayed
  ///   below for more than 1 s; 0 if the 102.4 s run out.
  public static func scan(epsilon: Double, distance: (Double) -> Double) -> Double {
    var t = 0.0
    var firstBelow: Double?
    for _ in 0..<1024 {
      if distance(t) < epsilon {
        if let start = firstBelow {
          if t - start > 1 { return start }
        } else {
          firstBelow = t
        }
      } else {
        firstBelow = nil
      }
      t += 0.1
    }
    return 0
  }

  /// x(t) = X + A·e^(s1·t) + B·e^(s2·t) with x(0) = 0, x'(0) = v0.
  private func overdampedCoefficients(target x: Double, initialVelocity v0: Double) -> (Double, Double, Double, Double) {
    let s1 = -decayConstant + abs(angularFrequency), s2 = -decayConstant - abs(angularFrequency)
    let a = (v0 + s2 * x) / (s1 - s2)
    return (a, -x - a, s1, s2)
  }
}

/// SwiftUI's `Spring` API as an engine: frames are `value(target:initialVelocity:time:)` and
/// `velocity(…)` at the frame times (quirks included), ending at
/// `settlingDuration(target:initialVelocity:)` (ε 0.001 in value units).
///
/// A retarget follows the documented model of a `CustomAnimation` built on `Spring` whose
/// `shouldMerge` keeps its default (false): the running animation continues toward its own
/// target and a new one, from the tap, animates the change of target from rest; SwiftUI adds
/// their effects.
public struct SwiftUISpringEngine: SpringEngine {
  /// SwiftUI leaves it to the app.
  public var reducedMotion: ReducedMotion { SwiftUIReducedMotion.rule }

  /// The platform spells a spring as SwiftUI `Spring(duration:bounce:)`.
  public var spelling: SpringSpelling { .durationBounce }

  /// A SwiftUI `Spring` engine.
  public init() {}

  /// Where the rules come from.
  public let info: EngineInfo = .swiftuiSpring

  /// A run of the SwiftUI `Spring` with the input's (m, k, c).
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for input the platform cannot represent (a velocity beyond
  ///   Float's range on Android, a retarget on an engine without one).
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    if let fade = try SwiftUICrossFade.run(input, engine: id) { return fade }
    let model = SwiftUISpring(input.spring)
    func run(from: Double, travel: Double, velocity: Double) -> Run {
      Run(model: model, from: from, travel: travel, v0: velocity, end: model.settlingDuration(target: travel, initialVelocity: velocity))
    }
    let first = run(from: input.from, travel: input.travel, velocity: input.velocity)
    guard !input.retargets.isEmpty else { return first }
    return try AdditiveRun(first: first, input: input, engine: id) { change in run(from: 0, travel: change, velocity: 0) }
  }

  struct Run: TimeFunctionRun {
    let model: SwiftUISpring
    let from: Double, travel: Double, v0: Double, end: Double
    var notes: [PlatformNote] {
      (model.angularFrequency < 0 ? [.overdampedVelocityCarriesTarget] : []) + (end.isFinite ? [] : [.neverEnds])
    }

    func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if i == 0 { return EngineFrame(value: from, velocity: v0, ended: end <= 0) }
      return state(at: clock.seconds(i))
    }

    func state(at t: Double) -> EngineFrame {
      EngineFrame(
        value: from + model.value(target: travel, initialVelocity: v0, time: t),
        velocity: model.velocity(target: travel, initialVelocity: v0, time: t), ended: t >= end)
    }
  }
}

extension SwiftUISpringEngine.Run: EndlessRun {
  /// No end (settlingDuration is infinite: λ = 0, or a decay too slow to count) on the underdamped
  /// curve X − e^(−λt)(X·cos ωt + (λX − v0)·sin(ωt)/ω), which stays within 2|X| + (λ|X| + |v0|)/ω
  /// of the start, its velocity within |v0| + (λ(λ|X| + |v0|) + ω²|X|)/ω.
  var isProvablyEndless: Bool {
    let lambda = model.decayConstant, omega = model.angularFrequency
    guard !end.isFinite, lambda >= 0, omega > 0 else { return false }
    let swing = (lambda * abs(travel) + abs(v0)) / omega
    // The products before the division by ω too: they may overflow where their quotient would not.
    return Self.withinFiniteBound(
      abs(from) + 2 * abs(travel) + swing, abs(v0) + lambda * swing + omega * abs(travel),
      lambda * (lambda * abs(travel) + abs(v0)), omega * omega * abs(travel))
  }
}
