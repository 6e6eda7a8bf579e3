import CNumberConversion
import _SpringToolSupport
/// Writes rows as they are produced, in any output format, without holding them: CSV and TSV
/// (a header, then rows), JSON (a document with a `metadata` object and the rows as an array of
/// objects), JSON Lines (one object per row), NumPy's `.npy` (a structured array of float64
/// columns, which `numpy.load` and `pandas.DataFrame` read directly) and, for people, aligned
/// tables (which are measured before they are printed, so they are held).
///
/// Numbers are written in their shortest round-trip form (`NumberText`); with a precision
/// (significant digits) in tables for people.
public struct RowWriter {
  /// The columns.
  public let columns: [String]
  /// The format.
  public let format: OutputFormat
  /// `key: value` metadata: `# key: value` lines before a CSV/TSV header, the `metadata` object
  /// of a JSON document (a repeated key becomes an array); not written to JSON Lines, npy or tables.
  public let metadata: [(key: String, value: String)]
  /// Significant digits for numbers in every text format (nil: round-trip digits in files, the
  /// shortest decimal within 4 ulp in tables for people); npy always holds the exact doubles.
  public let precision: Int?
  var out: BufferedOutput
  var rowsWritten = 0
  let expectedRows: Int?
  var held: [[Cell]] = []
  /// JSON: the bytes before each cell (`{"t": `, `, "value": `, …), made once.
  let keyPrefixes: [[UInt8]]
  /// Three-number rows in a text format: the bytes before each number, one after another, where
  /// each ends, and the bytes after the last (`,` `,` `\n` for CSV; the keys and `}` for JSON).
  let rowPrefixes: [CChar], rowPrefixEnds: [Int], rowSuffix: [CChar]
  /// The texts of the repeating columns' recent numbers (nil: none repeat).
  let numberCache: NumberTextCache?

  /// A writer of `columns` to `output`. `.npy` needs the number of rows up front (`rows`), and
  /// holds them when it is not given.
  ///
  /// - Parameters:
  ///   - output: Where the rows go.
  ///   - columns: The column names.
  ///   - format: The output format.
  ///   - metadata: Metadata pairs, in order (written as `# key: value` comments or JSON members).
  ///   - precision: Significant digits for people (1…17), or nil for every digit.
  ///   - rows: The number of rows (needed up front for `.npy`), or nil.
  ///   - repeating: How many leading columns take values that repeat (a sweep's two axes): their
  ///     numbers' text is remembered (4,096 numbers a column, 192 KiB) rather than written anew;
  ///     the bytes are the same.
  public init(
    _ output: any ByteOutput, columns: [String], format: OutputFormat,
    metadata: [(key: String, value: String)] = [], precision: Int? = nil, rows: Int? = nil, repeating: Int = 0
  ) {
    self.columns = columns
    self.format = format
    self.metadata = metadata
    // Every digit (`--precision full`) is what files write anyway; only a table for people shows it differently.
    self.precision = precision == Table.fullPrecision && format != .table ? nil : precision
    out = BufferedOutput(output)
    expectedRows = rows
    keyPrefixes = columns.enumerated().map { i, name in Array(((i == 0 ? "{" : ", ") + JSONValue.quote(name) + ": ").utf8) }
    let prefixes: [[UInt8]], suffix: String
    switch format {
    case .json, .jsonl: (prefixes, suffix) = (keyPrefixes, format == .jsonl ? "}\n" : "}")
    default:
      let separator: [UInt8] = format == .tsv ? [0x09] : [0x2C]
      (prefixes, suffix) = (columns.indices.map { $0 == 0 ? [] : separator }, "\n")
    }
    rowPrefixes = prefixes.joined().map { CChar(bitPattern: $0) }
    rowPrefixEnds = prefixes.reduce(into: []) { ends, prefix in ends.append((ends.last ?? 0) + prefix.count) }
    rowSuffix = suffix.utf8.map { CChar(bitPattern: $0) }
    numberCache = repeating > 0 ? NumberTextCache(columns: min(repeating, columns.count)) : nil
  }

