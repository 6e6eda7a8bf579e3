import Curves
import Foundation
import Springs

/// `springtool bench`: speed measured side by side in one process, printed as ratios.
enum BenchCommand {
  static let command = Command(
    name: "bench",
    abstract: "Benchmark: closed-form fast path against direct evaluation, side by side.",
    discussion: """
      Prints nanoseconds per sample (the best of --repeat runs) and the ratio. Build in release mode for \
      meaningful numbers: swift run -c release springtool bench.
      """,
    usage: "[--suite <NAME>] [--samples <N>] [--repeat <R>] [--format <FORMAT>]",
    groups: [
      OptionGroup(title: "BENCHMARK OPTIONS", options: [
        OptionSpec(name: "suite", valueName: "NAME", help: "sampling (default: all suites)."),
        OptionSpec(name: "samples", valueName: "N", help: "Samples per curve (default: 1000000)."),
        OptionSpec(name: "repeat", valueName: "R", help: "Runs per measurement; the fastest counts (default: 7)."),
      ]),
      OutputOptions.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static let suites = ["sampling"]

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    let suite = args.string("suite")
    if let suite, !suites.contains(suite) {
      throw .usage("invalid value '\(suite)' for '--suite': expected \(suites.joined(separator: ", "))")
    }
    let samples = try args.int("samples") ?? 1_000_000
    let repeats = try args.int("repeat") ?? 7
    guard samples >= 2 && samples <= SampleGrid.maximumCount else {
      throw .usage("'--samples' must be between 2 and \(SampleGrid.maximumCount)")
    }
    guard repeats >= 1 && repeats <= 100 else { throw .usage("'--repeat' must be between 1 and 100") }
    let format = try OutputFormat(rawValue: args.string("format") ?? "table").orThrow(
      .usage("invalid value for '--format': expected csv, tsv, json or table"))
    var table = Table(columns: ["suite", "case", "fast", "reference", "unit", "speedup"])
    if suite == nil || suite == "sampling" {
      table.rows += try sampling(samples: samples, repeats: repeats)
    }
    try context.emit(table.rendered(format), to: args.string("output"))
  }

  /// Nanoseconds per sample: fast path (`sample(_:)`) against direct closed form (`state(at:)`).
  static func sampling(samples: Int, repeats: Int) throws(CLIError) -> [[Cell]] {
    let cases: [(String, Double, Double)] = [
      ("underdamped ζ 0.5", 0.5, 0.5), ("critical ζ 1", 0.5, 1), ("overdamped ζ 5", 0.5, 5), ("undamped ζ 0", 0.5, 0),
    ]
    var rows: [[Cell]] = []
    for (name, response, zeta) in cases {
      guard let spring = try? Spring(response: response, dampingRatio: zeta),
            let motion = try? SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: 1),
            let grid = try? SampleGrid(.count(samples), duration: 5)
      else { throw .failure("benchmark setup failed") }
      var sink = 0.0
      let fast = best(of: repeats) {
        motion.sample(grid) { _, _, state in sink += state.value }
      }
      let direct = best(of: repeats) {
        for i in 0..<grid.count { sink += motion.state(at: grid.time(i)).value }
      }
      if sink.isNaN { throw .failure("benchmark produced NaN") }
      let perSample = 1e9 / Double(samples)
      rows.append([.text("sampling"), .text(name), .number(rounded(fast * perSample)),
                   .number(rounded(direct * perSample)), .text("ns/sample"), .number(rounded(direct / fast))])
    }
    return rows
  }

  /// Fastest wall time of `body` in seconds over `count` runs.
  static func best(of count: Int, _ body: () -> Void) -> Double {
    var fastest = Double.infinity
    for _ in 0..<count {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return fastest
  }

  static func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }
}

extension Optional {
  func orThrow(_ error: CLIError) throws(CLIError) -> Wrapped {
    guard let self else { throw error }
    return self
  }
}
