import SpringToolCore

extension Platform {
  /// Flutter: `SpringSimulation` driven by an unbounded `AnimationController`.
  static let flutter: Platform = Platform(
    id: "flutter", name: "Flutter", engines: [FlutterEngine()], presets: SpringPreset.flutterPresets,
    settlingDefinitions: [
      .init(name: "flutter", reads: [.restDisplacement, .restSpeed]) {
        .flutter(distance: $0.settings[.restDisplacement], speed: $0.settings[.restSpeed], framesPerSecond: $0.framesPerSecond)
      }
    ],
    springCode: { input throws(ExportError) in
      let n = CodeNumber.readable, d = FlutterEngine.description(input.specification)
      var draft = CodeDraft()
      draft.parameter("mass", d.mass); draft.parameter("stiffness", d.stiffness); draft.parameter("damping", d.damping)
      draft.parameter("velocity", input.velocity)
      if input.values.count > 1 {
        // One unbounded controller per value a scene moves, each from its start to its end.
        draft.lines =
          ["const spring = SpringDescription(mass: \(n(d.mass)), stiffness: \(n(d.stiffness)), damping: \(n(d.damping)));"]
          + input.values.flatMap { v in
            [
              "final \(v.name) = AnimationController.unbounded(vsync: this, value: \(v.name)From);",
              "\(v.name).animateWith(SpringSimulation(spring, \(v.name)From, \(v.name)To, \(n(input.velocity))));",
            ]
          }
      } else {
        draft.lines = [
          "// An unbounded controller: a bounded one (0..1 by default) clips every frame.",
          "final controller = AnimationController.unbounded(vsync: this);",
          "controller.animateWith(SpringSimulation(",
          "  const SpringDescription(mass: \(n(d.mass)), stiffness: \(n(d.stiffness)), damping: \(n(d.damping))),",
          "  from, to, \(n(input.velocity)), // logical px per second (DragEndDetails.velocity.pixelsPerSecond)",
          "));",
        ]
      }
      draft.notes.append(.flutterStopsWithoutSnap)
      return draft
    },
    easingCode: { input throws(ExportError) in
      try input.bezier { b in
        (
          [
            "controller.animateTo(to, duration: const Duration(milliseconds: \(b.milliseconds)), "
              + "curve: const Cubic(\(b.x1), \(b.y1), \(b.x2), \(b.y2)));"
          ],
          b.overshoots
            ? [
              PlatformNote(
                key: "flutterBoundsClip",
                text: "a bounded AnimationController (0..1 by default) clips the "
                  + "overshoot; use AnimationController.unbounded")
            ] : []
        )
      }
    },
    retargetCode: { r in
      let n = CodeNumber.readable, s = r.code.spring
      return [
        r.comment("a new simulation from the controller's value and velocity (0 once it stopped)"),
        "controller.animateWith(SpringSimulation(",
        "  const SpringDescription(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.dampingCoefficient))),",
        "  controller.value, \(n(r.target)), controller.velocity,", "));",
      ]
    },
    colorCode: flutterColor,
    writesEveryValue: true,
    decays: [FlutterClamping(), FlutterFriction(), FlutterBouncing()], rubberBand: FlutterRubberBand(), snap: FlutterPageSnap())
}

extension SettlingDefinition {
  /// Flutter's `isDone`: the flutter engine's end frame (the controller stops there).
  ///
  /// - Parameters:
  ///   - distance: `Tolerance.distance`, value units (> 0).
  ///   - speed: `Tolerance.velocity`, value units per second (> 0).
  ///   - fps: The frame rate, frames per second (> 0).
  /// - Returns: The definition.
  public static func flutter(distance: Double, speed: Double, framesPerSecond fps: Double) -> SettlingDefinition {
    .end(
      of: FlutterEngine(), key: "flutterIsDone", identity: [distance, speed, fps], framesPerSecond: fps,
      wording: "Flutter SpringSimulation.isDone (|x − end| < \(spoken(distance)), |v| < \(spoken(speed)), \(spoken(fps)) fps)"
    ) {
      $0[.restDisplacement] = distance
      $0[.restSpeed] = speed
    }
  }
}

