import SpringToolCurves
import Foundation
import Testing

@Suite("Curve comparison")
struct ComparisonTests {
  @Test("max, where, RMS and velocity differences on one grid")
  func comparison() throws {
    let a = Curve(times: [0, 1, 2, 3], values: [0, 1, 2, 3], velocities: [1, 1, 1, 1])
    let b = Curve(times: [0, 1, 2, 3], values: [0, 1.5, 2, 2], velocities: [1, 0, 1, 1])
    let c = try #require(CurveComparison.compare(a, b))
    #expect(c.maxValueDifference == 1 && c.maxValueTime == 3)
    #expect(abs(c.rmsValueDifference - (1.25 / 4).squareRoot()) <= 1e-15)
    #expect(c.maxVelocityDifference == 1 && c.maxVelocityTime == 1 && !c.interpolated)
  }

  @Test(
    "the RMS of differences near the largest Double is finite: 1e308·√(1/2) for one of two samples (within 2 ulp)",
    arguments: [1e308, 1.7e308, 1e-300])
  func rmsDoesNotOverflow(_ d: Double) throws {
    let c = try #require(CurveComparison.compare(Curve(times: [0, 1], values: [0, d]), Curve(times: [0, 1], values: [0, 0])))
    // By hand: √((d² + 0)/2) = d/√2.
    #expect(c.rmsValueDifference.isFinite)
    #expect(abs(c.rmsValueDifference - d * (0.5).squareRoot()) <= 2 * (d * (0.5).squareRoot()).ulp)
  }

  @Test("a different grid is interpolated, on the overlap only")
  func interpolatedComparison() throws {
    let a = Curve(times: [0, 0.5, 1, 1.5, 3], values: [0, 0.5, 1, 1.5, 3])
    let b = Curve(times: [0, 1, 2], values: [0, 1, 2])
    let c = try #require(CurveComparison.compare(a, b))
    #expect(c.samples == 4 && c.maxValueDifference == 0 && c.interpolated)
    #expect(CurveComparison.compare(a, Curve(times: [5, 6], values: [0, 0])) == nil)
  }

  @Test("figures from samples: settling by interpolated crossing, overshoot along the travel")
  func sampledFigures() {
    let curve = Curve(times: [0, 1, 2, 3], values: [0, 1.2, 0.9, 1.0])
    let f = SampledFigures(curve, from: 0, to: 1, epsilon: 0.05)
    #expect(abs((f.overshoot) - 0.2) <= 1e-15)
    // Last outside: t = 2 (0.1 > 0.05); crosses 0.05 halfway to t = 3.
    #expect(f.settlingTime == 2.5)
  }

  @Test("difference B − A on A's times inside B's range, with velocities")
  func difference() {
    let a = Curve(times: [0, 1, 2, 3], values: [0, 1, 2, 3], velocities: [1, 1, 1, 1])
    let b = Curve(times: [0, 1, 2], values: [0, 2, 2], velocities: [0, 0, 0])
    let d = CurveComparison.difference(a, b)
    #expect(d.times == [0, 1, 2] && d.values == [0, 1, 0] && d.velocities == [-1, -1, -1])
  }
}
