import Foundation
import SpringToolCore
import _SpringToolSupport

/// SwiftUI's `Animation.spring(response:dampingFraction:)` as it really runs
/// (docs/reference/apple-springs.md §2.2, verified against iOS recordings): not the closed form, but
/// a 300 Hz leapfrog (velocity-Verlet) integrator sampled at the display's frames.
///
/// - k = min((2π/response)², 45000), c = 2√k·dampingFraction, mass 1.
/// - State: offset x, velocity v, force F, all starting at 0 (F does not start at k·target).
/// - Step (dt = 1/300 s): v½ = v + F·dt/2; x += v½·dt; F = k(target − x) − c·v½; v = v½ + F·dt/2.
/// - Step clock: counted in whole steps. The n-th step ends at `phase + n/300` seconds after
///   display frame 0, and a frame at τ shows the state after every step that has ended by τ:
///   `N(τ) = ⌊300·(τ − phase)⌋` (equivalently SwiftUI's "step while the clock is below the frame
///   time" with the clock one step earlier). Counting steps from the frame index, not by adding
///   1/300 to a float clock, keeps frames that fall exactly on a step (every 60 fps frame) on one
///   side: 60 fps output equals 300 fps output at every fifth frame. If more than 1 s passed since
///   the last step, the clock jumps to one frame (1/60 s) before now.
/// - Removal: the animation snaps to its target and ends once |v| ≤ 0.06 and |F| ≤ 0.06
///   (value units) and |target − x| ≤ 1 % of the interval.
/// - Merge (a new `withAnimation` on the same property): at the first frame at or after the
///   retarget time the interval changes while offset, velocity, force and the step clock carry
///   over (an iPhone recording confirms this to 1e-6 pt); a new response blends in over
///   `blendDuration`: r = r_new + (r_old − r_new)·(1 − s(p)), s(p) = p²(3 − 2p).
public struct SwiftUIAnimationSpring: Sendable, Hashable {
  /// The response, seconds.
  public let response: Double
  /// The damping fraction ζ.
  public let dampingFraction: Double

  /// `Animation.spring(response:dampingFraction:)`.
  ///
  /// - Parameters:
  ///   - response: The response 2π/ω0 (SwiftUI's), in seconds (> 0).
  ///   - dampingFraction: The damping fraction ζ (≥ 0).
  public init(response: Double, dampingFraction: Double) {
    self.response = response
    self.dampingFraction = dampingFraction
  }

  /// The model of a spring's (m, k, c): response 2π√(m/k), ζ = c/(2√(km)).
  ///
  /// - Parameter spring: The spring: mass, stiffness and damping coefficient.
  public init(_ spring: Spring) {
    self.init(response: spring.response, dampingFraction: spring.dampingRatio)
  }

  /// The largest stiffness Animation.spring integrates with.
  public static let maximumStiffness = 45_000.0
  /// The integrator's step, seconds.
  public static let step = 1.0 / 300.0
  /// The integrator's rate, steps per second.
  public static let stepsPerSecond = 300.0

  /// The integrator's stiffness for a response: (2π/response)², at most 45000 (response ≥ 0.0296 s).
  ///
  /// - Parameter response: The response 2π/ω0 (SwiftUI's), in seconds (> 0).
  public static func stiffness(response: Double) -> Double { min(pow(2 * .pi / response, 2), maximumStiffness) }

  /// The integrator's stiffness for this spring.
  public var stiffness: Double { Self.stiffness(response: response) }
  /// Whether the cap changes this spring (its (2π/response)² exceeds 45000).
  public var isStiffnessCapped: Bool { pow(2 * .pi / response, 2) > Self.maximumStiffness }
  /// The integrator's damping coefficient 2√k·ζ.
  public var damping: Double { 2 * stiffness.squareRoot() * dampingFraction }

  /// The number of steps ended by `elapsed` seconds after the step clock started, counted
  /// exactly: `⌊300·elapsed⌋`, with a tolerance of 1e-9 steps for times that are a whole number
  /// of steps in exact arithmetic.
  static func stepsEnded(after elapsed: Double) -> Int {
    let x = elapsed * stepsPerSecond
    guard x > 0 else { return 0 }
    return Clamp.int(FrameClock.whole(x))
  }

  /// The integrator's state and clock, advanced frame by frame.
  public struct Simulation: Sendable {
    /// The spring.
    public let spring: SwiftUIAnimationSpring
    /// Seconds from display frame 0 to the step clock's start.
    public let phase: Double
    /// The distance to travel (target − start).
    public private(set) var interval: Double
    /// Offset from the start, velocity and force.
    public private(set) var x = 0.0, v: Double, force = 0.0
    /// Whether the animation was removed (snapped to its target).
    public private(set) var removed = false
    var k: Double, c: Double
    var response: Double
    var stepsDone = 0
    var clockBase: Double
    var blend: (start: Double, from: Double, to: Double, duration: Double)?

    /// A fresh animation toward `interval` with `initialVelocity` (units/s).
    ///
    /// - Parameters:
    ///   - spring: The integrator's spring (stiffness capped, response and damping fraction).
    ///   - interval: The distance to the target (target − value), in value units.
    ///   - initialVelocity: The start velocity, in value units per second.
    ///   - phase: Seconds from display frame 0 to the start of the 300 Hz step clock, in [0, 1/300).
    public init(spring: SwiftUIAnimationSpring, interval: Double, initialVelocity: Double, phase: Double) {
      self.spring = spring
      self.phase = phase
      self.interval = interval
      v = initialVelocity
      k = spring.stiffness
      c = spring.damping
      response = spring.response
      clockBase = phase
    }

