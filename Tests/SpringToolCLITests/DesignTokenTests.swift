import Foundation
import SpringToolKit
import Testing

/// Design tokens in the DTCG format: read (groups, inherited `$type`, aliases, both duration
/// forms), used as the spring or the easing of a command (`--token-file FILE --token NAME`), and
/// written (`export --as dtcg`) so that every preset read back is the same motion to the last bit.
/// Expected values: the token file written out here by hand with Material 3's numbers
/// (androidx `ExpressiveMotionTokens.kt`: expressive fast spatial ζ 0.6, k 800; `MotionTokens.kt`:
/// EmphasizedDecelerate (0.05, 0.7, 0.1, 1), DurationMedium4 400 ms), the closed form of
/// m·x'' + c·x' + k·x = 0 from rest written out, and each preset's own output.
@Suite("Design tokens (DTCG): in, out, and every preset back to the last bit")
struct DesignTokenTests {
  static let file = """
    {
      "motion": {
        "spring": {
          "$type": "spring",
          "fast-spatial": { "$value": { "dampingRatio": 0.6, "stiffness": 800 }, "$description": "M3 expressive fast spatial" },
          "default": { "$value": "{motion.spring.fast-spatial}" }
        },
        "easing": {
          "emphasized-decelerate": { "$type": "cubicBezier", "$value": [0.05, 0.7, 0.1, 1] },
          "enter": { "$type": "transition", "$value": { "duration": { "value": 400, "unit": "ms" }, "delay": "0ms",
                                                         "timingFunction": "{motion.easing.emphasized-decelerate}" } }
        },
        "duration": { "$type": "duration", "medium4": { "$value": "0.4s" }, "short1": { "$value": { "value": 50, "unit": "ms" } } },
        "color": { "$type": "color", "primary": { "$value": "#6750a4" } }
      }
    }
    """

  @Test("reading: groups make dotted names, $type is inherited, aliases resolve, both duration forms read, other types are left out")
  func reading() throws {
    let tokens = try DesignToken.tokens(in: Self.file)
    var spring = SpringRequest()
    (spring.dampingRatio, spring.stiffness) = (0.6, 800)
    #expect(tokens["motion.spring.fast-spatial"] == .spring(spring, extras: .init()))
    #expect(tokens["motion.spring.default"] == tokens["motion.spring.fast-spatial"])
    #expect(tokens["motion.easing.emphasized-decelerate"] == .cubicBezier([0.05, 0.7, 0.1, 1]))
    #expect(tokens["motion.easing.enter"] == .transition(duration: 0.4, delay: 0, bezier: [0.05, 0.7, 0.1, 1]))
    #expect(tokens["motion.duration.medium4"] == .duration(0.4) && tokens["motion.duration.short1"] == .duration(0.05))
    #expect(tokens["motion.color.primary"] == nil && tokens.count == 6)
  }

  @Test(
    "problems are one line naming the token",
    arguments: [
      ("{\"a\": {\"$type\": \"spring\", \"$value\": \"{b}\"}}", "token 'a': its alias {b} names no token"),
      ("{\"a\": {\"$type\": \"spring\", \"$value\": \"{b}\"}, \"b\": {\"$value\": \"{a}\"}}", "aliases go round in a circle"),
      ("{\"a\": {\"$type\": \"cubicBezier\", \"$value\": [1.5, 0, 0.5, 1]}}", "token 'a' (cubicBezier): x1 and x2 must be in [0, 1]"),
      ("{\"a\": {\"$type\": \"spring\", \"$value\": {\"springiness\": 3}}}", "token 'a' (spring): unknown spring number 'springiness'"),
      ("{\"a\": {\"$type\": \"duration\", \"$value\": \"fast\"}}", "token 'a' (duration): a duration is"),
      ("[1, 2]", "a token file is a JSON object"),
      ("{\"a\": ", "not JSON: line 1"),
    ])
  func problems(_ text: String, _ expected: String) {
    #expect(throws: DesignToken.Problem.self) { try DesignToken.tokens(in: text) }
    do { _ = try DesignToken.tokens(in: text) } catch { #expect(error.description.contains(expected), "\(error.description)") }
  }

  static func dataRows(_ csv: String) -> [Substring] { csv.split(separator: "\n").filter { !$0.hasPrefix("#") } }

  @Test("--token-file/--token is the spring: M3's fast spatial spring on the closed form, and on Compose as --stiffness/--damping")
  func springToken() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("tokens.json").path
    try Self.file.write(toFile: path, atomically: false, encoding: .utf8)
    let run = springtool([
      "sample", "--token-file", path, "--token", "motion.spring.default", "--to", "100", "--dt", "0.01",
      "--duration", "0.3", "--format", "csv",
    ])
    try #require(run.status == 0, "\(run.error)")
    // m = 1, k = 800, c = 2ζ√k: x(t) = 100·(1 − e^(−ζω t)(cos ω_d t + ζω/ω_d sin ω_d t)).
    let w = 800.0.squareRoot(), zeta = 0.6, wd = w * (1 - zeta * zeta).squareRoot()
    for row in Self.dataRows(run.output).dropFirst().map({ $0.split(separator: ",").map { Double($0)! } }) {
      let t = row[0], exact = 100 * (1 - exp(-zeta * w * t) * (cos(wd * t) + zeta * w / wd * sin(wd * t)))
      #expect(abs(row[1] - exact) <= 1e-12 * 100, "t = \(t): \(row[1]) vs \(exact)")
    }
    let compose = springtool(["sample", "--token-file", path, "--token", "motion.spring.fast-spatial", "--engine", "compose", "--to", "100"])
    let byHand = springtool(["sample", "--stiffness", "800", "--damping", "0.6", "--engine", "compose", "--to", "100"])
    #expect(compose.status == 0 && Self.dataRows(compose.output) == Self.dataRows(byHand.output))
    let transition = springtool(["sample", "--token-file", path, "--token", "motion.easing.enter", "--format", "csv"])
    let easing = springtool(["sample", "--easing", "cubic-bezier(0.05, 0.7, 0.1, 1)", "--duration", "0.4", "--format", "csv"])
    #expect(transition.status == 0 && Self.dataRows(transition.output) == Self.dataRows(easing.output), "\(transition.error)")
  }

