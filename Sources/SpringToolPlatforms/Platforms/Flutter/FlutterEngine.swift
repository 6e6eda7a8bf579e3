import Foundation
import SpringToolCore

/// Flutter's `SpringSimulation` (packages/flutter/lib/src/physics/spring_simulation.dart): the
/// closed form of `m·x″ + c·x′ + k·x = 0` on the distance `start − end`, in the regime the sign of
/// `c² − 4mk` picks (> 0 overdamped, < 0 underdamped, 0 critical), with Flutter's own arithmetic:
///
/// - critical: `r = −c/(2m)`, `x = (c1 + c2·t)·eʳᵗ`, `c1 = d`, `c2 = v − r·d`;
/// - overdamped: `r1,2 = (−c ∓ √(c² − 4mk))/(2m)`, `c2 = (v − r1·d)/(r2 − r1)`, `c1 = d − c2`,
///   `x = c1·e^(r1·t) + c2·e^(r2·t)` (real overdamping);
/// - underdamped: `w = √(4mk − c²)/(2m)`, `r = −(c/2/m)`, `c1 = d`, `c2 = (v − r·d)/w`,
///   `x = eʳᵗ·(c1·cos wt + c2·sin wt)`.
///
/// Every exponential is `pow(e, …)` as Dart's `math.pow(math.e, …)` computes it. Before
/// flutter/flutter#163858 (2025) the underdamped rate was `−(c/2·m)`, wrong whenever m ≠ 1:
/// `legacyMass` reproduces it for older Flutter versions.
public struct FlutterSpringSimulation: Sendable, Hashable {
  /// The solution's regime and constants.
  enum Solution: Sendable, Hashable {
    case critical(r: Double, c1: Double, c2: Double)
    case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    case underdamped(w: Double, r: Double, c1: Double, c2: Double)
  }

  let solution: Solution
  /// The end position, value units.
  public let end: Double

  /// `SpringSimulation(SpringDescription(mass:stiffness:damping:), start, end, velocity)`.
  ///
  /// - Parameters:
  ///   - mass: The mass m (> 0).
  ///   - stiffness: The stiffness k (> 0).
  ///   - damping: The damping coefficient c (≥ 0; Flutter's `damping` is a coefficient, not a ratio).
  ///   - start: The start position, value units.
  ///   - end: The end position, value units.
  ///   - velocity: The start velocity, value units per second.
  ///   - legacyMass: Whether to use the underdamped rate `−(c/2·m)` of Flutter before flutter/flutter#163858.
  public init(
    mass m: Double, stiffness k: Double, damping c: Double, start: Double, end: Double, velocity v: Double,
    legacyMass: Bool = false
  ) {
    self.end = end
    let d = start - end
    let cmk = c * c - 4 * m * k
    if cmk > 0 {
      let r1 = (-c - cmk.squareRoot()) / (2.0 * m), r2 = (-c + cmk.squareRoot()) / (2.0 * m)
      let c2 = (v - r1 * d) / (r2 - r1)
      solution = .overdamped(r1: r1, r2: r2, c1: d - c2, c2: c2)
    } else if cmk < 0 {
      let w = (4.0 * m * k - c * c).squareRoot() / (2.0 * m)
      let r = legacyMass ? -(c / 2.0 * m) : -(c / 2.0 / m)
      solution = .underdamped(w: w, r: r, c1: d, c2: (v - r * d) / w)
    } else {
      let r = -c / (2.0 * m)
      solution = .critical(r: r, c1: d, c2: v - r * d)
    }
  }

  /// `math.pow(math.e, x)`.
  static func e(_ x: Double) -> Double { pow(M_E, x) }

  /// The distance from the end at `t` seconds (`_solution.x`).
  func distance(_ t: Double) -> Double {
    switch solution {
    case .critical(let r, let c1, let c2): (c1 + c2 * t) * Self.e(r * t)
    case .overdamped(let r1, let r2, let c1, let c2): c1 * Self.e(r1 * t) + c2 * Self.e(r2 * t)
    case .underdamped(let w, let r, let c1, let c2): Self.e(r * t) * (c1 * cos(w * t) + c2 * sin(w * t))
    }
  }

