import SpringToolCore
import SpringToolCurves
import SpringToolFormats
import SpringToolPlatforms
import SpringToolRegression
import SpringToolScenes

/// A scene's tracks as curve recipes, for the commands that draw or compare curves (`plot`,
/// `compare`): each track that moves, under the animation its code gives it. Springs take the
/// spring options in place of the scene's main spring and are rendered by the engine asked for;
/// timing curves are exact (no platform renders them differently here); a track without
/// animation jumps at the change and has no curve.
package enum SceneCurves {
  /// One track and the recipe of its curve.
  package struct Track: Sendable {
    /// The track.
    package let track: SceneTrack
    /// Its curve: the track's from → to in its unit, or 0 → 1 for progress.
    package let recipe: CurveRecipe

    /// `knob: x 0 → 40 pt, spring(response 0.25, ζ 0.7)`.
    package var label: String {
      let t = track,
        ends =
          t.labels.map { "\($0.from) → \($0.to)" }
          ?? "\(Describe.f(t.from)) → \(Describe.f(t.to))\(t.property.unit.isEmpty ? "" : " " + t.property.unit)"
      return (t.key == t.property.rawValue ? "" : "\(t.key): ") + "\(t.property.rawValue) \(ends), \(recipeAnimation)"
    }

    var recipeAnimation: String {
      guard case .spring(let request) = recipe.source, let spec = try? request.specification() else { return track.animation.description }
      return "spring(response \(Describe.f(spec.response)), ζ \(Describe.f(spec.dampingRatio)))"
        + (recipe.engine == .exact ? "" : " on \(recipe.engine.id)")
    }
  }

  /// The tracks of `scene` that move, as recipes, and those left out with why.
  ///
  /// - Parameters:
  ///   - scene: The scene (with its settings).
  ///   - request: Spring options replacing the scene's main spring (empty: the scene's own).
  ///   - engine: The engine that renders the springs.
  ///   - engineSettings: The engine's settings.
  ///   - framesPerSecond: The engine's frame rate, frames per second.
  ///   - progress: Each track as the fraction of its way, 0 → 1, instead of its own from → to.
  ///   - springsOnly: Leave out the timing curves (an engine renders only springs).
  /// - Returns: The tracks with recipes, and the tracks left out with the reason.
  package static func tracks(
    _ scene: Scene, request: SpringRequest, engine: EngineChoice, engineSettings: EngineSettings = EngineSettings(),
    framesPerSecond: Double = CurveRecipe.defaultFramesPerSecond, progress: Bool,
    springsOnly: Bool = false
  ) -> (tracks: [Track], skipped: [(track: SceneTrack, why: String)]) {
    var tracks: [Track] = [], skipped: [(track: SceneTrack, why: String)] = []
    let main = scene.spring
    for t in scene.tracks() {
      guard t.from != t.to else { skipped.append((t, "does not move")); continue }
      var recipe: CurveRecipe
      switch t.animation {
      case .spring(let spring, _):
        recipe = CurveRecipe(source: .spring(spring == main && !request.isEmpty ? request : Preview.request(spring)))
        (recipe.engine, recipe.engineSettings, recipe.framesPerSecond) = (engine, settings(for: t, engine: engine, engineSettings), framesPerSecond)
      case .easing(let curve, let duration, _):
        if springsOnly { skipped.append((t, "\(t.animation.description): a timing curve, the same on every engine")); continue }
        recipe = CurveRecipe(source: .easing(curve, duration: duration))
      case .none:
        skipped.append((t, "no animation: it jumps at the change")); continue
      }
      (recipe.from, recipe.to) = progress ? (0, 1) : (t.from, t.to)
      tracks.append(Track(track: t, recipe: recipe))
    }
    return (tracks, skipped)
  }
}

extension SceneCurves {
  /// The engine settings a track is rendered with: what its platform reads from the animated
  /// property (``SpringEngine/settings(for:start:given:)``, Android's minimum visible change per
  /// view property), on top of the settings given. `--travel-unit` converts only a length: an
  /// opacity, a scale, a rotation, a colour's or a text's progress keep their own units.
  ///
  /// - Parameters:
  ///   - track: The track.
  ///   - engine: The engine that renders it.
  ///   - given: The settings given on the command line.
  /// - Returns: The settings for this track.
  package static func settings(for track: SceneTrack, engine: EngineChoice, _ given: EngineSettings) -> EngineSettings {
    let property = track.property.animatedProperty
    var given = given
    if !property.isLength { given.reset(.travelUnit) }
    return engine.platformEngine?.settings(for: property, start: track.from, given: given) ?? given
  }
}

extension SceneProperty {
  /// The property as platform code animates it: positions as translations, sizes as widths and
  /// heights, and an opacity, a colour's or a text's progress as an alpha (0…1).
  package var animatedProperty: AnimatedProperty {
    switch self {
    case .x: .translationX
    case .y: .translationY
    case .width: .width
    case .height: .height
    case .rotation: .rotation
    case .scale: .scale
    case .opacity, .color, .text: .alpha
    }
  }
}

