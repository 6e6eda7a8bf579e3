import SpringToolCore
import _SpringToolSupport

/// The animation a state change gives one property, as the component's code decides it: the
/// transaction's (`withAnimation`, `.animation(_:value:)`), a transition's own
/// (`.transition(.opacity.animation(…))`), or none (`.animation(.none, value:)`).
public enum SceneAnimation: Sendable, Hashable, CustomStringConvertible {
  /// A spring, as the code writes it (`spring(response:dampingFraction:)`, `.spring()`).
  case spring(SpringSpecification, code: String)
  /// A timing curve: the curve as `--easing` takes it and its duration, seconds.
  case easing(String, duration: Double, code: String)
  /// No animation: the property jumps at the state change.
  case none(code: String)

  /// The code that sets it (`withAnimation(.spring(response: 0.4, dampingFraction: 0.8))`).
  public var code: String {
    switch self {
    case .spring(_, let code), .easing(_, _, let code), .none(let code): code
    }
  }

  /// The spring, for a spring animation.
  public var spring: SpringSpecification? {
    if case .spring(let s, _) = self { return s }
    return nil
  }

  /// `spring(response 0.4, ζ 0.8)`, `ease-in-out 0.2 s` or `none`.
  public var description: String {
    switch self {
    case .spring(let s, _): "spring(response \(NumberText.forPeople(s.response)), ζ \(NumberText.forPeople(s.dampingRatio)))"
    case .easing(let curve, let duration, _): "\(curve) \(NumberText.forPeople(duration)) s"
    case .none: "none"
    }
  }
}

/// A property of a view that a state change can animate, with its unit.
public enum SceneProperty: String, Sendable, Hashable, CaseIterable {
  /// Horizontal position (the frame's centre, or an `.offset(x:)`), points.
  case x
  /// Vertical position, points.
  case y
  /// Frame width, points.
  case width
  /// Frame height, points.
  case height
  /// `.rotationEffect`, degrees.
  case rotation
  /// A scale factor (`.scale` transitions), 1 is natural size.
  case scale
  /// Opacity, 0…1 (transitions, `.opacity(_:)`, a fill's alpha).
  case opacity
  /// A colour, as the fraction of the way from the first colour to the second, 0…1.
  case color
  /// A text's content, as the fraction of the cross-fade from the first string to the second, 0…1.
  case text

  /// The unit reports print (`pt`, `°`, or empty for a fraction).
  public var unit: String {
    switch self {
    case .x, .y, .width, .height: "pt"
    case .rotation: "°"
    case .scale, .opacity, .color, .text: ""
    }
  }

  /// Whether it is geometry a spring moves (position, size, rotation, scale), rather than a fade or a mix.
  public var isGeometry: Bool {
    switch self {
    case .x, .y, .width, .height, .rotation, .scale: true
    case .opacity, .color, .text: false
    }
  }
}

/// One animated property of one view in a scene: which view (as the code writes it), which
/// property, where it starts and ends in the property's unit, the animation that moves it and why.
public struct SceneTrack: Sendable, Hashable {
  /// A short name, unique in its scene, for columns and `morph --names` (`knob`, `width`, `arrow`).
  public let key: String
  /// The view, as the code writes it (`Circle() (knob)`, `RoundedRectangle(cornerRadius: 8)`).
  public let view: String
  /// The property.
  public let property: SceneProperty
  /// Start and end, in the property's unit.
  public let from: Double, to: Double
  /// What the ends are for colours and texts (`gray` → `green`); nil for numbers.
  public let labels: (from: String, to: String)?
  /// The animation.
  public let animation: SceneAnimation
  /// Why the track moves this way (`transition .opacity: removed`, `matchedGeometryEffect: shared frame`).
  public let reason: String

  /// A track.
  ///
  /// - Parameters:
  ///   - key: A short name, unique in its scene.
  ///   - view: The view, as the code writes it.
  ///   - property: The property.
  ///   - from: The start, in the property's unit.
  ///   - to: The end, in the property's unit.
  ///   - labels: The two colours or strings of a colour or text track.
  ///   - animation: The animation the code gives it.
  ///   - reason: Why it moves this way, in a few words.
  public init(
    _ key: String, _ view: String, _ property: SceneProperty, from: Double, to: Double, labels: (String, String)? = nil,
    animation: SceneAnimation, reason: String
  ) {
    (self.key, self.view, self.property, self.from, self.to, self.animation, self.reason) =
      (key, view, property, from, to, animation, reason)
    self.labels = labels.map { (from: $0.0, to: $0.1) }
  }

  /// The same track played the other way (the opposite state change).
  public var reversed: SceneTrack {
    SceneTrack(key, view, property, from: to, to: from, labels: labels.map { ($0.to, $0.from) }, animation: animation, reason: reason)
  }

  /// Tracks are equal when their view, property, ends, labels, animation and reason are.
  public static func == (a: SceneTrack, b: SceneTrack) -> Bool {
    a.key == b.key && a.view == b.view && a.property == b.property && a.from == b.from && a.to == b.to && a.labels?.from == b.labels?.from
      && a.labels?.to == b.labels?.to && a.animation == b.animation && a.reason == b.reason
  }

  /// Hashes the view, property and ends.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(view)
    hasher.combine(property)
    hasher.combine(from)
    hasher.combine(to)
  }
}
