import SpringToolCurves
import Foundation
import SpringToolIntegrators
import SpringToolCore
import SpringToolSweep

/// `springtool bench`: speed measured side by side in one process, printed as ratios.
enum BenchCommand {
  static let command = Command(
    name: "bench",
    abstract: "Benchmarks, side by side in one process: sampling fast path, GSL against the Swift port.",
    discussion: """
      sampling: nanoseconds per sample of the closed form's uniform-grid fast path against direct evaluation. \
      integrators: microseconds per curve (a spring sampled at 60 fps for 2 s, one driver_apply per frame) \
      for GSL and the Swift port with the same stepper and tolerance, and for the closed form. sweep: the \
      settling time over a 1000 × 1000 grid (response 0.05…1 s × ζ 0.05…1.5) on one thread and on every \
      core, and the speed-up (at most 3 runs each). Each figure is the best of --repeat runs. Build in release mode for meaningful numbers: \
      swift run -c release springtool bench.
      """,
    usage: "[--suite <NAME>] [--samples <N>] [--repeat <R>] [--format <FORMAT>]",
    groups: [
      OptionGroup(title: "BENCHMARK OPTIONS", options: [
        OptionSpec(name: "suite", valueName: "NAME", help: "sampling, integrators or sweep (default: all three)."),
        OptionSpec(name: "samples", valueName: "N", help: "Samples per curve (default: 1000000)."),
        OptionSpec(name: "repeat", valueName: "R", help: "Runs per measurement; the fastest counts (default: 7)."),
      ]),
      OutputOptions.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static let suites = ["sampling", "integrators", "sweep"]

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
    var tables: [(String, Table)] = []
    if suite == nil || suite == "sampling" {
      tables.append(("sampling", Table(columns: ["case", "fast ns/sample", "direct ns/sample", "speedup"],
                                       rows: try sampling(samples: samples, repeats: repeats))))
    }
    if suite == nil || suite == "integrators" {
      tables.append(("integrators", try integrators(repeats: repeats)))
    }
    if suite == nil || suite == "sweep" {
      tables.append(("sweep", try sweep(repeats: min(repeats, 3))))
    }
    let text: String
    switch format {
    case .json: text = JSONValue.object(tables.map { ($0.0, $0.1.json) }).rendered()
    case .table: text = tables.map { "\($0.0):\n" + $0.1.rendered(.table) }.joined(separator: "\n")
    case .csv, .tsv:
      var all = Table(columns: ["suite"] + (tables.first?.1.columns ?? []))
      for (name, table) in tables {
        if all.columns.count - 1 != table.columns.count { all.columns = ["suite"] + table.columns }
        all.rows += table.rows.map { [.text(name)] + $0 }
      }
      text = tables.count == 1 ? tables[0].1.rendered(format) : tables.map { $0.1.rendered(format) }.joined()
    }
    try context.emit(text, to: args.string("output"))
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
      rows.append([.text(name), .number(rounded(fast * perSample)), .number(rounded(direct * perSample)),
                   .number(rounded(direct / fast))])
    }
    return rows
  }

  /// Microseconds per curve: GSL and the Swift port with the same stepper and tolerance, and
  /// the closed form, for the reference spring (response 0.4, ζ 0.8) sampled at 60 fps for 2 s.
  static func integrators(repeats: Int) throws(CLIError) -> Table {
    guard let spring = try? Spring(response: 0.4, dampingRatio: 0.8),
          let motion = try? SpringMotion(spring: spring),
          let grid = try? SampleGrid(.framesPerSecond(60), duration: 2)
    else { throw .failure("benchmark setup failed") }
    let system = SpringODE(spring)
    var table = Table(columns: ["method", "tolerance", "steps", "gsl µs/curve", "swift µs/curve", "gsl/swift",
                                "closed form µs/curve"])
    let curves = 20
    var sink = 0.0
    let closedForm = best(of: repeats) {
      for _ in 0..<curves { sink += motion.sample(grid).last!.value }
    } / Double(curves) * 1e6
    for method in [ODEMethod.rk2, .rk4, .rkf45, .rkck, .rk8pd] {
      for tolerance in [1e-6, 1e-10] {
        let settings = IntegratorSettings(method: method, initialStep: 1e-6,
                                          control: StepControl(absoluteTolerance: tolerance, relativeTolerance: 0))
        var steps = 0
        func time(_ backend: Backend) throws(CLIError) -> Double? {
          if backend == .gsl && !Backend.gslBuiltIn { return nil }
          var failed = false
          let seconds = best(of: repeats) {
            for _ in 0..<curves {
              do {
                var integrator = try backend.integrator(system, settings)
                sink += try motion.integrate(on: grid, with: &integrator).last!.value
                steps = integrator.statistics.attempts - integrator.statistics.failedSteps
              } catch { failed = true }
            }
          }
          if failed { throw .failure("benchmark integration failed") }
          return seconds / Double(curves) * 1e6
        }
        let gsl = try time(.gsl), swift = try time(.swift)!
        table.rows.append([
          .text(method.rawValue), .number(tolerance), .integer(steps), gsl.map { .number(rounded($0)) } ?? .missing,
          .number(rounded(swift)), gsl.map { .number(rounded($0 / swift)) } ?? .missing, .number(rounded(closedForm)),
        ])
      }
    }
    if sink.isNaN { throw .failure("benchmark produced NaN") }
    return table
  }

  /// Seconds for 10^6 exact settling times on one thread and on every core.
  static func sweep(repeats: Int) throws(CLIError) -> Table {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let sweep: ParameterSweep
    do {
      sweep = try ParameterSweep(x: SweepAxis(.response, start: 0.05, end: 1, count: 1000),
                                 y: SweepAxis(.damping, start: 0.05, end: 1.5, count: 1000), figure: .settle)
    } catch { throw .failure("benchmark setup failed: \(error)") }
    var sink = 0.0
    var table = Table(columns: ["points", "threads", "seconds", "ns/point", "speed-up"])
    var single = 0.0
    for threads in Set([1, cores]).sorted() {
      let seconds = best(of: repeats) { sink += sweep.run(threads: threads)[12_345] }
      if threads == 1 { single = seconds }
      table.rows.append([.integer(1_000_000), .integer(threads), .number(rounded(seconds)), .number(rounded(seconds * 1000)),
                         .number(rounded(single / seconds))])
    }
    if sink.isNaN { throw .failure("benchmark produced NaN") }
    return table
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
