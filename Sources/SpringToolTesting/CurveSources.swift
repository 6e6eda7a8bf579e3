import Foundation
import SpringToolCore
import SpringToolCurves
import SpringToolPlatforms
import SpringToolFormats
import _SpringToolSupport

/// Why a curve for a test could not be made: the grid, the motion, the engine or the file, in words.
public struct CurveSourceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public let description: String
}

/// Curves from anything a test has: a closure of time, a springtool motion, a platform engine's
/// frames, or a file (a curve springtool wrote, or frames recorded from an app).
extension Curve {
  /// `value(t)` at every frame from 0 to `duration`: times `i / framesPerSecond`, and `duration`
  /// itself as the last time when it is not a whole frame (as `springtool sample` samples). No
  /// velocities.
  ///
  /// - Parameters:
  ///   - duration: How long, seconds (≥ 0, finite).
  ///   - framesPerSecond: The frame rate (> 0; default 60).
  ///   - from: The start, written as `from` metadata (relative bounds and settling use it; default: the first value).
  ///   - to: The target, written as `to` metadata (default: the last value).
  ///   - source: What made the curve, for the golden's header (default: `a closure at N fps`).
  ///   - value: The value at a time in seconds.
  /// - Returns: The curve.
  /// - Throws: ``CurveSourceError`` for an invalid grid (a negative duration, a frame rate ≤ 0,
  ///   more than 10^7 frames) or a value that is not finite; rethrows what `value` throws.
  public static func sampling(
    duration: Double, framesPerSecond: Double = 60, from: Double? = nil, to: Double? = nil,
    source: String? = nil, _ value: (TimeInterval) throws -> Double
  ) throws -> Curve {
    let grid: SampleGrid
    do { grid = try SampleGrid(.framesPerSecond(framesPerSecond), duration: duration) } catch {
      throw CurveSourceError(description: error.description)
    }
    var values: [Double] = []
    values.reserveCapacity(grid.count)
    for i in 0..<grid.count {
      let t = grid.time(i), x = try value(t)
      guard x.isFinite else { throw CurveSourceError(description: "the value at t = \(t) s is \(x), not a finite number") }
      values.append(x)
    }
    var metadata: [(key: String, value: String)] = [("source", source ?? "a closure at \(Wording.number(framesPerSecond)) fps")]
    if from != nil || to != nil {
      metadata += [("from", NumberText.text(from ?? values[0])), ("to", NumberText.text(to ?? values[values.count - 1]))]
    }
    return Curve(metadata: metadata, times: grid.times, values: values)
  }

  /// A springtool motion (a spring, an easing, an engine's rendering…) at every frame, with its
  /// velocities, from 0 to `duration`, or until the motion settles or ends (rounded up to a
  /// whole frame) when no duration is given.
  ///
  /// - Parameters:
  ///   - motion: The motion.
  ///   - duration: How long, seconds, or nil: until it settles or ends.
  ///   - framesPerSecond: The frame rate (> 0; default 60).
  ///   - source: What made the curve, for the golden's header.
  /// - Returns: The curve, with the motion's start and target as `from` and `to` metadata.
  /// - Throws: ``CurveSourceError`` when the motion never ends and no duration is given, the grid is
  ///   invalid, or the motion cannot be computed.
  public static func sampling(
    _ motion: any MotionCurve, duration: Double? = nil, framesPerSecond: Double = 60,
    source: String? = nil
  ) throws(CurveSourceError) -> Curve {
    let grid: SampleGrid
    do { grid = try SamplingRequest(duration: duration, framesPerSecond: framesPerSecond).grid(for: motion.ending) } catch {
      throw CurveSourceError(description: error.description)
    }
    let states: [SpringState]
    do { states = try motion.states(at: .grid(grid)) } catch { throw CurveSourceError(description: error.description) }
    let metadata: [(key: String, value: String)] = [
      ("source", source ?? "a springtool motion at \(Wording.number(framesPerSecond)) fps"),
      ("from", NumberText.text(motion.startValue)), ("to", NumberText.text(motion.restValue)),
    ]
    return Curve(metadata: metadata, times: grid.times, values: states.map(\.value), velocities: states.map(\.velocity))
  }

  /// A platform engine's frames (``Engines``: `swiftui-animation`, `android`, `compose`,
  /// `react-spring`, …) animating `spring` from `from` to `to`, as that platform shows them at
  /// `framesPerSecond`, until `duration` or the engine's own end.
  ///
  /// - Parameters:
  ///   - engine: The engine's id (`springtool engines` lists them).
  ///   - spring: The spring, in the family the platform is given (SwiftUI's response and damping, Android's stiffness…).
  ///   - from: The start value.
  ///   - to: The target value.
  ///   - velocity: The start velocity, value units per second.
  ///   - settings: The engines' settings (thresholds, frame clocks).
  ///   - framesPerSecond: The display's frame rate (> 0; default 60).
  ///   - duration: How long, seconds, or nil: until the engine ends.
  /// - Returns: The frames, with `engine`, `from` and `to` metadata.
  /// - Throws: ``CurveSourceError`` for an unknown engine, input the platform cannot represent,
  ///   or an engine that never ends when no duration is given.
  public static func rendering(
    engine: String, spring: SpringSpecification, from: Double = 0, to: Double = 1, velocity: Double = 0,
    settings: EngineSettings = EngineSettings(), framesPerSecond: Double = 60,
    duration: Double? = nil
  ) throws(CurveSourceError) -> Curve {
    let motion = try engineMotion(
      engine, spring: spring, from: from, to: to, velocity: velocity, settings: settings,
      framesPerSecond: framesPerSecond)
    var curve = try sampling(motion, duration: duration, framesPerSecond: framesPerSecond, source: "the \(motion.engine.id) engine")
    curve.metadata.append(("engine", motion.engine.id))
    return curve
  }

  /// A curve file: CSV, TSV, JSON, JSON Lines or npy as springtool writes them, or frames
  /// recorded from an app in the recording format (`FrameRecording` in SpringToolRecording).
  ///
  /// - Parameter path: The file's path.
  /// - Throws: ``CurveFileError`` naming the file and line when it cannot be read.
  public init(contentsOf path: String) throws(CurveFileError) {
    self = try CurveFile.read(path: path)
  }

  /// An engine's motion, or the error naming the engines there are.
  static func engineMotion(
    _ id: String, spring: SpringSpecification, from: Double, to: Double, velocity: Double,
    settings: EngineSettings, framesPerSecond: Double
  ) throws(CurveSourceError) -> EngineMotion {
    guard let engine = Engines.named(id) else {
      throw CurveSourceError(description: "no engine '\(id.prefix(40))'; engines: " + Engines.ids.joined(separator: ", "))
    }
    guard framesPerSecond.isFinite && framesPerSecond > 0 else {
      throw CurveSourceError(description: "the frame rate must be greater than 0 (got \(NumberText.text(framesPerSecond)))")
    }
    let input = EngineInput(specification: spring, from: from, to: to, velocity: velocity, settings: settings)
    do { return try EngineMotion(engine: engine, input: input, framesPerSecond: framesPerSecond) } catch {
      throw CurveSourceError(description: error.description)
    }
  }
}
