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
      let speed = zeta * omega0 * envelope * (s * (v0 + zeta * omega0 * x0) / omega1 + x0 * co)
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
public struct ReactNativeEngine: SpringEngine {
  /// A React Native engine.
  public init() {}

  /// Where the rules come from.
  public let info = EngineInfo(
    id: "react-native", api: "Animated.spring(value, {toValue, stiffness, damping, mass, velocity, …}).start()",
    upstream: "facebook/react-native",
    files: ["packages/react-native/Libraries/Animated/animations/SpringAnimation.js @ 1c4cd4f",
            "packages/react-native/Libraries/Animated/SpringConfig.js @ 4bda59e",
            "packages/react-native/ReactAndroid/src/main/java/com/facebook/react/animated/SpringAnimation.java @ 5b51ca0",
            "packages/react-native/Libraries/NativeAnimation/Drivers/RCTSpringAnimation.mm @ 0c3519f"],
    version: "React Native main (2025), JS driver; --rn-driver android|ios for the native drivers",
    frameClock: "Date.now() in whole milliseconds, Δt capped at 64 ms, accumulated (--rn-driver ios: exact times, single-precision functions)",
    endRule: "|v| ≤ 0.001 and |to − x| ≤ 0.001, absolute (--rest-speed, --rest-displacement), or --overshoot-clamping's "
      + "first overshoot; then toValue",
    velocityUnits: "value units per second",
    settings: [.restDisplacement, .restSpeed, .overshootClamping, .reactNativeDriver], supportsRetargets: false)

  /// A run of the animation.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for a retarget, or an undamped spring (React Native requires damping > 0).
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    guard input.retargets.isEmpty else { throw .unsupported(engine: id, feature: "retargets") }
    let s = input.spring
    guard s.dampingCoefficient > 0 else { throw .unsupported(engine: id, feature: "an undamped spring (damping must be > 0)") }
    let driver = input.settings.reactNativeDriver
    let spring = ReactNativeSpring(mass: s.mass, stiffness: s.stiffness, damping: s.dampingCoefficient, from: input.from, to: input.to,
                                   velocity: input.velocity, singlePrecision: driver == .ios)
    return Run(spring: spring, driver: driver, restDisplacement: input.settings[.restDisplacement], restSpeed: input.settings[.restSpeed],
               clamps: input.settings[flag: .overshootClamping])
  }

  struct Run: EngineRun {
    let spring: ReactNativeSpring
    let driver: EngineSettings.ReactNativeDriver
    let restDisplacement: Double, restSpeed: Double
    let clamps: Bool
    var time = 0.0, last = 0.0
    var ended = false
    var notes: [PlatformNote] { [driver == .ios ? .exactTimes : .dateNowMilliseconds] }

    init(spring: ReactNativeSpring, driver: EngineSettings.ReactNativeDriver, restDisplacement: Double, restSpeed: Double, clamps: Bool) {
      (self.spring, self.driver, self.restDisplacement, self.restSpeed, self.clamps) = (spring, driver, restDisplacement, restSpeed, clamps)
    }

    /// The time the driver reads at frame `i`: `Date.now()` (whole milliseconds) or the display link's, in milliseconds.
    func now(_ i: Int, _ clock: FrameClock) -> Double {
      let ms = clock.milliseconds(i)
      return driver == .ios ? ms : FrameClock.whole(ms)
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if ended { return EngineFrame(value: spring.to, velocity: 0, ended: true) }
      var now = now(i, clock)
      if i == 0 { last = now }
      if now > last + 64 { now = last + 64 }
      // JS: (now − last)/1000 of whole ms; iOS: the Δt in seconds, capped at MAX_DELTA_TIME.
      time += driver == .ios ? min(0.064, clock.seconds(i) - clock.seconds(max(0, i - 1))) : (now - last) / 1000
      last = now
      let (x, v) = spring.state(at: time)
      let overshooting = clamps && (spring.from < spring.to ? x > spring.to : x < spring.to)
      if overshooting || (abs(v) <= restSpeed && abs(spring.to - x) <= restDisplacement) {
        ended = true
        return EngineFrame(value: spring.to, velocity: 0, ended: true)
      }
      // Frame 0 shows the start as given: `to − x0` can differ from it by an ulp of the target.
      return i == 0 ? EngineFrame(value: spring.from, velocity: spring.velocity, ended: false) : EngineFrame(value: x, velocity: v, ended: false)
    }
  }
}
