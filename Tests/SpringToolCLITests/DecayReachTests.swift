import Foundation
import Testing

/// `analyze --decay --distance D`: the release each platform needs to come to rest D away.
/// Expected values: the closed forms where a model has one (UIScrollView's rest
/// x0 − v/(1000·ln r), Flutter's FrictionSimulation finalX = x0 − v/ln(drag), Motion's inertia
/// target x0 + power·v), and for every model the defining property checked through `analyze
/// --decay --velocity` as a black box: the answer reaches D, and a release 1e-6 slower does not.
@Suite("The inverse of a fling: the release that travels a distance")
struct DecayReachTests {
  static func reach(_ arguments: [String]) -> [[String: Any]] {
    let run = springtool(["analyze", "--decay", "-f", "json"] + arguments)
    #expect(run.status == 0, "\(arguments): \(run.error)")
    return (run.object as? [String: Any])?["reach"] as? [[String: Any]] ?? []
  }

  static func rest(_ arguments: [String], velocity: Double) -> Double {
    let run = springtool(["analyze", "--decay", "--velocity", "\(velocity)", "-f", "json"] + arguments)
    return ((run.object as? [String: Any])?["decay"] as? [String: Any])?["rest"] as? Double ?? .nan
  }

  static let closedFormCases: [([String], Double)] = [
    (["--engine", "uikit"], -1000.0 * log(0.998) * 500.0), (["--engine", "uikit", "--deceleration-rate", "0.99"], -1000.0 * log(0.99) * 500.0),
    (["--engine", "flutter", "--decay-model", "friction"], -log(0.135) * 500.0), (["--engine", "motion"], 500.0 / 0.8),
  ]

  @Test("closed forms: UIScrollView, Flutter's friction and Motion's inertia, to 1e-9 of the velocity", arguments: closedFormCases)
  func closedForms(_ arguments: [String], _ expected: Double) throws {
    let row = try #require(Self.reach(arguments + ["--from", "0", "--distance", "500"]).first)
    let v = try #require(row["velocity"] as? Double)
    #expect(abs(v - expected) <= 1e-9 * expected, "\(arguments): \(v) against \(expected)")
  }

  @Test(
    "every model's answer reaches the distance and a release 1e-6 slower does not",
    arguments: [
      ["--engine", "android"], ["--engine", "android", "--decay-model", "scroller", "--density", "2.625"], ["--engine", "compose"],
      ["--engine", "compose", "--decay-model", "exponential"], ["--engine", "flutter"], ["--engine", "flutter", "--decay-model", "bouncing"],
      ["--engine", "react-native"], ["--engine", "reanimated"], ["--engine", "reanimated", "--fps", "120"], ["--engine", "android", "--fps", "90"],
    ])
  func smallestRelease(_ arguments: [String]) throws {
    for distance in [300.0, -120] {
      let row = try #require(Self.reach(arguments + ["--from", "10", "--distance", "\(distance)"]).first)
      let v = try #require(row["velocity"] as? Double, "\(arguments): \(row)")
      #expect(v.sign == distance.sign)
      let reached = Self.rest(arguments + ["--from", "10"], velocity: v)
      #expect((reached - 10) / distance >= 1 - 1e-12, "\(arguments) \(distance): \(v)/s rests at \(reached)")
      let short = Self.rest(arguments + ["--from", "10"], velocity: v * (1 - 1e-6))
      #expect((short - 10) / distance < 1, "\(arguments) \(distance): a slower \(v * (1 - 1e-6))/s still rests at \(short)")
    }
  }

  @Test("no release: a bound in the way, a model that does not move the value (Reanimated from exactly 0)")
  func unreachable() throws {
    let bounded = try #require(Self.reach(["--engine", "android", "--from", "10", "--distance", "500", "--max", "300"]).first)
    #expect(bounded["velocity"] is NSNull && (bounded["reason"] as? String ?? "").contains("--max 300"), "\(bounded)")
    let stuck = try #require(Self.reach(["--engine", "reanimated", "--from", "0", "--distance", "100"]).first)
    #expect(stuck["velocity"] is NSNull && (stuck["reason"] as? String ?? "").contains("#6680"), "\(stuck)")
  }

  @Test("--distance asks for the velocity: giving both is refused in one line")
  func contradiction() {
    let run = springtool(["analyze", "--decay", "--distance", "100", "--velocity", "500"])
    #expect(run.status == 64 && run.error.hasPrefix("Error: ") && run.error.contains("--distance"), "\(run.error)")
  }
}
