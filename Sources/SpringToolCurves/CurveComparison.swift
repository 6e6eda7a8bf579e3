import Foundation
import SpringToolCore

/// How far two curves are apart on one time grid.
public struct CurveComparison: Sendable, Equatable {
  /// Samples compared (the times of the first curve inside both curves' ranges).
  public let samples: Int
  /// Largest |a − b| and where.
  public let maxValueDifference: Double
  /// When the largest value difference occurs, seconds.
  public let maxValueTime: Double
  /// Root mean square of a − b.
  public let rmsValueDifference: Double
  /// Largest |a' − b'| and where, when both curves have velocities.
  public let maxVelocityDifference: Double?
  /// When the largest velocity difference occurs, seconds (nil without velocities).
  public let maxVelocityTime: Double?
  /// Whether `b` had to be interpolated onto `a`'s times.
  public let interpolated: Bool

  /// Compares `b` with `a` at `a`'s times that lie within `b`'s time range. Where the
  /// times differ, `b` is interpolated (cubic Hermite with velocities, else linear).
  /// Nil when the curves share no time range.
  ///
  /// - Parameters:
  ///   - a: The reference curve, whose times are used.
  ///   - b: The curve compared with it (interpolated at `a`'s times).
  /// - Returns: The differences (largest, RMS, where), or nil when the curves share no times.
  public static func compare(_ a: Curve, _ b: Curve) -> CurveComparison? {
    let sameGrid = a.times == b.times
    // The RMS as scale·√(Σ(d/scale)²/n) with the largest |d| as the scale (as BLAS's nrm2 does), so
    // differences near the largest Double do not overflow their squares.
    var maxValue = 0.0, maxValueAt = 0.0, scale = 0.0, scaledSquares = 0.0, count = 0
    var maxVelocity = 0.0, maxVelocityAt = 0.0
    let velocities = a.velocities != nil && b.velocities != nil
    for (i, t) in a.times.enumerated() {
      let other: Double
      var otherVelocity = 0.0
      if sameGrid {
        other = b.values[i]
        otherVelocity = b.velocities?[i] ?? 0
      } else {
        guard let v = b.interpolatedValue(at: t) else { continue }
        other = v
        if velocities { otherVelocity = b.interpolatedVelocity(at: t) ?? 0 }
      }
      let d = abs(a.values[i] - other)
      if d > maxValue || count == 0 { maxValue = d; maxValueAt = t }
      if d > scale {
        scaledSquares = 1 + scaledSquares * (scale / d) * (scale / d)
        scale = d
      } else if d > 0 {
        scaledSquares += (d / scale) * (d / scale)
      }
      count += 1
      if velocities, let av = a.velocities?[i] {
        let dv = abs(av - otherVelocity)
        if dv > maxVelocity { maxVelocity = dv; maxVelocityAt = t }
      }
    }
    guard count > 0 else { return nil }
    return CurveComparison(
      samples: count, maxValueDifference: maxValue, maxValueTime: maxValueAt,
      rmsValueDifference: scale * (scaledSquares / Double(count)).squareRoot(),
      maxVelocityDifference: velocities ? maxVelocity : nil,
      maxVelocityTime: velocities ? maxVelocityAt : nil, interpolated: !sameGrid)
  }
}

extension CurveComparison {
  /// `b − a` at `a`'s times inside `b`'s range (`b` interpolated as in ``compare(_:_:)``), with
  /// the difference of the velocities when both have them.
  ///
  /// - Parameters:
  ///   - a: The reference curve, whose times are used.
  ///   - b: The curve compared with it (interpolated at `a`'s times).
  /// - Returns: The difference `b − a` as a curve.
  public static func difference(_ a: Curve, _ b: Curve) -> Curve {
    let sameGrid = a.times == b.times
    var times: [Double] = [], values: [Double] = [], velocities: [Double] = []
    let withVelocities = a.velocities != nil && b.velocities != nil
    for (i, t) in a.times.enumerated() {
      let other = sameGrid ? b.values[i] : b.interpolatedValue(at: t)
      guard let other else { continue }
      times.append(t)
      values.append(other - a.values[i])
      if withVelocities, let av = a.velocities?[i] {
        velocities.append((sameGrid ? b.velocities?[i] : b.interpolatedVelocity(at: t)).map { $0 - av } ?? 0)
      }
    }
    return Curve(times: times, values: values, velocities: withVelocities ? velocities : nil)
  }
}

