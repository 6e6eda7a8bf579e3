import SpringToolCore

/// The preview's own inputs, one row each (the studio's state too): the dot's motion, the second
/// taps, how long the page plays, the engines' frame rate, a fling's snap points and release
/// velocity. The spring, scene, drag and decay inputs are the shared rows.
extension PreviewRequest {
  /// `from`: the dot's start.
  package static let from = RequestParameter("from", "A", "Start value of the dot", default: .words("the scene's, else 0"))
  /// `to`: the dot's target.
  package static let to = RequestParameter("to", "B", "Target value of the dot", default: .words("the scene's, else 1"))
  /// `retarget`: a second tap, or a new target (repeatable).
  package static let retarget = RequestParameter(
    "retarget", "T[:VALUE]",
    "With --scene, T alone is a second tap at T seconds: every track turns back (springs keep their velocity, "
      + "timing curves add up). T:VALUE: at T the target becomes VALUE (the dot and one-value scenes; repeatable)", rule: .text, repeatable: true)
  /// `duration`: how long the page plays.
  package static let duration = RequestParameter(
    "duration", "T", "Seconds the page plays", default: .words("until every row has ended, plus 0.15 s"),
    rule: RecipeInput.secondsRule)
  /// `points`: a fling's snap points.
  package static let points = RequestParameter(
    "points", "A,B,…",
    "With --decay: snap points; on the dot the page shows where each platform snaps the release (as 'springtool snap' "
      + "picks); --scene carousel or bottom-sheet plays each platform's snap on that component", default: .words("its own points"), rule: .text)
  /// `fps`: the platform engines' frame rate.
  package static let framesPerSecond = RecipeInput.frameRateParameter("The platform engines' frame rate")
  /// `velocity`: the release velocity of a drag or a fling.
  package static let velocity = RequestParameter("velocity", "V", "The release velocity, points per second: the finger's (a drag) or the fling's (--decay)")
}
