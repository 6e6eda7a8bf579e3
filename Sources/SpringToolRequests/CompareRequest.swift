import SpringToolCore
import SpringToolCurves
import SpringToolFormats
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolScenes

/// A curve named by a user: a spec `key=value,…` (the recipe's keys) or a curve file, which the
/// client reads (a file, standard input) with `read`.
package enum CurveInput {
  /// Reads a curve file at `path` (`-`: standard input).
  package typealias Reader = (_ path: String) throws(ParameterProblem) -> Curve

  /// The curve `text` names.
  /// - Throws: ``ParameterProblem``: usage for a bad spec (saying which), the reader's for a file.
  package static func source(_ text: String, read: Reader) throws(ParameterProblem) -> PlotSource {
    guard text.contains(Character("=")) else { return PlotSource(label: text, file: try read(text)) }
    let where_ = "in spec '\(text.prefix(80))': "
    do {
      let recipe = try CurveRecipe(spec: text)
      return PlotSource(label: text, curve: try recipe.curve(), recipe: recipe)
    } catch let problem as CurveRecipe.SpecProblem {
      if case .recipe(let p) = problem { throw .usage("\(where_)\(ParameterProblem(p).message)") }
      throw .usage("\(where_)\(problem)")
    } catch let problem as CurveRecipe.Problem {
      throw .usage("\(where_)\(ParameterProblem(problem).message)")
    } catch { throw .usage("\(where_)\(error)") }
  }
}

