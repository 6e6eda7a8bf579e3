import SpringToolEasing
import Foundation
import SpringToolCore
import TestSupport
import Testing
import SpringToolTuning
import SpringToolPlatforms

@Suite("fit and tune")
struct TuningTests {
  /// A golden curve (mpmath, curves/) as normalised progress.
  static func golden(_ name: String) throws -> (FitTarget, stiffness: Double, damping: Double) {
    let text = try fixtureText("curves/\(name).csv")
    var meta: [String: Double] = [:], times: [Double] = [], values: [Double] = []
    for line in text.split(separator: "\n") {
      if line.hasPrefix("# ") {
        let parts = line.dropFirst(2).split(separator: ":", maxSplits: 1)
        if parts.count == 2, let v = Double(parts[1].trimmingCharacters(in: .whitespaces)) { meta[String(parts[0])] = v }
      } else if let first = line.split(separator: ",").first, let t = Double(first), let v = Double(line.split(separator: ",")[1]) {
        times.append(t)
        values.append(v)
      }
    }
    let (from, to) = (meta["from"] ?? 0, meta["to"] ?? 1)
    return (FitTarget(times: times, progress: values.map { ($0 - from) / (to - from) }), meta["stiffness"] ?? 0, meta["damping"] ?? 0)
  }

  /// The fitted spring reproduces the generating one; residual at the golden curves' own 1e-13.
  @Test(
    "fit: a spring recovered from a 60-digit golden curve",
    arguments: [
      "reference-0.4-0.8", "swiftui-bouncy", "react-spring-wobbly",
      "compose-low-bouncy", "swiftui-smooth",
    ])
  func springFromGolden(_ name: String) throws {
    let (target, k, c) = try Self.golden(name)
    let fit = try #require(SpringFit.fit(target))
    #expect(relativeError(fit.spring.stiffness, k) <= 1e-6, "k \(fit.spring.stiffness) vs \(k)")
    #expect(relativeError(fit.spring.dampingCoefficient, c) <= 1e-6, "c \(fit.spring.dampingCoefficient) vs \(c)")
    #expect(fit.error.max <= 1e-7)
  }

