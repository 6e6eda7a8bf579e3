import Foundation

/// SwiftUI's `interpolatingSpring` retargeting: animations are not merged but added. Each
/// retarget starts a new animation of the change in target, from 0 with no velocity, with its
/// own spring, and the value is the sum of all of them (the old animations keep running
/// underneath, with their springs).
///
/// For a linear spring this equals merging (``PiecewiseMotion``) exactly when every animation
/// uses the same spring — the sum of solutions is the solution with the summed target — and
/// differs when the springs differ: a merge switches everything to the new spring.
public struct AdditiveMotion: Sendable, RetargetedMotion {
  /// The first animation, from `from` toward the first target.
  public let base: SpringMotion
  /// (start, the animation of the change) for each retarget.
  public let additions: [(start: Double, motion: SpringMotion)]
  /// The schedule it was made from.
  public let pieces: [TargetPiece]

  /// `pieces[0]` is the first animation (from `from`, starting at 0); each later piece adds the
  /// change of target with its own spring.
  ///
  /// - Parameters:
  ///   - from: The start value, in value units.
  ///   - initialVelocity: The start velocity, in value units per second.
  ///   - pieces: The pieces in time order, each a target from its start time.
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  public init(from: Double, initialVelocity: Double = 0, pieces: [TargetPiece]) throws(SpringError) {
    guard let first = pieces.first, first.start == 0 else {
      throw SpringError(parameter: "pieces", value: pieces.first?.start ?? .nan, rule: "must start at 0")
    }
    base = try SpringMotion(spring: first.spring, from: from, to: first.target, initialVelocity: initialVelocity)
    var previous = first
    var additions: [(start: Double, motion: SpringMotion)] = []
    for piece in pieces.dropFirst() {
      guard piece.start > previous.start else {
        throw SpringError(parameter: "retarget time", value: piece.start, rule: "must increase and be after 0")
      }
      guard piece.slope == 0 else { throw SpringError(parameter: "target slope", value: piece.slope, rule: "must be 0") }
      additions.append((piece.start, try SpringMotion(spring: piece.spring, from: 0, to: piece.target - previous.target)))
      previous = piece
    }
    self.additions = additions
    self.pieces = pieces
  }

  /// Value and velocity at `t`: the sum of every animation started by then.
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  /// - Returns: The value (value units) and velocity (value units per second) at that time.
  public func state(at t: Double) -> SpringState {
    var s = base.state(at: t)
    for (start, motion) in additions where t >= start {
      let add = motion.state(at: t - start)
      s.value += add.value
      s.velocity += add.velocity
    }
    return s
  }
}

extension AdditiveMotion: MotionCurve {
  /// The first animation's start.
  public var startValue: Double { base.from }
  /// The last target.
  public var restValue: Double { pieces[pieces.count - 1].target }
  /// The largest distance from the start to any target (or the first animation's amplitude).
  public var bandScale: Double {
    let travel = pieces.map { abs($0.target - base.from) }.max() ?? 0
    return travel > 0 ? travel : base.bandScale
  }

  /// Settles when the last of its animations has, by the refined scan.
  public var ending: MotionEnding {
    guard let figures = try? figures(epsilon: SettlingBand.defaultEpsilon), let t = figures.settlingTime else {
      return .never(reason: .undamped)
    }
    return .settles(at: t, rule: .refinedScan)
  }

  /// Every animation's closed form, summed.
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

  /// The refined scan up to the time the slowest animation has settled.
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  /// - Returns: The settling time (nil when it never settles) and the peak overshoot, each with how it was found.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func figures(epsilon: Double) throws(MotionError) -> MotionFigures {
    var horizon = base.settlingTime(epsilon: epsilon)
    for (start, motion) in additions { horizon = max(horizon, start + motion.settlingTime(epsilon: epsilon)) }
    guard horizon.isFinite else {
      return MotionFigures(settlingTime: nil, settlingRule: .refinedScan, peakOvershoot: nil, epsilon: epsilon)
    }
    return RefinedScan.figures(
      start: base.from, rest: restValue, bandScale: bandScale, horizon: horizon * 1.05 + 1e-9,
      epsilon: epsilon, breakpoints: pieces.map(\.start), finalLeg: pieces.map(\.start).max() ?? 0,
      state: state(at:))
  }
}
