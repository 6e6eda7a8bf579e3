/// A named spring from a platform or library, with where its numbers come from.
///
/// Sources are the fact sheets in the project's design notes (Apple's documentation, the
/// OpenSwiftUI port, androidx, react-spring, Rebound, Motion and Wave sources), named per preset
/// in ``source``. Presets are typed statics (`SpringPreset.bouncy`); ``all`` is the table the
/// command line looks names up in.
public struct SpringPreset: Sendable, Hashable {
  /// The canonical name, e.g. `bouncy`, `core-animation`, `react-spring-wobbly`.
  public let name: String
  /// Other accepted names.
  public let aliases: [String]
  /// The platform or library it belongs to.
  public let platform: String
  /// How the platform spells it.
  public let api: String
  /// The parameters as the platform states them.
  public let specification: SpringSpecification
  /// Where the numbers come from, and any caveat.
  public let source: String
  /// The config's fields beyond the spring, as upstream defines them (overshoot clamping, a blend duration).
  public let extras: Extras

  /// A config's fields beyond its spring: what the platform's own definition carries besides
  /// the numbers ``specification`` holds. An engine that reads the matching setting applies them
  /// (`--preset reanimated-snappy --engine reanimated` clamps), and exported code writes them.
  public struct Extras: Sendable, Hashable {
    /// `overshootClamping: true` (React Native's `Animated.spring`, Reanimated's `withSpring`):
    /// the motion ends on the first frame past the target.
    public var overshootClamping: Bool
    /// SwiftUI's `blendDuration`, seconds (≥ 0): a response change at a retarget blends in over it.
    public var blendDuration: Double

    /// Extras; none unless given.
    ///
    /// - Parameters:
    ///   - overshootClamping: Whether the config clamps overshoot.
    ///   - blendDuration: SwiftUI's blend duration, seconds (≥ 0).
    public init(overshootClamping: Bool = false, blendDuration: Double = 0) {
      (self.overshootClamping, self.blendDuration) = (overshootClamping, blendDuration)
    }

    /// The fields as upstream spells them (`overshootClamping: true`, `blendDuration: 0.25`), empty when none.
    public var fields: [String] {
      (overshootClamping ? ["overshootClamping true"] : []) + (blendDuration != 0 ? ["blendDuration \(blendDuration)"] : [])
    }
  }

  /// A preset.
  ///
  /// - Parameters:
  ///   - name: The canonical name.
  ///   - aliases: Other accepted names.
  ///   - platform: The platform or library.
  ///   - api: How the platform spells it.
  ///   - specification: The spring's parameters as the platform states them.
  ///   - extras: The config's other fields.
  ///   - source: Where the numbers come from.
  init(
    name: String, aliases: [String], platform: String, api: String, specification: SpringSpecification,
    extras: Extras = Extras(), source: String
  ) {
    (self.name, self.aliases, self.platform, self.api, self.specification, self.extras, self.source) =
      (name, aliases, platform, api, specification, extras, source)
  }

  /// The spring.
  public var spring: Spring { specification.spring }

