import SpringToolCore

/// Reanimated: its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// Reanimated 4's `GentleSpringConfig` (its default): stiffness 900, damping 120, mass 4.
  public static let reanimatedGentle = reanimated(
    "reanimated-gentle", "GentleSpringConfig (withSpring's default)", stiffness: 900,
    damping: 120, mass: 4)
  /// Reanimated 4's `WigglySpringConfig`: stiffness 900, damping 90, mass 4.
  public static let reanimatedWiggly = reanimated("reanimated-wiggly", "WigglySpringConfig", stiffness: 900, damping: 90, mass: 4)
  /// Reanimated 4's `SnappySpringConfig`: stiffness 900, damping 110, mass 4 (with overshootClamping).
  public static let reanimatedSnappy = reanimated(
    "reanimated-snappy", "SnappySpringConfig", stiffness: 900, damping: 110, mass: 4,
    clamps: true)
  /// Reanimated 4's `GentleSpringConfigWithDuration`: 550 ms, ζ 1 (mass 4).
  public static let reanimatedGentleDuration = reanimatedDuration(
    "reanimated-gentle-duration", "GentleSpringConfigWithDuration",
    seconds: 0.55, dampingRatio: 1)
  /// Reanimated 4's `WigglySpringConfigWithDuration`: 550 ms, ζ 0.75 (mass 4).
  public static let reanimatedWigglyDuration = reanimatedDuration(
    "reanimated-wiggly-duration", "WigglySpringConfigWithDuration",
    seconds: 0.55, dampingRatio: 0.75)
  /// Reanimated 4's `SnappySpringConfigWithDuration`: 550 ms, ζ 0.92 (mass 4; with overshootClamping).
  public static let reanimatedSnappyDuration = reanimatedDuration(
    "reanimated-snappy-duration", "SnappySpringConfigWithDuration", seconds: 0.55, dampingRatio: 0.92, clamps: true)
  /// Reanimated 3's default, `Reanimated3DefaultSpringConfig`: stiffness 100, damping 10, mass 1.
  public static let reanimated3Default = reanimated(
    "reanimated3-default", "Reanimated3DefaultSpringConfig", stiffness: 100,
    damping: 10, mass: 1)

  /// Reanimated's presets, in display order (its ``Platform``'s `presets`).
  static let reanimatedPresets: [SpringPreset] = [
    reanimatedGentle, reanimatedWiggly, reanimatedSnappy, reanimatedGentleDuration, reanimatedWigglyDuration, reanimatedSnappyDuration, reanimated3Default,
  ]

  // MARK: - Builders

  /// A Reanimated config (stiffness, damping coefficient, mass), from springConfigs.ts.
  private static func reanimated(
    _ name: String, _ api: String, stiffness: Double, damping: Double, mass: Double,
    clamps: Bool = false
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: [], platform: "Reanimated", api: api,
      specification: literal(.physical(mass: mass, stiffness: stiffness, dampingCoefficient: damping)),
      extras: Extras(overshootClamping: clamps),
      source: "software-mansion/react-native-reanimated src/animation/spring/springConfigs.ts @ 6498574")
  }

  /// A Reanimated duration config (seconds, damping ratio; mass 4), from springConfigs.ts.
  private static func reanimatedDuration(
    _ name: String, _ api: String, seconds: Double, dampingRatio: Double,
    clamps: Bool = false
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: [], platform: "Reanimated", api: api,
      specification: literal(
        .reanimatedDuration(
          duration: seconds, dampingRatio: dampingRatio,
          mass: ReanimatedDurationSpring.defaultMass)),
      extras: Extras(overshootClamping: clamps),
      source: "software-mansion/react-native-reanimated src/animation/spring/springConfigs.ts @ 6498574; the stiffness "
        + "is solved from each motion's start (springUtils.ts calculateNewStiffnessToMatchDuration)")
  }
}
