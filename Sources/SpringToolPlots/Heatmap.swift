import SpringToolCurves
import Foundation

/// A figure over a two-parameter grid drawn as an SVG heatmap with a colour bar.
///
/// Values are row-major (`values[j·xs.count + i]` at `xs[i]`, `ys[j]`); NaN cells (the figure
/// does not exist there) are grey. Grids larger than `maxCells` a side are shown by their
/// nearest grid points, so a 1000×1000 sweep stays a small file; equal neighbouring colours
/// in a row merge into one rectangle.
public struct Heatmap: Sendable {
  public var title: String
  public var xLabel: String
  public var yLabel: String
  public var valueLabel: String
  public var xs: [Double]
  public var ys: [Double]
  public var values: [Double]

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
    let i = min(Int(s), stops.count - 2), f = s - Double(i)
    let (a, b) = (stops[i], stops[i + 1])
    func c(_ x: Double, _ y: Double) -> Int { Int((x + (y - x) * f).rounded()) }
    return String(format: "#%02x%02x%02x", c(a.0, b.0), c(a.1, b.1), c(a.2, b.2))
  }

  public func svg(width: Double = 860, height: Double = 560, maxCells: Int = 160) -> String {
    let (left, right, top, bottom) = (80.0, 150.0, 48.0, 60.0)
    let plotW = width - left - right, plotH = height - top - bottom
    let f = Plot.svgNumber
    let finite = values.filter(\.isFinite)
    let lo = finite.min() ?? 0, hi = finite.max() ?? 1
    // A positive figure spanning more than 50× (settling times near ζ = 0) reads better on a log scale.
    let logarithmic = lo > 0 && hi / lo > 50
    let position: (Double) -> Double = logarithmic ? { log($0 / lo) / log(hi / lo) } : { hi > lo ? ($0 - lo) / (hi - lo) : 0.5 }
    let valueAt: (Double) -> Double = logarithmic ? { lo * pow(hi / lo, $0) } : { lo + (hi - lo) * $0 }
    // Shown columns and rows: every grid point, or evenly chosen ones.
    func pick(_ n: Int) -> [Int] { n <= maxCells ? Array(0..<n) : (0..<maxCells).map { Int((Double($0) + 0.5) * Double(n) / Double(maxCells)) } }
    let columns = pick(xs.count), rows = pick(ys.count)
    let cellW = plotW / Double(columns.count), cellH = plotH / Double(rows.count)
    var out = Plot.svgOpening(width: width, height: height, title: title)
    out += "<g shape-rendering=\"crispEdges\">\n"
    for (r, j) in rows.enumerated() {
      let y = top + plotH - Double(r + 1) * cellH  // y grows upward
      var c = 0
      while c < columns.count {
        let value = values[j * xs.count + columns[c]]
        let fill = value.isFinite ? Self.color(position(value)) : "#d0d0d0"
        var end = c + 1
        while end < columns.count {
          let next = values[j * xs.count + columns[end]]
          if (next.isFinite ? Self.color(position(next)) : "#d0d0d0") != fill { break }
          end += 1
        }
        out += "<rect x=\"\(f(left + Double(c) * cellW))\" y=\"\(f(y))\" width=\"\(f(Double(end - c) * cellW + 0.5))\" "
          + "height=\"\(f(cellH + 0.5))\" fill=\"\(fill)\"/>\n"
        c = end
      }
    }
    out += "</g>\n"
    // Ticks only along increasing axes (cells are drawn in grid order, first at the left and bottom).
    func axis(_ v: [Double]) -> ClosedRange<Double> {
      guard let a = v.first, let b = v.last, b > a else { return 0...0 }
      return a...b
    }
    out += Plot.svgAxes(x: axis(xs), y: axis(ys), left: left, top: top, width: plotW, height: plotH, xLabel: xLabel, yLabel: yLabel)
    // Colour bar.
    let barX = left + plotW + 24, barW = 18.0
    for k in 0..<64 {
      let y = top + plotH - Double(k + 1) * plotH / 64
      out += "<rect x=\"\(f(barX))\" y=\"\(f(y))\" width=\"\(f(barW))\" height=\"\(f(plotH / 64 + 0.5))\" fill=\"\(Self.color((Double(k) + 0.5) / 64))\"/>\n"
    }
    out += "<rect x=\"\(f(barX))\" y=\"\(f(top))\" width=\"\(f(barW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#333333\"/>\n"
    for u in [0, 0.25, 0.5, 0.75, 1.0] {
      let tick = valueAt(u), rounded = Double(String(format: "%.3g", tick)) ?? tick
      out += "<text x=\"\(f(barX + barW + 4))\" y=\"\(f(top + plotH - u * plotH + 4))\">\(Plot.escape(Plot.label(rounded)))</text>\n"
    }
    out += "<text transform=\"translate(\(f(barX + barW + 62)) \(f(top + plotH / 2))) rotate(-90)\" text-anchor=\"middle\">"
      + Plot.escape(valueLabel + (logarithmic ? ", log scale" : "")) + "</text>\n"
    if finite.count < values.count {
      out += "<rect x=\"\(f(barX))\" y=\"\(f(top + plotH + 12))\" width=\"\(f(barW))\" height=\"10\" fill=\"#d0d0d0\"/>"
        + "<text x=\"\(f(barX + barW + 4))\" y=\"\(f(top + plotH + 21))\">none</text>\n"
    }
    out += "</svg>\n"
    return out
  }
}
