import SpringToolCore
import Foundation
import _SpringToolSupport

/// Jetpack Compose's spring duration estimate, `estimateAnimationDurationMillis`
/// (androidx compose/animation/animation-core SpringEstimation.kt; docs/reference/peers.md §2),
/// reimplemented from its published method so that springtool reports Compose's number.
///
/// Inputs are normalised by the visibility threshold (Compose passes `v0/threshold`,
/// `(x0 − target)/threshold` and `delta = 1`). The displacement is made positive, then:
///
/// - ζ < 1: the envelope bound `ln(δ/C)/Re(r)` with `C = √(p0² + ((v0 − Re(r)·p0)/Im(r))²)`,
///   an upper bound on the last crossing (Compose's PhysicsAnimationTest: 1206 ms where the
///   true last crossing is 1014.7 ms);
/// - ζ = 1 and ζ > 1: Newton's method on `x(t) = ±δ`, from the larger of the two
///   single-term solutions, aimed at the last crossing via the inflection point, stopping
///   when a step is ≤ 1 ms (or after 100 steps);
///
/// and the result in seconds × 1000 is truncated to whole milliseconds.
public enum ComposeSpringEstimation {
  /// `Long.MAX_VALUE / 1_000_000`: Compose's answer for an undamped spring.
  public static let undampedMillis: Int64 = Int64.max / 1_000_000

  /// Compose's `FloatSpringSpec.getDurationNanos` / 10⁶: the estimate for a spring of
  /// `stiffness` and `dampingRatio` (mass 1) from `initialValue` to `targetValue` with
  /// `initialVelocity` (units/s), to within `visibilityThreshold`. Float inputs, as Compose's.
  ///
  /// - Parameters:
  ///   - stiffness: The stiffness k (> 0), force per value unit.
  ///   - dampingRatio: The damping ratio ζ = c/(2√(km)) (≥ 0; 1 is critical).
  ///   - initialValue: The start value (Float), in value units.
  ///   - targetValue: The target value (Float), in value units.
  ///   - initialVelocity: The start velocity, in value units per second.
  ///   - visibilityThreshold: Compose's visibility threshold, in value units.
  /// - Returns: Compose's `FloatSpringSpec.getDurationNanos` / 10⁶: the estimate for a spring of `stiffness` and
  ///   `dampingRatio` (mass 1) from `initialValue` to `targetValue` with `initialVelocity` (units/s), to within
  ///   `visibilityThreshold`.
  public static func durationMillis(
    stiffness: Float, dampingRatio: Float, initialValue: Float, targetValue: Float,
    initialVelocity: Float, visibilityThreshold: Float = 0.01
  ) -> Int64 {
    if dampingRatio == 0 { return undampedMillis }
    return estimateMillis(
      stiffness: Double(stiffness), dampingRatio: Double(dampingRatio),
      initialVelocity: Double(initialVelocity / visibilityThreshold),
      initialDisplacement: Double((initialValue - targetValue) / visibilityThreshold), delta: 1)
  }

