import SpringToolCore

/// The registry: every platform, in display order. Adding a platform is a folder under
/// `Platforms/` defining its ``Platform`` value, and one line here.
public enum Platforms {
  /// Every platform, in display order.
  public static let all: [Platform] = [
    .springtool, .swiftUI, .coreAnimation, .uikit, .android, .compose, .motion, .reactSpring, .rebound, .wave, .flutter,
    .reactNative, .reanimated,
  ]

  /// The platform with this id (ignoring case), or nil.
  ///
  /// - Parameter id: The platform's id (`android`, `react-spring`, …).
  public static func named(_ id: String) -> Platform? {
    all.first { $0.id == id.lowercased() }
  }

  /// The platforms springtool writes spring code for (`convert --as`, `export --as`), in order.
  public static var springCodeTargets: [Platform] { all.filter(\.writesSpringCode) }
}

/// Every platform's engines, in display order.
public enum Engines {
  /// Every engine, in display order.
  public static let all: [any SpringEngine] = Platforms.all.flatMap(\.engines)

  /// The engine with this id (ignoring case), or nil.
  ///
  /// - Parameter id: The engine's id (`android`, `swiftui-spring`, …).
  public static func named(_ id: String) -> (any SpringEngine)? {
    all.first { $0.id == id.lowercased() }
  }

  /// Every id.
  public static var ids: [String] { all.map(\.id) }

  /// The exact closed form.
  public static var exact: any SpringEngine { ExactEngine() }

  /// The platform an engine belongs to.
  ///
  /// - Parameter id: The engine's id.
  /// - Returns: Its platform, or nil for an unknown id.
  public static func platform(of id: String) -> Platform? {
    Platforms.all.first { $0.engines.contains { $0.id == id.lowercased() } }
  }
}

/// Every named spring: each platform's presets in the registry's order, then the design tools'.
extension SpringPreset {
  /// Every preset, in display order (the command line's name table): ``Platform/presets`` of
  /// each of ``Platforms/all``, then Figma's.
  public static let all: [SpringPreset] = Platforms.all.flatMap(\.presets) + figmaPresets

  /// Finds a preset by name or alias, ignoring case.
  ///
  /// - Parameter name: The preset's name or alias.
  /// - Returns: The preset, or nil.
  public static func named(_ name: String) -> SpringPreset? { SpringPresetCatalog.registry.named(name) }

  /// All accepted names (canonical names and aliases).
  public static var allNames: [String] { SpringPresetCatalog.registry.names }
}

extension SpringPresetCatalog {
  /// Every platform's presets and the design tools' (``SpringPreset/all``).
  public static let registry = SpringPresetCatalog(SpringPreset.all)
}

extension SpringRequest {
  /// The specification these numbers make, a `preset` looked up among every platform's.
  ///
  /// - Throws: ``SpringRequest/Problem`` naming the fields at fault.
  public func specification() throws(Problem) -> SpringSpecification { try specification(presets: .registry) }

  /// The spring these numbers make, a `preset` looked up among every platform's.
  ///
  /// - Throws: ``SpringRequest/Problem`` naming the fields at fault.
  package func spring() throws(Problem) -> Spring { try spring(presets: .registry) }
}
