import Foundation
import SpringToolIntegrators
import TestSupport
import Testing

/// The failure paths behave as GSL's (reference/gsl-odeiv2.md §6.6, edge_cases.txt):
/// nmax, hmin, hmax, a bad function, a failing callback, zero tolerance, stale derivatives.
@Suite("Swift port: GSL's edge cases")
struct EdgeCaseTests {
  struct Expected {
    let status: Int32
    let n: Int, count: Int, failed: Int
    let t: Double, h: Double
    let y: (Double, Double)

    init(_ prefix: String) throws {
      let f = try GSLProbes.fields(in: "edge_cases.txt", lineStartingWith: prefix)
      status = Int32(f["status"] ?? "") ?? -99
      n = Int(f["d->n"] ?? "") ?? -1
      count = Int(f["count"] ?? "") ?? -1
      failed = Int(f["failed"] ?? "") ?? -1
      t = Double(f["t"] ?? "") ?? .nan
      h = Double(f["h"] ?? "") ?? .nan
      y = GSLProbes.pair(f["y"] ?? "(nan,nan)")
    }
  }

  static func run(
    _ system: FailingSpring, h0: Double, control: StepControl, limits: StepLimits = StepLimits(),
    from t0: Double = 0, to t1: Double = 1
  ) throws -> (Int32, any ODEIntegrator<FailingSpring>, Double, SIMD2<Double>) {
    var driver = try #require(
      try makeSwiftIntegrator(
        system,
        IntegratorSettings(
          method: .rkf45, initialStep: h0, control: control, limits: limits)))
    var t = t0, y = SIMD2(-1.0, 0)
    var status: Int32 = 0
    do { try driver.apply(t: &t, to: t1, y: &y) } catch { status = error.code }
    return (status, driver, t, y)
  }

  static func check(_ e: Expected, _ result: (Int32, any ODEIntegrator<FailingSpring>, Double, SIMD2<Double>)) {
    let (status, driver, t, y) = result
    #expect(status == e.status)
    #expect(driver.statistics.stepsInLastCall == e.n)
    #expect(driver.statistics.attempts == e.count)
    #expect(driver.statistics.failedSteps == e.failed)
    #expect(t == e.t, "t = \(t)")
    #expect(driver.stepSize == e.h, "h = \(driver.stepSize)")
    #expect(y.x == e.y.0 && y.y == e.y.1, "y = \(y)")
  }

  static let tight = StepControl(absoluteTolerance: 1e-10, relativeTolerance: 1e-10)

  @Test("nmax = N lets N + 2 steps complete, then EMAXITER", arguments: [1, 2, 3])
  func nmax(_ n: Int) throws {
    Self.check(
      try Expected("1. nmax=\(n) "),
      try Self.run(FailingSpring(), h0: 1e-6, control: Self.tight, limits: StepLimits(maximumSteps: n)))
  }

  @Test("hmin: ENOPROG keeps the step just taken")
  func hmin() throws {
    Self.check(
      try Expected("2. hmin=0.01"),
      try Self.run(FailingSpring(), h0: 0.5, control: Self.tight, limits: StepLimits(minimum: 0.01)))
  }

  @Test("hmax clamps the suggested step")
  func hmax() throws {
    Self.check(
      try Expected("3. hmax=0.002"),
      try Self.run(
        FailingSpring(), h0: 1e-6, control: StepControl(absoluteTolerance: 1e-6, relativeTolerance: 0),
        limits: StepLimits(maximum: 0.002)))
  }

  @Test("inconsistent step bounds are EINVAL")
  func badLimits() throws {
    let system = FailingSpring()
    #expect(throws: IntegrationError.invalidArgument) {
      _ = try makeSwiftIntegrator(
        system,
        IntegratorSettings(
          method: .rkf45, initialStep: 1e-6, control: Self.tight,
          limits: StepLimits(maximum: 1e-7)))
    }
    #expect(throws: IntegrationError.invalidArgument) {
      _ = try makeSwiftIntegrator(
        system,
        IntegratorSettings(
          method: .rkf45, initialStep: 1e-6, control: Self.tight,
          limits: StepLimits(minimum: 1e-5)))
    }
    #expect(throws: IntegrationError.invalidArgument) {
      _ = try makeSwiftIntegrator(system, IntegratorSettings(method: .rkf45, initialStep: 0, control: Self.tight))
    }
    #expect(throws: IntegrationError.invalidArgument) {
      _ = try makeSwiftIntegrator(
        system,
        IntegratorSettings(
          method: .rkf45, initialStep: 1e-6, control: StepControl(absoluteTolerance: -1, relativeTolerance: 0)))
    }
  }

  @Test("a bad function stops at the last accepted step")
  func badFunction() throws {
    Self.check(try Expected("4. EBADFUNC"), try Self.run(FailingSpring(mode: 1, tFail: 0.3), h0: 1e-6, control: Self.tight))
  }

  @Test("a callback failure halves the step and carries on")
  func failOnce() throws {
    Self.check(try Expected("5a. reference"), try Self.run(FailingSpring(), h0: 1e-6, control: Self.tight))
    Self.check(try Expected("5a. one-shot"), try Self.run(FailingSpring(mode: 2, tFail: 0.3), h0: 1e-6, control: Self.tight))
  }

  @Test("a permanent callback failure returns its code once halving cannot move t")
  func failAlways() throws {
    Self.check(try Expected("5b. permanent"), try Self.run(FailingSpring(mode: 3, tFail: 0.3), h0: 1e-6, control: Self.tight))
  }

  @Test("zero tolerance ends in GSL_FAILURE with t and y at the rejected attempt")
  func zeroTolerance() throws {
    Self.check(
      try Expected("6. y_new(0,0)"),
      try Self.run(
        FailingSpring(), h0: 1e-6, control: StepControl(absoluteTolerance: 0, relativeTolerance: 0),
        from: 1, to: 2))
  }

  @Test("a state changed without reset uses a stale derivative; reset fixes it", arguments: [0, 1, 2])
  func staleDerivative(_ pass: Int) throws {
    let prefixes = ["7. jump state at t=0.5, NO reset", "7. jump state at t=0.5, driver_reset", "7. fresh driver"]
    var driver = try #require(
      try makeSwiftIntegrator(
        FailingSpring(),
        IntegratorSettings(
          method: .rkf45, initialStep: 1e-6, control: Self.tight)))
    var t = 0.0, y = SIMD2(-1.0, 0)
    if pass < 2 {
      try driver.apply(t: &t, to: 0.5, y: &y)
      y = SIMD2(-1, 0)
      if pass == 1 { driver.reset() }
    } else {
      t = 0.5
    }
    try driver.apply(t: &t, to: 0.6, y: &y)
    Self.check(try Expected(prefixes[pass]), (0, driver, t, y))
  }

  @Test("t1 == t takes no step; the wrong direction is EINVAL")
  func directions() throws {
    var driver = try #require(
      try makeSwiftIntegrator(
        FailingSpring(),
        IntegratorSettings(
          method: .rkf45, initialStep: 1e-6, control: Self.tight)))
    var t = 0.5, y = SIMD2(-1.0, 0)
    try driver.apply(t: &t, to: 0.5, y: &y)
    #expect(driver.statistics.attempts == 0 && t == 0.5)
    #expect(throws: IntegrationError.invalidArgument) { try driver.apply(t: &t, to: 0.4, y: &y) }
  }

  @Test("backwards integration with a negative first step")
  func backwards() throws {
    Self.check(try Expected("9. h0=-1e-6"), try Self.run(FailingSpring(), h0: -1e-6, control: Self.tight, to: -0.1))
  }

  @Test("errors carry GSL's messages")
  func messages() {
    #expect(IntegrationError.maxIterations.message == "exceeded max number of iterations")
    #expect(IntegrationError.noProgress.message == "iteration is not making progress towards solution")
    #expect(IntegrationError.badFunction.message == "problem with user-supplied function")
    #expect(IntegrationError(code: 1234).message == "unknown error code")
  }
}
