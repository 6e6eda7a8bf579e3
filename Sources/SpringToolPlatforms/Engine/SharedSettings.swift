/// The engine settings several platforms read (each platform's own settings live in its folder).
extension EngineSetting {
  /// flutter, react-native, reanimated 3: the rest distance, value units (Flutter's `Tolerance.distance`, React Native's `restDisplacementThreshold`).
  public static let restDisplacement = EngineSetting(
    key: "rest-displacement", placeholder: "D",
    summary: "flutter, react-native, reanimated 3: the largest |x − end| at rest, value units, absolute (Tolerance.distance, "
      + "restDisplacementThreshold)",
    kind: .number(default: 0.001, rule: .positive), defaultWords: "; 0.01 for reanimated --reanimated-version 3", inValueUnits: true)
  /// flutter, react-native, reanimated 3: the rest speed, value units per second (Flutter's `Tolerance.velocity`, React Native's `restSpeedThreshold`).
  public static let restSpeed = EngineSetting(
    key: "rest-speed", placeholder: "V",
    summary: "flutter, react-native, reanimated 3: the largest |v| at rest, value units per second, absolute (Tolerance.velocity, "
      + "restSpeedThreshold)",
    kind: .number(default: 0.001, rule: .positive), defaultWords: "; 2 for reanimated --reanimated-version 3", inValueUnits: true)
  /// react-native, reanimated: `overshootClamping: true` (the first frame past `toValue` ends the animation there).
  public static let overshootClamping = EngineSetting(
    key: "overshoot-clamping", placeholder: "",
    summary: "react-native, reanimated: overshootClamping, the first frame past the target (reanimated: outside [from, to]) "
      + "ends the animation on it (a stop, not a clip)",
    kind: .flag)
}
