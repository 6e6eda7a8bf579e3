import Foundation
import SpringToolCore
import SpringToolPlatforms
import TestSupport
import Testing

/// Every engine against tools/engine_reference.py: an independent Python implementation of each
/// platform's rules (written from the upstream files, not from this code), on 34 seeded random
/// cases per engine: springs of response 0.12–1.6 s and ζ 0.08–1.8 (and exactly 1), masses 0.6–2.5,
/// travels both ways from 0.5 to 800 units and zero travel with a flick, start velocities up to
/// 5000 units/s, 10–200 frames per second including 60 and 120. Every frame's value must agree to
/// 1e-9 of the travel (of |v0|/ω0 for zero travel), and the end rule must fire on the same frame.
@Suite("Platform engines against the Python reference")
struct EngineReferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    /// The fixture's name: the engine's id, then `@key=value+…` for the settings it runs with
    /// (a flag without `=value`).
    let fixture: String
    let id: Int
    let fps: Double
    let mass: Double, stiffness: Double, damping: Double
    let from: Double, to: Double, velocity: Double
    let values: [Double]
    let end: Int
    var testDescription: String { "\(fixture) case \(id) (\(fps) fps)" }
    /// The engine's id.
    var engine: String { String(fixture.prefix { $0 != "@" }) }
    /// The settings the fixture names.
    func settings() throws -> EngineSettings {
      var settings = EngineSettings()
      guard let at = fixture.firstIndex(of: "@") else { return settings }
      for part in fixture[fixture.index(after: at)...].split(separator: "+") {
        let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
        let setting = try #require(EngineSetting.named(pair[0]), "unknown setting \(pair[0])")
        try settings.set(setting, text: pair.count == 2 ? pair[1] : "true")
      }
      return settings
    }
  }

  /// Every platform engine (each must have its fixture), then the fixtures of engine settings.
  static let engines = Engines.ids.filter { $0 != Engines.exact.id }
  static let variants = [
    "flutter@snap-to-end", "flutter@flutter-clock=exact", "flutter@flutter-legacy-mass",
    "flutter@rest-displacement=0.5+rest-speed=5", "react-native@rn-driver=ios", "react-native@overshoot-clamping",
    "react-native@rest-displacement=0.5+rest-speed=5", "reanimated@overshoot-clamping",
    "reanimated@energy-threshold=1e-05", "reanimated@reduce-motion", "flutter@flutter-bounds=-100:100",
    "reanimated@clamp=-100:100", "reanimated@reanimated-version=3",
    "reanimated@reanimated-version=3+overshoot-clamping",
  ]

  static func load(_ engine: String) -> [Case] {
    guard let text = try? fixtureText("Tests/Fixtures/engines/\(engine).csv") else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().compactMap { line in
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard cells.count == 11, let numbers = Optional(cells[0..<10].compactMap(Double.init)), numbers.count == 10 else { return nil }
      return Case(
        fixture: engine, id: Int(numbers[0]), fps: numbers[1], mass: numbers[2], stiffness: numbers[3], damping: numbers[4],
        from: numbers[5], to: numbers[6], velocity: numbers[7],
        values: cells[10].split(separator: " ").compactMap { Double($0) }, end: Int(numbers[9]))
    }
  }

  static let cases: [Case] = (engines + variants).flatMap(load)

  @Test("the fixtures hold at least 30 cases per engine, at 60 and 120 fps among others")
  func coverage() {
    for engine in Self.engines + Self.variants {
      let mine = Self.cases.filter { $0.fixture == engine }
      #expect(mine.count >= 30, "\(engine): \(mine.count) cases")
      #expect(Set(mine.map(\.fps)).isSuperset(of: [10, 60, 120, 200]), "\(engine)")
      #expect(mine.contains { $0.from == $0.to } && mine.contains { $0.to < $0.from } && mine.contains { $0.to > $0.from })
    }
  }

  @Test("every frame within 1e-9 of the travel, and the same end frame", arguments: cases)
  func matches(_ c: Case) throws {
    let engine = try #require(Engines.named(c.engine))
    let spec = try SpringSpecification(.physical(mass: c.mass, stiffness: c.stiffness, dampingCoefficient: c.damping))
    let input = EngineInput(specification: spec, from: c.from, to: c.to, velocity: c.velocity, settings: try c.settings())
    let rendering = try engine.render(input, clock: .rate(c.fps), frames: c.values.count)
    let travel = abs(c.to - c.from)
    let scale = travel > 0 ? travel : abs(c.velocity) / spec.spring.naturalFrequency
    var worst = 0.0, worstFrame = 0
    for (i, (got, expected)) in zip(rendering.values, c.values).enumerated() where abs(got - expected) > worst {
      (worst, worstFrame) = (abs(got - expected), i)
    }
    #expect(worst <= 1e-9 * scale, "worst \(worst / scale) of the travel at frame \(worstFrame)")
    #expect((rendering.end?.frame ?? -1) == c.end, "ends at \(String(describing: rendering.end?.frame)), reference \(c.end)")
  }
}

