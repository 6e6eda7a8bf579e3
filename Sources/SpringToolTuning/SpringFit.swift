import Foundation
import SpringToolCore
import SpringToolEasing

/// The spring (from rest, unit mass) whose motion from 0 to 1 is closest to a curve in the
/// least-squares sense: minimise Σ (x(tᵢ) − pᵢ)² over response and damping ratio.
///
/// Method: a coarse grid (48 responses, geometric from duration/50 to 4·duration; 40 damping
/// ratios, geometric from 0.02 to 4), then Nelder–Mead in (ln response, ln ζ) from the best
/// three grid points. The residual is evaluated with the exact closed form. For a curve that
/// is itself a spring the fit recovers it to about 1e-7 relative (tests).
public enum SpringFit {
  /// A fitted spring and its error.
  public struct Result: Sendable {
    /// The spring (unit mass).
    public let spring: Spring
    /// How far it is from the target.
    public let error: FitError
  }

  /// The best spring for `target` (progress from rest at 0 toward 1, at least 3 samples,
  /// duration > 0), with its error; nil when the target is too short to fit.
  ///
  /// - Parameter target: The curve to fit: progress samples from rest at 0 toward 1.
  public static func fit(_ target: FitTarget) -> Result? {
    guard target.duration > 0, target.times.count >= 3 else { return nil }
    let search = target.thinned()
    func motion(_ response: Double, _ zeta: Double) -> SpringMotion? {
      guard let spring = try? Spring(response: response, dampingRatio: zeta) else { return nil }
      return try? SpringMotion(spring: spring, from: 0, to: 1)
    }
    func cost(_ p: [Double]) -> Double {
      let (r, z) = (exp(p[0]), exp(p[1]))
      guard r.isFinite, z.isFinite, r > 1e-9, let m = motion(r, z) else { return .infinity }
      var sum = 0.0
      for (t, y) in zip(search.times, search.progress) {
        let d = m.value(at: t) - y
        sum += d * d
      }
      return sum
    }
    var candidates: [([Double], Double)] = []
    let T = target.duration
    for i in 0..<48 {
      let r = log(T / 50) + Double(i) / 47 * log(200.0)
      for j in 0..<40 {
        let z = log(0.02) + Double(j) / 39 * log(200.0)
        candidates.append(([r, z], cost([r, z])))
      }
    }
    candidates.sort { $0.1 < $1.1 }
    var best: ([Double], Double) = candidates[0]
    for start in candidates.prefix(3) {
      let refined = NelderMead.minimize(cost, start: start.0, steps: [0.05, 0.05], tolerance: 1e-15, maxEvaluations: 3000)
      if refined.value < best.1 { best = refined }
    }
    guard let m = motion(exp(best.0[0]), exp(best.0[1])) else { return nil }
    return Result(spring: m.spring, error: FitError(target, m.value(at:)))
  }
}
