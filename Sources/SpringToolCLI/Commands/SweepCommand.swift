import Foundation
import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolPlots
import SpringToolRegression
import SpringToolReports
import SpringToolSweep
import SpringToolRequests

/// `springtool sweep`: a figure (settling time, overshoot, …) over a grid of two parameters, on every core.
enum SweepCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.csv, formats: [.csv, .tsv, .json, .jsonl, .npy])

  /// Each parameter's option (the sweep's names are the command line's).
  static let parameters: [SweepParameter: Option] = Dictionary(
    uniqueKeysWithValues: SweepParameter.allCases.map {
      ($0, Option($0.rawValue))
    })

  static let command = Command(
    name: "sweep", abstract: "Compute settling time, overshoot or peak time over a grid of two spring parameters, on all cores.",
    discussion: """
      Give two parameters as START:END:COUNT axes (COUNT evenly spaced values, both ends included) and hold the others at \
      single values, e.g. --response 0.05:1:1000 --damping 0.05:1.5:1000, or --stiffness 100:1000:200 --friction 5:50:200 \
      --mass 2. Together they make one spring as in 'sample' (any family, Android's names, --preset with --extra-bounce). Figures \
      (--figure): settle (exact last exit from ±--epsilon of the travel, s), overshoot (% of the travel), peak-time (time \
      of the largest overshoot, s), rise-time (first reach of 90 %, s), period (damped period, s); each is the same library \
      call analyze makes. The motion is --from → --to (0 → 1). Output: one row per grid point (x, y, figure; empty where \
      the figure does not exist, e.g. an undamped spring's settling time), streamed; --plot FILE.svg draws a heatmap (x: \
      the axis given first) with --mark points. Progress shows on a terminal's standard error.
      """,
    groups: [
      OptionGroup(
        title: "PARAMETERS (START:END:COUNT for an axis, a value to hold)",
        options: SweepParameter.allCases.map { p in
          let spec = (Groups.springOptions + Groups.motionOptions).first { $0.option == parameters[p]! }!
          return OptionSpec(option: spec.option, value: "RANGE", help: spec.help)
        } + [Groups.springOptions.first { $0.option == .preset }!], usage: "--<PARAM> <START:END:COUNT> --<PARAM> <START:END:COUNT> [--<PARAM> <VALUE>]…"),
      OptionGroup(
        title: "SWEEP OPTIONS",
        options: [
          Groups.option(SweepInput.figureParameter),
          Groups.option(RecipeInput.epsilonParameter),
          Groups.option(RecipeParameter.from), Groups.option(RecipeParameter.to),
          Groups.option(SweepInput.threadsParameter),
          OptionSpec(option: .plot, value: "FILE.svg", help: "Also write an SVG heatmap."),
          Groups.option(SweepInput.markParameter),
        ], usage: "[--figure <NAME>]"),
      OptionGroup(
        title: "DECAY OPTIONS (a fling over --velocity and a setting of its model, or two settings)",
        options: Groups.decayOptions + [
          Groups.engineOption("The platform's decay (default: exact, UIScrollView's closed form)."),
          OptionSpec(option: .fps, value: "F", help: "The model's frame rate (default: 60).", check: .number),
        ] + DecayModels.settings.map { $0.isNumber ? OptionSpec(option: Option($0), value: "VALUE|RANGE", help: $0.help) : Groups.option($0) },
        usage: "[--decay [--engine <NAME>] [--decay-model <MODEL>]]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let sweep: any SweepGrid =
      try args.flag(.decay) || args.parameters.has("decay-model")
      ? answering { () throws(ParameterProblem) in try DecaySweepRequest(args.parameters) }.sweep
      : answering { () throws(ParameterProblem) in try SpringSweepRequest(args.parameters) }.sweep
    let (threads, marks) = try answering { () throws(ParameterProblem) in (try SweepInput.threads(args.parameters), try SweepInput.marks(args.parameters)) }
    let format = try output.format(args)
    try Pictures.check(plot: args.string(.plot), output: args.string(.output))
    if args.string(.plot) == "-" { throw .usage("a sweep's heatmap is SVG only: give '--plot FILE.svg'") }
    try stream(sweep, args, &context, threads: threads, format: format, marks: marks)
  }

  /// The rows streamed out as the workers finish them, then the heatmap and the summary.
  static func stream(
    _ sweep: some SweepGrid, _ args: Arguments, _ context: inout RunContext, threads: Int, format: OutputFormat,
    marks: [Heatmap.Mark]
  ) throws(CLIError) {
    let (x, y) = (sweep.x, sweep.y)
    let clock = ContinuousClock(), started = clock.now
    let names = [x.parameter.rawValue, y.parameter.rawValue, sweep.figureName]
    let precision = try Groups.precision(args)
    let progressContext = context
    var values: [Double] = []
    // Rows stream out batch by batch while the workers compute the next batch.
    try context.write(to: args.string(.output)) { (out: any ByteOutput) throws(CLIError) in
      var writer = RowWriter(
        out, columns: names, format: format, metadata: [("figure", sweep.figureName), ("unit", sweep.figureUnit)],
        precision: precision, rows: x.count * y.count, repeating: 2)
      var failure: OutputError?
      do throws(OutputError) { try writer.begin() } catch { failure = error }
      values = sweep.run(threads: threads) { rows, batch in
        progressContext.progress("sweep: \(rows.upperBound * x.count) of \(x.count * y.count) points (\(rows.upperBound * 100 / y.count) %)")
        guard failure == nil else { return }
        do throws(OutputError) {
          for (k, j) in rows.enumerated() {
            let b = y.value(j)
            for i in 0..<x.count {
              let v = batch[k * x.count + i]
              if v.isFinite { try writer.write(x.value(i), b, v) } else { try writer.write([.number(x.value(i)), .number(b), .missing]) }
            }
          }
        } catch { failure = error }
      }
      progressContext.progress(nil)
      do throws(OutputError) {
        if let failure { throw failure }
        try writer.end()
      } catch { throw .failure(error.description) }
    }
    let elapsed = clock.now - started
    if let plot = args.string(.plot) { try context.emit(SweepReport.heatmap(sweep, values: values, marks: marks).svg(), to: plot) }
    if let output = args.string(.output), output != "-" {
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      try context.print(SweepReport.summary(sweep, values: values, seconds: seconds, threads: threads, path: output))
    }
  }
}
