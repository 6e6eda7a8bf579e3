import SpringToolCore

/// What a sweep computes at each grid point, for the motion from `from` to `to` (default 0 → 1).
public enum SweepFigure: String, Sendable, CaseIterable {
  /// Exact settling time: the last exit from ±ε of the travel (seconds; never for ζ = 0).
  case settle
  /// Largest excursion past the target, in percent of the travel (0 when it never passes).
  case overshoot
  /// Time of that largest excursion (seconds; none without overshoot).
  case peakTime = "peak-time"
  /// First time the value reaches 90 % of the travel (seconds).
  case riseTime = "rise-time"
  /// Damped period 2π/ωd (seconds; none for ζ ≥ 1).
  case period

  /// The figure's unit (`s`, `%`).
  public var unit: String {
    switch self {
    case .overshoot: "% of the travel"
    default: "s"
    }
  }

  /// The figure for `motion`, or nil where it does not exist (never settles, no peak, …).
  ///
  /// - Parameters:
  ///   - motion: The spring motion at one grid point.
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  public func value(_ motion: SpringMotion, epsilon: Double) -> Double? {
    var hints = SettlingHints(capacity: 0)
    return value(motion, epsilon: epsilon, hints: &hints)
  }

  /// The same, a settling time from the hints of the shapes met before (see `SettlingHint`): the
  /// same Double, sooner.
  package func value(_ motion: SpringMotion, epsilon: Double, hints: inout SettlingHints) -> Double? {
    switch self {
    case .settle:
      let t = motion.settlingTime(epsilon: epsilon, hints: &hints)
      return t.isFinite ? t : nil
    case .overshoot:
      let travel = abs(motion.to - motion.from)
      guard travel > 0 else { return nil }
      return (motion.shape(epsilon: epsilon).peakOvershoot?.distance ?? 0) / travel * 100
    case .peakTime:
      return motion.shape(epsilon: epsilon).peakOvershoot?.time
    case .riseTime:
      return motion.shape(epsilon: epsilon).ninetyPercentTime
    case .period:
      return motion.spring.dampedPeriod
    }
  }
}
