import SpringToolCore
import SpringToolScenes

/// `morph`'s own inputs, one row each: several values, so `from`, `to`, `velocity` and `retarget`
/// take lists here.
extension MorphRequest {
  /// `scene`: a seed component's values, bounds and spring (`list` names them).
  package static let scene = RequestParameter("scene", "NAME", Scenes.all.map(\.name).joined(separator: ", ") + " (or list)", rule: .text)
  /// `back`: the scene's way back.
  package static let back = RequestParameter("back", nil, "With --scene: the way back (to → from), with the scene's return spring")
  /// `from`: the start values.
  package static let from = RequestParameter("from", "LIST", "Start values, comma-separated", rule: .text)
  /// `to`: the targets.
  package static let to = RequestParameter("to", "LIST", "Target values, as many as --from", rule: .text)
  /// `velocity`: the start velocities.
  package static let velocity = RequestParameter(
    "velocity", "LIST", "Start velocities, units per second", default: .words("0 each"),
    rule: .text)
  /// `retarget`: new targets at a time (repeatable).
  package static let retarget = RequestParameter(
    "retarget", "T:LIST", "At T seconds the targets become LIST (repeatable)", rule: .text,
    repeatable: true)
  /// `names`: the components' names.
  package static let names = RequestParameter(
    "names", "LIST", "Component names",
    default: .words("x,y,width,height[,radius] for 4 or 5, else c1…cN"), rule: .text)
  /// `at`: a time to report every component at.
  package static let at = RequestParameter("at", "T", "Also report every component's value and progress at T seconds")

  /// The scene's rows (its assumption options follow them in help).
  package static let sceneParameters = [scene, back]
  /// The values' rows (the velocity unit and density follow `velocity` in help).
  package static let valueParameters = [from, to, velocity]
  /// The rest, in help's order.
  package static let moreParameters = [retarget, names, at]
}
