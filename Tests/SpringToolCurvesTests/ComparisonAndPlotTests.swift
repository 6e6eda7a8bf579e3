import SpringToolCurves
import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Testing

@Suite("Comparison and plots")
struct ComparisonAndPlotTests {
  @Test("max, where, RMS and velocity differences on one grid")
  func comparison() throws {
    let a = Curve(times: [0, 1, 2, 3], values: [0, 1, 2, 3], velocities: [1, 1, 1, 1])
    let b = Curve(times: [0, 1, 2, 3], values: [0, 1.5, 2, 2], velocities: [1, 0, 1, 1])
    let c = try #require(CurveComparison.compare(a, b))
    #expect(c.maxValueDifference == 1 && c.maxValueTime == 3)
    #expect(abs(c.rmsValueDifference - (1.25 / 4).squareRoot()) <= 1e-15)
    #expect(c.maxVelocityDifference == 1 && c.maxVelocityTime == 1 && !c.interpolated)
  }

  @Test("a different grid is interpolated, on the overlap only")
  func interpolatedComparison() throws {
    let a = Curve(times: [0, 0.5, 1, 1.5, 3], values: [0, 0.5, 1, 1.5, 3])
    let b = Curve(times: [0, 1, 2], values: [0, 1, 2])
    let c = try #require(CurveComparison.compare(a, b))
    #expect(c.samples == 4 && c.maxValueDifference == 0 && c.interpolated)
    #expect(CurveComparison.compare(a, Curve(times: [5, 6], values: [0, 0])) == nil)
  }

  @Test("figures from samples: settling by interpolated crossing, overshoot along the travel")
  func sampledFigures() {
    let curve = Curve(times: [0, 1, 2, 3], values: [0, 1.2, 0.9, 1.0])
    let f = SampledFigures(curve, from: 0, to: 1, epsilon: 0.05)
    #expect(abs((f.overshoot) - 0.2) <= 1e-15)
    // Last outside: t = 2 (0.1 > 0.05); crosses 0.05 halfway to t = 3.
    #expect(f.settlingTime == 2.5)
  }

  final class Collector: NSObject, XMLParserDelegate {
    var elements: [String: Int] = [:]
    var texts: [String] = []
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
      elements[name, default: 0] += 1
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { texts.append(string) }
  }

  @Test("the SVG is valid XML with axes, ticks, legend, band, target and markers")
  func svg() throws {
    var plot = Plot(title: "A <&> B", series: [
      Plot.Series(name: "first \"one\"", times: [0, 0.5, 1], values: [0, 1.2, 1]),
      Plot.Series(name: "second", times: [0, 0.5, 1], values: [0, 0.8, 1]),
    ], target: 1, band: 0.05)
    plot.markers = [Plot.Marker(label: "settles 0.8 s", time: 0.8, series: 0)]
    let parser = XMLParser(data: Data(plot.svg().utf8))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "XML error: \(String(describing: parser.parserError))")
    #expect(collector.elements["svg"] == 1)
    #expect(collector.elements["polyline"] == 2)
    #expect((collector.elements["text"] ?? 0) >= 12)
    let text = collector.texts.joined()
    for fragment in ["A <&> B", "time (s)", "value", "target 1", "settles 0.8 s", "first \"one\"", "second"] {
      #expect(text.contains(fragment), "missing \(fragment)")
    }
  }

  @Test("the terminal plot draws braille within its frame")
  func terminal() {
    let plot = Plot(title: "t", series: [Plot.Series(name: "s", times: [0, 1], values: [0, 1])], target: 1)
    let lines = plot.terminal(columns: 40, rows: 10).split(separator: "\n")
    #expect(lines.count == 1 + 10 + 3)
    #expect(lines.contains { $0.unicodeScalars.contains { $0.value >= 0x2801 && $0.value <= 0x28FF } })
  }

  @Test("nice ticks and labels")
  func ticks() {
    #expect(Plot.label(0.30000000000000004) == "0.3")
    #expect(Plot.label(1e-6) == "1e-06")
    #expect(Plot.label(-2.5) == "-2.5")
  }
}
