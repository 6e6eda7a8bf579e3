import SpringToolCore
import _SpringToolSupport

/// Frames an engine rendered, when its end rule fired, and its notes.
public struct EngineRendering: Sendable, Hashable {
  /// The engine's id.
  public let engine: String
  /// Frame times, seconds.
  public var times: [Double] = []
  /// Values at those times.
  public var values: [Double] = []
  /// Velocities, units per second.
  public var velocities: [Double] = []
  /// The first frame at which the end rule had fired, if it did.
  public var end: EngineEnd?
  /// What the engine derived or did.
  public var notes: [PlatformNote] = []
}

extension EngineRendering {
  /// Streams `count` frames of `run` (an engine's or a decay model's) to `body(i, t_i, frame_i)`
  /// and returns the first frame from which its end rule holds to the last (a retarget after
  /// an end starts the motion again), or nil.
  ///
  /// - Parameters:
  ///   - run: The run, at frame 0.
  ///   - id: The engine's or model's id (for a divergence's error).
  ///   - clock: The frame clock.
  ///   - count: The number of frames (at most ``SampleGrid/maximumCount``).
  ///   - body: Called with each frame's index, time (seconds) and frame, in order.
  /// - Throws: ``MotionError/tooManySamples(requested:limit:)`` or ``MotionError/nonFinite(engine:time:)``.
  static func stream(
    run: inout any EngineRun, id: String, clock: FrameClock, frames count: Int,
    _ body: (Int, Double, EngineFrame) -> Void
  ) throws(MotionError) -> EngineEnd? {
    guard count <= SampleGrid.maximumCount else { throw .tooManySamples(requested: Double(count), limit: SampleGrid.maximumCount) }
    var end: EngineEnd?
    for i in 0..<count {
      let frame = run.frame(i, clock: clock)
      let t = clock.seconds(i)
      // The platform's own arithmetic can diverge (a fixed step too large for a stiff spring):
      // say so rather than print infinities.
      guard frame.value.isFinite && frame.velocity.isFinite else { throw .nonFinite(engine: id, time: t) }
      if !frame.ended { end = nil } else if end == nil { end = EngineEnd(frame: i, time: t) }
      body(i, t, frame)
    }
    return end
  }

  /// `count` frames of `run`, collected, with where its end rule holds from and its notes.
  ///
  /// - Parameters:
  ///   - run: The run, at frame 0.
  ///   - id: The engine's or model's id.
  ///   - clock: The frame clock.
  ///   - count: The number of frames (at most ``SampleGrid/maximumCount``).
  /// - Throws: ``MotionError`` as ``stream(run:id:clock:frames:_:)`` does.
  init(run: inout any EngineRun, id: String, clock: FrameClock, frames count: Int) throws(MotionError) {
    self.init(engine: id)
    // The closure fills locals: it may not capture `self` while the initializer runs.
    var times: [Double] = [], values: [Double] = [], velocities: [Double] = []
    times.reserveCapacity(count)
    values.reserveCapacity(count)
    velocities.reserveCapacity(count)
    end = try Self.stream(run: &run, id: id, clock: clock, frames: count) { _, t, frame in
      times.append(t)
      values.append(frame.value)
      velocities.append(frame.velocity)
    }
    (self.times, self.values, self.velocities) = (times, values, velocities)
    notes = run.notes
  }

  /// The first frame at `framesPerSecond` from which `run`'s end rule holds, searching at most
  /// `limit` seconds and on until `lastTap` (a retarget after an end starts the motion again).
  static func end(
    run: inout any EngineRun, id: String, framesPerSecond: Double, limit: Double,
    lastTap: Double = 0
  ) throws(MotionError) -> EngineEnd? {
    guard MotionError.frameRates.contains(framesPerSecond) else { throw .frameRate(framesPerSecond) }
    // A closed form that never ends and stays finite needs no search (an hour of frames otherwise).
    if (run as? any EndlessRun)?.isProvablyEndless == true { return nil }
    let clock = FrameClock.rate(framesPerSecond)
    let frames = min(Clamp.int((limit * framesPerSecond).rounded(.up)) + 1, SampleGrid.maximumCount)
    var end: EngineEnd?
    for i in 0..<frames {
      let frame = run.frame(i, clock: clock)
      let t = clock.seconds(i)
      guard frame.value.isFinite && frame.velocity.isFinite else { throw .nonFinite(engine: id, time: t) }
      if !frame.ended { end = nil } else if end == nil { end = EngineEnd(frame: i, time: t) }
      if end != nil && t >= lastTap { return end }
    }
    return nil
  }
}

