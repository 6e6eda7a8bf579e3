import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolTuning
import SpringToolScenes

/// `lint`: what a motion, or each moving track of a scene, asks of a viewer (``MotionLint``).
package struct LintRequest: Sendable {
  /// The motions to measure: a curve recipe, or a scene's tracks.
  package enum Subject: Sendable {
    /// One motion (a spring, an easing or a decay, on its engine).
    case motion(CurveRecipe)
    /// Every track of a scene's state change, its springs on `engine` (spring values replace the scene's main spring).
    case scene(Scene, spring: SpringRequest, engine: EngineChoice, settings: EngineSettings)
  }

  /// What is measured.
  package var subject: Subject
  /// The viewport, points.
  package var viewport: MotionLint.Viewport
  /// The large-area threshold, a fraction of the viewport's extent.
  package var largeArea: Double
  /// The settling band, a fraction of the travel.
  package var epsilon: Double
  /// The engines' frame rate.
  package var framesPerSecond: Double

  /// The request the values make: a motion as every curve command takes it (spring, preset, token,
  /// easing, decay, `engine`, `property`), or `scene` with its settings and one `engine`; `viewport`
  /// (`WxH` points, default 390x844), `large-area` (a fraction in (0, 10], default 0.5), `epsilon`, `fps`.
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package init(_ values: some ParameterValues) throws(ParameterProblem) {
    epsilon = try RecipeInput.epsilon(values)
    framesPerSecond = try RecipeInput.frameRate(values)
    viewport = try Self.viewport(values.string(Self.viewport.key))
    largeArea = try values.number(Self.largeArea)
    guard largeArea > 0 && largeArea <= 10 else { throw .usage("\(key: Self.largeArea.key) must be in (0, 10] (a fraction of the viewport)") }
    if let scene = try SpringInput.scene(values, needsSpring: false) {
      for key in ["from", "to", "velocity", "relative-velocity", "easing", "decay", "decay-model", "retarget", "property"] where values.has(key) {
        throw .usage("\(key: key) does not apply to scene '\(scene.name)': each track keeps the code's own motion")
      }
      let engines = try RecipeInput.engines(values)
      guard engines.count <= 1 else { throw .usage("\(key: "engine") takes one engine for a scene's springs") }
      let engine = engines.first ?? .exact
      try RecipeInput.checkEngineSettings(values, engines: [engine.id])
      subject = .scene(scene, spring: try SpringInput.springRequest(values), engine: engine, settings: try RecipeInput.engineSettings(values))
    } else {
      subject = .motion(try RecipeInput.recipe(values))
    }
  }

  /// `390x844` (or `390×844`) as a viewport; nil: ``MotionLint/Viewport/phone``.
  static func viewport(_ text: String?) throws(ParameterProblem) -> MotionLint.Viewport {
    guard let text else { return .phone }
    let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).map { Double($0.trimmed()) }
    guard parts.count == 2, let w = parts[0], let h = parts[1], w >= 1 && w <= 100_000, h >= 1 && h <= 100_000 else {
      throw .usage("invalid value '\(text.prefix(80))' for \(key: Self.viewport.key): expected WxH in points, each in [1, 100000] (e.g. 390x844)")
    }
    return MotionLint.Viewport(width: w, height: h)
  }

  /// Every motion measured, with the tracks left out.
  /// - Throws: ``ParameterProblem`` (a failure) when a curve cannot be computed.
  package func answer() throws(ParameterProblem) -> MotionLint {
    var measures: [MotionLint.Measures] = [], skipped: [(label: String, why: String)] = []
    switch subject {
    case .motion(let recipe):
      measures.append(try measure(try RecipeInput.curve(recipe), Self.subject(recipe), framesPerSecond: recipe.framesPerSecond))
    case .scene(let scene, let spring, let engine, let settings):
      let made = SceneCurves.tracks(
        scene, request: spring, engine: engine, engineSettings: settings, framesPerSecond: framesPerSecond,
        progress: false)
      for track in made.tracks {
        let t = track.track
        let subject = MotionLint.Subject(
          label: track.label, kind: Self.kind(t.property), axis: Self.axis(t.property),
          unit: t.property.unit, engine: track.recipe.engine.platformEngine,
          property: t.property.animatedProperty)
        measures.append(try measure(try RecipeInput.curve(track.recipe), subject, framesPerSecond: framesPerSecond))
      }
      skipped = made.skipped.map { (($0.track.key == $0.track.property.rawValue ? "" : "\($0.track.key): ") + $0.track.property.rawValue, $0.why) }
    }
    return MotionLint(
      viewport: viewport, largeArea: largeArea, epsilon: epsilon, framesPerSecond: framesPerSecond, motions: measures,
      skipped: skipped)
  }

  /// One curve's measures; a curve that cannot be computed is a failure.
  func measure(_ curve: any MotionCurve, _ subject: MotionLint.Subject, framesPerSecond: Double) throws(ParameterProblem) -> MotionLint.Measures {
    do throws(MotionError) {
      return try MotionLint.measure(
        curve, subject: subject, viewport: viewport, largeArea: largeArea, epsilon: epsilon,
        framesPerSecond: framesPerSecond)
    } catch { throw ParameterProblem(error) }
  }

  /// A plain motion's subject: what `property` says it is (a position along the viewport's width by default).
  static func subject(_ recipe: CurveRecipe) -> MotionLint.Subject {
    let f = Describe.f
    let ends = "\(f(recipe.from)) → \(f(recipe.to))"
    let label: String
    switch recipe.source {
    case .spring: label = ((try? recipe.specification()).flatMap { $0 }.map(Describe.label) ?? "spring") + ", \(ends)"
    case .easing(let curve, let duration): label = "\(curve) over \(f(duration)) s, \(ends)"
    case .decay: label = "decay from \(f(recipe.from)) at \(f(recipe.velocity))/s"
    }
    let engine = recipe.engine.platformEngine.map { " on \($0.id)" } ?? ""
    let kind: MotionLint.Kind, unit: String
    switch recipe.property {
    case .alpha: (kind, unit) = (.opacity, "")
    case .scale: (kind, unit) = (.scale, "")
    case .rotation: (kind, unit) = (.rotation, "°")
    case .pixels: (kind, unit) = (.position, "px")
    case .translation, nil: (kind, unit) = (.position, "pt")
    }
    // Pixels are not points: no share of a viewport given in points.
    let axis: MotionLint.Axis? = kind == .position && unit == "pt" ? .width : nil
    return MotionLint.Subject(
      label: label + engine, kind: kind, axis: axis, unit: unit, engine: recipe.engine.platformEngine,
      property: recipe.property?.animatedProperty)
  }

  /// What a scene's property is, for the guidelines.
  static func kind(_ property: SceneProperty) -> MotionLint.Kind {
    switch property {
    case .x, .y: .position
    case .width, .height: .size
    case .rotation: .rotation
    case .scale: .scale
    case .opacity: .opacity
    case .color: .colour
    case .text: .text
    }
  }

  /// The viewport extent a scene's position or size is measured against.
  static func axis(_ property: SceneProperty) -> MotionLint.Axis? {
    switch property {
    case .x, .width: .width
    case .y, .height: .height
    case .rotation, .scale, .opacity, .color, .text: nil
    }
  }
}
