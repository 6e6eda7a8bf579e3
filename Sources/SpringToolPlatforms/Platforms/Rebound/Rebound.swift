import SpringToolCore

extension Platform {
  /// Rebound (Java and JavaScript): `SpringConfig(tension, friction)`.
  static let rebound: Platform = Platform(
    id: "rebound", name: "Rebound", engines: [ReboundEngine.java, ReboundEngine.javaScript], presets: SpringPreset.reboundPresets,
    springCode: { input throws(ExportError) in
      let n = CodeNumber.readable, k = input.unitStiffness, c = input.unitDamping
      let origamiTension = SpringSpecification.origamiTension(tension: k)
      let origamiFriction = SpringSpecification.origamiFriction(friction: c)
      var draft = CodeDraft()
      draft.parameter("tension", k); draft.parameter("friction", c); draft.parameter("origamiTension", origamiTension)
      draft.parameter("origamiFriction", origamiFriction)
      draft.lines = [
        "val spring = springSystem.createSpring()",
        "    .setSpringConfig(SpringConfig(\(n(k)), \(n(c))))  // tension, friction",
        "    .setVelocity(\(n(input.velocity)))",
        "// Origami: SpringConfig.fromOrigamiTensionAndFriction(\(n(origamiTension)), \(n(origamiFriction)))",
      ]
      draft.notes.append(
        PlatformNote(
          key: "reboundLoop",
          text: "Rebound integrates RK4 at 1 ms and snaps to the end at rest "
            + "(|v|, |Δ| ≤ 0.005); see --engine rebound"))
      return draft
    },
    retargetCode: { r in
      [r.comment("position, velocity and the integrator's time carry on"), "spring.setEndValue(\(CodeNumber.readable(r.target)))"]
    })
}
