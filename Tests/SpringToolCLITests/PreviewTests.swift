import Foundation
import SpringToolKit
import Testing
import TestSupport

/// `springtool preview` in a real browser: the page, opened with `?t=SECONDS`, shows every drawn
/// view's values as drawn (`data-x`, `data-opacity`, `data-rotation`, `data-color`, …). Expected
/// values come from the article's code worked by hand (where each view sits, which animation
/// moves it) and the closed form (a `CurveRecipe` spring) or an independent cubic Bézier solve.
/// Platform engine rows hold each frame: the value is the engine's frame at ⌊t·fps⌋/fps (to the
/// page's 1e-9 rounding; 1e-8 allowed). The exact row interpolates 1 ms samples: within
/// 2.5e-4 of the travel of the value at t (the interpolation error is below
/// h²/8·max|x''|, 1.3e-4 of the travel for the stiffest of these springs, ω = 2π/0.25 s).
/// Opacities are drawn clamped to 0…1, so the expected value is clamped too; a colour's fraction is
/// not (SwiftUI moves its linear components past the end colour; only the screen clamps).
@Suite("Preview in a browser", .serialized)
struct PreviewTests {
  /// What a view's attribute shows: a track's value plus the view's offset from the layout.
  enum Expected: Sendable {
    /// A spring (response, ζ) from → to, plus `offset`, clamped to 0…1 when `clamped`; on Android with the minimum
    /// visible change `androidChange` (DynamicAnimation's per-property constant) when given.
    case spring(
      from: Double, to: Double, response: Double, zeta: Double, offset: Double, clamped: Bool, retargets: [Double],
      androidChange: Double?)
    /// easeInOut (cubic-bezier(0.42, 0, 0.58, 1)) from → to over `duration`, with taps reversing it (added on top).
    case easeInOut(from: Double, to: Double, duration: Double, taps: [Double])
  }

  struct Check: Sendable {
    let view: String, attribute: String, expected: Expected
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let scene: String
    let engines: [String]
    let extra: [String]
    let checks: [Check]
    var testDescription: String { "\(scene)\(extra.isEmpty ? "" : " " + extra.joined(separator: " ")): \(engines.joined(separator: ", "))" }
  }

  static func spring(
    _ from: Double, _ to: Double, _ r: Double, _ z: Double, offset: Double = 0, clamped: Bool = false,
    retargets: [Double] = [], androidChange: Double? = nil
  ) -> Expected {
    .spring(from: from, to: to, response: r, zeta: z, offset: offset, clamped: clamped, retargets: retargets, androidChange: androidChange)
  }

