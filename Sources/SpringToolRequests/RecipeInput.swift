import SpringToolCore
import SpringToolPlatforms
import SpringToolRegression
import SpringToolSolvers
import _SpringToolSupport

/// Reading a curve recipe (a spring or an easing, its motion, retargets, engine and backend), the
/// engines' settings and the sampling from parameter values.
package enum RecipeInput {
  /// The engine `id` names.
  /// - Throws: ``ParameterProblem`` listing the engines.
  package static func engine(_ id: String) throws(ParameterProblem) -> EngineChoice {
    guard let engine = EngineChoice(id: id.lowercased()) else {
      throw .usage("invalid value '\(id.prefix(80))' for \(key: "engine"): expected \(Words.list(Engines.ids))")
    }
    return engine
  }

  /// Every `engine` given (repeatable), in order.
  package static func engines(_ values: some ParameterValues) throws(ParameterProblem) -> [EngineChoice] {
    var out: [EngineChoice] = []
    for id in values.values(for: "engine") { out.append(try engine(id)) }
    return out
  }

  /// Refuses a setting none of `engines` (the engines a request renders) reads: given, it would do nothing.
  package static func checkEngineSettings(_ values: some ParameterValues, engines: [String]) throws(ParameterProblem) {
    // A velocity in pixels or a travel unit reads the density too, on any engine.
    let pixels = (try? VelocityUnit.read(values))?.unit.usesDensity == true || values.has(EngineSetting.travelUnit.key)
    for setting in EngineSetting.all where values.has(setting.key) && !setting.engines.isEmpty {
      guard !setting.engines.contains(where: engines.contains), !(pixels && setting == .density) else { continue }
      let owners = setting.engines, owner = owners[0]
      let which = owners.count == 1 ? "the \(owner) engine" : "the " + owners.dropLast().joined(separator: ", ") + " and \(owners.last!) engines"
      throw .usage(
        "\(key: setting.key) applies to \(which); give \(key: "engine", placeholder: owner)\(owners.count == 1 ? "" : " or another of them")"
          + " (it does nothing otherwise)")
    }
  }

  /// Why `text` is not a value of `setting`.
  package static func refusal(_ setting: EngineSetting, _ text: String, _ problem: EngineSetting.Problem) -> ParameterProblem {
    switch problem {
    case .breaks(let rule): .usage("\(key: setting.key) \(rule)")
    default: .usage("invalid value '\(text.prefix(80))' for \(key: setting.key): \(problem)")
    }
  }

  /// The engines' settings given, each read and checked by its row.
  package static func engineSettings(_ values: some ParameterValues) throws(ParameterProblem) -> EngineSettings {
    var settings = EngineSettings()
    for setting in EngineSetting.all {
      if setting.isFlag {
        if values.flag(setting.key) { settings[flag: setting] = true }
        continue
      }
      guard let text = values.string(setting.key) else { continue }
      do throws(EngineSetting.Problem) { try settings.set(setting, text: text) } catch { throw refusal(setting, text, error) }
    }
    return settings
  }

  /// The keys that set the integrator (the solver table's, and `trace`).
  package static let integratorKeys: [String] = SolverParameter.all.map(\.key) + ["trace"]

  /// The curve recipe the values describe (a spring or an easing, motion, retargets, engine, backend).
  ///
  /// - Parameters:
  ///   - values: The parameter values.
  ///   - easingDuration: Whether `duration` is the easing's duration (else the default).
  ///   - engineSettingsNeedTheirEngine: Whether a setting of another engine than the one chosen is refused.
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package static func recipe(_ values: some ParameterValues, easingDuration: Bool = true, engineSettingsNeedTheirEngine: Bool = true)
    throws(ParameterProblem) -> CurveRecipe
  {
    var recipe: CurveRecipe
    if values.flag("decay") || values.has("decay-model") {
      recipe = try decayRecipe(values)
    } else if let easing = values.string("easing") {
      let spring = try SpringInput.springRequest(values)
      if let field = spring.givenFields.first {
        throw .usage("\(key: "easing") and \(key: ParameterProblem.key(field)) contradict each other: an easing curve has no spring")
      }
      for key in ["velocity", "relative-velocity"] where values.has(key) {
        throw .usage("\(key: "easing") and \(key: key) contradict each other: an easing starts from rest")
      }
      for key in ["engine", "retarget", "backend", "method", "scene"] where values.has(key) {
        throw .usage("\(key: "easing") and \(key: key) contradict each other: an easing curve has no spring")
      }
      let duration = easingDuration ? try values.seconds("duration") ?? CurveRecipe.defaultEasingDuration : CurveRecipe.defaultEasingDuration
      recipe = CurveRecipe(source: .easing(easing, duration: duration))
      (recipe.from, recipe.to) = (try values.double("from") ?? 0, try values.double("to") ?? 1)
    } else {
      let request = try SpringInput.sceneSpringRequest(values)
      // Spring(duration:bounce:) written with the sampling's --duration: say which option is the spring's.
      if values.has("duration"), request.response == nil, case .needsFamily(let field)? = Self.problem(of: request) {
        throw .usage(
          "\(key: ParameterProblem.key(field)) needs a spring family; here \(key: "duration") is how long to sample: "
            + "SwiftUI's Spring(duration: D, bounce: B) is \(key: "response", placeholder: "D") \(key: "bounce", placeholder: "B")")
      }
      recipe = CurveRecipe(source: .spring(request))
      let motion = try SpringInput.motion(values)
      (recipe.from, recipe.to, recipe.velocity) = (motion.from, motion.to, motion.velocity)
    }
    recipe.retargets = try retargets(values, from: recipe.from, to: recipe.to)
    recipe.retargetMode = try values.choice("retarget-mode", CurveRecipe.RetargetMode.self, among: CurveRecipe.RetargetMode.allCases) ?? .merge
    recipe.engine = try values.string("engine").map(engine) ?? .exact
    // A decay without an engine runs UIScrollView's documented closed form, with its settings.
    let settingsEngine = if case .decay = recipe.source, recipe.engine == .exact { UIKitDecay().info.engine } else { recipe.engine.id }
    if engineSettingsNeedTheirEngine { try checkEngineSettings(values, engines: [settingsEngine]) }
    recipe.engineSettings = try engineSettings(values)
    recipe.framesPerSecond = try values.double("fps") ?? CurveRecipe.defaultFramesPerSecond
    recipe.property = try property(values)
    if recipe.property != nil, case .easing = recipe.source {
      throw .usage("\(key: "easing") and \(key: "property") contradict each other: an easing has no platform thresholds")
    }
    for parameter in SolverParameter.all {
      guard let text = values.string(parameter.key) else { continue }
      do throws(SolverParameter.Problem) { try parameter.apply(text, to: &recipe.solver) } catch {
        throw .usage("invalid value '\(text.prefix(80))' for \(key: parameter.key): \(error)")
      }
    }
    if let backend = recipe.solver.backend, !backend.isAvailable { throw .usage("\(ParameterProblem.gslMissing)\(about: "backend")") }
    if recipe.engine != .exact, let key = integratorKeys.first(where: values.has) {
      throw .usage("\(key: key) applies to \(key: "engine", placeholder: "exact") only")
    }
    if recipe.solver.backend == .analytic, let key = integratorKeys.filter({ $0 != "backend" }).first(where: values.has) {
      throw .usage("\(key: key) needs an integrator backend (\(key: "backend", placeholder: "gsl") or \(key: "backend", placeholder: "swift"))")
    }
    return recipe
  }

  /// A decay's recipe: a release at `from` with `velocity`; no target, easing or retarget. A
  /// spring given is the spring part of a model that has one (checked with the model).
  /// - Throws: ``ParameterProblem`` naming a key that does not go with a decay.
  static func decayRecipe(_ values: some ParameterValues) throws(ParameterProblem) -> CurveRecipe {
    for key in ["to", "easing", "retarget", "scene", "backend", "method"] where values.has(key) {
      throw .usage("\(key: "decay") and \(key: key) do not go together: a decay has no \(key == "to" ? "target" : "spring")")
    }
    var recipe = CurveRecipe(source: .decay(model: values.string("decay-model")?.lowercased() ?? "", spring: try SpringInput.springRequest(values)))
    (recipe.from, recipe.velocity) = (try values.double("from") ?? 0, try values.velocity() ?? 0)
    return recipe
  }

  /// The retargets: `T:VALUE[:RESPONSE]`; on a scene, `T` alone is a second tap (back to `from`, then forward to `to`, …).
  /// - Throws: ``ParameterProblem`` naming the value at fault.
  static func retargets(_ values: some ParameterValues, from: Double, to: Double) throws(ParameterProblem) -> [Retarget] {
    let texts = values.values(for: "retarget")
    if values.has("scene"), !texts.isEmpty, !texts.contains(where: { $0.contains(Character(":")) }) {
      var taps: [Retarget] = []
      for text in texts {
        guard let t = Double(text.trimmed()), t.isFinite, t > (taps.last?.time ?? 0) else {
          throw .usage("invalid value '\(text.prefix(80))' for \(key: "retarget"): a tap's time must be a number of seconds, after 0 and increasing")
        }
        taps.append(Retarget(time: t, target: taps.count % 2 == 0 ? from : to))
      }
      return taps
    }
    do throws(CurveRecipe.Problem) { return try CurveRecipe.retargets(texts) } catch { throw ParameterProblem(error) }
  }

  /// Why `request` makes no spring, or nil when it makes one.
  static func problem(of request: SpringRequest) -> SpringRequest.Problem? {
    do throws(SpringRequest.Problem) { _ = try request.specification(); return nil } catch { return error }
  }

  /// The curve a recipe makes.
  /// - Throws: ``ParameterProblem``: a failure when the motion overflows, else usage.
  package static func curve(_ recipe: CurveRecipe) throws(ParameterProblem) -> any MotionCurve {
    do throws(CurveRecipe.Problem) { return try recipe.curve() } catch {
      if case .curve(let e) = error, case .nonFinite = e { throw ParameterProblem(e) }
      throw ParameterProblem(error)
    }
  }

  /// `epsilon`: the settling band, one row for every command that settles.
  package static let epsilonParameter = RequestParameter(
    "epsilon", "E", "Settling band ±E of the travel, 0 < E < 1",
    default: .number(SettlingBand.defaultEpsilon))

  /// `epsilon` in (0, 1) (default: 0.001, the settling band as a fraction of the travel).
  package static func epsilon(_ values: some ParameterValues) throws(ParameterProblem) -> Double {
    let e = try values.number(epsilonParameter)
    guard e > 0 && e < 1 else { throw .usage("invalid value '\(NumberText.forPeople(e))' for \(key: epsilonParameter.key): must be in (0, 1)") }
    return e
  }

  /// `property`: what the value animates (alpha, scale, rotation, translation, pixels), or nil.
  /// - Throws: ``ParameterProblem`` listing the names.
  package static func property(_ values: some ParameterValues) throws(ParameterProblem) -> ValueProperty? {
    try values.choice("property", ValueProperty.self, among: ValueProperty.allCases)
  }

  /// `fps`, an engine's frame rate, in ``MotionError/frameRates`` (default 60).
  package static func frameRate(_ values: some ParameterValues) throws(ParameterProblem) -> Double {
    let fps = try values.double("fps") ?? CurveRecipe.defaultFramesPerSecond
    guard MotionError.frameRates.contains(fps) else {
      throw .usage("\(key: "fps") must be from \(MotionError.frameRateWords) frames per second (an engine's frame rate)")
    }
    return fps
  }

  /// The sampling the values ask for (`duration` only when it is the sampling's, `withDuration`).
  package static func sampling(_ values: some ParameterValues, withDuration: Bool = true) throws(ParameterProblem) -> SamplingRequest {
    SamplingRequest(
      duration: withDuration ? try values.seconds("duration") : nil, framesPerSecond: try values.double("fps"),
      step: try values.double("dt"), count: try values.int("samples"))
  }

  /// The grid of a sampling request for a motion that ends as `ending` does.
  package static func grid(_ request: SamplingRequest, for ending: MotionEnding) throws(ParameterProblem) -> SampleGrid {
    do throws(SamplingRequest.Problem) { return try request.grid(for: ending) } catch { throw ParameterProblem(error) }
  }
}
