import Foundation
import SpringToolCommandLine
import SpringToolFormats
import _SpringToolSupport

/// `springtool bench`: speed measured side by side with C and C++ references, as ratios. The
/// benchmarks and their references live in `springtool-bench`, a separate executable built beside
/// this one, so springtool itself links none of them; `springtool bench` runs it.
package enum BenchCommand {
  /// The suites, in order.
  package static let suites = ["io", "integrators", "sampling", "sweep", "startup", "studio"]
  /// The executable that runs them, beside springtool.
  package static let executableName = "springtool-bench"

  /// The command that forwards to `springtool-bench` (springtool's own).
  static let command = command { args, context throws(CLIError) in try forward(args, context) }

  /// The bench command's options and help, with what running it does (forwarding, or the benchmarks themselves).
  ///
  /// - Parameter run: What the command does with its parsed arguments.
  /// - Returns: The command.
  package static func command(run: @escaping @Sendable (Arguments, inout RunContext) throws(CLIError) -> Void) -> Command {
    Command(
      name: "bench", abstract: "Benchmarks beside C/C++ references the package builds: I/O, integrators, sampling, sweep, start-up, studio.",
      discussion: """
        io: nanoseconds per row of the streamed CSV, TSV, JSON, JSON Lines and npy writers (to /dev/null) and the CSV and \
        JSON readers, beside a C++ std::to_chars / std::from_chars reference (targets: 1.25× and 1.2×). integrators: \
        microseconds per curve (response 0.4, ζ 0.8 at 60 fps for 2 s; and a long integration, an undamped 0.01 s spring \
        over 100 s with rk8pd at 1e-10, where the step dominates) for springtool's GSL backend and its Swift port beside \
        GSL called from C (targets: 1.2× and 0.5×). sampling: the closed form's grid fast path beside direct evaluation. \
        sweep: one settling time on one thread (target: 250 ns), 10^6 on every core beside one thread, and the whole \
        springtool sweep process writing them (target: 0.25 s). startup: the median launch of this binary's --version \
        beside a C hello world compiled with cc (target: within 3×) and /bin/true. studio: the request a studio control change makes (a scene, three engines, \
        2 s at 60 fps) over HTTP on one connection, its latency percentiles (p99 target: 50 ms) and requests per second, \
        beside the same answer computed in process. Ours and the reference run in turn, --repeat rounds; each figure \
        is the median of the rounds, with the range of the rounds' ratios (low, high). Build in release mode (swift run \
        -c release springtool bench), and measure start-up on the installed binary (README: Install).
        """,
      groups: [
        OptionGroup(
          title: "BENCHMARK OPTIONS",
          options: [
            OptionSpec(option: .suite, value: "NAME", help: suites.joined(separator: ", ") + " (default: all)."),
            OptionSpec(option: .samples, value: "N", help: "io: rows per measurement (default: 1000000).", check: .whole),
            OptionSpec(option: .repeat, value: "R", help: "Rounds per measurement; the median counts (default: 5).", check: .whole),
          ], usage: "[--suite <NAME>]"), output.group,
      ],
      run: run)
  }

  /// What the command writes: its formats and default, declared once.
  package static let output = Groups.Output(.table, formats: [.csv, .tsv, .json, .table])

  /// The settings every run checks first: the suites, rows per measurement, runs per measurement.
  package static func settings(_ args: Arguments) throws(CLIError) -> (suites: [String], rows: Int, repeats: Int) {
    let suite = args.string(.suite)?.lowercased()
    if let suite, !suites.contains(suite) {
      throw .usage("invalid value '\(suite.prefix(80))' for '--suite': expected " + Arguments.list(suites))
    }
    let rows = try args.int(.samples) ?? 1_000_000
    guard rows >= 1000 && rows <= 10_000_000 else { throw .usage("'--samples' must be from 1000 to 10000000") }
    let repeats = try args.int(.repeat) ?? 5
    guard repeats >= 1 && repeats <= 100 else { throw .usage("'--repeat' must be from 1 to 100") }
    _ = try output.format(args)
    _ = try Groups.precision(args)
    return (suite.map { [$0] } ?? suites, rows, repeats)
  }

  /// This executable's directory (where `springtool-bench` is built).
  package static var executableDirectory: String {
    FilePath.directory(of: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path)
  }

  /// Runs `springtool-bench` with the same options, its output and errors going where springtool's go.
  static func forward(_ args: Arguments, _ context: RunContext) throws(CLIError) {
    _ = try settings(args)
    let path = executableDirectory + "/" + executableName
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw .failure("\(executableName) is not built beside springtool; build it with: swift build -c release --product \(executableName)")
    }
    // The options as given, in order (each bench option takes a value).
    var arguments: [String] = []
    for option in args.order where !arguments.contains("--" + option.rawValue) {
      arguments += ["--" + option.rawValue, args.string(option) ?? ""]
    }
    var pid = pid_t()
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    guard posix_spawn(&pid, path, nil, nil, argv, environ) == 0 else { throw .failure("cannot start \(path)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 1
    if code != 0 { throw .reported(exitCode: code) }
  }
}
