import Foundation
import SpringToolCore
import SpringToolCurves
import _SpringToolSupport

/// What to draw: curves over time, the target with its settling band, vertical markers
/// (settling, retargets, release), labelled points (overshoot), horizontal levels (a
/// threshold), and optionally a difference panel under the main one. ``svg(width:)`` and
/// ``terminal(columns:rows:colour:)`` render it; neither draws text over a curve or over other text.
public struct Plot: Sendable {
  /// The most rows of marker labels above an SVG plot; markers beyond them are drawn unlabelled.
  public static let maximumMarkerRows = 4

  /// One curve.
  public struct Series: Sendable {
    /// How a series is drawn.
    public enum Style: String, Sendable {
      /// A smooth solid line (cubic Hermite segments with the velocities, or with central differences).
      case line
      /// A solid line with a dot at every sample: a platform's frames, when the frames are the point.
      case frames
      /// A dashed line (a finger, a reference).
      case dashed
    }

    /// The legend's name.
    public var name: String
    /// Sample times, seconds.
    public var times: [Double]
    /// Values at the times.
    public var values: [Double]
    /// d(value)/dt at each time, when known (the line is then exact cubic Hermite).
    public var velocities: [Double]?
    /// How it is drawn.
    public var style: Style

    /// A series; with `velocities` it is drawn as cubic Hermite segments.
    ///
    /// - Parameters:
    ///   - name: The series' name in the legend.
    ///   - times: The sample times in seconds, increasing and starting at 0.
    ///   - values: The values, one per time, in value units.
    ///   - velocities: The velocities (value units per second), one per time, or nil.
    ///   - style: How the series is drawn (solid, dashed, frames as steps).
    public init(name: String, times: [Double], values: [Double], velocities: [Double]? = nil, style: Style = .line) {
      (self.name, self.times, self.values, self.velocities, self.style) = (name, times, values, velocities, style)
    }

    /// A curve's samples as a series.
    ///
    /// - Parameters:
    ///   - name: The series' name in the legend.
    ///   - curve: The samples (with velocities, drawn as cubic Hermite segments).
    ///   - style: How the series is drawn (solid, dashed, frames as steps).
    public init(name: String, curve: Curve, style: Style = .line) {
      self.init(name: name, times: curve.times, values: curve.values, velocities: curve.velocities, style: style)
    }

    /// `curve` sampled densely for drawing (`count` points from `start` to `end`, with velocities).
    ///
    /// - Parameters:
    ///   - name: The series' name in the legend.
    ///   - motion: The curve to sample.
    ///   - start: The first time, in seconds.
    ///   - end: The last time, in seconds.
    ///   - count: The number of points (≥ 2).
    ///   - style: How the series is drawn (solid, dashed, frames as steps).
    /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do
    ///   not increase, an integrator that gives up, a value that would overflow).
    public init(
      name: String, motion: any MotionCurve, from start: Double = 0, to end: Double, count: Int = 1200,
      style: Style = .line
    ) throws(MotionError) {
      let n = max(count, 2)
      let times = (0..<n).map { start + (end - start) * Double($0) / Double(n - 1) }
      let states = try motion.states(at: .list(times))
      self.init(name: name, times: times, values: states.map(\.value), velocities: states.map(\.velocity), style: style)
    }
  }

  /// A vertical line at a time, labelled above the plot area.
  public struct Marker: Sendable {
    /// The label.
    public var label: String
    /// When, seconds.
    public var time: Double
    /// The series it belongs to (drawn in its colour), if any.
    public var series: Int?
    /// A marker at `time` (coloured as `series`, when given).
    ///
    /// - Parameters:
    ///   - label: The marker's label.
    ///   - time: The time since the motion started, in seconds.
    ///   - series: The index of the series whose colour it takes, or nil.
    public init(label: String, time: Double, series: Int? = nil) {
      (self.label, self.time, self.series) = (label, time, series)
    }
  }

  /// A labelled point on the plot (an overshoot's peak, a release).
  public struct Point: Sendable {
    /// The label.
    public var label: String
    /// Where: time in seconds and value.
    public var time: Double, value: Double
    /// The series it belongs to (its colour).
    public var series: Int?
    /// A labelled point.
    ///
    /// - Parameters:
    ///   - label: The point's label.
    ///   - time: The time since the motion started, in seconds.
    ///   - value: Its value, in value units.
    ///   - series: The index of the series whose colour it takes, or nil.
    public init(label: String, time: Double, value: Double, series: Int? = nil) {
      (self.label, self.time, self.value, self.series) = (label, time, value, series)
    }
  }

  /// A horizontal line at a value (a threshold, the track's ends), labelled at the right.
  public struct Level: Sendable {
    /// The label, at the right.
    public var label: String
    /// The value.
    public var value: Double
    /// A level line.
    ///
    /// - Parameters:
    ///   - label: The line's label.
    ///   - value: Its value, in value units.
    public init(label: String, value: Double) { (self.label, self.value) = (label, value) }
  }

  /// The title.
  public var title: String
  /// The curves.
  public var series: [Series]
  /// The rest value, drawn as a dashed line and a tick.
  public var target: Double?
  /// Half-width of the settling band around the target, in value units (drawn at least
  /// ``minimumBandPixels`` tall, and the legend says so).
  public var band: Double?
  /// Vertical markers (settle times, retargets, releases).
  public var markers: [Marker] = []
  /// Labelled points (overshoot peaks).
  public var points: [Point] = []
  /// Horizontal level lines (a midpoint, a track's end).
  public var levels: [Level] = []
  /// Values that get a tick of their own (the start of the travel; the target always does).
  public var valueTicks: [Double] = []
  /// A second panel under the first on the same time axis (B − A).
  public var difference: Series?
  /// The time axis's label.
  public var xLabel = "time (s)"
  /// The value axis's label, with units.
  public var yLabel = "value"

