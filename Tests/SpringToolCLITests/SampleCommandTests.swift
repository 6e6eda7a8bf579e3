import Foundation
import SpringToolCLI
import SpringToolKit
import TestSupport
import Testing

/// `springtool sample` and `convert` in process: formats, rows, files, help.
@Suite("Commands: sample and convert")
struct SampleAndConvertTests {
  @Test("the README's main command: header, first row at from/velocity, last row at the rounded settle time")
  func readmeCommand() throws {
    let result = springtool(["sample", "--response", "0.4", "--damping", "0.8"])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(result.output.hasPrefix("# generator: springtool \(SpringTool.version) sample\n# response: 0.4\n# damping: 0.8\n"))
    #expect(result.output.contains("\nt,value,velocity\n"))
    let rows = csvNumbers(result.output)
    #expect(rows.first == [0, 0, 0])
    // Exact settle time into ±0.1 % is 0.53944… s (tools/ reference: 0.5394419339670…); 60 fps → 33 frames.
    #expect(rows.last?[0] == 33.0 / 60)
    #expect(rows.count == 34)
    #expect(abs(rows.last![1] - 1) <= 0.001)
  }

  @Test("--from, --to and --velocity set the first row exactly")
  func firstRow() throws {
    let result = springtool([
      "sample", "--preset", "bouncy", "--from", "-3.5", "--to", "12",
      "--velocity", "40", "--duration", "0.5", "--fps", "120",
    ])
    let rows = csvNumbers(result.output)
    #expect(rows.first == [0, -3.5, 40])
    #expect(rows.last?[0] == 0.5)
    #expect(rows.count == 61)
  }

  @Test("--samples N gives N rows from 0 to T inclusive")
  func samplesOption() throws {
    let result = springtool(["sample", "--samples", "11", "--duration", "2"])
    let rows = csvNumbers(result.output)
    #expect(rows.count == 11)
    #expect(rows.map { $0[0] } == (0...10).map { Double($0) * 2 / 10 })
  }

  @Test("formats: tsv, json (parses, has samples), table")
  func formats() throws {
    let tsv = springtool(["sample", "--duration", "0.1", "--format", "tsv"]).output
    #expect(tsv.contains("\nt\tvalue\tvelocity\n"))
    let json = springtool(["sample", "--duration", "0.1", "--format", "json"]).output
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let samples = try #require(object["samples"] as? [[String: Double]])
    #expect(samples.count == 7)
    #expect(samples.first?["t"] == 0)
    #expect((object["metadata"] as? [String: Any])?["velocity-scale"] as? Double == 2 * .pi / 0.5)
    let table = springtool(["sample", "--duration", "0.1", "--format", "table"]).output
    #expect(table.split(separator: "\n")[1].hasPrefix("---"))
  }

  @Test("numbers read back to the same Double")
  func roundTripNumbers() throws {
    let result = springtool([
      "sample", "--response", "0.37", "--damping", "0.61", "--samples", "5",
      "--duration", "1",
    ])
    for row in csvNumbers(result.output) {
      for x in row { #expect(Double(x.description) == x) }
    }
  }

  @Test("--output writes the file atomically and prints nothing")
  func outputFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-e2e-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("curve.csv").path
    let result = springtool(["sample", "--duration", "0.2", "--output", path])
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("\nt,value,velocity\n"))
    let checks = GoldenFile.check(try CurveFile.read(path: path))
    #expect(checks.allSatisfy { $0.passed })
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["curve.csv"])
  }

  @Test("convert --format json has the documented keys")
  func convertJSON() throws {
    let result = springtool(["convert", "--response", "0.4", "--damping", "0.8", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    for key in ["mass", "stiffness", "friction", "dampingRatio", "response", "bounce", "tension"] {
      #expect(object[key] is Double, "missing \(key)")
    }
    #expect(jsonNumber(result.output, "stiffness") == 246.74011002723395)
    #expect(jsonNumber(result.output, "friction") == 25.132741228718345)
  }

  /// Motion's spring({visualDuration: V, bounce: b}) is ω0 = 2π/(1.2·V), ζ = clamp(1 − b, 0.05, 1) (motion's
  /// spring/index.ts, reference/peers.md): response 0.36, ζ 0.75 is V 0.3, b 0.25; response 0.48, ζ 1 is V 0.4, b 0;
  /// ζ 1.2 and ζ 0.02 have none (Motion clamps them away). Tolerance 1e-15 relative (one division).
  @Test(
    "convert gives Motion's visualDuration and bounce, none where Motion clamps the damping ratio",
    arguments: [
      (0.36, 0.75, 0.3 as Double?, 0.25 as Double?), (0.48, 1, 0.4, 0), (0.5, 1.2, nil, nil), (0.5, 0.02, nil, nil),
    ])
  func convertMotion(_ response: Double, _ damping: Double, _ visual: Double?, _ bounce: Double?) throws {
    let result = springtool(["convert", "--response", "\(response)", "--damping", "\(damping)", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    if let visual, let bounce {
      #expect(abs((object["visualDuration"] as? Double ?? .nan) - visual) <= 1e-15 * visual)
      #expect(abs((object["motionBounce"] as? Double ?? .nan) - bounce) <= 1e-15)
    } else {
      #expect(object["visualDuration"] is NSNull && object["motionBounce"] is NSNull, "\(object)")
    }
    // And back: the visual duration and bounce make the same spring (convert's stiffness, 1e-12 relative).
    guard let visual, let bounce else { return }
    let back = springtool(["convert", "--visual-duration", "\(visual)", "--bounce", "\(bounce)", "--format", "json"])
    let k = try #require(jsonNumber(back.output, "stiffness")), expected = pow(2 * Double.pi / response, 2)
    #expect(abs(k - expected) <= 1e-12 * expected, "\(k) vs \(expected)")
  }

  @Test(
    "convert understands every family",
    arguments: [
      ["--response", "0.5", "--bounce", "-0.2"], ["--stiffness", "medium", "--damping", "medium-bouncy"],
      ["--stiffness", "100", "--friction", "10", "--mass", "2"], ["--tension", "170", "--friction", "26"],
      ["--origami-tension", "40", "--origami-friction", "7"], ["--preset", "snappy", "--extra-bounce", "0.1"],
    ])
  func convertFamilies(_ arguments: [String]) throws {
    let result = springtool(["convert"] + arguments)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("Core Animation"))
  }

  @Test(
    "--help on every command, and --version",
    arguments: [
      "sample", "convert", "presets", "analyze", "compare", "plot", "verify", "backends", "drag", "morph", "fit", "tune", "export", "sweep", "engines",
      "completions",
    ])
  func help(_ command: String) throws {
    let result = springtool([command, "--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("OVERVIEW: "))
    #expect(result.output.contains("USAGE: springtool \(command)"))
    #expect(result.output.contains("-h, --help"))
    let version = springtool(["--version"])
    #expect(version.status == 0 && version.output.hasPrefix("springtool "))
  }
}
