import SpringToolFormats
import CNumberConversion
import Foundation
import _SpringToolSupport

/// Reading CSV and TSV curve files: the header, then runs of plain rows read column by column.
extension CurveFile {
  /// Parses CSV (separator `,`) or TSV (tab) text; `path` names the source in errors.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - separator: The field separator: `,` for CSV, a tab for TSV.
  ///   - path: The file's path (`-` for standard input).
  ///   - valueColumn: The name of the value column (`value`, or `translation` for a gesture).
  /// - Returns: The curve: finite samples at increasing times, with its metadata.
  /// - Throws: ``CurveFileError`` naming the file and line when it cannot be read or does not parse into finite samples at
  ///   increasing times.
  public static func parseDelimited(_ text: String, separator: Character, path: String, valueColumn: String = "value")
    throws(CurveFileError) -> Curve
  {
    try parseDelimited(Array(text.utf8)[...], separator: separator == "\t" ? 0x09 : 0x2C, path: path, valueColumn: valueColumn)
  }

  static func parseDelimited(_ bytes: ArraySlice<UInt8>, separator: UInt8, path: String, valueColumn: String)
    throws(CurveFileError) -> Curve
  {
    try bytes.withUnsafeBufferPointer { (buffer: UnsafeBufferPointer<UInt8>) throws(CurveFileError) -> Curve in
      try parseDelimited(buffer, separator: separator, path: path, valueColumn: valueColumn)
    }
  }

  /// The run of plain rows at `start`, and after the first run the rest of a plain file read
  /// straight into columns: how many rows were read (0 when the line at `start` is not plain)
  /// and where the next line starts.
  static func plainRun(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, columns count: Int, separator: UInt8,
    columns: (t: Int, value: Int, second: Int?), times: inout [Double], values: inout [Double],
    seconds: inout [Double]
  ) -> (rows: Int, next: Int) {
    let (rows, end) = appendPlainRows(
      bytes, from: start, columns: count, separator: separator, columns: columns,
      times: &times, values: &values, seconds: &seconds)
    guard rows > 0, times.count == rows else { return (rows, end) }
    // After the first run, the rest of a plain file goes straight into columns: room for a row
    // every 16 bytes (at most 1.5 times the file in doubles), so no copy of any row is made.
    let capacity = max(bytes.count / 16 + 1, rows + 4096)
    let (more, next) = readPlainColumns(
      bytes, from: end, columns: count, separator: separator, columns: columns,
      capacity: capacity, times: &times, values: &values, seconds: &seconds)
    return (rows + more, next)
  }

  /// The columns of t, the values and the second column (velocity or y) a header names.
  /// - Throws: ``CurveFileError`` when it names no t or no value column, saying how to read one of its columns.
  static func headerColumns(_ found: [String], valueColumn: String, secondName: String, path: String, line: Int) throws(CurveFileError)
    -> (t: Int, value: Int, second: Int?)
  {
    guard let t = found.firstIndex(of: "t"), let v = found.firstIndex(of: valueColumn) else {
      // A file with t and other columns (a morph's components, a drag's position): say how to read one of them.
      let others = found.filter { $0 != "t" && !$0.isEmpty }
      let hint =
        found.contains("t") && !others.isEmpty && valueColumn == "value"
        ? "; to read one of its columns as the values, name it as FILE#\(others[0])" : ""
      throw CurveFileError(
        path: path, line: line,
        reason:
          "the header must name the columns t and \(valueColumn) (found \(quote(found.joined(separator: ","))))" + hint)
    }
    return (t, v, found.firstIndex(of: secondName))
  }

