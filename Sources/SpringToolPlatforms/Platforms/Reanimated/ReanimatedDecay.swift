import Foundation
import SpringToolCore

/// Reanimated's `withDecay` (decay.ts, rigidDecay.ts, rubberBandDecay.ts, utils.native.ts) as
/// `valueSetter` runs it: `onStart` and the first `onFrame` at frame 0's timestamp, then one
/// `onFrame` a frame. Each frame takes the animation's last velocity (units per second):
///
///     v = velocity·exp(−(1 − d)·(now − start)·0.1),  Δt = min(max(now − last, 0), 64) ms,
///     current += v·velocityFactor·Δt/1000,  velocity = v
///
/// so the factors compound (v_n = v0·exp(−0.1·(1 − d)·Σ(t_j − t0))) and the fling depends on the
/// frame rate. It ends when |v| < 1 (`VELOCITY_EPS` on native) or, with a clamp, when the value
/// reaches the clamp on the side the release heads for (it stays there). With `--rubber-band`
/// (a clamp needed) the velocity also loses `(current − nearest clamp)·rubberBandFactor` while
/// outside, and once it has been more than 0.1 outside, its return within 0.1 snaps it to the clamp.
///
/// A shared value of exactly 0 never starts: `valueSetter` compares it with the new animation's
/// `current`, which `withDecay` initialises to 0 (react-native-reanimated issue #6680, open).
/// With `reduceMotion` the value stays where it is (clamped into the clamp).
public struct ReanimatedDecay: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: DecayInfo = .reanimatedDecay

  /// A run of the worklet's frames.
  ///
  /// - Parameter input: The release (it may start outside the clamp: an overscrolled list).
  /// - Returns: A run.
  /// - Throws: ``MotionError/outOfRange(name:value:limit:)`` for `--min` above `--max`;
  ///   ``MotionError/unsupported(engine:feature:)`` for a rubber band without a clamp (upstream throws).
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    let s = input.settings, (lower, upper) = input.bounds
    if let lower, let upper, lower > upper { throw .outOfRange(name: "min", value: lower, limit: upper) }
    let clamped = lower != nil || upper != nil
    let rubberBand = s[.rubberBand] != 0
    if rubberBand && !clamped {
      throw .unsupported(engine: "reanimated", feature: "a rubber band without a clamp (give --min and/or --max; withDecay throws)")
    }
    var run = Run(
      velocity: input.velocity, deceleration: s[.decelerationRate], factor: s[.velocityFactor],
      lower: lower ?? -.infinity, upper: upper ?? .infinity, clamped: clamped,
      band: rubberBand ? s[.rubberBandFactor] : nil, current: input.from, lastVelocity: input.velocity)
    if s[.reduceMotion] != 0 {
      run.current = clamped ? min(max(input.from, run.lower), run.upper) : input.from
      run.ended = true
    }
    run.fromZero = input.from == 0
    run.ended = run.ended || run.fromZero
    return run
  }

  struct Run: EngineRun {
    let velocity: Double, deceleration: Double, factor: Double
    let lower: Double, upper: Double, clamped: Bool
    /// The rubber band's factor (nil: a rigid decay).
    let band: Double?
    var current: Double, lastVelocity: Double
    var last = 0.0, start = 0.0, ended = false, springActive = false
    /// A release at exactly 0, which withDecay never starts.
    var fromZero = false
    var notes: [PlatformNote] { [.frameTimestampMilliseconds] + (fromZero ? [.reanimatedDecayFromZero] : []) }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if ended { return EngineFrame(value: current, velocity: 0, ended: true) }
      let now = clock.milliseconds(i)
      if i == 0 { (last, start) = (now, now) }
      ended = band.map { banded(now: now, factor: $0) } ?? rigid(now: now)
      return EngineFrame(value: current, velocity: ended ? 0 : lastVelocity, ended: ended)
    }

    /// The velocity decayed from the last one (`velocity·exp(−(1 − d)·(now − start)·SLOPE_FACTOR)`).
    func decayed(_ now: Double) -> Double { lastVelocity * exp(-(1 - deceleration) * (now - start) * 0.1) }

    /// rigidDecay: step, then stop at the clamp the release heads for, or below VELOCITY_EPS.
    mutating func rigid(now: Double) -> Bool {
      let dt = min(max(now - last, 0), 64)
      let v = decayed(now)
      current += v * factor * dt / 1000
      (lastVelocity, last) = (v, now)
      if clamped {
        if velocity < 0 && current <= lower {
          current = lower
          return true
        }
        if velocity > 0 && current >= upper {
          current = upper
          return true
        }
      }
      return abs(v) < 1
    }

    /// rubberBandDecay: outside the clamp the distance past the nearer edge pulls the velocity back.
    mutating func banded(now: Double, factor band: Double) -> Bool {
      let dt = min(max(now - last, 0), 64)
      let edge = abs(current - lower) < abs(current - upper) ? lower : upper
      let derivative = current < lower || current > upper ? current - edge : 0
      let v = decayed(now) - derivative * band
      if abs(derivative) > 0.1 {
        springActive = true
      } else if springActive {
        current = edge
        return true
      } else if abs(v) < 1 {
        return true
      }
      current += v * factor * dt / 1000
      (lastVelocity, last) = (v, now)
      return false
    }
  }
}

