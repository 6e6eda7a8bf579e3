import Foundation

/// Reanimated's `withSpring(to, {duration, dampingRatio})`: the spring it solves for, from the
/// motion's start (software-mansion/react-native-reanimated, reference/more-platforms.md §3).
///
/// - Reanimated 4 (`calculateNewStiffnessToMatchDuration`, springUtils.ts @ 0893dd9): the mass
///   stays (default 4) and the stiffness k is the root, by bisection on [ε, 8000] (at most 100
///   halvings, stopping when the residual is within `energyThreshold·1e-3`), of
///   `E(T)/E(0) − energyThreshold`, where `T = 1.5·duration`, `E = ½k·x² + ½m·v²`, and x, v
///   follow the critically damped form `x(T) = (x0 + (v0 + x0·ω)·T)·e^(−ωT)` with
///   `ω = √(k/m)·ζ`. From rest the root depends only on the duration, ζ and m (550 ms, ζ 1, m 4:
///   k ≈ 898.9); a start velocity changes it (0 → 100 at v0 = −2000: ≈ 945.9).
/// - Reanimated 3 (`calculateNewMassToMatchDuration`, springUtils.ts @ f443c27): the stiffness
///   stays (100) and the mass is the root on [0, 100] (at most 20 halvings, residual within
///   0.00005 ms) of `1000·(−2m/c)·ln(0.01·restSpeedThreshold/A) − duration`, with
///   `c = 2ζ√(km)` and `A = (m·v0² + k·x0²)/(e^(1 − ζ/2)·k)`; the animation then stops at the
///   duration exactly.
///
/// Both reproduce the upstream arithmetic operation for operation (IEEE doubles, as JavaScript
/// computes), so the solved number is upstream's to the last bit.
public enum ReanimatedDurationSpring {
  /// Reanimated 4's default mass for a duration config (`GentleSpringConfig`'s).
  public static let defaultMass = 4.0
  /// Reanimated 4's default damping ratio for a duration config (`GentleSpringConfigWithDuration`'s).
  public static let defaultDampingRatio = 1.0
  /// Reanimated 4's default `energyThreshold`.
  public static let defaultEnergyThreshold = 6e-9
  /// Reanimated 3's stiffness for a duration config (its default config's).
  public static let reanimated3Stiffness = 100.0

  /// Which solve a Reanimated version runs for a duration config.
  public enum Solve: Sendable, Hashable {
    /// Reanimated 4: the stiffness, for this `energyThreshold`.
    case stiffness(energyThreshold: Double)
    /// Reanimated 3: the mass (stiffness 100), for this `restSpeedThreshold`.
    case mass(restSpeedThreshold: Double)
  }

  /// Reanimated 4's stiffness for a duration config and a start.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, seconds (> 0; upstream's milliseconds are `duration·1000`).
  ///   - dampingRatio: `dampingRatio` ζ (> 0).
  ///   - mass: The mass (> 0).
  ///   - displacement: `x0 = from − to`, value units.
  ///   - velocity: `v0`, value units per second.
  ///   - energyThreshold: `energyThreshold` (> 0, relative).
  /// - Returns: The stiffness, in (0, 8000]. Where the start has no energy (x0 = v0 = 0, a motion
  ///   that does not move) the stiffness from rest is returned. The fraction is computed with x0
  ///   and v0 divided by one power of two (exact, so the result is upstream's), which keeps a
  ///   travel beyond 1e±154 from overflowing or underflowing the energies (upstream's own
  ///   arithmetic gets NaN there and returns its bracket's midpoint, 4000).
  public static func stiffness(
    duration: Double, dampingRatio zeta: Double, mass m: Double, displacement: Double,
    velocity: Double, energyThreshold threshold: Double = defaultEnergyThreshold
  ) -> Double {
    let largest = max(abs(displacement), abs(velocity))
    guard largest > 0, largest.isFinite else {
      return stiffness(duration: duration, dampingRatio: zeta, mass: m, displacement: 1, velocity: 0, energyThreshold: threshold)
    }
    // Divide both by the same power of two, exactly (by exponent, so a subnormal start scales too).
    func scaled(_ x: Double) -> Double { x == 0 ? x : Double(sign: x.sign, exponent: x.exponent - largest.exponent, significand: x.significand) }
    let (x0, v0) = (scaled(displacement), scaled(velocity))
    let settlingDuration = duration * 1000 * 1.5 / 1000
    func energy(_ x: Double, _ v: Double, _ k: Double) -> Double { 0.5 * k * (x * x) + 0.5 * m * (v * v) }
    func residual(_ k: Double) -> Double {
      let omega = (k / m).squareRoot() * zeta
      let decay = exp(-omega * settlingDuration)
      let xt = (x0 + (v0 + x0 * omega) * settlingDuration) * decay
      let vt = (x0 + (v0 + x0 * omega) * settlingDuration) * decay * -omega + (v0 + x0 * omega) * decay
      return energy(xt, vt, k) / energy(x0, v0, k) - threshold
    }
    return bisect(
      lower: Double.ulpOfOne, upper: 8e3, iterations: 100, precision: threshold * 1e-3, followsDirection: true,
      residual)
  }

