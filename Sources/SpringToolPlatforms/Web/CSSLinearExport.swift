import SpringToolEasing
import Foundation
import _SpringToolSupport

/// A curve as a CSS `linear()` easing with a proven maximum error.
///
/// The progress curve p(x), x ∈ [0, 1], is sampled at 10 001 points, the last forced to 1
/// (where the animation ends); Ramer–Douglas–Peucker keeps the stops needed to stay within a
/// working tolerance; stops are rounded to `digits` decimals (outputs) and `digits` decimals
/// of the input fraction. The printed text is then parsed back and checked against p at
/// 40 001 points (4× finer than the fit, so between fit samples too); if any error exceeds
/// the bound the working tolerance shrinks by 0.7 and it starts again. `maxError` is that
/// measured error of the printed text, always ≤ `bound`.
public struct CSSLinearExport: Sendable {
  /// The easing exactly as printed (rounded stops).
  public let easing: LinearEasing
  /// `linear(…)`.
  public let css: String
  /// The largest |linear(x) − p(x)| found on the check grid, in progress units.
  public let maxError: Double
  /// The largest error allowed, a fraction of the travel.
  public let bound: Double

  /// Why a curve cannot be exported within the bound.
  public enum ExportError: Error, Sendable, CustomStringConvertible {
    /// The bound is outside [1e-7, 0.5].
    case invalidBound(Double)
    /// Even every stop misses the bound by this much (a curve with jumps).
    case cannotMeet(Double)

    /// One line.
    public var description: String {
      switch self {
      case .invalidBound(let b): "the maximum error must be in [1e-7, 0.5] (got \(NumberText.text(b)))"
      case .cannotMeet(let b): "could not meet the maximum error \(b) (the curve may jump)"
      }
    }
  }

  /// Decimals that make rounding cost at most a 40th of the bound.
  ///
  /// - Parameter bound: The largest error allowed, a fraction of the travel.
  /// - Returns: Decimals that make rounding cost at most a 40th of the bound.
  public static func digits(for bound: Double) -> Int { max(3, Int((-log10(bound / 20)).rounded(.up))) }

  /// Exports `progress` (x ∈ [0, 1] → progress; it should end near 1) within `bound`.
  /// - Parameters:
  ///   - bound: The largest error allowed, a fraction of the travel.
  ///   - fitPoints: Points sampled for the simplification.
  ///   - checkPoints: Points on which the parsed-back text is checked against `progress`.
  ///   - progress: The progress curve: input progress x in [0, 1] to output progress (1 at the end).
  /// - Returns: The simplified easing and the error its printed text reaches, checked.
  /// - Throws: ``ExportError`` for a bound outside [1e-7, 0.5], or when 20 tightenings cannot
  ///   meet it (a curve with a jump sharper than the grid).
  public static func make(
    bound: Double, fitPoints: Int = 10_000, checkPoints: Int = 40_000,
    progress: (Double) -> Double
  ) throws(ExportError) -> CSSLinearExport {
    guard bound >= 1e-7 && bound <= 0.5 else { throw .invalidBound(bound) }
    let xs = (0...fitPoints).map { Double($0) / Double(fitPoints) }
    var ys = xs.map(progress)
    ys[fitPoints] = 1
    let checkXs = (0...checkPoints).map { Double($0) / Double(checkPoints) }
    var checkYs = checkXs.map(progress)
    checkYs[checkPoints] = progress(1)
    let digits = digits(for: bound)
    let scale = pow(10.0, Double(digits))
    var tolerance = 0.9 * bound
    for _ in 0..<20 {
      let kept = CurveSimplification.douglasPeucker(xs: xs, ys: ys, tolerance: tolerance)
      var points: [(input: Double, output: Double)] = []
      for i in kept {
        let stop = ((xs[i] * scale).rounded() / scale, (ys[i] * scale).rounded() / scale)
        if let last = points.last, stop.0 <= last.input { continue }  // rounding merged two inputs
        points.append(stop)
      }
      points[points.count - 1] = (1, 1)
      // Check the text itself: print, parse back, evaluate.
      guard let rounded = try? LinearEasing(points: points),
        case .linear(let easing)? = try? Easing.parse(rounded.css(digits: digits, inputTolerance: 0.01 / scale))
      else { break }
      var worst = 0.0
      for (x, y) in zip(checkXs, checkYs) { worst = max(worst, abs(easing.value(at: x) - y)) }
      // At the end the animation holds the target: count its distance from the curve's end too.
      worst = max(worst, abs(1 - checkYs[checkPoints]))
      if worst <= bound {
        return CSSLinearExport(
          easing: easing, css: rounded.css(digits: digits, inputTolerance: 0.01 / scale), maxError: worst,
          bound: bound)
      }
      tolerance *= 0.7
    }
    throw .cannotMeet(bound)
  }
}
