import Foundation
import SpringToolIntegrators
import TestSupport
import Testing

/// The pure-Swift port against GSL 2.7.1's recorded outputs (Tests/Fixtures/gsl-probes,
/// produced by the probe programs of reference/gsl-probes): every claim here is bit equality.
@Suite("Swift port reproduces the GSL probe outputs bit for bit")
struct ProbeParityTests {
  static let system = SpringODE(mass: GSLProbes.mass, stiffness: GSLProbes.stiffness, damping: GSLProbes.damping)

  static func step(_ name: String, _ body: (inout any ODEStepper) throws -> Void) rethrows {
    var stepper: any ODEStepper
    switch name {
    case "rk2": stepper = RK2()
    case "rk4": stepper = RK4()
    case "rkf45": stepper = RKF45()
    case "rkck": stepper = RKCK()
    default: stepper = RK8PD()
    }
    try body(&stepper)
  }

  @Test(
    "single step_apply: y, yerr and dydt_out (single_step.txt)",
    arguments: (try? GSLProbes.singleSteps()) ?? [])
  func singleStep(_ c: GSLProbes.SingleStep) throws {
    try Self.step(c.stepper) { stepper in
      var y = SIMD2(c.y.0, c.y.1), yerr = SIMD2<Double>(), out = SIMD2<Double>()
      let dydtIn = try Self.system.derivative(at: c.t, y)
      try stepper.apply(Self.system, t: c.t, h: c.h, y: &y, yerr: &yerr, dydtIn: dydtIn, dydtOut: &out)
      #expect(y.x.bitPattern == c.yOut.0 && y.y.bitPattern == c.yOut.1, "y = \(y)")
      #expect(yerr.x.bitPattern == c.yerr.0 && yerr.y.bitPattern == c.yerr.1, "yerr = \(yerr)")
      #expect(out.x.bitPattern == c.dydtOut.0 && out.y.bitPattern == c.dydtOut.1, "dydt = \(out)")
    }
  }

  struct ControlCase: Sendable, CustomTestStringConvertible {
    let label: String
    let control: StepControl
    let order: Int
    let y: SIMD2<Double>, yerr: SIMD2<Double>, dydt: SIMD2<Double>
    let h: Double
    let code: Int32
    let expected: UInt64
    var testDescription: String { label }
  }

  /// control_hadjust.c's inputs with control_hadjust.txt's results.
  static let controlCases: [ControlCase] = {
    let y = StepControl(absoluteTolerance: 1e-6, relativeTolerance: 0)
    let zero = StepControl(absoluteTolerance: 0, relativeTolerance: 0)
    let standard = StepControl(absoluteTolerance: 1e-6, relativeTolerance: 1e-3, valueWeight: 1, derivativeWeight: 1)
    let scaled = StepControl(absoluteTolerance: 1e-6, relativeTolerance: 0, absoluteScale: [1, 10])
    func c(
      _ label: String, _ control: StepControl, _ order: Int, _ y: (Double, Double), _ e: (Double, Double),
      _ p: (Double, Double), _ h: Double, _ code: Int32, _ bits: UInt64
    ) -> ControlCase {
      ControlCase(
        label: label, control: control, order: order, y: SIMD2(y.0, y.1), yerr: SIMD2(e.0, e.1),
        dydt: SIMD2(p.0, p.1), h: h, code: code, expected: bits)
    }
    return [
      c("rmax 2, rkf45", y, 5, (1, 2), (2e-6, 1e-7), (0, 0), 0.01, -1, 0x3f80_0bc5_de51_9833),
      c("rmax 2, rk8pd", y, 8, (1, 2), (2e-6, 1e-7), (0, 0), 0.01, -1, 0x3f80_e6f7_cb0f_ec15),
      c("rmax 2, rk4", y, 4, (1, 2), (2e-6, 1e-7), (0, 0), 0.01, -1, 0x3f7e_ffb1_b6cf_0856),
      c("rmax 2, rk2", y, 2, (1, 2), (2e-6, 1e-7), (0, 0), 0.01, -1, 0x3f7a_1118_c7ff_1dfa),
      c("rmax 2, h < 0", y, 5, (1, 2), (2e-6, 1e-7), (0, 0), -0.01, -1, 0xbf80_0bc5_de51_9833),
      c("rmax 1e6 clamps to 0.2", y, 5, (1, 2), (1, 1e-7), (0, 0), 0.01, -1, 0x3f60_624d_d2f1_a9fc),
      c("rmax 1.1 is no change", y, 5, (1, 2), (1.1e-6, 0), (0, 0), 0.01, 0, 0x3f84_7ae1_47ae_147b),
      c("rmax 1.05", y, 5, (1, 2), (0, -1.05e-6), (0, 0), 0.01, 0, 0x3f84_7ae1_47ae_147b),
      c("rmax 0.5 is no change", y, 5, (1, 2), (0.5e-6, 0), (0, 0), 0.01, 0, 0x3f84_7ae1_47ae_147b),
      c("rmax 0.4 increases", y, 5, (1, 2), (0.4e-6, 0), (0, 0), 0.01, 1, 0x3f85_7920_7bd1_a993),
      c("rmax 0.45, rk8pd: r < 1 becomes 1", y, 8, (1, 2), (0.45e-6, 0), (0, 0), 0.01, 1, 0x3f84_7ae1_47ae_147b),
      c("rmax 1e-10 clamps to 5", y, 5, (1, 2), (1e-16, 0), (0, 0), 0.01, 1, 0x3fa9_9999_9999_999a),
      c("yerr 0", y, 5, (1, 2), (0, 0), (0, 0), 0.01, 1, 0x3fa9_9999_9999_999a),
      c("NaN ratio ignored", y, 5, (1, 2), (.nan, 0), (0, 0), 0.01, 1, 0x3fa9_9999_9999_999a),
      c("NaN and 2e-6", y, 5, (1, 2), (.nan, 2e-6), (0, 0), 0.01, -1, 0x3f80_0bc5_de51_9833),
      c("infinite error", y, 5, (1, 2), (.infinity, 0), (0, 0), 0.01, -1, 0x3f60_624d_d2f1_a9fc),
      c("zero tolerance, yerr 1e-20", zero, 5, (1, 2), (1e-20, 0), (0, 0), 0.01, -1, 0x3f60_624d_d2f1_a9fc),
      c("zero tolerance, yerr 0 (0/0)", zero, 5, (1, 2), (0, 0), (0, 0), 0.01, 1, 0x3fa9_9999_9999_999a),
      c("a_dydt term", standard, 5, (0.5, -2), (3e-6, 1e-6), (100, -400), 0.01, 1, 0x3f99_f782_945d_31c1),
      c("a_dydt term, h < 0", standard, 5, (0.5, -2), (3e-6, 1e-6), (100, -400), -0.01, 1, 0xbf99_f782_945d_31c1),
      c("scaled: at most 4.9", scaled, 5, (1, 2), (1e-16, 0), (0, 0), 0.01, 1, 0x3fa9_1687_2b02_0c4a),
      c("scaled: (0, 2e-5)", scaled, 5, (1, 2), (0, 2e-5), (0, 0), 0.01, -1, 0x3f80_0bc5_de51_9833),
    ]
  }()

