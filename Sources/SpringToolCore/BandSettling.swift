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
/// outside the band is found directly (its size from the phase, without the closed
/// form), and the crossing after it is the root of a monotone function, solved by
/// bracketed Halley iteration (the derivatives from the equation of motion) from the
/// crossing the phase predicts (an overdamped tail: from its logarithm), to the last
/// ulp: three to five evaluations of the closed form, about 0.4 µs.
/// The result is a Double at which the value is inside the band and the Double before
/// it is outside (as evaluated), within 2 ulps of the true crossing time where the
/// closed form's rounding is smaller than its change over an ulp of time. Where the
/// crossing is nearly flat (the band a hair below an extremum) the evaluated value
/// flickers in and out of the band over up to a few hundred ulps, and several Doubles
/// meet that test. Which one is the answer is fixed by the motion's shape (ζ, the
/// normalised start, velocity and band; see `SettlingHint`): the shape's own motion
/// (ω0 = 1) is solved as above, and the motion's answer is the Double meeting the test
/// reached by walking from that crossing on the motion's own time scale (within 8 ulps;
/// else the motion is solved as above). So every motion's answer is one function of the motion: a sweep that
/// reuses a shape's solve along a row gives the same Double as a single solve.
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
    var hints = SettlingHints(capacity: 0)
    return settlingTime(band: band, hints: &hints)
  }

  /// The settling time into the normalised band `±band` (in units of the amplitude scale) solved
  /// from scratch: the last exit's bracket, then the root in it.
  func coldSettlingTime(normalizedBand band: Double) -> Double {
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
    return monotoneTailBracket(band: band)
  }

  /// Phase `θ0 ∈ [0, π)` of the first extremum, where `v0·cos θ = Q·sin θ`.
  func firstExtremumPhase() -> Double? {
    let p = vn0, q = sinVelocityCoefficient
    if p == 0 && q == 0 { return nil }
    var theta = atan2(p, q)
    if theta < 0 { theta += .pi }
    // A phase within half an ulp below π rounds to π (ζ a hair below 1, a small velocity): the
    // first turning point is then half a period on, not the start, which only a start at rest is.
    if theta >= .pi { theta = p == 0 ? 0 : Double.pi.nextDown }
    return theta
  }

  /// `u` at the first extremum `θ0/ωd`, from the phase's own sine and cosine (`v0/r`, `Q/r` up to
  /// a common sign, as `atan2` gave them) and one exponential; where that value is within a
  /// rounding error of the band, or could have the wrong sign, the closed form decides instead.
  func firstExtremumValue(phase theta0: Double, band: Double) -> Double {
    let p = vn0, q = sinVelocityCoefficient
    let r = (p * p + q * q).squareRoot()
    // θ0 ∈ [0, π), so sin θ0 ≥ 0: the pair is (p, q)/r or its negative, and (0, 1) when v0 = 0.
    let flip: Double = p < 0 ? -1 : 1
    let (s, c) = p == 0 ? (0, 1) : (flip * p / r, flip * q / r)
    let e = exp(-lambda * (theta0 / omegaD.hi))
    let (a, b) = (un0 * c, sinValueCoefficient * s)
    let value = e * (a + b)
    let noise = 1e-12 * e * (abs(a) + abs(b))
    guard r.isFinite, r > 0, abs(value) > noise, abs(abs(value) - band) > 1e-9 * band + noise else {
      return normalizedDisplacement(at: theta0 / omegaD.hi)
    }
    return value
  }

  private func oscillatingBracket(band: Double) -> (lo: Double, hi: Double, sign: Double, start: Double?)? {
    guard let theta0 = firstExtremumPhase() else { return nil }
    let wd = omegaD.hi
    let halfPeriod = Double.pi / wd
    func extremumTime(_ n: Double) -> Double { (theta0 + n * .pi) / wd }
    let firstValue = firstExtremumValue(phase: theta0, band: band)
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
    let sign = extremumSign(n, firstValue: firstValue)
    let start = lo + crossingDelay(fraction: band / size(n))
    if !(start < hi) {
      // ζ near 1: the phase says nothing (cos δ → 0) and half a period can be ages; narrow the
      // bracket on the natural time scale instead.
      (lo, hi) = firstInside(after: lo, before: hi, band: band, step: 1 / omega0Squared.squareRoot())
      return (lo, hi, sign, nil)
    }
    return (lo, hi, sign, start)
  }

  /// The sign of the `n`-th extremum's displacement: the signs alternate from the first's.
  func extremumSign(_ n: Double, firstValue: Double) -> Double {
    (firstValue > 0) == (n.truncatingRemainder(dividingBy: 2) == 0) ? 1 : -1
  }

  /// How long after an extremum of size `s` the oscillation falls to `fraction·s`, from the phase
  /// alone: after an extremum `u = s·e^(−λτ)·cos(ωd τ − δ)/cos δ` with `sin δ = ζ`, so ignoring the
  /// decay over the interval `τ ≈ (δ + acos(fraction·cos δ))/ωd`, then once more with the decay at
  /// that `τ`. A start for the root search, a few ulps to a few percent of `τ` from the root.
  func crossingDelay(fraction: Double) -> Double {
    let wd = omegaD.hi
    // Near the extremum (a fraction near 1) the phase alone says little; the series of
    // e^(−κφ)(cos φ + κ sin φ) = 1 − (1 + κ²)(φ²/2 − κφ³/3 + …) in φ = ωd·τ, κ = λ/ωd, does.
    let kappa = lambda / wd
    let phi0 = (2 * (1 - fraction) / (1 + kappa * kappa)).squareRoot()
    if fraction > 0.955 { return (phi0 + kappa * phi0 * phi0 / 3) / wd }
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

  /// A Double in `(lo, hi]` with `|u| ≤ band` whose Double before is outside (as evaluated: the
  /// first inside, where rounding does not make the value flicker), where `sign·u` falls
  /// monotonically through `band` on the bracket.
  ///
  /// Halley's method, with `u''` and `u'''` from the equation of motion (`u'' = −2λu' − ω0²u`),
  /// safeguarded by the bracket. Once Halley's own error estimate (`|f''²/4f'² − f'''/6f'|·s³` after
  /// a step `s`) is below an eighth of an ulp, the step's end rounded up (the exact sum's
  /// rounding error says which way it went) is the answer unless the Double before it is inside
  /// too: both are evaluated together, and only a miss costs more.
  ///
  /// - Parameter start: Where to start (nil or outside the bracket: its middle; an end is allowed).
  func solveCrossing(lo: Double, hi: Double, sign: Double, band: Double, start: Double? = nil) -> Double {
    var lo = lo, hi = hi
    var t = lo + (hi - lo) / 2
    if let start, start >= lo && start <= hi { t = start }
    func excess(_ t: Double) -> Double { sign * normalizedDisplacement(at: t) - band }
    for _ in 0..<200 {
      let (u, v) = normalizedDisplacementAndVelocity(at: t)
      let f = sign * u - band
      if f > 0 { lo = t } else { hi = t }
      if hi - lo <= 2 * hi.ulp { break }
      // Far from the root (a flat tail) Halley's factor is unreliable: Newton's step, then the bracket.
      let acceleration = -2 * lambda * v - omega0Squared * u
      let (d1, d2) = (sign * v, sign * acceleration)
      let halley = 1 - f * d2 / (2 * d1 * d1)
      let isHalley = halley > 0.5 && halley < 2
      let delta = isHalley ? f / d1 / halley : f / d1
      var next = t - delta
      let step = abs(delta)
      var converged = step <= t.ulp
      guard converged || (next > lo && next < hi) else {
        t = lo + (hi - lo) / 2
        continue
      }
      if !converged && isHalley {
        let d3 = sign * (-2 * lambda * acceleration - omega0Squared * v)
        let c = d2 * d2 / (4 * d1 * d1) - d3 / (6 * d1)
        converged = abs(c) * step * step * step <= next.ulp / 8
      }
      if converged {
        // The root is within an eighth of an ulp of t − delta: take the first Double at or above it.
        if (t - next) - delta > 0 { next = next.nextUp }
        if let answer = crossing(near: next, lo: &lo, hi: &hi, excess: excess) { return answer }
        if hi - lo <= 2 * hi.ulp { break }
        next = lo + (hi - lo) / 2
      }
      t = next
    }
    // The bracket is down to a few ulps: the first Double inside in (lo, hi].
    var first = hi, steps = 0
    while steps < 8 && first.nextDown > lo && excess(first.nextDown) <= 0 { (first, steps) = (first.nextDown, steps + 1) }
    return first
  }

  /// The answer near `candidate` (a Double within a few ulps of the crossing): it if it is inside
  /// and the Double before is outside (both evaluated together), else the first such Double
  /// within 8 ulps either way; nil with the bracket narrowed past the Doubles tried when none is.
  func crossing(near candidate: Double, lo: inout Double, hi: inout Double, excess: (Double) -> Double) -> Double? {
    let next = min(max(candidate, lo.nextUp), hi)
    let earlier = next.nextDown
    let (here, before) = (excess(next), earlier > lo ? excess(earlier) : 1)
    if here <= 0 && before > 0 { return next }
    // A miss (rounding noise, or an estimate not yet right): walk a few ulps.
    if here <= 0 {
      var candidate = earlier
      for _ in 0..<8 {
        let previous = candidate.nextDown
        if previous <= lo || excess(previous) > 0 { return candidate }
        candidate = previous
      }
      hi = candidate
    } else {
      var candidate = next
      for _ in 0..<8 {
        candidate = candidate.nextUp
        if candidate >= hi { return hi }
        if excess(candidate) <= 0 { return candidate }
      }
      lo = candidate
    }
    return nil
  }
}
