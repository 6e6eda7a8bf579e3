import Foundation
import SpringToolCore
import SpringToolPlatforms

/// Solves for the spring (unit mass, from rest) that meets a shape target and a timing target.
///
/// Shape fixes the damping ratio ζ:
/// - overshoot P (fraction of the travel, 0 ≤ P < 1): the first peak of a step response from
///   rest is `exp(−ζπ/√(1 − ζ²))`, so `ζ = −ln P / √(π² + ln² P)`; P = 0 gives ζ = 1 (critical,
///   the fastest spring without overshoot);
/// - SwiftUI bounce b: ζ = 1 − b (b ≥ 0), 1/(1 + b) (b < 0);
/// - ζ itself.
///
/// Timing then fixes the response R = 2π/ω0:
/// - response R itself;
/// - peak time tp = π/ωd: R = 2·tp·√(1 − ζ²) (needs ζ < 1);
/// - a settling time T under any definition, given as a function of the spring: solved by
///   bisection on ln R over [1e-6, 1e6] s to the last representable bracket. For the exact
///   band definition settle time is proportional to R, so this finds R = T/settle(R = 1) to
///   rounding; for definitions that step with whole frames or milliseconds it finds the
///   largest R whose settling time does not exceed T.
public enum SpringTuner {
  /// The shape target.
  public enum Shape: Sendable {
    /// The first peak's overshoot, a fraction of the travel in [0, 1).
    case overshoot(Double)
    /// SwiftUI's bounce in (−1, 1).
    case bounce(Double)
    /// The damping ratio ζ > 0.
    case dampingRatio(Double)
  }

  /// The timing target.
  public enum Timing: Sendable {
    /// The response 2π/ω0, seconds.
    case response(Double)
    /// The time of the first peak, seconds (needs some overshoot).
    case peakTime(Double)
    /// A settling time (seconds) under a definition, for a motion from rest over `travel`.
    case settle(Double, SettlingDefinition, travel: Double)
  }

  /// Why targets cannot be met: a target out of its range (the caller's mistake), or targets
  /// that are valid but unreachable together.
  public struct TuneError: Error, Sendable, CustomStringConvertible {
    /// What cannot be met, in one line.
    public let description: String
    /// Whether a target is out of its range (rather than valid but unreachable).
    public let isOutOfRange: Bool

    init(description: String, isOutOfRange: Bool = true) {
      self.description = description
      self.isOutOfRange = isOutOfRange
    }
  }

  /// ζ from the peak overshoot fraction of a step from rest.
  ///
  /// - Parameter p: The first peak's overshoot, a fraction of the travel in [0, 1).
  /// - Returns: ζ from the peak overshoot fraction of a step from rest.
  public static func dampingRatio(overshoot p: Double) -> Double {
    if p <= 0 { return 1 }
    let l = log(p)
    return -l / (Double.pi * Double.pi + l * l).squareRoot()
  }

  /// ζ for a shape target. - Throws: ``TuneError`` for an overshoot outside [0, 1), a bounce
  /// outside (−1, 1) or a ζ that is not positive.
  ///
  /// - Parameter shape: The shape target.
  /// - Returns: ζ for a shape target.
  /// - Throws: ``SpringTuner/TuneError`` when a target is out of range or the targets cannot be met together.
  public static func dampingRatio(_ shape: Shape) throws(TuneError) -> Double {
    switch shape {
    case .overshoot(let p):
      guard p >= 0 && p < 1 else { throw TuneError(description: "the overshoot must be at least 0 % and below 100 %") }
      return dampingRatio(overshoot: p)
    case .bounce(let b):
      guard b > -1 && b < 1 else { throw TuneError(description: "the bounce must be in (−1, 1) for a spring that settles") }
      return SpringSpecification.dampingRatio(bounce: b)
    case .dampingRatio(let z):
      guard z > 0 && z.isFinite else { throw TuneError(description: "the damping ratio must be greater than 0") }
      return z
    }
  }