/// Reanimated's duration configs (`withSpring(to, {duration, dampingRatio, mass})`) against
/// tools/engine_reference.py, which solves the spring from each start as upstream does
/// (Reanimated 4's stiffness bisection, Reanimated 3's mass bisection) and runs the frames: 34
/// seeded cases per fixture, durations 0.15–1.5 s, ζ 0.3–1.6 and exactly 1, masses 1, 2.5 and 4,
/// with the motions of the engine fixtures. The solved number must agree to 1e-12 relative (both
/// sides run the same IEEE operations; the slack allows a last-bit difference in `exp`), every
/// frame to 1e-9 of the travel, and the end frame exactly.
@Suite("Reanimated duration configs against the Python reference")
struct ReanimatedDurationReferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let fixture: String
    let id: Int
    let fps: Double
    let duration: Double, dampingRatio: Double, mass: Double
    let from: Double, to: Double, velocity: Double
    let solved: Double
    let values: [Double]
    let end: Int
    var testDescription: String { "duration/\(fixture) case \(id) (\(fps) fps)" }
    var isReanimated3: Bool { fixture.contains("reanimated-version=3") }
    func input() throws -> EngineInput {
      let spec = try SpringSpecification(.reanimatedDuration(duration: duration, dampingRatio: dampingRatio, mass: mass))
      let base = EngineReferenceTests.Case(
        fixture: fixture, id: id, fps: fps, mass: mass, stiffness: 1, damping: 1, from: from, to: to,
        velocity: velocity, values: [], end: end)
      return EngineInput(specification: spec, from: from, to: to, velocity: velocity, settings: try base.settings())
    }
  }

  static let fixtures = ["reanimated", "reanimated@reanimated-version=3", "reanimated@energy-threshold=1e-05"]

  static let cases: [Case] = fixtures.flatMap { fixture -> [Case] in
    guard let text = try? fixtureText("Tests/Fixtures/engines/duration/\(fixture).csv") else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().compactMap { line in
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let numbers = cells.prefix(11).compactMap(Double.init)
      guard cells.count == 12, numbers.count == 11 else { return nil }
      return Case(
        fixture: fixture, id: Int(numbers[0]), fps: numbers[1], duration: numbers[2], dampingRatio: numbers[3], mass: numbers[4],
        from: numbers[5], to: numbers[6], velocity: numbers[7], solved: numbers[8],
        values: cells[11].split(separator: " ").compactMap { Double($0) }, end: Int(numbers[10]))
    }
  }

  @Test("each fixture holds 34 cases, with zero travel, both directions, ζ = 1 and 60 and 120 fps")
  func coverage() {
    for fixture in Self.fixtures {
      let mine = Self.cases.filter { $0.fixture == fixture }
      #expect(mine.count == 34, "\(fixture)")
      #expect(Set(mine.map(\.fps)).isSuperset(of: [10, 60, 120, 200]))
      #expect(mine.contains { $0.from == $0.to } && mine.contains { $0.to < $0.from } && mine.contains { $0.dampingRatio == 1 })
    }
  }

  @Test("the solved spring, every frame within 1e-9 of the travel, and the same end frame", arguments: cases)
  func matches(_ c: Case) throws {
    let input = try c.input()
    let solved = c.isReanimated3 ? input.spring.mass : input.spring.stiffness
    #expect(abs(solved - c.solved) <= 1e-12 * c.solved, "solved \(solved), reference \(c.solved)")
    if c.isReanimated3 { #expect(input.spring.stiffness == 100) } else { #expect(input.spring.mass == c.mass) }
    let rendering = try #require(Engines.named("reanimated")).render(input, clock: .rate(c.fps), frames: c.values.count)
    let travel = abs(c.to - c.from)
    let scale = travel > 0 ? travel : max(abs(c.velocity) / input.spring.naturalFrequency, 1)
    var worst = 0.0
    for (got, expected) in zip(rendering.values, c.values) { worst = max(worst, abs(got - expected)) }
    #expect(worst <= 1e-9 * scale, "worst \(worst / scale) of the travel")
    #expect((rendering.end?.frame ?? -1) == c.end, "ends at \(String(describing: rendering.end?.frame)), reference \(c.end)")
  }

  /// more-platforms.md §3's worked figures for GentleSpringConfigWithDuration (550 ms, ζ 1, mass 4).
  @Test(
    "Gentle-with-duration resolves to the reference's stiffness for each start",
    arguments: [(0.0, 898.9), (-2000.0, 945.9), (3000.0, 764.8)])
  func gentleWithDuration(velocity: Double, stiffness: Double) throws {
    let spec = try SpringSpecification(.preset(.reanimatedGentleDuration, extraBounce: 0))
    let input = EngineInput(specification: spec, from: 0, to: 100, velocity: velocity)
    #expect(abs(input.spring.stiffness - stiffness) < 0.05, "\(input.spring.stiffness)")
  }
}
