import SpringToolCore
import Foundation
import _SpringToolSupport

/// A figure over a two-parameter grid drawn as an SVG heatmap with a colour bar.
///
/// Values are row-major (`values[j·xs.count + i]` at `xs[i]`, `ys[j]`); NaN cells (the figure
/// does not exist there) are grey. Grids larger than `maxCells` a side are shown by their
/// nearest grid points, so a 1000×1000 sweep stays a small file; equal neighbouring colours
/// in a row merge into one rectangle. Axes and the colour bar are ticked on round numbers
/// (1-2-5 per decade on a log colour scale); ``marks`` are the user's own points, labelled.
public struct Heatmap: Sendable {
  /// The title.
  public var title: String
  /// The x axis's label.
  public var xLabel: String
  /// The y axis's label.
  public var yLabel: String
  /// The colour bar's label.
  public var valueLabel: String
  /// The x values (columns).
  public var xs: [Double]
  /// The y values (rows).
  public var ys: [Double]
  /// The values, row-major (`values[j·xs.count + i]`); NaN draws as missing.
  public var values: [Double]
  /// Points to mark on the map (e.g. the springs in use), in axis units.
  public var marks: [Mark] = []

  /// A labelled point.
  public struct Mark: Sendable {
    /// The label.
    public var label: String
    /// Where, in axis units.
    public var x: Double, y: Double
    /// A mark.
    ///
    /// - Parameters:
    ///   - label: The mark's label.
    ///   - x: Its x, in the x axis's units.
    ///   - y: Its y, in the y axis's units.
    public init(label: String, x: Double, y: Double) { (self.label, self.x, self.y) = (label, x, y) }
  }

  /// A heatmap of `values` over `xs` × `ys`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - xLabel: The x axis's label, with its unit.
  ///   - yLabel: The y axis's label, with its unit.
  ///   - valueLabel: The colour scale's label, with its unit.
  ///   - xs: The x values, in order.
  ///   - ys: The y values, in order.
  ///   - values: The values, row-major (y rows of x values); NaN where there is none.
  public init(title: String, xLabel: String, yLabel: String, valueLabel: String, xs: [Double], ys: [Double], values: [Double]) {
    (self.title, self.xLabel, self.yLabel, self.valueLabel, self.xs, self.ys, self.values) =
      (title, xLabel, yLabel, valueLabel, xs, ys, values)
  }

  /// Viridis at nine stops (matplotlib's), interpolated: perceptually even and colour-blind safe.
  static let stops: [(Double, Double, Double)] = [
    (68, 1, 84), (71, 44, 122), (59, 81, 139), (44, 113, 142), (33, 144, 141), (39, 173, 129), (92, 200, 99),
    (170, 220, 50), (253, 231, 37),
  ]

  /// The colour of u ∈ [0, 1], quantised to 64 levels (so neighbouring cells merge).
  static func color(_ u: Double) -> String {
    let q = (min(max(u, 0), 1) * 63).rounded() / 63
    let s = q * Double(stops.count - 1)
    let i = min(Clamp.int(s), stops.count - 2), f = s - Double(i)
    let (a, b) = (stops[i], stops[i + 1])
    func c(_ x: Double, _ y: Double) -> Int { Clamp.int((x + (y - x) * f).rounded()) }
    return CFormat.string("#%02x%02x%02x", c(a.0, b.0), c(a.1, b.1), c(a.2, b.2))
  }

  /// Round ticks for a logarithmic range: 1, 2 and 5 times powers of ten (or only powers of ten
  /// over many decades).
  static func logTicks(_ lo: Double, _ hi: Double) -> [Double] {
    var out: [Double] = []
    let decades = log10(hi / lo)
    let mantissas: [Double] = decades > 4 ? [1] : decades > 1.5 ? [1, 2, 5] : [1, 1.5, 2, 3, 5, 7]
    var p = pow(10, log10(lo).rounded(.down))
    while p <= hi * 1.0000001 && out.count < 40 {
      for m in mantissas where m * p >= lo * 0.9999999 && m * p <= hi * 1.0000001 { out.append(Double(CFormat.string("%.12g", m * p))!) }
      p *= 10
    }
    return out
  }

