import SpringToolEasing
import Foundation
import TestSupport
import Testing

@Suite("Penner, steps, linear() and names")
struct EasingCurveTests {
  /// easings.net's formulas at 50 digits (tools/easing_reference.py). Value: 2e-15 absolute
  /// (a few ulps of O(1) results; the elastic and expo powers of 2 round once more). Slope:
  /// the hand-derived derivatives against mpmath's numerical differentiation of the formula,
  /// 1e-12·max(1, |slope|).
  @Test("the 30 Penner functions against mpmath", arguments: EasingReferenceRow.rows("penner"))
  func penner(_ row: EasingReferenceRow) throws {
    let easing = try #require(NamedEasings.named(row.name))
    #expect(abs(easing.value(at: row.x) - row.value) <= 2e-15, "value \(easing.value(at: row.x)) vs \(row.value)")
    if row.slope.isFinite {
      #expect(abs(easing.slope(at: row.x) - row.slope) <= 1e-12 * max(1, abs(row.slope)), "slope \(easing.slope(at: row.x))")
    }
  }

  @Test("all 30 Penner names exist, start at 0 and end at 1")
  func pennerNames() throws {
    #expect(PennerEasing.all.count == 30)
    for p in PennerEasing.all {
      let e = try #require(NamedEasings.named(p.name))
      #expect(e.value(at: 0) == 0 && e.value(at: 1) == 1, "\(p.name)")
      #expect(e.slope(at: 0).isFinite && e.slope(at: 1).isFinite, "\(p.name): no infinity reaches output")
    }
  }

  /// CSS Easing 1, §"step easing functions", worked by hand: steps(4) at 0.3 is ⌊1.2⌋/4.
  static let stepCases: [(String, Double, Double)] = [
    ("steps(4)", 0.3, 0.25), ("steps(4, jump-end)", 0.999, 0.75), ("steps(4, jump-end)", 1, 1),
    ("steps(4, jump-start)", 0, 0.25), ("steps(4, start)", 0.3, 0.5), ("steps(4, jump-none)", 0.3, 1.0 / 3),
    ("steps(4, jump-none)", 0, 0), ("steps(4, jump-both)", 0, 0.2), ("steps(4, jump-both)", 0.99, 0.8),
    ("steps(4, jump-both)", 1, 1), ("step-start", 0, 1), ("step-end", 0.999, 0),
  ]

  @Test("steps() positions", arguments: stepCases)
  func steps(_ text: String, _ x: Double, _ expected: Double) throws {
    let value = try Easing.parse(text).value(at: x)
    #expect(abs(value - expected) <= 1e-15, "\(value)")
  }

  /// CSS Easing 2 linear(): canonicalisation and evaluation, worked by hand from the spec.
  static let linearCases: [(String, Double, Double)] = [
    ("linear(0, 1)", 0.3, 0.3),
    ("linear(0, 0.25, 1)", 0.25, 0.125),  // stops at 0, 0.5, 1
    ("linear(0, 0.25 75%, 1)", 0.375, 0.125),  // 0 → 0.25 over 0..0.75
    ("linear(0, 0.5 25% 75%, 1)", 0.5, 0.5),  // a flat run from 25 % to 75 %
    ("linear(0, 0.5 25% 75%, 1)", 0.875, 0.75),
    ("linear(0, 0.2, 0.4 20%, 1)", 0.1, 0.2),  // the missing input lands halfway: 10 %
    ("linear(0 0%, 1 50%, 0.5 40%, 0 100%)", 0.5, 0.5),  // 40 % raised to 50 %: a jump to the later output
    ("linear(0, 1)", -0.5, -0.5),  // extrapolation before the first stop
    ("linear(0, 0.9 90%, 1)", 1.5, 1.5),  // and after the last two (slope 1)
    ("linear(0, 1.2 50%, 1)", 0.75, 1.1),
  ]

  @Test("linear() parsing and evaluation", arguments: linearCases)
  func linear(_ text: String, _ x: Double, _ expected: Double) throws {
    let value = try Easing.parse(text).value(at: x)
    #expect(abs(value - expected) <= 1e-15, "\(value)")
  }

