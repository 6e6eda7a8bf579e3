/// Whether a touch becomes a drag: SwiftUI's `DragGesture(minimumDistance:)` starts only once
/// the finger has moved that far; before that the touch is a tap. Inside a vertical scroll
/// view, the scroll view claims a touch that is moving more vertically than horizontally
/// when it reaches the minimum distance, and the drag never starts.
public enum GestureRecognition: String, Sendable {
  /// The touch moved less than the minimum distance.
  case tap
  /// The drag was recognised.
  case drag
  /// A scroll view took the touch (it moved more vertically).
  case scroll

  /// Classifies a gesture given as translation samples `(t, dx, dy)`.
  ///
  /// - Parameters:
  ///   - samples: The touch's samples in time order: time (seconds) and horizontal and vertical translation (points).
  ///   - minimumDistance: DragGesture's minimum distance, in points (measured in 2-D).
  ///   - inScrollView: Whether the control sits in a vertical scroll view, which takes mostly vertical touches.
  /// - Returns: A tap, a horizontal drag, or a touch the scroll view takes.
  public static func classify(
    _ samples: [(t: Double, dx: Double, dy: Double)], minimumDistance: Double = 10,
    inScrollView: Bool = false
  ) -> GestureRecognition {
    for sample in samples where (sample.dx * sample.dx + sample.dy * sample.dy).squareRoot() >= minimumDistance {
      return inScrollView && abs(sample.dy) > abs(sample.dx) ? .scroll : .drag
    }
    return .tap
  }
}
