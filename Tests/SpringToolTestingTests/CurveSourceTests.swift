import Foundation
import SpringToolCore
import SpringToolCurves
import SpringToolFormats
import SpringToolRecording
import SpringToolTesting
import TestSupport
import Testing

/// Curves from what a user has: closures, motions, engines, files in every format springtool
/// writes, and frames recorded from an app.
@Suite("Curves from closures, motions, engines, files and recordings")
struct CurveSourceTests {
  @Test(
    "a closure on a frame grid: i/60 up to the duration, the duration last when it is not a whole frame",
    arguments: [
      (0.1, 60.0, [0, 1.0 / 60, 2.0 / 60, 3.0 / 60, 4.0 / 60, 5.0 / 60, 0.1]),
      (0.05, 60.0, [0, 1.0 / 60, 2.0 / 60, 0.05]),
      (0.025, 120.0, [0, 1.0 / 120, 2.0 / 120, 0.025]),
    ] as [(Double, Double, [Double])])
  func closure(_ duration: Double, _ fps: Double, _ times: [Double]) throws {
    let curve = try Curve.sampling(duration: duration, framesPerSecond: fps) { t in t * t }
    #expect(curve.times.count == times.count)
    for (a, b) in zip(curve.times, times) { #expect(abs(a - b) < 1e-15) }
    #expect(curve.values == curve.times.map { $0 * $0 })
    #expect(curve.velocities == nil)
  }

  @Test("a closure that returns a non-finite value, or an invalid grid, throws with the reason")
  func closureErrors() {
    let infinite = #expect(throws: CurveSourceError.self) { try Curve.sampling(duration: 1) { 1 / $0 } }
    #expect(infinite?.description == "the value at t = 0.0 s is inf, not a finite number")
    let grid = #expect(throws: CurveSourceError.self) { try Curve.sampling(duration: 1, framesPerSecond: 0) { $0 } }
    #expect(grid?.description == "fps must be greater than 0 (got 0)")
  }

  @Test("a motion until it settles, with velocities, start and target")
  func motion() throws {
    let motion = try SpringMotion(spring: try Spring(response: 0.4, dampingRatio: 0.8), from: 0, to: 300)
    let curve = try Curve.sampling(motion)
    // Settles at 0.539… s (the last exit from ±0.1 %): rounded up to frame 33 at 60 fps.
    #expect(curve.count == 34 && curve.times.last == 33.0 / 60)
    #expect(curve.number("from") == 0 && curve.number("to") == 300)
    #expect(abs(curve.values[6] - motion.value(at: 0.1)) == 0)
    #expect(curve.velocities?.count == 34)
  }

  @Test("an engine's frames until its own end, named in the metadata; an unknown engine lists the engines")
  func engine() throws {
    let curve = try Curve.rendering(engine: "android", spring: .response(0.4, dampingRatio: 0.8), from: 0, to: 300)
    #expect(curve[metadata: "engine"] == "android")
    #expect(curve.values.last == 300)  // Android snaps to the target when it rests
    #expect(throws: CurveSourceError.self) { try Curve.rendering(engine: "flash", spring: .response(0.4, dampingRatio: 0.8)) }
  }

  /// A curve written in `format` and read back from a file with the format's extension.
  static func roundTrip(_ curve: Curve, _ format: OutputFormat, ext: String) throws -> Curve {
    let out = MemoryOutput()
    try CurveFile.write(curve, to: out, format: format)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-\(UUID().uuidString).\(ext)")
    try Data(out.bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try Curve(contentsOf: url.path)
  }

  @Test(
    "every format springtool writes reads back exactly",
    arguments: [
      (OutputFormat.csv, "csv"), (.tsv, "tsv"), (.json, "json"), (.jsonl, "jsonl"), (.npy, "npy"),
    ])
  func formatsRoundTrip(_ format: OutputFormat, _ ext: String) throws {
    let motion = try SpringMotion(spring: try Spring(response: 0.3, dampingRatio: 0.5), from: 10, to: -20, initialVelocity: 40)
    let curve = try Curve.sampling(motion, duration: 0.5)
    let read = try Self.roundTrip(curve, format, ext: ext)
    #expect(read.times == curve.times && read.values == curve.values && read.velocities == curve.velocities)
  }

  @Test("npy written by hand from NumPy's format description (version 1.0, '<f8' fields) reads")
  func numPyByHand() throws {
    var dict = "{'descr': [('t', '<f8'), ('value', '<f8')], 'fortran_order': False, 'shape': (2,), }"
    dict += String(repeating: " ", count: 64 - (10 + dict.utf8.count + 1) % 64) + "\n"
    var bytes: [UInt8] = [0x93] + Array("NUMPY".utf8) + [1, 0, UInt8(dict.utf8.count), 0] + Array(dict.utf8)
    for x in [0.0, 1.5, 0.25, -2.0] { withUnsafeBytes(of: x.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
    let curve = try CurveFile.parse(bytes, path: "hand.npy")
    #expect(curve.times == [0, 0.25] && curve.values == [1.5, -2] && curve.velocities == nil)
    // Standard input is recognised by the magic string.
    #expect(try CurveFile.parse(bytes, path: "-").values == [1.5, -2])
    // A truncated file names what is missing.
    #expect(
      throws: CurveFileError(
        path: "cut.npy", line: nil,
        reason: "npy: the header promises 2 rows of 16 bytes, the file holds 31 bytes of data")
    ) {
      try CurveFile.parse(Array(bytes.dropLast()), path: "cut.npy")
    }
  }

  @Test(
    "JSON Lines: one object per line; a bad line is named",
    arguments: [
      ("{\"t\": 0, \"value\": 1}\n{\"t\": 0.5, \"value\": 2}\n", nil),
      ("{\"t\": 0, \"value\": 1}\n{\"t\": 0, \"value\": 2}\n", "x.jsonl:2: times must increase (0.0 after 0.0)"),
      ("{\"t\": 0, \"value\": 1}\n[1, 2]\n", "x.jsonl:2: expected one JSON object per line"),
      ("{\"t\": 0, \"value\": 1, \"t\": 2}\n", "x.jsonl:1: the key 't' appears twice"),
      ("{\"t\": 0, \"value\": 1, \"velocity\": 0}\n{\"t\": 1, \"value\": 1}\n", "x.jsonl:2: velocity must be on every line or on none"),
    ] as [(String, String?)])
  func jsonLines(_ text: String, _ expectedError: String?) {
    let result = Result { () throws(CurveFileError) -> Curve in try CurveFile.parse(Array(text.utf8), path: "x.jsonl") }
    switch result {
    case .success(let curve):
      #expect(expectedError == nil)
      #expect(curve.times == [0, 0.5] && curve.values == [1, 2])
    case .failure(let error):
      #expect(error.description == expectedError)
    }
  }
}

@Suite("Frames recorded from an app")
struct FrameRecordingTests {
  @Test("times relative to the first frame; skipped frames counted; the documented format, exactly")
  func format() throws {
    var recording = FrameRecording(name: "knob.x", metadata: [("unit", "pt"), ("device", "iPhone\nlab")])
    let start = Date(timeIntervalSince1970: 1_796_117_523)  // 2026-12-01T09:32:03Z
    recording.append(0, at: 1000, date: start)
    recording.append(4.5, at: 1000.0166666, date: start)
    recording.append(5, at: 1000.0166666, date: start)  // the same timestamp again: skipped
    recording.append(.nan, at: 1000.03, date: start)  // not finite: skipped
    recording.append(9, at: 1000.05, date: start)
    #expect(recording.skippedFrames == 2)
    let t1 = 1000.0166666 - 1000, t2 = 1000.05 - 1000
    #expect(
      recording.csv == """
        # springtool-recording: 1
        # name: knob.x
        # recorded: 2026-12-01T09:32:03Z
        # skipped-frames: 2
        # unit: pt
        # device: iPhone lab
        t,value
        0,0
        \(t1),4.5
        \(t2),9

        """)
    let dir = FileManager.default.temporaryDirectory
    let url = try recording.write(into: dir)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(url.lastPathComponent == "knob.x.csv")
    let curve = try Curve(contentsOf: url.path)
    #expect(curve.times == [0, t1, t2] && curve.values == [0, 4.5, 9])
    #expect(curve[metadata: "unit"] == "pt")
  }

  @Test(
    "file names keep only letters, digits, '.', '-' and '_'",
    arguments: [
      ("knob.x", "knob.x.csv"), ("../etc/passwd", "-etc-passwd.csv"), ("", "recording.csv"), ("tab bar · 1", "tab-bar---1.csv"),
    ])
  func fileNames(_ name: String, _ file: String) {
    #expect(FrameRecording(name: name).fileName == file)
  }

  @Test("the recorder records only on Apple platforms, and saves nothing elsewhere")
  func recorder() throws {
    let recorder = FrameRecorder(name: "probe")
    recorder.record(1, timestamp: 10)
    recorder.record(2, timestamp: 10.5)
    #if canImport(Darwin)
      #expect(FrameRecorder.isSupported && recorder.frames.values == [1, 2])
    #else
      #expect(!FrameRecorder.isSupported && recorder.frames.times.isEmpty)
      #expect(try recorder.save(into: FileManager.default.temporaryDirectory) == nil)
    #endif
  }
}
