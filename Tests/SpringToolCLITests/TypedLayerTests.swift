import Foundation
import SpringToolKit
import Testing
import TestSupport
import _SpringToolSupport

/// The typed layer's promises, through the command line: one spring is one spring whatever family
/// names it, the numbers given come back as given, and `sweep` and `analyze` are one computation.
@Suite("One spring, one answer")
struct TypedLayerTests {
  /// The same (m, k, c) in four families: SwiftUI's response 0.2 s with ζ 1 (the issue's case),
  /// the physical k and c it makes, react-spring's tension and friction, Android's k and ζ.
  static let families: [[String]] = [
    ["--response", "0.2", "--damping", "1"],
    ["--stiffness", "986.9604401089358", "--friction", "62.83185307179586"],
    ["--tension", "986.9604401089358", "--friction", "62.83185307179586"],
    ["--stiffness", "986.9604401089358", "--damping", "1"],
  ]

  /// The sample rows without the metadata (which names the family given).
  static func rows(_ run: Run) -> [Substring] { run.output.split(separator: "\n").filter { !$0.hasPrefix("#") } }

  @Test("equal springs given in any family render identically under every engine", arguments: Engines.ids)
  func families(engine: String) throws {
    // The four families name one (m, k, c), bit for bit.
    let canonical = Self.families.map { family -> [Double?] in
      let run = springtool(["convert", "--format", "json"] + family)
      return [run.json("mass"), run.json("unitMassStiffness"), run.json("unitMassDampingCoefficient")]
    }
    #expect(Set(canonical.map { $0.map { $0 ?? .nan } }).count == 1, "the families do not name one spring: \(canonical)")
    let reference = springtool(["sample", "--engine", engine, "--to", "100"] + Self.families[0])
    try #require(reference.status == 0, "\(reference.error)")
    for family in Self.families.dropFirst() {
      let run = springtool(["sample", "--engine", engine, "--to", "100"] + family)
      #expect(run.status == 0)
      #expect(Self.rows(run) == Self.rows(reference), "\(engine): \(family.joined(separator: " ")) renders differently")
    }
  }

  @Test("--response R prints R back exactly, for any R", arguments: 0..<4)
  func responseRoundTrip(seed: Int) throws {
    var g = SeededGenerator(seed: 0xA11CE + UInt64(seed))
    for _ in 0..<50 {
      let r = exp(Double.random(in: log(1e-3)...log(100), using: &g))
      let text = [String(r), String(format: "%.3f", r), "0.178", "1e-3", "123.456"].randomElement(using: &g)!
      let given = Double(text)!
      let run = springtool(["convert", "--response", text, "--damping", "0.5", "--format", "json"])
      #expect(run.status == 0)
      #expect(run.json("response") == given, "--response \(text) came back as \(run.json("response") ?? .nan)")
      let analyzed = springtool(["analyze", "--response", text, "--damping", "0.5", "--format", "json"])
      #expect(analyzed.output.contains("\"response\": \(NumberText.text(given))"), "analyze --response \(text)")
    }
  }

  /// Every figure `sweep` shares with `analyze`, at the same springs, to the last digit.
  @Test("sweep and analyze agree on every figure they share", arguments: ["settle", "overshoot", "peak-time", "rise-time", "period"])
  func sweepAgrees(figure: String) throws {
    let sweep = springtool(["sweep", "--response", "0.05:1.7:4", "--damping", "0.1:1.3:4", "--figure", figure, "--to", "300"])
    try #require(sweep.status == 0, "\(sweep.error)")
    let rows = sweep.output.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    #expect(rows.count == 16)
    // The axis ends are the numbers given, not re-derived ones.
    #expect(rows.first.map { [String($0[0]), String($0[1])] } == ["0.05", "0.1"])
    #expect(rows.last.map { [String($0[0]), String($0[1])] } == ["1.7", "1.3"])
    for row in rows {
      let (response, damping, value) = (String(row[0]), String(row[1]), String(row[2]))
      let analyze = springtool(["analyze", "--response", response, "--damping", damping, "--to", "300", "--format", "json"])
      let object = try #require(analyze.object as? [String: Any])
      let expected: Double?
      switch figure {
      case "settle": expected = analyze.json("exact")
      case "overshoot": expected = analyze.json("percentOfTravel")
      case "peak-time":
        expected = ((object["peakOvershoot"] as? [String: Any]) != nil) ? Self.number(after: "\"peakOvershoot\": {\"time\": ", in: analyze.output) : nil
      case "rise-time": expected = analyze.json("ninetyPercentTime")
      default: expected = analyze.json("period")
      }
      if let expected {
        #expect(value == NumberText.text(expected), "\(figure) at response \(response), ζ \(damping): sweep \(value), analyze \(expected)")
      } else {
        #expect(value.isEmpty || (figure == "overshoot" && Double(value) == 0), "\(figure) at response \(response), ζ \(damping): sweep \(value), analyze none")
      }
    }
  }

  static func number(after prefix: String, in text: String) -> Double? {
    guard let range = text.range(of: prefix) else { return nil }
    return Double(text[range.upperBound...].prefix { "0123456789+-.e".contains($0) })
  }
}
