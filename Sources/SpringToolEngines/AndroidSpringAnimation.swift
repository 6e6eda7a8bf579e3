import Foundation
import SpringToolCore

/// androidx `SpringAnimation` with `SpringForce` (reference/peers.md §1): each frame
/// re-seeds the closed form from the current value and velocity over the frame's
/// elapsed time, and stores the state as Float. It stops when
///
///     |v| < velocityThreshold  and  |x − final| < valueThreshold
///
/// with `valueThreshold = minimumVisibleChange × 0.75` and `velocityThreshold =
/// valueThreshold × 62.5` (per second), then snaps to the final position.
/// `minimumVisibleChange` is 1 for pixel properties (Android's default), 0.1 for
/// rotation in degrees, 1/256 for alpha, 1/500 for scale.
public struct AndroidSpringAnimation: Sendable, Hashable {
  /// Stiffness k (mass 1).
  public let stiffness: Float
  public let dampingRatio: Float
  public let minimumVisibleChange: Float

  public init(stiffness: Float, dampingRatio: Float, minimumVisibleChange: Float = 1) {
    self.stiffness = stiffness
    self.dampingRatio = dampingRatio
    self.minimumVisibleChange = minimumVisibleChange
  }

  /// The Android spring with the same motion as `spring` (its unit-mass stiffness k/m).
  public init(_ spring: Spring, minimumVisibleChange: Float = 1) {
    self.init(stiffness: Float(spring.stiffness / spring.mass), dampingRatio: Float(spring.dampingRatio),
              minimumVisibleChange: minimumVisibleChange)
  }

  public var valueThreshold: Float { minimumVisibleChange * 0.75 }
  public var velocityThreshold: Float { valueThreshold * 62.5 }

  /// One frame's value, velocity and whether the animation is at rest after it.
  public struct Frame: Sendable, Hashable {
    public let time: Double
    public let value: Float
    public let velocity: Float
    public let atRest: Bool
  }

  /// `SpringForce.updateValues`: the state `elapsed` seconds after (value, velocity), toward `final`.
  public func update(value: Float, velocity: Float, final: Float, elapsed: Double) -> (Float, Float) {
    let t = elapsed
    let x0 = Double(value) - Double(final), v0 = Double(velocity)
    let w0 = Double(stiffness).squareRoot(), z = Double(dampingRatio)
    var x: Double, v: Double
    if z > 1 {
      let root = w0 * (z * z - 1).squareRoot()
      let gammaMinus = -z * w0 - root, gammaPlus = -z * w0 + root
      let b = (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
      let a = x0 - b
      x = a * exp(gammaMinus * t) + b * exp(gammaPlus * t)
      v = a * gammaMinus * exp(gammaMinus * t) + b * gammaPlus * exp(gammaPlus * t)
    } else if z == 1 {
      let a = x0, b = v0 + w0 * x0
      x = (a + b * t) * exp(-w0 * t)
      v = (a + b * t) * exp(-w0 * t) * -w0 + b * exp(-w0 * t)
    } else {
      let wd = w0 * (1 - z * z).squareRoot()
      let sinCoefficient = (z * w0 * x0 + v0) / wd
      let envelope = exp(-z * w0 * t)
      x = envelope * (x0 * cos(wd * t) + sinCoefficient * sin(wd * t))
      v = x * -w0 * z + envelope * (-wd * x0 * sin(wd * t) + wd * sinCoefficient * cos(wd * t))
    }
    return (Float(x + Double(final)), Float(v))
  }

  /// Runs the animation at `framesPerSecond` until it rests (or `maximumTime` passes);
  /// the first frame is t = 0.
  public func run(from start: Float, to final: Float, velocity: Float, framesPerSecond: Double = 60,
                  maximumTime: Double = 600) -> [Frame] {
    var frames = [Frame(time: 0, value: start, velocity: velocity, atRest: false)]
    var value = start, speed = velocity
    let dt = 1 / framesPerSecond
    var i = 0
    while Double(i) * dt < maximumTime {
      i += 1
      (value, speed) = update(value: value, velocity: speed, final: final, elapsed: dt)
      if abs(speed) < velocityThreshold && abs(value - final) < valueThreshold {
        frames.append(Frame(time: Double(i) / framesPerSecond, value: final, velocity: 0, atRest: true))
        return frames
      }
      frames.append(Frame(time: Double(i) / framesPerSecond, value: value, velocity: speed, atRest: false))
    }
    return frames
  }

  /// The time of the frame at which the animation comes to rest, or nil if it does not within `maximumTime`.
  public func restTime(from start: Float, to final: Float, velocity: Float, framesPerSecond: Double = 60,
                       maximumTime: Double = 600) -> Double? {
    let frames = run(from: start, to: final, velocity: velocity, framesPerSecond: framesPerSecond,
                     maximumTime: maximumTime)
    return frames.last?.atRest == true ? frames.last?.time : nil
  }
}
