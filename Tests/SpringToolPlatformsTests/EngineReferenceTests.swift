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
  static let variants = ["flutter@snap-to-end", "flutter@flutter-clock=exact", "flutter@flutter-legacy-mass",
                         "flutter@rest-displacement=0.5+rest-speed=5", "react-native@rn-driver=ios", "react-native@overshoot-clamping",
                         "react-native@rest-displacement=0.5+rest-speed=5", "reanimated@overshoot-clamping",
                         "reanimated@energy-threshold=1e-05", "reanimated@reduce-motion", "flutter@flutter-bounds=-100:100",
                         "reanimated@clamp=-100:100"]

  static func load(_ engine: String) -> [Case] {
    guard let text = try? fixtureText("Tests/Fixtures/engines/\(engine).csv") else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().compactMap { line in
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard cells.count == 11, let numbers = Optional(cells[0..<10].compactMap(Double.init)), numbers.count == 10 else { return nil }
      return Case(fixture: engine, id: Int(numbers[0]), fps: numbers[1], mass: numbers[2], stiffness: numbers[3], damping: numbers[4],
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
