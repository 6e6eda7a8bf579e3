import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import SpringToolCore
@testable import SpringToolPlots
import Testing

/// Pictures: valid SVG, every label where it is meant to be and on no other text, round ticks,
/// smooth curves; the terminal plot in braille with colour on request.
@Suite("Plots")
struct PlotTests {
  final class Collector: NSObject, XMLParserDelegate {
    var elements: [String: Int] = [:]
    var texts: [String] = []
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      elements[name, default: 0] += 1
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { texts.append(string) }
  }

  static func spring(_ response: Double, _ zeta: Double, to: Double = 1) throws -> Plot.Series {
    let motion = try SpringMotion(spring: try Spring(response: response, dampingRatio: zeta), from: 0, to: to)
    return try Plot.Series(name: "response \(response), ζ \(zeta)", motion: motion, to: 1.2)
  }

  /// A busy plot: three long names, markers close together, a point, a level, a band, a difference panel.
  static func busy() throws -> Plot {
    var plot = Plot(
      title: "preset=bouncy,to=300,velocity=-1200 vs response=0.4,damping=0.8 vs easing=ease-in-out,duration=0.5",
      series: [try spring(0.5, 0.7), try spring(0.4, 0.8), try spring(0.3, 1)], target: 1, band: 0.001)
    plot.markers = [
      Plot.Marker(label: "a: settles 0.5394 s", time: 0.5394, series: 0),
      Plot.Marker(label: "b: settles 0.5523 s", time: 0.5523, series: 1),
      Plot.Marker(label: "retarget → 2", time: 0.56), Plot.Marker(label: "release", time: 0.1),
    ]
    plot.points = [Plot.Point(label: "overshoot 0.046 (4.6 %)", time: 0.33, value: 1.046, series: 0)]
    plot.levels = [Plot.Level(label: "midpoint 0.5", value: 0.5)]
    plot.valueTicks = [0]
    plot.difference = Plot.Series(name: "B − A", times: [0, 0.5, 1], values: [0, 0.01, 0])
    return plot
  }

