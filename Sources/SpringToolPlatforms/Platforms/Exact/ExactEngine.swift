import SpringToolCore

/// The exact closed form: the reference every platform engine is compared with. Retargets merge
/// as SwiftUI's `spring` does (position and velocity carry over), piece by piece in closed form.
/// (Integrated curves come from the solvers of `SpringToolSolvers`; this engine is the analytic one.)
public struct ExactEngine: SpringEngine {
  /// The platform spells a spring as response and damping ratio, the reference spelling.
  public var spelling: SpringSpelling { .responseDampingRatio }

  /// The exact curve is no platform's: nothing changes it.
  public var reducedMotion: ReducedMotion { ReducedMotion(.unchanged, rule: "the exact curve is no platform's: no rule changes it") }

  /// An exact engine.
  public init() {}

  /// Where the rules come from.
  public let info: EngineInfo = .exact

  /// A run of the piecewise closed form.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for input the platform cannot represent (a velocity beyond
  ///   Float's range on Android, a retarget on an engine without one).
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    let motion: PiecewiseMotion
    do {
      motion = try PiecewiseMotion(from: input.from, initialVelocity: input.velocity, pieces: try input.targetPieces())
    } catch { throw .invalid(error) }
    let settle = motion.settlingTime(band: SettlingBand.defaultEpsilon * motion.bandScale)
    return Run(motion: motion, end: settle)
  }

  struct Run: TimeFunctionRun {
    let motion: PiecewiseMotion
    let end: Double
    var notes: [PlatformNote] { end.isFinite ? [] : [.neverEnds] }

    func frame(_ i: Int, clock: FrameClock) -> EngineFrame { state(at: clock.seconds(i)) }

    func state(at t: Double) -> EngineFrame {
      let s = motion.state(at: t)
      return EngineFrame(value: s.value, velocity: s.velocity, ended: t >= end)
    }
  }
}
