import SpringToolGestures

/// How a preview draws a scene's component: its views where the article's layout places them (in
/// points, origin at the top-left of the component's area), in drawing order, each with the tracks
/// that animate it. The drawing is the start state; the tracks move it.
public struct SceneDrawing: Sendable {
  /// The area drawn, points.
  public let width: Double, height: Double
  /// The views, back to front.
  public let views: [SceneView]

  /// A drawing of `width` × `height` points with `views` back to front.
  ///
  /// - Parameters:
  ///   - width: The area's width, points (> 0).
  ///   - height: The area's height, points (> 0).
  ///   - views: The views, back to front.
  public init(width: Double, height: Double, views: [SceneView]) {
    (self.width, self.height, self.views) = (width, height, views)
  }

  /// The view a colour track colours (the first bound to it), when it has two colours to go between.
  ///
  /// - Parameter track: The colour track's key.
  /// - Returns: The view, or nil.
  public func colorView(for track: String) -> SceneView? {
    views.first { $0.fillTo != nil && $0.bindings.contains { $0.property == .color && $0.track == track } }
  }
}

/// One drawn view: its shape, frame (centre and size, points), fill, opacity, and which tracks
/// move which of its properties.
public struct SceneView: Sendable {
  /// What is drawn in the frame.
  public enum Shape: Sendable, Hashable {
    /// `RoundedRectangle(cornerRadius:)` (0: a rectangle).
    case roundedRectangle(cornerRadius: Double)
    /// `Capsule()`.
    case capsule
    /// `Circle()`, of the frame's smaller side.
    case circle
    /// A `Text` of `size` points; with a `to` string, a text track cross-fades from one to the other.
    case text(String, to: String? = nil, size: Double = 17)
    /// `Image(systemName: "arrow.triangle.2.circlepath")`, drawn in the frame.
    case arrowIcon
  }

  /// A property of the view a track moves: the view's property is `offset + value`, where value
  /// is the track's (a knob's x is its track value from the left rest plus the rest's centre).
  public struct Binding: Sendable, Hashable {
    /// The property drawn.
    public let property: SceneProperty
    /// The track's key in its scene.
    public let track: String
    /// Added to the track's value, in the property's unit.
    public let offset: Double
  }

  /// A short id, unique in the drawing (`knob`, `card-small`).
  public let id: String
  /// What is drawn.
  public let shape: Shape
  /// The frame's centre and size, points, at the start.
  public let x: Double, y: Double, width: Double, height: Double
  /// The fill (CSS colour); two stops for a leading-to-trailing gradient.
  public let fill: [String]
  /// The fill at the end of a colour track (same count as ``fill``), if one animates it.
  public let fillTo: [String]?
  /// The opacity at the start, 0…1 (an opacity track replaces it).
  public let opacity: Double
  /// Where a scale or rotation is applied about (points); nil: the frame's centre.
  public let pivot: (x: Double, y: Double)?
  /// The tracks that move it.
  public let bindings: [Binding]

  /// A view.
  ///
  /// - Parameters:
  ///   - id: A short id, unique in the drawing.
  ///   - shape: What is drawn.
  ///   - x: The frame's centre, points from the left.
  ///   - y: The frame's centre, points from the top.
  ///   - width: The frame's width, points.
  ///   - height: The frame's height, points.
  ///   - fill: The fill colour or two gradient stops (CSS colours).
  ///   - fillTo: The fill at the end of a colour track, if any.
  ///   - opacity: The opacity at the start.
  ///   - pivot: Where scale and rotation apply about (nil: the centre).
  ///   - bindings: (property, track key, offset) for each animated property.
  public init(
    _ id: String, _ shape: Shape, x: Double, y: Double, width: Double, height: Double, fill: [String], fillTo: [String]? = nil,
    opacity: Double = 1, pivot: (x: Double, y: Double)? = nil, _ bindings: [(SceneProperty, String, Double)] = []
  ) {
    (self.id, self.shape, self.x, self.y, self.width, self.height) = (id, shape, x, y, width, height)
    (self.fill, self.fillTo, self.opacity, self.pivot) = (fill, fillTo, opacity, pivot)
    self.bindings = bindings.map { Binding(property: $0.0, track: $0.1, offset: $0.2) }
  }
}

/// The colours the articles name, as iOS draws them in the light appearance (Apple's Human
/// Interface Guidelines, "Color": system colours, default light values).
enum SystemColor {
  static let blue = "#007aff", green = "#34c759", gray = "#8e8e93", red = "#ff3b30", orange = "#ff9500", purple = "#af52de"
  static let systemGray4 = "#d1d1d6", systemGray5 = "#e5e5ea", primary = "#000000", white = "#ffffff"
  /// The colours a scene drawn in either appearance uses (QuantumToggleStyle's `dark` setting).
  struct Appearance {
    let primary: String, blue: String, green: String, red: String, orange: String, purple: String
    /// A `SwitchToggleStyle` track when off (systemGray5 light, systemGray4 dark as UISwitch draws it).
    let switchOff: String
  }
  /// The light appearance's system colours.
  static let light = Appearance(primary: primary, blue: blue, green: green, red: red, orange: orange, purple: purple, switchOff: systemGray5)
  /// The dark appearance's (Human Interface Guidelines, "Color", default dark values).
  static let dark = Appearance(
    primary: "#ffffff", blue: "#0a84ff", green: "#30d158", red: "#ff453a", orange: "#ff9f0a",
    purple: "#bf5af2", switchOff: "#3a3a3c")

  /// A colour at `opacity` (`Color.orange.opacity(0.3)`).
  static func opacity(_ hex: String, _ opacity: Double) -> String {
    let v = Int(hex.dropFirst(), radix: 16) ?? 0
    return "rgba(\(v >> 16 & 255),\(v >> 8 & 255),\(v & 255),\(opacity))"
  }
}

extension SceneDrawing {
  /// A switch drawn as its code draws it: a track of `geometry`'s size with fully rounded ends,
  /// `off` → `on` under the `track-color` track, and a white knob whose centre is its left rest
  /// plus the `knob` track's value; `below` is drawn under it (SwitchDemo's text).
  ///
  /// - Parameters:
  ///   - geometry: The track and knob sizes, points.
  ///   - off: The track's colour when off (CSS).
  ///   - on: The track's colour when on (CSS).
  ///   - below: Views under the switch, laid out in the same points (the switch is centred 10 pt from the top edge).
  ///   - belowHeight: How much height those views add, points.
  /// - Returns: The drawing.
  public static func switchControl(
    _ geometry: SwitchGeometry, off: String, on: String, below: [SceneView] = [],
    belowHeight: Double = 0
  ) -> SceneDrawing {
    let width = geometry.trackWidth + 30, y = 10 + geometry.trackHeight / 2
    let rest = 15 + geometry.padding + geometry.knob / 2
    return SceneDrawing(
      width: width, height: geometry.trackHeight + 20 + belowHeight,
      views: [
        SceneView(
          "track", .roundedRectangle(cornerRadius: geometry.trackHeight / 2), x: width / 2, y: y, width: geometry.trackWidth,
          height: geometry.trackHeight, fill: [off], fillTo: [on], [(.color, "track-color", 0)]),
        SceneView("knob", .circle, x: rest, y: y, width: geometry.knob, height: geometry.knob, fill: [SystemColor.white], [(.x, "knob", rest)]),
      ] + below)
  }
}
