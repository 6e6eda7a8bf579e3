/// A subcommand: its help text, its option table and what it runs.
struct Command: Sendable {
  /// The subcommand's name, e.g. `sample`.
  let name: String
  /// One line for the SUBCOMMANDS list and the OVERVIEW.
  let abstract: String
  /// Paragraphs shown after the overview in `--help`.
  let discussion: String
  /// The part of the usage line after `springtool <name>`.
  let usage: String
  /// Positional arguments: name and help.
  var arguments: [(name: String, help: String)] = []
  /// How many positionals are accepted (default: one per entry of `arguments`).
  var maximumPositionals: Int?
  /// Option groups, in help order. `--help` is added automatically.
  let groups: [OptionGroup]
  /// Runs the command with parsed arguments, writing to the context's output.
  let run: @Sendable (ParsedArguments, inout RunContext) throws(CLIError) -> Void

  var allOptions: [OptionSpec] { groups.flatMap(\.options) + [Command.helpOption] }

  static let helpOption = OptionSpec(name: "help", valueName: nil, help: "Show help information.")

  var usageLine: String { "springtool \(name) \(usage)".trimmingCharacters(in: .whitespaces) }
}

/// What a running command may touch: its standard output and error streams,
/// and whether GSL is built in.
public struct RunContext {
  public var standardOutput: any OutputSink
  public var standardError: any OutputSink

  public init(standardOutput: any OutputSink, standardError: any OutputSink) {
    self.standardOutput = standardOutput
    self.standardError = standardError
  }
}
