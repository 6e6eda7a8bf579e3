import Foundation
import SpringToolCore

/// React Native's `Animated.spring` (SpringAnimation.js; the native drivers SpringAnimation.kt
/// and RCTSpringAnimation.mm): the closed form of the damped oscillator on `x0 = to − from`,
/// `v0 = −velocity`, `ζ = c/(2√(km))`, `ω0 = √(k/m)`, `ω1 = ω0√(1 − ζ²)`, at the accumulated time t:
///
/// - ζ < 1: `x = to − e^(−ζω0t)·((v0 + ζω0x0)/ω1·sin ω1t + x0·cos ω1t)`;
/// - ζ ≥ 1: `x = to − e^(−ω0t)·(x0 + (v0 + ω0x0)·t)`: every overdamped spring moves as the
///   critically damped one at ω0, as upstream does;
///
/// the velocity from the derivative formulas. The iOS native driver evaluates `sqrtf`, `expf`,
/// `sinf` and `cosf` (single precision) on double operands; the others use double precision.
public struct ReactNativeSpring: Sendable, Hashable {
  /// The spring: mass, stiffness, damping coefficient (React Native's `damping`).
  public let mass: Double, stiffness: Double, damping: Double
  /// The start position, the target and the start velocity (value units per second).
  public let from: Double, to: Double, velocity: Double
  /// Whether the functions are single precision (iOS's native driver).
  public let singlePrecision: Bool

  /// A spring.
  ///
  /// - Parameters:
  ///   - mass: The mass m (> 0).
  ///   - stiffness: The stiffness k (> 0).
  ///   - damping: The damping coefficient c (> 0).
  ///   - from: The start position.
  ///   - to: The target (`toValue`).
  ///   - velocity: The start velocity, value units per second.
  ///   - singlePrecision: Whether to use iOS's single-precision functions.
  public init(mass: Double, stiffness: Double, damping: Double, from: Double, to: Double, velocity: Double, singlePrecision: Bool = false) {
    (self.mass, self.stiffness, self.damping, self.from, self.to, self.velocity, self.singlePrecision) =
      (mass, stiffness, damping, from, to, velocity, singlePrecision)
  }

  func root(_ x: Double) -> Double { singlePrecision ? Double(sqrtf(Float(x))) : x.squareRoot() }
  func exponential(_ x: Double) -> Double { singlePrecision ? Double(expf(Float(x))) : exp(x) }
  func sine(_ x: Double) -> Double { singlePrecision ? Double(sinf(Float(x))) : sin(x) }
  func cosine(_ x: Double) -> Double { singlePrecision ? Double(cosf(Float(x))) : cos(x) }

  /// Position and velocity at the accumulated time `t`, seconds (`onUpdate`).
  ///
  /// - Parameter t: The accumulated frame time, seconds.
  /// - Returns: The position and the velocity (value units per second).
  public func state(at t: Double) -> (position: Double, velocity: Double) {
    let c = damping, m = mass, k = stiffness, v0 = -velocity
    let zeta = c / (2 * root(k * m))
    let omega0 = root(k / m)
    let x0 = to - from
    if zeta < 1 {
      let omega1 = omega0 * root(1.0 - zeta * zeta)
      let envelope = exponential(-zeta * omega0 * t)
      let s = sine(omega1 * t), co = cosine(omega1 * t)
      let position = to - envelope * ((v0 + zeta * omega0 * x0) / omega1 * s + x0 * co)
      let speed =
        zeta * omega0 * envelope * (s * (v0 + zeta * omega0 * x0) / omega1 + x0 * co)
        - envelope * (co * (v0 + zeta * omega0 * x0) - omega1 * x0 * s)
      return (position, speed)
    }
    let envelope = exponential(-omega0 * t)
    return (to - envelope * (x0 + (v0 + omega0 * x0) * t), envelope * (v0 * (t * omega0 - 1) + t * x0 * (omega0 * omega0)))
  }
}

/// `Animated.spring(value, {toValue, …}).start()` as an engine (``ReactNativeSpring``). The JS
/// driver (and Android's native one) reads `Date.now()`, whole milliseconds, at every frame; the
/// first update runs at once (Δt 0, frame 0), each later one adds `min(now − last, 64)` ms to
/// the accumulated time. iOS's native driver adds the display link's exact Δt (same cap). After
/// each update the animation ends when |v| ≤ --rest-speed and |to − x| ≤ --rest-displacement
/// (absolute, inclusive), or with --overshoot-clamping at the first position past `toValue`
/// (below it when nothing travels); the ending frame shows `toValue`.
///
/// A retarget is `Animated.spring(value, {toValue: X, …same config}).start()` on the JS driver
/// (SpringAnimation.js `start`, `getInternalState`; AnimatedValue.js `animate`): the running
/// animation is stopped and the new one starts from the value's last position with the old
/// one's `lastVelocity` and `lastTime` and a fresh accumulated time, and runs its first update
/// at once, at the tap's `Date.now()`; the next frame adds its time since then. After the end
/// (the value's animation is gone) it starts from the target at rest, timed from the tap.
public struct ReactNativeEngine: SpringEngine {
  /// Animated leaves it to the app.
  public var reducedMotion: ReducedMotion {
    ReducedMotion(
      .unchanged,
      rule: "Animated.spring plays unchanged (SpringAnimation.js @ 1c4cd4f reads no setting); the app "
        + "asks AccessibilityInfo.isReduceMotionEnabled() and chooses another animation")
  }

