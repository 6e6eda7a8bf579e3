import SpringToolCore

/// A spring pulled toward a moving target, for one piece of a schedule, in displacement form
/// from the moving target `a + b·(t − t0)`:
///
///     y = (u, v),   u = x − a − b·(t − t0),   f(t, y) = (v − b, (−k(t)·u − c(t)·v)/m)
///
/// so a tolerance asks an accuracy of the motion, not of where it is (a value near 1e9 has ulps
/// of 1e-7: in absolute form no step could meet 1e-12 there). `k` and `c` are constant, except
/// while SwiftUI's merge blends the response from the previous spring's to this one's over
/// `blendDuration`:
///
///     r(t) = r_new + (r_old − r_new)·(1 − s(p)),   s(p) = p²(3 − 2p),   p = (t − t0)/blendDuration
///
/// with k = m·(2π/r)², c = 4πζ·m/r (ζ of the new spring). Jacobian `[[0, 1], [−k/m, −c/m]]`.
public struct TargetPieceODE: ODESystem {
  /// `(x − target(t), v)`: the displacement from the moving target and the velocity.
  public typealias State = SIMD2<Double>
  /// The piece.
  public let piece: TargetPiece
  /// The previous spring's response and the blend's duration, when blending.
  public let blend: (previousResponse: Double, duration: Double)?

  /// The piece's ODE; with `previousResponse`, its response blends from that over `duration` seconds (SwiftUI's `blendDuration`).
  ///
  /// - Parameters:
  ///   - piece: The piece.
  ///   - previousResponse: The response before the piece, in seconds, or nil (no blend).
  ///   - duration: The duration, in seconds (> 0).
  public init(piece: TargetPiece, blendingFrom previousResponse: Double? = nil, over duration: Double = 0) {
    self.piece = piece
    self.blend = previousResponse.flatMap { duration > 0 ? ($0, duration) : nil }
  }

  /// Stiffness and damping coefficient at time `t`.
  ///
  /// - Parameter t: The time, in seconds.
  /// - Returns: Stiffness and damping coefficient at time `t`.
  @inlinable
  public func coefficients(at t: Double) -> (Double, Double) {
    guard let blend else { return (piece.spring.stiffness, piece.spring.dampingCoefficient) }
    let p = min(max((t - piece.start) / blend.duration, 0), 1)
    let s = p * p * (3 - 2 * p)
    let r = piece.spring.response + (blend.previousResponse - piece.spring.response) * (1 - s)
    let w = 2 * Double.pi / r
    return (piece.spring.mass * w * w, 4 * Double.pi * piece.spring.dampingRatio * piece.spring.mass / r)
  }

  /// `(v − b, (−k·u − c·v)/m)` with the piece's (blended) spring and target slope b.
  ///
  /// - Parameters:
  ///   - t: The time, in seconds.
  ///   - y: The state at `t`: the displacement from the moving target and the velocity.
  /// - Returns: The derivative `f(t, y)`.
  /// - Throws: ``RHSFailure`` when the right-hand side cannot be evaluated (the step fails, as GSL's `GSL_EBADFUNC`).
  @inlinable
  public func derivative(at t: Double, _ y: State) throws(RHSFailure) -> State {
    let (k, c) = coefficients(at: t)
    return State(y[1] - piece.slope, (-k * y[0] - c * y[1]) / piece.spring.mass)
  }

  /// The Jacobian `[[0, 1], [−k/m, −c/m]]` and ∂f/∂t (0: the slow change of k during a blend is left out).
  ///
  /// - Parameters:
  ///   - t: The time, in seconds.
  ///   - y: The state at `t`.
  ///   - dfdy: Set to the Jacobian ∂f_i/∂y_j, row-major (`dimension²` entries).
  /// - Throws: ``RHSFailure`` when the right-hand side cannot be evaluated (the step fails, as GSL's `GSL_EBADFUNC`).
  public func jacobian(at t: Double, _ y: State, dfdy: UnsafeMutableBufferPointer<Double>) throws(RHSFailure) -> State {
    let (k, c) = coefficients(at: t)
    dfdy[0] = 0
    dfdy[1] = 1
    dfdy[2] = -k / piece.spring.mass
    dfdy[3] = -c / piece.spring.mass
    return State(0, 0)
  }

