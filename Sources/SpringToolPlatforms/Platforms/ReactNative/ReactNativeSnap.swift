import SpringToolCore
import _SpringToolSupport

/// React Native's snap built from Animated's own pieces (no React Native API snaps a value to
/// points): the point nearest to where `Animated.decay` would come to rest, `x0 + (v/1000)/(1 − d)`
/// (DecayAnimation.js @ 1c4cd4f; v/1000 is the gesture's `vx` in units per millisecond, d =
/// `--deceleration-rate`, 0.998), the lower on a tie, and `Animated.spring(value, { toValue,
/// velocity })` there with its defaults (tension 40, friction 7) on the react-native engine.
/// SpringAnimation.js times its closed form in seconds, so its `velocity` is in units per second:
/// the responder's `vx` (units per millisecond) is handed on times 1000.
public struct ReactNativeSnap: SnapModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: SnapInfo = .reactNative

  /// The point nearest to the decay's rest.
  ///
  /// - Parameter input: The release and the points.
  /// - Returns: The choice, with the velocity in units per second.
  public func choose(_ input: SnapInput) -> SnapChoice {
    let rest = input.from + (input.velocity / 1000) / (1 - input.settings[.decelerationRate])
    return input.nearestChoice(to: rest, landing: "Animated.decay rests at", picking: "nearest point")
  }

  /// Animated.spring to the point on the react-native engine.
  ///
  /// - Parameters:
  ///   - input: The release and the points.
  ///   - choice: The point picked.
  /// - Returns: The spring (nil when already there and still).
  public func motion(_ input: SnapInput, to choice: SnapChoice) -> SnapRun? {
    input.spring(on: ReactNativeEngine(), to: choice.target, platformDefault: SpringPreset.reactNativeDefault.specification)
  }
}

extension ReactNativeSnap: SnapCodeWriter {
  /// Animated.decay's rest and the nearest point in JavaScript; Animated.spring (the given spring, else its default) follows.
  func code(_ input: SnapInput, choice: SnapChoice) -> (draft: CodeDraft, spring: SpringSpecification?) {
    let d = input.settings[.decelerationRate]
    var draft = CodeDraft()
    draft.parameter("deceleration", d)
    draft.lines = [
      "// No React Native API snaps to points: take the one nearest to where Animated.decay would rest.",
      "const points = [\(input.pointList)];",
      "const position = \(CodeNumber.exact(input.from)); // the value at the release",
      "const vx = \(CodeNumber.exact(input.velocity / 1000)); // gestureState.vx in onPanResponderRelease, units per millisecond",
      "const rest = position + vx / (1 - \(CodeNumber.exact(d))); // Animated.decay's rest at this deceleration",
      "const toValue = points.reduce((best, p) => (Math.abs(p - rest) < Math.abs(best - rest) ? p : best));",
    ]
    return (draft, input.spring ?? SpringPreset.reactNativeDefault.specification)
  }
}
