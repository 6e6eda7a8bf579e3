import SpringToolCore

/// react-spring: its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// react-spring `config.default`: tension 170, friction 26.
  public static let reactSpringDefault = tensionFriction("react-spring-default", [], "config.default", 170, 26)
  /// react-spring `config.gentle`: 120, 14.
  public static let reactSpringGentle = tensionFriction("react-spring-gentle", ["gentle"], "config.gentle", 120, 14)
  /// react-spring `config.wobbly`: 180, 12.
  public static let reactSpringWobbly = tensionFriction("react-spring-wobbly", ["wobbly"], "config.wobbly", 180, 12)
  /// react-spring `config.stiff`: 210, 20.
  public static let reactSpringStiff = tensionFriction("react-spring-stiff", ["stiff"], "config.stiff", 210, 20)
  /// react-spring `config.slow`: 280, 60.
  public static let reactSpringSlow = tensionFriction("react-spring-slow", ["slow"], "config.slow", 280, 60)
  /// react-spring `config.molasses`: 280, 120.
  public static let reactSpringMolasses = tensionFriction("react-spring-molasses", ["molasses"], "config.molasses", 280, 120)

  /// react-spring's presets, in display order (its ``Platform``'s `presets`).
  static let reactSpringPresets: [SpringPreset] = [
    reactSpringDefault, reactSpringGentle, reactSpringWobbly, reactSpringStiff, reactSpringSlow, reactSpringMolasses,
  ]

  // MARK: - Builders

  private static func tensionFriction(
    _ name: String, _ aliases: [String], _ api: String, _ tension: Double,
    _ friction: Double
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: aliases, platform: "react-spring", api: api,
      specification: literal(.tensionFriction(tension: tension, friction: friction, mass: 1)),
      source: "pmndrs/react-spring packages/core/src/constants.ts")
  }
}
