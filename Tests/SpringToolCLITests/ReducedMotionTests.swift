import Foundation
import Testing

/// `--reduce-motion` on every engine, each with its platform's rule as read from its code (the
/// frame the value lands on the target is the expected value, worked from the cited source):
/// Android's DynamicAnimation runs the frame after the start with Δt = Integer.MAX_VALUE
/// (DynamicAnimation.java @ 9db3602) → the target at frame 1; Compose plays the whole duration
/// at the first frame (SuspendAnimation.kt @ 7a915f4) → frame 0; Reanimated's reduceMotion → frame
/// 0; Motion makes a transform instant but not an opacity (visual-element-target.ts @ 52c2e40).
/// Every other platform leaves it to the app: the frames are the ones without the flag, and the
/// rule is noted.
@Suite("Reduced motion as each platform does it")
struct ReducedMotionTests {
  static func frames(_ engine: String, _ extra: [String] = []) -> [[Double]] {
    let run = springtool(["sample", "--engine", engine, "--preset", "bouncy", "--to", "300", "--duration", "0.1", "-f", "csv"] + extra)
    #expect(run.status == 0, "\(engine): \(run.error)")
    return run.rows
  }

  @Test("platforms that end the animation: the start until the rule's frame, then the target at rest", arguments: [
    ("android", 1), ("compose", 0), ("reanimated", 0), ("motion", 0),
  ])
  func jumps(_ engine: String, _ frame: Int) {
    let rows = Self.frames(engine, ["--reduce-motion"])
    #expect(rows.count == 7)
    for (i, row) in rows.enumerated() {
      #expect(row[1] == (i < frame ? 0 : 300), "\(engine) frame \(i): \(row[1])")
      if i >= frame { #expect(row[2] == 0, "\(engine) frame \(i) moves at \(row[2])") }
    }
  }

  @Test("platforms that leave it to the app: the same frames as without it, and the rule said",
        arguments: ["exact", "swiftui-spring", "swiftui-animation", "interpolating-spring", "core-animation", "uikit", "react-spring",
                    "rebound", "rebound-js", "wave", "flutter", "react-native"])
  func unchanged(_ engine: String) {
    #expect(Self.frames(engine, ["--reduce-motion"]) == Self.frames(engine))
    // The exact curve is no platform's: it has no rule to say.
    guard engine != "exact" else { return }
    let run = springtool(["analyze", "--engine", engine, "--preset", "bouncy", "--reduce-motion"])
    #expect(run.output.contains("reduced motion: "), "\(engine): \(run.output)")
  }

  @Test("Motion keeps animating an opacity under reduced motion, as its animateTarget does")
  func motionOpacity() {
    let alpha = Self.frames("motion", ["--reduce-motion", "--property", "alpha"])
    #expect(alpha == Self.frames("motion", ["--property", "alpha"]))
    #expect(alpha[1][1] > 0 && alpha[1][1] < 300)
  }

  @Test("engines lists each platform's rule with its source")
  func listed() throws {
    let run = springtool(["engines", "-f", "json"])
    let rows = try #require(run.object as? [[String: Any]])
    #expect(rows.count == 16)
    for row in rows { #expect(!((row["reducedMotion"] as? String) ?? "").isEmpty, "\(row["engine"] ?? "?")") }
    let android = rows.first { $0["engine"] as? String == "android" }?["reducedMotion"] as? String ?? ""
    #expect(android.contains("DynamicAnimation.java @ 9db3602"))
  }
}