  /// The thinnest a settling band is drawn, pixels.
  public static let minimumBandPixels = 6.0

  /// A plot of `series`, with the target line and its settling band (±`band`) when given.
  ///
  /// - Parameters:
  ///   - title: The plot's title.
  ///   - series: The curves, drawn in order.
  ///   - target: The target value, in value units.
  ///   - band: The settling band's half-width around the target, in value units, or nil.
  ///   - markers: Times to mark (settling, peaks).
  public init(title: String, series: [Series], target: Double? = nil, band: Double? = nil, markers: [Marker] = []) {
    (self.title, self.series, self.target, self.band, self.markers) = (title, series, target, band, markers)
  }

  /// Ranges covering every series, the target, points and levels, with a little headroom on values.
  var ranges: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let ts = series.flatMap { $0.times.filter(\.isFinite) }
    let vs =
      series.flatMap { $0.values.filter(\.isFinite) } + [target].compactMap { $0 } + levels.map(\.value)
      + points.map(\.value) + valueTicks
    var x0 = ts.min() ?? 0, x1 = ts.max() ?? 1
    var y0 = vs.min() ?? 0, y1 = vs.max() ?? 1
    if x1 <= x0 { x1 = x0 + max(1, abs(x0) * 1e-9) }
    if y1 <= y0 { (y0, y1) = (y0 - max(0.5, abs(y0) * 1e-9), y1 + max(0.5, abs(y1) * 1e-9)) }
    // Headroom of 6 % (on halves, and clamped, so values near the largest Double stay finite).
    let pad = (y1 / 2 - y0 / 2) * 0.12
    if x0 > 0 && x0 < (x1 / 2 - x0 / 2) * 0.4 { x0 = 0 }
    let big = Double.greatestFiniteMagnitude
    return (x0...x1, max(y0 - pad, -big)...min(y1 + pad, big))
  }

  /// Where `v` lies in `range`, 0 at the lower end and 1 at the upper: computed on halves, so a
  /// range as wide as the Doubles (−1e308…1e308) does not overflow; 0 for a degenerate range.
  static func fraction(_ v: Double, in range: ClosedRange<Double>) -> Double {
    let span = range.upperBound / 2 - range.lowerBound / 2
    let f = (v / 2 - range.lowerBound / 2) / span
    return f.isFinite ? f : 0
  }

  /// Round tick positions (steps of 1, 2 or 5 × 10^k) inside `range`, at most about `count`.
  ///
  /// - Parameters:
  ///   - range: The axis range.
  ///   - count: The most ticks.
  /// - Returns: Round tick positions (steps of 1, 2 or 5 × 10^k) inside `range`, at most about `count`.
  public static func ticks(_ range: ClosedRange<Double>, count: Int = 6) -> [Double] {
    // Half the span first, so a range as wide as the Doubles does not overflow.
    let halfSpan = range.upperBound / 2 - range.lowerBound / 2
    guard halfSpan > 0, halfSpan.isFinite, count > 0 else { return [range.lowerBound] }
    let raw = halfSpan / Double(count) * 2
    let magnitude = pow(10, log10(raw).rounded(.down))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw * (1 - 1e-12) } ?? 10 * magnitude
    var out: [Double] = []
    var k = (range.lowerBound / step).rounded(.up)
    while k * step <= range.upperBound + step * 1e-9 && out.count < 60 && (k * step).isFinite {
      // k·step, not a running sum: no accumulated error (0.30000000000000004).
      let tick = k * step
      out.append(abs(tick) < step * 1e-9 ? 0 : Double(CFormat.string("%.12g", tick)) ?? tick)
      k += 1
    }
    return out
  }

  /// A short label: 5 significant digits at most, no binary noise
  /// (0.30000000000000004 → 0.3, 246.74011 → 246.74), exponent form outside 1e-3…1e6.
  /// A fraction as a percentage with four significant digits: 0.0152 → "1.52 %".
  ///
  /// - Parameter fraction: The value to label.
  public static func percent(_ fraction: Double) -> String {
    CFormat.string("%.4g", fraction * 100) + " %"
  }

  /// A number for a label: six significant digits, no trailing zeros; ∞ and nan spelt out.
  ///
  /// - Parameter x: The number.
  public static func label(_ x: Double) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "∞" : "−∞") }
    if x == 0 { return "0" }
    if abs(x) >= 1e6 || abs(x) < 1e-3 {
      var text = CFormat.string("%.3e", x)
      // 1.500e-04 → 1.5e-4
      if let e = text.firstIndex(of: "e") {
        var mantissa = String(text[..<e]), exponent = String(text[text.index(after: e)...])
        while mantissa.hasSuffix("0") { mantissa.removeLast() }
        if mantissa.hasSuffix(".") { mantissa.removeLast() }
        let sign = exponent.hasPrefix("-") ? "-" : ""
        exponent = String(exponent.drop { $0 == "-" || $0 == "+" || $0 == "0" })
        text = mantissa + "e" + sign + (exponent.isEmpty ? "0" : exponent)
      }
      return text.replacingEvery("-", with: "−")
    }
    let decimals = max(0, 4 - Clamp.int(log10(abs(x)).rounded(.down)))
    var text = CFormat.string("%.\(min(decimals, 6))f", x)
    if text.contains(Character(".")) {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    if text == "-0" { text = "0" }
    return text.replacingEvery("-", with: "−")
  }
}
