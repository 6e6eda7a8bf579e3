import SpringToolCore
import SpringToolEasing
import SpringToolFormats
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolScenes
import _SpringToolSupport

/// The sources of a fling's and a snap's code: the release on the target platform's model.
extension ExportRequest {
  /// A fling's source: the release (`from`, `velocity`) and the settings given, on the decay model
  /// of the target's platform (`decay-model`, else its default).
  /// - Throws: ``ParameterProblem`` for a target without a decay, or a key that does not go with one.
  static func decay(_ values: some ParameterValues, target: ExportTarget) throws(ParameterProblem) -> Source {
    let engines = DecayModels.engines
    guard case .platform(let platform) = target, let engine = platform.engines.map({ $0.id }).first(where: engines.contains) else {
      let targets = Platforms.springCodeTargets.map(\.id).filter { id in engines.contains { Engines.platform(of: $0)?.id == id } }
      throw .usage("\(key: "decay") writes a platform's fling: \(key: "as", placeholder: "FORMAT") with \(targets.joined(separator: ", "))")
    }
    for key in [Self.maxError, Self.duration, Self.name, Self.property].map(\.key) where values.has(key) {
      throw .usage("\(key: "decay") and \(key: key) do not go together: a fling's code has the release and the platform's settings")
    }
    var recipe = try RecipeInput.decayRecipe(values)
    recipe.engine = try RecipeInput.engine(engine)
    try RecipeInput.checkEngineSettings(values, engines: [engine])
    recipe.engineSettings = try RecipeInput.engineSettings(values)
    do throws(CurveRecipe.Problem) {
      let model = try recipe.decayModel()
      return .decay(model, try recipe.decayInput(model))
    } catch { throw ParameterProblem(error) }
  }

  /// A snap's source: the release (`from`, `velocity`), the points, the spring given and the
  /// projection's settings, on the snap model of the target's platform, read as `snap` reads them.
  /// - Throws: ``ParameterProblem`` for a target without a snap, or a key that does not go with one.
  static func snap(_ values: some ParameterValues, target: ExportTarget) throws(ParameterProblem) -> Source {
    guard case .platform(let platform) = target, let model = SnapModels.named(platform.id) else {
      throw .usage("\(key: "points") writes a platform's snap: \(key: "as", placeholder: "FORMAT") with \(Words.list(SnapModels.all.map(\.info.engine)))")
    }
    let others =
      ["to", "decay", "decay-model", "retarget"] + [Self.maxError, Self.duration, Self.name, Self.property].map(\.key) + ["scene", "easing"]
      + DecayModels.settings.filter { ![.decelerationRate, .density].contains($0) }.map(\.key)
    if let key = others.first(where: values.has) {
      throw .usage("\(key: "points") and \(key: key) do not go together: a snap's code has the points, the release and its spring")
    }
    var release = ParameterList(values, excluding: ["engine"])
    release.append("engine", model.info.engine)
    return .snap(model, try SnapRequest(release).input)
  }
}