  /// The moving target at `t`, value units.
  ///
  /// - Parameter t: The time since the schedule started, in seconds.
  /// - Returns: `a + b·(t − t0)`, value units.
  @inlinable
  public func target(at t: Double) -> Double { piece.target + piece.slope * (t - piece.start) }
}

/// Integrating a target schedule piece by piece with either backend.
public enum PiecewiseIntegration {
  /// Samples the schedule at `times` (increasing, from 0). Each piece gets a fresh driver from
  /// its start (its target jumps, or its slope changes, so the cached derivative would be stale:
  /// docs/reference/gsl-odeiv2.md §4.5) and is integrated to each sample time inside it and to its end.
  ///
  /// - Parameters:
  ///   - blendDuration: SwiftUI's `blendDuration`: when a piece's spring differs from the previous
  ///     one's, its response blends over this long (0: switches at once).
  ///   - make: the backend's factory (`makeGSLIntegrator`, or the Swift port's).
  ///   - from: The start value, in value units.
  ///   - initialVelocity: The start velocity, in value units per second.
  ///   - pieces: The pieces in time order, each a target from its start time.
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - settings: The integration method, first step, step control and limits.
  ///   - toleranceOfAmplitude: When given, each piece's absolute tolerance is this fraction of
  ///     its own amplitude scale (the larger of its displacement from its target and its relative velocity over ω0) instead of
  ///     the settings' (springtool's default, 1e-12, is of the amplitude: a retarget far from
  ///     the first travel keeps the same relative accuracy).
  /// - Returns: The state (value, velocity) at each time, in order.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  public static func sample(
    from: Double, initialVelocity: Double, pieces: [TargetPiece], blendDuration: Double = 0, times: [Double],
    settings: IntegratorSettings, toleranceOfAmplitude: Double? = nil,
    make: (TargetPieceODE, IntegratorSettings) throws(IntegrationError) -> any ODEIntegrator<TargetPieceODE>
  ) throws(IntegrationError) -> [SpringState] {
    var states: [SpringState] = []
    states.reserveCapacity(times.count)
    var (x, v) = (from, initialVelocity)
    var t = 0.0
    var timeIndex = 0
    while timeIndex < times.count && times[timeIndex] <= 0 {
      states.append(SpringState(value: from, velocity: initialVelocity))
      timeIndex += 1
    }
    for (index, piece) in pieces.enumerated() {
      let end = index + 1 < pieces.count ? pieces[index + 1].start : .infinity
      let previous = index > 0 ? pieces[index - 1].spring : nil
      let blending = previous.map { $0 != piece.spring } ?? false
      let system = TargetPieceODE(piece: piece, blendingFrom: blending ? previous?.response : nil, over: blendDuration)
      var y = SIMD2(x - system.target(at: t), v)
      var pieceSettings = settings
      if let fraction = toleranceOfAmplitude {
        let amplitude = pieceAmplitude(displacement: y.x, velocity: v - piece.slope, piece: piece)
        pieceSettings.control?.absoluteTolerance = fraction * (amplitude > 0 && amplitude.isFinite ? amplitude : 1)
      }
      var driver = try make(system, pieceSettings)
      while timeIndex < times.count && times[timeIndex] < end {
        try driver.apply(t: &t, to: times[timeIndex], y: &y)
        states.append(SpringState(value: y.x + system.target(at: t), velocity: y.y))
        timeIndex += 1
      }
      if end.isFinite && timeIndex < times.count { try driver.apply(t: &t, to: end, y: &y) }
      (x, v) = (y.x + system.target(at: t), y.y)
      if timeIndex >= times.count { break }
    }
    return states
  }

  /// A piece's amplitude scale, as ``SpringMotion/amplitudeScale`` is a spring's: the larger of
  /// its displacement from its target at its start and its velocity relative to the target's
  /// over ω0 (value units).
  ///
  /// - Parameters:
  ///   - displacement: The value minus the target at the piece's start.
  ///   - velocity: The velocity minus the target's slope at the piece's start.
  ///   - piece: The piece.
  /// - Returns: The amplitude scale, value units (0 for a piece that starts at rest on its target).
  static func pieceAmplitude(displacement: Double, velocity: Double, piece: TargetPiece) -> Double {
    max(abs(displacement), abs(velocity) / piece.spring.naturalFrequency)
  }
}
