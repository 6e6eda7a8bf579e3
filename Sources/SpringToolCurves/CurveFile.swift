import Foundation

/// Why a curve file could not be read: names the file and, where it applies, the line.
public struct CurveFileError: Error, Sendable, Equatable, CustomStringConvertible {
  public let path: String
  public let line: Int?
  public let reason: String

  public var description: String {
    line.map { "\(path):\($0): \(reason)" } ?? "\(path): \(reason)"
  }
}

/// Reading and writing curves as CSV, TSV and JSON.
///
/// CSV/TSV: metadata lines `# key: value`, then a header naming the columns (`t` and
/// `value` required, `velocity` optional, others ignored), then one row per sample.
/// Gesture files use the same format with `translation` (and `translation_y`) for the value
/// (and second) column.
/// JSON: an object with a `samples` array of `{"t", "value", "velocity"}` objects (the
/// `springtool sample --format json` document; its other scalar members are metadata), or
/// a bare array of such objects.
public enum CurveFile {
  // MARK: - Writing

  /// The curve as text in `format` (`table` writes aligned columns without metadata).
  public static func render(_ curve: Curve, format: OutputFormat) -> String {
    switch format {
    case .json:
      var members: [(String, JSONValue)] = curve.metadata.map { ($0.key, .string($0.value)) }
      members.append(("samples", .array(curve.times.indices.map { i in
        var sample: [(String, JSONValue)] = [("t", .number(curve.times[i])), ("value", .number(curve.values[i]))]
        if let v = curve.velocities { sample.append(("velocity", .number(v[i]))) }
        return .object(sample)
      })))
      return JSONValue.object(members).rendered()
    case .csv, .tsv, .table:
      var text = format == .table ? "" : curve.metadata.map { "# \($0.key): \($0.value)\n" }.joined()
      text += table(curve).rendered(format)
      return text
    }
  }

  /// The samples as a table `t,value[,velocity]`.
  public static func table(_ curve: Curve) -> Table {
    let withVelocity = curve.velocities != nil
    return Table(columns: withVelocity ? ["t", "value", "velocity"] : ["t", "value"], rows: curve.times.indices.map { i in
      var row: [Cell] = [.number(curve.times[i]), .number(curve.values[i])]
      if let v = curve.velocities { row.append(.number(v[i])) }
      return row
    })
  }

  // MARK: - Reading

