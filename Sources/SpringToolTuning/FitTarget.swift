import SpringToolCore
import SpringToolEasing

/// A curve to fit: normalised progress (0 at the start, 1 at the target) sampled at times.
public struct FitTarget: Sendable {
  /// Sample times, seconds, from 0.
  public let times: [Double]
  /// Progress at the times: 0 at the start, 1 at the target.
  public let progress: [Double]
  /// The curve's duration (the last time).
  public var duration: Double { times.last ?? 0 }

  /// A target from samples: progress at increasing times from 0.
  /// - Precondition: at least 3 samples at increasing times from 0 with finite progress.
  public init(times: [Double], progress: [Double]) {
    self.times = times
    self.progress = progress
  }

  /// `count + 1` samples of `progress(t)` evenly over [0, duration].
  public init(duration: Double, count: Int = 400, _ progress: (Double) -> Double) {
    times = (0...count).map { duration * Double($0) / Double(count) }
    self.progress = times.map(progress)
  }
}

/// How well a fitted curve matches its target, in progress units (fractions of the travel).
extension FitTarget {
  /// Why a curve cannot be fitted.
  public enum Problem: Error, Sendable, Equatable {
    /// The curve starts and ends at the same value (`from = to`).
    case noTravel(Double)
    /// Fewer than 3 samples, or not starting at t = 0.
    case tooFewSamples
    /// The spring never settles (undamped): nothing for a Bézier to follow.
    case neverSettles
  }

  /// An easing over `duration` seconds, held at its end for half as long again (so a spring
  /// fitted to it must come to rest too).
  public static func easing(_ easing: Easing, duration: Double) -> FitTarget {
    FitTarget(duration: 1.5 * duration) { easing.value(at: min($0 / duration, 1)) }
  }

  /// Sampled values normalised from `from` to `to` (a curve file's metadata, else its first
  /// and last values).
  public static func samples(times: [Double], values: [Double], from: Double, to: Double) throws(Problem) -> FitTarget {
    guard to != from else { throw .noTravel(to) }
    guard times.count >= 3, times.first == 0 else { throw .tooFewSamples }
    return FitTarget(times: times, progress: values.map { ($0 - from) / (to - from) })
  }

  /// A spring's unit step (0 → 1 from rest) over its settling time (the exact last exit from
  /// ±0.1 % of the travel).
  public static func spring(_ spring: Spring) throws(Problem) -> FitTarget {
    guard let motion = try? SpringMotion(spring: spring), case let settle = motion.settlingTime(), settle.isFinite else {
      throw .neverSettles
    }
    return FitTarget(duration: settle) { motion.value(at: $0) }
  }
}

/// How far a fit is from its target, in fractions of the travel.
public struct FitError: Sendable, Hashable {
  /// Root mean square of the differences at the target's samples.
  public let rms: Double
  /// The largest difference at the target's samples, and where.
  public let max: Double
  /// When the largest difference occurs, seconds.
  public let maxTime: Double

  init(_ target: FitTarget, _ curve: (Double) -> Double) {
    var sum = 0.0, worst = 0.0, worstTime = 0.0
    for (t, p) in zip(target.times, target.progress) {
      let d = abs(curve(t) - p)
      sum += d * d
      if d > worst { (worst, worstTime) = (d, t) }
    }
    rms = (sum / Double(Swift.max(target.times.count, 1))).squareRoot()
    max = worst
    maxTime = worstTime
  }
}
