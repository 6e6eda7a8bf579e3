import Foundation
import SpringToolKit
import Testing
import TestSupport

/// `springtool scenes` and `analyze --scene`: each track's end and overshoot against the closed
/// form written out here (a from-rest underdamped spring's first peak is `e^(−πζ/√(1−ζ²))` of the
/// travel; it settles at the last time `|x − to|` leaves ±0.1 % of the travel), and the refusals.
@Suite("Scene commands")
struct SceneCommandTests {
  static func json(_ arguments: [String]) throws -> [String: Any] {
    let run = springtool(arguments + ["--format", "json"])
    #expect(run.status == 0, "\(run.error)")
    return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
  }

  static func tracks(_ document: [String: Any]) throws -> [String: [String: Any]] {
    let list = try #require(document["tracks"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: list.map { ($0["key"] as! String, $0) })
  }

  /// The distance from the target of a from-rest spring of response R and ratio ζ < 1 over a unit travel, at t.
  static func offset(_ t: Double, response: Double, zeta: Double) -> Double {
    let w0 = 2 * Double.pi / response, wd = w0 * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
  }

  @Test("the arrow's overshoot is 180° · e^(−πζ/√(1−ζ²)) and it settles where the closed form last leaves ±0.1 %")
  func arrow() throws {
    let arrow = try #require(try Self.tracks(Self.json(["analyze", "--scene", "quantum-toggle-style"]))["arrow"])
    let zeta = 0.7, overshoot = 180 * exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    #expect(abs((arrow["overshoot"] as! Double) - overshoot) <= 1e-9 * overshoot)
    #expect(arrow["unit"] as? String == "°" && arrow["animation"] as? String == "spring(response 0.5, ζ 0.7)")
    let end = arrow["end"] as! Double
    // At the settle the offset is on the band's edge, and a millisecond earlier or later it is outside / inside.
    #expect(abs(abs(Self.offset(end, response: 0.5, zeta: zeta)) - 0.001) <= 1e-9)
    #expect(abs(Self.offset(end - 1e-4, response: 0.5, zeta: zeta)) > 0.001)
    for t in stride(from: end + 1e-3, through: end + 2, by: 1e-3) { #expect(abs(Self.offset(t, response: 0.5, zeta: zeta)) <= 0.001) }
  }

  @Test("an easing track ends at its duration and does not overshoot; a fade is drawn clamped, so no overshoot")
  func easingAndFades() throws {
    let tracks = try Self.tracks(Self.json(["scenes", "--scene", "quantum-toggle-style"]))
    #expect(tracks["switch-row"]?["end"] as? Double == 0.2 && tracks["switch-row"]?["overshoot"] as? Double == 0)
    let content = try Self.tracks(Self.json(["analyze", "--scene", "content-view"]))
    #expect(content["large-opacity"]?["overshoot"] as? Double == 0)
    // The width overshoots 220 pt · e^(−π·0.8/0.6).
    let expected = 220 * exp(-Double.pi * 0.8 / 0.6)
    #expect(abs((content["width"]?["overshoot"] as! Double) - expected) <= 1e-9 * expected)
  }

  @Test("--reverse plays every track back; --set and --ios change the assumptions and the spring of .spring()")
  func reverseAndSettings() throws {
    let back = try Self.tracks(Self.json(["analyze", "--scene", "content-view", "--reverse"]))
    #expect(back["width"]?["from"] as? Double == 300 && back["width"]?["to"] as? Double == 80)
    let wide = try Self.json(["scenes", "--scene", "view-switching-strategy", "--set", "screen-width=430", "--ios", "16"])
    #expect((wide["assumptions"] as? [String: Any])?["screen-width"] as? Double == 430)
    let x = try #require(try Self.tracks(wide)["x"])
    #expect(x["to"] as? Double == 215 && x["animation"] as? String == "spring(response 0.55, ζ 0.825)")
  }

  @Test(
    "bad scene settings are refused with the keys the scene takes",
    arguments: [
      (["scenes", "--scene", "content-view", "--set", "screen-width=400"], "it assumes no numbers"),
      (["scenes", "--scene", "list-view", "--set", "width=3"], "expected screen-width=VALUE"),
      (["scenes", "--scene", "list-view", "--set", "item=abc"], "expected a finite number"),
      (["scenes", "--scene", "list-view", "--ios", "9"], "from 13 to 30"),
      (["scenes", "--reverse"], "goes with '--scene NAME'"),
      (["analyze", "--response", "0.4", "--damping", "0.8", "--reverse"], "goes with '--scene NAME'"),
      (["morph", "--scene", "list-view", "--set", "detail-width=abc"], "expected a finite number"),
      (["drag", "--scene", "animated-toggle-style", "--translation", "5"], "has no DragGesture: it toggles on a tap"),
      (["preview", "--scene", "content-view", "--retarget", "0.2:100"], "is a second tap: give '--retarget T' (seconds)"),
      (["preview", "--scene", "custom-switch", "--retarget", "0.2", "--retarget", "0.3:5"], "or only T:VALUE"),
      (["preview", "--scene", "content-view", "--retarget", "abc"], "a tap's time must be a number of seconds"),
      (["preview", "--scene", "content-view", "--retarget", "0.3", "--retarget", "0.2"], "after 0 and increasing"),
      (["preview", "--scene", "content-view", "--retarget", "inf"], "a tap's time must be a number of seconds"),
      (["preview", "--scene", "content-view", "--to", "5"], "applies to one-value scenes"),
      (["preview", "--scene", "conditional-toggle-style", "--response", "0.3"], "spring options do nothing"),
    ])
  func refusals(_ arguments: [String], _ mentions: String) {
    let run = springtool(arguments)
    #expect(run.status == 64 && run.error.contains(mentions), "\(run.error)")
  }

  @Test("the catalogue lists every scene with the properties it animates")
  func catalogue() throws {
    let run = springtool(["scenes", "--format", "csv"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.first == "scene,aliases,source,animates,assumes")
    #expect(lines.count == 1 + 12)
    #expect(lines.contains { $0.hasPrefix("quantum-toggle-style,morphing-toggle,") && $0.contains("rotation") })
    // People also read what the articles show that is not a scene.
    let people = springtool(["scenes"])
    #expect(people.output.contains("not a scene: 002's row with a matched background"))
  }

  @Test("morph's scene list names a scene's timing curves where nothing springs (ConditionalToggleStyle: easeInOut(0.4) only)")
  func sceneListWithoutSpring() throws {
    let run = springtool(["morph", "--scene", "list", "--format", "csv"])
    let line = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("conditional-toggle-style,") })
    #expect(line.contains("no spring: ease-in-out 0.4 s") && !line.contains("response 0.5 s"))
  }

