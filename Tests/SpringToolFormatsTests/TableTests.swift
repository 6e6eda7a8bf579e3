import SpringToolFormats
import SpringToolCurves
import Testing
import _SpringToolSupport

@Suite("Tables and JSON")
struct TableTests {
  static let table = Table(
    columns: ["t", "name", "ok"],
    rows: [
      [.number(0.1), .text("a,b"), .bool(true)],
      [.number(1e-5), .text("plain"), .missing],
    ])

  @Test("CSV quotes cells with separators and writes round-trip numbers")
  func csv() {
    #expect(Self.table.rendered(.csv) == "t,name,ok\n0.1,\"a,b\",true\n1e-05,plain,\n")
  }

  @Test("TSV")
  func tsv() {
    #expect(Self.table.rendered(.tsv) == "t\tname\tok\n0.1\ta,b\ttrue\n1e-05\tplain\t\n")
  }

  @Test("JSON rows are objects; missing is null")
  func json() {
    #expect(
      Self.table.rendered(.json) == """
        [
          {"t": 0.1, "name": "a,b", "ok": true},
          {"t": 1e-05, "name": "plain", "ok": null}
        ]

        """)
  }

  @Test("JSON escapes strings and writes non-finite numbers as null")
  func jsonEscapes() {
    let value = JSONValue.object([("s", .string("a\"b\\c\n\u{1}")), ("x", .number(.infinity))])
    #expect(value.rendered() == "{\"s\": \"a\\\"b\\\\c\\n\\u0001\", \"x\": null}\n")
  }

  @Test("aligned table right-aligns numeric columns")
  func aligned() {
    let text = Table(columns: ["a", "b"], rows: [[.number(1.5), .text("x")], [.number(10.25), .text("yy")]])
      .rendered(.table)
    #expect(text == "    a  b\n-----  --\n  1.5  x\n10.25  yy\n")
  }

  @Test("the JSON reader returns every number exactly and keeps member order")
  func jsonReader() throws {
    let value = try JSONValue.parse(#"{"a": 0.7999999999999999, "b": [1e-05, -0.0, 5e-324], "c": "\u00e9\n", "d": null}"#)
    #expect(value["a"]?.doubleValue == 0.7999999999999999)
    guard case .array(let items)? = value["b"] else { Issue.record("b is not an array"); return }
    #expect(items.map { $0.doubleValue } == [1e-05, -0.0, .leastNonzeroMagnitude])
    #expect(value["c"] == .string("é\n") && value["d"] == .null)
    guard case .object(let members) = value else { return }
    #expect(members.map(\.0) == ["a", "b", "c", "d"])
  }

  @Test(
    "the JSON reader rejects what is not JSON, with line and column",
    arguments: ["{\"a\": 01}", "[1, 2", "{\"a\" 1}", "[nan]", "\"unterminated", "[1,]", "{} x"])
  func jsonErrors(_ text: String) {
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(text) }
  }
}
