import Foundation

/// Where a flick would carry a value, and how a value resists being dragged past an end:
/// the momentum projection and the rubber band of UIScrollView, as WWDC18 "Designing Fluid
/// Interfaces" describes them (reference/peers.md §8).
public enum Momentum {
  /// UIScrollView's normal deceleration rate (per millisecond).
  public static let normalDecelerationRate = 0.998
  /// UIScrollView's fast deceleration rate.
  public static let fastDecelerationRate = 0.99

  /// The distance a value moving at `velocity` (units per second) travels while decelerating
  /// at `decelerationRate` per millisecond: `(v/1000)·d/(1 − d)`. At 0.998 a flick of 1000 pt/s
  /// travels 499 pt; at 0.99, 99 pt.
  public static func projectedDistance(velocity: Double, decelerationRate d: Double = normalDecelerationRate) -> Double {
    velocity / 1000 * d / (1 - d)
  }

  /// The value where a flick from `value` at `velocity` comes to rest.
  public static func project(_ value: Double, velocity: Double, decelerationRate: Double = normalDecelerationRate) -> Double {
    value + projectedDistance(velocity: velocity, decelerationRate: decelerationRate)
  }

  /// The rubber band: inside `range` the value is unchanged; an overshoot `x` beyond an end
  /// shows as `(1 − 1/(x·c/dimension + 1))·dimension` (slope c at the edge, never more than
  /// `dimension`), c = 0.55.
  public static func rubberBand(_ value: Double, range: ClosedRange<Double>, dimension: Double, c: Double = 0.55) -> Double {
    if range.contains(value) { return value }
    let bound = value > range.upperBound ? range.upperBound : range.lowerBound
    let overshoot = abs(value - bound)
    let shown = (1 - 1 / (overshoot * c / dimension + 1)) * dimension
    return value > range.upperBound ? bound + shown : bound - shown
  }
}

/// Whether a touch becomes a drag: SwiftUI's `DragGesture(minimumDistance:)` starts only once
/// the finger has moved that far; before that the touch is a tap. Inside a vertical scroll
/// view, the scroll view claims a touch that is moving more vertically than horizontally
/// when it reaches the minimum distance, and the drag never starts.
public enum GestureRecognition: String, Sendable {
  case tap
  case drag
  case scroll

  /// Classifies a gesture given as translation samples `(t, dx, dy)`.
  public static func classify(_ samples: [(t: Double, dx: Double, dy: Double)], minimumDistance: Double = 10,
                              inScrollView: Bool = false) -> GestureRecognition {
    for sample in samples where (sample.dx * sample.dx + sample.dy * sample.dy).squareRoot() >= minimumDistance {
      return inScrollView && abs(sample.dy) > abs(sample.dx) ? .scroll : .drag
    }
    return .tap
  }
}
