import Foundation
import SpringToolCore
import _SpringToolSupport

/// The web Motion library's spring generator (motion-dom `generators/spring.ts`; docs/reference/peers.md §3).
///
/// Time is in milliseconds, as Motion's. The value is Motion's closed form (including its
/// overdamped form, whose sinh/cosh argument is capped at 300, so slow overdamped springs
/// snap); `next(t)` reports done when a physics spring has |v| ≤ restSpeed (units/s, the
/// analytic velocity for every damping ratio, as Motion does since v12.35) and
/// |target − x| ≤ restDelta, or when a duration-defined spring reaches its duration, and then
/// returns exactly the target. Defaults: restSpeed 2 and restDelta 0.5, or 0.01 and 0.005 when
/// |target − origin| < 5 ("granular").
public struct MotionSpringGenerator: Sendable, Hashable {
  /// The start value.
  public let origin: Double
  /// The target.
  public let target: Double
  /// Motion's velocity (units/s); time-defined springs ignore it, as Motion does.
  public let velocity: Double
  /// The stiffness.
  public let stiffness: Double
  /// The damping coefficient.
  public let damping: Double
  /// The mass.
  public let mass: Double
  /// Motion's `restSpeed`: the speed below which the spring may rest, units per second.
  public let restSpeed: Double
  /// Motion's `restDelta`: the distance from the target within which it may rest.
  public let restDelta: Double
  /// The duration (ms) of a duration-defined spring, nil for a physics spring.
  public let resolvedDuration: Double?

  /// Motion's spring generator from `origin` to `target` with Motion's defaults (stiffness 100, damping 10, mass 1; rest thresholds by travel).
  ///
  /// - Parameters:
  ///   - origin: The start value, in value units.
  ///   - target: The target value, in value units.
  ///   - velocity: The velocity, in value units per second.
  ///   - stiffness: The stiffness k (> 0), force per value unit.
  ///   - damping: The damping coefficient c (≥ 0), force per value unit per second.
  ///   - mass: The mass m (> 0; value units are free, so 1 is the usual choice).
  ///   - restSpeed: Motion's rest speed, value units per second (nil: its default for the travel).
  ///   - restDelta: Motion's rest distance, in value units (nil: its default for the travel).
  ///   - resolvedDuration: The duration Motion resolved for a time-defined spring, in seconds, or nil.
  public init(
    origin: Double, target: Double, velocity: Double = 0, stiffness: Double = 100, damping: Double = 10,
    mass: Double = 1, restSpeed: Double? = nil, restDelta: Double? = nil, resolvedDuration: Double? = nil
  ) {
    self.origin = origin
    self.target = target
    self.velocity = resolvedDuration == nil ? velocity : 0
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
    let granular = abs(target - origin) < 5
    self.restSpeed = restSpeed ?? (granular ? 0.01 : 2)
    self.restDelta = restDelta ?? (granular ? 0.005 : 0.5)
    self.resolvedDuration = resolvedDuration
  }

