import Foundation
import SpringToolCore
import _SpringToolSupport

/// Jetpack Compose's `SpringSimulation` (animation-core `SpringSimulation.kt`), as
/// `FloatSpringSpec` drives it: stateless, the value at a play time computed from the start.
///
/// `naturalFreq = √(stiffness)` in double from a Float stiffness; the damping ratio is a Float;
/// `adjustedDisplacement = initialValue − finalPosition` is a **Float** subtraction, promoted
/// afterwards; the three branches in double exactly as `updateValues` writes them (with `exp`),
/// the result `(displacement + finalPosition).toFloat()`.
public struct ComposeSpringSimulation: Sendable, Hashable {
  /// `sqrt(stiffness.toDouble())`.
  public let naturalFrequency: Double
  /// The damping ratio, as Compose stores it.
  public let dampingRatio: Float

  /// `SpringSimulation` with `stiffness` and `dampingRatio` (Floats, mass 1).
  ///
  /// - Parameters:
  ///   - stiffness: The stiffness k (> 0), force per value unit.
  ///   - dampingRatio: The damping ratio ζ = c/(2√(km)) (≥ 0; 1 is critical).
  public init(stiffness: Float, dampingRatio: Float) {
    naturalFrequency = Double(stiffness).squareRoot()
    self.dampingRatio = dampingRatio
  }

  /// The Compose spring with the same motion as `spring` (its unit-mass stiffness k/m).
  ///
  /// - Parameter spring: The spring: mass, stiffness and damping coefficient.
  public init(_ spring: Spring) {
    self.init(stiffness: Float(spring.stiffness / spring.mass), dampingRatio: Float(spring.dampingRatio))
  }

  /// The `stiffness` getter: `(naturalFreq · naturalFreq).toFloat()` (what `getDurationNanos` passes).
  public var stiffness: Float { Float(naturalFrequency * naturalFrequency) }

  /// `updateValues(lastDisplacement, lastVelocity, timeElapsed)`: value and velocity `elapsed`
  /// whole milliseconds after (value, velocity), toward `final`.
  ///
  /// - Parameters:
  ///   - value: The position (Float, as the platform holds it), in value units.
  ///   - velocity: The velocity (Float), in value units per second.
  ///   - final: The final position the spring pulls toward, in value units.
  ///   - elapsedMilliseconds: The time since the animation started, in whole milliseconds.
  /// - Returns: The value and velocity at that time (Float, as Compose computes them).
  public func update(value: Float, velocity: Float, final: Float, elapsedMilliseconds: Int64) -> (Float, Float) {
    let adjustedDisplacement = Double(value - final)
    let lastVelocity = Double(velocity)
    let deltaT = Double(elapsedMilliseconds) / 1000.0
    let w0 = naturalFrequency
    let z = Double(dampingRatio)
    let dampingRatioSquared = Double(dampingRatio) * Double(dampingRatio)
    let displacement: Double, currentVelocity: Double
    if dampingRatio > 1 {
      let gammaPlus = -z * w0 + w0 * (dampingRatioSquared - 1).squareRoot()
      let gammaMinus = -z * w0 - w0 * (dampingRatioSquared - 1).squareRoot()
      let coeffA = adjustedDisplacement - (gammaMinus * adjustedDisplacement - lastVelocity) / (gammaMinus - gammaPlus)
      let coeffB = (gammaMinus * adjustedDisplacement - lastVelocity) / (gammaMinus - gammaPlus)
      displacement = coeffA * exp(gammaMinus * deltaT) + coeffB * exp(gammaPlus * deltaT)
      currentVelocity = coeffA * gammaMinus * exp(gammaMinus * deltaT) + coeffB * gammaPlus * exp(gammaPlus * deltaT)
    } else if dampingRatio == 1 {
      let coeffA = adjustedDisplacement
      let coeffB = lastVelocity + w0 * adjustedDisplacement
      displacement = (coeffA + coeffB * deltaT) * exp(-w0 * deltaT)
      currentVelocity = (coeffA + coeffB * deltaT) * exp(-w0 * deltaT) * -w0 + coeffB * exp(-w0 * deltaT)
    } else {
      let dampedFrequency = w0 * (1 - dampingRatioSquared).squareRoot()
      let cosCoeff = adjustedDisplacement
      let sinCoeff = (1 / dampedFrequency) * (z * w0 * adjustedDisplacement + lastVelocity)
      displacement = exp(-z * w0 * deltaT) * (cosCoeff * cos(dampedFrequency * deltaT) + sinCoeff * sin(dampedFrequency * deltaT))
      currentVelocity =
        displacement * -w0 * z + exp(-z * w0 * deltaT)
        * (-dampedFrequency * cosCoeff * sin(dampedFrequency * deltaT) + dampedFrequency * sinCoeff * cos(dampedFrequency * deltaT))
    }
    return (Float(displacement + Double(final)), Float(currentVelocity))
  }

