import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import TestSupport
import Testing

/// analyze, compare, verify and plot through the built binary.
@Suite("End to end: analyze, compare, verify, plot")
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
    let ca = try runSpringtool(["analyze", "--response", "0.5", "--damping", "0.8", "--format", "json"]).standardOutput
    #expect(relativeError(jsonNumber(ca, "coreAnimationSettlingDuration") ?? 0, 0.7714094006693448) <= 4e-15)
    // Table C: Spring().settlingDuration = 0.7999999999999999 (the 0.1 s scan), exactly.
    let smooth = try runSpringtool(["analyze", "--preset", "smooth", "--format", "json"]).standardOutput
    #expect(jsonNumber(smooth, "swiftUISettlingDuration") == 0.7999999999999999)
    for (zeta, seconds) in [("1", 0.811), ("5", 4.83), ("0.5", 1.206)] {
      let compose = try runSpringtool([
        "analyze", "--stiffness", "100", "--damping", zeta, "--from", "100", "--to", "0", "--velocity", "3000",
        "--visibility-threshold", "1", "--format", "json",
      ]).standardOutput
      #expect(jsonNumber(compose, "composeEstimate") == seconds)
    }
  }

  @Test("analyze prints every settling definition and the shape")
  func analyzeTable() throws {
    let result = try runSpringtool(["analyze", "--preset", "bouncy", "--to", "300"])
    #expect(result.status == 0)
    for fragment in ["exact: last exit", "SwiftUI Spring.settlingDuration", "Core Animation settlingDuration",
                     "Compose estimateAnimationDurationMillis", "Android SpringAnimation at rest", "peak overshoot",
                     "deepest undershoot", "band crossings", "period", "50 % of the travel", "90 % of the travel"] {
      #expect(result.standardOutput.contains(fragment), "missing \(fragment)")
    }
  }

  @Test("compare two specs: table and JSON; --tolerance exits 1 when exceeded")
  func compareSpecs() throws {
    let table = try runSpringtool(["compare", "response=0.4,damping=0.8", "preset=bouncy"])
    #expect(table.status == 0 && table.standardOutput.contains("max |Δvalue|"))
    let json = try Self.json(try runSpringtool(["compare", "response=0.4,damping=0.8", "preset=bouncy", "--format", "json"])
      .standardOutput)
    let difference = try #require(json["maxValueDifference"] as? Double)
    #expect(difference > 0.01 && difference < 0.2)
    let failing = try runSpringtool(["compare", "response=0.4,damping=0.8", "preset=bouncy", "--tolerance", "0.001"])
    #expect(failing.status == 1)
    #expect(failing.standardError.hasPrefix("Error: the curves differ by"))
    let passing = try runSpringtool(["compare", "response=0.4,damping=0.8", "response=0.4,damping=0.8,backend=swift",
                                     "--tolerance", "1e-9"])
    #expect(passing.status == 0, "\(passing.standardError)")
  }

  @Test("compare a sampled file with its spec, and a file with itself")
  func compareFiles() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("curve.csv").path
    #expect(try runSpringtool(["sample", "--preset", "snappy", "--backend", "analytic", "--output", path]).status == 0)
    let json = try runSpringtool(["compare", path, "preset=snappy,backend=analytic", "--format", "json"]).standardOutput
    #expect(jsonNumber(json, "maxValueDifference") == 0)
    let same = try runSpringtool(["compare", path, path, "--tolerance", "0"])
    #expect(same.status == 0)
  }

  @Test("verify curves/ passes with every backend built in")
  func verifyGolden() throws {
    let result = try runSpringtool(["verify", packageRoot.appendingPathComponent("curves").path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("checks passed"))
    #expect(!result.standardOutput.contains("FAIL"))
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
    let result = try runSpringtool(["verify", path])
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("Error: "))
    #expect(result.standardError.contains("tampered.csv"))
    #expect(result.standardError.contains("first bad sample 10"))
    #expect(result.standardError.contains("worst error"))
    #expect(result.standardOutput.contains("FAIL"))
  }

  @Test("verify reports a malformed file by name and line")
  func verifyMalformed() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("broken.csv").path
    try "# mass: 1\nt,value,velocity\n0,0,0\n0.1,zero,1\n".write(toFile: path, atomically: true, encoding: .utf8)
    let result = try runSpringtool(["verify", path])
    #expect(result.status == 1)
    #expect(result.standardError.contains("broken.csv"))
    #expect(result.standardError.contains("line 4"))
  }

  @Test("plot writes a valid SVG; without --output it draws in the terminal")
  func plot() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("plot.svg").path
    let result = try runSpringtool(["plot", "preset=bouncy", "preset=smooth", "--output", path])
    #expect(result.status == 0 && result.standardOutput.isEmpty)
    let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(parser.parse())
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("<polyline") && svg.contains("settles"))
    let terminal = try runSpringtool(["sample", "--preset", "bouncy", "--plot", "-"])
    #expect(terminal.status == 0 && terminal.standardOutput.contains("⣿"))
    let both = try runSpringtool(["compare", "preset=bouncy", "preset=smooth", "--plot", path])
    #expect(both.status == 0 && both.standardOutput.contains("max |Δvalue|"))
  }
}