/// Settling and overshoot estimated from samples (for curves whose formula is unknown).
public struct SampledFigures: Sendable, Equatable {
  /// Last time the curve leaves ±ε·|to − from| around `to`, linearly interpolated between
  /// samples; nil if the last sample is still outside the band.
  public let settlingTime: Double?
  /// Largest excursion beyond `to` along the travel (≥ 0), value units.
  public let overshoot: Double

  /// Figures: the settling time in seconds (nil: not within the samples) and the overshoot in value units.
  ///
  /// - Parameters:
  ///   - settlingTime: The settling time, in seconds (nil: not within the samples).
  ///   - overshoot: The largest excursion past the target, in value units.
  public init(settlingTime: Double?, overshoot: Double) {
    self.settlingTime = settlingTime
    self.overshoot = overshoot
  }

  /// Figures of `curve` moving from `from` to `to` (defaults: first sample and last sample).
  ///
  /// - Parameters:
  ///   - curve: The samples.
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  public init(_ curve: Curve, from: Double? = nil, to: Double? = nil, epsilon: Double = 0.001) {
    let start = from ?? curve.values.first ?? 0, target = to ?? curve.values.last ?? 0
    let sign: Double = target >= start ? 1 : -1
    // ε·|target − start| without overflow for values near ±Double.greatestFiniteMagnitude (halving is exact).
    let band = 2 * epsilon * abs(target / 2 - start / 2)
    overshoot = max(0, curve.values.map { sign * ($0 - target) }.max() ?? 0)
    guard let last = curve.values.lastIndex(where: { abs($0 - target) > band }) else {
      settlingTime = curve.times.first
      return
    }
    guard last + 1 < curve.count else {
      settlingTime = nil
      return
    }
    settlingTime = Self.crossing(curve, after: last, target: target, band: band)
  }

  /// When |x − target| falls to `band` between sample `i` (outside the band) and sample i + 1
  /// (inside), linearly interpolated; the later sample's time where the distances overflow
  /// (values near ±Double.greatestFiniteMagnitude), so the result is always a finite time.
  ///
  /// - Parameters:
  ///   - curve: The samples.
  ///   - i: The last sample outside the band (not the last sample).
  ///   - target: The target value.
  ///   - band: The band's half-width, in value units.
  /// - Returns: The time, in seconds, within [times[i], times[i + 1]].
  public static func crossing(_ curve: Curve, after i: Int, target: Double, band: Double) -> Double {
    let (t0, t1) = (curve.times[i], curve.times[i + 1])
    let (d0, d1) = (abs(curve.values[i] - target), abs(curve.values[i + 1] - target))
    let s = (d0 - band) / (d0 - d1)
    return d0 == d1 || !s.isFinite ? t1 : t0 + (t1 - t0) * min(max(s, 0), 1)
  }
}

extension Curve {
  /// The velocity at `t`, interpolated linearly; nil without velocities or outside the range.
  ///
  /// - Parameter t: The time, in seconds (within the samples' range).
  public func interpolatedVelocity(at t: Double) -> Double? {
    guard let v = velocities, let first = times.first, let last = times.last, t >= first, t <= last else { return nil }
    let lo = SortedLookup.lastIndex(atOrBefore: t, in: times), hi = min(lo + 1, times.count - 1)
    if hi == lo || times[lo] == t { return v[lo] }
    let s = (t - times[lo]) / (times[hi] - times[lo])
    return v[lo] + (v[hi] - v[lo]) * s
  }
}
