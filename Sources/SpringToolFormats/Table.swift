import Foundation
import _SpringToolSupport

/// Output formats (`--format`).
public enum OutputFormat: String, Sendable, CaseIterable {
  /// Comma-separated values with a header row.
  case csv
  /// Tab-separated values with a header row.
  case tsv
  /// JSON (an array of row objects for tables; documents for reports).
  case json
  /// JSON Lines: one object per row.
  case jsonl
  /// NumPy's `.npy`: a structured array of float64 columns.
  case npy
  /// Aligned columns for people.
  case table

  /// Whether rows of numbers can be written in the format (every format but none).
  public var isBinary: Bool { self == .npy }
}

/// One cell of a table.
public enum Cell: Sendable, Equatable {
  /// A number, printed in its shortest round-trip form (or to the table's precision).
  case number(Double)
  /// A whole number.
  case integer(Int)
  /// Text.
  case text(String)
  /// A Boolean, `true` or `false`.
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

  /// Shortest text that reads back to the same Double (`NumberText`: `Double.description`
  /// without a whole number's `.0`); infinities as `inf`/`-inf`.
  ///
  /// - Parameter x: The number.
  /// - Returns: Shortest text that reads back to the same Double (`NumberText`: `Double.description` without a whole
  ///   number's `.0`); infinities as `inf`/`-inf`.
  public static func format(_ x: Double) -> String { NumberText.text(x) }

  /// `x` to `digits` significant digits, without trailing zeros (for people).
  ///
  /// - Parameters:
  ///   - x: The number.
  ///   - digits: Significant digits, 1…17.
  /// - Returns: The text.
  public static func format(_ x: Double, significantDigits digits: Int) -> String {
    guard x.isFinite else { return format(x) }
    var text = CFormat.string("%.\(max(1, min(digits, 17)))g", x)
    if let e = text.firstIndex(where: { $0 == "e" }) {
      var mantissa = String(text[..<e])
      if mantissa.contains(Character(".")) {
        while mantissa.hasSuffix("0") { mantissa.removeLast() }
        if mantissa.hasSuffix(".") { mantissa.removeLast() }
      }
      text = mantissa + text[e...]
    } else if text.contains(Character(".")) {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }

  /// The cell as a Double, when it is a number.
  public var doubleValue: Double? {
    switch self {
    case .number(let x): x
    case .integer(let n): Double(n)
    case .bool(let b): b ? 1 : 0
    default: nil
    }
  }
}

/// A rectangular table with named columns, written as CSV, TSV, JSON or aligned text.
public struct Table: Sendable, Equatable {
  /// Column names.
  public var columns: [String]
  /// The columns' JSON keys (JSON and JSON Lines); by default each label in camelCase, without a
  /// parenthesised unit and with `%` as `Percent` (`frame clock` → `frameClock`).
  public var keys: [String] {
    get { givenKeys ?? columns.map(Self.key) }
    set { givenKeys = newValue }
  }
  private var givenKeys: [String]?
  /// Rows, one cell per column.
  public var rows: [[Cell]]
  /// Significant digits for numbers, in aligned tables and in CSV and TSV (nil: round-trip digits
  /// in CSV and TSV, ``peopleDigits`` in aligned tables; ``fullPrecision``: every digit in both).
  public var precision: Int?
  /// Whether each number column holds one quantity (a curve's t, value, velocity): in an aligned
  /// table a residue below the precision shown of the column's largest value (−1.7e-14 beside
  /// values near 1) prints as 0.
  public var zeroResidue = false

  /// Significant digits a person reads in an aligned table when no precision is asked for.
  public static let peopleDigits = 6
  /// The precision that asks for every digit (`--precision full`): the shortest text that reads
  /// back to the same Double.
  public static let fullPrecision = 0
  /// The widest an aligned table may be (characters): wider text columns wrap onto more lines
  /// (names in the first ``nameColumns`` never do), then the last columns are left out.
  public var maximumWidth: Int?

  /// A table.
  ///
  /// - Parameters:
  ///   - columns: The column names.
  ///   - rows: The rows, one cell per column.
  public init(columns: [String], rows: [[Cell]] = []) {
    self.columns = columns
    self.rows = rows
  }

  /// The table as text in `format`. JSON is an array of row objects.
  ///
  /// - Parameter format: The output format.
  public func rendered(_ format: OutputFormat) -> String {
    switch format {
    case .csv: return delimited(",")
    case .tsv: return delimited("\t")
    case .json: return json.rendered()
    case .jsonl: return rows.map { row in JSONValue.object(zip(keys, row).map { ($0, $1.json) }).rendered(indent: 0) + "\n" }.joined()
    case .table, .npy: return aligned()
    }
  }

