import _SpringToolSupport

/// The presets of libraries beyond Apple's and Android's: react-spring, Rebound, Motion, Wave,
/// Reanimated, Figma and Material 3 (their sources named per preset).
extension SpringPreset {
  // MARK: - react-spring, Rebound, Motion, Wave

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
  /// Rebound `SpringConfig.defaultConfig`: Origami tension 40, friction 7 (= 230.2, 22).
  public static let reboundDefault = SpringPreset(
    name: "rebound-default", aliases: ["origami-default"], platform: "Rebound", api: "SpringConfig.defaultConfig",
    specification: literal(.origami(tension: 40, friction: 7)),
    source: "facebookarchive/rebound SpringConfig: fromOrigamiTensionAndFriction(40, 7) = (230.2, 22)")
  /// Motion's physics defaults: stiffness 100, damping 10, mass 1.
  public static let motionDefault = physical(
    "motion-default", ["framer-motion"], "Motion (web)", "spring defaults", mass: 1,
    stiffness: 100, c: 10, "motion-dom generators/spring.ts defaults")
  /// Wave `Spring.defaultInteractive`: ζ 0.8, response 0.2.
  public static let waveInteractive = wave("wave-interactive", "Spring.defaultInteractive", dampingRatio: 0.8, response: 0.2)
  /// Wave `Spring.defaultAnimated`: ζ 1, response 0.82.
  public static let waveAnimated = wave("wave-animated", "Spring.defaultAnimated", dampingRatio: 1.0, response: 0.82)

  /// React Native `Animated.spring`'s default: Origami tension 40, friction 7 (= 230.2, 22).
  public static let reactNativeDefault = SpringPreset(
    name: "react-native-default", aliases: [], platform: "React Native", api: "Animated.spring defaults (tension 40, friction 7)",
    specification: literal(.origami(tension: 40, friction: 7)),
    source: "facebook/react-native Libraries/Animated/animations/SpringAnimation.js @ 1c4cd4f: fromOrigamiTensionAndFriction(40, 7)")
  /// Flutter's scroll physics spring: withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1).
  public static let flutterScroll = SpringPreset(
    name: "flutter-scroll", aliases: [], platform: "Flutter", api: "ScrollPhysics' default spring",
    specification: literal(.stiffnessDampingRatio(stiffness: 100, dampingRatio: 1.1, mass: 0.5)),
    source: "flutter/flutter packages/flutter/lib/src/widgets/scroll_physics.dart: _kDefaultSpring")
  /// Flutter's `AnimationController.fling` spring: withDampingRatio(mass: 1, stiffness: 500), ζ 1.
  public static let flutterFling = SpringPreset(
    name: "flutter-fling", aliases: [], platform: "Flutter", api: "AnimationController.fling's spring",
    specification: literal(.stiffnessDampingRatio(stiffness: 500, dampingRatio: 1, mass: 1)),
    source: "flutter/flutter packages/flutter/lib/src/animation/animation_controller.dart @ 794cc44: _kFlingSpringDescription")
  /// A Reanimated config (stiffness, damping coefficient, mass), from springConfigs.ts.
  static func reanimated(
    _ name: String, _ api: String, stiffness: Double, damping: Double, mass: Double,
    clamps: Bool = false
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: [], platform: "Reanimated", api: api,
      specification: literal(.physical(mass: mass, stiffness: stiffness, dampingCoefficient: damping)),
      extras: Extras(overshootClamping: clamps),
      source: "software-mansion/react-native-reanimated src/animation/spring/springConfigs.ts @ 6498574")
  }
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
  /// A Reanimated duration config (seconds, damping ratio; mass 4), from springConfigs.ts.
  static func reanimatedDuration(
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
  /// Figma's prototype presets (mass, stiffness, damping), as a third-party package gives them.
  static func figma(_ name: String, _ stiffness: Double, _ damping: Double) -> SpringPreset {
    physical(
      "figma-\(name)", [], "Figma", "prototype spring preset \(name.prefix(1).uppercased() + name.dropFirst())", mass: 1,
      stiffness: stiffness, c: damping,
      "community-derived: the figma_spring_curve package after Figma's post \"How Figma put "
        + "the bounce in spring animations\"; Figma does not publish the numbers (reference/more-platforms.md §4)")
  }
  /// Figma Gentle: stiffness 100, damping 15, mass 1 (third-party source, unconfirmed).
  public static let figmaGentle = figma("gentle", 100, 15)
  /// Figma Quick: stiffness 300, damping 20, mass 1 (third-party source, unconfirmed).
  public static let figmaQuick = figma("quick", 300, 20)
  /// Figma Bouncy: stiffness 600, damping 15, mass 1 (third-party source, unconfirmed).
  public static let figmaBouncy = figma("bouncy", 600, 15)
  /// Figma Slow: stiffness 80, damping 20, mass 1 (third-party source, unconfirmed).
  public static let figmaSlow = figma("slow", 80, 20)

  // MARK: - Material 3

  /// A Material 3 motion-scheme spring token (damping a ratio, mass 1), from androidx's generated tokens.
  static func m3(
    _ name: String, _ aliases: [String], _ api: String, stiffness: Double, dampingRatio: Double,
    file: String
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: aliases, platform: "Material 3", api: api,
      specification: literal(.stiffnessDampingRatio(stiffness: stiffness, dampingRatio: dampingRatio, mass: 1)),
      source: "androidx compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens/\(file) "
        + "(VERSION v0_14_0) @ 1608250; Float constants in Compose (\(dampingRatio)f)")
  }
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
}
