import SpringToolCore
import SpringToolPlatforms
import SpringToolTuning

/// `tune`'s own inputs, one row each: the targets, the settling definition and the motion.
extension TuneRequest {
  // MARK: One shape target

  /// `overshoot`: the first peak's overshoot, percent of the travel.
  package static let overshoot = RequestParameter("overshoot", "P%", "Peak overshoot, percent of the travel, 0 ≤ P < 100", rule: .text)
  /// `bounce`: SwiftUI's bounce.
  package static let bounce = RequestParameter("bounce", "B", "SwiftUI bounce in (−1, 1)", rule: .text)
  /// `damping`: the damping ratio.
  package static let damping = RequestParameter("damping", "Z", "Damping ratio ζ > 0", rule: .text)

  // MARK: One timing target

  /// `settle`: the settling time, seconds.
  package static let settle = RequestParameter("settle", "T", "Settling time, seconds")
  /// `peak-time`: the first peak's time, seconds.
  package static let peakTime = RequestParameter("peak-time", "T", "Time of the first peak, seconds (needs some overshoot)")
  /// `response`: 2π/ω0, seconds.
  package static let response = RequestParameter("response", "R", "Response (2π/ω0), seconds", rule: .text)

  // MARK: How the settling time is measured, and the motion

  /// `settle-definition`: what counts as settled.
  package static let settleDefinition = RequestParameter(
    "settle-definition", "NAME", "What counts as settled: " + Words.list(SettlingDefinition.names.dropLast() + ["engine:NAME"]),
    default: .name(SettlingDefinition.names[0]), rule: .text)
  /// `from`: the start value.
  package static let from = RequestParameter("from", "A", "Start value", default: .number(0))
  /// `to`: the target value.
  package static let to = RequestParameter("to", "B", "Target value; the travel is B − A", default: .number(1))
  /// `fps`: the frame rate of android's and the engines' settling.
  package static let framesPerSecond = RecipeInput.frameRateParameter("Frame rate for android and engines")

  /// The shape targets (one is given).
  package static let shapeParameters = [overshoot, bounce, damping]
  /// The timing targets (one is given).
  package static let timingParameters = [settle, peakTime, response]
}
