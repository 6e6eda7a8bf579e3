import SpringToolPlatforms
import Foundation
import SpringToolCore
import TestSupport
import Testing

/// The platforms' own settling rules against their published numbers.
@Suite("Platform settling definitions")
struct SettlingDefinitionTests {
  struct CACase: Sendable, CustomTestStringConvertible {
    let name: String
    let animation: CoreAnimationSpring
    let epsilon: Double
    let expected: Double
    var testDescription: String { name }
  }

  static func ca(zeta: Double, response: Double, velocity: Double = 0) -> CoreAnimationSpring {
    let k = pow(2 * Double.pi / response, 2), c = 4 * Double.pi * zeta / response
    return CoreAnimationSpring(mass: 1, stiffness: k, damping: c, initialVelocity: velocity)
  }

  /// reference/apple-springs.md Table A: real CoreAnimation values (honghaoz/ComposeUI tests).
  static let tableA: [CACase] = [
    CACase(
      name: "ζ .8, r .5 settlingDuration", animation: ca(zeta: 0.8, response: 0.5), epsilon: 0.001,
      expected: 0.7714094006693448),
    CACase(name: "ζ 1.0, r .2 settlingDuration", animation: ca(zeta: 1, response: 0.2), epsilon: 0.001, expected: 0.3),
    CACase(
      name: "ζ .3, r 1.5 settlingDuration", animation: ca(zeta: 0.3, response: 1.5), epsilon: 0.001,
      expected: 5.71461784505134),
    CACase(
      name: "ζ .7, r .6 durationForEpsilon 0.005", animation: ca(zeta: 0.7, response: 0.6), epsilon: 0.005,
      expected: 0.8159891974978289),
    CACase(
      name: "ζ .6, r .5 durationForEpsilon 0.005", animation: ca(zeta: 0.6, response: 0.5), epsilon: 0.005,
      expected: 0.7769325148649515),
    CACase(
      name: "m 1, k 1, c 1, v0 .1, durationForEpsilon 0.005",
      animation: CoreAnimationSpring(mass: 1, stiffness: 1, damping: 1, initialVelocity: 0.1), epsilon: 0.005,
      expected: 11.35608158495006),
    CACase(
      name: "m 1, k 1, c 1, v0 .1, durationForEpsilon 0.1",
      animation: CoreAnimationSpring(mass: 1, stiffness: 1, damping: 1, initialVelocity: 0.1), epsilon: 0.1,
      expected: 5.364617037842078),
    CACase(
      name: "ζ .5, r .5, v0 .1, durationForEpsilon 0.005",
      animation: CoreAnimationSpring(
        mass: 1, stiffness: 157.91367041742973, damping: 12.566370614359172,
        initialVelocity: 0.1), epsilon: 0.005, expected: 0.9148578261552982),
    // §3.1 doc examples: damping 5 ≈ 2.85 s, damping 15 just over 1 s, the default 1.4727 s.
    CACase(
      name: "CA doc: damping 5", animation: CoreAnimationSpring(damping: 5), epsilon: 0.001,
      expected: 2.854974609888761),
    CACase(
      name: "CA doc: damping 15", animation: CoreAnimationSpring(damping: 15), epsilon: 0.001,
      expected: 1.0220937981854987),
    CACase(name: "CA default", animation: CoreAnimationSpring(), epsilon: 0.001, expected: 1.4727003346780927),
  ]

  /// Table A's tolerances are 1e-6 (the first five) and exact; we hold all to 4e-15 relative.
  @Test("Core Animation settlingDuration and durationForEpsilon (Table A)", arguments: tableA)
  func coreAnimation(_ c: CACase) {
    let got = c.animation.settlingDuration(epsilon: c.epsilon)
    #expect(relativeError(got, c.expected) <= 4e-15, "got \(got)")
  }

  struct SwiftUICase: Sendable, CustomTestStringConvertible {
    let call: String
    let value: @Sendable () -> Double
    let expected: Double
    var testDescription: String { call }
  }

