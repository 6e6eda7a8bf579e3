import SpringToolCore

/// One answer to "when is this spring done": the exact band, or a platform's own rule computed
/// the platform's way. Platforms contribute theirs (``Platform/settlingDefinitions``, defined in
/// each platform's folder); `analyze` shows the ``catalogue(epsilon:settings:framesPerSecond:)``
/// and `tune` solves for a response under any of them.
public struct SettlingDefinition: Sendable, Hashable {
  /// A stable key for files and JSON (`exact`, `absoluteBand`, `swiftUISettlingDuration`,
  /// `swiftUISettlingDurationForMotion`, `coreAnimationSettlingDuration`, `androidRest`,
  /// `composeEstimate`, `engine:<id>`).
  public let key: String
  /// What sets it apart from another definition with the same key (its numbers and settings).
  let identity: String
  let wording: @Sendable (EngineInput) -> String
  let rule: @Sendable (EngineInput) -> Double?

  /// A definition: its key, what distinguishes it, its words and its rule.
  init(
    key: String, identity: some Sendable = 0, wording: @escaping @Sendable (EngineInput) -> String,
    rule: @escaping @Sendable (EngineInput) -> Double?
  ) {
    (self.key, self.identity, self.wording, self.rule) = (key, String(reflecting: identity), wording, rule)
  }

  /// The settling time of `input` (seconds) under this definition; nil when it never settles,
  /// when the definition does not apply (a travel-relative definition for zero travel), or when
  /// an engine does not end within ``EngineLimits/maximumSearchTime``.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: Seconds, finite, or nil.
  public func time(for input: EngineInput) -> Double? {
    rule(input).flatMap { $0.isFinite ? $0 : nil }
  }

  /// The definition in words, with the numbers of `input` (the SwiftUI method's target, velocity and ε).
  ///
  /// - Parameter input: The motion the definition is applied to.
  /// - Returns: One line.
  public func describe(_ input: EngineInput) -> String { wording(input) }

  /// Definitions are equal when their keys and numbers are.

  public static func == (a: SettlingDefinition, b: SettlingDefinition) -> Bool { a.key == b.key && a.identity == b.identity }
  /// Hashes what equality compares.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(identity)
  }

  /// What a definition is made from when it is picked by name: the band, the engines' settings, the frame rate.
  public struct Context: Sendable, Hashable {
    /// The band as a fraction of the travel, in (0, 1).
    public var epsilon: Double
    /// The engines' settings.
    public var settings: EngineSettings
    /// The frame rate, frames per second (> 0).
    public var framesPerSecond: Double
  }

  /// A platform's definition: its `--settle-definition` name (nil: shown by `analyze`, not picked
  /// by name) and how it is made from a ``Context``.
  public struct Entry: Sendable {
    /// The name `tune --settle-definition` takes, or nil.
    public let name: String?
    /// Whether `analyze` lists it.
    public let inCatalogue: Bool
    /// The engine settings it reads from its ``Context``.
    public let reads: [EngineSetting]
    let make: @Sendable (Context) -> SettlingDefinition

    init(
      name: String?, inCatalogue: Bool = true, reads: [EngineSetting] = [],
      _ make: @escaping @Sendable (Context) -> SettlingDefinition
    ) {
      (self.name, self.inCatalogue, self.reads, self.make) = (name, inCatalogue, reads, make)
    }
  }
}

extension SettlingDefinition {
  /// The exact last exit from ±ε of the band scale (root finding on the closed form).
  ///
  /// - Parameter epsilon: The band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1).
  /// - Returns: The definition.
  public static func exact(epsilon: Double) -> SettlingDefinition {
    SettlingDefinition(key: "exact", identity: [epsilon], wording: { _ in "exact: last exit from ±\(spoken(epsilon)) of the travel" }) {
      try? SpringMotion(spring: $0.spring, from: $0.from, to: $0.to, initialVelocity: $0.velocity).settlingTime(epsilon: epsilon)
    }
  }

  /// The exact last exit from ±`band` value units around the target.
  ///
  /// - Parameter band: The band's half-width, value units (> 0).
  /// - Returns: The definition.
  public static func absoluteBand(_ band: Double) -> SettlingDefinition {
    SettlingDefinition(key: "absoluteBand", identity: [band], wording: { _ in "exact: last exit from ±\(spoken(band)) around the target" }) {
      try? SpringMotion(spring: $0.spring, from: $0.from, to: $0.to, initialVelocity: $0.velocity).settlingTime(band: band)
    }
  }

