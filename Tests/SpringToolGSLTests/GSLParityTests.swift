import Foundation
import SpringToolGSL
import SpringToolIntegrators
import SpringToolCore
import TestSupport
import Testing

/// GSL (the installed library, as a black box) against the pure-Swift port: the same
/// steps, counts and Doubles, bit for bit, for every explicit stepper × tolerance × regime.
@Suite("GSL and the Swift port agree bit for bit")
struct GSLParityTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let method: ODEMethod
    let control: StepControl
    let zeta: Double
    let velocity: Double
    var testDescription: String {
      "\(method.rawValue) abs \(control.absoluteTolerance) rel \(control.relativeTolerance) ζ \(zeta)"
    }
  }

  static let controls = [
    StepControl(absoluteTolerance: 1e-6, relativeTolerance: 0),
    StepControl(absoluteTolerance: 1e-10, relativeTolerance: 1e-10),
    StepControl(absoluteTolerance: 1e-13, relativeTolerance: 1e-9, valueWeight: 1, derivativeWeight: 0.5),
    StepControl(absoluteTolerance: 1e-9, relativeTolerance: 0, absoluteScale: [1, 0.1]),
  ]
  static let springs: [(Double, Double)] = [(0, 0), (0.3, 2), (1, 0), (1 + 1e-9, -3), (5, 0), (50, 10)]
  static let cases: [Case] = [ODEMethod.rk2, .rk4, .rkf45, .rkck, .rk8pd].flatMap { method in
    controls.flatMap { control in springs.map { Case(method: method, control: control, zeta: $0.0, velocity: $0.1) } }
  }

  /// Runs both backends over 1.5 s at 60 fps with tracing on; returns (states, steps, stats) per backend.
  static func both(_ system: SpringODE, _ settings: IntegratorSettings, y0: SIMD2<Double>, frames: Int = 90)
    throws -> [([SIMD2<Double>], [StepEvent], [IntegrationStatistics])]
  {
    var swiftDriver = try #require(try makeSwiftIntegrator(system, settings))
    var gslDriver = try makeGSLIntegrator(system, settings)
    return try [swiftDriver, gslDriver].indices.map { index in
      var driver: any ODEIntegrator<SpringODE> = index == 0 ? swiftDriver : gslDriver
      var steps: [StepEvent] = []
      driver.observer = { if $0.outcome == .accepted || $0.outcome == .final { steps.append($0) } }
      var t = 0.0, y = y0
      var states: [SIMD2<Double>] = [], stats: [IntegrationStatistics] = []
      for i in 1...frames {
        try driver.apply(t: &t, to: Double(i) / 60, y: &y)
        states.append(y)
        stats.append(driver.statistics)
      }
      if index == 0 { swiftDriver = driver } else { gslDriver = driver }
      return (states, steps, stats)
    }
  }

  @Test("same states, steps and counts", arguments: cases)
  func parity(_ c: Case) throws {
    let spring = try Spring(response: 0.4, dampingRatio: c.zeta)
    let settings = IntegratorSettings(method: c.method, initialStep: 1e-6, control: c.control)
    let runs = try Self.both(SpringODE(spring), settings, y0: SIMD2(-1, c.velocity))
    let (swift, gsl) = (runs[0], runs[1])
    #expect(swift.0.map(\.x.bitPattern) == gsl.0.map(\.x.bitPattern))
    #expect(swift.0.map(\.y.bitPattern) == gsl.0.map(\.y.bitPattern))
    #expect(swift.2 == gsl.2, "counters differ")
    #expect(swift.1.count == gsl.1.count)
    if let i = (0..<min(swift.1.count, gsl.1.count)).first(where: { swift.1[$0] != gsl.1[$0] }) {
      Issue.record("step \(i) differs: swift \(swift.1[i]) gsl \(gsl.1[i])")
    }
    #expect(swift.1.count >= 90)
  }

  @Test("the GSL backend reproduces the probe run (rkf45, 1e-10): 310 steps, y₀(1) = 3.4873420651539314e-06")
  func probeRun() throws {
    let system = SpringODE(mass: GSLProbes.mass, stiffness: GSLProbes.stiffness, damping: GSLProbes.damping)
    var driver = try makeGSLIntegrator(
      system,
      IntegratorSettings(
        method: .rkf45, initialStep: 1e-6, control: StepControl(absoluteTolerance: 1e-10, relativeTolerance: 1e-10)))
    var t = 0.0, y = SIMD2(-1.0, 0), accepted = 0
    for i in 1...100 {
      try driver.apply(t: &t, to: Double(i) / 100, y: &y)
      accepted += driver.statistics.stepsInLastCall
    }
    #expect(accepted == 310 && driver.statistics.failedSteps == 3)
    #expect(y.x == 3.4873420651539314e-06)
  }

  @Test("fixed steps with and without a control agree", arguments: [ODEMethod.rk4, .rk8pd, .rkf45])
  func fixedSteps(_ method: ODEMethod) throws {
    let system = SpringODE(mass: GSLProbes.mass, stiffness: GSLProbes.stiffness, damping: GSLProbes.damping)
    for control in [nil, StepControl(absoluteTolerance: 1e-10, relativeTolerance: 1e-10)] {
      let settings = IntegratorSettings(method: method, initialStep: 1.0 / 600, control: control)
      var a = try #require(try makeSwiftIntegrator(system, settings))
      var b = try makeGSLIntegrator(system, settings)
      var ta = 0.0, tb = 0.0, ya = SIMD2(-1.0, 0), yb = SIMD2(-1.0, 0)
      try a.applyFixedStep(t: &ta, h: 1.0 / 600, steps: 600, y: &ya)
      try b.applyFixedStep(t: &tb, h: 1.0 / 600, steps: 600, y: &yb)
      #expect(ta == tb && ya == yb)
    }
  }
}
