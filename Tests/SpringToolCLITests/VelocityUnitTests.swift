import Foundation
import SpringToolRequests
import Testing

/// `--velocity-unit`: a velocity as a gesture API reports it, converted to units per second.
@Suite("Velocity units")
struct VelocityUnitTests {
  @Test(
    "each unit to units per second, by hand",
    arguments: [
      (VelocityUnit.pointsPerSecond, 600.0, 1.0, 600.0), (.pointsPerMillisecond, 0.6, 1, 600), (.pixelsPerSecond, 1800, 3, 600),
      (.pixelsPerMillisecond, 1.8, 3, 600), (.dpPerSecond, 600, 2.75, 600), (.pixelsPerSecond, 1100, 2.75, 400),
    ])
  func conversion(_ unit: VelocityUnit, _ value: Double, _ density: Double, _ expected: Double) {
    // Relative 1e-15: one multiplication and one division each.
    #expect(abs(unit.perSecond(value, density: density) - expected) <= 1e-15 * expected)
  }

  @Test(
    "every command that takes a velocity reads its unit",
    arguments: [
      ["sample", "--response", "0.4", "--damping", "0.8", "--velocity", "0.6", "--velocity-unit", "pt/ms", "-f", "csv", "--duration", "0.02"],
      [
        "sample", "--engine", "android", "--response", "0.4", "--damping", "0.8", "--velocity", "1800", "--velocity-unit", "px/s",
        "--density", "3", "-f", "csv", "--duration", "0.02",
      ],
      [
        "sample", "--decay", "--engine", "react-native", "--velocity", "1.8", "--velocity-unit", "px/ms", "--density", "3", "-f", "csv",
        "--duration", "0.02",
      ],
    ])
  func commands(_ arguments: [String]) throws {
    // The first row's velocity is the release's, 600 units per second in every case.
    let r = springtool(arguments)
    #expect(r.status == 0, "\(r.error)")
    #expect(r.rows.first?[2] == 600, "\(r.output.prefix(300))")
  }

  @Test("drag, snap and morph take it too")
  func others() {
    let drag = springtool(["drag", "--translation", "10", "--velocity", "0.5", "--velocity-unit", "pt/ms"])
    #expect(drag.status == 0 && drag.output.contains("moving 500 pt/s"), "\(drag.error)\(drag.output.prefix(200))")
    let snap = springtool([
      "snap", "--points", "0,300", "--from", "100", "--velocity", "1.2", "--velocity-unit", "px/ms", "--density", "2",
      "--engine", "flutter", "--format", "json",
    ])
    #expect(snap.status == 0 && snap.json("handedVelocity") == 600, "\(snap.error)\(snap.output.prefix(300))")
    let morph = springtool([
      "morph", "--from", "0,0", "--to", "1,1", "--velocity", "0.001,0.002", "--velocity-unit", "pt/ms", "-f", "csv",
      "--duration", "0.02",
    ])
    #expect(morph.status == 0, "\(morph.error)")
  }

  @Test(
    "a unit without a velocity, an unknown unit or a density of 0 is refused in one line",
    arguments: [
      (["sample", "--velocity-unit", "px/s", "--response", "0.4"], "give it"),
      (["sample", "--velocity", "1", "--velocity-unit", "furlongs", "--response", "0.4"], "expected"),
      (["sample", "--velocity", "1", "--velocity-unit", "px/s", "--density", "0", "--response", "0.4"], "density"),
      (["sample", "--velocity", "1e308", "--velocity-unit", "pt/ms", "--response", "0.4"], "overflows"),
    ])
  func refusals(_ arguments: [String], _ mentions: String) {
    let r = springtool(arguments)
    #expect(r.status == 64 && r.error.hasPrefix("Error: ") && r.error.contains(mentions), "\(r.error)")
  }
}