  @Test(
    "Android's snippet animates the property the scene moves, one SpringAnimation per value",
    arguments: [
      ("animated-toggle-style", ["SpringAnimation(view, DynamicAnimation.TRANSLATION_X, finalPosition)"]),
      ("custom-switch", ["SpringAnimation(view, DynamicAnimation.TRANSLATION_X, finalPosition)"]),
      // QuantumToggleStyle: the arrow's turn, and the trigger's capsule width (as a scale) and icon position that follow its title.
      (
        "quantum-toggle-style",
        [
          "SpringAnimation(viewArrow, DynamicAnimation.ROTATION, finalArrow)",
          "SpringAnimation(viewTriggerWidth, DynamicAnimation.SCALE_X, finalTriggerWidth)",
          "SpringAnimation(viewArrowX, DynamicAnimation.TRANSLATION_X, finalArrowX)",
        ]
      ),
      // ContentView: the frame's width and height (as scales) and each shape's fade.
      (
        "content-view",
        [
          "SpringAnimation(viewWidth, DynamicAnimation.SCALE_X, finalWidth)",
          "SpringAnimation(viewHeight, DynamicAnimation.SCALE_Y, finalHeight)",
          "SpringAnimation(viewSmallOpacity, DynamicAnimation.ALPHA, finalSmallOpacity)",
          "SpringAnimation(viewLargeOpacity, DynamicAnimation.ALPHA, finalLargeOpacity)",
        ]
      ),
      (
        "shared-card-view",
        [
          "SpringAnimation(viewY, DynamicAnimation.TRANSLATION_Y, finalY)",
          "SpringAnimation(viewListOpacity, DynamicAnimation.ALPHA, finalListOpacity)",
        ]
      ),
      ("sliding-tab-view", ["SpringAnimation(view, DynamicAnimation.TRANSLATION_X, finalPosition)"]),
    ])
  func androidProperty(_ scene: String, _ lines: [String]) {
    let run = springtool(["export", "--as", "android", "--scene", scene])
    #expect(run.status == 0)
    for line in lines { #expect(run.output.contains(line), "\(scene): no \(line) in \(run.output)") }
    // The values' own animations (a colour's is a SpringAnimation of a FloatValueHolder, listed with the tracks below).
    #expect(run.output.components(separatedBy: "SpringAnimation(view").count - 1 == (lines.count == 1 ? 1 : Scenes.named(scene)!.springTracks.count))
  }

  @Test("--set reaches morph: ListView's third cell starts at 16 + 57.5 + 2·123 = 319.5 pt")
  func setOnMorph() {
    let run = springtool(["morph", "--scene", "list-view", "--set", "item=2", "--format", "csv"])
    #expect(run.status == 0)
    let first = run.output.split(separator: "\n").first { $0.hasPrefix("0,") }
    #expect(first?.hasPrefix("0,319.5,66,115,100") == true, "\(String(describing: first))")
  }

  @Test("compare --scene of several values compares each spring track in its unit: one spring, so each Δ is the travel times the same fraction")
  func compareSceneTracks() throws {
    let run = springtool(["compare", "--scene", "content-view", "--engine", "exact", "--engine", "swiftui-animation", "--format", "json"])
    #expect(run.status == 0, "\(run.error)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let tracks = try #require(document["tracks"] as? [[String: Any]])
    #expect(tracks.compactMap { $0["key"] as? String } == ["width", "height", "small-opacity", "large-opacity"])
    // The spring is linear: every track under spring(0.4, 0.8) is the same 0 → 1 motion times its travel (220 pt, 320 pt,
    // 1), so B − A scales with the travel. The opacity's difference is the 0 → 1 difference itself.
    let d = tracks.map { ($0["maxValueDifference"] as? Double) ?? .nan }
    #expect(d[2] > 0 && abs(d[0] / 220 - d[2]) <= 1e-9 * d[2] && abs(d[1] / 320 - d[2]) <= 1e-9 * d[2] && abs(d[3] - d[2]) <= 1e-12)
    #expect((document["notCompared"] as? [Any])?.isEmpty == true)
    // QuantumToggleStyle: only the spring tracks are rendered by an engine; its fades are timing curves.
    let quantum = springtool([
      "compare", "--scene", "quantum-toggle-style", "--set", "weapon-active=1", "--engine", "exact",
      "--engine", "android", "--format", "json",
    ])
    #expect(quantum.status == 0, "\(quantum.error)")
    let q = try #require(try JSONSerialization.jsonObject(with: Data(quantum.output.utf8)) as? [String: Any])
    #expect((q["tracks"] as? [[String: Any]])?.compactMap { $0["key"] as? String } == ["arrow", "title", "gradient", "trigger-width", "arrow-x"])
    let skipped = (q["notCompared"] as? [[String: Any]]) ?? []
    #expect(skipped.compactMap { $0["key"] as? String } == ["switch-row", "button-row", "label-color", "container-fill", "status"])
    #expect((skipped.first?["why"] as? String)?.contains("timing curve") == true)
    // --tolerance applies to every track in its own unit: the sizes exceed what the opacity stays within; the error
    // names the worst, the 320-pt height.
    let strict = springtool([
      "compare", "--scene", "content-view", "--engine", "exact", "--engine", "swiftui-animation",
      "--tolerance", String(d[2] * 2),
    ])
    #expect(strict.status == 1 && strict.error.contains("height differs by"), "\(strict.error)")
  }

  @Test("plot --scene draws every moving track's progress on one time axis: the fades end at 0.2 s, the arrow springs")
  func plotSceneTracks() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = directory.appendingPathComponent("q.svg")
    let run = springtool(["plot", "--scene", "quantum-toggle-style", "--plot", svg.path])
    #expect(run.status == 0, "\(run.error)")
    let text = try String(contentsOf: svg, encoding: .utf8)
    for label in [
      "switch-row: opacity 1 → 0, ease-in-out 0.2 s", "arrow: rotation 0 → 180 °, spring(response 0.5, ζ 0.7)",
      "title: text Hack to Button → Revert to Switch", "progress (0 → 1 per track)",
    ] {
      #expect(text.contains(label), "missing \(label)")
    }
    #expect(springtool(["plot", "--scene", "content-view", "--to", "5"]).error.contains("does not apply to scene 'content-view'"))
    #expect(
      springtool(["compare", "--scene", "content-view", "--engine", "exact", "--engine", "android", "--plot", "x.svg"])
        .error.contains("'springtool plot --scene content-view --engine E' draws its tracks"))
  }

  @Test("compare --scene renders the scene's value on two engines: AnimatedToggleStyle's knob overshoots 28·e^(−πζ/√(1−ζ²)) exactly")
  func compareScene() throws {
    let run = springtool(["compare", "--scene", "animated-toggle-style", "--engine", "exact", "--engine", "android", "--format", "json"])
    #expect(run.status == 0, "\(run.error)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let a = try #require(document["a"] as? String)
    #expect(a == "exact")
    let overshoot = 28 * exp(-Double.pi * 0.6 / 0.8)
    let measured = try #require(document["overshootA"] as? Double)
    #expect(abs(measured - overshoot) <= 1e-9 * overshoot)
    let refused = springtool(["compare", "--scene", "custom-switch", "preset=bouncy", "preset=snappy"])
    #expect(refused.status == 64 && refused.error.contains("'--scene' goes with '--engine A --engine B'"))
  }

  @Test(
    "css-keyframes of a scene writes one rule per element its spring moves, every property from its start to its end",
    arguments: [
      (
        "content-view", "@keyframes spring-small {\n  0% { width: 80px; height: 80px; opacity: 1; }",
        "@keyframes spring-large {\n  0% { width: 80px; height: 80px; opacity: 0; }"
      ),
      ("content-view", "100% { width: 300px; height: 400px; opacity: 0; }", "100% { width: 300px; height: 400px; opacity: 1; }"),
      (
        "shared-card-view", "@keyframes spring-card1 {\n  0% { opacity: 1; }",
        "@keyframes spring-detail {\n  0% { top: 40px; width: 120px; height: 80px; opacity: 0; }"
      ),
      // The arrow turns and moves with the capsule: 176 − (56 + 20 + 113.7734375)/2 + 34 = 115.11328125 → 109.3203125.
      ("quantum-toggle-style", "0% { rotate: 0deg; left: 115.11328px; }", "100% { rotate: 180deg; left: 109.32031px; }"),
      ("animated-toggle-style", "0% { translate: 0px; }", "100% { translate: 28px; }"),
    ])
  func keyframes(_ scene: String, _ first: String, _ last: String) {
    let run = springtool(["export", "--as", "css-keyframes", "--scene", scene])
    #expect(run.status == 0 && run.output.contains(first) && run.output.contains(last), "\(run.output)")
    let refused = springtool(["export", "--as", "css-keyframes", "--scene", scene, "--property", "opacity: {}"])
    #expect(refused.status == 64 && refused.error.contains("writes its own properties"))
  }

  @Test(
    "Compose gets one animate*AsState per value: Dp for sizes and positions, Float for a rotation or a bare value",
    arguments: [
      (["--scene", "content-view"], ["val width by animateDpAsState(", "val height by animateDpAsState("]),
      (["--scene", "quantum-toggle-style"], ["val arrow by animateFloatAsState("]),
      (["--response", "0.4", "--damping", "0.8"], ["val value by animateFloatAsState("]),
    ])
  func composePerValue(_ arguments: [String], _ lines: [String]) {
    let run = springtool(["export", "--as", "compose"] + arguments)
    #expect(run.status == 0)
    for line in lines { #expect(run.output.contains(line), "\(run.output)") }
  }

  /// `CustomSwitch.accessible()` adds an accessibility action (a tap on `.spring()`) and leaves the
  /// drag as written: `DragGesture().onEnded` releases on spring(0.25, 0.7). A 12-pt drag from off
  /// turns it on (12 + 12 = 24 > 10) and the knob goes 12 → 40 from rest: it overshoots
  /// 28·e^(−πζ/√(1−ζ²)) = 1.2877 pt, exactly as the plain CustomSwitch does.
  @Test(
    "the accessible switch's drag releases on the drag's spring(0.25, 0.7), as CustomSwitch's does", arguments: [["drag"], ["preview", "--format", "json"]])
  func accessibleDrag(_ command: [String]) throws {
    let arguments = ["--translation", "12", "--velocity", "0"]
    let plain = springtool(command + ["--scene", "custom-switch"] + arguments)
    let accessible = springtool(command + ["--scene", "custom-switch-accessible"] + arguments)
    #expect(plain.status == 0 && accessible.status == 0, "\(accessible.error)")
    if command == ["drag"] {
      let zeta = 0.7
      let overshoot = try #require(springtool(["drag", "--scene", "custom-switch-accessible", "-f", "json"] + arguments).json("overshoot"))
      #expect(abs(overshoot - 28 * exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())) < 1e-9, "\(overshoot)")
      #expect(plain.output == accessible.output)
    } else {
      // The knob's frames are the same drag; only the title differs.
      let knob = { (run: Run) in
        (run.object as? [String: Any]).flatMap { ($0["rows"] as? [[String: Any]])?.first?["components"] as? [String: Any] }?["knob"] as? [Double]
      }
      #expect(knob(plain) != nil && knob(plain) == knob(accessible))
    }
  }
}
