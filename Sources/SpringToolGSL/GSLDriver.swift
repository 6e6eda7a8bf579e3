internal import CGSL
import SpringToolCore
import SpringToolIntegrators

/// Facts about the GSL library this build links.
public enum GSL {
  /// GSL's version string, e.g. `2.7.1`.
  public static var version: String {
    setUp
    return String(cString: springtool_gsl_version())
  }

  /// Switches GSL's default error handler off, once: by default it aborts the process.
  /// Every entry point touches this before its first GSL call.
  static let setUp: Void = {
    _ = gsl_set_error_handler_off()
  }()

  /// The methods GSL provides (all of ``ODEMethod`` but springtool's own `radau5`).
  public static var methods: [ODEMethod] { ODEMethod.allCases.filter(\.isInGSL) }

  static func stepType(_ method: ODEMethod) -> UnsafePointer<gsl_odeiv2_step_type>? {
    switch method {
    case .rk2: springtool_gsl_step_rk2()
    case .rk4: springtool_gsl_step_rk4()
    case .rkf45: springtool_gsl_step_rkf45()
    case .rkck: springtool_gsl_step_rkck()
    case .rk8pd: springtool_gsl_step_rk8pd()
    case .rk1imp: springtool_gsl_step_rk1imp()
    case .rk2imp: springtool_gsl_step_rk2imp()
    case .rk4imp: springtool_gsl_step_rk4imp()
    case .bsimp: springtool_gsl_step_bsimp()
    case .msadams: springtool_gsl_step_msadams()
    case .msbdf: springtool_gsl_step_msbdf()
    case .radau5: nil
    }
  }

  static func error(_ status: Int32) -> IntegrationError {
    IntegrationError(code: status, message: String(cString: gsl_strerror(status)))
  }
}

/// The Swift closures a C callback reaches through `gsl_odeiv2_system.params`.
final class CallbackBox {
  let function: (Double, UnsafePointer<Double>, UnsafeMutablePointer<Double>) -> Int32
  let jacobian: (Double, UnsafePointer<Double>, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Int32

  init(
    function: @escaping (Double, UnsafePointer<Double>, UnsafeMutablePointer<Double>) -> Int32,
    jacobian:
      @escaping (Double, UnsafePointer<Double>, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>)
      -> Int32
  ) {
    self.function = function
    self.jacobian = jacobian
  }
}

private func gslFunction(
  _ t: Double, _ y: UnsafePointer<Double>?, _ dydt: UnsafeMutablePointer<Double>?,
  _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let y, let dydt, let params else { return Int32(GSL_EFAULT) }
  return Unmanaged<CallbackBox>.fromOpaque(params).takeUnretainedValue().function(t, y, dydt)
}

private func gslJacobian(
  _ t: Double, _ y: UnsafePointer<Double>?, _ dfdy: UnsafeMutablePointer<Double>?,
  _ dfdt: UnsafeMutablePointer<Double>?, _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let y, let dfdy, let dfdt, let params else { return Int32(GSL_EFAULT) }
  return Unmanaged<CallbackBox>.fromOpaque(params).takeUnretainedValue().jacobian(t, y, dfdy, dfdt)
}

/// An ODE solver backed by GNU GSL's `gsl_odeiv2_driver`, with the same interface and
/// semantics as the pure-Swift ``ODEDriver``.
///
/// The Swift system's `derivative` (and `jacobian`, for the implicit methods) reach
/// GSL through a C callback, so both backends evaluate the identical right-hand side.
/// A thrown ``RHSFailure`` becomes the callback's status. GSL statuses become
/// ``IntegrationError`` with GSL's own message. No GSL type appears in the interface.
/// Not thread-safe (GSL's objects are not): use one driver per integration.
public final class GSLDriver<System: ODESystem>: ODEIntegrator {
  /// The GSL stepper.
  public let method: ODEMethod
  /// Called for every accepted step when set (tracing; GSL's evolve loop runs from Swift then).
  public var observer: ((StepEvent) -> Void)?
  private let system: UnsafeMutablePointer<gsl_odeiv2_system>
  private let driver: UnsafeMutablePointer<gsl_odeiv2_driver>
  private let box: Unmanaged<CallbackBox>
  /// For a constant spring (``SpringODE``): its coefficients for the C right-hand side.
  private let springParameters: UnsafeMutablePointer<springtool_spring_parameters>?
  private let hasControl: Bool
  private let scale: [Double]?

