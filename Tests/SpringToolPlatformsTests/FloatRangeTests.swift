import SpringToolCore
import SpringToolPlatforms
import Testing

/// androidx and Compose animate in Float: a value Float cannot hold (above 3.4028234663852886e38)
/// would become infinity on the device, so the engines and decays refuse it by name instead.
@Suite("Float platforms refuse values beyond Float's range")
struct FloatRangeTests {
  /// The largest finite Float as a Double (IEEE 754 binary32: (2 − 2⁻²³)·2¹²⁷), written out.
  static let limit = 3.4028234663852886e38

  @Test(
    "a spring engine names the first value beyond the range; the largest Float itself is taken",
    arguments: ["android", "compose"], ["from", "to", "velocity"])
  func springEngines(_ engine: String, _ field: String) throws {
    let spring = try SpringSpecification(.response(response: 0.5, dampingRatio: 1, mass: 1))
    func input(_ value: Double) -> EngineInput {
      EngineInput(
        specification: spring, from: field == "from" ? value : 0, to: field == "to" ? value : 1,
        velocity: field == "velocity" ? value : 0)
    }
    let run = try #require(Engines.named(engine))
    #expect(throws: MotionError.outOfRange(name: field, value: -Self.limit * 2, limit: Self.limit)) {
      try run.makeRun(input(-Self.limit * 2))
    }
    #expect(throws: Never.self) { try run.makeRun(input(Self.limit)) }
  }

  @Test(
    "a decay names the release value or velocity beyond the range",
    arguments: [AndroidFling() as any DecayModel, ComposeExponentialDecay(), ComposeSplineDecay()], ["from", "velocity"])
  func decays(_ model: any DecayModel, _ field: String) throws {
    let input = DecayInput(from: field == "from" ? 1e39 : 0, velocity: field == "velocity" ? 1e39 : 100)
    #expect(throws: MotionError.outOfRange(name: field, value: 1e39, limit: Self.limit)) { try model.makeRun(input) }
  }

  @Test(
    "a threshold must be a positive Float: 0, a negative, NaN and twice the largest Float are refused by name, the largest taken",
    arguments: [("android", EngineSetting.minimumVisibleChange, "minimum visible change"), ("compose", .visibilityThreshold, "visibility threshold")])
  func thresholds(_ engine: String, _ setting: EngineSetting, _ name: String) throws {
    let spring = try SpringSpecification(.response(response: 0.5, dampingRatio: 1, mass: 1))
    let run = try #require(Engines.named(engine))
    func input(_ threshold: Double) -> EngineInput {
      var input = EngineInput(specification: spring, from: 0, to: 1)
      input.settings[setting] = threshold
      return input
    }
    for bad in [0, -1, 2 * Self.limit] {
      #expect(throws: MotionError.outOfRange(name: name, value: bad, limit: Self.limit)) { try run.makeRun(input(bad)) }
    }
    // NaN is not equal to itself, so the error is matched by its name and limit.
    #expect {
      try run.makeRun(input(.nan))
    } throws: { error in
      guard case .outOfRange(let n, let value, let limit) = error as? MotionError else { return false }
      return n == name && value.isNaN && limit == Self.limit
    }
    #expect(throws: Never.self) { try run.makeRun(input(Self.limit)) }
  }
}
