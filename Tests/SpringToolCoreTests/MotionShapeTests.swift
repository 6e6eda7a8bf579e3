import Foundation
import SpringToolCore
import TestSupport
import Testing

/// Shape figures against textbook results for a unit step from rest:
/// overshoot exp(−ζπ/√(1−ζ²)) at π/ωd, the next undershoot its square at 2π/ωd.
@Suite("Motion shape")
struct MotionShapeTests {
  @Test("peak overshoot and undershoot of a step response", arguments: [0.05, 0.1, 0.3, 0.5, 0.7, 0.9])
  func stepResponse(_ zeta: Double) throws {
    let spring = try Spring(response: 0.6, dampingRatio: zeta)
    let shape = try SpringMotion(spring: spring, from: 0, to: 1).shape()
    let overshoot = exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
    let peak = try #require(shape.peakOvershoot)
    #expect(relativeError(peak.distance, overshoot) <= 1e-12)
    #expect(relativeError(peak.time, .pi / spring.dampedFrequency) <= 1e-14)
    #expect(relativeError(peak.fractionOfTravel ?? 0, overshoot) <= 1e-12)
    let under = try #require(shape.deepestUndershoot)
    #expect(relativeError(under.distance, overshoot * overshoot) <= 1e-11)
    #expect(relativeError(under.time, 2 * .pi / spring.dampedFrequency) <= 1e-14)
    #expect(relativeError(shape.period ?? 0, 2 * .pi / spring.dampedFrequency) <= 1e-15)
  }

  @Test("no overshoot for critical and overdamped steps from rest", arguments: [1.0, 1.5, 20])
  func noOvershoot(_ zeta: Double) throws {
    let shape = try SpringMotion(spring: try Spring(response: 0.6, dampingRatio: zeta), from: 2, to: -3).shape()
    #expect(shape.peakOvershoot == nil && shape.deepestUndershoot == nil && shape.period == nil)
    #expect(shape.bandCrossings == 1)
  }

  @Test("band crossings: each overshoot beyond the band leaves and re-enters it")
  func crossings() throws {
    // ζ 0.8: overshoot 1.5 % (> 0.1 %), undershoot 0.023 % (< 0.1 %): in, out, in = 3.
    #expect(try SpringMotion(spring: try Spring(response: 0.4, dampingRatio: 0.8)).shape().bandCrossings == 3)
    // ζ 0.3: extrema 37 %, 13.7 %, 5.1 %, 1.9 %, 0.69 %, 0.26 %, 0.095 % → 1 + 2·6 = 13.
    #expect(try SpringMotion(spring: try Spring(response: 0.4, dampingRatio: 0.3)).shape().bandCrossings == 13)
  }

  @Test("50 % and 90 % times are where the value covers that fraction, first", arguments: [0.2, 0.8, 1, 3])
  func riseTimes(_ zeta: Double) throws {
    let motion = try SpringMotion(
      spring: try Spring(response: 0.5, dampingRatio: zeta), from: 10, to: 30,
      initialVelocity: -40)
    let shape = motion.shape()
    for (time, fraction) in [(shape.halfwayTime, 0.5), (shape.ninetyPercentTime, 0.9)] {
      let t = try #require(time)
      #expect(abs(motion.value(at: t) - (10 + 20 * fraction)) <= 1e-12 * 20)
      // Nothing earlier reaches it (dense check).
      let earlier = stride(from: 0.0, to: t * (1 - 1e-9), by: t / 2000).map { motion.value(at: $0) }
      #expect(earlier.allSatisfy { $0 < 10 + 20 * fraction })
    }
  }
}