  /// Motion's generator for an engine input: a `duration`/`bounce` spring keeps its (clamped)
  /// duration; time-defined springs (`duration` or `visualDuration`) start with velocity 0, as
  /// Motion's `getSpringOptions` makes them; everything else is a physics spring with the same k,
  /// c and m.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  public init(_ input: EngineInput) {
    let spring = input.spring
    var duration: Double?
    if case .motionDuration(let seconds, _) = input.specification.resolvedFamily {
      duration = min(max(seconds, MotionWebSpring.durationRange.lowerBound), MotionWebSpring.durationRange.upperBound) * 1000
    }
    self.init(
      origin: input.from, target: input.to,
      velocity: input.specification.isMotionTimeDefined ? 0 : input.velocity, stiffness: spring.stiffness,
      damping: spring.dampingCoefficient, mass: spring.mass, resolvedDuration: duration)
  }

  var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  /// ω0 per millisecond.
  var omega: Double { (stiffness / mass).squareRoot() / 1000 }
  /// Motion's internal velocity: per millisecond, negated.
  var v0: Double { -velocity / 1000 }

  /// The position at `t` milliseconds (Motion's `resolveSpring`).
  ///
  /// - Parameter t: The time since the animation started, in milliseconds (Motion's unit).
  public func position(at t: Double) -> Double {
    let z = dampingRatio, w = omega, delta = target - origin
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let a = (v0 + z * w * delta) / wd
      return target - exp(-z * w * t) * (a * sin(wd * t) + delta * cos(wd * t))
    }
    if z == 1 { return target - exp(-w * t) * (delta + (v0 + w * delta) * t) }
    let wd = w * (z * z - 1).squareRoot()
    let capped = min(wd * t, 300)
    return target - exp(-z * w * t) * ((v0 + z * w * delta) * sinh(capped) + wd * delta * cosh(capped)) / wd
  }

  /// The velocity at `t` milliseconds, units per second (Motion's `velocity`).
  ///
  /// - Parameter t: The time since the animation started, in milliseconds (Motion's unit).
  public func velocity(at t: Double) -> Double {
    let z = dampingRatio, w = omega, delta = target - origin
    let perMillisecond: Double
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let a = (v0 + z * w * delta) / wd
      let sinCoefficient = z * w * a + delta * wd, cosCoefficient = z * w * delta - a * wd
      perMillisecond = exp(-z * w * t) * (sinCoefficient * sin(wd * t) + cosCoefficient * cos(wd * t))
    } else if z == 1 {
      let c = v0 + w * delta
      perMillisecond = exp(-w * t) * (w * c * t - v0)
    } else {
      let wd = w * (z * z - 1).squareRoot()
      let p = (v0 + z * w * delta) / wd
      let capped = min(wd * t, 300)
      perMillisecond = exp(-z * w * t) * ((z * w * p - delta * wd) * sinh(capped) + (z * w * delta - p * wd) * cosh(capped))
    }
    return perMillisecond * 1000
  }

  /// Motion's `next(t)`: the value at `t` ms and whether the animation is done (then the value is the target).
  ///
  /// - Parameter t: The time since the animation started, in milliseconds (Motion's unit).
  /// - Returns: Motion's `next(t)`: the value at `t` ms and whether the animation is done (then the value is the target).
  public func next(_ t: Double) -> (value: Double, done: Bool) {
    let current = position(at: t)
    let done: Bool
    if let resolvedDuration {
      done = t >= resolvedDuration
    } else {
      done = abs(velocity(at: t)) <= restSpeed && abs(target - current) <= restDelta
    }
    return (done ? target : current, done)
  }

  /// The duration `JSAnimation` runs for: a duration-defined spring's own duration, else
  /// Motion's `calcGeneratorDuration`, the first multiple of 50 ms at which `next` is done (nil
  /// from 20 000 ms on, where Motion answers Infinity and the animation never finishes).
  public var duration: Double? {
    if let resolvedDuration { return resolvedDuration }
    var t = 0.0
    var state = next(t)
    while !state.done && t < 20_000 {
      t += 50
      state = next(t)
    }
    return t >= 20_000 ? nil : t
  }

  /// Motion's `toString()`: "<duration>ms linear(…)", the generator sampled every 30 ms of its
  /// duration (at least 2 points), each value rounded to 4 decimals.
  public var cssString: String {
    let total = min(duration ?? 20_000, 20_000)
    let count = max(Clamp.int((total / 30).rounded(.toNearestOrAwayFromZero)), 2)
    let points = (0..<count).map { i -> String in
      let progress = Double(i) / Double(count - 1)
      return MotionSpringGenerator.javaScriptNumber((next(total * progress).value * 10_000).jsRounded / 10_000)
    }
    return "\(MotionSpringGenerator.javaScriptNumber(total))ms linear(\(points.joined(separator: ", ")))"
  }

  /// A number as JavaScript prints it for these values: integers without ".0", -0 as 0.
  static func javaScriptNumber(_ x: Double) -> String {
    if x == 0 { return "0" }
    if x == x.rounded() && abs(x) < 1e15 { return String(Clamp.int64(x)) }
    return x.description
  }
}

