import Foundation
import SpringToolIntegrators
import SpringToolCore
import TestSupport
import Testing

/// Every Swift stepper at several tolerances, in every regime, against the exact closed form.
@Suite("Swift port accuracy against the closed form")
struct AccuracyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let method: ODEMethod
    let tolerance: Double
    let zeta: Double
    var testDescription: String { "\(method.rawValue) tol \(tolerance) ζ \(zeta)" }
  }

  static let zetas = [0, 0.3, 1, 1 + 1e-9, 5, 50]
  static let cases: [Case] = [ODEMethod.rk2, .rk4, .rkf45, .rkck, .rk8pd, .radau5].flatMap { method in
    [1e-6, 1e-10].flatMap { tolerance in zetas.map { Case(method: method, tolerance: tolerance, zeta: $0) } }
  }

  /// Worst |x − x_exact| / travel over 2 s sampled at 60 fps, with `driver_apply` per frame.
  static func worstError(_ c: Case) throws -> Double {
    let spring = try Spring(response: 0.4, dampingRatio: c.zeta)
    let motion = try SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: 2)
    var driver = try #require(
      try makeSwiftIntegrator(
        SpringODE(spring),
        IntegratorSettings(
          method: c.method, initialStep: 1e-6, control: StepControl(absoluteTolerance: c.tolerance, relativeTolerance: 0))))
    var t = 0.0, y = SIMD2(-1.0, 2)
    var worst = 0.0
    for i in 1...120 {
      let ti = Double(i) / 60
      try driver.apply(t: &t, to: ti, y: &y)
      worst = max(worst, abs((1 + y.x) - motion.value(at: ti)))
    }
    return worst
  }

  /// Global error bound: the controller bounds the local error per step by the tolerance;
  /// over 2 s the errors add up. Measured worst: 35 × tolerance (rk4, undamped, 1e-10);
  /// stated bound: 50 × tolerance of the travel, plus 1e-13 for rounding.
  @Test("within 50 × the tolerance of the closed form", arguments: cases)
  func accuracy(_ c: Case) throws {
    let worst = try Self.worstError(c)
    #expect(worst <= 50 * c.tolerance + 1e-13, "error \(worst) = \(worst / c.tolerance) × tolerance")
  }

  @Test("radau5 handles ζ = 50 and 1000 with few steps", arguments: [50.0, 1000.0])
  func radauStiff(_ zeta: Double) throws {
    let spring = try Spring(response: 0.4, dampingRatio: zeta)
    let motion = try SpringMotion(spring: spring, from: 0, to: 1)
    var driver = try #require(
      try makeSwiftIntegrator(
        SpringODE(spring),
        IntegratorSettings(
          method: .radau5, initialStep: 1e-6, control: StepControl(absoluteTolerance: 1e-10, relativeTolerance: 0))))
    var t = 0.0, y = SIMD2(-1.0, 0)
    try driver.apply(t: &t, to: 10, y: &y)
    #expect(abs((1 + y.x) - motion.value(at: 10)) <= 1e-8)
    // Explicit methods need thousands of steps here (stiff_compare.txt: rkf45 4270 / 85032).
    #expect(driver.statistics.stepsInLastCall < 200, "\(driver.statistics.stepsInLastCall) steps")
  }

  @Test("radau5 converges at order 5 with fixed steps")
  func radauOrder() throws {
    let spring = try Spring(response: 1, dampingRatio: 0.3)
    let motion = try SpringMotion(spring: spring, from: 0, to: 1)
    func error(_ steps: Int) throws -> Double {
      var driver = try #require(
        try makeSwiftIntegrator(
          SpringODE(spring),
          IntegratorSettings(
            method: .radau5, initialStep: 1.0 / Double(steps), control: nil)))
      var t = 0.0, y = SIMD2(-1.0, 0)
      try driver.applyFixedStep(t: &t, h: 1.0 / Double(steps), steps: steps, y: &y)
      return abs((1 + y.x) - motion.value(at: t))
    }
    let coarse = try error(10), fine = try error(20)
    // Order 5 global error: halving h divides it by 2^5 = 32 (allow 24…40).
    #expect(coarse / fine > 24 && coarse / fine < 40, "ratio \(coarse / fine)")
  }
}
