import SpringToolCore

/// React Native: its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// React Native `Animated.spring`'s default: Origami tension 40, friction 7 (= 230.2, 22).
  public static let reactNativeDefault = SpringPreset(
    name: "react-native-default", aliases: [], platform: "React Native", api: "Animated.spring defaults (tension 40, friction 7)",
    specification: literal(.origami(tension: 40, friction: 7)),
    source: "facebook/react-native Libraries/Animated/animations/SpringAnimation.js @ 1c4cd4f: fromOrigamiTensionAndFriction(40, 7)")

  /// React Native's presets, in display order (its ``Platform``'s `presets`).
  static let reactNativePresets: [SpringPreset] = [reactNativeDefault]
}
