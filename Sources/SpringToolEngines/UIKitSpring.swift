import Foundation
import SpringToolCore

/// UIKit's `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
/// (reference/apple-springs.md §3.3): UIKit turns (duration D, damping ratio ζ, velocity v0 as a
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
