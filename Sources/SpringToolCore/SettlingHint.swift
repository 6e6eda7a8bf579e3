import Foundation

/// What one settling solve leaves for the next motion of the same shape: a sweep's neighbour
/// along a row, where only the time scale changes (the response, stiffness or mass at a fixed
/// damping ratio, start and band).
///
/// Two motions with the same damping ratio ζ, the same normalised start `u0/S`, velocity
/// `v0/(S·ω0)` and band are one curve in the time `ωd·t`: the crossing's phase carries over,
/// and the last exit lies between the same two extrema. A hint is made only where those extrema
/// are clear of the band (by 1e-6, where shapes that fit differ by about 1e-13), so the bracket
/// carries over; the answer in it is checked as ``SpringMotion/settlingTime(band:)`` checks its
/// own (inside the band, the Double before it outside), and solved from scratch when the phase
/// misses.
package struct SettlingHint: Sendable {
  /// ζ, the normalised start and velocity, and the normalised band: the shape.
  package let zeta, start, velocity, band: Double
  /// The crossing's phase `ωd·T`.
  package let phase: Double
  /// The index of the last extremum outside the band (oscillating), or −1: a motion with no
  /// turning point after its start, whose whole tail is the bracket.
  package let extremum: Double
  /// The sign of the displacement on the bracket (±1).
  package let sign: Double

  /// A hint (what ``SpringMotion/settlingTime(epsilon:hint:)`` leaves; tests also make wrong ones).
  package init(zeta: Double, start: Double, velocity: Double, band: Double, phase: Double, extremum: Double, sign: Double) {
    (self.zeta, self.start, self.velocity, self.band, self.phase) = (zeta, start, velocity, band, phase)
    (self.extremum, self.sign) = (extremum, sign)
  }

  /// Whether a motion of this shape can start from the hint: within a few ulps, so that the
  /// carried phase lands within the few ulps the check walks.
  func fits(zeta z: Double, start s: Double, velocity v: Double, band b: Double) -> Bool {
    s == start && b == band && abs(z - zeta) <= 4 * zeta.ulp && abs(v - velocity) <= 4 * max(abs(velocity), 1).ulp
  }
}

extension SpringMotion {
  /// ``settlingTime(epsilon:)``, started from `hint` when it fits this motion's shape, and
  /// leaving the hint for the next motion.
  ///
  /// The same contract as ``settlingTime(epsilon:)``: a Double at which the value is inside the
  /// band and the Double before it is outside, after the last extremum outside. Where rounding
  /// makes the value flicker in and out of the band over several Doubles, either solve may
  /// return a different one of them.
  package func settlingTime(epsilon: Double, hint: inout SettlingHint?) -> Double {
    let previous = hint
    hint = nil
    if u0 == 0 && initialVelocity == 0 { return 0 }
    let scaled = epsilon * bandScale
    guard scaled > 0 else { return .infinity }
    let band = max(scaled / scale, .leastNonzeroMagnitude)
    let omega0 = omega0Squared.squareRoot()
    let (zeta, velocity) = (lambda / omega0, vn0 / omega0)
    let timeScale = isOscillating ? omegaD.hi : omega0
    if let previous, previous.fits(zeta: zeta, start: un0, velocity: velocity, band: band),
      let answer = warmCrossing(previous, band: band)
    {
      // The same bracket: only the phase moves.
      hint = SettlingHint(
        zeta: zeta, start: un0, velocity: velocity, band: band, phase: answer * timeScale,
        extremum: previous.extremum, sign: previous.sign)
      return answer
    }
    let answer = settlingTime(band: scaled)
    guard answer.isFinite && answer > 0 else { return answer }
    let extremum: Double, sign: Double
    if isOscillating {
      guard lambda > 0, let theta0 = firstExtremumPhase() else { return answer }
      extremum = ((answer * omegaD.hi - theta0) / .pi).rounded(.down)
      guard extremum >= 0 && extremum < 0x1p40 else { return answer }
      // The bracket carries over only where it is clear of the band: the n-th extremum outside by
      // more than 1e-6, the next inside by as much (the shapes a hint fits differ by ~1e-13).
      let firstValue = firstExtremumValue(phase: theta0, band: band), decay = lambda * .pi / omegaD.hi
      let size = abs(firstValue) * exp(-extremum * decay), next = abs(firstValue) * exp(-(extremum + 1) * decay)
      guard size > band * (1 + 1e-6), next < band * (1 - 1e-6) else { return answer }
      sign = extremumSign(extremum, firstValue: firstValue)
    } else {
      guard overdampedExtremumTime() == nil else { return answer }
      (extremum, sign) = (-1, un0 > 0 ? 1 : -1)
    }
    hint = SettlingHint(
      zeta: zeta, start: un0, velocity: velocity, band: band, phase: answer * timeScale, extremum: extremum,
      sign: sign)
    return answer
  }

  /// The crossing from a hint of the same shape, or nil when the carried phase falls outside
  /// the hint's bracket or misses by more than the few ulps ``crossing(near:lo:hi:excess:)``
  /// walks. The bracket (which extremum is the last outside, and its sign) is the hint's: it
  /// was checked clear of the band by 1e-6 for a shape within ulps of this one.
  private func warmCrossing(_ hint: SettlingHint, band: Double) -> Double? {
    var lo: Double, hi: Double, guess: Double
    if isOscillating {
      guard hint.extremum >= 0, lambda > 0, let theta0 = firstExtremumPhase() else { return nil }
      let wd = omegaD.hi, n = hint.extremum
      (lo, hi) = ((theta0 + n * .pi) / wd, (theta0 + (n + 1) * .pi) / wd)
      guard hi - lo > 64 * hi.ulp else { return nil }
      guess = hint.phase / wd
    } else {
      // No turning point after the start: the tail from 0 is monotone and starts outside.
      guard hint.extremum < 0, overdampedExtremumTime() == nil, abs(un0) > band else { return nil }
      (lo, hi) = (0, .greatestFiniteMagnitude)
      guess = hint.phase / omega0Squared.squareRoot()
    }
    guard guess > lo && guess < hi else { return nil }
    let sign = hint.sign
    return crossing(near: guess, lo: &lo, hi: &hi) { sign * normalizedDisplacement(at: $0) - band }
  }
}
