import SpringToolCore
import SpringToolTuning
import _SpringToolSupport

/// `analyze`'s, `lint`'s and `compare`'s own inputs, one row each (the spring, motion, epsilon,
/// engines, retargets, easing and decay are the shared rows).
extension AnalyzeRequest {
  /// `band`: a settling band in value units instead of a fraction of the travel.
  package static let band = RequestParameter("band", "D", "Settling band ±D value units around the target instead (e.g. 0.5 pt)")
  /// `fps`: the simulations' frame rate.
  package static let framesPerSecond = RecipeInput.frameRateParameter("Frame rate of the Android and --engine simulations")
  /// `distance`: the inverse of a decay, the velocity that rests at a distance.
  package static let distance = RequestParameter(
    "distance", "D", "The inverse: the release velocity each model needs to come to rest D from --from (the sign is the direction)")
}

extension LintRequest {
  /// `viewport`: the screen the motion is judged on.
  package static let viewport = RequestParameter(
    "viewport", "WxH", "The viewport in points",
    default: .words(
      "\(NumberText.forPeople(MotionLint.Viewport.phone.width))x\(NumberText.forPeople(MotionLint.Viewport.phone.height)), "
        + "an iPhone 15 in portrait"), rule: .text)
  /// `large-area`: what fraction of the viewport counts as a large area.
  package static let largeArea = RequestParameter(
    "large-area", "F", "A large area from this fraction of the viewport's extent",
    default: .number(MotionLint.defaultLargeArea))
  /// `fps`: the engines' frame rate.
  package static let framesPerSecond = RecipeInput.frameRateParameter("The engines' frame rate")
}

extension CompareRequest {
  /// `tolerance`: the largest value difference that passes.
  package static let tolerance = RequestParameter("tolerance", "T", "Fail (exit 1) when max |Δvalue| exceeds T, in value units")
}
