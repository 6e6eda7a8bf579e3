import SpringToolCore
import SpringToolGestures
import SpringToolScenes
import Testing

/// The scenes follow the articles' code in ../shared/seeds/: every expected number here is worked
/// by hand from that code (frames, offsets, paddings, the animation each modifier names), never
/// read from the scene itself.
@Suite("Seed scenes, from the articles' code")
struct SceneTests {
  /// A track by key.
  static func track(_ scene: String, _ key: String, _ settings: SceneSettings = SceneSettings(), reverse: Bool = false) throws
    -> SceneTrack
  {
    let s = try #require(Scenes.named(scene))
    return try #require(s.tracks(settings, reverse: reverse).first { $0.key == key }, "\(scene) has no track \(key)")
  }

  static func spring(_ t: SceneTrack) throws -> (response: Double, zeta: Double) {
    let s = try #require(t.animation.spring, "\(t.key) is not a spring")
    return (s.response, s.dampingRatio)
  }

  @Test("CustomSwitch: 70×36, knob 30, maxOffset (70 − 30)/2 = 20 each side, a 40 pt travel; release spring(0.25, 0.7); track systemGray4 → blue")
  func customSwitch() throws {
    let scene = try #require(Scenes.named("custom-switch"))
    let model = try #require(scene.switchModel)
    #expect(model.geometry.travel == 40 && model.geometry.padding == 0 && model.policy == .published)
    // A release after a drag: onChanged clamps dragOffset to maxOffset = 20, so the knob leaves from
    // min(drag, 20) from the off rest (the default drag of 20 pt reaches the centre) for the on rest at 40.
    let knob = try Self.track("custom-switch", "knob")
    #expect(knob.property == .x && knob.from == 20 && knob.to == 40)
    for (drag, from) in [(12.0, 12.0), (35, 20), (-4, 0)] {
      let dragged = try #require(scene.with(SceneSettings(values: ["drag": drag])).tracks().first { $0.key == "knob" })
      #expect(dragged.from == from && dragged.to == 40, "drag \(drag)")
    }
    let accessible = try #require(Scenes.named("custom-switch-accessible")?.tracks().first { $0.key == "knob" })
    #expect(accessible.from == 0 && accessible.to == 40, "the accessibility action toggles from the rest")
    #expect(try Self.spring(knob) == (0.25, 0.7))
    let fill = try Self.track("custom-switch", "track-color")
    #expect(fill.labels?.from == "systemGray4" && fill.labels?.to == "blue")
    #expect(Scenes.named("published-switch")?.name == "custom-switch")
  }

  @Test("AnimatedToggleStyle: 60×32, knob 26 at offset ±14 → 0…28 from the left rest; spring(0.3, 0.6); gray → green; tap only")
  func animatedToggleStyle() throws {
    let scene = try #require(Scenes.named("Animated-Toggle"))
    #expect(scene.name == "animated-toggle-style" && scene.kind == .toggleStyle)
    let geometry = try #require(scene.switchGeometry)
    #expect(geometry.travel == 28 && geometry.padding == 3)
    // The knob's edge meets the track's edge at offset ±(30 − 13) = ±17, i.e. positions −3 and 31.
    #expect(scene.components.first?.bounds == -3...31)
    let knob = try Self.track("animated-toggle-style", "knob")
    #expect(try knob.from == 0 && knob.to == 28 && Self.spring(knob) == (0.3, 0.6))
    #expect(try Self.track("animated-toggle-style", "track-color").labels?.to == "green")
    #expect(!Scenes.switches.contains { $0.name == "animated-toggle-style" })
  }

  @Test("SwitchDemo: the text's string and colour gray → blue under easeInOut(0.2), the switch on its release spring")
  func switchDemo() throws {
    let color = try Self.track("switch-demo", "text-color")
    guard case .easing(let curve, let duration, _) = color.animation else { Issue.record("not an easing"); return }
    #expect(curve == "ease-in-out" && duration == 0.2 && color.labels?.to == "blue")
    #expect(try Self.spring(Self.track("switch-demo", "knob")) == (0.25, 0.7))
  }