  /// `FloatSpringSpec.getDurationNanos` / 10⁶: Compose's estimate with the stiffness getter,
  /// the displacement and velocity divided by the visibility threshold in Float.
  ///
  /// - Parameters:
  ///   - initialValue: The start value (Float), in value units.
  ///   - targetValue: The target value (Float), in value units.
  ///   - initialVelocity: The start velocity, in value units per second.
  ///   - visibilityThreshold: Compose's visibility threshold, in value units.
  /// - Returns: Compose's estimate, in whole milliseconds.
  public func durationMillis(
    initialValue: Float, targetValue: Float, initialVelocity: Float,
    visibilityThreshold: Float
  ) -> Int64 {
    ComposeSpringEstimation.durationMillis(
      stiffness: stiffness, dampingRatio: dampingRatio, initialValue: initialValue,
      targetValue: targetValue, initialVelocity: initialVelocity,
      visibilityThreshold: visibilityThreshold)
  }
}

/// Compose `Animatable.animateTo(target, spring(…))` as an engine: the value at each frame is
/// ``ComposeSpringSimulation`` at the play time truncated to whole milliseconds; from the
/// estimated duration on, the target.
///
/// A retarget is `animateTo(X)` called again (Animatable.kt `runAnimation`, SuspendAnimation.kt
/// `animate`): the running animation is cancelled and a new `TargetBasedAnimation` starts from
/// the Animatable's value and velocity (those of the last frame; 0 after the end, where
/// `endAnimation` resets it). Its start time is the first frame after the call, whose play time
/// is 0: that frame shows the last frame's value again. Its duration is estimated anew.
public struct ComposeEngine: SpringEngine {
  /// A duration scale of 0 plays each frame at the animation's whole duration: the target at once.
  public var reducedMotion: ReducedMotion {
    ReducedMotion(
      .jumps(atFrame: 0),
      rule: "Compose's MotionDurationScale follows the animator duration scale; at 0 each frame "
        + "plays the animation's whole duration (doAnimationFrameWithScale, SuspendAnimation.kt @ 7a915f4): the target from the "
        + "first frame")
  }

  /// The platform spells a spring as `spring(dampingRatio, stiffness)`.
  public var spelling: SpringSpelling { .stiffnessDampingRatio }

  /// A Compose engine.
  public init() {}

  /// Where the rules come from.
  public let info: EngineInfo = .compose

