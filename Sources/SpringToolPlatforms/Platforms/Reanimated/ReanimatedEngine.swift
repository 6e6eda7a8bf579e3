import Foundation
import SpringToolCore

/// Reanimated 4's `withSpring` (src/animation/spring/spring.ts, springUtils.ts): each frame
/// restarts the closed form from the current state, `x0 = current − to`, `v0 = velocity`, over
/// `t = min(now − last, 64)/1000` seconds, with `ζ = c/(2√(km))`, `ω0 = √(k/m)`,
/// `ω1 = ω0√(1 − ζ²)`:
///
/// - ζ < 1: `x = to + e^(−ζω0t)·(sin ω1t·(v0 + ζω0x0)/ω1 + x0·cos ω1t)`;
/// - ζ ≥ 1: `x = to + e^(−ω0t)·(x0 + (v0 + ω0x0)·t)`: every overdamped spring moves as the
///   critically damped one at ω0;
///
/// and the velocity from their derivatives. It ends when the energy `½k·Δx² + ½m·v²` has fallen
/// to `energyThreshold` (6e-9) of its start (relative), or is 0 from the start; with
/// `overshootClamping`, at the first frame outside [from, to]; the value then becomes `to`.
/// A duration config (``SpringSpecification/Family/reanimatedDuration(duration:dampingRatio:mass:)``)
/// uses its ζ as given and the stiffness solved for the start.
///
/// Reanimated 3 (spring.ts @ b0b11b6, springUtils.ts @ f443c27) computes the same closed forms
/// with the signs of x0 and v0 flipped (the same numbers), except the critically damped velocity,
/// `e^(−ω0t)·(v0·(t·ω0 − 1) + t·x0·ω0²)` in its signs (`init(…, reanimated3: true)`).
public struct ReanimatedSpring: Sendable, Hashable {
  /// The spring (`stiffness`, `damping` as a coefficient, `mass`).
  public let stiffness: Double, damping: Double, mass: Double
  /// The target.
  public let to: Double
  /// ζ (raised by a clamp), ω0, ω1 as `initialCalculations` computes them.
  let zeta: Double, omega0: Double, omega1: Double
  /// Reanimated 3's critically damped velocity formula.
  let reanimated3: Bool

  /// A spring toward `to`.
  ///
  /// - Parameters:
  ///   - stiffness: The stiffness k (> 0).
  ///   - damping: The damping coefficient c (> 0).
  ///   - mass: The mass m (> 0).
  ///   - to: The target (`toValue`).
  ///   - clamp: `clamp: {min, max}`, with the start: ζ is raised so the first two extrema stay
  ///     inside (`scaleZetaToMatchClamps`; ω1 is not recomputed, as upstream).
  ///   - reanimated3: Reanimated 3's arithmetic (its critically damped velocity).
  public init(
    stiffness k: Double, damping c: Double, mass m: Double, to: Double, clamp: (bounds: EngineSettings.Bounds, from: Double)? = nil,
    reanimated3: Bool = false
  ) {
    self.init(stiffness: k, damping: c, zeta: c / (2 * (k * m).squareRoot()), mass: m, to: to, clamp: clamp, reanimated3: reanimated3)
  }

  /// A duration config's spring toward `to`: ζ as given (`initialCalculations` with `useDuration`).
  ///
  /// - Parameters:
  ///   - k: The stiffness solved for the start (Reanimated 4; Reanimated 3's 100).
  ///   - zeta: `dampingRatio` (> 0).
  ///   - m: The mass (Reanimated 4's 4; Reanimated 3's solved mass).
  ///   - to: The target (`toValue`).
  ///   - clamp: `clamp: {min, max}`, with the start, as in ``init(stiffness:damping:mass:to:clamp:reanimated3:)``.
  ///   - reanimated3: Reanimated 3's arithmetic (its critically damped velocity).
  public init(
    stiffness k: Double, dampingRatio zeta: Double, mass m: Double, to: Double,
    clamp: (bounds: EngineSettings.Bounds, from: Double)? = nil, reanimated3: Bool = false
  ) {
    self.init(
      stiffness: k, damping: 2 * zeta * (k * m).squareRoot(), zeta: zeta, mass: m, to: to, clamp: clamp,
      reanimated3: reanimated3)
  }

