import Foundation
@testable import SpringToolCore
import Testing

/// The warm start a sweep uses along a row (``SettlingHint``): the same contract as the cold
/// solve, the same answer wherever only one Double meets it, and a wrong hint costs time, never
/// the answer.
@Suite("Settling times started from a neighbour's hint")
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

  /// Equal to the cold solve, or (where rounding makes the value flicker across the band) both
  /// meet the contract within 16 ulps of each other; such points are at most 5 % of a row (ζ
  /// 0.2372…, the bench grid's worst row, has its band a hair below an extremum: 11 of 400).
  @Test("along a row the hinted solve meets the contract and equals the cold one where one Double does", arguments: rows)
  func row(_ row: Row) throws {
    var hint: SettlingHint?
    var differing = 0
    let motions = try row.motions()
    for motion in motions {
      let warm = motion.settlingTime(epsilon: row.epsilon, hint: &hint)
      let cold = motion.settlingTime(epsilon: row.epsilon)
      #expect(hint != nil, "a settling motion leaves a hint")
      guard warm != cold else { continue }
      differing += 1
      #expect(Self.meetsContract(motion, warm, epsilon: row.epsilon), "\(motion.spring): \(warm)")
      #expect(Self.meetsContract(motion, cold, epsilon: row.epsilon), "\(motion.spring): \(cold)")
      #expect(abs(warm - cold) <= 16 * cold.ulp, "\(motion.spring): \(warm) against \(cold)")
    }
    #expect(differing * 20 <= motions.count, "\(differing) of \(motions.count) differ")
  }

  /// A hint whose phase is not in its bracket, misses, or is for another shape or sign falls
  /// back to the cold solve: the same Double.
  @Test("a wrong hint gives the cold answer", arguments: rows)
  func wrongHints(_ row: Row) throws {
    let motions = try row.motions(count: 40)
    var hint: SettlingHint?
    _ = motions[0].settlingTime(epsilon: row.epsilon, hint: &hint)
    let good = try #require(hint)
    let wrong = [
      SettlingHint(
        zeta: good.zeta, start: good.start, velocity: good.velocity, band: good.band, phase: good.phase,
        extremum: good.extremum + 1, sign: good.sign),
      SettlingHint(
        zeta: good.zeta, start: good.start, velocity: good.velocity, band: good.band, phase: good.phase * 1.001,
        extremum: good.extremum, sign: good.sign),
      SettlingHint(
        zeta: good.zeta, start: good.start, velocity: good.velocity, band: good.band, phase: good.phase * 100,
        extremum: good.extremum, sign: good.sign),
      SettlingHint(
        zeta: good.zeta * 1.01, start: good.start, velocity: good.velocity, band: good.band, phase: good.phase,
        extremum: good.extremum, sign: good.sign),
      SettlingHint(
        zeta: good.zeta, start: -good.start, velocity: good.velocity, band: good.band, phase: good.phase,
        extremum: good.extremum, sign: good.sign),
      SettlingHint(
        zeta: good.zeta, start: good.start, velocity: good.velocity, band: good.band, phase: good.phase,
        extremum: good.extremum, sign: -good.sign),
    ]
    for motion in motions.dropFirst() {
      let cold = motion.settlingTime(epsilon: row.epsilon)
      for bad in wrong {
        var hint: SettlingHint? = bad
        #expect(motion.settlingTime(epsilon: row.epsilon, hint: &hint) == cold, "\(motion.spring), hint \(bad)")
      }
    }
  }

  @Test("no motion and an undamped spring leave no hint")
  func noHint() throws {
    let cases: [(SpringMotion, Double)] = [
      (try SpringMotion(spring: try Spring(response: 0.4, dampingRatio: 0.5), from: 1, to: 1), 0),
      (try SpringMotion(spring: try Spring(response: 0.4, dampingRatio: 0), from: 0, to: 1), .infinity),
    ]
    for (motion, expected) in cases {
      var hint: SettlingHint? = SettlingHint(zeta: 1, start: 1, velocity: 0, band: 0.001, phase: 1, extremum: 0, sign: 1)
      #expect(motion.settlingTime(epsilon: 0.001, hint: &hint) == expected)
      #expect(hint == nil)
    }
  }
}
