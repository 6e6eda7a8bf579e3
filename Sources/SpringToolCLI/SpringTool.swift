/// The `springtool` command line: dispatch to subcommands, help, version and error reporting.
///
/// `SpringTool.main(_:context:)` never traps: every problem becomes a one-line
/// `Error: …` on standard error and an exit code (64 for usage, 1 for failure).
public enum SpringTool {
  public static let version = "0.1.0"

  static var commands: [Command] {
    [SampleCommand.command, ConvertCommand.command, PresetsCommand.command, AnalyzeCommand.command, CompareCommand.command, PlotCommand.command, VerifyCommand.command, DragCommand.command, MorphCommand.command, FitCommand.command, TuneCommand.command, ExportCommand.command, SweepCommand.command, BackendsCommand.command, BenchCommand.command]
  }

  /// Runs `springtool` with `arguments` (without the program name); returns the exit code.
  public static func main(_ arguments: [String], context: inout RunContext) -> Int32 {
    guard let first = arguments.first else {
      context.standardOutput.write(HelpFormatter.rootHelp(commands: commands, version: version))
      return ExitCode.success
    }
    switch first {
    case "-h", "--help":
      context.standardOutput.write(HelpFormatter.rootHelp(commands: commands, version: version))
      return ExitCode.success
    case "--version":
      context.standardOutput.write("springtool \(version)\n")
      return ExitCode.success
    case "help":
      guard arguments.count > 1 else {
        context.standardOutput.write(HelpFormatter.rootHelp(commands: commands, version: version))
        return ExitCode.success
      }
      guard let command = commands.first(where: { $0.name == arguments[1] }) else {
        return report(.usage("unknown subcommand '\(arguments[1])'\(suggestion(arguments[1]))"), command: nil, &context)
      }
      context.standardOutput.write(HelpFormatter.help(for: command))
      return ExitCode.success
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let message = first.hasPrefix("-")
        ? "unknown option '\(first)'; expected a subcommand"
        : "unknown subcommand '\(first)'\(suggestion(first))"
      return report(.usage(message), command: nil, &context)
    }
    let rest = Array(arguments.dropFirst())
    let beforeSeparator = rest.prefix { $0 != "--" }
    if beforeSeparator.contains("--help") || beforeSeparator.contains("-h") {
      context.standardOutput.write(HelpFormatter.help(for: command))
      return ExitCode.success
    }
    do {
      let parsed = try ArgumentParser.parse(rest, options: command.allOptions,
                                            maxPositionals: command.maximumPositionals ?? command.arguments.count,
                                            command: command.name)
      try command.run(parsed, &context)
      return ExitCode.success
    } catch {
      return report(error, command: command, &context)
    }
  }

  /// Writes `Error: …` (and, for usage errors, the usage line and a help hint) to standard error.
  static func report(_ error: CLIError, command: Command?, _ context: inout RunContext) -> Int32 {
    let message = error.description.split(separator: "\n").joined(separator: " ")
    var text = "Error: \(message)\n"
    if case .usage = error {
      if let command {
        text += "Usage: \(command.usageLine)\n  See 'springtool \(command.name) --help' for more information.\n"
      } else {
        text += "Usage: springtool <subcommand>\n  See 'springtool --help' for more information.\n"
      }
    }
    context.standardError.write(text)
    return error.exitCode
  }

  static func suggestion(_ name: String) -> String {
    let best = commands.map { ($0.name, ArgumentParser.editDistance(name, $0.name)) }.min { $0.1 < $1.1 }
    guard let best, best.1 < 4 else { return "" }
    return " (did you mean '\(best.0)'?)"
  }
}