  /// Two presets are the same preset when their names are.
  public static func == (a: SpringPreset, b: SpringPreset) -> Bool { a.name == b.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  // MARK: - SwiftUI

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

  // MARK: - Core Animation, UIKit

  /// `CASpringAnimation()` defaults: mass 1, stiffness 100, damping 10.
  public static let coreAnimation = physical(
    "core-animation", ["ca", "caspringanimation"], "Core Animation",
    "CASpringAnimation()", mass: 1, stiffness: 100, c: 10,
    "Apple docs QuartzCore/CASpringAnimation defaults")
  /// `UISpringTimingParameters()` and the keyboard curve 7: mass 3, stiffness 1000, damping 500.
  public static let uikitSystem = physical(
    "uikit-system", ["keyboard"], "UIKit", "UISpringTimingParameters() / keyboard curve 7", mass: 3, stiffness: 1000, c: 500,
    "ζ = 4.564 as Apple documents for init(); OpenSwiftUI UIKitConversions (keyboard)")

  // MARK: - Android, Compose

  /// androidx `SpringForce()`: stiffness 1500 (medium), ζ 0.5 (medium bouncy).
  public static let androidDefault = android(
    "android-default", ["springforce"], "Android", "SpringForce()", 1500, 0.5,
    "androidx SpringForce: STIFFNESS_MEDIUM, DAMPING_RATIO_MEDIUM_BOUNCY")
  /// Compose `spring()`: stiffness 1500, ζ 1.
  public static let composeDefault = android(
    "compose-default", ["compose"], "Compose", "spring()", 1500, 1,
    "androidx compose AnimationSpec.kt: Spring.StiffnessMedium, DampingRatioNoBouncy")
  /// Compose's enter/exit default: stiffness 400, ζ 1.
  public static let composeEnterExit = android(
    "compose-enter-exit", [], "Compose", "spring(stiffness = StiffnessMediumLow)",
    400, 1, "androidx compose: the enter/exit transition default")

  /// Every preset, in display order (the command line's name table).
  public static let all: [SpringPreset] = [
    smooth, snappy, bouncy, swiftUISpring, swiftUISpringIOS16, interactiveSpring, interactiveSpringBare, swiftUIDefault, interpolatingSpring,
    coreAnimation, uikitSystem, androidDefault, composeDefault, composeEnterExit, m3ExpressiveFastSpatial, m3ExpressiveDefaultSpatial,
    m3ExpressiveSlowSpatial, m3StandardFastSpatial, m3StandardDefaultSpatial, m3StandardSlowSpatial, m3FastEffects, m3DefaultEffects,
    m3SlowEffects, reactSpringDefault, reactSpringGentle,
    reactSpringWobbly, reactSpringStiff, reactSpringSlow, reactSpringMolasses, reboundDefault, motionDefault,
    waveInteractive, waveAnimated, reactNativeDefault, reanimatedGentle, reanimatedWiggly, reanimatedSnappy,
    reanimatedGentleDuration, reanimatedWigglyDuration, reanimatedSnappyDuration, reanimated3Default, flutterScroll, flutterFling, figmaGentle, figmaQuick,
    figmaBouncy, figmaSlow,
  ]

  /// Finds a preset by name or alias, ignoring case.
  ///
  /// - Parameter name: The preset's name or alias.
  /// - Returns: The preset, or nil.
  public static func named(_ name: String) -> SpringPreset? {
    let key = name.lowercased()
    return all.first { $0.name == key || $0.aliases.contains(key) }
  }

  /// All accepted names (canonical names and aliases).
  public static var allNames: [String] { all.flatMap { [$0.name] + $0.aliases } }

  /// Whether a preset takes SwiftUI's `extraBounce` (smooth, snappy and bouncy do).
  ///
  /// - Parameter preset: The preset.
  public static func acceptsExtraBounce(_ preset: SpringPreset) -> Bool { [smooth, snappy, bouncy].contains(preset) }

  /// Android `SpringForce` / Compose `Spring` stiffness constants by name.
  public static let androidStiffness: [(name: String, value: Double)] = [
    ("high", 10_000), ("medium", 1_500), ("medium-low", 400), ("low", 200), ("very-low", 50),
  ]

  /// Android `SpringForce` / Compose `Spring` damping-ratio constants by name.
  public static let androidDampingRatio: [(name: String, value: Double)] = [
    ("high-bouncy", 0.2), ("medium-bouncy", 0.5), ("low-bouncy", 0.75), ("no-bouncy", 1),
  ]

  // MARK: - Builders (the literals above are valid, so `literal` cannot fail)

  static func literal(_ family: SpringSpecification.Family) -> SpringSpecification {
    // swiftlint:disable:next force_try
    try! SpringSpecification(family)
  }

  static func swiftUI(_ name: String, _ api: String, bounce: Double, _ source: String) -> SpringPreset {
    SpringPreset(
      name: name, aliases: [], platform: "SwiftUI", api: api,
      specification: literal(.durationBounce(duration: 0.5, bounce: bounce, mass: 1)), source: source)
  }

  static func response(
    _ name: String, _ aliases: [String], _ api: String, _ response: Double, _ zeta: Double,
    extras: Extras = Extras(), _ source: String
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: aliases, platform: "SwiftUI", api: api,
      specification: literal(.response(response: response, dampingRatio: zeta, mass: 1)), extras: extras, source: source)
  }

  static func physical(
    _ name: String, _ aliases: [String], _ platform: String, _ api: String, mass: Double,
    stiffness: Double, c: Double, _ source: String
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: aliases, platform: platform, api: api,
      specification: literal(.physical(mass: mass, stiffness: stiffness, dampingCoefficient: c)), source: source)
  }

  static func android(
    _ name: String, _ aliases: [String], _ platform: String, _ api: String, _ stiffness: Double,
    _ dampingRatio: Double, _ source: String
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: aliases, platform: platform, api: api,
      specification: literal(.stiffnessDampingRatio(stiffness: stiffness, dampingRatio: dampingRatio, mass: 1)),
      source: source)
  }

  static func tensionFriction(
    _ name: String, _ aliases: [String], _ api: String, _ tension: Double,
    _ friction: Double
  ) -> SpringPreset {
    SpringPreset(
      name: name, aliases: aliases, platform: "react-spring", api: api,
      specification: literal(.tensionFriction(tension: tension, friction: friction, mass: 1)),
      source: "pmndrs/react-spring packages/core/src/constants.ts")
  }

  static func wave(_ name: String, _ api: String, dampingRatio: Double, response: Double) -> SpringPreset {
    SpringPreset(
      name: name, aliases: [], platform: "Wave", api: api,
      specification: literal(.response(response: response, dampingRatio: dampingRatio, mass: 1)),
      source: "jtrivedi/Wave Spring.swift (the wave engine applies Wave's damping rubber band)")
  }
}
