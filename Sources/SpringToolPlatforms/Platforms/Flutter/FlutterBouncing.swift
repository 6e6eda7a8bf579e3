import Foundation
import SpringToolCore

/// Flutter's `BouncingScrollSimulation` (widgets/scroll_simulation.dart @ 095d6b9, iOS's scroll
/// physics) run by `AnimationController.animateWith`, between the extents `--min` and `--max`:
///
/// - released inside them: `FrictionSimulation(0.135, x, v, constantDeceleration:)` (see
///   ``FlutterFriction``); when its limit lies past an extent, at `timeAtX(extent)` (ten Newton
///   steps) a `ScrollSpringSimulation` from the extent back to it takes over with the friction's
///   velocity there, at most 5000 (`maxSpringTransferVelocity`, `math.min`);
/// - released past an extent: that spring at once, from the release, with its velocity.
///
/// The spring is ScrollPhysics' (`withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1)`), or the one given
/// (a ScrollPhysics subclass's `spring`, in any family: `--stiffness K --damping Z --mass M`); both
/// parts take the simulation's tolerance (`--rest-displacement`, `--rest-speed`), the spring is
/// its end once done, and the controller stops at the first tick where the part running is done.
public struct FlutterBouncing: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: DecayInfo = .flutterBouncing

  /// ScrollPhysics' spring: mass 0.5, stiffness 100, damping 1.1·2·√(0.5·100).
  static let scrollPhysicsSpring = (mass: 0.5, stiffness: 100.0, damping: 1.1 * 2 * (0.5 * 100.0).squareRoot())

  /// The spring part: the one given (`--stiffness`, `--damping`, `--mass` or any family: a
  /// ScrollPhysics subclass's `spring`), else ScrollPhysics' own.
  static func spring(_ input: DecayInput) -> (mass: Double, stiffness: Double, damping: Double) {
    input.spring.map { (mass: $0.mass, stiffness: $0.stiffness, damping: $0.dampingCoefficient) } ?? scrollPhysicsSpring
  }

  /// Its spring part is ScrollPhysics' `spring`, which a subclass overrides.
  public var readsSpring: Bool { true }

  /// A run of the controller.
  ///
  /// - Parameter input: The release (it may start past an extent).
  /// - Returns: A run.
  /// - Throws: ``MotionError/outOfRange(name:value:limit:)`` for `--min` above `--max`.
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    let (lower, upper) = input.bounds
    if let lower, let upper, lower > upper { throw .outOfRange(name: "min", value: lower, limit: upper) }
    let lead = lower ?? -.infinity, trail = upper ?? .infinity
    let s = input.settings, x = input.from, v = input.velocity, description = Self.spring(input)
    func spring(from start: Double, to end: Double, velocity: Double) -> FlutterSpringSimulation {
      FlutterSpringSimulation(
        mass: description.mass, stiffness: description.stiffness, damping: description.damping, start: start,
        end: end, velocity: velocity)
    }
    let friction = FlutterFriction.simulation(
      from: x, velocity: v, drag: 0.135, constantDeceleration: s[.constantDeceleration],
      bounds: (nil, nil), settings: s)
    var run = Run(
      from: x, friction: friction, springTime: .infinity, spring: nil, speed: s[.restSpeed], distance: s[.restDisplacement],
      exactClock: s.flutterClock == .exact)
    if x < lead {
      (run.spring, run.springTime) = (spring(from: x, to: lead, velocity: v), -.infinity)
    } else if x > trail {
      (run.spring, run.springTime) = (spring(from: x, to: trail, velocity: v), -.infinity)
    } else if v > 0 && friction.finalX > trail {
      run.springTime = friction.time(at: trail)
      run.spring = spring(from: trail, to: trail, velocity: min(friction.dx(run.springTime), 5000))
    } else if v < 0 && friction.finalX < lead {
      run.springTime = friction.time(at: lead)
      run.spring = spring(from: lead, to: lead, velocity: min(friction.dx(run.springTime), 5000))
    }
    return run
  }

  struct Run: EngineRun {
    let from: Double
    let friction: FlutterFriction.Run
    /// When the spring takes over (−∞: from the start; +∞: never), and the spring.
    var springTime: Double, spring: FlutterSpringSimulation?
    let speed: Double, distance: Double, exactClock: Bool
    var stopped: EngineFrame?
    var notes: [PlatformNote] { [exactClock ? .exactTimes : .wholeMicroseconds] }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if let stopped { return stopped }
      let t = exactClock ? clock.seconds(i) : FrameClock.whole(clock.milliseconds(i) * 1000) / 1e6
      let value: Double, velocity: Double, done: Bool
      if let spring, t > springTime {
        let local = t - (springTime.isFinite ? springTime : 0)
        done = spring.isDone(local, distance: distance, velocity: speed)
        // ScrollSpringSimulation.x: the end once done.
        (value, velocity) = (done ? spring.end : spring.position(local), spring.velocity(local))
      } else {
        (value, velocity) = (friction.unbounded(t), friction.dx(t))
        done = abs(velocity) < speed
      }
      let frame = EngineFrame(value: i == 0 ? from : value, velocity: velocity, ended: done)
      if done { stopped = EngineFrame(value: frame.value, velocity: 0, ended: true) }
      return frame
    }
  }
}

extension FlutterBouncing: DecayCodeWriter {
  /// `BouncingScrollSimulation` with ScrollPhysics' spring and the extents given.
  func code(_ input: DecayInput) -> CodeDraft {
    let n = CodeNumber.readable, s = input.settings, (lower, upper) = input.bounds, inf = "double.infinity"
    var draft = CodeDraft()
    draft.parameter("position", input.from); draft.parameter("velocity", input.velocity)
    if let spring = input.spring {
      draft.parameter("mass", spring.mass); draft.parameter("stiffness", spring.stiffness); draft.parameter("damping", spring.dampingCoefficient)
    }
    draft.lines =
      [
        "final controller = AnimationController.unbounded(vsync: this, value: \(n(input.from)));",
        "controller.animateWith(BouncingScrollSimulation(",
        "  position: \(n(input.from)),",
        "  velocity: \(n(input.velocity)), // logical px per second (DragEndDetails.velocity.pixelsPerSecond)",
        "  leadingExtent: \(CodeNumber.bound(lower, lower: true, infinity: inf)),",
        "  trailingExtent: \(CodeNumber.bound(upper, lower: false, infinity: inf)),",
        input.spring.map {
          "  spring: SpringDescription(mass: \(n($0.mass)), stiffness: \(n($0.stiffness)), damping: \(n($0.dampingCoefficient))),"
            + " // a ScrollPhysics subclass's spring"
        } ?? "  spring: SpringDescription.withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1), // ScrollPhysics' spring",
      ] + (s[.constantDeceleration] != 0 ? ["  constantDeceleration: \(n(s[.constantDeceleration])),"] : []) + [
        "  tolerance: const Tolerance(distance: \(n(s[.restDisplacement])), velocity: \(n(s[.restSpeed]))),",
        "));",
      ]
    return draft
  }
}
