import Foundation

/// The exact settling time: the last time the value leaves a band around the target.
///
///     T(ε) = sup { t ≥ 0 : |x(t) − to| > ε·S }
///
/// where the scale `S` is the travel `|to − from|`, or, for a motion that starts
/// on its target with some velocity, the amplitude scale `|v0|/ω0`. After `T` the
/// value stays inside the band for ever.
///
/// Method: the extrema of the closed form are known analytically (for an
/// underdamped spring they are `π/ωd` apart and their sizes fall geometrically;
/// a critically or overdamped spring has at most one), so the last extremum
/// outside the band is found directly, and the crossing after it is the root of
/// a monotone function, solved by bracketed Newton iteration to the last ulp.
/// The result is the first Double at which the value is inside the band
/// (as evaluated), within 2 ulps of the true crossing time.
///
/// Returns 0 when the motion never leaves the band, and `.infinity` for an
/// undamped spring whose oscillation exceeds it.
extension SpringMotion {
  /// The band's scale `S`: the travel, or `|v0|/ω0` when the travel is 0.
  public var bandScale: Double {
    u0 != 0 ? abs(u0) : abs(initialVelocity) / spring.naturalFrequency
  }

  /// Exact settling time into `±epsilon·bandScale` (default 0.1 %), seconds.
  ///
  /// - Parameter epsilon: the band half-width as a fraction of the travel, `> 0`.
  /// - Returns: Exact settling time into `±epsilon·bandScale` (default 0.1 %), seconds.
  public func settlingTime(epsilon: Double = 0.001) -> Double {
    settlingTime(band: epsilon * bandScale)
  }

  /// Exact settling time into the absolute band `±band` around the target, seconds.
  ///
  /// - Parameter band: half-width in value units, `≥ 0`. With 0 the answer is 0
  ///   for a motion that never moves and `.infinity` otherwise.
  /// - Returns: Exact settling time into the absolute band `±band` around the target, seconds.
  public func settlingTime(band: Double) -> Double {
    if u0 == 0 && initialVelocity == 0 { return 0 }
    guard band > 0 else { return .infinity }
    // In units of the amplitude scale (see SpringMotion): a band far below the scale becomes the
    // smallest positive Double, where the closed form has decayed to exactly 0 anyway.
    let band = max(band / scale, .leastNonzeroMagnitude)
    guard let (lo, hi, sign) = lastExitBracket(band: band) else { return 0 }
    if hi == .infinity { return .infinity }
    if hi.isNaN { return lo }  // the envelope's crossing (see oscillatingBracket)
    return solveCrossing(lo: lo, hi: hi, sign: sign, band: band)
  }

  /// Times of the extrema (turning points) of `u` for t > 0, in order, up to `limit` of them.
  /// Underdamped springs have infinitely many; others at most one.
  ///
  /// - Parameter limit: The most extrema to return.
  /// - Returns: Times of the extrema (turning points) of `u` for t > 0, in order, up to `limit` of them.
  public func extremumTimes(limit: Int) -> [Double] {
    guard limit > 0 else { return [] }
    if isOscillating {
      guard let theta0 = firstExtremumPhase() else { return [] }
      let wd = omegaD.hi
      var out: [Double] = []
      var n = 0
      while out.count < limit {
        let t = (theta0 + Double(n) * .pi) / wd
        if t > 0 { out.append(t) }
        n += 1
      }
      return out
    }
    if let te = overdampedExtremumTime(), te > 0 { return [te] }
    return []
  }

  // MARK: - Brackets

  // The brackets and the root work on the normalised motion (`u/S` against `band/S`).

  /// `[lo, hi]` on which `u` is monotone, `sign·u(lo) > band` and `|u(hi)| ≤ band`;
  /// nil when the motion never leaves the band; `hi = ∞` when it never settles.
  func lastExitBracket(band: Double) -> (Double, Double, Double)? {
    isOscillating ? oscillatingBracket(band: band) : monotoneTailBracket(band: band)
  }

  /// Phase `θ0 ∈ [0, π)` of the first extremum, where `v0·cos θ = Q·sin θ`.
  func firstExtremumPhase() -> Double? {
    let p = vn0, q = sinVelocityCoefficient
    if p == 0 && q == 0 { return nil }
    var theta = atan2(p, q)
    if theta < 0 { theta += .pi }
    if theta >= .pi { theta -= .pi }
    return theta
  }

