import _SpringToolSupport

/// Anything that moves one value over time: a spring's closed form, a retargeted or moving-target
/// spring, an eased animation, an integrated ODE, a platform engine's frames, a curve read from a
/// file. Every command that draws, compares or analyses a curve works through this protocol.
///
/// Times are seconds from the start of the motion (t ≥ 0); values are in the motion's own units,
/// velocities in units per second.
public protocol MotionCurve: Sendable {
  /// The value at t = 0.
  var startValue: Double { get }
  /// The value the motion comes to rest at (the last target).
  var restValue: Double { get }
  /// The scale settling bands are fractions of: the travel `|rest − start|`, or for a motion
  /// that starts on its target with some velocity, its amplitude. 0 for a motion that never moves.
  var bandScale: Double { get }
  /// When the motion ends by its own rule, and which rule.
  var ending: MotionEnding { get }
  /// Calls `body(i, t_i, state_i)` for every time in `times`, in order. Integrated and engine
  /// curves are computed in one forward pass, so this is the efficient way to read many samples.
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - body: Called with each sample's index, time (seconds) and state, in order, as it is computed.
  /// - Throws: ``MotionError`` when the curve cannot be computed at those times (an integrator
  ///   gives up, times do not start at 0 where the curve needs it).
  func sample(_ times: SampleTimes, _ body: (Int, Double, SpringState) -> Void) throws(MotionError)
  /// Settling time and overshoot, each saying how it was found.
  ///
  /// - Parameter epsilon: the settling band's half-width as a fraction of ``bandScale``, in (0, 1).
  /// - Returns: The settling time (nil when it never settles) and the peak overshoot, each with how it was found.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  func figures(epsilon: Double) throws(MotionError) -> MotionFigures
}

extension MotionCurve {
  /// The states at `times` as an array (for short curves; prefer ``MotionCurve/sample(_:_:)`` for long ones).
  ///
  /// - Parameter times: The sample times in seconds, increasing and starting at 0.
  /// - Returns: The state (value, velocity) at each time, in order.
  /// - Throws: ``MotionError/nonFinite(engine:time:)`` when a state is not finite, besides what
  ///   ``MotionCurve/sample(_:_:)`` throws.
  public func states(at times: SampleTimes) throws(MotionError) -> [SpringState] {
    var out: [SpringState] = []
    out.reserveCapacity(times.count)
    try sampleFinite(times) { _, _, state in out.append(state) }
    return out
  }

  /// ``MotionCurve/sample(_:_:)``, stopping with ``MotionError/nonFinite(engine:time:)`` at the first state
  /// that is not finite (nothing non-finite reaches `body`).
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - body: Called with each sample's index, time (seconds) and state, in order, as it is computed.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func sampleFinite(_ times: SampleTimes, _ body: (Int, Double, SpringState) -> Void) throws(MotionError) {
    var bad: Double?
    try sample(times) { i, t, state in
      guard bad == nil else { return }
      guard state.value.isFinite && state.velocity.isFinite else { bad = t; return }
      body(i, t, state)
    }
    if let bad { throw .nonFinite(engine: nil, time: bad) }
  }

  /// The state at one time, seconds ≥ 0 (integrated curves run from 0 to it).
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  /// - Returns: The value (value units) and velocity (value units per second) at that time.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func state(at t: Double) throws(MotionError) -> SpringState {
    var result = SpringState(value: startValue, velocity: 0)
    try sample(.list(t > 0 ? [0, t] : [0])) { _, _, state in result = state }
    return result
  }

  /// How long the curve naturally lasts: its settling or end time; nil when it never ends.
  public var naturalDuration: Double? {
    switch ending {
    case .settles(let t, _), .finishes(let t, _): t
    case .never: nil
    }
  }
}

/// When a motion ends by its own rule.
public enum MotionEnding: Sendable, Hashable {
  /// It settles: the exact last exit from ±``SettlingBand/defaultEpsilon`` of its band scale
  /// (seconds), found as the rule says.
  case settles(at: Double, rule: SettlingRule)
  /// It stops at a fixed time by construction: an easing's duration, an engine's end rule, a
  /// file's last sample.
  case finishes(at: Double, rule: SettlingRule)
  /// It never ends (an undamped spring, or an engine that runs for ever).
  case never(reason: NeverEndsReason)
}

extension MotionEnding {
  /// The time it settles or finishes, seconds; nil when it never ends.
  public var endTime: Double? {
    switch self {
    case .settles(let t, _), .finishes(let t, _): t
    case .never: nil
    }
  }

  /// The ending that comes last (one that never ends counts as last): the span a shared grid
  /// must cover to show every motion end. An empty list never ends (undamped).
  /// - Parameter endings: The motions' endings.
  public static func latest(_ endings: [MotionEnding]) -> MotionEnding {
    endings.max { ($0.endTime ?? .infinity) < ($1.endTime ?? .infinity) } ?? .never(reason: .undamped)
  }
}

/// Why a motion never ends.
public enum NeverEndsReason: String, Sendable, Hashable {
  /// ζ = 0: the oscillation never decays.
  case undamped
  /// The end lies beyond the time the computation is bounded to (``SettlingBand/maximumTime``).
  case beyondLimit
  /// The rule never fires for this motion (an engine whose end condition is never met).
  case ruleNeverMet
}