  static let cases = [
    // CustomSwitch: the knob's centre is 15 (margin) + 15 (radius) + its offset from the left rest; a release after a
    // 20-pt drag starts at the centre (20); the track's colour fraction rides the same release spring(0.25, 0.7).
    Case(
      scene: "custom-switch", engines: ["exact", "swiftui-animation"], extra: [],
      checks: [
        Check(view: "knob", attribute: "x", expected: spring(20, 40, 0.25, 0.7, offset: 30)),
        Check(view: "track", attribute: "color", expected: spring(0, 1, 0.25, 0.7)),
      ]),
    // ContentView: the frame 80×80 → 300×400 on spring(0.4, 0.8); the r8 shape fades out, the r20 one in, same spring.
    Case(
      scene: "content-view", engines: ["exact", "core-animation"], extra: [],
      checks: [
        Check(view: "small", attribute: "width", expected: spring(80, 300, 0.4, 0.8)),
        Check(view: "large", attribute: "height", expected: spring(80, 400, 0.4, 0.8)),
        Check(view: "small", attribute: "opacity", expected: spring(1, 0, 0.4, 0.8, clamped: true)),
        Check(view: "large", attribute: "opacity", expected: spring(0, 1, 0.4, 0.8, clamped: true)),
      ]),
    // SlidingTabView: the indicator's centre is the bar's centre 16 + (4·30 + 3·8)/2 = 88 plus (i − 1.5)·38.
    Case(
      scene: "tab-indicator", engines: ["exact", "android"], extra: [],
      checks: [
        Check(view: "indicator", attribute: "x", expected: spring(-57, -19, 0.35, 0.75, offset: 88)),
        // A colour's progress is driven as ALPHA would be: MIN_VISIBLE_CHANGE_ALPHA = 1/256 on Android.
        Check(view: "tab1", attribute: "color", expected: spring(0, 1, 0.35, 0.75, androidChange: 1.0 / 256)),
      ]),
    // QuantumToggleStyle: the arrow on spring(0.5, 0.7); the switch row fades on the transition's own easeInOut(0.2).
    Case(
      scene: "quantum-toggle-style", engines: ["exact", "swiftui-animation"], extra: [],
      checks: [
        Check(view: "arrow", attribute: "rotation", expected: spring(0, 180, 0.5, 0.7)),
        Check(view: "switch-track", attribute: "opacity", expected: .easeInOut(from: 1, to: 0, duration: 0.2, taps: [])),
        Check(view: "container", attribute: "opacity", expected: .easeInOut(from: 0, to: 0.1, duration: 0.2, taps: [])),
        // The trigger: 56 + icon 20 + title (113.7734375 → 125.359375) wide, centred at 176; the icon 34 pt in from its left edge.
        Check(view: "trigger", attribute: "width", expected: spring(189.7734375, 201.359375, 0.5, 0.7)),
        Check(view: "arrow", attribute: "x", expected: spring(115.11328125, 109.3203125, 0.5, 0.7)),
      ]),
    // --reverse: the way back, every track from its end to its start (the arrow 180 → 0 on the same spring, the switch
    // row fading in).
    Case(
      scene: "quantum-toggle-style", engines: ["exact"], extra: ["--reverse"],
      checks: [
        Check(view: "arrow", attribute: "rotation", expected: spring(180, 0, 0.5, 0.7)),
        Check(view: "switch-track", attribute: "opacity", expected: .easeInOut(from: 0, to: 1, duration: 0.2, taps: [])),
      ]),
    // A release after a 12-pt drag (--set drag=12): the knob leaves from 12 pt past the off rest.
    Case(
      scene: "custom-switch", engines: ["exact"], extra: ["--set", "drag=12"],
      checks: [
        Check(view: "knob", attribute: "x", expected: spring(12, 40, 0.25, 0.7, offset: 30))
      ]),
    // A second tap at 0.1 s: the spring turns back keeping its velocity; the fade's reversal is added on top.
    Case(
      scene: "quantum-toggle-style", engines: ["exact"], extra: ["--retarget", "0.1"],
      checks: [
        Check(view: "arrow", attribute: "rotation", expected: spring(0, 180, 0.5, 0.7, retargets: [0.1])),
        Check(view: "switch-track", attribute: "opacity", expected: .easeInOut(from: 1, to: 0, duration: 0.2, taps: [0.1])),
      ]),
    // ListView: the detail flies from the first cell's frame (centre 16 + 115/2 = 73.5, 66) to its own (196.5, 166) on
    // .spring(); the cell stays in its grid place (73.5) and fades.
    Case(
      scene: "list-view", engines: ["exact", "swiftui-animation"], extra: ["--retarget", "0.2"],
      checks: [
        Check(view: "detail", attribute: "x", expected: spring(73.5, 196.5, 0.5, 1, retargets: [0.2])),
        Check(view: "cell0", attribute: "x", expected: spring(73.5, 73.5, 0.5, 1)),
        Check(view: "detail", attribute: "y", expected: spring(66, 166, 0.5, 1, retargets: [0.2])),
        Check(view: "cell1", attribute: "opacity", expected: spring(1, 0, 0.5, 1, clamped: true, retargets: [0.2])),
      ]),
  ]

