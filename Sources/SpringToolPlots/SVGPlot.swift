import SpringToolCurves
import Foundation

/// Renders a ``Plot`` as a standalone SVG document (valid XML, UTF-8).
///
/// Layout: a title, a framed plot area with nice ticks and grid lines, axis labels, the
/// settling band as a shaded strip around a dashed target line, dashed vertical markers
/// with labels, the curves as polylines in a colour-blind-friendly palette, and a legend.
extension Plot {
  static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]

  public func svg(width: Double = 860, height: Double = 500) -> String {
    let left = 78.0, right = 24.0, top = 48.0, bottom = 64.0
    let legendHeight = 20.0 * Double((series.count + 1) / 2)
    let plotW = width - left - right, plotH = height - top - bottom - legendHeight
    let (xr, yr) = ranges
    func px(_ t: Double) -> Double { left + (t - xr.lowerBound) / (xr.upperBound - xr.lowerBound) * plotW }
    func py(_ v: Double) -> Double { top + (yr.upperBound - v) / (yr.upperBound - yr.lowerBound) * plotH }
    let f = Plot.svgNumber
    var out = Plot.svgOpening(width: width, height: height, title: title)
    // Grid and ticks.
    out += "<g stroke=\"#e5e5e5\" stroke-width=\"1\">\n"
    let xTicks = Plot.ticks(xr), yTicks = Plot.ticks(yr)
    for t in xTicks { out += "<line x1=\"\(f(px(t)))\" y1=\"\(f(top))\" x2=\"\(f(px(t)))\" y2=\"\(f(top + plotH))\"/>\n" }
    for v in yTicks { out += "<line x1=\"\(f(left))\" y1=\"\(f(py(v)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(py(v)))\"/>\n" }
    out += "</g>\n"
    // Settling band and target.
    if let target, yr.contains(target) {
      if let band, band > 0 {
        let y0 = py(min(target + band, yr.upperBound)), y1 = py(max(target - band, yr.lowerBound))
        out += "<rect x=\"\(f(left))\" y=\"\(f(y0))\" width=\"\(f(plotW))\" height=\"\(f(max(y1 - y0, 1)))\" "
          + "fill=\"#2ca02c\" fill-opacity=\"0.15\"><title>settling band ±\(Plot.label(band))</title></rect>\n"
      }
      out += "<line x1=\"\(f(left))\" y1=\"\(f(py(target)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(py(target)))\" "
        + "stroke=\"#555555\" stroke-width=\"1\" stroke-dasharray=\"6 4\"/>\n"
      out += "<text x=\"\(f(left + plotW - 4))\" y=\"\(f(py(target) - 5))\" text-anchor=\"end\" fill=\"#555555\">target "
        + Plot.escape(Plot.label(target)) + "</text>\n"
    }
    out += Plot.svgAxes(x: xr, y: yr, left: left, top: top, width: plotW, height: plotH, xLabel: xLabel, yLabel: yLabel)
    // Markers.
    for (i, marker) in markers.enumerated() where xr.contains(marker.time) {
      let x = px(marker.time)
      let color = marker.series.map { Plot.palette[$0 % Plot.palette.count] } ?? "#555555"
      out += "<line x1=\"\(f(x))\" y1=\"\(f(top))\" x2=\"\(f(x))\" y2=\"\(f(top + plotH))\" stroke=\"\(color)\" "
        + "stroke-opacity=\"0.7\" stroke-width=\"1\" stroke-dasharray=\"3 3\"/>\n"
      // Labels right of the line, or left of it in the right part of the plot; stacked downwards.
      let rightSide = x > left + plotW * 0.6
      out += "<text x=\"\(f(rightSide ? x - 4 : x + 4))\" y=\"\(f(top + 14 + 14 * Double(i)))\" fill=\"\(color)\" "
        + "text-anchor=\"\(rightSide ? "end" : "start")\">" + Plot.escape(marker.label) + "</text>\n"
    }
    // Curves, clipped to the plot area.
    out += "<defs><clipPath id=\"plot-area\"><rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" "
      + "height=\"\(f(plotH))\"/></clipPath></defs>\n<g clip-path=\"url(#plot-area)\" fill=\"none\" stroke-width=\"2\">\n"
    for (i, s) in series.enumerated() {
      let points = Plot.thin(s, width: plotW).map { "\(f(px($0.0))),\(f(py($0.1)))" }.joined(separator: " ")
      out += "<polyline stroke=\"\(Plot.palette[i % Plot.palette.count])\" points=\"\(points)\"><title>"
        + Plot.escape(s.name) + "</title></polyline>\n"
    }
    out += "</g>\n"
    // Legend, two entries per row under the axis label.
    for (i, s) in series.enumerated() {
      let x = left + Double(i % 2) * plotW / 2, y = height - legendHeight - 4 + 20 * Double(i / 2) + 10
      out += "<line x1=\"\(f(x))\" y1=\"\(f(y - 4))\" x2=\"\(f(x + 24))\" y2=\"\(f(y - 4))\" "
        + "stroke=\"\(Plot.palette[i % Plot.palette.count])\" stroke-width=\"3\"/>\n"
      out += "<text x=\"\(f(x + 30))\" y=\"\(f(y))\">\(Plot.escape(s.name))</text>\n"
    }
    out += "</svg>\n"
    return out
  }

  /// At most about four points per horizontal pixel (keeps files small for long curves).
  static func thin(_ s: Series, width: Double) -> [(Double, Double)] {
    let limit = max(Int(width * 4), 2)
    guard s.times.count > limit else { return Array(zip(s.times, s.values)) }
    let stride = Double(s.times.count - 1) / Double(limit - 1)
    return (0..<limit).map { i in
      let j = min(Int((Double(i) * stride).rounded()), s.times.count - 1)
      return (s.times[j], s.values[j])
    }
  }

  /// SVG coordinates: two decimals.
  static func svgNumber(_ x: Double) -> String { String(format: "%.2f", x) }

  /// The start of an SVG document: size, fonts, a white background and the title centred on top.
  static func svgOpening(width: Double, height: Double, title: String) -> String {
    let f = svgNumber
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" \
      viewBox="0 0 \(f(width)) \(f(height))" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="12">

      """
      + "<rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"#ffffff\"/>\n"
      + "<text x=\"\(f(width / 2))\" y=\"28\" text-anchor=\"middle\" font-size=\"16\" font-weight=\"600\">"
      + escape(title) + "</text>\n"
  }

  /// The frame of a plot area (`left`, `top`, `width` × `height` in pixels showing ranges `x`
  /// and `y`), with tick marks and labels on the bottom and left edges and the axis labels.
  static func svgAxes(x xr: ClosedRange<Double>, y yr: ClosedRange<Double>, left: Double, top: Double, width plotW: Double,
                      height plotH: Double, xLabel: String, yLabel: String) -> String {
    let f = svgNumber
    func px(_ t: Double) -> Double { left + (t - xr.lowerBound) / (xr.upperBound - xr.lowerBound) * plotW }
    func py(_ v: Double) -> Double { top + (yr.upperBound - v) / (yr.upperBound - yr.lowerBound) * plotH }
    var out = "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#333333\"/>\n"
    if xr.upperBound > xr.lowerBound {
      for t in ticks(xr) {
        out += "<line x1=\"\(f(px(t)))\" y1=\"\(f(top + plotH))\" x2=\"\(f(px(t)))\" y2=\"\(f(top + plotH + 5))\" stroke=\"#333333\"/>\n"
        out += "<text x=\"\(f(px(t)))\" y=\"\(f(top + plotH + 19))\" text-anchor=\"middle\">\(escape(label(t)))</text>\n"
      }
    }
    if yr.upperBound > yr.lowerBound {
      for v in ticks(yr) {
        out += "<line x1=\"\(f(left - 5))\" y1=\"\(f(py(v)))\" x2=\"\(f(left))\" y2=\"\(f(py(v)))\" stroke=\"#333333\"/>\n"
        out += "<text x=\"\(f(left - 8))\" y=\"\(f(py(v) + 4))\" text-anchor=\"end\">\(escape(label(v)))</text>\n"
      }
    }
    out += "<text x=\"\(f(left + plotW / 2))\" y=\"\(f(top + plotH + 40))\" text-anchor=\"middle\">" + escape(xLabel) + "</text>\n"
    out += "<text transform=\"translate(18 \(f(top + plotH / 2))) rotate(-90)\" text-anchor=\"middle\">" + escape(yLabel) + "</text>\n"
    return out
  }

  /// XML text escaping.
  static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
