import Foundation
@testable import SpringToolCLI
import Testing
import SpringToolFormats
import TestSupport

/// The one report path: every command's report is written by one renderer, so its csv, tsv and
/// jsonl are the same rows, its json the same document, and `--precision` rounds every number
/// in every format.
@Suite("One report renderer")
struct ReportRendererTests {
  /// The commands that print a report (not a stream of frames), with arguments.
  static let reports: [[String]] = [
    ["analyze", "--preset", "bouncy"], ["analyze", "--preset", "bouncy", "--engine", "android"],
    ["analyze", "--retarget", "0.2:0"], ["analyze", "--easing", "ease-out-back"],
    ["compare", "preset=bouncy", "preset=snappy"], ["compare", "--engine", "exact", "--engine", "android"],
    ["convert", "--response", "0.4", "--damping", "0.8"], ["convert", "--as", "uikit", "--to", "300", "--velocity", "600"],
    ["fit", "--easing", "ease-out"], ["tune", "--settle", "0.5", "--overshoot", "5%"],
    ["verify", JSONSchemaTests.verifyFile], ["presets"], ["engines"], ["backends"],
    ["export", "--as", "android"], ["export", "--as", "css-linear"], ["export", "--as", "css-keyframes"],
  ]

  /// RFC 4180 fields: quoted fields may hold commas, quotes (doubled) and line breaks.
  static func csv(_ text: String, separator: Character = ",") -> [[String]] {
    var rows: [[String]] = [], row: [String] = [], field = "", quoted = false
    var chars = Array(text)[...]
    while let c = chars.popFirst() {
      if quoted {
        if c == "\"" {
          if chars.first == "\"" { field.append("\""); chars.removeFirst() } else { quoted = false }
        } else {
          field.append(c)
        }
      } else if c == "\"" {
        quoted = true
      } else if c == separator {
        row.append(field); field = ""
      } else if c == "\n" {
        row.append(field); rows.append(row); row = []; field = ""
      } else {
        field.append(c)
      }
    }
    return rows
  }

  /// A JSON value as the CSV cell that holds it.
  static func cell(_ v: StrictJSON) -> String? {
    switch v {
    case .string(let s): s
    case .null: ""
    case .bool(let b): b ? "true" : "false"
    case .number(let x): "\(x)"
    default: nil
    }
  }

  @Test("csv, tsv and jsonl write the same rows: jsonl keys are the csv header's, each value its cell", arguments: reports)
  func sameRows(_ arguments: [String]) throws {
    let csv = springtool(arguments + ["-f", "csv"]), tsv = springtool(arguments + ["-f", "tsv"]), jsonl = springtool(arguments + ["-f", "jsonl"])
    #expect(csv.status == 0 && tsv.status == 0 && jsonl.status == 0, "\(csv.error)\(jsonl.error)")
    let table = Self.csv(csv.output), tabs = Self.csv(tsv.output, separator: "\t")
    let lines = jsonl.output.split(separator: "\n").map(String.init)
    try #require(table.count >= 2)
    #expect(tabs.count == table.count && lines.count == table.count - 1, "rows: csv \(table.count - 1), tsv \(tabs.count - 1), jsonl \(lines.count)")
    let keys = table[0].map(Table.key)
    for (row, line) in zip(table.dropFirst(), lines) {
      guard case .object(let members) = try StrictJSON.parse(line) else { Issue.record("not an object: \(line)"); continue }
      #expect(members.map(\.0) == keys)
      for ((_, value), text) in zip(members, row) {
        if case .number(let x) = value {
          #expect(Double(text) == x, "\(text) vs \(x)")
        } else {
          #expect(Self.cell(value) == text, "\(value) vs \(text)")
        }
      }
    }
  }

  /// Every number in a JSON value, in order.
  static func numbers(_ v: StrictJSON) -> [Double] {
    switch v {
    case .number(let x): [x]
    case .array(let items): items.flatMap(numbers)
    case .object(let members): members.flatMap { numbers($0.1) }
    default: []
    }
  }

  /// `x` to `digits` significant digits, as C's `%.*g` rounds it.
  static func rounded(_ x: Double, _ digits: Int) -> Double { Double(String(format: "%.\(digits)g", x))! }

  @Test(
    "--precision N rounds every number of the document and of the rows, as %.Ng does",
    arguments: reports.filter { $0[0] != "verify" && $0[0] != "engines" }, [3, 6])
  func precision(_ arguments: [String], _ digits: Int) throws {
    let full = try StrictJSON.parse(springtool(arguments + ["-f", "json"]).output)
    let cut = try StrictJSON.parse(springtool(arguments + ["-f", "json", "--precision", "\(digits)"]).output)
    let (a, b) = (Self.numbers(full), Self.numbers(cut))
    #expect(a.count == b.count)
    for (x, y) in zip(a, b) { #expect(Self.rounded(x, digits) == y, "\(x) to \(digits) digits: \(y)") }
    let rows = Self.csv(springtool(arguments + ["-f", "csv"]).output),
      cutRows = Self.csv(springtool(arguments + ["-f", "csv", "--precision", "\(digits)"]).output)
    for (r, s) in zip(rows, cutRows) {
      for (x, y) in zip(r, s) where Double(x) != nil && !x.isEmpty { #expect(Double(y) == Self.rounded(Double(x)!, digits), "\(x) → \(y)") }
    }
  }
}
