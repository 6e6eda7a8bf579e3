import Foundation

/// Settling time and overshoot of a smooth curve known only by its state at any time (a
/// retargeted spring, an eased animation): a dense scan, refined by bisection.
///
/// - Overshoot: every sign change of the velocity between scan points is an extremum, located by
///   bisection on the velocity to the last ulp of time; the largest excursion past the rest value
///   along the travel wins.
/// - Settling: the last scan point outside the band and the bisection of the crossing after it.
///
/// Exact (to the last ulp of time) for curves whose velocity changes sign and whose distance to
/// the rest value crosses the band at most once per scan interval; `breakpoints` (retarget
/// times) are added to the scan so that no interval straddles a change of target.
public enum RefinedScan {
  /// Scan intervals over the horizon (besides the breakpoints).
  public static let intervals = 4096

  /// The figures of the curve `state` over [0, horizon].
  ///
  /// - Parameters:
  ///   - start: The value at 0, in value units.
  ///   - rest: The value it comes to rest at, in value units.
  ///   - bandScale: What ε is a fraction of (the travel, or the start's scale), in value units.
  ///   - horizon: The seconds to look at (the curve should be settled by then).
  ///   - epsilon: The settling band, a fraction of `bandScale`.
  ///   - breakpoints: Times where the curve's formula changes, in seconds.
  ///   - finalLeg: When the last leg toward `rest` began (the last retarget), in seconds: the
  ///     overshoot is the largest excursion past `rest` after it, in the direction the curve
  ///     approached `rest` from (from its value then), as a fraction of that leg's travel.
  ///   - state: The curve: its value and velocity at a time in seconds.
  /// - Returns: The settling time (nil when it never settles) and the peak overshoot, each with how it was found.
  public static func figures(
    start: Double, rest: Double, bandScale: Double, horizon: Double, epsilon: Double,
    breakpoints: [Double] = [], finalLeg: Double = 0, state: (Double) -> SpringState
  ) -> MotionFigures {
    let band = epsilon * bandScale
    guard horizon > 0, horizon.isFinite else {
      return MotionFigures(settlingTime: 0, settlingRule: .refinedScan, peakOvershoot: nil, epsilon: epsilon)
    }
    var times = (0...intervals).map { horizon * Double($0) / Double(intervals) }
    times += breakpoints.filter { $0 > 0 && $0 < horizon }
    times.sort()
    let states = times.map(state)
    // Overshoot: extrema between scan points.
    let legStart = finalLeg > 0 ? state(finalLeg).value : start
    let direction: Double = rest >= legStart ? 1 : -1
    let span = abs(rest - legStart)
    var peak: MotionShape.Extremum?
    func consider(_ t: Double) {
      guard t >= finalLeg else { return }
      let x = state(t).value
      let beyond = direction * (x - rest)
      guard beyond > 0, beyond > (peak?.distance ?? 0) else { return }
      peak = MotionShape.Extremum(time: t, value: x, distance: beyond, fractionOfTravel: span > 0 ? beyond / span : nil)
    }
    for i in 1..<times.count {
      let (a, b) = (states[i - 1].velocity, states[i].velocity)
      guard a * b <= 0, a != b || a == 0 else { continue }
      consider(bisect(times[i - 1], times[i], sign: a >= 0 ? 1 : -1) { state($0).velocity })
    }
    consider(times[times.count - 1])
    // Settling: the crossing after the last point outside the band.
    let settle: Double?
    if let last = states.lastIndex(where: { abs($0.value - rest) > band }) {
      if last + 1 < times.count {
        settle = bisect(times[last], times[last + 1], sign: 1) { abs(state($0).value - rest) - band }
      } else {
        settle = nil
      }
    } else {
      settle = 0
    }
    return MotionFigures(settlingTime: settle, settlingRule: .refinedScan, peakOvershoot: peak, epsilon: epsilon)
  }

  /// The lowest and highest values the curve takes over [0, horizon]: the ends and every extremum
  /// (a sign change of the velocity, located by bisection as for the overshoot).
  ///
  /// - Parameters:
  ///   - horizon: The last time looked at, in seconds.
  ///   - breakpoints: Times where the curve's formula changes (scanned exactly).
  ///   - state: The curve: its value and velocity at a time in seconds.
  public static func range(horizon: Double, breakpoints: [Double] = [], state: (Double) -> SpringState) -> ClosedRange<Double> {
    var times = (0...intervals).map { horizon * Double($0) / Double(intervals) }
    times += breakpoints.filter { $0 > 0 && $0 < horizon }
    times.sort()
    let states = times.map(state)
    var low = states.map(\.value).min() ?? 0, high = states.map(\.value).max() ?? 0
    for i in 1..<times.count {
      let (a, b) = (states[i - 1].velocity, states[i].velocity)
      guard a * b <= 0, a != b || a == 0 else { continue }
      let x = state(bisect(times[i - 1], times[i], sign: a >= 0 ? 1 : -1) { state($0).velocity }).value
      (low, high) = (min(low, x), max(high, x))
    }
    return low...high
  }

  /// The first time in (lo, hi] where `sign·f` stops being positive, by bisection (f(lo) has the
  /// sign `sign`).
  static func bisect(_ lo: Double, _ hi: Double, sign: Double, _ f: (Double) -> Double) -> Double {
    var (lo, hi) = (lo, hi)
    for _ in 0..<200 {
      let mid = lo + (hi - lo) / 2
      if mid <= lo || mid >= hi { break }
      if sign * f(mid) > 0 { lo = mid } else { hi = mid }
    }
    return hi
  }
}
