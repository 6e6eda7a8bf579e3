import SpringToolCore
import _SpringToolSupport

/// A decay as a platform renders it, as a ``MotionCurve``: frames at the requested times, the
/// model's own stop, and where the value comes to rest.
public struct DecayMotion: MotionCurve {
  /// The model.
  public let model: any DecayModel
  /// The release.
  public let input: DecayInput
  /// The frame rate at which the stop is found.
  public let framesPerSecond: Double
  /// Where the model's stop rule fires (nil: it has none, or not within the search limit).
  public let end: EngineEnd?
  /// Where the value comes to rest: the value the model stops at, or (a model without a stop
  /// rule) the limit of its closed form.
  public let rest: Double
  /// What the model says about this release (its clock, a release that never starts), as its run notes them.
  public var notes: [PlatformNote] { (try? model.makeRun(input))?.notes ?? [] }
  /// When the motion is within half a value unit of its rest, for a model without a stop rule
  /// (the sampling's extent; no platform rule), seconds.
  let nearRest: Double?

  /// A release on `model`, its stop found at `framesPerSecond`.
  ///
  /// - Parameters:
  ///   - model: The platform's decay model.
  ///   - input: The release.
  ///   - framesPerSecond: The frame rate (> 0).
  /// - Throws: ``MotionError`` from the model.
  public init(model: any DecayModel, input: DecayInput, framesPerSecond: Double = 60) throws(MotionError) {
    (self.model, self.input, self.framesPerSecond) = (model, input, framesPerSecond)
    end = try model.end(input, framesPerSecond: framesPerSecond)
    if let end {
      let frames = try model.render(input, clock: .rate(framesPerSecond), frames: end.frame + 1)
      (rest, nearRest) = (frames.values.last ?? input.from, nil)
    } else if let limit = model.limit(input) {
      rest = limit
      let frames = try model.render(
        input, clock: .rate(framesPerSecond),
        frames: min(Clamp.int(EngineLimits.maximumSearchTime * framesPerSecond), SampleGrid.maximumCount))
      nearRest = zip(frames.times, frames.values).first { abs($0.1 - limit) < 0.5 }?.0
    } else {
      (rest, nearRest) = (input.from, nil)
    }
  }

  /// The release value.
  public var startValue: Double { input.from }
  /// Where it rests.
  public var restValue: Double { rest }
  /// The distance it travels (1 when it does not move).
  public var bandScale: Double { abs(rest - input.from) > 0 ? abs(rest - input.from) : 1 }

  /// The model's stop; for a model without one, when it is within half a unit of its rest.
  public var ending: MotionEnding {
    if let end { return .finishes(at: end.time, rule: .engineEnd(model.info.id)) }
    if let nearRest { return .finishes(at: nearRest, rule: .refinedScan) }
    return .never(reason: .ruleNeverMet)
  }

  /// The model's frames at `times`.
  ///
  /// - Parameters:
  ///   - times: The sample times, seconds, increasing from 0.
  ///   - body: Called with each sample's index, time and state, in order.
  /// - Throws: ``MotionError`` from the model.
  public func sample(_ times: SampleTimes, _ body: (Int, Double, SpringState) -> Void) throws(MotionError) {
    guard times.count > 0 else { return }
    guard times.time(0) == 0 else { throw .timesMustStartAtZero(first: times.time(0)) }
    let frames = try model.render(input, clock: FrameClock(times), frames: times.count)
    for i in frames.times.indices { body(i, frames.times[i], SpringState(value: frames.values[i], velocity: frames.velocities[i])) }
  }

  /// The stop as the settling time; the farthest excursion past the rest (a bounce off a bound).
  ///
  /// - Parameter epsilon: The band, a fraction of the distance travelled.
  /// - Returns: The figures.
  /// - Throws: ``MotionError`` from the model.
  public func figures(epsilon: Double) throws(MotionError) -> MotionFigures {
    let until = end?.frame ?? Clamp.int((nearRest ?? 10) * framesPerSecond)
    let frames = try model.render(input, clock: .rate(framesPerSecond), frames: min(until + 1, SampleGrid.maximumCount))
    let direction: Double = rest >= input.from ? 1 : -1
    var peak: MotionShape.Extremum?
    for (t, x) in zip(frames.times, frames.values) where direction * (x - rest) > (peak?.distance ?? 0) {
      peak = MotionShape.Extremum(
        time: t, value: x, distance: direction * (x - rest),
        fractionOfTravel: rest != input.from ? direction * (x - rest) / abs(rest - input.from) : nil)
    }
    let ending = self.ending
    return MotionFigures(
      settlingTime: ending.endTime, settlingRule: end != nil ? .engineEnd(model.info.id) : .refinedScan,
      peakOvershoot: peak, epsilon: epsilon)
  }
}

extension DecayModel {
  /// A model with a stop rule has no limit to report.
  ///
  /// - Parameter input: The release.
  /// - Returns: nil.
  public func limit(_ input: DecayInput) -> Double? { nil }
}