  /// The reader proper, over the file's bytes: one pass, no copies of rows or cells.
  static func parseDelimited(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, path: String, valueColumn: String)
    throws(CurveFileError) -> Curve
  {
    var metadata: [(key: String, value: String)] = []
    var header: [String]?
    var columns = (t: 0, value: 0, second: Int?.none)
    var times: [Double] = [], values: [Double] = [], seconds: [Double] = []
    var lineNumber = 0
    var start = 0
    var cells: [Range<Int>] = []
    let secondName = valueColumn == "value" ? "velocity" : valueColumn + "_y"
    let count = bytes.count
    func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
    while start < count {
      // A plain data row (numbers and separators only) is read in one pass; anything else, and
      // every error, goes through the general reader below.
      if let names = header {
        let (rows, next) = plainRun(
          bytes, from: start, columns: names.count, separator: separator, columns: columns, times: &times,
          values: &values, seconds: &seconds)
        if rows > 0 {
          (lineNumber, start) = (lineNumber + rows, next)
          continue
        }
      }
      lineNumber += 1
      var end = start
      while end < count && bytes[end] != 0x0A { end += 1 }
      let next = end + 1
      if end > start && bytes[end - 1] == 0x0D { end -= 1 }
      defer { start = next }
      var first = start
      while first < end && (bytes[first] == 0x20 || bytes[first] == 0x09) { first += 1 }
      if first == end { continue }
      if bytes[first] == UInt8(ascii: "#") {
        let body = text((first + 1)..<end)
        if let colon = body.firstIndex(of: ":") { metadata.append((body[..<colon].trimmed(), body[body.index(after: colon)...].trimmed())) }
        continue
      }
      cells.removeAll(keepingCapacity: true)
      var cellStart = start
      for i in start..<end where bytes[i] == separator {
        cells.append(cellStart..<i)
        cellStart = i + 1
      }
      cells.append(cellStart..<end)
      guard let names = header else {
        let found = cells.map { text($0).trimmed() }
        columns = try headerColumns(found, valueColumn: valueColumn, secondName: secondName, path: path, line: lineNumber)
        header = found
        continue
      }
      guard cells.count == names.count else {
        throw CurveFileError(path: path, line: lineNumber, reason: "expected \(names.count) columns, found \(cells.count)")
      }
      func number(_ column: Int) throws(CurveFileError) -> Double {
        guard let x = parseNumber(UnsafeBufferPointer(rebasing: bytes[cells[column]])) else {
          throw CurveFileError(path: path, line: lineNumber, reason: "\(quote(text(cells[column]))) in column \(names[column]) is not a number")
        }
        guard x.isFinite else {
          throw CurveFileError(path: path, line: lineNumber, reason: "\(names[column]) must be finite (found \(quote(text(cells[column]))))")
        }
        return x
      }
      let t = try number(columns.t)
      if let previous = times.last, !(t > previous) {
        throw CurveFileError(path: path, line: lineNumber, reason: "times must increase (\(t) after \(previous))")
      }
      times.append(t)
      values.append(try number(columns.value))
      if let c = columns.second { seconds.append(try number(c)) }
    }
    guard header != nil else {
      throw CurveFileError(path: path, line: nil, reason: "no header line (t,\(valueColumn)[,\(secondName)])")
    }
    guard !times.isEmpty else { throw CurveFileError(path: path, line: nil, reason: "no samples") }
    return Curve(metadata: metadata, times: times, values: values, velocities: columns.second == nil ? nil : seconds)
  }

  /// A run of plain data rows (finite numbers as from_chars reads them, no spaces or `+`, joined
  /// by `separator`) read in C from `start`, while the times increase past `previous`: file
  /// column c into `outputs[c]` (nil: not kept), at most `capacity` rows. How many rows were
  /// read and where the next line starts; the first row that is not plain, or whose time does
  /// not increase, is left to the general reader.
  static func plainRows(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, separator: UInt8,
    outputs: [UnsafeMutablePointer<Double>?], timeColumn: Int, after previous: Double,
    capacity: Int
  ) -> (rows: Int, end: Int) {
    guard let base = bytes.baseAddress, start < bytes.count, capacity > 0 else { return (0, start) }
    var stop = 0
    let rows = (base + start).withMemoryRebound(to: CChar.self, capacity: bytes.count - start) { first in
      outputs.withUnsafeBufferPointer { outputs in
        springtool_parse_rows(
          first, first + (bytes.count - start), outputs.count, CChar(bitPattern: separator), capacity,
          outputs.baseAddress, timeColumn, previous, &stop)
      }
    }
    return (rows, start + stop)
  }

