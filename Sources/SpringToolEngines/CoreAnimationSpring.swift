import Foundation
import SpringToolCore

/// `CASpringAnimation` as it behaves (reference/apple-springs.md §2.3, §3.1).
///
/// Core Animation animates the unit curve from 0 to 1 and scales it to the distance.
/// Its `initialVelocity` is a fraction of the distance per second, positive toward the
/// target: a velocity `V` in value units per second over a travel `Δ` is `V/Δ`.
/// Without `allowsOverdamping` (iOS 17+; off by default) a spring with ζ > 1 moves as
/// a critically damped one at ω0 (confirmed on device by the keyboard spring, ζ = 4.56).
public struct CoreAnimationSpring: Sendable, Hashable {
  public let mass: Double
  public let stiffness: Double
  public let damping: Double
  /// Fraction of the distance per second, positive toward the target.
  public let initialVelocity: Double
  public let allowsOverdamping: Bool

  public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
              allowsOverdamping: Bool = false) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  /// The CA animation of a motion: the spring's (m, k, c) and the velocity as a fraction of the travel.
  public init(_ motion: SpringMotion) {
    let travel = motion.to - motion.from
    self.init(mass: motion.spring.mass, stiffness: motion.spring.stiffness, damping: motion.spring.dampingCoefficient,
              initialVelocity: travel != 0 ? motion.initialVelocity / travel : 0)
  }

  var omega0: Double { (stiffness / mass).squareRoot() }
  var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The unit curve's value at `t` (0 at the start, 1 at rest).
  ///
  ///     ζ < 1:  1 − e^(−ζω0t)·(cos ωd t + c2·sin ωd t),   c2 = (ζω0 − v0)/ωd
  ///     ζ ≥ 1:  1 − (1 + (ω0 − v0)·t)·e^(−ω0t)           (critical at ω0)
  public func unitValue(at t: Double) -> Double {
    let w0 = omega0, z = zeta, v0 = initialVelocity
    if z < 1 {
      let wd = w0 * (1 - z * z).squareRoot()
      let c2 = (z * w0 - v0) / wd
      return 1 - exp(-z * w0 * t) * (cos(wd * t) + c2 * sin(wd * t))
    }
    if allowsOverdamping && z > 1 {
      let motion = try? SpringMotion(spring: try Spring(mass: mass, stiffness: stiffness, damping: damping),
                                     from: 0, to: 1, initialVelocity: v0)
      return motion?.value(at: t) ?? .nan
    }
    return 1 - (1 + (w0 - v0) * t) * exp(-w0 * t)
  }

  /// The unit curve's velocity at `t` (fractions of the distance per second).
  public func unitVelocity(at t: Double) -> Double {
    let w0 = omega0, z = zeta, v0 = initialVelocity
    if z < 1 {
      let wd = w0 * (1 - z * z).squareRoot()
      let c2 = (z * w0 - v0) / wd
      return exp(-z * w0 * t) * ((z * w0 - c2 * wd) * cos(wd * t) + (z * w0 * c2 + wd) * sin(wd * t))
    }
    if allowsOverdamping && z > 1 {
      let motion = try? SpringMotion(spring: try Spring(mass: mass, stiffness: stiffness, damping: damping),
                                     from: 0, to: 1, initialVelocity: v0)
      return motion?.velocity(at: t) ?? .nan
    }
    return exp(-w0 * t) * (v0 + w0 * (w0 - v0) * t)
  }

  /// `settlingDuration` (ε = 0.001) and the private `-durationForEpsilon:`:
  ///
  ///     ζ < 1:  ln((1 + |c2|)/ε)/(ζω0)
  ///     ζ ≥ 1:  the 0.1 s scan of the unit curve (multiples of 0.1 s)
  ///
  /// `.infinity` for ζ = 0. Reproduces the eight real Core Animation values of Table A.
  public func settlingDuration(epsilon: Double = 0.001) -> Double {
    let w0 = omega0, z = zeta
    if z == 0 { return .infinity }
    if z < 1 {
      let wd = w0 * (1 - z * z).squareRoot()
      let c2 = (z * w0 - initialVelocity) / wd
      return log((1 + abs(c2)) / epsilon) / (z * w0)
    }
    return SwiftUISpring.scan(epsilon: epsilon) { abs(1 - unitValue(at: $0)) }
  }
}
