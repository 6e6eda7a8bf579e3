import _SpringToolSupport
import Foundation

/// A spring as the user specified it: one parameter family with its numbers, validated, and
/// the canonical ``Spring`` (m, k, c) it produces.
///
/// Every family maps to (m, k, c) by one formula (docs/reference/peers.md §0, docs/reference/apple-springs.md §1):
///
/// | family | numbers | mapping |
/// |---|---|---|
/// | `response` | response R, ζ, m | `w = 2π/R`, `k = w·w·m`, `c = 4πζ/R·m` |
/// | `durationBounce` | duration D, bounce b, m | the response family with R = D, ζ = ``dampingRatio(bounce:)`` |
/// | `physical` | m, k, c | as is |
/// | `stiffnessDampingRatio` | k, ζ, m | `c = 2ζ√(k·m)` |
/// | `tensionFriction` | tension, friction, m | `k = tension`, `c = friction` |
/// | `origami` | Origami tension, friction | ``tension(origami:)``, ``friction(origami:)``, m = 1 |
/// | `bouncinessSpeed` | React Native's bounciness B, speed S | ``bouncinessSpring(bounciness:speed:)`` (RN's `fromBouncinessAndSpeed`), m = 1 |
/// | `motionDuration` | duration T (s), bounce b | Motion's `findSpring` (``MotionWebSpring``), m = 1 |
/// | `motionVisualDuration` | visual duration V (s), bounce b | `ω0 = 2π/(1.2·V)`, `c = 2·clamp(1 − b, 0.05, 1)·ω0`, m = 1 |
/// | `reanimatedDuration` | Reanimated duration D (s), ζ, m | k solved from the motion's start (``ReanimatedDurationSpring``); ``spring`` is the solve from rest, ``resolved(displacement:velocity:solve:)`` a motion's |
/// | `preset` | a named spring, extra bounce | the preset's own family; SwiftUI's smooth/snappy/bouncy add the extra bounce |
///
/// The specification keeps the numbers as given, so reports print them back exactly (a
/// response of 0.178 is 0.178, not the 0.17799999999999996 that 2π/√k gives), and engines that
/// care how a spring was spelled on their platform (Motion's time-defined springs) receive it.
/// Equality and hashing compare the family and its numbers; two specifications in different
/// families can produce equal ``Spring``s.
public struct SpringSpecification: Sendable, Hashable, CustomStringConvertible {
  /// A parameter family with the numbers in it, as given.
  public enum Family: Sendable, Hashable {
    /// SwiftUI `spring(response:dampingFraction:)`, Wave, b3ll/Motion: response R in seconds, ζ ≥ 0.
    case response(response: Double, dampingRatio: Double, mass: Double)
    /// SwiftUI iOS 17 `Spring(duration:bounce:)`, Flutter `withDurationAndBounce`: D > 0 s, −1 < b ≤ 1.
    case durationBounce(duration: Double, bounce: Double, mass: Double)
    /// Core Animation, SwiftUI `Spring(mass:stiffness:damping:)`: m, k > 0, c ≥ 0.
    case physical(mass: Double, stiffness: Double, dampingCoefficient: Double)
    /// Android `SpringForce`, Compose `spring()`: k > 0, ζ ≥ 0.
    case stiffnessDampingRatio(stiffness: Double, dampingRatio: Double, mass: Double)
    /// react-spring, Rebound: tension (= k) > 0, friction (= c) ≥ 0.
    case tensionFriction(tension: Double, friction: Double, mass: Double)
    /// Origami (Quartz Composer, Rebound `OrigamiValueConverter`) tension and friction, mass 1.
    case origami(tension: Double, friction: Double)
    /// React Native `Animated.spring({bounciness, speed})` (Rebound/POP's), mass 1.
    case bouncinessSpeed(bounciness: Double, speed: Double)
    /// Motion (web) `spring({ duration, bounce })`: duration in seconds, when the envelope reaches 0.001.
    case motionDuration(duration: Double, bounce: Double)
    /// Motion (web) `spring({ visualDuration, bounce })`, seconds.
    case motionVisualDuration(visualDuration: Double, bounce: Double)
    /// Reanimated `withSpring(to, {duration, dampingRatio, mass})`: the perceptual duration in
    /// seconds (> 0), ζ > 0 and m > 0 (Reanimated's defaults 1 and 4); the stiffness is solved
    /// from the motion's start.
    case reanimatedDuration(duration: Double, dampingRatio: Double, mass: Double)
    /// A named spring (``SpringPreset``); `extraBounce` is SwiftUI's `extraBounce`, 0 when not given
    /// (only SwiftUI's `smooth`, `snappy` and `bouncy` accept a non-zero one). (Boxed: a preset
    /// holds a specification; the other cases stay inline, so making one allocates nothing.)
    indirect case preset(SpringPreset, extraBounce: Double)
  }

