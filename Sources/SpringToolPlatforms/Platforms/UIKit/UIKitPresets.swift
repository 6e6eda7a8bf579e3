import SpringToolCore

/// UIKit: its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// `UISpringTimingParameters()` and the keyboard curve 7: mass 3, stiffness 1000, damping 500.
  public static let uikitSystem = physical(
    "uikit-system", ["keyboard"], "UIKit", "UISpringTimingParameters() / keyboard curve 7", mass: 3, stiffness: 1000, c: 500,
    "ζ = 4.564 as Apple documents for init(); OpenSwiftUI UIKitConversions (keyboard)")

  /// UIKit's presets, in display order (its ``Platform``'s `presets`).
  static let uikitPresets: [SpringPreset] = [uikitSystem]
}
