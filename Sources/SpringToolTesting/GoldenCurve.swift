import Foundation
import SpringToolCore
import SpringToolCurves
import SpringToolFormats
import SpringToolPlots
import _SpringToolSupport

/// A golden curve file: the curve a test approved, kept beside the test, and the check of a new
/// curve against it. ``expectCurve(_:matchesGolden:tolerance:record:directory:fileID:filePath:function:line:column:)``
/// and `assertCurve` call ``check(_:tolerance:mode:test:date:)`` and report its outcome; use it
/// directly to build the same check into another framework.
///
/// The file is springtool's curve CSV (`t,value[,velocity]`) with a comment header saying what
/// made it, when, and with which tolerance:
///
/// ```
/// # springtool-golden: 1
/// # name: knob
/// # test: KnobTests.swift, knobMatchesItsGolden()
/// # recorded: 2026-12-01T09:30:00Z
/// # recorded-by: SpringToolTesting
/// # tolerance: 1e-06 of the travel per frame (the default)
/// # from: 0
/// # to: 51
/// # source: …
/// t,value,velocity
/// ```
///
/// followed by the curve's own metadata. It reads back with `springtool compare`, `plot` and
/// `fit`, and with `CurveFile.read(path:valueColumn:)`.
public struct GoldenCurve: Sendable, Hashable {
  /// The golden file.
  public let url: URL

  /// A golden at `url`.
  ///
  /// - Parameter url: The golden file's location (`….csv`).
  public init(url: URL) { self.url = url }

  /// The golden named `name` of the test function `function` in the test file `filePath`:
  /// `<test file's directory>/__Curves__/<test file name>/<function>.<name>.csv`. Without a
  /// name, the calls in one test are numbered 1, 2, 3, … in the order they run (name them in a
  /// parameterised test, whose cases run in any order).
  ///
  /// - Parameters:
  ///   - name: The golden's name within the test, or nil to number it.
  ///   - filePath: The test file's path (`#filePath`).
  ///   - function: The test function (`#function`, for example `knobSettles()`).
  ///   - directory: A directory to use instead of the test file's `__Curves__/<test file name>`.
  /// - Returns: The golden's location.
  public static func named(_ name: String?, filePath: String, function: String, directory: URL? = nil) -> GoldenCurve {
    let file = URL(fileURLWithPath: filePath)
    let test = function.prefix { $0 != "(" }
    let stem = file.deletingPathExtension().lastPathComponent
    let folder = directory ?? file.deletingLastPathComponent().appendingPathComponent("__Curves__").appendingPathComponent(stem)
    let label = name ?? String(Counter.shared.next(filePath + "\u{0}" + function))
    return GoldenCurve(url: folder.appendingPathComponent(safe(String(test)) + "." + safe(label) + ".csv"))
  }

  /// Where a failing check writes the new curve: `….new.csv` beside the golden.
  public var newCurveURL: URL { sibling("new.csv") }
  /// Where a failing check writes the difference plot: `….diff.svg` beside the golden.
  public var differencePlotURL: URL { sibling("diff.svg") }

  /// The outcome of a check.
  public enum Outcome: Sendable {
    /// The curve matches the golden within the tolerance.
    case matched(CurveDifference)
    /// The golden was written (it was missing, or the mode is ``CurveRecordMode/all``); the
    /// message says so. A test reports this as an issue, so that a recording is never taken for a pass.
    case recorded(message: String)
    /// The check failed: the message says why, the files were written beside the golden.
    case failed(message: String, files: [URL])

    /// The message a test reports (nil when the curve matched).
    public var message: String? {
      switch self {
      case .matched: nil
      case .recorded(let m), .failed(let m, _): m
      }
    }
  }

