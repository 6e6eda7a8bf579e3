import SpringToolCore
import SpringToolFormats
import SpringToolPlots
import SpringToolRegression
import SpringToolReports
import SpringToolRequests

/// Writing a curve: streamed rows `t,value,velocity` in any format, with the recipe in the
/// metadata (so `verify` can recompute the file), and the `--plot` picture.
enum CurveOutput {
  /// The metadata of a file written from `recipe` (what `verify` needs).
  static func metadata(_ recipe: CurveRecipe, _ curve: any MotionCurve, command: String) -> [(key: String, value: String)] {
    GoldenFile.metadata(for: recipe, curve: curve, generator: generator(command))
  }

  /// Who wrote a file: `springtool VERSION COMMAND`.
  static func generator(_ command: String) -> String { "springtool \(SpringTool.version) \(command)" }

  /// Samples `curve` at `times` and writes it; then the `--plot` picture `plot` makes.
  static func write(
    _ curve: any MotionCurve, times: SampleTimes, metadata: [(key: String, value: String)], _ args: Arguments,
    _ context: inout RunContext, format: OutputFormat, plot: (() throws(CLIError) -> Plot)?
  ) throws(CLIError) {
    let (plotPath, output) = (args.string(.plot), args.string(.output))
    try Pictures.check(plot: plotPath, output: output)
    try RunContext.checkTableSize(format, rows: times.count)
    let precision = try Groups.precision(args)
    func rows(_ out: any ByteOutput) throws(CLIError) {
      try answering { () throws(ParameterProblem) in
        try CurveRows.write(curve, times: times, metadata: metadata, format: format, precision: precision, to: out)
      }
    }
    // `--plot -` alone draws in the terminal instead of the rows.
    if !(plotPath == "-" && output == nil) { try context.write(to: output, rows) }
    if let plotPath, let plot { try Pictures.write(try plot(), to: plotPath, &context) }
  }
}

/// Plots to files or the terminal.
enum Pictures {
  /// Refuses a plot that is not SVG, or that would overwrite `--output`, before anything is written.
  static func check(plot: String?, output: String?) throws(CLIError) {
    guard let plot, plot != "-" else { return }
    guard plot.lowercased().hasSuffix(".svg") else {
      throw .usage("'--plot' writes SVG: give a file ending in .svg, or - for the terminal (got '\(plot.prefix(80))')")
    }
    if let output, output != "-", FilePath.same(output, plot) { throw .usage("'--output' and '--plot' name the same file") }
    let directory = FilePath.directory(of: plot)
    guard FilePath.isDirectory(directory) else { throw .failure("cannot write \(plot): directory '\(directory)' does not exist") }
  }

  /// SVG to `path` (safely), or the terminal plot for `-`.
  static func write(_ plot: Plot, to path: String, _ context: inout RunContext) throws(CLIError) {
    if path == "-" {
      return try context.print(plot.terminal(columns: context.width ?? 80, colour: context.colour))
    }
    try context.emit(plot.svg(), to: path)
  }
}

extension Pictures {
  /// ``MotionPlot/make(title:_:frames:until:epsilon:yLabel:)`` with the command's `--title`,
  /// `--y-label` and `--epsilon`.
  static func motionPlot(
    title: String, _ sources: [PlotSource], frames: SampleGrid?, until end: Double,
    args: Arguments, yLabel: String? = nil
  ) throws(CLIError) -> Plot {
    let epsilon = try Groups.epsilon(args)
    do {
      return try MotionPlot.make(
        title: args.string(.title) ?? title, sources, frames: frames, until: end, epsilon: epsilon,
        yLabel: args.string(.yLabel) ?? yLabel)
    } catch { throw .failure(Spelling.text(ParameterProblem(error))) }
  }
}
