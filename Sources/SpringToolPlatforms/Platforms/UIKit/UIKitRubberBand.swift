import SpringToolCore

/// UIScrollView's rubber band as WWDC18 "Designing Fluid Interfaces" gives it (no source is
/// public): a finger `x` past the edge shows the content `(1 − 1/(x·c/d + 1))·d` past it, with
/// `d` the scroll view's length and c = 0.55; slope c at the edge, never reaching d.
public struct UIKitRubberBand: RubberBandModel {
  /// The model.
  public init() {}

  /// Where the rule comes from.
  public let info: RubberBandInfo = .uikit

  /// The shown overscroll.
  ///
  /// - Parameter input: The drag past the edge.
  /// - Returns: `(1 − 1/(|x|·c/d + 1))·d` with the sign of x.
  public func shown(_ input: RubberBandInput) -> Double {
    RubberBand.apply(input.offset, range: 0...0, dimension: input.dimension, c: input.coefficient)
  }
}
