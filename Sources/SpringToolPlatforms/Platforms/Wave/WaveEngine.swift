import Foundation
import SpringToolCore

/// Wave's `Spring(dampingRatio:response:mass:)` and `SpringAnimator` (jtrivedi/Wave).
///
/// - Parameters (`Spring.swift`): `stiffness = (2π/response)²·m`; the damping coefficient
///   `4π·ζ·m/response` rubber-banded into 0…60 (interval 15, c = 0.55); `settlingDuration`
///   from the damping ratio **as given**: `−ln(10⁻⁴)/(ζ·√(k/m))` for ζ < 1, and for ζ ≥ 1
///   1.25 × the value at ζ = 1 − ulpOfOne.
/// - Integration (`SpringInterpolatable.swift`): semi-implicit Euler with each frame's Δt,
///   `v += ((−k(x − target) − c·v)/m)·Δt; x += v·Δt`.
/// - End (`SpringAnimator.swift`): purely by time. The running time starts at the first update,
///   so at display frame i it is `t_i − t_1`; once it reaches `settlingDuration` the value snaps
///   to the target.
///
/// Every spring reaches Wave through the response initializer (response 2π√(m/k) and ζ of its
/// (m, k, c)), so equal springs render alike whatever family they were given in.
public struct WaveSpring: Sendable, Hashable {
  /// k, the rubber-banded c, m.
  public let stiffness: Double, damping: Double, mass: Double
  /// The damping ratio as given (Wave's settling uses it, not the banded coefficient's).
  public let dampingRatio: Double

  /// `Spring(dampingRatio:response:mass:)`.
  ///
  /// - Parameters:
  ///   - dampingRatio: The damping ratio ζ = c/(2√(km)) (≥ 0; 1 is critical).
  ///   - response: The response 2π/ω0 (SwiftUI's), in seconds (> 0).
  ///   - mass: The mass m (> 0; value units are free, so 1 is the usual choice).
  public init(dampingRatio: Double, response: Double, mass: Double = 1) {
    self.dampingRatio = dampingRatio
    self.mass = mass
    stiffness = pow(2.0 * .pi / response, 2.0) * mass
    damping = RubberBand.apply(4.0 * .pi * dampingRatio * mass / response, range: 0...60, dimension: 15)
  }

  /// Wave's spring for a ``Spring``'s (m, k, c).
  ///
  /// - Parameter spring: The spring: mass, stiffness and damping coefficient.
  public init(_ spring: Spring) {
    self.init(dampingRatio: spring.dampingRatio, response: spring.response, mass: spring.mass)
  }

  /// The damping coefficient before the rubber band.
  public var unbandedDamping: Double { 4.0 * .pi * dampingRatio * mass / (2.0 * .pi / (stiffness / mass).squareRoot()) }

  /// `Spring.settlingTime(dampingRatio:stiffness:mass:)`, seconds (∞ for ζ = 0).
  public var settlingDuration: Double { Self.settlingTime(dampingRatio: dampingRatio, stiffness: stiffness, mass: mass) }

  static func settlingTime(dampingRatio: Double, stiffness: Double, mass: Double) -> Double {
    if stiffness == .infinity { return 1.0 }
    if dampingRatio >= 1.0 {
      return settlingTime(dampingRatio: 1.0 - .ulpOfOne, stiffness: stiffness, mass: mass) * 1.25
    }
    return -1 * (log(0.0001) / (dampingRatio * (stiffness / mass).squareRoot()))
  }
}

/// Wave as an engine (``WaveSpring``).
///
/// A retarget is `animator.target = X` (SpringAnimator.swift @ 29c71e5, `target` didSet,
/// `updateAnimation`): while running, value and velocity carry on and `startTime` becomes the
/// tap's time, so the settling duration counts from the tap; after the end (velocity cleared)
/// `start()` runs again from the next update, its running time from there.
public struct WaveEngine: SpringEngine {
  /// The platform spells a spring as `Spring(dampingRatio:response:)`.
  public var spelling: SpringSpelling { .responseDampingRatio }

  /// A Wave engine.
  public init() {}

  /// Where the rules come from.
  public let info: EngineInfo = .wave

  /// A run of the animator.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for input the platform cannot represent (a velocity beyond
  ///   Float's range on Android, a retarget on an engine without one).
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    let retargets = try PendingRetargets(input, engine: id)
    let wave = WaveSpring(input.spring)
    var notes: [PlatformNote] = []
    let unbanded = 4.0 * .pi * wave.dampingRatio * wave.mass / input.spring.response
    if wave.damping != unbanded { notes.append(.dampingRubberBanded(from: unbanded, to: wave.damping)) }
    if !wave.settlingDuration.isFinite { notes.append(.neverEnds) }
    return Run(wave: wave, x: input.from, v: input.velocity, to: input.to, notes: notes, retargets: retargets)
  }

  struct Run: EngineRun {
    let wave: WaveSpring
    var x: Double, v: Double
    var to: Double
    let notes: [PlatformNote]
    var retargets: PendingRetargets
    var done = false
    /// Where the running time counts from: the first update's frame, or a retarget's time.
    var startFrame = 1, startTime: Double?

    /// `target = X` (and, after the end, `start()`).
    mutating func retarget(to target: Double, at time: Double, frame i: Int) {
      guard target != to else { return }
      to = target
      if done {
        // A finished run cleared its velocity; start() runs again from the next update.
        (done, v, startFrame, startTime) = (false, 0, i, nil)
      } else if i > startFrame || startTime != nil {
        startTime = time  // running: `startTime = CACurrentMediaTime()`
      }
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if i > 0 { for r in retargets.take(by: i, clock: clock) { retarget(to: r.target, at: r.time, frame: i) } }
      if i > 0 && !done {
        let dt = clock.frameDuration(i)
        let acceleration = (-wave.stiffness * (x - to) - wave.damping * v) / wave.mass
        v = v + acceleration * dt
        x = x + v * dt
        let running = startTime.map { clock.seconds(i) - $0 } ?? clock.elapsed(from: startFrame, to: i)
        if running >= wave.settlingDuration { done = true }
      }
      return done ? EngineFrame(value: to, velocity: 0, ended: true) : EngineFrame(value: x, velocity: v, ended: false)
    }
  }
}
