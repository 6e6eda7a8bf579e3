import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolScenes

/// `analyze`: when a motion settles (by every platform's definition) and how it moves; a scene's
/// tracks; or a retargeted or eased motion's whole settling time and overshoot.
package struct AnalyzeRequest: Sendable {
  /// What is analysed.
  package enum Subject: Sendable {
    /// Every property a scene's state change animates (the way back with `reverse`).
    case sceneTracks(Scene, reverse: Bool)
    /// One spring motion, and how `engine` renders it (`exact`: the spring alone).
    case spring(EngineInput, engine: EngineChoice)
    /// A release decelerating: on one model (`recipe`'s engine), or on every model side by side.
    case decay(CurveRecipe, everyModel: Bool)
    /// The release each model (or `recipe`'s engine's) needs to rest `distance` from `recipe`'s start.
    case decayReach(CurveRecipe, distance: Double, everyModel: Bool)
    /// A retargeted or eased motion as a whole; with an engine (exact when named), its legs and its own end.
    case wholeMotion(CurveRecipe, engine: (any SpringEngine)? = nil)
  }

  /// What is analysed.
  package var subject: Subject
  /// The settling band, a fraction of the travel in (0, 1).
  package var epsilon: Double
  /// The settling band in value units instead, > 0 (nil: `epsilon`).
  package var band: Double?
  /// The frame rate of the Android and engine simulations, in ``MotionError/frameRates``.
  package var framesPerSecond: Double

  /// A request for `subject`, its band and frame rate as given (checked when it is answered).
  package init(
    _ subject: Subject, epsilon: Double = SettlingBand.defaultEpsilon, band: Double? = nil,
    framesPerSecond: Double = SamplingRequest.defaultFramesPerSecond
  ) {
    (self.subject, self.epsilon, self.band, self.framesPerSecond) = (subject, epsilon, band, framesPerSecond)
  }

  /// The keys a client handles itself (where and how an answer is written), which no request reads.
  package static let outputKeys: Set<String> = ["format", "output", "precision", "plot"]

  /// The request the values make, checked before any work.
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package init(_ values: some ParameterValues) throws(ParameterProblem) {
    // A scene alone: every property its state change animates (the tracks), as 'springtool scenes --scene' reports them.
    let sceneKeys: Set<String> = ["scene", "ios", "set", "reverse"]
    let others = values.givenKeys.filter { !sceneKeys.contains($0) && !Self.outputKeys.contains($0) }
    if let scene = try SpringInput.scene(values, needsSpring: false), others.isEmpty {
      self.init(.sceneTracks(scene, reverse: values.flag("reverse")))
      return
    }
    if let key = ["ios", "set", "reverse"].first(where: values.has) {
      throw .usage("\(key: key) goes with \(key: "scene", placeholder: "NAME") alone (a scene's tracks)")
    }
    let epsilon = try RecipeInput.epsilon(values)
    let band = try values.double(Self.band.key)
    if let band, !(band > 0) { throw .usage("\(key: Self.band.key) must be greater than 0") }
    if band != nil && values.has(RecipeInput.epsilonParameter.key) {
      throw .usage("\(key: Self.band.key) and \(key: RecipeInput.epsilonParameter.key) contradict each other; give one")
    }
    let fps = try RecipeInput.frameRate(values)
    if values.flag("decay") || values.has("decay-model") {
      var recipe = try RecipeInput.recipe(values, engineSettingsNeedTheirEngine: values.has("engine"))
      recipe.framesPerSecond = fps
      if let distance = try values.double(Self.distance.key) {
        if values.has("velocity") { throw .usage("\(key: Self.distance.key) and \(key: "velocity") contradict each other: the distance asks for the velocity") }
        self.init(.decayReach(recipe, distance: distance, everyModel: !values.has("engine")), epsilon: epsilon, band: band, framesPerSecond: fps)
        return
      }
      self.init(.decay(recipe, everyModel: !values.has("engine")), epsilon: epsilon, band: band, framesPerSecond: fps)
      return
    }
    // The settling definitions use the engines' settings (Android's rest, Compose's threshold) with or without an engine.
    var recipe = try RecipeInput.recipe(values, engineSettingsNeedTheirEngine: false)
    if values.has("easing") || values.has("retarget") {
      let engine = recipe.retargets.isEmpty ? nil : recipe.engine.platformEngine ?? (values.has("engine") ? ExactEngine() : nil)
      self.init(.wholeMotion(recipe, engine: engine), epsilon: epsilon, band: band, framesPerSecond: fps)
      return
    }
    let engine = recipe.engine
    recipe.engine = .exact
    let found: EngineInput?
    do throws(CurveRecipe.Problem) { found = try recipe.engineInput() } catch { throw ParameterProblem(error) }
    guard let input = found else { throw .usage("analyze needs a spring") }
    self.init(.spring(input, engine: engine), epsilon: epsilon, band: band, framesPerSecond: fps)
  }

  /// The analysis, numbers for people to `precision` significant digits (nil: every digit).
  /// - Throws: ``ParameterProblem`` when the motion cannot be analysed.
  package func report(precision: Int? = nil) throws(ParameterProblem) -> Report {
    switch subject {
    case .sceneTracks(let scene, let reverse):
      return SceneAnalysis(scene, settings: scene.settings, reverse: reverse).report
    case .decay(let recipe, let every):
      return try Self.decayReport(recipe, every: every)
    case .decayReach(let recipe, let distance, let every):
      return DecayReport.reach(
        try Self.releases(recipe, every: every).map { model, release in
          DecayReach(model, release: release, distance: distance, framesPerSecond: recipe.framesPerSecond)
        }, from: recipe.from)
    case .wholeMotion(let recipe, let engine):
      let curve = try RecipeInput.curve(recipe)
      let e = AnalysisReport.bandEpsilon(curve, epsilon: epsilon, band: band, fallback: epsilon)
      let figures: MotionFigures
      do { figures = try curve.figures(epsilon: e) } catch { throw ParameterProblem(error) }
      var legs: EngineLegs?
      if let engine {
        do throws(MotionError) {
          if let input = try? recipe.engineInput() { legs = try EngineLegs(engine, input: input, framesPerSecond: recipe.framesPerSecond) }
        } catch { throw ParameterProblem(error) }
      }
      return AnalysisReport.summaryReport(curve, figures: figures, retargets: recipe.retargets.count, epsilon: e, engine: legs)
    case .spring(let input, let engine):
      let analysis: AnalysisReport
      do { analysis = try AnalysisReport(analyzing: input, epsilon: epsilon, band: band, framesPerSecond: framesPerSecond) } catch {
        throw .usage("invalid motion: \(error)")
      }
      var comparison: EngineComparison?
      if let e = engine.platformEngine {
        // The engine is measured in the band the shape was (an absolute band as a fraction of the travel).
        do throws(MotionError) {
          comparison = try EngineComparison(e, input: input, framesPerSecond: framesPerSecond, epsilon: analysis.shape.epsilon)
        } catch { throw ParameterProblem(.usage, ParameterProblem(error).message) }
      }
      return analysis.report(engine: comparison, precision: precision)
    }
  }

  /// The recipe's model with its release, or (`every`) every model with the same release, a spring
  /// given being the spring part of the models that have one.
  /// - Throws: ``ParameterProblem`` for a model or a spring the recipe cannot make.
  static func releases(_ recipe: CurveRecipe, every: Bool) throws(ParameterProblem) -> [(any DecayModel, DecayInput)] {
    do throws(CurveRecipe.Problem) {
      guard every else {
        let model = try recipe.decayModel()
        return [(model, try recipe.decayInput(model))]
      }
      let plain = DecayInput(from: recipe.from, velocity: recipe.velocity, settings: recipe.renderedSettings)
      var out: [(any DecayModel, DecayInput)] = []
      for model in DecayModels.all { out.append((model, model.readsSpring ? try recipe.decayInput(model) : plain)) }
      return out
    } catch { throw ParameterProblem(error) }
  }

  /// `analyze --decay`: the recipe's model, or (no engine named) every model for the same release.
  static func decayReport(_ recipe: CurveRecipe, every: Bool) throws(ParameterProblem) -> Report {
    let releases = try releases(recipe, every: every)
    do throws(MotionError) {
      var all: [DecayAnalysis] = []
      for (model, input) in releases { all.append(try DecayAnalysis(model, input: input, framesPerSecond: recipe.framesPerSecond)) }
      return every ? DecayReport.every(all) : DecayReport.single(all[0])
    } catch { throw ParameterProblem(error) }
  }
}