  static let times = [0.0537, 0.1234, 0.3011]

  /// The attribute values of `name` in the order the elements appear.
  static func attributes(_ name: String, in dom: String) -> [Double] {
    dom.matches(of: try! Regex("\(name)=\"([^\"]*)\"")).compactMap { Double($0.output[1].substring ?? "") }
  }

  /// `data-ATTRIBUTE` of every drawn view with id `view`, in row order.
  static func viewAttributes(_ view: String, _ attribute: String, in dom: String) -> [Double] {
    dom.matches(of: try! Regex("<g [^>]*data-view=\"\(view)\"[^>]*>")).compactMap { tag in
      attributes("data-" + attribute, in: String(dom[tag.range])).first
    }
  }

  /// cubic-bezier(0.42, 0, 0.58, 1) at progress x, solved by bisection on the curve's x(s).
  static func easeInOut(_ x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    let bx = { (s: Double) in 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s }
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<80 { let mid = (lo + hi) / 2; if bx(mid) < x { lo = mid } else { hi = mid } }
    let s = (lo + hi) / 2
    return 3 * (1 - s) * s * s + s * s * s
  }

  /// The expected value at time t on `engine` (platform engines show the frame at ⌊t·60⌋/60).
  static func expected(_ e: Expected, at t: Double, engine: String) throws -> Double {
    let shown = engine == "exact" ? t : (t * 60).rounded(.down) / 60
    switch e {
    case .easeInOut(let from, let to, let duration, let taps):
      var value = from + (to - from) * easeInOut(shown / duration)
      for (k, tap) in taps.enumerated() where shown >= tap {
        value += (k % 2 == 0 ? from - to : to - from) * easeInOut((shown - tap) / duration)
      }
      return max(0, min(1, value))
    case .spring(let from, let to, let response, let zeta, let offset, let clamped, let retargets, let androidChange):
      var request = SpringRequest()
      (request.response, request.dampingRatio) = (response, zeta)
      var recipe = CurveRecipe(source: .spring(request))
      (recipe.from, recipe.to, recipe.engine) = (from, to, EngineChoice(id: engine)!)
      if let androidChange, engine == "android" { try recipe.engineSettings.set(.minimumVisibleChange, text: "\(androidChange)") }
      recipe.retargets = retargets.enumerated().map { Retarget(time: $0.element, target: $0.offset % 2 == 0 ? from : to) }
      let curve = try recipe.curve()
      let value: Double
      if engine == "exact" {
        value = try curve.states(at: .list([0, t]))[1].value
      } else {
        let frame = (t * 60).rounded(.down)
        value = try curve.states(at: .grid(try SampleGrid(.framesPerSecond(60), duration: frame / 60 + 1e-9)))[Int(frame)].value
      }
      return clamped ? max(0, min(1, value)) : value + offset
    }
  }

  static func travel(_ e: Expected) -> Double {
    switch e {
    case .easeInOut(let from, let to, _, _), .spring(let from, let to, _, _, _, _, _, _): abs(to - from)
    }
  }

  /// IEC 61966-2-1's sRGB transfer functions, extended by sign: the reference the page is checked against.
  static func linear(_ byte: Double) -> Double {
    let c = byte / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }
  static func encoded(_ l: Double) -> Double { l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055 }

