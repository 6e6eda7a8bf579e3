import Foundation

/// Flutter's `BouncingScrollPhysics.applyPhysicsToUserOffset` (scroll_physics.dart @ 000a6d6), the
/// iOS-style overscroll of a drag: each pointer event's delta past the edge is scaled by
/// `frictionFactor(o/viewport) = 0.52·(1 − o/viewport)²` of the overscroll `o` already shown
/// (`_applyFriction`: a delta beyond `o/γ` moves `o` plus the rest in full). The event that
/// leaves the edge is not out of range yet and moves in full. The drag is `--events` equal deltas.
public struct FlutterRubberBand: RubberBandModel {
  /// The model.
  public init() {}

  /// Where the rule comes from.
  public let info: RubberBandInfo = .flutter

  /// The shown overscroll after the drag's events.
  ///
  /// - Parameter input: The drag past the edge (`events` ≥ 1 equal deltas; `dimension` the viewport).
  /// - Returns: The overscroll, with the sign of the offset.
  public func shown(_ input: RubberBandInput) -> Double {
    let events = max(input.events, 1), delta = abs(input.offset) / Double(events)
    guard delta > 0 else { return 0 }
    var overscroll = 0.0
    for _ in 0..<events {
      // Not out of range: the delta passes whole.
      guard overscroll > 0 else {
        overscroll += delta
        continue
      }
      let gamma = pow(1 - overscroll / input.dimension, 2) * 0.52
      let limit = overscroll / gamma
      overscroll += delta < limit ? delta * gamma : overscroll + (delta - limit)
    }
    return input.offset < 0 ? -overscroll : overscroll
  }
}