  /// Checks `curve` against the golden, recording it as `mode` says (after ``CurveRecordMode/resolved(_:environment:)``):
  ///
  /// - the golden is missing: with ``CurveRecordMode/never``, a failure; otherwise it is written,
  ///   and the outcome says so;
  /// - ``CurveRecordMode/all``: the golden is written again, whatever it held;
  /// - otherwise the curve is compared with the golden (``CurveDifference``). On failure the new
  ///   curve (`….new.csv`) and a plot of both curves and their difference (`….diff.svg`, as
  ///   `springtool compare --plot` draws it) are written beside the golden; on success stale
  ///   copies of those two files are removed.
  ///
  /// - Parameters:
  ///   - curve: The curve under test (finite values at increasing times).
  ///   - tolerance: What is allowed (its ``CurveTolerance/description`` goes into the header and the message).
  ///   - mode: When to record.
  ///   - test: Which test made it, for the header (for example `KnobTests.swift, knobSettles()`).
  ///   - date: When, for the header (default: now).
  /// - Returns: What happened, with the message to report.
  public func check(
    _ curve: Curve, tolerance: CurveTolerance = .default, mode: CurveRecordMode = .missing, test: String,
    date: Date = Date()
  ) -> Outcome {
    if let problem = tolerance.problem ?? Self.problem(curve) { return .failed(message: "expectCurve: \(problem)", files: []) }
    let exists = FileManager.default.fileExists(atPath: url.path)
    if mode == .never && !exists {
      return .failed(
        message: """
          No golden curve at \(url.path), and recording is off (record mode never\(CurveRecordMode.environmentNote)).
          Record it on purpose with record: .missing or \(CurveRecordMode.environmentVariable)=missing, review the file, and commit it.
          """, files: [])
    }
    if mode == .all || !exists {
      do { try write(curve, tolerance: tolerance, test: test, date: date) } catch {
        return .failed(message: "expectCurve: cannot write the golden curve: \(error)", files: [])
      }
      removeStaleFiles()
      let why =
        exists
        ? "Re-recorded the golden curve (record mode all\(CurveRecordMode.environmentNote))"
        : "Recorded a new golden curve"
      return .recorded(
        message: """
          \(why) at \(url.path): \(curve.count) frames, tolerance \(tolerance).
          Review the file and commit it; the next run compares with it.
          """)
    }
    let golden: Curve
    do { golden = try CurveFile.read(path: url.path) } catch {
      return .failed(message: "expectCurve: the golden curve cannot be read: \(error) (re-record it with record: .all)", files: [])
    }
    let difference = CurveDifference(curve, approved: golden, tolerance: tolerance)
    guard !difference.passed else {
      removeStaleFiles()
      return .matched(difference)
    }
    var files: [URL] = []
    var notes: [String] = []
    do {
      try Self.writeAtomically(
        Self.csv(
          Curve(
            metadata: [("springtool-new-curve", "1"), ("golden", url.lastPathComponent)]
              + curve.metadata, times: curve.times, values: curve.values,
            velocities: curve.velocities)), to: newCurveURL)
      files.append(newCurveURL)
    } catch { notes.append("the new curve could not be written: \(error)") }
    if let svg = Self.differencePlot(golden: golden, new: curve, band: tolerance.settlingBand, title: url.lastPathComponent) {
      do {
        try Self.writeAtomically(Array(svg.utf8), to: differencePlotURL)
        files.append(differencePlotURL)
      } catch { notes.append("the difference plot could not be written: \(error)") }
    }
    var lines = ["The curve differs from its golden \(url.lastPathComponent): " + difference.failures.joined(separator: "; ") + "."]
    lines += difference.report.map { "  " + $0 }
    lines.append("  golden: \(url.path)")
    if files.contains(newCurveURL) { lines.append("  new:    \(newCurveURL.path)") }
    if files.contains(differencePlotURL) { lines.append("  plot:   \(differencePlotURL.path)") }
    lines += notes.map { "  " + $0 }
    lines.append("If the change is intended, re-record with record: .all or \(CurveRecordMode.environmentVariable)=all, review and commit.")
    return .failed(message: lines.joined(separator: "\n"), files: files)
  }

