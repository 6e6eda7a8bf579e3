/// UIScrollView's rubber band, as WWDC18 "Designing Fluid Interfaces" gives it (and Wave's
/// `rubberband(value:range:interval:c:)` computes it): inside `range` a value is unchanged; an
/// overshoot `x` beyond an end shows as
///
///     (1 − 1/(x·c/d + 1))·d
///
/// past that end: slope `c` at the edge, approaching but never exceeding `d` (the dimension).
/// Used by the drag model (a knob dragged past its track) and by Wave (which bands its damping
/// coefficient into 0…60 with d = 15).
public enum RubberBand {
  /// UIScrollView's coefficient.
  public static let coefficient = 0.55

  /// The banded value. `dimension` > 0; `c` defaults to ``coefficient``.
  ///
  /// - Parameters:
  ///   - value: The unbanded value, in points.
  ///   - range: The range the value may move in freely.
  ///   - d: The dimension the band is measured against (the track's length), in points (> 0).
  ///   - c: The band's coefficient (UIScrollView's 0.55).
  public static func apply(_ value: Double, range: ClosedRange<Double>, dimension d: Double, c: Double = coefficient) -> Double {
    if range.contains(value) { return value }
    if value > range.upperBound {
      let x = value - range.upperBound
      return range.upperBound + (1.0 - (1.0 / ((x * c / d) + 1.0))) * d
    }
    let x = range.lowerBound - value
    return range.lowerBound - (1.0 - (1.0 / ((x * c / d) + 1.0))) * d
  }
}
