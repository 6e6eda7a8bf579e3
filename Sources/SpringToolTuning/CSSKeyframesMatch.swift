import Foundation
import SpringToolEasing
import _SpringToolSupport

extension EasingMatch {
  /// The most keyframes written: a reference that turns more often is refused (its `linear()` row stands).
  public static let maximumKeyframes = 40

  /// The reference as CSS `@keyframes`, for browsers without `linear()`: a keyframe at the start,
  /// at every turning point of the reference and at its end, each segment between two keyframes
  /// eased by the `cubic-bezier()` closest to it (``BezierFit``, least squares on the segment's
  /// progress), as the classic keyframed springs are written. Offsets are rounded to 0.001 %,
  /// values to 6 significant digits and control points to 4 decimals, and the rounded keyframes are
  /// what is measured at the frames.
  ///
  /// - Parameter reference: The reference.
  /// - Returns: nil when it never ends, or turns more than ``maximumKeyframes`` − 2 times.
  public static func cssKeyframes(_ reference: MatchReference) -> EasingMatch? {
    let duration = reference.end
    guard duration.isFinite && duration > 0 else { return nil }
    // The progress on a fine grid; turning points are where its differences change sign.
    let n = 4000
    let times = (0...n).map { duration * Double($0) / Double(n) }
    let progress = reference.values(at: times).map { ($0 - reference.from) / reference.travel }
    var corners = [0]
    var direction = 0.0
    for i in 1...n where progress[i] != progress[i - 1] {
      let d: Double = progress[i] > progress[i - 1] ? 1 : -1
      if direction != 0 && d != direction { corners.append(i - 1) }
      direction = d
    }
    corners.append(n)
    guard corners.count <= maximumKeyframes else { return nil }
    var keyframes: [(offset: Double, value: Double, ease: CubicBezier?)] = []
    for (k, i) in corners.enumerated() {
      let offset = k == corners.count - 1 ? 1 : (Double(i) / Double(n) * 1e5).rounded() / 1e5
      let value = k == 0 ? 0 : k == corners.count - 1 ? 1 : Double(NumberText.forPeopleRounded(progress[i], significantDigits: 6)) ?? progress[i]
      var ease: CubicBezier? = nil
      if k < corners.count - 1 {
        let j = corners[k + 1]
        // At most 30 samples a segment: the fit's cost grows with them, its answer hardly.
        let step = max(1, (j - i) / 30)
        let segment = Array(stride(from: i, through: j, by: step)) + ((j - i) % step == 0 ? [] : [j])
        if let target = try? FitTarget.samples(
          times: segment.map { times[$0] - times[i] }, values: segment.map { progress[$0] },
          from: progress[i], to: progress[j]),
          let fit = BezierFit.fit(target)
        {
          let b = fit.bezier
          func r(_ x: Double) -> Double { (x * 1e4).rounded() / 1e4 }
          ease = try? CubicBezier(min(max(r(b.x1), 0), 1), r(b.y1), min(max(r(b.x2), 0), 1), r(b.y2))
        }
      }
      keyframes.append((offset, value, ease))
    }
    func value(_ x: Double) -> Double {
      guard let k = keyframes.lastIndex(where: { $0.offset <= x }), k < keyframes.count - 1 else { return keyframes.last?.value ?? 1 }
      let (a, b) = (keyframes[k], keyframes[k + 1])
      let s = b.offset > a.offset ? (x - a.offset) / (b.offset - a.offset) : 1
      return a.value + (b.value - a.value) * (a.ease?.value(at: s) ?? s)
    }
    let body = keyframes.map { f in
      let percent = NumberText.forPeople(f.offset * 100) + "%"
      let ease = f.ease.map { " animation-timing-function: \($0.css);" } ?? ""
      return "\(percent) { translate: calc(\(NumberText.forPeople(f.value)) * var(--travel));\(ease) }"
    }
    let css = "@keyframes spring { " + body.joined(separator: " ") + " }"
    return EasingMatch(progress: value, css: css, duration: duration, bound: nil, stops: keyframes.count, reference)
  }
}
