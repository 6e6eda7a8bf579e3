import Foundation
import SpringToolKit
import SpringToolReports
import SpringToolRequests
import Testing
import TestSupport

/// A repeated `--preset` or `--engine` on `plot` and `compare` is the overlay it obviously means:
/// one curve for each preset on each engine. Expected values: SwiftUI's presets worked by hand
/// (bouncy is response 0.5 s, ζ 0.7; smooth is response 0.5 s, ζ 1; Apple's documentation of
/// `Spring.bouncy`/`.smooth`: duration 0.5, bounce 0.3 and 0), through the textbook step response
/// from rest, and each engine's curve as `sample` prints it for that preset alone.
@Suite("Overlays: --preset and --engine repeated")
struct OverlayTests {
  /// The step response 0 → 1 from rest of a spring with response `response` and ratio ζ, written out.
  static func stepResponse(_ t: Double, response: Double, zeta: Double) -> Double {
    let w = 2 * Double.pi / response
    if zeta == 1 { return 1 - exp(-w * t) * (1 + w * t) }
    let wd = w * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * w * t) * (cos(wd * t) + zeta * w / wd * sin(wd * t))
  }

  static func read(_ path: String) throws(ParameterProblem) -> Curve { throw .usage("no files here: \(path)") }

  @Test("plot --preset bouncy --preset smooth: two curves, each its preset's closed form to 1e-12 of the travel")
  func presetsOverlay() throws {
    let request = try PlotRequest(ParameterList([("preset", "bouncy"), ("preset", "smooth")]), curves: [], read: Self.read)
    #expect(request.sources.map(\.label) == ["preset=bouncy", "preset=smooth"])
    for (source, zeta) in zip(request.sources, [0.7, 1.0]) {
      let times = [0, 0.05, 0.1, 0.3, 0.6]
      for (t, state) in zip(times, try source.curve.states(at: .list(times))) {
        let value = state.value
        #expect(abs(value - Self.stepResponse(t, response: 0.5, zeta: zeta)) <= 1e-12, "\(source.label) at \(t): \(value)")
      }
    }
    // One grid for both: until the slower (smooth, ζ 1) ends.
    let slowest = try #require(request.sources.map { $0.curve.ending.endTime ?? 0 }.max())
    #expect(request.grid.duration >= slowest && request.grid.duration < slowest + 1.0 / 60, "\(request.grid.duration) vs \(slowest)")
  }

  struct Overlay: Sendable, CustomTestStringConvertible {
    let presets: [String], engines: [String]
    var testDescription: String { (presets.map { "--preset \($0)" } + engines.map { "--engine \($0)" }).joined(separator: " ") }
  }

  @Test(
    "each curve of an overlay is the curve sample prints for its preset on its engine",
    arguments: [
      Overlay(presets: ["bouncy"], engines: ["exact", "android", "flutter"]),
      Overlay(presets: ["bouncy", "smooth"], engines: ["compose", "react-native"]),
      Overlay(presets: ["snappy", "bouncy", "smooth"], engines: []),
    ])
  func overlayCurves(_ overlay: Overlay) throws {
    var values = ParameterList(overlay.presets.map { ("preset", $0) } + overlay.engines.map { ("engine", $0) })
    values.append("to", "100")
    let request = try PlotRequest(values, curves: [], read: Self.read)
    let engines: [String?] = overlay.engines.isEmpty ? [nil] : overlay.engines.map(Optional.some)
    let pairs = overlay.presets.flatMap { p in engines.map { (p, $0) } }
    try #require(request.sources.count == pairs.count)
    for (source, (preset, engine)) in zip(request.sources, pairs) {
      #expect(source.label == "preset=\(preset)" + (engine.map { $0 == "exact" ? "" : " (\($0))" } ?? ""))
      let alone = springtool(
        ["sample", "--preset", preset, "--to", "100", "--format", "csv", "--dt", "0.05", "--duration", "1"]
          + (engine.map { ["--engine", $0] } ?? []))
      try #require(alone.status == 0, "\(alone.error)")
      let rows = csvNumbers(alone.output)
      let states = try source.curve.states(at: .list(rows.map { $0[0] }))
      for (row, state) in zip(rows, states) {
        #expect(abs(state.value - row[1]) <= 1e-9 * 100, "\(source.label) at \(row[0]): \(state.value) vs \(row[1])")
      }
    }
  }

  @Test("the command line: no 'given 2 times' note, every curve in the legend; over 12 curves is refused in one line")
  func commandLine() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = directory.appendingPathComponent("overlay.svg").path
    let run = springtool([
      "plot", "--preset", "bouncy", "--preset", "smooth", "--engine", "exact", "--engine", "android",
      "--to", "100", "--plot", svg,
    ])
    #expect(run.status == 0 && run.error.isEmpty, "\(run.error)")
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    for label in ["preset=bouncy", "preset=bouncy (android)", "preset=smooth", "preset=smooth (android)"] {
      #expect(text.contains(">\(label)<") || text.contains(": \(label)<"), "the legend has no \(label)")
    }
    let many = springtool(
      ["plot"] + ["bouncy", "smooth", "snappy", "interactive-spring", "default"].flatMap { ["--preset", $0] }
        + ["exact", "android", "compose"].flatMap { ["--engine", $0] })
    #expect(many.status == 64 && many.error.hasPrefix("Error: a plot draws at most 12 curves; 15 were given\n"), "\(many.error)")
  }

  @Test("compare --preset A --preset B is compare preset=A preset=B: the same differences, on an engine too")
  func comparePresets() throws {
    let overlay = springtool(["compare", "--preset", "bouncy", "--preset", "smooth", "--format", "csv"])
    let specs = springtool(["compare", "preset=bouncy", "preset=smooth", "--format", "csv"])
    #expect(overlay.status == 0 && overlay.error.isEmpty, "\(overlay.error)")
    #expect(overlay.output == specs.output)
    let android = springtool(["compare", "--preset", "bouncy", "--preset", "smooth", "--engine", "android", "--to", "100", "--format", "csv"])
    let androidSpecs = springtool([
      "compare", "preset=bouncy,engine=android,to=100", "preset=smooth,engine=android,to=100",
      "--format", "csv",
    ])
    // The same rows, the curves' names aside (a spec is named by its text).
    let lines = android.output.split(separator: "\n"), specLines = androidSpecs.output.split(separator: "\n")
    #expect(android.status == 0 && lines[1] == "curve,preset=bouncy (android),preset=smooth (android),")
    #expect(lines.count == specLines.count && Array(lines.dropFirst(2)) == Array(specLines.dropFirst(2)))
    let three = springtool(["compare", "--preset", "bouncy", "--preset", "smooth", "--preset", "snappy"])
    #expect(three.status == 64 && three.error.hasPrefix("Error: give '--preset' twice (A and B)"), "\(three.error)")
  }
}
