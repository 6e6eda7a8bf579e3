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
    var canvas = SVGCanvas()
    let f = Plot.svgNumber, size = Plot.fontSize
    let (xr, yr) = ranges

    // Title.
    var y = 8.0
    for line in TextMetrics.wrap(title, maximumWidth: W - 32, size: Plot.titleSize, lines: 3) {
      y += Plot.titleSize + 4
      canvas.text(line, x: W / 2, y: y, size: Plot.titleSize, anchor: .middle, attributes: "font-weight=\"600\"")
    }
    y += 8

    // Value ticks: round ones, and the target and the travel's start exactly; round ones too
    // close to an exact one are dropped.
    let plotH = 300.0
    func yTicks(_ range: ClosedRange<Double>, height: Double, exact: [Double]) -> [Double] {
      let round = Plot.ticks(range, count: max(Int(height / 45), 2))
      // Exact ticks first (the target, the ends of the travel), each once; then round ticks clear of them.
      var kept: [Double] = []
      for x in exact where range.contains(x) && !kept.contains(where: { abs(Plot.fraction($0, in: range) - Plot.fraction(x, in: range)) * height < 16 }) {
        kept.append(x)
      }
      let exact = kept
      return (exact + round.filter { r in !exact.contains { abs(Plot.fraction($0, in: range) - Plot.fraction(r, in: range)) * height < 16 } }).sorted()
    }
    let mainTicks = yTicks(yr, height: plotH, exact: [target].compactMap { $0 } + valueTicks)
    let differenceRange = difference.map { Plot.differenceRange($0) }
    let differenceTicks = differenceRange.map { yTicks($0, height: 110, exact: [0]) } ?? []
    let tickWidth = (mainTicks + differenceTicks).map { TextMetrics.width(Plot.label($0), size: size) }.max() ?? 0
    let left = 20 + 10 + tickWidth + 8
    let rightLabels = [target.map { "target " + Plot.label($0) }].compactMap { $0 } + levels.map(\.label)
    let right = max(18, (rightLabels.map { TextMetrics.width($0, size: size) }.max() ?? 0) + 14)
    let plotW = W - left - right
    func px(_ t: Double) -> Double { left + Plot.fraction(t, in: xr) * plotW }

    // Marker labels: rows above the plot area, first free row for each (in time order).
    let shownMarkers = markers.filter { xr.contains($0.time) }.sorted { $0.time < $1.time }
    var rows: [[Box]] = []
    // At most ``maximumMarkerRows`` rows: a marker whose label fits in none is drawn unlabelled
    // (thousands of retargets must not make the picture thousands of rows tall).
    var markerPlacement: [(marker: Marker, row: Int, x: Double, text: String?)] = []
    for marker in shownMarkers {
      // Inside the plot's width, so they never meet the right margin's labels.
      let text = TextMetrics.fit(marker.label, maximumWidth: plotW, size: size)
      let w = TextMetrics.width(text, size: size)
      let x = min(max(px(marker.time) - w / 2, left), left + plotW - w)
      var row = 0
      while row < rows.count, rows[row].contains(where: { $0.intersects(Box(x: x, y: 0, width: w, height: 1), gap: 10) }) { row += 1 }
      guard row < Plot.maximumMarkerRows else {
        markerPlacement.append((marker, 0, x, nil))
        continue
      }
      if row == rows.count { rows.append([]) }
      rows[row].append(Box(x: x, y: 0, width: w, height: 1))
      markerPlacement.append((marker, row, x, text))
    }
    let plotTop = y + Double(rows.count) * 16 + (rows.isEmpty ? 0 : 6)
    for p in markerPlacement {
      guard let text = p.text else { continue }
      let baseline = plotTop - 6 - Double(rows.count - 1 - p.row) * 16
      canvas.text(text, x: p.x, y: baseline, size: size, fill: color(p.marker.series))
    }
    let area = Box(x: left, y: plotTop, width: plotW, height: plotH)
    func py(_ v: Double) -> Double { plotTop + (1 - Plot.fraction(v, in: yr)) * plotH }
    var occupancy = Occupancy(area: area)

    // Grid.
    let xTickLabels = Plot.ticks(xr, count: 8).map(Plot.label)
    let xTickCount = max(Int(plotW / ((xTickLabels.map { TextMetrics.width($0, size: size) }.max() ?? 30) + 28)), 2)
    let xTicks = Plot.ticks(xr, count: xTickCount)
    canvas.body += "<g stroke=\"#e8e8e8\" stroke-width=\"1\">\n"
    for t in xTicks { canvas.body += "<line x1=\"\(f(px(t)))\" y1=\"\(f(plotTop))\" x2=\"\(f(px(t)))\" y2=\"\(f(plotTop + plotH))\"/>\n" }
    for v in mainTicks { canvas.body += "<line x1=\"\(f(left))\" y1=\"\(f(py(v)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(py(v)))\"/>\n" }
    canvas.body += "</g>\n"

    // Settling band (at least minimumBandPixels tall) and the target.
    var bandEnlarged = false
    if let target, yr.contains(target) {
      if let band, band > 0 {
        let half = band / 2 / (yr.upperBound / 2 - yr.lowerBound / 2) * plotH / 2
        bandEnlarged = 2 * half < Plot.minimumBandPixels
        let drawn = max(half, Plot.minimumBandPixels / 2)
        canvas.body += "<rect x=\"\(f(left))\" y=\"\(f(py(target) - drawn))\" width=\"\(f(plotW))\" height=\"\(f(2 * drawn))\" "
          + "fill=\"#2ca02c\" fill-opacity=\"0.18\"><title>settling band ±\(Plot.escape(Plot.label(band)))</title></rect>\n"
      }
      canvas.body += "<line x1=\"\(f(left))\" y1=\"\(f(py(target)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(py(target)))\" "
        + "stroke=\"#555555\" stroke-width=\"1\" stroke-dasharray=\"6 4\"/>\n"
      occupancy.occupy(from: (left, py(target)), to: (left + plotW, py(target)), clearance: 2)
    }
    for level in levels where yr.contains(level.value) {
      canvas.body += "<line x1=\"\(f(left))\" y1=\"\(f(py(level.value)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(py(level.value)))\" "
        + "stroke=\"#8a5a00\" stroke-width=\"1\" stroke-dasharray=\"2 3\"/>\n"
      occupancy.occupy(from: (left, py(level.value)), to: (left + plotW, py(level.value)), clearance: 2)
    }
    // Right-margin labels, nudged apart vertically.
    var rightItems = (target.map { [("target " + Plot.label($0), $0)] } ?? []) + levels.map { ($0.label, $0.value) }
    rightItems = rightItems.filter { yr.contains($0.1) }.sorted { $0.1 > $1.1 }
    var lastBaseline = -Double.infinity
    for (text, value) in rightItems {
      let baseline = max(py(value) + 4, lastBaseline + size + 3)
      canvas.text(text, x: left + plotW + 6, y: baseline, size: size, fill: "#555555")
      lastBaseline = baseline
    }

    // Curves, clipped to the plot area.
    canvas.body += "<defs><clipPath id=\"plot-area\"><rect x=\"\(f(left))\" y=\"\(f(plotTop))\" width=\"\(f(plotW))\" "
      + "height=\"\(f(plotH))\"/></clipPath></defs>\n<g clip-path=\"url(#plot-area)\" fill=\"none\" stroke-width=\"2\">\n"
    for (i, s) in series.enumerated() {
      let drawn = Plot.thin(s, limit: Int(plotW * 2))
      let dash = s.style == .dashed ? " stroke-dasharray=\"7 4\" stroke-width=\"1.5\"" : ""
      canvas.body += "<path stroke=\"\(color(i))\"\(dash) d=\"\(Plot.hermitePath(drawn, px: px, py: py))\"><title>"
        + Plot.escape(s.name) + "</title></path>\n"
      for (a, b) in zip(drawn.points, drawn.points.dropFirst()) {
        occupancy.occupy(from: (px(a.t), py(a.x)), to: (px(b.t), py(b.x)))
      }
      if s.style == .frames && Double(s.times.count) <= plotW / 4 {
        for (t, v) in zip(s.times, s.values) {
          canvas.body += "<circle cx=\"\(f(px(t)))\" cy=\"\(f(py(v)))\" r=\"2.2\" fill=\"\(color(i))\" stroke=\"none\"/>\n"
        }
      }
    }
    canvas.body += "</g>\n"

    // Markers: dashed lines through the plot area (and the difference panel).
    let differenceTop = plotTop + plotH + 26, differenceH = 110.0
    let bottomOfPanels = difference == nil ? plotTop + plotH : differenceTop + differenceH
    for p in markerPlacement {
      let x = px(p.marker.time)
      canvas.body += "<line x1=\"\(f(x))\" y1=\"\(f(plotTop))\" x2=\"\(f(x))\" y2=\"\(f(bottomOfPanels))\" stroke=\"\(color(p.marker.series))\" "
        + "stroke-opacity=\"0.75\" stroke-width=\"1\" stroke-dasharray=\"3 3\"/>\n"
      occupancy.occupy(from: (x, plotTop), to: (x, plotTop + plotH), clearance: 2)
    }

    // Labelled points: a dot, and the label where it touches nothing (else in the legend).
    var unplaced: [String] = []
    for point in points where xr.contains(point.time) && yr.contains(point.value) {
      let (x, v) = (px(point.time), py(point.value))
      canvas.body += "<circle cx=\"\(f(x))\" cy=\"\(f(v))\" r=\"3.5\" fill=\"\(color(point.series))\" stroke=\"#ffffff\" stroke-width=\"1\"/>\n"
      let w = TextMetrics.width(point.label, size: size)
      var placed = false
      search: for distance in [8.0, 18, 30, 46, 66, 90] {
        for (dx, dy) in [(1.0, -1.0), (-1.0, -1.0), (1.0, 1.0), (-1.0, 1.0), (0.0, -1.0), (0.0, 1.0), (1.0, 0.0), (-1.0, 0.0)] {
          let cx = x + dx * distance, cy = v + dy * distance
          let bx = dx > 0 ? cx : dx < 0 ? cx - w : cx - w / 2
          let baseline = dy < 0 ? cy : dy > 0 ? cy + size * 0.8 : cy + size * 0.35
          let box = TextMetrics.box(point.label, x: bx, y: baseline, size: size)
          guard occupancy.isFree(box) else { continue }
          if distance > 10 {
            let ex = min(max(x, box.x), box.maxX), ey = min(max(v, box.y), box.maxY)
            canvas.body += "<line x1=\"\(f(x))\" y1=\"\(f(v))\" x2=\"\(f(ex))\" y2=\"\(f(ey))\" stroke=\"#888888\" stroke-width=\"0.8\"/>\n"
          }
          canvas.text(point.label, x: bx, y: baseline, size: size, fill: color(point.series))
          occupancy.occupy(box)
          placed = true
          break search
        }
      }
      if !placed { unplaced.append("• \(point.label) at t = \(Plot.label(point.time)) s") }
    }

    // Frames and axes.
    canvas.body += "<rect x=\"\(f(left))\" y=\"\(f(plotTop))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#333333\"/>\n"
    for v in mainTicks {
      canvas.body += "<line x1=\"\(f(left - 5))\" y1=\"\(f(py(v)))\" x2=\"\(f(left))\" y2=\"\(f(py(v)))\" stroke=\"#333333\"/>\n"
      canvas.text(Plot.label(v), x: left - 8, y: py(v) + 4, size: size, anchor: .end)
    }
    canvas.text(TextMetrics.fit(yLabel, maximumWidth: plotH, size: size), x: 18, y: plotTop + plotH / 2, size: size, anchor: .middle,
                rotated: true)
    var axisY = plotTop + plotH
    if let difference, let range = differenceRange {
      func dy(_ v: Double) -> Double { differenceTop + (1 - Plot.fraction(v, in: range)) * differenceH }
      canvas.body += "<g stroke=\"#e8e8e8\" stroke-width=\"1\">\n"
      for t in xTicks { canvas.body += "<line x1=\"\(f(px(t)))\" y1=\"\(f(differenceTop))\" x2=\"\(f(px(t)))\" y2=\"\(f(differenceTop + differenceH))\"/>\n" }
      canvas.body += "</g>\n"
      if range.contains(0) {
        canvas.body += "<line x1=\"\(f(left))\" y1=\"\(f(dy(0)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(dy(0)))\" stroke=\"#555555\" stroke-dasharray=\"6 4\"/>\n"
      }
      let drawn = Plot.thin(difference, limit: Int(plotW * 2))
      canvas.body += "<path fill=\"none\" stroke=\"#444444\" stroke-width=\"1.5\" d=\"\(Plot.hermitePath(drawn, px: px, py: dy))\"><title>"
        + Plot.escape(difference.name) + "</title></path>\n"
      canvas.body += "<rect x=\"\(f(left))\" y=\"\(f(differenceTop))\" width=\"\(f(plotW))\" height=\"\(f(differenceH))\" fill=\"none\" stroke=\"#333333\"/>\n"
      for v in differenceTicks {
        canvas.body += "<line x1=\"\(f(left - 5))\" y1=\"\(f(dy(v)))\" x2=\"\(f(left))\" y2=\"\(f(dy(v)))\" stroke=\"#333333\"/>\n"
        canvas.text(Plot.label(v), x: left - 8, y: dy(v) + 4, size: size, anchor: .end)
      }
      canvas.text(TextMetrics.fit(difference.name, maximumWidth: differenceH, size: size), x: 18, y: differenceTop + differenceH / 2,
                  size: size, anchor: .middle, rotated: true)
      axisY = differenceTop + differenceH
    }
    // Time ticks, labelled once under the last panel.
    var lastLabelEnd = -Double.infinity
    for t in xTicks {
      canvas.body += "<line x1=\"\(f(px(t)))\" y1=\"\(f(axisY))\" x2=\"\(f(px(t)))\" y2=\"\(f(axisY + 5))\" stroke=\"#333333\"/>\n"
      let text = Plot.label(t), w = TextMetrics.width(text, size: size)
      let x = min(max(px(t), w / 2 + 2), W - w / 2 - 2)
      guard x - w / 2 > lastLabelEnd + 6 else { continue }
      canvas.text(text, x: x, y: axisY + 18, size: size, anchor: .middle)
      lastLabelEnd = x + w / 2
    }
    canvas.text(TextMetrics.fit(xLabel, maximumWidth: plotW, size: size), x: left + plotW / 2, y: axisY + 36, size: size, anchor: .middle)

    // Legend: swatch and name per series, the band, points that found no place; in rows.
    var entries: [(swatch: String, text: String)] = series.enumerated().map { i, s in
      let dash = s.style == .dashed ? " stroke-dasharray=\"7 4\"" : ""
      let dot = s.style == .frames ? "<circle cx=\"{x+12}\" cy=\"{y}\" r=\"2.5\" fill=\"\(color(i))\"/>" : ""
      return ("<line x1=\"{x}\" y1=\"{y}\" x2=\"{x+24}\" y2=\"{y}\" stroke=\"\(color(i))\" stroke-width=\"3\"\(dash)/>" + dot, s.name)
    }
    if let band, band > 0, let target, yr.contains(target) {
      entries.append(("<rect x=\"{x}\" y=\"{y-5}\" width=\"24\" height=\"10\" fill=\"#2ca02c\" fill-opacity=\"0.18\"/>",
                      "settling band ±\(Plot.label(band))" + (bandEnlarged ? " (drawn \(Int(Plot.minimumBandPixels)) px tall)" : "")))
    }
    entries += unplaced.map { ("", $0) }
    var legendX = left, legendY = axisY + 58
    for entry in entries {
      let text = TextMetrics.fit(entry.text, maximumWidth: W - left - 40, size: size)
      let w = 30 + TextMetrics.width(text, size: size)
      if legendX > left && legendX + w > W - 8 { legendX = left; legendY += 18 }
      let swatch = entry.swatch.replacingEvery("{x+24}", with: f(legendX + 24)).replacingEvery("{x+12}", with: f(legendX + 12))
        .replacingEvery("{x}", with: f(legendX)).replacingEvery("{y-5}", with: f(legendY - 9))
        .replacingEvery("{y}", with: f(legendY - 4))
      canvas.body += swatch + "\n"
      canvas.text(text, x: legendX + (entry.swatch.isEmpty ? 0 : 30), y: legendY, size: size)
      legendX += w + 22
    }
    let height = legendY + 14
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(W))" height="\(f(height))" viewBox="0 0 \(f(W)) \(f(height))" \
      font-family="\(TextMetrics.fontFamily)" font-size="\(f(size))">
      <rect x="0" y="0" width="\(f(W))" height="\(f(height))" fill="#ffffff"/>

      """ + canvas.body + "</svg>\n"
    return (document, canvas.boxes, height)
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
  static func hermitePath(_ drawn: (points: [(t: Double, x: Double)], slopes: [Double]), px: (Double) -> Double,
                          py: (Double) -> Double) -> String {
    let (p, v) = drawn
    guard let first = p.first else { return "" }
    let f = svgNumber
    var d = "M\(f(px(first.t))),\(f(py(first.x)))"
    for i in 1..<max(p.count, 1) {
      let (a, b) = (p[i - 1], p[i])
      let h = b.t - a.t
      guard h > 0 else { d += " L\(f(px(b.t))),\(f(py(b.x)))"; continue }
      d += " C\(f(px(a.t + h / 3))),\(f(py(a.x + v[i - 1] * h / 3))) \(f(px(b.t - h / 3))),\(f(py(b.x - v[i] * h / 3))) "
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
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default:
        let v = scalar.value
        if (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || v == 0xFFFE || v == 0xFFFF || v == 0x7F {
          out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}

/// SVG text collected with the boxes it covers.
struct SVGCanvas {
  var body = ""
  var boxes: [Box] = []

  mutating func text(_ text: String, x: Double, y: Double, size: Double, anchor: TextMetrics.Anchor = .start, fill: String? = nil,
                     attributes: String = "", rotated: Bool = false) {
    let f = Plot.svgNumber
    var box = TextMetrics.box(text, x: x, y: y, size: size, anchor: anchor)
    var position = "x=\"\(f(x))\" y=\"\(f(y))\""
    if rotated {
      // Rotated −90° about (x, y): the text runs upwards, centred on y.
      box = Box(x: x - 0.8 * size, y: y - box.width / 2, width: 1.05 * size, height: box.width)
      position = "transform=\"translate(\(f(x)) \(f(y))) rotate(-90)\""
    }
    boxes.append(box)
    body += "<text \(position) font-size=\"\(f(size))\""
      + (anchor == .start ? "" : " text-anchor=\"\(anchor.rawValue)\"") + (fill.map { " fill=\"\($0)\"" } ?? "")
      + (attributes.isEmpty ? "" : " " + attributes) + ">" + Plot.escape(text) + "</text>\n"
  }
}
