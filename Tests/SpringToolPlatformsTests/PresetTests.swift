import SpringToolCore
import SpringToolPlatforms
import TestSupport
import Testing

/// Presets against the numbers in reference/apple-springs.md and reference/peers.md.
@Suite("Presets")
struct PresetTests {
  struct Expected: Sendable, CustomTestStringConvertible {
    let name: String
    let stiffness: Double
    let friction: Double
    let mass: Double
    let dampingRatio: Double
    /// Relative tolerance: 1e-15 where the source gives full digits; 3e-7 for Table D's 5 decimals.
    let tolerance: Double
    var testDescription: String { name }
  }

  static let expected: [Expected] =
    [
      // apple-springs.md Table D (k, c printed to 5 decimals) and §1.5.
      .init(name: "smooth", stiffness: 157.91367, friction: 25.13274, mass: 1, dampingRatio: 1, tolerance: 3e-7),
      .init(name: "snappy", stiffness: 157.91367, friction: 21.36283, mass: 1, dampingRatio: 0.85, tolerance: 3e-7),
      .init(name: "bouncy", stiffness: 157.91367, friction: 17.59292, mass: 1, dampingRatio: 0.7, tolerance: 3e-7),
      .init(name: "swiftui-spring", stiffness: 157.91367, friction: 20.73451, mass: 1, dampingRatio: 0.825, tolerance: 3e-7),
      .init(name: "swiftui-default", stiffness: 130.50717, friction: 22.84795, mass: 1, dampingRatio: 1, tolerance: 3e-7),
      .init(name: "interactive-spring", stiffness: 1754.5963, friction: 72.04719, mass: 1, dampingRatio: 0.86, tolerance: 3e-7),
      // §2.1: the static .interpolatingSpring, full digits.
      .init(
        name: "interpolating-spring", stiffness: 157.91367041742973, friction: 25.132741228718345, mass: 1,
        dampingRatio: 1, tolerance: 1e-15),
      // §3.1 CASpringAnimation defaults; §3.2 UISpringTimingParameters() ζ 4.56 (mass 3, k 1000, c 500).
      .init(name: "core-animation", stiffness: 100, friction: 10, mass: 1, dampingRatio: 0.5, tolerance: 1e-15),
      .init(name: "uikit-system", stiffness: 1000, friction: 500, mass: 3, dampingRatio: 4.564354645876384, tolerance: 1e-15),
      // peers.md §1/§2.
      .init(name: "android-default", stiffness: 1500, friction: 38.72983346207417, mass: 1, dampingRatio: 0.5, tolerance: 1e-15),
      .init(name: "compose-default", stiffness: 1500, friction: 77.45966692414834, mass: 1, dampingRatio: 1, tolerance: 1e-15),
      // peers.md §4 (react-spring), §5 (Rebound).
      .init(name: "react-spring-default", stiffness: 170, friction: 26, mass: 1, dampingRatio: 26 / (2 * 170.0.squareRoot()), tolerance: 1e-15),
      .init(name: "gentle", stiffness: 120, friction: 14, mass: 1, dampingRatio: 14 / (2 * 120.0.squareRoot()), tolerance: 1e-15),
      .init(name: "wobbly", stiffness: 180, friction: 12, mass: 1, dampingRatio: 12 / (2 * 180.0.squareRoot()), tolerance: 1e-15),
      .init(name: "stiff", stiffness: 210, friction: 20, mass: 1, dampingRatio: 20 / (2 * 210.0.squareRoot()), tolerance: 1e-15),
      .init(name: "slow", stiffness: 280, friction: 60, mass: 1, dampingRatio: 60 / (2 * 280.0.squareRoot()), tolerance: 1e-15),
      .init(name: "molasses", stiffness: 280, friction: 120, mass: 1, dampingRatio: 120 / (2 * 280.0.squareRoot()), tolerance: 1e-15),
      .init(name: "rebound-default", stiffness: 230.2, friction: 22, mass: 1, dampingRatio: 22 / (2 * 230.2.squareRoot()), tolerance: 1e-15),
    ] + m3