  /// The velocity at `t` seconds, value units per second (`_solution.dx`).
  ///
  /// - Parameter t: Seconds since the start.
  public func velocity(_ t: Double) -> Double {
    switch solution {
    case .critical(let r, let c1, let c2):
      let power = Self.e(r * t)
      return r * (c1 + c2 * t) * power + c2 * power
    case .overdamped(let r1, let r2, let c1, let c2):
      return c1 * r1 * Self.e(r1 * t) + c2 * r2 * Self.e(r2 * t)
    case .underdamped(let w, let r, let c1, let c2):
      let power = Self.e(r * t), cosine = cos(w * t), sine = sin(w * t)
      return power * (c2 * w * cosine - c1 * w * sine) + r * power * (c2 * sine + c1 * cosine)
    }
  }

  /// The position at `t` seconds (`end + _solution.x(t)`; no snap).
  ///
  /// - Parameter t: Seconds since the start.
  public func position(_ t: Double) -> Double { end + distance(t) }

  /// `isDone(t)`: both the distance from the end and the velocity are near zero, with Flutter's
  /// absolute `Tolerance` (`nearZero(a, ε)`: −ε < a < ε, or a == 0).
  ///
  /// - Parameters:
  ///   - t: Seconds since the start.
  ///   - distance: `Tolerance.distance`, value units (Flutter's default 0.001).
  ///   - velocity: `Tolerance.velocity`, value units per second (default 0.001).
  /// - Returns: Whether the simulation is done at `t`.
  public func isDone(_ t: Double, distance: Double, velocity speed: Double) -> Bool {
    Self.nearZero(self.distance(t), distance) && Self.nearZero(velocity(t), speed)
  }

  /// `nearZero(a, ε) = nearEqual(a, 0, ε)`: `(a > −ε && a < ε) || a == 0` (utils.dart).
  static func nearZero(_ a: Double, _ epsilon: Double) -> Bool { (a > -epsilon && a < epsilon) || a == 0 }
}

/// `AnimationController.unbounded().animateWith(SpringSimulation(…))` as an engine
/// (``FlutterSpringSimulation``): the controller's value is the simulation's `x` at the ticker's
/// elapsed time, whole microseconds since the first tick (frame 0 is that tick); the first frame
/// where `isDone` holds stops the controller and keeps that value (no snap, unless
/// `--snap-to-end`).
///
/// A retarget is the common pattern `controller.animateWith(SpringSimulation(spring,
/// controller.value, X, controller.velocity))` (animation_controller.dart `animateWith`,
/// `_startSimulation`, `velocity`; ticker.dart `start`, `_tick`): the value is the last frame's,
/// the velocity the old simulation's `dx` at the last tick's elapsed time (0 once stopped); the
/// ticker restarts, so the first frame after the tap is the new simulation's elapsed 0 (it shows
/// `x(0)`, the last value again) and its elapsed time counts from that frame.
public struct FlutterEngine: SpringEngine {
  /// `animateWith` ignores `disableAnimations`; only `fling` reacts.
  public var reducedMotion: ReducedMotion {
    ReducedMotion(
      .unchanged,
      rule: "AnimationController.animateWith runs the simulation unchanged whatever "
        + "MediaQuery.disableAnimations says; only fling() reacts, multiplying its velocity by 200 (animation_controller.dart @ "
        + "794cc44); the app reads MediaQuery.disableAnimationsOf(context)")
  }

  /// A Flutter engine.
  public init() {}

  /// Where the rules come from.
  public let info: EngineInfo = .flutter

  /// The spring Flutter is given: `withDurationAndBounce` for a duration and bounce of mass 1
  /// (the duration truncated to whole milliseconds, as `Duration.inMilliseconds` does),
  /// `withDampingRatio` for a stiffness and ratio, else the spring's (m, k, c).
  ///
  /// - Parameter specification: The spring as given.
  /// - Returns: Flutter's mass, stiffness and damping coefficient.
  public static func description(_ specification: SpringSpecification) -> (mass: Double, stiffness: Double, damping: Double) {
    switch specification.resolvedFamily {
    case .durationBounce(let duration, let bounce, let mass) where mass == 1:
      let seconds = (duration * 1000 + 1e-9).rounded(.down) / 1000
      let k = (4 * Double.pi * Double.pi * 1.0) / pow(seconds, 2)
      let ratio = bounce > 0 ? (1.0 - bounce) : (1 / (bounce + 1))
      return (1.0, k, ratio * 2.0 * (1.0 * k).squareRoot())
    case .stiffnessDampingRatio(let k, let ratio, let m):
      return (m, k, ratio * 2.0 * (m * k).squareRoot())
    default:
      let s = specification.spring
      return (s.mass, s.stiffness, s.dampingCoefficient)
    }
  }

