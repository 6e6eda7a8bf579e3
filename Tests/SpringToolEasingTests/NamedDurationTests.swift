import SpringToolEasing
import Testing

/// Material 3's duration tokens against androidx `compose/material3/.../tokens/MotionTokens.kt`
/// (VERSION v0_103, androidx @ 1608250), read there: `DurationShort1 = 50.0` … `DurationExtraLong4 = 1000.0` ms.
@Suite("Named durations: Material 3's tokens")
struct NamedDurationTests {
  @Test(
    "each M3 duration token is MotionTokens.kt's milliseconds, exactly, under every spelling",
    arguments: [
      ("m3-short1", 50.0), ("m3-short2", 100), ("m3-short3", 150), ("m3-short4", 200),
      ("m3-medium1", 250), ("m3-medium2", 300), ("m3-medium3", 350), ("m3-medium4", 400),
      ("m3-long1", 450), ("m3-long2", 500), ("m3-long3", 550), ("m3-long4", 600),
      ("m3-extra-long1", 700), ("m3-extra-long2", 800), ("m3-extra-long3", 900), ("m3-extra-long4", 1000),
    ])
  func material3(_ name: String, _ milliseconds: Double) {
    // Exact: ms / 1000 is the nearest double to the token's seconds, as the number's literal would be.
    #expect(NamedDurations.named(name) == milliseconds / 1000)
    #expect(NamedDurations.named(String(name.uppercased().map { $0 == "-" ? "_" : $0 })) == milliseconds / 1000)
    #expect(NamedDurations.all.filter { $0.name == name }.count == 1)
  }

  @Test("sixteen tokens, shortest first, each sourced; no other name answers", arguments: ["m3-short5", "m3-extra-long", "short1", ""])
  func unknown(_ name: String) {
    #expect(NamedDurations.named(name) == nil)
    #expect(NamedDurations.all.count == 16)
    #expect(zip(NamedDurations.all, NamedDurations.all.dropFirst()).allSatisfy { $0.seconds < $1.seconds })
    #expect(NamedDurations.all.allSatisfy { $0.source.contains("MotionTokens.kt") })
  }
}
