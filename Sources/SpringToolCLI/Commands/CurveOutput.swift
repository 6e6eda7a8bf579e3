import SpringToolKit

/// Writing a curve: streamed rows `t,value,velocity` in any format, with the recipe in the
/// metadata (so `verify` can recompute the file), and the `--plot` picture.
enum CurveOutput {
  /// The metadata of a file written from `recipe` (what `verify` needs).
  static func metadata(_ recipe: CurveRecipe, _ curve: any MotionCurve, command: String) -> [(key: String, value: String)] {
    GoldenFile.metadata(for: recipe, curve: curve, generator: "springtool \(SpringTool.version) \(command)")
  }

  /// Samples `curve` at `times` and writes it; then the `--plot` picture `plot` makes.
  static func write(_ curve: any MotionCurve, times: SampleTimes, metadata: [(key: String, value: String)], _ args: Arguments,
                    _ context: inout RunContext, format: OutputFormat, plot: (() throws(CLIError) -> Plot)?) throws(CLIError) {
    let plotPath = args.string(.plot)
    let output = args.string(.output)
    try Pictures.check(plot: plotPath, output: output)
    let precision = try Groups.precision(args)
    func rows(_ out: any ByteOutput) throws(CLIError) {
      var writer = RowWriter(out, columns: ["t", "value", "velocity"], format: format, metadata: metadata, precision: precision,
                             rows: times.count)
      var failure: OutputError?
      do {
        try writer.begin()
        try curve.sampleFinite(times) { _, t, s in
          guard failure == nil else { return }
          do throws(OutputError) { try writer.write(t, s.value, s.velocity) } catch { failure = error }
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
    if let output, output != "-", URLPath.same(output, plot) { throw .usage("'--output' and '--plot' name the same file") }
    let directory = URLPath.directory(of: plot)
    guard URLPath.isDirectory(directory) else { throw .failure("cannot write \(plot): directory '\(directory)' does not exist") }
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
  /// A curve to draw: its label, the motion, and the file or recipe it came from.
  typealias Source = (label: String, curve: any MotionCurve, recipe: CurveRecipe?, file: Curve?)

  /// A series for `source` until `end`: a file as it is; an engine's rendering at its frames
  /// (`frames`, drawn as dots); any other motion sampled densely, so it is drawn smoothly.
  static func series(_ source: Source, frames: SampleGrid?, until end: Double) throws(CLIError) -> Plot.Series {
    if let file = source.file { return Plot.Series(name: source.label, curve: file) }
    do {
      if source.curve is EngineMotion, let frames {
        let states = try source.curve.states(at: .grid(frames))
        return Plot.Series(name: source.label, times: frames.times, values: states.map(\.value), velocities: states.map(\.velocity),
                           style: .frames)
      }
      return try Plot.Series(name: source.label, motion: source.curve, to: end)
    } catch { throw .failure(Wording.motionError(error)) }
  }

  /// A plot of `sources` on one time axis up to `end`: the first one's rest value, settling band
  /// (±ε of its travel) and start as ticks; each curve's settling or end time; a marker at each
  /// retarget of the first; the first's overshoot as a labelled point.
  static func motionPlot(title: String, _ sources: [Source], frames: SampleGrid?, until end: Double,
                         args: Arguments) throws(CLIError) -> Plot {
    let epsilon = try Groups.epsilon(args)
    var drawn: [Plot.Series] = []
    for s in sources { drawn.append(try series(s, frames: frames, until: end)) }
    let first = sources[0].curve
    var plot = Plot(title: args.string(.title) ?? title, series: drawn, target: first.restValue, band: epsilon * first.bandScale)
    if let y = args.string(.yLabel) { plot.yLabel = y }
    plot.valueTicks = [first.startValue]
    for r in sources[0].recipe?.retargets ?? [] {
      plot.markers.append(Plot.Marker(label: "retarget → \(Plot.label(r.target))", time: r.time))
    }
    for (i, s) in sources.enumerated() where s.file == nil {
      let who = sources.count > 1 ? "\(Character(UnicodeScalar(UInt8(97 + min(i, 25))))): " : ""
      switch s.curve.ending {
      case .settles(let t, _): plot.markers.append(Plot.Marker(label: "\(who)settles \(Plot.label(t)) s", time: t, series: i))
      case .finishes(let t, _): plot.markers.append(Plot.Marker(label: "\(who)ends \(Plot.label(t)) s", time: t, series: i))
      case .never: break
      }
    }
    if let peak = try? first.figures(epsilon: epsilon).peakOvershoot {
      let percent = peak.fractionOfTravel.map { " (\(Wording.percent($0)))" } ?? ""
      plot.points.append(Plot.Point(label: "overshoot \(Plot.label(peak.distance))\(percent)", time: peak.time, value: peak.value,
                                    series: 0))
    }
    return plot
  }
}
