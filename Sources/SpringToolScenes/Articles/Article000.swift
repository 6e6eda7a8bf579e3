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
      "Drawn off (isOn false): the switch's track is systemGray5, the .button Toggle a bordered button tinted 15 % blue",
    ],
    drawing: { layout in
      let w = layout["screen-width"], label = layout["label-width"], row = 31.5, pivot = (x: w / 2, y: row)
      let hide: [(SceneProperty, String, Double)] = [(.scale, "switch-scale", 0), (.opacity, "switch-opacity", 0)]
      let show: [(SceneProperty, String, Double)] = [(.scale, "button-scale", 0), (.opacity, "button-opacity", 0)]
      return SceneDrawing(
        width: w, height: 93,
        views: [
          SceneView("switch-track", .capsule, x: w - 16 - 25.5, y: row, width: 51, height: 31, fill: [SystemColor.systemGray5], pivot: pivot, hide),
          SceneView("switch-knob", .circle, x: w - 16 - 51 + 15.5, y: row, width: 27, height: 27, fill: [SystemColor.white], pivot: pivot, hide),
          SceneView(
            "button", .roundedRectangle(cornerRadius: 8), x: w / 2, y: row, width: label + 24, height: 34,
            fill: [SystemColor.opacity(SystemColor.blue, 0.15)], opacity: 0, pivot: pivot, show),
          SceneView(
            "switch-label", .text("芝麻开门"), x: 16 + label / 2, y: row, width: label, height: 22, fill: [SystemColor.primary],
            [(.x, "x", 0), (.opacity, "switch-opacity", 0)]),
          SceneView(
            "button-label", .text("芝麻开门"), x: 16 + label / 2, y: row, width: label, height: 22, fill: [SystemColor.blue],
            opacity: 0, [(.x, "x", 0), (.opacity, "button-opacity", 0)]),
          SceneView("trigger", .text("变形！"), x: w / 2, y: 66, width: 51, height: 22, fill: [SystemColor.blue]),
        ])
    }
  ) { layout in
    let spring = layout.settings.defaultSpring, w = layout["screen-width"], label = layout["label-width"]
    return [
      SceneTrack(
        "switch-scale", "Toggle(isOn:) .toggleStyle(.switch)", .scale, from: 1, to: 0.8, animation: spring,
        reason: "removed: .transition(.scale(scale: 0.8).combined(with: .opacity))"),
      SceneTrack(
        "switch-opacity", "Toggle(isOn:) .toggleStyle(.switch)", .opacity, from: 1, to: 0, animation: spring,
        reason: "removed: the transition's opacity"),
      SceneTrack(
        "button-scale", "Toggle(isOn:) .toggleStyle(.button)", .scale, from: 0.8, to: 1, animation: spring,
        reason: "inserted: .transition(.scale(scale: 0.8).combined(with: .opacity))"),
      SceneTrack(
        "button-opacity", "Toggle(isOn:) .toggleStyle(.button)", .opacity, from: 0, to: 1, animation: spring,
        reason: "inserted: the transition's opacity"),
      SceneTrack(
        "x", "Text(\"芝麻开门\") .matchedGeometryEffect(id: AnimID)", .x, from: 16 + label / 2, to: w / 2, animation: spring,
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
      "The Toggle's height goes from the switch's 31 pt to the bordered button's 34 pt (as drawn), and FinalShowdownView's "
        + "VStack is centred on the screen: the status Text moves up and the Hack button down by about 1.5 pt under the same "
        + "easeInOut(0.4) (both bodies share the frame while the transition runs); not modelled as tracks",
      "Drawn off (isOn false), in a 280-pt wide column: the VStack(spacing: 40) of the status, the Toggle and the button",
    ],
    drawing: { _ in
      let row = 90.0, pivot = (x: 140.0, y: row)
      let hide: [(SceneProperty, String, Double)] = [(.scale, "switch-scale", 0), (.opacity, "switch-opacity", 0)]
      let show: [(SceneProperty, String, Double)] = [(.scale, "button-scale", 0), (.opacity, "button-opacity", 0)]
      return SceneDrawing(
        width: 280, height: 205,
        views: [
          SceneView("status", .text("Weapon Status: IDLE", size: 20), x: 140, y: 22, width: 240, height: 25, fill: [SystemColor.gray]),
          SceneView("switch-label", .text("Fire Mode"), x: 80, y: row, width: 80, height: 22, fill: [SystemColor.primary], pivot: pivot, hide),
          SceneView("switch-track", .capsule, x: 214.5, y: row, width: 51, height: 31, fill: [SystemColor.systemGray5], pivot: pivot, hide),
          SceneView("switch-knob", .circle, x: 204.5, y: row, width: 27, height: 27, fill: [SystemColor.white], pivot: pivot, hide),
          SceneView(
            "button", .roundedRectangle(cornerRadius: 8), x: 140, y: row, width: 104, height: 34,
            fill: [SystemColor.opacity(SystemColor.blue, 0.15)], opacity: 0, pivot: pivot, show),
          SceneView(
            "button-label", .text("Fire Mode"), x: 140, y: row, width: 80, height: 22, fill: [SystemColor.blue], opacity: 0,
            pivot: pivot, show),
          SceneView(
            "hack-background", .roundedRectangle(cornerRadius: 10), x: 140, y: 170, width: 167, height: 54,
            fill: [SystemColor.opacity(SystemColor.purple, 0.2)]),
          SceneView("hack", .text("Hack the System"), x: 140, y: 170, width: 135, height: 22, fill: [SystemColor.blue]),
        ])
    }
  ) { _ in
    let ease = SceneAnimation.easing("ease-in-out", duration: 0.4, code: "withAnimation(.easeInOut(duration: 0.4))")
    return [
      SceneTrack(
        "switch-opacity", "SwitchToggleStyle().makeBody(configuration:)", .opacity, from: 1, to: 0, animation: ease,
        reason: "removed: .transition(.opacity.combined(with: .scale))"),
      SceneTrack(
        "switch-scale", "SwitchToggleStyle().makeBody(configuration:)", .scale, from: 1, to: 0, animation: ease,
        reason: "removed: .scale, from scale 1 to 0"),
      SceneTrack(
        "button-opacity", "ButtonToggleStyle().makeBody(configuration:)", .opacity, from: 0, to: 1, animation: ease,
        reason: "inserted: .transition(.opacity.combined(with: .scale))"),
      SceneTrack(
        "button-scale", "ButtonToggleStyle().makeBody(configuration:)", .scale, from: 0, to: 1, animation: ease,
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
    assumptions: [
      SceneAssumption("weapon-active", 0, "", because: "the Neural Link toggle is off (1: on), which decides the status text"),
      SceneAssumption(
        "dark", 1, "",
        because: "the device is in the dark appearance (0: light); the code sets no "
          + ".preferredColorScheme, only a black background, so .primary, .accentColor and the system colours follow the device"),
      SceneAssumption(
        "title-off-width", 113.7734375,
        because: "\"Hack to Button\" in .callout.bold() (16 pt): "
          + "Liberation Sans Bold's advance widths (Arial's metrics) stand in for SF Pro's, which is not available to measure "
          + "here (tools/text_widths.py)"),
      SceneAssumption("title-on-width", 125.359375, because: "\"Revert to Switch\", measured the same way"),
      SceneAssumption("icon-width", 20, because: "the arrow.triangle.2.circlepath symbol at 16 pt, about 1.25 em wide"),
    ],
    notes: [
      "Both rows put the same RoundedRectangle(cornerRadius: 8) container behind the whole row (HStack with .padding(.vertical, 8) "
        + "in a .frame(width: 320)), and the label stays at the leading edge: the matched label and container frames do not move",
      "The switch has no matchedGeometryEffect (the code's comment says so): it leaves with the switch row's fade",
      "The trigger is a Capsule behind the HStack(spacing 8) of the icon and the title, padded 24 pt each side and centred: "
        + "its width is 56 + icon + title, so the longer title widens it and moves the arrow left on the spring, while the "
        + "title's centre stays at the capsule's centre plus (icon + 8)/2",
      "The trigger's title changes text under the spring with SwiftUI's default content transition; its gradient "
        + "([.blue, .purple] → [.orange, .red]) is assumed to interpolate under the spring (iOS 17 animates gradient colours)",
      "The button row's only visible content is its label (its placeholder is Color.clear), so the row's fade shows as the "
        + "label's colour; in the light appearance (--set dark=0) the .primary label is black on the black screen",
    ],
    drawing: { layout in
      let active = layout["weapon-active"] != 0, row = 101.5, trigger = 213.0
      let c = layout["dark"] != 0 ? SystemColor.dark : SystemColor.light
      let button = TriggerButton(layout)
      let status: SceneView.Shape = active ? .text("SYSTEM: SECURE", to: "SYSTEM: HACKED") : .text("SYSTEM: OFFLINE")
      return SceneDrawing(
        width: 352, height: 245,
        views: [
          SceneView("screen", .roundedRectangle(cornerRadius: 0), x: 176, y: 122.5, width: 352, height: 245, fill: ["#000000"]),
          SceneView("status-dot", .circle, x: 37, y: 21, width: 10, height: 10, fill: [active ? c.green : c.red]),
          SceneView(
            "status", status, x: 122, y: 21, width: 150, height: 22, fill: [active ? c.green : c.red],
            active ? [(.text, "status", 0)] : []),
          SceneView(
            "toggle-background", .roundedRectangle(cornerRadius: 12), x: 176, y: row, width: 352, height: 79,
            fill: [SystemColor.opacity(SystemColor.gray, 0.15)]),
          SceneView(
            "container", .roundedRectangle(cornerRadius: 8), x: 176, y: row, width: 320, height: 47, fill: [SystemColor.gray],
            opacity: 0, [(.opacity, "container-fill", 0)]),
          SceneView(
            "switch-track", .capsule, x: 310.5, y: row, width: 51, height: 31, fill: [active ? c.green : c.switchOff],
            [(.opacity, "switch-row", 0)]),
          SceneView(
            "switch-knob", .circle, x: active ? 320.5 : 300.5, y: row, width: 27, height: 27, fill: [SystemColor.white],
            [(.opacity, "switch-row", 0)]),
          SceneView(
            "button-placeholder", .roundedRectangle(cornerRadius: 0), x: 310.5, y: row, width: 51, height: 31,
            fill: ["rgba(0,0,0,0)"], opacity: 0, [(.opacity, "button-row", 0)]),
          SceneView(
            "label", .text("Neural Link", size: 18), x: 68, y: row, width: 104, height: 22, fill: [c.primary],
            fillTo: [c.blue], [(.color, "label-color", 0)]),
          SceneView(
            "trigger", .capsule, x: TriggerButton.centre, y: trigger, width: button.width(on: false), height: 44,
            fill: [c.blue, c.purple], fillTo: [c.orange, c.red], [(.color, "gradient", 0), (.width, "trigger-width", 0)]),
          SceneView(
            "arrow", .arrowIcon, x: button.arrowX(on: false), y: trigger, width: 18, height: 18, fill: [SystemColor.white],
            [(.rotation, "arrow", 0), (.x, "arrow-x", 0)]),
          SceneView(
            "title", .text("Hack to Button", to: "Revert to Switch", size: 16), x: button.titleX, y: trigger,
            width: layout["title-off-width"], height: 22, fill: [SystemColor.white], [(.text, "title", 0)]),
        ])
    }
  ) { layout in
    let spring = SceneAnimation.spring(Scenes.spec(0.5, 0.7), code: "withAnimation(.spring(response: 0.5, dampingFraction: 0.7))")
    let fade = SceneAnimation.easing("ease-in-out", duration: 0.2, code: ".transition(.opacity.animation(.easeInOut(duration: 0.2)))")
    var tracks = [
      SceneTrack(
        "switch-row", "HStack { label; Spacer(); Toggle(\"\").toggleStyle(SwitchToggleStyle(tint: .green)) }", .opacity,
        from: 1, to: 0, animation: fade, reason: "removed: the transition's own animation, not the spring"),
      SceneTrack(
        "button-row", "Button { … } label: { HStack { label; Spacer(); Color.clear.frame(width: 51, height: 31) } }",
        .opacity, from: 0, to: 1, animation: fade, reason: "inserted: the transition's own animation"),
      SceneTrack(
        "label-color", "configuration.label .matchedGeometryEffect(id: LabelID)", .color, from: 0, to: 1,
        labels: ("primary", "accentColor"), animation: fade,
        reason: "the two labels' colours, cross-faded with their rows; the frame is the same"),
      SceneTrack(
        "container-fill", "RoundedRectangle(cornerRadius: 8) .matchedGeometryEffect(id: ContainerID)", .opacity,
        from: 0, to: 0.1, animation: fade, reason: "Color.clear → Color.gray.opacity(0.1), cross-faded with the rows"),
      SceneTrack(
        "arrow", "Image(systemName: \"arrow.triangle.2.circlepath\")", .rotation, from: 0, to: 180, animation: spring,
        reason: ".rotationEffect(.degrees(hackMode ? 180 : 0)) in the withAnimation transaction"),
      SceneTrack(
        "title", "Text(hackMode ? \"Revert to Switch\" : \"Hack to Button\")", .text, from: 0, to: 1,
        labels: ("Hack to Button", "Revert to Switch"), animation: spring, reason: "the text changes in the transaction"),
      SceneTrack(
        "gradient", "Capsule().fill(LinearGradient(colors:))", .color, from: 0, to: 1,
        labels: ("[.blue, .purple]", "[.orange, .red]"), animation: spring, reason: "the gradient's colours, in the transaction"),
    ]
    let button = TriggerButton(layout)
    tracks += [
      SceneTrack(
        "trigger-width", ".background(Capsule()) of the padded HStack { Image; Text }", .width, from: button.width(on: false),
        to: button.width(on: true), animation: spring, reason: "the title's width changes, in the transaction"),
      SceneTrack(
        "arrow-x", "Image(systemName: \"arrow.triangle.2.circlepath\")", .x, from: button.arrowX(on: false),
        to: button.arrowX(on: true), animation: spring, reason: "the wider capsule moves the icon left, in the transaction"),
    ]
    if layout["weapon-active"] != 0 {
      tracks.append(
        SceneTrack(
          "status", "Text(\"SYSTEM: …\") .animation(.none, value: hackMode)", .text, from: 0, to: 1,
          labels: ("SYSTEM: SECURE", "SYSTEM: HACKED"), animation: .none(code: ".animation(.none, value: hackMode)"),
          reason: "jumps: .animation(.none, value: hackMode)"))
    }
    return tracks
  }
}

/// MatrixControlView's trigger: `HStack { Image; Text }` (spacing 8) padded 24 pt each side, a
/// Capsule behind it, centred in the 352-pt drawing; sizes from the scene's assumptions.
struct TriggerButton {
  /// The capsule's centre, points from the drawing's left edge.
  static let centre = 176.0
  let icon: Double, titleOff: Double, titleOn: Double

  init(_ layout: SceneLayout) { (icon, titleOff, titleOn) = (layout["icon-width"], layout["title-off-width"], layout["title-on-width"]) }

  /// The capsule's width: 24 + icon + 8 + title + 24.
  func width(on: Bool) -> Double { 56 + icon + (on ? titleOn : titleOff) }
  /// The icon's centre: the capsule's left edge plus 24 + icon/2.
  func arrowX(on: Bool) -> Double { Self.centre - width(on: on) / 2 + 24 + icon / 2 }
  /// The title's centre, the same for both titles: the capsule's centre plus (icon + 8)/2.
  var titleX: Double { Self.centre + (icon + 8) / 2 }
}
