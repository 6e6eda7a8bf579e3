import SpringToolCore
import _SpringToolSupport

extension Platform {
  /// Reanimated: `withSpring` on a shared value.
  static let reanimated: Platform = Platform(
    id: "reanimated", name: "Reanimated", engines: [ReanimatedEngine()], presets: SpringPreset.reanimatedPresets,
    settlingDefinitions: [
      .init(name: "reanimated", reads: [.energyThreshold, .reanimatedVersion, .restDisplacement, .restSpeed]) {
        $0.settings.reanimatedVersion == .three
          ? .reanimated3(rest: ReanimatedEngine.Reanimated3Rest($0.settings), framesPerSecond: $0.framesPerSecond)
          : .reanimated(energyThreshold: $0.settings[.energyThreshold], framesPerSecond: $0.framesPerSecond)
      }
    ],
    springCode: { input throws(ExportError) in
      let n = CodeNumber.readable, s = input.spring
      var draft = CodeDraft()
      if case .reanimatedDuration(let seconds, let zeta, let mass) = input.specification.resolvedFamily {
        draft.parameter("duration", seconds * 1000); draft.parameter("dampingRatio", zeta)
        draft.parameter("velocity", input.velocity)
        draft.lines = [
          "offset.value = withSpring(to, {", "  duration: \(n(seconds * 1000)), // ms, \"perceptual\": the motion lasts about 1.5 times it",
          "  dampingRatio: \(n(zeta)),",
        ]
        draft.parameter("mass", mass)
        if mass != ReanimatedDurationSpring.defaultMass { draft.lines.append("  mass: \(n(mass)),") }
        draft.lines += ["  velocity: \(n(input.velocity)), // units per second"] + clamping(input) + ["});"]
        draft.notes += [.reanimatedDurationStiffness(s.stiffness), .reanimatedEnergyRule]
        return draft
      }
      draft.parameter("stiffness", s.stiffness); draft.parameter("damping", s.dampingCoefficient); draft.parameter("mass", s.mass)
      draft.parameter("velocity", input.velocity)
      if input.values.count > 1 {
        // One shared value per value a scene moves, each sprung to its own end.
        draft.lines =
          [
            "const config = { stiffness: \(n(s.stiffness)), damping: \(n(s.dampingCoefficient)), mass: \(n(s.mass)), "
              + "velocity: \(n(input.velocity)) };"
          ] + input.values.map { "\($0.name).value = withSpring(\($0.name)To, config);" }
        draft.notes.append(.reanimatedEnergyRule)
        return draft
      }
      draft.lines =
        [
          "offset.value = withSpring(to, {",
          "  stiffness: \(n(s.stiffness)),",
          "  damping: \(n(s.dampingCoefficient)), // a coefficient, not a ratio",
          "  mass: \(n(s.mass)),",
          "  velocity: \(n(input.velocity)), // units per second (gesture handler velocities are too)",
        ] + clamping(input) + ["});"]
      draft.notes.append(.reanimatedEnergyRule)
      if s.dampingRatio > 1 { draft.notes.append(.reactNativeOverdampedAsCritical) }
      return draft
    },
    retargetCode: { r in
      let n = CodeNumber.readable, s = r.code.spring
      return [
        r.comment("assign again; the new spring inherits the running velocity (Reanimated 4 adds config.velocity to it)"),
        "offset.value = withSpring(\(n(r.target)), { stiffness: \(n(s.stiffness)), damping: \(n(s.dampingCoefficient)), "
          + "mass: \(n(s.mass)) });",
      ]
    },
    colorCode: reanimatedColor,
    writesEveryValue: true,
    decays: [ReanimatedDecay()], snap: ReanimatedSnap())
}

/// A preset's `overshootClamping: true` as a config line (SnappySpringConfig has it), else nothing.
private func clamping(_ input: SpringCodeInput) -> [String] {
  input.specification.presetExtras.overshootClamping ? ["  overshootClamping: true, // the preset's: ends on the first frame outside [from, to]"] : []
}

extension SettlingDefinition {
  /// Reanimated's end: the reanimated engine's end frame (the energy rule, no overshoot clamping).
  ///
  /// - Parameters:
  ///   - threshold: `energyThreshold`, a fraction of the start's energy (> 0).
  ///   - fps: The frame rate, frames per second (> 0).
  /// - Returns: The definition.
  public static func reanimated(energyThreshold threshold: Double, framesPerSecond fps: Double) -> SettlingDefinition {
    .end(
      of: ReanimatedEngine(), key: "reanimatedEnergy", identity: [threshold, fps], framesPerSecond: fps,
      wording: "Reanimated withSpring's energy rule (\(spoken(threshold)) of the start's energy, \(spoken(fps)) fps)"
    ) {
      $0[.energyThreshold] = threshold
      $0.reset(.overshootClamping)
      $0.reset(.reduceMotion)
      $0.reset(.reanimatedVersion)
    }
  }

