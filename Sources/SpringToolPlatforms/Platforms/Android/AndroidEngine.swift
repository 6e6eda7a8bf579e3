import Foundation
import SpringToolCore

/// androidx `SpringForce` (dynamicanimation): the closed form re-seeded every frame from the
/// current value and velocity over the frame's elapsed time, stored as Float
/// (`SpringForce.updateValues`, `SpringAnimation.updateValueAndVelocity`, `isAtEquilibrium`).
///
/// In double: `x0 = value − final`, Δt = elapsed ms / 1000; over-, critically and underdamped
/// branches exactly as `updateValues` writes them, with `Math.pow(Math.E, …)` for the
/// exponentials; the result stored as Float. At rest when
///
///     |v| < velocityThreshold  and  |x − final| < valueThreshold     (x − final in Float)
///
/// with `valueThreshold = minimumVisibleChange × 0.75` (Float) and `velocityThreshold =
/// valueThreshold × 62.5` (double), then it snaps to the final position. `minimumVisibleChange`
/// is 1 for pixel properties (Android's default), 0.1 for rotation in degrees, 1/256 for alpha,
/// 1/500 for scale.
public struct AndroidSpringForce: Sendable, Hashable {
  /// Stiffness k (mass 1), as Android stores it.
  public let stiffness: Float
  /// The damping ratio, as Android stores it.
  public let dampingRatio: Float
  /// The minimum visible change, value units.
  public let minimumVisibleChange: Float

  /// A spring force.
  ///
  /// - Parameters:
  ///   - stiffness: The stiffness k (> 0), force per value unit.
  ///   - dampingRatio: The damping ratio ζ = c/(2√(km)) (≥ 0; 1 is critical).
  ///   - minimumVisibleChange: Android's minimum visible change, in value units.
  public init(stiffness: Float, dampingRatio: Float, minimumVisibleChange: Float = 1) {
    self.stiffness = stiffness
    self.dampingRatio = dampingRatio
    self.minimumVisibleChange = minimumVisibleChange
  }

  /// The Android spring with the same motion as `spring` (its unit-mass stiffness k/m).
  ///
  /// - Parameters:
  ///   - spring: The spring: mass, stiffness and damping coefficient.
  ///   - minimumVisibleChange: Android's minimum visible change, in value units.
  public init(_ spring: Spring, minimumVisibleChange: Float = 1) {
    self.init(
      stiffness: Float(spring.stiffness / spring.mass), dampingRatio: Float(spring.dampingRatio),
      minimumVisibleChange: minimumVisibleChange)
  }

  /// `getValueThreshold()`: minimumVisibleChange × 0.75, in Float.
  public var valueThreshold: Float { minimumVisibleChange * 0.75 }
  /// `setValueThreshold`'s velocity threshold: the value threshold × 62.5, in double.
  public var velocityThreshold: Double { Double(valueThreshold) * 62.5 }

  var naturalFrequency: Double { Double(stiffness).squareRoot() }
  var zeta: Double { Double(dampingRatio) }

  /// `SpringForce.updateValues`: the state `elapsed` milliseconds after (value, velocity), toward `final`.
  ///
  /// - Parameters:
  ///   - value: The position (Float, as the platform holds it), in value units.
  ///   - velocity: The velocity (Float), in value units per second.
  ///   - final: The final position the spring pulls toward, in value units.
  ///   - elapsedMilliseconds: The frame's duration in milliseconds (whole on a device's clock).
  /// - Returns: The value and velocity after the frame (Float, as Android computes them).
  public func update(value: Float, velocity: Float, final: Float, elapsedMilliseconds: Double) -> (Float, Float) {
    let deltaT = elapsedMilliseconds / 1000
    let lastDisplacement = Double(value) - Double(final)
    let lastVelocity = Double(velocity)
    let w0 = naturalFrequency, z = zeta
    let displacement: Double, currentVelocity: Double
    func e(_ x: Double) -> Double { pow(M_E, x) }
    if z > 1 {
      let gammaPlus = -z * w0 + w0 * (z * z - 1).squareRoot()
      let gammaMinus = -z * w0 - w0 * (z * z - 1).squareRoot()
      let coeffA = lastDisplacement - (gammaMinus * lastDisplacement - lastVelocity) / (gammaMinus - gammaPlus)
      let coeffB = (gammaMinus * lastDisplacement - lastVelocity) / (gammaMinus - gammaPlus)
      displacement = coeffA * e(gammaMinus * deltaT) + coeffB * e(gammaPlus * deltaT)
      currentVelocity = coeffA * gammaMinus * e(gammaMinus * deltaT) + coeffB * gammaPlus * e(gammaPlus * deltaT)
    } else if z == 1 {
      let coeffA = lastDisplacement
      let coeffB = lastVelocity + w0 * lastDisplacement
      displacement = (coeffA + coeffB * deltaT) * e(-w0 * deltaT)
      currentVelocity = (coeffA + coeffB * deltaT) * e(-w0 * deltaT) * -w0 + coeffB * e(-w0 * deltaT)
    } else {
      let dampedFrequency = w0 * (1 - z * z).squareRoot()
      let cosCoeff = lastDisplacement
      let sinCoeff = (1 / dampedFrequency) * (z * w0 * lastDisplacement + lastVelocity)
      displacement = e(-z * w0 * deltaT) * (cosCoeff * cos(dampedFrequency * deltaT) + sinCoeff * sin(dampedFrequency * deltaT))
      currentVelocity =
        displacement * -w0 * z + e(-z * w0 * deltaT)
        * (-dampedFrequency * cosCoeff * sin(dampedFrequency * deltaT) + dampedFrequency * sinCoeff * cos(dampedFrequency * deltaT))
    }
    return (Float(displacement + Double(final)), Float(currentVelocity))
  }