extension Double {
  /// JavaScript's `Math.round`: halves round toward +∞.
  var jsRounded: Double { (self + 0.5).rounded(.down) }
}

/// Motion's `animate(…, { type: "spring" })` as an engine: `JSAnimation` ticking the spring
/// generator (``MotionSpringGenerator``) at each frame's elapsed time rounded to whole
/// milliseconds (`Math.round`), finishing at the generator's duration (a time-defined spring's
/// duration, or the first 50 ms multiple where the rest test holds) and holding the final
/// keyframe from then on.
///
/// A retarget is `animate(value, X, sameTransition)` at the tap (motion-dom @ 1b037b0:
/// `value/index.ts` `start`, `getVelocity`, `updateAndNotify`; `animation/JSAnimation.ts` `stop`,
/// `play`; `animation/interfaces/motion-value.ts`): stopping the running animation ticks it
/// once at the tap's time, so the motion value holds the value there; the new animation starts
/// from it with `getVelocity()`, the difference of the value's last two updates over their
/// time apart (at most 30 ms; 0 when the last update is more than 30 ms old), and its clock
/// starts at the tap (`startTime = time.now()`). Time-defined springs ignore the velocity.
public struct MotionEngine: SpringEngine {
  /// Transforms, sizes and positions are made instant; opacity and colour keep animating.
  public var reducedMotion: ReducedMotion {
    ReducedMotion(
      .jumps(atFrame: 0),
      rule: "Motion's reducedMotion (\"user\" under prefers-reduced-motion, or \"always\") "
        + "animates transform, size and position values with { type: false } (animateTarget, visual-element-target.ts @ "
        + "52c2e40): the value is taken as an element's transform, at the target from the first frame; opacity and colour "
        + "(--property alpha) animate unchanged, as does animate() on a bare motion value")
  }

  /// Opacity keeps animating under reduced motion: only transforms, sizes and positions are made instant.
  ///
  /// - Parameters:
  ///   - property: What the value animates.
  ///   - start: The value at the start (unused: the rule depends on the property alone).
  ///   - given: The settings given.
  /// - Returns: `given`, with reduced motion switched off for an opacity.
  public func settings(for property: AnimatedProperty, start: Double, given: EngineSettings) -> EngineSettings {
    guard property == .alpha else { return given }
    var settings = given
    settings.reset(.reduceMotion)
    return settings
  }

  /// A Motion engine.
  public init() {}

  /// Where the rules come from.
  public let info: EngineInfo = .motion