/// `compare`: how far two curves are apart on one time grid; or a scene's spring tracks on two engines.
package struct CompareRequest: Sendable {
  /// What is compared.
  package enum Subject: Sendable {
    /// Two curves on shared times.
    case curves(PlotSource, PlotSource, times: SampleTimes)
    /// Every spring track of a scene of several values, rendered by two engines, each on its own grid.
    case sceneTracks(
      Scene, spring: SpringRequest, engines: (EngineChoice, EngineChoice), settings: EngineSettings,
      framesPerSecond: Double, sampling: SamplingRequest)
  }

  /// What is compared.
  package var subject: Subject
  /// The settling band as a fraction of the travel, in (0, 1).
  package var epsilon: Double
  /// The largest |Δvalue| allowed, in value units (nil: none).
  package var tolerance: Double?

  /// The request the values make, with the curves named as positional `curves` (specs or files, read with `read`).
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package init(_ values: some ParameterValues, curves: [String], read: CurveInput.Reader) throws(ParameterProblem) {
    epsilon = try RecipeInput.epsilon(values)
    tolerance = try values.double(Self.tolerance.key)
    if let tolerance, tolerance < 0 { throw .usage("\(key: Self.tolerance.key) must not be negative") }
    if let scene = try SpringInput.scene(values, needsSpring: false), !scene.ridesOneValue {
      subject = try Self.sceneTracks(scene, values, curves: curves)
      return
    }
    let (a, b) = try Self.sources(values, curves: curves, read: read)
    subject = .curves(a, b, times: try Self.grid(a, b, values))
  }

  /// The two curves: positionals, two engines, or an easing and one other.
  static func sources(_ values: some ParameterValues, curves: [String], read: CurveInput.Reader) throws(ParameterProblem)
    -> (PlotSource, PlotSource)
  {
    let engines = values.values(for: "engine"), presets = values.values(for: "preset")
    if presets.count > 1 {
      guard presets.count == 2, curves.isEmpty, engines.count <= 1 else {
        throw .usage("give \(key: "preset") twice (A and B), on one engine at most, or two curves")
      }
      let a = try PlotRequest.source(ChosenValues(base: values, chosen: ["preset": presets[0]]), engineSettingsNeedTheirEngine: true)
      let b = try PlotRequest.source(ChosenValues(base: values, chosen: ["preset": presets[1]]), engineSettingsNeedTheirEngine: true)
      return (a, b)
    }
    if !engines.isEmpty {
      guard engines.count == 2, curves.isEmpty else {
        throw .usage("give \(key: "engine") twice (A and B) for the spring of the spring options, or two curves")
      }
      try RecipeInput.checkEngineSettings(values, engines: engines.map { $0.lowercased() })
      var sources: [PlotSource] = []
      let decay = values.flag("decay") || values.has("decay-model")
      for name in engines {
        var recipe: CurveRecipe
        if decay {
          // The same release on two platforms' decays (each its default model, or the one named).
          recipe = try RecipeInput.decayRecipe(values)
        } else {
          recipe = CurveRecipe(source: .spring(try SpringInput.sceneSpringRequest(values)))
          let motion = try SpringInput.motion(values)
          (recipe.from, recipe.to, recipe.velocity) = (motion.from, motion.to, motion.velocity)
        }
        recipe.engine = try RecipeInput.engine(name)
        recipe.engineSettings = try RecipeInput.engineSettings(values)
        recipe.framesPerSecond = try RecipeInput.frameRate(values)
        recipe.property = try RecipeInput.property(values)
        do throws(CurveRecipe.Problem) { recipe.retargets = try CurveRecipe.retargets(values.values(for: "retarget")) } catch {
          throw ParameterProblem(error)
        }
        sources.append(PlotSource(label: recipe.engine.id, curve: try curve(recipe), recipe: recipe))
      }
      return (sources[0], sources[1])
    }
    if values.has("retarget") { throw .usage("\(key: "retarget") goes with '--engine A --engine B' (both engines tapped at the same times)") }
    if let easing = values.string("easing") {
      var other: [PlotSource] = []
      for text in curves { other.append(try CurveInput.source(text, read: read)) }
      if other.isEmpty {
        var recipe = CurveRecipe(source: .spring(try SpringInput.sceneSpringRequest(values)))
        let motion = try SpringInput.motion(values)
        (recipe.from, recipe.to, recipe.velocity) = (motion.from, motion.to, motion.velocity)
        let spec = try SpringInput.specification(values)
        other = [PlotSource(label: Describe.label(spec), curve: try curve(recipe), recipe: recipe)]
      }
      guard other.count == 1 else { throw .usage("with \(key: "easing"), give one other curve (or spring options) to compare it with") }
      var recipe = CurveRecipe(source: .easing(easing, duration: try values.seconds("duration") ?? CurveRecipe.defaultEasingDuration))
      (recipe.from, recipe.to) = (try values.double("from") ?? 0, try values.double("to") ?? 1)
      return (other[0], PlotSource(label: easing, curve: try curve(recipe), recipe: recipe))
    }
    if values.has("scene") { throw .usage("\(key: "scene") goes with '--engine A --engine B' (the scene's value on two platforms)") }
    guard curves.count == 2 else { throw .usage("compare needs two curves, A and B") }
    let recipeKeys = SpringParameter.all.map(\.key) + ["from", "to", "velocity", "relative-velocity"]
    if let key = recipeKeys.first(where: values.has) {
      throw .usage("\(key: key) applies to '--engine A --engine B'; put it in the spec (\(key)=…)")
    }
    return (try CurveInput.source(curves[0], read: read), try CurveInput.source(curves[1], read: read))
  }

  /// A recipe's curve, its problem as usage.
  static func curve(_ recipe: CurveRecipe) throws(ParameterProblem) -> any MotionCurve {
    do throws(CurveRecipe.Problem) { return try recipe.curve() } catch { throw ParameterProblem(.usage, ParameterProblem(error).message) }
  }

  /// The shared grid: the first file's times, else the sampling values until both end.
  static func grid(_ a: PlotSource, _ b: PlotSource, _ values: some ParameterValues) throws(ParameterProblem) -> SampleTimes {
    try grid(a, b, sampling: RecipeInput.sampling(values, withDuration: !values.has("easing")), values)
  }

  static func grid(_ a: PlotSource, _ b: PlotSource, sampling: SamplingRequest, _ values: some ParameterValues) throws(ParameterProblem)
    -> SampleTimes
  {
    if let file = a.file ?? b.file {
      if let key = ["duration", "fps", "dt", "samples"].first(where: values.has), !(key == "duration" && values.has("easing")) {
        throw .usage("\(key: key) does not apply when a curve file sets the grid")
      }
      return .list(file.times)
    }
    return .grid(try RecipeInput.grid(sampling, for: MotionEnding.latest([a.curve.ending, b.curve.ending])))
  }

  /// A scene of several values on two engines.
  static func sceneTracks(_ scene: Scene, _ values: some ParameterValues, curves: [String]) throws(ParameterProblem) -> Subject {
    let engines = values.values(for: "engine")
    guard engines.count == 2, curves.isEmpty else {
      throw .usage("\(key: "scene", placeholder: scene.name) goes with '--engine A --engine B' (each of its spring tracks on two platforms)")
    }
    if let key = ["from", "to", "velocity", "relative-velocity", "easing", "plot"].first(where: values.has) {
      let instead = key == "plot" ? "'springtool plot --scene \(scene.name) --engine E' draws its tracks" : "each track keeps the code's ends"
      throw .usage("\(key: key) does not apply to scene '\(scene.name)' (it moves \(scene.tracks().count) tracks); \(instead)")
    }
    try RecipeInput.checkEngineSettings(values, engines: engines.map { $0.lowercased() })
    return .sceneTracks(
      scene, spring: try SpringInput.springRequest(values), engines: (try RecipeInput.engine(engines[0]), try RecipeInput.engine(engines[1])),
      settings: try RecipeInput.engineSettings(values), framesPerSecond: try RecipeInput.frameRate(values),
      sampling: try RecipeInput.sampling(values))
  }

  /// What a comparison answers.
  package enum Answer: Sendable {
    /// Two curves compared, on their times.
    case curves(ComparisonReport, times: SampleTimes)
    /// A scene's spring tracks compared.
    case scene(SceneComparison)
  }

  /// The comparison.
  /// - Throws: ``ParameterProblem`` (a failure) when the curves share no times or cannot be computed.
  package func answer() throws(ParameterProblem) -> Answer {
    switch subject {
    case .curves(let a, let b, let times):
      return .curves(try Self.compare(a, b, times: times, epsilon: epsilon), times: times)
    case .sceneTracks(let scene, let spring, let engines, let settings, let fps, let sampling):
      var sides: [[SceneCurves.Track]] = [], skipped: [(track: SceneTrack, why: String)] = []
      for engine in [engines.0, engines.1] {
        let made = SceneCurves.tracks(
          scene, request: spring, engine: engine, engineSettings: settings, framesPerSecond: fps,
          progress: false, springsOnly: true)
        (sides, skipped) = (sides + [made.tracks], made.skipped)
      }
      var rows: [SceneComparison.Row] = []
      for (a, b) in zip(sides[0], sides[1]) {
        let sa = PlotSource(label: a.recipe.engine.id, curve: try Self.curve(a.recipe), recipe: a.recipe)
        let sb = PlotSource(label: b.recipe.engine.id, curve: try Self.curve(b.recipe), recipe: b.recipe)
        let times = try Self.grid(sa, sb, sampling: sampling, ParameterList())
        do throws(ComparisonReport.Problem) {
          rows.append(SceneComparison.Row(track: a.track, comparison: try ComparisonReport(sa, sb, times: times, epsilon: epsilon)))
        } catch { throw .failure("\(a.track.key): \(error)") }
      }
      guard !rows.isEmpty else { throw .usage("scene '\(scene.name)' has no spring track to render on two engines\(about: "scene")") }
      return .scene(SceneComparison(scene: scene, a: sides[0][0].recipe.engine.id, b: sides[1][0].recipe.engine.id, rows: rows, skipped: skipped))
    }
  }

  static func compare(_ a: PlotSource, _ b: PlotSource, times: SampleTimes, epsilon: Double) throws(ParameterProblem) -> ComparisonReport {
    do throws(ComparisonReport.Problem) { return try ComparisonReport(a, b, times: times, epsilon: epsilon) } catch {
      switch error {
      case .noSharedTimes(let x, let y):
        let f = Describe.f
        throw .failure("the curves share no time range (A: \(f(x.lowerBound))…\(f(x.upperBound)) s, B: \(f(y.lowerBound))…\(f(y.upperBound)) s)")
      case .motion(let e): throw ParameterProblem(.failure, ParameterProblem(e).message)
      }
    }
  }

  /// Why the answer fails the tolerance (a failure naming the largest difference), or nil.
  package func exceeded(_ answer: Answer) -> ParameterProblem? {
    guard let tolerance else { return nil }
    let f = Describe.f
    switch answer {
    case .curves(let report, _):
      let c = report.comparison
      guard c.maxValueDifference > tolerance else { return nil }
      return .failure(
        "the curves differ by \(f(c.maxValueDifference)) at t = \(f(c.maxValueTime)), more than the tolerance \(f(tolerance))\(about: Self.tolerance.key)")
    case .scene(let comparison):
      guard !comparison.within(tolerance),
        let worst = comparison.rows.max(by: {
          $0.comparison.comparison.maxValueDifference < $1.comparison.comparison.maxValueDifference
        })
      else { return nil }
      let c = worst.comparison.comparison
      return .failure(
        "\(worst.track.key) differs by \(f(c.maxValueDifference)) \(worst.track.property.unit) at t = \(f(c.maxValueTime)), "
          + "more than the tolerance \(f(tolerance))\(about: Self.tolerance.key)")
    }
  }
}
