import SpringToolCore

/// Wave: its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// Wave `Spring.defaultInteractive`: ζ 0.8, response 0.2.
  public static let waveInteractive = wave("wave-interactive", "Spring.defaultInteractive", dampingRatio: 0.8, response: 0.2)
  /// Wave `Spring.defaultAnimated`: ζ 1, response 0.82.
  public static let waveAnimated = wave("wave-animated", "Spring.defaultAnimated", dampingRatio: 1.0, response: 0.82)

  /// Wave's presets, in display order (its ``Platform``'s `presets`).
  static let wavePresets: [SpringPreset] = [waveInteractive, waveAnimated]

  // MARK: - Builders

  private static func wave(_ name: String, _ api: String, dampingRatio: Double, response: Double) -> SpringPreset {
    SpringPreset(
      name: name, aliases: [], platform: "Wave", api: api,
      specification: literal(.response(response: response, dampingRatio: dampingRatio, mass: 1)),
      source: "jtrivedi/Wave Spring.swift (the wave engine applies Wave's damping rubber band)")
  }
}
