import Foundation

/// The cubic Bézier timing curve closest to a curve in the least-squares sense: minimise
/// Σ (B(tᵢ/T) − pᵢ)² over the control points, x1 and x2 held in [0, 1] (CSS's rule).
///
/// Method: Nelder–Mead over (x1, y1, x2, y2), with x1 and x2 mapped into [0, 1] by
/// x = (1 − cos u)/2 so the search is unconstrained, started from the CSS curves (ease,
/// ease-in, ease-out, ease-in-out, linear) and from the curve's own end slopes; the best of
/// those refinements wins. A curve that is itself a Bézier is recovered to about 1e-6.
public enum BezierFit {
  /// A fitted Bézier and its error.
  public struct Result: Sendable {
    /// The curve.
    public let bezier: CubicBezier
    /// How far it is from the target.
    public let error: FitError
  }

  /// The best Bézier for `target` (progress over [0, duration], at least 3 samples, duration > 0),
  /// with its error; nil when the target is too short to fit.
  ///
  /// - Parameter target: The curve to fit: progress samples from rest at 0 toward 1.
  public static func fit(_ target: FitTarget) -> Result? {
    let T = target.duration
    guard T > 0, target.times.count >= 3 else { return nil }
    let search = target.thinned()
    func curve(_ p: [Double]) -> CubicBezier? {
      try? CubicBezier((1 - cos(p[0])) / 2, p[1], (1 - cos(p[2])) / 2, p[3])
    }
    func cost(_ p: [Double]) -> Double {
      guard p.allSatisfy(\.isFinite), abs(p[1]) < 20, abs(p[3]) < 20, let b = curve(p) else { return .infinity }
      var sum = 0.0
      for (t, y) in zip(search.times, search.progress) {
        let d = b.value(at: t / T) - y
        sum += d * d
      }
      return sum
    }
    let u = { (x: Double) in acos(1 - 2 * min(max(x, 0), 1)) }
    // Starts: the CSS curves, and a curve matching the target's end slopes (control points a third in).
    let n = target.times.count
    let startSlope = (target.progress[1] - target.progress[0]) / (target.times[1] / T)
    let endSlope = (target.progress[n - 1] - target.progress[n - 2]) / ((target.times[n - 1] - target.times[n - 2]) / T)
    var starts: [[Double]] = [[0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3]]
    starts.append([1.0 / 3, startSlope / 3, 2.0 / 3, 1 - endSlope / 3])
    var best: ([Double], Double)?
    for s in starts {
      let p = [u(s[0]), s[1], u(s[2]), s[3]]
      let refined = NelderMead.minimize(cost, start: p, steps: [0.2, 0.1, 0.2, 0.1], tolerance: 1e-16, maxEvaluations: 4000)
      // A second pass from the result escapes a collapsed simplex.
      let again = NelderMead.minimize(
        cost, start: refined.point, steps: [0.02, 0.01, 0.02, 0.01], tolerance: 1e-16,
        maxEvaluations: 4000)
      let better = again.value < refined.value ? again : refined
      if better.value < (best?.1 ?? .infinity) { best = (better.point, better.value) }
    }
    guard let point = best?.0, let b = curve(point) else { return nil }
    return Result(bezier: b, error: FitError(target) { b.value(at: $0 / T) })
  }
}
