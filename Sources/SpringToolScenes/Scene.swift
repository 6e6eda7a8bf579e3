import SpringToolCore
import SpringToolGestures
import SpringToolPlatforms

/// A component from the seed articles (`../shared/seeds/`) as its code animates it: the views
/// the code writes and, for one state change, every property that changes, under the animation
/// the code gives it (``SceneTrack``). Numbers the code leaves to layout or to the device are
/// ``assumptions`` the user can set (``SceneSettings``); what the code leaves open and cannot be
/// set is in ``notes``. Commands take `--scene NAME`.
public struct Scene: Sendable {
  /// What kind of component it is.
  public enum Kind: String, Sendable, CaseIterable {
    /// A switch dragged with a `DragGesture`.
    case switchControl = "switch"
    /// A `ToggleStyle` (tapped).
    case toggleStyle = "toggle style"
    /// A view that changes form (a card, a shape) through `matchedGeometryEffect`.
    case card
    /// A tab bar's sliding indicator.
    case tabBar = "tab bar"
  }

  /// One value a spring moves, for the commands that animate a scene's geometry with one spring
  /// (`morph`, `preview`, `export`): a geometry track under the scene's ``spring``.
  public struct Component: Sendable, Hashable {
    /// Its name (`x`, `width`, `knob`, …).
    public let name: String
    /// Where it starts and ends, points (or degrees, or a scale factor).
    public let from: Double, to: Double
    /// Where it must stay to look right (the knob inside its track), if anywhere.
    public let bounds: ClosedRange<Double>?
    /// The view property it is (its track's).
    public let property: SceneProperty

    /// A component `name` moving from `from` to `to`, kept within `bounds` when given.
    ///
    /// - Parameters:
    ///   - name: The component's name (`x`, `width`, …).
    ///   - property: The view property it is.
    ///   - from: The start, in the property's unit.
    ///   - to: The end, in the property's unit.
    ///   - bounds: The range it must stay within (a track's ends), or nil.
    public init(_ name: String, _ property: SceneProperty, from: Double, to: Double, bounds: ClosedRange<Double>? = nil) {
      (self.name, self.property, self.from, self.to, self.bounds) = (name, property, from, to, bounds)
    }
  }

  /// The name commands take, the article's struct in kebab case (`content-view`).
  public let name: String
  /// Earlier names, still accepted (`hero-card`).
  public let aliases: [String]
  /// What kind of component it is.
  public let kind: Kind
  /// A one-line description.
  public let title: String
  /// The seed file and the types in it.
  public let source: String
  /// The state change the tracks play, as the code triggers it.
  public let trigger: String
  /// The numbers the code leaves to layout or to the device, as assumed (settable).
  public let assumptions: [SceneAssumption]
  /// What the code leaves open and the scene states without a number to set.
  public let notes: [String]
  /// A switch's geometry (switch and toggle-style scenes).
  public let switchGeometry: SwitchGeometry?
  /// The decision rule of a dragged switch.
  public let switchPolicy: SwitchPolicy?
  /// The settings the scene is read with when none are given (``with(_:)`` sets them).
  public private(set) var settings = SceneSettings()
  /// Where a component must stay, by its name.
  let bounds: [String: ClosedRange<Double>]
  let makeTracks: @Sendable (SceneLayout) -> [SceneTrack]
  let makeDrawing: @Sendable (SceneLayout) -> SceneDrawing

  init(
    name: String, aliases: [String] = [], kind: Kind, title: String, source: String, trigger: String,
    assumptions: [SceneAssumption] = [], notes: [String] = [], switchGeometry: SwitchGeometry? = nil,
    switchPolicy: SwitchPolicy? = nil, bounds: [String: ClosedRange<Double>] = [:],
    drawing: @escaping @Sendable (SceneLayout) -> SceneDrawing, tracks: @escaping @Sendable (SceneLayout) -> [SceneTrack]
  ) {
    (self.name, self.aliases, self.kind, self.title, self.source, self.trigger) = (name, aliases, kind, title, source, trigger)
    (self.assumptions, self.notes, self.switchGeometry, self.switchPolicy, self.bounds, self.makeTracks, self.makeDrawing) =
      (assumptions, notes, switchGeometry, switchPolicy, bounds, tracks, drawing)
  }

