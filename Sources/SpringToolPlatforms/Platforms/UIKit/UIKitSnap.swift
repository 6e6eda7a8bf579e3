import SpringToolCore
import _SpringToolSupport

/// UIKit's snap as WWDC18 "Designing Fluid Interfaces" builds it (no platform API snaps to
/// arbitrary points): project the release with UIScrollView's deceleration,
/// `x0 + (v/1000)·r/(1 − r)` (`project(initialVelocity:decelerationRate:)`, r = `--deceleration-rate`,
/// .normal 0.998), take the nearest point to the projection, and animate there with a spring
/// whose `initialVelocity` is the release velocity relative to the distance, `v/(target − x0)` per
/// second (`UISpringTimingParameters`), rendered by the uikit engine.
public struct UIKitSnap: SnapModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: SnapInfo = .uikit

  /// The nearest point to the projection.
  ///
  /// - Parameter input: The release and the points.
  /// - Returns: The choice, with the relative velocity (nil when the target is the release value).
  public func choose(_ input: SnapInput) -> SnapChoice {
    let projection = UIKitDecay.projection(DecayInput(from: input.from, velocity: input.velocity, settings: input.settings))
    let (index, target) = input.nearest(to: projection)
    let distance = target - input.from
    return SnapChoice(
      target: target, index: index, reason: "projected to \(NumberText.forPeopleRounded(projection)), nearest point \(NumberText.forPeopleRounded(target))",
      handedVelocity: distance != 0 ? input.velocity / distance : nil, unit: "1/s (of the distance)")
  }

  /// The spring to the point on the uikit engine (the velocity as given, value units per second).
  ///
  /// - Parameters:
  ///   - input: The release and the points.
  ///   - choice: The point picked.
  /// - Returns: The spring on the uikit engine (nil when already there and still).
  public func motion(_ input: SnapInput, to choice: SnapChoice) -> SnapRun? {
    input.spring(on: UIKitEngine(), to: choice.target, platformDefault: SpringPreset.smooth.specification)
  }
}

extension UIKitSnap: SnapCodeWriter {
  /// WWDC18's projection and the nearest point in Swift; the spring (the given one, else `Spring.smooth`) follows.
  func code(_ input: SnapInput, choice: SnapChoice) -> (draft: CodeDraft, spring: SpringSpecification?) {
    let r = input.settings[.decelerationRate]
    let rate =
      r == 0.998
      ? "UIScrollView.DecelerationRate.normal.rawValue"
      : r == 0.99
        ? "UIScrollView.DecelerationRate.fast.rawValue"
        : CodeNumber.exact(r)
    var draft = CodeDraft()
    draft.parameter("decelerationRate", r)
    draft.lines = [
      "// WWDC18 \"Designing Fluid Interfaces\": project the release, snap to the nearest point.",
      "let points: [CGFloat] = [\(input.pointList)]",
      "let position: CGFloat = \(CodeNumber.exact(input.from)) // the value at the release",
      "let velocity: CGFloat = \(CodeNumber.exact(input.velocity)) // pan.velocity(in: view).x, pt/s",
      "func project(initialVelocity: CGFloat, decelerationRate: CGFloat) -> CGFloat {",
      "  (initialVelocity / 1000) * decelerationRate / (1 - decelerationRate)",
      "}",
      "let projected = position + project(initialVelocity: velocity, decelerationRate: \(rate))",
      "let target = points.min { abs($0 - projected) < abs($1 - projected) }! // \(CodeNumber.readable(choice.target)) here",
      "// The spring's initial velocity is relative: velocity / (target - position).",
    ]
    return (draft, input.spring ?? SpringPreset.smooth.specification)
  }
}
