import SpringToolCore
import SpringToolGestures

/// `001_65fa68a1c59a16e7.txt`: `AnimatedToggleStyle` (tapped), `CustomSwitch` (dragged),
/// `SwitchDemo` (the switch with a text beside it) and `CustomSwitch.accessible()`.
extension Scenes {
  /// `AnimatedToggleStyle`: a 60×32 `RoundedRectangle(cornerRadius: 16)` filled gray or green,
  /// a 26-pt white Circle at `.offset(x: isOn ? 14 : -14)`, tapped under
  /// `withAnimation(.spring(response: 0.3, dampingFraction: 0.6))` (the knob's own
  /// `.animation(_, value: isOn)` is the same spring).
  public static let animatedToggleStyle = Scene(
    name: "animated-toggle-style", aliases: ["animated-toggle"], kind: .toggleStyle,
    title: "AnimatedToggleStyle: 60×32 track gray → green, 26-pt knob offset −14 → 14, tapped",
    source: "001_65fa68a1c59a16e7.txt AnimatedToggleStyle, DemoView",
    trigger: ".onTapGesture { withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { configuration.isOn.toggle() } }",
    notes: [
      "A tap toggles (onTapGesture); there is no drag", "The style draws no label: Toggle(\"开关\")'s text is not shown",
      "The knob's x is measured from its left rest (offset −14), so 0…28; the track's ends are 3 pt beyond",
    ],
    switchGeometry: SwitchGeometry(trackWidth: 60, trackHeight: 32, knob: 26, padding: 3), switchPolicy: .position,
    bounds: ["knob": -3...31],
    drawing: { _ in
      // The ZStack centres the knob in the 60×32 track; offset −14 is the off rest.
      .switchControl(SwitchGeometry(trackWidth: 60, trackHeight: 32, knob: 26, padding: 3), off: SystemColor.gray, on: SystemColor.green)
    }
  ) { _ in
    let spring = SceneAnimation.spring(Scenes.spec(0.3, 0.6), code: "withAnimation(.spring(response: 0.3, dampingFraction: 0.6))")
    return [
      SceneTrack(
        "knob", "Circle() .frame(width: 26, height: 26) .offset(x: isOn ? 14 : -14)", .x, from: 0, to: 28, animation: spring,
        reason: "the offset, in the transaction (and its own .animation(_, value: isOn), the same spring)"),
      SceneTrack(
        "track-color", "RoundedRectangle(cornerRadius: 16) .fill(isOn ? .green : .gray)", .color, from: 0, to: 1,
        labels: ("gray", "green"), animation: spring, reason: "the fill, in the transaction"),
    ]
  }

  static let customSwitchNotes = [
    "The knob's x is measured from its left rest (offset −maxOffset = −20), so 0…40",
    "Color(.systemGray4) is UIKit's systemGray4 (light mode: #D1D1D6)",
  ]

  /// `CustomSwitch`: 70×36, knob 30 (travel 40), dragged; the release sets `isOn` and
  /// `dragOffset = 0` under `withAnimation(.spring(response: 0.25, dampingFraction: 0.7))`.
  public static let customSwitch = customSwitchScene(
    name: "custom-switch", aliases: ["published-switch"],
    title: "CustomSwitch: 70×36, knob 30, dragged; track systemGray4 → blue on the release spring(0.25, 0.7)",
    source: "001_65fa68a1c59a16e7.txt CustomSwitch",
    trigger: "DragGesture().onEnded { withAnimation(.spring(response: 0.25, dampingFraction: 0.7)) { isOn = shouldOn; dragOffset = 0 } }",
    assumptions: [releaseDrag],
    note: "The tracks are the release after a drag from the off rest that turns it on: the knob springs from where the drag "
      + "left it (dragOffset, at most maxOffset = 20: the centre) to the on rest, from rest (the drag set no animated velocity); "
      + "'springtool drag' models the drag itself"
  ) { layout in
    customSwitchTracks(
      .spring(Scenes.spec(0.25, 0.7), code: "withAnimation(.spring(response: 0.25, dampingFraction: 0.7))"),
      knobFrom: releasePosition(layout))
  }

  /// The drag a CustomSwitch release follows: its translation, points.
  static let releaseDrag = SceneAssumption(
    "drag", 20,
    because: "the finger's translation at the release; onChanged clamps dragOffset to ±maxOffset, so a drag of 20 pt "
      + "or more leaves the knob at the centre (20 from the off rest); a DragGesture starts after 10 pt, and only more than 5 "
      + "(maxOffset / 2 against dragOffset + translation) turns it on")

  /// Where the knob is when the finger lifts after `drag` points from the off rest (0…40 from the left rest).
  static func releasePosition(_ layout: SceneLayout) -> Double { min(max(layout["drag"], 0), 20) }

