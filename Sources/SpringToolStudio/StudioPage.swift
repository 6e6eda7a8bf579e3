import SpringToolCore
import SpringToolFormats
import SpringToolHTTP
import SpringToolPlatforms
import SpringToolReports
import SpringToolRequests
import SpringToolScenes

extension StudioRoutes {
  /// The families the page switches between, a designer's first (duration and bounce), by the
  /// library's name for each (which family given numbers make is the library's rule: the state
  /// answers it as `family`): each one's options, the `convert --format json` key that gives each
  /// option's value for the current spring, and the field's label.
  static let families: [(id: String, label: String, keys: [(option: String, convert: String, label: String)])] = [
    (
      "durationBounce", "duration, bounce: SwiftUI Spring(duration:bounce:), Framer, Flutter",
      [("response", "duration", "duration"), ("bounce", "bounce", "bounce")]
    ),
    (
      "motionVisualDuration", "visual duration, bounce: Motion spring({visualDuration, bounce})",
      [("visual-duration", "visualDuration", "visual duration"), ("bounce", "motionBounce", "bounce")]
    ),
    (
      "response", "response, damping: SwiftUI spring(response:dampingFraction:)",
      [("response", "response", "response"), ("damping", "dampingRatio", "damping ratio")]
    ),
    (
      "physical", "mass, stiffness, damping: Core Animation, SwiftUI Spring(mass:stiffness:damping:)",
      [("mass", "mass", "mass"), ("stiffness", "stiffness", "stiffness"), ("friction", "dampingCoefficient", "damping")]
    ),
    (
      "stiffnessDampingRatio", "stiffness, damping ratio: Android SpringForce, Compose spring()",
      [("stiffness", "stiffness", "stiffness"), ("damping", "dampingRatio", "damping ratio"), ("mass", "mass", "mass")]
    ),
    (
      "tensionFriction", "tension, friction: react-spring, Rebound",
      [("tension", "tension", "tension"), ("friction", "friction", "friction"), ("mass", "mass", "mass")]
    ),
    (
      "origami", "Origami tension, friction: Origami, Rebound",
      [("origami-tension", "origamiTension", "tension"), ("origami-friction", "origamiFriction", "friction")]
    ),
    ("bouncinessSpeed", "bounciness, speed: React Native", [("bounciness", "bounciness", "bounciness"), ("speed", "speed", "speed")]),
    (
      "reanimatedDuration", "duration, damping ratio: Reanimated",
      [
        ("reanimated-duration", "reanimatedDuration", "duration"),
        ("damping", "reanimatedDampingRatio", "damping ratio"),
      ]
    ),
  ]

  /// What the page builds its controls from: the parameter table (keys, help, units, slider
  /// ranges), the families, the presets (each with its platform), the scenes, the engines (and
  /// those a fling runs on) and the code targets.
  static let configuration: JSONValue = .object([
    (
      "parameters",
      .array(
        SpringParameter.all.filter { $0.sliderRange != nil }.map { p in
          .object([
            ("key", .string(p.key)), ("help", .string(p.help)), ("unit", .string(p.unit)),
            ("min", .number(p.sliderRange!.lowerBound)), ("max", .number(p.sliderRange!.upperBound)),
          ])
        })
    ),
    (
      "families",
      .array(
        families.map { f in
          .object([
            ("id", .string(f.id)), ("label", .string(f.label)),
            ("keys", .array(f.keys.map { .object([("option", .string($0.option)), ("convert", .string($0.convert)), ("label", .string($0.label))]) })),
          ])
        })
    ),
    ("presets", .array(SpringPreset.all.map { .object([("name", .string($0.name)), ("platform", .string($0.platform))]) })),
    ("scenes", .array(Scenes.all.map { .object([("name", .string($0.name)), ("title", .string($0.title))]) })),
    ("engines", .array(Engines.ids.map(JSONValue.string))),
    // The engines a fling runs on: those with a decay model, and exact (UIScrollView's documented closed form).
    ("decayEngines", .array((["exact"] + DecayModels.engines).map(JSONValue.string))),
    // A fling on a fling scene plays each platform's snap: the scenes, and the engines with a snap model.
    ("flingScenes", .array(FlingScene.allCases.map { .object([("name", .string($0.name)), ("title", .string($0.title))]) })),
    ("snapEngines", .array(SnapModels.all.map { .string($0.info.engine) })),
    // Each decay model's settings (a row each, as on the command line) and the models that read them; exact runs UIScrollView's.
    ("decaySettings", .array(DecayModels.settings.map(decaySetting))),
    ("decayModels", .array(decayModels.map { .array([.string($0.engine), .string($0.model), .bool($0.isDefault)]) })),
    ("targets", .array(codeTargets.map { .string($0.id) })),
  ])

