import SpringToolCore

extension Platform {
  /// Reanimated: `withSpring` on a shared value.
  static let reanimated: Platform = Platform(
    id: "reanimated", name: "Reanimated", engines: [ReanimatedEngine()],
    settlingDefinitions: [.init(name: "reanimated", reads: [.energyThreshold]) {
      .reanimated(energyThreshold: $0.settings[.energyThreshold], framesPerSecond: $0.framesPerSecond)
    }],
    springCode: { input throws(ExportError) in
      let n = CodeNumber.readable, s = input.spring
      var draft = CodeDraft()
      draft.parameter("stiffness", s.stiffness); draft.parameter("damping", s.dampingCoefficient); draft.parameter("mass", s.mass)
      draft.parameter("velocity", input.velocity)
      draft.lines = [
        "offset.value = withSpring(to, {",
        "  stiffness: \(n(s.stiffness)),",
        "  damping: \(n(s.dampingCoefficient)), // a coefficient, not a ratio",
        "  mass: \(n(s.mass)),",
        "  velocity: \(n(input.velocity)), // units per second (gesture handler velocities are too)",
        "});",
      ]
      draft.notes.append(.reanimatedEnergyRule)
      if s.dampingRatio > 1 { draft.notes.append(.reactNativeOverdampedAsCritical) }
      return draft
    })
}

extension SettlingDefinition {
  /// Reanimated's end: the reanimated engine's end frame (the energy rule, no overshoot clamping).
  ///
  /// - Parameters:
  ///   - threshold: `energyThreshold`, a fraction of the start's energy (> 0).
  ///   - fps: The frame rate, frames per second (> 0).
  /// - Returns: The definition.
  public static func reanimated(energyThreshold threshold: Double, framesPerSecond fps: Double) -> SettlingDefinition {
    .end(of: ReanimatedEngine(), key: "reanimatedEnergy", identity: [threshold, fps], framesPerSecond: fps,
         wording: "Reanimated withSpring's energy rule (\(spoken(threshold)) of the start's energy, \(spoken(fps)) fps)") {
      $0[.energyThreshold] = threshold
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
    kind: .interval)
  /// reanimated: `reduceMotion` in effect: the value jumps to the target at once.
  public static let reduceMotion = EngineSetting(
    key: "reduce-motion", placeholder: "", summary: "reanimated: reduceMotion in effect, the value jumps to the target at frame 0",
    kind: .flag)
}

extension PlatformNote {
  /// Frame timestamps in milliseconds (a double).
  static let frameTimestampMilliseconds = PlatformNote(key: "clock", text: "frame timestamps in milliseconds, Δt capped at 64 ms")
  /// Reanimated's relative energy end rule.
  static let reanimatedEnergyRule = PlatformNote(
    key: "reanimatedEnergyRule",
    text: "ends when the energy ½kΔx² + ½mv² falls to 6e-9 of its start (relative), then jumps to the target; a value already "
      + "at the target does not move; see --engine reanimated")
}
