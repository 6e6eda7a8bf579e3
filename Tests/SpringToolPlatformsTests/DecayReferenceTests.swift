import Foundation
import SpringToolCore
import SpringToolPlatforms
import TestSupport
import Testing

/// Every decay model against tools/decay_reference.py, an independent Python implementation of
/// each platform's rules (written from the upstream files, not from this code): 30 seeded
/// releases per fixture, 50 to 8000 units/s both ways, with bounds on the models that take them,
/// at 30 to 144 fps. Every frame must agree to 1e-9 of the distance travelled (at least one
/// unit), and the stop rule must fire on the same frame.
@Suite("Decay models against the Python reference")
struct DecayReferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let fixture: String
    let id: Int
    let fps: Double, from: Double, velocity: Double
    let lower: Double?, upper: Double?
    let values: [Double]
    let end: Int
    var testDescription: String { "decay/\(fixture) case \(id) (\(fps) fps)" }
    var engine: String { String(fixture.prefix { $0 != "@" }) }
    var model: String { String(fixture.split(separator: "@")[1].prefix { $0 != "+" }) }

    func input() throws -> DecayInput {
      var settings = EngineSettings()
      var spring: [String: Double] = [:]
      for part in fixture.split(separator: "+").dropFirst() {
        let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
        // A bouncing model's spring part (`stiffness`, `damping` as the ratio, `mass`), as the command line spells it.
        if ["stiffness", "damping", "mass"].contains(pair[0]) { spring[pair[0]] = Double(pair[1]); continue }
        let setting = try #require(EngineSetting.named(pair[0]), "unknown setting \(pair[0])")
        try settings.set(setting, text: pair.count == 2 ? pair[1] : "true")
      }
      if let lower { try settings.set(.decayMinimum, text: "\(lower)") }
      if let upper { try settings.set(.decayMaximum, text: "\(upper)") }
      var input = DecayInput(from: from, velocity: velocity, settings: settings)
      if let k = spring["stiffness"], let zeta = spring["damping"] { input.spring = try Spring(stiffness: k, dampingRatio: zeta, mass: spring["mass"] ?? 1) }
      return input
    }
  }

  static let fixtures = [
    "uikit@scroll-view", "uikit@scroll-view+deceleration-rate=0.99", "android@fling",
    "android@fling+fling-friction=2.5", "android@scroller", "android@scroller+density=2.75",
    "android@scroller+scroll-friction=0.03", "compose@exponential",
    "compose@exponential+friction-multiplier=0.5+velocity-threshold=5", "compose@spline", "compose@spline+density=2.75", "react-native@decay",
    "react-native@decay+deceleration-rate=0.99", "flutter@clamping", "flutter@clamping+scroll-friction=0.03",
    "flutter@friction", "flutter@friction+drag=0.02", "flutter@friction+constant-deceleration=1400", "flutter@bouncing",
    "flutter@bouncing+constant-deceleration=1400", "flutter@bouncing+stiffness=300+damping=0.4+mass=1", "motion@inertia",
    "motion@inertia+power=0.5+time-constant=200", "reanimated@decay",
    "reanimated@decay+deceleration-rate=0.99+velocity-factor=2", "reanimated@decay+rubber-band",
    "reanimated@decay+rubber-band+rubber-band-factor=0.3",
  ]

  static let cases: [Case] = fixtures.flatMap { fixture -> [Case] in
    guard let text = try? fixtureText("Tests/Fixtures/engines/decay/\(fixture).csv") else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().compactMap { line in
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard cells.count == 9, let id = Int(cells[0]), let fps = Double(cells[1]), let from = Double(cells[2]),
        let velocity = Double(cells[3]), let end = Int(cells[7])
      else { return nil }
      return Case(
        fixture: fixture, id: id, fps: fps, from: from, velocity: velocity, lower: Double(cells[4]), upper: Double(cells[5]),
        values: cells[8].split(separator: " ").compactMap { Double($0) }, end: end)
    }
  }

  @Test("every model has its fixtures: 30 releases each, both directions, bounded where the model takes bounds")
  func coverage() {
    #expect(Set(Self.fixtures.map { $0.split(separator: "+")[0].replacingOccurrences(of: "@", with: "/") }) == Set(DecayModels.all.map(\.info.id)))
    for fixture in Self.fixtures {
      let mine = Self.cases.filter { $0.fixture == fixture }
      #expect(mine.count == 30 && mine.contains { $0.velocity > 0 } && mine.contains { $0.velocity < 0 }, "\(fixture)")
      let takesBounds = DecayModels.named(engine: mine[0].engine, model: mine[0].model)?.info.settings.contains(.decayMaximum) == true
      #expect(mine.contains { $0.lower != nil || $0.upper != nil } == takesBounds, "\(fixture)")
    }
  }

  @Test("every frame within 1e-9 of the distance, and the same stop frame", arguments: cases)
  func matches(_ c: Case) throws {
    let model = try #require(DecayModels.named(engine: c.engine, model: c.model))
    let rendering = try model.render(try c.input(), clock: .rate(c.fps), frames: c.values.count)
    let scale = max(1, abs((c.values.last ?? c.from) - c.from))
    var worst = 0.0, at = 0
    for (i, (got, expected)) in zip(rendering.values, c.values).enumerated() where abs(got - expected) > worst { (worst, at) = (abs(got - expected), i) }
    #expect(worst <= 1e-9 * scale, "worst \(worst / scale) of the distance at frame \(at)")
    #expect((rendering.end?.frame ?? -1) == c.end, "stops at \(String(describing: rendering.end?.frame)), reference \(c.end)")
  }
}
