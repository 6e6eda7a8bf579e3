import SpringToolKit

/// Writing a curve: streamed rows `t,value,velocity` in any format, with the recipe in the
/// metadata (so `verify` can recompute the file), and the `--plot` picture.
enum CurveOutput {
  /// The metadata of a file written from `recipe`.
  static func metadata(_ recipe: CurveRecipe?, _ curve: any MotionCurve, command: String) -> [(key: String, value: String)] {
    guard let recipe else { return [("generator", "springtool \(SpringTool.version) \(command)")] }
    let scale = curve.bandScale > 0 ? curve.bandScale : 1
    var velocityScale = scale
    if case .spring = recipe.source, let spec = try? recipe.specification() { velocityScale = scale * spec.spring.naturalFrequency }
    if case .easing(_, let duration) = recipe.source { velocityScale = scale / duration }
    return GoldenFile.metadata(recipe: recipe, scale: scale, velocityScale: velocityScale,
                               generator: "springtool \(SpringTool.version) \(command)")
  }

  /// Samples `curve` at `times` and writes it (and the plot `plot` draws, when `--plot` is given).
  static func write(_ curve: any MotionCurve, times: SampleTimes, metadata: [(key: String, value: String)], _ args: Arguments,
                    _ context: inout RunContext, format: OutputFormat, plot: (([Double], [Double]) -> Plot)?) throws(CLIError) {
    let plotPath = args.string(.plot)
    let output = args.string(.output)
    try Pictures.check(plot: plotPath, output: output)
    var plotted: (t: [Double], x: [Double]) = ([], [])
    let precision = try Groups.precision(args)
    func rows(_ out: any ByteOutput) throws(CLIError) {
      var writer = RowWriter(out, columns: ["t", "value", "velocity"], format: format, metadata: metadata, precision: precision,
                             rows: times.count)
      var failure: OutputError?
      do {
        try writer.begin()
        try curve.sample(times) { _, t, s in
          if plotPath != nil { plotted.t.append(t); plotted.x.append(s.value) }
          guard failure == nil else { return }
          do { try writer.write(t, s.value, s.velocity) } catch { failure = error }
        }
        if let failure { throw failure }
        try writer.end()
      } catch let error as OutputError {
        throw .failure(error.description)
      } catch let error as MotionError {
        throw .failure(Wording.motionError(error))
      } catch {
        throw .failure("\(error)")
      }
    }
    if plotPath == "-" && output == nil {
      try rows(MemoryOutput())
    } else {
      try context.write(to: output, rows)
    }
    if let plotPath, let plot { try Pictures.write(plot(plotted.t, plotted.x), to: plotPath, &context) }
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
    if let output, output != "-", URLPath.same(output, plot) { throw .usage("'--output' and '--plot' name the same file") }
    let directory = URLPath.directory(of: plot)
    guard URLPath.isDirectory(directory) else { throw .failure("cannot write \(plot): directory '\(directory)' does not exist") }
  }

  /// SVG to `path` (safely), or the terminal plot for `-`.
  static func write(_ plot: Plot, to path: String, _ context: inout RunContext) throws(CLIError) {
    if path == "-" {
      return try context.print(plot.terminal(columns: max(40, (context.width ?? 80) - 12), colour: context.colour))
    }
    try context.emit(plot.svg(), to: path)
  }
}

extension Pictures {
  /// A plot of curves ending like `curve`: its rest value and settling band, when it settles or
  /// ends, and a marker at each retarget.
  static func motionPlot(title: String, series: [Plot.Series], curve: any MotionCurve, recipe: CurveRecipe?,
                         args: Arguments) -> Plot {
    let epsilon = (try? Groups.epsilon(args)) ?? SettlingBand.defaultEpsilon
    var plot = Plot(title: args.string(.title) ?? title, series: series, target: curve.restValue, band: epsilon * curve.bandScale)
    if let y = args.string(.yLabel) { plot.yLabel = y }
    for r in recipe?.retargets ?? [] { plot.markers.append(Plot.Marker(label: "→ \(Plot.label(r.target))", time: r.time)) }
    switch curve.ending {
    case .settles(let t, _): plot.markers.append(Plot.Marker(label: "settles \(Plot.label(t)) s", time: t, series: 0))
    case .finishes(let t, let rule): plot.markers.append(Plot.Marker(label: (rule == .easingDuration ? "ends " : "ends ") + "\(Plot.label(t)) s", time: t, series: 0))
    case .never: break
    }
    if let peak = try? curve.figures(epsilon: epsilon).peakOvershoot {
      plot.points.append(Plot.Point(label: "+\(Plot.label(peak.distance))", time: peak.time, value: peak.value, series: 0))
    }
    return plot
  }
}
