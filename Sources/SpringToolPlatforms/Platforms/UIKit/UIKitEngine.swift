import Foundation
import SpringToolCore

/// UIKit's `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
/// (docs/reference/apple-springs.md §3.3): UIKit turns (duration D, damping ratio ζ, velocity v0 as a
/// fraction of the distance per second) into ω0 so that the oscillation envelope reaches 0.001
/// at D, then runs Core Animation's unit curve for exactly D seconds.
///
///     ζ < 1:  |c2|·e^(−ζω0D) = 0.001,  c2 = (v0 − ζω0)/(ω0√(1 − ζ²))   (largest root)
///     ζ = 1:  |−1 + (v0 − ω0)·D|·e^(−ω0D) = 0.001                       (largest root)
///
/// D is clamped to [0.01, 10]; ζ > 1 is not supported by UIKit (treated as 1). With v0 = 0
/// the ζ < 1 root is `ln(ζ/(0.001√(1 − ζ²)))/(ζD)`. iOS 14.4's solver is erratic for v0 > 0
/// (Table B); this model returns the mathematical largest root, which matches the system in
/// Table B's non-erratic rows.
public enum UIKitSpring {
  /// The ω0 UIKit derives, or nil when the equation has no root (e.g. ζ = 0).
  ///
  /// - Parameters:
  ///   - duration: The duration, in seconds (> 0).
  ///   - dampingRatio: The damping ratio ζ = c/(2√(km)) (≥ 0; 1 is critical).
  ///   - v0: The start velocity, in value units per second.
  public static func naturalFrequency(duration: Double, dampingRatio: Double, initialVelocity v0: Double) -> Double? {
    let d = min(max(duration, 0.01), 10)
    let z = min(dampingRatio, 1)
    guard z > 0 else { return nil }
    func f(_ w: Double) -> Double {
      if z < 1 {
        let c2 = (v0 - z * w) / (w * (1 - z * z).squareRoot())
        return log(abs(c2)) - z * w * d - log(0.001)
      }
      return log(abs(-1 + (v0 - w) * d)) - w * d - log(0.001)
    }
    return largestRoot(f, from: 1e-4 / d, to: 1e7 / d)
  }

  /// The duration D for which UIKit would pick this spring's ω0 (its inverse), or nil
  /// when UIKit cannot express it (ζ = 0).
  ///
  /// - Parameters:
  ///   - spring: The spring: mass, stiffness and damping coefficient.
  ///   - v0: The start velocity, in value units per second.
  public static func duration(for spring: Spring, initialVelocity v0: Double) -> Double? {
    let w = spring.naturalFrequency, z = min(spring.dampingRatio, 1)
    guard z > 0 else { return nil }
    if z < 1 {
      let c2 = (v0 - z * w) / (w * (1 - z * z).squareRoot())
      return log(abs(c2) / 0.001) / (z * w)
    }
    return largestRoot({ d in log(abs(-1 + (v0 - w) * d)) - w * d - log(0.001) }, from: 1e-6 / w, to: 1e4 / w)
  }

  /// The largest x in [a, b] where `f` falls through 0: a 4000-point logarithmic scan for the
  /// last positive value, then bisection to full precision.
  static func largestRoot(_ f: (Double) -> Double, from a: Double, to b: Double) -> Double? {
    let n = 4000
    let ratio = pow(b / a, 1 / Double(n))
    var x = b, previous = b
    var found = false
    for _ in 0...n {
      if f(x) > 0 { found = true; break }
      previous = x
      x /= ratio
    }
    guard found else { return nil }
    var lo = x, hi = previous
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if mid <= lo || mid >= hi { break }
      if f(mid) > 0 { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2
  }
}

/// `UIView.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)` as an engine:
/// the duration gives ω0 (``UIKitSpring``), then Core Animation's unit curve runs for exactly
/// that duration.
///
/// A retarget is a second `UIView.animate(…)` on the same property: UIKit's animations have been
/// additive since iOS 8 (WWDC 2014, "Building Interruptible and Responsive Interactions"), so
/// the running one continues and the new one animates the change of target from the tap, at
/// rest. This is the documented model; no source is public.
public struct UIKitEngine: SpringEngine {
  /// UIKit leaves it to the app.
  public var reducedMotion: ReducedMotion {
    ReducedMotion(
      .unchanged,
      rule: "UIView.animate plays the spring unchanged; the app reads "
        + "UIAccessibility.isReduceMotionEnabled and chooses another animation (Apple's Human Interface Guidelines, Motion)")
  }

  /// The platform spells a spring as `withDuration:` and `usingSpringWithDamping:`.
  public var spelling: SpringSpelling { .durationDampingRatio }

  /// A UIKit engine.
  public init() {}

  /// Where the rules come from.
  public let info: EngineInfo = .uikit

  /// The unit curve with UIKit's ω0 for the duration (given, or the one that reproduces this spring's ω0).
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for input the platform cannot represent (a velocity beyond
  ///   Float's range on Android, a retarget on an engine without one).
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    let first = try single(input)
    guard !input.retargets.isEmpty else { return first }
    return try AdditiveRun(first: first, input: input, engine: id) { change throws(MotionError) in
      try single(EngineInput(specification: input.specification, from: 0, to: change, velocity: 0, settings: input.settings))
    }
  }

  /// One `UIView.animate` call's run.
  func single(_ input: EngineInput) throws(MotionError) -> any TimeFunctionRun {
    let spring = input.spring
    let unitVelocity = input.travel != 0 ? input.velocity / input.travel : 0
    let zeta = min(spring.dampingRatio, 1)
    var notes: [PlatformNote] = spring.dampingRatio > 1 ? [.uikitDampingRatioClamped] : []
    let duration = input.settings.given(.uikitDuration) ?? UIKitSpring.duration(for: spring, initialVelocity: unitVelocity)
    guard let duration, let w0 = UIKitSpring.naturalFrequency(duration: duration, dampingRatio: zeta, initialVelocity: unitVelocity)
    else {
      notes.append(.uikitRenderedExact)
      var exact = input
      exact.retargets = []
      return NotedRun(base: try ExactEngine().makeRun(exact), extra: notes)
    }
    notes.append(.uikitDuration(duration: duration, naturalFrequency: w0))
    let animation = CoreAnimationSpring(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: unitVelocity)
    return UnitCurveRun(
      animation: animation, from: input.from, travel: input.travel, velocity: input.velocity,
      end: min(max(duration, 0.01), 10), notes: notes)
  }
}
