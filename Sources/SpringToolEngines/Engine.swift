import Foundation
import SpringToolCore

/// How a platform animates a spring: every engine renders the same motion frame by frame
/// with that platform's own arithmetic, parameters and end rule.
public enum Engine: String, CaseIterable, Sendable {
  /// The exact closed form.
  case exact
  /// SwiftUI's `Spring` API: `value(target:initialVelocity:time:)` and `velocity(…)` (with its
  /// overdamped `+target` quirk); ends at `settlingDuration(target:initialVelocity:)` (ε 0.001).
  case swiftUISpring = "swiftui-spring"
  /// SwiftUI's `Animation.spring`: the 300 Hz leapfrog integrator with its removal rule.
  case swiftUIAnimation = "swiftui-animation"
  /// SwiftUI's `interpolatingSpring`: the closed form, ζ ≥ 1 moved as critical; ends at CA's settlingDuration.
  case interpolatingSpring = "interpolating-spring"
  /// `CASpringAnimation` with `duration = settlingDuration` (ζ ≥ 1 moved as critical).
  case coreAnimation = "core-animation"
  /// `UIView.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)`.
  case uikit
  /// androidx `SpringAnimation`: per-frame re-seeded closed form in Float, rest thresholds.
  case android
  /// Compose `spring()`: `SpringSimulation` of whole milliseconds in Float, ending at its estimate.
  case compose
  /// Motion (web): its spring generator, rest thresholds and end snap.
  case motion
  /// react-spring: 1 ms semi-implicit Euler with its precision rule.
  case reactSpring = "react-spring"
  /// Rebound: RK4 at 1 ms with interpolation and rest thresholds.
  case rebound
  /// Wave: frame-time semi-implicit Euler, finishing at its settling duration.
  case wave

  /// Settings that only some engines use.
  public struct Options: Sendable, Hashable {
    /// UIKit's animation duration; nil: the duration for which UIKit picks this spring's ω0.
    public var uikitDuration: Double?
    /// Android's minimum visible change (value units; 1 = Android's pixel default).
    public var minimumVisibleChange: Double = 1
    /// Compose's visibility threshold (value units; 0.01 = Compose's Float default).
    public var visibilityThreshold: Double = 0.01

    public init(uikitDuration: Double? = nil, minimumVisibleChange: Double = 1, visibilityThreshold: Double = 0.01) {
      self.uikitDuration = uikitDuration
      self.minimumVisibleChange = minimumVisibleChange
      self.visibilityThreshold = visibilityThreshold
    }
  }

