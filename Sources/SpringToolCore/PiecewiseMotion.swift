import Foundation
import _SpringToolSupport

/// One piece of a target schedule: from `start` on, the target is `target + slope·(t − start)`
/// and the spring is `spring`.
public struct TargetPiece: Sendable, Hashable {
  /// Time the piece begins, seconds.
  public var start: Double
  /// The target at `start`.
  public var target: Double
  /// How fast the target moves, value units per second (0: a fixed target).
  public var slope: Double
  /// The spring pulling toward it.
  public var spring: Spring

  /// A piece starting at `start` seconds toward `target` (moving at `slope` units per second), on `spring`.
  ///
  /// - Parameters:
  ///   - start: When the piece begins, in seconds.
  ///   - target: The target value, in value units.
  ///   - slope: How fast the target moves, value units per second (0: fixed).
  ///   - spring: The spring: mass, stiffness and damping coefficient.
  public init(start: Double, target: Double, slope: Double = 0, spring: Spring) {
    self.start = start
    self.target = target
    self.slope = slope
    self.spring = spring
  }

  /// The target at time `t`.
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  public func target(at t: Double) -> Double { target + slope * (t - start) }

  /// One spring toward `to` from 0, then toward each retarget from its time.
  ///
  /// - Parameters:
  ///   - spring: The spring: mass, stiffness and damping coefficient.
  ///   - to: The target value, in value units.
  ///   - retargets: The retargets in time order: at each time (seconds) the target becomes the new value.
  public static func schedule(spring: Spring, to: Double, retargets: [(time: Double, target: Double)]) -> [TargetPiece] {
    [TargetPiece(start: 0, target: to, spring: spring)] + retargets.map { TargetPiece(start: $0.time, target: $0.target, spring: spring) }
  }
}

/// A spring whose target changes over time, exactly: retargets (SwiftUI's merge: a new target
/// keeps the current position and velocity) and targets that move linearly between samples
/// (a knob following a finger).
///
/// Each piece is solved in closed form from the state the previous piece ends in. For a target
/// moving as `a + b·(t − t0)` the solution is the particular motion `a + b·(t − t0) − (c/k)·b`
/// (which trails the target by the constant lag `c·b/k`) plus a free spring motion around it:
///
///     x(t) = a + b·(t − t0) − c·b/k + u(t − t0),   u = SpringMotion(from: x0 − a + c·b/k, to: 0, v0 − b)
///
/// so every piece keeps ``SpringMotion``'s accuracy (1e-13 of the amplitude), and position and
/// velocity are continuous at every breakpoint.
public struct PiecewiseMotion: Sendable, RetargetedMotion {
  /// The schedule, in time order; the first piece starts at 0.
  public let pieces: [TargetPiece]
  /// The value at t = 0.
  public let from: Double
  /// The velocity at t = 0, units per second.
  public let initialVelocity: Double
  /// Each piece's free motion around its moving rest point.
  private let segments: [SpringMotion]

  /// A motion from `from` at `initialVelocity` through `pieces`, each target taking over at its start.
  ///
  /// - Parameters:
  ///   - from: value at t = 0; `initialVelocity` in units per second.
  ///   - pieces: at least one; the first starts at 0, starts strictly increase.
  ///   - initialVelocity: The start velocity, in value units per second.
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  public init(from: Double, initialVelocity: Double = 0, pieces: [TargetPiece]) throws(SpringError) {
    guard let first = pieces.first, first.start == 0 else {
      throw SpringError(parameter: "pieces", value: pieces.first?.start ?? .nan, rule: "must start at 0")
    }
    for (a, b) in zip(pieces, pieces.dropFirst()) where !(b.start > a.start) {
      throw SpringError(parameter: "retarget time", value: b.start, rule: "must increase (after \(NumberText.text(a.start)))")
    }
    for piece in pieces {
      try Check.finite("target", piece.target)
      try Check.finite("target slope", piece.slope)
      try Check.finite("retarget time", piece.start)
    }
    var segments: [SpringMotion] = []
    var x = from, v = initialVelocity
    for (index, piece) in pieces.enumerated() {
      let lag = piece.spring.dampingCoefficient * piece.slope / piece.spring.stiffness
      let motion: SpringMotion
      do {
        motion = try SpringMotion(spring: piece.spring, from: x - piece.target + lag, to: 0, initialVelocity: v - piece.slope)
      } catch {
        // Each segment is built relative to its target: say what failed in the caller's terms.
        let byVelocity = error.parameter == "velocity"
        throw SpringError(
          parameter: byVelocity ? (index == 0 ? "velocity" : "velocity at a retarget") : (index == 0 ? "to" : "retarget target"),
          value: byVelocity ? v : piece.target, rule: error.rule)
      }
      segments.append(motion)
      if index + 1 < pieces.count {
        let tau = pieces[index + 1].start - piece.start
        let (u, du) = motion.displacementAndVelocity(at: tau)
        x = piece.target(at: pieces[index + 1].start) - lag + u
        v = piece.slope + du
      }
    }
    self.pieces = pieces
    pieceStarts = pieces.map(\.start)
    self.segments = segments
    self.from = from
    self.initialVelocity = initialVelocity
  }