  private init(
    stiffness k: Double, damping c: Double, zeta: Double, mass m: Double, to: Double,
    clamp: (bounds: EngineSettings.Bounds, from: Double)?, reanimated3: Bool
  ) {
    (stiffness, damping, mass, self.to, self.reanimated3) = (k, c, m, to, reanimated3)
    omega0 = (k / m).squareRoot()
    omega1 = omega0 * (1 - zeta * zeta).squareRoot()
    self.zeta = clamp.map { Self.zeta(zeta, matching: $0.bounds, startValue: $0.from - to, to: to) } ?? zeta
  }

  /// `scaleZetaToMatchClamps`: the largest of ζ and the ratios that keep the first extremum
  /// (`e^(−ζπ)`, past the target) and the second (`e^(−2ζπ)`) inside the bounds.
  static func zeta(_ zeta: Double, matching clamp: EngineSettings.Bounds, startValue: Double, to: Double) -> Double {
    guard startValue != 0 else { return zeta }
    let (first, second) = startValue <= 0 ? (clamp.lower, clamp.upper) : (clamp.upper, clamp.lower)
    let extremum1 = second.map { abs(($0 - to) / startValue) }
    let extremum2 = first.map { abs(($0 - to) / startValue) }
    let candidates = [extremum1.map { abs(log($0) / Double.pi) }, extremum2.map { abs(log($0) / (2 * Double.pi)) }].compactMap { $0 }
    return ([zeta] + candidates).max()!
  }

  /// One frame: the state `t` seconds after (`current`, `velocity`).
  ///
  /// - Parameters:
  ///   - current: The value now.
  ///   - velocity: The velocity now, value units per second.
  ///   - t: The frame's duration, seconds.
  /// - Returns: The new position and velocity.
  public func step(current: Double, velocity v0: Double, over t: Double) -> (position: Double, velocity: Double) {
    let x0 = current - to
    if zeta < 1 {
      let sin1 = sin(omega1 * t), cos1 = cos(omega1 * t)
      let envelope = exp(-zeta * omega0 * t)
      let frag1 = envelope * (sin1 * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cos1)
      return (to + frag1, -zeta * omega0 * frag1 + envelope * (cos1 * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin1))
    }
    let envelope = exp(-omega0 * t)
    if reanimated3 {
      // Reanimated 3 works in x0' = to − current, v0' = −velocity (exact negations of these).
      let (x, v) = (-x0, -v0)
      return (to - envelope * (x + (v + omega0 * x) * t), envelope * (v * (t * omega0 - 1) + t * x * omega0 * omega0))
    }
    return (
      to + envelope * (x0 + (v0 + omega0 * x0) * t),
      envelope * -omega0 * (x0 + (v0 + omega0 * x0) * t) + envelope * (v0 + omega0 * x0)
    )
  }

  /// `getEnergy(displacement, velocity, k, m)`: `½k·Δx² + ½m·v²`.
  func energy(_ displacement: Double, _ velocity: Double) -> Double {
    0.5 * stiffness * pow(displacement, 2) + 0.5 * mass * pow(velocity, 2)
  }
}

/// `sv.value = withSpring(to, {stiffness, damping, mass, velocity, …})` of Reanimated 4 as an
/// engine (``ReanimatedSpring``): `onStart` at frame 0 and its synchronous first step (Δt 0),
/// then one step per frame timestamp (milliseconds, a double), Δt capped at 64 ms. A shared value
/// already at its target does not move at all (even with a velocity); `--reduce-motion` jumps to
/// the target at frame 0. A duration config solves its stiffness from the start
/// (``ReanimatedDurationSpring``).
///
/// A retarget is `sv.value = withSpring(X, config)` run at a frame (valueSetter.ts; spring.ts
/// `onStart`): the running animation is cancelled; the new one starts from the shared value with
/// the old one's velocity plus the config's (a tap's config has none), its `lastTimestamp` the
/// old one's (so the frame advances from the last frame), `startValue` and the energy reference
/// `getEnergy(x0, config.velocity, …)` from the new start, and a duration config's stiffness
/// solved anew for that start and velocity. The same target while running continues the old
/// animation (`isTriggeredTwice`); a value already equal to the new target stops where it is;
/// after the end the new one starts at rest, Δt 0 at that frame. Reanimated 3 (spring.ts @
/// b0b11b6) does the same with its own rest rule: `startValue` is the new start (its overshoot
/// test), a duration config's mass is solved anew and its duration counts from the new start.
///
/// `--reanimated-version 3` runs Reanimated 3's `withSpring` instead: rest when
/// `|v| < restSpeedThreshold` and `|to − x| < restDisplacementThreshold` (strict, absolute;
/// 2 and 0.01 unless `--rest-speed`/`--rest-displacement` are given), overshoot clamping at the
/// first frame past the target, and a duration config (stiffness 100, its mass solved) that stops
/// exactly when `now − start ≥ duration`.
public struct ReanimatedEngine: SpringEngine {
  /// `ReduceMotion.System` (the default) or `.Always`: the engine's run jumps to the target.
  public var reducedMotion: ReducedMotion {
    ReducedMotion(
      .modelled,
      rule: "withSpring's reduceMotion (ReduceMotion.System follows the system setting, .Always forces "
        + "it) puts the value at the target at once (spring.ts @ 01e4626)")
  }