  /// `isAtEquilibrium(value, velocity)`.
  ///
  /// - Parameters:
  ///   - value: The position (Float, as the platform holds it), in value units.
  ///   - velocity: The velocity (Float), in value units per second.
  ///   - final: The final position the spring pulls toward, in value units.
  /// - Returns: Whether both the distance to `final` and the speed are under Android's thresholds.
  public func isAtEquilibrium(value: Float, velocity: Float, final: Float) -> Bool {
    Double(abs(velocity)) < velocityThreshold && abs(value - final) < valueThreshold
  }
}

extension AndroidEngine {
  /// The minimum visible change `DynamicAnimation`'s constructor takes from the `ViewProperty`
  /// when none is given: `MIN_VISIBLE_CHANGE_ALPHA` 1/256 for `ALPHA` (and for a colour's or a
  /// text's progress, driven the same way), `MIN_VISIBLE_CHANGE_ROTATION_DEGREES` 0.1 for
  /// `ROTATION`, `MIN_VISIBLE_CHANGE_SCALE` 1/500 for `SCALE_X`/`SCALE_Y` (a size, animated as a
  /// scale of its start, gets 1/500 of its start), `MIN_VISIBLE_CHANGE_PIXELS` 1 otherwise: one
  /// device pixel, in value units (``EngineSettings/devicePixel`` under `--travel-unit`)
  /// (androidx dynamicanimation `DynamicAnimation.java`).
  ///
  /// - Parameters:
  ///   - property: What the value is.
  ///   - start: The value's start (a size scales from it).
  ///   - given: The settings the user gave (a minimum visible change given wins).
  /// - Returns: The settings with the property's minimum visible change.
  public func settings(for property: AnimatedProperty, start: Double, given: EngineSettings) -> EngineSettings {
    guard given.given(.minimumVisibleChange) == nil else { return given }
    let change: Double =
      switch property {
      case .alpha: 1.0 / 256
      case .rotation: 0.1
      case .scale: 1.0 / 500
      case .width, .height: abs(start) / 500
      case .value, .translationX, .translationY, .pixels: given.devicePixel
      }
    var settings = given
    if change > 0 { try? settings.set(.minimumVisibleChange, text: "\(change)") }
    return settings
  }
}

/// androidx `SpringAnimation` as an engine (``AndroidSpringForce``): the first frame records the
/// frame time, each later frame advances by the elapsed whole milliseconds of the device clock
/// (`SystemClock.uptimeMillis()`: 16 or 17 ms at 60 fps) or, with the exact clock, of exact
/// frame times; it ends at the first frame at equilibrium and snaps to the final position.
///
/// A retarget is `animateToFinalPosition(X)` (SpringAnimation.java, `updateValueAndVelocity`):
/// while running it sets a pending position that the next frame consumes by advancing
/// `deltaT / 2` toward the old final position, then `deltaT / 2` toward the new one (integer
/// division of whole milliseconds: a 17 ms frame advances 8 + 8 ms), value and velocity carried
/// in Float; two taps before one frame leave the last. After the end it sets the final position
/// and starts a new animation from the snapped value at rest: the next frame records its time
/// (the value holds), the one after moves.
public struct AndroidEngine: SpringEngine {
  /// Android's "Remove animations" sets the animator duration scale to 0: from API 33 the
  /// spring's next frame runs Δt = Integer.MAX_VALUE and lands on its end.
  public var reducedMotion: ReducedMotion {
    ReducedMotion(
      .jumps(atFrame: 1),
      rule: "Android's Remove animations sets the animator duration scale to 0; from API 33 "
        + "AnimationHandler reads it (AnimationHandler.java @ ff5f304) and doAnimationFrame runs the frame after the start with "
        + "Δt = Integer.MAX_VALUE (DynamicAnimation.java @ 9db3602): the spring is at its end from frame 1 (before API 33 it plays "
        + "unchanged)")
  }