  /// A label as a JSON key: camelCase words, a parenthesised unit left out, `%` as `Percent`.
  ///
  /// - Parameter label: The column's label (`worst value error`, `overshoot %`).
  public static func key(_ label: String) -> String {
    var text = "", depth = 0
    for c in label {
      if c == "(" { depth += 1 } else if c == ")" { depth = max(0, depth - 1) } else if depth == 0 { text += c == "%" ? " percent " : String(c) }
    }
    let words = text.split { !($0.isLetter || $0.isNumber) }
    guard let first = words.first else { return label }
    return String(first.prefix(1).lowercased() + first.dropFirst()) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The table as a JSON array of objects keyed by ``keys``.
  public var json: JSONValue {
    .array(rows.map { row in .object(zip(keys, row).map { ($0, $1.json) }) })
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
        if let precision, precision != Self.fullPrecision, case .number(let x) = cell {
          out += Cell.format(x, significantDigits: precision)
        } else {
          out += Table.escape(cell.text, separator)
        }
      }
      out += "\n"
    }
    return out
  }

  /// The cell text as a field: for CSV quoted when it holds a comma, a quote or a line break
  /// (RFC 4180: `"…"` with `""` for a quote); for TSV, which has no quoting, with a backslash,
  /// a tab, a line feed and a carriage return written `\\`, `\t`, `\n` and `\r` (the linear
  /// TSV convention, as PostgreSQL's text format), so every cell reads back whole.
  ///
  /// - Parameters:
  ///   - s: The cell's text.
  ///   - separator: The field separator (`,` or a tab).
  public static func escape(_ s: String, _ separator: String) -> String {
    if separator == "\t" {
      return s.escaping { scalar in
        switch scalar {
        case "\\": "\\\\"
        case "\t": "\\t"
        case "\n": "\\n"
        case "\r": "\\r"
        default: nil
        }
      }
    }
    let sep = separator.utf8.first ?? 0x2C
    guard s.utf8.contains(where: { $0 == sep || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return s }
    return "\"" + s.replacingEvery("\"", with: "\"\"") + "\""
  }

  /// Whether the aligned rendering is too wide for ``maximumWidth`` even with its text columns
  /// wrapped, so that it shows each row as a record instead (every column still shown).
  public var wouldCut: Bool { maximumWidth != nil && layout(cellTexts, numeric: numericColumns).visible.count < columns.count }

  /// How many columns the aligned rendering shows: all of them (a table too wide becomes records).
  public var shownColumns: Int { columns.count }

  /// How many of the leading columns hold names a person types (a preset, an engine, a figure):
  /// they are never cut or left out, and wrap only at spaces (a word is never broken).
  public var nameColumns = 1

  /// The narrowest a wrapped text column becomes.
  static let minimumWrapWidth = 16

  var cellTexts: [[String]] {
    // For people: the precision asked for, else 6 significant digits (0.818747, not 0.818746717383109).
    let digits = precision ?? Self.peopleDigits
    // A residue below what is shown of the column's largest magnitude is a zero (zeroResidue tables).
    var floors: [Double] = Array(repeating: 0, count: columns.count)
    if zeroResidue && digits != Self.fullPrecision {
      for row in rows {
        for (i, cell) in row.enumerated() where i < floors.count {
          if case .number(let x) = cell, x.isFinite { floors[i] = max(floors[i], abs(x)) }
        }
      }
      floors = floors.map { $0 * 0.5 * pow(10, Double(1 - digits)) }
    }
    return rows.map {
      $0.enumerated().map { i, cell in
        if cell == .missing { return "—" }
        if case .number(let x) = cell {
          if i < floors.count && abs(x) < floors[i] { return "0" }
          return digits == Self.fullPrecision ? NumberText.text(x) : Cell.format(x, significantDigits: digits)
        }
        // Text a user gave (a file name, a label) never reaches the terminal as control characters.
        return TerminalText.displayed(cell.text)
      }
    }
  }

  /// The column names as shown (control characters escaped, as in ``cellTexts``).
  var columnTexts: [String] { columns.map(TerminalText.displayed) }

  var naturalWidths: [Int] { naturalWidths(cellTexts) }

  /// The widest text of each column, header included, over `texts` (the cells as shown).
  func naturalWidths(_ texts: [[String]]) -> [Int] {
    var widths = columnTexts.map(\.count)
    for row in texts {
      for (i, s) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], s.count) }
    }
    return widths
  }

  /// Which columns are numbers (right-aligned, never wrapped).
  var numericColumns: [Bool] {
    columns.indices.map { i in
      rows.allSatisfy { i < $0.count && ({ if case .text = $0 { return false } else { return true } })($0[i]) }
    }
  }

  /// Column widths and the columns shown, in order. Too wide for ``maximumWidth``: the widest
  /// text column that is not a name is narrowed (its cells wrap onto more lines), down to
  /// ``minimumWrapWidth`` or its longest word each; if even that is too wide, the widest text columns are left out
  /// (details, which `--format csv` or `json` show), then the last numbers; names always stay.
  func layout(_ texts: [[String]], numeric: [Bool]) -> (widths: [Int], visible: [Int]) {
    let natural = naturalWidths(texts)
    var widths = natural
    var visible = Array(columns.indices)
    guard let maximumWidth else { return (widths, visible) }
    func total() -> Int { visible.map { widths[$0] }.reduce(0, +) + 2 * max(visible.count - 1, 0) }
    let textColumns = { visible.filter { $0 >= nameColumns && !numeric[$0] } }
    // A name column may wrap at spaces, never inside a word (a name to type stays whole).
    let longestWord = columns.indices.map { i in
      ([columns[i]] + texts.map { i < $0.count ? $0[i] : "" }).flatMap { $0.split(separator: " ").map(\.count) }.max() ?? 0
    }
    let names = visible.filter { $0 < nameColumns && !numeric[$0] }
    while total() > maximumWidth {
      // A text column narrows to its longest word at least: a number or identifier is never split.
      let floor = { (i: Int) in max(Self.minimumWrapWidth, longestWord[i]) }
      if let widest = textColumns().filter({ widths[$0] > floor($0) }).max(by: { widths[$0] < widths[$1] }) {
        widths[widest] = max(floor(widest), widths[widest] - (total() - maximumWidth))
      } else if let name = names.filter({ widths[$0] > longestWord[$0] }).max(by: { widths[$0] < widths[$1] }) {
        widths[name] = max(longestWord[name], widths[name] - (total() - maximumWidth))
      } else if let widest = textColumns().max(by: { natural[$0] < natural[$1] }) {
        visible.removeAll { $0 == widest }
        // Every other text column (and name) may widen again into the room it leaves.
        for i in textColumns() + names { widths[i] = natural[i] }
      } else if let last = visible.last, last >= nameColumns {
        visible.removeLast()
      } else {
        break
      }
    }
    return (widths, visible)
  }

  /// `text` in lines of at most `width` characters, broken after spaces where it can be; a word
  /// wider than `width` breaks after a `/`, `:`, `(` or `,` (a path between its components, a
  /// selector between its labels) or, without one, stays whole on a line of its own: a number
  /// is never split.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard text.count > width, width > 0 else { return [text] }
    var lines: [String] = [], rest = Substring(text)
    while rest.count > width {
      let window = rest.prefix(width + 1)
      let take: Int
      if let space = window.lastIndex(of: " "), space > rest.startIndex {
        take = rest.distance(from: rest.startIndex, to: space)
      } else if let mark = window.dropLast().lastIndex(where: { "/:(,".contains($0) }) {
        take = rest.distance(from: rest.startIndex, to: mark) + 1
      } else {
        // One word longer than the width: whole, up to the next space.
        take = rest.firstIndex(of: " ").map { rest.distance(from: rest.startIndex, to: $0) } ?? rest.count
      }
      var line = String(rest.prefix(take))
      while line.hasSuffix(" ") { line.removeLast() }
      lines.append(line)
      rest = rest.dropFirst(take).drop { $0 == " " }
    }
    if !rest.isEmpty || lines.isEmpty { lines.append(String(rest)) }
    return lines
  }

  /// The rows as records, for a table too wide for ``maximumWidth`` even wrapped: each row a block
  /// of `column  value` lines (values wrapped under themselves), blocks apart by a blank line, so
  /// every column stays in view.
  private func records(_ texts: [[String]], width: Int) -> String {
    let label = columnTexts.map(\.count).max() ?? 0
    let room = max(width - label - 2, Self.minimumWrapWidth)
    var out = ""
    for (r, row) in texts.enumerated() {
      if r > 0 { out += "\n" }
      for (i, name) in columnTexts.enumerated() where i < row.count && !row[i].isEmpty {
        for (k, piece) in Self.wrap(row[i], width: room).enumerated() {
          let head = k == 0 ? name + String(repeating: " ", count: label - name.count) : String(repeating: " ", count: label)
          out += head + "  " + piece + "\n"
        }
      }
    }
    return out
  }

  private func aligned() -> String {
    // The cells' texts (numbers formatted for people) are made once, for the layout and the lines.
    let texts = cellTexts, numeric = numericColumns
    let (widths, visible) = layout(texts, numeric: numeric)
    if let maximumWidth, visible.count < columns.count { return records(texts, width: maximumWidth) }
    func lines(_ cells: [String]) -> String {
      let wrapped = visible.map { i in i < cells.count ? (numeric[i] ? [cells[i]] : Self.wrap(cells[i], width: widths[i])) : [""] }
      let height = wrapped.map(\.count).max() ?? 1
      var out = ""
      for k in 0..<height {
        var text = zip(visible, wrapped).map { i, parts in
          let s = k < parts.count ? parts[k] : ""
          let pad = String(repeating: " ", count: max(widths[i] - s.count, 0))
          return numeric[i] ? pad + s : s + pad
        }.joined(separator: "  ")
        while text.last == " " { text.removeLast() }
        out += text + "\n"
      }
      return out
    }
    var out = lines(columnTexts)
    out += lines(widths.map { String(repeating: "-", count: $0) })
    for row in texts { out += lines(row) }
    return out
  }

}
