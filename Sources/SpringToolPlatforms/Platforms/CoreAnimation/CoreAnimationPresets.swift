import SpringToolCore

/// Core Animation: its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// `CASpringAnimation()` defaults: mass 1, stiffness 100, damping 10.
  public static let coreAnimation = physical(
    "core-animation", ["ca", "caspringanimation"], "Core Animation",
    "CASpringAnimation()", mass: 1, stiffness: 100, c: 10,
    "Apple docs QuartzCore/CASpringAnimation defaults")

  /// Core Animation's presets, in display order (its ``Platform``'s `presets`).
  static let coreAnimationPresets: [SpringPreset] = [coreAnimation]
}