  /// A Reanimated engine.
  public init() {}

  /// Where the rules come from.
  public let info: EngineInfo = .reanimated

  /// The solve a Reanimated duration config runs under these settings: Reanimated 4's stiffness
  /// solve with `--energy-threshold`, or under `--reanimated-version 3` the mass solve with
  /// `--rest-speed` (default 2).
  ///
  /// - Parameter settings: The engines' settings.
  /// - Returns: The solve.
  public static func solve(_ settings: EngineSettings) -> ReanimatedDurationSpring.Solve {
    settings.reanimatedVersion == .three
      ? .mass(restSpeedThreshold: Reanimated3Rest(settings).speed)
      : .stiffness(energyThreshold: settings[.energyThreshold])
  }

  /// A run of the animation.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for an undamped spring (Reanimated requires damping > 0), or a retarget with a new response.
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    let s = input.spring
    guard s.dampingCoefficient > 0 else { throw .unsupported(engine: id, feature: "an undamped spring (damping must be > 0)") }
    let v3 = input.settings.reanimatedVersion == .three
    var duration: Double?
    if case .reanimatedDuration(let seconds, _, _) = input.specification.resolvedFamily, v3 { duration = seconds * 1000 }
    let end: Run.End =
      v3
      ? .reanimated3(rest: Reanimated3Rest(input.settings), durationMilliseconds: duration)
      : .energy(threshold: input.settings[.energyThreshold])
    return Run(input: input, end: end, retargets: try PendingRetargets(input, engine: id))
  }

  /// The spring `withSpring(to, config)` runs from `input.from` (a duration config's stiffness or
  /// mass solved for that start and velocity, a clamp's ζ for that start).
  static func spring(_ input: EngineInput) -> ReanimatedSpring {
    let s = input.spring
    let v3 = input.settings.reanimatedVersion == .three
    let clamp = input.settings.bounds(.reanimatedClamp).map { ($0, input.from) }
    if case .reanimatedDuration(_, let zeta, _) = input.specification.resolvedFamily {
      return ReanimatedSpring(stiffness: s.stiffness, dampingRatio: zeta, mass: s.mass, to: input.to, clamp: clamp, reanimated3: v3)
    }
    return ReanimatedSpring(
      stiffness: s.stiffness, damping: s.dampingCoefficient, mass: s.mass, to: input.to, clamp: clamp,
      reanimated3: v3)
  }

  /// Reanimated 3's rest thresholds: `--rest-displacement` and `--rest-speed` when given, else its defaults 0.01 and 2.
  struct Reanimated3Rest: Hashable {
    let displacement: Double, speed: Double
    init(_ settings: EngineSettings) {
      displacement = settings.given(.restDisplacement) ?? 0.01
      speed = settings.given(.restSpeed) ?? 2
    }
  }

  struct Run: EngineRun {
    /// How the run ends besides overshoot clamping.
    enum End {
      /// Reanimated 4: the energy falls to this fraction of the start's.
      case energy(threshold: Double)
      /// Reanimated 3: rest within the thresholds, or (a duration config) at the duration.
      case reanimated3(rest: Reanimated3Rest, durationMilliseconds: Double?)
    }

    /// The motion as given (a retarget's leg is this from another start).
    let input: EngineInput
    var spring: ReanimatedSpring
    /// The leg's start value, and frame 0's velocity as given.
    var from: Double
    let startVelocity: Double
    let end: End
    let clamps: Bool, reduceMotion: Bool
    var retargets: PendingRetargets
    /// `startValue` (x0 at the leg's start) and the leg's start energy.
    var startValue: Double, initialEnergy: Double
    var current: Double, velocity: Double
    var last = 0.0, start = 0.0
    var ended = false
    /// spring.ts has no overdamped branch: ζ ≥ 1 takes the critically damped formula at ω0.
    var notes: [PlatformNote] { [.frameTimestampMilliseconds] + (input.spring.dampingRatio > 1 ? [.overdampedMovesAsCritical] : []) }

    init(input: EngineInput, end: End, retargets: PendingRetargets) {
      (self.input, self.end, self.retargets) = (input, end, retargets)
      spring = ReanimatedEngine.spring(input)
      (from, startVelocity) = (input.from, input.velocity)
      (clamps, reduceMotion) = (input.settings[flag: .overshootClamping], input.settings[flag: .reduceMotion])
      startValue = from - spring.to
      initialEnergy = spring.energy(startValue, startVelocity)
      (current, velocity) = (from, startVelocity)
    }

    /// `isAnimationTerminatingCalculation` (and Reanimated 3's `springIsNotInMove`).
    func terminates() -> Bool {
      switch end {
      case .energy(let threshold):
        if clamps {
          let left = startValue >= 0 ? spring.to : spring.to + startValue
          let right = left + abs(startValue)
          if current < left || current > right { return true }
        }
        return initialEnergy == 0 || spring.energy(spring.to - current, velocity) / initialEnergy <= threshold
      case .reanimated3(let rest, let duration):
        let to = spring.to
        let overshooting = clamps && ((current > to && from < to) || (current < to && from > to))
        return duration == nil && (overshooting || abs(velocity) < rest.speed && abs(to - current) < rest.displacement)
      }
    }

    /// `sv.value = withSpring(target, config)` at the frame timestamp `now` (valueSetter, `onStart`):
    /// the previous animation is cancelled; a value already at the target stays there; otherwise
    /// the new one starts from the value with the previous velocity (plus the config's, 0 for a
    /// tap), its stiffness solved anew for a duration config, `lastTimestamp` the previous one's
    /// (the frame's own after the end). The same target while running continues the animation
    /// (`isTriggeredTwice`).
    mutating func assign(_ target: Double, now: Double) {
      if reduceMotion {
        (current, velocity, ended) = (target, 0, true)
        return
      }
      if !ended && target == spring.to {
        step(now: now)
        return
      }
      if current == target {
        (ended, velocity) = (true, 0)
        return
      }
      let inherited = ended ? 0 : velocity
      if ended { last = now }
      var leg = input
      leg.retargets = []
      (leg.from, leg.to, leg.velocity) = (current, target, inherited)
      spring = ReanimatedEngine.spring(leg)
      from = current
      startValue = current - target
      // `getEnergy(x0, config.velocity, …)`: the config's velocity (a tap's is 0), not the inherited one.
      initialEnergy = spring.energy(startValue, 0)
      (velocity, start, ended) = (inherited, now, false)
      step(now: now)
    }

    /// One `onFrame` at timestamp `now` (ms).
    mutating func step(now: Double) {
      let dt = min(now - last, 64)
      last = now
      (current, velocity) = spring.step(current: current, velocity: velocity, over: dt / 1000)
      if terminates() { (current, velocity, ended) = (spring.to, 0, true) }
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      let now = clock.milliseconds(i)
      if i > 0 {
        let due = retargets.take(by: i, clock: clock)
        if !due.isEmpty {
          for r in due { assign(r.target, now: now) }
          return EngineFrame(value: current, velocity: velocity, ended: ended)
        }
      }
      if ended { return EngineFrame(value: current, velocity: 0, ended: true) }
      // valueSetter: a value already at its target is left alone; reduced motion jumps there.
      if i == 0 && from == spring.to {
        ended = true
        return EngineFrame(value: from, velocity: 0, ended: true)
      }
      if i == 0 && reduceMotion {
        (current, ended) = (spring.to, true)
        return EngineFrame(value: spring.to, velocity: 0, ended: true)
      }
      if i == 0 { (last, start) = (now, now) }
      // Reanimated 3's duration config stops at its duration, before stepping.
      if case .reanimated3(_, let duration?) = end, now - start >= duration {
        (current, velocity, ended) = (spring.to, 0, true)
        return EngineFrame(value: spring.to, velocity: 0, ended: true)
      }
      step(now: now)
      if ended { return EngineFrame(value: spring.to, velocity: 0, ended: true) }
      // Frame 0 shows the start as given (the Δt-0 step can differ from it by an ulp of the target).
      return i == 0 ? EngineFrame(value: from, velocity: startVelocity, ended: false) : EngineFrame(value: current, velocity: velocity, ended: false)
    }
  }
}
