import SpringToolCommandLine
import SpringToolFormats
import SpringToolSolvers

/// The `springtool` command line: the subcommands in a ``Program`` (dispatch, help, version,
/// completions and error reporting). `SpringTool.main(_:context:)` never traps: every problem
/// becomes one line `Error: …` on standard error (and, for usage errors, one usage line) and an
/// exit code (64 for usage, 1 for failure).
package enum SpringTool {
  /// The version.
  package static let version = "0.2.0"

  static let commands: [Command] = [
    SampleCommand.command, ConvertCommand.command, MatchCommand.command, PresetsCommand.command, AnalyzeCommand.command, CompareCommand.command,
    PlotCommand.command, VerifyCommand.command, DragCommand.command, RubberBandCommand.command, SnapCommand.command, MorphCommand.command, FitCommand.command,
    TuneCommand.command, ExportCommand.command, PreviewCommand.command, StudioCommand.command, SweepCommand.command, ScenesCommand.command,
    EnginesCommand.command, BackendsCommand.command,
    LintCommand.command, BenchCommand.command, CompletionsCommand.command,
  ]

  static let program = Program<Option, RunContext>(
    name: "springtool", overview: "springtool \(version): see, convert, compare and regression-test spring and easing curves.",
    discussion: "Models damped springs exactly (closed form) and by ODE integration (GSL and a pure-Swift port), in the parameter "
      + "families of SwiftUI, Core Animation, Android, Compose and the web; how each platform really animates; easing curves "
      + "beside springs; the drag-to-snap switch; interrupted animations.",
    versionLine: {
      let backends = Backend.allCases.filter(\.isAvailable).map { $0 == .gsl ? "gsl \(Backend.gslVersion ?? "")" : $0.rawValue }
      return "springtool \(version) (backends: \(backends.joined(separator: ", ")))"
    },
    versionHelp: "Show the version and the backends built in.", commands: commands,
    prepare: { args throws(CLIError) in
      // A file that cannot be written fails before any work is done.
      for path in [args.string(.output), args.string(.plot)].compactMap({ $0 }) where path != "-" {
        let directory = FilePath.directory(of: path)
        guard FilePath.isDirectory(directory) else { throw .failure("cannot write \(path): directory '\(directory)' does not exist") }
      }
      return try Groups.resolvingToken(args)
    })

  /// Runs `springtool` with `arguments` (without the program name).
  /// - Parameters:
  ///   - arguments: The command line after the program's name.
  ///   - context: Where output goes and what the environment says.
  /// - Returns: The exit code: 0, 64 for a usage error, 1 for a failure.
  package static func main(_ arguments: [String], context: inout RunContext) -> Int32 {
    program.main(arguments, context: &context)
  }
}