  /// Writes the header (call once, before the rows).
  ///
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  public mutating func begin() throws(OutputError) {
    switch format {
    case .csv, .tsv:
      let separator = format == .csv ? "," : "\t"
      for (key, value) in metadata { out.append("# \(key): \(Self.oneLine(value))\n") }
      out.append(columns.map { Table.escape($0, separator) }.joined(separator: separator) + "\n")
    case .json:
      out.append("{\n")
      if !metadata.isEmpty { out.append("  \"metadata\": " + Self.metadataObject(metadata).rendered(indent: 1) + ",\n") }
      out.append("  \"\(columnsKey)\": [")
    case .npy:
      if let expectedRows { out.append(bytes: Self.npyHeader(columns: columns, rows: expectedRows)) }
    case .jsonl, .table:
      break
    }
    try out.flushIfFull()
  }

  /// The JSON document's array name: `samples` for curves (t, value, …), else `rows`.
  var columnsKey: String { columns.first == "t" ? "samples" : "rows" }

  /// Writes a row of three numbers (the common curve row `t, value, velocity`) without allocating.
  ///
  /// - Parameters:
  ///   - a: The first column's number.
  ///   - b: The second's.
  ///   - c: The third's.
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  public mutating func write(_ a: Double, _ b: Double, _ c: Double) throws(OutputError) {
    let hasRowPath = columns.count == 3 && precision == nil
    switch format {
    case .csv where hasRowPath, .tsv where hasRowPath, .json where hasRowPath, .jsonl where hasRowPath:
      appendRow(a, b, c)
      rowsWritten += 1
      try out.flushIfFull()
    case .csv, .tsv:
      let separator: UInt8 = format == .csv ? 0x2C : 0x09
      number(a); out.buffer.append(separator); number(b); out.buffer.append(separator); number(c)
      out.buffer.append(0x0A)
      rowsWritten += 1
      try out.flushIfFull()
    case .npy where expectedRows != nil:
      Self.appendLittleEndian(a, &out.buffer); Self.appendLittleEndian(b, &out.buffer); Self.appendLittleEndian(c, &out.buffer)
      rowsWritten += 1
      try out.flushIfFull()
    case .json where columns.count == 3, .jsonl where columns.count == 3:
      if format == .json { out.append(rowsWritten == 0 ? "\n    " : ",\n    ") }
      appendJSON(a, 0); appendJSON(b, 1); appendJSON(c, 2)
      out.buffer.append(0x7D)  // }
      if format == .jsonl { out.buffer.append(0x0A) }
      rowsWritten += 1
      try out.flushIfFull()
    default:
      try write([.number(a), .number(b), .number(c)])
    }
  }

  /// The row in one call to C++ (each number by `to_chars`), written straight into the buffer:
  /// appending number by number, or through a scratch copy, cost as much as the formatting.
  mutating func appendRow(_ a: Double, _ b: Double, _ c: Double) {
    let lead: StaticString = format != .json ? "" : rowsWritten == 0 ? "\n    " : ",\n    "
    let capacity = 3 * Int(SPRINGTOOL_FORMAT_DOUBLE_MAX) + rowPrefixes.count + rowSuffix.count + 8
    let nullForNonFinite: Int32 = format == .json || format == .jsonl ? 1 : 0
    var values = (a, b, c)
    withUnsafePointer(to: &values) { tuple in
      tuple.withMemoryRebound(to: Double.self, capacity: 3) { values in
        lead.withUTF8Buffer { lead in
          lead.withMemoryRebound(to: CChar.self) { lead in
            out.buffer.append(addingCapacity: capacity) { span in
              span.withUnsafeMutableBufferPointer { space, initialized in
                initialized = space.withMemoryRebound(to: CChar.self) { space in
                  springtool_format_row(
                    values, 3, numberCache?.columns ?? 0, numberCache?.entries, lead.baseAddress, lead.count,
                    rowPrefixes, rowPrefixEnds, rowSuffix, rowSuffix.count, nullForNonFinite, space.baseAddress!)
                }
              }
            }
          }
        }
      }
    }
  }