  /// A GSL driver for `system` with `settings` (method, first step, control, limits).
  /// Throws `invalidArgument` for settings GSL rejects, or for `radau5` (not in GSL).
  public init(_ ode: System, _ settings: IntegratorSettings) throws(IntegrationError) {
    GSL.setUp
    guard let type = GSL.stepType(settings.method) else { throw .invalidArgument }
    let n = System.State.scalarCount
    let box = Unmanaged.passRetained(
      CallbackBox(
        function: { t, yPointer, out in
          var y = System.State()
          for i in 0..<n { y[i] = yPointer[i] }
          do {
            let d = try ode.derivative(at: t, y)
            for i in 0..<n { out[i] = d[i] }
            return Int32(GSL_SUCCESS)
          } catch {
            return (error as? RHSFailure)?.code ?? Int32(GSL_EBADFUNC)
          }
        },
        jacobian: { t, yPointer, dfdy, dfdt in
          var y = System.State()
          for i in 0..<n { y[i] = yPointer[i] }
          do {
            let d = try ode.jacobian(at: t, y, dfdy: UnsafeMutableBufferPointer(start: dfdy, count: n * n))
            for i in 0..<n { dfdt[i] = d[i] }
            return Int32(GSL_SUCCESS)
          } catch {
            return (error as? RHSFailure)?.code ?? Int32(GSL_EBADFUNC)
          }
        }))
    let sys = UnsafeMutablePointer<gsl_odeiv2_system>.allocate(capacity: 1)
    // A constant spring runs on the C right-hand side (no call into Swift per evaluation, the same
    // arithmetic); any other system through the Swift closures.
    var springParameters: UnsafeMutablePointer<springtool_spring_parameters>?
    if let spring = ode as? SpringODE {
      let p = UnsafeMutablePointer<springtool_spring_parameters>.allocate(capacity: 1)
      p.initialize(to: springtool_spring_parameters(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping))
      springParameters = p
      sys.initialize(
        to: gsl_odeiv2_system(
          function: springtool_spring_function, jacobian: springtool_spring_jacobian,
          dimension: n, params: UnsafeMutableRawPointer(p)))
    } else {
      sys.initialize(
        to: gsl_odeiv2_system(
          function: gslFunction, jacobian: gslJacobian, dimension: n,
          params: box.toOpaque()))
    }
    // Without a control GSL still needs one to allocate; fixed steps then bypass it.
    let control = settings.control ?? StepControl(absoluteTolerance: 1e-6, relativeTolerance: 0)
    var scale = control.absoluteScale
    let allocated: UnsafeMutablePointer<gsl_odeiv2_driver>? =
      if var s = scale {
        s.withUnsafeMutableBufferPointer { buffer in
          gsl_odeiv2_driver_alloc_scaled_new(
            sys, type, settings.initialStep, control.absoluteTolerance, control.relativeTolerance,
            control.valueWeight, control.derivativeWeight, buffer.baseAddress)
        }
      } else {
        gsl_odeiv2_driver_alloc_standard_new(
          sys, type, settings.initialStep, control.absoluteTolerance, control.relativeTolerance,
          control.valueWeight, control.derivativeWeight)
      }
    guard let allocated else {
      box.release()
      sys.deallocate()
      springParameters?.deallocate()
      throw .invalidArgument
    }
    scale = nil
    self.method = settings.method
    self.system = sys
    self.driver = allocated
    self.box = box
    self.springParameters = springParameters
    self.hasControl = settings.control != nil
    self.scale = control.absoluteScale
    try setLimits(settings.limits)
  }

