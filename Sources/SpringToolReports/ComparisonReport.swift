import SpringToolCore
import SpringToolCurves
import SpringToolPlatforms
import SpringToolFormats
import SpringToolPlots
import _SpringToolSupport

/// Two curves on one time grid: how far apart they are (largest and RMS difference, when), when
/// each settles and how far each overshoots.
package struct ComparisonReport: Sendable {
  /// Why two curves cannot be compared.
  package enum Problem: Error, Sendable {
    /// Their times do not overlap (each one's range, seconds).
    case noSharedTimes(ClosedRange<Double>, ClosedRange<Double>)
    /// A curve cannot be computed.
    case motion(MotionError)
  }

  /// The curves compared.
  package let a: PlotSource, b: PlotSource
  /// The samples compared (a file as it is; a computed curve at the grid's times).
  package let samplesA: Curve, samplesB: Curve
  /// The differences (B − A).
  package let comparison: CurveComparison
  /// Each curve's settling time and overshoot (exact for computed curves, from the samples for files).
  package let figuresA: MotionFigures, figuresB: MotionFigures
  /// The travel percentages refer to: A's band scale, else B's.
  package let travel: Double

  /// Compares `a` and `b` at `times` (computed curves are sampled there; files keep their own
  /// samples and are interpolated onto A's), with settling bands of ±`epsilon` of the travel.
  ///
  /// - Parameters:
  ///   - a: Curve A (the reference).
  ///   - b: Curve B.
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  /// - Throws: ``ComparisonReport/Problem`` when the curves share no time range or one cannot be computed.
  package init(_ a: PlotSource, _ b: PlotSource, times: SampleTimes, epsilon: Double) throws(Problem) {
    func samples(_ s: PlotSource) throws(Problem) -> Curve {
      if let file = s.file { return file }
      do {
        let states = try s.curve.states(at: times)
        return Curve(times: times.array, values: states.map(\.value), velocities: states.map(\.velocity))
      } catch { throw .motion(error) }
    }
    (self.a, self.b) = (a, b)
    (samplesA, samplesB) = (try samples(a), try samples(b))
    guard let c = CurveComparison.compare(samplesA, samplesB) else {
      func range(_ c: Curve) -> ClosedRange<Double> { (c.times.first ?? 0)...(c.times.last ?? 0) }
      throw .noSharedTimes(range(samplesA), range(samplesB))
    }
    comparison = c
    do { (figuresA, figuresB) = (try a.curve.figures(epsilon: epsilon), try b.curve.figures(epsilon: epsilon)) } catch {
      throw .motion(error)
    }
    travel = a.curve.bandScale > 0 ? a.curve.bandScale : b.curve.bandScale
  }

  /// What a reader of the comparison should know, in words: a file compared with a spec that
  /// moves between other values (the spec left out `from` or `to`), so the difference is mostly
  /// the travel's.
  package var notes: [String] {
    // What an engine says about the input (a travel Android hides), beside the numbers it explains.
    let engines = [a, b].flatMap { source in
      (source.curve as? EngineMotion).map { m in m.notes.filter { $0.key != "clock" }.map { "\(m.engine.id): \($0.text)" } } ?? []
    }
    return engines + travelNotes
  }

  /// A file compared with a spec that moves between other values.
  var travelNotes: [String] {
    guard (a.file == nil) != (b.file == nil) else { return [] }
    let (x, y) = ((a.curve.startValue, a.curve.restValue), (b.curve.startValue, b.curve.restValue))
    guard x != y else { return [] }
    let (file, spec) = a.file != nil ? (x, y) : (y, x)
    return [
      "the file moves from \(Describe.f(file.0)) to \(Describe.f(file.1)), the spec from \(Describe.f(spec.0)) to "
        + "\(Describe.f(spec.1)); give from= and to= in the spec to compare the same travel"
    ]
  }

  /// The largest |Δvalue| as a percentage of the travel (nil without a travel).
  package var maxDifferencePercent: Double? {
    // A difference near the largest double over a small travel has no percentage a double can hold: none.
    let percent = comparison.maxValueDifference / travel * 100
    return travel > 0 && percent.isFinite ? percent : nil
  }

  /// B's settling time minus A's (nil unless both settle).
  package var settlingTimeDifference: Double? {
    figuresA.settlingTime.flatMap { a in figuresB.settlingTime.map { $0 - a } }
  }

  /// The figures as JSON keys (`ruleA`/`ruleB`: how each settling time was found, in words);
  /// with a tolerance, whether the largest difference is within it.
  ///
  /// - Parameters:
  ///   - ruleA: How A's settling time was found, in words.
  ///   - ruleB: How B's settling time was found, in words.
  ///   - tolerance: The largest difference allowed, in value units, or nil.
  package func figures(ruleA: String, ruleB: String, tolerance: Double?) -> FigureList {
    let c = comparison
    var list = FigureList()
    list.add("a", .text(a.label))
    list.add("b", .text(b.label))
    list.add("samples", .integer(c.samples))
    list.add("maxValueDifference", c.maxValueDifference)
    list.add("maxValueDifferenceTime", c.maxValueTime, "s")
    list.add("maxValueDifferencePercentOfTravel", maxDifferencePercent, "%")
    list.add("rmsValueDifference", c.rmsValueDifference)
    list.add("maxVelocityDifference", c.maxVelocityDifference)
    list.add("maxVelocityDifferenceTime", c.maxVelocityTime, "s")
    list.add("settlingTimeA", figuresA.settlingTime, "s")
    list.add("settlingTimeB", figuresB.settlingTime, "s")
    list.add("settlingTimeDifference", settlingTimeDifference, "s")
    list.add("settlingRuleA", .text(ruleA))
    list.add("settlingRuleB", .text(ruleB))
    list.add("overshootA", figuresA.overshoot)
    list.add("overshootB", figuresB.overshoot)
    list.add("interpolated", .bool(c.interpolated))
    if let tolerance {
      list.add("tolerance", tolerance)
      list.add("withinTolerance", .bool(c.maxValueDifference <= tolerance))
    }
    return list
  }

  /// The report: ``table(tolerance:)`` as figures and for people, ``figures(ruleA:ruleB:tolerance:)`` as the document.
  ///
  /// - Parameter tolerance: The largest difference allowed, in value units, or nil.
  package func report(tolerance: Double?) -> Report {
    let figures = figures(ruleA: Describe.rule(figuresA.settlingRule), ruleB: Describe.rule(figuresB.settlingRule), tolerance: tolerance)
    var members: [(String, JSONValue)] = if case .object(let m) = figures.json { m } else { [] }
    // The notes once (an engine's notes come from a run of it), as one list: a figure list would repeat its "note" key.
    let notes = notes
    if !notes.isEmpty { members.append(("notes", .array(notes.map(JSONValue.string)))) }
    let full = table(tolerance: tolerance, notes: notes)
    // People read the notes under the table: a sentence in column A would widen every row.
    return Report(figures: full, document: .object(members)) { render in
      var shown = full
      shown.rows = full.rows.filter { Self.note(in: $0) == nil }
      let notes = full.rows.compactMap { Self.note(in: $0).map { "note: \($0)\n" } }
      return render(shown) + (notes.isEmpty ? "" : "\n" + notes.joined())
    }
  }

  /// The text of a note row (`note`, text), else nil.
  static func note(in row: [Cell]) -> String? {
    guard row.count > 1, case .text("note") = row[0], case .text(let text) = row[1] else { return nil }
    return text
  }

  /// The comparison for people: one row per figure, columns A, B and B − A (settling rules in
  /// words by ``Describe/rule(_:)``, "never" for a curve that does not settle).
  /// - Parameter tolerance: The largest difference allowed, in value units; adds a pass/FAIL row.
  /// - Returns: A table of columns `figure`, `A`, `B`, `B − A`.
  package func table(tolerance: Double?) -> Table { table(tolerance: tolerance, notes: notes) }

  func table(tolerance: Double?, notes: [String]) -> Table {
    let (c, fa, fb) = (comparison, figuresA, figuresB)
    func n(_ x: Double?) -> Cell { x.map(Cell.number) ?? .text("never") }
    var table = Table(
      columns: ["figure", "A", "B", "B − A"],
      rows: [
        [.text("curve"), .text(a.label), .text(b.label), .missing],
        [.text("settling time (s)"), n(fa.settlingTime), n(fb.settlingTime), settlingTimeDifference.map(Cell.number) ?? .missing],
        [.text("settling found by"), .text(Describe.rule(fa.settlingRule)), .text(Describe.rule(fb.settlingRule)), .missing],
        [.text("overshoot"), .number(fa.overshoot), .number(fb.overshoot), .number(fb.overshoot - fa.overshoot)],
        [.text("samples compared"), .integer(c.samples), .missing, .missing],
        [.text("max |Δvalue|"), .number(c.maxValueDifference), .text("at t = \(Describe.f(c.maxValueTime))"), .missing],
        [.text("max |Δvalue| % of travel"), maxDifferencePercent.map(Cell.number) ?? .missing, .missing, .missing],
        [.text("RMS Δvalue"), .number(c.rmsValueDifference), .missing, .missing],
      ])
    if let v = c.maxVelocityDifference, let t = c.maxVelocityTime {
      table.rows.append([.text("max |Δvelocity|"), .number(v), .text("at t = \(Describe.f(t))"), .missing])
    }
    if c.interpolated { table.rows.append([.text("note"), .text("B interpolated onto A's times"), .missing, .missing]) }
    for note in notes { table.rows.append([.text("note"), .text(note), .missing, .missing]) }
    if let tolerance {
      table.rows.append([.text("tolerance"), .number(tolerance), .text(c.maxValueDifference > tolerance ? "FAIL" : "pass"), .missing])
    }
    return table
  }

  /// Both curves and their difference B − A on one plot, up to the later end of the samples.
  ///
  /// - Parameters:
  ///   - title: The plot's title.
  ///   - frames: The frame grid the curve was sampled on (drawn as ticks), or nil.
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  ///   - yLabel: The value axis's label (nil: `value`).
  /// - Returns: Both curves and their difference B − A on one plot, up to the later end of the samples.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  package func plot(title: String, frames: SampleGrid?, epsilon: Double, yLabel: String?) throws(MotionError) -> Plot {
    let end = max(samplesA.times.last ?? 0, samplesB.times.last ?? 0)
    let labelled = [
      PlotSource(label: "A: " + a.label, curve: a.curve, recipe: a.recipe, file: a.file),
      PlotSource(label: "B: " + b.label, curve: b.curve, recipe: b.recipe, file: b.file),
    ]
    var plot = try MotionPlot.make(title: title, labelled, frames: frames, until: end, epsilon: epsilon, yLabel: yLabel)
    plot.difference = Plot.Series(name: "B − A", curve: CurveComparison.difference(samplesA, samplesB))
    return plot
  }
}
