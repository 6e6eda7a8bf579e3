import SpringToolCore

/// Flutter: its named springs (`--preset NAME`), with where their numbers come from.
extension SpringPreset {
  /// Flutter's scroll physics spring: withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1).
  public static let flutterScroll = SpringPreset(
    name: "flutter-scroll", aliases: [], platform: "Flutter", api: "ScrollPhysics' default spring",
    specification: literal(.stiffnessDampingRatio(stiffness: 100, dampingRatio: 1.1, mass: 0.5)),
    source: "flutter/flutter packages/flutter/lib/src/widgets/scroll_physics.dart: _kDefaultSpring")
  /// Flutter's `AnimationController.fling` spring: withDampingRatio(mass: 1, stiffness: 500), ζ 1.
  public static let flutterFling = SpringPreset(
    name: "flutter-fling", aliases: [], platform: "Flutter", api: "AnimationController.fling's spring",
    specification: literal(.stiffnessDampingRatio(stiffness: 500, dampingRatio: 1, mass: 1)),
    source: "flutter/flutter packages/flutter/lib/src/animation/animation_controller.dart @ 794cc44: _kFlingSpringDescription")

  /// Flutter's presets, in display order (its ``Platform``'s `presets`).
  static let flutterPresets: [SpringPreset] = [flutterScroll, flutterFling]
}