/// Where an engine's end rule fired.
public struct EngineEnd: Sendable, Hashable {
  /// The frame index.
  public let frame: Int
  /// Its time, seconds.
  public let time: Double
}

/// How long an engine is run to find its end, at most (seconds of simulated time).
public enum EngineLimits {
  /// One hour: an engine that has not ended by then "does not end within 3600 s".
  public static let maximumSearchTime = 3600.0
}

extension SpringEngine {
  /// Streams `count` frames of `clock` to `body(i, t_i, frame_i)`; returns where the end rule
  /// fired (if it did within them) and the notes.
  ///
  /// - Parameters:
  ///   - input: The spring as given, the motion (start, target, start velocity, retargets) and the engines' settings.
  ///   - clock: The frame clock: when each frame is shown, and how the platform counts time between frames.
  ///   - count: The number of frames to render (frame 0 is the start).
  ///   - body: Called with each frame's index, time (seconds) and frame, in order.
  /// - Returns: Where the end rule fired (nil when not within the frames) and the engine's notes.
  /// - Throws: ``MotionError`` from ``makeRun(_:)``, or ``MotionError/tooManySamples(requested:limit:)``
  ///   beyond ``SampleGrid/maximumCount`` frames.
  public func render(
    _ input: EngineInput, clock: FrameClock, frames count: Int,
    _ body: (Int, Double, EngineFrame) -> Void
  ) throws(MotionError) -> (end: EngineEnd?, notes: [PlatformNote]) {
    var run = try self.run(input)
    let end = try EngineRendering.stream(run: &run, id: id, clock: clock, frames: count, body)
    return (end, run.notes)
  }

  /// `count` frames of `clock`, collected.
  ///
  /// - Parameters:
  ///   - input: The spring as given, the motion (start, target, start velocity, retargets) and the engines' settings.
  ///   - clock: The frame clock: when each frame is shown, and how the platform counts time between frames.
  ///   - count: The number of frames to render (frame 0 is the start).
  /// - Returns: The frames, where the end rule fired (nil when not within them) and the engine's notes.
  /// - Throws: ``MotionError`` from ``makeRun(_:)``, or ``MotionError/tooManySamples(requested:limit:)``
  ///   beyond ``SampleGrid/maximumCount`` frames.
  public func render(_ input: EngineInput, clock: FrameClock, frames count: Int) throws(MotionError) -> EngineRendering {
    var run = try self.run(input)
    return try EngineRendering(run: &run, id: id, clock: clock, frames: count)
  }

  /// Where the end rule fires when the engine runs at `framesPerSecond`, searching at most
  /// `limit` seconds (and on until the last retarget); nil when it does not end by then.
  ///
  /// - Parameters:
  ///   - input: The spring as given, the motion (start, target, start velocity, retargets) and the engines' settings.
  ///   - framesPerSecond: The frame rate, in frames per second (> 0).
  ///   - limit: The longest time to search for the end, in seconds.
  /// - Returns: The frame and time at which the engine ends (nil when it does not end within `limit`).
  /// - Throws: ``MotionError`` from ``makeRun(_:)`` (input the platform cannot represent).
  public func end(
    _ input: EngineInput, framesPerSecond: Double = 60,
    limit: Double = EngineLimits.maximumSearchTime
  ) throws(MotionError) -> EngineEnd? {
    var run = try self.run(input)
    return try EngineRendering.end(
      run: &run, id: id, framesPerSecond: framesPerSecond, limit: limit,
      lastTap: input.retargets.last?.time ?? 0)
  }
}

