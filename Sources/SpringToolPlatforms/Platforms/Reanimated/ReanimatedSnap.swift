import SpringToolCore
import _SpringToolSupport

/// Reanimated's snap as its apps write it: no Reanimated API snaps to points, and the helper its
/// examples use is react-native-redash's `snapPoint(value, velocity, points)` (src/Physics.ts @
/// 539ed74), then `withSpring(point, { velocity })` on the UI thread. `snapPoint` projects
/// `value + 0.2·velocity` (velocity in units per second, the gesture's `velocityX`) and returns
/// the point nearest to it, the first in the array on a tie (here the lower: points are taken in
/// increasing order). The spring is withSpring's own default (Reanimated 4's
/// `GentleSpringConfig`: 900, 120, mass 4) on the reanimated engine, with the release velocity in
/// units per second.
public struct ReanimatedSnap: SnapModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: SnapInfo = .reanimated

  /// `snapPoint`: the point nearest to `x0 + 0.2·v`.
  ///
  /// - Parameter input: The release and the points.
  /// - Returns: The choice, with the release velocity in units per second.
  public func choose(_ input: SnapInput) -> SnapChoice {
    input.nearestChoice(to: input.from + 0.2 * input.velocity, landing: "projected to", picking: "snapPoint gives")
  }

  /// withSpring to the point on the reanimated engine.
  ///
  /// - Parameters:
  ///   - input: The release and the points.
  ///   - choice: The point picked.
  /// - Returns: The spring (nil when already there and still).
  public func motion(_ input: SnapInput, to choice: SnapChoice) -> SnapRun? {
    input.spring(on: ReanimatedEngine(), to: choice.target, platformDefault: SpringPreset.reanimatedGentle.specification)
  }
}

extension ReanimatedSnap: SnapCodeWriter {
  /// redash's `snapPoint` on the gesture's end; withSpring (the given spring, else its default) follows.
  func code(_ input: SnapInput, choice: SnapChoice) -> (draft: CodeDraft, spring: SpringSpecification?) {
    var draft = CodeDraft()
    draft.lines = [
      "import { withSpring } from \"react-native-reanimated\";",
      "import { snapPoint } from \"react-native-redash\";",
      "",
      "const points = [\(input.pointList)];",
      "// In the pan gesture's onEnd(event): the value, and event.velocityX in units per second.",
      "const position = \(CodeNumber.exact(input.from));",
      "const velocityX = \(CodeNumber.exact(input.velocity));",
      "const to = snapPoint(position, velocityX, points); // the point nearest to position + 0.2 · velocityX",
    ]
    return (draft, input.spring ?? SpringPreset.reanimatedGentle.specification)
  }
}