  /// The platform spells a spring as `SpringForce` stiffness and dampingRatio.
  public var spelling: SpringSpelling { .stiffnessDampingRatio }

  /// A View's translation (`TRANSLATION_X`/`_Y`, `setTranslationX`) is in device pixels.
  public var lengthUnit: LengthUnit { .devicePixels }

  /// An Android engine.
  public init() {}

  /// Where the rules come from.
  public let info: EngineInfo = .android

  /// A run of the spring force in Float.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for input the platform cannot represent (a value, velocity or
  ///   target beyond Float's range; a retarget with a new response).
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    try FloatRange.check(("from", input.from), ("to", input.to), ("velocity", input.velocity))
    let m = input.settings[.minimumVisibleChange]
    try FloatRange.checkPositive("minimum visible change", m)
    let force = AndroidSpringForce(input.spring, minimumVisibleChange: Float(m))
    var run = Run(
      force: force, value: Float(input.from), speed: Float(input.velocity), final: Float(input.to),
      from: input.from, velocity: input.velocity, clock: input.settings.androidClock,
      retargets: try PendingRetargets(input, engine: id, floatTargets: true))
    let travel = abs(input.to - input.from)
    if travel > 0 && travel <= 20 * m { run.extra.append(.belowVisibleChange(travel: travel, minimumVisibleChange: m)) }
    return run
  }

  struct Run: EngineRun {
    let force: AndroidSpringForce
    var value: Float, speed: Float
    var final: Float
    let from: Double, velocity: Double
    let clock: EngineSettings.AndroidClock
    var retargets: PendingRetargets
    var lastMilliseconds = 0.0
    var ended = false
    /// `mPendingPosition`: a target set while running, consumed by the next update.
    var pendingPosition: Float?
    /// A restarted animation's first frame records its time and does not move.
    var awaitingFirstFrame = false
    /// Notes about the input (a travel Android hides).
    var extra: [PlatformNote] = []
    var notes: [PlatformNote] { [clock == .device ? .deviceMilliseconds : .exactTimes] + extra }

    init(
      force: AndroidSpringForce, value: Float, speed: Float, final: Float, from: Double, velocity: Double,
      clock: EngineSettings.AndroidClock, retargets: PendingRetargets
    ) {
      (self.force, self.value, self.speed, self.final, self.from, self.velocity, self.clock, self.retargets) =
        (force, value, speed, final, from, velocity, clock, retargets)
    }

    /// The frame time Android is handed, milliseconds.
    func frameMilliseconds(_ i: Int, _ frames: FrameClock) -> Double {
      let ms = frames.milliseconds(i)
      return clock == .device ? FrameClock.whole(ms) : ms
    }

    /// `animateToFinalPosition`: pending while running; after the end, a new start.
    mutating func animate(to target: Float) {
      guard ended else { pendingPosition = target; return }
      (final, ended, awaitingFirstFrame, pendingPosition) = (target, false, true, nil)
    }

    mutating func frame(_ i: Int, clock frames: FrameClock) -> EngineFrame {
      let now = frameMilliseconds(i, frames)
      defer { lastMilliseconds = now }
      if i == 0 { return EngineFrame(value: from, velocity: velocity, ended: false) }
      for r in retargets.take(by: i, clock: frames) { animate(to: Float(r.target)) }
      if awaitingFirstFrame {
        awaitingFirstFrame = false
        return EngineFrame(value: Double(value), velocity: Double(speed), ended: false)
      }
      if !ended {
        let deltaT = now - lastMilliseconds
        if let pending = pendingPosition {
          // `deltaT / 2` of a long: whole milliseconds, rounded down (exact clock: half the exact time).
          let half = clock == .device ? (deltaT / 2).rounded(.down) : deltaT / 2
          (value, speed) = force.update(value: value, velocity: speed, final: final, elapsedMilliseconds: half)
          final = pending
          pendingPosition = nil
          (value, speed) = force.update(value: value, velocity: speed, final: final, elapsedMilliseconds: half)
        } else {
          (value, speed) = force.update(value: value, velocity: speed, final: final, elapsedMilliseconds: deltaT)
        }
        if force.isAtEquilibrium(value: value, velocity: speed, final: final) {
          value = final
          speed = 0
          ended = true
        }
      }
      return EngineFrame(value: Double(value), velocity: Double(speed), ended: ended)
    }
  }
}