  /// The duration config Reanimated 4 resolves (from rest) to a spring: the inverse of
  /// ``stiffness(duration:dampingRatio:mass:displacement:velocity:energyThreshold:)``.
  ///
  /// From rest the energy fraction depends only on `u = ω·T` (`ω = √(k/m)·ζ`, `T = 1.5·duration`):
  /// `e^(−2u)·((1 + u)² + ζ²u²)`; the root of that minus the threshold on its falling side is
  /// found by bisection to the last bit, and `duration = u/(1.5·ω)`.
  ///
  /// - Parameters:
  ///   - stiffness: The stiffness k (> 0).
  ///   - dampingRatio: ζ (> 0).
  ///   - mass: The mass (> 0).
  ///   - energyThreshold: `energyThreshold` (in (0, 1)).
  /// - Returns: The duration, seconds. Upstream's own bisection stops at 1e-3 of the threshold, so
  ///   this duration resolves back to k within about 1e-4 of it.
  public static func duration(
    stiffness k: Double, dampingRatio zeta: Double, mass m: Double,
    energyThreshold threshold: Double = defaultEnergyThreshold
  ) -> Double {
    func fraction(_ u: Double) -> Double { exp(-2 * u) * ((1 + u) * (1 + u) + zeta * zeta * u * u) }
    // The fraction rises until u = (ζ² − 1)/(1 + ζ²) (for ζ > 1), then falls to 0.
    var lower = max(0, (zeta * zeta - 1) / (1 + zeta * zeta)), upper = 1000.0
    for _ in 0..<200 where upper - lower > upper.ulp {
      let middle = (lower + upper) / 2
      if fraction(middle) > threshold { lower = middle } else { upper = middle }
    }
    return (lower + upper) / 2 / (1.5 * (k / m).squareRoot() * zeta)
  }

  /// Reanimated 3's mass for a duration config and a start.
  ///
  /// - Parameters:
  ///   - duration: The duration, seconds (> 0): the animation ends there.
  ///   - dampingRatio: `dampingRatio` ζ (> 0).
  ///   - stiffness: The stiffness (Reanimated 3's default 100).
  ///   - displacement: `to − from`, value units (its sign does not matter).
  ///   - velocity: `v0`, value units per second.
  ///   - restSpeedThreshold: `restSpeedThreshold` (Reanimated 3's default 2).
  /// - Returns: The mass, in [0, 100] as upstream's bisection leaves it.
  public static func reanimated3Mass(
    duration: Double, dampingRatio zeta: Double, stiffness k: Double = reanimated3Stiffness,
    displacement x0: Double, velocity v0: Double, restSpeedThreshold threshold: Double = 2
  )
    -> Double
  {
    let milliseconds = duration * 1000
    func residual(_ mass: Double) -> Double {
      let amplitude = (mass * v0 * v0 + k * x0 * x0) / (exp(1 - 0.5 * zeta) * k)
      let c = zeta * 2 * (k * mass).squareRoot()
      return 1000 * ((-2 * mass) / c) * log((threshold * 0.01) / amplitude) - milliseconds
    }
    return bisect(lower: 0, upper: 100, iterations: 20, precision: 0.00005, followsDirection: false, residual)
  }

  /// `bisectRoot`: halves [lower, upper] toward the sign change of `residual` until it is within
  /// `precision` or the iterations run out. Reanimated 4 orients the halving by comparing the
  /// residual at the two ends (`followsDirection`); Reanimated 3 assumes it rises.
  static func bisect(
    lower: Double, upper: Double, iterations: Int, precision: Double, followsDirection: Bool,
    _ residual: (Double) -> Double
  ) -> Double {
    var (lower, upper) = (lower, upper)
    let direction: Double = !followsDirection || residual(upper) >= residual(lower) ? 1 : -1
    var left = iterations
    var current = (upper + lower) / 2
    var value = residual(current)
    while abs(value) > precision && left > 0 {
      left -= 1
      if value * direction < 0 { lower = current } else { upper = current }
      current = (lower + upper) / 2
      value = residual(current)
    }
    return current
  }
}
