import SpringToolCore
import SpringToolPlatforms

/// `rubber-band`'s inputs, one row each; the defaults are ``RubberBandInput``'s own.
extension RubberBandRequest {
  /// `offset`: the finger's distances past the edge.
  package static let offset = RequestParameter("offset", "X[,X…]", "The finger's distance past the edge, value units", rule: .text)
  /// `dimension`: the view's length along the drag.
  package static let dimension = RequestParameter(
    "dimension", "D", "The view's length along the drag (UIScrollView's bounds, Flutter's viewport), value units (> 0)")
  /// `engine`: one platform's band.
  package static let engine = RequestParameter(
    "engine", "NAME", "One platform: " + RubberBands.all.map(\.info.engine).joined(separator: ", "),
    default: .words("all"), rule: .text)
  /// `coefficient`: UIKit's c.
  package static let coefficient = RequestParameter("coefficient", "C", "uikit: the coefficient c", default: .number(defaults.coefficient))
  /// `elastic`: Motion's dragElastic.
  package static let elastic = RequestParameter("elastic", "E", "motion: dragElastic, 0 to 1", default: .number(defaults.elastic))
  /// `events`: the pointer events Flutter's drag arrives in.
  package static let events = RequestParameter(
    "events", "N", "flutter: the pointer events the drag past the edge arrives in",
    default: .number(Double(defaults.events)), rule: .whole)

  /// The rows, in help's order.
  package static let parameters = [offset, dimension, engine, coefficient, elastic, events]

  /// The input's own defaults.
  static let defaults = RubberBandInput(offset: 0, dimension: 1)
}
