/// The knob of a 51 × 31 pt switch, animated by hand the way many apps do it: a spring of a
/// given response and damping ratio, stepped with semi-implicit Euler in `substeps` steps per
/// display frame.
public struct KnobAnimator: Sendable {
  /// How far the knob travels, points (a 51 pt track, a 27 pt knob, 2 pt inset each side).
  public static let travel = 20.0

  /// The spring's response (seconds) and damping ratio, as SwiftUI names them.
  public var response: Double, dampingRatio: Double
  /// Display frames per second, and integration steps per frame.
  public var framesPerSecond: Double, substeps: Int

  public init(response: Double = 0.4, dampingRatio: Double = 0.8, framesPerSecond: Double = 60, substeps: Int = 8) {
    self.response = response
    self.dampingRatio = dampingRatio
    self.framesPerSecond = framesPerSecond
    self.substeps = substeps
  }

  /// The knob's position at each frame from 0 (off) to `travel` (on), for `frames` frames.
  public func positions(frames: Int) -> [Double] {
    let omega = 2 * Double.pi / response, dt = 1 / (framesPerSecond * Double(substeps))
    var x = 0.0, v = 0.0
    var out = [x]
    for _ in 1..<frames {
      for _ in 0..<substeps {
        let a = -omega * omega * (x - Self.travel) - 2 * dampingRatio * omega * v
        v += a * dt
        x += v * dt
      }
      out.append(x)
    }
    return out
  }
}

/// The label's fade when the switch turns on: ease-out over 0.2 s.
public func fadeOpacity(at t: Double) -> Double {
  let s = min(max(t / 0.2, 0), 1)
  return 1 - (1 - s) * (1 - s)
}
