import SpringToolCore

/// A retargeted motion as an engine renders it, leg by leg: each tap starts a leg toward its
/// target; a leg's end is where the engine's own end rule fired before the next tap (nil when
/// the tap came first), its overshoot the farthest the frames went past its target, away from
/// where the leg began. The whole motion's end is the engine's end after the last tap.
public struct EngineLegs: Sendable, Hashable {
  /// One leg.
  public struct Leg: Sendable, Hashable {
    /// When the leg starts (0, or the tap's time), seconds.
    public let start: Double
    /// Its target.
    public let target: Double
    /// Where the end rule fired within the leg (nil: the next tap interrupted it).
    public let end: EngineEnd?
    /// The farthest past the target (value units; 0 when it never passed it) and when.
    public let overshoot: Double, overshootTime: Double?
  }

  /// The engine's id.
  public let engine: String
  /// The legs in time order (the first from 0, then one per retarget).
  public let legs: [Leg]
  /// The whole motion's end by the engine's rule (nil: not within ``EngineLimits/maximumSearchTime``).
  public let end: EngineEnd?
  /// The engine's notes.
  public let notes: [PlatformNote]

  /// Renders `input` on `engine` at `framesPerSecond` until the end after the last tap (at most
  /// ``EngineLimits/maximumSearchTime`` seconds) and splits the frames at the taps.
  ///
  /// - Parameters:
  ///   - engine: The engine.
  ///   - input: The motion, with its retargets.
  ///   - framesPerSecond: The display's frame rate (> 0).
  /// - Throws: ``MotionError`` from the engine.
  public init(_ engine: any SpringEngine, input: EngineInput, framesPerSecond: Double) throws(MotionError) {
    self.engine = engine.id
    end = try engine.end(input, framesPerSecond: framesPerSecond)
    let lastTap = input.retargets.last?.time ?? 0
    let horizon = max(end?.time ?? EngineLimits.maximumSearchTime, lastTap)
    let count = min(Int((horizon * framesPerSecond).rounded(.up)) + 2, SampleGrid.maximumCount)
    var times: [Double] = [], values: [Double] = [], ended: [Bool] = []
    notes = try engine.render(input, clock: .rate(framesPerSecond), frames: count) { _, t, frame in
      times.append(t)
      values.append(frame.value)
      ended.append(frame.ended)
    }.notes
    let starts = [(0.0, input.to)] + input.retargets.map { ($0.time, $0.target) }
    let clock = FrameClock.rate(framesPerSecond)
    var legs: [Leg] = []
    var frame = 0
    for (n, (start, target)) in starts.enumerated() {
      // The leg's frames: from the first the tap reaches to the last before the next tap reaches one, as the engines decide.
      let first = frame
      while frame < count && !(n + 1 < starts.count && clock.reached(starts[n + 1].0, by: frame)) { frame += 1 }
      let origin = first > 0 ? values[first - 1] : input.from
      let direction: Double = target > origin ? 1 : target < origin ? -1 : 0
      var overshoot = 0.0, overshootTime: Double?
      for i in first..<frame {
        let past = (values[i] - target) * direction
        if past > overshoot { (overshoot, overshootTime) = (past, times[i]) }
      }
      let legEnd = (first..<frame).first { ended[$0] }.map { EngineEnd(frame: $0, time: times[$0]) }
      legs.append(Leg(start: start, target: target, end: legEnd, overshoot: overshoot, overshootTime: overshootTime))
    }
    self.legs = legs
  }
}