/// How a settling or end time was found.
public enum SettlingRule: Sendable, Hashable {
  /// Root finding on the closed form: exact to the last ulp.
  case exact
  /// Root finding on a smooth curve from a dense scan refined by bisection.
  case refinedScan
  /// Linear interpolation between samples (curves known only by samples).
  case sampled
  /// An easing's duration.
  case easingDuration
  /// A platform engine's own end rule (its id).
  case engineEnd(String)
  /// The last sample of a file.
  case lastSample
}

/// Settling time and overshoot of a motion.
public struct MotionFigures: Sendable, Hashable {
  /// The last exit from ±ε of the band scale, seconds; nil when it never settles.
  public var settlingTime: Double?
  /// How ``settlingTime`` was found.
  public var settlingRule: SettlingRule
  /// The largest excursion past the rest value along the travel, if any.
  public var peakOvershoot: MotionShape.Extremum?
  /// The band's ε.
  public var epsilon: Double

  /// A figures value.
  ///
  /// - Parameters:
  ///   - settlingTime: The settling time in seconds (nil: never).
  ///   - settlingRule: How it was found.
  ///   - peakOvershoot: The largest excursion past the rest value, or nil.
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  public init(settlingTime: Double?, settlingRule: SettlingRule, peakOvershoot: MotionShape.Extremum?, epsilon: Double) {
    self.settlingTime = settlingTime
    self.settlingRule = settlingRule
    self.peakOvershoot = peakOvershoot
    self.epsilon = epsilon
  }

  /// The overshoot distance in value units (0 when there is none).
  public var overshoot: Double { peakOvershoot?.distance ?? 0 }
}

/// Why a curve could not be computed.
public enum MotionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The frame rates a platform engine or decay runs at, frames per second: from 1 (no platform's
  /// clock ticks slower, and frame times in whole milliseconds or microseconds stay whole numbers
  /// far inside an `Int`) to 10000.
  public static let frameRates: ClosedRange<Double> = 1...10_000
  /// ``frameRates`` in words: `1 to 10000`.
  public static let frameRateWords = "1 to 10000"

  /// An ODE integrator gave up: GSL's status code and message, the backend and method.
  case integrationFailed(code: Int32, message: String, backend: String, method: String)
  /// The curve needs its sample times to start at 0 (integrators and engines run forward from the start).
  case timesMustStartAtZero(first: Double)
  /// Sample times must increase.
  case timesMustIncrease(at: Int)
  /// More samples than the bound (``SampleGrid/maximumCount``).
  case tooManySamples(requested: Double, limit: Int)
  /// A number out of the range the computation supports (`name`, the value, the limit).
  case outOfRange(name: String, value: Double, limit: Double)
  /// A spring or motion parameter was invalid.
  case invalid(SpringError)
  /// What the engine does not support (its id and what was asked).
  case unsupported(engine: String, feature: String)
  /// A frame rate outside ``MotionError/frameRates`` (frames per second).
  case frameRate(Double)
  /// A value or velocity would not be a finite number at this time: an engine's own arithmetic
  /// diverged (a fixed step too large for the spring, as it does on the platform), or the motion
  /// exceeds the largest Double.
  case nonFinite(engine: String?, time: Double)

  /// One line for people.
  public var description: String {
    switch self {
    case .integrationFailed(let code, let message, let backend, let method):
      // GSL_EMAXITER: say which limit and how to move it.
      "integration failed (\(backend), \(method)): \(message) (status \(code))"
        + (code == 11 ? ": more steps between two samples than allowed; sample more often or raise the step limit (--nmax)" : "")
    case .timesMustStartAtZero(let first): "sample times must start at 0 (the first is \(first))"
    case .timesMustIncrease(let i): "sample times must increase (sample \(i))"
    case .tooManySamples(let requested, let limit): "\(requested) samples is more than the limit \(limit)"
    case .outOfRange(let name, let value, let limit):
      "\(name) \(NumberText.forPeopleRounded(value)) is beyond the supported limit \(NumberText.forPeopleRounded(limit))"
    case .invalid(let error): error.description
    case .frameRate(let fps):
      "a frame rate of \(NumberText.forPeopleRounded(fps)) frames per second is outside \(MotionError.frameRateWords)"
    case .unsupported(let engine, let feature): "the \(engine) engine does not support \(feature)"
    case .nonFinite(let engine, let time):
      "\(engine.map { "the \($0) engine" } ?? "the motion") overflows at t = \(NumberText.forPeopleRounded(time)) s (a value beyond ±1.8e308)"
    }
  }
}

/// Sample times: a uniform grid or an explicit increasing list.
public enum SampleTimes: Sendable, Hashable {
  /// The times of a ``SampleGrid``.
  case grid(SampleGrid)
  /// Explicit times (from a file, or a single instant), increasing.
  case list([Double])

  /// The number of times.
  public var count: Int {
    switch self {
    case .grid(let g): g.count
    case .list(let l): l.count
    }
  }

  /// The i-th time.
  ///
  /// - Parameter i: The sample's index (0 ≤ i < count).
  @inlinable
  public func time(_ i: Int) -> Double {
    switch self {
    case .grid(let g): g.time(i)
    case .list(let l): l[i]
    }
  }

  /// The last time (0 when empty).
  public var last: Double { count > 0 ? time(count - 1) : 0 }

  /// The grid, when the times are one.
  public var grid: SampleGrid? {
    if case .grid(let g) = self { return g }
    return nil
  }

  /// All times as an array.
  public var array: [Double] {
    switch self {
    case .grid(let g): g.times
    case .list(let l): l
    }
  }
}
