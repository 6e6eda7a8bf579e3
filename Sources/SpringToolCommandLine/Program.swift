import SpringToolFormats
import _SpringToolSupport

/// Where a program writes: its standard output (which may fail, for example on a closed pipe)
/// and its standard error.
package protocol CommandContext {
  /// Writes text to standard output.
  /// - Throws: ``CommandLineError/failure(_:)`` when it cannot be written.
  func print(_ text: String) throws(CommandLineError)
  /// Writes text to standard error (best effort).
  func printError(_ text: String)
}

/// A program of subcommands in swift-argument-parser's conventions: `PROGRAM <subcommand>
/// [options]`, `-h`/`--help` anywhere before `--`, `help [<subcommand>]`, `--version`, "did you
/// mean" only for close names, and every problem as one `Error: …` line on standard error (and,
/// for usage errors, one usage line) with exit code 64 (usage) or 1 (failure). Never traps.
package struct Program<Name: OptionName, Context: CommandContext>: Sendable {
  /// The program's name (`springtool`).
  package let name: String
  /// The top-level help's overview line and paragraph.
  package let overview: String, discussion: String
  /// What `--version` prints (one line, without the newline), and its help.
  package let versionLine: @Sendable () -> String, versionHelp: String
  /// The subcommands, in help's order (made on first use, so `--version` starts fast).
  package var commands: [Command<Name, Context>] { makeCommands() }
  private let makeCommands: @Sendable () -> [Command<Name, Context>]
  /// Checks the parsed arguments before a command runs (for example that an output directory
  /// exists), and returns what the command runs with (options that stand for others resolved).
  package let prepare: @Sendable (ParsedArguments<Name>) throws(CommandLineError) -> ParsedArguments<Name>

  /// A program.
  /// - Parameters:
  ///   - name: The program's name.
  ///   - overview: The top-level help's overview line.
  ///   - discussion: The paragraph under it.
  ///   - versionLine: What `--version` prints.
  ///   - versionHelp: `--version`'s help.
  ///   - commands: The subcommands.
  ///   - prepare: Checks before any command runs, returning the arguments it runs with.
  package init(
    name: String, overview: String, discussion: String, versionLine: @escaping @Sendable () -> String,
    versionHelp: String = "Show the version.", commands: @autoclosure @escaping @Sendable () -> [Command<Name, Context>],
    prepare: @escaping @Sendable (ParsedArguments<Name>) throws(CommandLineError) -> ParsedArguments<Name> = { $0 }
  ) {
    (self.name, self.overview, self.discussion) = (name, overview, discussion)
    (self.versionLine, self.versionHelp) = (versionLine, versionHelp)
    (self.makeCommands, self.prepare) = (commands, prepare)
  }

  /// Runs the program with `arguments` (without the program's name).
  /// - Returns: The exit code: 0, 64 for a usage error, 1 for a failure.
  package func main(_ arguments: [String], context: inout Context) -> Int32 {
    do {
      try run(arguments, &context)
      return 0
    } catch {
      return report(error, command: commands.first { $0.name == arguments.first }, context)
    }
  }

  func run(_ arguments: [String], _ context: inout Context) throws(CommandLineError) {
    guard let first = arguments.first, !["-h", "--help"].contains(first) else { return try context.print(rootHelp) }
    if first == "--version" { return try context.print(versionLine() + "\n") }
    if first == "help" {
      guard arguments.count > 1 else { return try context.print(rootHelp) }
      if arguments[1] == "help" {
        return try context.print("OVERVIEW: Show help for \(name) or one of its subcommands.\n\nUSAGE: \(name) help [<subcommand>]\n")
      }
      return try context.print(help(for: try command(named: arguments[1])))
    }
    let command = try command(named: first)
    let rest = Array(arguments.dropFirst())
    if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      return try context.print(help(for: command))
    }
    let parsed = try prepare(try ParsedArguments.parse(rest, command: command))
    try command.run(parsed, &context)
    // A single-valued option given twice with different values: the last won; say so once the work is done (exit 0).
    for o in parsed.overridden {
      let passedOver = o.earlier.map(noteQuoted).joined(separator: ", ")
      context.printError("note: '--\(o.option.rawValue)' given \(o.earlier.count + 1) times; used the last, \(noteQuoted(o.winner)) (not \(passedOver))\n")
    }
  }

  /// The subcommand called `name`.
  /// - Throws: ``CommandLineError/usage(_:)`` for another name, suggesting a close one.
  package func command(named name: String) throws(CommandLineError) -> Command<Name, Context> {
    if let c = commands.first(where: { $0.name == name }) { return c }
    if name.hasPrefix("-") { throw .usage("unknown option '\(name.prefix(80))'; expected a subcommand") }
    let hint = NameMatching.closest(to: name, among: commands.map(\.name) + ["help"]).map { " (did you mean '\($0)'?)" } ?? ""
    throw .usage("unknown subcommand '\(name.prefix(80))'\(hint)")
  }

  /// A subcommand's help.
  package func help(for command: Command<Name, Context>) -> String { HelpLayout.text(for: command, program: name) }

  /// The top-level help: overview, usage, options, subcommands.
  package var rootHelp: String {
    var out = "OVERVIEW: \(overview)\n\n" + HelpLayout.wrap(discussion, indent: 0)
    out += "\n\nUSAGE: \(name) <subcommand>\n\nOPTIONS:\n"
    out += HelpLayout.row("--version", versionHelp) + HelpLayout.row("-h, --help", "Show help information.")
    out += "\nSUBCOMMANDS:\n" + commands.map { HelpLayout.row($0.name, $0.abstract) }.joined()
    return out + "\n  See '\(name) help <subcommand>' for detailed help.\n"
  }

  /// `Error: …` on standard error (one line), and for usage errors one usage line.
  /// - Returns: The error's exit code.
  func report(_ error: CommandLineError, command: Command<Name, Context>?, _ context: Context) -> Int32 {
    if case .reported(let code) = error { return code }
    // One line, and nothing a file or an argument carried (ESC, BEL, raw bytes) reaches the terminal as is.
    let line = error.description.split(whereSeparator: \.isNewline).joined(separator: " ")
    var text = "Error: " + SystemPath.displayed(line) + "\n"
    if case .usage = error {
      text +=
        command.map { "Usage: \($0.usageLine(program: name)) (see '\(name) \($0.name) --help')\n" }
        ?? "Usage: \(name) <subcommand> (see '\(name) --help')\n"
    }
    context.printError(text)
    return error.exitCode
  }
}

/// A value as a note quotes it: at most 40 printable characters, in single quotes.
private func noteQuoted(_ value: String) -> String {
  "'" + String(value.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init).prefix(40)) + "'"
}
