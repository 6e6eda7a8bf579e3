import Foundation
import Testing
import TestSupport

/// `--property NAME`: what a lone value animates, so each platform uses its own threshold for it.
/// Expected values are the upstream constants: androidx dynamicanimation `DynamicAnimation.java`
/// (`MIN_VISIBLE_CHANGE_ALPHA` 1/256, `_SCALE` 1/500, `_ROTATION_DEGREES` 0.1, `_PIXELS` 1) and
/// animation-core `VisibilityThresholds.kt` (`Float` 0.01, `Dp` 0.1, `Int` 1); each property must
/// render exactly as that constant given by hand does (the constants' own option is checked against
/// the Python references elsewhere).
@Suite("--property: the platforms' thresholds for what the value animates")
struct PropertyOptionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let engine: String, property: String, setting: [String]
    var testDescription: String { "\(engine) --property \(property) = \(setting.joined(separator: " "))" }
  }

  static let cases: [Case] = [
    Case(engine: "android", property: "alpha", setting: ["--min-visible-change", "0.00390625"]),
    Case(engine: "android", property: "scale", setting: ["--min-visible-change", "0.002"]),
    Case(engine: "android", property: "rotation", setting: ["--min-visible-change", "0.1"]),
    Case(engine: "android", property: "translation", setting: ["--min-visible-change", "1"]),
    Case(engine: "android", property: "pixels", setting: ["--min-visible-change", "1"]),
    Case(engine: "compose", property: "alpha", setting: ["--visibility-threshold", "0.01"]),
    Case(engine: "compose", property: "translation", setting: ["--visibility-threshold", "0.1"]),
    Case(engine: "compose", property: "pixels", setting: ["--visibility-threshold", "1"]),
  ]

  /// The data rows of CSV output (the header's settings differ: one says property, one the constant).
  static func rows(_ csv: String) -> [Substring] { csv.split(separator: "\n").filter { !$0.hasPrefix("#") } }

  @Test("each property renders as its platform's constant given by hand, frame for frame, with the same end", arguments: cases)
  func sameAsTheConstant(_ c: Case) {
    for travel in ["1", "3", "100"] {
      let base = ["--preset", "bouncy", "--to", travel, "--engine", c.engine]
      let named = springtool(["sample"] + base + ["--property", c.property, "--format", "csv"])
      let byHand = springtool(["sample"] + base + c.setting + ["--format", "csv"])
      #expect(named.status == 0 && byHand.status == 0, "\(named.error)\(byHand.error)")
      #expect(Self.rows(named.output) == Self.rows(byHand.output), "to \(travel)")
      let end = springtool(["analyze"] + base + ["--property", c.property, "--format", "json"])
      let endByHand = springtool(["analyze"] + base + c.setting + ["--format", "json"])
      #expect(jsonNumber(end.output, "end") != nil && jsonNumber(end.output, "end") == jsonNumber(endByHand.output, "end"))
    }
  }

  @Test("a 0…1 opacity on Android: the pixel default hides it (it ends in 5 frames), --property alpha plays it out")
  func alphaPlaysOut() throws {
    let pixel = springtool(["analyze", "--preset", "bouncy", "--engine", "android", "--format", "json"])
    let alpha = springtool(["analyze", "--preset", "bouncy", "--engine", "android", "--property", "alpha", "--format", "json"])
    let hidden = try #require(jsonNumber(pixel.output, "end")), shown = try #require(jsonNumber(alpha.output, "end"))
    // 5 frames of 60 fps; bouncy (response 0.5, ζ 0.7) stays outside ±1/256·0.75 of the target for over half a second.
    #expect(abs(hidden - 5.0 / 60) < 1e-9 && shown > 0.5, "pixel \(hidden) s, alpha \(shown) s")
  }

  @Test("the property is kept in the file's header, and the file verifies; a spec takes it too")
  func fileAndSpec() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("alpha.csv").path
    #expect(springtool(["sample", "--preset", "bouncy", "--engine", "android", "--property", "alpha", "-o", file]).status == 0)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("# property: alpha\n"))
    let verified = springtool(["verify", file])
    #expect(verified.status == 0, "\(verified.output)\(verified.error)")
    let spec = springtool(["compare", "preset=bouncy,engine=android,property=alpha", file, "--format", "csv"])
    #expect(spec.status == 0, "\(spec.error)")
  }

  @Test("export: the code animates the named property, css-keyframes writes its declaration; a bad name is refused in one line")
  func export() {
    #expect(springtool(["export", "--as", "android", "--preset", "bouncy", "--property", "alpha"]).output.contains("DynamicAnimation.ALPHA"))
    #expect(
      springtool(["export", "--as", "compose", "--preset", "bouncy", "--property", "pixels", "--to", "100"]).output
        .contains("animateIntAsState"))
    let css = springtool(["export", "--as", "css-keyframes", "--preset", "bouncy", "--property", "rotation", "--to", "90"])
    #expect(css.status == 0 && css.output.contains("transform: rotate(") && css.output.contains("deg)"), "\(css.error)")
    let bad = springtool(["sample", "--property", "opacity"])
    #expect(
      bad.status == 64 && bad.error.hasPrefix("Error: invalid value 'opacity' for '--property': expected alpha, scale, rotation, "),
      "\(bad.error)")
    let easing = springtool(["sample", "--easing", "ease-in-out", "--property", "alpha"])
    #expect(easing.status == 64 && easing.error.hasPrefix("Error: '--easing' and '--property' contradict each other"), "\(easing.error)")
  }
}
