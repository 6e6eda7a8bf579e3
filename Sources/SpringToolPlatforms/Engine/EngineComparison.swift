import SpringToolCore
import _SpringToolSupport

/// How an engine's rendering of a spring compares with the exact motion: where it ends by its
/// own rule, how far its frames drift from the closed form, and the overshoot it renders.
public struct EngineComparison: Sendable, Hashable {
  /// The engine's id.
  public let engine: String
  /// Its end (nil: not within ``EngineLimits/maximumSearchTime``).
  public let end: EngineEnd?
  /// The largest |frame − exact| over the frames compared, and when.
  public let maxDeviation: Double, maxDeviationTime: Double
  /// The travel (for percentages).
  public let travel: Double
  /// The largest rendered excursion past the target along the travel (≥ 0).
  public let overshoot: Double
  /// The engine's notes.
  public let notes: [PlatformNote]

  /// Renders `input` at `framesPerSecond` until 1.2 × the later of the engine's end and the exact
  /// settling time (10 s when neither ends) and compares every frame with the closed form.
  ///
  /// - Parameters:
  ///   - engine: The engine to render with.
  ///   - input: The spring as given, the motion (start, target, start velocity, retargets) and the engines' settings.
  ///   - fps: The frame rate, in frames per second (> 0).
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  /// - Throws: ``MotionError`` when the engine cannot take the input.
  public init(
    _ engine: any SpringEngine, input: EngineInput, framesPerSecond fps: Double = 60,
    epsilon: Double = SettlingBand.defaultEpsilon
  ) throws(MotionError) {
    let exact: SpringMotion
    do { exact = try SpringMotion(spring: input.spring, from: input.from, to: input.to, initialVelocity: input.velocity) } catch {
      throw .invalid(error)
    }
    let end = try engine.end(input, framesPerSecond: fps)
    let settle = exact.settlingTime(epsilon: epsilon)
    let horizon = max(end?.time ?? 0, settle.isFinite ? min(settle, EngineLimits.maximumSearchTime) : 10) * 1.2 + 1 / fps
    let frames = min(Clamp.int((horizon * fps).rounded(.up)) + 1, SampleGrid.maximumCount)
    var worst = 0.0, worstAt = 0.0, peak = 0.0
    let direction: Double = input.to >= input.from ? 1 : -1
    let (_, notes) = try engine.render(input, clock: .rate(fps), frames: frames) { _, t, frame in
      let deviation = abs(frame.value - exact.value(at: t))
      if deviation > worst { (worst, worstAt) = (deviation, t) }
      peak = max(peak, direction * (frame.value - input.to))
    }
    self.engine = engine.id
    self.end = end
    maxDeviation = worst
    maxDeviationTime = worstAt
    travel = input.travel
    overshoot = peak
    self.notes = notes
  }
}