  @Test("the SVG is valid XML with the title, axes, legend, band, target, markers and points")
  func svg() throws {
    var plot = Plot(
      title: "A <&> B",
      series: [
        Plot.Series(name: "first \"one\"", times: [0, 0.5, 1], values: [0, 1.2, 1]),
        Plot.Series(name: "second", times: [0, 0.5, 1], values: [0, 0.8, 1], style: .frames),
      ], target: 1, band: 0.05)
    plot.markers = [Plot.Marker(label: "settles 0.8 s", time: 0.8, series: 0)]
    plot.points = [Plot.Point(label: "overshoot 0.2", time: 0.5, value: 1.2, series: 0)]
    let parser = XMLParser(data: Data(plot.svg().utf8))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "XML error: \(String(describing: parser.parserError))")
    #expect(collector.elements["svg"] == 1)
    #expect(collector.elements["path"] == 2)
    let text = collector.texts.joined()
    for fragment in [
      "A <&> B", "time (s)", "value", "target 1", "settles 0.8 s", "first \"one\"", "second", "overshoot 0.2",
      "settling band ±0.05",
    ] {
      #expect(text.contains(fragment), "missing \(fragment)")
    }
  }

  @Test("no two text boxes overlap and all lie inside the picture", arguments: [860.0, 600, 420])
  func layout(_ width: Double) throws {
    let (boxes, picture) = try Self.busy().textBoxes(width: width)
    #expect(boxes.count >= 20)
    for (i, a) in boxes.enumerated() {
      #expect(picture.contains(a), "outside: \(a)")
      for b in boxes[(i + 1)...] { #expect(!a.intersects(b), "\(a) overlaps \(b)") }
    }
  }

  @Test("a label never sits on a curve: the overshoot label's box touches no drawn segment")
  func labelsAvoidCurves() throws {
    var plot = Plot(title: "t", series: [try Self.spring(0.5, 0.3)], target: 1, band: 0.001)
    plot.points = [Plot.Point(label: "overshoot 0.37 (37 %)", time: 0.26, value: 1.37, series: 0)]
    let svg = plot.svg()
    #expect(svg.contains(">overshoot 0.37 (37 %)<"), "placed on the plot, not moved to the legend")
  }

  @Test(
    "ticks are round numbers without binary noise",
    arguments: [
      (0.0...1.0, 6, [0.0, 0.2, 0.4, 0.6, 0.8, 1]), (0.0...0.35, 8, [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35]),
      (-3.0...17.0, 4, [0.0, 5, 10, 15]),
    ] as [(ClosedRange<Double>, Int, [Double])])
  func ticks(_ range: ClosedRange<Double>, _ count: Int, _ expected: [Double]) {
    let ticks = Plot.ticks(range, count: count)
    #expect(Set(expected).isSubset(of: Set(ticks)), "\(ticks)")
    #expect(ticks.allSatisfy { Plot.label($0).count <= 5 })
  }

  @Test("labels: no binary noise, Unicode minus, exponents compact")
  func labels() {
    #expect(Plot.label(0.30000000000000004) == "0.3")
    #expect(Plot.label(246.74011002723395) == "246.74")
    #expect(Plot.label(1e-6) == "1e−6")
    #expect(Plot.label(-2.5) == "−2.5")
    #expect(Plot.label(0) == "0")
  }

  @Test("curves are smooth cubic segments through the samples, with the exact velocities")
  func hermite() {
    let series = Plot.Series(name: "s", times: [0, 1], values: [0, 1], velocities: [3, 0])
    let d = Plot.hermitePath(Plot.thin(series, limit: 10), px: { $0 * 100 }, py: { $0 * 100 })
    #expect(d == "M0.00,0.00 C33.33,100.00 66.67,100.00 100.00,100.00")
  }

  @Test("a settling band thinner than the minimum is drawn at it, and the legend says so")
  func band() throws {
    let plot = Plot(title: "t", series: [try Self.spring(0.5, 0.7)], target: 1, band: 0.001)
    let svg = plot.svg()
    #expect(svg.contains("height=\"\(Plot.svgNumber(Plot.minimumBandPixels))\""))
    #expect(svg.contains("settling band ±0.001 (drawn 6 px tall)"))
  }

  @Test("the terminal plot draws every curve in braille within its width, coloured on request")
  func terminal() throws {
    let plot = Plot(title: "t", series: [try Self.spring(0.5, 0.7), try Self.spring(0.3, 1)], target: 1)
    let text = plot.terminal(columns: 60, rows: 10)
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines.map(\.count))")
    #expect(lines.contains { $0.unicodeScalars.contains { $0.value >= 0x2801 && $0.value <= 0x28FF } })
    #expect(!text.contains("\u{1B}["))
    let coloured = plot.terminal(columns: 60, rows: 10, colour: true)
    #expect(coloured.contains("\u{1B}[34m") && coloured.contains("\u{1B}[31m"))
  }

  @Test("heatmap: round colour-bar ticks and marks")
  func heatmap() {
    var map = Heatmap(
      title: "settle", xLabel: "response (s)", yLabel: "damping", valueLabel: "settle (s)",
      xs: [0.1, 0.5, 1], ys: [0.2, 0.6, 1], values: [0.3, 1, 2, 0.2, 0.6, 1.2, 0.15, 0.5, 1.1])
    map.marks = [Heatmap.Mark(label: "mine", x: 0.5, y: 0.6)]
    let svg = map.svg()
    #expect(svg.contains(">mine<"))
    #expect(Heatmap.logTicks(0.01, 10) == [0.01, 0.1, 1, 10] || Heatmap.logTicks(0.01, 10).contains(0.1))
    #expect(XMLParser(data: Data(svg.utf8)).parse())
  }
}
