import Foundation

/// Exact figures of a motion's shape, from the closed form by root finding.
///
/// All signs are taken along the travel: an *overshoot* is a value beyond the target
/// in the direction of travel, an *undershoot* a value short of it after the peak.
public struct MotionShape: Sendable, Hashable {
  /// An extreme point of the motion.
  public struct Extremum: Sendable, Hashable {
    /// Time, seconds.
    public let time: Double
    /// The value there.
    public let value: Double
    /// How far past the target (overshoot) or short of it (undershoot), in value units, ≥ 0.
    public let distance: Double
    /// `distance` as a fraction of `|to − from|` (nil when the travel is 0).
    public let fractionOfTravel: Double?

    /// An extremum.
    ///
    /// - Parameters:
    ///   - time: The time since the motion started, in seconds.
    ///   - value: The value there, in value units.
    ///   - distance: How far past the rest value, in value units.
    ///   - fractionOfTravel: That distance as a fraction of the travel (nil: no travel; a fraction that is not
    ///     finite is stored as nil).
    public init(time: Double, value: Double, distance: Double, fractionOfTravel: Double?) {
      self.time = time
      self.value = value
      self.distance = distance
      // A travel so short that the fraction overflows (a subnormal travel) has no meaningful fraction.
      self.fractionOfTravel = fractionOfTravel.flatMap { $0.isFinite ? $0 : nil }
    }
  }

  /// The largest excursion beyond the target, if the motion overshoots.
  public let peakOvershoot: Extremum?
  /// The deepest excursion back short of the target after the peak, if any.
  public let deepestUndershoot: Extremum?
  /// How many times the value crosses the edge of the band ±ε·travel (in or out).
  public let bandCrossings: Int
  /// The band's half-width fraction ε these figures use.
  public let epsilon: Double
  /// The damped period `2π/ωd` for an underdamped spring, else nil.
  public let period: Double?
  /// First time the value has covered 50 % of the travel, if it ever does.
  public let halfwayTime: Double?
  /// First time the value has covered 90 % of the travel, if it ever does.
  public let ninetyPercentTime: Double?
  /// The exact settling time into ±ε of the travel (``SpringMotion/settlingTime(epsilon:)``).
  public let settlingTime: Double
}

extension SpringMotion {
  /// The exact shape figures of this motion (see ``MotionShape``), with the band ±`epsilon`·travel.
  ///
  /// Extrema come from the analytic turning points; crossing times are solved to the last ulp.
  /// For an undamped spring the band crossings are counted over the first 1000 turning points.
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  public func shape(epsilon: Double = 0.001) -> MotionShape {
    let sign: Double = travel >= 0 ? 1 : -1
    let span = abs(travel)
    let band = epsilon * bandScale
    let limit = 1000
    // Turning points after 0 that matter: all above the band (plus one), at most `limit`.
    var turns: [Double] = []
    for t in extremumTimes(limit: limit) {
      turns.append(t)
      if abs(displacement(at: t)) <= band && turns.count >= 2 { break }
    }
    func extremum(_ t: Double) -> MotionShape.Extremum {
      let d = abs(displacement(at: t))
      return MotionShape.Extremum(time: t, value: value(at: t), distance: d, fractionOfTravel: span > 0 ? d / span : nil)
    }
    let overshoots = turns.filter { sign * displacement(at: $0) > 0 }
    let peak = overshoots.max { sign * displacement(at: $0) < sign * displacement(at: $1) }
    let undershoot = peak.flatMap { p in
      turns.filter { $0 > p && sign * displacement(at: $0) < 0 }.max { -sign * displacement(at: $0) < -sign * displacement(at: $1) }
    }
    return MotionShape(
      peakOvershoot: peak.map(extremum),
      deepestUndershoot: undershoot.map(extremum),
      bandCrossings: bandCrossings(band: band, turns: turns),
      epsilon: epsilon,
      period: spring.dampedPeriod,
      halfwayTime: firstTime(reaching: 0.5, turns: turns),
      ninetyPercentTime: firstTime(reaching: 0.9, turns: turns),
      settlingTime: settlingTime(band: band))
  }

  /// Crossings of |u| = band over the monotone pieces [0, t₀], [t₀, t₁], …, [t_last, ∞).
  func bandCrossings(band: Double, turns: [Double]) -> Int {
    guard band > 0 else { return 0 }
    let points = [0.0] + turns
    var count = 0
    for (i, a) in points.enumerated() {
      let ua = displacement(at: a)
      let outA = abs(ua) > band
      if i + 1 < points.count {
        let ub = displacement(at: points[i + 1])
        let outB = abs(ub) > band
        if ua * ub < 0 {
          count += (outA ? 1 : 0) + (outB ? 1 : 0)  // through 0: in and out separately
        } else if outA != outB {
          count += 1
        }
      } else if outA {
        count += 1  // the tail decays into the band (undamped: counted up to the limit)
      }
    }
    return count
  }

  /// First time `(x − from)/(to − from)` reaches `fraction`, by bisection on the first monotone
  /// piece where it is reached.
  func firstTime(reaching fraction: Double, turns: [Double]) -> Double? {
    guard travel != 0 else { return nil }
    func progress(_ t: Double) -> Double { (value(at: t) - from) / travel }
    // After the last turning point the motion is monotone toward the target: go far enough out.
    let start = turns.last ?? 0
    var span = max(spring.response, 1e-300)
    var doublings = 0
    while progress(start + span) < fraction && doublings < 2000 && !(isOscillating && lambda == 0) {
      span *= 2
      doublings += 1
    }
    let points = [0.0] + turns + [start + span]
    for (a, b) in zip(points, points.dropFirst()) where progress(b) >= fraction && progress(a) < fraction {
      var lo = a, hi = b
      for _ in 0..<200 {
        let mid = lo + (hi - lo) / 2
        if mid <= lo || mid >= hi { break }
        if progress(mid) >= fraction { hi = mid } else { lo = mid }
      }
      return hi
    }
    return nil
  }
}
