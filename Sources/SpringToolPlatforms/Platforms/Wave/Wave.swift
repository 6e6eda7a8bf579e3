import SpringToolCore

extension Platform {
  /// Wave: `SpringAnimator` (engine only: springtool writes no Wave code).
  static let wave: Platform = Platform(id: "wave", name: "Wave", engines: [WaveEngine()], presets: SpringPreset.wavePresets)
}

extension PlatformNote {
  /// Wave rubber-banded the damping coefficient into 0…60.
  static func dampingRubberBanded(from a: Double, to b: Double) -> PlatformNote {
    PlatformNote(key: "dampingRubberBanded", text: "Wave rubber-bands the damping coefficient \(spoken(a)) to \(spoken(b))")
  }
}
