import SpringToolCore
import SpringToolFormats
import SpringToolPlots
import SpringToolRegression
import SpringToolReports
import SpringToolSolvers

/// `sample`: a motion (a spring's, an easing's, a platform engine's) as rows `t,value,velocity`.
package struct SampleRequest: Sendable {
  /// The curve's recipe: the spring or easing, the motion, retargets, engine and backend.
  package var recipe: CurveRecipe
  /// The times: a duration (nil: the curve's own end) and a spacing.
  package var sampling: SamplingRequest

  /// A request for `recipe` sampled as `sampling` says.
  package init(_ recipe: CurveRecipe, sampling: SamplingRequest = SamplingRequest()) { (self.recipe, self.sampling) = (recipe, sampling) }

  /// The request the values make (an easing's `duration` is its own, not the sampling's).
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package init(_ values: some ParameterValues) throws(ParameterProblem) {
    let recipe = try RecipeInput.recipe(values)
    let isEasing = if case .easing = recipe.source { true } else { false }
    self.init(recipe, sampling: try RecipeInput.sampling(values, withDuration: !isEasing))
  }

  /// The sampled motion.
  package struct Answer: Sendable {
    /// The curve.
    package let curve: any MotionCurve
    /// The sample times.
    package let grid: SampleGrid
    /// The curve's name for people (`response 0.4 s, ζ 0.8`, `ease-in-out, 0.35 s`).
    package let label: String
    /// What rendered it: the platform engine, else the backend (`analytic`, `gsl`, `swift`).
    package let renderer: String

    /// The header of a file of it, which `verify` recomputes the file from.
    package func metadata(_ recipe: CurveRecipe, generator: String) -> [(key: String, value: String)] {
      GoldenFile.metadata(for: recipe, curve: curve, generator: generator)
    }
  }

  /// The curve and its times.
  /// - Throws: ``ParameterProblem`` when the recipe makes no curve or the times cannot be made.
  package func answer() throws(ParameterProblem) -> Answer {
    let curve = try RecipeInput.curve(recipe)
    let grid = try RecipeInput.grid(sampling, for: curve.ending)
    let label: String =
      switch recipe.source {
      case .easing(let text, let duration): "\(text), \(Plot.label(duration)) s"
      case .spring: ((try? recipe.specification()) ?? nil).map { Describe.label($0) } ?? "spring"
      case .decay: "decay " + ((try? recipe.decayModel())?.info.id ?? "")
      }
    let renderer = recipe.engine.platformEngine?.id ?? (curve as? SolvedMotion)?.solver.backend.rawValue ?? recipe.engine.id
    return Answer(curve: curve, grid: grid, label: label, renderer: renderer)
  }
}

/// Writing a curve's samples as rows `t,value,velocity`, streamed (nothing held, whatever the count).
package enum CurveRows {
  /// Writes `curve` at `times` to `output` in `format`, with `metadata` in the header.
  /// - Throws: ``ParameterProblem`` (a failure) when the output cannot be written or the motion overflows.
  package static func write(
    _ curve: any MotionCurve, times: SampleTimes, metadata: [(key: String, value: String)], format: OutputFormat,
    precision: Int?, to output: any ByteOutput
  ) throws(ParameterProblem) {
    var writer = RowWriter(
      output, columns: ["t", "value", "velocity"], format: format, metadata: metadata, precision: precision,
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
      throw .failure("\(error.description)")
    } catch let error as MotionError {
      throw ParameterProblem(.failure, ParameterProblem(error).message)
    } catch {
      throw .failure("\(error)")
    }
  }
}

/// Writing frames of several columns (a morph's `t` and components), streamed.
package enum FrameRows {
  /// Writes `count` rows (`row(i)` makes row i) of `columns` to `output` in `format`, with `metadata` in the header.
  /// - Throws: ``ParameterProblem`` (a failure) when the output cannot be written.
  package static func write(
    columns: [String], metadata: [(key: String, value: String)], count: Int, row: (Int) -> [Cell],
    format: OutputFormat, precision: Int?, to output: any ByteOutput
  ) throws(ParameterProblem) {
    var writer = RowWriter(output, columns: columns, format: format, metadata: metadata, precision: precision, rows: count)
    do throws(OutputError) {
      try writer.begin()
      for i in 0..<count { try writer.write(row(i)) }
      try writer.end()
    } catch { throw .failure("\(error.description)") }
  }
}
