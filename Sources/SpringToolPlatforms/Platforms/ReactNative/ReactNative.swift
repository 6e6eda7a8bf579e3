import SpringToolCore

extension Platform {
  /// React Native: `Animated.spring`.
  static let reactNative: Platform = Platform(
    id: "react-native", name: "React Native", engines: [ReactNativeEngine()], presets: SpringPreset.reactNativePresets,
    settlingDefinitions: [
      .init(name: "react-native", reads: [.restDisplacement, .restSpeed]) {
        .reactNative(displacement: $0.settings[.restDisplacement], speed: $0.settings[.restSpeed], framesPerSecond: $0.framesPerSecond)
      }
    ],
    springCode: { input throws(ExportError) in
      let n = CodeNumber.readable, s = input.spring
      var draft = CodeDraft()
      draft.parameter("stiffness", s.stiffness); draft.parameter("damping", s.dampingCoefficient); draft.parameter("mass", s.mass)
      draft.parameter("velocity", input.velocity)
      if input.values.count > 1 {
        // One Animated.Value per value a scene moves, each sprung to its own end.
        draft.lines = input.values.map { v in
          "Animated.spring(\(v.name), { toValue: \(v.name)To, stiffness: \(n(s.stiffness)), damping: \(n(s.dampingCoefficient)), "
            + "mass: \(n(s.mass)), velocity: \(n(input.velocity)), useNativeDriver: \(v.property == .width || v.property == .height ? "false" : "true") }).start();"
        }
        draft.notes.append(.reactNativeRest)
        if input.values.contains(where: { $0.property == .width || $0.property == .height }) {
          draft.notes.append(
            PlatformNote(
              key: "reactNativeLayoutJS",
              text: "width and height are layout: the native driver "
                + "cannot animate them (useNativeDriver: false)"))
        }
        return draft
      }
      draft.lines =
        [
          "Animated.spring(value, {",
          "  toValue,",
          "  stiffness: \(n(s.stiffness)),",
          "  damping: \(n(s.dampingCoefficient)), // a coefficient, not a ratio",
          "  mass: \(n(s.mass)),",
          "  velocity: \(n(input.velocity)), // units per second (PanResponder's vx is per millisecond: × 1000)",
        ] + (input.specification.presetExtras.overshootClamping ? ["  overshootClamping: true, // the preset's: ends at the first frame past toValue"] : [])
        + ["  useNativeDriver: true,", "}).start();"]
      draft.notes.append(.reactNativeRest)
      if s.dampingRatio > 1 { draft.notes.append(.reactNativeOverdampedAsCritical) }
      return draft
    },
    easingCode: { input throws(ExportError) in
      try input.bezier { b in
        (
          [
            "Animated.timing(value, {", "  toValue,", "  duration: \(b.milliseconds),",
            "  easing: Easing.bezier(\(b.x1), \(b.y1), \(b.x2), \(b.y2)),", "  useNativeDriver: true,", "}).start();",
          ], []
        )
      }
    },
    retargetCode: { r in
      let n = CodeNumber.readable, s = r.code.spring
      return [
        r.comment("another spring on the same value (JS driver): it continues from the running one's position and velocity"),
        "Animated.spring(value, { toValue: \(n(r.target)), stiffness: \(n(s.stiffness)), damping: \(n(s.dampingCoefficient)), "
          + "mass: \(n(s.mass)), useNativeDriver: false }).start();",
      ]
    },
    colorCode: reactNativeColor,
    writesEveryValue: true,
    decays: [ReactNativeDecay()], snap: ReactNativeSnap())
}

