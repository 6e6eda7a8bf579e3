import SpringToolCore
import _SpringToolSupport

extension Platform {
  /// Android: androidx.dynamicanimation's `SpringAnimation`.
  static let android: Platform = Platform(
    id: "android", name: "Android", engines: [AndroidEngine()], presets: SpringPreset.androidPresets,
    settlingDefinitions: [
      .init(name: "android", reads: [.minimumVisibleChange, .androidClock]) {
        .android(minimumVisibleChange: $0.settings[.minimumVisibleChange], framesPerSecond: $0.framesPerSecond, clock: $0.settings.androidClock)
      }
    ],
    springCode: { input throws(ExportError) in
      let n = CodeNumber.readable, k = input.unitStiffness, zeta = input.specification.dampingRatio
      var draft = CodeDraft()
      draft.parameter("stiffness", k); draft.parameter("dampingRatio", zeta); draft.parameter("startVelocity", input.velocity)
      // One SpringAnimation per value, on the property it is (a single value keeps the plain names).
      let single = input.values.count == 1
      draft.lines = input.values.flatMap { value -> [String] in
        let name = value.name.prefix(1).uppercased() + value.name.dropFirst()
        return (single ? [] : ["// \(value.name)"]) + [
          "SpringAnimation(\(single ? "view" : "view\(name)"), DynamicAnimation.\(value.property.android), \(single ? "finalPosition" : "final\(name)")).apply {",
          "    spring.stiffness = \(n(k))f", "    spring.dampingRatio = \(n(zeta))f",
          "    setStartVelocity(\(n(input.velocity))f)  // units per second (VelocityTracker: px/s)", "    start()", "}",
        ]
      }
      draft.notes.append(
        PlatformNote(
          key: "androidRestThresholds",
          text: "rests when |x − final| < 0.75·minimumVisibleChange and "
            + "|v| < 46.875·minimumVisibleChange/s; see --engine android"))
      var said = Set<String>()
      for note in input.values.compactMap(\.property.androidNote) where said.insert(note.text).inserted { draft.notes.append(note) }
      if !single { draft.notes.append(PlatformNote(key: "androidViewPerValue", text: "each viewName is the view that value moves")) }
      return draft
    },
    easingCode: { input throws(ExportError) in
      try input.bezier { b in
        (
          [
            "ObjectAnimator.ofFloat(view, View.TRANSLATION_Y, target).apply {",
            "    interpolator = PathInterpolator(\(b.x1)f, \(b.y1)f, \(b.x2)f, \(b.y2)f)", "    duration = \(b.milliseconds)",
            "    start()", "}",
          ], []
        )
      }
    },
    retargetCode: { r in
      [
        r.comment("mid-flight the next frame runs Δt/2 toward the old target and Δt/2 toward the new; value and velocity carry on"),
        "animation.animateToFinalPosition(\(CodeNumber.readable(r.target))f)",
      ]
    },
    colorCode: androidColor,
    writesEveryValue: true,
    decays: [AndroidFling(), AndroidScroller()], snap: AndroidPagerSnap())
}

extension SettlingDefinition {
  /// Android `SpringAnimation`'s rest: the android engine's end frame.
  ///
  /// - Parameters:
  ///   - minimumVisibleChange: The minimum visible change, value units (> 0).
  ///   - framesPerSecond: The frame rate, frames per second (> 0).
  ///   - clock: The frame clock.
  /// - Returns: The definition.
  public static func android(minimumVisibleChange m: Double, framesPerSecond fps: Double, clock: EngineSettings.AndroidClock)
    -> SettlingDefinition
  {
    .end(
      of: AndroidEngine(), key: "androidRest", identity: (m, fps, clock), framesPerSecond: fps,
      wording: "Android SpringAnimation at rest (min visible change \(spoken(m)), \(spoken(fps)) fps, \(clock.rawValue) clock)"
    ) {
      $0[.minimumVisibleChange] = m
      $0.androidClock = clock
    }
  }
}