  /// `estimateAnimationDurationMillis(stiffness:dampingRatio:initialVelocity:initialDisplacement:delta:)` (Double).
  ///
  /// - Parameters:
  ///   - k: The stiffness (mass 1).
  ///   - zeta: The damping ratio ζ (≥ 0; 1 is critical).
  ///   - initialVelocity: The start velocity, in value units per second.
  ///   - initialDisplacement: The start's distance from the target, in value units.
  ///   - delta: The visibility threshold: the distance from the target that counts as there, in value units.
  /// - Returns: Compose's estimate, in whole milliseconds.
  public static func estimateMillis(
    stiffness k: Double, dampingRatio zeta: Double, initialVelocity: Double,
    initialDisplacement: Double, delta: Double
  ) -> Int64 {
    if initialDisplacement == 0 && initialVelocity == 0 { return 0 }
    let c = 2 * zeta * k.squareRoot()
    let disc = c * c - 4 * k
    // Work with a positive displacement.
    let v0 = initialDisplacement < 0 ? -initialVelocity : initialVelocity
    let p0 = abs(initialDisplacement)
    let seconds: Double
    if zeta > 1 {
      let root = disc.squareRoot()
      seconds = overdamped(r1: (-c + root) * 0.5, r2: (-c - root) * 0.5, p0: p0, v0: v0, delta: delta)
    } else if zeta < 1 {
      let re = -c * 0.5, im = (-disc).squareRoot() * 0.5
      let c2 = (v0 - re * p0) / im
      seconds = log(delta / (p0 * p0 + c2 * c2).squareRoot()) / re
    } else {
      seconds = critical(r: -c * 0.5, p0: p0, v0: v0, delta: delta)
    }
    // Kotlin's (seconds · 1000).toLong(): NaN is 0, beyond the range the nearest limit.
    return Clamp.int64(seconds * 1000)
  }

  /// x(t) = (c1 + c2·t)·e^(rt).
  static func critical(r: Double, p0: Double, v0: Double, delta: Double) -> Double {
    let c1 = p0, c2 = v0 - r * c1
    let t1 = log(abs(delta / c1)) / r
    // Solve t·e^t = … by a short fixed-point iteration (a Lambert-W approximation).
    let guess = log(abs(delta / c2))
    var w = guess
    for _ in 0..<6 { w = guess - log(abs(w / r)) }
    let t2 = w / r
    var t = !t1.isFinite ? t2 : (!t2.isFinite ? t1 : max(t1, t2))
    let tInflection = -(r * c1 + c2) / (r * c2)
    let xInflection = (c1 + c2 * tInflection) * exp(r * tInflection)
    let target: Double
    if tInflection.isNaN || tInflection <= 0 {
      target = delta
    } else if -xInflection < delta {
      if c2 < 0 && c1 > 0 { t = 0 }
      target = delta
    } else {
      t = -(2 / r) - c1 / c2  // between the concavity change and the inflection: converges on the last crossing
      target = -delta
    }
    return newton(
      from: t, f: { (c1 + c2 * $0) * exp(r * $0) - target },
      fPrime: { (c2 * (r * $0 + 1) + c1 * r) * exp(r * $0) })
  }

  /// x(t) = c1·e^(r1·t) + c2·e^(r2·t).
  static func overdamped(r1: Double, r2: Double, p0: Double, v0: Double, delta: Double) -> Double {
    let c2 = (r1 * p0 - v0) / (r1 - r2)
    let c1 = p0 - c2
    let t1 = log(abs(delta / c1)) / r1
    let t2 = log(abs(delta / c2)) / r2
    var t = !t1.isFinite ? t2 : (!t2.isFinite ? t1 : max(t1, t2))
    let tInflection = log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
    let target: Double
    if tInflection.isNaN || tInflection <= 0 {
      target = delta
    } else if -(c1 * exp(r1 * tInflection) + c2 * exp(r2 * tInflection)) < delta {
      if c2 > 0 && c1 < 0 { t = 0 }
      target = delta
    } else {
      t = log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
      target = -delta
    }
    if abs(c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)) < 0.0001 { return t }
    return newton(
      from: t, f: { c1 * exp(r1 * $0) + c2 * exp(r2 * $0) - target },
      fPrime: { c1 * r1 * exp(r1 * $0) + c2 * r2 * exp(r2 * $0) })
  }

  /// Newton steps until one moves t by at most 1 ms (at most 100 steps).
  static func newton(from start: Double, f: (Double) -> Double, fPrime: (Double) -> Double) -> Double {
    var t = start
    var change = Double.greatestFiniteMagnitude
    var iterations = 0
    while change > 0.001 && iterations < 100 {
      iterations += 1
      let next = t - f(t) / fPrime(t)
      change = abs(t - next)
      t = next
    }
    return t
  }
}
