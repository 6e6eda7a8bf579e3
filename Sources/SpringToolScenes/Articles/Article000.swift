import SpringToolCore

/// `000_c3f9ad5cb03a61af.txt`: a Toggle that changes between a switch and a button, in three
/// versions (`ViewSwitchingStrategy`, `ConditionalToggleStyle` in `FinalShowdownView`,
/// `QuantumToggleStyle` in `MatrixControlView`).
extension Scenes {
  /// `ViewSwitchingStrategy`: two Toggles (`.switch`, `.button`) in an `if/else`, each with
  /// `.transition(.scale(scale: 0.8).combined(with: .opacity))`; only their label Text carries
  /// `matchedGeometryEffect`; `withAnimation(.spring())` toggles.
  public static let viewSwitchingStrategy = Scene(
    name: "view-switching-strategy", kind: .toggleStyle,
    title: "ViewSwitchingStrategy: a .switch Toggle replaced by a .button Toggle; only the label is matched",
    source: "000_c3f9ad5cb03a61af.txt ViewSwitchingStrategy",
    trigger: "Button(\"变形！\") { withAnimation(.spring()) { isButtonStyle.toggle() } }",
    assumptions: [
      SceneAssumption("screen-width", 393, because: "an iPhone 15's width; the VStack's .padding() leaves 16 pt each side"),
      SceneAssumption("label-width", 68, because: "\"芝麻开门\": four CJK characters in .body (17 pt)"),
    ],
    notes: [
      "As a .switch Toggle the row fills the width, the label at its leading edge; as a .button Toggle it is sized to its label "
        + "and centred in the VStack, so only the matched label Text moves (x); the Toggles themselves scale and fade",
      "The VStack's height changes with the Toggle's (31 pt switch, a text-high button): the label's y and the button below "
        + "shift by a few points, not modelled",
    ]) { layout in
      let spring = layout.settings.defaultSpring, w = layout["screen-width"], label = layout["label-width"]
      return [
        SceneTrack("switch-scale", "Toggle(isOn:) .toggleStyle(.switch)", .scale, from: 1, to: 0.8, animation: spring,
                   reason: "removed: .transition(.scale(scale: 0.8).combined(with: .opacity))"),
        SceneTrack("switch-opacity", "Toggle(isOn:) .toggleStyle(.switch)", .opacity, from: 1, to: 0, animation: spring,
                   reason: "removed: the transition's opacity"),
        SceneTrack("button-scale", "Toggle(isOn:) .toggleStyle(.button)", .scale, from: 0.8, to: 1, animation: spring,
                   reason: "inserted: .transition(.scale(scale: 0.8).combined(with: .opacity))"),
        SceneTrack("button-opacity", "Toggle(isOn:) .toggleStyle(.button)", .opacity, from: 0, to: 1, animation: spring,
                   reason: "inserted: the transition's opacity"),
        SceneTrack("x", "Text(\"芝麻开门\") .matchedGeometryEffect(id: AnimID)", .x, from: 16 + label / 2, to: w / 2, animation: spring,
                   reason: "matchedGeometryEffect: the label's frame, from the switch row's leading edge to the centred button"),
      ]
    }

  /// `ConditionalToggleStyle` in `FinalShowdownView`: the style switches between
  /// `ButtonToggleStyle()` and `SwitchToggleStyle()` bodies with
  /// `.transition(.opacity.combined(with: .scale))`, under `withAnimation(.easeInOut(duration: 0.4))`.
  public static let conditionalToggleStyle = Scene(
    name: "conditional-toggle-style", kind: .toggleStyle,
    title: "ConditionalToggleStyle: switch and button bodies fade and scale from 0; the style's own Namespace matches nothing",
    source: "000_c3f9ad5cb03a61af.txt ConditionalToggleStyle, FinalShowdownView",
    trigger: "Button { withAnimation(.easeInOut(duration: 0.4)) { isButtonMode.toggle() } } (\"Hack the System\")",
    notes: [
      "The @Namespace is declared inside the ToggleStyle, which SwiftUI recreates with every update: each body registers its "
        + "id in a new namespace, so the two never match and no frame is interpolated (the article's own sequel says so)",
      ".transition(.scale) scales from 0 (its default scale); both bodies sit in the .frame(maxWidth: 200)",
      "The status Text depends on isOn, which this change leaves alone: it does not change",
    ]) { _ in
      let ease = SceneAnimation.easing("ease-in-out", duration: 0.4, code: "withAnimation(.easeInOut(duration: 0.4))")
      return [
        SceneTrack("switch-opacity", "SwitchToggleStyle().makeBody(configuration:)", .opacity, from: 1, to: 0, animation: ease,
                   reason: "removed: .transition(.opacity.combined(with: .scale))"),
        SceneTrack("switch-scale", "SwitchToggleStyle().makeBody(configuration:)", .scale, from: 1, to: 0, animation: ease,
                   reason: "removed: .scale, from scale 1 to 0"),
        SceneTrack("button-opacity", "ButtonToggleStyle().makeBody(configuration:)", .opacity, from: 0, to: 1, animation: ease,
                   reason: "inserted: .transition(.opacity.combined(with: .scale))"),
        SceneTrack("button-scale", "ButtonToggleStyle().makeBody(configuration:)", .scale, from: 0, to: 1, animation: ease,
                   reason: "inserted: .scale, from scale 0 to 1"),
      ]
    }

