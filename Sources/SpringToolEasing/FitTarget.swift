import SpringToolCore

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
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - progress: The progress at each time (0 at rest, 1 at the target).
  public init(times: [Double], progress: [Double]) {
    self.times = times
    self.progress = progress
  }

  /// `count + 1` samples of `progress(t)` evenly over [0, duration].
  ///
  /// - Parameters:
  ///   - duration: The duration, in seconds (> 0).
  ///   - count: The number of intervals (count + 1 samples).
  ///   - progress: The progress at a time in seconds (0 at rest, 1 at the target).
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
  ///
  /// - Parameters:
  ///   - easing: The easing curve.
  ///   - duration: The duration, in seconds (> 0).
  public static func easing(_ easing: Easing, duration: Double) -> FitTarget {
    FitTarget(duration: 1.5 * duration) { easing.value(at: min($0 / duration, 1)) }
  }

  /// Sampled values normalised from `from` to `to` (a curve file's metadata, else its first
  /// and last values).
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - values: The values at those times, in value units.
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  /// - Returns: Sampled values normalised from `from` to `to` (a curve file's metadata, else its first and last values).
  /// - Throws: ``FitTarget/Problem`` when there is nothing to fit (fewer than 3 samples from t = 0, no travel, a spring
  ///   that never settles).
  public static func samples(times: [Double], values: [Double], from: Double, to: Double) throws(Problem) -> FitTarget {
    guard to != from else { throw .noTravel(to) }
    guard times.count >= 3, times.first == 0 else { throw .tooFewSamples }
    return FitTarget(times: times, progress: values.map { ($0 - from) / (to - from) })
  }

  /// A spring's unit step (0 → 1 from rest) over its settling time (the exact last exit from
  /// ±0.1 % of the travel).
  ///
  /// - Parameter spring: The spring: mass, stiffness and damping coefficient.
  /// - Throws: ``FitTarget/Problem`` when there is nothing to fit (fewer than 3 samples from t = 0, no travel, a spring
  ///   that never settles).
  public static func spring(_ spring: Spring) throws(Problem) -> FitTarget {
    guard let motion = try? SpringMotion(spring: spring), case let settle = motion.settlingTime(), settle.isFinite else {
      throw .neverSettles
    }
    return FitTarget(duration: settle) { motion.value(at: $0) }
  }
}

extension FitTarget {
  /// The most samples a fit searches on; the error it reports is still measured on every sample.
  public static let searchSamples = 2000

  /// At most `maximum` of the samples, evenly spaced by index, the first and the last kept: the
  /// least-squares objective the fits minimise keeps its weighting by sample density, and a
  /// curve file of 10^6 rows costs a fit what 2,000 rows cost (the search evaluates it thousands
  /// of times).
  ///
  /// - Parameter maximum: The most samples to keep (≥ 3).
  /// - Returns: The samples kept, or the target itself when it has no more.
  public func thinned(to maximum: Int = searchSamples) -> FitTarget {
    let n = times.count, keep = Swift.max(maximum, 3)
    guard n > keep else { return self }
    let indices = (0..<keep).map { i in Int((Double(i) * Double(n - 1) / Double(keep - 1)).rounded()) }
    return FitTarget(times: indices.map { times[$0] }, progress: indices.map { progress[$0] })
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

  package init(_ target: FitTarget, _ curve: (Double) -> Double) {
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
