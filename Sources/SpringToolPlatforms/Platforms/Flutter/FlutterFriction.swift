import Foundation
import SpringToolCore

/// Flutter's `FrictionSimulation` run by `AnimationController.animateWith` (physics
/// `friction_simulation.dart` @ 17f23b3): `x(t) = x0 + v·drag^t/ln(drag) − v/ln(drag)`,
/// `dx(t) = v·drag^t`, done once `|dx| < --rest-speed` (Tolerance.velocity); with `--min`/`--max`
/// it is a `BoundedFrictionSimulation`, clamping x and done once within `--rest-displacement` of
/// a bound. The controller stops at the first tick where it is done and keeps that value; the
/// ticker's elapsed time is whole microseconds, as for springs.
public struct FlutterFriction: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info = DecayInfo(
    engine: "flutter", model: "friction", api: "controller.animateWith(FrictionSimulation(drag, position, velocity))",
    upstream: "flutter/flutter",
    files: ["packages/flutter/lib/src/physics/friction_simulation.dart @ 17f23b3", "packages/flutter/lib/src/physics/tolerance.dart @ 17bd7a8"],
    version: "Flutter as stored (no constant deceleration)",
    frameClock: "the ticker's elapsed time in whole microseconds (--flutter-clock exact: exact times)",
    endRule: "|dx| < 0.001 (--rest-speed), or within 0.001 (--rest-displacement) of --min/--max; the value stays",
    velocityUnits: "value units per second",
    settings: [.drag, .restSpeed, .restDisplacement, .flutterClock, .decayMinimum, .decayMaximum])

  /// A run of the controller.
  ///
  /// - Parameter input: The release.
  /// - Returns: A run.
  /// - Throws: ``MotionError`` for a release outside the bounds.
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    try input.checkBounds()
    let drag = input.settings[.drag]
    return Run(from: input.from, velocity: input.velocity, drag: drag, dragLog: log(drag), bounds: input.bounds,
               speed: input.settings[.restSpeed], distance: input.settings[.restDisplacement],
               exactClock: input.settings.flutterClock == .exact)
  }

  struct Run: EngineRun {
    let from: Double, velocity: Double, drag: Double, dragLog: Double
    let bounds: (lower: Double?, upper: Double?)
    let speed: Double, distance: Double, exactClock: Bool
    var stopped: EngineFrame?
    var notes: [PlatformNote] { [exactClock ? .exactTimes : .wholeMicroseconds] }

    func x(_ t: Double) -> Double {
      let x = from + velocity * pow(drag, t) / dragLog - velocity / dragLog
      return min(max(x, bounds.lower ?? -.infinity), bounds.upper ?? .infinity)
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if let stopped { return stopped }
      let t = exactClock ? clock.seconds(i) : FrameClock.whole(clock.milliseconds(i) * 1000) / 1e6
      let dx = velocity * pow(drag, t)
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
  /// flutter friction: the drag coefficient cₓ (velocity kept per second).
  public static let drag = EngineSetting(
    key: "drag", placeholder: "D", summary: "flutter friction: the drag coefficient (the velocity kept per second)",
    kind: .number(default: 0.135, rule: .fraction))
}
