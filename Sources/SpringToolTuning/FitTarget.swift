/// A curve to fit: normalised progress (0 at the start, 1 at the target) sampled at times.
public struct FitTarget: Sendable {
  public let times: [Double]
  public let progress: [Double]
  /// The curve's duration (the last time).
  public var duration: Double { times.last ?? 0 }

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
public struct FitError: Sendable, Hashable {
  /// Root mean square of the differences at the target's samples.
  public let rms: Double
  /// The largest difference at the target's samples, and where.
  public let max: Double
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
