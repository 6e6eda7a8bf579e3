import SpringToolFormats
import CNumberConversion
import Foundation
import _SpringToolSupport

/// Why a curve file could not be read: names the file and, where it applies, the line.
public struct CurveFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file (`-` for standard input).
  public let path: String
  /// The 1-based line, when the problem is on one.
  public let line: Int?
  /// What is wrong.
  public let reason: String

  /// An error.
  ///
  /// - Parameters:
  ///   - path: The file's path (`-` for standard input).
  ///   - line: The line the problem is on (from 1), or nil for the whole file.
  ///   - reason: The decision's reason, in words.
  public init(path: String, line: Int?, reason: String) {
    self.path = path
    self.line = line
    self.reason = reason
  }

  /// `path:line: reason`.
  public var description: String {
    line.map { "\(path):\($0): \(reason)" } ?? "\(path): \(reason)"
  }
}

/// Reading and writing curves as CSV, TSV, JSON, JSON Lines and NumPy's npy.
///
/// CSV/TSV: metadata lines `# key: value`, then a header naming the columns (`t` and `value`
/// required, `velocity` optional, others ignored), then one row per sample. A UTF-8 byte-order
/// mark and CRLF line endings are accepted. Gesture files use the same format with
/// `translation` (and `translation_y`) for the value (and second) column.
/// JSON: an object with a `samples` array of `{"t", "value", "velocity"}` objects and an optional
/// `metadata` object (the `sample --format json` document; other scalar members are metadata
/// too), or a bare array of such objects. Every number must be finite.
/// JSON Lines: one `{"t", "value", "velocity"}` object per line, no metadata. npy: a structured
/// array of `<f8` fields including `t` and `value` (what `--format npy` writes), no metadata.
public enum CurveFile {
  /// The longest piece of a bad cell an error quotes.
  public static let quotedLength = 80

  // MARK: - Writing

  /// Writes a curve (its metadata and `t,value[,velocity]`) in `format` to `output`.
  ///
  /// - Parameters:
  ///   - curve: The curve to write.
  ///   - output: Where to write it.
  ///   - format: The format: csv, tsv, json or jsonl.
  ///   - precision: Significant digits for people (1…17), or nil for every digit.
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  public static func write(_ curve: Curve, to output: any ByteOutput, format: OutputFormat, precision: Int? = nil)
    throws(OutputError)
  {
    var writer = RowWriter(
      output, columns: curve.velocities == nil ? ["t", "value"] : ["t", "value", "velocity"],
      format: format, metadata: curve.metadata, precision: precision, rows: curve.count)
    try writer.begin()
    if let v = curve.velocities {
      for i in curve.times.indices { try writer.write(curve.times[i], curve.values[i], v[i]) }
    } else {
      for i in curve.times.indices { try writer.write([.number(curve.times[i]), .number(curve.values[i])]) }
    }
    try writer.end()
  }

  // MARK: - Reading

  /// Reads a curve from `path` (`-`: standard input), choosing the format by extension (`.json`,
  /// `.jsonl` or `.ndjson`, `.npy`, `.tsv`, else CSV; standard input by its first bytes and header).
  /// `valueColumn` names the value column (`value` for curves, `translation` for gestures).
  ///
  /// - Parameters:
  ///   - path: The file's path (`-` for standard input).
  ///   - valueColumn: The name of the value column (`value`, or `translation` for a gesture).
  /// - Returns: The curve: finite samples at increasing times, with its metadata.
  /// - Throws: ``CurveFileError`` naming the file and line when it cannot be read or does not parse into finite samples at
  ///   increasing times.
  public static func read(path: String, valueColumn: String = "value") throws(CurveFileError) -> Curve {
    let shown = SystemPath.displayed(path)
    let enough = { (bytes: [UInt8]) in leadingProblem(bytes, valueColumn: valueColumn) }
    guard path != "-" else { return try parse(StandardInput.readAll(until: enough), path: path, valueColumn: valueColumn) }
    // open(2) and read(2), so that a FIFO or a process substitution <(…) reads like standard input.
    let fd = SystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else {
      let reason = errno == ENOENT ? "no such file" : errno == EISDIR ? "is a directory" : String(cString: strerror(errno))
      throw CurveFileError(path: shown, line: nil, reason: reason)
    }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { throw CurveFileError(path: shown, line: nil, reason: "is a directory") }
    let input = InputBytes.read(descriptor: fd, until: enough)
    if input.error == EISDIR { throw CurveFileError(path: shown, line: nil, reason: "is a directory") }
    if input.error != 0 { throw CurveFileError(path: shown, line: nil, reason: String(cString: strerror(input.error))) }
    if input.overLimit { throw CurveFileError(path: shown, line: nil, reason: "is larger than \(InputBytes.limit >> 30) GiB") }
    return try parse(input.bytes, path: shown, valueColumn: valueColumn)
  }