  private func oscillatingBracket(band: Double) -> (Double, Double, Double)? {
    guard let theta0 = firstExtremumPhase() else { return nil }
    let wd = omegaD.hi
    let halfPeriod = Double.pi / wd
    func extremumTime(_ n: Double) -> Double { (theta0 + n * .pi) / wd }
    func size(_ n: Double) -> Double { abs(normalizedDisplacement(at: extremumTime(n))) }
    let first = size(0)
    if first <= band {
      // Every extremum is inside; only the start can be outside.
      guard abs(un0) > band else { return nil }
      return (0, extremumTime(0), un0 > 0 ? 1 : -1)
    }
    if lambda == 0 { return (0, .infinity, 1) }
    // Extremum sizes fall by e^(−λπ/ωd) each; estimate the last one above the band (in logs, so a
    // subnormal band cannot overflow the ratio), then correct by single steps.
    let decayPerExtremum = lambda * halfPeriod
    let estimate = (log(first) - log(band)) / decayPerExtremum
    // Past 2^40 extrema (or when half a period is below the resolution of the time itself) single
    // steps cannot move the index: the last exit is the envelope's crossing, to the last ulp.
    guard estimate.isFinite, estimate < 0x1p40, halfPeriod > 4 * (estimate * halfPeriod).ulp else {
      return (envelopeCrossing(band: band, firstExtremum: first, firstTime: extremumTime(0)), .nan, 0)
    }
    var n = max(0, estimate.rounded(.down))
    var steps = 0
    while n > 0 && size(n) <= band && steps < 10_000 { n -= 1; steps += 1 }
    while size(n + 1) > band && steps < 10_000 { n += 1; steps += 1 }
    let tN = extremumTime(n)
    let sign: Double = normalizedDisplacement(at: tN) > 0 ? 1 : -1
    return (tN, extremumTime(n + 1), sign)
  }

  /// Where the decaying extremum sizes `first·e^(−λ(t − t₀))` reach `band`: the settling time of an
  /// oscillation too fast to resolve extremum by extremum (within half a period, which is then
  /// below the resolution of the answer).
  func envelopeCrossing(band: Double, firstExtremum first: Double, firstTime t0: Double) -> Double {
    t0 + (log(first) - log(band)) / lambda
  }

  /// Time of the one extremum of a critically or overdamped motion, if any (t > 0).
  func overdampedExtremumTime() -> Double? {
    let v0 = vn0
    guard w != 0 && v0 != 0 else { return nil }
    let s2 = s1 - 2 * mu
    let t: Double
    if mu > 0 {
      let x = 2 * mu * v0 / (w * s2)
      guard x > -1 && x < 0 else { return nil }
      t = -log1p(x) / (2 * mu)
    } else {
      t = -v0 / (w * s2)
    }
    return t > 0 && t.isFinite ? t : nil
  }

  private func monotoneTailBracket(band: Double) -> (Double, Double, Double)? {
    if let te = overdampedExtremumTime() {
      let ue = normalizedDisplacement(at: te)
      if abs(ue) > band {
        return (te, tailEnd(after: te, band: band), ue > 0 ? 1 : -1)
      }
      guard abs(un0) > band else { return nil }
      return (0, te, un0 > 0 ? 1 : -1)
    }
    guard abs(un0) > band else { return nil }
    return (0, tailEnd(after: 0, band: band), un0 > 0 ? 1 : -1)
  }

  /// A time after `start` at which the monotone tail is inside the band.
  private func tailEnd(after start: Double, band: Double) -> Double {
    var step = 1 / abs(s1)
    var t = start + step
    var doublings = 0
    while abs(normalizedDisplacement(at: t)) > band && doublings < 2100 {
      step *= 2
      t = start + step
      doublings += 1
    }
    return t
  }

  // MARK: - Root

  /// The first Double in `(lo, hi]` with `|u| ≤ band`, where `sign·u` falls
  /// monotonically through `band` on the bracket. Safeguarded Newton.
  func solveCrossing(lo: Double, hi: Double, sign: Double, band: Double) -> Double {
    var lo = lo, hi = hi
    var t = lo + (hi - lo) / 2
    for _ in 0..<200 {
      let (u, v) = normalizedDisplacementAndVelocity(at: t)
      let f = sign * u - band
      if f > 0 { lo = t } else { hi = t }
      if hi - lo <= 2 * hi.ulp { break }
      var next = t - f / (sign * v)
      if !(next > lo && next < hi) { next = lo + (hi - lo) / 2 }
      if abs(next - t) <= t.ulp {
        // Converged: step to the inside of the band.
        var candidate = min(next, t)
        for _ in 0..<8 {
          if sign * normalizedDisplacement(at: candidate) - band <= 0 { return candidate }
          candidate = candidate.nextUp
        }
        break
      }
      t = next
    }
    return hi
  }
}
