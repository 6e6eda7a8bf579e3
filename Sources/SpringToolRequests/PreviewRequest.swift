import SpringToolCore
import SpringToolGestures
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolScenes
import _SpringToolSupport

/// `preview`: the page (or its data) that plays a motion on its component, engines side by side,
/// or replays a drag of a switch scene.
package struct PreviewRequest: Sendable {
  /// What the page plays.
  package enum Subject: Sendable {
    /// A motion: a scene's (or a dot's) under the spring, one row per engine, with retargets
    /// (`T:VALUE`) or second taps (a scene's, at the times given).
    case motion(
      scene: Scene?, spring: SpringRequest, from: Double?, to: Double?, engines: [EngineChoice], framesPerSecond: Double,
      retargets: [Retarget], taps: [Double])
    /// A fling on the dot: the recipe's release on each engine's decay model, and where each
    /// platform snaps that release among its points (nil: no snap points).
    case decay(CurveRecipe, engines: [EngineChoice], snap: SnapInput?)
    /// A fling on a fling scene: each platform's snap of the request's release, one row per model.
    case snap(FlingScene, SnapRequest)
    /// A switch scene's drag replayed: the model's decision and the knob's path.
    case drag(scene: Scene, model: SwitchDragModel, startOn: Bool, gesture: DragSamples, fingerVelocity: Double?)
  }

  /// What the page plays.
  package var subject: Subject
  /// Seconds the page plays (nil: until every row has ended, plus 0.15 s).
  package var duration: Double?

  /// A request for `subject`.
  package init(_ subject: Subject, duration: Double? = nil) { (self.subject, self.duration) = (subject, duration) }

  /// The request the values make, checked before any work. A `gesture` file is read with `readGesture`
  /// (nil: refused, for a client that reads no file).
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package init(_ values: some ParameterValues, readGesture: DragInput.GestureReader? = nil) throws(ParameterProblem) {
    let duration = try values.seconds(Self.duration.key)
    if values.flag("decay") || values.has("decay-model") {
      // A fling plays on the dot, each engine's model from the release, or snaps on a fling scene; nothing of a drag or a tap applies.
      if let key = ["translation", "gesture", "start", "policy", "reverse", "retarget"].first(where: values.has) {
        throw .usage("\(key: "decay") and \(key: key) do not go together: a fling plays on the dot from --from at --velocity")
      }
      try self.init(fling: values, duration: duration)
      return
    }
    if values.has(Self.points.key) { throw .usage("\(key: Self.points.key) goes with \(key: "decay"): the snap points of a fling") }
    let scene = try SpringInput.scene(values, needsSpring: false)
    if values.has("translation") || values.has("gesture") {
      guard let scene, scene.kind == .switchControl else {
        let switches = Scenes.switches.map(\.name).joined(separator: " or --scene ")
        throw .usage("a drag preview needs a switch scene: --scene \(switches)\(about: "scene")")
      }
      // A drag replay is the switch model's own motion: an engine or a frame rate would change nothing on the page.
      if values.has("reverse") { throw .usage("\(key: "reverse") does not apply to a drag replay; \(key: "start", placeholder: "on") drags it back") }
      if let key = ["engine", "fps", "retarget"].first(where: values.has) {
        throw .usage("\(key: key) does not apply to a drag replay (the page plays the switch model's release spring)")
      }
      let startOn = try values.choice("start", SwitchState.self, among: SwitchState.allCases) == .on
      self.init(
        .drag(
          scene: scene, model: try DragInput.model(values), startOn: startOn,
          gesture: try DragInput.gesture(values, read: readGesture), fingerVelocity: try values.velocity()),
        duration: duration)
      return
    }
    // A choice that only a drag reads is still checked, so no value is taken unread.
    _ = try values.choice("start", SwitchState.self, among: SwitchState.allCases)
    _ = try values.choice("policy", SwitchPolicy.self, among: SwitchPolicy.allCases)
    // With a scene, `retarget T` is a second tap at T (every track turns back); T:VALUE moves a one-value scene's spring.
    let texts = values.values(for: "retarget")
    let taps = scene == nil ? [] : texts.filter { !$0.contains(Character(":")) }
    if let scene, scene.components.count != 1, let key = ["from", "to"].first(where: values.has) {
      throw .usage("\(key: key) applies to one-value scenes; '\(scene.name)' moves \(scene.tracks().count) tracks")
    }
    if let scene, !taps.isEmpty && taps.count != texts.count || scene.components.count != 1 && !texts.isEmpty && taps.isEmpty {
      let or = scene.components.count == 1 ? ", or only T:VALUE to move its spring's target" : ""
      throw .usage("\(key: "retarget") on scene '\(scene.name)' is a second tap: give \(key: "retarget", placeholder: "T") (seconds)\(or)")
    }
    let spring = try SpringInput.sceneSpringRequest(values, needsSpring: false)
    if let scene, !scene.tracks().contains(where: { $0.animation.spring != nil }), !(try SpringInput.springRequest(values)).isEmpty {
      throw .usage(
        "scene '\(scene.name)' animates nothing on a spring (its tracks are timing curves): spring options do nothing"
          + "\(about: ParameterProblem.key(try SpringInput.springRequest(values).givenFields[0]))")
    }
    _ = try SpringInput.specification(spring)  // checked now, before any row is computed, naming the value at fault
    var tapTimes: [Double] = []
    for text in taps {
      guard let t = Double(text), t.isFinite, t > (tapTimes.last ?? 0) else {
        throw .usage("invalid value '\(text.prefix(80))' for \(key: "retarget"): a tap's time must be a number of seconds, after 0 and increasing")
      }
      tapTimes.append(t)
    }
    let retargets: [Retarget]
    do throws(CurveRecipe.Problem) { retargets = try CurveRecipe.retargets(taps.isEmpty ? texts : []) } catch { throw ParameterProblem(error) }
    var engines = try RecipeInput.engines(values)
    if engines.isEmpty { engines = [.exact] }
    let fps = try RecipeInput.frameRate(values)
    self.init(
      .motion(
        scene: scene, spring: spring, from: try values.double(Self.from.key), to: try values.double(Self.to.key), engines: engines,
        framesPerSecond: fps, retargets: retargets, taps: tapTimes),
      duration: duration)
  }

  /// A fling: on the dot, each engine's decay model from the release (with each platform's snap
  /// pick among `points`), or on a fling scene, each platform's snap.
  init(fling values: some ParameterValues, duration: Double?) throws(ParameterProblem) {
    if let name = values.string("scene") {
      try self.init(flingScene: name, values, duration: duration)
      return
    }
    var engines = try RecipeInput.engines(values)
    if engines.isEmpty { engines = [.exact] }
    // The release's recipe, read without the engines (each row sets its own) and the snap points.
    let release = ParameterList(values, excluding: ["engine", "points"])
    // A model's settings (--fling-friction, --min, …) apply to the rows whose engine reads them; exact is UIScrollView's.
    try RecipeInput.checkEngineSettings(values, engines: engines.map { $0 == .exact ? UIKitDecay().info.engine : $0.id })
    var recipe = try RecipeInput.recipe(release, engineSettingsNeedTheirEngine: false)
    recipe.framesPerSecond = try RecipeInput.frameRate(values)
    // The points are read as snap reads them (and the release checked as it checks it).
    let snap = try values.string(Self.points.key).map { text throws(ParameterProblem) in
      try SnapRequest(
        ParameterList([
          (SnapRequest.points.key, text), (SnapRequest.from.key, NumberText.text(recipe.from)),
          (SnapRequest.velocity.key, NumberText.text(recipe.velocity)),
        ])
      ).input
    }
    self.init(.decay(recipe, engines: engines, snap: snap), duration: duration)
  }

  /// A fling on the fling scene `name`: the release among its points (the scene's own where none
  /// are given, from its start where no `from` is), read as `snap` reads it, snapped by each
  /// engine's platform (every platform with a snap model when no engine is given).
  init(flingScene name: String, _ values: some ParameterValues, duration: Double?) throws(ParameterProblem) {
    guard let scene = FlingScene.named(name) else {
      throw .usage(
        "\(key: "decay") plays on the dot or on a fling scene (\(Words.list(FlingScene.allCases.map(\.name)))), not on '\(name.prefix(80))'"
          + "\(about: "scene")")
    }
    // A snap reads the projection's rate and the density; a decay model's other settings do nothing here.
    if let key = (["decay-model"] + DecayModels.settings.filter { ![.decelerationRate, .density].contains($0) }.map(\.key)).first(where: values.has) {
      throw .usage("\(key: key) does not apply to the \(scene.name): it plays each platform's snap, not a decay model")
    }
    var release = ParameterList(values, excluding: ["engine"])
    if !values.has(Self.points.key) { release.append(SnapRequest.points.key, scene.defaultPoints.map(NumberText.text).joined(separator: ",")) }
    if !values.has(Self.from.key) { release.append(SnapRequest.from.key, NumberText.text(scene.defaultFrom)) }
    var request = try SnapRequest(release)
    let engines = try RecipeInput.engines(values)
    if !engines.isEmpty {
      request.models = try engines.map { engine throws(ParameterProblem) in
        guard let model = SnapModels.named(engine.id) else {
          throw .usage(
            "the \(scene.name) plays each platform's snap: \(Words.list(SnapModels.all.map(\.info.engine))); \(engine.id) has none"
              + "\(about: "engine")")
        }
        return model
      }
    }
    self.init(.snap(scene, request), duration: duration)
  }

  /// The preview: its page (`html()`) and its data (`json`).
  /// - Throws: ``ParameterProblem`` when a row cannot be computed or the page would be too long.
  package func preview() throws(ParameterProblem) -> Preview {
    do throws(Preview.Problem) {
      switch subject {
      case .decay(let recipe, let engines, let snap):
        return try Preview.decay(recipe, engines: engines, duration: duration, snap: snap)
      case .snap(let scene, let request):
        return try Preview.snap(scene, input: request.input, models: request.models, framesPerSecond: request.framesPerSecond, duration: duration)
      case .drag(let scene, let model, let startOn, let gesture, let fingerVelocity):
        return try Preview.drag(
          scene: scene, model: model, startOn: startOn, gesture: gesture, fingerVelocity: fingerVelocity,
          duration: duration)
      case .motion(let scene, let spring, let from, let to, let engines, let fps, let retargets, let taps):
        return try Preview.motion(
          scene: scene, request: spring, from: from, to: to, engines: engines, framesPerSecond: fps,
          retargets: retargets, taps: taps, duration: duration)
      }
    } catch {
      switch error {
      case .recipe(let p): throw ParameterProblem(p)
      case .motion(let e): throw ParameterProblem(.failure, ParameterProblem(e).message)
      case .duration: throw .usage("\(key: "duration") must be in (0, \(NumberText.forPeople(Preview.maximumDuration))] seconds for a preview")
      case .tooManyFrames: throw .usage("\(key: "fps") gives more than \(Preview.maximumSamples) frames a row")
      }
    }
  }
}
