import SpringToolEasing
import Foundation
import TestSupport
import Testing

@Suite("Cubic Bézier: exact solve, published vectors, extrapolation")
struct CubicBezierTests {
  typealias Row = EasingReferenceRow

  /// tools/easing_reference.py solves x(s) = x by 200 bisections at 50 digits. Tolerances:
  /// value 4e-15 absolute (y is O(1); the solve leaves a few ulps); slope 1e-9·max(1, |slope|)
  /// (a slope that is itself near 0 is ill-conditioned relatively), or 1e-6 relative near a
  /// vertical tangent where the slope exceeds 1e4 (it amplifies the ulp-level error in s);
  /// infinite exactly where the reference is.
  @Test("against the 50-digit mpmath solve", arguments: EasingReferenceRow.rows("bezier"))
  func mpmath(_ row: Row) throws {
    let p = row.params
    let curve = try CubicBezier(p[0], p[1], p[2], p[3])
    #expect(abs(curve.value(at: row.x) - row.value) <= 4e-15, "value \(curve.value(at: row.x)) vs \(row.value)")
    let slope = curve.slope(at: row.x)
    if row.slope.isInfinite || abs(row.slope) > 1e15 {
      // A vertical tangent (the reference's bisection only gets within 1e-17 of it in s at 50 digits).
      #expect(abs(slope) > 1e12, "slope \(slope)")
    } else {
      let tolerance = abs(row.slope) > 1e4 ? 1e-6 * abs(row.slope) : 1e-9 * max(1, abs(row.slope))
      #expect(abs(slope - row.slope) <= tolerance, "slope \(slope) vs \(row.slope)")
    }
  }

  /// Chromium ui/gfx/geometry/cubic_bezier_unittest.cc (reference/peers.md §10.8), tolerance 1.5e-4
  /// as there; the exact ones exactly to 1e-15.
  @Test(
    "Chromium cubic_bezier_unittest vectors",
    arguments: [
      ([0.25, 0, 0.75, 1], 0.05, 0.01136, 1.5e-4), ([0.25, 0, 0.75, 1], 0.25, 0.18235, 1.5e-4),
      ([0.25, 0, 0.75, 1], 0.75, 0.81764, 1.5e-4), ([0.25, 0, 0.75, 1], 0.95, 0.98863, 1.5e-4),
      ([0.5, 1, 0.5, 1], 0.5, 0.875, 1e-15), ([0.5, 2, 0.5, 2], 0.5, 1.625, 1e-15), ([0.5, -1, 0.5, -1], 0.5, -0.625, 1e-15),
      ([0.5, -1, 0.5, 2], 0.2, -0.20651, 1.5e-4), ([0.5, -1, 0.5, 2], 0.8, 1.20651, 1.5e-4),
      // Extrapolation along the end tangents.
      ([0.5, 1, 0.5, 1], -1, -2, 1e-15), ([0.5, 1, 0.5, 1], 2, 1, 1e-15),
      ([0.1, 0.2, 0.8, 0.8], -1, -2, 1e-15), ([0.1, 0.2, 0.8, 0.8], 2, 2, 1e-15),
    ])
  func chromium(_ p: [Double], _ x: Double, _ expected: Double, _ tolerance: Double) throws {
    let curve = try CubicBezier(p[0], p[1], p[2], p[3])
    #expect(abs(curve.value(at: x) - expected) <= tolerance, "\(curve.value(at: x))")
  }

  @Test(
    "Chromium: slope of (0.25, 0, 0.75, 1) at 0.5 is 4/3; the solver round-trips t → x → t within 1e-5",
    arguments: [[0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0, 4, 1, -3]])
  func roundTrip(_ p: [Double]) throws {
    #expect(abs(try CubicBezier(0.25, 0, 0.75, 1).slope(at: 0.5) - 4.0 / 3) <= 1e-14)
    let curve = try CubicBezier(p[0], p[1], p[2], p[3])
    for i in 0...100 {
      let s = Double(i) / 100
      let x = 3 * (1 - s) * (1 - s) * s * p[0] + 3 * (1 - s) * s * s * p[2] + s * s * s
      // Where x(s) is flat several s share an x; compare the y instead, which is what matters.
      let y = 3 * (1 - s) * (1 - s) * s * p[1] + 3 * (1 - s) * s * s * p[3] + s * s * s
      #expect(abs(curve.parameter(for: x) - s) <= 1e-5 || abs(curve.value(at: x) - y) <= 1e-9)
    }
  }

  /// Advance Tests/AdvanceTests/UnitBezierTests.swift (§10.9), with its tolerance 1e-3: the
  /// digits are Advance's own solver output at epsilon 1e-3 (the exact value at 0.2 is
  /// 0.0816598562658975, 2.5e-4 away; see the mpmath rows above).
  @Test(
    "Advance UnitBezier vectors for (0.42, 0, 0.58, 1)",
    arguments: [
      (0.1, 0.01965137076241203), (0.2, 0.08141362197218191), (0.3, 0.1871705774437696), (0.4, 0.331832067207064), (0.5, 0.5),
    ])
  func advance(_ x: Double, _ expected: Double) throws {
    let curve = try CubicBezier(0.42, 0, 0.58, 1)
    #expect(abs(curve.value(at: x) - expected) <= 1e-3)
    #expect(abs(curve.value(at: 1 - x) - (1 - curve.value(at: x))) <= 1e-15, "symmetric")
  }

  /// Motion cubic-bezier.test.ts (§10.10): rounded to 3 decimals there.
  @Test(
    "Motion cubic-bezier vectors for (0.5, 0.1, 0.31, 0.96)",
    arguments: [
      (0.01, 0.002), (0.25, 0.164), (0.75, 0.935), (0.99, 0.999),
    ])
  func motion(_ x: Double, _ expected: Double) throws {
    #expect(abs(try CubicBezier(0.5, 0.1, 0.31, 0.96).value(at: x) - expected) <= 5e-4)
  }

  @Test(
    "control points outside the CSS rules are rejected",
    arguments: [
      [-0.1, 0, 1, 1], [0, 0, 1.5, 1], [Double.nan, 0, 1, 1], [0, Double.infinity, 1, 1],
    ])
  func invalid(_ p: [Double]) {
    #expect(throws: EasingError.self) { try CubicBezier(p[0], p[1], p[2], p[3]) }
  }
}

extension EasingReferenceRow: CustomTestStringConvertible {}