  /// The family and the numbers as given.
  public let family: Family
  /// The canonical spring.
  public let spring: Spring

  /// Validates `family` and computes its spring.
  ///
  /// - Parameter family: The family and its numbers.
  /// - Throws: ``SpringError`` naming the first number out of range (response ≤ 0, bounce ≤ −1,
  ///   negative mass, NaN, an extra bounce on a preset without a base bounce, …), or when the
  ///   resulting (m, k, c) is outside ``Spring``'s range.
  public init(_ family: Family) throws(SpringError) {
    self.family = family
    do { self.spring = try SpringSpecification.canonical(family) } catch { throw Self.blamingGiven(error, family) }
  }

  /// A derived number out of ``Spring``'s range (a stiffness of `m·(2π/R)²` that overflows for
  /// `R = 5e-324`) blamed on the number given that made it: the one farthest from 1 in
  /// magnitude, so the message names what the user typed, not what springtool worked out.
  static func blamingGiven(_ error: SpringError, _ family: Family) -> SpringError {
    let given = givenValues(family).map { (name, value) in
      (name.reduce(into: "") { $0 += $1.isUppercase ? " " + $1.lowercased() : String($1) }, value)
    }
    guard !given.contains(where: { $0.0 == error.parameter }),
      let culprit = given.filter({ $0.1 != 0 && $0.1.isFinite }).max(by: { abs(log2(abs($0.1))) < abs(log2(abs($1.1))) })
    else { return error }
    let what =
      error.value.isFinite
      ? "\(NumberText.forPeopleRounded(error.value)), outside 1e-100 to 1e100" : "overflow (beyond 1e100)"
    return SpringError(parameter: culprit.0, value: culprit.1, rule: "makes the \(error.parameter) \(what)")
  }

  /// The specification of an existing spring: the physical family with its (m, k, c).
  ///
  /// - Parameter spring: The spring: mass, stiffness and damping coefficient.
  public init(_ spring: Spring) {
    family = .physical(mass: spring.mass, stiffness: spring.stiffness, dampingCoefficient: spring.dampingCoefficient)
    self.spring = spring
  }

  // MARK: - Convenience constructors

  /// ``Family/response(response:dampingRatio:mass:)``.
  ///
  /// - Parameters:
  ///   - response: The response 2π/ω0 (SwiftUI's), in seconds (> 0).
  ///   - dampingRatio: The damping ratio ζ = c/(2√(km)) (≥ 0; 1 is critical).
  ///   - mass: The mass m (> 0; value units are free, so 1 is the usual choice).
  /// - Returns: The specification, validated.
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  public static func response(_ response: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) -> Self {
    try Self(.response(response: response, dampingRatio: dampingRatio, mass: mass))
  }

  /// ``Family/durationBounce(duration:bounce:mass:)``.
  ///
  /// - Parameters:
  ///   - duration: The duration, in seconds (> 0).
  ///   - bounce: The bounce (SwiftUI's, in (−1, 1]; positive values overshoot).
  ///   - mass: The mass m (> 0; value units are free, so 1 is the usual choice).
  /// - Returns: The specification, validated.
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  public static func duration(_ duration: Double, bounce: Double, mass: Double = 1) throws(SpringError) -> Self {
    try Self(.durationBounce(duration: duration, bounce: bounce, mass: mass))
  }