  /// The index of the piece in force at `t` (a breakpoint belongs to the piece it starts).
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  public func pieceIndex(at t: Double) -> Int {
    SortedLookup.lastIndex(atOrBefore: t, in: pieceStarts)
  }

  /// The start times of the pieces (kept, not derived: every state looks a time up in them).
  public let pieceStarts: [Double]

  /// Value and velocity at `t` seconds (t ≥ 0); exactly `(from, initialVelocity)` at 0.
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  /// - Returns: The value (value units) and velocity (value units per second) at that time.
  public func state(at t: Double) -> SpringState {
    if t <= 0 { return SpringState(value: from, velocity: initialVelocity) }
    let i = pieceIndex(at: t)
    let piece = pieces[i]
    let lag = piece.spring.dampingCoefficient * piece.slope / piece.spring.stiffness
    let (u, du) = segments[i].displacementAndVelocity(at: t - piece.start)
    return SpringState(value: piece.target(at: t) - lag + u, velocity: piece.slope + du)
  }

  /// The last target (where the motion comes to rest if the last piece's target is fixed).
  public var finalTarget: Double { pieces[pieces.count - 1].target }

  /// Exact settling into ±`band` of the final (fixed) target, seconds: the closed form's last exit
  /// after the last breakpoint, or (when the motion is already inside the band there) the refined
  /// scan of the pieces before it. `.infinity` when the last target moves or the spring is undamped.
  ///
  /// - Parameter band: The band around the final target, in value units (> 0).
  /// - Returns: Exact settling into ±`band` of the final (fixed) target, seconds: the closed form's last exit after the
  ///   last breakpoint, or (when the motion is already inside the band there) the refined scan of the pieces before it.
  public func settlingTime(band: Double) -> Double {
    let last = pieces[pieces.count - 1]
    guard last.slope == 0 else { return .infinity }
    let tail = segments[segments.count - 1].settlingTime(band: band)
    if tail > 0 || last.start == 0 { return last.start + tail }
    let scale = bandScale > 0 ? bandScale : 1
    let earlier = RefinedScan.figures(
      start: from, rest: finalTarget, bandScale: scale, horizon: last.start,
      epsilon: band / scale, breakpoints: pieceStarts, state: state(at:))
    return earlier.settlingTime ?? last.start
  }
}

extension PiecewiseMotion: MotionCurve {
  /// `from`.
  public var startValue: Double { from }
  /// The final target.
  public var restValue: Double { finalTarget }

  /// The largest distance from `from` to any target (a toggle tapped twice that comes back still
  /// has the travel it went out with), or `|v0|/ω0` of the first spring for a motion that never
  /// leaves its start but moves.
  public var bandScale: Double {
    let travel = pieces.map { abs($0.target - from) }.max() ?? 0
    return travel > 0 ? travel : abs(initialVelocity) / pieces[0].spring.naturalFrequency
  }

  /// Settles at ``settlingTime(band:)`` with ε = 0.001 of ``bandScale``; never for a moving last
  /// target or an undamped spring.
  public var ending: MotionEnding {
    let t = settlingTime(band: SettlingBand.defaultEpsilon * bandScale)
    return t.isFinite ? .settles(at: t, rule: .exact) : .never(reason: .undamped)
  }

  /// The closed form piece by piece at every time.
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - body: Called with each sample's index, time (seconds) and state, in order, as it is computed.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func sample(_ times: SampleTimes, _ body: (Int, Double, SpringState) -> Void) throws(MotionError) {
    for i in 0..<times.count {
      let t = times.time(i)
      body(i, t, state(at: t))
    }
  }

  /// Settling time from ``settlingTime(band:)``; the overshoot past the final target by the
  /// refined scan up to the settling time.
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  /// - Returns: The settling time (nil when it never settles) and the peak overshoot, each with how it was found.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func figures(epsilon: Double) throws(MotionError) -> MotionFigures {
    let settle = settlingTime(band: epsilon * bandScale)
    let horizon = settle.isFinite ? max(settle, pieces[pieces.count - 1].start) * 1.05 + 1e-9 : pieces[pieces.count - 1].start + 10
    var figures = RefinedScan.figures(
      start: from, rest: finalTarget, bandScale: bandScale, horizon: horizon,
      epsilon: epsilon, breakpoints: pieceStarts, finalLeg: pieces[pieces.count - 1].start,
      state: state(at:))
    figures.settlingTime = settle.isFinite ? settle : nil
    figures.settlingRule = .exact
    return figures
  }
}