  /// The unit-mass spring meeting both targets. - Throws: ``TuneError`` when a target is out of
  /// range or cannot be met (a peak time with ζ ≥ 1; a settling time no response in 1e-6…1e6 s gives).
  ///
  /// - Parameters:
  ///   - shape: The shape target.
  ///   - timing: The timing target.
  /// - Throws: ``SpringTuner/TuneError`` when a target is out of range or the targets cannot be met together.
  public static func solve(_ shape: Shape, _ timing: Timing) throws(TuneError) -> Spring {
    let zeta = try dampingRatio(shape)
    func spring(_ response: Double) throws(TuneError) -> Spring {
      do { return try Spring(response: response, dampingRatio: zeta) } catch {
        throw TuneError(description: "no valid spring: \(error)", isOutOfRange: false)
      }
    }
    switch timing {
    case .response(let r):
      guard r > 0 && r.isFinite else { throw TuneError(description: "the response must be greater than 0") }
      return try spring(r)
    case .peakTime(let tp):
      guard tp > 0 && tp.isFinite else { throw TuneError(description: "the peak time must be greater than 0") }
      guard zeta < 1 else {
        throw TuneError(
          description: "a spring with ζ = \(zeta) ≥ 1 has no peak; ask for some overshoot or bounce",
          isOutOfRange: false)
      }
      return try spring(2 * tp * (1 - zeta * zeta).squareRoot())
    case .settle(let target, let definition, let travel):
      guard target > 0 && target.isFinite else { throw TuneError(description: "the settling time must be greater than 0") }
      guard travel != 0 && travel.isFinite else { throw TuneError(description: "the travel must be a finite number other than 0") }
      func time(_ lnR: Double) -> Double {
        guard let s = try? SpringSpecification.response(exp(lnR), dampingRatio: zeta) else { return .infinity }
        return definition.time(for: EngineInput(specification: s, from: 0, to: travel)) ?? .infinity
      }
      var (lo, hi) = (log(1e-6), log(1e6))
      guard time(lo) <= target else { throw TuneError(description: "no spring settles that fast under this definition", isOutOfRange: false) }
      guard time(hi) > target else { throw TuneError(description: "every spring settles faster than that under this definition", isOutOfRange: false) }
      while true {
        let mid = (lo + hi) / 2
        if mid <= lo || mid >= hi { break }
        if time(mid) <= target { lo = mid } else { hi = mid }
      }
      return try spring(exp(lo))
    }
  }
}

extension SpringTuner.Shape {
  /// The target's key (`overshootPercent`, `bounce`, `dampingRatio`) and its value as given
  /// (the overshoot in percent).
  public var target: (key: String, value: Double) {
    switch self {
    case .overshoot(let p): ("overshootPercent", p * 100)
    case .bounce(let b): ("bounce", b)
    case .dampingRatio(let z): ("dampingRatio", z)
    }
  }
}

extension SpringTuner.Timing {
  /// The target's key (`response`, `peakTime`, `settlingTime`) and its value in seconds.
  public var target: (key: String, value: Double) {
    switch self {
    case .response(let r): ("response", r)
    case .peakTime(let t): ("peakTime", t)
    case .settle(let t, _, _): ("settlingTime", t)
    }
  }
}

extension SpringTuner {
  /// What a spring achieves, keyed as the targets are: `overshootPercent` (of the travel),
  /// `bounce`, `dampingRatio`, `settlingTime` (under `definition`, seconds), `peakTime`
  /// (seconds), `response` (seconds) — computed from the spring by the analysis code, so a
  /// solution can be checked against what was asked. A figure that does not exist is nil.
  ///
  /// - Parameters:
  ///   - spring: The spring: mass, stiffness and damping coefficient.
  ///   - definition: The settling definition that measures the settling time.
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  public static func achieved(
    by spring: Spring, definition: SettlingDefinition, from: Double = 0, to: Double = 1,
    epsilon: Double = SettlingBand.defaultEpsilon
  ) throws(SpringError) -> [String: Double?] {
    let shape = try SpringMotion(spring: spring, from: from, to: to).shape(epsilon: epsilon)
    let input = EngineInput(specification: SpringSpecification(spring), from: from, to: to)
    return [
      "overshootPercent": (shape.peakOvershoot?.fractionOfTravel ?? 0) * 100, "bounce": spring.bounce,
      "dampingRatio": spring.dampingRatio, "settlingTime": definition.time(for: input), "peakTime": shape.peakOvershoot?.time,
      "response": spring.response,
    ]
  }
}