  /// A bare `.spring()`: on an iOS 17+ SDK `spring(duration: 0.5, bounce: 0)` (the labelled
  /// `spring(response:dampingFraction:)` is disfavoured), so response 0.5 and ζ = 1 − 0 = 1; on
  /// an iOS 13–16 SDK the labelled call's defaults 0.55 and 0.825.
  @Test(
    "accessible(): withAnimation(.spring()): spring(duration: 0.5, bounce: 0) = 0.5/1 from the iOS 17 SDK, 0.55/0.825 on iOS 16",
    arguments: [(17, 0.5, 1.0), (18, 0.5, 1.0), (16, 0.55, 0.825), (13, 0.55, 0.825)])
  func accessible(_ ios: Int, _ response: Double, _ zeta: Double) throws {
    let knob = try Self.track("custom-switch-accessible", "knob", SceneSettings(iOS: ios))
    #expect(try Self.spring(knob) == (response, zeta))
  }

  @Test("ContentView: the matched frame 80×80 → 300×400 both ways on spring(0.4, 0.8); r8 and r20 cross-fade; no radius track")
  func contentView() throws {
    let scene = try #require(Scenes.named("hero-card"))
    #expect(scene.name == "content-view")
    let width = try Self.track("content-view", "width"), height = try Self.track("content-view", "height")
    #expect((width.from, width.to, height.from, height.to) == (80, 300, 80, 400))
    #expect(try Self.spring(width) == (0.4, 0.8))
    #expect(scene.returnSpring == nil)  // the same withAnimation toggles both ways
    let back = try Self.track("content-view", "width", reverse: true)
    #expect(try back.from == 300 && back.to == 80 && Self.spring(back) == (0.4, 0.8))
    let small = try Self.track("content-view", "small-opacity"), large = try Self.track("content-view", "large-opacity")
    #expect((small.from, small.to, large.from, large.to) == (1, 0, 0, 1))
    #expect(!scene.tracks().contains { $0.key.contains("radius") })
  }

  @Test("QuantumToggleStyle: the row's frames stay; rows, label colour and container fill fade in easeInOut(0.2); the arrow turns 0 → 180° on spring(0.5, 0.7)")
  func quantumToggleStyle() throws {
    let scene = try #require(Scenes.named("morphing-toggle"))
    #expect(scene.name == "quantum-toggle-style")
    let tracks = scene.tracks()
    // Only the trigger button's geometry moves (its capsule and its icon); the toggle row's frames do not.
    #expect(tracks.filter { [.x, .y, .width, .height].contains($0.property) }.map(\.key) == ["trigger-width", "arrow-x"])
    for key in ["switch-row", "button-row", "label-color", "container-fill"] {
      let t = try Self.track("quantum-toggle-style", key)
      guard case .easing("ease-in-out", 0.2, _) = t.animation else { Issue.record("\(key): \(t.animation)"); continue }
    }
    #expect(try Self.track("quantum-toggle-style", "container-fill").to == 0.1)  // Color.gray.opacity(0.1)
    let arrow = try Self.track("quantum-toggle-style", "arrow")
    #expect(try arrow.property == .rotation && arrow.from == 0 && arrow.to == 180 && Self.spring(arrow) == (0.5, 0.7))
    #expect(scene.components.map(\.name) == ["arrow", "trigger-width", "arrow-x"])
  }