extension SettlingDefinition {
  /// React Native's rest: the react-native engine's end frame (JS driver, no overshoot clamping).
  ///
  /// - Parameters:
  ///   - displacement: `restDisplacementThreshold`, value units (> 0).
  ///   - speed: `restSpeedThreshold`, value units per second (> 0).
  ///   - fps: The frame rate, frames per second (> 0).
  /// - Returns: The definition.
  public static func reactNative(displacement: Double, speed: Double, framesPerSecond fps: Double) -> SettlingDefinition {
    .end(
      of: ReactNativeEngine(), key: "reactNativeRest", identity: [displacement, speed, fps], framesPerSecond: fps,
      wording: "React Native Animated.spring at rest (|to − x| ≤ \(spoken(displacement)), |v| ≤ \(spoken(speed)), \(spoken(fps)) fps)"
    ) {
      $0[.restDisplacement] = displacement
      $0[.restSpeed] = speed
      $0.reset(.overshootClamping)
      $0.reset(.reactNativeDriver)
    }
  }
}

extension EngineSetting {
  /// react-native: which driver runs the animation (``EngineSettings/ReactNativeDriver``).
  public static let reactNativeDriver = EngineSetting(
    key: "rn-driver", placeholder: "DRIVER",
    summary: "react-native: js (Date.now() in whole ms), android (the native driver: the same) or ios (exact times, "
      + "single-precision functions)",
    kind: .choice(EngineSettings.ReactNativeDriver.allCases.map(\.rawValue), default: 0))
}

extension EngineSettings {
  /// React Native's animation drivers.
  public enum ReactNativeDriver: String, Sendable, Hashable, CaseIterable {
    /// The JS driver: `Date.now()` in whole milliseconds.
    case js
    /// Android's native driver: the Choreographer's time in whole milliseconds, the same arithmetic.
    case android
    /// iOS's native driver: the display link's time in seconds, `sqrtf`/`expf`/`sinf`/`cosf`.
    case ios
  }

  /// react-native: the driver (the ``EngineSetting/reactNativeDriver`` setting, typed).
  public var reactNativeDriver: ReactNativeDriver {
    get { self[.reactNativeDriver, as: ReactNativeDriver.self] }
    set { self[.reactNativeDriver, as: ReactNativeDriver.self] = newValue }
  }
}

extension PlatformNote {
  /// React Native moves every ζ > 1 as the critically damped spring at ω0.
  static let reactNativeOverdampedAsCritical = PlatformNote(
    key: "overdampedMovesAsCritical", text: "ζ > 1 moves as critically damped at ω0 (Animated.spring's closed form)")
  /// `Date.now()`: whole milliseconds.
  static let dateNowMilliseconds = PlatformNote(key: "clock", text: "frame times in whole milliseconds of Date.now(), Δt capped at 64 ms")
  /// React Native's absolute rest thresholds.
  static let reactNativeRest = PlatformNote(
    key: "reactNativeRest",
    text: "ends when |v| ≤ 0.001 and |toValue − x| ≤ 0.001 (absolute: late for large travels), then jumps to toValue; "
      + "see --engine react-native")
}

extension Platform {
  /// A colour on the spring: an `Animated.Value` from 0 to 1 interpolated between the colours.
  static func reactNativeColor(_ c: ColorCodeInput) -> CodeDraft {
    let n = CodeNumber.readable, s = c.code.spring
    var draft = CodeDraft()
    draft.parameter("stiffness", s.stiffness); draft.parameter("damping", s.dampingCoefficient); draft.parameter("mass", s.mass)
    let colours = c.stops.map { stop in
      "const \(stop.name) = \(c.name)Progress.interpolate({ inputRange: [0, 1], outputRange: ['\(stop.from)', '\(stop.to)'] });"
    }
    draft.lines =
      ["const \(c.name)Progress = useRef(new Animated.Value(0)).current;"] + colours + [
        "Animated.spring(\(c.name)Progress, { toValue: 1, stiffness: \(n(s.stiffness)), damping: \(n(s.dampingCoefficient)), "
          + "mass: \(n(s.mass)), useNativeDriver: false }).start();"
      ]
    draft.notes.append(
      PlatformNote(
        key: "reactNativeColor",
        text: "interpolate blends the rgba channels linearly (sRGB); colours "
          + "need the JS driver (useNativeDriver: false); its rest thresholds (0.001) are of the 0…1 progress"))
    return draft
  }
}
