import Foundation
import SpringToolCurves
import SpringToolFormats
import SpringToolTesting
import TestSupport
import Testing

/// The golden-file workflow end to end, through `expectCurve` itself: record, match, fail with
/// the message and files, the record modes and SPRINGTOOL_RECORD. Serialized: the tests set the
/// process's SPRINGTOOL_RECORD, and each one sets it explicitly (CI may export it).
@Suite("Golden curves: record, match, fail", .serialized)
struct GoldenWorkflowTests {
  /// A ramp 0, 1, …, 30 at 60 fps (travel 30): every expected number below follows from it by hand.
  static let ramp = Curve(times: (0...30).map { Double($0) / 60 }, values: (0...30).map(Double.init))

  /// A fresh directory for one test's goldens.
  static func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func withRecordVariable<T>(_ value: String?, _ body: () throws -> T) rethrows -> T {
    let saved = ProcessInfo.processInfo.environment[CurveRecordMode.environmentVariable]
    if let value { setenv(CurveRecordMode.environmentVariable, value, 1) } else { unsetenv(CurveRecordMode.environmentVariable) }
    defer {
      if let saved { setenv(CurveRecordMode.environmentVariable, saved, 1) } else { unsetenv(CurveRecordMode.environmentVariable) }
    }
    return try body()
  }

  /// The issues `body` records, as their comments' text.
  static func issues(_ body: () -> Void) -> [String] {
    let found = Messages()
    withKnownIssue(isIntermittent: true) {
      body()
    } matching: { issue in
      found.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
      return true
    }
    return found.all
  }