  /// Table C (rows marked ✓: SwiftUI's result is asserted == the port's) and Table D.
  static let tableC: [SwiftUICase] = [
    .init(call: "Spring().settlingDuration", value: { SwiftUISpring().settlingDuration }, expected: 0.7999999999999999),
    .init(
      call: "Spring().settlingDuration(target: 10, initialVelocity: 1, epsilon: 0.01)",
      value: { SwiftUISpring().settlingDuration(target: 10, initialVelocity: 1, epsilon: 0.01) },
      expected: 0.7999999999999999),
    .init(
      call: "Spring(duration: 0.7, bounce: 0.2).settlingDuration(target: 1.2, initialVelocity: 0.1)",
      value: { SwiftUISpring(duration: 0.7, bounce: 0.2).settlingDuration(target: 1.2, initialVelocity: 0.1) },
      expected: 1.2786385205350255),
    .init(
      call: "Spring(duration: 0.7, bounce: -0.2).settlingDuration",
      value: { SwiftUISpring(duration: 0.7, bounce: -0.2).settlingDuration }, expected: 1.7000000000000004),
    .init(
      call: "Spring(mass: 0.6, stiffness: 0.1, dampingCoefficient: 10, allowOverDamping: true).settlingDuration (scan exhausted)",
      value: { SwiftUISpring(mass: 0.6, stiffness: 0.1, damping: 10, allowOverDamping: true).settlingDuration },
      expected: 0),
    .init(
      call: "Spring().value(target: 1.2, time: 0.2)", value: { SwiftUISpring().value(target: 1.2, time: 0.2) },
      expected: 0.8584988269031488),
    .init(
      call: "Spring().velocity(target: 1.2, initialVelocity: 0.1, time: 0.2)",
      value: { SwiftUISpring().velocity(target: 1.2, initialVelocity: 0.1, time: 0.2) }, expected: 3.0576820811770435),
    .init(
      call: "Spring().force(target: 0.2, position: 1, velocity: -0.2)",
      value: { SwiftUISpring().force(target: 0.2, position: 1, velocity: -0.2) }, expected: -121.30438808820011),
    .init(
      call: "Spring().force(target: 1, position: 0.3, velocity: 0)",
      value: { SwiftUISpring().force(target: 1, position: 0.3, velocity: 0) }, expected: 110.53956929220081),
    .init(
      call: "Spring(duration: 0.7, bounce: 0.2).value(target: 1.2, initialVelocity: 0.1, time: 0.2)",
      value: { SwiftUISpring(duration: 0.7, bounce: 0.2).value(target: 1.2, initialVelocity: 0.1, time: 0.2) },
      expected: 0.7335374463664996),
    .init(
      call: "Spring(duration: 0.7, bounce: 0.2).force(target: 1.2, position: 0.1, velocity: 0.2)",
      value: { SwiftUISpring(duration: 0.7, bounce: 0.2).force(target: 1.2, position: 0.1, velocity: 0.2) },
      expected: 85.7527058285407),
    .init(
      call: "Spring(duration: 0.7, bounce: 0.2).velocity(target: 1.2, initialVelocity: 0.1, time: 0.2)",
      value: { SwiftUISpring(duration: 0.7, bounce: 0.2).velocity(target: 1.2, initialVelocity: 0.1, time: 0.2) },
      expected: 3.7432199543353395),
    .init(
      call: "Spring(duration: 0.7, bounce: -0.2).value(target: 1.2, time: 0.2)",
      value: { SwiftUISpring(duration: 0.7, bounce: -0.2).value(target: 1.2, time: 0.2) }, expected: 0.5589590832276458),
    .init(
      call: "Spring(duration: 0.7, bounce: -0.2).velocity(…) with SwiftUI's +target quirk",
      value: { SwiftUISpring(duration: 0.7, bounce: -0.2).velocity(target: 1.2, initialVelocity: 0.1, time: 0.2) },
      expected: 3.918503301573137),
    .init(
      call: "Spring(mass: 0.6, stiffness: 0.1, dampingCoefficient: 10, allowOverDamping: true).value(target: 2, time: 0.3)",
      value: { SwiftUISpring(mass: 0.6, stiffness: 0.1, damping: 10, allowOverDamping: true).value(target: 2, time: 0.3) },
      expected: 0.004804165910317293),
    .init(
      call: "Spring(mass: 0.6, stiffness: 0.1, dampingCoefficient: 10, allowOverDamping: true).stiffness (quirk)",
      value: { SwiftUISpring(mass: 0.6, stiffness: 0.1, damping: 10, allowOverDamping: true).stiffness },
      expected: 83.23333333333335),
    .init(
      call: "Spring(mass: 0.6, stiffness: 0.1, dampingCoefficient: 10).damping (made critical)",
      value: { SwiftUISpring(mass: 0.6, stiffness: 0.1, damping: 10).damping }, expected: 0.48989794855663565),
    .init(
      call: "Spring(duration: 0.5, bounce: 0.3).stiffness", value: { SwiftUISpring(duration: 0.5, bounce: 0.3).stiffness },
      expected: 157.9136704174297),
    .init(
      call: "Spring(duration: 0.5, bounce: 0.3).damping", value: { SwiftUISpring(duration: 0.5, bounce: 0.3).damping },
      expected: 17.59291886010284),
    .init(
      call: "Spring(mass: 1, stiffness: 100, dampingCoefficient: 10).duration",
      value: { SwiftUISpring(mass: 1, stiffness: 100, damping: 10).response }, expected: 0.6283185307179586),
    // Table D, Spring.settle column.
    .init(
      call: ".snappy settlingDuration", value: { SwiftUISpring(duration: 0.5, bounce: 0.15).settlingDuration },
      expected: 0.8768271225053476),
    .init(
      call: ".bouncy settlingDuration", value: { SwiftUISpring(duration: 0.5, bounce: 0.3).settlingDuration },
      expected: 1.0447130905120119),
    .init(
      call: "spring(0.5, 0.825) settlingDuration", value: { SwiftUISpring(response: 0.5, dampingRatio: 0.825).settlingDuration },
      expected: 0.9007679967004905),
    .init(
      call: "Animation.default (0.55, 1) settlingDuration", value: { SwiftUISpring(response: 0.55, dampingRatio: 1).settlingDuration },
      expected: 0.9),
    .init(
      call: "interactiveSpring (0.15, 0.86) settlingDuration",
      value: { SwiftUISpring(response: 0.15, dampingRatio: 0.86).settlingDuration }, expected: 0.2920116798274432),
  ]

