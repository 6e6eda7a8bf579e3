import Foundation
import SpringToolBenchmarks
import SpringToolKit

/// `springtool bench`: speed measured side by side with C and C++ references, as ratios.
enum BenchCommand {
  static let command = Command(
    name: "bench", abstract: "Benchmarks beside C/C++ references the package builds: I/O, integrators, sampling, sweep, start-up.",
    discussion: """
      io: nanoseconds per row of the streamed CSV, TSV, JSON, JSON Lines and npy writers (to /dev/null) and the CSV and \
      JSON readers, beside a C++ std::to_chars / std::from_chars reference (target: within 3×). integrators: microseconds \
      per curve (response 0.4, ζ 0.8 at 60 fps for 2 s) for springtool's GSL backend and its Swift port beside GSL called \
      from C (targets: 1.2× and 0.5×). sampling: the closed form's grid fast path beside direct evaluation. sweep: 10^6 \
      settling times on every core beside one thread. startup: the median launch of this binary's --version beside \
      /bin/true (target: 2.5 ms). Each figure is the best of --repeat runs; build in release mode: swift run -c release \
      springtool bench.
      """,
    groups: [OptionGroup(title: "BENCHMARK OPTIONS", options: [
      OptionSpec(option: .suite, value: "NAME", help: Benchmarks.suites.joined(separator: ", ") + " (default: all)."),
      OptionSpec(option: .samples, value: "N", help: "io: rows per measurement (default: 1000000)."),
      OptionSpec(option: .repeat, value: "R", help: "Runs per measurement; the fastest counts (default: 5)."),
    ], usage: "[--suite <NAME>]"), Groups.output(.table, formats: [.csv, .tsv, .json, .table])],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try Groups.format(args, default: .table, allowed: [.csv, .tsv, .json, .table])
    let suite = args.string(.suite)?.lowercased()
    if let suite, !Benchmarks.suites.contains(suite) {
      throw .usage("invalid value '\(suite.prefix(80))' for '--suite': expected " + Arguments.list(Benchmarks.suites))
    }
    let rows = try args.int(.samples) ?? 1_000_000
    guard rows >= 1000 && rows <= 10_000_000 else { throw .usage("'--samples' must be from 1000 to 10000000") }
    let repeats = try args.int(.repeat) ?? 5
    guard repeats >= 1 && repeats <= 100 else { throw .usage("'--repeat' must be from 1 to 100") }
    var results: [Benchmarks.Result] = []
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    for name in suite.map({ [$0] }) ?? Benchmarks.suites {
      context.progress("bench: \(name)…")
      switch name {
      case "io": results += Benchmarks.io(rows: rows, repeats: repeats)
      case "integrators": results += Benchmarks.integrators(repeats: repeats)
      case "sampling": results += Benchmarks.sampling(repeats: repeats)
      case "sweep": results += Benchmarks.sweep(repeats: min(repeats, 3), executable: executable)
      default: results += Benchmarks.startup(executable: executable)
      }
    }
    context.progress(nil)
    func n(_ x: Double?) -> Cell { x.map { .number(($0 * 1000).rounded() / 1000) } ?? .missing }
    let table = Table(columns: ["suite", "case", "springtool", "reference", "unit", "ratio", "target", "met", "reference is"],
                      rows: results.map { r in
      [.text(r.suite), .text(r.name), n(r.ours), n(r.reference), .text(r.unit), n(r.ratio), n(r.target),
       r.meetsTarget.map(Cell.bool) ?? .missing, .text(r.referenceName)]
    })
    try context.emit(context.render(table, format, precision: try Groups.precision(args)), to: args.string(.output))
  }
}
