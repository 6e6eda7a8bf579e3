import SpringToolCore

/// Integrating a spring motion on a sample grid with either backend.
extension SpringMotion {
  /// The motion's initial state in ``SpringODE``'s displacement form: `(from − to, v0)`.
  public var odeState: SIMD2<Double> { SIMD2(from - to, initialVelocity) }

  /// Samples the motion by integrating its ODE with `integrator` (GSL's or the Swift port's):
  /// one `apply` to each grid time in turn, never resetting, so the steps are exactly
  /// the driver's. `x = to + y₀` at each time.
  ///
  /// - Parameters:
  ///   - grid: The sample grid.
  ///   - integrator: The integrator (GSL's driver or the Swift port's); it keeps its step size between samples.
  /// - Returns: The state (value, velocity) at each time, in order.
  /// - Throws: ``IntegrationError`` when the solver gives up (nmax, hmin, …).
  public func integrate(on grid: SampleGrid, with integrator: inout any ODEIntegrator<SpringODE>)
    throws(IntegrationError) -> [SpringState]
  {
    // The grid's own times, not an array of them: the same Doubles (`grid.times` maps `time(i)`).
    var states = [SpringState]()
    states.reserveCapacity(grid.count)
    try integrate(.grid(grid), with: &integrator) { _, _, state in states.append(state) }
    return states
  }

  /// The same at any increasing times; the first must be 0 (where the state is the motion's
  /// start, exactly).
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - integrator: The integrator (GSL's driver or the Swift port's); it keeps its step size between samples.
  /// - Returns: The state (value, velocity) at each time, in order.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  public func integrate(at times: [Double], with integrator: inout any ODEIntegrator<SpringODE>)
    throws(IntegrationError) -> [SpringState]
  {
    var states = [SpringState]()
    states.reserveCapacity(times.count)
    try integrate(.list(times), with: &integrator) { _, _, state in states.append(state) }
    return states
  }

  /// The integration loop itself, calling `body(i, t_i, state_i)` as each sample is reached (so a
  /// long curve can stream). `times` must start at 0; the first state is the motion's start.
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - integrator: The integrator (GSL's driver or the Swift port's); it keeps its step size between samples.
  ///   - body: Called with each sample's index, time (seconds) and state, in order, as it is computed.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  public func integrate(
    _ times: SampleTimes, with integrator: inout any ODEIntegrator<SpringODE>,
    _ body: (Int, Double, SpringState) -> Void
  ) throws(IntegrationError) {
    guard times.count > 0 else { return }
    var t = 0.0
    var y = odeState
    body(0, times.time(0), SpringState(value: from, velocity: initialVelocity))
    let to = self.to
    try integrator.apply(through: times, from: 1, t: &t, y: &y) { i, time, y in
      body(i, time, SpringState(value: to + y.x, velocity: y.y))
    }
  }

  /// springtool's default solver settings for this motion (`--method auto`, `--atol`/`--rtol`
  /// defaults): rk8pd, or a stiff method for ζ ≥ 20 (`stiffMethod`: radau5 in the Swift
  /// port, bsimp in GSL); absolute tolerance 1e-12 of the amplitude scale, relative 0;
  /// first step 1e-6 of the response; at most 10^5 steps per output interval (so an
  /// impossible tolerance or an interval of thousands of periods between two samples ends
  /// with GSL's "exceeded max number of iterations" instead of running for minutes). Within 1e-9 of the travel of the closed form in every regime
  /// (`DefaultSettingsTests`).
  ///
  /// - Parameter stiffMethod: The method for ζ ≥ 20 (radau5 in the Swift port, bsimp in GSL).
  /// - Returns: springtool's default solver settings for this motion (`--method auto`, `--atol`/`--rtol` defaults): rk8pd,
  ///   or a stiff method for ζ ≥ 20 (`stiffMethod`: radau5 in the Swift port, bsimp in GSL); absolute tolerance 1e-12 of
  ///   the amplitude scale, relative 0; first step 1e-6 of the response; at most 10^5 steps per output interval (so an
  ///   impossible tolerance or an interval of thousands of periods between two samples ends with GSL's "exceeded max number
  ///   of iterations" instead of running for minutes).
  public func defaultIntegratorSettings(stiffMethod: ODEMethod) -> IntegratorSettings {
    let scale = amplitudeScale > 0 ? amplitudeScale : 1
    return IntegratorSettings(
      method: spring.dampingRatio >= SpringMotion.stiffDampingRatio ? stiffMethod : .rk8pd,
      initialStep: 1e-6 * spring.response,
      control: StepControl(absoluteTolerance: SpringMotion.defaultToleranceOfAmplitude * scale, relativeTolerance: 0),
      limits: StepLimits(maximumSteps: SpringMotion.maximumStepsPerSample))
  }

  /// springtool's default absolute tolerance as a fraction of the amplitude scale: 1e-12, which
  /// keeps every regime within 1e-9 of the travel of the closed form (a piecewise motion applies
  /// it to each piece's own amplitude).
  public static let defaultToleranceOfAmplitude = 1e-12

  /// The default step limit per `apply` call (GSL's nmax): 10^5. Measured with `sample
  /// --samples 2 --duration T --trace` (response 0.5, ζ 0.8, rk8pd): about 100 steps for the
  /// visible motion, then about one step per period once it has decayed into rounding noise,
  /// so an interval of some 10^5 periods between two samples passes; a longer one is a
  /// mistake in the sampling, refused in under a second (GSL, Swift port in release).
  public static let maximumStepsPerSample = 100_000

  /// Damping ratio from which the default settings switch to a stiff method.
  public static let stiffDampingRatio = 20.0
}
