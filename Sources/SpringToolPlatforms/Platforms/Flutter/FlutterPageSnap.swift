import SpringToolCore
import _SpringToolSupport

/// Flutter's `PageView` snap (`PageScrollPhysics`, widgets/page_view.dart @ 819f681), the points
/// taken as its pages: the page is the release's position in pages; a velocity beyond the
/// tolerance (`1/(0.05·devicePixelRatio)`, `--density` as the ratio) adds or takes half a page;
/// `roundToDouble` (half away from zero) picks the page; a `ScrollSpringSimulation` runs there
/// with the release velocity (logical pixels per second) and the platform's scroll spring
/// (`SpringDescription.withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1)`), done within
/// the tolerance's distance and velocity, where its value becomes the page. A release at or past the first page moving back (or the
/// last moving on) is left to the parent physics' ballistic, and a target equal to the release
/// runs nothing.
public struct FlutterPageSnap: SnapModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: SnapInfo = .flutter

  /// ScrollPhysics' spring, `withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1)`: damping = ratio·2·√(mass·stiffness).
  static let scrollSpring: SpringSpecification? = (try? Spring(mass: 0.5, stiffness: 100, dampingCoefficient: 1.1 * 2 * (0.5 * 100.0).squareRoot()))
    .map(SpringSpecification.init)

  /// The tolerance `toleranceFor` gives at `--density` (the device pixel ratio).
  static func tolerance(_ settings: EngineSettings) -> (velocity: Double, distance: Double) {
    let ratio = settings[.density]
    return (1 / (0.050 * ratio), 1 / ratio)
  }

  /// The page the release is at: its fractional index among the points (linear between them,
  /// extended past the ends by the first and last gaps).
  static func page(_ x: Double, points p: [Double]) -> Double {
    guard p.count > 1 else { return 0 }
    if x <= p[0] { return (x - p[0]) / (p[1] - p[0]) }
    for i in 1..<p.count where x <= p[i] { return Double(i - 1) + (x - p[i - 1]) / (p[i] - p[i - 1]) }
    let n = p.count - 1
    return Double(n) + (x - p[n]) / (p[n] - p[n - 1])
  }

  /// `_getTargetPixels`, or the parent's ballistic at the ends.
  ///
  /// - Parameter input: The release and the points.
  /// - Returns: The choice.
  public func choose(_ input: SnapInput) -> SnapChoice {
    let (first, last) = (input.points[0], input.points[input.points.count - 1])
    let v = input.velocity
    if (v <= 0 && input.from <= first) || (v >= 0 && input.from >= last) {
      let edge = v <= 0 && input.from <= first ? (0, first) : (input.points.count - 1, last)
      return SnapChoice(
        target: edge.1, index: edge.0,
        reason: "at or past the \(edge.0 == 0 ? "first" : "last") page moving outward: "
          + "the parent physics' ballistic takes over (not a page snap; not run here)", handedVelocity: nil, unit: "px/s")
    }
    var page = Self.page(input.from, points: input.points)
    let tolerance = Self.tolerance(input.settings).velocity
    if v < -tolerance { page -= 0.5 } else if v > tolerance { page += 0.5 }
    let index = min(max(Int(page.rounded()), 0), input.points.count - 1)
    let target = input.points[index]
    return SnapChoice(
      target: target, index: index,
      reason: "page \(NumberText.forPeopleRounded(Self.page(input.from, points: input.points)))"
        + (abs(v) > tolerance ? (v > 0 ? " + 0.5" : " − 0.5") : "") + " rounds to page \(index) at \(NumberText.forPeopleRounded(target))",
      handedVelocity: v, unit: "px/s")
  }

  /// The `ScrollSpringSimulation` on the flutter engine, its tolerance the page view's.
  ///
  /// - Parameters:
  ///   - input: The release and the points.
  ///   - choice: The point picked.
  /// - Returns: The spring on the flutter engine (nil at the ends, or when the target is the release).
  public func motion(_ input: SnapInput, to choice: SnapChoice) -> SnapRun? {
    guard choice.handedVelocity != nil, choice.target != input.from else { return nil }
    guard let spring = input.spring ?? Self.scrollSpring else { return nil }
    var settings = input.settings
    let tolerance = Self.tolerance(input.settings)
    settings[.restDisplacement] = tolerance.distance
    settings[.restSpeed] = tolerance.velocity
    // ScrollSpringSimulation.x is the end once done.
    settings[.snapToEnd] = 1
    return .spring(
      engine: FlutterEngine(),
      input: EngineInput(
        specification: spring, from: input.from, to: choice.target,
        velocity: input.velocity, settings: settings))
  }
}

extension FlutterPageSnap: SnapCodeWriter {
  /// A `PageView` of the points' pages with `PageScrollPhysics` (the given spring as its physics' `spring`).
  func code(_ input: SnapInput, choice: SnapChoice) -> (draft: CodeDraft, spring: SpringSpecification?) {
    let n = CodeNumber.readable
    var draft = CodeDraft()
    var physics = "const PageScrollPhysics()", lines: [String] = []
    if let spring = input.spring?.spring {
      draft.parameter("mass", spring.mass); draft.parameter("stiffness", spring.stiffness); draft.parameter("damping", spring.dampingCoefficient)
      physics = "const SnapPhysics()"
      lines = [
        "// PageScrollPhysics with this spring in place of ScrollPhysics' own.", "class SnapPhysics extends PageScrollPhysics {",
        "  const SnapPhysics({super.parent});", "  @override",
        "  SnapPhysics applyTo(ScrollPhysics? ancestor) => SnapPhysics(parent: buildParent(ancestor));", "  @override",
        "  SpringDescription get spring =>",
        "      const SpringDescription(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), damping: \(n(spring.dampingCoefficient)));",
        "}", "",
      ]
    }
    let width = draft.pageWidth(of: input).map { "\(n($0)) logical px wide (the viewport's width)" } ?? "one page"
    draft.lines =
      lines + [
        "// The points as pages, \(width);", "// the page view reads the fling's velocity itself (DragEndDetails, px/s).",
        "final pages = PageView(", "  physics: \(physics),", "  children: [for (var i = 0; i < \(input.points.count); i++) Page(index: i)],", ");",
      ]
    return (draft, nil)
  }
}