  @Test(
    "colours are drawn as SwiftUI blends them: linear extended sRGB at the unclamped fraction, clamped only by the screen",
    arguments: [0.1, 0.1875, 0.3])
  func colours(_ t: Double) throws {
    guard try Browser.available() else { return }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("toggle.html")
    try #require(springtool(["preview", "--scene", "animated-toggle-style", "-o", page.path]).status == 0)
    let dom = try Browser.dumpDOM(page.absoluteString + "?t=\(t)")
    let tag = try #require(dom.firstMatch(of: try Regex("<g [^>]*data-view=\"track\"[^>]*>")).map { String(dom[$0.range]) })
    let fraction = try #require(Self.attributes("data-color", in: tag).first)
    // spring(0.3, 0.6) from rest: 1 − e^(−ζω0 t)(cos ω_d t + ζω0/ω_d sin ω_d t); its peak at π/ω_d = 0.1875 s is 1 + e^(−0.6π/0.8).
    let w0 = 2 * Double.pi / 0.3, wd = w0 * 0.8
    let exact = 1 - exp(-0.6 * w0 * t) * (cos(wd * t) + 0.6 * w0 / wd * sin(wd * t))
    #expect(abs(fraction - exact) <= 2.5e-4, "data-color \(fraction), the spring \(exact)")
    if t == 0.1875 { #expect(fraction > 1.094, "the fraction is not clamped at the peak") }
    let fill = try #require(tag.firstMatch(of: try Regex("data-fill=\"rgba\\(([0-9]+),([0-9]+),([0-9]+),")))
    let shown = (1...3).compactMap { Int(fill.output[$0].substring ?? "") }
    let (gray, green) = ([142.0, 142, 147], [52.0, 199, 89])  // #8e8e93 → #34c759
    let expected = (0..<3).map { i -> Int in
      let l = Self.linear(gray[i]) + (Self.linear(green[i]) - Self.linear(gray[i])) * fraction
      return Int((min(1, max(0, l < 0 ? -Self.encoded(-l) : Self.encoded(l))) * 255).rounded())
    }
    #expect(shown == expected, "drawn \(shown), linear sRGB gives \(expected) at fraction \(fraction)")
  }

  @Test("each drawn view's data-* equals the article's layout plus the track's value at ?t=", arguments: cases)
  func values(c: Case) throws {
    guard try Browser.available() else { return }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("preview.html")
    let run = springtool(["preview", "--scene", c.scene] + c.engines.flatMap { ["--engine", $0] } + c.extra + ["-o", page.path])
    try #require(run.status == 0, "\(run.error)")
    for t in Self.times {
      let dom = try Browser.dumpDOM(page.absoluteString + "?t=\(t)")
      #expect(dom.contains("data-ready=\"1\"") && !dom.contains("data-errors"), "the page did not run cleanly at t = \(t)")
      for check in c.checks {
        let shown = Self.viewAttributes(check.view, check.attribute, in: dom)
        try #require(shown.count == c.engines.count, "\(check.view) data-\(check.attribute) at t = \(t): \(shown)")
        for (row, engine) in c.engines.enumerated() {
          let expected = try Self.expected(check.expected, at: t, engine: engine)
          let tolerance = engine == "exact" ? 2.5e-4 * Self.travel(check.expected) : 1e-8
          #expect(abs(shown[row] - expected) <= tolerance, "\(engine) \(check.view) \(check.attribute) at \(t): \(shown[row]) vs \(expected)")
        }
      }
    }
  }

  @Test(
    "every scene renders without script errors, visible, and a screenshot is kept",
    arguments: Scenes.all.map(\.name))
  func screenshots(scene: String) throws {
    guard try Browser.available() else { return }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("preview.html")
    #expect(springtool(["preview", "--scene", scene, "--engine", "exact", "--engine", "swiftui-animation", "-o", page.path]).status == 0)
    let dom = try Browser.dumpDOM(page.absoluteString + "?t=0.2")
    #expect(dom.contains("data-ready=\"1\""), "the script did not finish")
    let errors = dom.firstMatch(of: /data-errors="([^"]*)"/).map { String($0.1) } ?? ""
    #expect(errors.isEmpty, "script errors: \(errors)")
    #expect(dom.components(separatedBy: "<svg").count - 1 == 4, "two rows of stage and curve")
    let png = try Browser.artifacts("previews").appendingPathComponent("\(scene).png")
    try Browser.screenshot(page.absoluteString + "?t=0.2", to: png.path, windowSize: (1000, 700))
    let size = (try FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int) ?? 0
    #expect(size > 10_000, "the screenshot is nearly empty (\(size) bytes)")
  }

