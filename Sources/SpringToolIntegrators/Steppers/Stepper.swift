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
