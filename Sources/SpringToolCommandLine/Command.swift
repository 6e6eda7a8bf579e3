/// A subcommand: its help, its options in groups, its positional arguments and what it runs.
package struct Command<Name: OptionName, Context>: Sendable {
  /// The subcommand's name (`sample`).
  package let name: String
  /// One line for the list of subcommands and help's OVERVIEW.
  package let abstract: String
  /// The paragraph under the overview (may be empty).
  package let discussion: String
  /// Positional arguments as help lists them.
  package var arguments: [(name: String, help: String)]
  /// The most positional arguments accepted.
  package var maximumPositionals: Int
  /// The option groups, in help's order.
  package let groups: [OptionGroup<Name>]
  /// Runs the command with its parsed arguments.
  package let run: @Sendable (ParsedArguments<Name>, inout Context) throws(CommandLineError) -> Void

  /// A command.
  /// - Parameters:
  ///   - name: The subcommand's name.
  ///   - abstract: One line of what it does.
  ///   - discussion: The paragraph under the overview.
  ///   - arguments: Positional arguments (name, help).
  ///   - maximumPositionals: The most positional arguments accepted.
  ///   - groups: The option groups.
  ///   - run: What it does with the parsed arguments.
  package init(
    name: String, abstract: String, discussion: String, arguments: [(name: String, help: String)] = [],
    maximumPositionals: Int = 0, groups: [OptionGroup<Name>],
    run: @escaping @Sendable (ParsedArguments<Name>, inout Context) throws(CommandLineError) -> Void
  ) {
    (self.name, self.abstract, self.discussion, self.arguments) = (name, abstract, discussion, arguments)
    (self.maximumPositionals, self.groups, self.run) = (maximumPositionals, groups, run)
  }

  /// Every option, with `-h, --help` last.
  package var options: [OptionSpec<Name>] { groups.flatMap(\.options) + [Self.helpOption] }
  /// `-h, --help`.
  package static var helpOption: OptionSpec<Name> { OptionSpec(option: .help, value: nil, help: "Show help information.", short: "h") }

  /// `PROGRAM NAME <arguments> [<group>] …`, generated from the groups.
  /// - Parameter program: The program's name.
  package func usageLine(program: String) -> String {
    ([program, name] + arguments.map(\.name) + groups.map(\.usage).filter { !$0.isEmpty }).joined(separator: " ")
  }
}

/// An error a command line reports as one line: usage errors exit 64 (`EX_USAGE`), failures 1.
package enum CommandLineError: Error, Equatable, CustomStringConvertible {
  /// The command line is wrong (exit 64, with a usage line).
  case usage(String)
  /// The work failed (exit 1).
  case failure(String)
  /// A child process already reported the problem on standard error: exit with its code, saying nothing more.
  case reported(exitCode: Int32)

  /// The message.
  package var description: String {
    switch self {
    case .usage(let m), .failure(let m): m
    case .reported(let code): "exit \(code)"
    }
  }

  /// 64 for usage, 1 for failure.
  package var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .failure: 1
    case .reported(let code): code
    }
  }
}
