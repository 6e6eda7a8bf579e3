import SpringToolCore
import SpringToolPlatforms

/// `snap`'s own inputs, one row each (the deceleration rate and density are the engine settings'
/// rows, the spring's the spring table's).
extension SnapRequest {
  /// `points`: the snap points.
  package static let points = RequestParameter(
    "points", "A,B,…", "The snap points, value units (export: the platform's snap code for them)",
    rule: .text)
  /// `from`: the value at the release.
  package static let from = RequestParameter("from", "X", "The value at the release", default: .number(0))
  /// `velocity`: the release velocity.
  package static let velocity = RequestParameter("velocity", "V", "The release velocity, value units per second", default: .number(0))
  /// `engine`: one platform's snap.
  package static let engine = RequestParameter(
    "engine", "NAME", "One platform: " + SnapModels.all.map(\.info.engine).joined(separator: ", "),
    default: .words("all"), rule: .text)
  /// `fps`: the springs' frame rate.
  package static let framesPerSecond = RecipeInput.frameRateParameter("Frames per second of the springs")
  /// The engine settings a snap reads.
  package static let settings = [EngineSetting.decelerationRate, .density]
}
