import Foundation
import SpringToolBenchmarks
import SpringToolCLI
import SpringToolCommandLine
import SpringToolFormats
import SpringToolStudio

/// The bench command with the benchmarks themselves: the C and C++ references are linked here, not into springtool.
enum BenchTool {
  static let program = Program<Option, RunContext>(
    name: "springtool", overview: "springtool-bench: springtool's benchmarks beside their C and C++ references.", discussion: "",
    versionLine: { "springtool-bench \(SpringTool.version)" }, commands: [BenchCommand.command(run: run)])

  static func main(_ arguments: [String], context: inout RunContext) -> Int32 { program.main(arguments, context: &context) }

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CommandLineError) {
    let (suites, rows, repeats) = try BenchCommand.settings(args)
    var results: [Benchmarks.Result] = []
    let springtool = BenchCommand.executableDirectory + "/springtool"
    for name in suites {
      context.progress("bench: \(name)…")
      switch name {
      case "io": results += Benchmarks.io(rows: rows, repeats: repeats)
      case "integrators": results += Benchmarks.integrators(repeats: repeats)
      case "sampling": results += Benchmarks.sampling(repeats: repeats)
      case "sweep": results += Benchmarks.sweep(repeats: repeats, executable: springtool)
      case "studio":
        results += StudioBenchmark.run(requests: max(repeats * 40, 50), setup: StudioCommand.setup).map {
          Benchmarks.Result(
            suite: "studio", name: $0.name, ours: $0.ours, reference: $0.reference, unit: $0.unit, target: $0.target,
            referenceName: $0.referenceName)
        }
      default: results += Benchmarks.startup(executable: springtool)
      }
    }
    context.progress(nil)
    func n(_ x: Double?) -> Cell { x.map { .number(($0 * 1000).rounded() / 1000) } ?? .missing }
    // The ratio's range over the rounds, as low and high columns (numbers, so files keep every digit).
    var table = Table(
      columns: [
        "suite", "case", "springtool", "reference", "unit", "ratio", "low", "high", "target", "met",
        "reference is",
      ],
      rows: results.map { r in
        [
          .text(r.suite), .text(r.name), n(r.ours), n(r.reference), .text(r.unit), n(r.ratio), n(r.ratioRange?.lowerBound),
          n(r.ratioRange?.upperBound), n(r.target), r.meetsTarget.map(Cell.bool) ?? .missing, .text(r.referenceName),
        ]
      })
    // The suite and the case say what a row measures: they wrap at 80 columns, never go.
    table.nameColumns = 2
    let format = try BenchCommand.output.format(args)
    let precision = try Groups.precision(args)
    try context.emit(context.render(table, format, precision: precision), to: args.string(.output))
  }
}