  /// A run of JSAnimation over the generator.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for a retarget with a new response.
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    let generator = MotionSpringGenerator(input)
    var notes: [PlatformNote] = [.roundedMilliseconds]
    if input.specification.isMotionTimeDefined && input.velocity != 0 { notes.append(.velocityIgnored(input.velocity)) }
    switch input.specification.resolvedFamily {
    case .motionDuration(let seconds, let bounce), .motionVisualDuration(let seconds, let bounce):
      if case .motionDuration = input.specification.resolvedFamily, MotionWebSpring.isDurationClamped(seconds) {
        notes.append(.durationClamped(given: seconds, used: min(max(seconds, 0.01), 10)))
      }
      if MotionWebSpring.isBounceClamped(bounce) {
        notes.append(.dampingRatioClamped(given: 1 - bounce, used: MotionWebSpring.dampingRatio(bounce: bounce)))
      }
    default: break
    }
    let duration = generator.duration
    if duration == nil { notes.append(.neverEnds) }
    return Run(input: input, generator: generator, duration: duration, retargets: try PendingRetargets(input, engine: id), notes: notes)
  }

  struct Run: EngineRun {
    /// The motion as given (a retarget's animation is this from another start).
    let input: EngineInput
    var generator: MotionSpringGenerator
    var duration: Double?
    var retargets: PendingRetargets
    let notes: [PlatformNote]
    /// The running animation's `startTime` (ms) and whether it has finished.
    var startTime = 0.0, finished = false
    /// The motion value's last two updates (value, time in ms): `current`/`updatedAt`, `prevFrameValue`/`prevUpdatedAt`.
    var last = (value: 0.0, time: 0.0), previous = (value: 0.0, time: 0.0)

    init(input: EngineInput, generator: MotionSpringGenerator, duration: Double?, retargets: PendingRetargets, notes: [PlatformNote]) {
      (self.input, self.generator, self.duration, self.retargets, self.notes) = (input, generator, duration, retargets, notes)
      (last, previous) = ((input.from, 0), (input.from, 0))
    }

    /// The animation's value and whether it is done `elapsed` whole ms after its start.
    func sample(_ elapsed: Double) -> (value: Double, velocity: Double, done: Bool) {
      if let duration, elapsed >= duration { return (generator.target, 0, true) }
      let (value, done) = generator.next(elapsed)
      return (value, done ? 0 : generator.velocity(at: elapsed), false)
    }

    /// `updateAndNotify`: a new update at `time` ms.
    mutating func update(_ value: Double, at time: Double) {
      if time != last.time { previous = last }
      last = (value, time)
    }

    /// `getVelocity()` at `now` ms, units per second.
    func velocity(now: Double) -> Double {
      guard now - last.time <= 30 else { return 0 }
      let delta = min(last.time - previous.time, 30)
      return delta != 0 ? (last.value - previous.value) * (1000 / delta) : 0
    }

    /// `animate(value, target)` at `tap` ms: the running animation ticks at the tap, the new one starts there.
    mutating func animate(to target: Double, at tap: Double) {
      if !finished {
        let state = sample((tap - startTime).jsRounded)
        update(state.value, at: tap)
        finished = state.done
      }
      var leg = input
      leg.retargets = []
      (leg.from, leg.to, leg.velocity) = (last.value, target, velocity(now: tap))
      generator = MotionSpringGenerator(leg)
      (duration, startTime, finished) = (generator.duration, tap, false)
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if i == 0 { return EngineFrame(value: input.from, velocity: input.velocity, ended: duration == 0) }
      for r in retargets.take(by: i, clock: clock) { animate(to: r.target, at: r.time * 1000) }
      if finished { return EngineFrame(value: last.value, velocity: 0, ended: true) }
      let now = clock.milliseconds(i)
      let state = sample((now - startTime).jsRounded)
      update(state.value, at: now)
      finished = state.done
      return EngineFrame(value: state.value, velocity: state.velocity, ended: state.done)
    }
  }
}

extension MotionEngine.Run: EndlessRun {
  /// No end: `calcGeneratorDuration` found no rest within 20 s, and `JSAnimation.tick` then tests
  /// `currentTime >= totalDuration` against an infinite duration, so the animation never finishes
  /// (no retarget starts another). On the underdamped curve target − e^(−ζωt)(a·sin ωd·t + δ·cos ωd·t),
  /// a = (v0 + ζωδ)/ωd, the value stays within |target| + |a| + |δ| and the velocity within
  /// (ζω + ωd)(|a| + |δ|) per millisecond.
  var isProvablyEndless: Bool {
    let z = generator.dampingRatio, w = generator.omega
    guard duration == nil, input.retargets.isEmpty, z >= 0, z < 1, w > 0 else { return false }
    let wd = w * (1 - z * z).squareRoot(), delta = abs(generator.target - generator.origin)
    let numerator = abs(generator.v0) + z * w * delta
    let swing = numerator / wd
    return Self.withinFiniteBound(
      numerator, swing, abs(generator.target) + swing + delta, abs(input.from), abs(input.velocity),
      (z * w + wd) * (swing + delta) * 1000)
  }
}