  deinit {
    gsl_odeiv2_driver_free(driver)
    system.deallocate()
    springParameters?.deallocate()
    box.release()
  }

  /// `set_hmin`, `set_hmax`, `set_nmax`, with GSL's own checks.
  public func setLimits(_ limits: StepLimits) throws(IntegrationError) {
    if limits.maximum != .greatestFiniteMagnitude {
      let status = gsl_odeiv2_driver_set_hmax(driver, limits.maximum)
      if status != GSL_SUCCESS { throw GSL.error(status) }
    }
    if limits.minimum != 0 {
      let status = gsl_odeiv2_driver_set_hmin(driver, limits.minimum)
      if status != GSL_SUCCESS { throw GSL.error(status) }
    }
    _ = gsl_odeiv2_driver_set_nmax(driver, UInt(max(limits.maximumSteps, 0)))
  }

  /// The step the next `apply` starts with (GSL's `d->h`).
  public var stepSize: Double { driver.pointee.h }

  /// GSL's counters (`d->n`, `e->count`, `e->failed_steps`, `e->last_step`).
  public var statistics: IntegrationStatistics {
    var s = IntegrationStatistics()
    s.stepsInLastCall = Int(driver.pointee.n)
    s.attempts = Int(driver.pointee.e.pointee.count)
    s.failedSteps = Int(driver.pointee.e.pointee.failed_steps)
    s.lastStep = driver.pointee.e.pointee.last_step
    return s
  }

  /// `gsl_odeiv2_driver_apply`: integrates from `t` to exactly `t1`, updating `t` and `y`; throws GSL's status as ``IntegrationError``.
  public func apply(t: inout Double, to t1: Double, y: inout System.State) throws(IntegrationError) {
    let status: Int32
    if observer == nil && hasControl {
      status = withBuffer(&y) { buffer in gsl_odeiv2_driver_apply(driver, &t, t1, buffer) }
    } else {
      status = withBuffer(&y) { buffer in evolveLoop(t: &t, to: t1, y: buffer) }
    }
    if status != GSL_SUCCESS { throw GSL.error(status) }
  }

  /// Every output time in one pass over the C driver: the state handed to GSL is `y` itself and
  /// is read back once per sample, with no Swift generics between two `driver_apply` calls.
  public func apply(
    through times: SampleTimes, from first: Int, t: inout Double, y: inout System.State,
    _ body: (Int, Double, System.State) -> Void
  ) throws(IntegrationError) {
    guard observer == nil && hasControl, MemoryLayout<System.State>.size == System.State.scalarCount * MemoryLayout<Double>.stride
    else {
      for i in first..<max(first, times.count) {
        let time = times.time(i)
        try apply(t: &t, to: time, y: &y)
        body(i, time, y)
      }
      return
    }
    var status = Int32(GSL_SUCCESS)
    let driver = driver
    withUnsafeMutableBytes(of: &y) { raw in
      let state = raw.baseAddress!.assumingMemoryBound(to: Double.self)
      for i in first..<max(first, times.count) {
        let time = times.time(i)
        status = gsl_odeiv2_driver_apply(driver, &t, time, state)
        guard status == GSL_SUCCESS else { return }
        body(i, time, raw.load(as: System.State.self))
      }
    }
    if status != GSL_SUCCESS { throw GSL.error(status) }
  }

  /// `gsl_odeiv2_driver_apply_fixed_step`: `steps` steps of exactly `h`.
  public func applyFixedStep(t: inout Double, h: Double, steps: Int, y: inout System.State) throws(IntegrationError) {
    let status: Int32
    if hasControl && observer == nil {
      status = withBuffer(&y) { buffer in gsl_odeiv2_driver_apply_fixed_step(driver, &t, h, UInt(max(steps, 0)), buffer) }
    } else {
      // No control (or tracing): GSL's evolve with a NULL control, one fixed step at a time.
      let control = hasControl ? driver.pointee.c : nil
      status = withBuffer(&y) { buffer in
        driver.pointee.n = 0
        for _ in 0..<max(steps, 0) {
          let start = t
          let s = gsl_odeiv2_evolve_apply_fixed_step(driver.pointee.e, control, driver.pointee.s, system, &t, h, buffer)
          if s != GSL_SUCCESS { return s }
          observer?(
            StepEvent(
              outcome: .accepted, start: start, step: h, end: t, nextStep: h, rejections: 0,
              state: (0..<System.State.scalarCount).map { buffer[$0] }))
          driver.pointee.n += 1
        }
        return Int32(GSL_SUCCESS)
      }
    }
    if status != GSL_SUCCESS { throw GSL.error(status) }
  }

