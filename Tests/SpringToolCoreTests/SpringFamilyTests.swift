import Foundation
import SpringToolCore
import TestSupport
import Testing

/// Every parameter family maps to (m, k, c) by DESIGN.md §1 and round-trips.
@Suite("Spring parameter families")
struct SpringFamilyTests {
  /// The GSL reference problem's exact bits (reference/gsl-odeiv2.md §6).
  @Test("response 0.4, ζ 0.8 gives the GSL reference problem's k and c bit for bit")
  func referenceProblemBits() throws {
    let spring = try Spring(response: 0.4, dampingRatio: 0.8)
    #expect(spring.stiffness.bitPattern == 0x406e_d7ae_fb39_4d2b)  // 246.74011002723395
    #expect(spring.dampingCoefficient.bitPattern == 0x4039_21fb_5444_2d18)  // 25.132741228718345
    #expect(spring.mass == 1)
  }

  struct DocumentedMapping: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable () throws -> Spring
    let mass: Double, stiffness: Double, damping: Double
    /// Relative tolerance: 1e-15 for values we recompute, or the precision a document printed.
    let tolerance: Double
    var testDescription: String { name }
  }

  static let documented: [DocumentedMapping] = [
    // Apple docs / RSP README: Spring(duration: 0.5, bounce: 0.3) → (1, 157.9136704174297, 17.59291886010284).
    .init(
      name: "SwiftUI duration 0.5 bounce 0.3 (Table C)", make: { try Spring(duration: 0.5, bounce: 0.3) },
      mass: 1, stiffness: 157.9136704174297, damping: 17.59291886010284, tolerance: 1e-15),
    // Negative bounce: ζ = 1/(1 + b) = 1.25 for b = −0.2; c = 4πζ/d.
    .init(
      name: "SwiftUI duration 0.7 bounce -0.2", make: { try Spring(duration: 0.7, bounce: -0.2) },
      mass: 1, stiffness: pow(2 * Double.pi / 0.7, 2), damping: 4 * Double.pi * 1.25 / 0.7, tolerance: 1e-15),
    // reference/peers.md §0: R 0.4, ζ 0.8 ↔ k = 246.740, c = 25.133.
    .init(
      name: "SwiftUI response 0.4 ζ 0.8 (peers §0)", make: { try Spring(response: 0.4, dampingRatio: 0.8) },
      mass: 1, stiffness: 246.740, damping: 25.133, tolerance: 2e-5),
    // Android SpringForce default (1500, 0.5): c = 2ζ√k.
    .init(
      name: "Android stiffness 1500 ζ 0.5", make: { try Spring(stiffness: 1500, dampingRatio: 0.5) },
      mass: 1, stiffness: 1500, damping: 1500.0.squareRoot(), tolerance: 1e-15),
    // react-spring config.wobbly (180, 12).
    .init(
      name: "react-spring tension 180 friction 12", make: { try Spring(tension: 180, friction: 12) },
      mass: 1, stiffness: 180, damping: 12, tolerance: 0),
    // Rebound default: Origami (40, 7) → (230.2, 22) (peers §0, §5).
    .init(
      name: "Origami 40/7 → Rebound 230.2/22", make: { try SpringSpecification(.origami(tension: 40, friction: 7)).spring },
      mass: 1, stiffness: 230.2, damping: 22, tolerance: 1e-15),
    // react-spring AnimationConfig.test.ts: frequency 0.5, damping 1 → 157.91367041742973, 25.132741228718345.
    .init(
      name: "react-spring frequency 0.5 damping 1 (test vector)", make: { try Spring(response: 0.5, dampingRatio: 1) },
      mass: 1, stiffness: 157.91367041742973, damping: 25.132741228718345, tolerance: 1e-15),
    // react-spring: frequency 2.6, damping 0.1 → 5.840002604194885, 0.483321946706122.
    .init(
      name: "react-spring frequency 2.6 damping 0.1 (test vector)", make: { try Spring(response: 2.6, dampingRatio: 0.1) },
      mass: 1, stiffness: 5.840002604194885, damping: 0.483321946706122, tolerance: 1e-15),
    // Wave SpringTests: R 0.8 → k 61.6850; ζ 1 → c 15.7079; ζ 0.6 → c 9.4247 (checked there to 1e-4 absolute).
    .init(
      name: "Wave R 0.8 ζ 1", make: { try Spring(response: 0.8, dampingRatio: 1) },
      mass: 1, stiffness: 61.6850, damping: 15.7079, tolerance: 1e-5),
    .init(
      name: "Wave R 0.8 ζ 0.6", make: { try Spring(response: 0.8, dampingRatio: 0.6) },
      mass: 1, stiffness: 61.6850, damping: 9.4247, tolerance: 1e-5),
    // Mass scales k and c (peers §0): k = (2π/R)²·m, c = 4πζm/R.
    .init(
      name: "SwiftUI response with mass 3", make: { try Spring(response: 0.5, dampingRatio: 0.5, mass: 3) },
      mass: 3, stiffness: 3 * pow(4 * Double.pi, 2), damping: 3 * 4 * Double.pi * 0.5 / 0.5, tolerance: 1e-15),
  ]

  @Test("documented mappings", arguments: documented)
  func documentedMapping(_ c: DocumentedMapping) throws {
    let spring = try c.make()
    #expect(relativeError(spring.mass, c.mass) <= c.tolerance)
    #expect(relativeError(spring.stiffness, c.stiffness) <= c.tolerance, "k = \(spring.stiffness)")
    #expect(relativeError(spring.dampingCoefficient, c.damping) <= c.tolerance, "c = \(spring.dampingCoefficient)")
  }

  @Test("Apple's example: (m 1, k 100, c 10) has duration 0.6283185307179586 and bounce 0.5 (Table C)")
  func appleDurationBounce() throws {
    let spring = try Spring(mass: 1, stiffness: 100, dampingCoefficient: 10)
    #expect(relativeError(spring.response, 0.6283185307179586) <= 1e-15)
    #expect(abs(spring.bounce - 0.5) <= 1e-15)
  }

  @Test("negative bounce uses ζ = 1/(1 + b)", arguments: [-0.9, -0.5, -0.2, -1e-9])
  func negativeBounce(_ b: Double) throws {
    let spring = try Spring(duration: 1, bounce: b)
    #expect(relativeError(spring.dampingRatio, 1 / (1 + b)) <= 1e-15)
    #expect(abs(spring.bounce - b) <= 1e-15)
  }

  // MARK: - Round trips

  /// A seeded generator so every run checks the same random springs.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Log-uniform in [lo, hi].
  static func logUniform(_ lo: Double, _ hi: Double, _ g: inout SplitMix64) -> Double {
    exp(Double.random(in: log(lo)...log(hi), using: &g))
  }

  @Test("response/ζ → (m, k, c) → response/ζ within 1e-15 relative (10^4 random springs)")
  func responseRoundTrip() throws {
    var g = SplitMix64(state: 1)
    var worst = 0.0
    for _ in 0..<10_000 {
      let r = Self.logUniform(1e-3, 1e3, &g), z = Self.logUniform(1e-4, 1e3, &g), m = Self.logUniform(1e-3, 1e3, &g)
      let a = try Spring(response: r, dampingRatio: z, mass: m)
      let b = try Spring(mass: a.mass, stiffness: a.stiffness, dampingCoefficient: a.dampingCoefficient)
      worst = max(worst, relativeError(b.response, r), relativeError(b.dampingRatio, z))
    }
    #expect(worst <= 1e-15, "worst relative error \(worst)")
  }

  @Test("duration/bounce → (m, k, c) → duration/bounce within 1e-15 (bounce on the scale of 1)")
  func bounceRoundTrip() throws {
    var g = SplitMix64(state: 2)
    var worstDuration = 0.0, worstBounce = 0.0
    for _ in 0..<10_000 {
      let d = Self.logUniform(1e-3, 1e3, &g), b = Double.random(in: -0.999...1, using: &g)
      let a = try Spring(duration: d, bounce: b)
      let back = try Spring(mass: 1, stiffness: a.stiffness, dampingCoefficient: a.dampingCoefficient)
      worstDuration = max(worstDuration, relativeError(back.response, d))
      worstBounce = max(worstBounce, abs(back.bounce - b))
    }
    #expect(worstDuration <= 1e-15, "duration \(worstDuration)")
    #expect(worstBounce <= 1e-15, "bounce \(worstBounce)")
  }

  @Test("stiffness/ζ (Android) → (m, k, c) → stiffness/ζ within 1e-15 relative")
  func androidRoundTrip() throws {
    var g = SplitMix64(state: 3)
    var worst = 0.0
    for _ in 0..<10_000 {
      let k = Self.logUniform(1e-3, 1e6, &g), z = Self.logUniform(1e-4, 1e3, &g)
      let a = try Spring(stiffness: k, dampingRatio: z)
      let back = try Spring(stiffness: a.stiffness, dampingRatio: a.dampingRatio)
      worst = max(
        worst, relativeError(a.stiffness, k), relativeError(a.dampingRatio, z),
        relativeError(back.dampingCoefficient, a.dampingCoefficient))
    }
    #expect(worst <= 1e-15, "worst relative error \(worst)")
  }

  @Test("Origami → tension/friction → Origami within 1e-15 of max(|value|, 30)")
  func origamiRoundTrip() throws {
    var g = SplitMix64(state: 4)
    var worst = 0.0
    for _ in 0..<10_000 {
      let ot = Double.random(in: -20...200, using: &g), of = Double.random(in: 0...100, using: &g)
      let spring = try SpringSpecification(.origami(tension: ot, friction: of)).spring
      let backTension = SpringSpecification.origamiTension(tension: spring.stiffness)
      let backFriction = SpringSpecification.origamiFriction(friction: spring.dampingCoefficient)
      worst = max(worst, abs(backTension - ot) / max(abs(ot), 30), abs(backFriction - of) / max(abs(of), 30))
    }
    #expect(worst <= 1e-15, "worst \(worst)")
  }

  // MARK: - Derived quantities and regimes

  @Test("derived quantities of (m 2, k 50, c 4)")
  func derived() throws {
    let s = try Spring(mass: 2, stiffness: 50, dampingCoefficient: 4)
    #expect(relativeError(s.naturalFrequency, 5) <= 1e-15)
    #expect(relativeError(s.dampingRatio, 0.2) <= 1e-15)
    #expect(relativeError(s.decayRate, 1) <= 1e-15)
    #expect(relativeError(s.dampedFrequency, 24.0.squareRoot()) <= 1e-15)
    #expect(relativeError(s.response, 2 * Double.pi / 5) <= 1e-15)
    #expect(s.regime == .underdamped)
  }

  @Test(
    "damped frequency keeps full precision near critical damping",
    arguments: [1e-3, 1e-6, 1e-9, 1e-12])
  func dampedFrequencyNearCritical(_ gap: Double) throws {
    // k = 100, m = 1, c = 20·√(1 − gap): ωd = √(k − c²/4) computed exactly in high precision below.
    let c = 20 * (1 - gap).squareRoot()
    let s = try Spring(mass: 1, stiffness: 100, dampingCoefficient: c)
    // Exact: ωd² = 100 − c²/4 with c² exact as a double-double via FMA.
    let c2 = c * c, c2err = (-c2).addingProduct(c, c)
    let exact = ((100 - c2 / 4) - c2err / 4).squareRoot()
    #expect(relativeError(s.dampedFrequency, exact) <= 1e-12, "ωd = \(s.dampedFrequency), exact ≈ \(exact)")
  }

  struct RegimeCase: Sendable, CustomTestStringConvertible {
    let zeta: Double
    let regime: Spring.Regime
    var testDescription: String { "ζ = \(zeta) is \(regime)" }
  }

  @Test(
    "regimes",
    arguments: [
      RegimeCase(zeta: 0, regime: .undamped), RegimeCase(zeta: 0.5, regime: .underdamped),
      RegimeCase(zeta: 1, regime: .critical), RegimeCase(zeta: 1 + 1e-9, regime: .overdamped),
      RegimeCase(zeta: 1 - 1e-9, regime: .underdamped), RegimeCase(zeta: 50, regime: .overdamped),
    ])
  func regimes(_ c: RegimeCase) throws {
    #expect(try Spring(response: 0.5, dampingRatio: c.zeta).regime == c.regime)
    #expect(try Spring(stiffness: 300, dampingRatio: c.zeta).regime == c.regime)
  }

  // MARK: - Validation (one rule on every path)

  struct InvalidCase: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable () throws -> Spring
    let parameter: String
    var testDescription: String { name }
  }

  static let invalid: [InvalidCase] = [
    .init(name: "zero mass", make: { try Spring(mass: 0, stiffness: 1, dampingCoefficient: 1) }, parameter: "mass"),
    .init(name: "negative mass", make: { try Spring(mass: -1, stiffness: 1, dampingCoefficient: 1) }, parameter: "mass"),
    .init(name: "negative mass via response", make: { try Spring(response: 1, dampingRatio: 1, mass: -2) }, parameter: "mass"),
    .init(name: "negative mass via Android", make: { try Spring(stiffness: 1, dampingRatio: 1, mass: -2) }, parameter: "mass"),
    .init(name: "NaN mass", make: { try Spring(mass: .nan, stiffness: 1, dampingCoefficient: 1) }, parameter: "mass"),
    .init(name: "infinite stiffness", make: { try Spring(mass: 1, stiffness: .infinity, dampingCoefficient: 1) }, parameter: "stiffness"),
    .init(name: "negative stiffness", make: { try Spring(mass: 1, stiffness: -1, dampingCoefficient: 1) }, parameter: "stiffness"),
    .init(name: "zero stiffness (Android)", make: { try Spring(stiffness: 0, dampingRatio: 0.5) }, parameter: "stiffness"),
    .init(
      name: "negative damping coefficient", make: { try Spring(mass: 1, stiffness: 1, dampingCoefficient: -0.1) },
      parameter: "damping coefficient"),
    .init(name: "negative damping ratio", make: { try Spring(response: 1, dampingRatio: -0.1) }, parameter: "damping ratio"),
    .init(name: "zero response", make: { try Spring(response: 0, dampingRatio: 1) }, parameter: "response"),
    .init(name: "negative duration", make: { try Spring(duration: -1, bounce: 0) }, parameter: "duration"),
    .init(name: "bounce −1", make: { try Spring(duration: 1, bounce: -1) }, parameter: "bounce"),
    .init(name: "bounce below −1", make: { try Spring(duration: 1, bounce: -1.2) }, parameter: "bounce"),
    .init(name: "bounce above 1", make: { try Spring(duration: 1, bounce: 1.5) }, parameter: "bounce"),
    .init(name: "NaN bounce", make: { try Spring(duration: 1, bounce: .nan) }, parameter: "bounce"),
    .init(name: "negative tension", make: { try Spring(tension: -5, friction: 1) }, parameter: "tension"),
    .init(name: "negative friction", make: { try Spring(tension: 5, friction: -1) }, parameter: "friction"),
    .init(
      name: "Origami tension mapping below 0", make: { try SpringSpecification(.origami(tension: -30, friction: 7)).spring },
      parameter: "origami tension"),
    .init(name: "stiffness beyond 1e100", make: { try Spring(mass: 1, stiffness: 1e120, dampingCoefficient: 1) }, parameter: "stiffness"),
    .init(name: "mass below 1e-100", make: { try Spring(mass: 1e-120, stiffness: 1, dampingCoefficient: 1) }, parameter: "mass"),
  ]

  @Test("invalid parameters are rejected with a reason", arguments: invalid)
  func rejects(_ c: InvalidCase) {
    do {
      let spring = try c.make()
      Issue.record("accepted \(spring)")
    } catch let error as SpringError {
      #expect(error.parameter == c.parameter)
      #expect(!error.description.isEmpty)
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test("motion rejects non-finite from/to/velocity")
  func motionValidation() throws {
    let spring = try Spring(response: 0.5, dampingRatio: 1)
    #expect(throws: SpringError.self) { try SpringMotion(spring: spring, from: .nan) }
    #expect(throws: SpringError.self) { try SpringMotion(spring: spring, to: .infinity) }
    #expect(throws: SpringError.self) { try SpringMotion(spring: spring, initialVelocity: -.infinity) }
    #expect(throws: SpringError.self) { try SpringMotion(spring: spring, from: -1.7e308, to: 1.7e308) }
  }
}

/// React Native's bounciness and speed (SpringConfig.js's fromBouncinessAndSpeed), checked against
/// the figures worked out from that file in reference/more-platforms.md §2 (defaults B 8, S 12 →
/// k 342.10, c 24.684, ζ 0.667, to the digits given there) and its rules by hand.
@Suite("React Native bounciness and speed")
struct BouncinessSpeedTests {
  @Test("the defaults (bounciness 8, speed 12): k 342.10 ± 0.005, c 24.684 ± 0.0005, ζ 0.667 ± 0.0005, mass 1")
  func defaults() throws {
    let s = try SpringSpecification(.bouncinessSpeed(bounciness: 8, speed: 12)).spring
    #expect(abs(s.stiffness - 342.10) <= 0.005)
    #expect(abs(s.dampingCoefficient - 24.684) <= 0.0005)
    #expect(abs(s.dampingRatio - 0.667) <= 0.0005)
    #expect(s.mass == 1)
  }

  @Test("a request with one of the two takes React Native's default for the other", arguments: [(Double?(8.0), Double?.none), (Double?.none, Double?(12.0))])
  func oneOfTwo(_ bounciness: Double?, _ speed: Double?) throws {
    var r = SpringRequest()
    (r.bounciness, r.speed) = (bounciness, speed)
    #expect(try r.specification().spring == (try SpringSpecification(.bouncinessSpeed(bounciness: 8, speed: 12))).spring)
  }

  @Test("bounciness 0 is b3Nobounce's friction; the Origami tension is 0.5 + 199.5·S/34 (by hand)", arguments: [1.0, 12.0, 30.0])
  func noBounce(_ speed: Double) {
    // b = 0: friction = b3Nobounce(T); tension T = 0.5 + 199.5·(S/1.7)/20.
    let t = 0.5 + (speed / 1.7 / 20) * 199.5
    let f =
      t <= 18
      ? 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28
      : t <= 44 ? 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 : 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
    let (k, c) = SpringSpecification.bouncinessSpring(bounciness: 0, speed: speed)
    #expect(abs(k - ((t - 30) * 3.62 + 194)) <= 1e-12 * k)
    #expect(abs(c - ((f - 8) * 3 + 25)) <= 1e-12 * max(1, abs(c)))
  }

  @Test(
    "bounciness/speed → (k, c) → bounciness/speed within 1e-9 (the forward map's cubics, inverted)",
    arguments: [(0.0, 1.0), (8.0, 12.0), (20.0, 5.0), (42.0, 30.0), (3.5, 60.0)])
  func inverse(_ bounciness: Double, _ speed: Double) throws {
    let (k, c) = SpringSpecification.bouncinessSpring(bounciness: bounciness, speed: speed)
    let back = try #require(SpringSpecification.bouncinessSpeed(stiffness: k, damping: c))
    #expect(abs(back.bounciness - bounciness) <= 1e-9 * max(1, bounciness))
    #expect(abs(back.speed - speed) <= 1e-9 * speed)
  }

  @Test("a spring damped beyond React Native's no-bounce friction has no bounciness and speed")
  func noInverse() throws {
    let s = try Spring(mass: 1, stiffness: 300, dampingCoefficient: 200)
    #expect(SpringSpecification.bouncinessSpeed(stiffness: s.stiffness, damping: s.dampingCoefficient) == nil)
  }
}

/// Reanimated's duration configs (springUtils.ts calculateNewStiffnessToMatchDuration @ 0893dd9,
/// calculateNewMassToMatchDuration @ f443c27), against reference/more-platforms.md §3's figures and
/// the upstream rules worked by hand; frame-level checks are in the Platforms tests.
@Suite("Reanimated duration configs")
struct ReanimatedDurationTests {
  @Test(
    "550 ms, ζ 1, mass 4 from rest: k 898.9 (reference §3), the same for any travel to 1e-12",
    arguments: [1.0, -1.0, 100.0, -300.0, 1e-3, 1e200, 0x1p-1063])
  func fromRest(_ displacement: Double) {
    let k = ReanimatedDurationSpring.stiffness(duration: 0.55, dampingRatio: 1, mass: 4, displacement: displacement, velocity: 0)
    #expect(abs(k - 898.9) < 0.05)
    let unit = ReanimatedDurationSpring.stiffness(duration: 0.55, dampingRatio: 1, mass: 4, displacement: 1, velocity: 0)
    #expect(abs(k - unit) <= 1e-12 * unit)
  }

  @Test(
    "the residual at the solved stiffness is within upstream's precision (threshold·1e-3), by hand",
    arguments: [(0.55, 1.0, 4.0, -100.0, -2000.0), (0.3, 0.5, 1.0, 50.0, 0.0), (1.2, 1.4, 2.5, -10.0, 300.0)])
  func residual(_ d: Double, _ zeta: Double, _ m: Double, _ x0: Double, _ v0: Double) {
    let k = ReanimatedDurationSpring.stiffness(duration: d, dampingRatio: zeta, mass: m, displacement: x0, velocity: v0)
    // The envelope of the upstream energyDiffForStiffness, written out.
    let t = 1.5 * d, w = (k / m).squareRoot() * zeta
    let x = (x0 + (v0 + x0 * w) * t) * exp(-w * t)
    let v = -w * x + (v0 + x0 * w) * exp(-w * t)
    let fraction = (0.5 * k * x * x + 0.5 * m * v * v) / (0.5 * k * x0 * x0 + 0.5 * m * v0 * v0)
    #expect(abs(fraction - 6e-9) <= 6e-12 * (1 + 1e-9))
  }

  @Test("a huge travel solves as a small one (the fraction is scaled, not overflowed)")
  func hugeTravel() {
    let small = ReanimatedDurationSpring.stiffness(duration: 0.55, dampingRatio: 0.75, mass: 4, displacement: -3, velocity: 50)
    let huge = ReanimatedDurationSpring.stiffness(
      duration: 0.55, dampingRatio: 0.75, mass: 4, displacement: -3 * 0x1p900,
      velocity: 50 * 0x1p900)
    #expect(small == huge)
  }

  @Test(
    "duration(stiffness:) inverts the solve from rest to upstream's precision (1e-4 of k)",
    arguments: [(898.9, 1.0, 4.0), (246.74, 0.8, 1.0), (100, 0.3, 1.0), (500, 1.7, 2.0)])
  func inverse(_ k: Double, _ zeta: Double, _ m: Double) {
    let d = ReanimatedDurationSpring.duration(stiffness: k, dampingRatio: zeta, mass: m)
    let back = ReanimatedDurationSpring.stiffness(duration: d, dampingRatio: zeta, mass: m, displacement: 1, velocity: 0)
    #expect(abs(back - k) <= 1e-4 * k, "\(d) s → \(back)")
  }

  @Test("Reanimated 3's mass solve: the residual duration is within 0.00005 ms or the 20 halvings ran out, by hand")
  func reanimated3Mass() {
    let m = ReanimatedDurationSpring.reanimated3Mass(duration: 2, dampingRatio: 0.5, displacement: 100, velocity: 0)
    let c = 0.5 * 2 * (100 * m).squareRoot()
    let amplitude = (100 * 100 * 100) / (exp(1 - 0.25) * 100)
    let duration = 1000 * (-2 * m / c) * log(2 * 0.01 / amplitude)
    #expect(abs(duration - 2000) <= 0.1, "\(m): \(duration) ms")
    #expect(m > 0 && m < 100)
  }

  @Test("a request with --reanimated-duration takes Reanimated's defaults ζ 1 and mass 4, and refuses other families' numbers")
  func request() throws {
    var r = SpringRequest()
    r.reanimatedDuration = 0.55
    #expect(try r.specification().family == .reanimatedDuration(duration: 0.55, dampingRatio: 1, mass: 4))
    r.dampingRatio = 0.75
    r.mass = 2
    #expect(try r.specification().family == .reanimatedDuration(duration: 0.55, dampingRatio: 0.75, mass: 2))
    r.bounce = 0.2
    #expect(throws: SpringRequest.Problem.doesNotGoWith(.bounce, .reanimatedDuration)) { try r.specification() }
  }

  @Test(
    "invalid duration configs are refused",
    arguments: [
      (0.0, 1.0, 4.0), (-1.0, 1.0, 4.0), (0.5, 0.0, 4.0), (0.5, 1.0, 0.0),
      (Double.nan, 1.0, 4.0),
    ])
  func invalid(_ d: Double, _ zeta: Double, _ m: Double) {
    #expect(throws: SpringError.self) { try SpringSpecification(.reanimatedDuration(duration: d, dampingRatio: zeta, mass: m)) }
  }

  @Test("resolved(displacement:velocity:) keeps the family and solves the start's stiffness; other families are untouched")
  func resolved() throws {
    let spec = try SpringSpecification(.reanimatedDuration(duration: 0.55, dampingRatio: 1, mass: 4))
    let moved = spec.resolved(displacement: -100, velocity: -2000)
    #expect(moved.family == spec.family)
    #expect(abs(moved.spring.stiffness - 945.9) < 0.05)
    let swiftUI = try SpringSpecification.response(0.4, dampingRatio: 0.8)
    #expect(swiftUI.resolved(displacement: -100, velocity: -2000).spring == swiftUI.spring)
  }
}

extension SpringRequest {
  /// The core alone knows no presets (each platform brings its own): these tests resolve families only.
  fileprivate func specification() throws(Problem) -> SpringSpecification { try specification(presets: SpringPresetCatalog([])) }
}

@Suite("Presets in the core")
struct CorePresetLookupTests {
  static let custom = SpringPreset(
    name: "custom", aliases: ["mine"], platform: "Test", api: "a test's preset",
    specification: SpringPreset.literal(.physical(mass: 1, stiffness: 100, dampingCoefficient: 10)), source: "this test")

  @Test("the core knows no preset: a name is looked up only in the catalog it is given", arguments: ["custom", "MINE"])
  func catalogLookup(_ name: String) throws {
    var request = SpringRequest()
    request.preset = name
    #expect(try request.specification(presets: SpringPresetCatalog([Self.custom])).spring == Self.custom.spring)
    #expect(throws: SpringRequest.Problem.unknownPreset(name, suggestion: nil)) {
      try request.specification(presets: SpringPresetCatalog([]))
    }
  }
}

