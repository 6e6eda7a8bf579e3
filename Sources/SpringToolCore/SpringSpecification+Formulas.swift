import Foundation

/// The formulas between the families' numbers (one owner each).
extension SpringSpecification {
  /// The damping ratio SwiftUI assigns to a bounce: `1 − b` for b ≥ 0, `1/(1 + b)` for b < 0.
  ///
  /// - Parameter b: The bounce, in (−1, 1].
  public static func dampingRatio(bounce b: Double) -> Double { b >= 0 ? 1 - b : 1 / (1 + b) }

  /// SwiftUI's bounce for a damping ratio: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` for ζ > 1 (the inverse of
  /// ``dampingRatio(bounce:)``). In (−1, 1].
  ///
  /// - Parameter zeta: The damping ratio ζ (≥ 0; 1 is critical).
  /// - Returns: SwiftUI's bounce for a damping ratio: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` for ζ > 1 (the inverse of
  ///   ``dampingRatio(bounce:)``).
  public static func bounce(dampingRatio zeta: Double) -> Double { zeta <= 1 ? 1 - zeta : 1 / zeta - 1 }

  /// Rebound's `tensionFromOrigamiValue`: `(oT − 30)·3.62 + 194`, and 0 for 0.
  ///
  /// - Parameter value: The Origami tension.
  /// - Returns: Rebound's `tensionFromOrigamiValue`: `(oT − 30)·3.62 + 194`, and 0 for 0.
  public static func tension(origami value: Double) -> Double { value == 0 ? 0 : (value - 30.0) * 3.62 + 194.0 }

  /// Rebound's `frictionFromOrigamiValue`: `(oF − 8)·3 + 25`, and 0 for 0.
  ///
  /// - Parameter value: The Origami friction.
  /// - Returns: Rebound's `frictionFromOrigamiValue`: `(oF − 8)·3 + 25`, and 0 for 0.
  public static func friction(origami value: Double) -> Double { value == 0 ? 0 : (value - 8.0) * 3.0 + 25.0 }

  /// React Native's `fromBouncinessAndSpeed` (SpringConfig.js, after POP): `b = 0.8·B/1.7/20`,
  /// `s = S/1.7/20`, Origami tension `T = 0.5 + 199.5·s` and friction
  /// `F = (2b − b²)·0.01 + (1 − (2b − b²))·b3Nobounce(T)` (three cubics split at T = 18 and 44),
  /// then `k = (T − 30)·3.62 + 194`, `c = (F − 8)·3 + 25` (mass 1).
  ///
  /// - Parameters:
  ///   - bounciness: The bounciness (React Native's default 8).
  ///   - speed: The speed (default 12).
  /// - Returns: The stiffness and damping coefficient.
  public static func bouncinessSpring(bounciness: Double, speed: Double) -> (stiffness: Double, damping: Double) {
    func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double { (value - start) / (end - start) }
    func projectNormal(_ n: Double, _ start: Double, _ end: Double) -> Double { start + n * (end - start) }
    func quadraticOut(_ t: Double, _ start: Double, _ end: Double) -> Double {
      let u = 2 * t - t * t
      return u * end + (1 - u) * start
    }
    func noBounce(_ x: Double) -> Double {
      if x <= 18 { return 0.0007 * pow(x, 3) - 0.031 * pow(x, 2) + 0.64 * x + 1.28 }
      if x <= 44 { return 0.000044 * pow(x, 3) - 0.006 * pow(x, 2) + 0.36 * x + 2 }
      return 0.00000045 * pow(x, 3) - 0.000332 * pow(x, 2) + 0.1078 * x + 5.84
    }
    let b = projectNormal(normalize(bounciness / 1.7, 0, 20), 0, 0.8)
    let s = normalize(speed / 1.7, 0, 20)
    let tension = projectNormal(s, 0.5, 200)
    let friction = quadraticOut(b, noBounce(tension), 0.01)
    return ((tension - 30) * 3.62 + 194, (friction - 8) * 3 + 25)
  }

  /// React Native's bounciness and speed for a unit-mass spring: the inverse of
  /// ``bouncinessSpring(bounciness:speed:)``. The speed is `1.7·20·(T − 0.5)/199.5` for the
  /// Origami tension T; the bounciness inverts `F = u·0.01 + (1 − u)·b3Nobounce(T)`,
  /// `u = 2b − b²`, on b ∈ [0, 1] (`bounciness = 1.7·20·b/0.8`, so at most 42.5).
  ///
  /// - Parameters:
  ///   - stiffness: The stiffness k of the unit-mass spring (k/m).
  ///   - damping: The damping coefficient c of the unit-mass spring (c/m).
  /// - Returns: The bounciness and speed, or nil when the spring has none (its friction is above
  ///   the no-bounce friction or below the most bouncy one React Native can reach at that speed).
  public static func bouncinessSpeed(stiffness: Double, damping: Double) -> (bounciness: Double, speed: Double)? {
    let tension = origamiTension(tension: stiffness), friction = origamiFriction(friction: damping)
    let speed = (tension - 0.5) / 199.5 * 20 * 1.7
    // The Origami friction with no bounce at this speed (bounciness 0 gives u = 0).
    let noBounce = origamiFriction(friction: bouncinessSpring(bounciness: 0, speed: speed).damping)
    let u = (friction - noBounce) / (0.01 - noBounce)
    guard speed.isFinite, u.isFinite, u >= 0, u <= 1 else { return nil }
    return ((1 - (1 - u).squareRoot()) / 0.8 * 20 * 1.7, speed)
  }

  /// The Origami tension of a tension (the inverse of ``tension(origami:)``): `(t − 194)/3.62 + 30`.
  ///
  /// - Parameter tension: The tension (react-spring's and Rebound's name for the stiffness k, mass 1).
  public static func origamiTension(tension: Double) -> Double { (tension - 194.0) / 3.62 + 30.0 }

  /// The Origami friction of a friction (the inverse of ``friction(origami:)``): `(f − 25)/3 + 8`, 0 for 0.
  ///
  /// - Parameter friction: The friction (react-spring's and Rebound's name for the damping coefficient c, mass 1).
  public static func origamiFriction(friction: Double) -> Double { friction == 0 ? 0 : (friction - 25.0) / 3.0 + 8.0 }

  /// The spring of a Reanimated duration config for a start: k solved by
  /// ``ReanimatedDurationSpring/stiffness(duration:dampingRatio:mass:displacement:velocity:energyThreshold:)``,
  /// `c = 2ζ√(km)`.
  static func reanimatedSpring(
    duration: Double, dampingRatio zeta: Double, mass: Double, displacement: Double, velocity: Double,
    energyThreshold: Double
  ) throws(SpringError) -> Spring {
    // withSpring counts in milliseconds and settles at 1.5 durations: past that, Infinity.
    guard (duration * 1500).isFinite else {
      throw SpringError(parameter: "duration", value: duration, rule: "must be at most 1.19e305 s (1.5 durations in milliseconds overflow)")
    }
    let k = ReanimatedDurationSpring.stiffness(
      duration: duration, dampingRatio: zeta, mass: mass, displacement: displacement,
      velocity: velocity, energyThreshold: energyThreshold)
    return try Spring(mass: mass, stiffness: k, dampingCoefficient: 2 * zeta * (k * mass).squareRoot())
  }
}
