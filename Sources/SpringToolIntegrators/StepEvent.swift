import SpringToolCore
import _SpringToolSupport

/// One attempted step, for tracing what a solver did.
public struct StepEvent: Sendable, Hashable {
  /// What happened to an attempted step.
  public enum Outcome: String, Sendable {
    /// Accepted; `t` moved by `h`.
    case accepted
    /// Accepted and truncated to land exactly on the output time.
    case final
    /// The controller rejected it; the step is retried with `nextStep`.
    case rejected
    /// The right-hand side failed; the step is retried with `h/2`.
    case failed
  }

  /// What happened.
  public let outcome: Outcome
  /// Time at the start of the attempt.
  public let start: Double
  /// The step attempted.
  public let step: Double
  /// Time after the attempt (the start again for a rejected or failed one).
  public let end: Double
  /// The step the solver will try next.
  public let nextStep: Double
  /// Rejected or failed attempts since the last accepted step (on accepted steps).
  public let rejections: Int
  /// The state after the attempt (the rejected attempt's state for a rejection, the
  /// unchanged state for a failure).
  public let state: [Double]

  /// An event.
  ///
  /// - Parameters:
  ///   - outcome: Accepted, rejected or failed.
  ///   - start: The time at the start of the attempt, in seconds.
  ///   - step: The step attempted, in seconds.
  ///   - end: The time reached, in seconds.
  ///   - nextStep: The step the control proposes next, in seconds.
  ///   - rejections: How many attempts were rejected before this one.
  ///   - state: The state after the attempt.
  public init(
    outcome: Outcome, start: Double, step: Double, end: Double, nextStep: Double, rejections: Int,
    state: [Double]
  ) {
    self.outcome = outcome
    self.start = start
    self.step = step
    self.end = end
    self.nextStep = nextStep
    self.rejections = rejections
    self.state = state
  }
}

/// Counters of an integration, with GSL's meanings (docs/reference/gsl-odeiv2.md §1.4–1.5).
public struct IntegrationStatistics: Sendable, Hashable {
  /// Accepted steps in the last `apply` call (GSL `d->n`).
  public var stepsInLastCall = 0
  /// Attempts the stepper completed since the last reset, accepted or rejected (`e->count`).
  public var attempts = 0
  /// Rejected or failed attempts since the last reset (`e->failed_steps`).
  public var failedSteps = 0
  /// The last completed attempt's step (`e->last_step`).
  public var lastStep = 0.0

  /// All counters at zero.
  public init() {}
}
