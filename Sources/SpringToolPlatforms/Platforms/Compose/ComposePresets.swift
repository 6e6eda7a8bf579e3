import SpringToolCore

/// Jetpack Compose (with Material 3's motion scheme): its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// Compose `spring()`: stiffness 1500, ζ 1.
  public static let composeDefault = android(
    "compose-default", ["compose"], "Compose", "spring()", 1500, 1,
    "androidx compose AnimationSpec.kt: Spring.StiffnessMedium, DampingRatioNoBouncy")
  /// Compose's enter/exit default: stiffness 400, ζ 1.
  public static let composeEnterExit = android(
    "compose-enter-exit", [], "Compose", "spring(stiffness = StiffnessMediumLow)",
    400, 1, "androidx compose: the enter/exit transition default")
  /// Material 3 expressive scheme, fast spatial: ζ 0.6, stiffness 800.
  public static let m3ExpressiveFastSpatial = m3(
    "m3-expressive-fast-spatial", [], "MotionScheme.expressive().fastSpatialSpec()",
    stiffness: 800, dampingRatio: 0.6, file: "ExpressiveMotionTokens.kt")
  /// Material 3 expressive scheme, default spatial: ζ 0.8, stiffness 380.
  public static let m3ExpressiveDefaultSpatial = m3(
    "m3-expressive-default-spatial", [], "MotionScheme.expressive().defaultSpatialSpec()",
    stiffness: 380, dampingRatio: 0.8, file: "ExpressiveMotionTokens.kt")
  /// Material 3 expressive scheme, slow spatial: ζ 0.8, stiffness 200.
  public static let m3ExpressiveSlowSpatial = m3(
    "m3-expressive-slow-spatial", [], "MotionScheme.expressive().slowSpatialSpec()",
    stiffness: 200, dampingRatio: 0.8, file: "ExpressiveMotionTokens.kt")
  /// Material 3 standard scheme, fast spatial: ζ 0.9, stiffness 1400.
  public static let m3StandardFastSpatial = m3(
    "m3-standard-fast-spatial", [], "MotionScheme.standard().fastSpatialSpec()",
    stiffness: 1400, dampingRatio: 0.9, file: "StandardMotionTokens.kt")
  /// Material 3 standard scheme, default spatial: ζ 0.9, stiffness 700.
  public static let m3StandardDefaultSpatial = m3(
    "m3-standard-default-spatial", [], "MotionScheme.standard().defaultSpatialSpec()",
    stiffness: 700, dampingRatio: 0.9, file: "StandardMotionTokens.kt")
  /// Material 3 standard scheme, slow spatial: ζ 0.9, stiffness 300.
  public static let m3StandardSlowSpatial = m3(
    "m3-standard-slow-spatial", [], "MotionScheme.standard().slowSpatialSpec()",
    stiffness: 300, dampingRatio: 0.9, file: "StandardMotionTokens.kt")
  /// Material 3 fast effects (both schemes): ζ 1, stiffness 3800.
  public static let m3FastEffects = m3(
    "m3-fast-effects", ["m3-expressive-fast-effects", "m3-standard-fast-effects"],
    "MotionScheme.expressive()/standard().fastEffectsSpec()", stiffness: 3800, dampingRatio: 1,
    file: "ExpressiveMotionTokens.kt and StandardMotionTokens.kt")
  /// Material 3 default effects (both schemes): ζ 1, stiffness 1600.
  public static let m3DefaultEffects = m3(
    "m3-default-effects", ["m3-expressive-default-effects", "m3-standard-default-effects"],
    "MotionScheme.expressive()/standard().defaultEffectsSpec()", stiffness: 1600, dampingRatio: 1,
    file: "ExpressiveMotionTokens.kt and StandardMotionTokens.kt")
  /// Material 3 slow effects (both schemes): ζ 1, stiffness 800.
  public static let m3SlowEffects = m3(
    "m3-slow-effects", ["m3-expressive-slow-effects", "m3-standard-slow-effects"],
    "MotionScheme.expressive()/standard().slowEffectsSpec()", stiffness: 800, dampingRatio: 1,
    file: "ExpressiveMotionTokens.kt and StandardMotionTokens.kt")

  /// Jetpack Compose (with Material 3's motion scheme)'s presets, in display order (its ``Platform``'s `presets`).
  static let composePresets: [SpringPreset] = [
    composeDefault, composeEnterExit, m3ExpressiveFastSpatial, m3ExpressiveDefaultSpatial, m3ExpressiveSlowSpatial, m3StandardFastSpatial,
    m3StandardDefaultSpatial, m3StandardSlowSpatial, m3FastEffects, m3DefaultEffects, m3SlowEffects,
  ]

  // MARK: - Builders

  /// A Material 3 motion-scheme spring token (damping a ratio, mass 1), from androidx's generated tokens.
  private static func m3(
    _ name: String, _ aliases: [String], _ api: String, stiffness: Double, dampingRatio: Double,
    file: String
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: aliases, platform: "Material 3", api: api,
      specification: literal(.stiffnessDampingRatio(stiffness: stiffness, dampingRatio: dampingRatio, mass: 1)),
      source: "androidx compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens/\(file) "
        + "(VERSION v0_14_0) @ 1608250; Float constants in Compose (\(dampingRatio)f)")
  }
}