  @Test("every preset written by export --as dtcg and read back renders the same frames, on the exact engine and on its platform's")
  func presetsRoundTrip() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for preset in SpringPreset.all {
      let path = directory.appendingPathComponent("\(preset.name).json").path
      let written = springtool(["export", "--as", "dtcg", "--preset", preset.name, "-o", path])
      try #require(written.status == 0, "\(preset.name): \(written.error)")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains("\"$type\": \"spring\""), "\(preset.name): \(text)")
      let engine = preset.extras.overshootClamping ? ["--engine", "reanimated"] : []
      for motion in [["--to", "100"], ["--to", "100", "--velocity", "-300"] + engine] {
        let back = springtool(["sample", "--token-file", path, "--token", preset.name, "--format", "csv"] + motion)
        let original = springtool(["sample", "--preset", preset.name, "--format", "csv"] + motion)
        #expect(back.status == 0 && original.status == 0, "\(preset.name): \(back.error)")
        #expect(Self.dataRows(back.output) == Self.dataRows(original.output), "\(preset.name) \(motion)")
      }
    }
  }

  @Test("export --as dtcg: an easing is a transition token; what DTCG cannot hold, and a token that is no motion, are refused in one line")
  func writingAndRefusals() throws {
    let easing = springtool(["export", "--as", "dtcg", "--easing", "ease-in-out", "--duration", "0.3", "--name", "enter"])
    #expect(
      easing.status == 0 && easing.output.contains("\"$type\": \"transition\"") && easing.output.contains("\"value\": 300"),
      "\(easing.output)\(easing.error)")
    let back = try DesignToken.token(named: "enter", in: easing.output)
    #expect(back == .transition(duration: 0.3, delay: 0, bezier: [0.42, 0, 0.58, 1]))
    let steps = springtool(["export", "--as", "dtcg", "--easing", "steps(4)"])
    #expect(steps.status == 64 && steps.error.hasPrefix("Error: '--as dtcg' writes a cubic Bézier easing"), "\(steps.error)")
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("tokens.json").path
    try Self.file.write(toFile: path, atomically: false, encoding: .utf8)
    let cases: [([String], Int32, String)] = [
      (["--token", "motion.spring.default"], 64, "Error: '--token-file FILE' and '--token NAME' go together"),
      (["--token-file", path, "--token", "motion.duration.medium4"], 64, "is a duration, not a motion"),
      (["--token-file", path, "--token", "motion.spring.nope"], 64, "no motion token 'motion.spring.nope' in the file; it has motion."),
      (
        ["--token-file", path, "--token", "motion.spring.default", "--response", "0.3"], 64,
        "Error: '--token' and '--response' contradict each other"
      ),
      (["--token-file", directory.appendingPathComponent("missing.json").path, "--token", "a"], 1, "no such file"),
    ]
    for (arguments, status, message) in cases {
      let run = springtool(["sample"] + arguments)
      #expect(run.status == status && run.error.contains(message) && run.error.hasPrefix("Error: "), "\(arguments): \(run.error)")
    }
  }
}
