import Foundation
import SpringToolBenchmarks
import Testing
import TestSupport
import _SpringToolSupport

/// Output streams: the built binary's peak memory does not grow with the number of rows, and the
/// npy and JSON Lines files load in NumPy as the same numbers as the CSV.
@Suite("End to end: streaming output")
struct StreamingTests {
  static let formats = ["csv", "tsv", "json", "jsonl", "npy"]

  /// 10^5 rows against 2·10^6 rows (a debug build writes 10^7 rows too slowly for a test; `bench`
  /// runs the release binary): the peak resident memory may grow by at most 4 MB, and stays under
  /// the issue's 40 MB.
  @Test("peak memory does not grow with the rows written", arguments: formats)
  func memory(format: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-stream-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    func peak(rows: Int) throws -> Int {
      let file = directory.appendingPathComponent("rows.\(format)").path
      let run = try #require(
        ChildProcess.measure(
          springtoolExecutable.path,
          [
            "sample", "--preset", "bouncy", "--backend", "analytic", "--duration", "\(rows - 1)", "--fps", "1", "--format", format, "--output", file,
          ]))
      #expect(run.status == 0)
      return run.peakKilobytes
    }
    let small = try peak(rows: 100_000), large = try peak(rows: 2_000_000)
    #expect(large - small < 4 * 1024, "\(format): \(small) KB for 10^5 rows, \(large) KB for 2·10^6")
    #expect(large < 40 * 1024, "\(format): \(large) KB")
  }

  /// morph and drag as JSON stream their frames too (they were built in memory: a 64 × 10^5 morph
  /// table peaked at 1.37 GB); an aligned table above its stated size is refused before any work.
  @Test("morph and drag JSON stream their frames; a huge table for people is refused", arguments: ["morph", "drag"])
  func framesStream(command: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-frames-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let base = command == "morph" ? ["morph", "--from", "0,0,0,0", "--to", "1,2,3,4"] : ["drag", "--translation", "30"]
    func peak(frames: Int) throws -> Int {
      let run = try #require(
        ChildProcess.measure(
          springtoolExecutable.path,
          base + [
            "--duration", "\(frames - 1)", "--fps", "1", "--format", "json", "--output", directory.appendingPathComponent("f.json").path,
          ]))
      #expect(run.status == 0)
      return run.peakKilobytes
    }
    let small = try peak(frames: 10_000), large = try peak(frames: 400_000)
    #expect(large - small < 4 * 1024, "\(command): \(small) KB for 10^4 frames, \(large) KB for 4·10^5")
    let table = try runSpringtool(base + ["--duration", "200000", "--fps", "1", "--format", "table"])
    #expect(table.status == 64)
    #expect(table.standardError.hasPrefix("Error: a table for people holds at most 100000 rows (this one would have 200001)"))
  }

  /// NumPy reads the npy file and the JSON Lines rows; both equal the CSV's numbers exactly.
  @Test("npy and JSON Lines load in NumPy as the CSV's numbers")
  func numpy() throws {
    // The first python3 with NumPy: the one on the PATH, or Debian's (CI installs python3-numpy).
    let python = try ["python3", "/usr/bin/python3"].first { try runProgram("/usr/bin/env", [$0, "-c", "import numpy"]).status == 0 }
    let interpreter = try #require(python, "python3 with numpy is needed (CI installs python3-numpy)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-numpy-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for format in ["csv", "npy", "jsonl"] {
      let run = try runSpringtool([
        "sample", "--preset", "bouncy", "--to", "300", "--velocity", "-120", "--format", format,
        "--output", directory.appendingPathComponent("curve.\(format)").path,
      ])
      #expect(run.status == 0)
    }
    let script = """
      import json, numpy, sys
      d = sys.argv[1]
      lines = [l for l in open(d + "/curve.csv") if not l.startswith("#")]
      columns = numpy.loadtxt(lines[1:], delimiter=",", ndmin=2).T
      csv = dict(zip(lines[0].strip().split(","), columns))
      npy = numpy.load(d + "/curve.npy")
      rows = [json.loads(line) for line in open(d + "/curve.jsonl")]
      assert npy.dtype.names == ("t", "value", "velocity"), npy.dtype.names
      assert len(npy) == len(csv["t"]) == len(rows), (len(npy), len(rows))
      for k in ("t", "value", "velocity"):
          assert (npy[k] == csv[k]).all(), k
          assert (numpy.array([r[k] for r in rows]) == csv[k]).all(), k
      print(len(npy))
      """
    let result = try runProgram("/usr/bin/env", [interpreter, "-c", script, directory.path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect((Int(result.standardOutput.trimmed(newlines: true)) ?? 0) > 10)
  }
}