  /// Every property the state change animates, in the code's order of views.
  ///
  /// - Parameters:
  ///   - settings: The iOS version and any assumption set by the user (nil: the scene's ``settings``).
  ///   - reverse: The opposite state change (every track played back); nil: as the settings say.
  /// - Returns: The tracks.
  public func tracks(_ settings: SceneSettings? = nil, reverse: Bool? = nil) -> [SceneTrack] {
    let settings = settings ?? self.settings
    let forward = makeTracks(SceneLayout(settings: settings, assumptions: assumptions))
    return reverse ?? settings.reverse ? forward.map(\.reversed) : forward
  }

  /// The component's views as a preview draws them, laid out with the scene's ``settings``; every
  /// track's key is bound to the view (or views) it moves.
  public var drawing: SceneDrawing { makeDrawing(SceneLayout(settings: settings, assumptions: assumptions)) }

  /// The scene read with other settings: its tracks, ``spring`` and ``components`` follow them.
  ///
  /// - Parameter settings: The iOS version and the assumptions set.
  /// - Returns: The scene with those settings.
  public func with(_ settings: SceneSettings) -> Scene {
    var copy = self
    copy.settings = settings
    return copy
  }

  /// The keys ``SceneSettings/values`` may set for this scene.
  public var assumptionKeys: [String] { assumptions.map(\.key) }

  /// The scene's main spring: the spring of its first geometry track (else of its first spring
  /// track), with the scene's ``settings``; SwiftUI's Spring() when nothing springs.
  public var spring: SpringSpecification {
    let all = tracks()
    return (all.first { $0.property.isGeometry && $0.animation.spring != nil } ?? all.first { $0.animation.spring != nil })?
      .animation.spring ?? SpringPreset.smooth.specification
  }

  /// Whether any track that moves rides a spring (a scene of fades and timing curves does not,
  /// and its ``spring`` is then only SwiftUI's default, not the code's).
  public var springs: Bool { tracks().contains { $0.from != $0.to && $0.animation.spring != nil } }

  /// The spring of the way back when it differs from ``spring`` (none of the articles' components does).
  public var returnSpring: SpringSpecification? {
    let back = tracks(reverse: true).first { $0.property.isGeometry && $0.animation.spring != nil }?.animation.spring
    return back == spring ? nil : back
  }

  /// The geometry the main spring moves (with the scene's ``settings``), as one-spring components.
  public var components: [Component] {
    let main = spring
    return tracks().filter { $0.property.isGeometry && $0.animation.spring == main && $0.from != $0.to }
      .map { Component($0.key, $0.property, from: $0.from, to: $0.to, bounds: bounds[$0.key]) }
  }

  /// What the main spring moves, for exported code: its geometry tracks (``components``) and the
  /// opacities it fades (a cross-fade in the moving frame), in the code's order.
  public var springTracks: [SceneTrack] {
    let main = spring
    return tracks().filter { $0.animation.spring == main && $0.from != $0.to && ($0.property.isGeometry || $0.property == .opacity) }
  }

  /// Whether the state change moves one value on one spring: a single ``components`` entry, and
  /// every other track that moves rides the same spring (a switch's knob and its track's colour).
  /// Such a scene is that value to the one-curve commands; any other is a set of tracks.
  public var ridesOneValue: Bool {
    components.count == 1 && !tracks().contains { $0.from != $0.to && $0.animation.spring != spring }
  }

  /// The spring a drag of this switch releases on, as its `DragGesture().onEnded` writes it
  /// (``Scenes/dragReleaseSprings``), else the scene's ``spring``. `CustomSwitch.accessible()`
  /// taps on `.spring()` but leaves the drag as written: it releases on spring(0.25, 0.7).
  public var dragReleaseSpring: Spring { Scenes.dragReleaseSprings[name] ?? spring.spring }

  /// The drag model of a switch scene: its policy's defaults with the scene's geometry and release spring.
  public var switchModel: SwitchDragModel? {
    guard let switchGeometry else { return nil }
    var model = SwitchDragModel(policy: switchPolicy ?? .projected, releaseSpring: dragReleaseSpring)
    model.geometry = switchGeometry
    return model
  }
}
