import Foundation
import SpringToolKit
import Testing

/// `springtool lint`: every measure against the motion worked by hand (the underdamped step from
/// rest: overshoot X·e^(−ζπ/√(1−ζ²)) at π/ωd, turning points at kπ/ωd of size X·q^k, peak speed
/// where tan(ωd t) = √(1−ζ²)/ζ; the undamped spring's turning points every π/ω0; a cubic Bézier's
/// slope at its middle), and the reduced-motion columns against the platforms' cited rules.
@Suite("lint: what a motion asks of a viewer, measure by measure")
struct LintCommandTests {
  static func document(_ arguments: [String]) throws -> [String: Any] {
    let run = springtool(["lint"] + arguments + ["-f", "json"])
    #expect(run.status == 0, "\(run.error)")
    return try #require(run.object as? [String: Any])
  }

  static func motions(_ arguments: [String]) throws -> [[String: Any]] {
    try #require(try document(arguments)["motions"] as? [[String: Any]])
  }

  /// The platforms whose cited rule removes an animation of a transform (Android's duration scale 0 from
  /// API 33, Compose's frame scale, Motion's { type: false } for transforms, Reanimated's ReduceMotion.System).
  static let removesTransforms: Set<String> = ["android", "compose", "motion", "reanimated"]
  /// For an opacity or a colour, Motion keeps animating (visual-element-target.ts @ 52c2e40).
  static let removesOpacity: Set<String> = ["android", "compose", "reanimated"]

  @Test("bouncy over 100 pt: overshoot e^(−ζπ/√(1−ζ²))·100 at π/ωd (1e-9), one swing beyond 1 %, peak speed and reach to 1e-4, the share of a 390 pt width")
  func bouncyByHand() throws {
    let m = try #require(try Self.motions(["--preset", "bouncy", "--to", "100"]).first)
    let (w0, zeta) = (4 * Double.pi, 0.7), s = (1 - zeta * zeta).squareRoot(), wd = w0 * s
    let overshoot = 100 * exp(-zeta * Double.pi / s)
    #expect(abs(try #require(m["overshoot"] as? Double) - overshoot) <= 1e-9 * 100)
    #expect(abs(try #require(m["overshootPercent"] as? Double) - overshoot) <= 1e-9 * 100)
    #expect(abs(try #require(m["overshootTime"] as? Double) - Double.pi / wd) <= 1e-9)
    // Turning points: 4.6 % past the target, then 0.21 % short of it (q² = 0.0021): one beyond 1 %.
    #expect(m["swings"] as? Int == 1)
    let tPeak = atan2(s, zeta) / wd
    let vPeak = 100 * w0 / s * exp(-zeta * w0 * tPeak) * sin(wd * tPeak)
    // Read every millisecond: (ω0·0.5 ms)²/2 ≈ 2e-5 of the peak at most.
    #expect(abs(try #require(m["peakSpeed"] as? Double) - vPeak) <= 1e-4 * vPeak)
    #expect(abs(try #require(m["peakSpeedTime"] as? Double) - tPeak) <= 0.001)
    let reach = 100 + overshoot
    #expect(abs(try #require(m["peakDisplacement"] as? Double) - reach) <= 1e-3)
    #expect(abs(try #require(m["viewportSharePercent"] as? Double) - 100 * reach / 390) <= 1e-3)
    #expect(m["largeArea"] as? Bool == false)
    #expect(m["motionAnimation"] as? Bool == true && m["kind"] as? String == "position" && m["axis"] as? String == "width")
    // The exact settle within ±0.1 % is bounded above by the envelope's: ln(1/(0.001·√(1−ζ²)))/(ζω0).
    let end = try #require(m["end"] as? Double)
    #expect(end > Double.pi / wd && end <= log(1 / (0.001 * s)) / (zeta * w0))
    let reduced = try #require(m["reducedMotion"] as? [String: [String]])
    #expect(Set(reduced["removedOn"] ?? []) == Self.removesTransforms)
    #expect((reduced["removedOn"] ?? []).count + (reduced["playsOn"] ?? []).count == 15, "every engine but exact, once")
  }

  @Test(
    "the viewport and the large-area threshold are the user's: 100 pt in a 150 pt wide viewport is large at 0.5, not at 0.8",
    arguments: [("0.5", true), ("0.8", false)])
  func viewportAndThreshold(_ threshold: String, _ large: Bool) throws {
    let m = try #require(try Self.motions(["--preset", "smooth", "--to", "100", "--viewport", "150x300", "--large-area", threshold]).first)
    // smooth is ζ 1: no overshoot, so the reach is the travel, less at most the 0.1 % band it is measured into.
    let share = try #require(m["viewportSharePercent"] as? Double)
    #expect(share <= 100 * 100 / 150 && share >= 100 * 99.9 / 150, "\(share)")
    #expect(m["largeArea"] as? Bool == large)
    #expect(m["overshoot"] as? Double == 0 && m["swings"] as? Int == 0)
  }

  @Test("an opacity is not motion animation in WCAG 2.2's sense, and Motion keeps animating it under reduced motion")
  func opacity() throws {
    let m = try #require(try Self.motions(["--preset", "bouncy", "--property", "alpha"]).first)
    #expect(m["motionAnimation"] as? Bool == false && m["kind"] as? String == "opacity")
    #expect(m["viewportSharePercent"] is NSNull && m["largeArea"] is NSNull)
    let reduced = try #require(m["reducedMotion"] as? [String: [String]])
    #expect(Set(reduced["removedOn"] ?? []) == Self.removesOpacity)
  }