  /// The output pointers for ``plainRows``: the kept columns' (time, value, second) at their file
  /// columns, nil elsewhere.
  static func outputs(
    columns count: Int, _ columns: (t: Int, value: Int, second: Int?), t: UnsafeMutablePointer<Double>,
    value: UnsafeMutablePointer<Double>, second: UnsafeMutablePointer<Double>?
  ) -> [UnsafeMutablePointer<Double>?] {
    var outputs = [UnsafeMutablePointer<Double>?](repeating: nil, count: count)
    outputs[columns.t] = t
    outputs[columns.value] = value
    if let c = columns.second { outputs[c] = second }
    return outputs
  }

  /// A run of plain rows (up to 4096) read into a scratch block and appended to the columns.
  static func appendPlainRows(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, columns count: Int, separator: UInt8,
    columns: (t: Int, value: Int, second: Int?), times: inout [Double], values: inout [Double],
    seconds: inout [Double]
  ) -> (rows: Int, end: Int) {
    let capacity = 4096
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * capacity) { scratch in
      let t = scratch.baseAddress!, v = t + capacity, s = v + capacity
      let (rows, end) = plainRows(
        bytes, from: start, separator: separator,
        outputs: outputs(columns: count, columns, t: t, value: v, second: s),
        timeColumn: columns.t, after: times.last ?? -.infinity, capacity: capacity)
      times.append(contentsOf: UnsafeBufferPointer(start: t, count: rows))
      values.append(contentsOf: UnsafeBufferPointer(start: v, count: rows))
      if columns.second != nil { seconds.append(contentsOf: UnsafeBufferPointer(start: s, count: rows)) }
      return (rows, end)
    }
  }

  /// Plain rows read straight into new columns of `capacity` (which start with the columns' rows
  /// so far) until a row is not plain, a time does not increase, the file ends or the columns are
  /// full: the rows read and where the next line starts.
  static func readPlainColumns(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, columns count: Int, separator: UInt8,
    columns: (t: Int, value: Int, second: Int?), capacity: Int, times: inout [Double],
    values: inout [Double], seconds: inout [Double]
  ) -> (rows: Int, end: Int) {
    var (rows, end) = (0, start)
    let previous = times.last ?? -.infinity
    CurveColumns.extend(
      times: &times, values: &values, seconds: &seconds, keepingSeconds: columns.second != nil,
      capacity: capacity
    ) { t, v, s, room in
      (rows, end) = plainRows(
        bytes, from: start, separator: separator, outputs: outputs(columns: count, columns, t: t, value: v, second: s),
        timeColumn: columns.t, after: previous, capacity: room)
      return rows
    }
    return (rows, end)
  }

  /// A cell's number (decimal, `inf`, `infinity`, with an optional sign), parsed exactly; nil
  /// when the cell is not one number (surrounding spaces allowed; no hexadecimal, no `nan`).
  static func parseNumber(_ cell: UnsafeBufferPointer<UInt8>) -> Double? {
    var lo = 0, hi = cell.count
    while lo < hi && cell[lo] == 0x20 { lo += 1 }
    while hi > lo && cell[hi - 1] == 0x20 { hi -= 1 }
    // from_chars takes no leading "+"; strtod did, so "+1.5" stays a number.
    if lo < hi - 1 && cell[lo] == UInt8(ascii: "+") && cell[lo + 1] != UInt8(ascii: "-") { lo += 1 }
    guard lo < hi, let base = cell.baseAddress else { return nil }
    var x = 0.0
    let used = (base + lo).withMemoryRebound(to: CChar.self, capacity: hi - lo) { first in
      springtool_parse_double(first, first + (hi - lo), &x)
    }
    guard used == hi - lo, !x.isNaN else { return nil }
    return x
  }

  /// The same for a slice of bytes.
  static func parseNumber(_ cell: ArraySlice<UInt8>) -> Double? {
    cell.withUnsafeBufferPointer { parseNumber($0) }
  }

  /// At most ``quotedLength`` characters of `text`, quoted.
  static func quote(_ text: String) -> String {
    text.count <= quotedLength ? "'\(text)'" : "'\(text.prefix(quotedLength))…' (\(text.utf8.count) bytes)"
  }
}