  /// The SVG, `width` × `height` pixels, drawing at most `maxCells` cells a side (larger grids are averaged into blocks).
  ///
  /// - Parameters:
  ///   - W: The width, in pixels.
  ///   - H: The height, in pixels.
  ///   - maxCells: The most cells drawn along each axis (a larger grid is drawn at that resolution).
  public func svg(width W: Double = 860, height H: Double = 560, maxCells: Int = 160) -> String {
    var canvas = SVGCanvas()
    let size = Plot.fontSize, f = Plot.svgNumber
    var y = 8.0
    for line in TextMetrics.wrap(title, maximumWidth: W - 32, size: Plot.titleSize, lines: 2) {
      y += Plot.titleSize + 4
      canvas.text(line, x: W / 2, y: y, size: Plot.titleSize, anchor: .middle, attributes: "font-weight=\"600\"")
    }
    let top = y + 16, bottom = 58.0
    let finite = values.filter(\.isFinite)
    let lo = finite.min() ?? 0, hi = finite.max() ?? 1
    // A positive figure spanning more than 50× (settling times near ζ = 0) reads better on a log scale.
    let logarithmic = lo > 0 && hi / lo > 50
    let position: (Double) -> Double = logarithmic ? { log($0 / lo) / log(hi / lo) } : { hi > lo ? ($0 - lo) / (hi - lo) : 0.5 }
    let barTicks = hi > lo ? (logarithmic ? Heatmap.logTicks(lo, hi) : Plot.ticks(lo...hi, count: 6)) : [lo]
    let barLabelWidth = barTicks.map { TextMetrics.width(Plot.label($0), size: size) }.max() ?? 30
    func axis(_ v: [Double]) -> ClosedRange<Double> {
      guard let a = v.first, let b = v.last, b > a else { return (v.first ?? 0)...((v.first ?? 0) + 1) }
      return a...b
    }
    let (xr, yr) = (axis(xs), axis(ys))
    let plotH = H - top - bottom
    let yTicks = Plot.ticks(yr, count: max(Int(plotH / 45), 2))
    let left = 20 + 10 + (yTicks.map { TextMetrics.width(Plot.label($0), size: size) }.max() ?? 0) + 8
    let barX = W - (18 + 8 + barLabelWidth + 10 + 20), barW = 18.0
    let plotW = barX - 24 - left
    func px(_ v: Double) -> Double { left + Plot.fraction(v, in: xr) * plotW }
    func py(_ v: Double) -> Double { top + (1 - Plot.fraction(v, in: yr)) * plotH }
    // Cells: every grid point, or evenly chosen ones; rows upward from the first y.
    func pick(_ n: Int) -> [Int] { n <= maxCells ? Array(0..<n) : (0..<maxCells).map { Int((Double($0) + 0.5) * Double(n) / Double(maxCells)) } }
    let columns = pick(xs.count), rows = pick(ys.count)
    let cellW = plotW / Double(columns.count), cellH = plotH / Double(rows.count)
    func fill(_ v: Double) -> String { v.isFinite ? Heatmap.color(position(v)) : "#d0d0d0" }
    canvas.body += "<g shape-rendering=\"crispEdges\">\n"
    for (r, j) in rows.enumerated() {
      let cy = top + plotH - Double(r + 1) * cellH
      var c = 0
      while c < columns.count {
        let colour = fill(values[j * xs.count + columns[c]])
        var end = c + 1
        while end < columns.count, fill(values[j * xs.count + columns[end]]) == colour { end += 1 }
        canvas.body +=
          "<rect x=\"\(f(left + Double(c) * cellW))\" y=\"\(f(cy))\" width=\"\(f(Double(end - c) * cellW + 0.5))\" "
          + "height=\"\(f(cellH + 0.5))\" fill=\"\(colour)\"/>\n"
        c = end
      }
    }
    canvas.body += "</g>\n<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#333333\"/>\n"
    // Axes.
    for v in yTicks {
      canvas.body += "<line x1=\"\(f(left - 5))\" y1=\"\(f(py(v)))\" x2=\"\(f(left))\" y2=\"\(f(py(v)))\" stroke=\"#333333\"/>\n"
      canvas.text(Plot.label(v), x: left - 8, y: py(v) + 4, size: size, anchor: .end)
    }
    let xTickWidth = Plot.ticks(xr, count: 8).map { TextMetrics.width(Plot.label($0), size: size) }.max() ?? 30
    var lastEnd = -Double.infinity
    for v in Plot.ticks(xr, count: max(Int(plotW / (xTickWidth + 24)), 2)) {
      canvas.body += "<line x1=\"\(f(px(v)))\" y1=\"\(f(top + plotH))\" x2=\"\(f(px(v)))\" y2=\"\(f(top + plotH + 5))\" stroke=\"#333333\"/>\n"
      let text = Plot.label(v), w = TextMetrics.width(text, size: size)
      guard px(v) - w / 2 > lastEnd + 6 else { continue }
      canvas.text(text, x: px(v), y: top + plotH + 18, size: size, anchor: .middle)
      lastEnd = px(v) + w / 2
    }
    canvas.text(TextMetrics.fit(xLabel, maximumWidth: plotW, size: size), x: left + plotW / 2, y: top + plotH + 38, size: size, anchor: .middle)
    canvas.text(TextMetrics.fit(yLabel, maximumWidth: plotH, size: size), x: 18, y: top + plotH / 2, size: size, anchor: .middle, rotated: true)
    drawMarks(&canvas, area: Box(x: left, y: top, width: plotW, height: plotH), xr: xr, yr: yr, px: px, py: py)
    drawColourBar(
      &canvas, x: barX, width: barW, top: top, height: plotH, ticks: barTicks, position: position, logarithmic: logarithmic,
      pictureWidth: W, hasNone: finite.count < values.count)
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(W))" height="\(f(H))" viewBox="0 0 \(f(W)) \(f(H))" \
      font-family="\(TextMetrics.fontFamily)" font-size="\(f(size))">
      <rect x="0" y="0" width="\(f(W))" height="\(f(H))" fill="#ffffff"/>