  /// The dot's 0 → 1 travel is one pixel-sized minimum visible change on Android: the engine hides most of it, and the
  /// page says so under the android row, with the constants that fix it; the exact row has nothing to say.
  /// A fling on the dot: each engine's row is its decay model's frames as `sample --decay --engine E` prints them
  /// (a black box here; sample's decays are checked against tools/decay_reference.py), held at 60 fps, the exact row
  /// UIScrollView's closed form every millisecond, and each row ends when `analyze --decay` says it rests (1e-12).
  @Test("preview --decay plays each engine's fling: its frames are sample's and its end is analyze's", arguments: ["android", "flutter", "react-native"])
  func fling(_ engine: String) throws {
    let json = springtool(["preview", "--decay", "--velocity", "1000", "--from", "10", "--engine", "exact", "--engine", engine, "--format", "json"])
    #expect(json.status == 0, "\(json.error)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let rows = try #require(document["rows"] as? [[String: Any]])
    try #require(rows.count == 2)
    #expect(rows[0]["hold"] as? Bool == false && rows[1]["hold"] as? Bool == true)
    let times = try #require(rows[1]["t"] as? [Double]), values = try #require((rows[1]["components"] as? [String: [Double]])?["value"])
    let sample = springtool([
      "sample", "--decay", "--velocity", "1000", "--from", "10", "--engine", engine, "--duration", "\(times.last!)",
      "--format", "csv",
    ])
    let frames = csvNumbers(sample.output)
    try #require(frames.count >= times.count, "\(frames.count) frames for \(times.count)")
    for (i, t) in times.enumerated() {
      #expect(abs(frames[i][0] - t) < 1e-12 && abs(frames[i][1] - values[i]) <= 1e-12 * max(1, abs(values[i])), "frame \(i) at \(t)")
    }
    let analyze = springtool(["analyze", "--decay", "--velocity", "1000", "--from", "10", "--engine", engine, "--format", "json"])
    let end = try #require(jsonNumber(analyze.output, "end"))
    #expect(abs((rows[1]["end"] as? Double ?? .nan) - end) <= 1e-12 * end, "\(String(describing: rows[1]["end"])) vs \(end)")
    #expect(springtool(["preview", "--decay", "--engine", "swiftui-animation"]).error.contains("has no decay"))
    // Reanimated's withDecay never starts from exactly 0: its row says why it stands still.
    #expect(springtool(["preview", "--decay", "--velocity", "1000", "--engine", "reanimated", "--format", "json"]).output.contains("issue #6680"))
    #expect(springtool(["preview", "--decay", "--scene", "custom-switch"]).status == 64)
    // A model's own settings reach its row (and are refused where no row reads them), as on sample and analyze.
    for (setting, model) in [(["--fling-friction", "3"], "fling"), (["--max", "150"], "scroller")] {
      let tuned = springtool(["preview", "--decay", "--velocity", "2000", "--engine", "android", "--decay-model", model, "--format", "json"] + setting)
      let row = try #require(((try JSONSerialization.jsonObject(with: Data(tuned.output.utf8)) as? [String: Any])?["rows"] as? [[String: Any]])?.first)
      let analyzed = springtool(["analyze", "--decay", "--velocity", "2000", "--engine", "android", "--decay-model", model, "--format", "json"] + setting)
      let rest = try #require(jsonNumber(analyzed.output, "rest")), end = try #require(jsonNumber(analyzed.output, "end"))
      #expect(row["end"] as? Double == end && (row["components"] as? [String: [Double]])?["value"]?.last == rest, "\(setting): \(tuned.error)")
    }
    #expect(springtool(["preview", "--decay", "--engine", "flutter", "--fling-friction", "3"]).error.contains("give '--engine android'"))
  }

