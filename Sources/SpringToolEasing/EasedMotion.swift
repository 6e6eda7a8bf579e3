import SpringToolCore

/// A value animated from `from` to `to` over `duration` seconds along an easing curve.
///
///     value(t) = from + (to − from)·E(t/T),   velocity(t) = (to − from)·E′(t/T)/T
///
/// for 0 ≤ t ≤ T; before 0 it holds `from` and after T it holds `to` (as an animation does
/// when it ends), both with velocity 0. Units: seconds, and the value's own units.
public struct EasedMotion: Sendable, Hashable {
  /// The easing curve.
  public let easing: Easing
  /// The start value.
  public let from: Double
  /// The end value.
  public let to: Double
  /// The duration, seconds.
  public let duration: Double

  /// A value moving from `from` to `to` along `easing` over `duration` seconds.
  /// - Parameters:
  ///   - easing: The easing curve.
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  ///   - duration: The duration, in seconds (> 0).
  /// - Throws: ``EasingError`` unless from and to are finite and 0 < duration < ∞.
  public init(easing: Easing, from: Double = 0, to: Double = 1, duration: Double) throws(EasingError) {
    guard from.isFinite, to.isFinite else { throw EasingError("from and to must be finite numbers") }
    guard duration.isFinite, duration > 0 else { throw EasingError("the duration must be greater than 0 and finite") }
    (self.easing, self.from, self.to, self.duration) = (easing, from, to, duration)
  }

  /// The value at `t` seconds: `from` before 0, `to` after the duration.
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  public func value(at t: Double) -> Double {
    if t <= 0 { return from }
    if t >= duration { return to }
    return from + (to - from) * easing.value(at: t / duration)
  }

  /// The velocity at `t`, value units per second (0 outside [0, duration]).
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  public func velocity(at t: Double) -> Double {
    guard t >= 0 && t <= duration else { return 0 }
    return (to - from) * easing.slope(at: t / duration) / duration
  }

  /// How finely the figures below scan the curve (then refine by bisection).
  static let scanCount = 4096

  /// The last time the value is outside `±epsilon·|to − from|` around `to`, seconds
  /// (0 if never): a scan of 4096 intervals, then 60 bisections of the last crossing.
  /// Exact for curves that cross the band at most once per scan interval.
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  public func settlingTime(epsilon: Double = 0.001) -> Double {
    let band = epsilon * abs(to - from)
    let outside = { (t: Double) in abs(self.value(at: t) - self.to) > band }
    let h = duration / Double(Self.scanCount)
    var i = Self.scanCount
    while i > 0 && !outside(Double(i - 1) * h) { i -= 1 }
    guard i > 0 else { return 0 }
    var (lo, hi) = (Double(i - 1) * h, Double(i) * h)
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if outside(mid) { lo = mid } else { hi = mid }
    }
    return hi
  }

  /// The farthest the value goes past `to` (in the direction of travel) and when: a scan
  /// of 4096 intervals refined by golden-section search; nil when it never passes `to`.
  public var peakOvershoot: (time: Double, distance: Double)? {
    let direction: Double = to >= from ? 1 : -1
    let beyond = { (t: Double) in (self.value(at: t) - self.to) * direction }
    let h = duration / Double(Self.scanCount)
    var best = 0, bestValue = 0.0
    for i in 1..<Self.scanCount where beyond(Double(i) * h) > bestValue {
      (best, bestValue) = (i, beyond(Double(i) * h))
    }
    guard best > 0 else { return nil }
    var (a, b) = (Double(best - 1) * h, Double(best + 1) * h)
    let g = (5.0.squareRoot() - 1) / 2
    for _ in 0..<80 {
      let (c, d) = (b - g * (b - a), a + g * (b - a))
      if beyond(c) > beyond(d) { b = d } else { a = c }
    }
    let t = (a + b) / 2
    return (t, max(beyond(t), bestValue))
  }
}

extension EasedMotion: MotionCurve {
  /// `from`.
  public var startValue: Double { from }
  /// `to`.
  public var restValue: Double { to }
  /// `|to − from|`.
  public var bandScale: Double { abs(to - from) }
  /// It finishes at its duration.
  public var ending: MotionEnding { .finishes(at: duration, rule: .easingDuration) }

  /// Value and velocity from the curve at every time (`from` before 0, `to` after the duration).
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - body: Called with each sample's index, time (seconds) and state, in order, as it is computed.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func sample(_ times: SampleTimes, _ body: (Int, Double, SpringState) -> Void) throws(MotionError) {
    for i in 0..<times.count {
      let t = times.time(i)
      body(i, t, SpringState(value: value(at: t), velocity: velocity(at: t)))
    }
  }

  /// ``settlingTime(epsilon:)`` and ``peakOvershoot`` (scans refined by bisection and
  /// golden-section search).
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  /// - Returns: The settling time (nil when it never settles) and the peak overshoot, each with how it was found.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func figures(epsilon: Double) throws(MotionError) -> MotionFigures {
    let span = abs(to - from)
    let peak = peakOvershoot.map { p in
      MotionShape.Extremum(
        time: p.time, value: value(at: p.time), distance: p.distance,
        fractionOfTravel: span > 0 ? p.distance / span : nil)
    }
    return MotionFigures(
      settlingTime: settlingTime(epsilon: epsilon), settlingRule: .refinedScan, peakOvershoot: peak,
      epsilon: epsilon)
  }
}
