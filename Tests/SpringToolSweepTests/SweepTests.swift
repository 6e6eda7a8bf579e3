import Foundation
import SpringToolCore
import SpringToolSweep
import TestSupport
import Testing

@Suite("Parameter sweeps")
struct SweepTests {
  @Test("axis values are exact at the ends and at simple fractions")
  func axis() {
    #expect(SweepAxis(.damping, start: 0, end: 2, count: 11).values == [0, 0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2])
    #expect(SweepAxis(.response, start: 0.2, end: 1, count: 3).values == [0.2, 0.6, 1])
    #expect(SweepAxis(.response, start: 0.4, end: 9, count: 1).values == [0.4])
  }

  /// Cells that are mpmath cases of Tests/Fixtures/settling-reference.csv (±0.1 %): 1e-12 relative.
  @Test("settle cells equal the mpmath settling times; ζ = 0 never settles")
  func settle() throws {
    let sweep = try ParameterSweep(
      x: SweepAxis(.response, start: 0.3, end: 0.5, count: 3),
      y: SweepAxis(.damping, start: 0, end: 2, count: 11), figure: .settle)
    let values = sweep.run(threads: 2)
    let reference = try csvRecords("Tests/Fixtures/settling-reference.csv").filter { $0["epsilon"] == "0.001" }
    func mpmath(_ name: String) throws -> Double { try #require(reference.first { $0["case"] == name }?["settle"].flatMap(Double.init)) }
    // (response, ζ) → column, row.
    let (a, b, c) = (try mpmath("reference-0.4-0.8"), try mpmath("critical-swiftui"), try mpmath("overdamped-2"))
    #expect(relativeError(values[4 * 3 + 1], a) <= 1e-12)
    #expect(relativeError(values[5 * 3 + 2], b) <= 1e-12)
    #expect(relativeError(values[10 * 3 + 2], c) <= 1e-12)
    let undamped = values[0..<3].allSatisfy { $0.isNaN }
    #expect(undamped, "ζ = 0 never settles")
  }

  /// Overshoot of a step from rest: 100·exp(−ζπ/√(1 − ζ²)) %, the textbook formula (1e-10 relative).
  @Test("overshoot cells follow the textbook formula; none at or above critical damping")
  func overshoot() throws {
    let sweep = try ParameterSweep(
      x: SweepAxis(.stiffness, start: 50, end: 500, count: 4),
      y: SweepAxis(.damping, start: 0.1, end: 1.3, count: 13), figure: .overshoot)
    let values = sweep.run(threads: 1)
    for j in 0..<13 {
      let z = SweepAxis(.damping, start: 0.1, end: 1.3, count: 13).value(j)
      for i in 0..<4 {
        let expected = z < 1 ? 100 * exp(-z * .pi / (1 - z * z).squareRoot()) : 0
        #expect(abs(values[j * 4 + i] - expected) <= 1e-10 * max(expected, 1e-3), "ζ \(z)")
      }
    }
  }

  /// A sweep's settling times reuse the hints of the shapes met before (see `SettlingHint`),
  /// each a function of its shape, so every number is the one `analyze` gives for that spring,
  /// whichever worker took the row; here on a response × ζ grid and a stiffness × friction grid
  /// (where ζ as computed moves from point to point), with a start velocity on both.
  @Test(
    "settling times: one thread and many give the single solve's numbers, bit for bit",
    arguments: [
      (SweepAxis(.response, start: 0.05, end: 1, count: 300), SweepAxis(.damping, start: 0.05, end: 1.5, count: 60), 0.0),
      (SweepAxis(.stiffness, start: 100, end: 1000, count: 120), SweepAxis(.friction, start: 5, end: 50, count: 50), 3.0),
      (SweepAxis(.response, start: 0.05, end: 2, count: 100), SweepAxis(.damping, start: 0.05, end: 1.2, count: 40), -2.0),
    ] as [(SweepAxis, SweepAxis, Double)])
  func settleThreads(x: SweepAxis, y: SweepAxis, velocity: Double) throws {
    let sweep = try ParameterSweep(x: x, y: y, velocity: velocity, figure: .settle)
    let one = sweep.run(threads: 1), many = sweep.run(threads: 5)
    #expect(zip(one, many).allSatisfy { $0.bitPattern == $1.bitPattern })
    for j in 0..<y.count {
      for i in 0..<x.count {
        let motion = try #require(sweep.motion(x.value(i), y.value(j)))
        let single = motion.settlingTime(epsilon: sweep.epsilon)
        let expected = single.isFinite ? single : .nan
        #expect(one[j * x.count + i].bitPattern == expected.bitPattern, "\(motion.spring)")
      }
    }
  }

  @Test("one thread and many give the same numbers, bit for bit")
  func threads() throws {
    let sweep = try ParameterSweep(
      x: SweepAxis(.response, start: 0.05, end: 1, count: 37),
      y: SweepAxis(.bounce, start: -0.5, end: 0.9, count: 29), figure: .peakTime)
    let one = sweep.run(threads: 1), many = sweep.run(threads: 7)
    #expect(one.count == 37 * 29)
    #expect(zip(one, many).allSatisfy { $0.bitPattern == $1.bitPattern })
  }

  @Test(
    "parameters that do not make one spring are refused with the request's own problem",
    arguments: [
      ([SweepParameter.response, .stiffness], SpringRequest(), "two spring families"),
      ([.damping, .mass], SpringRequest(), "needs a spring family"),
      (
        [.response, .damping],
        {
          var r = SpringRequest(); r.dampingCoefficient = 3; return r
        }(), "cannot be combined"
      ),
    ])
  func invalid(_ axes: [SweepParameter], _ base: SpringRequest, _ words: String) {
    #expect {
      try ParameterSweep(
        x: SweepAxis(axes[0], start: 0.1, end: 1, count: 3), y: SweepAxis(axes[1], start: 0.1, end: 1, count: 3),
        base: base, figure: .settle)
    } throws: { error in
      guard case .spring(_, nil) = error as? ParameterSweep.SweepError else { return false }
      return "\(error)".contains(words)
    }
  }

  @Test("an invalid corner is refused, naming the corner")
  func invalidCorner() {
    #expect {
      try ParameterSweep(
        x: SweepAxis(.response, start: 0, end: 1, count: 3), y: SweepAxis(.damping, start: 0.1, end: 1, count: 3),
        figure: .settle)
    } throws: { error in
      guard case .spring(.invalid, let corner?) = error as? ParameterSweep.SweepError else { return false }
      return corner == [.response: 0, .damping: 0.1]
    }
  }
}
