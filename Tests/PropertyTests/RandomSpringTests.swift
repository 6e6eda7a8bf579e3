import Foundation
import SpringToolCore
import SpringToolPlatforms
import SpringToolRegression
import SpringToolSolvers
import Testing
import TestSupport

/// Seeded random valid springs through the closed form, every integrator backend and every
/// platform engine: the output is finite (or the library refuses with a stated limit), the first
/// row is exactly the start value (and, where the platform keeps it, the start velocity), and
/// every case finishes within a time bound.
///
/// The count is 10^5 springs in a release build (`swift test -c release -Xswiftc -enable-testing
/// --filter PropertyTests`, which CI runs) and 10^3 in a debug build (the plain `swift test`);
/// `SPRINGTOOL_PROPERTY_SPRINGS` overrides it. Every spring goes through the closed form and each
/// integrator backend; the platform engines, which run their own frame loops (Rebound and
/// react-spring step every millisecond), share the springs: engine number e takes the springs
/// whose index is e modulo ``engineShare`` (a sixth each, 16,667 of 10^5).
@Suite("Random springs through every backend and engine")
struct RandomSpringTests {
  static var springCount: Int {
    if let text = ProcessInfo.processInfo.environment["SPRINGTOOL_PROPERTY_SPRINGS"], let n = Int(text) { return n }
    #if DEBUG
      return 1_000
    #else
      return 100_000
    #endif
  }

  /// Each engine takes every `engineShare`-th spring.
  static let engineShare = 6

  /// The renderers: the exact engine on each backend, then every platform engine.
  static let renderers: [(name: String, engine: String, backend: Backend?)] =
    Backend.allCases.filter(\.isAvailable).map { ("exact/\($0.rawValue)", "exact", $0) }
    + Engines.ids.filter { $0 != "exact" }.map { ($0, $0, nil) }

  /// A random valid motion: response log-uniform over 0.02…3 s (the springs of interfaces; the
  /// extremes are the fuzzer's and the hostile-input tests'); ζ 0 (rarely), 1, 0.05…3 or up to
  /// 60; mass 0.01…100; travels from 1e-6 to 1e6 either way, or none; velocities up to 30
  /// travels a second; 30 to 144 frames a second.
  static func randomRecipe(_ g: inout SeededGenerator) -> CurveRecipe {
    func logUniform(_ lo: Double, _ hi: Double) -> Double { exp(Double.random(in: log(lo)...log(hi), using: &g)) }
    var request = SpringRequest()
    request.response = logUniform(0.02, 3)
    switch Int.random(in: 0..<20, using: &g) {
    case 0: request.dampingRatio = 0
    case 1, 2: request.dampingRatio = logUniform(3, 60)
    case 3: request.dampingRatio = 1
    default: request.dampingRatio = logUniform(0.05, 3)
    }
    request.mass = Bool.random(using: &g) ? 1 : logUniform(0.01, 100)
    var recipe = CurveRecipe(source: .spring(request))
    let scale = logUniform(1e-6, 1e6)
    recipe.from = Double.random(in: -1...1, using: &g) * scale
    recipe.to = Int.random(in: 0..<10, using: &g) == 0 ? recipe.from : Double.random(in: -1...1, using: &g) * scale
    recipe.velocity = Int.random(in: 0..<3, using: &g) == 0 ? 0 : Double.random(in: -30...30, using: &g) * scale
    recipe.framesPerSecond = [30.0, 60, 120, 144].randomElement(using: &g)!
    return recipe
  }

  @Test("finite output, the exact first row, bounded time", arguments: renderers.map(\.name))
  func randomSprings(renderer name: String) throws {
    let renderer = Self.renderers.first { $0.name == name }!
    var g = SeededGenerator(seed: 0x5EED_5EED)
    var refused = 0
    let clock = ContinuousClock()
    let rendererIndex = Self.renderers.firstIndex { $0.name == name }!
    var tried = 0
    for index in 0..<Self.springCount {
      var recipe = Self.randomRecipe(&g)
      if renderer.engine != "exact" && index % Self.engineShare != rendererIndex % Self.engineShare { continue }
      tried += 1
      recipe.engine = EngineChoice(id: renderer.engine)!
      recipe.solver.backend = renderer.backend
      let started = clock.now
      let curve: any MotionCurve
      do { curve = try recipe.curve() } catch {
        // A refusal must be a stated problem, not a crash; count it.
        refused += 1
        continue
      }
      // Times: 0 and seven more up to the end (or 20 responses, at most 30 s).
      guard case .spring(let request) = recipe.source, let response = request.response else { continue }
      let end = min(curve.ending.endTime ?? .infinity, 20 * response, 30)
      let times = [0] + (1...7).map { end * Double($0) / 7 }
      do {
        let states = try curve.states(at: .list(times))
        #expect(states.allSatisfy { $0.value.isFinite && $0.velocity.isFinite }, "non-finite state: \(recipe)")
        // The first row is the start, unless the platform's own rule ends the motion at its first
        // update (React Native's start() runs one at once and, at rest, shows toValue).
        let first = curve.ending.endTime == 0 && renderer.engine == "react-native" ? recipe.to : recipe.from
        #expect(states[0].value == first, "first value \(states[0].value) ≠ \(first): \(recipe)")
        if renderer.engine == "exact" {
          #expect(states[0].velocity == recipe.velocity, "first velocity \(states[0].velocity) ≠ \(recipe.velocity): \(recipe)")
        }
      } catch {
        // Diverging platform arithmetic is refused with its time, never printed as NaN.
        refused += 1
      }
      let seconds = (clock.now - started) / .seconds(1)
      #expect(seconds < 5, "took \(seconds) s: \(recipe)")
    }
    // Refusals are the exception: platform engines that blow up on very stiff springs.
    #expect(refused < tried / 10, "\(name) refused \(refused) of \(tried)")
    #expect(tried >= Self.springCount / Self.engineShare, "\(name) tried only \(tried) springs")
  }
}