  @Test("step control decisions (control_hadjust.txt)", arguments: controlCases)
  func control(_ c: ControlCase) {
    var h = c.h
    let decision = c.control.adjust(order: c.order, y: c.y, yerr: c.yerr, dydt: c.dydt, h: &h)
    #expect(decision.rawValue == c.code)
    #expect(h.bitPattern == c.expected, "h = \(h)")
  }

  struct DriverRun: Sendable, CustomTestStringConvertible {
    let stepper: String
    let tolerance: String
    var method: ODEMethod { ODEMethod(rawValue: stepper)! }
    var control: StepControl {
      tolerance == "tol1e-10"
        ? StepControl(absoluteTolerance: 1e-10, relativeTolerance: 1e-10)
        : StepControl(absoluteTolerance: 1e-6, relativeTolerance: 0)
    }
    var testDescription: String { "\(stepper) \(tolerance)" }
  }

  static let runs = ["rk2", "rk4", "rkf45", "rkck", "rk8pd"].flatMap { s in
    ["tol1e-10", "abs1e-6"].map { DriverRun(stepper: s, tolerance: $0) }
  }

  /// §6.1: driver_apply to t_i = i/100 on one driver, h0 = 1e-6. Every output (y, h, n,
  /// count, failed_steps) and, where GSL recorded it, every accepted step of the trace.
  @Test("frame-sampled driver runs: every output and every step (out_*.csv, trace_*.csv)", arguments: runs)
  func frameSampled(_ run: DriverRun) throws {
    var driver = try #require(
      try makeSwiftIntegrator(
        Self.system,
        IntegratorSettings(
          method: run.method, initialStep: 1e-6, control: run.control)))
    var steps: [StepEvent] = []
    driver.observer = { if $0.outcome == .accepted || $0.outcome == .final { steps.append($0) } }
    var t = 0.0, y = SIMD2(-1.0, 0)
    let outputs = try GSLProbes.outputs("out_\(run.stepper)_\(run.tolerance).csv")
    #expect(outputs.count == 100)
    for row in outputs {
      try driver.apply(t: &t, to: Double(row.i) / 100, y: &y)
      #expect(t == row.t)
      #expect(y.x == row.y.0 && y.y == row.y.1, "t = \(t): \(y) ≠ \(row.y)")
      #expect(driver.stepSize == row.hAfter)
      #expect(driver.statistics.stepsInLastCall == row.stepsThisCall)
      #expect(driver.statistics.attempts == row.count)
      #expect(driver.statistics.failedSteps == row.failedSteps)
    }
    guard run.stepper != "rk2" else { return }  // rk2 traces were not kept (1.4 MB)
    let trace = try GSLProbes.trace("trace_\(run.stepper)_\(run.tolerance).csv")
    #expect(steps.count == trace.count)
    for (event, row) in zip(steps, trace) {
      #expect(
        event.start == row.tBefore && event.step == row.hUsed && event.end == row.tAfter
          && event.nextStep == row.hOut && event.rejections == row.rejections
          && event.state == [row.y.0, row.y.1], "step \(row.step)")
    }
  }

  /// §6.4: one driver_apply 0 → 1 with no intermediate outputs.
  @Test("one-shot runs: every step, final state and counts (oneshot*.csv, oneshot.txt)", arguments: runs)
  func oneShot(_ run: DriverRun) throws {
    var driver = try #require(
      try makeSwiftIntegrator(
        Self.system,
        IntegratorSettings(
          method: run.method, initialStep: 1e-6, control: run.control)))
    var steps: [StepEvent] = []
    driver.observer = { if $0.outcome == .accepted || $0.outcome == .final { steps.append($0) } }
    var t = 0.0, y = SIMD2(-1.0, 0)
    try driver.apply(t: &t, to: 1, y: &y)
    let fields = try GSLProbes.fields(in: "oneshot.txt", lineStartingWith: "oneshot \(run.stepper) \(run.tolerance)")
    #expect(driver.statistics.stepsInLastCall == Int(fields["d->n"] ?? ""))
    #expect(driver.statistics.attempts == Int(fields["count"] ?? ""))
    #expect(driver.statistics.failedSteps == Int(fields["failed"] ?? ""))
    let lines = try fixtureText("Tests/Fixtures/gsl-probes/oneshot.txt").split(separator: "\n")
    let index = try #require(lines.firstIndex { $0.hasPrefix("oneshot \(run.stepper) \(run.tolerance)") })
    let result = lines[index + 1].replacingOccurrences(of: "(", with: " ").split(separator: " ")
    let y0 = try #require(result.firstIndex { $0.hasPrefix("y0=") }).advanced(by: 1)
    let y1 = try #require(result.firstIndex { $0.hasPrefix("y1=") }).advanced(by: 1)
    #expect(y.x.bitPattern == UInt64(result[y0].dropFirst(2).dropLast(), radix: 16))
    #expect(y.y.bitPattern == UInt64(result[y1].dropFirst(2).dropLast(), radix: 16))
    guard run.stepper != "rk2" else { return }
    let trace = try GSLProbes.trace("oneshot_trace_\(run.stepper)_\(run.tolerance).csv")
    #expect(steps.count == trace.count)
    for (event, row) in zip(steps, trace) {
      #expect(
        event.step == row.hUsed && event.end == row.tAfter && event.nextStep == row.hOut
          && event.state == [row.y.0, row.y.1], "step \(row.step)")
    }
  }

  /// §6.3: rk4 with fixed h = 1/600, 600 steps, without a control and with two controls.
  @Test(
    "fixed-step rk4: 600 steps of 1/600 (spring_fixed_rk4.txt)",
    arguments: [
      nil, StepControl(absoluteTolerance: 1e-6, relativeTolerance: 0),
      StepControl(absoluteTolerance: 1e-10, relativeTolerance: 1e-10),
    ])
  func fixedStep(_ control: StepControl?) throws {
    var driver = try #require(
      try makeSwiftIntegrator(
        Self.system,
        IntegratorSettings(
          method: .rk4, initialStep: 1.0 / 600.0, control: control)))
    var t = 0.0, y = SIMD2(-1.0, 0)
    try driver.applyFixedStep(t: &t, h: 1.0 / 600.0, steps: 600, y: &y)
    #expect(t.bitPattern == 0x3ff0_0000_0000_002b)
    #expect(y.x.bitPattern == 0x3ecd_4102_ba8f_8757)
    #expect(y.y.bitPattern == 0xbd20_698c_6700_0000)
    #expect(driver.statistics.stepsInLastCall == 600 && driver.statistics.failedSteps == 0)
  }

  @Test(
    "fixed-step final states of the other steppers (§6.3)",
    arguments: [
      ("rk2", 3.4874070140312069e-06, -5.7455679970844318e-10), ("rkf45", 3.4873423561177045e-06, 1.0877768632811544e-14),
      ("rkck", 3.4873423561984077e-06, 1.5859402329674579e-15), ("rk8pd", 3.4873423562089795e-06, 2.6914471899005393e-19),
    ])
  func fixedStepOthers(_ name: String, _ y0: Double, _ y1: Double) throws {
    var driver = try #require(
      try makeSwiftIntegrator(
        Self.system,
        IntegratorSettings(
          method: ODEMethod(rawValue: name)!, initialStep: 1.0 / 600.0, control: nil)))
    var t = 0.0, y = SIMD2(-1.0, 0)
    try driver.applyFixedStep(t: &t, h: 1.0 / 600.0, steps: 600, y: &y)
    #expect(y.x == y0 && y.y == y1, "\(y)")
  }
}