  /// The motion rendered at `times` (increasing, from 0). `notes` say what the engine derived.
  public func render(_ motion: SpringMotion, at times: [Double], options: Options = Options()) -> EngineRendering {
    let spring = motion.spring
    let from = motion.from, to = motion.to, v0 = motion.initialVelocity, travel = to - from
    var notes: [String] = []
    var frames = EngineFrames()
    switch self {
    case .exact:
      for t in times {
        let s = motion.state(at: t)
        frames.append(t, s.value, s.velocity)
      }
      let settle = motion.settlingTime()
      frames.end = settle.isFinite ? settle : nil
    case .swiftUISpring:
      let model = SwiftUISpring(spring)
      for t in times {
        frames.append(t, from + model.value(target: travel, initialVelocity: v0, time: t),
                      model.velocity(target: travel, initialVelocity: v0, time: t))
      }
      let end = model.settlingDuration(target: travel, initialVelocity: v0)
      frames.end = end.isFinite ? end : nil
      if model.angularFrequency < 0 { notes.append("overdamped: SwiftUI's velocity carries an extra +target term") }
    case .swiftUIAnimation:
      let model = SwiftUIAnimationSpring(response: spring.response, dampingFraction: spring.dampingRatio)
      if model.isStiffnessCapped { notes.append("stiffness capped at 45000 (response ≥ 0.0296 s)") }
      for frame in model.run(interval: travel, initialVelocity: v0, frameTimes: times) {
        frames.append(frame.time, from + frame.offset, frame.velocity)
        if frame.removed && frames.end == nil { frames.end = frame.time }
      }
    case .interpolatingSpring, .coreAnimation:
      let animation = CoreAnimationSpring(motion)
      if spring.dampingRatio > 1 { notes.append("ζ > 1 moves as critically damped at ω0") }
      let end = animation.settlingDuration()
      frames = Engine.unitCurve(animation, from: from, travel: travel, velocity: v0, end: end.isFinite ? end : nil, times: times)
    case .uikit:
      let unitVelocity = travel != 0 ? v0 / travel : 0
      let zeta = min(spring.dampingRatio, 1)
      if spring.dampingRatio > 1 { notes.append("UIKit does not support ζ > 1: used ζ = 1") }
      let duration = options.uikitDuration ?? UIKitSpring.duration(for: spring, initialVelocity: unitVelocity)
      guard let duration, let w0 = UIKitSpring.naturalFrequency(duration: duration, dampingRatio: zeta,
                                                                 initialVelocity: unitVelocity)
      else {
        notes.append("UIKit cannot animate an undamped spring: rendered the exact curve")
        return Engine.exact.render(motion, at: times, options: options).with(engine: self, notes: notes)
      }
      notes.append("duration \(Curveless.format(duration)) s → ω0 \(Curveless.format(w0)) rad/s")
      let animation = CoreAnimationSpring(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: unitVelocity)
      frames = Engine.unitCurve(animation, from: from, travel: travel, velocity: v0, end: min(max(duration, 0.01), 10),
                                times: times)
    case .android:
      let animation = AndroidSpringAnimation(spring, minimumVisibleChange: Float(options.minimumVisibleChange))
      var value = Float(from), speed = Float(v0), last = times.first ?? 0
      for t in times {
        if frames.end == nil && t > last {
          (value, speed) = animation.update(value: value, velocity: speed, final: Float(to), elapsed: t - last)
          if abs(speed) < animation.velocityThreshold && abs(value - Float(to)) < animation.valueThreshold {
            value = Float(to)
            speed = 0
            frames.end = t
          }
        }
        last = t
        frames.append(t, Double(value), Double(speed))
      }
    case .compose:
      let k = Float(spring.stiffness / spring.mass), zeta = Float(spring.dampingRatio)
      let model = AndroidSpringAnimation(stiffness: k, dampingRatio: zeta)
      let millis = ComposeSpringEstimation.durationMillis(
        stiffness: k, dampingRatio: zeta, initialValue: Float(from), targetValue: Float(to), initialVelocity: Float(v0),
        visibilityThreshold: Float(options.visibilityThreshold))
      let end = millis == ComposeSpringEstimation.undampedMillis ? nil : Double(millis) / 1000
      frames.end = end
      for t in times {
        let playMillis = (t * 1000).rounded(.down)
        if let end, playMillis / 1000 >= end {
          frames.append(t, Double(Float(to)), 0)
        } else {
          let (x, v) = model.update(value: Float(from), velocity: Float(v0), final: Float(to), elapsed: playMillis / 1000)
          frames.append(t, Double(x), Double(v))
        }
      }
    case .motion:
      let generator = MotionSpringGenerator(motion)
      if generator.resolvedDuration != nil && v0 != 0 { notes.append("duration-defined spring: velocity ignored, as in Motion") }
      for t in times {
        let (value, done) = generator.next(t * 1000)
        if done && frames.end == nil { frames.end = t }
        frames.append(t, value, done ? 0 : generator.velocity(at: t * 1000))
      }
    case .reactSpring:
      frames = ReactSpringLoop(spring).run(from: from, to: to, velocity: v0, frameTimes: times)
    case .rebound:
      frames = ReboundSpring(spring).run(from: from, to: to, velocity: v0, frameTimes: times)
    case .wave:
      let model = WaveSpring(spring)
      if model.damping != spring.dampingCoefficient {
        notes.append("Wave rubber-bands the damping coefficient \(Curveless.format(spring.dampingCoefficient)) to "
          + Curveless.format(model.damping))
      }
      frames = model.run(from: from, to: to, velocity: v0, frameTimes: times)
    }
    return EngineRendering(engine: self, frames: frames, notes: notes)
  }

  /// Core Animation's unit curve scaled to the travel, ending at `end`.
  static func unitCurve(_ animation: CoreAnimationSpring, from: Double, travel: Double, velocity: Double, end: Double?,
                        times: [Double]) -> EngineFrames {
    var frames = EngineFrames()
    frames.end = end
    for t in times {
      if let end, t >= end {
        frames.append(t, from + travel, 0)
        continue
      }
      frames.append(t, from + travel * animation.unitValue(at: t), travel * animation.unitVelocity(at: t))
    }
    return frames
  }

  /// The time this engine ends for `motion` when run at `framesPerSecond`, searching up to
  /// `limit` seconds; nil if it does not end (undamped, or beyond the limit).
  public func endTime(_ motion: SpringMotion, framesPerSecond: Double = 60, limit: Double = 120,
                      options: Options = Options()) -> Double? {
    var horizon = max(motion.spring.response, 1.0 / framesPerSecond)
    while true {
      let count = Int((horizon * framesPerSecond).rounded(.up))
      let times = (0...count).map { Double($0) / framesPerSecond }
      if let end = render(motion, at: times, options: options).frames.end { return end }
      if horizon >= limit { return nil }
      horizon = min(horizon * 4, limit)
    }
  }
}

/// An engine's frames and what it reported.
public struct EngineRendering: Sendable {
  public let engine: Engine
  public var frames: EngineFrames
  public var notes: [String]

  func with(engine: Engine, notes: [String]) -> EngineRendering {
    EngineRendering(engine: engine, frames: frames, notes: notes + self.notes)
  }
}

/// Number formatting without depending on the Curves module.
enum Curveless {
  static func format(_ x: Double) -> String { String(format: "%.6g", x) }
}