  /// Snap points on a fling: the page names each platform's pick, the point `springtool snap` picks for the same
  /// release (a black box here; snap's picks are checked against tools/snap_reference.py).
  @Test(
    "preview --decay --points shows each platform's snap pick, as springtool snap picks it",
    arguments: [("0,300,600", 1000.0), ("0,300,600", -200.0), ("-50,40,90,400", 2500.0)])
  func flingSnaps(_ points: String, _ velocity: Double) throws {
    let json = springtool(["preview", "--decay", "--velocity", "\(velocity)", "--from", "10", "--points", points, "--engine", "android", "--format", "json"])
    #expect(json.status == 0, "\(json.error)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let picks = try #require((document["snaps"] as? [String: Any])?["picks"] as? [[String: Any]])
    let snap = springtool(["snap", "--points", points, "--velocity", "\(velocity)", "--from", "10", "--format", "json"])
    let expected = try #require((try JSONSerialization.jsonObject(with: Data(snap.output.utf8)) as? [String: Any])?["snaps"] as? [[String: Any]])
    #expect(picks.count == expected.count && picks.count >= 3)
    for (pick, want) in zip(picks, expected) {
      #expect(
        pick["engine"] as? String == want["engine"] as? String && pick["target"] as? Double == want["target"] as? Double
          && pick["reason"] as? String == want["reason"] as? String, "\(pick) vs \(want)")
    }
    #expect(springtool(["preview", "--points", "0,1"]).error.contains("goes with '--decay'"))
    #expect(springtool(["preview", "--decay", "--points", "0,x"]).status == 64)
    // The page marks the points on the dot's line and lists the picks under the rows.
    guard try Browser.available() else { return }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("fling.html")
    #expect(
      springtool(["preview", "--decay", "--velocity", "\(velocity)", "--from", "10", "--points", points, "--engine", "android", "-o", page.path]).status == 0)
    let dom = try Browser.dumpDOM(page.absoluteString + "?t=0.1")
    let ticks = dom.matches(of: /class="snap-point"/).count, list = dom.firstMatch(of: /id="snaps">([^<]*)</).map { String($0.1) } ?? ""
    #expect(ticks == points.split(separator: ",").count && !dom.contains("data-errors"), "\(ticks) ticks")
    for want in expected { #expect(list.contains("\(want["engine"] as? String ?? "?") snaps to"), "\(list)") }
  }

  /// A fling scene: each row is that platform's snap of the release, frame for frame as `springtool snap` gives it
  /// (a black box here; snap is checked against tools/snap_reference.py), on the scene's views.
  @Test(
    "a fling scene plays each platform's snap: its rows are snap's frames and ends, and the scene's views follow them",
    arguments: [
      ("carousel", ["--velocity", "1500"], "0,280,560,840", 60.0),
      ("bottom-sheet", ["--velocity", "-900"], "120,320,520", 350.0),
      (
        "carousel", ["--velocity", "200", "--from", "330", "--points", "0,200,400,600", "--engine", "compose", "--engine", "uikit"],
        "0,200,400,600", 330.0
      ),
    ])
  func flingScene(_ scene: String, _ options: [String], _ points: String, _ from: Double) throws {
    let json = springtool(["preview", "--decay", "--scene", scene, "--format", "json"] + options)
    #expect(json.status == 0, "\(json.error)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let rows = try #require(document["rows"] as? [[String: Any]])
    #expect((document["title"] as? String)?.contains("not from the articles") == true)
    let engines = options.contains("--engine") ? ["compose", "uikit"] : ["uikit", "android", "compose", "motion", "flutter", "react-native", "reanimated"]
    #expect(rows.map { $0["label"] as? String ?? "" } == engines)
    let velocity = options[options.firstIndex(of: "--velocity")! + 1]
    var targets: [String: Double] = [:]
    for row in rows {
      let engine = try #require(row["label"] as? String)
      let snap = springtool(["snap", "--points", points, "--from", "\(from)", "--velocity", velocity, "--engine", engine, "--format", "json"])
      let want = try #require(((try JSONSerialization.jsonObject(with: Data(snap.output.utf8)) as? [String: Any])?["snaps"] as? [[String: Any]])?.first)
      let samples = (want["samples"] as? [[String: Any]] ?? []).compactMap { $0["value"] as? Double }
      let values = try #require((row["components"] as? [String: [Double]])?["value"])
      // Each frame is snap's (its last held after the end); a platform that runs nothing stays at the release.
      for (i, v) in values.enumerated() {
        let expected = samples.isEmpty ? from : samples[min(i, samples.count - 1)]
        #expect(abs(v - expected) <= 1e-9 * max(1, abs(expected)), "\(engine) frame \(i): \(v) vs \(expected)")
      }
      #expect(row["end"] as? Double == want["end"] as? Double, "\(engine) end")
      #expect((row["notes"] as? [String])?.first == want["reason"] as? String)
      targets[engine] = want["target"] as? Double
    }
    #expect(springtool(["preview", "--decay", "--scene", scene, "--engine", "rebound"]).error.contains("has none"))
    #expect(springtool(["preview", "--decay", "--scene", scene, "--decay-model", "fling"]).status == 64)
    #expect(springtool(["preview", "--decay", "--scene", "knob"]).error.contains("carousel or bottom-sheet"))
    // On the page, at the end, each row's card or sheet sits where its platform snapped.
    guard try Browser.available() else { return }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("\(scene).html")
    #expect(springtool(["preview", "--decay", "--scene", scene, "-o", page.path] + options).status == 0)
    let dom = try Browser.dumpDOM(page.absoluteString + "?t=\(document["duration"] as? Double ?? 1)")
    #expect(!dom.contains("data-errors"))
    let list = points.split(separator: ",").compactMap { Double($0) }.sorted()
    for (n, engine) in engines.enumerated() {
      let target = try #require(targets[engine])
      if scene == "carousel" {
        // The card whose point the scroll offset rests at is centred (x 180 in a 360-point viewport).
        let card = try #require(list.firstIndex(of: target)) + 1
        let x = Self.viewAttributes("card-\(card)", "x", in: dom)
        #expect(x.count == engines.count && abs(x[n] - 180) <= 1e-6, "\(engine): card \(card) at \(x)")
      } else {
        let y = Self.viewAttributes("sheet", "y", in: dom)
        #expect(y.count == engines.count && abs(y[n] - (target + 320)) <= 1e-6, "\(engine): sheet at \(y), target \(target)")
      }
    }
  }

  @Test("an engine's words about the motion stand under its row (Android's minimum visible change for a 0…1 travel)")
  func rowNotes() throws {
    let json = springtool(["preview", "--engine", "exact", "--engine", "android", "--format", "json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let rows = try #require(document["rows"] as? [[String: Any]])
    #expect((rows[0]["notes"] as? [String])?.isEmpty == true)
    #expect((rows[1]["notes"] as? [String])?.first?.contains("minimum visible change") == true)
    guard try Browser.available() else { return }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("dot.html")
    #expect(springtool(["preview", "--engine", "exact", "--engine", "android", "-o", page.path]).status == 0)
    let dom = try Browser.dumpDOM(page.absoluteString + "?t=0.1")
    #expect(dom.contains("class=\"row-notes\"") && dom.contains("ALPHA, 1/256"), "\(dom.suffix(400))")
  }

  /// A phone's 390 CSS px and a laptop's 1280: nothing scrolls sideways, long code in the track list included.
  @Test("a scene's page fits 390 and 1280 px wide", arguments: ["quantum-toggle-style", "list-view", "custom-switch"])
  func fitsNarrowScreens(_ scene: String) throws {
    guard try Browser.available() else { return }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("\(scene).html")
    #expect(springtool(["preview", "--scene", scene, "--engine", "exact", "--engine", "android", "-o", page.path]).status == 0)
    let widths = try Browser.drive(
      page.absoluteString + "?t=0.15",
      [
        ["viewport": [390, 900]], ["sleep": 200], ["eval": "document.documentElement.scrollWidth"],
        ["viewport": [1280, 900]], ["sleep": 200], ["eval": "document.documentElement.scrollWidth"],
      ])
    #expect((widths[2] as? Int ?? .max) <= 390 && (widths[5] as? Int ?? .max) <= 1280, "\(scene): \(widths)")
  }

  @Test(
    "the page lists every track of the scene, and ?t= refuses what is not a number of seconds",
    arguments: [("abc", true), ("", true), ("0x10", true), ("0.25", false), ("1e-1", false)])
  func tracksAndTime(_ t: String, _ refused: Bool) throws {
    guard try Browser.available() else { return }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("quantum.html")
    #expect(springtool(["preview", "--scene", "quantum-toggle-style", "-o", page.path]).status == 0)
    let dom = try Browser.dumpDOM(page.absoluteString + "?t=\(t)")
    #expect(dom.contains("data-ready=\"1\"") && !dom.contains("data-errors"))
    #expect(dom.contains("data-t-error=\"1\"") == refused, "?t=\(t)")
    // QuantumToggleStyle has nine tracks (the trigger's width and icon position among them); the arrow's says which animation turns it.
    #expect(dom.matches(of: try Regex("<li>")).count == 9)
    #expect(dom.contains("Image(systemName: \"arrow.triangle.2.circlepath\"): rotation 0 → 180 °, spring(response 0.5, ζ 0.7)"))
  }

  @Test(
    "a drag replays the knob's path with the finger above it, and the track's colour follows the decision",
    arguments: [("14", "300", 1.0), ("8", "-100", 0.0)])
  func drag(_ translation: String, _ velocity: String, _ colour: Double) throws {
    guard try Browser.available() else { return }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("drag.html")
    let run = springtool(["preview", "--scene", "custom-switch", "--translation", translation, "--velocity", velocity, "-o", page.path])
    try #require(run.status == 0, "\(run.error)")
    let html = try String(contentsOf: page, encoding: .utf8)
    // Self-contained: the finger's data inside, nothing loaded from anywhere.
    #expect(html.contains("\"finger\""))
    let external = try Regex("url\\((?!#)")
    #expect(!html.contains("src=") && !html.contains("<link") && !html.contains("@import") && html.matches(of: external).isEmpty)
    // While the finger touches (the drag lasts 0.2 s) it is drawn after the knob, so above it.
    let during = try Browser.dumpDOM(page.absoluteString + "?t=0.1")
    let knobAt = try #require(during.range(of: "data-view=\"knob\""))
    let fingerAt = try #require(during.range(of: "class=\"finger\""))
    #expect(knobAt.lowerBound < fingerAt.lowerBound && during.contains("visibility=\"visible\""))
    #expect(Self.viewAttributes("track", "color", in: during) == [0], "the state changes on the release, not before")
    let dom = try Browser.dumpDOM(page.absoluteString + "?t=0.9")
    // CustomSwitch (the article's rule: on when 20·0 + translation > 10): 14 pt turns it on, 8 pt back leaves it off. The
    // knob's centre ends at 30 + 40 or 30 (0.7 s after the release the spring is within 0.01 pt), the colour with it.
    let x = Self.viewAttributes("knob", "x", in: dom), color = Self.viewAttributes("track", "color", in: dom)
    #expect(x.count == 1 && abs((x.first ?? 0) - (30 + 40 * colour)) < 0.01)
    #expect(color.count == 1 && abs((color.first ?? -1) - colour) < 1e-3)
  }
}
