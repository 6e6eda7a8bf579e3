import SpringToolCore
import SpringToolIntegrators
import _SpringToolSupport

/// A spring motion computed by a ``Solver``: the closed form, or an ODE integrator driven to
/// each sample time in turn (one `driver_apply` per sample, never reset, so the steps are
/// exactly the driver's).
public struct SolvedMotion: MotionCurve {
  /// The motion.
  public let motion: SpringMotion
  /// How it is computed.
  public let solver: Solver

  /// `motion.from`.
  public var startValue: Double { motion.from }
  /// `motion.to`.
  public var restValue: Double { motion.to }
  /// The motion's band scale.
  public var bandScale: Double { motion.bandScale }
  /// The exact settling time (the solver does not change when the spring settles).
  public var ending: MotionEnding { motion.ending }

  /// The states at `times`; integrators need `times` to start at 0.
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - body: Called with each sample's index, time (seconds) and state, in order, as it is computed.
  /// - Throws: ``MotionError/integrationFailed(code:message:backend:method:)`` when the
  ///   integrator gives up, ``MotionError/timesMustStartAtZero(first:)``.
  public func sample(_ times: SampleTimes, _ body: (Int, Double, SpringState) -> Void) throws(MotionError) {
    try sample(times, observer: nil, body)
  }

  /// The same, calling `observer` for every step the integrator attempts (for `--trace`).
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - observer: Called for every step the integrator attempts (accepted, rejected or failed).
  ///   - body: Called with each sample's index, time (seconds) and state, in order, as it is computed.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func sample(
    _ times: SampleTimes, observer: ((StepEvent) -> Void)?,
    _ body: (Int, Double, SpringState) -> Void
  ) throws(MotionError) {
    guard let settings = solver.settings else { return try motion.sample(times, body) }
    guard times.count > 0 else { return }
    guard times.time(0) == 0 else { throw .timesMustStartAtZero(first: times.time(0)) }
    var integrator: any ODEIntegrator<SpringODE>
    do { integrator = try solver.backend.integrator(SpringODE(motion.spring), settings) } catch {
      throw .integrationFailed(
        code: IntegrationError.invalidArgumentCode, message: error.description,
        backend: solver.backend.rawValue, method: settings.method.rawValue)
    }
    integrator.observer = observer
    // Hopeless at once (a debug build spends seconds on the steps): an explicit method's steps stay
    // within a few multiples of 1/|λ| (its stability region; |λ| ≥ ω0), so when even 100/ω0 per step
    // cannot reach the first sample within the step limit, the driver would fail there with
    // EMAXITER after those steps. Say so now; with an observer (--trace) every step is still shown.
    let explicit: Set<ODEMethod> = [.rk2, .rk4, .rkf45, .rkck, .rk8pd]
    if observer == nil, solver.backend == .swift, explicit.contains(settings.method), settings.limits.maximumSteps > 0,
      times.count > 1, times.time(1) > Double(settings.limits.maximumSteps + 2) * 100 / motion.spring.naturalFrequency
    {
      body(0, times.time(0), SpringState(value: motion.from, velocity: motion.initialVelocity))
      throw .integrationFailed(
        code: IntegrationError.maxIterations.code, message: IntegrationError.maxIterations.message,
        backend: solver.backend.rawValue, method: settings.method.rawValue)
    }
    do { try motion.integrate(times, with: &integrator, body) } catch {
      throw .integrationFailed(
        code: error.code, message: error.message, backend: solver.backend.rawValue,
        method: settings.method.rawValue)
    }
  }

  /// The closed form's exact figures.
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  /// - Returns: The settling time (nil when it never settles) and the peak overshoot, each with how it was found.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func figures(epsilon: Double) throws(MotionError) -> MotionFigures { try motion.figures(epsilon: epsilon) }
}

/// A target schedule (retargets, moving targets) computed by a ``Solver``: the closed form piece
/// by piece (analytic), or each piece integrated with a fresh driver from its start.
public struct SolvedPiecewiseMotion: MotionCurve {
  /// The exact piecewise motion (its figures, and the analytic backend's values).
  public let motion: PiecewiseMotion
  /// SwiftUI's `blendDuration`: a response change blends in over this long (0: at once).
  public let blendDuration: Double
  /// How it is computed.
  public let solver: Solver

  /// A piecewise motion computed by `solver`, response changes blending in over `blendDuration` seconds.
  ///
  /// - Parameters:
  ///   - motion: The piecewise motion (targets and springs by time).
  ///   - blendDuration: How long a response change blends in, in seconds (0: at once).
  ///   - solver: The backend and settings that compute it.
  /// - Throws: ``MotionError/unsupported(engine:feature:)`` when a blend is asked of the closed
  ///   form (a blend changes the stiffness over time, which has no closed form).
  public init(_ motion: PiecewiseMotion, blendDuration: Double = 0, solver: Solver) throws(MotionError) {
    let responseChanges = zip(motion.pieces, motion.pieces.dropFirst()).contains { $0.spring != $1.spring }
    if blendDuration > 0 && responseChanges && solver.settings == nil {
      throw .unsupported(engine: "analytic", feature: "a blended response change (use an integrator backend)")
    }
    self.motion = motion
    self.blendDuration = blendDuration
    self.solver = solver
  }

  /// `motion.from`.
  public var startValue: Double { motion.from }
  /// The final target.
  public var restValue: Double { motion.finalTarget }
  /// The piecewise motion's band scale.
  public var bandScale: Double { motion.bandScale }
  /// The exact piecewise settling time.
  public var ending: MotionEnding { motion.ending }

  /// The states at `times` (from 0 for integrators).
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - body: Called with each sample's index, time (seconds) and state, in order, as it is computed.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func sample(_ times: SampleTimes, _ body: (Int, Double, SpringState) -> Void) throws(MotionError) {
    guard let settings = solver.settings else { return try motion.sample(times, body) }
    let backend = solver.backend
    let states: [SpringState]
    do {
      states = try PiecewiseIntegration.sample(
        from: motion.from, initialVelocity: motion.initialVelocity, pieces: motion.pieces, blendDuration: blendDuration,
        times: times.array, settings: settings, toleranceOfAmplitude: solver.toleranceOfAmplitude
      ) { (system: TargetPieceODE, settings: IntegratorSettings) throws(IntegrationError) -> any ODEIntegrator<TargetPieceODE> in
        do { return try backend.integrator(system, settings) } catch { throw IntegrationError.invalidArgument }
      }
    } catch {
      throw .integrationFailed(
        code: error.code, message: error.message, backend: backend.rawValue,
        method: settings.method.rawValue)
    }
    for (i, s) in states.enumerated() { body(i, times.time(i), s) }
  }

  /// The exact piecewise figures.
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  /// - Returns: The settling time (nil when it never settles) and the peak overshoot, each with how it was found.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func figures(epsilon: Double) throws(MotionError) -> MotionFigures { try motion.figures(epsilon: epsilon) }
}