  /// The 27 exact points per curve of tools/easing_reference.py; control points back to 1e-5.
  @Test(
    "fit: a cubic Bézier recovered from its mpmath points",
    arguments: [
      "ease", "ease-in-out", "emphasized-decelerate",
      "motion-test", "back-like",
    ])
  func bezierFromReference(_ name: String) throws {
    let rows = EasingReferenceRow.rows("bezier", name: name)
    let target = FitTarget(times: rows.map(\.x), progress: rows.map(\.value))
    let fit = try #require(BezierFit.fit(target))
    let p = rows[0].params, b = fit.bezier
    for (got, want) in zip([b.x1, b.y1, b.x2, b.y2], p) { #expect(abs(got - want) <= 1e-5, "\([b.x1, b.y1, b.x2, b.y2]) vs \(p)") }
    #expect(fit.error.max <= 1e-7)
  }

  @Test("fit: the closest spring to ease-in-out is close, and says how close")
  func springToEasing() throws {
    let easing = try Easing.parse("ease-in-out")
    // Held at 1 for another half duration, so the spring must also come to rest.
    let target = FitTarget(duration: 0.75) { easing.value(at: min($0 / 0.5, 1)) }
    let fit = try #require(SpringFit.fit(target))
    // A spring from rest starts with its full acceleration and never quite stops; measured 7.5 % at worst.
    #expect(fit.error.max < 0.1 && fit.error.rms < 0.05, "max \(fit.error.max) rms \(fit.error.rms) \(fit.spring.response) \(fit.spring.dampingRatio)")
    // And no other spring on a fine grid around it does better (a real minimum).
    let best = fit.error.rms
    for dr in [-0.01, 0.01] {
      for dz in [-0.01, 0.01] {
        let s = try Spring(response: fit.spring.response * (1 + dr), dampingRatio: fit.spring.dampingRatio * (1 + dz))
        let m = try SpringMotion(spring: s, from: 0, to: 1)
        let rms =
          (zip(target.times, target.progress).map { pow(m.value(at: $0) - $1, 2) }.reduce(0, +)
          / Double(target.times.count)).squareRoot()
        #expect(rms >= best)
      }
    }
  }

  @Test("fit: the closest cubic Bézier to a spring is a true least-squares minimum")
  func bezierToSpring() throws {
    let (target, _, _) = try Self.golden("reference-0.4-0.8")
    let fit = try #require(BezierFit.fit(target))
    #expect(fit.error.max < 0.05, "max \(fit.error.max)")  // measured 3.4 %: a Bézier has no tail
    let T = target.duration
    func rms(_ b: CubicBezier) -> Double {
      (zip(target.times, target.progress).map { pow(b.value(at: $0 / T) - $1, 2) }.reduce(0, +) / Double(target.times.count)).squareRoot()
    }
    let p = [fit.bezier.x1, fit.bezier.y1, fit.bezier.x2, fit.bezier.y2]
    for i in 0..<4 {
      for d in [-1e-3, 1e-3] {
        var q = p
        q[i] += d
        if let b = try? CubicBezier(q[0], q[1], q[2], q[3]) { #expect(rms(b) >= fit.error.rms * (1 - 1e-9), "coordinate \(i) \(d)") }
      }
    }
  }

  /// Overshoot P of a step from rest is exp(−ζπ/√(1 − ζ²)); MotionShape finds the peak
  /// independently (from the extremum times of the closed form). 1e-12.
  @Test("tune: overshoot → ζ, checked by the exact peak", arguments: [0.001, 0.01, 0.05, 0.2, 0.5, 0.9])
  func overshoot(_ p: Double) throws {
    let spring = try SpringTuner.solve(.overshoot(p), .response(0.5))
    let shape = try SpringMotion(spring: spring, from: 0, to: 1).shape()
    #expect(abs((shape.peakOvershoot?.distance ?? 0) - p) <= 1e-12)
  }

  /// Settling into ±0.1 %: tools/closed_form_reference.py's mpmath settle times (settling-reference.csv).
  @Test(
    "tune: settle under the exact definition recovers the mpmath case's response",
    arguments: [
      ("reference-0.4-0.8", 0.8, 0.4), ("critical-swiftui", 1.0, 0.5), ("overdamped-2", 2.0, 0.5),
      ("core-animation-default", 0.5, 0.6283185307179586),
    ])
  func settle(_ name: String, _ zeta: Double, _ response: Double) throws {
    let records = try csvRecords("Tests/Fixtures/settling-reference.csv").filter { $0["case"] == name && $0["epsilon"] == "0.001" }
    let t = try #require(records.first?["settle"].flatMap(Double.init))
    let spring = try SpringTuner.solve(.dampingRatio(zeta), .settle(t, .exact(epsilon: 0.001), travel: 1))
    #expect(relativeError(spring.response, response) <= 1e-12, "response \(spring.response)")
  }

  @Test("tune: peak time, and the errors of impossible targets")
  func peakTime() throws {
    let spring = try SpringTuner.solve(.overshoot(0.1), .peakTime(0.2))
    let shape = try SpringMotion(spring: spring, from: 0, to: 1).shape()
    #expect(abs((shape.peakOvershoot?.time ?? 0) - 0.2) <= 1e-12)
    #expect(throws: SpringTuner.TuneError.self) { try SpringTuner.solve(.overshoot(0), .peakTime(0.2)) }
    #expect(throws: SpringTuner.TuneError.self) { try SpringTuner.solve(.overshoot(1.5), .response(0.2)) }
    #expect(throws: SpringTuner.TuneError.self) { try SpringTuner.solve(.bounce(1), .response(0.2)) }
  }
}
