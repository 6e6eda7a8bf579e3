import Foundation
@testable import SpringToolCore
import TestSupport
import Testing

/// The hints a sweep keeps along a row (``SettlingHint``): each is a function of the motion's
/// shape, so the sweep's answer is the single solve's Double; it meets the solve's contract, and a
/// wrong hint costs time, never the answer.
@Suite("Settling times from the hint of the motion's shape")
struct SettlingHintTests {
  /// A row of a sweep: the response varies, the shape (ζ, start, velocity in ω0 units, band) does not.
  struct Row: CustomTestStringConvertible, Sendable {
    let zeta, velocity, epsilon: Double
    var testDescription: String { "ζ \(zeta), v0 \(velocity)·ω0, ε \(epsilon)" }

    /// The row's motions, response 0.05 … 2 s, the velocity scaled with ω0 so the shape is fixed.
    func motions(count: Int = 400) throws -> [SpringMotion] {
      try (0..<count).map { i in
        let response = 0.05 + (2 - 0.05) * Double(i) / Double(count - 1)
        let spring = try Spring(response: response, dampingRatio: zeta)
        return try SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: velocity * spring.naturalFrequency)
      }
    }
  }

  static let rows: [Row] = [
    Row(zeta: 0.05, velocity: 0, epsilon: 0.001), Row(zeta: 0.23723723723723725, velocity: 0, epsilon: 0.001),
    Row(zeta: 0.5, velocity: -3, epsilon: 0.001), Row(zeta: 0.9, velocity: 2, epsilon: 1e-6),
    Row(zeta: 0.999, velocity: 0, epsilon: 0.02), Row(zeta: 1, velocity: 0, epsilon: 0.001),
    Row(zeta: 1.3, velocity: 0, epsilon: 0.001), Row(zeta: 3, velocity: 0.5, epsilon: 1e-9),
  ]

  /// Whether `t` meets the settling contract as the closed form evaluates: inside the band at
  /// `t`, outside one Double before.
  static func meetsContract(_ motion: SpringMotion, _ t: Double, epsilon: Double) -> Bool {
    let band = max(epsilon * motion.bandScale / motion.scale, .leastNonzeroMagnitude)
    return abs(motion.normalizedDisplacement(at: t)) <= band && abs(motion.normalizedDisplacement(at: t.nextDown)) > band
  }

  /// A sweep's solve (hints kept from the shapes met before) is the single solve, bit for bit,
  /// in order and shuffled; each meets the contract. Against the solve from scratch
  /// (``SpringMotion/coldSettlingTime(normalizedBand:)``) it differs only where rounding makes the
  /// value flicker across the band, where both meet the contract within 16 ulps of each other, at
  /// most 5 % of a row (ζ 0.2372…, the bench grid's worst row, has its band a hair below an extremum).
  @Test("along a row the sweep's solve is the single solve, bit for bit, in any order", arguments: rows)
  func row(_ row: Row) throws {
    let motions = try row.motions()
    let single = motions.map { $0.settlingTime(epsilon: row.epsilon) }
    var hints = SettlingHints()
    let swept = motions.map { $0.settlingTime(epsilon: row.epsilon, hints: &hints) }
    #expect(zip(single, swept).allSatisfy { $0.bitPattern == $1.bitPattern })
    var generator = SeededGenerator(seed: 39)
    let order = Array(motions.indices).shuffled(using: &generator)
    var shuffledHints = SettlingHints(capacity: 1)
    for i in order {
      #expect(motions[i].settlingTime(epsilon: row.epsilon, hints: &shuffledHints).bitPattern == single[i].bitPattern)
    }
    var differing = 0
    for (motion, answer) in zip(motions, single) {
      #expect(Self.meetsContract(motion, answer, epsilon: row.epsilon), "\(motion.spring): \(answer)")
      let band = max(row.epsilon * motion.bandScale / motion.scale, .leastNonzeroMagnitude)
      let cold = motion.coldSettlingTime(normalizedBand: band)
      guard cold != answer else { continue }
      differing += 1
      #expect(Self.meetsContract(motion, cold, epsilon: row.epsilon), "\(motion.spring): \(cold)")
      #expect(abs(answer - cold) <= 16 * cold.ulp, "\(motion.spring): \(answer) against \(cold)")
    }
    #expect(differing * 20 <= motions.count, "\(differing) of \(motions.count) differ")
  }

  /// Every settling motion of the rows has a hint: the shapes' own motions are clear of their bands.
  @Test("every motion of a row has its shape's hint", arguments: rows)
  func hinted(_ row: Row) throws {
    for motion in try row.motions(count: 40) {
      let band = max(row.epsilon * motion.bandScale / motion.scale, .leastNonzeroMagnitude)
      let hint = try #require(SettlingHint(of: motion.settlingShape(band: band)), "\(motion.spring)")
      #expect(motion.crossing(from: hint, band: band) != nil, "\(motion.spring)")
    }
  }

  /// A hint whose time is not in its bracket, misses, or has another bracket or sign finds no
  /// crossing (the solve then starts from scratch), or the same Double: never a wrong one.
  @Test("a wrong hint never gives a wrong answer", arguments: rows)
  func wrongHints(_ row: Row) throws {
    let motions = try row.motions(count: 40)
    for motion in motions {
      let band = max(row.epsilon * motion.bandScale / motion.scale, .leastNonzeroMagnitude)
      let good = try #require(SettlingHint(of: motion.settlingShape(band: band)))
      let answer = motion.settlingTime(epsilon: row.epsilon)
      let wrong = [
        SettlingHint(scaledTime: good.scaledTime, extremum: good.extremum + 2, sign: good.sign),
        SettlingHint(scaledTime: good.scaledTime * 1.001, extremum: good.extremum, sign: good.sign),
        SettlingHint(scaledTime: good.scaledTime * 100, extremum: good.extremum, sign: good.sign),
        SettlingHint(scaledTime: good.scaledTime, extremum: good.extremum, sign: -good.sign),
      ]
      #expect(motion.crossing(from: good, band: band) == answer, "\(motion.spring)")
      for bad in wrong {
        let found = motion.crossing(from: bad, band: band)
        #expect(found == nil || found == answer, "\(motion.spring), hint \(bad): \(String(describing: found))")
      }
    }
  }

  /// Shapes are equal bit for bit: another ζ, start, velocity or band, or −0 for 0, is another shape.
  @Test("shapes compare bit for bit")
  func shapes() {
    let shape = SettlingShape(zeta: 0.5, start: 0, velocity: 1, band: 0.001)
    #expect(shape == SettlingShape(zeta: 0.5, start: 0, velocity: 1, band: 0.001))
    for other in [
      SettlingShape(zeta: 0.5.nextUp, start: 0, velocity: 1, band: 0.001),
      SettlingShape(zeta: 0.5, start: -0.0, velocity: 1, band: 0.001),
      SettlingShape(zeta: 0.5, start: 0, velocity: 1.0.nextDown, band: 0.001),
      SettlingShape(zeta: 0.5, start: 0, velocity: 1, band: 0.002),
    ] {
      #expect(shape != other, "\(other)")
    }
  }

  @Test("no motion and an undamped spring: 0 and never, with a store of hints or without")
  func noHint() throws {
    let cases: [(SpringMotion, Double)] = [
      (try SpringMotion(spring: try Spring(response: 0.4, dampingRatio: 0.5), from: 1, to: 1), 0),
      (try SpringMotion(spring: try Spring(response: 0.4, dampingRatio: 0), from: 0, to: 1), .infinity),
    ]
    for (motion, expected) in cases {
      var hints = SettlingHints()
      #expect(motion.settlingTime(epsilon: 0.001, hints: &hints) == expected)
      #expect(motion.settlingTime(epsilon: 0.001) == expected)
    }
  }
}
