import SpringToolCore

extension Platform {
  /// Core Animation: `CASpringAnimation`.
  static let coreAnimation: Platform = Platform(
    id: "core-animation", name: "Core Animation", engines: [CoreAnimationEngine.caSpringAnimation], presets: SpringPreset.coreAnimationPresets,
    velocityUnits: .fractionOfTravel,
    settlingDefinitions: [.init(name: "core-animation") { .coreAnimation(epsilon: $0.epsilon) }],
    springCode: { input throws(ExportError) in
      let n = CodeNumber.readable, spring = input.spring
      let duration = CoreAnimationSpring(spring, travel: input.travel, velocity: input.velocity).settlingDuration()
      var draft = CodeDraft()
      draft.parameter("mass", spring.mass); draft.parameter("stiffness", spring.stiffness)
      draft.parameter("damping", spring.dampingCoefficient); draft.parameter("initialVelocity", input.relativeVelocity)
      draft.parameter("settlingDuration", duration)
      draft.lines = [
        "let animation = CASpringAnimation(keyPath: \"position.y\")", "animation.mass = \(n(spring.mass))",
        "animation.stiffness = \(n(spring.stiffness))", "animation.damping = \(n(spring.dampingCoefficient))",
        "animation.initialVelocity = \(n(input.relativeVelocity))  // fractions of the distance per second",
        "animation.duration = animation.settlingDuration  // \(duration.isFinite ? n(duration) + " s" : "infinite")",
      ]
      if input.specification.dampingRatio > 1 { draft.notes.append(.codeMovesOverdampedAsCritical) }
      draft.notes.append(.velocityNormalized(velocity: input.velocity, travel: input.travel))
      return draft
    },
    retargetCode: { r in
      let n = CodeNumber.readable
      return [
        r.comment("an additive animation of the change; the running one continues, so the velocity carries over"),
        "layer.position.y = \(n(r.target))  // the model value jumps to the new target",
        "let second = CASpringAnimation(keyPath: \"position.y\")  // the same mass, stiffness and damping",
        "second.isAdditive = true", "second.fromValue = \(n(r.previous - r.target))  // old target − new target",
        "second.toValue = 0", "second.duration = second.settlingDuration", "layer.add(second, forKey: nil)",
      ]
    },
    colorCode: coreAnimationColor)
}

extension SettlingDefinition {
  /// Core Animation's `settlingDuration` (`durationForEpsilon:`) with velocity v0/travel.
  ///
  /// - Parameter epsilon: The band as a fraction of the travel, in (0, 1).
  /// - Returns: The definition.
  public static func coreAnimation(epsilon: Double) -> SettlingDefinition {
    SettlingDefinition(
      key: "coreAnimationSettlingDuration", identity: [epsilon],
      wording: { _ in "Core Animation settlingDuration (ε \(spoken(epsilon)))" }
    ) { input in
      guard input.travel != 0 else { return nil }
      return CoreAnimationSpring(input.spring, travel: input.travel, velocity: input.velocity).settlingDuration(epsilon: epsilon)
    }
  }
}

extension Platform {
  /// A colour on the spring: a `CASpringAnimation` of `backgroundColor` with the same parameters
  /// (Core Animation blends the colour's components in its colour space, not linear light).
  static func coreAnimationColor(_ c: ColorCodeInput) -> CodeDraft {
    let n = CodeNumber.readable, s = c.code.spring
    var draft = CodeDraft()
    draft.parameter("mass", s.mass); draft.parameter("stiffness", s.stiffness); draft.parameter("damping", s.dampingCoefficient)
    let cg = { (hex: String) -> String in
      let v = Int(hex.dropFirst(), radix: 16) ?? 0
      return "CGColor(srgbRed: \(n(Double(v >> 16 & 255) / 255)), green: \(n(Double(v >> 8 & 255) / 255)), blue: \(n(Double(v & 255) / 255)), alpha: 1)"
    }
    draft.lines = [
      "let \(c.name) = CASpringAnimation(keyPath: \"backgroundColor\")",
      "\(c.name).mass = \(n(s.mass)); \(c.name).stiffness = \(n(s.stiffness)); \(c.name).damping = \(n(s.dampingCoefficient))",
      "\(c.name).fromValue = \(cg(c.from[0]))", "\(c.name).toValue = \(cg(c.to[0]))",
      "\(c.name).duration = \(c.name).settlingDuration",
      "layer.backgroundColor = \(c.name).toValue as! CGColor  // the model value", "layer.add(\(c.name), forKey: \"\(c.name)\")",
    ]
    if c.from.count > 1 {
      draft.notes.append(
        PlatformNote(
          key: "coreAnimationGradient",
          text: "a gradient's colours: animate a "
            + "CAGradientLayer's \"colors\" the same way, fromValue and toValue the arrays of stops"))
    }
    draft.notes.append(
      PlatformNote(
        key: "coreAnimationColorSpace",
        text: "Core Animation blends the colour's components as given "
          + "(sRGB), not linear light as SwiftUI does"))
    return draft
  }
}