  /// A run of the stateless simulation.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for input the platform cannot represent (a value, velocity,
  ///   target or threshold beyond Float's range; a retarget with a new response).
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    try FloatRange.check(("from", input.from), ("to", input.to), ("velocity", input.velocity))
    let threshold = input.settings[.visibilityThreshold]
    try FloatRange.checkPositive("visibility threshold", threshold)
    var run = Run(
      simulation: ComposeSpringSimulation(input.spring), threshold: Float(threshold),
      retargets: try PendingRetargets(input, engine: id, floatTargets: true), from: input.from, velocity: input.velocity)
    run.start(from: Float(input.from), velocity: Float(input.velocity), to: Float(input.to), at: 0)
    return run
  }

  struct Run: EngineRun {
    let simulation: ComposeSpringSimulation
    let threshold: Float
    var retargets: PendingRetargets
    /// Frame 0's value and velocity as given.
    let from: Double, velocity: Double
    /// The running animation: its start value and velocity, target, first frame and estimated end (ms of play time).
    var start: Float = 0, startVelocity: Float = 0, to: Float = 0, startFrame = 0
    var end: Int64?
    /// The Animatable's value and velocity after the last frame, and whether its animation ended.
    var value: Float = 0, speed: Float = 0, finished = false
    var neverEnds = false
    var notes: [PlatformNote] { [.truncatedMilliseconds] + (neverEnds ? [.neverEnds] : []) }

    init(simulation: ComposeSpringSimulation, threshold: Float, retargets: PendingRetargets, from: Double, velocity: Double) {
      (self.simulation, self.threshold, self.retargets, self.from, self.velocity) = (simulation, threshold, retargets, from, velocity)
    }

    /// A new `TargetBasedAnimation` from (`value`, `velocity`) toward `target`, play time 0 at frame `frame`.
    mutating func start(from value: Float, velocity: Float, to target: Float, at frame: Int) {
      (start, startVelocity, to, startFrame, finished) = (value, velocity, target, frame, false)
      (self.value, speed) = (value, velocity)
      let millis = simulation.durationMillis(
        initialValue: value, targetValue: target, initialVelocity: velocity,
        visibilityThreshold: threshold)
      end = millis >= ComposeSpringEstimation.undampedMillis ? nil : millis
      if end == nil { neverEnds = true }
    }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if i == 0 { return EngineFrame(value: from, velocity: velocity, ended: end == 0) }
      if let r = retargets.take(by: i, clock: clock).last { start(from: value, velocity: finished ? 0 : speed, to: Float(r.target), at: i) }
      let playMillis = Clamp.int64(FrameClock.whole(clock.milliseconds(i) - clock.milliseconds(startFrame)))
      if finished || end.map({ playMillis >= $0 }) == true {
        (value, speed, finished) = (to, 0, true)
        return EngineFrame(value: Double(to), velocity: 0, ended: true)
      }
      (value, speed) = simulation.update(value: start, velocity: startVelocity, final: to, elapsedMilliseconds: playMillis)
      return EngineFrame(value: Double(value), velocity: Double(speed), ended: false)
    }
  }
}

extension ComposeEngine {
  /// The visibility threshold of the type Compose animates the property as, when none is given
  /// (androidx animation-core `VisibilityThresholds.kt` @ 31adf48, `VisibilityThresholdMap`):
  /// `Dp` 0.1 for positions and sizes (`animateDpAsState`), `Int` 1 for whole pixels
  /// (`animateIntAsState`, `IntOffset`), `Float` 0.01 otherwise (`animateFloatAsState`); a dp
  /// and a pixel in value units under `--travel-unit` (``EngineSettings/logicalUnit``,
  /// ``EngineSettings/devicePixel``).
  ///
  /// - Parameters:
  ///   - property: What the value is.
  ///   - start: The value's start (unused: Compose's thresholds are absolute).
  ///   - given: The settings the user gave (a visibility threshold given wins).
  /// - Returns: The settings with the property's visibility threshold.
  public func settings(for property: AnimatedProperty, start: Double, given: EngineSettings) -> EngineSettings {
    guard given.given(.visibilityThreshold) == nil else { return given }
    let threshold: Double =
      switch property {
      case .translationX, .translationY, .width, .height: 0.1 * given.logicalUnit
      case .pixels: given.devicePixel
      case .value, .scale, .rotation, .alpha: 0.01
      }
    var settings = given
    if threshold != 0.01 { try? settings.set(.visibilityThreshold, text: "\(threshold)") }
    return settings
  }
}

extension ComposeEngine.Run: EndlessRun {
  /// No end: Compose ends an animation only when its play time reaches the estimated duration,
  /// and an undamped spring's estimate is never (`undampedMillis`, the Long.MAX_VALUE nanoseconds
  /// of SpringEstimation.kt). With no retarget to come, the underdamped curve
  /// e^(−ζω0t)(u0·cos ωd t + s·sin ωd t), s = (ζω0u0 + v0)/ωd, stays within |u0| + |s| of the
  /// target and its velocity within (ζω0 + ωd)(|u0| + |s|); both must stay inside Float's range
  /// (each frame is a Float), with room for rounding, and u0 is the Float difference the engine takes.
  var isProvablyEndless: Bool {
    let z = Double(simulation.dampingRatio), w0 = simulation.naturalFrequency
    guard end == nil, retargets.isEmpty, z >= 0, z < 1, w0 > 0 else { return false }
    let u0 = abs(Double(start - to)), wd = w0 * (1 - z * z).squareRoot()
    let swing = u0 + (z * w0 * u0 + abs(Double(startVelocity))) / wd
    let floatRoom = Double(Float.greatestFiniteMagnitude) / 2
    let bounds = [abs(Double(to)) + swing, (z * w0 + wd) * swing, z * w0 * u0]
    return bounds.allSatisfy { $0.isFinite && $0 < floatRoom }
  }
}