  /// Whether the bytes read so far already cannot begin a curve file, so reading can stop (the
  /// parser then says why): the first line that is not blank or a `#` comment is complete and is
  /// neither JSON (`{`, `[`) nor a header naming `t` and `valueColumn`. npy is decided by its magic.
  ///
  /// - Parameters:
  ///   - bytes: The bytes read so far.
  ///   - valueColumn: The name of the value column.
  /// - Returns: Whether the input is already known to be no curve.
  public static func leadingProblem(_ bytes: [UInt8], valueColumn: String) -> Bool {
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if bytes.count >= 6 && isNumPy(bytes[...]) { return false }
    while start < bytes.count {
      guard let end = bytes[start...].firstIndex(of: 0x0A) else { return false }  // the line is not complete yet
      let line = String(decoding: bytes[start..<end], as: UTF8.self).trimmed()
      start = end + 1
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("{") || line.hasPrefix("[") { return false }
      let cells = line.split(whereSeparator: { $0 == "," || $0 == "\t" }).map { $0.trimmed() }
      return !(cells.contains("t") && cells.contains(valueColumn))
    }
    return false
  }

  /// Parses file bytes; `path` names the source and its extension chooses the format.
  ///
  /// - Parameters:
  ///   - raw: The file's bytes.
  ///   - path: The file's path (`-` for standard input).
  ///   - valueColumn: The name of the value column (`value`, or `translation` for a gesture).
  /// - Returns: The curve: finite samples at increasing times, with its metadata.
  /// - Throws: ``CurveFileError`` naming the file and line when it cannot be read or does not parse into finite samples at
  ///   increasing times.
  public static func parse(_ raw: [UInt8], path: String, valueColumn: String = "value") throws(CurveFileError) -> Curve {
    var bytes = raw[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let lower = path.lowercased()
    if lower.hasSuffix(".npy") || (path == "-" && isNumPy(bytes)) {
      return try parseNumPy(bytes, path: path, valueColumn: valueColumn)
    }
    if lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson") || (path == "-" && looksLikeJSONLines(bytes)) {
      return try parseJSONLines(bytes, path: path, valueColumn: valueColumn)
    }
    let firstText = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if lower.hasSuffix(".json") || (path == "-" && (firstText == UInt8(ascii: "{") || firstText == UInt8(ascii: "["))) {
      // The text must be UTF-8. A document that reads is (its strings are checked as they are
      // read, and everything else it accepts is ASCII), so the whole file is checked only when it
      // does not read, to say which is wrong.
      do {
        return try parseJSON(bytes: bytes.count == raw.count ? raw : Array(bytes), path: path, valueColumn: valueColumn)
      } catch {
        guard isASCII(bytes) || String(validating: bytes, as: UTF8.self) != nil else {
          throw CurveFileError(path: path, line: nil, reason: "is not UTF-8 text")
        }
        throw error
      }
    }
    let separator: UInt8 = lower.hasSuffix(".tsv") || (path == "-" && Self.headerHasTab(bytes)) ? 0x09 : 0x2C
    return try parseDelimited(bytes, separator: separator, path: path, valueColumn: valueColumn)
  }

