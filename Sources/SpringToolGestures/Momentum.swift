import Foundation

/// Where a flick would carry a value: UIScrollView's momentum projection, as WWDC18 "Designing
/// Fluid Interfaces" describes it (the rubber band past an end is ``RubberBand``).
public enum Momentum {
  /// UIScrollView's normal deceleration rate (per millisecond).
  public static let normalDecelerationRate = 0.998
  /// UIScrollView's fast deceleration rate.
  public static let fastDecelerationRate = 0.99

  /// A deceleration rate by name: `normal` (0.998), `fast` (0.99), or a rate per millisecond
  /// in (0, 1) as a number; nil for anything else.
  /// - Parameter text: The name or number (case is ignored).
  public static func decelerationRate(named text: String) -> Double? {
    switch text.lowercased() {
    case "normal": normalDecelerationRate
    case "fast": fastDecelerationRate
    default: Double(text).flatMap { $0 > 0 && $0 < 1 ? $0 : nil }
    }
  }

  /// The distance a value moving at `velocity` (units per second) travels while decelerating
  /// at `decelerationRate` per millisecond: `(v/1000)·d/(1 − d)`. At 0.998 a flick of 1000 pt/s
  /// travels 499 pt; at 0.99, 99 pt.
  ///
  /// - Parameters:
  ///   - velocity: The velocity, in value units per second.
  ///   - d: The deceleration rate per millisecond (UIScrollView's: 0.998 normal, 0.99 fast).
  public static func projectedDistance(velocity: Double, decelerationRate d: Double = normalDecelerationRate) -> Double {
    velocity / 1000 * d / (1 - d)
  }

  /// The value where a flick from `value` at `velocity` comes to rest.
  ///
  /// - Parameters:
  ///   - value: Where the flick starts, in points.
  ///   - velocity: The velocity, in value units per second.
  ///   - decelerationRate: The deceleration rate per millisecond (UIScrollView's: 0.998 normal, 0.99 fast).
  public static func project(_ value: Double, velocity: Double, decelerationRate: Double = normalDecelerationRate) -> Double {
    value + projectedDistance(velocity: velocity, decelerationRate: decelerationRate)
  }
}
