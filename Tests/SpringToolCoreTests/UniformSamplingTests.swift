import Foundation
import SpringToolCore
import TestSupport
import Testing

/// The fast uniform sampler (exact one-step transition, re-anchored) against direct evaluation
/// and the 60-digit reference.
@Suite("Uniform sampling")
struct UniformSamplingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let response: Double
    let zeta: Double
    let velocity: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(name: "undamped", response: 0.5, zeta: 0, velocity: 0),
    .init(name: "undamped with velocity", response: 0.37, zeta: 0, velocity: -9),
    .init(name: "barely damped", response: 0.5, zeta: 1e-5, velocity: 0),
    .init(name: "underdamped 0.3", response: 0.5, zeta: 0.3, velocity: 4),
    .init(name: "critical", response: 0.5, zeta: 1, velocity: 0),
    .init(name: "near critical 1 + 1e-9", response: 0.5, zeta: 1 + 1e-9, velocity: 2),
    .init(name: "overdamped 10", response: 0.5, zeta: 10, velocity: 0),
    .init(name: "stiff 1000", response: 0.05, zeta: 1000, velocity: 30),
  ]

  /// 10^6 samples at 60 fps (4.6 hours of motion): every sample within 2e-14·A (value)
  /// and 2e-14·(A·ω0 + |v0|) (velocity) of direct closed-form evaluation at the same Double time.
  @Test("10^6 samples stay within 2e-14 of the travel of the closed form", arguments: cases)
  func millionSamples(_ c: Case) throws {
    let motion = try SpringMotion(
      spring: try Spring(response: c.response, dampingRatio: c.zeta), from: 0, to: 1,
      initialVelocity: c.velocity)
    let grid = try SampleGrid(.framesPerSecond(60), duration: 999_999.0 / 60)
    #expect(grid.count == 1_000_000)
    let a = motion.amplitudeScale
    let vScale = a * motion.spring.naturalFrequency + abs(c.velocity)
    var worstValue = 0.0, worstVelocity = 0.0, worstIndex = 0
    motion.sample(grid) { i, t, state in
      let exact = motion.state(at: t)
      let ev = abs(state.value - exact.value) / a
      if ev > worstValue { worstValue = ev; worstIndex = i }
      worstVelocity = max(worstVelocity, abs(state.velocity - exact.velocity) / vScale)
    }
    #expect(worstValue <= 2e-14, "value error \(worstValue)·A at sample \(worstIndex)")
    #expect(worstVelocity <= 2e-14, "velocity error \(worstVelocity)")
  }

  @Test("fast path matches the 60-digit reference on its sample times")
  func againstReference() throws {
    // The reference's first 35 times are 0, tiny, and i·R/16: sample the same motion on a
    // grid of R/16 and compare where the times coincide exactly.
    let c = try #require(try ClosedFormReferenceCase.load().first { $0.name == "underdamped-0.3-v5" })
    let spring = try Spring(mass: c.mass, stiffness: c.stiffness, dampingCoefficient: c.damping)
    let motion = try SpringMotion(spring: spring, from: c.from, to: c.to, initialVelocity: c.velocity)
    let response = spring.response
    let grid = try SampleGrid(.count(33), duration: 2 * response)
    let states = motion.sample(grid)
    for (i, state) in states.enumerated() {
      let t = grid.time(i)
      guard let ref = c.samples.first(where: { $0.t == t }) else { continue }
      #expect(abs(state.value - ref.value) <= 1e-13 * c.scale + ref.value.ulp, "t = \(t)")
    }
  }

  @Test(
    "grids start at 0 and end exactly at the duration",
    arguments: [SampleGrid.Spacing.framesPerSecond(60), .framesPerSecond(120), .step(0.003), .count(7)])
  func gridEnds(_ spacing: SampleGrid.Spacing) throws {
    for duration in [0.5, 1.0 / 3, 0.51, 2.0] {
      let grid = try SampleGrid(spacing, duration: duration)
      #expect(grid.time(0) == 0)
      #expect(grid.time(grid.count - 1) == duration)
      let times = grid.times
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    }
  }

  @Test("bad grids are rejected")
  func badGrids() {
    #expect(throws: SampleGrid.Invalid.self) { try SampleGrid(.count(1), duration: 1) }
    #expect(throws: SampleGrid.Invalid.self) { try SampleGrid(.framesPerSecond(0), duration: 1) }
    #expect(throws: SampleGrid.Invalid.self) { try SampleGrid(.step(-1), duration: 1) }
    #expect(throws: SampleGrid.Invalid.self) { try SampleGrid(.framesPerSecond(60), duration: 1e12) }
    #expect(throws: SampleGrid.Invalid.self) { try SampleGrid(.framesPerSecond(60), duration: .nan) }
  }
}
