import SpringToolCore

/// Rebound: its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// Rebound `SpringConfig.defaultConfig`: Origami tension 40, friction 7 (= 230.2, 22).
  public static let reboundDefault = SpringPreset(
    name: "rebound-default", aliases: ["origami-default"], platform: "Rebound", api: "SpringConfig.defaultConfig",
    specification: literal(.origami(tension: 40, friction: 7)),
    source: "facebookarchive/rebound SpringConfig: fromOrigamiTensionAndFriction(40, 7) = (230.2, 22)")

  /// Rebound's presets, in display order (its ``Platform``'s `presets`).
  static let reboundPresets: [SpringPreset] = [reboundDefault]
}
