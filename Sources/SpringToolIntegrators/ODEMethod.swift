/// The integration methods, by GSL's names (plus springtool's own `radau5`).
public enum ODEMethod: String, CaseIterable, Sendable {
  /// Explicit Runge–Kutta methods, in both backends.
  case rk2, rk4, rkf45, rkck, rk8pd
  /// springtool's Radau IIA (order 5), for stiff springs in the pure-Swift backend.
  case radau5
  /// GSL's implicit and multistep methods (GSL only).
  case rk1imp, rk2imp, rk4imp, bsimp, msadams, msbdf

  /// In the pure-Swift port.
  public var isInSwiftPort: Bool {
    switch self {
    case .rk2, .rk4, .rkf45, .rkck, .rk8pd, .radau5: return true
    default: return false
    }
  }

  /// In GSL (and so in the GSL backend, when built).
  public var isInGSL: Bool { self != .radau5 }

  /// Implicit or multistep: meant for stiff (heavily overdamped) springs.
  public var isStiff: Bool {
    switch self {
    case .rk2, .rk4, .rkf45, .rkck, .rk8pd, .msadams: return false
    default: return true
    }
  }

  /// One line for help and `springtool backends`.
  public var summary: String {
    switch self {
    case .rk2: return "embedded Runge–Kutta 2(3)"
    case .rk4: return "classical Runge–Kutta 4, step doubling"
    case .rkf45: return "Runge–Kutta–Fehlberg 4(5)"
    case .rkck: return "Cash–Karp 4(5)"
    case .rk8pd: return "Prince–Dormand 8(7)"
    case .radau5: return "Radau IIA order 5, implicit (springtool's own)"
    case .rk1imp: return "implicit Euler"
    case .rk2imp: return "implicit midpoint"
    case .rk4imp: return "implicit Gauss order 4"
    case .bsimp: return "Bader–Deuflhard implicit extrapolation"
    case .msadams: return "variable-order Adams (non-stiff)"
    case .msbdf: return "variable-order BDF (stiff)"
    }
  }
}

/// Everything that configures an integration run.
public struct IntegratorSettings: Sendable, Hashable {
  /// The method.
  public var method: ODEMethod
  /// The first step `h0` (GSL `hstart`), seconds; its sign is the direction.
  public var initialStep: Double
  /// The step controller (nil: no control, only meaningful for fixed steps).
  public var control: StepControl?
  /// The step limits.
  public var limits: StepLimits

  /// Settings: `method`, the first step `initialStep` (seconds, non-zero), the control (nil: fixed steps), the limits.
  ///
  /// - Parameters:
  ///   - method: The integration method.
  ///   - initialStep: The first step, in seconds (non-zero).
  ///   - control: The step-size control (tolerances and weights).
  ///   - limits: The smallest step, largest step and most steps per call.
  public init(method: ODEMethod, initialStep: Double, control: StepControl?, limits: StepLimits = StepLimits()) {
    self.method = method
    self.initialStep = initialStep
    self.control = control
    self.limits = limits
  }
}

/// The pure-Swift integrator for `method`, or nil when the method is GSL-only.
///
/// Inlinable so that a caller with a concrete system gets a driver specialized for it.
///
/// - Parameters:
///   - system: The ODE system: its derivative and, for implicit methods, its Jacobian.
///   - settings: The integration method, first step, step control and limits.
/// - Throws: ``IntegrationError`` with GSL's status when the driver gives up (more than the step limit, a step below the
///   minimum, a failing right-hand side) or the settings are invalid.
@inlinable
public func makeSwiftIntegrator<System: ODESystem>(_ system: System, _ settings: IntegratorSettings)
  throws(IntegrationError) -> (any ODEIntegrator<System>)?
{
  func make<Stepper: ODEStepper>(_: Stepper.Type) throws(IntegrationError) -> any ODEIntegrator<System> {
    AnyODEIntegrator(
      try ODEDriver<System, Stepper>(
        system: system, initialStep: settings.initialStep, control: settings.control, limits: settings.limits))
  }
  switch settings.method {
  case .rk2: return try make(RK2.self)
  case .rk4: return try make(RK4.self)
  case .rkf45: return try make(RKF45.self)
  case .rkck: return try make(RKCK.self)
  case .rk8pd: return try make(RK8PD.self)
  case .radau5: return try make(Radau5.self)
  default: return nil
  }
}
