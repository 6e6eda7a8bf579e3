import Foundation
import SpringToolCore
import TestSupport
import Testing

/// Retargets (merge and additive) and moving targets in closed form.
@Suite("Piecewise motion: retargets and moving targets")
struct PiecewiseMotionTests {
  @Test("position and velocity are continuous at every retarget", arguments: [0.3, 0.8, 1.0, 2.5])
  func continuity(_ zeta: Double) throws {
    let spring = try Spring(response: 0.4, dampingRatio: zeta)
    let motion = try PiecewiseMotion(
      spring: spring, from: 0, to: 100, initialVelocity: 30,
      retargets: [(0.1, 40), (0.25, 250), (0.4, -10)])
    for t in [0.1, 0.25, 0.4] {
      let e = 1e-9
      let left = motion.state(at: t - e), right = motion.state(at: t)
      #expect(abs(right.value - left.value) <= abs(left.velocity) * e * 2 + 1e-9)
      // Acceleration ≤ k·|Δ| + c·|v|: the velocity changes by at most that times ε.
      let bound = (spring.stiffness * 400 + spring.dampingCoefficient * abs(left.velocity)) * e * 2 + 1e-9
      #expect(abs(right.velocity - left.velocity) <= bound)
    }
    #expect(abs(motion.state(at: 20).value - (-10)) <= 1e-9)
  }

  /// Each segment is built relative to its target; a refusal names what the caller gave.
  @Test(
    "a motion that would overflow is refused naming the caller's target or velocity, not the segment's internal 0",
    arguments: [
      (0.0, 0.0, [(0.1, 2), (0.2, -1.7e308)], SpringError(parameter: "retarget target", value: -1.7e308, rule: "")),
      (0.0, 0.0, [(0.1, 1e308)], SpringError(parameter: "retarget target", value: 1e308, rule: "")),
      (0.0, 1e308, [], SpringError(parameter: "velocity", value: 1e308, rule: "")),
    ] as [(Double, Double, [(Double, Double)], SpringError)])
  func overflowNamesTheCallersValue(_ from: Double, _ velocity: Double, _ retargets: [(Double, Double)], _ expected: SpringError) {
    let spring = try! Spring(response: 0.5, dampingRatio: 1)
    let pieces = [TargetPiece(start: 0, target: 1, spring: spring)] + retargets.map { TargetPiece(start: $0.0, target: $0.1, spring: spring) }
    #expect {
      try PiecewiseMotion(from: from, initialVelocity: velocity, pieces: pieces)
    } throws: { error in
      guard let error = error as? SpringError else { return false }
      return error.parameter == expected.parameter && error.value == expected.value && error.rule.contains("beyond")
    }
  }

  @Test("a single piece is the plain closed form, bit for bit")
  func singlePiece() throws {
    let spring = try Spring(response: 0.4, dampingRatio: 0.8)
    let a = try PiecewiseMotion(spring: spring, from: 3, to: 7, initialVelocity: -2, retargets: [])
    let b = try SpringMotion(spring: spring, from: 3, to: 7, initialVelocity: -2)
    for t in stride(from: 0.0, through: 2, by: 0.05) {
      #expect(a.state(at: t).value == b.value(at: t) || abs(a.state(at: t).value - b.value(at: t)) <= 8.9e-16)
    }
  }

  @Test("a target moving at b forever is followed with the lag c·b/k", arguments: [0.5, 1.0, 3.0])
  func rampLag(_ zeta: Double) throws {
    let spring = try Spring(response: 0.3, dampingRatio: zeta)
    let motion = try PiecewiseMotion(from: 0, pieces: [TargetPiece(start: 0, target: 0, slope: 120, spring: spring)])
    let t = 30.0
    let lag = spring.dampingCoefficient * 120 / spring.stiffness
    #expect(abs(motion.state(at: t).value - (120 * t - lag)) <= 1e-9 * 120 * t)
    #expect(abs(motion.state(at: t).velocity - 120) <= 1e-9)
  }

  @Test("additive retargets with the same spring equal merging (superposition)")
  func additiveSameSpring() throws {
    let spring = try Spring(response: 0.5, dampingRatio: 0.7)
    let additive = try AdditiveMotion(spring: spring, from: 0, to: 100, retargets: [(0.1, 0), (0.3, 50)])
    let merge = try PiecewiseMotion(spring: spring, from: 0, to: 100, retargets: [(0.1, 0), (0.3, 50)])
    for t in stride(from: 0.0, through: 2, by: 0.01) {
      #expect(abs(additive.state(at: t).value - merge.state(at: t).value) <= 1e-12 * 100)
    }
  }

  @Test("additive retargets with a new spring keep the old animation on its own spring; merge switches")
  func additiveNewSpring() throws {
    let a = try Spring(response: 0.5, dampingRatio: 0.7), b = try Spring(response: 0.15, dampingRatio: 0.9)
    let pieces = [TargetPiece(start: 0, target: 100, spring: a), TargetPiece(start: 0.1, target: 0, spring: b)]
    let additive = try AdditiveMotion(from: 0, pieces: pieces)
    let merge = try PiecewiseMotion(from: 0, pieces: pieces)
    // Continuous at the retarget, different after it, both at rest on 0 in the end.
    #expect(abs(additive.state(at: 0.1).value - merge.state(at: 0.1).value) <= 1e-12)
    #expect(abs(additive.state(at: 0.1).velocity - merge.state(at: 0.1).velocity) <= 1e-9)
    #expect(abs(additive.state(at: 0.25).value - merge.state(at: 0.25).value) > 1)
    #expect(abs(additive.state(at: 10).value) <= 1e-9 && abs(merge.state(at: 10).value) <= 1e-9)
  }

  @Test("retarget times must increase")
  func validation() throws {
    let spring = try Spring(response: 0.5, dampingRatio: 0.7)
    #expect(throws: SpringError.self) { try PiecewiseMotion(spring: spring, from: 0, to: 1, retargets: [(0.3, 1), (0.2, 2)]) }
    #expect(throws: SpringError.self) { try AdditiveMotion(spring: spring, from: 0, to: 1, retargets: [(0, 1)]) }
  }
}
