import SpringToolCore
import SpringToolEasing

/// `match`'s own inputs, one row each (the spring, motion, epsilon and engines are the shared rows).
extension MatchRequest {
  /// `fps`: the frame rate compared at.
  package static let framesPerSecond = RecipeInput.frameRateParameter("The frame rate compared at")
  /// `duration`: the time compared at least.
  package static let duration = RequestParameter(
    "duration", "S", "The time compared at least", default: .words("until the reference settles"),
    rule: RecipeInput.secondsRule)
  /// `max-error`: CSS `linear()`'s bound, export's row.
  package static let maxError = ExportRequest.maxError
  /// `stand-in`: an easing standing in for the spring (repeatable).
  package static let standIn = RequestParameter(
    "stand-in", "CURVE", "An easing standing in for the spring, measured", rule: .text,
    repeatable: true)
  /// `stand-in-duration`: each stand-in's duration (repeatable).
  package static let standInDuration = RequestParameter(
    "stand-in-duration", "S", "The stand-in's duration, s", default: .words("the reference's"),
    repeatable: true)

  /// What is compared: the frame rate and the time (epsilon, the shared row, follows them in help).
  package static let comparedParameters = [framesPerSecond, duration]
  /// The other curves measured: CSS `linear()`'s bound and the stand-ins.
  package static let otherCurveParameters = [maxError, standIn, standInDuration]
}

extension RecipeInput {
  /// Seconds, or a named duration (``NamedDurations``, Material 3's tokens).
  package static let secondsRule = ParameterRule.custom {
    NamedDurations.seconds($0) == nil ? "expected seconds or a named duration (presets --durations)" : nil
  }
}
