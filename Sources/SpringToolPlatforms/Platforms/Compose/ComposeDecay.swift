import Foundation
import SpringToolCore
import _SpringToolSupport

/// Compose's `exponentialDecay` run by `Animatable.animateDecay` (animation-core
/// `FloatDecayAnimationSpec.kt` `FloatExponentialDecaySpec`, `DecayAnimation`), in Float: with
/// `f = max(1e-4, --friction-multiplier)·(−4.2)` and `T = max(1e-7, |--velocity-threshold|)`,
///
///     x(ms) = (v/f)·exp(f·ms/1000) + (x0 − v/f),   v(ms) = v·exp(ms/1000·f)
///
/// at the play time in whole milliseconds; it ends at `getDurationNanos`, whole milliseconds of
/// `ln(T/|v|)·1000/f`, and shows `getTargetValue` from then on.
public struct ComposeExponentialDecay: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: DecayInfo = .composeExponential

  /// A run of the stateless spec.
  ///
  /// - Parameter input: The release.
  /// - Returns: A run.
  /// - Throws: ``MotionError`` for a value or velocity beyond Float's range.
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    try FloatRange.check(("from", input.from), ("velocity", input.velocity))
    let friction = max(Float(1e-4), Float(input.settings[.frictionMultiplier])) * -4.2
    let threshold = max(Float(1e-7), abs(Float(input.settings[.decayVelocityThreshold])))
    let (x0, v0) = (Float(input.from), Float(input.velocity))
    let duration = Clamp.int64(Double(Float(log(Double(threshold / abs(v0)))) * 1000 / friction).rounded(.towardZero))
    var target = x0
    if abs(v0) > threshold {
      let seconds = log(Double(abs(threshold / v0))) / Double(friction) * 1000
      target = (x0 - v0 / friction) + v0 / friction * Float(exp(Double(friction) * seconds / 1000))
    }
    return Run(from: input.from, velocity: input.velocity, x0: x0, v0: v0, friction: friction, duration: duration, target: target)
  }

  struct Run: EngineRun {
    let from: Double, velocity: Double
    let x0: Float, v0: Float, friction: Float
    let duration: Int64
    let target: Float
    var notes: [PlatformNote] { [.truncatedMilliseconds] }

    func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if i == 0 { return EngineFrame(value: from, velocity: velocity, ended: duration <= 0) }
      let ms = Clamp.int64(FrameClock.whole(clock.milliseconds(i)))
      if ms >= duration { return EngineFrame(value: Double(target), velocity: 0, ended: true) }
      let t = Float(ms)
      let value = (v0 / friction) * Float(exp(Double(friction * t / 1000))) + (x0 - v0 / friction)
      let speed = v0 * Float(exp(Double(t / 1000 * friction)))
      return EngineFrame(value: Double(value), velocity: Double(speed), ended: false)
    }
  }
}

extension EngineSetting {
  /// compose exponential decay: `frictionMultiplier`.
  public static let frictionMultiplier = EngineSetting(
    key: "friction-multiplier", placeholder: "M", summary: "compose exponential decay: the friction multiplier (friction −4.2 × M)",
    kind: .number(default: 1, rule: .positive))
  /// compose exponential decay: `absVelocityThreshold`, value units per second.
  public static let decayVelocityThreshold = EngineSetting(
    key: "velocity-threshold", placeholder: "T", summary: "compose exponential decay: the speed it ends below, value units per second",
    kind: .number(default: 0.1, rule: .positive), inValueUnits: true)
}

extension ComposeExponentialDecay: DecayCodeWriter {
  /// `Animatable.animateDecay` with `exponentialDecay`.
  func code(_ input: DecayInput) -> CodeDraft {
    let f = CodeNumber.kotlinFloat, s = input.settings
    var draft = CodeDraft()
    draft.parameter("initialValue", input.from); draft.parameter("initialVelocity", input.velocity)
    draft.parameter("frictionMultiplier", s[.frictionMultiplier]); draft.parameter("absVelocityThreshold", s[.decayVelocityThreshold])
    draft.lines = [
      "val offset = remember { Animatable(\(f(input.from))) }",
      "scope.launch {",
      "    offset.animateDecay(",
      "        initialVelocity = \(f(input.velocity)), // units per second (VelocityTracker.calculateVelocity())",
      "        animationSpec = exponentialDecay(frictionMultiplier = \(f(s[.frictionMultiplier])), "
        + "absVelocityThreshold = \(f(s[.decayVelocityThreshold]))),",
      "    )",
      "}",
    ]
    return draft
  }
}
