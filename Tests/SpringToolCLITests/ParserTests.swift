@testable import SpringToolCLI
import Testing

/// The argument parser: values, `--name=value`, negative numbers, flags, repeats, short forms,
/// `--`, and the "did you mean" rule (close names only).
@Suite("Argument parser")
struct ParserTests {
  static let command = Command(
    name: "x", abstract: "", discussion: "", maximumPositionals: 2,
    groups: [
      OptionGroup(
        title: "T",
        options: [
          OptionSpec(option: .response, value: "R", help: "r"), OptionSpec(option: .from, value: "A", help: "a"),
          OptionSpec(option: .retarget, value: "T:V", help: "r", repeatable: true), OptionSpec(option: .trace, value: nil, help: "t"),
          OptionSpec(option: .output, value: "FILE", help: "o", short: "o"), OptionSpec(option: .format, value: "F", help: "f", short: "f"),
        ], usage: "")
    ],
    run: { _, _ in })

  @Test("values, --name=value, negative numbers, flags and repeats")
  func parses() throws {
    let parsed = try Arguments.parse(
      ["--response", "0.4", "--from=-2", "--trace", "--retarget", "0.1:2", "--retarget", "0.2:3"],
      command: Self.command)
    #expect(try parsed.double(.response) == 0.4)
    #expect(try parsed.double(.from) == -2)
    #expect(parsed.flag(.trace))
    #expect(parsed.strings(.retarget) == ["0.1:2", "0.2:3"])
    #expect(parsed.order == [.response, .from, .trace, .retarget, .retarget])
  }

  @Test("a negative number is a value, not an option; -x.y is a positional")
  func negativeValue() throws {
    #expect(try Arguments.parse(["--from", "-1e3"], command: Self.command).double(.from) == -1000)
    #expect(try Arguments.parse(["-0.5"], command: Self.command).positionals == ["-0.5"])
  }

  @Test("a repeated option takes the last value, as swift-argument-parser does")
  func lastValueWins() throws {
    #expect(try Arguments.parse(["--response", "0.3", "--response", "0.5"], command: Self.command).double(.response) == 0.5)
  }

  @Test("short forms -o and -f, and -- ends the options")
  func shortForms() throws {
    let parsed = try Arguments.parse(["-o", "x.csv", "-f", "json", "--", "--response"], command: Self.command)
    #expect(parsed.string(.output) == "x.csv" && parsed.string(.format) == "json")
    #expect(parsed.positionals == ["--response"])
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(
    "bad arguments say what is wrong",
    arguments: [
      Bad(arguments: ["--response"], message: "missing value for '--response <R>'"),
      Bad(arguments: ["--respons", "0.4"], message: "unknown option '--respons' (did you mean '--response'?)"),
      Bad(arguments: ["--nope"], message: "unknown option '--nope'"),
      Bad(arguments: ["--version"], message: "unknown option '--version'"),
      Bad(arguments: ["-z"], message: "unknown option '-z'"),
      Bad(arguments: ["--trace=1"], message: "'--trace' does not take a value"),
      Bad(arguments: ["a", "b", "c"], message: "unexpected argument 'c'"),
      Bad(arguments: ["--response="], message: "missing value for '--response <R>'"),
    ])
  func bad(_ bad: Bad) {
    #expect(throws: CLIError.usage(bad.message)) { try Arguments.parse(bad.arguments, command: Self.command) }
  }

  @Test("numbers: finite only, whole numbers where counted")
  func numbers() throws {
    let parsed = try Arguments.parse(["--response", "inf", "--from", "abc"], command: Self.command)
    #expect(throws: CLIError.usage("invalid value 'inf' for '--response': must be a finite number")) { try parsed.double(.response) }
    #expect(throws: CLIError.usage("invalid value 'abc' for '--from': expected a number")) { try parsed.double(.from) }
  }

  @Test(
    "did-you-mean only for close names",
    arguments: [
      ("nope", nil), ("smaple", "sample"), ("anlyze", "analyze"), ("xyz", nil), ("plto", "plot"),
    ] as [(String, String?)])
  func suggestions(_ typo: String, _ expected: String?) {
    let run = springtool([typo])
    #expect(run.status == 64)
    if let expected { #expect(run.error.contains("did you mean '\(expected)'?")) } else { #expect(!run.error.contains("did you mean")) }
  }
}
