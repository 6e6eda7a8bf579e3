import SpringToolCurves
import Foundation

/// What to draw: curves, a target with its settling band, and markers.
public struct Plot: Sendable {
  public struct Series: Sendable {
    public var name: String
    public var times: [Double]
    public var values: [Double]

    public init(name: String, times: [Double], values: [Double]) {
      self.name = name
      self.times = times
      self.values = values
    }

    public init(name: String, curve: Curve) {
      self.init(name: name, times: curve.times, values: curve.values)
    }
  }

  /// A vertical marker, e.g. a settling time.
  public struct Marker: Sendable {
    public var label: String
    public var time: Double
    /// The series it belongs to (drawn in that series' colour), if any.
    public var series: Int?
    public init(label: String, time: Double, series: Int? = nil) {
      self.label = label
      self.time = time
      self.series = series
    }
  }

  public var title: String
  public var series: [Series]
  /// The rest value, drawn as a dashed line.
  public var target: Double?
  /// Half-width of the settling band around the target, in value units.
  public var band: Double?
  public var markers: [Marker]
  public var xLabel = "time (s)"
  public var yLabel = "value"

  public init(title: String, series: [Series], target: Double? = nil, band: Double? = nil, markers: [Marker] = []) {
    self.title = title
    self.series = series
    self.target = target
    self.band = band
    self.markers = markers
  }

  /// Ranges covering every series (and the target), with a little headroom on values.
  var ranges: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let ts = series.flatMap(\.times), vs = series.flatMap(\.values) + (target.map { [$0] } ?? [])
    var x0 = ts.min() ?? 0, x1 = ts.max() ?? 1
    var y0 = vs.min() ?? 0, y1 = vs.max() ?? 1
    if x1 <= x0 { x1 = x0 + 1 }
    if y1 <= y0 { (y0, y1) = (y0 - 0.5, y1 + 0.5) }
    let pad = (y1 - y0) * 0.06
    y0 -= pad
    y1 += pad
    if x0 > 0 && x0 < (x1 - x0) * 0.2 { x0 = 0 }
    return (x0...x1, y0...y1)
  }

  /// "Nice" tick positions (steps of 1, 2 or 5 × 10^k) covering `range`, about `count` of them.
  static func ticks(_ range: ClosedRange<Double>, count: Int = 6) -> [Double] {
    let span = range.upperBound - range.lowerBound
    guard span > 0, span.isFinite else { return [range.lowerBound] }
    let raw = span / Double(count)
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
    var out: [Double] = []
    var tick = (range.lowerBound / step).rounded(.up) * step
    while tick <= range.upperBound + step * 1e-9 && out.count < 50 {
      out.append(abs(tick) < step * 1e-9 ? 0 : tick)
      tick += step
    }
    return out
  }

  /// A tick label: short, without binary noise (0.30000000000000004 → 0.3).
  public static func label(_ x: Double) -> String {
    if x == 0 { return "0" }
    if abs(x) >= 1e5 || abs(x) < 1e-3 { return String(format: "%.3g", x) }
    var text = String(format: "%.6f", x)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
