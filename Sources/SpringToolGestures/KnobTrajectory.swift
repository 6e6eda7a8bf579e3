import SpringToolCore

/// The knob's position over time, before and after the finger lifts, with its settle time and
/// how far it goes past its end and past the track.
public struct KnobTrajectory: Sendable {
  /// The switch.
  public let geometry: SwitchGeometry
  /// When the finger lifts.
  public let releaseTime: Double
  /// Before release, with direct following: position and velocity at t; nil when `motion` covers it.
  let drag: (@Sendable (Double) -> (Double, Double))?
  /// The spring motion (from t = `motionStart`).
  public let motion: PiecewiseMotion
  /// When `motion` starts, seconds from the touch.
  public let motionStart: Double
  /// Where the knob comes to rest (0 or the travel).
  public let end: Double
  /// The lowest and highest positions the finger drew the knob at (direct following).
  var dragRange: (Double, Double)?

  init(
    geometry: SwitchGeometry, releaseTime: Double, drag: (@Sendable (Double) -> (Double, Double))?, motion: PiecewiseMotion,
    motionStart: Double, end: Double, dragRange: (Double, Double)? = nil
  ) {
    (self.geometry, self.releaseTime, self.drag, self.motion, self.motionStart, self.end, self.dragRange) =
      (geometry, releaseTime, drag, motion, motionStart, end, dragRange)
  }

  /// Position (points), velocity (points per second) and whether the finger is still down.
  ///
  /// - Parameter t: The time since the touch began, in seconds.
  /// - Returns: Position (points), velocity (points per second) and whether the finger is still down.
  public func state(at t: Double) -> (position: Double, velocity: Double, dragging: Bool) {
    if let drag, t < releaseTime {
      let (x, v) = drag(t)
      return (x, v, true)
    }
    let s = motion.state(at: max(t - motionStart, 0))
    return (s.value, s.velocity, t < releaseTime)
  }

  /// The settling band: ±0.1 % of the travel.
  public var band: Double { SettlingBand.defaultEpsilon * geometry.travel }

  /// When the knob last leaves ±0.1 % of the travel around its end, seconds from the touch
  /// (exact: the closed form's last exit); `.infinity` for an undamped release spring.
  public var settleTime: Double { motionStart + motion.settlingTime(band: band) }

  /// Figures of the motion, in points.
  public struct Figures: Sendable, Hashable {
    /// The exact settle time from the touch, seconds (nil: never).
    public let settleTime: Double?
    /// The largest excursion past the end (toward where it came from… past it), points, and when.
    public let overshoot: Double, overshootTime: Double?
    /// `overshoot` as a fraction of the switch's travel.
    public let overshootFraction: Double
    /// How far the knob goes beyond its rest positions (below 0 or beyond the travel) at most, points (≥ 0).
    public let pastTrack: Double
    /// How close the knob's edge comes to the track's edge, points: the padding at rest, less
    /// what it goes past; negative when the knob sticks out of the track.
    public let edgeClearance: Double
    /// The knob's velocity as the release spring takes it, points per second.
    public let releaseVelocity: Double
    /// The start and end positions.
    public let start: Double, end: Double
  }

  /// The figures: exact settling, the spring's overshoot past the end (refined scan), and the
  /// largest distance outside the track over the drag and the spring.
  public func figures() -> Figures {
    let settle = settleTime
    let figures = try? motion.figures(epsilon: SettlingBand.defaultEpsilon)
    let start = motion.from
    let peak = figures?.peakOvershoot
    // The spring's lowest and highest positions: its start, its end, and the extrema the scan found.
    var low = min(start, end), high = max(start, end)
    if let peak { low = min(low, peak.value); high = max(high, peak.value) }
    if let (a, b) = dragRange { low = min(low, a); high = max(high, b) }
    let past = max(0, -low, high - geometry.travel)
    return Figures(
      settleTime: settle.isFinite ? settle : nil, overshoot: peak?.distance ?? 0,
      overshootTime: peak.map { $0.time + motionStart }, overshootFraction: (peak?.distance ?? 0) / geometry.travel,
      pastTrack: past,
      edgeClearance: geometry.padding + min(low, geometry.travel - high),
      releaseVelocity: state(at: releaseTime).velocity, start: motion.from, end: end)
  }
}
