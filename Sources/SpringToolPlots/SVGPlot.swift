import Foundation
import SpringToolCore
import _SpringToolSupport

/// Renders a ``Plot`` as a standalone SVG document (valid XML, UTF-8, a monospaced font so
/// text sizes are known).
///
/// Layout, top to bottom: the title (wrapped, at most three lines); a lane of marker labels
/// stacked into rows so none overlap; the plot area (round ticks, the target and the start of
/// the travel as ticks of their own, the settling band at least ``Plot/minimumBandPixels``
/// tall, smooth cubic Hermite curves, labelled points placed where they touch no line); the
/// difference panel; the time axis; the legend in rows. Target and level labels sit in the
/// right margin. No text is drawn over a curve or over other text.
extension Plot {
  /// A colour-blind-safe palette (Okabe–Ito).
  static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]
  static let fontSize = 12.0, titleSize = 15.0

  /// The SVG document, `width` pixels wide (its height follows from the contents).
  ///
  /// - Parameter width: The width, in pixels.
  public func svg(width: Double = 860) -> String { render(width: width).document }

  /// The text boxes the renderer placed (for tests: none overlap, all inside the picture).
  func textBoxes(width: Double = 860) -> (boxes: [Box], size: Box) {
    let r = render(width: width)
    return (r.boxes, Box(x: 0, y: 0, width: width, height: r.height))
  }

  func render(width W: Double) -> (document: String, boxes: [Box], height: Double) {
    var r = SVGRender(self, width: W)
    r.drawTitle()
    r.placeMarkerLabels()
    r.drawGrid()
    let bandEnlarged = r.drawTargetAndLevels()
    r.drawCurves()
    r.drawMarkerLines()
    let unplaced = r.drawPoints()
    let axisY = r.drawAxes()
    let height = r.drawLegend(below: axisY, bandEnlarged: bandEnlarged, unplaced: unplaced)
    let f = Plot.svgNumber
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(W))" height="\(f(height))" viewBox="0 0 \(f(W)) \(f(height))" \
      font-family="\(TextMetrics.fontFamily)" font-size="\(f(Plot.fontSize))">
      <rect x="0" y="0" width="\(f(W))" height="\(f(height))" fill="#ffffff"/>

      """ + r.canvas.body + "</svg>\n"
    return (document, r.canvas.boxes, height)
  }

  func color(_ series: Int?) -> String { series.map { Plot.palette[$0 % Plot.palette.count] } ?? "#555555" }

  /// The difference panel's value range: the data and 0, padded.
  static func differenceRange(_ s: Series) -> ClosedRange<Double> {
    let vs = s.values.filter(\.isFinite)
    var lo = min(vs.min() ?? 0, 0), hi = max(vs.max() ?? 0, 0)
    if hi <= lo { (lo, hi) = (-1e-12, 1e-12) }
    let pad = (hi - lo) * 0.08
    return (lo - pad)...(hi + pad)
  }

  /// At most `limit` samples (evenly chosen, keeping the last), with slopes for Hermite segments:
  /// the velocities when known, else central differences.
  static func thin(_ s: Series, limit: Int) -> (points: [(t: Double, x: Double)], slopes: [Double]) {
    let n = s.times.count
    guard n > 0 else { return ([], []) }
    let indices: [Int] = n <= limit ? Array(0..<n) : (0..<limit).map { Int((Double($0) * Double(n - 1) / Double(limit - 1)).rounded()) }
    let points = indices.map { (s.times[$0], s.values[$0]) }.filter { $0.0.isFinite && $0.1.isFinite }
    if let v = s.velocities, v.count == n {
      let slopes = indices.filter { s.times[$0].isFinite && s.values[$0].isFinite }.map { v[$0].isFinite ? v[$0] : 0 }
      return (points.map { (t: $0.0, x: $0.1) }, slopes)
    }
    var slopes = [Double](repeating: 0, count: points.count)
    for i in points.indices where points.count > 1 {
      let a = points[max(i - 1, 0)], b = points[min(i + 1, points.count - 1)]
      slopes[i] = b.0 > a.0 ? (b.1 - a.1) / (b.0 - a.0) : 0
    }
    return (points.map { (t: $0.0, x: $0.1) }, slopes)
  }

  /// An SVG path of cubic Hermite segments: between samples (t0, x0, v0) and (t1, x1, v1) the
  /// Bézier control points are (t0 + h/3, x0 + v0·h/3) and (t1 − h/3, x1 − v1·h/3).
  static func hermitePath(
    _ drawn: (points: [(t: Double, x: Double)], slopes: [Double]), px: (Double) -> Double,
    py: (Double) -> Double
  ) -> String {
    let (p, v) = drawn
    guard let first = p.first else { return "" }
    let f = svgNumber
    var d = "M\(f(px(first.t))),\(f(py(first.x)))"
    for i in 1..<max(p.count, 1) {
      let (a, b) = (p[i - 1], p[i])
      let h = b.t - a.t
      guard h > 0 else { d += " L\(f(px(b.t))),\(f(py(b.x)))"; continue }
      d +=
        " C\(f(px(a.t + h / 3))),\(f(py(a.x + v[i - 1] * h / 3))) \(f(px(b.t - h / 3))),\(f(py(b.x - v[i] * h / 3))) "
        + "\(f(px(b.t))),\(f(py(b.x)))"
    }
    return d
  }

  /// SVG coordinates: two decimals.
  static func svgNumber(_ x: Double) -> String { CFormat.string("%.2f", x) }

  /// XML text escaping: the five markup characters as entities, and the characters XML 1.0
  /// forbids (C0 controls other than tab, line feed and carriage return; U+FFFE, U+FFFF) as a
  /// visible `\u{1B}`, so that any title, label or file name leaves the SVG well-formed.
  ///
  /// - Parameter s: The text.
  /// - Returns: The text, safe in XML and HTML element content and attribute values.
  public static func escape(_ s: String) -> String {
    s.escaping { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&apos;"
      default:
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: nil
        case 0..<0x20, 0x7F, 0xFFFE, 0xFFFF: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: nil
        }
      }
    }
  }

}

/// SVG text collected with the boxes it covers.
struct SVGCanvas {
  var body = ""
  var boxes: [Box] = []

  mutating func text(
    _ text: String, x: Double, y: Double, size: Double, anchor: TextMetrics.Anchor = .start, fill: String? = nil,
    attributes: String = "", rotated: Bool = false
  ) {
    let f = Plot.svgNumber
    var box = TextMetrics.box(text, x: x, y: y, size: size, anchor: anchor)
    var position = "x=\"\(f(x))\" y=\"\(f(y))\""
    if rotated {
      // Rotated −90° about (x, y): the text runs upwards, centred on y.
      box = Box(x: x - 0.8 * size, y: y - box.width / 2, width: 1.05 * size, height: box.width)
      position = "transform=\"translate(\(f(x)) \(f(y))) rotate(-90)\""
    }
    boxes.append(box)
    body +=
      "<text \(position) font-size=\"\(f(size))\""
      + (anchor == .start ? "" : " text-anchor=\"\(anchor.rawValue)\"") + (fill.map { " fill=\"\($0)\"" } ?? "")
      + (attributes.isEmpty ? "" : " " + attributes) + ">" + Plot.escape(text) + "</text>\n"
  }
}
