import SpringToolCore

/// The geometry of a custom switch: a knob sliding in a track (points). Knob positions are
/// measured from the knob's left rest position: 0 is off, ``travel`` is on; a knob dragged out of
/// the track has a position below 0 or above the travel.
public struct SwitchGeometry: Sendable, Hashable {
  /// Track width and height, knob diameter, points.
  public var trackWidth: Double, trackHeight: Double, knob: Double
  /// Inset of the knob from the track's ends.
  public var padding: Double

  /// A geometry; `padding` defaults to `(trackHeight − knob)/2` (the knob centred vertically).
  ///
  /// - Parameters:
  ///   - trackWidth: The track's width, in points.
  ///   - trackHeight: The track's height, in points.
  ///   - knob: The knob's diameter, in points.
  ///   - padding: The knob's inset from the track's ends, in points (nil: (trackHeight − knob)/2).
  public init(trackWidth: Double = 70, trackHeight: Double = 36, knob: Double = 30, padding: Double? = nil) {
    self.trackWidth = trackWidth
    self.trackHeight = trackHeight
    self.knob = knob
    self.padding = padding ?? (trackHeight - knob) / 2
  }

  /// springtool's careful switch: 70×36, knob 30, 3 pt in from the ends (it travels 34 pt).
  public static let careful = SwitchGeometry()
  /// The article's `CustomSwitch`: 70×36, knob 30, no padding: `maxOffset = (70 − 30)/2 = 20`
  /// from the centre, so the knob travels 40 pt.
  public static let published = SwitchGeometry(trackWidth: 70, trackHeight: 36, knob: 30, padding: 0)

  /// How far the knob travels from off to on: `trackWidth − knob − 2·padding`.
  public var travel: Double { trackWidth - knob - 2 * padding }

  /// Checks the geometry can hold a knob that moves.
  ///
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  public func validate() throws(SpringError) {
    for (name, value) in [("track width", trackWidth), ("track height", trackHeight), ("knob", knob)]
    where !(value.isFinite && value > 0) {
      throw SpringError(parameter: name, value: value, rule: "must be greater than 0")
    }
    guard padding.isFinite && padding >= 0 else {
      throw SpringError(parameter: "padding", value: padding, rule: "must not be negative")
    }
    guard travel > 0 && travel.isFinite else {
      throw SpringError(parameter: "track width", value: trackWidth, rule: "must exceed the knob plus twice the padding")
    }
  }
}
