import SpringToolCore
import SpringToolPlatforms
import Testing

/// Presets carry every field of their upstream config, and the engines run them with it.
/// Upstream: react-native-reanimated src/animation/spring/springConfigs.ts @ 6498574 (Snappy and
/// SnappyWithDuration set `overshootClamping: true`, the others do not); Apple's
/// `interactiveSpring` documents `blendDuration` 0.25.
@Suite("Preset configs")
struct PresetConfigTests {
  struct Config: Sendable, CustomTestStringConvertible {
    let preset: String
    let overshootClamping: Bool
    let blendDuration: Double
    var testDescription: String { preset }
  }

  static let configs: [Config] = [
    .init(preset: "reanimated-gentle", overshootClamping: false, blendDuration: 0),
    .init(preset: "reanimated-wiggly", overshootClamping: false, blendDuration: 0),
    .init(preset: "reanimated-snappy", overshootClamping: true, blendDuration: 0),
    .init(preset: "reanimated-gentle-duration", overshootClamping: false, blendDuration: 0),
    .init(preset: "reanimated-wiggly-duration", overshootClamping: false, blendDuration: 0),
    .init(preset: "reanimated-snappy-duration", overshootClamping: true, blendDuration: 0),
    .init(preset: "reanimated3-default", overshootClamping: false, blendDuration: 0),
    .init(preset: "interactive-spring", overshootClamping: false, blendDuration: 0.25),
    .init(preset: "interactive-spring-bare", overshootClamping: false, blendDuration: 0.25),
    .init(preset: "swiftui-spring", overshootClamping: false, blendDuration: 0),
  ]

  @Test("each preset's extra fields are its upstream config's", arguments: configs)
  func extras(_ c: Config) throws {
    let preset = try #require(SpringPreset.named(c.preset))
    #expect(preset.extras == SpringPreset.Extras(overshootClamping: c.overshootClamping, blendDuration: c.blendDuration))
  }

  /// End frames at 60 fps, 0 → 1 from rest, from tools/engine_reference.py's `reanimated()`
  /// (clamping=True for Snappy's configs; the physical twin without it ends later): Snappy ends at
  /// frame 28 (47 unclamped), SnappyWithDuration at frame 26 (44 unclamped).
  @Test(
    "Reanimated runs a clamping preset as its config does",
    arguments: [("reanimated-snappy", 28, 47), ("reanimated-snappy-duration", 26, 44)])
  func clampingPresetEnds(_ name: String, _ clampedEnd: Int, _ unclampedEnd: Int) throws {
    let preset = try #require(SpringPreset.named(name))
    let engine = try #require(Engines.named("reanimated"))
    let clamped = try engine.render(EngineInput(specification: try .preset(preset), from: 0, to: 1), clock: .rate(60), frames: 60)
    #expect(clamped.end?.frame == clampedEnd)
    let plain = try engine.render(
      EngineInput(specification: SpringSpecification(preset.specification.resolvedFamily), from: 0, to: 1),
      clock: .rate(60), frames: 60)
    #expect(plain.end?.frame == unclampedEnd)
  }

  @Test(
    "exported code writes a preset's extra fields",
    arguments: [
      ("reanimated-snappy", "reanimated", "overshootClamping: true"),
      ("reanimated-snappy", "react-native", "overshootClamping: true"),
      ("interactive-spring", "swiftui", "blendDuration: 0.25"),
    ])
  func exportedExtras(_ name: String, _ target: String, _ line: String) throws {
    let preset = try #require(SpringPreset.named(name))
    let platform = try #require(Platforms.named(target))
    let code = try SpringCode.make(platform, specification: try .preset(preset))
    #expect(code.snippet.contains(line))
    let plain = try SpringCode.make(platform, specification: SpringSpecification(preset.specification.resolvedFamily))
    #expect(!plain.snippet.contains(line))
  }
}
