import SpringToolKit

/// The `springtool` command line: dispatch to subcommands, help, version, completions and error
/// reporting. `SpringTool.main(_:context:)` never traps: every problem becomes one line
/// `Error: …` on standard error (and, for usage errors, one hint line) and an exit code (64 for
/// usage, 1 for failure).
public enum SpringTool {
  /// The version.
  public static let version = "0.2.0"

  static let commands: [Command] = [
    SampleCommand.command, ConvertCommand.command, PresetsCommand.command, AnalyzeCommand.command, CompareCommand.command,
    PlotCommand.command, VerifyCommand.command, DragCommand.command, MorphCommand.command, FitCommand.command,
    TuneCommand.command, ExportCommand.command, PreviewCommand.command, SweepCommand.command, EnginesCommand.command, BackendsCommand.command,
    BenchCommand.command, CompletionsCommand.command,
  ]

  /// Runs `springtool` with `arguments` (without the program name); returns the exit code.
  public static func main(_ arguments: [String], context: inout RunContext) -> Int32 {
    do {
      try run(arguments, &context)
      return 0
    } catch {
      return report(error, command: commands.first { $0.name == arguments.first }, &context)
    }
  }

  static func run(_ arguments: [String], _ context: inout RunContext) throws(CLIError) {
    guard let first = arguments.first, !["-h", "--help"].contains(first) else { return try context.print(Help.root(commands)) }
    if first == "--version" {
      let backends = Backend.allCases.filter(\.isAvailable).map { $0 == .gsl ? "gsl \(Backend.gslVersion ?? "")" : $0.rawValue }
      return try context.print("springtool \(version) (backends: \(backends.joined(separator: ", ")))\n")
    }
    if first == "help" {
      guard arguments.count > 1 else { return try context.print(Help.root(commands)) }
      if arguments[1] == "help" { return try context.print("OVERVIEW: Show help for springtool or one of its subcommands.\n\nUSAGE: springtool help [<subcommand>]\n") }
      return try context.print(Help.text(for: try command(arguments[1])))
    }
    let command = try command(first)
    let rest = Array(arguments.dropFirst())
    if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      return try context.print(Help.text(for: command))
    }
    let args = try Arguments.parse(rest, command: command)
    // A file that cannot be written fails before any work is done.
    for path in [args.string(.output), args.string(.plot)].compactMap({ $0 }) where path != "-" {
      let directory = URLPath.directory(of: path)
      guard URLPath.isDirectory(directory) else { throw .failure("cannot write \(path): directory '\(directory)' does not exist") }
    }
    try command.run(args, &context)
  }

  static func command(_ name: String) throws(CLIError) -> Command {
    if let c = commands.first(where: { $0.name == name }) { return c }
    if name.hasPrefix("-") { throw .usage("unknown option '\(name.prefix(80))'; expected a subcommand") }
    let hint = NameMatching.closest(to: name, among: commands.map(\.name) + ["help"]).map { " (did you mean '\($0)'?)" } ?? ""
    throw .usage("unknown subcommand '\(name.prefix(80))'\(hint)")
  }

  /// `Error: …` on standard error, and for usage errors one hint line.
  static func report(_ error: CLIError, command: Command?, _ context: inout RunContext) -> Int32 {
    var text = "Error: " + error.description.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n"
    if case .usage = error {
      text += command.map { "Usage: \($0.usageLine) (see 'springtool \($0.name) --help')\n" }
        ?? "Usage: springtool <subcommand> (see 'springtool --help')\n"
    }
    try? context.standardError.write(text)
    return error.exitCode
  }
}
