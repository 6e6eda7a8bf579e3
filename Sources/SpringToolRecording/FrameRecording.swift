import Foundation

/// Frames recorded from a running app: the value a view showed at each display frame, in
/// springtool's recording format, which every springtool command and `SpringToolTesting` read
/// as a curve.
///
/// The format is CSV with `# key: value` comment lines, then the header `t,value`, then one row
/// per frame:
///
/// ```
/// # springtool-recording: 1
/// # name: knob.x
/// # recorded: 2026-12-01T09:12:03Z
/// # unit: pt
/// t,value
/// 0,0
/// 0.016666666666666666,4.5
/// ```
///
/// `t` is seconds since the first recorded frame (so the first row is at 0), strictly
/// increasing; `value` is in the view's own unit. Numbers have every digit, so they read back
/// to the same `Double`. Keys after `springtool-recording` are free; `name` and `recorded` are
/// always written.
public struct FrameRecording: Sendable, Equatable {
  /// The format's version, written as `# springtool-recording: 1`.
  public static let formatVersion = 1

  /// What was recorded (`knob.x`); written as `# name:` and used for the file name.
  public var name: String
  /// Further `# key: value` lines (a unit, the device, the build), in order.
  public var metadata: [(key: String, value: String)]
  /// Seconds since the first frame, strictly increasing, the first one 0.
  public private(set) var times: [Double] = []
  /// The values shown, one per time.
  public private(set) var values: [Double] = []
  /// Frames left out because their value or timestamp was not finite, or their timestamp did not
  /// come after the previous frame's (a display link that fires twice for one frame).
  public private(set) var skippedFrames = 0
  /// When the first frame was recorded (wall clock), for the `recorded` line.
  public private(set) var startDate: Date?
  var firstTimestamp: Double?

  /// An empty recording.
  ///
  /// - Parameters:
  ///   - name: What is recorded, for example `knob.x`.
  ///   - metadata: Further `key: value` lines to write (newlines in them are written as spaces).
  public init(name: String, metadata: [(key: String, value: String)] = []) {
    self.name = name
    self.metadata = metadata
  }

  /// Equal when the name, metadata, frames and skipped count are equal.
  public static func == (a: FrameRecording, b: FrameRecording) -> Bool {
    a.name == b.name && a.metadata.map(\.key) == b.metadata.map(\.key) && a.metadata.map(\.value) == b.metadata.map(\.value)
      && a.times == b.times && a.values == b.values && a.skippedFrames == b.skippedFrames
  }

  /// Appends the frame shown at `timestamp`.
  ///
  /// Timestamps may come from any monotonic clock in seconds (`CADisplayLink.timestamp`,
  /// `CACurrentMediaTime()`); the recording stores them relative to the first frame. A frame
  /// whose value or timestamp is not finite, or whose timestamp is not later than the previous
  /// one, is skipped and counted in ``skippedFrames``.
  ///
  /// - Parameters:
  ///   - value: The value the view showed (its presentation value), in the view's unit.
  ///   - timestamp: When the frame was shown, seconds on a monotonic clock.
  ///   - date: The wall-clock time of the first frame (default: now), for the `recorded` line.
  public mutating func append(_ value: Double, at timestamp: Double, date: Date = Date()) {
    guard value.isFinite, timestamp.isFinite else { return skippedFrames += 1 }
    guard let first = firstTimestamp else {
      firstTimestamp = timestamp
      startDate = date
      times.append(0)
      values.append(value)
      return
    }
    let t = timestamp - first
    guard t > (times.last ?? 0) else { return skippedFrames += 1 }
    times.append(t)
    values.append(value)
  }

  /// The recording in its file format (see ``FrameRecording``).
  public var csv: String {
    var lines = ["# springtool-recording: \(Self.formatVersion)", "# name: \(Self.oneLine(name))"]
    lines.append("# recorded: \((startDate ?? Date(timeIntervalSince1970: 0)).ISO8601Format())")
    if skippedFrames > 0 { lines.append("# skipped-frames: \(skippedFrames)") }
    for (key, value) in metadata { lines.append("# \(Self.oneLine(key).replacingOccurrences(of: ":", with: "-")): \(Self.oneLine(value))") }
    lines.append("t,value")
    for (t, x) in zip(times, values) { lines.append("\(Self.number(t)),\(Self.number(x))") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A file name for the recording: its name with every character other than letters, digits,
  /// `.`, `-` and `_` replaced by `-`, then `.csv` (`recording.csv` for an empty name).
  public var fileName: String {
    let safe = String(
      name.unicodeScalars.map { scalar -> Character in
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar)) ? Character(scalar) : "-"
      })
    let trimmed = safe.drop { $0 == "." }
    return (trimmed.isEmpty ? "recording" : String(trimmed.prefix(200))) + ".csv"
  }

  /// Writes the recording to `directory/fileName` atomically (a temporary file, then a rename).
  ///
  /// - Parameter directory: The directory to write into (it must exist).
  /// - Returns: The file written.
  /// - Throws: The file system's error when the file cannot be written.
  @discardableResult
  public func write(into directory: URL) throws -> URL {
    let url = directory.appendingPathComponent(fileName)
    try Data(csv.utf8).write(to: url, options: .atomic)
    return url
  }

  /// The shortest text that reads back to `x` (whole numbers without `.0`).
  static func number(_ x: Double) -> String {
    let text = x.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// `text` on one line: line breaks become spaces.
  static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