  /// Tolerance 4e-15 relative (the ✓ rows are asserted bit-equal in RSP; our formulas follow
  /// the documented ones and may differ by a few ulps in operation order).
  @Test("SwiftUI Spring values and settling durations (Tables C and D)", arguments: tableC)
  func swiftUI(_ c: SwiftUICase) {
    let got = c.value()
    if c.expected == 0 {
      #expect(got == 0)
    } else {
      #expect(relativeError(got, c.expected) <= 4e-15, "got \(got)")
    }
  }

  @Test("SwiftUISpring from a Spring's (m, k, c): equal springs, equal models, whatever the family")
  func fromSpring() throws {
    let a = SwiftUISpring(try Spring(duration: 0.5, bounce: 0)),
      b = SwiftUISpring(
        try SpringSpecification(
          .physical(
            mass: 1, stiffness: try Spring(duration: 0.5, bounce: 0).stiffness, dampingCoefficient: try Spring(duration: 0.5, bounce: 0).dampingCoefficient)
        ).spring)
    #expect(a == b)
    #expect(relativeError(a.settlingDuration, 0.7999999999999999) <= 4e-15)
    #expect(SwiftUISpring(try Spring(mass: 1, stiffness: 100, dampingCoefficient: 10)).dampingRatio == 0.5)
  }