  final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ s: String) { lock.lock(); items.append(s); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
  }

  @Test("the first run records the golden, says so, and the file reads back exactly")
  func firstRunRecords() throws {
    let dir = try Self.scratch()
    let messages = Self.withRecordVariable(nil) {
      Self.issues { #expect(!expectCurve(Self.ramp, matchesGolden: "ramp", directory: dir)) }
    }
    let golden = dir.appendingPathComponent("firstRunRecords.ramp.csv")
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix("Recorded a new golden curve at \(golden.path): 31 frames, tolerance 1e-06 of the travel per frame (the default).") == true)
    let read = try CurveFile.read(path: golden.path)
    #expect(read.times == Self.ramp.times && read.values == Self.ramp.values)
    #expect(read[metadata: "springtool-golden"] == "1")
    #expect(read[metadata: "test"] == "GoldenWorkflowTests.swift, firstRunRecords()")
    #expect(read[metadata: "tolerance"] == "1e-06 of the travel per frame (the default)")
    #expect(read.number("from") == 0 && read.number("to") == 30)
    let recorded = try #require(read[metadata: "recorded"])
    #expect(recorded.count == 20 && recorded.hasSuffix("Z"), "an ISO 8601 time: \(recorded)")
  }

  @Test("a matching run passes without an issue, and removes a failed run's files")
  func matchingRunPasses() throws {
    let dir = try Self.scratch()
    Self.withRecordVariable("missing") {
      _ = Self.issues { expectCurve(Self.ramp, matchesGolden: "ramp", directory: dir) }
      var changed = Self.ramp
      changed.values[3] += 1
      _ = Self.issues { expectCurve(changed, matchesGolden: "ramp", directory: dir) }
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("matchingRunPasses.ramp.new.csv").path))
      // Within 1e-6 of the travel 30 at every frame: 2.9e-5 passes.
      var close = Self.ramp
      close.values[5] += 2.9e-5
      #expect(expectCurve(close, matchesGolden: "ramp", directory: dir))
      for stale in ["new.csv", "diff.svg"] {
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("matchingRunPasses.ramp.\(stale)").path))
      }
    }
  }

  @Test("a changed curve fails with the figures, writes the new curve and the plot beside the golden")
  func changedCurveFails() throws {
    let dir = try Self.scratch()
    try Self.withRecordVariable("missing") {
      _ = Self.issues { expectCurve(Self.ramp, matchesGolden: "ramp", directory: dir) }
      // Frame 10 (t = 1/6 s) moves by +0.6 and frame 20 by −0.3: 2 of 31 frames past 3e-5.
      var changed = Self.ramp
      changed.values[10] += 0.6
      changed.values[20] -= 0.3
      let messages = Self.issues { #expect(!expectCurve(changed, matchesGolden: "ramp", directory: dir)) }
      let golden = dir.appendingPathComponent("changedCurveFails.ramp.csv").path
      let new = dir.appendingPathComponent("changedCurveFails.ramp.new.csv").path
      let plot = dir.appendingPathComponent("changedCurveFails.ramp.diff.svg").path
      #expect(
        messages == [
          """
          The curve differs from its golden changedCurveFails.ramp.csv: 2 of 31 frames differ by more than 3e-05 (1e-06 of the travel 30).
            largest difference: 0.6 (2 % of the travel 30) at t = 0.166667 s (frame 10): approved 10, new 10.6
            first frame past the tolerance: frame 10 at t = 0.166667 s, difference 0.6
            settling time (±0.1 % of the travel): approved 0.4995 s, new 0.4995 s (+0 s)
            overshoot: approved 0 (0 %), new 0 (0 %)
            tolerance: 1e-06 of the travel per frame (the default)
            golden: \(golden)
            new:    \(new)
            plot:   \(plot)
          If the change is intended, re-record with record: .all or SPRINGTOOL_RECORD=all, review and commit.
          """
        ])
      let written = try CurveFile.read(path: new)
      #expect(written.values == changed.values && written.times == changed.times)
      let svg = try String(contentsOfFile: plot, encoding: .utf8)
      #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
      #expect(svg.contains("A: golden") && svg.contains("B: new") && svg.contains("B − A"))
      // The golden itself is untouched.
      #expect((try? CurveFile.read(path: golden))?.values == Self.ramp.values)
    }
  }

  @Test("record mode never fails on a missing golden and writes nothing")
  func neverFailsOnMissing() throws {
    let dir = try Self.scratch()
    let messages = Self.withRecordVariable(nil) {
      Self.issues { expectCurve(Self.ramp, matchesGolden: "ramp", record: .never, directory: dir) }
    }
    let golden = dir.appendingPathComponent("neverFailsOnMissing.ramp.csv")
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("No golden curve at \(golden.path), and recording is off (record mode never).") == true)
    #expect(!FileManager.default.fileExists(atPath: golden.path))
  }

  @Test(
    "SPRINGTOOL_RECORD overrides the mode a call asks for",
    arguments: [
      ("never", CurveRecordMode.missing, false),  // missing golden, never from the environment: fails, writes nothing
      ("all", CurveRecordMode.never, true),  // all from the environment records despite never
      ("MISSING", CurveRecordMode.never, true),  // any case
    ])
  func environmentOverrides(_ variable: String, _ requested: CurveRecordMode, _ writes: Bool) throws {
    let dir = try Self.scratch()
    let messages = Self.withRecordVariable(variable) {
      Self.issues { expectCurve(Self.ramp, matchesGolden: "ramp", record: requested, directory: dir) }
    }
    #expect(messages.count == 1)
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("environmentOverrides.ramp.csv").path) == writes)
    #expect(messages.first?.contains(", set by SPRINGTOOL_RECORD") == !writes || variable == "all")
  }

  @Test("record mode all rewrites an existing golden and says so")
  func allRerecords() throws {
    let dir = try Self.scratch()
    Self.withRecordVariable(nil) {
      _ = Self.issues { expectCurve(Self.ramp, matchesGolden: "ramp", directory: dir) }
      var changed = Self.ramp
      changed.values[4] = 7
      let messages = Self.issues { expectCurve(changed, matchesGolden: "ramp", record: .all, directory: dir) }
      #expect(messages.first?.hasPrefix("Re-recorded the golden curve (record mode all) at ") == true)
      #expect((try? CurveFile.read(path: dir.appendingPathComponent("allRerecords.ramp.csv").path))?.values[4] == 7)
    }
  }

  @Test("an unknown SPRINGTOOL_RECORD value is an issue, and nothing is recorded")
  func badVariable() throws {
    let dir = try Self.scratch()
    let messages = Self.withRecordVariable("sometimes") {
      Self.issues { expectCurve(Self.ramp, matchesGolden: "ramp", directory: dir) }
    }
    #expect(messages == ["expectCurve: SPRINGTOOL_RECORD='sometimes' is not one of missing, all, never; nothing was recorded or compared"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  @Test("unnamed goldens are numbered within a test; the default place is beside the test file")
  func numberedAndPlaced() {
    let a = GoldenCurve.named(nil, filePath: "/src/Tests/AppTests/KnobTests.swift", function: "numberingProbe()")
    let b = GoldenCurve.named(nil, filePath: "/src/Tests/AppTests/KnobTests.swift", function: "numberingProbe()")
    #expect(a.url.path == "/src/Tests/AppTests/__Curves__/KnobTests/numberingProbe.1.csv")
    #expect(b.url.path == "/src/Tests/AppTests/__Curves__/KnobTests/numberingProbe.2.csv")
    #expect(a.newCurveURL.lastPathComponent == "numberingProbe.1.new.csv")
    #expect(a.differencePlotURL.lastPathComponent == "numberingProbe.1.diff.svg")
    // A name with a path separator or spaces cannot leave the folder.
    let odd = GoldenCurve.named("../knob x", filePath: "/src/T.swift", function: "t()")
    #expect(odd.url.path == "/src/__Curves__/T/t.---knob-x.csv")
  }

  @Test(
    "an invalid curve or tolerance is an issue, not a recording",
    arguments: [
      ("empty", Curve(times: [], values: []), CurveTolerance.default, "expectCurve: the curve has no frames"),
      ("nan", Curve(times: [0, 1], values: [0, .nan]), .default, "expectCurve: frame 1 of the curve is not finite (t = 1.0, value = nan)"),
      (
        "backwards", Curve(times: [0, 1, 1], values: [0, 1, 2]), .default,
        "expectCurve: the curve's times must increase (frame 2: 1.0 after 1.0)"
      ),
      ("negative tolerance", ramp, .absolute(-1), "expectCurve: the per-frame tolerance must be a finite number ≥ 0 (found -1 (absolute))"),
    ])
  func invalidInput(_ label: String, _ curve: Curve, _ tolerance: CurveTolerance, _ expected: String) throws {
    let dir = try Self.scratch()
    let messages = Self.withRecordVariable(nil) {
      Self.issues { expectCurve(curve, matchesGolden: "x", tolerance: tolerance, directory: dir) }
    }
    #expect(messages == [expected], "\(label)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  @Test("a recorded golden reads back with springtool compare and springtool plot")
  func readsBackWithTheCLI() throws {
    let dir = try Self.scratch()
    let curve = try Curve.rendering(engine: "swiftui-animation", spring: .response(0.4, dampingRatio: 0.8), from: 0, to: 300)
    _ = Self.withRecordVariable(nil) { Self.issues { expectCurve(curve, matchesGolden: "knob", directory: dir) } }
    let golden = dir.appendingPathComponent("readsBackWithTheCLI.knob.csv").path
    let compare = try runSpringtool(["compare", golden, golden, "--format", "json", "--tolerance", "0"])
    #expect(compare.status == 0, "\(compare.standardError)")
    #expect(jsonNumber(compare.standardOutput, "maxValueDifference") == 0)
    #expect(jsonNumber(compare.standardOutput, "samples") == Double(curve.count))
    let svg = dir.appendingPathComponent("knob.svg").path
    let plot = try runSpringtool(["plot", golden, "--plot", svg])
    #expect(plot.status == 0, "\(plot.standardError)")
    #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("</svg>"))
  }
}
