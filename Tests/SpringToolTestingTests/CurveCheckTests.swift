import Foundation
import SpringToolCore
import SpringToolCurves
import SpringToolPlatforms
import SpringToolTesting
import TestSupport
import Testing

/// The comparisons and property checks, on curves whose figures follow by hand, and against
/// tools/engine_reference.py's frames (an independent Python implementation of each platform).
@Suite("Curve differences and property checks")
struct CurveCheckTests {
  static let times = (0...30).map { Double($0) / 60 }
  /// A ramp to 30, then 1.5 past it (5 %) and back: `0, 1, …, 29, 31.5, 30, 30`.
  static let overshooting = Curve(
    times: (0...32).map { Double($0) / 60 },
    values: (0...29).map(Double.init) + [31.5, 30, 30])

  struct DifferenceCase: Sendable, CustomTestStringConvertible {
    let name: String
    let new: Curve
    let tolerance: CurveTolerance
    let over: Int, firstOver: Int?, largest: Double
    let failures: [String]
    var testDescription: String { name }
  }

  static let ramp = Curve(times: times, values: (0...30).map(Double.init))
  static func ramp(_ change: (inout [Double]) -> Void) -> Curve {
    var values = ramp.values
    change(&values)
    return Curve(times: times, values: values)
  }

  static let differenceCases: [DifferenceCase] = [
    DifferenceCase(name: "identical", new: ramp, tolerance: .default, over: 0, firstOver: nil, largest: 0, failures: []),
    DifferenceCase(
      name: "absolute 0.5: +0.4 passes, +0.6 fails",
      new: ramp {
        $0[3] += 0.4; $0[7] += 0.6
      }, tolerance: .absolute(0.5),
      over: 1, firstOver: 7, largest: 0.6, failures: ["1 of 31 frames differ by more than 0.5"]),
    DifferenceCase(
      name: "1 % of the travel 30 is 0.3",
      new: ramp {
        $0[3] -= 0.31; $0[9] += 0.29
      }, tolerance: .fractionOfTravel(0.01),
      over: 1, firstOver: 3, largest: 0.31, failures: ["1 of 31 frames differ by more than 0.3 (0.01 of the travel 30)"]),
    // Approved: 29.97/60 s. New: frame 30 at 29.5 (0.5 away), frame 31 at 30: 30/60 + 0.94/60 s; the change 0.97/60.
    DifferenceCase(
      name: "settling time moves 0.97/60 s, more than 0.01 s",
      new: Curve(times: times + [31.0 / 60], values: (0...29).map(Double.init) + [29.5, 30]),
      tolerance: CurveTolerance(perFrame: .absolute(100), settlingTime: 0.01), over: 0, firstOver: nil, largest: 0.5,
      failures: [
        "the new curve has 32 frames, the approved one 31",
        "the settling time moved by 0.0161667 s, more than 0.01 s",
      ]),
    DifferenceCase(
      name: "overshoot 1.5 against 0, allowed 2 % of 30", new: overshooting,
      tolerance: CurveTolerance(perFrame: .absolute(100), overshoot: .percentOfTravel(2)), over: 0, firstOver: nil,
      largest: 1.5, failures: ["the new curve has 33 frames, the approved one 31", "the overshoot moved by 1.5, more than 0.02 of the travel"]),
  ]

  @Test("CurveDifference counts the frames past the tolerance and names the first", arguments: differenceCases)
  func difference(_ c: DifferenceCase) {
    let d = CurveDifference(c.new, approved: Self.ramp, tolerance: c.tolerance)
    #expect(d.framesOver == c.over)
    #expect(d.firstOver?.index == c.firstOver)
    #expect(abs(abs(d.largest?.difference ?? -1) - c.largest) < 1e-12)
    #expect(d.failures == c.failures)
    #expect(d.passed == c.failures.isEmpty)
  }

  @Test("frames at other times: the grids differing is a failure, values are compared interpolated")
  func otherGrid() {
    // The ramp at 120 fps: linear interpolation reproduces the 60 fps ramp exactly.
    let fine = Curve(times: (0...60).map { Double($0) / 120 }, values: (0...60).map { Double($0) / 2 })
    let d = CurveDifference(fine, approved: Self.ramp, tolerance: .default)
    #expect(d.framesOver == 0 && d.comparedFrames == 31)
    #expect(d.failures == ["the new curve has 61 frames, the approved one 31", "frame 1 is at t = 0.00833333 s, the approved one at 0.0166667 s"])
  }

