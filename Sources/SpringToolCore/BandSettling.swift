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
/// a monotone function, solved by bracketed Halley iteration (the second
/// derivative from the equation of motion) from the crossing the phase predicts,
/// to the last ulp: a few evaluations of the closed form, about 0.5 µs.
/// The result is the first Double at which the value is inside the band
/// (as evaluated: the Double before it is outside), within 2 ulps of the true
/// crossing time.
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
    guard let bracket = lastExitBracket(band: band) else { return 0 }
    let (lo, hi, sign) = (bracket.lo, bracket.hi, bracket.sign)
    if hi == .infinity { return .infinity }
    if hi.isNaN { return lo }  // the envelope's crossing (see oscillatingBracket)
    return solveCrossing(lo: lo, hi: hi, sign: sign, band: band, start: bracket.start)
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

  /// `[lo, hi]` on which `u` is monotone, `sign·u(lo) > band` and `|u(hi)| ≤ band`, with where in
  /// it the root search starts (nil: the middle); nil when the motion never leaves the band;
  /// `hi = ∞` when it never settles.
  func lastExitBracket(band: Double) -> (lo: Double, hi: Double, sign: Double, start: Double?)? {
    if isOscillating { return oscillatingBracket(band: band) }
    return monotoneTailBracket(band: band).map { ($0.0, $0.1, $0.2, nil) }
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

  private func oscillatingBracket(band: Double) -> (lo: Double, hi: Double, sign: Double, start: Double?)? {
    guard let theta0 = firstExtremumPhase() else { return nil }
    let wd = omegaD.hi
    let halfPeriod = Double.pi / wd
    func extremumTime(_ n: Double) -> Double { (theta0 + n * .pi) / wd }
    let firstValue = normalizedDisplacement(at: extremumTime(0))
    let first = abs(firstValue)
    if first <= band {
      // Every extremum is inside; only the start can be outside. The first extremum can be far
      // beyond the crossing (ζ just below 1), so narrow the bracket on the natural time scale.
      guard abs(un0) > band else { return nil }
      let (lo, hi) = firstInside(after: 0, before: extremumTime(0), band: band, step: 1 / omega0Squared.squareRoot())
      return (lo, hi, un0 > 0 ? 1 : -1, nil)
    }
    if lambda == 0 { return (0, .infinity, 1, nil) }
    // Extremum sizes fall by e^(−λπ/ωd) each; estimate the last one above the band (in logs, so a
    // subnormal band cannot overflow the ratio), then confirm it on the closed form by single steps.
    let decayPerExtremum = lambda * halfPeriod
    let estimate = (log(first) - log(band)) / decayPerExtremum
    // Past 2^40 extrema (or when half a period is below the resolution of the time itself) single
    // steps cannot move the index: the last exit is the envelope's crossing, to the last ulp.
    guard estimate.isFinite, estimate < 0x1p40, halfPeriod > 4 * (estimate * halfPeriod).ulp else {
      return (envelopeCrossing(band: band, firstExtremum: first, firstTime: extremumTime(0)), .nan, 0, nil)
    }
    var n = max(0, estimate.rounded(.down))
    // The sizes are `first·e^(−nλπ/ωd)` and the signs alternate; only a size within 1e-9 of the
    // band needs the closed form itself to decide which side it is on.
    func size(_ n: Double) -> Double { first * exp(-n * decayPerExtremum) }
    func isOutside(_ n: Double) -> Bool {
      let extremum = size(n)
      if abs(extremum - band) > 1e-9 * band { return extremum > band }
      return abs(normalizedDisplacement(at: extremumTime(n))) > band
    }
    var steps = 0
    while n > 0 && !isOutside(n) && steps < 10_000 { n -= 1; steps += 1 }
    while isOutside(n + 1) && steps < 10_000 { n += 1; steps += 1 }
    var (lo, hi) = (extremumTime(n), extremumTime(n + 1))
    let sign: Double = (firstValue > 0) == (n.truncatingRemainder(dividingBy: 2) == 0) ? 1 : -1
    let start = lo + crossingDelay(fraction: band / size(n))
    if !(start < hi) {
      // ζ near 1: the phase says nothing (cos δ → 0) and half a period can be ages; narrow the
      // bracket on the natural time scale instead.
      (lo, hi) = firstInside(after: lo, before: hi, band: band, step: 1 / omega0Squared.squareRoot())
      return (lo, hi, sign, nil)
    }
    return (lo, hi, sign, start)
  }

  /// How long after an extremum of size `s` the oscillation falls to `fraction·s`, from the phase
  /// alone: after an extremum `u = s·e^(−λτ)·cos(ωd τ − δ)/cos δ` with `sin δ = ζ`, so ignoring the
  /// decay over the interval `τ ≈ (δ + acos(fraction·cos δ))/ωd`, then once more with the decay at
  /// that `τ`. A start for the root search, a few ulps to a few percent of `τ` from the root.
  func crossingDelay(fraction: Double) -> Double {
    let wd = omegaD.hi
    let zeta = min(1, lambda / omega0Squared.squareRoot())
    let delta = asin(zeta), cosDelta = (1 - zeta * zeta).squareRoot()
    let target = fraction * cosDelta
    let tau = (delta + acos(target)) / wd
    return (delta + acos(min(1, target * exp(lambda * tau)))) / wd
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

  private func monotoneTailBracket(band: Double) -> (lo: Double, hi: Double, sign: Double, start: Double?)? {
    if let te = overdampedExtremumTime() {
      let ue = normalizedDisplacement(at: te)
      if abs(ue) > band {
        return tailBracket(after: te, band: band, sign: ue > 0 ? 1 : -1)
      }
      guard abs(un0) > band else { return nil }
      return (0, te, un0 > 0 ? 1 : -1, nil)
    }
    guard abs(un0) > band else { return nil }
    return tailBracket(after: 0, band: band, sign: un0 > 0 ? 1 : -1)
  }

  /// The bracket of the monotone tail after `start`, and a start for the root search there: the
  /// tail is `u = e^(s1·t)·(u0 + w·G(t))` with `G` bounded and slowly varying, so
  /// `t = log(|u0 + w·G(t)|/band)/(−s1)` is iterated a few times from `start`.
  private func tailBracket(after start: Double, band: Double, sign: Double) -> (lo: Double, hi: Double, sign: Double, start: Double?) {
    var guess = start
    for _ in 0..<3 {
      let t = log(abs(un0 + w * growth(guess)) / band) / -s1
      guard t.isFinite else { break }
      guess = max(start, t)
    }
    let step = max(1 / abs(s1), (guess - start) * 1.01)
    let (lo, hi) = firstInside(after: start, before: .infinity, band: band, step: step)
    return (lo, hi, sign, guess)
  }

  /// `(lo, hi)` with `lo` outside the band and `hi` inside it (or `hi = limit`): the first of
  /// `start + step·2^k` inside, and the probe before it (or `start`). The motion is monotone on
  /// `[start, limit]`.
  private func firstInside(after start: Double, before limit: Double, band: Double, step: Double) -> (Double, Double) {
    var step = step
    var lo = start
    var t = start + step
    var doublings = 0
    while t < limit && abs(normalizedDisplacement(at: t)) > band && doublings < 2100 {
      lo = t
      step *= 2
      t = start + step
      doublings += 1
    }
    return (lo, min(t, limit))
  }

  // MARK: - Root

  /// The first Double in `(lo, hi]` with `|u| ≤ band`, where `sign·u` falls
  /// monotonically through `band` on the bracket. Safeguarded Newton.
  ///
  /// - Parameter start: Where to start (nil or outside the bracket: its middle; an end is allowed).
  func solveCrossing(lo: Double, hi: Double, sign: Double, band: Double, start: Double? = nil) -> Double {
    var lo = lo, hi = hi
    var t = lo + (hi - lo) / 2
    if let start, start >= lo && start <= hi { t = start }
    func inside(_ t: Double) -> Bool { sign * normalizedDisplacement(at: t) - band <= 0 }
    /// The first Double inside in (lo, hi] once the bracket is down to a few ulps.
    func firstOfBracket() -> Double {
      var first = hi, steps = 0
      while steps < 8 && first.nextDown > lo && inside(first.nextDown) { (first, steps) = (first.nextDown, steps + 1) }
      return first
    }
    for _ in 0..<200 {
      let (u, v) = normalizedDisplacementAndVelocity(at: t)
      let f = sign * u - band
      if f > 0 { lo = t } else { hi = t }
      if hi - lo <= 2 * hi.ulp { break }
      // Halley's step, with f'' from the equation of motion (u'' = −2λu' − ω0²u); Newton's error
      // after a step s is about |f''/(2f')|·s², and Halley's is smaller, so once that is below a
      // quarter ulp the step has converged without another evaluation.
      // Far from the root (a flat tail) Halley's factor is unreliable: Newton's step, then the bracket.
      let (d1, d2) = (sign * v, sign * (-2 * lambda * v - omega0Squared * u))
      let halley = 1 - f * d2 / (2 * d1 * d1)
      let isHalley = halley > 0.5 && halley < 2
      var next = t - (isHalley ? f / d1 / halley : f / d1)
      let step = abs(next - t)
      // Converged before the bracket test: a step below an ulp rounds back to `t`, which is an end.
      if step <= t.ulp || (isHalley && next > lo && next < hi && abs(d2 / (2 * d1)) * step * step <= next.ulp / 4) {
        // Converged: the first Double inside the band, stepping down while inside or up while outside.
        var candidate = next
        if inside(candidate) {
          for _ in 0..<8 {
            let earlier = candidate.nextDown
            if earlier <= lo || !inside(earlier) { return candidate }
            candidate = earlier
          }
          hi = candidate  // still inside 8 ulps down: not converged after all
        } else {
          for _ in 0..<8 {
            candidate = candidate.nextUp
            if candidate >= hi { return hi }
            if inside(candidate) { return candidate }
          }
          lo = candidate  // still outside 8 ulps up
        }
        // Rounding noise wider than 8 ulps, or a false convergence: bisect what is left.
        next = lo + (hi - lo) / 2
        if hi - lo <= 2 * hi.ulp { break }
      } else if !(next > lo && next < hi) {
        next = lo + (hi - lo) / 2
      }
      t = next
    }
    return firstOfBracket()
  }
}
