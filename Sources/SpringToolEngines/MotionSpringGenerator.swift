import Foundation
import SpringToolCore

/// The web Motion library's spring generator (motion-dom `generators/spring.ts`; reference/peers.md §3).
///
/// Time is in milliseconds, as Motion's. The value is Motion's closed form (including its
/// overdamped form, whose sinh/cosh argument is capped at 300, so slow overdamped springs
/// snap); `next(t)` reports done when a physics spring has |v| ≤ restSpeed (units/s; ζ ≥ 1
/// counts as 0) and |target − x| ≤ restDelta, or when a duration-defined spring reaches its
/// duration, and then returns exactly the target. Defaults: restSpeed 2 and restDelta 0.5, or
/// 0.01 and 0.005 when |target − origin| < 5 ("granular").
public struct MotionSpringGenerator: Sendable, Hashable {
  public let origin: Double
  public let target: Double
  /// Motion's velocity (units/s); time-defined springs ignore it, as Motion does.
  public let velocity: Double
  public let stiffness: Double
  public let damping: Double
  public let mass: Double
  public let restSpeed: Double
  public let restDelta: Double
  /// The duration (ms) of a duration-defined spring, nil for a physics spring.
  public let resolvedDuration: Double?

  public init(origin: Double, target: Double, velocity: Double = 0, stiffness: Double = 100, damping: Double = 10,
              mass: Double = 1, restSpeed: Double? = nil, restDelta: Double? = nil, resolvedDuration: Double? = nil) {
    self.origin = origin
    self.target = target
    self.velocity = resolvedDuration == nil ? velocity : 0
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
    let granular = abs(target - origin) < 5
    self.restSpeed = restSpeed ?? (granular ? 0.01 : 2)
    self.restDelta = restDelta ?? (granular ? 0.005 : 0.5)
    self.resolvedDuration = resolvedDuration
  }

  /// Motion's generator for a motion: a `Spring(motionDuration:bounce:)` keeps its duration;
  /// everything else is a physics spring with the same k, c and m.
  public init(_ motion: SpringMotion) {
    let spring = motion.spring
    var duration: Double?
    if case .motionDuration(let seconds, _) = spring.parameters { duration = min(max(seconds, 0.01), 10) * 1000 }
    self.init(origin: motion.from, target: motion.to, velocity: motion.initialVelocity, stiffness: spring.stiffness,
              damping: spring.dampingCoefficient, mass: spring.mass, resolvedDuration: duration)
  }

  var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  /// ω0 per millisecond.
  var omega: Double { (stiffness / mass).squareRoot() / 1000 }
  /// Motion's internal velocity: per millisecond, negated.
  var v0: Double { -velocity / 1000 }

  /// The position at `t` milliseconds (Motion's `resolveSpring`).
  public func position(at t: Double) -> Double {
    let z = dampingRatio, w = omega, delta = target - origin
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let a = (v0 + z * w * delta) / wd
      return target - exp(-z * w * t) * (a * sin(wd * t) + delta * cos(wd * t))
    }
    if z == 1 { return target - exp(-w * t) * (delta + (v0 + w * delta) * t) }
    let wd = w * (z * z - 1).squareRoot()
    let capped = min(wd * t, 300)
    return target - exp(-z * w * t) * ((v0 + z * w * delta) * sinh(capped) + wd * delta * cosh(capped)) / wd
  }

  /// The velocity at `t` milliseconds, units per second (Motion's `velocity`).
  public func velocity(at t: Double) -> Double {
    let z = dampingRatio, w = omega, delta = target - origin
    let perMillisecond: Double
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let a = (v0 + z * w * delta) / wd
      let sinCoefficient = z * w * a + delta * wd, cosCoefficient = z * w * delta - a * wd
      perMillisecond = exp(-z * w * t) * (sinCoefficient * sin(wd * t) + cosCoefficient * cos(wd * t))
    } else if z == 1 {
      let c = v0 + w * delta
      perMillisecond = exp(-w * t) * (w * c * t - v0)
    } else {
      let wd = w * (z * z - 1).squareRoot()
      let p = (v0 + z * w * delta) / wd
      let capped = min(wd * t, 300)
      perMillisecond = exp(-z * w * t) * ((z * w * p - delta * wd) * sinh(capped) + (z * w * delta - p * wd) * cosh(capped))
    }
    return perMillisecond * 1000
  }

  /// Motion's `next(t)`: the value at `t` ms and whether the animation is done (then the value is the target).
  public func next(_ t: Double) -> (value: Double, done: Bool) {
    let current = position(at: t)
    let done: Bool
    if let resolvedDuration {
      done = t >= resolvedDuration
    } else {
      let speed = dampingRatio < 1 ? velocity(at: t) : 0
      done = abs(speed) <= restSpeed && abs(target - current) <= restDelta
    }
    return (done ? target : current, done)
  }

  /// Motion's `calcGeneratorDuration`: the first multiple of 50 ms at which `next` is done
  /// (nil past 20 000 ms, where Motion answers Infinity).
  public var duration: Double? {
    var t = 0.0
    while !next(t).done {
      t += 50
      if t >= 20_000 { return nil }
    }
    return t
  }

  /// Motion's `toString()`: "<duration>ms linear(…)", the generator sampled every 30 ms of its
  /// duration (at least 2 points), each value rounded to 4 decimals.
  public var cssString: String {
    let total = min(duration ?? 20_000, 20_000)
    let count = max(Int((total / 30).rounded(.toNearestOrAwayFromZero)), 2)
    let points = (0..<count).map { i -> String in
      let progress = Double(i) / Double(count - 1)
      return MotionSpringGenerator.javaScriptNumber((next(total * progress).value * 10_000).jsRounded / 10_000)
    }
    return "\(MotionSpringGenerator.javaScriptNumber(total))ms linear(\(points.joined(separator: ", ")))"
  }

  /// A number as JavaScript prints it for these values: integers without ".0", -0 as 0.
  static func javaScriptNumber(_ x: Double) -> String {
    if x == 0 { return "0" }
    if x == x.rounded() && abs(x) < 1e15 { return String(Int64(x)) }
    return x.description
  }
}

extension Double {
  /// JavaScript's `Math.round`: halves round toward +∞.
  var jsRounded: Double { (self + 0.5).rounded(.down) }
}
