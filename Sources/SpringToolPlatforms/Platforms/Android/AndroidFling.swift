import Foundation
import SpringToolCore

/// androidx `FlingAnimation` (dynamicanimation `FlingAnimation.java`, its `DragForce`): each frame
/// re-seeds the exponential decay over the frame's whole milliseconds, in Float:
///
///     v = (float)(v·exp((Δt/1000f)·f)),   x = (float)((x − v/f) + v/f·exp(f·Δt/1000f))
///
/// with `f = −4.2 × --fling-friction` (Float); the velocity becomes 0 once |v| < 0.75·m·62.5
/// (m = --min-visible-change), and the animation ends there, or when the value passes `--min`
/// or `--max` (clamped to it). The value stays where it ends. The clock is the spring's: the
/// first frame records its time, each later one advances by the elapsed whole milliseconds.
public struct AndroidFling: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: DecayInfo = .androidFling

  /// A run of the drag force in Float.
  ///
  /// - Parameter input: The release.
  /// - Returns: A run.
  /// - Throws: ``MotionError`` for a value or velocity beyond Float's range, or a release outside the bounds.
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    try FloatRange.check(("from", input.from), ("velocity", input.velocity))
    try input.checkBounds()
    let m = Float(input.settings[.minimumVisibleChange])
    let (lower, upper) = input.bounds
    return Run(
      value: Float(input.from), speed: Float(input.velocity), from: input.from, velocity: input.velocity,
      friction: Float(input.settings[.flingFriction]) * -4.2, threshold: m * 0.75 * (1000 / 16),
      lower: lower.map(Float.init) ?? -.greatestFiniteMagnitude, upper: upper.map(Float.init) ?? .greatestFiniteMagnitude,
      clock: input.settings.androidClock)
  }

  struct Run: EngineRun {
    var value: Float, speed: Float
    let from: Double, velocity: Double
    let friction: Float, threshold: Float, lower: Float, upper: Float
    let clock: EngineSettings.AndroidClock
    var last = 0.0, ended = false
    var notes: [PlatformNote] { [clock == .device ? .deviceMilliseconds : .exactTimes] }

    mutating func frame(_ i: Int, clock frames: FrameClock) -> EngineFrame {
      let ms = frames.milliseconds(i)
      let now = clock == .device ? FrameClock.whole(ms) : ms
      defer { last = now }
      if i == 0 { return EngineFrame(value: from, velocity: velocity, ended: false) }
      guard !ended else { return EngineFrame(value: Double(value), velocity: Double(speed), ended: true) }
      let deltaT = Float(now - last)
      // DragForce.updateValueAndVelocity: Float operands, double exponentials, Float results.
      let old = speed
      speed = Float(Double(old) * exp(Double(deltaT / 1000 * friction)))
      let perFriction = old / friction
      value = Float(Double(value - perFriction) + Double(perFriction) * exp(Double(friction * deltaT / 1000)))
      if abs(speed) < threshold { speed = 0 }
      if value < lower {
        (value, ended) = (lower, true)
      } else if value > upper {
        (value, ended) = (upper, true)
      } else {
        ended = value >= upper || value <= lower || abs(speed) < threshold
      }
      return EngineFrame(value: Double(value), velocity: Double(speed), ended: ended)
    }
  }
}

extension EngineSetting {
  /// android fling: `FlingAnimation.setFriction`, a scalar of the drag's −4.2.
  public static let flingFriction = EngineSetting(
    key: "fling-friction", placeholder: "F", summary: "android fling: the friction scalar (setFriction; the drag is −4.2 × F)",
    kind: .number(default: 1, rule: .positive))
}

extension AndroidFling: DecayCodeWriter {
  /// `FlingAnimation` on a view's translation, its setters as given.
  func code(_ input: DecayInput) -> CodeDraft {
    let f = CodeNumber.kotlinFloat, s = input.settings, (lower, upper) = input.bounds
    var draft = CodeDraft()
    draft.parameter("startValue", input.from); draft.parameter("startVelocity", input.velocity)
    draft.parameter("friction", s[.flingFriction])
    var lines = [
      "// velocity: px per second (VelocityTracker.computeCurrentVelocity(1000); getXVelocity())",
      "FlingAnimation(view, DynamicAnimation.TRANSLATION_X)",
      "    .setStartValue(\(f(input.from)))", "    .setStartVelocity(\(f(input.velocity)))",
      "    .setFriction(\(f(s[.flingFriction])))",
    ]
    if let lower { lines.append("    .setMinValue(\(f(lower)))"); draft.parameter("minValue", lower) }
    if let upper { lines.append("    .setMaxValue(\(f(upper)))"); draft.parameter("maxValue", upper) }
    if let m = s.given(.minimumVisibleChange) { lines.append("    .setMinimumVisibleChange(\(f(m)))"); draft.parameter("minimumVisibleChange", m) }
    draft.lines = lines + ["    .start()"]
    return draft
  }
}
