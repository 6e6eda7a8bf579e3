import Foundation
import SpringToolCore

/// Flutter's `FrictionSimulation` run by `AnimationController.animateWith` (physics
/// `friction_simulation.dart` as flutter/flutter#108298 left it, macOS's physics, Flutter 3.3 and
/// later): with `c` = `--constant-deceleration` in the velocity's direction,
/// `x(t) = x0 + v·drag^t/ln(drag) − v/ln(drag) − (c/2)·t²`, `dx(t) = v·drag^t − c·t`, until
/// `_finalTime`, ten Newton steps from 0 toward `dx = 0`, after which x is `finalX` and dx 0
/// (with c = 0 each step adds 1/|ln drag|: 4.994 s at the default drag, where a long fling jumps
/// to its limit). Done once `|dx| < --rest-speed` (Tolerance.velocity); with `--min`/`--max` it
/// is a `BoundedFrictionSimulation`, clamping x and done once within `--rest-displacement` of a
/// bound. The controller stops at the first tick where it is done and keeps that value; the
/// ticker's elapsed time is whole microseconds, as for springs.
public struct FlutterFriction: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: DecayInfo = .flutterFriction

  /// A run of the controller.
  ///
  /// - Parameter input: The release.
  /// - Returns: A run.
  /// - Throws: ``MotionError`` for a release outside the bounds.
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    try input.checkBounds()
    return Self.simulation(
      from: input.from, velocity: input.velocity, drag: input.settings[.drag],
      constantDeceleration: input.settings[.constantDeceleration], bounds: input.bounds, settings: input.settings)
  }

  /// `FrictionSimulation(drag, position, velocity, constantDeceleration:)` with its `_finalTime`.
  static func simulation(
    from: Double, velocity v: Double, drag: Double, constantDeceleration: Double,
    bounds: (lower: Double?, upper: Double?), settings: EngineSettings
  ) -> Run {
    let constant = constantDeceleration * (v > 0 ? 1 : v < 0 ? -1 : 0)
    var run = Run(
      from: from, velocity: v, drag: drag, dragLog: log(drag), constant: constant, bounds: bounds,
      speed: settings[.restSpeed], distance: settings[.restDisplacement], exactClock: settings.flutterClock == .exact)
    // The constructor's _newtonsMethod: 10 steps from 0 on dx toward 0 (_finalTime still infinite meanwhile).
    var guess = 0.0
    for _ in 0..<10 { guess -= run.dx(guess) / (v * pow(drag, guess) * run.dragLog - constant) }
    run.finalTime = guess
    return run
  }

  struct Run: EngineRun {
    let from: Double, velocity: Double, drag: Double, dragLog: Double
    /// The constant deceleration with the velocity's sign.
    let constant: Double
    let bounds: (lower: Double?, upper: Double?)
    let speed: Double, distance: Double, exactClock: Bool
    /// `_finalTime` (NaN for a release at rest, as Newton's 0/0 leaves it: never passed).
    var finalTime = Double.infinity
    var stopped: EngineFrame?
    var notes: [PlatformNote] { [exactClock ? .exactTimes : .wholeMicroseconds] }

    func dx(_ t: Double) -> Double { t > finalTime ? 0 : velocity * pow(drag, t) - constant * t }

    func unbounded(_ t: Double) -> Double {
      t > finalTime ? finalX : from + velocity * pow(drag, t) / dragLog - velocity / dragLog - ((constant / 2) * t * t)
    }

    var finalX: Double { constant == 0 ? from - velocity / dragLog : unbounded(finalTime) }

    /// `timeAtX`: 0 at the start, infinite where it never reaches `x`, else ten Newton steps from 0.
    func time(at x: Double) -> Double {
      if x == from { return 0 }
      if velocity == 0 || (velocity > 0 ? (x < from || x > finalX) : (x > from || x < finalX)) { return .infinity }
      var guess = 0.0
      for _ in 0..<10 { guess -= (unbounded(guess) - x) / dx(guess) }
      return guess
    }

    func x(_ t: Double) -> Double { min(max(unbounded(t), bounds.lower ?? -.infinity), bounds.upper ?? .infinity) }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if let stopped { return stopped }
      let t = exactClock ? clock.seconds(i) : FrameClock.whole(clock.milliseconds(i) * 1000) / 1e6
      let dx = dx(t)
      let value = x(t)
      var done = abs(dx) < speed
      if bounds.lower != nil || bounds.upper != nil {
        done = done || bounds.lower.map { abs(value - $0) < distance } == true || bounds.upper.map { abs(value - $0) < distance } == true
      }
      let frame = EngineFrame(value: i == 0 ? from : value, velocity: dx, ended: done)
      if done { stopped = EngineFrame(value: frame.value, velocity: 0, ended: true) }
      return frame
    }
  }
}

extension EngineSetting {
  /// flutter friction: `constantDeceleration` (macOS's BouncingScrollPhysics uses 1400).
  public static let constantDeceleration = EngineSetting(
    key: "constant-deceleration", placeholder: "C",
    summary: "flutter friction: constantDeceleration, units per second² against the motion (macOS's fast rate: 1400)",
    kind: .number(default: 0, rule: .nonNegative), inValueUnits: true)
  /// flutter friction: the drag coefficient cₓ (velocity kept per second).
  public static let drag = EngineSetting(
    key: "drag", placeholder: "D", summary: "flutter friction: the drag coefficient (the velocity kept per second)",
    kind: .number(default: 0.135, rule: .fraction))
}

extension FlutterFriction: DecayCodeWriter {
  /// `FrictionSimulation` (or `BoundedFrictionSimulation` with bounds) on an unbounded controller.
  func code(_ input: DecayInput) -> CodeDraft {
    let n = CodeNumber.readable, s = input.settings, (lower, upper) = input.bounds
    var draft = CodeDraft()
    draft.parameter("drag", s[.drag]); draft.parameter("position", input.from); draft.parameter("velocity", input.velocity)
    let arguments = "\(n(s[.drag])), \(n(input.from)), \(n(input.velocity))"
    let simulation: String
    if lower != nil || upper != nil {
      let inf = "double.infinity"
      simulation =
        "BoundedFrictionSimulation(\(arguments), \(CodeNumber.bound(lower, lower: true, infinity: inf)), "
        + "\(CodeNumber.bound(upper, lower: false, infinity: inf)))"
      if s[.constantDeceleration] != 0 {
        draft.notes.append(
          .decaySettingNotInAPI(
            "BoundedFrictionSimulation passes no constantDeceleration to its "
              + "FrictionSimulation in the file read; the model applies \(spoken(s[.constantDeceleration])) as FrictionSimulation does"))
      }
    } else {
      simulation = "FrictionSimulation(\(arguments)" + (s[.constantDeceleration] != 0 ? ", constantDeceleration: \(n(s[.constantDeceleration])))" : ")")
    }
    draft.lines = [
      "final controller = AnimationController.unbounded(vsync: this, value: \(n(input.from)));",
      "// velocity: logical px per second (DragEndDetails.velocity.pixelsPerSecond)",
      "controller.animateWith(\(simulation)",
      "  ..tolerance = const Tolerance(distance: \(n(s[.restDisplacement])), velocity: \(n(s[.restSpeed]))));",
    ]
    return draft
  }
}
