/// Motion's drag past its constraints (framer-motion `gestures/drag/utils/constraints.ts` @
/// 1b037b0, `applyConstraints` with `defaultElastic` 0.35): the point past a constraint is
/// `mixNumber(edge, point, dragElastic)`, so the content shows `dragElastic·x` past the edge,
/// linear and without limit.
public struct MotionDragElastic: RubberBandModel {
  /// The model.
  public init() {}

  /// Where the rule comes from.
  public let info: RubberBandInfo = .motion

  /// The shown overscroll.
  ///
  /// - Parameter input: The drag past the edge.
  /// - Returns: `elastic·offset`.
  public func shown(_ input: RubberBandInput) -> Double { input.elastic * input.offset }
}
