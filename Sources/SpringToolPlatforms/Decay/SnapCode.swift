import SpringToolCore
import _SpringToolSupport

/// A snap written for its platform: the release as the gesture API reports it, the rule that
/// picks the point in the platform's language (or the pager that applies it), and the motion to
/// it: the platform's spring call for this release (as `export --as` writes springs, the spring
/// given or the platform's own), or the platform's own motion.
public enum SnapCode {
  /// The code of `model` for `input`.
  ///
  /// - Parameters:
  ///   - model: The snap model (its platform's rule).
  ///   - input: The release (value units per second), the points, the spring given and the settings.
  /// - Returns: The parameters (exact), the snippet and the notes; the first note says where this release snaps and why.
  /// - Throws: ``ExportError/noEquivalent(_:_:)`` for a model springtool writes no code for; the spring code's errors.
  public static func make(_ model: any SnapModel, input: SnapInput) throws(ExportError) -> PlatformCode {
    guard let platform = Engines.platform(of: model.info.engine) else { throw .noEquivalent("a snap", Platforms.all[0]) }
    guard let writer = model as? any SnapCodeWriter else { throw .noEquivalent("a snap", platform) }
    let choice = model.choose(input)
    var (draft, spring) = writer.code(input, choice: choice)
    draft.notes.insert(
      PlatformNote(
        key: "snapPick",
        text: "this release snaps to \(NumberText.forPeopleRounded(choice.target)): "
          + choice.reason), at: 0)
    let pick = SpringCode.finished(draft, platform)
    guard let spring else { return pick }
    // A release on its point has no distance for a relative velocity (UIKit's): it starts at rest there.
    let travel = choice.target - input.from
    let velocity = travel == 0 && platform.velocityUnits == .fractionOfTravel ? 0 : input.velocity
    let motion = try SpringCode.make(platform, specification: spring, travel: travel, velocity: velocity, target: choice.target)
    return PlatformCode(
      platform: platform, parameters: pick.parameters + motion.parameters, snippet: pick.snippet + "\n" + motion.snippet,
      notes: pick.notes + motion.notes)
  }
}

/// A snap model that writes its platform's code (each in its platform's folder).
protocol SnapCodeWriter {
  /// The lines that pick the point for `input` (ending in the name the platform's spring code
  /// animates to) and the spring that follows them, or the whole snap and nil where the platform
  /// runs its own motion.
  func code(_ input: SnapInput, choice: SnapChoice) -> (draft: CodeDraft, spring: SpringSpecification?)
}

extension SnapInput {
  /// The points as a literal list, every digit kept (a rounded point would move the pick).
  var pointList: String { points.map(CodeNumber.exact).joined(separator: ", ") }

  /// The gap between the first two points (a pager's page), or nil with one point; whether every gap is that one.
  var page: (width: Double, even: Bool)? {
    guard points.count > 1 else { return nil }
    let width = points[1] - points[0]
    return (width, zip(points.dropFirst(), points).allSatisfy { $0 - $1 == width })
  }
}

extension CodeDraft {
  /// The points' page width as a parameter (with a note where their gaps differ), or nil with one point.
  mutating func pageWidth(of input: SnapInput) -> Double? {
    guard let page = input.page else { return nil }
    if !page.even { notes.append(.unevenPages(width: page.width)) }
    parameter("pageWidth", page.width)
    return page.width
  }
}

extension PlatformNote {
  /// A pager's pages are one width; the points' gaps are not.
  static func unevenPages(width: Double) -> PlatformNote {
    PlatformNote(
      key: "unevenPages",
      text: "a pager's pages are one width: the points' gaps differ, the code takes the first, "
        + "\(NumberText.forPeopleRounded(width))")
  }
}
