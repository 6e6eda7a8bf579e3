import SpringToolCore

/// Android: its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// androidx `SpringForce()`: stiffness 1500 (medium), ζ 0.5 (medium bouncy).
  public static let androidDefault = android(
    "android-default", ["springforce"], "Android", "SpringForce()", 1500, 0.5,
    "androidx SpringForce: STIFFNESS_MEDIUM, DAMPING_RATIO_MEDIUM_BOUNCY")

  /// Android's presets, in display order (its ``Platform``'s `presets`).
  static let androidPresets: [SpringPreset] = [androidDefault]
}
