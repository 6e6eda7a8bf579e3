import Foundation
import SpringToolKit
import Testing
import TestSupport

/// `springtool preview` in a real browser: the page, opened with `?t=SECONDS`, shows each row's
/// state at that time in `data-value` (and `data-width`, … for a card). Platform engine rows hold
/// each frame: the value is the engine's frame at ⌊t·fps⌋/fps (to the page's 1e-9 rounding). The
/// exact row interpolates 1 ms samples of the closed form: within 0.01 pt of the closed form at t
/// (the interpolation error is below h²/8·max|x''| ≈ 0.007 pt for these springs).
@Suite("Preview in a browser", .serialized)
struct PreviewTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let scene: String
    let engines: [String]
    let components: [(name: String, from: Double, to: Double)]
    let response: Double, dampingRatio: Double
    var testDescription: String { "\(scene): \(engines.joined(separator: ", "))" }
  }

  static let cases = [
    Case(scene: "published-switch", engines: ["exact", "swiftui-animation"], components: [("value", 0, 40)], response: 0.25, dampingRatio: 0.7),
    Case(scene: "hero-card", engines: ["exact", "core-animation"],
         components: [("width", 80, 300), ("height", 80, 400)], response: 0.4, dampingRatio: 0.8),
    // SlidingTabView's indicator, from the bar's centre: tab 0 at −57 to tab 1 at −19.
    Case(scene: "tab-indicator", engines: ["exact", "android"], components: [("value", -57, -19)], response: 0.35, dampingRatio: 0.75),
  ]

  static let times = [0.0537, 0.1234, 0.3011]

  /// The attribute values of `name` in the order the elements appear.
  static func attributes(_ name: String, in dom: String) -> [Double] {
    dom.matches(of: try! Regex("\(name)=\"([^\"]*)\"")).compactMap { Double($0.output[1].substring ?? "") }
  }

  @Test("data-value equals the frames at ?t=", arguments: cases)
  func values(c: Case) throws {
    guard try Browser.available() else { return }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("preview.html")
    let run = springtool(["preview", "--scene", c.scene] + c.engines.flatMap { ["--engine", $0] } + ["-o", page.path])
    try #require(run.status == 0, "\(run.error)")
    for t in Self.times {
      let dom = try Browser.dumpDOM(page.absoluteString + "?t=\(t)")
      #expect(dom.contains("data-ready=\"1\"") && !dom.contains("data-errors"), "the page did not run cleanly at t = \(t)")
      for component in c.components {
        let attribute = c.components.count == 1 ? "data-value" : "data-\(component.name)"
        let shown = Self.attributes(attribute, in: dom)
        try #require(shown.count == c.engines.count, "\(attribute) at t = \(t): \(shown)")
        for (row, engine) in c.engines.enumerated() {
          var request = SpringRequest()
          (request.response, request.dampingRatio) = (c.response, c.dampingRatio)
          var recipe = CurveRecipe(source: .spring(request))
          (recipe.from, recipe.to, recipe.engine) = (component.from, component.to, EngineChoice(id: engine)!)
          let curve = try recipe.curve()
          if engine == "exact" {
            let expected = try curve.states(at: .list([0, t]))[1].value
            #expect(abs(shown[row] - expected) < 0.01, "\(engine) \(component.name) at \(t): \(shown[row]) vs \(expected)")
          } else {
            let frame = (t * 60).rounded(.down)
            let expected = try curve.states(at: .grid(try SampleGrid(.framesPerSecond(60), duration: frame / 60 + 1e-9)))[Int(frame)].value
            #expect(abs(shown[row] - expected) < 1e-8, "\(engine) \(component.name) at \(t): \(shown[row]) vs \(expected)")
          }
        }
      }
    }
  }

  @Test("every scene renders without script errors, visible, and a screenshot is kept",
        arguments: Scenes.all.filter { !$0.components.isEmpty }.map(\.name))
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

  @Test("the page lists every track of the scene, and ?t= refuses what is not a number of seconds",
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
    // QuantumToggleStyle has seven tracks; the arrow's says which animation turns it.
    #expect(dom.matches(of: try Regex("<li>")).count == 7)
    #expect(dom.contains("Image(systemName: \"arrow.triangle.2.circlepath\"): rotation 0 → 180 °, spring(response 0.5, ζ 0.7)"))
  }

  @Test("a drag replays the knob's path with the finger")
  func drag() throws {
    guard try Browser.available() else { return }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("drag.html")
    #expect(springtool(["preview", "--scene", "published-switch", "--translation", "14", "--velocity", "300", "-o", page.path]).status == 0)
    let html = try String(contentsOf: page, encoding: .utf8)
    // Self-contained: the finger's data inside, nothing loaded from anywhere.
    #expect(html.contains("\"finger\""))
    #expect(!html.contains("src=") && !html.contains("<link") && !html.contains("@import") && !html.contains("url("))
    let dom = try Browser.dumpDOM(page.absoluteString + "?t=0.5")
    let shown = Self.attributes("data-value", in: dom)
    #expect(shown.count == 1)
    // The article's switch turns on: at 0.5 s the knob is near its far end (40 pt).
    #expect(abs((shown.first ?? 0) - 40) < 2)
  }
}
