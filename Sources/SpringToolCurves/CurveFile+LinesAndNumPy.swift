import SpringToolFormats
import _SpringToolSupport

/// Reading the two formats springtool writes without a header of `# key: value` lines: JSON
/// Lines (one `{"t": …, "value": …}` object per line, as `--format jsonl` writes them) and
/// NumPy's `.npy` (a structured array of little-endian float64 fields, as `--format npy` writes
/// it), so that every curve file springtool writes reads back where curve files are read.
extension CurveFile {
  /// Whether `bytes` start with NumPy's magic string (`\x93NUMPY`).
  static func isNumPy(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.starts(with: [0x93, 0x4E, 0x55, 0x4D, 0x50, 0x59])
  }

  /// Whether the first non-blank line of `bytes` is a whole JSON object with a `t` member: a
  /// JSON Lines file (a JSON document's first line is `{` or `[`, never a whole sample).
  static func looksLikeJSONLines(_ bytes: ArraySlice<UInt8>) -> Bool {
    var start = bytes.startIndex
    while start < bytes.endIndex {
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
      let line = String(decoding: bytes[start..<end], as: UTF8.self).trimmed()
      if !line.isEmpty {
        guard line.hasPrefix("{"), case .object(let members)? = try? JSONValue.parse(line) else { return false }
        return members.contains { $0.0 == "t" }
      }
      start = end + 1
    }
    return false
  }

  /// Parses JSON Lines: one object per non-blank line with finite numbers `t` and `valueColumn`
  /// (and optionally the second column, `velocity` for curves), times increasing. JSON Lines carries
  /// no metadata.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - path: The file's path (`-` for standard input), for errors.
  ///   - valueColumn: The name of the value member (`value`, or `translation` for a gesture).
  /// - Returns: The curve: finite samples at increasing times, without metadata.
  /// - Throws: ``CurveFileError`` naming the file and line of the first line that is not such an object.
  static func parseJSONLines(_ bytes: ArraySlice<UInt8>, path: String, valueColumn: String) throws(CurveFileError) -> Curve {
    let secondKey = valueColumn == "value" ? "velocity" : valueColumn + "_y"
    guard String(validating: bytes, as: UTF8.self) != nil else { throw CurveFileError(path: path, line: nil, reason: "is not UTF-8 text") }
    var times: [Double] = [], values: [Double] = [], seconds: [Double] = []
    var withSecond: Bool?
    var start = bytes.startIndex, lineNumber = 0
    while start < bytes.endIndex {
      lineNumber += 1
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
      defer { start = end + 1 }
      let line = String(decoding: bytes[start..<end], as: UTF8.self).trimmed()
      if line.isEmpty { continue }
      let parsed: JSONValue
      do { parsed = try JSONValue.parse(line) } catch {
        throw CurveFileError(path: path, line: lineNumber, reason: "not valid JSON: \(error.reason) (column \(error.column))")
      }
      guard case .object(let object) = parsed else {
        throw CurveFileError(path: path, line: lineNumber, reason: "expected one JSON object per line")
      }
      var seen = Set<String>()
      for (key, _) in object where !seen.insert(key).inserted {
        throw CurveFileError(path: path, line: lineNumber, reason: "the key \(quote(key)) appears twice")
      }
      func number(_ key: String) -> Double? {
        object.first { $0.0 == key }?.1.doubleValue.flatMap { $0.isFinite ? $0 : nil }
      }
      guard let t = number("t"), let value = number(valueColumn) else {
        throw CurveFileError(path: path, line: lineNumber, reason: "needs finite numbers t and \(valueColumn)")
      }
      if let previous = times.last, !(t > previous) {
        throw CurveFileError(path: path, line: lineNumber, reason: "times must increase (\(t) after \(previous))")
      }
      let hasSecond = object.contains { $0.0 == secondKey }
      if withSecond == nil { withSecond = hasSecond }
      guard hasSecond == withSecond else {
        throw CurveFileError(path: path, line: lineNumber, reason: "\(secondKey) must be on every line or on none")
      }
      if hasSecond {
        guard let second = number(secondKey) else {
          throw CurveFileError(path: path, line: lineNumber, reason: "\(secondKey) must be a finite number")
        }
        seconds.append(second)
      }
      times.append(t)
      values.append(value)
    }
    guard !times.isEmpty else { throw CurveFileError(path: path, line: nil, reason: "no samples") }
    return Curve(times: times, values: values, velocities: withSecond == true ? seconds : nil)
  }