  /// `QuantumToggleStyle` in `MatrixControlView`: the switch row and the button row share the
  /// same 320-pt frame; their bodies cross-fade with `.transition(.opacity.animation(.easeInOut(duration: 0.2)))`;
  /// the trigger button's arrow turns 180° under `spring(response: 0.5, dampingFraction: 0.7)`.
  public static let quantumToggleStyle = Scene(
    name: "quantum-toggle-style", aliases: ["morphing-toggle"], kind: .toggleStyle,
    title: "QuantumToggleStyle: the switch and button rows cross-fade in 0.2 s; the trigger's arrow turns 180° on spring(0.5, 0.7)",
    source: "000_c3f9ad5cb03a61af.txt QuantumToggleStyle, MatrixControlView",
    trigger: "Button { withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) { hackMode.toggle() } } (and "
      + ".animation(.spring(response: 0.5, dampingFraction: 0.7), value: hackMode) on the Toggle)",
    assumptions: [SceneAssumption("weapon-active", 0, "", because: "the Neural Link toggle is off (1: on), which decides the status text")],
    notes: [
      "Both rows put the same RoundedRectangle(cornerRadius: 8) container behind the whole row (HStack with .padding(.vertical, 8) "
        + "in a .frame(width: 320)), and the label stays at the leading edge: the matched label and container frames do not move",
      "The switch has no matchedGeometryEffect (the code's comment says so): it leaves with the switch row's fade",
      "The trigger's title changes text under the spring with SwiftUI's default content transition; its gradient "
        + "([.blue, .purple] → [.orange, .red]) is assumed to interpolate under the spring (iOS 17 animates gradient colours)",
    ]) { layout in
      let spring = SceneAnimation.spring(Scenes.spec(0.5, 0.7), code: "withAnimation(.spring(response: 0.5, dampingFraction: 0.7))")
      let fade = SceneAnimation.easing("ease-in-out", duration: 0.2, code: ".transition(.opacity.animation(.easeInOut(duration: 0.2)))")
      var tracks = [
        SceneTrack("switch-row", "HStack { label; Spacer(); Toggle(\"\").toggleStyle(SwitchToggleStyle(tint: .green)) }", .opacity,
                   from: 1, to: 0, animation: fade, reason: "removed: the transition's own animation, not the spring"),
        SceneTrack("button-row", "Button { … } label: { HStack { label; Spacer(); Color.clear.frame(width: 51, height: 31) } }",
                   .opacity, from: 0, to: 1, animation: fade, reason: "inserted: the transition's own animation"),
        SceneTrack("label-color", "configuration.label .matchedGeometryEffect(id: LabelID)", .color, from: 0, to: 1,
                   labels: ("primary", "accentColor"), animation: fade,
                   reason: "the two labels' colours, cross-faded with their rows; the frame is the same"),
        SceneTrack("container-fill", "RoundedRectangle(cornerRadius: 8) .matchedGeometryEffect(id: ContainerID)", .opacity,
                   from: 0, to: 0.1, animation: fade, reason: "Color.clear → Color.gray.opacity(0.1), cross-faded with the rows"),
        SceneTrack("arrow", "Image(systemName: \"arrow.triangle.2.circlepath\")", .rotation, from: 0, to: 180, animation: spring,
                   reason: ".rotationEffect(.degrees(hackMode ? 180 : 0)) in the withAnimation transaction"),
        SceneTrack("title", "Text(hackMode ? \"Revert to Switch\" : \"Hack to Button\")", .text, from: 0, to: 1,
                   labels: ("Hack to Button", "Revert to Switch"), animation: spring, reason: "the text changes in the transaction"),
        SceneTrack("gradient", "Capsule().fill(LinearGradient(colors:))", .color, from: 0, to: 1,
                   labels: ("[.blue, .purple]", "[.orange, .red]"), animation: spring, reason: "the gradient's colours, in the transaction"),
      ]
      if layout["weapon-active"] != 0 {
        tracks.append(SceneTrack("status", "Text(\"SYSTEM: …\") .animation(.none, value: hackMode)", .text, from: 0, to: 1,
                                 labels: ("SYSTEM: SECURE", "SYSTEM: HACKED"), animation: .none(code: ".animation(.none, value: hackMode)"),
                                 reason: "jumps: .animation(.none, value: hackMode)"))
      }
      return tracks
    }
}
