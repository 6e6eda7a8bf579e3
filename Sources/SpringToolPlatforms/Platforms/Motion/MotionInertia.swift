import Foundation
import SpringToolCore
import _SpringToolSupport

/// Motion's `inertia` generator (motion-dom `animation/generators/inertia.ts` @ 1b037b0) run by
/// `JSAnimation` at each frame's elapsed time rounded to whole milliseconds: the target is
/// `x0 + power·v` (v in units per second), the value `target − power·v·exp(−t/timeConstant)`,
/// done (and at the target) once `|power·v·exp(−t/τ)| ≤ restDelta`. With `--min`/`--max`, the
/// first frame found past a bound hands over to a spring toward the nearest bound
/// (`bounceStiffness`, `bounceDamping`, mass 1) whose velocity is the generator's over the last
/// 5 ms (`getGeneratorVelocity`), timed from that frame.
public struct MotionInertia: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: DecayInfo = .motionInertia

  /// A run of the generator.
  ///
  /// - Parameter input: The release.
  /// - Returns: A run.
  /// - Throws: Nothing: every finite release is one this platform takes.
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    let s = input.settings
    let amplitude = s[.inertiaPower] * input.velocity
    return Run(
      origin: input.from, target: input.from + amplitude, amplitude: amplitude, velocity: input.velocity, tau: s[.timeConstant],
      restDelta: s[.restDelta], bounds: input.bounds, stiffness: s[.bounceStiffness], damping: s[.bounceDamping])
  }

  /// The generator from `origin` toward `target` (`origin + amplitude`, or the point `modifyTarget` gave, with the
  /// amplitude `target − origin`).
  struct Run: EngineRun {
    let origin: Double, target: Double, amplitude: Double, velocity: Double, tau: Double, restDelta: Double
    let bounds: (lower: Double?, upper: Double?)
    let stiffness: Double, damping: Double
    var spring: (start: Double, generator: MotionSpringGenerator)?
    var finished: EngineFrame?
    var notes: [PlatformNote] { [.roundedMilliseconds] }

    init(
      origin: Double, target: Double, amplitude: Double, velocity: Double, tau: Double, restDelta: Double,
      bounds: (lower: Double?, upper: Double?), stiffness: Double, damping: Double
    ) {
      (self.origin, self.target, self.amplitude, self.velocity, self.tau, self.restDelta) = (origin, target, amplitude, velocity, tau, restDelta)
      (self.bounds, self.stiffness, self.damping) = (bounds, stiffness, damping)
      catchBoundary(at: 0, value: origin)
    }

    func latest(_ t: Double) -> Double { target + -amplitude * exp(-t / tau) }

    /// `checkCatchBoundary`: past a bound, a spring toward the nearest one from here.
    mutating func catchBoundary(at t: Double, value: Double) {
      let below = bounds.lower.map { value < $0 } ?? false, above = bounds.upper.map { value > $0 } ?? false
      guard below || above else { return }
      let boundary: Double
      if let lower = bounds.lower, let upper = bounds.upper {
        boundary = abs(lower - value) < abs(upper - value) ? lower : upper
      } else {
        boundary = bounds.lower ?? bounds.upper!
      }
      let previous = max(t - 5, 0)
      let speed = t - previous != 0 ? (value - latest(previous)) * (1000 / (t - previous)) : 0
      spring = (
        t,
        MotionSpringGenerator(
          origin: value, target: boundary, velocity: speed, stiffness: stiffness, damping: damping,
          mass: 1, restDelta: restDelta)
      )
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if let finished { return finished }
      let t = clock.milliseconds(i).jsRounded
      if spring == nil {
        let delta = -amplitude * exp(-t / tau)
        let done = abs(delta) <= restDelta
        let value = done ? target : target + delta
        catchBoundary(at: t, value: value)
        if spring == nil {
          let frame = EngineFrame(value: i == 0 && !done ? origin : value, velocity: i == 0 ? velocity : amplitude / tau * exp(-t / tau) * 1000, ended: done)
          if done { finished = EngineFrame(value: target, velocity: 0, ended: true) }
          return frame
        }
      }
      let (start, generator) = spring!
      let (value, done) = generator.next(t - start)
      let frame = EngineFrame(value: value, velocity: done ? 0 : generator.velocity(at: t - start), ended: done)
      if done { finished = EngineFrame(value: value, velocity: 0, ended: true) }
      return frame
    }
  }
}

extension EngineSetting {
  /// motion inertia: `power`, the fraction of the velocity (per second) that makes the distance.
  public static let inertiaPower = EngineSetting(
    key: "power", placeholder: "P", summary: "motion inertia: the distance per unit of velocity, seconds (target = x0 + P·v)",
    kind: .number(default: 0.8, rule: .positive))
  /// motion inertia: `timeConstant`, milliseconds.
  public static let timeConstant = EngineSetting(
    key: "time-constant", placeholder: "MS", summary: "motion inertia: the decay's time constant, milliseconds",
    kind: .number(default: 325, rule: .positive))
  /// motion inertia: `restDelta`, value units.
  public static let restDelta = EngineSetting(
    key: "rest-delta", placeholder: "D", summary: "motion inertia: the distance from the target it rests within, value units",
    kind: .number(default: 0.5, rule: .positive), inValueUnits: true)
  /// motion inertia: the bounce spring's stiffness.
  public static let bounceStiffness = EngineSetting(
    key: "bounce-stiffness", placeholder: "K", summary: "motion inertia: the stiffness of the spring at a bound",
    kind: .number(default: 500, rule: .positive))
  /// motion inertia: the bounce spring's damping.
  public static let bounceDamping = EngineSetting(
    key: "bounce-damping", placeholder: "C", summary: "motion inertia: the damping of the spring at a bound",
    kind: .number(default: 10, rule: .nonNegative))
}

extension MotionInertia: DecayCodeWriter {
  /// `animate` with `type: "inertia"` from the release, its options as given.
  func code(_ input: DecayInput) -> CodeDraft {
    let n = CodeNumber.readable, s = input.settings, (lower, upper) = input.bounds
    var draft = CodeDraft()
    draft.parameter("velocity", input.velocity); draft.parameter("power", s[.inertiaPower]); draft.parameter("timeConstant", s[.timeConstant])
    var lines = [
      "animate(\(n(input.from)), \(n(input.from)), {", "  type: \"inertia\",",
      "  velocity: \(n(input.velocity)), // units per second (the pan's info.velocity.x)",
      "  power: \(n(s[.inertiaPower])),", "  timeConstant: \(n(s[.timeConstant])), // ms",
      "  restDelta: \(n(s[.restDelta])),",
    ]
    if let lower { lines.append("  min: \(n(lower)),") }
    if let upper { lines.append("  max: \(n(upper)),") }
    if lower != nil || upper != nil {
      lines += ["  bounceStiffness: \(n(s[.bounceStiffness])),", "  bounceDamping: \(n(s[.bounceDamping])),"]
    }
    draft.lines = lines + ["  onUpdate: (latest) => { element.style.transform = `translateX(${latest}px)`; },", "});"]
    return draft
  }
}
