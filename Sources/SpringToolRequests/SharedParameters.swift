import SpringToolCore
import SpringToolScenes

/// Inputs many commands share, one row each: a seed scene and how it is read, the motion's
/// relative velocity and velocity unit, a fling, and the sampling.
extension SpringInput {
  /// `scene`: a seed scene's spring (and a one-value scene's from and to).
  package static let sceneParameter = RequestParameter(
    "scene", "NAME",
    "A seed scene's spring, and for a one-value scene its from and to: " + Scenes.all.map(\.name).joined(separator: ", ")
      + " ('springtool scenes' shows them)", rule: .text)
  /// `ios`: the iOS major version a scene is read for.
  package static let iosParameter = RequestParameter(
    "ios", "N",
    "With --scene: the iOS major version, which decides what a bare .spring() is (SDK 17 and later: spring(duration: 0.5, "
      + "bounce: 0), ζ 1; 13–16: response 0.55, ζ 0.825)", default: .number(Double(SceneSettings().iOS)), rule: .whole)
  /// `set`: one of a scene's assumptions (repeatable).
  package static let assumptionParameter = RequestParameter(
    "set", "KEY=VALUE",
    "With --scene: one of the scene's assumptions, e.g. screen-width=430 ('springtool scenes --scene NAME' lists them); "
      + "repeatable", rule: .text, repeatable: true)
  /// `reverse`: a scene's opposite state change.
  package static let reverseParameter = RequestParameter("reverse", nil, "With --scene: the opposite state change (every track played back)")
}

extension RecipeInput {
  /// `fps`: a platform engine's frame rate, in ``MotionError/frameRates`` (read by ``frameRate(_:)``),
  /// with what it is in a command's words (`The frame rate compared at`).
  package static func frameRateParameter(_ summary: String) -> RequestParameter {
    RequestParameter("fps", "F", "\(summary), \(MotionError.frameRateWords)", default: .number(SamplingRequest.defaultFramesPerSecond))
  }
  /// `relative-velocity`: the start velocity as a fraction of the distance per second.
  package static let relativeVelocityParameter = RequestParameter(
    "relative-velocity", "R",
    "Start velocity as a fraction of the distance per second (Core Animation's initialVelocity, UIKit's "
      + "initialSpringVelocity): V = R·(to − from)")
  /// `velocity-unit`: the unit `velocity` is given in.
  package static let velocityUnitParameter = RequestParameter(
    "velocity-unit", "UNIT",
    "The unit of --velocity: pt/s (UIKit, SwiftUI), pt/ms, px/s (Android's VelocityTracker), px/ms (React Native's "
      + "PanResponder) or dp/s; pixels are divided by --density", default: .name(VelocityUnit.pointsPerSecond.rawValue),
    rule: .choice(VelocityUnit.allCases.map(\.rawValue)))
  /// `decay`: a fling instead of a spring.
  package static let decayParameter = RequestParameter(
    "decay", nil,
    "A fling: --from decelerates from --velocity as the engine's platform does (its default model; each model's settings "
      + "are engine options; flutter's bouncing takes a spring)")
  /// `duration`: how long to sample.
  package static let samplingDuration = RequestParameter(
    "duration", "T", "Seconds to sample, > 0",
    default: .words(
      "until the value stays within 0.1 % of the travel, the exact last exit from that band, rounded up to a whole frame; "
        + "an engine's or an easing's own end"), rule: secondsRule)
  /// `dt`: the time step.
  package static let timeStep = RequestParameter("dt", "S", "Time step in seconds, t_i = i·S")
  /// `samples`: how many points.
  package static let sampleCount = RequestParameter("samples", "N", "N ≥ 2 points from 0 to T inclusive, t_i = i·T/(N − 1)", rule: .whole)
}
