import Foundation

/// The shape of a settling solve: what is left of a motion when its time scale is taken out.
///
/// Two motions with the same damping ratio ζ, the same normalised start `u0/S`, velocity
/// `v0/(S·ω0)` and band are one curve in the time `ω0·t`: a sweep's
/// neighbours along a row (the response, stiffness or mass at a fixed damping ratio, start and
/// band). Equal when every field has the same bits.
package struct SettlingShape: Hashable, Sendable {
  /// ζ = λ/ω0, the normalised start, the normalised velocity and the normalised band.
  package let zeta, start, velocity, band: Double

  /// A shape.
  package init(zeta: Double, start: Double, velocity: Double, band: Double) {
    (self.zeta, self.start, self.velocity, self.band) = (zeta, start, velocity, band)
  }

  /// Bit for bit: `-0` and `0` are two shapes, so a shape's hint is one function of its bits.
  package static func == (a: SettlingShape, b: SettlingShape) -> Bool {
    a.zeta.bitPattern == b.zeta.bitPattern && a.start.bitPattern == b.start.bitPattern
      && a.velocity.bitPattern == b.velocity.bitPattern && a.band.bitPattern == b.band.bitPattern
  }

  /// Hashes the bits.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(zeta.bitPattern)
    hasher.combine(start.bitPattern)
    hasher.combine(velocity.bitPattern)
    hasher.combine(band.bitPattern)
  }
}

/// Where every motion of a shape crosses into its band, from one solve of the shape itself: the
/// crossing's time in units of `1/ω0` and its bracket (which extremum is the last one outside,
/// and its sign).
///
/// The hint is a function of the shape alone (the solve of the shape's own motion, ω0 = 1), never
/// of a neighbour's answer: so a motion's settling time is the same Double whether a sweep found
/// the hint along a row or a single solve made it afresh, in any order and on any thread. It is
/// made only where the bracket is clear of the band (by 1e-6; motions of one shape differ by
/// rounding, about 1e-13), so the bracket holds for every motion of the shape.
package struct SettlingHint: Sendable {
  /// The crossing's time `ω0·T` (not the phase `ωd·T`: near ζ = 1 an ulp of ζ moves ωd by many
  /// ulps, but the curve in `ω0·t` hardly at all).
  package let scaledTime: Double
  /// The index of the last extremum outside the band (oscillating, counted from the first at
  /// `θ0/ωd`), or −1: the bracket starts at the start (no turning point outside after it), which
  /// a motion of the shape on the other side of ζ = 1 (the regime of ζ ≈ 1 is a rounding's choice)
  /// reads as its own.
  package let extremum: Double
  /// The sign of the displacement on the bracket (±1).
  package let sign: Double

  /// A hint (made from a shape's solve; tests also make wrong ones).
  package init(scaledTime: Double, extremum: Double, sign: Double) {
    (self.scaledTime, self.extremum, self.sign) = (scaledTime, extremum, sign)
  }

  /// The hint of `shape`, from the cold solve of its own motion (mass 1, stiffness 1, damping
  /// 2ζ, from the start to 0); nil where that motion does not settle, has no clear bracket, or
  /// cannot be built (ζ beyond a spring's range).
  package init?(of shape: SettlingShape) {
    guard let spring = try? Spring(mass: 1, stiffness: 1, dampingCoefficient: 2 * shape.zeta) else { return nil }
    let motion = SpringMotion(validated: spring, from: shape.start, to: 0, initialVelocity: shape.velocity)
    guard motion.u0 != 0 || motion.initialVelocity != 0 else { return nil }
    let band = shape.band
    let answer = motion.coldSettlingTime(normalizedBand: band)
    guard answer.isFinite && answer > 0 else { return nil }
    if motion.isOscillating {
      let wd = motion.omegaD.hi
      guard motion.lambda > 0, let theta0 = motion.firstExtremumPhase() else { return nil }
      let extremum = ((answer * wd - theta0) / .pi).rounded(.down)
      guard extremum >= 0 && extremum < 0x1p40 else { return nil }
      // The bracket carries over only where it is clear of the band: the n-th extremum outside by
      // more than 1e-6, the next inside by as much.
      let firstValue = motion.firstExtremumValue(phase: theta0, band: band), decay = motion.lambda * .pi / wd
      let size = abs(firstValue) * exp(-extremum * decay), next = abs(firstValue) * exp(-(extremum + 1) * decay)
      guard size > band * (1 + 1e-6), next < band * (1 - 1e-6) else { return nil }
      // From a start at rest (θ0 = 0) the first bracket starts at the start.
      let fromStart = theta0 == 0 && extremum == 0
      self.init(
        scaledTime: answer, extremum: fromStart ? -1 : extremum, sign: motion.extremumSign(extremum, firstValue: firstValue))
    } else {
      guard motion.overdampedExtremumTime() == nil else { return nil }
      self.init(scaledTime: answer, extremum: -1, sign: motion.un0 > 0 ? 1 : -1)
    }
  }
}