  /// The trigger is HStack { Image; Text } (spacing 8) padded 24 each side: width 56 + icon + title,
  /// centred at 176, so the icon's centre is 176 − width/2 + 24 + icon/2. With the assumed icon 20
  /// and titles 113.7734375 → 125.359375 pt: 189.7734375 → 201.359375, the icon 115.11328125 → 109.3203125.
  @Test(
    "QuantumToggleStyle's trigger capsule widens with the longer title and the arrow moves left, on spring(0.5, 0.7)",
    arguments: [
      ([String: Double](), 189.7734375, 201.359375, 115.11328125, 109.3203125),
      (["title-off-width": 100, "title-on-width": 130, "icon-width": 18], 174, 204, 122, 107),
    ])
  func triggerCapsule(_ set: [String: Double], _ w0: Double, _ w1: Double, _ x0: Double, _ x1: Double) throws {
    let scene = try #require(Scenes.named("quantum-toggle-style")).with(SceneSettings(values: set))
    let width = try #require(scene.tracks().first { $0.key == "trigger-width" })
    let arrow = try #require(scene.tracks().first { $0.key == "arrow-x" })
    #expect((width.from, width.to, arrow.from, arrow.to) == (w0, w1, x0, x1))
    #expect(try Self.spring(width) == (0.5, 0.7) && Self.spring(arrow) == (0.5, 0.7))
    let capsule = try #require(scene.drawing.views.first { $0.id == "trigger" })
    #expect(capsule.width == w0 && capsule.x == 176)
  }

  @Test("QuantumToggleStyle's status text jumps (.animation(.none, value: hackMode)), and only changes while the link is on")
  func statusText() throws {
    let scene = try #require(Scenes.named("quantum-toggle-style"))
    #expect(!scene.tracks().contains { $0.key == "status" })
    let status = try Self.track("quantum-toggle-style", "status", SceneSettings(values: ["weapon-active": 1]))
    guard case .none = status.animation else { Issue.record("\(status.animation)"); return }
    #expect(status.labels?.from == "SYSTEM: SECURE" && status.labels?.to == "SYSTEM: HACKED")
  }

  @Test(
    "ViewSwitchingStrategy: the label moves from the leading edge (16 + 68/2 = 50) to the centre (393/2 = 196.5); the Toggles scale 1 ↔ 0.8 and fade; .spring()"
  )
  func viewSwitchingStrategy() throws {
    let x = try Self.track("view-switching-strategy", "x")
    #expect(try x.from == 50 && x.to == 196.5 && Self.spring(x) == (0.5, 1))
    let wide = try Self.track("view-switching-strategy", "x", SceneSettings(iOS: 16, values: ["screen-width": 430]))
    #expect(try wide.to == 215 && Self.spring(wide) == (0.55, 0.825))
    let out = try Self.track("view-switching-strategy", "switch-scale")
    #expect(out.from == 1 && out.to == 0.8)
  }

  @Test("ConditionalToggleStyle: the style's own @Namespace never matches; both bodies fade and scale 0 ↔ 1 in easeInOut(0.4)")
  func conditionalToggleStyle() throws {
    let scene = try #require(Scenes.named("conditional-toggle-style"))
    #expect(!scene.tracks().contains { [.x, .y, .width, .height].contains($0.property) })
    let scale = try Self.track("conditional-toggle-style", "button-scale")
    #expect(scale.from == 0 && scale.to == 1)
    guard case .easing("ease-in-out", 0.4, _) = scale.animation else { Issue.record("\(scale.animation)"); return }
  }

