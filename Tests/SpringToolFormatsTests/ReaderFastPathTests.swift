import SpringToolCurves
import SpringToolFormats
import Testing

/// The readers' one-pass paths (runs of plain CSV rows and plain JSON samples, read in C) hand
/// every other line to the general reader: files that mix both read as the rules say, and errors
/// keep their line or sample number, also past the first run of 4096.
@Suite("Curve file readers: plain runs and the general reader agree")
struct ReaderFastPathTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String, text: String
    /// The times and values read, or the error message.
    let times: [Double], values: [Double], error: String?
    /// The velocities read, when the case checks them.
    var velocities: [Double]?
    var testDescription: String { name }
    init(
      _ name: String, _ text: String, times: [Double] = [], values: [Double] = [], velocities: [Double]? = nil,
      error: String? = nil
    ) {
      (self.name, self.text, self.times, self.values, self.velocities, self.error) = (name, text, times, values, velocities, error)
    }
  }

  /// Expected values worked by hand from each file's text.
  static let csvCases: [Case] = [
    Case("CRLF line ends", "t,value\r\n0,1\r\n1,2\r\n", times: [0, 1], values: [1, 2]),
    Case("no final newline", "t,value\n0,1\n1,2", times: [0, 1], values: [1, 2]),
    Case("metadata between rows", "t,value\n0,1\n# unit: pt\n1,2\n", times: [0, 1], values: [1, 2]),
    Case("a row with spaces and a plus sign", "t,value\n0,1\n 1, +2\n2,3\n", times: [0, 1, 2], values: [1, 2, 3]),
    Case("a blank line", "t,value\n0,1\n\n1,2\n", times: [0, 1], values: [1, 2]),
    Case("a time that does not increase", "t,value\n0,1\n1,2\n1,3\n", error: "bad.csv:4: times must increase (1.0 after 1.0)"),
    Case("nan in a run", "t,value\n0,1\n1,nan\n", error: "bad.csv:3: 'nan' in column value is not a number"),
    Case("an extra column", "t,value\n0,1\n1,2,3\n", error: "bad.csv:3: expected 2 columns, found 3"),
    Case("out of range", "t,value\n0,1\n1,1e999\n", error: "bad.csv:3: value must be finite (found '1e999')"),
    Case("a lone carriage return", "t,value\n0,1\r1,2\n", error: "bad.csv:2: expected 2 columns, found 3"),  // the cells 0, 1\r1 and 2
    Case(
      "past the first run", "t,value\n" + (0..<5000).map { "\($0 == 4500 ? 4498 : $0),\($0)\n" }.joined(),
      error: "bad.csv:4502: times must increase (4498.0 after 4499.0)"),
    // Past the first run the rows go straight into columns sized from the first run's rows.
    Case(
      "past the first run: a row for the general reader, then plain rows again",
      "t,value\n" + (0..<9000).map { $0 == 6000 ? " 6000, +6000\n" : "\($0),\($0)\n" }.joined(),
      times: (0..<9000).map(Double.init), values: (0..<9000).map(Double.init)),
    Case(
      "past the first run: rows much shorter than the first run's fill the columns and go on",
      "t,value\n" + (0..<4096).map { "\($0).000000000001,1.000000000000001\n" }.joined() + (4096..<40000).map { "\($0),0\n" }.joined(),
      times: (0..<4096).map { Double($0) + 0.000000000001 } + (4096..<40000).map(Double.init),
      values: [Double](repeating: 1.000000000000001, count: 4096) + [Double](repeating: 0, count: 40000 - 4096)),
    Case(
      "past the first run: a column that is not read, and a velocity",
      "x,t,velocity,value\n"
        + (0..<5000).map { "9,\($0),\(-$0),\($0 * 2)\n" }.joined(),
      times: (0..<5000).map(Double.init), values: (0..<5000).map { Double($0 * 2) }, velocities: (0..<5000).map { -Double($0) }),
  ]

  /// Reads `c` as the file `path`: its curve, or its error, as the case expects.
  static func check(_ c: Case, path: String) {
    do {
      let curve = try CurveFile.parse(Array(c.text.utf8), path: path)
      #expect(c.error == nil, "read a file that should fail")
      #expect(curve.times == c.times && curve.values == c.values)
      if let velocities = c.velocities { #expect(curve.velocities == velocities) }
    } catch {
      #expect(error.description == c.error)
    }
  }

  @Test("CSV: plain runs, the general reader and errors", arguments: csvCases)
  func csv(_ c: Case) { Self.check(c, path: "bad.csv") }

  static let jsonCases: [Case] = [
    Case("plain samples", #"{"samples": [{"t": 0, "value": 1}, {"t": 1, "value": 2}]}"#, times: [0, 1], values: [1, 2]),
    Case(
      "an escaped name in the middle", #"[{"t": 0, "value": 1}, {"\u0074": 1, "value": 2}, {"t": 2, "value": 3}]"#,
      times: [0, 1, 2], values: [1, 2, 3]),
    Case("a repeated name: the first counts", #"[{"t": 0, "value": 1, "value": 9}, {"t": 1, "value": 2}]"#, times: [0, 1], values: [1, 2]),
    Case(
      "members out of the keys' order", #"[{"value": 1, "t": 0}, {"t": 1, "value": 2}, {"value": 3, "t": 2}]"#,
      times: [0, 1, 2], values: [1, 2, 3]),
    Case(
      "a name that starts like a key", #"[{"t": 0, "value": 1}, {"tt": 5, "t": 1, "values": 7, "value": 2}]"#,
      times: [0, 1], values: [1, 2]),
    Case("a name that is a key's prefix", #"[{"t": 0, "value": 1}, {"t": 1, "val": 7, "value": 2}]"#, times: [0, 1], values: [1, 2]),
    Case(
      "names one byte off the eight-byte key", #"[{"t": 0, "value": 1, "velocity": 5}, {"t": 1, "value": 2, "velocit": 6, "velocityy": 7, "velocity": 8}]"#,
      times: [0, 1], values: [1, 2], velocities: [5, 8]),
    Case(
      "the eight-byte key in the last bytes", #"[{"t": 0, "value": 1, "velocity": 5}, {"t": 1, "value": 2, "velocity"#,
      error: "bad.json:1: not valid JSON: unterminated string (column 69)"),  // the end of the text, where it ran out
    Case("another member with a string", #"[{"t": 0, "value": 1, "note": "a"}, {"t": 1, "value": 2}]"#, times: [0, 1], values: [1, 2]),
    Case("a trailing comma", #"[{"t": 0, "value": 1},]"#, error: "bad.json:1: not valid JSON: unexpected character (column 23)"),
    Case("a leading zero is not JSON", #"[{"t": 0, "value": 01}]"#, error: "bad.json:1: not valid JSON: '01' is not a JSON number (column 20)"),
    Case(
      "past the first run", "[" + (0..<5000).map { #"{"t": \#($0 == 4500 ? 4498 : $0), "value": 0}"# }.joined(separator: ",") + "]",
      error: "bad.json: samples[4500]: times must increase (4498.0 after 4499.0)"),
    // Past the first run the samples go straight into columns sized from the first run's samples.
    Case(
      "past the first run: a sample for the general reader, then plain samples again",
      "["
        + (0..<9000).map { $0 == 6000 ? #"{"\u0074": 6000, "value": 6000, "velocity": 1}"# : #"{"t": \#($0), "value": \#($0), "velocity": 1}"# }
        .joined(separator: ",") + "]",
      times: (0..<9000).map(Double.init), values: (0..<9000).map(Double.init), velocities: [Double](repeating: 1, count: 9000)),
    Case(
      "past the first run: samples much shorter than the first run's fill the columns and go on",
      "["
        + ((0..<4096).map { #"{"t": \#($0).000000000001, "value": 1.000000000000001, "velocity": 2.000000000000001}"# }
        + (4096..<40000).map { #"{"t":\#($0),"value":0,"velocity":2}"# }).joined(separator: ",") + "]",
      times: (0..<4096).map { Double($0) + 0.000000000001 } + (4096..<40000).map(Double.init),
      values: [Double](repeating: 1.000000000000001, count: 4096) + [Double](repeating: 0, count: 40000 - 4096),
      velocities: [Double](repeating: 2.000000000000001, count: 4096) + [Double](repeating: 2, count: 40000 - 4096)),
    Case(
      "past the first run: samples without a velocity, then a time that does not increase",
      "["
        + (0..<7000).map { $0 < 5000 ? #"{"t": \#($0), "value": 1, "velocity": 0}"# : #"{"t": \#($0 == 6500 ? 1 : $0), "value": 1}"# }
        .joined(separator: ",") + "]",
      error: "bad.json: samples[6500]: times must increase (1.0 after 6499.0)"),
    Case(
      "past the first run: samples without a velocity",
      "["
        + (0..<7000).map {
          $0 < 5000
            ? #"{"t": \#($0), "value": 1, "velocity": 0}"#
            : #"{"t": \#($0), "value": 1}"#
        }.joined(separator: ",") + "]",
      times: (0..<7000).map(Double.init), values: [Double](repeating: 1, count: 7000)),
  ]

  @Test("JSON: plain runs, the general reader and errors", arguments: jsonCases)
  func json(_ c: Case) { Self.check(c, path: "bad.json") }

  /// JSON's number grammar (RFC 8259 §6), which from_chars reads more loosely.
  @Test(
    "JSON: numbers are JSON's, in a plain run as in the general reader",
    arguments: [
      ("1e5", 1e5), ("0e5", 0), ("1E+05", 1e5), ("-0.0", -0.0), ("0.25", 0.25), ("-12.5e-1", -1.25),
      (".5", nil), ("1.", nil), ("1.e5", nil), ("-01", nil), ("01", nil), ("-", nil), ("inf", nil), ("NaN", nil), ("+1", nil),
      ("1e", nil), ("1e+", nil), ("0x10", nil), ("1.5.2", nil),
    ] as [(String, Double?)])
  func jsonNumbers(_ text: String, _ expected: Double?) {
    // The number in the second of three samples, so a run has started before it.
    let document = #"[{"t": 0, "value": 1}, {"t": 1, "value": \#(text)}, {"t": 2, "value": 3}]"#
    let curve = try? CurveFile.parse(Array(document.utf8), path: "n.json")
    #expect(curve?.values == expected.map { [1, $0, 3] })
  }

  /// The text must be UTF-8 wherever the bytes past ASCII are: the document is not checked in a
  /// pass of its own, so each place that can hold them is tried (0xFF is never UTF-8; é is 0xC3 0xA9).
  @Test(
    "JSON: bytes that are not UTF-8 are refused wherever they are; UTF-8 past ASCII reads",
    arguments: [
      ("in a metadata string", #"{"metadata": {"note": "a@b"}, "samples": [{"t": 0, "value": 1}]}"#, false),
      ("in a metadata name", #"{"metadata": {"n@": "a"}, "samples": [{"t": 0, "value": 1}]}"#, false),
      ("in an extra member's name in a plain run", #"[{"t": 0, "value": 1}, {"t": 1, "x@": 5, "value": 2}]"#, false),
      ("in an extra member's string", #"[{"t": 0, "value": 1}, {"t": 1, "value": 2, "note": "@"}]"#, false),
      ("between members", #"[{"t": 0, "value": 1}@]"#, false),
      ("é in a metadata string", #"{"metadata": {"note": "caf&"}, "samples": [{"t": 0, "value": 1}]}"#, true),
      ("é in an extra member's name in a plain run", #"[{"t": 0, "value": 1}, {"t": 1, "caf&": 5, "value": 2}]"#, true),
    ] as [(String, String, Bool)])
  func jsonUTF8(_ place: String, _ text: String, _ reads: Bool) {
    let bytes = Array(text.utf8).flatMap { $0 == UInt8(ascii: "@") ? [0xFF] : $0 == UInt8(ascii: "&") ? [0xC3, 0xA9] : [$0] }
    do {
      let curve = try CurveFile.parse(bytes, path: "u.json")
      #expect(reads, "\(place): read although not UTF-8")
      #expect(curve.times.first == 0)
      if text.contains("note") { #expect(curve[metadata: "note"] == "café") }
    } catch {
      #expect(!reads && error.description == "u.json: is not UTF-8 text", "\(place): \(error)")
    }
  }

  @Test("JSON: velocities only when every sample has one")
  func mixedVelocities() throws {
    let all = try CurveFile.parse(Array(#"[{"t": 0, "value": 1, "velocity": 3}, {"t": 1, "value": 2, "velocity": 4}]"#.utf8), path: "v.json")
    #expect(all.velocities == [3, 4])
    let mixed = try CurveFile.parse(Array(#"[{"t": 0, "value": 1, "velocity": 3}, {"t": 1, "value": 2}]"#.utf8), path: "v.json")
    #expect(mixed.velocities == nil)
  }
}