extension EngineSetting {
  /// flutter: `SpringSimulation(snapToEnd: true)`: the value becomes the end when it is done.
  public static let snapToEnd = EngineSetting(
    key: "snap-to-end", placeholder: "", summary: "flutter: SpringSimulation(snapToEnd: true), the value becomes the end when done",
    kind: .flag)
  /// flutter: the ticker's clock (``EngineSettings/FlutterClock``).
  public static let flutterClock = EngineSetting(
    key: "flutter-clock", placeholder: "CLOCK",
    summary: "flutter: the frame clock, device (whole microseconds of the vsync time) or exact (exact frame times)",
    kind: .choice(EngineSettings.FlutterClock.allCases.map(\.rawValue), default: 0))
  /// flutter: a bounded `AnimationController`'s bounds, which clip every frame (`clampDouble`).
  public static let flutterBounds = EngineSetting(
    key: "flutter-bounds", placeholder: "LO:HI",
    summary: "flutter: a bounded AnimationController's lowerBound:upperBound, which clip every frame (AnimationController() is 0:1)",
    kind: .interval, inValueUnits: true)
  /// flutter: the underdamped solution of Flutter before flutter/flutter#163858 (wrong for mass ≠ 1).
  public static let flutterLegacyMass = EngineSetting(
    key: "flutter-legacy-mass", placeholder: "",
    summary: "flutter: the underdamped rate −(c/2·m) of Flutter before flutter/flutter#163858 (2025), wrong for mass ≠ 1",
    kind: .flag)
}

extension EngineSettings {
  /// Flutter's frame clock.
  public enum FlutterClock: String, Sendable, Hashable, CaseIterable {
    /// The vsync time in whole microseconds (a `Duration`).
    case device
    /// Exact frame times.
    case exact
  }

  /// flutter: the frame clock (the ``EngineSetting/flutterClock`` setting, typed).
  public var flutterClock: FlutterClock {
    get { self[.flutterClock, as: FlutterClock.self] }
    set { self[.flutterClock, as: FlutterClock.self] = newValue }
  }
}

extension PlatformNote {
  /// Whole microseconds of the vsync time (Flutter's `Duration`).
  static let wholeMicroseconds = PlatformNote(key: "clock", text: "the ticker's elapsed time in whole microseconds")
  /// Flutter keeps the value where the simulation stops.
  static let flutterStopsWithoutSnap = PlatformNote(
    key: "flutterStopsWithoutSnap",
    text: "the controller stops at the first frame with |x − to| < 0.001 and |v| < 0.001 (absolute) and keeps that value; "
      + "SpringSimulation(snapToEnd: true) ends on to; see --engine flutter")
}

extension Platform {
  /// A colour on the spring: a `ColorTween` on a controller the spring drives from 0 to 1.
  /// `Color.lerp` blends the sRGB channels and clamps each, so it stops at the end colour.
  static func flutterColor(_ c: ColorCodeInput) -> CodeDraft {
    let n = CodeNumber.readable, s = c.code.spring
    var draft = CodeDraft()
    draft.parameter("mass", s.mass); draft.parameter("stiffness", s.stiffness); draft.parameter("damping", s.dampingCoefficient)
    let tweens = c.stops.map { stop in
      "final \(stop.name) = ColorTween(begin: const Color(\(ColorCodeInput.argb(stop.from))), "
        + "end: const Color(\(ColorCodeInput.argb(stop.to)))).animate(\(c.name)Progress);"
    }
    draft.lines =
      ["final \(c.name)Progress = AnimationController.unbounded(vsync: this);"] + tweens + [
        "\(c.name)Progress.animateWith(SpringSimulation(",
        "  SpringDescription(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.dampingCoefficient))), 0, 1, 0));",
      ]
    draft.notes.append(
      PlatformNote(
        key: "flutterColorSpace",
        text: "ColorTween (Color.lerp) blends sRGB channels, clamped: no "
          + "overshoot past the end colour; SwiftUI blends linear sRGB"))
    return draft
  }
}
