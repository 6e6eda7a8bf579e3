import SpringToolCore
import SpringToolCurves

extension Plot {
  /// Two sampled curves and their difference B − A on one plot, as `springtool compare --plot`
  /// draws two files: A's target and settling band (±`epsilon` of its travel), its start value,
  /// its peak overshoot; nil when the curves share no time range.
  ///
  /// - Parameters:
  ///   - a: Curve A (its name in the legend, and its samples).
  ///   - b: Curve B.
  ///   - title: The plot's title.
  ///   - epsilon: The settling band as a fraction of A's travel, in (0, 1).
  /// - Returns: The plot, or nil when the curves share no times.
  public static func difference(
    _ a: (label: String, curve: Curve), _ b: (label: String, curve: Curve), title: String,
    epsilon: Double
  ) -> Plot? {
    guard CurveComparison.compare(a.curve, b.curve) != nil else { return nil }
    let first = SampledCurve(a.curve)
    var plot = Plot(
      title: title, series: [Series(name: "A: " + a.label, curve: a.curve), Series(name: "B: " + b.label, curve: b.curve)],
      target: first.restValue, band: epsilon * first.bandScale)
    plot.valueTicks = [first.startValue]
    plot.markOvershoot(of: first, epsilon: epsilon)
    plot.difference = Series(name: "B − A", curve: CurveComparison.difference(a.curve, b.curve))
    return plot
  }

  /// Marks the peak overshoot of `curve` (the first series) past its target, if it has one.
  ///
  /// - Parameters:
  ///   - curve: The curve drawn first.
  ///   - epsilon: The settling band as a fraction of its travel, in (0, 1).
  public mutating func markOvershoot(of curve: any MotionCurve, epsilon: Double) {
    guard let peak = try? curve.figures(epsilon: epsilon).peakOvershoot else { return }
    let percent = peak.fractionOfTravel.map { " (\(Plot.percent($0)))" } ?? ""
    points.append(Point(label: "overshoot \(Plot.label(peak.distance))\(percent)", time: peak.time, value: peak.value, series: 0))
  }
}