  /// A run of the controller.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for a retarget with a new response.
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    let d = Self.description(input.specification)
    let legacy = input.settings[flag: .flutterLegacyMass]
    let simulation = FlutterSpringSimulation(
      mass: d.mass, stiffness: d.stiffness, damping: d.damping, start: input.from, end: input.to,
      velocity: input.velocity, legacyMass: legacy)
    return Run(
      simulation: simulation, start: input.from, startVelocity: input.velocity, distance: input.settings[.restDisplacement], speed: input.settings[.restSpeed],
      snap: input.settings[flag: .snapToEnd], exactClock: input.settings.flutterClock == .exact,
      bounds: input.settings.bounds(.flutterBounds), retargets: try PendingRetargets(input, engine: id),
      spring: (d.mass, d.stiffness, d.damping, legacy))
  }

  struct Run: EngineRun {
    var simulation: FlutterSpringSimulation
    let start: Double, startVelocity: Double
    let distance: Double, speed: Double
    let snap: Bool, exactClock: Bool
    /// A bounded controller's bounds (nil: unbounded).
    let bounds: EngineSettings.Bounds?
    var retargets: PendingRetargets
    /// The `SpringDescription` a retarget's simulation is built with.
    let spring: (mass: Double, stiffness: Double, damping: Double, legacy: Bool)
    var stopped: EngineFrame?
    /// The frame of the ticker's first tick, and the controller's value and elapsed time at the last frame.
    var tickerStart = 0, lastValue = 0.0, lastElapsed = 0.0
    var notes: [PlatformNote] { [exactClock ? .exactTimes : .wholeMicroseconds] }

    init(
      simulation: FlutterSpringSimulation, start: Double, startVelocity: Double, distance: Double, speed: Double, snap: Bool,
      exactClock: Bool, bounds: EngineSettings.Bounds?, retargets: PendingRetargets,
      spring: (mass: Double, stiffness: Double, damping: Double, legacy: Bool)
    ) {
      (self.simulation, self.start, self.startVelocity) = (simulation, start, startVelocity)
      (self.distance, self.speed, self.snap, self.exactClock, self.bounds) = (distance, speed, snap, exactClock, bounds)
      (self.retargets, self.spring) = (retargets, spring)
    }

    /// The frame's timestamp since frame 0 in whole microseconds (a `Duration`).
    func microseconds(_ i: Int, _ clock: FrameClock) -> Double { FrameClock.whole(clock.milliseconds(i) * 1000) }

    /// `animateWith(SpringSimulation(spring, controller.value, target, controller.velocity))`; the ticker restarts at frame `i`.
    mutating func animate(to target: Double, at i: Int) {
      let velocity = stopped == nil ? simulation.velocity(lastElapsed) : 0
      simulation = FlutterSpringSimulation(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, start: lastValue,
        end: target, velocity: velocity, legacyMass: spring.legacy)
      (stopped, tickerStart) = (nil, i)
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if i > 0, let r = retargets.take(by: i, clock: clock).last { animate(to: r.target, at: i) }
      if let stopped { return stopped }
      // Elapsed since the ticker's first tick: a difference of whole-microsecond timestamps.
      let t =
        exactClock
        ? clock.elapsed(from: tickerStart, to: i)
        : (microseconds(i, clock) - microseconds(tickerStart, clock)) / 1e6
      let done = simulation.isDone(t, distance: distance, velocity: speed)
      // Frame 0 shows the start as given: Flutter's x(0) = end + (start − end) can differ from it by an ulp of the end.
      var frame =
        done && snap
        ? EngineFrame(value: simulation.end, velocity: 0, ended: true)
        : i == 0
          ? EngineFrame(value: start, velocity: startVelocity, ended: done)
          : EngineFrame(value: simulation.position(t), velocity: simulation.velocity(t), ended: done)
      // A bounded controller clips the value it shows (`clampDouble(x(t), lowerBound, upperBound)`).
      if let bounds { frame.value = bounds.clip(frame.value) }
      (lastValue, lastElapsed) = (frame.value, t)
      if done { stopped = EngineFrame(value: frame.value, velocity: 0, ended: true) }
      return frame
    }
  }
}
