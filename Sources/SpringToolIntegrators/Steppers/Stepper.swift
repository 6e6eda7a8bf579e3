/// One step of an ODE method: GSL's `gsl_odeiv2_step_apply` contract
/// (docs/reference/gsl-odeiv2.md §1.2, §2).
///
/// `apply` advances `y` from `t` to `t + h`, writes a signed per-component error
/// estimate to `yerr`, and `f(t + h, y_new)` to `dydtOut`. `dydtIn` is `f(t, y)`,
/// which the evolution always supplies. On a right-hand-side failure it throws
/// and leaves `y`, `yerr` and `dydtOut` unchanged.
public protocol ODEStepper {
  /// GSL's name for the method (`"rkf45"`).
  static var name: String { get }
  /// The order the step-size controller uses (GSL's `order()`: 5 for rkf45 and rkck).
  var order: Int { get }
  /// A stepper with no history.
  init()
  /// Advances `y` from `t` to `t + h`, writing the error estimate to `yerr` and f(t + h, y) to `dydtOut`.
  ///
  /// - Parameters:
  ///   - system: The ODE system to advance.
  ///   - t: The time at the start of the step, in seconds.
  ///   - h: The step size, in seconds (negative to integrate backward).
  ///   - y: The state: on entry at `t`, on return at `t + h`.
  ///   - yerr: Set to the estimate of the step's local error, per component.
  ///   - dydtIn: The derivative at `t` (the driver's from the last step).
  ///   - dydtOut: Set to the derivative at `t + h`.
  /// - Throws: ``RHSFailure`` when the right-hand side cannot be evaluated (the step fails, as GSL's `GSL_EBADFUNC`).
  mutating func apply<System: ODESystem>(
    _ system: System, t: Double, h: Double, y: inout System.State, yerr: inout System.State,
    dydtIn: System.State, dydtOut: inout System.State) throws(RHSFailure)
  /// Forgets any history (the explicit methods have none).
  mutating func reset()
}

extension ODEStepper {
  /// Nothing to forget.
  @inlinable public mutating func reset() {}
}