  @Test(
    "settling definitions on frames",
    arguments: [
      // The ramp: the last exit from ±0.03 is between frames 29 (|d| = 1) and 30: 29/60 + 0.97/60.
      ("band 0.1 %", ramp, CurveSettling.band(fractionOfTravel: 0.001), 29.97 / 60),
      ("absolute band 0.5", ramp, .absoluteBand(0.5), 29.5 / 60),
      // Rest within 1.5 and slower than 100/s: central differences are 60/s everywhere; frame 29 is 1 away.
      ("rest", ramp, .rest(displacement: 1.5, speed: 100), 29.0 / 60),
      ("rest too strict for the speed", ramp, .rest(displacement: 1.5, speed: 59), nil),
      // Overshooting: |31.5 − 30| = 1.5 at frame 30, back to 30 at frame 31.
      ("band after an overshoot", overshooting, .band(fractionOfTravel: 0.001), 30.0 / 60 + (1.0 / 60) * (1.5 - 0.03) / 1.5),
    ] as [(String, Curve, CurveSettling, Double?)])
  func settling(_ label: String, _ curve: Curve, _ definition: CurveSettling, _ expected: Double?) {
    let t = definition.time(of: curve)
    #expect((t == nil) == (expected == nil), "\(label)")
    if let t, let expected { #expect(abs(t - expected) < 1e-12, "\(label): \(t)") }
  }

  @Test("settles within, overshoots at most, stays within: pass and fail with the numbers found")
  func properties() {
    #expect(CurveCheck.settles(Self.ramp, within: 0.5).passed)
    let late = CurveCheck.settles(Self.ramp, within: 0.4)
    #expect(!late.passed)
    #expect(late.message == "The curve settles at 0.4995 s (the last exit from ±0.1 % of the travel); expected within 0.4 s.")
    let never = CurveCheck.settles(Curve(times: [0, 1], values: [0, 0.5]).withEnds(from: 0, to: 1), within: 2)
    #expect(
      never.message
        == "The curve does not settle (the last exit from ±0.1 % of the travel) within its frames, which end at t = 1 s; expected it to settle within 2 s.")

    #expect(CurveCheck.overshoot(Self.overshooting, atMost: .percentOfTravel(5)).passed)
    let over = CurveCheck.overshoot(Self.overshooting, atMost: .percentOfTravel(4))
    #expect(!over.passed)
    #expect(over.message == "The curve overshoots its target 30 by 1.5 (5 % of the travel) at t = 0.5 s; expected at most 0.04 of the travel = 1.2.")
    #expect(CurveCheck.overshoot(Self.overshooting, atMost: .absolute(1.5)).passed)

    #expect(CurveCheck.staysWithin(Self.ramp, 0...30).passed)
    let outside = CurveCheck.staysWithin(Self.overshooting, 0...30)
    #expect(!outside.passed)
    #expect(
      outside.message
        == "The curve leaves the range at frame 30 (t = 0.5 s, value 31.5); 1 of 33 frames are outside: the curve spans 0…31.5; expected within 0…30.")
  }

  struct EngineCase: Sendable, CustomTestStringConvertible {
    let engine: String, id: Int, fps: Double
    let mass: Double, stiffness: Double, damping: Double, from: Double, to: Double, velocity: Double
    let values: [Double]
    var testDescription: String { "\(engine) case \(id) at \(fps) fps" }
  }

  /// The first six cases of three engines' fixtures (tools/engine_reference.py), at their own frame rates.
  static let engineCases: [EngineCase] = ["swiftui-animation", "android", "react-spring"].flatMap { engine -> [EngineCase] in
    guard let text = try? fixtureText("Tests/Fixtures/engines/\(engine).csv") else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().prefix(6).compactMap { line in
      let cells = line.split(separator: ",").map(String.init)
      let n = cells[0..<10].compactMap(Double.init)
      guard cells.count == 11, n.count == 10 else { return nil }
      return EngineCase(
        engine: engine, id: Int(n[0]), fps: n[1], mass: n[2], stiffness: n[3], damping: n[4], from: n[5], to: n[6],
        velocity: n[7], values: cells[10].split(separator: " ").compactMap { Double($0) })
    }
  }

  @Test("matches: .engine against the Python reference's frames, and a changed frame fails", arguments: engineCases)
  func matchesEngine(_ c: EngineCase) throws {
    let spring = try SpringSpecification(.physical(mass: c.mass, stiffness: c.stiffness, dampingCoefficient: c.damping))
    let times = c.values.indices.map { Double($0) / c.fps }
    let frames = Curve(metadata: [("from", "\(c.from)"), ("to", "\(c.to)")], times: times, values: c.values)
    let reference = CurveReference.engine(c.engine, spring, velocity: c.velocity)
    let check = CurveCheck.matches(frames, reference, tolerance: .fractionOfTravel(1e-9))
    #expect(check.passed, "\(check.message)")
    var changed = frames
    changed.values[1] += 0.01 * max(abs(c.to - c.from), 1)
    let failed = CurveCheck.matches(changed, reference, tolerance: .fractionOfTravel(1e-9))
    #expect(!failed.passed)
    #expect(failed.message.hasPrefix("The curve does not match the \(c.engine) engine: 1 of \(c.values.count) frames differ"))
  }

  @Test("matches: .motion against the critically damped closed form written out here")
  func matchesMotion() throws {
    // ζ = 1, response 0.5 s: ω = 4π, x(t) = 300·(1 − (1 + ωt)·e^(−ωt)).
    let omega = 4 * Double.pi
    let curve = try Curve.sampling(duration: 1) { t in 300 * (1 - (1 + omega * t) * exp(-omega * t)) }
    let motion = try SpringMotion(spring: try Spring(response: 0.5, dampingRatio: 1), from: 0, to: 300)
    #expect(expectCurve(curve, matches: .motion(motion), tolerance: .fractionOfTravel(1e-12)))
    #expect(
      CurveCheck.matches(curve, .engine("no-such-engine", try Spring(response: 0.5, dampingRatio: 1))).message
        .hasPrefix("the no-such-engine engine cannot render the reference: no engine 'no-such-engine'; engines: exact, "))
  }
}

extension Curve {
  func withEnds(from: Double, to: Double) -> Curve {
    var c = self
    c.metadata = [("from", "\(from)"), ("to", "\(to)")]
    return c
  }
}
