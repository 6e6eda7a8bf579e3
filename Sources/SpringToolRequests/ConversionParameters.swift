import SpringToolCore
import SpringToolPlatforms

/// `convert`'s and `fit`'s own inputs, and the plots' title and value label, one row each.
extension ConvertRequest {
  /// `duration`: SwiftUI's `Spring(duration:bounce:)` duration, the same number as `response`.
  package static let duration = RequestParameter(
    "duration", "D", "SwiftUI Spring(duration:bounce:)'s duration in seconds: the same as --response D, with --bounce or --damping")
  /// `as`: the platform whose code to write.
  package static let platform = RequestParameter("as", "PLATFORM", Platforms.springCodeTargets.map(\.id).joined(separator: ", "), rule: .text)
}

extension FitRequest {
  /// `as`: the kind of curve to fit.
  package static let kind = RequestParameter(
    "as", "KIND", "spring or bezier", default: .words("the other kind than the source"),
    rule: .choice(Kind.allCases.map(\.rawValue)))
}

extension PlotRequest {
  /// `title`: the plot's title.
  package static let title = RequestParameter("title", "TEXT", "The plot's title", default: .words("the curves"), rule: .text)
  /// `y-label`: the value axis's label.
  package static let valueLabel = RequestParameter("y-label", "TEXT", "The value axis's label, with units", default: .name("value"), rule: .text)
}
