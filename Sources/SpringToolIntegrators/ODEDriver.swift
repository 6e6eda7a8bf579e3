import SpringToolCore
import _SpringToolSupport

/// The solvers both backends provide: GSL's `gsl_odeiv2_driver` semantics.
///
/// `apply` integrates to exactly `t1`, keeping the suggested step between calls;
/// `reset` must follow any change of the state made from outside (a new target),
/// because the next step reuses the last derivative.
public protocol ODEIntegrator<System> {
  /// The system integrated.
  associatedtype System: ODESystem
  /// The step the next `apply` starts with (GSL `d->h`).
  var stepSize: Double { get }
  /// The counters, with GSL's meanings.
  var statistics: IntegrationStatistics { get }
  /// Called for every attempted step (tracing); nil by default.
  var observer: ((StepEvent) -> Void)? { get set }
  /// `gsl_odeiv2_driver_apply`: integrate from `t` to exactly `t1`.
  ///
  /// - Parameters:
  ///   - t: The time: on entry where the integration starts, on return where it stopped (`t1` on success), in seconds.
  ///   - t1: The time to integrate to, in seconds.
  ///   - y: The state: on entry at `t`, on return at the new `t`.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  mutating func apply(t: inout Double, to t1: Double, y: inout System.State) throws(IntegrationError)
  /// `apply` to each of `times` from index `first` in turn, calling `body(i, tᵢ, yᵢ)` at each:
  /// one call per curve instead of one per sample, so the loop runs in the concrete driver
  /// (the same steps and Doubles as calling `apply` in a loop).
  ///
  /// - Parameters:
  ///   - times: The times to integrate to, increasing, in seconds.
  ///   - first: The index of the first time to integrate to.
  ///   - t: The time: on entry where the integration starts, on return where it stopped (`t1` on success), in seconds.
  ///   - y: The state: on entry at `t`, on return at the new `t`.
  ///   - body: Called with each time's index, the time (seconds) and the state there, in order.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  mutating func apply(
    through times: SampleTimes, from first: Int, t: inout Double, y: inout System.State,
    _ body: (Int, Double, System.State) -> Void) throws(IntegrationError)
  /// `gsl_odeiv2_driver_apply_fixed_step`: `steps` steps of exactly `h`.
  ///
  /// - Parameters:
  ///   - t: The time: on entry where the integration starts, on return where it stopped (`t1` on success), in seconds.
  ///   - h: The first step of the restarted integration, in seconds (non-zero; its sign is the direction).
  ///   - steps: The number of steps (≥ 0).
  ///   - y: The state: on entry at `t`, on return at the new `t`.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  mutating func applyFixedStep(t: inout Double, h: Double, steps: Int, y: inout System.State) throws(IntegrationError)
  /// `gsl_odeiv2_driver_reset`: forget the cached derivative and counters; keep the step.
  mutating func reset()
  /// `gsl_odeiv2_driver_reset_hstart`: reset and restart from step `h`.
  ///
  /// - Parameter h: The first step of the restarted integration, in seconds (non-zero; its sign is the direction).
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  mutating func reset(initialStep h: Double) throws(IntegrationError)
}

extension ODEIntegrator {
  /// `apply` to each of `times` from index `first`, calling `body(i, tᵢ, yᵢ)` at each.
  ///
  /// - Parameters:
  ///   - times: The times to integrate to, increasing, in seconds.
  ///   - first: The index of the first time to integrate to.
  ///   - t: The time: on entry where the integration starts, on return where it stopped (`t1` on success), in seconds.
  ///   - y: The state: on entry at `t`, on return at the new `t`.
  ///   - body: Called with each time's index, the time (seconds) and the state there, in order.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  @inlinable
  public mutating func apply(
    through times: SampleTimes, from first: Int, t: inout Double, y: inout System.State,
    _ body: (Int, Double, System.State) -> Void
  ) throws(IntegrationError) {
    for i in first..<max(first, times.count) {
      let time = times.time(i)
      try apply(t: &t, to: time, y: &y)
      body(i, time, y)
    }
  }
}

/// Step bounds and limits of a driver (GSL's `hmin`, `hmax`, `nmax`).
public struct StepLimits: Sendable, Hashable {
  /// Smallest suggested step before giving up with "no progress" (0: none).
  public var minimum = 0.0
  /// Largest suggested step (applied to the next step, never the first).
  public var maximum = Double.greatestFiniteMagnitude
  /// Most steps per `apply` call (0: no limit). GSL lets nmax + 2 steps complete.
  public var maximumSteps = 0

  /// Limits: the smallest step before giving up (0: none), the largest step, the most steps per `apply` (0: no limit).
  ///
  /// - Parameters:
  ///   - minimum: The smallest step before giving up, in seconds (0: none).
  ///   - maximum: The largest step, in seconds (0: none).
  ///   - maximumSteps: The most steps per `apply` call (0: no limit).
  public init(minimum: Double = 0, maximum: Double = .greatestFiniteMagnitude, maximumSteps: Int = 0) {
    self.minimum = minimum
    self.maximum = maximum
    self.maximumSteps = maximumSteps
  }
}

