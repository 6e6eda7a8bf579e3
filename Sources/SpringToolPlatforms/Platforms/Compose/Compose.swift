import SpringToolCore

extension Platform {
  /// Jetpack Compose: `spring()` over `SpringSimulation`.
  static let compose: Platform = Platform(
    id: "compose", name: "Jetpack Compose", engines: [ComposeEngine()], presets: SpringPreset.composePresets,
    settlingDefinitions: [.init(name: "compose", reads: [.visibilityThreshold]) { .compose(visibilityThreshold: $0.settings[.visibilityThreshold]) }],
    springCode: { input throws(ExportError) in
      let n = CodeNumber.readable, k = input.unitStiffness, zeta = input.specification.dampingRatio, v = input.velocity
      var draft = CodeDraft()
      draft.parameter("stiffness", k); draft.parameter("dampingRatio", zeta)
      if v == 0 {
        // One animate*AsState per value: Dp for sizes and positions, Float for the rest.
        let spec = "spring(dampingRatio = \(n(zeta))f, stiffness = \(n(k))f)"
        draft.lines = input.values.flatMap { value -> [String] in
          let state = value.composeState
          let target = input.values.count == 1 && value == .generic ? "target" : "target\(value.name.prefix(1).uppercased() + value.name.dropFirst())"
          return ["val \(value.name) by \(state.function)(", "    targetValue = \(target),", "    animationSpec = \(spec),", ")"]
        }
      } else {
        // animate*AsState takes no start velocity; Animatable.animateTo does (units per second).
        draft.parameter("initialVelocity", v)
        draft.lines = [
          "val value = remember { Animatable(start) }", "LaunchedEffect(target) {", "    value.animateTo(",
          "        targetValue = target,",
          "        animationSpec = spring(dampingRatio = \(n(zeta))f, stiffness = \(n(k))f),",
          "        initialVelocity = \(n(v))f,  // units per second", "    )", "}",
        ]
      }
      draft.notes.append(
        PlatformNote(
          key: "composeMilliseconds",
          text: "Compose samples whole milliseconds and ends at "
            + "estimateAnimationDurationMillis; see --engine compose"))
      return draft
    },
    easingCode: { input throws(ExportError) in
      try input.bezier { b in
        (
          [
            "animateFloatAsState(target, animationSpec = tween(durationMillis = \(b.milliseconds), "
              + "easing = CubicBezierEasing(\(b.x1)f, \(b.y1)f, \(b.x2)f, \(b.y2)f)))"
          ],
          b.overshoots
            ? [
              PlatformNote(
                key: "composeMayClampOvershoot",
                text: "some Compose versions clamp CubicBezierEasing's output "
                  + "to [0, 1]: the overshoot may be clipped")
            ] : []
        )
      }
    },
    retargetCode: { r in
      let n = CodeNumber.readable
      return [
        r.comment("animateTo again cancels the running animation and starts from value.value and value.velocity"),
        "// (value is an Animatable: val value = remember { Animatable(start) })",
        "scope.launch { value.animateTo(\(n(r.target))f, spring(dampingRatio = \(n(r.code.specification.dampingRatio))f, "
          + "stiffness = \(n(r.code.unitStiffness))f)) }",
      ]
    },
    colorCode: composeColor,
    writesEveryValue: true,
    decays: [ComposeSplineDecay(), ComposeExponentialDecay()], snap: ComposePagerSnap())
}

extension SettlingDefinition {
  /// Compose's `estimateAnimationDurationMillis`, normalised by the visibility threshold.
  ///
  /// - Parameter threshold: The visibility threshold, value units (> 0).
  /// - Returns: The definition.
  public static func compose(visibilityThreshold threshold: Double) -> SettlingDefinition {
    SettlingDefinition(
      key: "composeEstimate", identity: [threshold],
      wording: { _ in "Compose estimateAnimationDurationMillis (threshold \(spoken(threshold)))" }
    ) { input in
      var adjusted = input
      adjusted.settings[.visibilityThreshold] = threshold
      guard let run = try? ComposeEngine().makeRun(adjusted) as? ComposeEngine.Run, let end = run.end else { return nil }
      return Double(end) / 1000
    }
  }
}

extension PlatformNote {
  /// Compose's play time, truncated to whole milliseconds.
  static let truncatedMilliseconds = PlatformNote(key: "clock", text: "play time truncated to whole milliseconds")
}

extension EngineSetting {
  /// compose: the visibility threshold, value units (Compose's Float default, 0.01).
  public static let visibilityThreshold = EngineSetting(
    key: "visibility-threshold", placeholder: "V", summary: "compose: the visibility threshold, value units",
    kind: .number(default: 0.01, rule: .positive), inValueUnits: true)
}

extension Platform {
  /// A colour on the spring: `animateColorAsState`, one state per gradient stop. Compose blends
  /// colours in Oklab (`Color.VectorConverter`), not in SwiftUI's linear sRGB.
  static func composeColor(_ c: ColorCodeInput) -> CodeDraft {
    let n = CodeNumber.readable, spec = "spring(dampingRatio = \(n(c.code.specification.dampingRatio))f, stiffness = \(n(c.code.unitStiffness))f)"
    var draft = CodeDraft()
    draft.parameter("stiffness", c.code.unitStiffness); draft.parameter("dampingRatio", c.code.specification.dampingRatio)
    draft.lines = c.stops.flatMap { stop -> [String] in
      [
        "val \(stop.name) by animateColorAsState(",
        "    targetValue = if (on) Color(\(ColorCodeInput.argb(stop.to))) else Color(\(ColorCodeInput.argb(stop.from))),",
        "    animationSpec = \(spec),", ")",
      ]
    }
    draft.notes.append(PlatformNote(key: "composeColorSpace", text: "animateColorAsState blends in Oklab; SwiftUI blends linear sRGB"))
    return draft
  }
}