  /// Parses a NumPy `.npy` file (format version 1, 2 or 3) holding a one-dimensional structured
  /// array of little-endian float64 fields named `t` and `valueColumn` (and optionally the second
  /// column), C order. Other field names are ignored; every field must be `<f8`.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - path: The file's path (`-` for standard input), for errors.
  ///   - valueColumn: The name of the value field (`value`, or `translation` for a gesture).
  /// - Returns: The curve: finite samples at increasing times, without metadata.
  /// - Throws: ``CurveFileError`` naming the file when the header or the data do not fit.
  static func parseNumPy(_ raw: ArraySlice<UInt8>, path: String, valueColumn: String) throws(CurveFileError) -> Curve {
    let bytes = Array(raw)
    func fail(_ reason: String) -> CurveFileError { CurveFileError(path: path, line: nil, reason: "npy: " + reason) }
    guard bytes.count >= 10 else { throw fail("the file ends inside its header") }
    let major = bytes[6]
    let headerLength: Int, headerStart: Int
    switch major {
    case 1:
      headerLength = Int(bytes[8]) | Int(bytes[9]) << 8
      headerStart = 10
    case 2, 3:
      guard bytes.count >= 12 else { throw fail("the file ends inside its header") }
      headerLength = (8..<12).reduce(0) { $0 | Int(bytes[$1]) << (8 * ($1 - 8)) }
      headerStart = 12
    default:
      throw fail("format version \(major) is not one springtool reads (1, 2 or 3)")
    }
    guard headerStart + headerLength <= bytes.count else { throw fail("the file ends inside its header") }
    let header = String(decoding: bytes[headerStart..<(headerStart + headerLength)], as: UTF8.self)
    guard let fields = npyFields(header) else {
      throw fail("expected a structured array of '<f8' fields, e.g. {'descr': [('t', '<f8'), ('value', '<f8')], …}")
    }
    guard !header.containsText("'fortran_order': True") else { throw fail("Fortran order is not read; save in C order") }
    guard let rows = npyRows(header) else { throw fail("expected a one-dimensional 'shape': (N,)") }
    let secondName = valueColumn == "value" ? "velocity" : valueColumn + "_y"
    guard let tField = fields.firstIndex(of: "t"), let vField = fields.firstIndex(of: valueColumn) else {
      throw fail("the fields must include t and \(valueColumn) (found \(quote(fields.joined(separator: ","))))")
    }
    let second = fields.firstIndex(of: secondName)
    let width = fields.count * 8, dataStart = headerStart + headerLength
    let (needed, overflow) = rows.multipliedReportingOverflow(by: width)
    guard !overflow, bytes.count - dataStart == needed else {
      throw fail("the header promises \(rows) rows of \(width) bytes, the file holds \(bytes.count - dataStart) bytes of data")
    }
    func number(_ row: Int, _ field: Int) -> Double {
      let at = dataStart + row * width + field * 8
      let bits = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
      return Double(bitPattern: bits)
    }
    var times: [Double] = [], values: [Double] = [], seconds: [Double] = []
    times.reserveCapacity(rows)
    values.reserveCapacity(rows)
    for row in 0..<rows {
      let t = number(row, tField), value = number(row, vField)
      guard t.isFinite, value.isFinite else { throw fail("row \(row): t and \(valueColumn) must be finite") }
      if let previous = times.last, !(t > previous) { throw fail("row \(row): times must increase (\(t) after \(previous))") }
      times.append(t)
      values.append(value)
      if let second {
        let v = number(row, second)
        guard v.isFinite else { throw fail("row \(row): \(secondName) must be finite") }
        seconds.append(v)
      }
    }
    guard !times.isEmpty else { throw fail("no samples") }
    return Curve(times: times, values: values, velocities: second == nil ? nil : seconds)
  }

  /// The field names of a header's `'descr': [('name', '<f8'), …]`, nil unless every field is `<f8`.
  static func npyFields(_ header: String) -> [String]? {
    guard let open = header[...].firstRange(ofText: "'descr': ["), let close = header[open.upperBound...].firstIndex(of: "]") else { return nil }
    var names: [String] = []
    for item in header[open.upperBound..<close].split(separator: ")") {
      let parts = item.split(separator: "'", omittingEmptySubsequences: false)
      // ", ('name', '<f8'" splits at the quotes into [", (", name, ", ", "<f8", …].
      guard parts.count >= 5, parts[3] == "<f8" else {
        if item.trimmed().trimmingPrefix(",").trimmed().isEmpty { continue }
        return nil
      }
      names.append(String(parts[1]))
    }
    return names.isEmpty ? nil : names
  }

  /// The row count of a header's `'shape': (N,)`.
  static func npyRows(_ header: String) -> Int? {
    guard let open = header[...].firstRange(ofText: "'shape': ("), let close = header[open.upperBound...].firstIndex(of: ")") else { return nil }
    let inside = header[open.upperBound..<close].split(separator: ",").map { $0.trimmed() }.filter { !$0.isEmpty }
    guard inside.count == 1 else { return nil }
    return Int(inside[0])
  }
}