/// The pure-Swift driver: GSL's evolve and driver algorithms (docs/reference/gsl-odeiv2.md §4),
/// written from the reference note, generic over the system and the stepper.
///
/// With the same system, stepper, control and start step it takes the same steps as
/// GSL and produces the same Doubles, bit for bit on x86-64 (see `GSLParityTests`).
/// The state lives in SIMD registers: no heap allocation per step.
public struct ODEDriver<System: ODESystem, Stepper: ODEStepper>: ODEIntegrator {
  /// The system.
  public let system: System
  /// The stepper.
  public var stepper: Stepper
  /// The step-size control (nil: fixed steps only).
  public let control: StepControl?
  /// The step limits.
  public private(set) var limits: StepLimits
  /// The step the next `apply` starts with (GSL's `d->h`).
  public var stepSize: Double { step }
  /// The counters, with GSL's meanings.
  public var statistics: IntegrationStatistics { stats }
  // GSL's d->h and the evolve/driver counters (internal so the inlinable paths can update them).
  @usableFromInline var step: Double
  @usableFromInline var stats = IntegrationStatistics()
  /// Called for every attempted step when set (tracing).
  public var observer: ((StepEvent) -> Void)?

  // The evolve object's cache: f at the end of the last completed attempt.
  @usableFromInline var dydtOut = System.State()
  @usableFromInline var yerr = System.State()

