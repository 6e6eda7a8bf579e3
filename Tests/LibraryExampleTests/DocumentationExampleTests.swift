// swift-format-ignore-file
// (The listings here are the documentation's, character for character: a test compares them.)
import Foundation
import SpringToolKit
import Testing
import TestSupport

/// The code listings of the documentation catalog (Sources/SpringToolKit/SpringToolKit.docc),
/// compiled and run: each listing appears below verbatim between markers, and a test checks
/// that every listing in the articles is one of them (the Package.swift snippets aside).
@Suite("Documentation listings")
struct DocumentationExampleTests {
  @Test("Backends, listing 1")
  func listing1() throws {
    // Listing begins
    let motion = try SpringMotion(spring: try Spring(response: 0.4, dampingRatio: 0.8), from: 0, to: 1)
    let solver = try Solver(backend: .swift, method: .rkf45, for: motion)
    let states = try solver.solve(motion).states(at: .grid(try SampleGrid(.framesPerSecond(60), duration: 1)))
    // Listing ends
    // The Swift port within its tolerance of the closed form.
    for (i, s) in states.enumerated() { #expect(abs(s.value - motion.value(at: Double(i) / 60)) < 1e-6) }
  }

  @Test("DragGesture, listing 2")
  func listing2() throws {
    // Listing begins
    var model = SwitchDragModel(policy: .published)
    model.geometry = .published
    let decision = model.decide(startOn: false, gesture: .linear(translation: 12))
    let path = try model.trajectory(decision, gesture: .linear(translation: 12))
    let overshoot = path.figures().overshoot             // points past the end
    // Listing ends
    #expect(decision.isOn)
    #expect(overshoot > 0 && overshoot < 2)
  }

  @Test("EasingAndCSS, listing 3")
  func listing3() throws {
    // Listing begins
    let bezier = try Easing.parse("cubic-bezier(0.2, 0, 0, 1)")
    let halfway = bezier.value(at: 0.5)
    let snappy = try WebCurve.spring(SpringPreset.snappy.spring, relativeVelocity: 0, bound: 0.001, duration: nil)
    let css = try CSSLinearExport.make(bound: 0.001, progress: snappy.progress)
    let text = css.css                                   // "linear(0, 0.00147 0.59%, …, 1)"
    // Listing ends
    #expect(abs(halfway - 0.8) < 0.1)
    #expect(text.hasPrefix("linear(0, 0.00147 0.59%") && text.hasSuffix(", 1)"))
  }

  @Test("GettingStarted, listing 4")
  func listing4() throws {
    // Listing begins
    // SwiftUI's .spring(response: 0.4, dampingFraction: 0.8), from 0 to 300 points.
    let spring = try Spring(response: 0.4, dampingRatio: 0.8)
    let motion = try SpringMotion(spring: spring, from: 0, to: 300)
    let value = motion.value(at: 0.1)                    // 157.7… points, exact
    let settles = motion.settlingTime()                  // 0.539… s: the last exit from ±0.1 % of the travel

    // The same spring as Core Animation would settle it.
    let input = EngineInput(specification: SpringSpecification(spring), from: 0, to: 300)
    let coreAnimation = SettlingDefinition.coreAnimation(epsilon: 0.001).time(for: input)

    // A custom switch dragged 12 points and let go: on or off?
    let model = SwitchDragModel(policy: .projected)
    let decision = model.decide(startOn: false, gesture: .linear(translation: 12))

    // An easing beside it.
    let easeOut = try Easing.parse("ease-out")
    let progress = easeOut.value(at: 0.5)                // 0.68…
    // Listing ends
    #expect(String(value).hasPrefix("157.7") && String(settles).hasPrefix("0.539"))
    #expect(abs((coreAnimation ?? 0) - 0.6) < 0.2)
    #expect(decision.isOn)  // 12 pt moving 60 pt/s carries on past the middle
    #expect(String(progress).hasPrefix("0.68"))
  }

  @Test("PlatformEngines, listing 5")
  func listing5() throws {
    // Listing begins
    let bouncy = EngineInput(specification: SpringPreset.bouncy.specification, from: 0, to: 100)
    let android = try EngineMotion(engine: Engines.named("android")!, input: bouncy, framesPerSecond: 60)
    let frames = try android.states(at: .grid(try SampleGrid(.framesPerSecond(60), duration: 0.5)))
    let ends = android.end?.time                         // 0.55 s, by Android's rest thresholds
    // Listing ends
    #expect(frames.count == 31 && frames[0].value == 0)
    #expect(ends.map { abs($0 - 0.55) < 1e-9 } == true)
  }

  @Test("SeedScenarios, listing 6")
  func listing6() throws {
    // Listing begins
    let card = Scenes.contentView
    let width = card.tracks().first { $0.key == "width" }!   // 80 → 300 pt, spring(0.4, 0.8)
    let motion = try SpringMotion(spring: width.animation.spring!.spring, from: width.from, to: width.to)
    let settles = motion.settlingTime()                      // 0.539… s
    let wide = Scenes.viewSwitchingStrategy.tracks(SceneSettings(iOS: 16, values: ["screen-width": 430]))
    // Listing ends
    #expect(String(settles).hasPrefix("0.539"))
    #expect(width.from == 80 && width.to == 300)
    #expect(wide.first { $0.key == "x" }?.to == 215)
  }

  @Test("SettlingTimes, listing 7")
  func listing7() throws {
    // Listing begins
    let motion = try SpringMotion(spring: SpringPreset.bouncy.spring, from: 0, to: 300)
    let exact = motion.settlingTime()                    // 0.8187… s
    let input = EngineInput(specification: SpringPreset.bouncy.specification, from: 0, to: 300)
    let times = SettlingDefinition.catalogue().map { ($0.key, $0.time(for: input)) }
    // Listing ends
    #expect(String(exact).hasPrefix("0.8187"))
    // exact, SwiftUI's two, Core Animation, Android, Compose, Flutter, React Native, Reanimated.
    #expect(times.count == 9 && times[0].0 == "exact" && times[0].1 == exact)
  }

  @Test("SpringFamilies, listing 8")
  func listing8() throws {
    // Listing begins
    let given = try SpringSpecification.response(0.178, dampingRatio: 0.8)
    let stiffness = given.spring.stiffness               // (2π/0.178)²
    let response = given.response                        // 0.178, as given
    let bouncy = SpringPreset.bouncy.spring              // SwiftUI's .bouncy: response 0.5, ζ 0.7
    // Listing ends
    #expect(response == 0.178)
    #expect(abs(stiffness - (2 * Double.pi / 0.178) * (2 * Double.pi / 0.178)) < 1e-9)
    #expect(abs(bouncy.dampingRatio - 0.7) < 1e-12)
  }

  @Test("every listing in the articles is compiled above")
  func listingsAreTested() throws {
    let source = try fixtureText("Tests/LibraryExampleTests/DocumentationExampleTests.swift")
    var tested = Set<String>()
    for part in source.components(separatedBy: "    // Listing begins\n").dropFirst() {
      let code = part.components(separatedBy: "    // Listing ends")[0]
      tested.insert(code.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n"))
    }
    let catalog = packageRoot.appendingPathComponent("Sources/SpringToolKit/SpringToolKit.docc")
    let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
    var count = 0
    for article in articles {
      let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
      for block in text.components(separatedBy: "```swift\n").dropFirst() {
        var code = block.components(separatedBy: "```")[0]
        guard !code.hasPrefix("// Package.swift") else { continue }
        code = code.replacingOccurrences(of: "import SpringToolKit\n\n", with: "")
        count += 1
        #expect(tested.contains(code), "\(article): a listing that no test compiles")
      }
    }
    #expect(count >= 8)
  }
}
