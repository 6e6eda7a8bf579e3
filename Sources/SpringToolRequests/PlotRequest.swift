import SpringToolCore
import SpringToolCurves
import SpringToolRegression
import SpringToolReports

/// `plot`: the curves drawn on one time axis, and the grid they are sampled on.
///
/// The curves are the positional ones (specs or files), then the curve of the spring, motion,
/// engine and easing values. A repeated `preset` or `engine` is an overlay: one curve for each
/// preset on each engine (`--preset bouncy --preset smooth --engine exact --engine android` draws
/// four), each labelled with what sets it apart.
package struct PlotRequest: Sendable {
  /// The curves, in the order given (the values' own curves first).
  package var sources: [PlotSource]
  /// The times every computed curve is sampled at: until the slowest ends, unless the sampling
  /// values say otherwise (files keep their own samples).
  package var grid: SampleGrid

  /// The most curves one plot draws (its palette and legend).
  package static let maximumCurves = 12

  /// The request the values make, with the curves named as positional `curves` (specs or files, read with `read`).
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package init(_ values: some ParameterValues, curves: [String], read: CurveInput.Reader) throws(ParameterProblem) {
    sources = []
    let overlaid = max(values.values(for: "preset").count, 1) * max(values.values(for: "engine").count, 1)
    if curves.count + overlaid > Self.maximumCurves {
      throw .usage("a plot draws at most \(Self.maximumCurves) curves; \(curves.count + overlaid) were given")
    }
    for text in curves { sources.append(try CurveInput.source(text, read: read)) }
    let ownKeys =
      SpringParameter.all.map(\.key) + [
        "easing", "from", "to", "velocity", "relative-velocity", "engine", "retarget",
        "decay", "decay-model",
      ]
    if sources.isEmpty || ownKeys.contains(where: values.has) {
      sources.insert(contentsOf: try Self.overlay(values), at: 0)
    }
    if sources.count > Self.maximumCurves {
      throw .usage("a plot draws at most \(Self.maximumCurves) curves; \(sources.count) were given")
    }
    let easing = sources.contains { if case .easing? = $0.recipe?.source { true } else { false } }
    grid = try RecipeInput.grid(try RecipeInput.sampling(values, withDuration: !easing), for: MotionEnding.latest(sources.map(\.curve.ending)))
  }

  /// The values' own curves: one, or one per preset × engine when `preset` or `engine` is repeated.
  static func overlay(_ values: some ParameterValues) throws(ParameterProblem) -> [PlotSource] {
    let presets = values.values(for: "preset"), engines = values.values(for: "engine")
    guard presets.count > 1 || engines.count > 1 else { return [try source(values, engineSettingsNeedTheirEngine: true)] }
    try RecipeInput.checkEngineSettings(values, engines: engines.map { $0.lowercased() })
    var sources: [PlotSource] = []
    for preset in presets.isEmpty ? [nil] : presets.map(Optional.some) {
      for engine in engines.isEmpty ? [nil] : engines.map(Optional.some) {
        var chosen: [String: String] = [:]
        if let preset { chosen["preset"] = preset }
        if let engine { chosen["engine"] = engine }
        sources.append(try source(ChosenValues(base: values, chosen: chosen), engineSettingsNeedTheirEngine: false))
      }
    }
    return sources
  }

  /// The one curve `values` describe, labelled by its spring (or easing, or decay model) and engine.
  static func source(_ values: some ParameterValues, engineSettingsNeedTheirEngine: Bool) throws(ParameterProblem) -> PlotSource {
    let recipe = try RecipeInput.recipe(values, engineSettingsNeedTheirEngine: engineSettingsNeedTheirEngine)
    let engineLabel = recipe.engine.platformEngine.map { " (\($0.id))" } ?? ""
    let label: String =
      switch recipe.source {
      case .easing(let text, _): text
      case .decay: "decay " + ((try? recipe.decayModel())?.info.id ?? "")
      case .spring:
        if let preset = values.string("preset") {
          "preset=\(preset)" + engineLabel
        } else {
          Describe.label(try SpringInput.specification(values)) + engineLabel
        }
      }
    return PlotSource(label: label, curve: try RecipeInput.curve(recipe), recipe: recipe)
  }
}

/// `base` with some keys given exactly one value: one curve of an overlay.
struct ChosenValues<Base: ParameterValues>: ParameterValues {
  let base: Base
  let chosen: [String: String]

  func values(for key: String) -> [String] { chosen[key].map { [$0] } ?? base.values(for: key) }
  var givenKeys: [String] { base.givenKeys }
}
