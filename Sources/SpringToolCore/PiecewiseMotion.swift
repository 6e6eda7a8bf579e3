import Foundation

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

  public init(start: Double, target: Double, slope: Double = 0, spring: Spring) {
    self.start = start
    self.target = target
    self.slope = slope
    self.spring = spring
  }

  /// The target at time `t`.
  public func target(at t: Double) -> Double { target + slope * (t - start) }

  /// One spring toward `to` from 0, then toward each retarget from its time.
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
public struct PiecewiseMotion: Sendable {
  /// The schedule, in time order; the first piece starts at 0.
  public let pieces: [TargetPiece]
  /// Each piece's free motion around its moving rest point.
  private let segments: [SpringMotion]

  /// - Parameters:
  ///   - from: value at t = 0; `initialVelocity` in units per second.
  ///   - pieces: at least one; the first starts at 0, starts strictly increase.
  public init(from: Double, initialVelocity: Double = 0, pieces: [TargetPiece]) throws(SpringError) {
    guard let first = pieces.first, first.start == 0 else {
      throw SpringError(parameter: "pieces", value: pieces.first?.start ?? .nan, rule: "must start at 0")
    }
    for (a, b) in zip(pieces, pieces.dropFirst()) where !(b.start > a.start) {
      throw SpringError(parameter: "retarget time", value: b.start, rule: "must increase (after \(a.start))")
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
      let motion = try SpringMotion(spring: piece.spring, from: x - piece.target + lag, to: 0,
                                    initialVelocity: v - piece.slope)
      segments.append(motion)
      if index + 1 < pieces.count {
        let tau = pieces[index + 1].start - piece.start
        let (u, du) = motion.displacementAndVelocity(at: tau)
        x = piece.target(at: pieces[index + 1].start) - lag + u
        v = piece.slope + du
      }
    }
    self.pieces = pieces
    self.segments = segments
  }

  /// A spring toward `to` retargeted at each `(time, target)`, the same spring throughout.
  public init(spring: Spring, from: Double, to: Double, initialVelocity: Double = 0,
              retargets: [(time: Double, target: Double)]) throws(SpringError) {
    try self.init(from: from, initialVelocity: initialVelocity,
                  pieces: TargetPiece.schedule(spring: spring, to: to, retargets: retargets))
  }

  /// The index of the piece in force at `t` (a breakpoint belongs to the piece it starts).
  public func pieceIndex(at t: Double) -> Int {
    var lo = 0, hi = pieces.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if pieces[mid].start <= t { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// Value and velocity at `t` seconds (t ≥ 0).
  public func state(at t: Double) -> SpringState {
    let i = pieceIndex(at: t)
    let piece = pieces[i]
    let lag = piece.spring.dampingCoefficient * piece.slope / piece.spring.stiffness
    let (u, du) = segments[i].displacementAndVelocity(at: t - piece.start)
    return SpringState(value: piece.target(at: t) - lag + u, velocity: piece.slope + du)
  }

  /// The state at which piece `index` begins.
  public func startState(ofPiece index: Int) -> SpringState { state(at: pieces[index].start) }

  /// The last target (where the motion comes to rest if the last piece's target is fixed).
  public var finalTarget: Double { pieces[pieces.count - 1].target }

  /// Exact settling into ±`band` of the final (fixed) target after the last breakpoint, seconds.
  public func settlingTime(band: Double) -> Double {
    let last = pieces[pieces.count - 1]
    guard last.slope == 0 else { return .infinity }
    let tail = segments[segments.count - 1].settlingTime(band: band)
    if tail == 0 {
      // Already inside at the last breakpoint: settle earlier, in an earlier piece, is not tracked.
      return last.start
    }
    return last.start + tail
  }
}

/// SwiftUI's `interpolatingSpring` retargeting: animations are not merged but added. Each
/// retarget starts a new animation of the change in target, from 0 with no velocity, with its
/// own spring, and the value is the sum of all of them (the old animations keep running
/// underneath, with their springs).
///
/// For a linear spring this equals merging (``PiecewiseMotion``) exactly when every animation
/// uses the same spring — the sum of solutions is the solution with the summed target — and
/// differs when the springs differ: a merge switches everything to the new spring.
public struct AdditiveMotion: Sendable {
  public let base: SpringMotion
  /// (start, the animation of the change) for each retarget.
  public let additions: [(start: Double, motion: SpringMotion)]

  /// `pieces[0]` is the first animation (from `from`, starting at 0); each later piece adds the
  /// change of target with its own spring.
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
  }

  /// The same spring for every animation.
  public init(spring: Spring, from: Double, to: Double, initialVelocity: Double = 0,
              retargets: [(time: Double, target: Double)]) throws(SpringError) {
    try self.init(from: from, initialVelocity: initialVelocity,
                  pieces: TargetPiece.schedule(spring: spring, to: to, retargets: retargets))
  }

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