extension EngineSetting {
  /// reanimated decays: `velocityFactor`, which scales the step (not the velocity's decay).
  public static let velocityFactor = EngineSetting(
    key: "velocity-factor", placeholder: "F", summary: "reanimated decays: velocityFactor, which multiplies each frame's step",
    kind: .number(default: 1, rule: .positive))
  /// reanimated decays: `rubberBandEffect`, past the clamp the value is pulled back.
  public static let rubberBand = EngineSetting(
    key: "rubber-band", placeholder: "",
    summary: "reanimated decays: rubberBandEffect, past the clamp (--min/--max) the value is pulled back instead of stopping",
    kind: .flag)
  /// reanimated decays: `rubberBandFactor`, how hard the distance past the clamp pulls back.
  public static let rubberBandFactor = EngineSetting(
    key: "rubber-band-factor", placeholder: "F",
    summary: "reanimated decays: rubberBandFactor, the pull back per unit past the clamp (units per second per unit)",
    kind: .number(default: 0.6, rule: .positive))
}

extension PlatformNote {
  /// withDecay never starts from 0.
  static let reanimatedDecayFromZero = PlatformNote(
    key: "reanimatedDecayFromZero",
    text: "withDecay never starts on a shared value of exactly 0 (valueSetter compares it with the animation's initial 0; "
      + "react-native-reanimated issue #6680)")
}

extension ReanimatedDecay: DecayCodeWriter {
  /// `withDecay` with the settings given (a clamp's open side as ±Infinity).
  func code(_ input: DecayInput) -> CodeDraft {
    let n = CodeNumber.readable, s = input.settings, (lower, upper) = input.bounds
    var draft = CodeDraft()
    draft.parameter("velocity", input.velocity); draft.parameter("deceleration", s[.decelerationRate])
    var lines = [
      "offset.value = \(n(input.from));", "offset.value = withDecay({",
      "  velocity: \(n(input.velocity)), // units per second (the gesture's velocityX)",
      "  deceleration: \(n(s[.decelerationRate])),",
    ]
    if s[.velocityFactor] != 1 { lines.append("  velocityFactor: \(n(s[.velocityFactor])),"); draft.parameter("velocityFactor", s[.velocityFactor]) }
    if lower != nil || upper != nil {
      lines.append(
        "  clamp: [\(CodeNumber.bound(lower, lower: true, infinity: "Infinity")), "
          + "\(CodeNumber.bound(upper, lower: false, infinity: "Infinity"))],")
    }
    if s[flag: .rubberBand] {
      lines.append("  rubberBandEffect: true,")
      lines.append("  rubberBandFactor: \(n(s[.rubberBandFactor])),")
    }
    if s[flag: .reduceMotion] { lines.append("  reduceMotion: ReduceMotion.Always,") }
    draft.lines = lines + ["});"]
    return draft
  }
}