  /// Material 3's springs: androidx ExpressiveMotionTokens.kt and StandardMotionTokens.kt (v0_14_0), damping a ratio,
  /// mass 1, so the coefficient is 2ζ√k.
  static let m3: [Expected] = [
    ("m3-expressive-fast-spatial", 800.0, 0.6), ("m3-expressive-default-spatial", 380, 0.8), ("m3-expressive-slow-spatial", 200, 0.8),
    ("m3-standard-fast-spatial", 1400, 0.9), ("m3-standard-default-spatial", 700, 0.9), ("m3-standard-slow-spatial", 300, 0.9),
    ("m3-expressive-fast-effects", 3800, 1), ("m3-standard-default-effects", 1600, 1), ("m3-slow-effects", 800, 1),
  ].map { name, k, zeta in .init(name: name, stiffness: k, friction: 2 * zeta * k.squareRoot(), mass: 1, dampingRatio: zeta, tolerance: 1e-15) }

  @Test("preset parameters match their sources", arguments: expected)
  func presetValues(_ e: Expected) throws {
    let preset = try #require(SpringPreset.named(e.name))
    #expect(relativeError(preset.spring.stiffness, e.stiffness) <= e.tolerance, "k \(preset.spring.stiffness)")
    #expect(relativeError(preset.spring.dampingCoefficient, e.friction) <= e.tolerance, "c \(preset.spring.dampingCoefficient)")
    #expect(relativeError(preset.spring.mass, e.mass) <= 1e-15)
    #expect(relativeError(preset.spring.dampingRatio, e.dampingRatio) <= max(e.tolerance, 2e-15))
    #expect(!preset.source.isEmpty)
  }

  @Test(
    "SwiftUI extraBounce adds to the base bounce",
    arguments: [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3)])
  func extraBounce(_ name: String, _ base: Double) throws {
    let preset = try #require(SpringPreset.named(name))
    let spring = try SpringSpecification.preset(preset, extraBounce: 0.1).spring
    #expect(abs(spring.bounce - (base + 0.1)) <= 1e-15)
    #expect(throws: SpringError.self) { try SpringSpecification.preset(.reactSpringWobbly, extraBounce: 0.1) }
  }

  @Test("names and aliases are unique")
  func uniqueNames() {
    let names = SpringPreset.allNames
    #expect(Set(names).count == names.count)
  }

  @Test("the registry's presets are each platform's, in the registry's order, then Figma's; each belongs to one platform")
  func registryCollectsThePlatforms() {
    let fromPlatforms = Platforms.all.flatMap(\.presets)
    #expect(SpringPreset.all.map(\.name) == (fromPlatforms + SpringPreset.figmaPresets).map(\.name))
    for preset in fromPlatforms {
      #expect(Platforms.all.filter { $0.presets.contains(preset) }.count == 1, "\(preset.name)")
    }
    // Every platform with a preset in the listing named before: one place each, in its folder.
    #expect(Platforms.all.filter { !$0.presets.isEmpty }.count == 12)
  }

  @Test("a request's preset is looked up in the registry; an unknown name is refused with the closest one")
  func requestLooksUpTheRegistry() throws {
    var request = SpringRequest()
    request.preset = "Bouncy"
    #expect(try request.specification() == SpringSpecification.preset(.bouncy))
    request.preset = "bouncey"
    #expect(throws: SpringRequest.Problem.unknownPreset("bouncey", suggestion: "bouncy")) { try request.specification() }
  }

  @Test(
    "Table D: closed-form value(1) of the SwiftUI presets at 0.1, 0.25, 0.5 s (6 decimals)",
    arguments: [
      ("smooth", [0.357740, 0.821026, 0.986399]), ("snappy", [0.388102, 0.894509, 1.006020]),
      ("bouncy", [0.423302, 0.984087, 1.014498]), ("swiftui-spring", [0.393608, 0.908178, 1.008402]),
      ("swiftui-default", [0.316461, 0.778285, 0.977810]),
      ("interactive-spring", [0.975876, 1.000094, 1.000000]),
    ])
  func tableD(_ name: String, _ values: [Double]) throws {
    let motion = try SpringMotion(spring: try #require(SpringPreset.named(name)).spring)
    for (t, expected) in zip([0.1, 0.25, 0.5], values) {
      #expect(abs(motion.value(at: t) - expected) <= 5e-7, "t = \(t): \(motion.value(at: t))")
    }
  }
}
