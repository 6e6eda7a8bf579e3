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

  @Test(
    "platforms that end the animation: the start until the rule's frame, then the target at rest",
    arguments: [
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

  @Test(
    "platforms that leave it to the app: the same frames as without it, and the rule said",
    arguments: [
      "exact", "swiftui-spring", "swiftui-animation", "interpolating-spring", "core-animation", "uikit", "react-spring",
      "rebound", "rebound-js", "wave", "flutter", "react-native",
    ])
  func unchanged(_ engine: String) {
    #expect(Self.frames(engine, ["--reduce-motion"]) == Self.frames(engine))
    // The exact curve is no platform's: it has no rule to say.
    guard engine != "exact" else { return }
    let run = springtool(["analyze", "--engine", engine, "--preset", "bouncy", "--reduce-motion"])
    #expect(run.output.contains("reduced motion: "), "\(engine): \(run.output)")
  }

  /// SwiftUI's `easeInOut` worked by hand: bisection on x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³
  /// to the last bit, y(s) = 3(1−s)s² + s³ (y1 = 0, y2 = 1), rounded to 2⁻²⁰ as
  /// UnitCurve.CubicSolver.value(at:) rounds it (UnitCurve.swift @ 57b0486).
  static func easeInOut(_ x: Double) -> Double {
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<200 {
      let s = (lo + hi) / 2
      let xs = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
      if xs < x { lo = s } else { hi = s }
    }
    let s = (lo + hi) / 2
    return ((3 * (1 - s) * s * s + s * s * s) * 0x1p20).rounded() * 0x1p-20
  }

  @Test(
    "SwiftUI's engines play the HIG's cross-fade with --cross-fade: the new view's opacity on easeInOut, ended after S",
    arguments: [("swiftui-spring", 0.35), ("swiftui-animation", 0.2), ("interpolating-spring", 0.35)])
  func crossFade(_ engine: String, _ seconds: Double) throws {
    let run = springtool([
      "sample", "--engine", engine, "--preset", "bouncy", "--to", "300", "--duration", "0.5", "-f", "csv",
      "--reduce-motion", "--cross-fade", "\(seconds)",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.rows.count == 31)
    for (i, row) in run.rows.enumerated() {
      let t = Double(i) / 60
      // BezierAnimation.fraction(for:): the curve while t ≤ S, then the target. Tolerance 1e-9 of
      // 300: both sides round to 2⁻²⁰, so they agree exactly or differ by a whole 2⁻²⁰·300.
      let expected = t <= seconds ? 300 * Self.easeInOut(t / seconds) : 300
      #expect(abs(row[1] - expected) <= 1e-9, "\(engine) frame \(i): \(row[1]) against \(expected)")
    }
    // It ends at the first frame past S (22 at 60 fps for 0.35 s, whose frame 21 is 0.35 itself).
    let analyzed = springtool([
      "analyze", "--engine", engine, "--preset", "bouncy", "--to", "300", "--reduce-motion",
      "--cross-fade", "\(seconds)", "-f", "json",
    ])
    let engineFigures = try #require((analyzed.object as? [String: Any])?["engine"] as? [String: Any])
    let end = try #require(engineFigures["end"] as? Double)
    #expect(abs(end - (seconds * 60 + 1e-9).rounded(.down) / 60 - 1.0 / 60) <= 1e-12, "\(engine) ends at \(end)")
    #expect((engineFigures["notes"] as? [String] ?? []).contains { $0.hasPrefix("cross-fade:") })
  }

  @Test("a cross-fade retargeted adds a cross-fade of the change from the tap (bezier animations do not merge)")
  func crossFadeRetarget() {
    let rows = Self.frames("swiftui-animation", ["--reduce-motion", "--cross-fade", "0.35", "--retarget", "0.05:0"])
    // Frame 6 (0.1 s): the first fade toward 300 at 0.1/0.35, minus a fade of 300 begun at 0.05.
    let expected = 300 * Self.easeInOut(0.1 / 0.35) - 300 * Self.easeInOut(0.05 / 0.35)
    #expect(abs(rows[6][1] - expected) <= 1e-9, "\(rows[6][1]) against \(expected)")
  }

  @Test("--cross-fade is the app's reduced-motion variant: without --reduce-motion it is refused in one line")
  func crossFadeNeedsReducedMotion() {
    let run = springtool(["sample", "--engine", "swiftui-spring", "--preset", "bouncy", "--cross-fade", "0.35"])
    #expect(run.status != 0 && run.error.hasPrefix("Error: ") && run.error.contains("--reduce-motion"), "\(run.error)")
    let other = springtool(["sample", "--engine", "android", "--preset", "bouncy", "--reduce-motion", "--cross-fade", "0.35"])
    #expect(other.status == 64 && other.error.contains("swiftui-animation"), "\(other.error)")
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
