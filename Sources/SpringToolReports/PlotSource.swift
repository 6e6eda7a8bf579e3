import SpringToolCore
import SpringToolCurves
import SpringToolPlatforms
import SpringToolPlots
import SpringToolRegression

/// A curve to report on or draw: its label, the motion, and where it came from (the recipe that
/// made it, or the file it was read from).
package struct PlotSource: Sendable {
  /// The label in tables and legends.
  package let label: String
  /// The motion.
  package let curve: any MotionCurve
  /// The recipe, for a computed curve.
  package let recipe: CurveRecipe?
  /// The samples, for a curve read from a file.
  package let file: Curve?

  /// A curve to report on: a label, the motion, and the recipe or file it came from.
  ///
  /// - Parameters:
  ///   - label: The curve's name in tables and legends.
  ///   - curve: The motion.
  ///   - recipe: The curve recipe: the spring or easing, the motion, retargets, engine and backend.
  ///   - file: The file it was read from, or nil.
  package init(label: String, curve: any MotionCurve, recipe: CurveRecipe? = nil, file: Curve? = nil) {
    self.label = label
    self.curve = curve
    self.recipe = recipe
    self.file = file
  }

  /// A curve read from a file.
  ///
  /// - Parameters:
  ///   - label: The curve's name in tables and legends.
  ///   - file: The curve read from the file.
  package init(label: String, file: Curve) { self.init(label: label, curve: SampledCurve(file), file: file) }
}

/// Plots of motions: one or more curves on a time axis with the first one's target, band,
/// retargets, ends and overshoot.
package enum MotionPlot {
  /// A series for `source` until `end`: a file as it is; an engine's rendering at its frames
  /// (`frames`, drawn as dots); any other motion sampled densely, so it is drawn smoothly.
  ///
  /// - Parameters:
  ///   - source: The curve to draw.
  ///   - frames: The frame grid the curve was sampled on (drawn as ticks), or nil.
  ///   - end: The last time drawn, in seconds.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  package static func series(_ source: PlotSource, frames: SampleGrid?, until end: Double) throws(MotionError) -> Plot.Series {
    if let file = source.file { return Plot.Series(name: source.label, curve: file) }
    if source.curve is EngineMotion, let frames {
      let states = try source.curve.states(at: .grid(frames))
      return Plot.Series(
        name: source.label, times: frames.times, values: states.map(\.value), velocities: states.map(\.velocity),
        style: .frames)
    }
    return try Plot.Series(name: source.label, motion: source.curve, to: end)
  }

  /// `sources` on one time axis up to `end`: the first one's rest value, settling band (±ε of
  /// its travel) and start as ticks; each curve's settling or end time; a marker at each
  /// retarget of the first; the first's overshoot as a labelled point.
  ///
  /// - Parameters:
  ///   - title: The plot's title.
  ///   - sources: The curves to draw, the first one's target and band shown.
  ///   - frames: The frame grid the curve was sampled on (drawn as ticks), or nil.
  ///   - end: The last time drawn, in seconds.
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  ///   - yLabel: The value axis's label (nil: `value`).
  /// - Returns: The plot.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  package static func make(
    title: String, _ sources: [PlotSource], frames: SampleGrid?, until end: Double,
    epsilon: Double = SettlingBand.defaultEpsilon, yLabel: String? = nil
  ) throws(MotionError) -> Plot {
    var drawn: [Plot.Series] = []
    for s in sources { drawn.append(try series(s, frames: frames, until: end)) }
    let first = sources[0].curve
    var plot = Plot(title: title, series: drawn, target: first.restValue, band: epsilon * first.bandScale)
    if let yLabel { plot.yLabel = yLabel }
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
    plot.markOvershoot(of: first, epsilon: epsilon)
    return plot
  }
}
