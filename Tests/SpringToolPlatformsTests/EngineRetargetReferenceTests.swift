import Foundation
import SpringToolCore
import SpringToolPlatforms
import TestSupport
import Testing

/// Every engine's retargets against tools/engine_reference.py, whose engines apply a second call
/// mid-flight as each platform's code does (written from the upstream files, not from this
/// code): 30 seeded cases per engine with one and two taps, early and after the end, back to the
/// start, further on and elsewhere, with and without a start velocity, at 30, 60, 90, 120 and 144
/// fps, on the frame grid and between frames. Every frame's value must agree to 1e-9 of the
/// largest distance from the start to a target, and the end rule must fire on the same frame.
@Suite("Engine retargets against the Python reference")
struct EngineRetargetReferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let base: EngineReferenceTests.Case
    let retargets: [Retarget]
    var testDescription: String { "retarget/\(base.fixture) case \(base.id) (\(base.fps) fps, \(retargets.count) taps)" }
  }

  static let fixtures = [
    "swiftui-spring", "swiftui-animation", "interpolating-spring", "core-animation", "uikit", "android", "compose",
    "motion", "react-spring", "rebound", "rebound-js", "wave", "flutter", "react-native", "reanimated",
    "flutter@snap-to-end", "flutter@flutter-clock=exact", "react-native@overshoot-clamping",
    "reanimated@overshoot-clamping", "reanimated@reanimated-version=3",
    "reanimated@reanimated-version=3+overshoot-clamping",
  ]

  static func load(_ fixture: String) -> [Case] {
    guard let text = try? fixtureText("Tests/Fixtures/engines/retarget/\(fixture).csv") else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().compactMap { line in
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard cells.count == 12 else { return nil }
      let numbers = (cells[0..<8] + cells[9..<11]).compactMap(Double.init)
      guard numbers.count == 10 else { return nil }
      let taps = cells[8].split(separator: ";").compactMap { pair -> Retarget? in
        let parts = pair.split(separator: ":").compactMap { Double($0) }
        return parts.count == 2 ? Retarget(time: parts[0], target: parts[1]) : nil
      }
      let base = EngineReferenceTests.Case(
        fixture: fixture, id: Int(numbers[0]), fps: numbers[1], mass: numbers[2], stiffness: numbers[3],
        damping: numbers[4], from: numbers[5], to: numbers[6], velocity: numbers[7],
        values: cells[11].split(separator: " ").compactMap { Double($0) }, end: Int(numbers[9]))
      return Case(base: base, retargets: taps)
    }
  }

  static let cases: [Case] = fixtures.flatMap(load)

  @Test("every engine has 30 cases: one and two taps, on and off the grid, 30 to 144 fps")
  func coverage() {
    let engines = Set(Engines.ids).subtracting([Engines.exact.id])
    #expect(Set(Self.fixtures.map { String($0.prefix { $0 != "@" }) }) == engines)
    for fixture in Self.fixtures {
      let mine = Self.cases.filter { $0.base.fixture == fixture }
      #expect(mine.count == 30, "\(fixture)")
      #expect(Set(mine.map(\.base.fps)).isSuperset(of: [30, 60, 90, 120, 144]), "\(fixture)")
      #expect(mine.contains { $0.retargets.count == 2 } && mine.contains { $0.retargets.count == 1 }, "\(fixture)")
      #expect(mine.contains { c in c.retargets.contains { $0.target == c.base.from } }, "\(fixture): a tap back to the start")
    }
  }

  @Test("every frame within 1e-9 of the largest travel, and the same end frame", arguments: cases)
  func matches(_ c: Case) throws {
    let b = c.base
    let engine = try #require(Engines.named(b.engine))
    let spec = try SpringSpecification(.physical(mass: b.mass, stiffness: b.stiffness, dampingCoefficient: b.damping))
    let input = EngineInput(
      specification: spec, from: b.from, to: b.to, velocity: b.velocity, settings: try b.settings(),
      retargets: c.retargets)
    let rendering = try engine.render(input, clock: .rate(b.fps), frames: b.values.count)
    let scale = ([b.to] + c.retargets.map(\.target)).map { abs($0 - b.from) }.max() ?? 1
    var worst = 0.0, worstFrame = 0
    for (i, (got, expected)) in zip(rendering.values, b.values).enumerated() where abs(got - expected) > worst {
      (worst, worstFrame) = (abs(got - expected), i)
    }
    #expect(worst <= 1e-9 * scale, "worst \(worst / scale) of the travel at frame \(worstFrame)")
    #expect((rendering.end?.frame ?? -1) == b.end, "ends at \(String(describing: rendering.end?.frame)), reference \(b.end)")
  }
}