  /// Writes `curve` as the golden (atomically: a temporary file, then a rename), creating the directory.
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - tolerance: The tolerance, for the header.
  ///   - test: Which test made it, for the header.
  ///   - date: When, for the header.
  /// - Throws: The file system's error, or `OutputError`, when the directory or the file cannot be written.
  public func write(_ curve: Curve, tolerance: CurveTolerance, test: String, date: Date) throws {
    let (from, to) = CurveTravel.endpoints(curve)
    var header: [(key: String, value: String)] = [
      ("springtool-golden", "1"), ("name", url.deletingPathExtension().lastPathComponent), ("test", test),
      ("recorded", date.ISO8601Format()), ("recorded-by", "SpringToolTesting"), ("tolerance", tolerance.description),
      ("from", NumberText.text(from)), ("to", NumberText.text(to)),
    ]
    let written = Set(header.map(\.key))
    header += curve.metadata.filter { !written.contains($0.key) }
    try Self.writeAtomically(
      Self.csv(Curve(metadata: header, times: curve.times, values: curve.values, velocities: curve.velocities)),
      to: url)
  }

  // MARK: - Pieces

  /// What is wrong with a curve under test (no frames, times not increasing from a finite
  /// start, a non-finite value), or nil.
  static func problem(_ curve: Curve) -> String? {
    guard !curve.times.isEmpty else { return "the curve has no frames" }
    guard curve.values.count == curve.times.count, curve.velocities.map({ $0.count == curve.times.count }) ?? true else {
      return "the curve's times, values and velocities differ in length"
    }
    for i in curve.times.indices {
      guard curve.times[i].isFinite, curve.values[i].isFinite, curve.velocities?[i].isFinite ?? true else {
        return "frame \(i) of the curve is not finite (t = \(curve.times[i]), value = \(curve.values[i]))"
      }
      if i > 0 && !(curve.times[i] > curve.times[i - 1]) {
        return "the curve's times must increase (frame \(i): \(curve.times[i]) after \(curve.times[i - 1]))"
      }
    }
    return nil
  }

  /// Both curves and their difference, as `springtool compare --plot` draws them.
  static func differencePlot(golden: Curve, new: Curve, band: Double, title: String) -> String? {
    Plot.difference(("golden", golden), ("new", new), title: title, epsilon: band)?.svg()
  }

  /// A curve as CSV bytes with every digit.
  static func csv(_ curve: Curve) -> [UInt8] {
    let memory = MemoryOutput()
    try? CurveFile.write(curve, to: memory, format: .csv)
    return memory.bytes
  }

  /// Writes `bytes` to `url` through a temporary file and a rename, creating the directory.
  static func writeAtomically(_ bytes: [UInt8], to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let output = try FileOutput(path: url.path)
    do {
      try output.write(bytes: bytes)
      try output.commit()
    } catch {
      output.abort()
      throw error
    }
  }

  func removeStaleFiles() {
    for stale in [newCurveURL, differencePlotURL] { try? FileManager.default.removeItem(at: stale) }
  }

  func sibling(_ suffix: String) -> URL {
    url.deletingPathExtension().appendingPathExtension(suffix)
  }

  /// `text` with every character other than ASCII letters, digits, `-` and `_` replaced by `-`.
  static func safe(_ text: String) -> String {
    let mapped = String(
      text.unicodeScalars.map { s -> Character in
        s.isASCII && (("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "-" || s == "_") ? Character(s) : "-"
      })
    return mapped.isEmpty ? "-" : String(mapped.prefix(100))
  }

  /// Numbers the unnamed goldens of each test.
  final class Counter: @unchecked Sendable {
    static let shared = Counter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    func next(_ key: String) -> Int {
      lock.lock()
      defer { lock.unlock() }
      counts[key, default: 0] += 1
      return counts[key]!
    }
  }
}
