import Foundation

/// The web Motion library's (motion.dev, formerly Framer Motion) time-based spring parameters,
/// from motion-dom `packages/motion-dom/src/animation/generators/spring.ts` (docs/reference/peers.md
/// §0 and §3).
///
/// - `duration` T and `bounce` b: ζ = clamp(1 − b, 0.05, 1), T clamped to [0.01, 10] s, and ω0
///   solves the envelope equation `ζ/√(1−ζ²)·e^(−ζω0T) = 0.001` (ζ < 1) or
///   `(1 + ω0T)·e^(−ω0T) = 0.001` (ζ = 1) by Motion's own Newton iteration (11 steps from 5/T,
///   with its derivative), so the result is Motion's to the last bit of its method; then
///   k = ω0², c = 2ζ√k (mass 1). A NaN result falls back to Motion's defaults (100, 10).
///   "duration" here is when the envelope reaches 0.001, not SwiftUI's response: T = 0.5,
///   b = 0.3 gives k ≈ 387 where SwiftUI's duration 0.5 gives 157.9.
/// - `visualDuration` V and `bounce`: ω0 = 2π/(1.2·V), k = ω0², c = 2·clamp(1 − b, 0.05, 1)·ω0.
public enum MotionWebSpring {
  /// Motion's limits on a time-defined spring's duration, seconds: it clamps into this range
  /// (``isDurationClamped(_:)`` says when that happened).
  public static let durationRange: ClosedRange<Double> = 0.01...10
  /// Motion's limits on the damping ratio derived from a bounce.
  public static let dampingRatioRange: ClosedRange<Double> = 0.05...1

  /// `clamp(1 − bounce, 0.05, 1)`.
  ///
  /// - Parameter bounce: The bounce (SwiftUI's, in (−1, 1]; positive values overshoot).
  /// - Returns: The damping ratio Motion uses.
  public static func dampingRatio(bounce: Double) -> Double {
    min(max(1 - bounce, dampingRatioRange.lowerBound), dampingRatioRange.upperBound)
  }

  /// Whether Motion clamps `seconds` (outside ``durationRange``).
  ///
  /// - Parameter seconds: Motion's duration, in seconds.
  public static func isDurationClamped(_ seconds: Double) -> Bool { !durationRange.contains(seconds) }

  /// Whether Motion clamps the damping ratio `1 − bounce` (outside ``dampingRatioRange``).
  ///
  /// - Parameter bounce: The bounce (SwiftUI's, in (−1, 1]; positive values overshoot).
  public static func isBounceClamped(_ bounce: Double) -> Bool { !dampingRatioRange.contains(1 - bounce) }

  /// Motion's `findSpring`: stiffness and damping coefficient (mass 1) for a duration (seconds)
  /// and a bounce.
  ///
  /// - Parameters:
  ///   - seconds: Motion's duration, in seconds.
  ///   - bounce: The bounce (SwiftUI's, in (−1, 1]; positive values overshoot).
  /// - Returns: Motion's `findSpring`: stiffness and damping coefficient (mass 1) for a duration (seconds) and a bounce.
  public static func findSpring(duration seconds: Double, bounce: Double) -> (stiffness: Double, dampingCoefficient: Double) {
    let zeta = dampingRatio(bounce: bounce)
    let t = min(max(seconds, durationRange.lowerBound), durationRange.upperBound)
    let safeMin = 0.001
    let velocity = 0.0  // time-defined springs ignore inherited velocity
    let envelope: (Double) -> Double
    let derivative: (Double) -> Double
    if zeta < 1 {
      envelope = { w in
        let decay = w * zeta
        return safeMin - ((decay - velocity) / (w * (1 - zeta * zeta).squareRoot())) * exp(-decay * t)
      }
      derivative = { w in
        let decay = w * zeta
        let delta = decay * t
        let d = delta * velocity + velocity
        let e = zeta * zeta * w * w * t
        let g = w * w * (1 - zeta * zeta).squareRoot()
        let factor: Double = -envelope(w) + safeMin > 0 ? -1 : 1
        return factor * ((d - e) * exp(-delta)) / g
      }
    } else {
      envelope = { w in -safeMin + exp(-w * t) * ((w - velocity) * t + 1) }
      derivative = { w in exp(-w * t) * (velocity - w) * (t * t) }
    }
    var w = 5 / t
    for _ in 1..<12 { w = w - envelope(w) / derivative(w) }
    guard !w.isNaN else { return (100, 10) }
    let stiffness = w * w
    return (stiffness, zeta * 2 * stiffness.squareRoot())
  }

  /// `spring({ visualDuration, bounce })`: `ω0 = 2π/(1.2·V)`, `k = ω0²`, `c = 2·ζ·√k` (mass 1).
  ///
  /// - Parameters:
  ///   - visualDuration: Motion's visual duration, in seconds (> 0).
  ///   - bounce: The bounce (SwiftUI's, in (−1, 1]; positive values overshoot).
  /// - Returns: The stiffness and damping coefficient (mass 1).
  public static func visualDurationSpring(visualDuration: Double, bounce: Double)
    -> (stiffness: Double, dampingCoefficient: Double)
  {
    let root = 2 * Double.pi / (visualDuration * 1.2)
    let stiffness = root * root
    return (stiffness, 2 * dampingRatio(bounce: bounce) * stiffness.squareRoot())
  }
}