  @Test("an undamped spring never ends: measured over 60 s, a turning point every π/ω0 (299 before the last sample), over WCAG 2.2.2's 5 s")
  func undamped() throws {
    let m = try #require(try Self.motions(["--response", "0.4", "--damping", "0", "--to", "100"]).first)
    #expect(m["end"] is NSNull && m["window"] as? Double == 60)
    #expect(m["swings"] as? Int == 299)
    // The amplitude is the travel: it swings between 0 and 200.
    #expect(abs(try #require(m["peakDisplacement"] as? Double) - 200) <= 1e-3)
    // Its peak speed ω0·100 = 2π/0.4·100 is first reached at a quarter period, 0.1 s (a 1 ms sample), to 1e-6.
    #expect(abs(try #require(m["peakSpeed"] as? Double) - 2 * Double.pi / 0.4 * 100) <= 1e-6)
    #expect(abs(try #require(m["peakSpeedTime"] as? Double) - 0.1) <= 1e-9)
    let text = springtool(["lint", "--response", "0.4", "--damping", "0", "--to", "100"])
    #expect(text.status == 0 && text.output.contains("never settles; measured over 60 s"))
  }

  @Test("an easing: its duration is its end; ease-in-out's peak speed is the middle's slope, 1.5/0.87 of the mean speed")
  func easing() throws {
    let m = try #require(try Self.motions(["--easing", "ease-in-out", "--duration", "0.3", "--to", "100"]).first)
    #expect(m["end"] as? Double == 0.3 && m["endRule"] as? String == "its duration")
    // cubic-bezier(0.42, 0, 0.58, 1) at s = 1/2: x' = 3(0.25·0.42 + 0.5·0.16 + 0.25·0.42) = 0.87, y' = 1.5.
    let peak = 100 / 0.3 * 1.5 / 0.87
    #expect(abs(try #require(m["peakSpeed"] as? Double) - peak) <= 1e-4 * peak)
    #expect(m["overshoot"] as? Double == 0 && m["swings"] as? Int == 0)
  }

  @Test("a scene: the custom switch's knob (x 20 → 40 pt) is motion animation removed on four platforms; its colour is neither")
  func scene() throws {
    let motions = try Self.motions(["--scene", "custom-switch"])
    #expect(motions.count == 2)
    let knob = try #require(motions.first { ($0["motion"] as? String)?.hasPrefix("knob") == true })
    #expect(knob["from"] as? Double == 20 && knob["to"] as? Double == 40 && knob["unit"] as? String == "pt")
    // .spring(response: 0.25, dampingFraction: 0.7) over 20 pt, worked by hand.
    let overshoot = 20 * exp(-0.7 * Double.pi / 0.51.squareRoot())
    #expect(abs(try #require(knob["overshoot"] as? Double) - overshoot) <= 1e-9 * 20)
    #expect(abs(try #require(knob["viewportSharePercent"] as? Double) - 100 * (20 + overshoot) / 390) <= 1e-3)
    #expect(Set((knob["reducedMotion"] as? [String: [String]])?["removedOn"] ?? []) == Self.removesTransforms)
    let colour = try #require(motions.first { $0["kind"] as? String == "colour" })
    #expect(colour["motionAnimation"] as? Bool == false)
    #expect(Set((colour["reducedMotion"] as? [String: [String]])?["removedOn"] ?? []) == Self.removesOpacity)
  }

  @Test("a scene's springs on an engine: Android's knob ends by its own rule, later than the exact settle")
  func sceneOnEngine() throws {
    let exact = try #require(try Self.motions(["--scene", "custom-switch"]).first)
    let android = try #require(try Self.motions(["--scene", "custom-switch", "--engine", "android"]).first)
    #expect(android["engine"] as? String == "android" && android["endRule"] as? String == "the engine's own end")
    #expect(try #require(android["end"] as? Double) > 0 && exact["engine"] as? String == "exact")
  }

  @Test(
    "every preset and every scene lints in table, csv and json with finite numbers",
    arguments: ["table", "csv", "json"])
  func everyPresetAndScene(_ format: String) throws {
    let presets = try #require(springtool(["presets", "-f", "json"]).object as? [[String: Any]]).compactMap { $0["name"] as? String }
    let scenes = try #require(springtool(["scenes", "-f", "json"]).object as? [[String: Any]]).compactMap { $0["scene"] as? String }
    #expect(presets.count >= 40 && scenes.count >= 10)
    for arguments in presets.map({ ["--preset", $0, "--to", "100"] }) + scenes.map({ ["--scene", $0] }) {
      let run = springtool(["lint"] + arguments + ["-f", format])
      #expect(run.status == 0, "\(arguments): \(run.error)")
      let words = run.output.lowercased().split { !$0.isLetter }
      #expect(!words.contains("nan") && !words.contains("inf") && !words.contains("infinity"), "\(arguments)")
    }
  }

  @Test(
    "bad input: exit 64 with one error line and the usage line",
    arguments: [
      ["--viewport", "abc"], ["--viewport", "0x5"], ["--viewport", "390x1e9"], ["--large-area", "0"], ["--large-area", "nan"],
      ["--scene", "custom-switch", "--from", "3"], ["--scene", "custom-switch", "--easing", "ease"], ["--scene", "nope"],
      ["--viewport", "390x844x2"], ["--large-area", "11"],
    ])
  func badInput(_ arguments: [String]) {
    let run = springtool(["lint"] + arguments)
    let lines = run.error.split(separator: "\n")
    #expect(run.status == 64 && run.output.isEmpty, "\(arguments): \(run.error)")
    #expect(lines.count == 2 && lines[0].hasPrefix("Error: ") && lines[1].hasPrefix("Usage: springtool lint"), "\(arguments): \(run.error)")
  }
}