  /// reference/peers.md §10 vector 2: Compose PhysicsAnimationTest, k 100, 100 → 0,
  /// v0 3000, threshold 1.
  @Test("Compose's duration estimate (PhysicsAnimationTest)", arguments: [(Float(1), Int64(811)), (5, 4830), (0.5, 1206)])
  func compose(_ zeta: Float, _ millis: Int64) {
    let got = ComposeSpringEstimation.durationMillis(
      stiffness: 100, dampingRatio: zeta, initialValue: 100, targetValue: 0,
      initialVelocity: 3000, visibilityThreshold: 1)
    #expect(got == millis)
  }

  @Test(
    "Compose's estimate for ζ ≥ 1 is the last crossing to 1 ms; for ζ < 1 an upper bound",
    arguments: [0.2, 0.5, 0.9, 1.0, 1.5, 3.0])
  func composeAgainstExact(_ zeta: Double) throws {
    let spring = try Spring(stiffness: 400, dampingRatio: zeta)
    let motion = try SpringMotion(spring: spring, from: 0, to: 100, initialVelocity: -500)
    let exact = motion.settlingTime(band: 0.5)
    let estimate =
      Double(
        ComposeSpringEstimation.durationMillis(
          stiffness: 400, dampingRatio: Float(zeta), initialValue: 0, targetValue: 100, initialVelocity: -500,
          visibilityThreshold: 0.5)) / 1000
    if zeta >= 1 {
      #expect(abs(estimate - exact) <= 0.002, "estimate \(estimate), exact \(exact)")
    } else {
      #expect(estimate >= exact - 0.001, "estimate \(estimate) below the exact \(exact)")
    }
  }

  /// The android engine's frames (exact 60 fps times unless `clock` says otherwise).
  static func android(
    _ k: Double, _ zeta: Double, from: Double, to: Double, velocity: Double, minimumVisibleChange: Double = 1,
    clock: EngineSettings.AndroidClock = .exact
  ) throws -> EngineRendering {
    var input = EngineInput(
      specification: try .init(.stiffnessDampingRatio(stiffness: k, dampingRatio: zeta, mass: 1)), from: from,
      to: to, velocity: velocity)
    input.settings[.minimumVisibleChange] = minimumVisibleChange
    input.settings.androidClock = clock
    let end = try #require(try AndroidEngine().end(input))
    return try AndroidEngine().render(input, clock: .rate(60), frames: end.frame + 1)
  }

  @Test("Android rests when |v| < 46.875·mvc and |x − final| < 0.75·mvc, and snaps")
  func androidRest() throws {
    let force = AndroidSpringForce(stiffness: 1500, dampingRatio: 0.5)
    #expect(force.valueThreshold == 0.75 && force.velocityThreshold == 46.875)
    let frames = try Self.android(1500, 0.5, from: 0, to: 300, velocity: 0)
    #expect(frames.values.last == 300 && frames.velocities.last == 0)
    let before = frames.values.count - 2
    #expect(!(abs(frames.velocities[before]) < 46.875 && abs(frames.values[before] - 300) < 0.75))
  }

  @Test("Android's per-frame float steps follow the exact curve to float precision", arguments: [0.2, 0.5, 1.0, 5.0])
  func androidAccuracy(_ zeta: Double) throws {
    let frames = try Self.android(500, zeta, from: 0, to: 300, velocity: 500, minimumVisibleChange: 0.001)
    let motion = try SpringMotion(spring: try Spring(stiffness: 500, dampingRatio: zeta), from: 0, to: 300, initialVelocity: 500)
    for (t, x) in zip(frames.times, frames.values).dropLast() {
      #expect(abs(x - motion.value(at: t)) <= 3e-4, "t = \(t)")
    }
  }

  @Test("Android ordering: stiffer and critically damped springs rest earlier (as SpringTests asserts)")
  func androidOrdering() throws {
    func rest(_ k: Double, _ z: Double) throws -> Double { try Self.android(k, z, from: 0, to: 1000, velocity: 500).times.last! }
    #expect(try rest(5000, 0.5) < rest(1500, 0.5) && rest(1500, 0.5) < rest(500, 0.5) && rest(500, 0.5) < rest(50, 0.5))
    #expect(try rest(1500, 1) < rest(1500, 0.3))
  }
}