  @Test("linear() prints back the stops it was given, leaving out the inputs the defaults restore")
  func linearCSS() throws {
    let easing = try LinearEasing(stops: [(0, nil), (0.3, 0.2), (0.6, nil), (1, nil)])
    // 0.6's input is canonicalised to 0.6, halfway between 0.2 and 1.
    #expect(easing.stops.map(\.input) == [0, 0.2, 0.6, 1])
    #expect(easing.css() == "linear(0, 0.3 20%, 0.6, 1)")
    let reparsed = try Easing.parse(easing.css())
    #expect(reparsed == .linear(easing))
  }

  @Test(
    "named curves: CSS, Core Animation, SwiftUI and Material names agree",
    arguments: [
      ("ease", [0.25, 0.1, 0.25, 1.0]) as (String, [Double]), ("default", [0.25, 0.1, 0.25, 1.0]), ("ease-in", [0.42, 0, 1, 1]),
      ("easeIn", [0.42, 0, 1, 1]), ("ease-out", [0, 0, 0.58, 1]), ("ease-in-out", [0.42, 0, 0.58, 1]),
      ("easeInEaseOut", [0.42, 0, 0.58, 1]), ("fast-out-slow-in", [0.4, 0, 0.2, 1]), ("linear-out-slow-in", [0, 0, 0.2, 1]),
      ("fast-out-linear-in", [0.4, 0, 1, 1]), ("m3-emphasized-decelerate", [0.05, 0.7, 0.1, 1]),
      ("material-standard", [0.2, 0, 0, 1]), ("m3-emphasized-accelerate", [0.3, 0, 0.8, 0.15]),
      // Compose MotionTokens.kt v0_103 and MDC-Android tokens.xml v0.185 (where MDC differs, its own names).
      ("m3-emphasized", [0.2, 0, 0, 1]), ("m3-standard-decelerate", [0, 0, 0, 1]), ("m3-standard-accelerate", [0.3, 0, 1, 1]),
      ("m3-mdc-emphasized-accelerate", [0.3, 0, 0.8, 0.2]), ("m3-mdc-emphasized-decelerate", [0.1, 0.7, 0.1, 1]),
      ("legacy", [0.4, 0, 0.2, 1]), ("legacy-accelerate", [0.4, 0, 1, 1]), ("legacy-decelerate", [0, 0, 0.2, 1]),
      // Figma's back easings as the community read them from its client (blog.sqsl.art, 2021).
      ("figma-ease-in-back", [0.3, -0.05, 0.7, -0.5]), ("figma-ease-out-back", [0.45, 1.45, 0.8, 1]),
      ("figma-ease-in-and-out-back", [0.7, -0.4, 0.4, 1.4]),
    ])
  func named(_ name: String, _ p: [Double]) throws {
    let parsed = try Easing.parse(name), expected = Easing.cubicBezier(try CubicBezier(p[0], p[1], p[2], p[3]))
    #expect(parsed == expected)
  }

  @Test(
    "bad easings are rejected with a reason",
    arguments: [
      ("ease-inn", "did you mean 'ease-in'?"), ("easeOutBonce", "did you mean 'easeOutBounce'?"),
      ("cubic-bezier(0.1, 0.2, 0.3)", "takes 4 numbers"), ("cubic-bezier(1.2, 0, 1, 1)", "must be in [0, 1]"),
      ("cubic-bezier(0, nan, 1, 1)", "not a finite number"), ("steps(0)", "at least 1"), ("steps(1, jump-none)", "at least 2"),
      ("steps(3, middle)", "unknown steps() position"), ("linear(0)", "at least two stops"), ("linear(0, 0.5 50, 1)", "percentage"),
      ("spline(0, 1)", "unknown easing function"), ("cubic-bezier(0, 0, 1, 1", "closing"),
    ])
  func invalid(_ text: String, _ fragment: String) {
    do {
      _ = try Easing.parse(text)
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.description.contains(fragment), "\(error.description)")
    }
  }
}
