import SpringToolCore
import SpringToolPlatforms
import Testing

/// An engine or decay runs at 1 to 10000 frames per second (``MotionError/frameRates``): below
/// one frame a second a frame's time in whole milliseconds left an integer's range (a trap in
/// Android's scroller) and `1/fps` overflowed to infinity; each is refused as
/// ``MotionError/frameRate(_:)`` by the frame search every engine and decay goes through.
@Suite("Frame rates an engine runs at")
struct FrameRateTests {
  static let outside: [Double] = [0.999, 0.5, 1e-300, .leastNonzeroMagnitude, 10_000.5, 1e300]

  @Test("every engine refuses a frame rate outside 1 to 10000 and runs at both ends", arguments: Engines.ids)
  func engines(_ id: String) throws {
    let engine = try #require(Engines.named(id))
    let input = EngineInput(specification: try SpringSpecification(.response(response: 0.4, dampingRatio: 0.8, mass: 1)), from: 0, to: 100)
    for fps in Self.outside {
      #expect(throws: MotionError.frameRate(fps), "\(fps)") { _ = try EngineMotion(engine: engine, input: input, framesPerSecond: fps) }
    }
    for fps in [1.0, 10_000] {
      #expect(throws: Never.self, "\(fps)") { _ = try EngineMotion(engine: engine, input: input, framesPerSecond: fps) }
    }
  }

  @Test("every decay refuses a frame rate outside 1 to 10000 and runs at both ends")
  func decays() throws {
    let models = Platforms.all.flatMap(\.decays)
    #expect(!models.isEmpty)
    for model in models {
      let input = DecayInput(from: 0, velocity: 500)
      for fps in Self.outside {
        #expect(throws: MotionError.frameRate(fps), "\(model.info.engine) \(fps)") {
          _ = try DecayMotion(model: model, input: input, framesPerSecond: fps)
        }
      }
      for fps in [1.0, 10_000] {
        #expect(throws: Never.self, "\(model.info.engine) \(fps)") { _ = try DecayMotion(model: model, input: input, framesPerSecond: fps) }
      }
    }
  }

  @Test("the refusal names the rate for people and the range")
  func wording() {
    #expect(MotionError.frameRate(.leastNonzeroMagnitude).description == "a frame rate of 5e-324 frames per second is outside 1 to 10000")
  }
}
