import SpringToolCore
import SpringToolGestures

/// A component from the seed articles (`../shared/seeds/`), as written: what moves (each
/// component with its start, end and the bounds it should stay in, in points), the spring that
/// moves it, and for a switch its geometry and decision rule. Commands take `--scene NAME`
/// instead of retyping the numbers; ``assumptions`` says what the article leaves to the device.
public struct Scene: Sendable {
  /// What kind of component it is.
  public enum Kind: String, Sendable, CaseIterable {
    /// A switch dragged with a `DragGesture`.
    case switchControl = "switch"
    /// A `ToggleStyle` (tapped).
    case toggleStyle = "toggle style"
    /// A card that grows or moves.
    case card
    /// A tab bar's sliding indicator.
    case tabBar = "tab bar"
  }

  /// One animated value.
  public struct Component: Sendable, Hashable {
    /// Its name (`x`, `width`, `knob`, …).
    public let name: String
    /// Where it starts and ends, points (or degrees, or 0…1 for opacity).
    public let from: Double, to: Double
    /// Where it must stay to look right (the knob inside its track), if anywhere.
    public let bounds: ClosedRange<Double>?

    /// A component `name` moving from `from` to `to` in points, kept within `bounds` when given.
    ///
    /// - Parameters:
    ///   - name: The component's name (`x`, `width`, …).
    ///   - from: The start, in points.
    ///   - to: The end, in points.
    ///   - bounds: The range it must stay within (a track's ends), or nil.
    public init(_ name: String, from: Double, to: Double, bounds: ClosedRange<Double>? = nil) {
      (self.name, self.from, self.to, self.bounds) = (name, from, to, bounds)
    }
  }

  /// A cross-fade running beside the spring (`.transition(.opacity.animation(…))`).
  public struct Fade: Sendable, Hashable {
    /// The easing's name (as `--easing` takes it) and duration, seconds.
    public let easing: String, duration: Double
  }

  /// The name commands take (`--scene hero-card`).
  public let name: String
  /// What kind of component it is.
  public let kind: Kind
  /// A one-line description.
  public let title: String
  /// The seed file and the type in it.
  public let source: String
  /// The spring of the main transition.
  public let spring: SpringSpecification
  /// The spring of the way back, when the article uses another one.
  public let returnSpring: SpringSpecification?
  /// What moves.
  public let components: [Component]
  /// A cross-fade beside the spring.
  public let fade: Fade?
  /// A switch's geometry and decision rule (switch and toggle-style scenes).
  public let switchGeometry: SwitchGeometry?
  /// The decision rule of a switch scene.
  public let switchPolicy: SwitchPolicy?
  /// What the article does not fix and the scene assumes.
  public let assumptions: [String]

  /// The drag model of a switch scene: its policy's defaults with the scene's geometry and spring.
  public var switchModel: SwitchDragModel? {
    guard let switchGeometry else { return nil }
    var model = SwitchDragModel(policy: switchPolicy ?? .projected, releaseSpring: spring.spring)
    model.geometry = switchGeometry
    return model
  }
}
