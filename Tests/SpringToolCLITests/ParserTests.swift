@testable import SpringToolCLI
import Testing

@Suite("Argument parser")
struct ParserTests {
  static let options = [
    OptionSpec(name: "response", valueName: "R", help: "r"),
    OptionSpec(name: "from", valueName: "A", help: "a"),
    OptionSpec(name: "retarget", valueName: "T:V", help: "r", repeatable: true),
    OptionSpec(name: "trace", valueName: nil, help: "t"),
  ]

  @Test("values, --name=value, negative numbers, flags and repeats")
  func parses() throws {
    let parsed = try ArgumentParser.parse(
      ["--response", "0.4", "--from=-2", "--trace", "--retarget", "0.1:2", "--retarget", "0.2:3"],
      options: Self.options, maxPositionals: 0, command: "x")
    #expect(try parsed.double("response") == 0.4)
    #expect(try parsed.double("from") == -2)
    #expect(parsed.flag("trace"))
    #expect(parsed.strings("retarget") == ["0.1:2", "0.2:3"])
  }

  @Test("a negative number is a value, not an option")
  func negativeValue() throws {
    let parsed = try ArgumentParser.parse(["--from", "-1e3"], options: Self.options, maxPositionals: 0, command: "x")
    #expect(try parsed.double("from") == -1000)
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test("usage errors", arguments: [
    Bad(arguments: ["--respons", "1"], message: "unknown option '--respons' (did you mean '--response'?)"),
    Bad(arguments: ["--response"], message: "missing value for '--response <R>'"),
    Bad(arguments: ["--response", "--from", "1"], message: "missing value for '--response <R>'"),
    Bad(arguments: ["--response", "1", "--response", "2"], message: "'--response' was given more than once"),
    Bad(arguments: ["--trace=1"], message: "'--trace' does not take a value"),
    Bad(arguments: ["stray"], message: "unexpected argument 'stray'"),
    Bad(arguments: ["-x"], message: "unknown option '-x'"),
  ])
  func errors(_ bad: Bad) {
    #expect(throws: CLIError.usage(bad.message)) {
      try ArgumentParser.parse(bad.arguments, options: Self.options, maxPositionals: 0, command: "x")
    }
  }

  @Test("non-finite numbers are rejected", arguments: ["nan", "inf", "-infinity", "abc", ""])
  func nonFinite(_ text: String) {
    #expect(throws: CLIError.self) { try ParsedArguments.number(text, option: "from") }
  }

  @Test("edit distance")
  func distance() {
    #expect(ArgumentParser.editDistance("kitten", "sitting") == 3)
    #expect(ArgumentParser.editDistance("", "abc") == 3)
    #expect(ArgumentParser.editDistance("same", "same") == 0)
  }
}
