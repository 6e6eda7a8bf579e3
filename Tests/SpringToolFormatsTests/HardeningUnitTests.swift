import Foundation
import SpringToolCore
import SpringToolCurves
import SpringToolFormats
import Testing
import _SpringToolSupport

/// The pieces behind issue 24's fixes, one by one: byte-exact names, terminal-safe text, TSV
/// cells, crossing times that cannot overflow, grids whose times increase.
@Suite("Hardening: names, escapes, cells, crossings, grids")
struct HardeningUnitTests {
  @Test(
    "an argument that is not UTF-8 keeps its bytes through a String",
    arguments: [
      [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x63, 0x73, 0x76],  // caf\xE9.csv (Latin-1)
      [0xFF, 0xFE],  // bytes that never start UTF-8
      [0xE2, 0x82],  // a cut-off sequence
      [0x63, 0x61, 0x66, 0xC3, 0xA9],  // café in UTF-8 stays text
    ] as [[UInt8]])
  func rawBytes(_ bytes: [UInt8]) {
    let text = SystemPath.string(bytes: bytes)
    #expect(SystemPath.bytes(text) == bytes)
    #expect(SystemPath.hasRawBytes(text) == (String(validating: bytes, as: UTF8.self) == nil))
  }

  @Test(
    "text for the terminal: raw bytes as \\xNN, controls and bidirectional overrides as \\u{…}",
    arguments: [
      (SystemPath.string(bytes: [0x61, 0xE9]), "a\\xE9"),
      ("bell\u{07} esc\u{1B}[31m", "bell\\u{7} esc\\u{1B}[31m"),
      ("rtl \u{202E}txt", "rtl \\u{202E}txt"),
      ("plain café", "plain café"),
    ])
  func displayed(_ text: String, _ shown: String) {
    #expect(SystemPath.displayed(text) == shown)
  }

  @Test(
    "a TSV cell never splits its row and reads back (\\\\, \\t, \\n, \\r escapes); CSV quotes what needs it",
    arguments: [
      ("a\tb", "\t", "a\\tb"), ("line\nbreak", "\t", "line\\nbreak"), ("cr\r\nlf", "\t", "cr\\r\\nlf"), ("a\\b", "\t", "a\\\\b"),
      ("a,b \"q\"", "\t", "a,b \"q\""),
      ("a,b", ",", "\"a,b\""), ("say \"x\"", ",", "\"say \"\"x\"\"\""), ("line\nbreak", ",", "\"line\nbreak\""),
    ])
  func cells(_ text: String, _ separator: String, _ written: String) {
    #expect(Table.escape(text, separator) == written)
  }

  @Test("the band crossing between two frames is finite even where the distances overflow")
  func crossing() {
    // |±1e308 − (−1e308)| overflows to infinity: the later frame's time, never nan.
    let huge = Curve(times: [0, 1, 2], values: [1e308, 1e308, -1e308])
    let figures = SampledFigures(huge, from: 1e308, to: -1e308)
    #expect(figures.settlingTime == 2)
    // An ordinary crossing: |x − 1| from 0.5 to 0 crosses 0.001 at 1 + 0.499/0.5.
    let plain = Curve(times: [0, 1, 2], values: [0, 0.5, 1])
    #expect(abs(SampledFigures.crossing(plain, after: 1, target: 1, band: 0.001) - (1 + 0.499 / 0.5)) < 1e-15)
  }
}

@Suite("Hardening: sample grids")
struct GridHardeningTests {
  @Test(
    "N samples over a duration too short to separate them is refused",
    arguments: [(Double.leastNonzeroMagnitude, 3), (200 * Double.leastNonzeroMagnitude, 1000)])
  func tinyDuration(_ duration: Double, _ count: Int) {
    #expect(throws: SampleGrid.Invalid.self) { try SampleGrid(.count(count), duration: duration) }
  }

  @Test("a short but normal duration still gives increasing times", arguments: [1e-300, 1e-9, 2.2250738585072014e-308])
  func shortDuration(_ duration: Double) throws {
    let grid = try SampleGrid(.count(3), duration: duration)
    #expect(grid.time(0) < grid.time(1) && grid.time(1) < grid.time(2))
  }
}

@Suite("Numbers for people")
struct NumbersForPeopleTests {
  /// Expected by hand: the shortest %g text whose Double is within 4 ulp of the value.
  @Test(
    "the shortest decimal within 4 ulp",
    arguments: [
      (0.19999999999999996, "0.2"), (0.8250000000000001, "0.825"), (0.8599999999999999, "0.86"), (150.00000000000003, "150"),
      (0.1, "0.1"), (1e-05, "1e-05"), (157.91367041742973, "157.9136704174297"),
      // 1/3 and π: 15 digits are 6 and 7 ulp away, so all 16 stay.
      (1.0 / 3, "0.3333333333333333"), (Double.pi, "3.141592653589793"), (-2.5, "-2.5"), (0, "0"), (.infinity, "inf"),
    ])
  func forPeople(_ x: Double, _ text: String) {
    #expect(NumberText.forPeople(x) == text)
    if x.isFinite, let y = Double(text) { #expect(abs(y - x) <= 4 * x.ulp) }
  }

  @Test("--precision applies to every text format a row writer streams")
  func precision() throws {
    for format in [OutputFormat.csv, .tsv, .json, .jsonl] {
      let out = MemoryOutput()
      var writer = RowWriter(out, columns: ["t", "value", "velocity"], format: format, precision: 3, rows: 1)
      try writer.begin()
      try writer.write(1.0 / 3, 2.0 / 3, 12345.678)
      try writer.end()
      let text = String(decoding: out.bytes, as: UTF8.self)
      #expect(text.contains("0.333") && text.contains("0.667") && text.contains("1.23e+04") && !text.contains("0.3333"), "\(format): \(text)")
    }
  }
}

@Suite("Tables at a terminal's width")
struct TableWrapTests {
  @Test("long text wraps inside its column; names and numbers are never cut", arguments: [46, 60])
  func wraps(width: Int) {
    var table = Table(
      columns: ["name", "note", "x"],
      rows: [
        [.text("interactive-spring"), .text("a long note that needs to wrap across several lines of its column"), .number(0.86)],
        [.text("swiftui-spring-ios16"), .text("short"), .number(0.19999999999999996)],
      ])
    table.maximumWidth = width
    let text = table.rendered(.table)
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= width }, "\(text)")
    #expect(text.contains("interactive-spring") && text.contains("swiftui-spring-ios16") && !text.contains("…"))
    #expect(text.contains("0.86") && text.contains(" 0.2"))
    // The note's words all appear, in order (read row by row, the wrapped column keeps its order).
    let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    var next = 0
    for word in "a long note that needs to wrap across several lines of its column".split(separator: " ") {
      guard let found = tokens[next...].firstIndex(of: String(word)) else {
        Issue.record("'\(word)' is missing or out of order:\n\(text)")
        break
      }
      next = found + 1
    }
    #expect(!table.wouldCut)
  }

  @Test("too narrow even wrapped: each row becomes a record of its columns, nothing left out or split")
  func records() {
    var table = Table(
      columns: ["name", "details", "x"],
      rows: [
        [
          .text("android-default"), .text(String(repeating: "word ", count: 30)),
          .number(1),
        ]
      ])
    table.maximumWidth = 30
    let text = table.rendered(.table)
    #expect(table.wouldCut && table.shownColumns == 3)
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 30 }, "\(text)")
    #expect(lines.first == "name     android-default" && lines.contains("x        1") && text.contains("details  word word"), "\(text)")
  }
}