      """ + canvas.body + "</svg>\n"
  }

  /// The marks: a ringed dot each, the label beside it inside the map where it meets no other.
  func drawMarks(
    _ canvas: inout SVGCanvas, area: Box, xr: ClosedRange<Double>, yr: ClosedRange<Double>, px: (Double) -> Double,
    py: (Double) -> Double
  ) {
    let size = Plot.fontSize, f = Plot.svgNumber
    var placed: [Box] = []
    for mark in marks where xr.contains(mark.x) && yr.contains(mark.y) {
      let (x, v) = (px(mark.x), py(mark.y))
      canvas.body += "<circle cx=\"\(f(x))\" cy=\"\(f(v))\" r=\"5\" fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"2\"/>\n"
      let text = TextMetrics.fit(mark.label, maximumWidth: area.width / 2, size: size), w = TextMetrics.width(text, size: size)
      for (bx, baseline) in [(x + 9, v + 4), (x - 9 - w, v + 4), (x - w / 2, v - 10), (x - w / 2, v + 20)] {
        let box = TextMetrics.box(text, x: bx, y: baseline, size: size)
        guard area.contains(box), !placed.contains(where: { $0.intersects(box, gap: 2) }) else { continue }
        canvas.body +=
          "<rect x=\"\(f(box.x - 2))\" y=\"\(f(box.y - 1))\" width=\"\(f(box.width + 4))\" height=\"\(f(box.height + 2))\" fill=\"#ffffff\" fill-opacity=\"0.85\"/>\n"
        canvas.text(text, x: bx, y: baseline, size: size)
        placed.append(box)
        break
      }
    }
  }

  /// The colour bar with round ticks (log-spaced on a log scale), its label, and a swatch for "none".
  func drawColourBar(
    _ canvas: inout SVGCanvas, x barX: Double, width barW: Double, top: Double, height plotH: Double, ticks barTicks: [Double],
    position: (Double) -> Double, logarithmic: Bool, pictureWidth: Double, hasNone: Bool
  ) {
    let size = Plot.fontSize, f = Plot.svgNumber
    for k in 0..<64 {
      let cy = top + plotH - Double(k + 1) * plotH / 64
      canvas.body +=
        "<rect x=\"\(f(barX))\" y=\"\(f(cy))\" width=\"\(f(barW))\" height=\"\(f(plotH / 64 + 0.5))\" fill=\"\(Heatmap.color((Double(k) + 0.5) / 64))\"/>\n"
    }
    canvas.body += "<rect x=\"\(f(barX))\" y=\"\(f(top))\" width=\"\(f(barW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#333333\"/>\n"
    var lastBaseline = Double.infinity
    for tick in barTicks {
      let ty = top + plotH - position(tick) * plotH
      canvas.body += "<line x1=\"\(f(barX + barW))\" y1=\"\(f(ty))\" x2=\"\(f(barX + barW + 4))\" y2=\"\(f(ty))\" stroke=\"#333333\"/>\n"
      guard lastBaseline - (ty + 4) >= size + 2 else { continue }
      canvas.text(Plot.label(tick), x: barX + barW + 7, y: ty + 4, size: size)
      lastBaseline = ty + 4
    }
    canvas.text(
      TextMetrics.fit(valueLabel + (logarithmic ? " (log scale)" : ""), maximumWidth: plotH, size: size),
      x: pictureWidth - 12, y: top + plotH / 2, size: size, anchor: .middle, rotated: true)
    if hasNone {
      canvas.body += "<rect x=\"\(f(barX))\" y=\"\(f(top + plotH + 12))\" width=\"\(f(barW))\" height=\"10\" fill=\"#d0d0d0\"/>\n"
      canvas.text("none", x: barX + barW + 7, y: top + plotH + 21, size: size)
    }
  }
}