  /// Whether every byte is below 0x80, eight at a time.
  static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.withUnsafeBytes { raw in
      var i = 0
      var high: UInt64 = 0
      while i + 8 <= raw.count {
        high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        i += 8
      }
      while i < raw.count { high |= UInt64(raw[i]); i += 1 }
      return high & 0x8080_8080_8080_8080 == 0
    }
  }

  static func headerHasTab(_ bytes: ArraySlice<UInt8>) -> Bool {
    var lineStart = bytes.startIndex
    while lineStart < bytes.endIndex {
      let end = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.endIndex
      let line = bytes[lineStart..<end]
      if let first = line.first, first != UInt8(ascii: "#"), !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
        return line.contains(0x09)
      }
      lineStart = end + 1
    }
    return false
  }

  /// Parses a JSON curve document.
  ///
  /// - Parameters:
  ///   - text: The document's text.
  ///   - path: The file's path (`-` for standard input).
  ///   - valueColumn: The name of the value column (`value`, or `translation` for a gesture).
  /// - Returns: The curve: finite samples at increasing times, with its metadata.
  /// - Throws: ``CurveFileError`` naming the file and line when it cannot be read or does not parse into finite samples at
  ///   increasing times.
  public static func parseJSON(_ text: String, path: String, valueColumn: String = "value") throws(CurveFileError) -> Curve {
    try parseJSON(bytes: Array(text.utf8), path: path, valueColumn: valueColumn)
  }

  static func parseJSON(bytes: [UInt8], path: String, valueColumn: String) throws(CurveFileError) -> Curve {
    let secondKey = valueColumn == "value" ? "velocity" : valueColumn + "_y"
    let document: CurveDocument
    do {
      document = try CurveDocument.parse(bytes, valueKey: valueColumn, secondKey: secondKey)
    } catch {
      throw CurveFileError(path: path, line: error.line, reason: "not valid JSON: \(error.reason) (column \(error.column))")
    }
    // The sample document `{"samples": [...], "metadata": {...}, …}`, or a bare array of samples.
    guard document.hasSamples else {
      throw CurveFileError(
        path: path, line: nil, reason: "expected an object with a \"samples\" (or morph's \"frames\", drag's \"trajectory\") array, or an array of samples")
    }
    switch document.problem {
    case (let i, .needsNumbers)?:
      let hint = valueColumn == "value" ? " (to read another member as the values, name it as FILE#NAME, e.g. #x or #position)" : ""
      throw CurveFileError(path: path, line: nil, reason: "samples[\(i)] needs finite numbers t and \(valueColumn)" + hint)
    case (let i, .notIncreasing(let t, let previous))?:
      throw CurveFileError(path: path, line: nil, reason: "samples[\(i)]: times must increase (\(t) after \(previous))")
    case (let i, .secondNotNumber)?:
      throw CurveFileError(path: path, line: nil, reason: "samples[\(i)]: \(secondKey) must be a finite number")
    case nil:
      break
    }
    guard !document.times.isEmpty else { throw CurveFileError(path: path, line: nil, reason: "no samples") }
    return Curve(
      metadata: metadata(document.members), times: document.times, values: document.values,
      velocities: document.allSeconds ? document.seconds : nil)
  }

  /// The `metadata` object's members (arrays as repeated keys) and the document's other scalar members.
  static func metadata(_ members: [(String, JSONValue)]) -> [(key: String, value: String)] {
    func scalar(_ value: JSONValue) -> String? {
      switch value {
      case .number(let x): return Cell.format(x)
      case .integer(let n): return String(n)
      case .string(let s): return s
      case .bool(let b): return b ? "true" : "false"
      default: return nil
      }
    }
    var out: [(key: String, value: String)] = []
    for (key, value) in members where key != "samples" {
      if key == "metadata", case .object(let inner) = value {
        for (k, v) in inner {
          if case .array(let items) = v { out += items.compactMap(scalar).map { (k, $0) } } else if let s = scalar(v) { out.append((k, s)) }
        }
      } else if let text = scalar(value) {
        out.append((key, text))
      }
    }
    return out
  }
}
