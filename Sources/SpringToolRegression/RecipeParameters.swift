import SpringToolCore
import SpringToolPlatforms
import _SpringToolSupport

/// One of a recipe's own keys (what is not a spring number, an integrator setting or an engine
/// setting: the motion, the easing, the retargets, the engine and its frame rate), as a row of
/// the recipe parameters table: its key (the command-line option, the curve-file key and the spec
/// key), its kind, its default (named once: help's "(default: …)" is written from it), its help,
/// and how it reads into and writes out of a ``CurveRecipe``. The command line's options, the
/// files' headers, specs and their readers all come from ``all``, with the spring, solver and
/// engine settings tables beside it.
public struct RecipeParameter: ParameterRow {
  /// The key: `--KEY` on the command line, `KEY` in a curve file's header and a spec.
  public let key: String
  /// The placeholder in help (`A` in `--from <A>`).
  public let placeholder: String?
  /// One sentence of help for the command line, ending with the default where there is one.
  public let help: String
  /// What its text must be.
  public let kind: Kind
  /// The value it has when not given, as a file writes it (nil: none, or one that depends on the recipe).
  public let defaultText: String?
  let read: @Sendable (inout CurveRecipe, [String]) throws(CurveRecipe.Problem) -> Void
  let write: @Sendable (CurveRecipe) -> [String]

  /// What a parameter's text must be.
  public enum Kind: Sendable, Hashable {
    /// A finite number.
    case number
    /// One of the names (ignoring case).
    case choice([String])
    /// Text the recipe parses when it makes its curve (an easing).
    case text
    /// Text, repeatable: every occurrence counts, in order (retargets).
    case repeatedText
  }

  /// Whether every occurrence counts (otherwise the last one does).
  public var isRepeatable: Bool { kind == .repeatedText }

  /// Its kind as a rule: text is what the recipe parses when it makes its curve.
  public var rule: ParameterRule {
    switch kind {
    case .number: .number
    case .choice(let names): .choice(names)
    case .text, .repeatedText: .text
    }
  }

  /// Reads the parameter's texts (every occurrence, in order) into a recipe.
  ///
  /// - Parameters:
  ///   - texts: The texts given for the key (at least one; only a repeatable key keeps more than its last).
  ///   - recipe: The recipe to set.
  /// - Throws: ``CurveRecipe/Problem`` naming the key when a text is not a value of the parameter.
  public func apply(_ texts: [String], to recipe: inout CurveRecipe) throws(CurveRecipe.Problem) { try read(&recipe, texts) }

  /// The texts a curve file writes for this key (empty: the key is left out, as its default).
  ///
  /// - Parameter recipe: The recipe.
  public func texts(_ recipe: CurveRecipe) -> [String] { write(recipe) }

  /// The row with this key, or nil.
  ///
  /// - Parameter key: The key (`retarget-mode`).
  public static func named(_ key: String) -> RecipeParameter? { all.first { $0.key == key } }

  /// A number row stored at `path`, always written; its default is a new recipe's.
  static func number(
    _ key: String, _ placeholder: String, _ help: String,
    _ path: WritableKeyPath<CurveRecipe, Double> & Sendable
  ) -> RecipeParameter {
    let value = CurveRecipe(source: .spring(SpringRequest()))[keyPath: path]
    return RecipeParameter(
      key: key, placeholder: placeholder, help: help + " (default: \(NumberText.text(value))).", kind: .number,
      defaultText: NumberText.text(value),
      read: { (recipe, texts) throws(CurveRecipe.Problem) in recipe[keyPath: path] = try finite(key, texts.last!) },
      write: { [NumberText.text($0[keyPath: path])] })
  }

  /// A finite number, or the problem naming `key`.
  static func finite(_ key: String, _ text: String) throws(CurveRecipe.Problem) -> Double {
    guard let x = Double(text.trimmed()), x.isFinite else { throw .invalid(key: key, value: text, rule: "expected a finite number") }
    return x
  }