  /// Reanimated 3's end: rest when |v| and |to − x| are below its thresholds (strict), or a
  /// duration config's duration.
  static func reanimated3(rest: ReanimatedEngine.Reanimated3Rest, framesPerSecond fps: Double) -> SettlingDefinition {
    .end(
      of: ReanimatedEngine(), key: "reanimated3Rest", identity: [rest.displacement, rest.speed, fps], framesPerSecond: fps,
      wording: "Reanimated 3 withSpring at rest (|to − x| < \(spoken(rest.displacement)), |v| < \(spoken(rest.speed)), "
        + "\(spoken(fps)) fps)"
    ) {
      $0.reanimatedVersion = .three
      $0[.restDisplacement] = rest.displacement
      $0[.restSpeed] = rest.speed
      $0.reset(.overshootClamping)
      $0.reset(.reduceMotion)
    }
  }
}

extension EngineSetting {
  /// reanimated: `energyThreshold`, the fraction of the start's energy at which the spring ends.
  public static let energyThreshold = EngineSetting(
    key: "energy-threshold", placeholder: "E",
    summary: "reanimated: energyThreshold, the end when ½kΔx² + ½mv² is at most E of its start (relative)",
    kind: .number(default: 6e-9, rule: .positive))
  /// reanimated: `clamp: {min, max}`, which raises ζ (not a clip).
  public static let reanimatedClamp = EngineSetting(
    key: "clamp", placeholder: "MIN:MAX",
    summary: "reanimated: clamp {min, max} (either side may be empty): raises ζ so the first two extrema stay inside; not a clip",
    kind: .interval, inValueUnits: true)
  /// reanimated: which Reanimated's `withSpring` (``EngineSettings/ReanimatedVersion``).
  public static let reanimatedVersion = EngineSetting(
    key: "reanimated-version", placeholder: "V",
    summary: "reanimated: 4 (the energy end rule) or 3 (rest when |v| < 2 and |Δx| < 0.01, strict; a duration config solves "
      + "the mass and stops at its duration)",
    kind: .choice(EngineSettings.ReanimatedVersion.allCases.map(\.rawValue), default: 0))
}

extension PlatformNote {
  /// Frame timestamps in milliseconds (a double).
  static let frameTimestampMilliseconds = PlatformNote(key: "clock", text: "frame timestamps in milliseconds, Δt capped at 64 ms")
  /// The stiffness a duration config resolves to for this motion.
  ///
  /// - Parameter stiffness: The solved stiffness.
  /// - Returns: The note.
  static func reanimatedDurationStiffness(_ stiffness: Double) -> PlatformNote {
    PlatformNote(
      key: "reanimatedDurationStiffness",
      text: "Reanimated solves the stiffness from the start (from, to, velocity): \(NumberText.forPeople(stiffness)) for this "
        + "motion, with the mass kept")
  }
  /// Reanimated's relative energy end rule.
  static let reanimatedEnergyRule = PlatformNote(
    key: "reanimatedEnergyRule",
    text: "ends when the energy ½kΔx² + ½mv² falls to 6e-9 of its start (relative), then jumps to the target; a value already "
      + "at the target does not move; see --engine reanimated")
}

extension EngineSettings {
  /// Reanimated's major version.
  public enum ReanimatedVersion: String, Sendable, Hashable, CaseIterable {
    /// Reanimated 4: the relative energy end rule, the stiffness solve for duration configs.
    case four = "4"
    /// Reanimated 3: absolute rest thresholds, the mass solve and a hard stop for duration configs.
    case three = "3"
  }

  /// reanimated: the version (the ``EngineSetting/reanimatedVersion`` setting, typed).
  public var reanimatedVersion: ReanimatedVersion {
    get { self[.reanimatedVersion, as: ReanimatedVersion.self] }
    set { self[.reanimatedVersion, as: ReanimatedVersion.self] = newValue }
  }
}

extension Platform {
  /// A colour on the spring: a shared value sprung from 0 to 1 and `interpolateColor`.
  static func reanimatedColor(_ c: ColorCodeInput) -> CodeDraft {
    let n = CodeNumber.readable, s = c.code.spring
    var draft = CodeDraft()
    draft.parameter("stiffness", s.stiffness); draft.parameter("damping", s.dampingCoefficient); draft.parameter("mass", s.mass)
    let colours = c.stops.map { stop in
      "  \(stop.key): interpolateColor(\(c.name)Progress.value, [0, 1], ['\(stop.from)', '\(stop.to)']),"
    }
    draft.lines =
      [
        "const \(c.name)Progress = useSharedValue(0);",
        "\(c.name)Progress.value = withSpring(1, { stiffness: \(n(s.stiffness)), damping: \(n(s.dampingCoefficient)), "
          + "mass: \(n(s.mass)) });",
        "const \(c.name)Style = useAnimatedStyle(() => ({",
      ] + colours + ["}));"]
    draft.notes.append(
      PlatformNote(
        key: "reanimatedColor",
        text: "interpolateColor blends RGB with gamma 2.2 by default; "
          + "SwiftUI blends linear sRGB"))
    return draft
  }
}
