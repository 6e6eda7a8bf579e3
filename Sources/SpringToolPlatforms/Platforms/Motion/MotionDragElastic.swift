/// Motion's drag past its constraints (framer-motion `gestures/drag/utils/constraints.ts` @
/// 1b037b0, `applyConstraints` with `defaultElastic` 0.35): the point past a constraint is
/// `mixNumber(edge, point, dragElastic)`, so the content shows `dragElastic·x` past the edge,
/// linear and without limit.
public struct MotionDragElastic: RubberBandModel {
  /// The model.
  public init() {}

  /// Where the rule comes from.
  public let info = RubberBandInfo(
    engine: "motion", api: "<motion.div drag dragConstraints={…} dragElastic={e}>", rule: "e·x, e = --elastic (0.35)",
    upstream: "motiondivision/motion", files: ["packages/framer-motion/src/gestures/drag/utils/constraints.ts @ 1b037b0"],
    version: "motion v13.1.1")

  /// The shown overscroll.
  ///
  /// - Parameter input: The drag past the edge.
  /// - Returns: `elastic·offset`.
  public func shown(_ input: RubberBandInput) -> Double { input.elastic * input.offset }
}
