import _SpringToolSupport

/// One rendering of a ``Plot`` as SVG, stage by stage in drawing order (title, marker labels,
/// grid, target and levels, curves, marker lines, labelled points, axes and the difference
/// panel, legend): the layout's measures, the canvas, and what already occupies the plot area.
struct SVGRender {
  let plot: Plot
  /// The picture's width, pixels.
  let width: Double
  var canvas = SVGCanvas()
  let xr: ClosedRange<Double>, yr: ClosedRange<Double>
  /// The plot area's height, and the difference panel's.
  let plotH = 300.0, differenceH = 110.0
  /// Ticks of the value axis, of the difference panel, and its value range.
  let mainTicks: [Double], differenceTicks: [Double], differenceRange: ClosedRange<Double>?
  /// The plot area's left edge and width.
  let left: Double, plotW: Double
  /// Where drawing has reached (below the title), then the plot area's top.
  var y = 8.0, plotTop = 0.0
  /// The marker labels placed, in rows above the plot area.
  var markerPlacement: [(marker: Plot.Marker, row: Int, x: Double, text: String?)] = []
  var occupancy = Occupancy(area: Box(x: 0, y: 0, width: 1, height: 1))
  let size = Plot.fontSize
  let f = Plot.svgNumber

  init(_ plot: Plot, width: Double) {
    (self.plot, self.width) = (plot, width)
    (xr, yr) = plot.ranges
    mainTicks = Self.valueTicks(yr, height: 300, exact: [plot.target].compactMap { $0 } + plot.valueTicks)
    differenceRange = plot.difference.map { Plot.differenceRange($0) }
    differenceTicks = differenceRange.map { Self.valueTicks($0, height: 110, exact: [0]) } ?? []
    let tickWidth = (mainTicks + differenceTicks).map { TextMetrics.width(Plot.label($0), size: Plot.fontSize) }.max() ?? 0
    left = 20 + 10 + tickWidth + 8
    let rightLabels = [plot.target.map { "target " + Plot.label($0) }].compactMap { $0 } + plot.levels.map(\.label)
    let right = max(18, (rightLabels.map { TextMetrics.width($0, size: Plot.fontSize) }.max() ?? 0) + 14)
    plotW = width - left - right
  }

  /// Value ticks: round ones, and the `exact` ones (the target, the travel's start) exactly;
  /// round ones too close to an exact one are dropped.
  static func valueTicks(_ range: ClosedRange<Double>, height: Double, exact: [Double]) -> [Double] {
    let round = Plot.ticks(range, count: max(Int(height / 45), 2))
    let apart = { (a: Double, b: Double) in abs(Plot.fraction(a, in: range) - Plot.fraction(b, in: range)) * height >= 16 }
    var kept: [Double] = []
    for x in exact where range.contains(x) && kept.allSatisfy({ apart($0, x) }) { kept.append(x) }
    return (kept + round.filter { r in kept.allSatisfy { apart($0, r) } }).sorted()
  }

  func px(_ t: Double) -> Double { left + Plot.fraction(t, in: xr) * plotW }
  func py(_ v: Double) -> Double { plotTop + (1 - Plot.fraction(v, in: yr)) * plotH }
  var xTicks: [Double] {
    let labels = Plot.ticks(xr, count: 8).map(Plot.label)
    return Plot.ticks(xr, count: max(Int(plotW / ((labels.map { TextMetrics.width($0, size: size) }.max() ?? 30) + 28)), 2))
  }
  var differenceTop: Double { plotTop + plotH + 26 }

  /// The title, wrapped to at most three lines.
  mutating func drawTitle() {
    for line in TextMetrics.wrap(plot.title, maximumWidth: width - 32, size: Plot.titleSize, lines: 3) {
      y += Plot.titleSize + 4
      canvas.text(line, x: width / 2, y: y, size: Plot.titleSize, anchor: .middle, attributes: "font-weight=\"600\"")
    }
    y += 8
  }

