import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import SpringToolCLI
import SpringToolKit
import TestSupport
import Testing

/// analyze, compare, verify and plot in process.
@Suite("Commands: analyze, compare, verify, plot")
struct CurveCommandTests {
  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-e2e-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("analyze reproduces Core Animation (Table A), SwiftUI (Table C) and Compose (PhysicsAnimationTest)")
  func analyzeReproduces() throws {
    // Table A: ζ 0.8, response 0.5 → 0.7714094006693448 (CA's own operation order differs by an ulp: 4e-15).
    let ca = springtool(["analyze", "--response", "0.5", "--damping", "0.8", "--format", "json"]).output
    #expect(relativeError(jsonNumber(ca, "coreAnimationSettlingDuration") ?? 0, 0.7714094006693448) <= 4e-15)
    // Table C: Spring().settlingDuration = 0.7999999999999999 (the 0.1 s scan), exactly.
    let smooth = springtool(["analyze", "--preset", "smooth", "--format", "json"]).output
    #expect(jsonNumber(smooth, "swiftUISettlingDuration") == 0.7999999999999999)
    for (zeta, seconds) in [("1", 0.811), ("5", 4.83), ("0.5", 1.206)] {
      let compose = springtool([
        "analyze", "--stiffness", "100", "--damping", zeta, "--from", "100", "--to", "0", "--velocity", "3000",
        "--visibility-threshold", "1", "--format", "json",
      ]).output
      #expect(jsonNumber(compose, "composeEstimate") == seconds)
    }
  }

  @Test("analyze prints every settling definition and the shape")
  func analyzeTable() throws {
    let result = springtool(["analyze", "--preset", "bouncy", "--to", "300"])
    #expect(result.status == 0)
    for fragment in [
      "exact: last exit", "SwiftUI Spring.settlingDuration", "Core Animation settlingDuration",
      "Compose estimateAnimationDurationMillis", "Android SpringAnimation at rest", "peak overshoot",
      "deepest undershoot", "band crossings", "period", "50 % of the travel", "90 % of the travel",
    ] {
      #expect(result.output.contains(fragment), "missing \(fragment)")
    }
  }

  @Test("compare two specs: table and JSON; --tolerance exits 1 when exceeded")
  func compareSpecs() throws {
    let table = springtool(["compare", "response=0.4,damping=0.8", "preset=bouncy"])
    #expect(table.status == 0 && table.output.contains("max |Δvalue|"))
    let json = try Self.json(
      springtool(["compare", "response=0.4,damping=0.8", "preset=bouncy", "--format", "json"])
        .output)
    let difference = try #require(json["maxValueDifference"] as? Double)
    #expect(difference > 0.01 && difference < 0.2)
    let failing = springtool(["compare", "response=0.4,damping=0.8", "preset=bouncy", "--tolerance", "0.001"])
    #expect(failing.status == 1)
    #expect(failing.error.hasPrefix("Error: the curves differ by"))
    let passing = springtool([
      "compare", "response=0.4,damping=0.8", "response=0.4,damping=0.8,backend=swift",
      "--tolerance", "1e-9",
    ])
    #expect(passing.status == 0, "\(passing.error)")
  }

  @Test("compare a sampled file with its spec, and a file with itself")
  func compareFiles() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("curve.csv").path
    #expect(springtool(["sample", "--preset", "snappy", "--backend", "analytic", "--output", path]).status == 0)
    let json = springtool(["compare", path, "preset=snappy,backend=analytic", "--format", "json"]).output
    #expect(jsonNumber(json, "maxValueDifference") == 0)
    let same = springtool(["compare", path, path, "--tolerance", "0"])
    #expect(same.status == 0)
  }

  @Test("verify curves/ passes with every backend built in")
  func verifyGolden() throws {
    let result = springtool(["verify", packageRoot.appendingPathComponent("curves").path])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("checks passed"))
    #expect(!result.output.contains("FAIL"))
  }

  @Test("a tampered curve fails, naming the file, the first bad sample and the worst error")
  func verifyTampered() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = packageRoot.appendingPathComponent("curves/reference-0.4-0.8.csv")
    var lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let header = try #require(lines.firstIndex(of: "t,value,velocity"))
    // Sample 10 (0-based) gets its value nudged by 1e-6.
    var cells = lines[header + 11].split(separator: ",").map(String.init)
    cells[1] = String(Double(cells[1])! + 1e-6)
    lines[header + 11] = cells.joined(separator: ",")
    let path = directory.appendingPathComponent("tampered.csv").path
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let result = springtool(["verify", path])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("Error: "))
    #expect(result.error.contains("tampered.csv"))
    #expect(result.error.contains("first bad sample 10"), "\(result.error)")
    #expect(result.error.contains("worst error"))
    #expect(result.output.contains("FAIL"))
  }

  @Test("verify reports a malformed file by name and line")
  func verifyMalformed() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("broken.csv").path
    try "# mass: 1\nt,value,velocity\n0,0,0\n0.1,zero,1\n".write(toFile: path, atomically: true, encoding: .utf8)
    let result = springtool(["verify", path])
    #expect(result.status == 1)
    #expect(result.error.contains("broken.csv"))
    #expect(result.error.contains("broken.csv:4: 'zero' in column value is not a number"))
  }

  @Test("plot writes a valid SVG; without --output it draws in the terminal")
  func plot() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("plot.svg").path
    let result = springtool(["plot", "preset=bouncy", "preset=smooth", "--plot", path])
    #expect(result.status == 0 && result.output.isEmpty)
    let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(parser.parse())
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("<path") && svg.contains("settles"))
    let terminal = springtool(["sample", "--preset", "bouncy", "--plot", "-"])
    #expect(terminal.status == 0 && terminal.output.contains("⣿"))
    let both = springtool(["compare", "preset=bouncy", "preset=smooth", "--plot", path])
    #expect(both.status == 0 && both.output.contains("max |Δvalue|"))
  }

  /// Found by the fuzzer (seed 1592590338): bouncy's 0 → 1 against a file moving to 1.79769e308 differs by about
  /// 1.8e308, which is 1.8e310 % of bouncy's travel, beyond a double: no percentage is printed, never "inf".
  @Test("compare: a difference whose percentage of the travel overflows a double prints none (— and null), never inf")
  func percentOverflow() throws {
    let file = try Self.temporaryDirectory().appendingPathComponent("huge.csv")
    try "t,value\n0,1.79769e38\n0.5,1e308\n1,1.79769e308\n".write(to: file, atomically: true, encoding: .utf8)
    let text = springtool(["compare", "preset=bouncy", file.path])
    #expect(text.status == 0 && text.output.contains("max |Δvalue| % of travel  —") && !text.output.contains("inf"), "\(text.output)")
    let json = springtool(["compare", "preset=bouncy", file.path, "-f", "json"])
    #expect(json.status == 0 && json.output.contains("\"maxValueDifferencePercentOfTravel\": null"), "\(json.output)")
  }
}
