/// A named spring from a platform or library, with where its numbers come from.
///
/// Sources are the fact sheets in `reference/` (Apple's documentation, the
/// OpenSwiftUI port, androidx, react-spring, Rebound, Motion and Wave sources).
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
  public let parameters: String
  /// The spring.
  public let spring: Spring
  /// Where the numbers come from, and any caveat.
  public let source: String

  /// Every preset, in display order.
  public static let all: [SpringPreset] = [
    swiftUI("smooth", [], "Spring.smooth / Animation.smooth", duration: 0.5, bounce: 0,
            "Apple docs spring/smooth; Spring() equals .smooth"),
    swiftUI("snappy", [], "Spring.snappy / Animation.snappy", duration: 0.5, bounce: 0.15,
            "Apple docs spring/snappy(duration:extraBounce:)"),
    swiftUI("bouncy", [], "Spring.bouncy / Animation.bouncy", duration: 0.5, bounce: 0.3,
            "Apple docs spring/bouncy(duration:extraBounce:)"),
    response("swiftui-spring", ["spring"], "Animation.spring(response:dampingFraction:blendDuration:)", 0.5, 0.825,
             "documented defaults (iOS 17 SDK). Overload resolution may send a bare .spring to spring(duration: 0.5, bounce: 0), i.e. ζ = 1 (unverified)"),
    response("swiftui-spring-ios16", [], "Animation.spring() before iOS 17", 0.55, 0.825,
             "iOS 13–16 SwiftUI.swiftinterface defaults"),
    response("interactive-spring", ["interactivespring"], "Animation.interactiveSpring(response:dampingFraction:blendDuration:)",
             0.15, 0.86, "Apple docs; blendDuration 0.25. The duration/extraBounce overload gives ζ = 0.85"),
    response("swiftui-default", ["default"], "Animation.default (iOS 17+)", 0.55, 1.0,
             "Apple docs animation/default; before iOS 17 it was easeInOut"),
    physical("interpolating-spring", [], "SwiftUI", "Animation.interpolatingSpring (static)", mass: 1,
             stiffness: 157.91367041742973, damping: 25.132741228718345,
             "OpenSwiftUI SpringAnimation.swift: duration 0.5, bounce 0 → k = (2π/0.5)², c = 2√k"),
    physical("core-animation", ["ca", "caspringanimation"], "Core Animation", "CASpringAnimation()", mass: 1,
             stiffness: 100, damping: 10, "Apple docs QuartzCore/CASpringAnimation defaults"),
    physical("uikit-system", ["keyboard"], "UIKit", "UISpringTimingParameters() / keyboard curve 7", mass: 3,
             stiffness: 1000, damping: 500,
             "ζ = 4.564 as Apple documents for init(); OpenSwiftUI UIKitConversions (keyboard)"),
    android("android-default", ["springforce"], "Android", "SpringForce()", stiffness: 1500, dampingRatio: 0.5,
            "androidx SpringForce: STIFFNESS_MEDIUM, DAMPING_RATIO_MEDIUM_BOUNCY"),
    android("compose-default", ["compose"], "Compose", "spring()", stiffness: 1500, dampingRatio: 1,
            "androidx compose AnimationSpec.kt: Spring.StiffnessMedium, DampingRatioNoBouncy"),
    android("compose-enter-exit", [], "Compose", "spring(stiffness = StiffnessMediumLow)", stiffness: 400,
            dampingRatio: 1, "androidx compose: the enter/exit transition default"),
    tensionFriction("react-spring-default", [], "config.default", 170, 26),
    tensionFriction("react-spring-gentle", ["gentle"], "config.gentle", 120, 14),
    tensionFriction("react-spring-wobbly", ["wobbly"], "config.wobbly", 180, 12),
    tensionFriction("react-spring-stiff", ["stiff"], "config.stiff", 210, 20),
    tensionFriction("react-spring-slow", ["slow"], "config.slow", 280, 60),
    tensionFriction("react-spring-molasses", ["molasses"], "config.molasses", 280, 120),
    SpringPreset(
      name: "rebound-default", aliases: ["origami-default"], platform: "Rebound",
      api: "SpringConfig.defaultConfig", parameters: "origami tension 40, friction 7",
      spring: try! Spring(origamiTension: 40, origamiFriction: 7),
      source: "facebookarchive/rebound SpringConfig: fromOrigamiTensionAndFriction(40, 7) = (230.2, 22)"),
    physical("motion-default", ["framer-motion"], "Motion (web)", "spring defaults", mass: 1, stiffness: 100,
             damping: 10, "motion-dom generators/spring.ts defaults"),
    wave("wave-interactive", "Spring.defaultInteractive", dampingRatio: 0.8, response: 0.2),
    wave("wave-animated", "Spring.defaultAnimated", dampingRatio: 1.0, response: 0.82),
  ]

  /// Finds a preset by name or alias, ignoring case.
  public static func named(_ name: String) -> SpringPreset? {
    let key = name.lowercased()
    return all.first { $0.name == key || $0.aliases.contains(key) }
  }

  /// All accepted names (canonical names and aliases).
  public static var allNames: [String] { all.flatMap { [$0.name] + $0.aliases } }

  /// SwiftUI's `.smooth`, `.snappy` and `.bouncy` with a duration and `extraBounce`:
  /// bounce = base + extraBounce (base 0, 0.15, 0.3).
  ///
  /// Returns nil for any other preset name.
  public static func swiftUI(_ name: String, duration: Double = 0.5, extraBounce: Double) throws(SpringError) -> Spring? {
    let base: Double
    switch name.lowercased() {
    case "smooth": base = 0
    case "snappy": base = 0.15
    case "bouncy": base = 0.3
    default: return nil
    }
    return try Spring(duration: duration, bounce: base + extraBounce)
  }

  /// Android `SpringForce` / Compose `Spring` stiffness constants by name.
  public static let androidStiffness: [(name: String, value: Double)] = [
    ("high", 10_000), ("medium", 1_500), ("medium-low", 400), ("low", 200), ("very-low", 50),
  ]

  /// Android `SpringForce` / Compose `Spring` damping-ratio constants by name.
  public static let androidDampingRatio: [(name: String, value: Double)] = [
    ("high-bouncy", 0.2), ("medium-bouncy", 0.5), ("low-bouncy", 0.75), ("no-bouncy", 1),
  ]

  // MARK: - Builders (the literals above are valid, so `try!` cannot fire)

  private static func swiftUI(_ name: String, _ aliases: [String], _ api: String, duration: Double, bounce: Double,
                              _ source: String) -> SpringPreset {
    SpringPreset(name: name, aliases: aliases, platform: "SwiftUI", api: api,
                 parameters: "duration \(duration), bounce \(bounce)",
                 spring: try! Spring(duration: duration, bounce: bounce), source: source)
  }

  private static func response(_ name: String, _ aliases: [String], _ api: String, _ response: Double, _ zeta: Double,
                               _ source: String) -> SpringPreset {
    SpringPreset(name: name, aliases: aliases, platform: "SwiftUI", api: api,
                 parameters: "response \(response), dampingFraction \(zeta)",
                 spring: try! Spring(response: response, dampingRatio: zeta), source: source)
  }

  private static func physical(_ name: String, _ aliases: [String], _ platform: String, _ api: String, mass: Double,
                               stiffness: Double, damping: Double, _ source: String) -> SpringPreset {
    SpringPreset(name: name, aliases: aliases, platform: platform, api: api,
                 parameters: "mass \(mass), stiffness \(stiffness), damping \(damping)",
                 spring: try! Spring(mass: mass, stiffness: stiffness, damping: damping), source: source)
  }

  private static func android(_ name: String, _ aliases: [String], _ platform: String, _ api: String,
                              stiffness: Double, dampingRatio: Double, _ source: String) -> SpringPreset {
    SpringPreset(name: name, aliases: aliases, platform: platform, api: api,
                 parameters: "stiffness \(stiffness), dampingRatio \(dampingRatio)",
                 spring: try! Spring(stiffness: stiffness, dampingRatio: dampingRatio), source: source)
  }

  private static func tensionFriction(_ name: String, _ aliases: [String], _ api: String, _ tension: Double,
                                      _ friction: Double) -> SpringPreset {
    SpringPreset(name: name, aliases: aliases, platform: "react-spring", api: api,
                 parameters: "tension \(tension), friction \(friction)",
                 spring: try! Spring(tension: tension, friction: friction),
                 source: "pmndrs/react-spring packages/core/src/constants.ts")
  }

  private static func wave(_ name: String, _ api: String, dampingRatio: Double, response: Double) -> SpringPreset {
    SpringPreset(name: name, aliases: [], platform: "Wave", api: api,
                 parameters: "dampingRatio \(dampingRatio), response \(response)",
                 spring: try! Spring(response: response, dampingRatio: dampingRatio),
                 source: "jtrivedi/Wave Spring.swift (Wave then rubber-bands c into 0…60; not applied here)")
  }
}