  /// ``Family/preset(_:extraBounce:)``.
  ///
  /// - Parameters:
  ///   - preset: The preset.
  ///   - extraBounce: SwiftUI's extra bounce (smooth, snappy and bouncy only).
  /// - Returns: The specification, validated.
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  public static func preset(_ preset: SpringPreset, extraBounce: Double = 0) throws(SpringError) -> Self {
    try Self(.preset(preset, extraBounce: extraBounce))
  }

  // MARK: - The numbers as given, where the family has them

  /// A preset's config fields beyond the spring (``SpringPreset/Extras``); none for any other family.
  public var presetExtras: SpringPreset.Extras {
    if case .preset(let preset, _) = family { preset.extras } else { SpringPreset.Extras() }
  }

  /// The family after resolving presets: the family the numbers below come from.
  public var resolvedFamily: Family {
    guard case .preset(let preset, let extra) = family else { return family }
    if extra != 0, case .durationBounce(let d, let b, let m) = preset.specification.resolvedFamily {
      return .durationBounce(duration: d, bounce: b + extra, mass: m)
    }
    return preset.specification.resolvedFamily
  }

  /// SwiftUI's response (= duration), seconds: as given for the response and duration families,
  /// else `2π/ω0`.
  public var response: Double {
    switch resolvedFamily {
    case .response(let r, _, _), .durationBounce(let r, _, _): r
    default: spring.response
    }
  }

  /// The damping ratio ζ: as given (or exactly from the given bounce) where the family has one,
  /// else `c/(2√(km))`.
  public var dampingRatio: Double {
    switch resolvedFamily {
    case .response(_, let z, _), .stiffnessDampingRatio(_, let z, _), .reanimatedDuration(_, let z, _): z
    case .durationBounce(_, let b, _): Self.dampingRatio(bounce: b)
    case .motionDuration(_, let b), .motionVisualDuration(_, let b): MotionWebSpring.dampingRatio(bounce: b)
    default: spring.dampingRatio
    }
  }

  /// SwiftUI's bounce: as given for the duration family, else from ``dampingRatio``.
  public var bounce: Double {
    if case .durationBounce(_, let b, _) = resolvedFamily { return b }
    return Self.bounce(dampingRatio: dampingRatio)
  }

  /// The stiffness k: as given where the family has it, else the spring's.
  public var stiffness: Double {
    switch resolvedFamily {
    case .physical(_, let k, _), .stiffnessDampingRatio(let k, _, _), .tensionFriction(let k, _, _): k
    default: spring.stiffness
    }
  }

  /// The damping coefficient c: as given where the family has it, else the spring's.
  public var dampingCoefficient: Double {
    switch resolvedFamily {
    case .physical(_, _, let c), .tensionFriction(_, let c, _): c
    default: spring.dampingCoefficient
    }
  }

  /// The mass (every family has one, 1 where it is fixed).
  public var mass: Double { spring.mass }

  /// Whether the spring is one of Motion's time-defined springs (`duration` or
  /// `visualDuration` with `bounce`), which Motion runs without inherited velocity.
  public var isMotionTimeDefined: Bool {
    switch resolvedFamily {
    case .motionDuration, .motionVisualDuration: true
    default: false
    }
  }

  /// The family's name, for reports and files (`response`, `durationBounce`, `physical`,
  /// `stiffnessDampingRatio`, `tensionFriction`, `origami`, `motionDuration`,
  /// `motionVisualDuration`, `preset`).
  public var familyName: String {
    switch family {
    case .response: "response"
    case .durationBounce: "durationBounce"
    case .physical: "physical"
    case .stiffnessDampingRatio: "stiffnessDampingRatio"
    case .tensionFriction: "tensionFriction"
    case .origami: "origami"
    case .bouncinessSpeed: "bouncinessSpeed"
    case .motionDuration: "motionDuration"
    case .motionVisualDuration: "motionVisualDuration"
    case .reanimatedDuration: "reanimatedDuration"
    case .preset: "preset"
    }
  }

  /// The numbers as given, named as the family names them (`response`, `dampingRatio`, `mass`,
  /// …; a preset gives `preset` as its name and `extraBounce`), in order.
  public var givenValues: [(name: String, value: Double)] { Self.givenValues(family) }

