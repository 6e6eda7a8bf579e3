import SpringToolCore

/// SwiftUI: its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// `Spring.smooth` / `Animation.smooth`: duration 0.5, bounce 0 (`Spring()` equals it).
  public static let smooth = swiftUI(
    "smooth", "Spring.smooth / Animation.smooth", bounce: 0,
    "Apple docs spring/smooth; Spring() equals .smooth")
  /// `Spring.snappy`: duration 0.5, bounce 0.15.
  public static let snappy = swiftUI(
    "snappy", "Spring.snappy / Animation.snappy", bounce: 0.15,
    "Apple docs spring/snappy(duration:extraBounce:)")
  /// `Spring.bouncy`: duration 0.5, bounce 0.3.
  public static let bouncy = swiftUI(
    "bouncy", "Spring.bouncy / Animation.bouncy", bounce: 0.3,
    "Apple docs spring/bouncy(duration:extraBounce:)")
  /// `Animation.spring(response:dampingFraction:blendDuration:)` called with its labels and
  /// defaults: 0.5, 0.825. A bare `.spring()` on an iOS 17+ SDK is not this call: it resolves to
  /// `spring(duration: 0.5, bounce: 0)`, ζ 1 (``smooth``'s numbers).
  public static let swiftUISpring = response(
    "swiftui-spring", ["spring"], "Animation.spring(response:dampingFraction:blendDuration:), called with labels", 0.5, 0.825,
    "the labelled call's defaults; a bare .spring() on an iOS 17+ SDK is spring(duration: 0.5, bounce: 0), ζ 1 (the labelled "
      + "call is @_disfavoredOverload: OpenSwiftUI FluidSpringAnimation.swift at 2077144)")
  /// `Animation.spring()` before iOS 17: 0.55, 0.825.
  public static let swiftUISpringIOS16 = response(
    "swiftui-spring-ios16", [], "Animation.spring() before iOS 17", 0.55, 0.825,
    "iOS 13–16 SwiftUI.swiftinterface defaults")
  /// `Animation.interactiveSpring(response:dampingFraction:blendDuration:)` called with its labels: 0.15, 0.86, blend 0.25.
  public static let interactiveSpring = response(
    "interactive-spring", ["interactivespring"], "Animation.interactiveSpring(response:dampingFraction:blendDuration:)", 0.15, 0.86,
    extras: Extras(blendDuration: 0.25),
    "Apple docs: the labelled call's defaults 0.15, 0.86, blendDuration 0.25; a bare .interactiveSpring() on an iOS 17+ SDK is the duration/extraBounce "
      + "overload, ζ 0.85 (interactive-spring-bare)")
  /// A bare `Animation.interactiveSpring()` on an iOS 17+ SDK: `interactiveSpring(duration: 0.15, extraBounce: 0,
  /// blendDuration: 0.25)`, which is `spring(duration: 0.15, bounce: 0.15)`, ζ 0.85.
  public static let interactiveSpringBare = SpringPreset(
    name: "interactive-spring-bare", aliases: [], platform: "SwiftUI",
    api: "Animation.interactiveSpring() / .interactiveSpring on an iOS 17+ SDK",
    specification: literal(.durationBounce(duration: 0.15, bounce: 0.15, mass: 1)), extras: Extras(blendDuration: 0.25),
    source: "the labelled overload is @_disfavoredOverload, so a bare call is interactiveSpring(duration: 0.15, extraBounce: 0, "
      + "blendDuration: 0.25) = spring(duration: 0.15, bounce: 0.15) (OpenSwiftUI FluidSpringAnimation.swift at 2077144)")
  /// `Animation.default` on iOS 17+: response 0.55, ζ 1.
  public static let swiftUIDefault = response(
    "swiftui-default", ["default"], "Animation.default (iOS 17+)", 0.55, 1.0,
    "Apple docs animation/default; before iOS 17 it was easeInOut")
  /// The static `Animation.interpolatingSpring`: k = (2π/0.5)², c = 2√k.
  public static let interpolatingSpring = physical(
    "interpolating-spring", [], "SwiftUI", "Animation.interpolatingSpring (static)", mass: 1, stiffness: 157.91367041742973,
    c: 25.132741228718345, "OpenSwiftUI SpringAnimation.swift: duration 0.5, bounce 0 → k = (2π/0.5)², c = 2√k")

  /// SwiftUI's presets, in display order (its ``Platform``'s `presets`).
  static let swiftUIPresets: [SpringPreset] = [
    smooth, snappy, bouncy, swiftUISpring, swiftUISpringIOS16, interactiveSpring, interactiveSpringBare, swiftUIDefault, interpolatingSpring,
  ]

  // MARK: - Builders

  private static func swiftUI(_ name: String, _ api: String, bounce: Double, _ source: String) -> SpringPreset {
    SpringPreset(
      name: name, aliases: [], platform: "SwiftUI", api: api,
      specification: literal(.durationBounce(duration: 0.5, bounce: bounce, mass: 1)), acceptsExtraBounce: true, source: source)
  }

  private static func response(
    _ name: String, _ aliases: [String], _ api: String, _ response: Double, _ zeta: Double,
    extras: Extras = Extras(), _ source: String
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: aliases, platform: "SwiftUI", api: api,
      specification: literal(.response(response: response, dampingRatio: zeta, mass: 1)), extras: extras, source: source)
  }
}