  /// `gsl_odeiv2_driver_reset`: forgets the cached derivative and counters.
  public func reset() {
    _ = gsl_odeiv2_driver_reset(driver)
  }

  /// `gsl_odeiv2_driver_reset_hstart`: resets and restarts from step `h`.
  public func reset(initialStep h: Double) throws(IntegrationError) {
    let status = gsl_odeiv2_driver_reset_hstart(driver, h)
    if status != GSL_SUCCESS { throw GSL.error(status) }
  }

  /// `gsl_odeiv2_driver_apply`'s loop around `gsl_odeiv2_evolve_apply` (reference note §4.3),
  /// used when tracing (to see each accepted step) or without a control.
  private func evolveLoop(t: inout Double, to t1: Double, y: UnsafeMutablePointer<Double>) -> Int32 {
    let d = driver
    d.pointee.n = 0
    let sign: Double = d.pointee.h > 0 ? 1 : -1
    if sign * (t1 - t) < 0 { return Int32(GSL_EINVAL) }
    let control = hasControl ? d.pointee.c : nil
    while sign * (t1 - t) > 0 {
      let start = t
      let hBefore = d.pointee.h
      let failedBefore = d.pointee.e.pointee.failed_steps
      let status = gsl_odeiv2_evolve_apply(d.pointee.e, control, d.pointee.s, system, &t, t1, &d.pointee.h, y)
      if status != GSL_SUCCESS { return status }
      let step = d.pointee.e.pointee.last_step
      let rejections = Int(d.pointee.e.pointee.failed_steps - failedBefore)
      // Evolve truncates a step longer than what is left to t1 (and then leaves h alone).
      let truncated = step == t1 - start && abs(hBefore) > abs(t1 - start)
      if d.pointee.nmax > 0 && d.pointee.n > d.pointee.nmax { return Int32(GSL_EMAXITER) }
      if abs(d.pointee.h) > d.pointee.hmax { d.pointee.h = sign * d.pointee.hmax }
      observer?(
        StepEvent(
          outcome: truncated ? .final : .accepted, start: start, step: step,
          end: t, nextStep: d.pointee.h, rejections: rejections,
          state: (0..<System.State.scalarCount).map { y[$0] }))
      if abs(d.pointee.h) < d.pointee.hmin { return Int32(GSL_ENOPROG) }
      d.pointee.n += 1
    }
    return Int32(GSL_SUCCESS)
  }

  private func withBuffer(_ y: inout System.State, _ body: (UnsafeMutablePointer<Double>) -> Int32) -> Int32 {
    let n = System.State.scalarCount
    // A SIMD state of Doubles is its scalars, contiguous: hand GSL the state itself (no copies,
    // and no per-component calls through an unspecialised generic).
    if MemoryLayout<System.State>.size == n * MemoryLayout<Double>.stride {
      return withUnsafeMutableBytes(of: &y) { raw in body(raw.baseAddress!.assumingMemoryBound(to: Double.self)) }
    }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { buffer in
      for i in 0..<n { buffer[i] = y[i] }
      let status = body(buffer.baseAddress!)
      for i in 0..<n { y[i] = buffer[i] }
      return status
    }
  }
}

/// The GSL integrator for `system`, as the shared protocol.
public func makeGSLIntegrator<System: ODESystem>(_ system: System, _ settings: IntegratorSettings)
  throws(IntegrationError) -> any ODEIntegrator<System>
{
  try GSLDriver(system, settings)
}