  /// `CustomSwitch.accessible()`: VoiceOver's action toggles under `withAnimation(.spring())`.
  public static let customSwitchAccessible = customSwitchScene(
    name: "custom-switch-accessible", title: "CustomSwitch.accessible(): the accessibility action toggles under .spring()",
    source: "001_65fa68a1c59a16e7.txt extension CustomSwitch { func accessible() }",
    trigger: ".accessibilityAction { withAnimation(.spring()) { isOn.toggle() } }",
    note: "Which spring a bare .spring() is depends on the SDK's iOS version (--ios); a drag still releases on spring(0.25, 0.7)"
  ) { layout in
    customSwitchTracks(layout.settings.defaultSpring)
  }

  /// The spring each switch scene's `DragGesture().onEnded` releases on, by scene name: every
  /// CustomSwitch's drag is `withAnimation(.spring(response: 0.25, dampingFraction: 0.7))`, and
  /// `accessible()` adds an accessibility action, not another drag.
  public static let dragReleaseSprings: [String: Spring] = Dictionary(
    uniqueKeysWithValues: ["custom-switch", "switch-demo", "custom-switch-accessible"].map { ($0, spec(0.25, 0.7).spring) })

  /// A scene of `CustomSwitch` (its geometry, the article's decision rule, the knob within its track).
  static func customSwitchScene(
    name: String, aliases: [String] = [], title: String, source: String, trigger: String,
    assumptions: [SceneAssumption] = [], note: String, text: Bool = false,
    tracks: @escaping @Sendable (SceneLayout) -> [SceneTrack]
  ) -> Scene {
    Scene(
      name: name, aliases: aliases, kind: .switchControl, title: title, source: source, trigger: trigger,
      assumptions: assumptions, notes: customSwitchNotes + [note], switchGeometry: .published, switchPolicy: .published, bounds: ["knob": 0...40],
      drawing: { _ in customSwitchDrawing(text: text) }, tracks: tracks)
  }

  /// CustomSwitch's 70×36 track and 30-pt knob (offset −20 is the off rest); with `text`,
  /// SwitchDemo's Text 20 pt below it in the VStack.
  static func customSwitchDrawing(text: Bool) -> SceneDrawing {
    let below =
      text
      ? [
        SceneView(
          "text", .text("已关闭", to: "已开启"), x: 50, y: 77, width: 60, height: 22, fill: [SystemColor.gray],
          fillTo: [SystemColor.blue], [(.text, "text", 0), (.color, "text-color", 0)])
      ] : []
    return .switchControl(.published, off: SystemColor.systemGray4, on: SystemColor.blue, below: below, belowHeight: text ? 42 : 0)
  }

  static func customSwitchTracks(_ animation: SceneAnimation, knobFrom: Double = 0) -> [SceneTrack] {
    [
      SceneTrack(
        "knob", "Circle() .frame(width: 30, height: 30) .offset(x: (isOn ? maxOffset : -maxOffset) + dragOffset)", .x,
        from: knobFrom, to: 40, animation: animation,
        reason: knobFrom == 0 ? "the offset, in the transaction" : "the offset from the dragged knob, in the release's transaction"),
      SceneTrack(
        "track-color", "RoundedRectangle(cornerRadius: 18) .fill(isOn ? Color.blue : Color(.systemGray4))", .color,
        from: 0, to: 1, labels: ("systemGray4", "blue"), animation: animation, reason: "the fill, in the transaction"),
    ]
  }

  /// `SwitchDemo`: the switch above a Text whose string and colour change with
  /// `.animation(.easeInOut(duration: 0.2), value: on)`, while the switch moves on its release spring.
  public static let switchDemo = customSwitchScene(
    name: "switch-demo", title: "SwitchDemo: CustomSwitch on spring(0.25, 0.7), its text gray → blue in easeInOut 0.2 s",
    source: "001_65fa68a1c59a16e7.txt SwitchDemo",
    trigger: "CustomSwitch's release: withAnimation(.spring(response: 0.25, dampingFraction: 0.7)) { isOn = shouldOn; … }",
    assumptions: [releaseDrag],
    note: "The Text's .animation(.easeInOut(duration: 0.2), value: on) replaces the release's spring for the text; the switch "
      + "tracks are CustomSwitch's release after a drag", text: true
  ) { layout in
    let ease = SceneAnimation.easing("ease-in-out", duration: 0.2, code: ".animation(.easeInOut(duration: 0.2), value: on)")
    return customSwitchTracks(
      .spring(Scenes.spec(0.25, 0.7), code: "withAnimation(.spring(response: 0.25, dampingFraction: 0.7))"),
      knobFrom: releasePosition(layout)) + [
        SceneTrack(
          "text", "Text(on ? \"已开启\" : \"已关闭\")", .text, from: 0, to: 1, labels: ("已关闭", "已开启"), animation: ease,
          reason: "the string, under the Text's own .animation(_, value: on)"),
        SceneTrack(
          "text-color", "Text … .foregroundColor(on ? .blue : .gray)", .color, from: 0, to: 1, labels: ("gray", "blue"),
          animation: ease, reason: "the colour, under the same .animation"),
      ]
  }
}
