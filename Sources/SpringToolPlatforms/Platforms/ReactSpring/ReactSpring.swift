import SpringToolCore

extension Platform {
  /// react-spring: `useSpring` with tension, friction and mass.
  static let reactSpring: Platform = Platform(
    id: "react-spring", name: "react-spring", engines: [ReactSpringEngine()], presets: SpringPreset.reactSpringPresets, velocityUnits: .perMillisecond,
    springCode: { input throws(ExportError) in
      let n = CodeNumber.readable, spring = input.spring
      let (k, c, m, v) = (spring.stiffness, spring.dampingCoefficient, spring.mass, input.velocity / 1000)
      var draft = CodeDraft()
      draft.parameter("tension", k); draft.parameter("friction", c); draft.parameter("mass", m); draft.parameter("velocity", v)
      draft.lines = [
        "useSpring({ to: { y: target }, config: { tension: \(n(k)), friction: \(n(c)), mass: \(n(m)), "
          + "velocity: \(n(v)) } })  // velocity in units per millisecond"
      ]
      draft.notes.append(
        PlatformNote(
          key: "reactSpringLoop",
          text: "react-spring steps 1 ms of semi-implicit Euler (⌈Δt⌉ steps a frame); see --engine react-spring"))
      return draft
    },
    easingCode: { input throws(ExportError) in
      if case .penner(let p) = input.easing {
        // react-spring's own easings are easings.net's formulas.
        var draft = CodeDraft()
        draft.parameter("duration", Double(input.milliseconds))
        draft.lines = ["useSpring({ to: { y: target }, config: { duration: \(input.milliseconds), easing: easings.\(p.name) } })"]
        draft.notes = [PlatformNote(key: "reactSpringPennerEasing", text: "react-spring's easings are easings.net's, the same formulas")]
        return draft
      }
      return try input.bezier { b in
        (
          [
            "import BezierEasing from \"bezier-easing\"",
            "useSpring({ to: { y: target }, config: { duration: \(b.milliseconds), easing: BezierEasing(\(b.x1), \(b.y1), \(b.x2), \(b.y2)) } })",
          ],
          [PlatformNote(key: "reactSpringNeedsBezierPackage", text: "react-spring has no cubic Bézier of its own; bezier-easing is the usual package")]
        )
      }
    },
    retargetCode: { r in
      [
        r.comment("start toward the new target; a running spring keeps its velocity (a finished one starts at rest)"),
        "api.start({ y: \(CodeNumber.readable(r.target)) })",
      ]
    },
    colorCode: reactSpringColor)
}

extension Platform {
  /// A colour on the spring: `useSpring` of the colour string, with the same config.
  static func reactSpringColor(_ c: ColorCodeInput) -> CodeDraft {
    let n = CodeNumber.readable, s = c.code.spring
    var draft = CodeDraft()
    draft.parameter("tension", s.stiffness); draft.parameter("friction", s.dampingCoefficient); draft.parameter("mass", s.mass)
    let keys = c.stops.map { "\($0.key): on ? '\($0.to)' : '\($0.from)'" }
    draft.lines = [
      "const \(c.name) = useSpring({ \(keys.joined(separator: ", ")),",
      "  config: { tension: \(n(s.stiffness)), friction: \(n(s.dampingCoefficient)), mass: \(n(s.mass)) } });",
    ]
    draft.notes.append(PlatformNote(key: "reactSpringColor", text: "react-spring interpolates the colour's rgba channels (sRGB)"))
    return draft
  }
}