  // The rows, by name for the code that reads one.
  /// `from`: the start value.
  public static let from = number("from", "A", "Start value", \.from)
  /// `to`: the target.
  public static let to = number("to", "B", "Target value", \.to)
  /// `velocity`: the start velocity in value units per second.
  public static let velocity = number("velocity", "V", "Start velocity in value units per second, SwiftUI's convention", \.velocity)
  /// `easing`: the easing curve that replaces the spring.
  public static let easing = RecipeParameter(
    key: "easing", placeholder: "CURVE",
    help: "Animate along an easing curve over --duration seconds (default: \(NumberText.text(CurveRecipe.defaultEasingDuration)), "
      + "SwiftUI's): a name (ease-in-out, easeOutBack, fast-out-slow-in, …; 'springtool presets --easings' lists them), "
      + "cubic-bezier(x1,y1,x2,y2), steps(n[,position]) or linear(…).",
    kind: .text, defaultText: nil,
    read: { recipe, texts in
      let duration = if case .easing(_, let d) = recipe.source { d } else { CurveRecipe.defaultEasingDuration }
      recipe.source = .easing(texts.last!, duration: duration)
    },
    write: { if case .easing(let text, _) = $0.source { [text] } else { [] } })
  /// `easing-duration`: the easing's duration in seconds (`--duration` on the command line).
  public static let easingDuration = RecipeParameter(
    key: "easing-duration", placeholder: "T",
    help: "The easing's duration, seconds (default: "
      + "\(NumberText.text(CurveRecipe.defaultEasingDuration))).",
    kind: .number, defaultText: NumberText.text(CurveRecipe.defaultEasingDuration),
    read: { (recipe, texts) throws(CurveRecipe.Problem) in
      let duration = try finite("easing-duration", texts.last!)
      if case .easing(let text, _) = recipe.source { recipe.source = .easing(text, duration: duration) }
    },
    write: { if case .easing(_, let d) = $0.source { [NumberText.text(d)] } else { [] } })
  /// `decay-model`: the release decelerates (instead of a spring), as this model of the engine's platform does.
  public static let decayModel = RecipeParameter(
    key: "decay-model", placeholder: "MODEL",
    help: "A decay instead of a spring, by the engine's model: " + DecayModels.all.map(\.info.id).joined(separator: ", ")
      + " (default: the platform's own; without --engine, UIScrollView's documented closed form).",
    kind: .text, defaultText: nil,
    read: { recipe, texts in
      // A spring given beside it is the decay's spring part (Flutter's bouncing).
      let spring: SpringRequest = if case .spring(let r) = recipe.source { r } else { SpringRequest() }
      recipe.source = .decay(model: texts.last!.lowercased(), spring: spring)
    },
    write: { recipe in
      guard case .decay = recipe.source, let model = try? recipe.decayModel() else { return [] }
      return [model.info.model]
    })
  /// `retarget`: at T seconds the target becomes VALUE (repeatable).
  public static let retarget = RecipeParameter(
    key: "retarget", placeholder: "T:VALUE",
    help: "At T seconds the target becomes VALUE (repeatable); T:VALUE:RESPONSE also changes the response (same damping ratio).",
    kind: .repeatedText, defaultText: nil,
    read: { (recipe, texts) throws(CurveRecipe.Problem) in recipe.retargets = try CurveRecipe.retargets(texts) },
    write: { $0.retargets.map { r in NumberText.text(r.time) + ":" + NumberText.text(r.target) + (r.response.map { ":" + NumberText.text($0) } ?? "") } })
  /// `retarget-mode`: how retargets combine.
  public static let retargetMode = RecipeParameter(
    key: "retarget-mode", placeholder: "MODE",
    help: "merge (default; SwiftUI's spring: keeps position and velocity) or additive "
      + "(interpolatingSpring: each change animates on top of the running ones).",
    kind: .choice(CurveRecipe.RetargetMode.allCases.map(\.rawValue)), defaultText: CurveRecipe.RetargetMode.merge.rawValue,
    read: { (recipe, texts) throws(CurveRecipe.Problem) in
      guard let mode = CurveRecipe.RetargetMode(rawValue: texts.last!.lowercased()) else {
        throw .invalid(key: "retarget-mode", value: texts.last!, rule: "expected merge or additive")
      }
      recipe.retargetMode = mode
    },
    write: { $0.retargetMode == .merge ? [] : [$0.retargetMode.rawValue] })
  /// `engine`: what renders the motion.
  public static let engine = RecipeParameter(
    key: "engine", placeholder: "NAME", help: "How a platform animates the spring (default: exact, where --backend applies):",
    kind: .choice(Engines.ids), defaultText: EngineChoice.exact.id,
    read: { (recipe, texts) throws(CurveRecipe.Problem) in
      guard let choice = EngineChoice(id: texts.last!.lowercased()) else {
        throw .invalid(key: "engine", value: texts.last!, rule: "expected " + Engines.ids.joined(separator: ", "))
      }
      recipe.engine = choice
    },
    write: { if case .platform(let p) = $0.engine { [p.id] } else { [] } })
  /// `property`: what the value animates, for the platforms' thresholds.
  public static let property = RecipeParameter(
    key: "property", placeholder: "NAME",
    help: "What the value animates, for the platforms' thresholds: " + ValueProperty.allCases.map(\.rawValue).joined(separator: ", ")
      + " (Android's MIN_VISIBLE_CHANGE_* constants, Compose's visibility threshold of the type: Float 0.01, Dp 0.1, Int 1; "
      + "default: a plain value, 1 pixel on Android, 0.01 on Compose).",
    kind: .choice(ValueProperty.allCases.map(\.rawValue)), defaultText: nil,
    read: { (recipe, texts) throws(CurveRecipe.Problem) in
      guard let property = ValueProperty(rawValue: texts.last!.lowercased()) else {
        throw .invalid(key: "property", value: texts.last!, rule: "expected " + ValueProperty.allCases.map(\.rawValue).joined(separator: ", "))
      }
      recipe.property = property
    },
    write: { $0.property.map { [$0.rawValue] } ?? [] })
  /// `fps`: the frame rate a platform engine runs at (written with an engine only).
  public static let framesPerSecond = RecipeParameter(
    key: "fps", placeholder: "F",
    help: "Samples (engine frames) per second, t_i = i/F; an engine's, \(MotionError.frameRateWords) (default: "
      + "\(NumberText.text(CurveRecipe.defaultFramesPerSecond))).",
    kind: .number, defaultText: NumberText.text(CurveRecipe.defaultFramesPerSecond),
    read: { (recipe, texts) throws(CurveRecipe.Problem) in recipe.framesPerSecond = try finite("fps", texts.last!) },
    write: { if case .platform = $0.engine { [NumberText.text($0.framesPerSecond)] } else { [] } })

  /// The table: the easing first (it decides the source), then the rest in a file header's order.
  public static let all: [RecipeParameter] = [
    easing, easingDuration, decayModel, from, to, velocity, retarget, retargetMode, engine,
    framesPerSecond, property,
  ]
}