extension PlatformNote {
  /// Whole milliseconds of the device clock (Android's `uptimeMillis`).
  static let deviceMilliseconds = PlatformNote(key: "clock", text: "frame times in whole milliseconds of the device clock (uptimeMillis)")

  /// A travel of at most 20 minimum visible changes: SpringAnimation rests within 0.75 of one, so it
  /// hides most of the motion (a 0…1 value with the pixel default jumps to its end within a few frames).
  static func belowVisibleChange(travel: Double, minimumVisibleChange m: Double) -> PlatformNote {
    let f = NumberText.forPeople
    return PlatformNote(
      key: "belowVisibleChange",
      text: "the travel \(f(travel)) is at most 20 minimum visible changes (\(f(m))"
        + (m == 1 ? ", Android's pixel default" : "") + "): SpringAnimation rests once |x − final| < \(f(0.75 * m)) and "
        + "|v| < \(f(46.875 * m))/s, so it hides most of this motion; a 0…1 property animates with Android's own constants: "
        + "--property alpha (ALPHA, 1/256) or --property scale (SCALE_X/SCALE_Y, 1/500)")
  }
}

extension EngineSetting {
  /// android: the minimum visible change, value units (Android's pixel default, 1).
  public static let minimumVisibleChange = EngineSetting(
    key: "min-visible-change", placeholder: "M", summary: "android: the minimum visible change, value units",
    kind: .number(default: 1, rule: .positive), defaultWords: ", a pixel", inValueUnits: true)
  /// android: the frame clock (``EngineSettings/AndroidClock``).
  public static let androidClock = EngineSetting(
    key: "android-clock", placeholder: "CLOCK",
    summary: "android: the frame clock, device (whole milliseconds of uptimeMillis) or exact (exact frame times)",
    kind: .choice(EngineSettings.AndroidClock.allCases.map(\.rawValue), default: 0))
}

extension EngineSettings {
  /// Android's frame clock.
  public enum AndroidClock: String, Sendable, Hashable, CaseIterable {
    /// `SystemClock.uptimeMillis()`: frames are whole milliseconds (16 or 17 ms at 60 fps).
    case device
    /// Exact frame times.
    case exact
  }

  /// android: the frame clock (the ``EngineSetting/androidClock`` setting, typed).
  public var androidClock: AndroidClock {
    get { self[.androidClock, as: AndroidClock.self] }
    set { self[.androidClock, as: AndroidClock.self] = newValue }
  }
}

extension Platform {
  /// A colour on the spring: a `FloatValueHolder` sprung from 0 to 1 and `ArgbEvaluator` in its
  /// update listener (the fraction clamped: the evaluator's bytes overflow past the end colour).
  static func androidColor(_ c: ColorCodeInput) -> CodeDraft {
    let n = CodeNumber.readable
    var draft = CodeDraft()
    draft.parameter("stiffness", c.code.unitStiffness); draft.parameter("dampingRatio", c.code.specification.dampingRatio)
    let sets = c.stops.map { stop in
      "        \(stop.name)View.setBackgroundColor(evaluator.evaluate(f.coerceIn(0f, 1f), "
        + "\(ColorCodeInput.argb(stop.from)).toInt(), \(ColorCodeInput.argb(stop.to)).toInt()) as Int)"
    }
    draft.lines =
      [
        "val evaluator = ArgbEvaluator()", "SpringAnimation(FloatValueHolder(0f)).apply {",
        "    spring = SpringForce(1f).setStiffness(\(n(c.code.unitStiffness))f).setDampingRatio(\(n(c.code.specification.dampingRatio))f)",
        "    setMinimumVisibleChange(DynamicAnimation.MIN_VISIBLE_CHANGE_ALPHA)  // a 0…1 fraction",
        "    addUpdateListener { _, f, _ ->",
      ] + sets + ["    }", "    animateToFinalPosition(1f)", "}"]
    draft.notes.append(
      PlatformNote(
        key: "androidColor",
        text: "ArgbEvaluator blends with gamma 2.2 (API 26+); SwiftUI blends "
          + "linear sRGB and goes past the end colour"))
    return draft
  }
}