/// A family's derived number beyond ``Spring``'s range is refused naming the number given that
/// made it (the one farthest from 1 in magnitude), never "(got inf)".
@Suite("A derived number out of range names the number given")
struct DerivedRangeTests {
  @Test(
    "the refusal blames the given number",
    arguments: [
      (SpringSpecification.Family.response(response: .leastNonzeroMagnitude, dampingRatio: 0.8, mass: 1), "response", "stiffness overflow"),
      (.response(response: 0.4, dampingRatio: 1e308, mass: 1), "damping ratio", "damping coefficient overflow"),
      (.response(response: 0.4, dampingRatio: 0.8, mass: 1e308), "mass", "stiffness overflow"),
      (.motionVisualDuration(visualDuration: .leastNonzeroMagnitude, bounce: 0.2), "visual duration", "stiffness overflow"),
      (.response(response: 1e60, dampingRatio: 0.5, mass: 1), "response", "stiffness 3.94784e-119, outside 1e-100 to 1e100"),
    ])
  func blames(_ family: SpringSpecification.Family, _ parameter: String, _ rule: String) {
    #expect {
      _ = try SpringSpecification(family)
    } throws: { error in
      guard let error = error as? SpringError else { return false }
      return error.parameter == parameter && error.rule == "makes the \(rule)" + (rule.hasSuffix("overflow") ? " (beyond 1e100)" : "")
        && !error.description.contains("inf")
    }
  }

  @Test("a number given out of range is still named as itself")
  func given() {
    #expect(throws: SpringError(parameter: "stiffness", value: 1e-200, rule: "must be between 1e-100 and 1e100")) {
      _ = try SpringSpecification(.stiffnessDampingRatio(stiffness: 1e-200, dampingRatio: 0.5, mass: 1))
    }
  }
}