  /// Reads a curve from `path`, choosing the format by extension (`.json`, `.tsv`, else CSV).
  /// `valueColumn` names the value column (`value` for curves, `translation` for gestures).
  public static func read(path: String, valueColumn: String = "value") throws(CurveFileError) -> Curve {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw CurveFileError(path: path, line: nil, reason: FileManager.default.fileExists(atPath: path)
        ? "cannot be read as UTF-8 text" : "no such file")
    }
    let lower = path.lowercased()
    if lower.hasSuffix(".json") { return try parseJSON(text, path: path, valueColumn: valueColumn) }
    return try parseDelimited(text, separator: lower.hasSuffix(".tsv") ? "\t" : ",", path: path, valueColumn: valueColumn)
  }

  /// Parses CSV (separator ",") or TSV ("\t") text; `path` names the source in errors.
  public static func parseDelimited(_ text: String, separator: Character, path: String, valueColumn: String = "value")
    throws(CurveFileError) -> Curve
  {
    var metadata: [(key: String, value: String)] = []
    var header: [String]?
    var times: [Double] = [], values: [Double] = [], velocities: [Double] = []
    var columns = (t: 0, value: 0, velocity: Int?.none)
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let lineNumber = index + 1
      if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      if line.hasPrefix("#") {
        let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
        if let colon = body.firstIndex(of: ":") {
          metadata.append((String(body[..<colon]).trimmingCharacters(in: .whitespaces),
                           String(body[body.index(after: colon)...]).trimmingCharacters(in: .whitespaces)))
        }
        continue
      }
      let cells = line.split(separator: separator, omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard let names = header else {
        header = cells
        guard let t = cells.firstIndex(of: "t"), let v = cells.firstIndex(of: valueColumn) else {
          throw CurveFileError(path: path, line: lineNumber, reason:
            "the header must name the columns t and \(valueColumn) (found \(cells.joined(separator: ",")))")
        }
        columns = (t, v, cells.firstIndex(of: valueColumn == "value" ? "velocity" : valueColumn + "_y"))
        continue
      }
      guard cells.count == names.count else {
        throw CurveFileError(path: path, line: lineNumber, reason: "expected \(names.count) columns, found \(cells.count)")
      }
      func number(_ column: Int) throws(CurveFileError) -> Double {
        guard let x = Double(cells[column]) else {
          throw CurveFileError(path: path, line: lineNumber, reason: "'\(cells[column])' in column \(names[column]) is not a number")
        }
        guard x.isFinite else {
          throw CurveFileError(path: path, line: lineNumber, reason: "\(names[column]) must be finite (found \(cells[column]))")
        }
        return x
      }
      let t = try number(columns.t)
      if let previous = times.last, !(t > previous) {
        throw CurveFileError(path: path, line: lineNumber, reason: "times must increase (\(t) after \(previous))")
      }
      times.append(t)
      values.append(try number(columns.value))
      if let c = columns.velocity { velocities.append(try number(c)) }
    }
    guard header != nil else {
      throw CurveFileError(path: path, line: nil, reason: "no header line (t,\(valueColumn)[,\(valueColumn == "value" ? "velocity" : valueColumn + "_y")])")
    }
    guard !times.isEmpty else { throw CurveFileError(path: path, line: nil, reason: "no samples") }
    return Curve(metadata: metadata, times: times, values: values, velocities: columns.velocity == nil ? nil : velocities)
  }

  /// Parses a JSON curve document.
  public static func parseJSON(_ text: String, path: String, valueColumn: String = "value") throws(CurveFileError) -> Curve {
    let document: JSONValue
    do {
      document = try JSONValue.parse(text)
    } catch {
      throw CurveFileError(path: path, line: error.line, reason: "not valid JSON: \(error.reason) (column \(error.column))")
    }
    // The sample document `{"samples": [...], …metadata}`, or a bare array of samples.
    let members: [(String, JSONValue)], samples: [JSONValue]
    switch document {
    case .object(let m):
      guard case .array(let s)? = document["samples"] else {
        throw CurveFileError(path: path, line: nil, reason: "expected an object with a \"samples\" array, or an array of samples")
      }
      (members, samples) = (m, s)
    case .array(let s):
      (members, samples) = ([], s)
    default:
      throw CurveFileError(path: path, line: nil, reason: "expected an object with a \"samples\" array, or an array of samples")
    }
    var times: [Double] = [], values: [Double] = [], velocities: [Double] = []
    var allVelocities = true
    for (i, sample) in samples.enumerated() {
      guard let t = sample["t"]?.doubleValue, let v = sample[valueColumn]?.doubleValue, t.isFinite, v.isFinite else {
        throw CurveFileError(path: path, line: nil, reason: "samples[\(i)] needs finite numbers t and \(valueColumn)")
      }
      if let previous = times.last, !(t > previous) {
        throw CurveFileError(path: path, line: nil, reason: "samples[\(i)]: times must increase (\(t) after \(previous))")
      }
      times.append(t)
      values.append(v)
      let secondKey = valueColumn == "value" ? "velocity" : valueColumn + "_y"
      if let velocity = sample[secondKey]?.doubleValue { velocities.append(velocity) } else { allVelocities = false }
    }
    guard !times.isEmpty else { throw CurveFileError(path: path, line: nil, reason: "no samples") }
    // Scalar members (and one level of nested objects, as "spring.stiffness") are metadata.
    var metadata: [(key: String, value: String)] = []
    func scalar(_ value: JSONValue) -> String? {
      switch value {
      case .number(let x): return Cell.format(x)
      case .integer(let n): return String(n)
      case .string(let s): return s
      case .bool(let b): return b ? "true" : "false"
      default: return nil
      }
    }
    for (key, value) in members where key != "samples" {
      if let text = scalar(value) { metadata.append((key, text)) }
      if case .object(let nested) = value {
        for (inner, innerValue) in nested { if let text = scalar(innerValue) { metadata.append(("\(key).\(inner)", text)) } }
      }
    }
    return Curve(metadata: metadata, times: times, values: values, velocities: allVelocities ? velocities : nil)
  }
}
