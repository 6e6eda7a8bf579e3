import SpringToolCore
import _SpringToolSupport

/// react-spring's `SpringValue.advance` on the `rafz` frame loop.
///
/// - Frame clock (`packages/rafz/src/index.ts`): the first update after the loop starts is
///   16.667 ms long whatever the display does; every later one is the time since the previous
///   update, capped at 64 ms. Times are taken in milliseconds from the frame index, so a 50 fps
///   frame is 20 ms exactly.
/// - Integration (`packages/core/src/SpringValue.ts`): each update of Δt ms runs ⌈Δt⌉ substeps
///   of 1 ms of semi-implicit Euler in units per ms:
///   `a = (−tension·10⁻⁶·(x − to) − friction·10⁻³·v)/mass; v += a; x += v`. Before each substep,
///   when |v| ≤ restVelocity it checks |to − x| ≤ precision and stops; the value is then set to
///   the target. precision = min(1, |to − from|·0.001) (0.005 when from = to), restVelocity =
///   precision/10 (units per ms). A start velocity in units/s is divided by 1000.
public struct ReactSpringEngine: SpringEngine {
  /// react-spring plays it unless the app skips animations.
  public var reducedMotion: ReducedMotion {
    ReducedMotion(
      .unchanged,
      rule: "SpringValue plays unchanged unless the app skips animations (Globals.assign({ "
        + "skipAnimation: true }), or react-spring's useReducedMotion hook)")
  }

  /// The platform spells a spring as `config: { tension, friction }`.
  public var spelling: SpringSpelling { .tensionFriction }

  /// A react-spring engine.
  public init() {}

  /// The first update's length, ms.
  public static let firstFrameMilliseconds = 16.667
  /// The cap on every later update, ms.
  public static let frameCapMilliseconds = 64.0

  /// Where the rules come from.
  public let info: EngineInfo = .reactSpring

  /// A run of the 1 ms loop.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for a retarget with a new response.
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    Run(
      tension: input.spring.stiffness, friction: input.spring.dampingCoefficient, mass: input.spring.mass,
      from: input.from, to: input.to, velocity: input.velocity, retargets: try PendingRetargets(input, engine: id))
  }

  struct Run: EngineRun {
    let tension: Double, friction: Double, mass: Double
    let from: Double, initialVelocity: Double
    var to: Double
    var precision: Double, restVelocity: Double
    var x: Double, v: Double
    var retargets: PendingRetargets
    var finished = false
    /// The frame the frame loop (re)started at: its first update is 16.667 ms long.
    var loopStart = 1
    var notes: [PlatformNote] {
      [.firstFrame(milliseconds: ReactSpringEngine.firstFrameMilliseconds, cap: ReactSpringEngine.frameCapMilliseconds)]
    }

    init(tension: Double, friction: Double, mass: Double, from: Double, to: Double, velocity: Double, retargets: PendingRetargets) {
      (self.tension, self.friction, self.mass, self.from, self.to, initialVelocity) = (tension, friction, mass, from, to, velocity)
      (precision, restVelocity) = Self.thresholds(from: from, to: to)
      x = from
      v = velocity / 1000
      self.retargets = retargets
    }

    /// `precision` (from = to: 0.005, else min(1, |to − from|·0.001)) and `restVelocity` = precision/10.
    static func thresholds(from: Double, to: Double) -> (Double, Double) {
      let precision = from == to ? 0.005 : min(1, abs(to - from) * 0.001)
      return (precision, precision / 10)
    }

    /// `start({to: target})` (SpringValue `_animate`, AnimatedValue `reset`): nothing when the
    /// value already equals the target; otherwise the goal changes, `fromValues` become the
    /// current position, and a finished value's `lastVelocity` is cleared (a tap's config has
    /// no velocity) and re-enters the frame loop, whose first update is 16.667 ms again.
    mutating func retarget(to target: Double, at frame: Int) {
      guard x != target else { return }
      if finished { (v, finished, loopStart) = (0, false, frame) }
      to = target
      (precision, restVelocity) = Self.thresholds(from: x, to: target)
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if i == 0 { return EngineFrame(value: from, velocity: initialVelocity, ended: false) }
      for r in retargets.take(by: i, clock: clock) { retarget(to: r.target, at: i) }
      if !finished {
        let dt =
          i == loopStart
          ? ReactSpringEngine.firstFrameMilliseconds
          : min(ReactSpringEngine.frameCapMilliseconds, clock.milliseconds(i) - clock.milliseconds(i - 1))
        let steps = Clamp.int(max(dt, 0).rounded(.up))
        for _ in 0..<steps {
          if abs(v) <= restVelocity {
            finished = abs(to - x) <= precision
            if finished { break }
          }
          let acceleration = (-tension * 0.000001 * (x - to) + -friction * 0.001 * v) / mass
          v = v + acceleration
          x = x + v
        }
        if finished { (x, v) = (to, 0) }
      }
      return finished ? EngineFrame(value: to, velocity: 0, ended: true) : EngineFrame(value: x, velocity: v * 1000, ended: false)
    }
  }
}