  /// ``givenValues`` of a family.
  static func givenValues(_ family: Family) -> [(name: String, value: Double)] {
    switch family {
    case .response(let r, let z, let m): [("response", r), ("dampingRatio", z), ("mass", m)]
    case .durationBounce(let d, let b, let m): [("duration", d), ("bounce", b), ("mass", m)]
    case .physical(let m, let k, let c): [("mass", m), ("stiffness", k), ("dampingCoefficient", c)]
    case .stiffnessDampingRatio(let k, let z, let m): [("stiffness", k), ("dampingRatio", z), ("mass", m)]
    case .tensionFriction(let t, let f, let m): [("tension", t), ("friction", f), ("mass", m)]
    case .origami(let t, let f): [("origamiTension", t), ("origamiFriction", f)]
    case .bouncinessSpeed(let b, let s): [("bounciness", b), ("speed", s)]
    case .motionDuration(let d, let b): [("duration", d), ("bounce", b)]
    case .motionVisualDuration(let v, let b): [("visualDuration", v), ("bounce", b)]
    case .reanimatedDuration(let d, let z, let m): [("duration", d), ("dampingRatio", z), ("mass", m)]
    case .preset(_, let extra): extra == 0 ? [] : [("extraBounce", extra)]
    }
  }

  /// `family(name: value, …)` with round-trip numbers, e.g. `response(response: 0.4, dampingRatio: 0.8, mass: 1.0)`.
  public var description: String {
    if case .preset(let p, let extra) = family {
      return "preset(\(p.name)\(extra == 0 ? "" : ", extraBounce: \(extra)"))"
    }
    return familyName + "(" + givenValues.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")"
  }

  /// The specification for a motion that starts `displacement` from its target with `velocity`:
  /// itself, except for a Reanimated duration config
  /// (``Family/reanimatedDuration(duration:dampingRatio:mass:)``), whose spring Reanimated solves
  /// from the start; the family and its numbers stay as given.
  ///
  /// - Parameters:
  ///   - displacement: `from − to`, value units.
  ///   - velocity: The start velocity, value units per second.
  ///   - solve: How the Reanimated version solves (Reanimated 4's stiffness solve by default).
  /// - Returns: The specification with the spring for this start. Should the solve make no spring
  ///   (Reanimated 3's mass solve can reach 0), the specification as it was.
  public func resolved(
    displacement: Double, velocity: Double,
    solve: ReanimatedDurationSpring.Solve = .stiffness(energyThreshold: ReanimatedDurationSpring.defaultEnergyThreshold)
  )
    -> SpringSpecification
  {
    guard case .reanimatedDuration(let d, let z, let m) = resolvedFamily else { return self }
    let solved: Spring?
    switch solve {
    case .stiffness(let threshold):
      solved = try? Self.reanimatedSpring(
        duration: d, dampingRatio: z, mass: m, displacement: displacement, velocity: velocity,
        energyThreshold: threshold)
    case .mass(let restSpeed):
      let k = ReanimatedDurationSpring.reanimated3Stiffness
      let mass = ReanimatedDurationSpring.reanimated3Mass(
        duration: d, dampingRatio: z, stiffness: k, displacement: -displacement,
        velocity: velocity, restSpeedThreshold: restSpeed)
      solved = try? Spring(mass: mass, stiffness: k, dampingCoefficient: 2 * z * (k * mass).squareRoot())
    }
    return solved.map { SpringSpecification(family: family, spring: $0) } ?? self
  }

  private init(family: Family, spring: Spring) { (self.family, self.spring) = (family, spring) }