  /// A React Native engine.
  public init() {}

  /// Where the rules come from.
  public let info: EngineInfo = .reactNative

  /// A run of the animation.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for an undamped spring (React Native requires damping > 0), a
  ///   retarget on a native driver (not modelled) or with a new response.
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    let s = input.spring
    guard s.dampingCoefficient > 0 else { throw .unsupported(engine: id, feature: "an undamped spring (damping must be > 0)") }
    let driver = input.settings.reactNativeDriver
    if !input.retargets.isEmpty && driver != .js {
      throw .unsupported(engine: id, feature: "a retarget on the native driver (--rn-driver \(driver.rawValue)); the JS driver's is modelled")
    }
    let spring = ReactNativeSpring(
      mass: s.mass, stiffness: s.stiffness, damping: s.dampingCoefficient, from: input.from, to: input.to,
      velocity: input.velocity, singlePrecision: driver == .ios)
    return Run(
      spring: spring, driver: driver, restDisplacement: input.settings[.restDisplacement], restSpeed: input.settings[.restSpeed],
      clamps: input.settings[flag: .overshootClamping], retargets: try PendingRetargets(input, engine: id))
  }

  struct Run: EngineRun {
    var spring: ReactNativeSpring
    let driver: EngineSettings.ReactNativeDriver
    let restDisplacement: Double, restSpeed: Double
    let clamps: Bool
    var retargets: PendingRetargets
    /// The accumulated time (`_frameTime`, seconds) and `_lastTime` (ms).
    var time = 0.0, last = 0.0
    /// `_lastPosition` and `_lastVelocity`.
    var position = 0.0, velocity = 0.0
    var ended = false
    var notes: [PlatformNote] {
      // SpringAnimation.js has no overdamped branch: ζ ≥ 1 takes the critically damped formula at ω0.
      let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
      return [driver == .ios ? .exactTimes : .dateNowMilliseconds] + (zeta > 1 ? [.overdampedMovesAsCritical] : [])
    }

    init(
      spring: ReactNativeSpring, driver: EngineSettings.ReactNativeDriver, restDisplacement: Double, restSpeed: Double, clamps: Bool,
      retargets: PendingRetargets
    ) {
      (self.spring, self.driver, self.restDisplacement, self.restSpeed, self.clamps) = (spring, driver, restDisplacement, restSpeed, clamps)
      self.retargets = retargets
    }

    /// The time the driver reads at frame `i`: `Date.now()` (whole milliseconds) or the display link's, in milliseconds.
    func now(_ i: Int, _ clock: FrameClock) -> Double {
      let ms = clock.milliseconds(i)
      return driver == .ios ? ms : FrameClock.whole(ms)
    }

    /// `onUpdate` at `Date.now()` = `now` ms (iOS: the display link's Δt `exact` seconds): advance, then the end rule.
    mutating func update(now: Double, exact: Double? = nil) {
      let capped = min(now, last + 64)
      // JS: (now − last)/1000 of whole ms; iOS: the Δt in seconds, capped at MAX_DELTA_TIME.
      time += exact.map { min(0.064, $0) } ?? (capped - last) / 1000
      last = capped
      (position, velocity) = spring.state(at: time)
      let overshooting = clamps && (spring.from < spring.to ? position > spring.to : position < spring.to)
      if overshooting || (abs(velocity) <= restSpeed && abs(spring.to - position) <= restDisplacement) {
        (position, velocity, ended) = (spring.to, 0, true)
      }
    }

    /// A new `Animated.spring(value, {toValue: target}).start()` at `tap` seconds.
    mutating func start(toward target: Double, at tap: Double) {
      let tapNow = FrameClock.whole(tap * 1000)
      if ended {
        // The finished animation is gone: a fresh start from the target at rest, `_lastTime = Date.now()`.
        spring = ReactNativeSpring(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, from: spring.to, to: target,
          velocity: 0)
        last = tapNow
      } else {
        spring = ReactNativeSpring(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, from: position, to: target,
          velocity: velocity)
      }
      (time, ended) = (0, false)
      update(now: tapNow)
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if i == 0 {
        last = now(0, clock)
        update(now: last, exact: driver == .ios ? 0 : nil)
        // Frame 0 shows the start as given: `to − x0` can differ from it by an ulp of the target.
        return ended ? EngineFrame(value: spring.to, velocity: 0, ended: true) : EngineFrame(value: spring.from, velocity: spring.velocity, ended: false)
      }
      for r in retargets.take(by: i, clock: clock) { start(toward: r.target, at: r.time) }
      if !ended { update(now: now(i, clock), exact: driver == .ios ? clock.seconds(i) - clock.seconds(i - 1) : nil) }
      return EngineFrame(value: position, velocity: velocity, ended: ended)
    }
  }
}