  /// Marker labels in rows above the plot area, the first free row for each in time order; at
  /// most ``Plot/maximumMarkerRows`` rows (a marker whose label fits in none is drawn unlabelled,
  /// so thousands of retargets do not make the picture thousands of rows tall). Sets the plot's top.
  mutating func placeMarkerLabels() {
    var rows: [[Box]] = []
    for marker in plot.markers.filter({ xr.contains($0.time) }).sorted(by: { $0.time < $1.time }) {
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
    plotTop = y + Double(rows.count) * 16 + (rows.isEmpty ? 0 : 6)
    for p in markerPlacement {
      guard let text = p.text else { continue }
      canvas.text(text, x: p.x, y: plotTop - 6 - Double(rows.count - 1 - p.row) * 16, size: size, fill: plot.color(p.marker.series))
    }
    occupancy = Occupancy(area: Box(x: left, y: plotTop, width: plotW, height: plotH))
  }

  /// The grid lines at the time and value ticks.
  mutating func drawGrid() {
    canvas.body += "<g stroke=\"#e8e8e8\" stroke-width=\"1\">\n"
    for t in xTicks { canvas.body += "<line x1=\"\(f(px(t)))\" y1=\"\(f(plotTop))\" x2=\"\(f(px(t)))\" y2=\"\(f(plotTop + plotH))\"/>\n" }
    for v in mainTicks { canvas.body += "<line x1=\"\(f(left))\" y1=\"\(f(py(v)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(py(v)))\"/>\n" }
    canvas.body += "</g>\n"
  }

  /// The settling band (at least ``Plot/minimumBandPixels`` tall), the target, the levels and
  /// their labels in the right margin, nudged apart. Returns whether the band was drawn taller than it is.
  mutating func drawTargetAndLevels() -> Bool {
    var bandEnlarged = false
    if let target = plot.target, yr.contains(target) {
      if let band = plot.band, band > 0 {
        let half = band / 2 / (yr.upperBound / 2 - yr.lowerBound / 2) * plotH / 2
        bandEnlarged = 2 * half < Plot.minimumBandPixels
        let drawn = max(half, Plot.minimumBandPixels / 2)
        canvas.body +=
          "<rect x=\"\(f(left))\" y=\"\(f(py(target) - drawn))\" width=\"\(f(plotW))\" height=\"\(f(2 * drawn))\" "
          + "fill=\"#2ca02c\" fill-opacity=\"0.18\"><title>settling band ±\(Plot.escape(Plot.label(band)))</title></rect>\n"
      }
      canvas.body +=
        "<line x1=\"\(f(left))\" y1=\"\(f(py(target)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(py(target)))\" "
        + "stroke=\"#555555\" stroke-width=\"1\" stroke-dasharray=\"6 4\"/>\n"
      occupancy.occupy(from: (left, py(target)), to: (left + plotW, py(target)), clearance: 2)
    }
    for level in plot.levels where yr.contains(level.value) {
      canvas.body +=
        "<line x1=\"\(f(left))\" y1=\"\(f(py(level.value)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(py(level.value)))\" "
        + "stroke=\"#8a5a00\" stroke-width=\"1\" stroke-dasharray=\"2 3\"/>\n"
      occupancy.occupy(from: (left, py(level.value)), to: (left + plotW, py(level.value)), clearance: 2)
    }
    var rightItems = (plot.target.map { [("target " + Plot.label($0), $0)] } ?? []) + plot.levels.map { ($0.label, $0.value) }
    rightItems = rightItems.filter { yr.contains($0.1) }.sorted { $0.1 > $1.1 }
    var lastBaseline = -Double.infinity
    for (text, value) in rightItems {
      let baseline = max(py(value) + 4, lastBaseline + size + 3)
      canvas.text(text, x: left + plotW + 6, y: baseline, size: size, fill: "#555555")
      lastBaseline = baseline
    }
    return bandEnlarged
  }

  /// The curves (smooth cubic Hermite paths, frames as dots when there is room), clipped to the plot area.
  mutating func drawCurves() {
    canvas.body +=
      "<defs><clipPath id=\"plot-area\"><rect x=\"\(f(left))\" y=\"\(f(plotTop))\" width=\"\(f(plotW))\" "
      + "height=\"\(f(plotH))\"/></clipPath></defs>\n<g clip-path=\"url(#plot-area)\" fill=\"none\" stroke-width=\"2\">\n"
    for (i, s) in plot.series.enumerated() {
      let drawn = Plot.thin(s, limit: Int(plotW * 2))
      let dash = s.style == .dashed ? " stroke-dasharray=\"7 4\" stroke-width=\"1.5\"" : ""
      canvas.body +=
        "<path stroke=\"\(plot.color(i))\"\(dash) d=\"\(Plot.hermitePath(drawn, px: px, py: py))\"><title>"
        + Plot.escape(s.name) + "</title></path>\n"
      for (a, b) in zip(drawn.points, drawn.points.dropFirst()) {
        occupancy.occupy(from: (px(a.t), py(a.x)), to: (px(b.t), py(b.x)))
      }
      if s.style == .frames && Double(s.times.count) <= plotW / 4 {
        for (t, v) in zip(s.times, s.values) {
          canvas.body += "<circle cx=\"\(f(px(t)))\" cy=\"\(f(py(v)))\" r=\"2.2\" fill=\"\(plot.color(i))\" stroke=\"none\"/>\n"
        }
      }
    }
    canvas.body += "</g>\n"
  }

  /// The markers' dashed lines through the plot area (and the difference panel).
  mutating func drawMarkerLines() {
    let bottom = plot.difference == nil ? plotTop + plotH : differenceTop + differenceH
    for p in markerPlacement {
      let x = px(p.marker.time)
      canvas.body +=
        "<line x1=\"\(f(x))\" y1=\"\(f(plotTop))\" x2=\"\(f(x))\" y2=\"\(f(bottom))\" stroke=\"\(plot.color(p.marker.series))\" "
        + "stroke-opacity=\"0.75\" stroke-width=\"1\" stroke-dasharray=\"3 3\"/>\n"
      occupancy.occupy(from: (x, plotTop), to: (x, plotTop + plotH), clearance: 2)
    }
  }

  /// Labelled points: a dot, and the label where it touches nothing (with a leader line when it
  /// is not beside the dot). Returns the labels that found no place (the legend lists them).
  mutating func drawPoints() -> [String] {
    var unplaced: [String] = []
    for point in plot.points where xr.contains(point.time) && yr.contains(point.value) {
      let (x, v) = (px(point.time), py(point.value))
      canvas.body += "<circle cx=\"\(f(x))\" cy=\"\(f(v))\" r=\"3.5\" fill=\"\(plot.color(point.series))\" stroke=\"#ffffff\" stroke-width=\"1\"/>\n"
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
          canvas.text(point.label, x: bx, y: baseline, size: size, fill: plot.color(point.series))
          occupancy.occupy(box)
          placed = true
          break search
        }
      }
      if !placed { unplaced.append("• \(point.label) at t = \(Plot.label(point.time)) s") }
    }
    return unplaced
  }

  /// The plot area's frame and value axis, the difference panel, and the time axis labelled once
  /// under the last panel. Returns the time axis's line.
  mutating func drawAxes() -> Double {
    canvas.body += "<rect x=\"\(f(left))\" y=\"\(f(plotTop))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#333333\"/>\n"
    for v in mainTicks {
      canvas.body += "<line x1=\"\(f(left - 5))\" y1=\"\(f(py(v)))\" x2=\"\(f(left))\" y2=\"\(f(py(v)))\" stroke=\"#333333\"/>\n"
      canvas.text(Plot.label(v), x: left - 8, y: py(v) + 4, size: size, anchor: .end)
    }
    canvas.text(
      TextMetrics.fit(plot.yLabel, maximumWidth: plotH, size: size), x: 18, y: plotTop + plotH / 2, size: size, anchor: .middle,
      rotated: true)
    var axisY = plotTop + plotH
    if let difference = plot.difference, let range = differenceRange {
      drawDifference(difference, range)
      axisY = differenceTop + differenceH
    }
    var lastLabelEnd = -Double.infinity
    for t in xTicks {
      canvas.body += "<line x1=\"\(f(px(t)))\" y1=\"\(f(axisY))\" x2=\"\(f(px(t)))\" y2=\"\(f(axisY + 5))\" stroke=\"#333333\"/>\n"
      let text = Plot.label(t), w = TextMetrics.width(text, size: size)
      let x = min(max(px(t), w / 2 + 2), width - w / 2 - 2)
      guard x - w / 2 > lastLabelEnd + 6 else { continue }
      canvas.text(text, x: x, y: axisY + 18, size: size, anchor: .middle)
      lastLabelEnd = x + w / 2
    }
    canvas.text(TextMetrics.fit(plot.xLabel, maximumWidth: plotW, size: size), x: left + plotW / 2, y: axisY + 36, size: size, anchor: .middle)
    return axisY
  }

  /// The difference panel below the plot area: its grid, zero line, curve, frame and ticks.
  mutating func drawDifference(_ difference: Plot.Series, _ range: ClosedRange<Double>) {
    let top = differenceTop
    func dy(_ v: Double) -> Double { top + (1 - Plot.fraction(v, in: range)) * differenceH }
    canvas.body += "<g stroke=\"#e8e8e8\" stroke-width=\"1\">\n"
    for t in xTicks { canvas.body += "<line x1=\"\(f(px(t)))\" y1=\"\(f(top))\" x2=\"\(f(px(t)))\" y2=\"\(f(top + differenceH))\"/>\n" }
    canvas.body += "</g>\n"
    if range.contains(0) {
      canvas.body += "<line x1=\"\(f(left))\" y1=\"\(f(dy(0)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(dy(0)))\" stroke=\"#555555\" stroke-dasharray=\"6 4\"/>\n"
    }
    let drawn = Plot.thin(difference, limit: Int(plotW * 2))
    canvas.body +=
      "<path fill=\"none\" stroke=\"#444444\" stroke-width=\"1.5\" d=\"\(Plot.hermitePath(drawn, px: px, py: dy))\"><title>"
      + Plot.escape(difference.name) + "</title></path>\n"
    canvas.body += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(differenceH))\" fill=\"none\" stroke=\"#333333\"/>\n"
    for v in differenceTicks {
      canvas.body += "<line x1=\"\(f(left - 5))\" y1=\"\(f(dy(v)))\" x2=\"\(f(left))\" y2=\"\(f(dy(v)))\" stroke=\"#333333\"/>\n"
      canvas.text(Plot.label(v), x: left - 8, y: dy(v) + 4, size: size, anchor: .end)
    }
    canvas.text(
      TextMetrics.fit(difference.name, maximumWidth: differenceH, size: size), x: 18, y: top + differenceH / 2,
      size: size, anchor: .middle, rotated: true)
  }

  /// The legend in rows: a swatch and name per series, the band, the points that found no place.
  /// Returns the picture's height.
  mutating func drawLegend(below axisY: Double, bandEnlarged: Bool, unplaced: [String]) -> Double {
    var entries: [(swatch: String, text: String)] = plot.series.enumerated().map { i, s in
      let dash = s.style == .dashed ? " stroke-dasharray=\"7 4\"" : ""
      let dot = s.style == .frames ? "<circle cx=\"{x+12}\" cy=\"{y}\" r=\"2.5\" fill=\"\(plot.color(i))\"/>" : ""
      return ("<line x1=\"{x}\" y1=\"{y}\" x2=\"{x+24}\" y2=\"{y}\" stroke=\"\(plot.color(i))\" stroke-width=\"3\"\(dash)/>" + dot, s.name)
    }
    if let band = plot.band, band > 0, let target = plot.target, yr.contains(target) {
      entries.append(
        (
          "<rect x=\"{x}\" y=\"{y-5}\" width=\"24\" height=\"10\" fill=\"#2ca02c\" fill-opacity=\"0.18\"/>",
          "settling band ±\(Plot.label(band))" + (bandEnlarged ? " (drawn \(Int(Plot.minimumBandPixels)) px tall)" : "")
        ))
    }
    entries += unplaced.map { ("", $0) }
    var legendX = left, legendY = axisY + 58
    for entry in entries {
      let text = TextMetrics.fit(entry.text, maximumWidth: width - left - 40, size: size)
      let w = 30 + TextMetrics.width(text, size: size)
      if legendX > left && legendX + w > width - 8 { legendX = left; legendY += 18 }
      let swatch = entry.swatch.replacingEvery("{x+24}", with: f(legendX + 24)).replacingEvery("{x+12}", with: f(legendX + 12))
        .replacingEvery("{x}", with: f(legendX)).replacingEvery("{y-5}", with: f(legendY - 9))
        .replacingEvery("{y}", with: f(legendY - 4))
      canvas.body += swatch + "\n"
      canvas.text(text, x: legendX + (entry.swatch.isEmpty ? 0 : 30), y: legendY, size: size)
      legendX += w + 22
    }
    return legendY + 14
  }
}