  /// Any engine's own end rule at a frame rate.
  ///
  /// - Parameters:
  ///   - id: The engine's id.
  ///   - settings: The engines' settings it runs with.
  ///   - framesPerSecond: The frame rate, frames per second (> 0).
  /// - Returns: The definition.
  public static func engine(_ id: String, settings: EngineSettings, framesPerSecond: Double) -> SettlingDefinition {
    let (key, wording) = ("engine:\(id)", "\(id) engine's end (\(spoken(framesPerSecond)) fps)")
    guard let engine = Engines.named(id) else {
      return SettlingDefinition(key: key, identity: (settings, framesPerSecond), wording: { _ in wording }) { _ in nil }
    }
    return .end(of: engine, key: key, identity: (settings, framesPerSecond), framesPerSecond: framesPerSecond, wording: wording) {
      $0 = settings
    }
  }

  /// A platform's rule that is its engine's own end frame: the motion's settings, as `adjust`
  /// sets them, run at a frame rate (the end frame's time; nil when it does not end).
  ///
  /// - Parameters:
  ///   - engine: The engine whose end it is.
  ///   - key: The definition's key.
  ///   - identity: What sets it apart from another definition with this key.
  ///   - fps: The frame rate, frames per second (> 0).
  ///   - wording: The definition in words.
  ///   - adjust: Sets the settings the rule uses on the motion's own.
  /// - Returns: The definition.
  static func end(
    of engine: any SpringEngine, key: String, identity: some Sendable, framesPerSecond fps: Double, wording: String,
    adjust: @escaping @Sendable (inout EngineSettings) -> Void
  ) -> SettlingDefinition {
    SettlingDefinition(key: key, identity: identity, wording: { _ in wording }) { input in
      var adjusted = input
      adjust(&adjusted.settings)
      return (try? engine.end(adjusted, framesPerSecond: fps))??.time
    }
  }

  /// The engine settings the platforms' definitions read (`tune` offers them).
  public static var settingsRead: [EngineSetting] {
    EngineSetting.all.filter { setting in Platforms.all.flatMap(\.settlingDefinitions).contains { $0.reads.contains(setting) } }
  }

  /// The names ``named(_:epsilon:settings:framesPerSecond:)`` takes, from the platforms' definitions,
  /// and `engine:ID` for each engine.
  public static var names: [String] { Platforms.all.flatMap(\.settlingDefinitions).compactMap(\.name) + ["engine:ID"] }

  /// A definition by name (as ``names`` lists them, `engine:` followed by an engine's id), made
  /// with the band `epsilon`, the engines' settings and the frame rate; nil for an unknown name.
  ///
  /// - Parameters:
  ///   - name: The definition's name (`exact`, `swiftui`, `engine:android`, …).
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  ///   - settings: The engines' settings (UIKit's duration, Android's minimum visible change and clock, Compose's
  ///     threshold, the SwiftUI phase).
  ///   - framesPerSecond: The frame rate, in frames per second (> 0).
  /// - Returns: The definition, or nil for an unknown name.
  public static func named(
    _ name: String, epsilon: Double = SettlingBand.defaultEpsilon, settings: EngineSettings = EngineSettings(),
    framesPerSecond: Double = 60
  ) -> SettlingDefinition? {
    let name = name.lowercased(), context = Context(epsilon: epsilon, settings: settings, framesPerSecond: framesPerSecond)
    if name.hasPrefix("engine:"), let engine = Engines.named(String(name.dropFirst(7))) {
      return .engine(engine.id, settings: settings, framesPerSecond: framesPerSecond)
    }
    return Platforms.all.flatMap(\.settlingDefinitions).first { $0.name == name }?.make(context)
  }

  /// The definitions `analyze` reports, in the platforms' order.
  ///
  /// - Parameters:
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  ///   - settings: The engines' settings (Compose's visibility threshold, Android's minimum visible change and clock).
  ///   - framesPerSecond: The frame rate, in frames per second (> 0).
  /// - Returns: The definitions `analyze` reports, in order.
  public static func catalogue(
    epsilon: Double = SettlingBand.defaultEpsilon, settings: EngineSettings = EngineSettings(),
    framesPerSecond: Double = 60
  ) -> [SettlingDefinition] {
    let context = Context(epsilon: epsilon, settings: settings, framesPerSecond: framesPerSecond)
    return Platforms.all.flatMap(\.settlingDefinitions).filter(\.inCatalogue).map { $0.make(context) }
  }
}
