import SpringToolCore

/// Figma (a design tool, not a platform springtool renders): its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// Figma Gentle: stiffness 100, damping 15, mass 1 (third-party source, unconfirmed).
  public static let figmaGentle = figma("gentle", 100, 15)
  /// Figma Quick: stiffness 300, damping 20, mass 1 (third-party source, unconfirmed).
  public static let figmaQuick = figma("quick", 300, 20)
  /// Figma Bouncy: stiffness 600, damping 15, mass 1 (third-party source, unconfirmed).
  public static let figmaBouncy = figma("bouncy", 600, 15)
  /// Figma Slow: stiffness 80, damping 20, mass 1 (third-party source, unconfirmed).
  public static let figmaSlow = figma("slow", 80, 20)

  /// Figma's presets, in display order (the registry lists them after the platforms').
  public static let figmaPresets: [SpringPreset] = [figmaGentle, figmaQuick, figmaBouncy, figmaSlow]

  // MARK: - Builders

  /// Figma's prototype presets (mass, stiffness, damping), as a third-party package gives them.
  private static func figma(_ name: String, _ stiffness: Double, _ damping: Double) -> SpringPreset {
    physical(
      "figma-\(name)", [], "Figma", "prototype spring preset \(name.prefix(1).uppercased() + name.dropFirst())", mass: 1,
      stiffness: stiffness, c: damping,
      "community-derived: the figma_spring_curve package after Figma's post \"How Figma put "
        + "the bounce in spring animations\"; Figma does not publish the numbers (reference/more-platforms.md §4)")
  }
}
