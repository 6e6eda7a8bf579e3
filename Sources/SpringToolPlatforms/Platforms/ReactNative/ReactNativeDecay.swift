import Foundation
import SpringToolCore

/// React Native's `Animated.decay` on the JS driver (`DecayAnimation.js`): `start` reads
/// `Date.now()` and asks for a frame; each frame's update reads `Date.now()` (whole
/// milliseconds) and shows
///
///     x = x0 + (v/(1 − d))·(1 − exp(−(1 − d)·(now − start)))
///
/// with `v` in units per millisecond (`--velocity` / 1000) and `d` = `--deceleration-rate`; it ends
/// at the first update that moved less than 0.1 from the previous one, keeping that value.
public struct ReactNativeDecay: DecayModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: DecayInfo = .reactNativeDecay

  /// A run of the JS driver's updates.
  ///
  /// - Parameter input: The release.
  /// - Returns: A run.
  /// - Throws: Nothing: every finite release is one this platform takes.
  public func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun {
    Run(from: input.from, velocity: input.velocity, perMillisecond: input.velocity / 1000, deceleration: input.settings[.decelerationRate])
  }

  struct Run: EngineRun {
    let from: Double, velocity: Double, perMillisecond: Double, deceleration: Double
    var last: Double? = nil, ended = false, shown = 0.0, start = 0.0
    var notes: [PlatformNote] { [.dateNowMilliseconds] }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      let now = FrameClock.whole(clock.milliseconds(i))
      if i == 0 {
        (start, shown) = (now, from)
        return EngineFrame(value: from, velocity: velocity, ended: false)
      }
      guard !ended else { return EngineFrame(value: shown, velocity: 0, ended: true) }
      let k = 1 - deceleration
      shown = from + (perMillisecond / k) * (1 - exp(-k * (now - start)))
      let previous = last ?? from
      last = shown
      ended = abs(previous - shown) < 0.1
      return EngineFrame(value: shown, velocity: ended ? 0 : perMillisecond * exp(-k * (now - start)) * 1000, ended: ended)
    }
  }
}

extension ReactNativeDecay: DecayCodeWriter {
  /// `Animated.decay` on the JS driver, the velocity per millisecond.
  func code(_ input: DecayInput) -> CodeDraft {
    let n = CodeNumber.readable, perMillisecond = input.velocity / 1000
    var draft = CodeDraft()
    draft.parameter("velocity", perMillisecond); draft.parameter("deceleration", input.settings[.decelerationRate])
    draft.lines = [
      "const value = new Animated.Value(\(n(input.from)));",
      "Animated.decay(value, {",
      "  velocity: \(n(perMillisecond)), // units per millisecond (PanResponder's gestureState.vx)",
      "  deceleration: \(n(input.settings[.decelerationRate])),",
      "  useNativeDriver: false,",
      "}).start();",
    ]
    return draft
  }
}
