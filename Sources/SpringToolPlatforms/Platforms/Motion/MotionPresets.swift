import SpringToolCore

/// Motion: its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// Motion's physics defaults: stiffness 100, damping 10, mass 1.
  public static let motionDefault = physical(
    "motion-default", ["framer-motion"], "Motion (web)", "spring defaults", mass: 1,
    stiffness: 100, c: 10, "motion-dom generators/spring.ts defaults")

  /// Motion's presets, in display order (its ``Platform``'s `presets`).
  static let motionPresets: [SpringPreset] = [motionDefault]
}
