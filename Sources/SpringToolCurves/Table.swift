import Foundation

/// Output formats every command understands (`--format`).
public enum OutputFormat: String, Sendable, CaseIterable {
  /// Comma-separated values with a header row.
  case csv
  /// Tab-separated values with a header row.
  case tsv
  /// JSON (an array of row objects for tables; documents for reports).
  case json
  /// Aligned columns for people.
  case table
}

/// One cell of a table.
public enum Cell: Sendable, Equatable {
  case number(Double)
  case integer(Int)
  case text(String)
  case bool(Bool)
  /// No value (written empty in CSV, `null` in JSON, `—` in tables).
  case missing

  /// The CSV/TSV/table text of the cell. Numbers read back to the same Double.
  public var text: String {
    switch self {
    case .number(let x): return Cell.format(x)
    case .integer(let n): return String(n)
    case .text(let s): return s
    case .bool(let b): return b ? "true" : "false"
    case .missing: return ""
    }
  }

  /// The cell as a JSON value (`null` when missing).
  public var json: JSONValue {
    switch self {
    case .number(let x): return .number(x)
    case .integer(let n): return .integer(n)
    case .text(let s): return .string(s)
    case .bool(let b): return .bool(b)
    case .missing: return .null
    }
  }

  /// Shortest text that reads back to the same Double (`Double.description`);
  /// infinities as `inf`/`-inf`.
  public static func format(_ x: Double) -> String {
    if x.isInfinite { return x > 0 ? "inf" : "-inf" }
    return x.description
  }
}

/// A rectangular table with named columns, written as CSV, TSV, JSON or aligned text.
public struct Table: Sendable, Equatable {
  public var columns: [String]
  public var rows: [[Cell]]

  public init(columns: [String], rows: [[Cell]] = []) {
    self.columns = columns
    self.rows = rows
  }

  /// The table as text in `format`. JSON is an array of row objects.
  public func rendered(_ format: OutputFormat) -> String {
    switch format {
    case .csv: return delimited(",")
    case .tsv: return delimited("\t")
    case .json: return json.rendered()
    case .table: return aligned()
    }
  }

  /// The table as a JSON array of objects keyed by column name.
  public var json: JSONValue {
    .array(rows.map { row in .object(zip(columns, row).map { ($0, $1.json) }) })
  }

  private func delimited(_ separator: String) -> String {
    var out = ""
    out.reserveCapacity(rows.count * columns.count * 20)
    out += columns.map { Table.escape($0, separator) }.joined(separator: separator) + "\n"
    for row in rows {
      var first = true
      for cell in row {
        if !first { out += separator }
        first = false
        out += Table.escape(cell.text, separator)
      }
      out += "\n"
    }
    return out
  }

  static func escape(_ s: String, _ separator: String) -> String {
    guard s.contains(separator) || s.contains("\"") || s.contains("\n") else { return s }
    if separator == "\t" { return s.replacingOccurrences(of: "\t", with: " ") }
    return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  private func aligned() -> String {
    let texts = rows.map { $0.map { $0 == .missing ? "—" : $0.text } }
    var widths = columns.map(\.count)
    for row in texts {
      for (i, s) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], s.count) }
    }
    func line(_ cells: [String], numeric: [Bool]) -> String {
      cells.enumerated().map { i, s in
        let pad = String(repeating: " ", count: widths[i] - s.count)
        return numeric[i] ? pad + s : s + pad
      }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
    let numeric = columns.indices.map { i in
      rows.allSatisfy { i < $0.count && ({ if case .text = $0 { return false } else { return true } })($0[i]) }
    }
    var out = line(columns, numeric: numeric) + "\n"
    out += line(widths.map { String(repeating: "-", count: $0) }, numeric: numeric) + "\n"
    for row in texts { out += line(row, numeric: numeric) + "\n" }
    return out
  }
}