  /// A JSON member: its key, then the number (null when it is not finite).
  mutating func appendJSON(_ x: Double, _ column: Int) {
    out.buffer.append(contentsOf: keyPrefixes[column])
    if x.isFinite { number(x) } else { out.buffer.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) }
  }

  /// A number in a text format: every digit, or `precision` significant digits when one was asked for.
  mutating func number(_ x: Double) {
    if let precision { out.append(Cell.format(x, significantDigits: precision)) } else { out.append(x) }
  }

  /// Writes a row of cells (one per column).
  ///
  /// - Parameter row: One cell per column.
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  public mutating func write(_ row: [Cell]) throws(OutputError) {
    switch format {
    case .csv, .tsv:
      let separator = format == .csv ? "," : "\t"
      for (i, cell) in row.enumerated() {
        if i > 0 { out.append(separator) }
        if case .number(let x) = cell { number(x) } else { out.append(Table.escape(cell.text, separator)) }
      }
      out.append("\n")
    case .json, .jsonl:
      if format == .json { out.append(rowsWritten == 0 ? "\n    " : ",\n    ") }
      for (i, cell) in row.enumerated() {
        if case .number(let x) = cell {
          appendJSON(x, i)
        } else {
          out.buffer.append(contentsOf: keyPrefixes[i])
          out.append(cell.json.rendered(indent: 0))
        }
      }
      out.append(format == .jsonl ? "}\n" : "}")
    case .npy:
      if expectedRows == nil { held.append(row); break }
      for cell in row { Self.appendLittleEndian(cell.doubleValue ?? .nan, &out.buffer) }
    case .table:
      held.append(row)
    }
    rowsWritten += 1
    try out.flushIfFull()
  }

  /// Finishes the output (closes the JSON document, prints a held table or npy) and flushes.
  ///
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  public mutating func end() throws(OutputError) {
    switch format {
    case .json:
      out.append(rowsWritten == 0 ? "]\n}\n" : "\n  ]\n}\n")
    case .npy where expectedRows == nil:
      out.append(bytes: Self.npyHeader(columns: columns, rows: held.count))
      for row in held { for cell in row { Self.appendLittleEndian(cell.doubleValue ?? .nan, &out.buffer) } }
    case .table:
      var table = Table(columns: columns, rows: held)
      (table.precision, table.zeroResidue) = (precision, true)
      out.append(table.rendered(.table))
    default:
      break
    }
    try out.flush()
  }

  /// The metadata as a JSON object (numbers as numbers, repeated keys as arrays).
  static func metadataObject(_ pairs: [(key: String, value: String)]) -> JSONValue {
    var order: [String] = [], values: [String: [String]] = [:]
    for (k, v) in pairs {
      if values[k] == nil { order.append(k) }
      values[k, default: []].append(v)
    }
    func scalar(_ text: String) -> JSONValue {
      if let x = Double(text), x.isFinite, text.first.map({ $0.isNumber || $0 == "-" }) ?? false { return .number(x) }
      return .string(text)
    }
    return .object(
      order.map { k in
        let v = values[k]!
        return (k, v.count == 1 ? scalar(v[0]) : .array(v.map(scalar)))
      })
  }

  static func oneLine(_ text: String) -> String {
    text.replacingEvery("\n", with: " ").replacingEvery("\r", with: " ")
  }

  static func appendLittleEndian(_ x: Double, _ bytes: inout [UInt8]) {
    withUnsafeBytes(of: x.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// NumPy format 1.0's header: magic, version, header length, the dict padded to 64 bytes.
  static func npyHeader(columns: [String], rows: Int) -> [UInt8] {
    let descr = columns.map { "('\($0.replacingEvery("'", with: ""))', '<f8')" }.joined(separator: ", ")
    var dict = "{'descr': [\(descr)], 'fortran_order': False, 'shape': (\(rows),), }"
    let unpadded = 10 + dict.utf8.count + 1
    dict += String(repeating: " ", count: (64 - unpadded % 64) % 64) + "\n"
    let length = UInt16(dict.utf8.count)
    return [0x93] + Array("NUMPY".utf8) + [1, 0, UInt8(length & 0xFF), UInt8(length >> 8)] + Array(dict.utf8)
  }
}

extension BufferedOutput {
  /// Appends raw bytes.
  ///
  /// - Parameter bytes: The bytes to append.
  public mutating func append(bytes: [UInt8]) { buffer.append(contentsOf: bytes) }
}

/// The C table of recently written numbers' text (`springtool_format_row`'s cache), zeroed at
/// first and freed with the writer.
final class NumberTextCache {
  let columns: Int
  let entries: UnsafeMutablePointer<springtool_number_cache_entry>

  init(columns: Int) {
    self.columns = columns
    let count = columns * Int(SPRINGTOOL_NUMBER_CACHE_SIZE)
    entries = .allocate(capacity: count)
    entries.initialize(repeating: springtool_number_cache_entry(), count: count)
  }

  deinit { entries.deallocate() }
}