/// An engine's rendering of an input as a ``MotionCurve``: frames at the requested times (used
/// as the display frames), the engine's own end, overshoot as rendered.
public struct EngineMotion: MotionCurve {
  /// The engine.
  public let engine: any SpringEngine
  /// What it animates.
  public let input: EngineInput
  /// The frame rate at which its end is found (60 by default).
  public let framesPerSecond: Double

  /// Where the end rule fires at ``framesPerSecond`` (nil: not within the search limit).
  public let end: EngineEnd?

  /// What the engine says about this input (its clock, a travel it hides, …), as its run notes them.
  public var notes: [PlatformNote] { (try? engine.run(input))?.notes ?? [] }

  /// A curve of `engine` animating `input`, ending by its own rule at `framesPerSecond`.
  ///
  /// - Parameters:
  ///   - engine: The engine that renders the frames.
  ///   - input: The spring as given, the motion (start, target, start velocity, retargets) and the engines' settings.
  ///   - framesPerSecond: The frame rate, in frames per second (> 0).
  /// - Throws: ``MotionError`` when the engine cannot animate the input, or when its arithmetic
  ///   diverges before it ends (``MotionError/nonFinite(engine:time:)``).
  public init(engine: any SpringEngine, input: EngineInput, framesPerSecond: Double = 60) throws(MotionError) {
    self.engine = engine
    self.input = input
    self.framesPerSecond = framesPerSecond
    end = try engine.end(input, framesPerSecond: framesPerSecond)
  }

  /// `input.from`.
  public var startValue: Double { input.from }
  /// The last target.
  public var restValue: Double { input.retargets.last?.target ?? input.to }
  /// The largest distance from the start to a target, or the amplitude `|v0|/ω0`.
  public var bandScale: Double {
    let travel = ([input.to] + input.retargets.map(\.target)).map { abs($0 - input.from) }.max() ?? 0
    return travel > 0 ? travel : abs(input.velocity) / input.spring.naturalFrequency
  }

  /// The engine's own end at ``framesPerSecond`` (never, when it does not end within the search limit).
  public var ending: MotionEnding {
    guard let end else { return .never(reason: .ruleNeverMet) }
    return .finishes(at: end.time, rule: .engineEnd(engine.id))
  }

  /// The engine's frames at `times`.
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - body: Called with each sample's index, time (seconds) and state, in order, as it is computed.
  /// - Throws: ``MotionError`` from the engine (input it cannot represent, too many frames) or for a
  ///   value that would overflow.
  public func sample(_ times: SampleTimes, _ body: (Int, Double, SpringState) -> Void) throws(MotionError) {
    guard times.count > 0 else { return }
    guard times.time(0) == 0 else { throw .timesMustStartAtZero(first: times.time(0)) }
    _ = try engine.render(input, clock: FrameClock(times), frames: times.count) { i, t, frame in
      body(i, t, SpringState(value: frame.value, velocity: frame.velocity))
    }
  }

  /// Settling: the engine's end; overshoot: the largest rendered excursion past the rest value
  /// (frames at ``framesPerSecond`` until the end).
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  /// - Returns: The settling time (nil when it never settles) and the peak overshoot, each with how it was found.
  /// - Throws: ``MotionError`` from the engine (input it cannot represent, too many frames) or for a
  ///   value that would overflow.
  public func figures(epsilon: Double) throws(MotionError) -> MotionFigures {
    let frames = min(end.map { $0.frame + 1 } ?? Clamp.int(framesPerSecond * 10) + 1, SampleGrid.maximumCount)
    let rendering = try engine.render(input, clock: .rate(framesPerSecond), frames: frames)
    let direction: Double = restValue >= startValue ? 1 : -1
    let span = abs(restValue - startValue)
    var peak: MotionShape.Extremum?
    for (t, x) in zip(rendering.times, rendering.values) {
      let beyond = direction * (x - restValue)
      if beyond > 0 && beyond > (peak?.distance ?? 0) {
        peak = MotionShape.Extremum(time: t, value: x, distance: beyond, fractionOfTravel: span > 0 ? beyond / span : nil)
      }
    }
    return MotionFigures(settlingTime: end?.time, settlingRule: .engineEnd(engine.id), peakOvershoot: peak, epsilon: epsilon)
  }
}
