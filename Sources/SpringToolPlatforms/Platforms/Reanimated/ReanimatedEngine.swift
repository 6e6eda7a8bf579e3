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
public struct ReanimatedSpring: Sendable, Hashable {
  /// The spring (`stiffness`, `damping` as a coefficient, `mass`).
  public let stiffness: Double, damping: Double, mass: Double
  /// The target.
  public let to: Double
  /// ζ (raised by a clamp), ω0, ω1 as `initialCalculations` computes them.
  let zeta: Double, omega0: Double, omega1: Double

  /// A spring toward `to`.
  ///
  /// - Parameters:
  ///   - stiffness: The stiffness k (> 0).
  ///   - damping: The damping coefficient c (> 0).
  ///   - mass: The mass m (> 0).
  ///   - to: The target (`toValue`).
  ///   - clamp: `clamp: {min, max}`, with the start: ζ is raised so the first two extrema stay
  ///     inside (`scaleZetaToMatchClamps`; ω1 is not recomputed, as upstream).
  public init(stiffness k: Double, damping c: Double, mass m: Double, to: Double, clamp: (bounds: EngineSettings.Bounds, from: Double)? = nil) {
    (stiffness, damping, mass, self.to) = (k, c, m, to)
    let zeta = c / (2 * (k * m).squareRoot())
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
    return (to + envelope * (x0 + (v0 + omega0 * x0) * t),
            envelope * -omega0 * (x0 + (v0 + omega0 * x0) * t) + envelope * (v0 + omega0 * x0))
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
/// the target at frame 0.
public struct ReanimatedEngine: SpringEngine {
  /// A Reanimated engine.
  public init() {}

  /// Where the rules come from.
  public let info = EngineInfo(
    id: "reanimated", api: "sv.value = withSpring(to, {stiffness, damping, mass, velocity, …}) (Reanimated 4)",
    upstream: "software-mansion/react-native-reanimated",
    files: ["packages/react-native-reanimated/src/animation/spring/spring.ts @ 01e4626",
            "packages/react-native-reanimated/src/animation/spring/springUtils.ts @ 0893dd9",
            "packages/react-native-reanimated/src/valueSetter.ts @ 06dfaa1", "packages/react-native-reanimated/src/animation/util.ts @ 0116a93"],
    version: "Reanimated 4 (the energy end rule of software-mansion/react-native-reanimated#7803, 2025)",
    frameClock: "the frame timestamp in milliseconds, Δt capped at 64 ms; the closed form restarted every frame from the current state",
    endRule: "energy ½kΔx² + ½mv² at most 6e-9 of its start, relative (--energy-threshold), or --overshoot-clamping's first "
      + "frame outside [from, to]; then the target; no motion when the value already equals it",
    velocityUnits: "value units per second",
    settings: [.energyThreshold, .overshootClamping, .reduceMotion, .reanimatedClamp], supportsRetargets: false)

  /// A run of the animation.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for a retarget, or an undamped spring (Reanimated requires damping > 0).
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    guard input.retargets.isEmpty else { throw .unsupported(engine: id, feature: "retargets") }
    let s = input.spring
    guard s.dampingCoefficient > 0 else { throw .unsupported(engine: id, feature: "an undamped spring (damping must be > 0)") }
    let spring = ReanimatedSpring(stiffness: s.stiffness, damping: s.dampingCoefficient, mass: s.mass, to: input.to,
                                  clamp: input.settings.bounds(.reanimatedClamp).map { ($0, input.from) })
    return Run(spring: spring, from: input.from, velocity: input.velocity, threshold: input.settings[.energyThreshold],
               clamps: input.settings[.overshootClamping] != 0, reduceMotion: input.settings[.reduceMotion] != 0)
  }

  struct Run: EngineRun {
    let spring: ReanimatedSpring
    let from: Double, startVelocity: Double
    let threshold: Double
    let clamps: Bool, reduceMotion: Bool
    /// `startValue` (x0 at the start) and the start's energy.
    let startValue: Double, initialEnergy: Double
    var current: Double, velocity: Double
    var last = 0.0
    var ended = false
    var notes: [PlatformNote] { [.frameTimestampMilliseconds] }

    init(spring: ReanimatedSpring, from: Double, velocity: Double, threshold: Double, clamps: Bool, reduceMotion: Bool) {
      (self.spring, self.from, self.startVelocity, self.threshold, self.clamps, self.reduceMotion) =
        (spring, from, velocity, threshold, clamps, reduceMotion)
      startValue = from - spring.to
      initialEnergy = spring.energy(startValue, velocity)
      (current, self.velocity) = (from, velocity)
    }

    /// `isAnimationTerminatingCalculation`.
    func terminates() -> Bool {
      if clamps {
        let left = startValue >= 0 ? spring.to : spring.to + startValue
        let right = left + abs(startValue)
        if current < left || current > right { return true }
      }
      return initialEnergy == 0 || spring.energy(spring.to - current, velocity) / initialEnergy <= threshold
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if ended { return EngineFrame(value: spring.to, velocity: 0, ended: true) }
      // valueSetter: a value already at its target is left alone; reduced motion jumps there.
      if i == 0 && from == spring.to {
        ended = true
        return EngineFrame(value: from, velocity: 0, ended: true)
      }
      if i == 0 && reduceMotion {
        ended = true
        return EngineFrame(value: spring.to, velocity: 0, ended: true)
      }
      let now = clock.milliseconds(i)
      if i == 0 { last = now }
      let dt = min(now - last, 64)
      last = now
      (current, velocity) = spring.step(current: current, velocity: velocity, over: dt / 1000)
      if terminates() {
        ended = true
        return EngineFrame(value: spring.to, velocity: 0, ended: true)
      }
      // Frame 0 shows the start as given (the Δt-0 step can differ from it by an ulp of the target).
      return i == 0 ? EngineFrame(value: from, velocity: startVelocity, ended: false) : EngineFrame(value: current, velocity: velocity, ended: false)
    }
  }
}