/// The hints of the last few shapes a sweep met (along a row ζ as computed can differ by an ulp
/// from point to point, so a row has two or three shapes). Which hints it keeps changes only the
/// time, never an answer: each is a function of its shape.
package struct SettlingHints: Sendable {
  private var shapes: [SettlingShape] = []
  private var hints: [SettlingHint?] = []
  private var oldest = 0
  private let capacity: Int

  /// A store of up to `capacity` hints (0: each is made afresh).
  package init(capacity: Int = 4) { self.capacity = capacity }

  /// The hint of `shape`, made and kept when it is not kept already.
  package mutating func hint(for shape: SettlingShape) -> SettlingHint? {
    if let i = shapes.firstIndex(of: shape) { return hints[i] }
    let hint = SettlingHint(of: shape)
    if shapes.count < capacity {
      shapes.append(shape)
      hints.append(hint)
    } else if capacity > 0 {
      (shapes[oldest], hints[oldest]) = (shape, hint)
      oldest = (oldest + 1) % capacity
    }
    return hint
  }
}

extension SpringMotion {
  /// ``settlingTime(band:)`` for the band `±epsilon·bandScale`, with the hints of shapes met
  /// before (a sweep keeps them from point to point); the same Double as a single solve.
  package func settlingTime(epsilon: Double, hints: inout SettlingHints) -> Double {
    settlingTime(band: epsilon * bandScale, hints: &hints)
  }

  /// ``settlingTime(band:)``, with the hints of shapes met before.
  package func settlingTime(band: Double, hints: inout SettlingHints) -> Double {
    if u0 == 0 && initialVelocity == 0 { return 0 }
    guard band > 0 else { return .infinity }
    // In units of the amplitude scale (see SpringMotion): a band far below the scale becomes the
    // smallest positive Double, where the closed form has decayed to exactly 0 anyway.
    let band = max(band / scale, .leastNonzeroMagnitude)
    if let hint = hints.hint(for: settlingShape(band: band)), let answer = crossing(from: hint, band: band) {
      return answer
    }
    return coldSettlingTime(normalizedBand: band)
  }

  /// This motion's shape with the normalised band `band`.
  func settlingShape(band: Double) -> SettlingShape {
    let omega0 = omega0Squared.squareRoot()
    return SettlingShape(zeta: lambda / omega0, start: un0, velocity: vn0 / omega0, band: band)
  }

  /// The crossing from the hint of this motion's shape, or nil when the carried time falls
  /// outside the hint's bracket or misses by more than the few ulps
  /// ``crossing(near:lo:hi:excess:)`` walks. The answer is checked as the cold solve checks its
  /// own: inside the band, the Double before it outside, in the bracket after the last extremum
  /// outside.
  func crossing(from hint: SettlingHint, band: Double) -> Double? {
    var lo: Double, hi: Double
    if isOscillating {
      guard lambda > 0, let theta0 = firstExtremumPhase() else { return nil }
      let wd = omegaD.hi
      if hint.extremum >= 0 || theta0 == 0 {
        let n = max(hint.extremum, 0)
        (lo, hi) = ((theta0 + n * .pi) / wd, (theta0 + (n + 1) * .pi) / wd)
      } else {
        (lo, hi) = (0, theta0 / wd)
      }
      guard hi - lo > 64 * hi.ulp else { return nil }
      if hint.extremum < 0 {
        // A bracket from the start made by a shape's motion with no turning point outside: this
        // motion's turning point at the bracket's end must be inside, clear of the band.
        let end = theta0 == 0 ? abs(un0) * exp(-lambda * .pi / wd) : abs(firstExtremumValue(phase: theta0, band: band))
        guard end < band * (1 - 1e-6) else { return nil }
      }
    } else {
      // No turning point after the start: the tail from 0 is monotone and starts outside.
      guard hint.extremum < 0, overdampedExtremumTime() == nil, abs(un0) > band else { return nil }
      (lo, hi) = (0, .greatestFiniteMagnitude)
    }
    let guess = hint.scaledTime / omega0Squared.squareRoot()
    guard guess > lo && guess < hi else { return nil }
    let sign = hint.sign
    return crossing(near: guess, lo: &lo, hi: &hi) { sign * normalizedDisplacement(at: $0) - band }
  }
}
