/// A named spring from a platform or library, with where its numbers come from.
///
/// Sources are the fact sheets in the project's design notes (Apple's documentation, the
/// OpenSwiftUI port, androidx, react-spring, Rebound, Motion and Wave sources), named per preset
/// in ``source``. Each platform's presets live in its folder of `SpringToolPlatforms` as typed
/// statics (`SpringPreset.bouncy`), and its registry collects them into the table names are
/// looked up in (``SpringPresetCatalog``).
public struct SpringPreset: Sendable, Hashable {
  /// The canonical name, e.g. `bouncy`, `core-animation`, `react-spring-wobbly`.
  public let name: String
  /// Other accepted names.
  public let aliases: [String]
  /// The platform or library it belongs to.
  public let platform: String
  /// How the platform spells it.
  public let api: String
  /// The parameters as the platform states them.
  public let specification: SpringSpecification
  /// Where the numbers come from, and any caveat.
  public let source: String
  /// The config's fields beyond the spring, as upstream defines them (overshoot clamping, a blend duration).
  public let extras: Extras
  /// Whether it takes SwiftUI's `extraBounce` (`Spring.smooth`, `.snappy` and `.bouncy` do).
  public let acceptsExtraBounce: Bool

  /// A config's fields beyond its spring: what the platform's own definition carries besides
  /// the numbers ``specification`` holds. An engine that reads the matching setting applies them
  /// (`--preset reanimated-snappy --engine reanimated` clamps), and exported code writes them.
  public struct Extras: Sendable, Hashable {
    /// `overshootClamping: true` (React Native's `Animated.spring`, Reanimated's `withSpring`):
    /// the motion ends on the first frame past the target.
    public var overshootClamping: Bool
    /// SwiftUI's `blendDuration`, seconds (≥ 0): a response change at a retarget blends in over it.
    public var blendDuration: Double

    /// Extras; none unless given.
    ///
    /// - Parameters:
    ///   - overshootClamping: Whether the config clamps overshoot.
    ///   - blendDuration: SwiftUI's blend duration, seconds (≥ 0).
    public init(overshootClamping: Bool = false, blendDuration: Double = 0) {
      (self.overshootClamping, self.blendDuration) = (overshootClamping, blendDuration)
    }

    /// The fields as upstream spells them (`overshootClamping: true`, `blendDuration: 0.25`), empty when none.
    public var fields: [String] {
      (overshootClamping ? ["overshootClamping true"] : []) + (blendDuration != 0 ? ["blendDuration \(blendDuration)"] : [])
    }
  }

  /// A preset.
  ///
  /// - Parameters:
  ///   - name: The canonical name.
  ///   - aliases: Other accepted names.
  ///   - platform: The platform or library.
  ///   - api: How the platform spells it.
  ///   - specification: The spring's parameters as the platform states them.
  ///   - extras: The config's other fields.
  ///   - acceptsExtraBounce: Whether it takes SwiftUI's `extraBounce`.
  ///   - source: Where the numbers come from.
  package init(
    name: String, aliases: [String], platform: String, api: String, specification: SpringSpecification,
    extras: Extras = Extras(), acceptsExtraBounce: Bool = false, source: String
  ) {
    (self.name, self.aliases, self.platform, self.api, self.specification, self.extras, self.source) =
      (name, aliases, platform, api, specification, extras, source)
    self.acceptsExtraBounce = acceptsExtraBounce
  }

  /// The spring.
  public var spring: Spring { specification.spring }

  /// Two presets are the same preset when their names are.
  public static func == (a: SpringPreset, b: SpringPreset) -> Bool { a.name == b.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// Android `SpringForce` / Compose `Spring` stiffness constants by name.
  public static let androidStiffness: [(name: String, value: Double)] = [
    ("high", 10_000), ("medium", 1_500), ("medium-low", 400), ("low", 200), ("very-low", 50),
  ]

  /// Android `SpringForce` / Compose `Spring` damping-ratio constants by name.
  public static let androidDampingRatio: [(name: String, value: Double)] = [
    ("high-bouncy", 0.2), ("medium-bouncy", 0.5), ("low-bouncy", 0.75), ("no-bouncy", 1),
  ]

  // MARK: - Builders (the literals a platform's presets write are valid, so `literal` cannot fail)

  /// The specification of a family whose numbers are known valid (a preset's literal).
  ///
  /// - Parameter family: The family and its numbers.
  package static func literal(_ family: SpringSpecification.Family) -> SpringSpecification {
    // swiftlint:disable:next force_try
    try! SpringSpecification(family)
  }

  /// A preset stated as mass, stiffness and damping coefficient.
  package static func physical(
    _ name: String, _ aliases: [String], _ platform: String, _ api: String, mass: Double,
    stiffness: Double, c: Double, _ source: String
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: aliases, platform: platform, api: api,
      specification: literal(.physical(mass: mass, stiffness: stiffness, dampingCoefficient: c)), source: source)
  }

  /// A preset stated as stiffness and damping ratio (androidx `SpringForce`, Compose `spring`).
  package static func android(
    _ name: String, _ aliases: [String], _ platform: String, _ api: String, _ stiffness: Double,
    _ dampingRatio: Double, _ source: String
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: aliases, platform: platform, api: api,
      specification: literal(.stiffnessDampingRatio(stiffness: stiffness, dampingRatio: dampingRatio, mass: 1)),
      source: source)
  }
}

/// The named springs a ``SpringRequest``'s `preset` is looked up in.
///
/// The presets belong to their platforms (`SpringToolPlatforms` collects them in its registry,
/// `SpringPresetCatalog.registry`); the closed form knows none of its own.
public struct SpringPresetCatalog: Sendable {
  /// The presets, in display order.
  public let presets: [SpringPreset]

  /// A catalog of these presets.
  ///
  /// - Parameter presets: The presets, in display order; a name or alias found twice resolves to the first.
  public init(_ presets: [SpringPreset]) { self.presets = presets }

  /// Finds a preset by name or alias, ignoring case.
  ///
  /// - Parameter name: The preset's name or alias.
  /// - Returns: The preset, or nil.
  public func named(_ name: String) -> SpringPreset? {
    let key = name.lowercased()
    return presets.first { $0.name == key || $0.aliases.contains(key) }
  }

  /// All accepted names (canonical names and aliases), in display order.
  public var names: [String] { presets.flatMap { [$0.name] + $0.aliases } }
}
