import SpringToolFormats
import SpringToolCurves
import Foundation
import Testing

/// Curve files: round trips in every format, and errors that name the file and the line.
@Suite("Curve files")
struct CurveFileTests {
  static let curve = Curve(
    metadata: [("name", "test"), ("to", "1.0")], times: [0, 0.1, 0.2],
    values: [0, 0.3000000000000001, 1e-17], velocities: [1, 2, -3.5])

  static func temporary(_ name: String, _ text: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-curves-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("CSV, TSV and JSON round-trip every Double and the metadata", arguments: ["c.csv", "c.tsv", "c.json"])
  func roundTrip(_ name: String) throws {
    let format: OutputFormat = name.hasSuffix("json") ? .json : (name.hasSuffix("tsv") ? .tsv : .csv)
    let out = MemoryOutput()
    try CurveFile.write(Self.curve, to: out, format: format)
    let path = try Self.temporary(name, out.text)
    let read = try CurveFile.read(path: path)
    #expect(read.times == Self.curve.times && read.values == Self.curve.values && read.velocities == Self.curve.velocities)
    #expect(read[metadata: "name"] == "test")
    #expect(read.number("to") == 1)
  }

  @Test("a CSV without a velocity column reads with no velocities")
  func noVelocity() throws {
    let curve = try CurveFile.parseDelimited("t,value\n0,1\n1,2\n", separator: ",", path: "x.csv")
    #expect(curve.velocities == nil && curve.values == [1, 2])
  }

  struct Malformed: Sendable, CustomTestStringConvertible {
    let text: String
    let message: String
    var testDescription: String { message }
  }

  @Test(
    "malformed files get an error naming the file and the line",
    arguments: [
      Malformed(text: "# a: b\nt,value\n0,1\n0.1,oops\n", message: "bad.csv:4: 'oops' in column value is not a number"),
      Malformed(text: "t,value,velocity\n0,1,2\n0.1,2\n", message: "bad.csv:3: expected 3 columns, found 2"),
      Malformed(text: "t,value\n0,1\n0,2\n", message: "bad.csv:3: times must increase (0.0 after 0.0)"),
      Malformed(text: "time,x\n0,1\n", message: "bad.csv:1: the header must name the columns t and value (found 'time,x')"),
      Malformed(text: "t,value\n0,nan\n", message: "bad.csv:2: 'nan' in column value is not a number"),
      Malformed(text: "t,value\n0,1e999\n", message: "bad.csv:2: value must be finite (found '1e999')"),
      Malformed(text: "# only: metadata\n", message: "bad.csv: no header line (t,value[,velocity])"),
      Malformed(text: "t,value\n", message: "bad.csv: no samples"),
    ])
  func malformed(_ m: Malformed) {
    #expect(throws: CurveFileError.self) { try CurveFile.parseDelimited(m.text, separator: ",", path: "bad.csv") }
    do {
      _ = try CurveFile.parseDelimited(m.text, separator: ",", path: "bad.csv")
    } catch {
      #expect(error.description == m.message)
    }
  }

  @Test("bad JSON and missing files")
  func otherErrors() throws {
    #expect(throws: CurveFileError.self) { try CurveFile.parseJSON("{\"samples\": [{\"t\": 0}]}", path: "a.json") }
    #expect(throws: CurveFileError.self) { try CurveFile.parseJSON("[1, 2", path: "a.json") }
    do {
      _ = try CurveFile.read(path: "/nonexistent/curve.csv")
      Issue.record("read a missing file")
    } catch {
      #expect(error.description == "/nonexistent/curve.csv: no such file")
    }
  }

  @Test("Hermite interpolation is exact for cubics; linear without velocities")
  func interpolation() {
    // x = t³ − t, x' = 3t² − 1 at t = 0, 0.5, 1.
    let cubic = Curve(times: [0, 0.5, 1], values: [0, -0.375, 0], velocities: [-1, -0.25, 2])
    #expect(abs((cubic.interpolatedValue(at: 0.3) ?? 0) - (0.027 - 0.3)) <= 1e-15)
    let linear = Curve(times: [0, 1], values: [0, 2])
    #expect(linear.interpolatedValue(at: 0.25) == 0.5)
    #expect(linear.interpolatedValue(at: 1.5) == nil)
  }
}
