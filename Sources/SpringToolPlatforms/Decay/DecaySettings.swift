/// The settings of decays, each row in one place (options, help, validation come from them).
extension EngineSetting {
  /// A decay's lower bound (Android `setMinValue`, Flutter's bounded simulation, Motion's `min`), value units.
  public static let decayMinimum = EngineSetting(
    key: "min", placeholder: "A", summary: "decays: the lower bound, value units", kind: .number(default: nil, rule: .finite),
    defaultWords: "none", inValueUnits: true)
  /// A decay's upper bound, value units.
  public static let decayMaximum = EngineSetting(
    key: "max", placeholder: "B", summary: "decays: the upper bound, value units", kind: .number(default: nil, rule: .finite),
    defaultWords: "none", inValueUnits: true)
  /// The deceleration rate per millisecond (UIScrollView's `decelerationRate`, React Native's and
  /// Reanimated's `deceleration`).
  public static let decelerationRate = EngineSetting(
    key: "deceleration-rate", placeholder: "R",
    summary: "uikit, react-native, reanimated decays: the deceleration per millisecond (UIScrollView .normal 0.998, .fast 0.99)",
    kind: .number(default: 0.998, rule: .fraction))
}