    /// Merges a new animation: new interval (and response, blending over `blendDuration`).
    ///
    /// - Parameters:
    ///   - new: The new distance to the target, in value units.
    ///   - newResponse: The new response, in seconds, or nil to keep it.
    ///   - time: The display time at which the new animation starts, in seconds.
    ///   - blendDuration: How long a response change blends in, in seconds (0: at once).
    public mutating func merge(interval new: Double, response newResponse: Double?, at time: Double, blendDuration: Double) {
      removed = false
      interval = new
      guard let newResponse, newResponse != response else { return }
      if blendDuration > 0 {
        blend = (time, response, newResponse, blendDuration)
      } else {
        (k, c) = Self.coefficients(SwiftUIAnimationSpring(response: newResponse, dampingFraction: spring.dampingFraction))
      }
      response = newResponse
    }

    static func coefficients(_ s: SwiftUIAnimationSpring) -> (Double, Double) { (s.stiffness, s.damping) }

    /// Steps up to display time `tau` and, at a display frame, applies the removal rule.
    ///
    /// - Parameters:
    ///   - tau: The display time to step to, in seconds.
    ///   - isFrame: Whether `tau` is a display frame (where a pending retarget applies).
    public mutating func advance(to tau: Double, isFrame: Bool = true) {
      guard !removed else { return }
      let lastStep = clockBase + Double(stepsDone) * SwiftUIAnimationSpring.step
      if tau - lastStep > 1 { clockBase = tau - 1.0 / 60.0 - Double(stepsDone) * SwiftUIAnimationSpring.step }
      let due = SwiftUIAnimationSpring.stepsEnded(after: tau - clockBase)
      let dt = SwiftUIAnimationSpring.step
      while stepsDone < due {
        if let b = blend {
          let clock = clockBase + Double(stepsDone) * dt
          let p = min(max((clock - b.start) / b.duration, 0), 1)
          let r = b.to + (b.from - b.to) * (1 - p * p * (3 - 2 * p))
          (k, c) = Self.coefficients(SwiftUIAnimationSpring(response: r, dampingFraction: spring.dampingFraction))
          if p >= 1 { blend = nil }
        }
        let half = v + force * dt / 2
        x += half * dt
        force = k * (interval - x) - c * half
        v = half + force * dt / 2
        stepsDone += 1
      }
      if isFrame && tau > 0 && abs(v) <= 0.06 && abs(force) <= 0.06 && (interval == 0 || abs(interval - x) <= 0.01 * abs(interval)) {
        removed = true
        (x, v, force) = (interval, 0, 0)
      }
    }
  }
}

/// `Animation.spring` as an engine (``SwiftUIAnimationSpring``).
public struct SwiftUIAnimationEngine: SpringEngine {
  /// SwiftUI leaves it to the app.
  public var reducedMotion: ReducedMotion { SwiftUIReducedMotion.rule }

  /// The platform spells a spring as `Animation.spring(response:dampingFraction:)`.
  public var spelling: SpringSpelling { .responseDampingRatio }

  /// A SwiftUI `Animation.spring` engine.
  public init() {}

  /// Where the rules come from.
  public let info: EngineInfo = .swiftuiAnimation

  /// A run of the integrator.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for input the platform cannot represent (a velocity beyond
  ///   Float's range on Android, a retarget on an engine without one).
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    if let fade = try SwiftUICrossFade.run(input, engine: id) { return fade }
    let phase = input.settings[.swiftUIPhase]
    guard phase >= 0 && phase < 1 else { throw .outOfRange(name: "phase", value: phase, limit: 1) }
    let model = SwiftUIAnimationSpring(input.spring)
    return Run(
      simulation: .init(spring: model, interval: input.travel, initialVelocity: input.velocity, phase: phase),
      from: input.from, retargets: input.retargets[...], blendDuration: input.settings[.blendDuration],
      notes: (model.isStiffnessCapped ? [.stiffnessCapped(maximum: SwiftUIAnimationSpring.maximumStiffness)] : [])
        + [.stepClock(phase: phase)])
  }

  struct Run: EngineRun {
    var simulation: SwiftUIAnimationSpring.Simulation
    /// The value the running animation's offset is measured from (the start, or where a new animation began).
    var from: Double
    var retargets: ArraySlice<Retarget>
    let blendDuration: Double
    let notes: [PlatformNote]

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      let tau = clock.seconds(i)
      if i == 0 { return EngineFrame(value: from, velocity: simulation.v, ended: false) }
      // A retarget at T: the steps ended by T ran toward the old target, later ones toward the new
      // (the same at any frame rate). After the removal there is nothing to merge with: a new
      // animation starts from the value at rest, its step clock at T.
      while let next = retargets.first, clock.reached(next.time, by: i) {
        retargets = retargets.dropFirst()
        if simulation.removed {
          from += simulation.x
          let spring = SwiftUIAnimationSpring(response: next.response ?? simulation.response, dampingFraction: simulation.spring.dampingFraction)
          simulation = .init(spring: spring, interval: next.target - from, initialVelocity: 0, phase: next.time)
        } else {
          simulation.advance(to: next.time, isFrame: false)
          simulation.merge(interval: next.target - from, response: next.response, at: next.time, blendDuration: blendDuration)
        }
      }
      simulation.advance(to: tau)
      return EngineFrame(value: from + simulation.x, velocity: simulation.v, ended: simulation.removed)
    }
  }
}
