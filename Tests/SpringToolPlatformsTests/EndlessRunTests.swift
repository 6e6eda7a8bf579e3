import SpringToolCore
import Testing

@testable import SpringToolPlatforms

/// An undamped closed form never ends: the search for its end answers at once instead of running
/// an hour of frames, and only where a bound proves every frame finite. The expected results come
/// from the brute force the shortcut replaces: 3600 s of frames at 60 fps, each checked.
@Suite("Endless closed forms: no end without a search")
struct EndlessRunTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let engine: String, response: Double, dampingRatio: Double
    let from: Double, to: Double, velocity: Double
    /// Whether the run proves itself endless (worked by hand from the bounds in EndlessRun's conformances).
    let endless: Bool
    var testDescription: String { "\(engine) ζ \(dampingRatio) \(from) → \(to) at \(velocity)/s" }
  }

  static let cases: [Case] = [
    Case(engine: "swiftui-spring", response: 0.5, dampingRatio: 0, from: 0, to: 1, velocity: 0, endless: true),
    Case(engine: "swiftui-spring", response: 3, dampingRatio: 0, from: -1e6, to: 1e6, velocity: 3e7, endless: true),
    Case(engine: "core-animation", response: 0.3, dampingRatio: 0, from: 0, to: 100, velocity: -50, endless: true),
    Case(engine: "interpolating-spring", response: 1, dampingRatio: 0, from: 1e-6, to: -1e-6, velocity: 0, endless: true),
    // A swing v0/ω of 8e303 is finite but over the 1e300 bound: searched, and found endless.
    Case(engine: "swiftui-spring", response: 0.5, dampingRatio: 0, from: 0, to: 1, velocity: 1e305, endless: false),
    // Core Animation's unit velocity 1e300/1e-300 overflows: searched, and refused as non-finite.
    Case(engine: "core-animation", response: 0.5, dampingRatio: 0, from: 0, to: 1e-300, velocity: 1e300, endless: false),
    // Motion: no rest within 20 s makes JSAnimation's duration infinite, so it never finishes.
    Case(engine: "motion", response: 0.5, dampingRatio: 0, from: 0, to: 100, velocity: -300, endless: true),
    Case(engine: "motion", response: 3, dampingRatio: 0.01, from: 1e6, to: -1e6, velocity: 0, endless: true),
    // A travel below Motion's rest distance rests at once: a finite duration, no shortcut.
    Case(engine: "motion", response: 0.5, dampingRatio: 0, from: 0, to: 1e-9, velocity: 0, endless: false),
    Case(engine: "motion", response: 0.5, dampingRatio: 0, from: 0, to: 1, velocity: 1e305, endless: false),
    // Compose: an undamped spring's estimated duration is never, and only that duration ends it.
    Case(engine: "compose", response: 0.5, dampingRatio: 0, from: 0, to: 100, velocity: -300, endless: true),
    Case(engine: "compose", response: 2, dampingRatio: 0, from: -1e30, to: 1e30, velocity: 0, endless: true),
    // A velocity bound of 1.26e39 is past Float's range: searched, and refused as non-finite.
    Case(engine: "compose", response: 0.005, dampingRatio: 0, from: 0, to: 1e36, velocity: 0, endless: false),
    // The Float difference −3e38 − 3e38 overflows: searched, and refused.
    Case(engine: "compose", response: 0.5, dampingRatio: 0, from: -3e38, to: 3e38, velocity: 0, endless: false),
    Case(engine: "compose", response: 0.5, dampingRatio: 0.5, from: 0, to: 1, velocity: 0, endless: false),
    // Damped: a finite end, found by the search.
    Case(engine: "swiftui-spring", response: 0.5, dampingRatio: 0.8, from: 0, to: 1, velocity: 0, endless: false),
    Case(engine: "core-animation", response: 0.5, dampingRatio: 0.3, from: 0, to: 1, velocity: 2, endless: false),
    Case(engine: "motion", response: 0.5, dampingRatio: 0.8, from: 0, to: 1, velocity: 0, endless: false),
  ]

  /// The end or the refusal, as a comparable text.
  static func outcome(_ body: () throws(MotionError) -> EngineEnd?) -> String {
    do { return try body().map { "ends at frame \($0.frame)" } ?? "no end" } catch { return "refused: \(error)" }
  }

  @Test("the shortcut's answer is the hour of frames' answer", arguments: cases)
  func matchesTheSearch(_ c: Case) throws {
    let engine = try #require(Engines.named(c.engine))
    let spring = try SpringSpecification(.response(response: c.response, dampingRatio: c.dampingRatio, mass: 1))
    let input = EngineInput(specification: spring, from: c.from, to: c.to, velocity: c.velocity)
    let run = try engine.run(input)
    #expect(((run as? any EndlessRun)?.isProvablyEndless ?? false) == c.endless)
    // The brute force: every frame of an hour at 60 fps, through the renderer (no shortcut there).
    var finite = true
    let searched = Self.outcome { () throws(MotionError) -> EngineEnd? in
      try engine.render(input, clock: .rate(60), frames: 3600 * 60 + 1) { _, _, frame in
        finite = finite && frame.value.isFinite && frame.velocity.isFinite
      }.end
    }
    #expect(Self.outcome { () throws(MotionError) -> EngineEnd? in try engine.end(input) } == searched)
    if c.endless {
      #expect(searched == "no end")
      #expect(finite)
    }
  }
}