  /// `gsl_odeiv2_driver_alloc_*`: a driver starting with step `initialStep` (non-zero; its
  /// sign sets the direction) and `control` (nil: fixed steps only).
  ///
  /// - Parameters:
  ///   - system: The ODE system to integrate.
  ///   - stepper: The stepping method.
  ///   - initialStep: The first step, in seconds (non-zero; its sign is the direction).
  ///   - control: The step-size control (tolerances and weights).
  ///   - limits: The smallest step, largest step and most steps per call.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  public init(
    system: System, stepper: Stepper = Stepper(), initialStep: Double, control: StepControl?,
    limits: StepLimits = StepLimits()
  ) throws(IntegrationError) {
    guard initialStep != 0, initialStep.isFinite else { throw .invalidArgument }
    try control?.validate(dimension: System.State.scalarCount)
    self.system = system
    self.stepper = stepper
    self.control = control
    self.step = initialStep
    self.limits = StepLimits()
    try setLimits(limits)
  }

  /// `set_hmin`, `set_hmax`, `set_nmax` with GSL's checks (EINVAL when inconsistent with the step).
  ///
  /// - Parameter new: The new limits: smallest step, largest step and most steps per call.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  public mutating func setLimits(_ new: StepLimits) throws(IntegrationError) {
    let hmin = abs(new.minimum), hmax = abs(new.maximum)
    guard hmax != 0, hmax >= abs(step), hmin <= abs(step), hmin <= hmax, new.maximumSteps >= 0 else {
      throw .invalidArgument
    }
    limits = StepLimits(minimum: hmin, maximum: hmax, maximumSteps: new.maximumSteps)
  }

  /// `gsl_odeiv2_driver_reset`: forgets the cached derivative and counters; keeps the step.
  public mutating func reset() {
    stats.attempts = 0
    stats.failedSteps = 0
    stats.lastStep = 0
    stepper.reset()
  }

  /// `gsl_odeiv2_driver_reset_hstart`: resets and restarts from step `h` (within the limits).
  ///
  /// - Parameter h: The first step of the restarted integration, in seconds (non-zero; its sign is the direction).
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  public mutating func reset(initialStep h: Double) throws(IntegrationError) {
    reset()
    guard h != 0, h.isFinite, abs(h) >= limits.minimum, abs(h) <= limits.maximum else { throw .invalidArgument }
    step = h
  }

  // MARK: - Driver (§4.3)

  /// `gsl_odeiv2_driver_apply`: integrates from `t` to exactly `t1`, updating `t`, `y` and the step.
  ///
  /// - Parameters:
  ///   - t: The time: on entry where the integration starts, on return where it stopped (`t1` on success), in seconds.
  ///   - t1: The time to integrate to, in seconds.
  ///   - y: The state: on entry at `t`, on return at the new `t`.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  @inlinable
  public mutating func apply(t: inout Double, to t1: Double, y: inout System.State) throws(IntegrationError) {
    stats.stepsInLastCall = 0
    let sign: Double = step > 0 ? 1 : -1
    if sign * (t1 - t) < 0 { throw .invalidArgument }
    if t1 == t { return }
    while sign * (t1 - t) > 0 {
      let start = t
      let (final, rejections) = try evolve(t: &t, to: t1, y: &y)
      if limits.maximumSteps > 0 && stats.stepsInLastCall > limits.maximumSteps { throw .maxIterations }
      if abs(step) > limits.maximum { step = sign * limits.maximum }
      observer?(
        StepEvent(
          outcome: final ? .final : .accepted, start: start, step: stats.lastStep, end: t,
          nextStep: step, rejections: rejections, state: y.array))
      if abs(step) < limits.minimum { throw .noProgress }
      stats.stepsInLastCall += 1
    }
  }

  /// `gsl_odeiv2_driver_apply_fixed_step`: `steps` steps of exactly `h`.
  ///
  /// - Parameters:
  ///   - t: The time: on entry where the integration starts, on return where it stopped (`t1` on success), in seconds.
  ///   - h: The first step of the restarted integration, in seconds (non-zero; its sign is the direction).
  ///   - steps: The number of steps (≥ 0).
  ///   - y: The state: on entry at `t`, on return at the new `t`.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  @inlinable
  public mutating func applyFixedStep(t: inout Double, h: Double, steps: Int, y: inout System.State)
    throws(IntegrationError)
  {
    stats.stepsInLastCall = 0
    for _ in 0..<max(steps, 0) {
      try evolveFixed(t: &t, h: h, y: &y)
      stats.stepsInLastCall += 1
    }
  }

  // MARK: - Evolve (§4.1)

  /// One accepted step toward `t1`, starting from and updating `step` (GSL `d->h`).
  /// Returns whether the step was truncated to land on `t1`, and how many attempts were
  /// rejected or failed before it.
  @inlinable
  mutating func evolve(t: inout Double, to t1: Double, y: inout System.State) throws(IntegrationError)
    -> (final: Bool, rejections: Int)
  {
    let t0 = t
    var h0 = step
    let dt = t1 - t0
    if (dt < 0 && h0 > 0) || (dt > 0 && h0 < 0) { throw .invalidArgument }
    let ySave = y
    let dydtIn: System.State
    if stats.attempts == 0 {
      do throws(RHSFailure) { dydtIn = try system.derivative(at: t0, y) } catch {
        throw IntegrationError(code: error.code)
      }
    } else {
      dydtIn = dydtOut
    }
    var rejections = 0
    while true {
      var final = false
      if (dt >= 0 && h0 > dt) || (dt < 0 && h0 < dt) {
        h0 = dt
        final = true
      }
      do throws(RHSFailure) {
        try stepper.apply(system, t: t0, h: h0, y: &y, yerr: &yerr, dydtIn: dydtIn, dydtOut: &dydtOut)
      } catch .badFunction {
        throw .badFunction  // t and y stay as they are
      } catch {
        // A failed right-hand side: halve the step, if that still moves t.
        let hOld = h0
        h0 = h0 * 0.5
        if abs(h0) < abs(hOld) && t + h0 != t {
          y = ySave
          stats.failedSteps += 1
          rejections += 1
          observer?(StepEvent(outcome: .failed, start: t0, step: hOld, end: t0, nextStep: h0, rejections: 0, state: y.array))
          continue
        }
        step = h0
        t = t0
        throw IntegrationError(code: error.code)
      }
      stats.attempts += 1
      stats.lastStep = h0
      t = final ? t1 : t0 + h0
      if let control {
        let hOld = h0
        let adjustment = control.adjust(order: stepper.order, y: y, yerr: yerr, dydt: dydtOut, h: &h0, growth: !final)
        if adjustment == .decrease {
          if abs(h0) < abs(hOld) && t + h0 != t {
            observer?(StepEvent(outcome: .rejected, start: t0, step: hOld, end: t, nextStep: h0, rejections: 0, state: y.array))
            y = ySave
            stats.failedSteps += 1
            rejections += 1
            continue
          }
          // The step cannot shrink any further. GSL leaves t and y at the rejected attempt.
          step = h0
          throw .failure
        }
      }
      if !final { step = h0 }
      return (final, rejections)
    }
  }

  /// `evolve_apply_fixed_step` (§4.2): one step of exactly `h`, checked by the control if any.
  @inlinable
  mutating func evolveFixed(t: inout Double, h: Double, y: inout System.State) throws(IntegrationError) {
    let t0 = t
    let ySave = y
    let dydtIn: System.State
    do throws(RHSFailure) { dydtIn = try system.derivative(at: t0, y) } catch {
      throw IntegrationError(code: error.code)
    }
    do throws(RHSFailure) {
      try stepper.apply(system, t: t0, h: h, y: &y, yerr: &yerr, dydtIn: dydtIn, dydtOut: &dydtOut)
    } catch {
      throw IntegrationError(code: error.code)
    }
    if let control {
      var hCopy = h
      if control.adjust(order: stepper.order, y: y, yerr: yerr, dydt: dydtOut, h: &hCopy) == .decrease {
        y = ySave
        stats.failedSteps += 1
        throw .failure
      }
    }
    stats.attempts += 1
    stats.lastStep = h
    t = t0 + h
    observer?(StepEvent(outcome: .accepted, start: t0, step: h, end: t, nextStep: h, rejections: 0, state: y.array))
  }
}