/// A scene's springs rendered by two engines, track by track: the largest difference in each
/// track's own unit (points, degrees, fractions), when, and each engine's settling time.
package struct SceneComparison: Sendable {
  /// One track compared.
  package struct Row: Sendable {
    /// The track.
    package let track: SceneTrack
    /// The comparison of its two renderings, in the track's unit.
    package let comparison: ComparisonReport

    /// A track's comparison.
    ///
    /// - Parameters:
    ///   - track: The track.
    ///   - comparison: Its two renderings compared, in the track's unit.
    package init(track: SceneTrack, comparison: ComparisonReport) { (self.track, self.comparison) = (track, comparison) }
  }

  /// The scene.
  package let scene: Scene
  /// The engines, A and B.
  package let a: String, b: String
  /// The tracks compared.
  package let rows: [Row]
  /// The tracks not compared and why.
  package let skipped: [(track: SceneTrack, why: String)]

  /// A comparison.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - a: Engine A's id.
  ///   - b: Engine B's id.
  ///   - rows: Each track's comparison.
  ///   - skipped: The tracks left out and why.
  package init(scene: Scene, a: String, b: String, rows: [Row], skipped: [(track: SceneTrack, why: String)]) {
    (self.scene, self.a, self.b, self.rows, self.skipped) = (scene, a, b, rows, skipped)
  }

  /// Whether every track's largest difference is within `tolerance` (in its own unit).
  ///
  /// - Parameter tolerance: The largest difference allowed, in each track's unit (≥ 0).
  /// - Returns: True when no track differs by more.
  package func within(_ tolerance: Double) -> Bool { rows.allSatisfy { $0.comparison.comparison.maxValueDifference <= tolerance } }

  /// The report: one row per track (the largest difference B − A in the track's unit and when,
  /// with a tolerance whether it holds, each engine's settling time, the RMS difference, its
  /// property and ends), the document with the same per track, and for
  /// people the table with the tracks left out below it.
  ///
  /// - Parameter tolerance: The largest difference allowed in each track's unit, or nil.
  /// - Returns: The report.
  package func report(tolerance: Double?) -> Report {
    func n(_ x: Double?) -> Cell { x.map(Cell.number) ?? .text("never") }
    // The difference first: a narrow terminal leaves out the last columns.
    var columns = ["track", "max |Δ|", "unit", "at t (s)"] + (tolerance != nil ? ["within"] : [])
    columns += ["settles A (s)", "settles B (s)", "RMS Δ", "property", "from", "to"]
    let table = Table(
      columns: columns,
      rows: rows.map { r in
        let c = r.comparison
        var row: [Cell] = [
          .text(r.track.key), .number(c.comparison.maxValueDifference), .text(r.track.property.unit),
          .number(c.comparison.maxValueTime),
        ]
        if let tolerance { row.append(.text(c.comparison.maxValueDifference <= tolerance ? "pass" : "FAIL")) }
        return row + [
          n(c.figuresA.settlingTime), n(c.figuresB.settlingTime), .number(c.comparison.rmsValueDifference),
          .text(r.track.property.rawValue), .number(r.track.from), .number(r.track.to),
        ]
      })
    var members: [(String, JSONValue)] = [("scene", .string(scene.name)), ("a", .string(a)), ("b", .string(b))]
    if let tolerance { members += [("tolerance", .number(tolerance)), ("withinTolerance", .bool(within(tolerance)))] }
    members.append(
      (
        "tracks",
        .array(
          rows.map { r in
            let c = r.comparison
            return .object([
              ("key", .string(r.track.key)), ("view", .string(r.track.view)), ("property", .string(r.track.property.rawValue)),
              ("unit", .string(r.track.property.unit)), ("from", .number(r.track.from)), ("to", .number(r.track.to)),
              ("settlingTimeA", c.figuresA.settlingTime.map(JSONValue.number) ?? .null),
              ("settlingTimeB", c.figuresB.settlingTime.map(JSONValue.number) ?? .null),
              ("overshootA", .number(c.figuresA.overshoot)), ("overshootB", .number(c.figuresB.overshoot)),
              ("maxValueDifference", .number(c.comparison.maxValueDifference)), ("maxValueDifferenceTime", .number(c.comparison.maxValueTime)),
              ("rmsValueDifference", .number(c.comparison.rmsValueDifference)), ("samples", .integer(c.comparison.samples)),
            ])
          })
      ))
    members.append(("notCompared", .array(skipped.map { .object([("key", .string($0.track.key)), ("why", .string($0.why))]) })))
    let scene = scene, a = a, b = b, skipped = skipped
    return Report(figures: table, document: .object(members)) { render in
      var out = "\(scene.name): \(a) (A) vs \(b) (B), each spring track in its own unit\n\n" + render(table) + "\n"
      for s in skipped { out += "not compared: \(s.track.key) (\(s.why))\n" }
      return out
    }
  }
}
