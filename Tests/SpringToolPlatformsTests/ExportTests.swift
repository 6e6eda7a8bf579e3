import SpringToolEasing
import SpringToolPlatforms
import Foundation
import SpringToolCore
import TestSupport
import Testing

@Suite("Export: simplification and CSS linear()")
struct ExportTests {
  @Test("Ramer–Douglas–Peucker keeps the ends of a line and the corner of a tent")
  func douglasPeucker() {
    let xs = (0...10).map(Double.init)
    #expect(CurveSimplification.douglasPeucker(xs: xs, ys: xs.map { 2 * $0 + 1 }, tolerance: 1e-12) == [0, 10])
    let tent = xs.map { 5 - abs($0 - 5) }
    #expect(CurveSimplification.douglasPeucker(xs: xs, ys: tent, tolerance: 0.1) == [0, 5, 10])
    // A point just inside the tolerance is dropped, one just outside is kept.
    var bump = xs.map { _ in 0.0 }
    bump[3] = 0.09
    bump[7] = 0.11
    #expect(CurveSimplification.douglasPeucker(xs: xs, ys: bump, tolerance: 0.1) == [0, 7, 10])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let response: Double, damping: Double, velocity: Double, bound: Double
    var testDescription: String { "response \(response) ζ \(damping) v \(velocity), bound \(bound)" }
  }

  /// The emitted text, parsed back by the CSS linear() reader, against the exact closed form
  /// (proven against mpmath elsewhere) on 200 001 points: never more than the bound.
  @Test(
    "css-linear: the printed string stays within its stated bound",
    arguments: [
      Case(response: 0.4, damping: 0.8, velocity: 0, bound: 1e-3), Case(response: 0.5, damping: 0.3, velocity: 0, bound: 1e-3),
      Case(response: 0.5, damping: 0.1, velocity: 0, bound: 1e-2), Case(response: 0.3, damping: 1, velocity: 4, bound: 1e-4),
      Case(response: 0.6, damping: 3, velocity: -2, bound: 1e-3), Case(response: 0.2, damping: 0.5, velocity: 0, bound: 1e-5),
    ])
  func cssLinear(_ c: Case) throws {
    let motion = try SpringMotion(
      spring: try Spring(response: c.response, dampingRatio: c.damping), from: 0, to: 1,
      initialVelocity: c.velocity)
    let duration = (motion.settlingTime(epsilon: c.bound / 2) * 1000).rounded(.up) / 1000
    let export = try CSSLinearExport.make(bound: c.bound) { motion.value(at: $0 * duration) }
    #expect(export.maxError <= c.bound)
    guard case .linear(let parsed) = try Easing.parse(export.css) else { Issue.record("not linear()"); return }
    var worst = 0.0
    for i in 0...200_000 {
      let x = Double(i) / 200_000
      let truth = i == 200_000 ? 1 : motion.value(at: x * duration)  // the animation ends on its target
      worst = max(worst, abs(parsed.value(at: x) - truth))
    }
    #expect(worst <= c.bound, "worst \(worst) with \(parsed.stops.count) stops")
    // And the simplification is worth it: O(1/√bound) stops (39 at 1e-3; 66 for ζ 0.1 at 1e-2), not 10 001.
    #expect(Double(parsed.stops.count) <= 10 / c.bound.squareRoot())
  }

  @Test(
    "css-linear of an easing: exact for a curve that is already piecewise linear, bounded for Penner curves",
    arguments: ["linear(0, 0.3 20%, 1)", "easeOutBounce", "easeInOutElastic", "ease"])
  func easing(_ text: String) throws {
    let easing = try Easing.parse(text)
    let export = try CSSLinearExport.make(bound: 1e-3) { easing.value(at: $0) }
    guard case .linear(let parsed) = try Easing.parse(export.css) else { Issue.record("not linear()"); return }
    for i in 0...100_000 {
      let x = Double(i) / 100_000
      #expect(abs(parsed.value(at: x) - easing.value(at: x)) <= 1e-3)
    }
    if text.hasPrefix("linear(") { #expect(parsed.stops.count == 3) }
  }

  @Test("bounds outside [1e-7, 0.5] are refused")
  func bounds() {
    #expect(throws: CSSLinearExport.ExportError.self) { try CSSLinearExport.make(bound: 0) { $0 } }
    #expect(throws: CSSLinearExport.ExportError.self) { try CSSLinearExport.make(bound: 0.9) { $0 } }
  }
}