  /// Each engine's decay models, its default first; exact runs UIScrollView's (uikit's) model.
  static let decayModels: [(engine: String, model: String, isDefault: Bool)] = (["exact"] + DecayModels.engines).flatMap { engine in
    let models = DecayModels.all.filter { $0.info.engine == (engine == "exact" ? "uikit" : engine) }
    let preferred = DecayModels.named(engine: engine == "exact" ? "uikit" : engine, model: nil)?.info.model
    return models.map { (engine, $0.info.model, $0.info.model == preferred) }
  }

  /// A decay setting as the page's control: its key, words and kind, and the (engine, model) pairs that read it.
  static func decaySetting(_ s: EngineSetting) -> JSONValue {
    let readers = decayModels.filter { pair in
      DecayModels.named(engine: pair.engine == "exact" ? "uikit" : pair.engine, model: pair.model)?.info.settings.contains(s) == true
    }
    let kind: (String, [String]) =
      switch s.kind {
      case .choice(let names, _): ("choice", names)
      case .flag: ("flag", [])
      case .number, .interval: ("number", [])
      }
    return .object([
      ("key", .string(s.key)), ("placeholder", .string(s.placeholder ?? "")), ("summary", .string(s.summary)),
      ("default", .string(s.defaultText)), ("kind", .string(kind.0)), ("choices", .array(kind.1.map(JSONValue.string))),
      ("readers", .array(readers.map { .array([.string($0.engine), .string($0.model)]) })),
    ])
  }

  /// The page for a state: the preview of it (or of the command's own state, with the error
  /// shown, when the URL's is invalid), the controls, the figures, the code and the saves.
  func page(_ values: ParameterList, token: String) -> HTTPResponse {
    // The URL's state, computed once; when it is invalid, the command's own state with the error shown.
    let asked = state(values)
    var (shown, first, error) = (values, asked, JSONValue.null)
    if case .failure(let e) = asked {
      error = e.json
      let fallback = state(initial)
      if case .success = fallback { (shown, first) = (initial, fallback) }
    }
    guard case .success(let value) = first, let data = value["preview"] else {
      let message = if case .failure(let e) = asked { e.message } else { "no state" }
      return .text(422, "422: \(Self.terminalSafe(message))\n")
    }
    // The spring in every family's numbers, so the fields show it at once (before any script fetches).
    let converted: JSONValue = if case .success(let c) = convert(shown) { c } else { .null }
    let boot = JSONValue.object([
      ("token", .string(token)), ("pairs", .array(shown.pairs.map { .array([.string($0.key), .string($0.value)]) })),
      ("state", value), ("error", error), ("converted", converted), ("config", Self.configuration),
    ])
    let tracks: [String] = if case .array(let items)? = data["tracks"] { items.compactMap { if case .string(let s) = $0 { s } else { nil } } } else { [] }
    let html = Preview.html(
      title: "springtool studio", data: data, tracks: tracks, before: Self.controls,
      after: "<script id=\"studio-data\" type=\"application/json\">\(Preview.scriptJSON(boot))</script>\n" + Self.script)
    return .text(200, html, contentType: "text/html; charset=utf-8")
  }

  /// The controls above the rows (Templates/studio.html and studio.css); the page starts paused.
  static let controls = "<script>window.studio = true;</script>\n<style>\n" + Templates.studioCSS + "</style>\n" + Templates.studioHTML

  /// The page's own scripts (Templates/studio-plot.js, the big plot, and studio.js), after the preview's.
  static let script = "<script>\n" + Templates.studioPlotJS + "</script>\n<script>\n" + Templates.studioJS + "</script>\n"
}
