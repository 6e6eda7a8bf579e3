import SpringToolCore

/// A type-erased ``ODEIntegrator`` whose calls go straight to specialized code.
///
/// Why: calling a generic driver through `any ODEIntegrator` runs its unspecialized
/// implementation (every SIMD operation through a witness table, ~10× slower than
/// GSL). This wrapper is built by an `@inlinable` initializer, so when a client creates
/// it with concrete types the stored closures contain code specialized for them.
public final class AnyODEIntegrator<System: ODESystem>: ODEIntegrator {
  @usableFromInline let applyBody: (inout Double, Double, inout System.State) throws(IntegrationError) -> Void
  @usableFromInline let throughBody: (SampleTimes, Int, inout Double, inout System.State, (Int, Double, System.State) -> Void) throws(IntegrationError) -> Void
  @usableFromInline let fixedStepBody: (inout Double, Double, Int, inout System.State) throws(IntegrationError) -> Void
  @usableFromInline let resetBody: () -> Void
  @usableFromInline let restartBody: (Double) throws(IntegrationError) -> Void
  @usableFromInline let stepSizeBody: () -> Double
  @usableFromInline let statisticsBody: () -> IntegrationStatistics
  @usableFromInline let observerBody: (((StepEvent) -> Void)?) -> Void

  /// Wraps `driver`; called with concrete types, the stored calls run code specialised for them.
  ///
  /// - Parameter driver: The driver to wrap (GSL's or the Swift port's).
  @inlinable
  public init<Driver: ODEIntegrator>(_ driver: Driver) where Driver.System == System {
    let box = DriverBox(driver)
    applyBody = { t, t1, y throws(IntegrationError) in try box.driver.apply(t: &t, to: t1, y: &y) }
    throughBody = { times, first, t, y, body throws(IntegrationError) in
      try box.driver.apply(through: times, from: first, t: &t, y: &y, body)
    }
    fixedStepBody = { t, h, n, y throws(IntegrationError) in try box.driver.applyFixedStep(t: &t, h: h, steps: n, y: &y) }
    resetBody = { box.driver.reset() }
    restartBody = { h throws(IntegrationError) in try box.driver.reset(initialStep: h) }
    stepSizeBody = { box.driver.stepSize }
    statisticsBody = { box.driver.statistics }
    observerBody = { box.driver.observer = $0 }
  }

  /// The wrapped driver's next step.
  public var stepSize: Double { stepSizeBody() }
  /// The wrapped driver's counters.
  public var statistics: IntegrationStatistics { statisticsBody() }
  /// The wrapped driver's step observer.
  public var observer: ((StepEvent) -> Void)? {
    didSet { observerBody(observer) }
  }

  /// The wrapped driver's `apply(t:to:y:)`.
  ///
  /// - Parameters:
  ///   - t: The time: on entry where the integration starts, on return where it stopped (`t1` on success), in seconds.
  ///   - t1: The time to integrate to, in seconds.
  ///   - y: The state: on entry at `t`, on return at the new `t`.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  @inlinable
  public func apply(t: inout Double, to t1: Double, y: inout System.State) throws(IntegrationError) {
    try applyBody(&t, t1, &y)
  }

  /// The wrapped driver's `apply(through:from:t:y:_:)`, in one call.
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
  public func apply(
    through times: SampleTimes, from first: Int, t: inout Double, y: inout System.State,
    _ body: (Int, Double, System.State) -> Void
  ) throws(IntegrationError) {
    try throughBody(times, first, &t, &y, body)
  }

  /// The wrapped driver's fixed steps.
  ///
  /// - Parameters:
  ///   - t: The time: on entry where the integration starts, on return where it stopped (`t1` on success), in seconds.
  ///   - h: The first step of the restarted integration, in seconds (non-zero; its sign is the direction).
  ///   - steps: The number of steps (≥ 0).
  ///   - y: The state: on entry at `t`, on return at the new `t`.
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  @inlinable
  public func applyFixedStep(t: inout Double, h: Double, steps: Int, y: inout System.State) throws(IntegrationError) {
    try fixedStepBody(&t, h, steps, &y)
  }

  /// Resets the wrapped driver.
  public func reset() { resetBody() }

  /// Resets the wrapped driver and restarts it from step `h`.
  ///
  /// - Parameter h: The first step of the restarted integration, in seconds (non-zero; its sign is the direction).
  /// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
  ///   minimum, a failing right-hand side) or the settings are invalid.
  public func reset(initialStep h: Double) throws(IntegrationError) { try restartBody(h) }
}

/// One mutable driver shared by the closures of an ``AnyODEIntegrator``.
@usableFromInline
final class DriverBox<Driver: ODEIntegrator> {
  @usableFromInline var driver: Driver
  @usableFromInline init(_ driver: Driver) { self.driver = driver }
}