  @Test(
    "ListView: three adaptive columns of (393 − 32 − 16)/3 = 115 pt; cell i's centre x = 16 + 57.5 + 123·i, y = 66; all three cells fade; .spring()",
    arguments: [(0.0, 73.5), (2.0, 319.5)])
  func listView(_ item: Double, _ x: Double) throws {
    let settings = SceneSettings(values: ["item": item])
    let t = try Self.track("list-view", "x", settings), w = try Self.track("list-view", "width", settings)
    #expect(t.from == x && t.to == 16 + 361 / 2 && w.from == 115 && w.to == 361)
    #expect(try Self.track("list-view", "y", settings).from == 66)
    for i in 0..<3 { #expect(try Self.track("list-view", "cell\(i)-opacity").to == 0) }
    #expect(try Self.spring(t) == (0.5, 1))
  }

  @Test("ShapeToggleView: 120×120 → 200×200 on spring(0.4, 0.8), the rounded square and the circle cross-fade")
  func shapeToggleView() throws {
    let w = try Self.track("shape-toggle-view", "width")
    #expect(try w.from == 120 && w.to == 200 && Self.spring(w) == (0.4, 0.8))
    #expect(try Self.track("shape-toggle-view", "circle-opacity").to == 1)
  }

  @Test(
    "SlidingTabView: four 30-pt tabs 8 apart, centres at −57, −19, 19, 57 from the bar's centre; spring(0.35, 0.75)",
    arguments: [(0.0, 1.0, -57.0, -19.0), (0.0, 3.0, -57.0, 57.0), (2.0, 1.0, 19.0, -19.0)])
  func slidingTabView(_ from: Double, _ to: Double, _ x0: Double, _ x1: Double) throws {
    let t = try Self.track("sliding-tab-view", "indicator", SceneSettings(values: ["from-tab": from, "to-tab": to]))
    #expect(try t.from == x0 && t.to == x1 && Self.spring(t) == (0.35, 0.75))
    #expect(Scenes.named("tab-indicator")?.name == "sliding-tab-view")
  }

  @Test(
    "SharedCardView: the hero card's centre 40 → 16 + 120 = 136 pt down, 120×80 → (393 − 32)×240; the list fades; spring(0.45, 0.85) from the ZStack's .animation(_:value:)"
  )
  func sharedCardView() throws {
    let y = try Self.track("shared-card-view", "y"), w = try Self.track("shared-card-view", "width")
    #expect(y.from == 40 && y.to == 136 && w.from == 120 && w.to == 361)
    #expect(try Self.spring(y) == (0.45, 0.85))
    #expect(try Self.track("shared-card-view", "list-opacity").to == 0)
    #expect(try Self.track("shared-card-view", "width", SceneSettings(values: ["screen-width": 430])).to == 398)
  }

  @Test("every scene is named after its struct, names and aliases are unique, unknown ones are nil")
  func names() {
    let names = Scenes.all.map(\.name) + Scenes.all.flatMap(\.aliases)
    #expect(Set(names).count == names.count)
    for expected in [
      "view-switching-strategy", "conditional-toggle-style", "quantum-toggle-style", "animated-toggle-style",
      "custom-switch", "switch-demo", "content-view", "list-view", "shape-toggle-view", "sliding-tab-view",
      "shared-card-view",
    ] {
      #expect(Scenes.named(expected) != nil, "\(expected)")
    }
    #expect(Scenes.named("castle") == nil)
    #expect(Scenes.switches.map(\.name) == ["custom-switch", "switch-demo", "custom-switch-accessible"])
  }

  @Test("every track's keys are unique in its scene and its numbers finite, both ways")
  func tracksWellFormed() {
    for scene in Scenes.all {
      for reverse in [false, true] {
        let tracks = scene.tracks(reverse: reverse)
        #expect(Set(tracks.map(\.key)).count == tracks.count, "\(scene.name)")
        #expect(tracks.allSatisfy { $0.from.isFinite && $0.to.isFinite }, "\(scene.name)")
      }
    }
  }

  // MARK: - Drawings

  /// Every scene, and the ones whose tracks change with an assumption, read that way too.
  static let drawingCases: [(String, [String: Double])] =
    Scenes.all.map { ($0.name, [:]) } + [
      ("quantum-toggle-style", ["weapon-active": 1]), ("sliding-tab-view", ["from-tab": 3, "to-tab": 0]), ("list-view", ["item": 2]),
    ]

  @Test("every track moves a drawn view, every binding names a track, and view ids are unique", arguments: drawingCases)
  func everyTrackIsDrawn(_ name: String, _ values: [String: Double]) throws {
    let scene = try #require(Scenes.named(name)).with(SceneSettings(values: values))
    let keys = Set(scene.tracks().map(\.key))
    let bound = scene.drawing.views.flatMap { $0.bindings.map(\.track) }
    #expect(keys.subtracting(bound).isEmpty, "tracks not drawn: \(keys.subtracting(bound).sorted())")
    #expect(Set(bound).subtracting(keys).isEmpty, "bindings to no track: \(Set(bound).subtracting(keys).sorted())")
    let ids = scene.drawing.views.map(\.id)
    #expect(Set(ids).count == ids.count)
    // Each binding's property is the track's own (a colour track colours, an x track moves x).
    for view in scene.drawing.views {
      for b in view.bindings {
        let track = try #require(scene.tracks().first { $0.key == b.track })
        #expect(track.property == b.property, "\(view.id) binds \(b.property) to \(b.track), a \(track.property) track")
        if b.property == .color { #expect(view.fillTo?.count == view.fill.count, "\(view.id) has a colour track and no end colour") }
      }
    }
  }

  /// A drawn view by id.
  static func view(_ scene: String, _ id: String, _ values: [String: Double] = [:]) throws -> SceneView {
    let s = try #require(Scenes.named(scene)).with(SceneSettings(values: values))
    return try #require(s.drawing.views.first { $0.id == id }, "\(scene) draws no \(id)")
  }

  @Test(
    "switches: the knob's centre is the track's left end + padding + radius plus the knob track (CustomSwitch 15 + 0 + 15, AnimatedToggleStyle 15 + 3 + 13), colours from the code"
  )
  func switchDrawings() throws {
    for (scene, rest, radius, off, on) in [("custom-switch", 30.0, 15.0, "#d1d1d6", "#007aff"), ("animated-toggle-style", 31, 13, "#8e8e93", "#34c759")] {
      let knob = try Self.view(scene, "knob")
      #expect(knob.x == rest && knob.width == 2 * radius && knob.bindings.first?.offset == rest && knob.bindings.first?.track == "knob")
      let track = try Self.view(scene, "track")
      // The knob's far rest (rest + travel) is one radius inside the track's right end, as at the left.
      let travel = try Self.track(scene, "knob").to
      #expect(rest + travel + radius + (scene == "custom-switch" ? 0 : 3) == track.x + track.width / 2)
      #expect(track.fill == [off] && track.fillTo == [on], "\(scene): Color(.systemGray4)/.gray → .blue/.green, light appearance")
    }
    // SwitchDemo's Text sits 20 pt (the VStack's spacing) under the 36-pt switch.
    let text = try Self.view("switch-demo", "text"), knob = try Self.view("switch-demo", "knob")
    #expect(text.y - text.height / 2 == knob.y + 18 + 20)
  }

  @Test(
    "matched frames are centred where the ZStack centres them and start at the first view's frame",
    arguments: [
      ("content-view", "small", 170.0, 220.0, 80.0, 80.0), ("shape-toggle-view", "square", 120, 120, 120, 120),
      ("shared-card-view", "hero", 196.5, 40, 120, 80),
    ])
  func matchedFrames(_ scene: String, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) throws {
    let v = try Self.view(scene, id)
    #expect((v.x, v.y, v.width, v.height) == (x, y, width, height))
    // The frame's tracks start where the view is drawn.
    for b in v.bindings where b.property.isGeometry {
      let start = try Self.track(scene, b.track).from + b.offset
      let drawn = [SceneProperty.x: v.x, .y: v.y, .width: v.width, .height: v.height][b.property]
      #expect(drawn == start, "\(scene) \(id) \(b.property)")
    }
  }

  @Test("the layout follows --set: SharedCardView centred at 430/2 = 215; ListView's third cell at 16 + 57.5 + 2·123 = 319.5")
  func drawingsFollowSettings() throws {
    #expect(try Self.view("shared-card-view", "hero", ["screen-width": 430]).x == 215)
    #expect(try Self.view("list-view", "cell2").x == 319.5)
    // The tapped third cell stays in its grid place (it only fades); the detail starts from its frame and flies.
    #expect(try !Self.view("list-view", "cell2", ["item": 2]).bindings.contains { $0.track == "x" })
    #expect(try Self.view("list-view", "detail", ["item": 2]).x == 319.5)
    // SlidingTabView's indicator: the bar's centre is 16 + (4·30 + 3·8)/2 = 88.
    #expect(try Self.view("sliding-tab-view", "indicator").bindings.first?.offset == 88)
  }
}