  /// (m, k, c) for a family, validating its numbers.
  package static func canonical(_ family: Family) throws(SpringError) -> Spring {
    switch family {
    case .response(let response, let zeta, let mass):
      try Check.positive("response", response)
      try Check.nonNegative("damping ratio", zeta)
      try Check.positive("mass", mass)
      // The order of the GSL reference problem: Spring(response: 0.4, dampingRatio: 0.8) has exactly
      // k = 246.74011002723395 and c = 25.132741228718345.
      let w = 2.0 * Double.pi / response
      return try Spring(mass: mass, stiffness: w * w * mass, dampingCoefficient: 4.0 * Double.pi * zeta / response * mass)
    case .durationBounce(let duration, let bounce, let mass):
      try Check.positive("duration", duration)
      try Check.finite("bounce", bounce)
      guard bounce > -1 && bounce <= 1 else {
        throw SpringError(parameter: "bounce", value: bounce, rule: "must be greater than -1 and at most 1")
      }
      return try canonical(.response(response: duration, dampingRatio: dampingRatio(bounce: bounce), mass: mass))
    case .physical(let mass, let stiffness, let c):
      return try Spring(mass: mass, stiffness: stiffness, dampingCoefficient: c)
    case .stiffnessDampingRatio(let stiffness, let zeta, let mass):
      try Check.positive("stiffness", stiffness)
      try Check.nonNegative("damping ratio", zeta)
      try Check.positive("mass", mass)
      return try Spring(mass: mass, stiffness: stiffness, dampingCoefficient: 2 * zeta * (stiffness * mass).squareRoot())
    case .tensionFriction(let tension, let friction, let mass):
      try Check.positive("tension", tension)
      try Check.nonNegative("friction", friction)
      return try Spring(mass: mass, stiffness: tension, dampingCoefficient: friction)
    case .origami(let ot, let of):
      try Check.finite("origami tension", ot)
      try Check.finite("origami friction", of)
      let tension = Self.tension(origami: ot), friction = Self.friction(origami: of)
      guard tension > 0 else {
        throw SpringError(parameter: "origami tension", value: ot, rule: "must map to a positive tension (be above -23.59)")
      }
      guard friction >= 0 else {
        throw SpringError(
          parameter: "origami friction", value: of,
          rule: "must map to a non-negative friction (be 0 or at least -0.33)")
      }
      return try Spring(mass: 1, stiffness: tension, dampingCoefficient: friction)
    case .bouncinessSpeed(let bounciness, let speed):
      try Check.finite("bounciness", bounciness)
      try Check.finite("speed", speed)
      let (k, c) = bouncinessSpring(bounciness: bounciness, speed: speed)
      guard k > 0 else { throw SpringError(parameter: "speed", value: speed, rule: "must map to a positive stiffness") }
      guard c > 0 else { throw SpringError(parameter: "bounciness", value: bounciness, rule: "must map to a positive damping") }
      return try Spring(mass: 1, stiffness: k, dampingCoefficient: c)
    case .motionDuration(let duration, let bounce):
      try Check.positive("duration", duration)
      try Check.finite("bounce", bounce)
      let solved = MotionWebSpring.findSpring(duration: duration, bounce: bounce)
      return try Spring(mass: 1, stiffness: solved.stiffness, dampingCoefficient: solved.dampingCoefficient)
    case .motionVisualDuration(let visualDuration, let bounce):
      try Check.positive("visual duration", visualDuration)
      try Check.finite("bounce", bounce)
      let solved = MotionWebSpring.visualDurationSpring(visualDuration: visualDuration, bounce: bounce)
      return try Spring(mass: 1, stiffness: solved.stiffness, dampingCoefficient: solved.dampingCoefficient)
    case .reanimatedDuration(let duration, let zeta, let mass):
      try Check.positive("duration", duration)
      try Check.positive("damping ratio", zeta)
      try Check.positive("mass", mass)
      return try reanimatedSpring(
        duration: duration, dampingRatio: zeta, mass: mass, displacement: 1, velocity: 0,
        energyThreshold: ReanimatedDurationSpring.defaultEnergyThreshold)
    case .preset(let preset, let extra):
      try Check.finite("extra bounce", extra)
      guard extra != 0 else { return preset.specification.spring }
      guard case .durationBounce(let d, let b, let m) = preset.specification.resolvedFamily,
        preset.acceptsExtraBounce
      else {
        throw SpringError(
          parameter: "extra bounce", value: extra,
          rule: "only applies to the presets smooth, snappy and bouncy")
      }
      return try canonical(.durationBounce(duration: d, bounce: b + extra, mass: m))
    }
  }
}
