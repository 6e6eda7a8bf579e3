import SpringToolCore

extension Platform {
  /// Motion for the web: `animate` with a spring.
  static let motion: Platform = Platform(
    id: "motion", name: "Motion", engines: [MotionEngine()], presets: SpringPreset.motionPresets,
    springCode: { input throws(ExportError) in
      let n = CodeNumber.readable, spring = input.spring, zeta = input.specification.dampingRatio
      let (k, c, m, v) = (spring.stiffness, spring.dampingCoefficient, spring.mass, input.velocity)
      var draft = CodeDraft()
      draft.parameter("stiffness", k); draft.parameter("damping", c); draft.parameter("mass", m); draft.parameter("velocity", v)
      draft.parameter("visualDuration", spring.response / 1.2)
      draft.lines = [
        "animate(element, { y: target }, { type: \"spring\", stiffness: \(n(k)), damping: \(n(c)), mass: \(n(m)), "
          + "velocity: \(n(v)) })"
      ]
      if zeta >= 0.05 && zeta <= 1 && m == 1 {
        draft.lines.append("// same spring: { type: \"spring\", visualDuration: \(n(spring.response / 1.2)), bounce: \(n(1 - zeta)) }")
      }
      draft.notes.append(
        PlatformNote(
          key: "motionRestRule",
          text: "Motion ends when |v| ≤ restSpeed and |Δ| ≤ restDelta (2 and 0.5, "
            + "or 0.01 and 0.005 under 5 units); see --engine motion"))
      return draft
    },
    easingCode: { input throws(ExportError) in
      try input.bezier { b in
        (["animate(element, { y: target }, { duration: \(b.seconds), ease: [\(b.x1), \(b.y1), \(b.x2), \(b.y2)] })"], [])
      }
    },
    retargetCode: { r in
      let n = CodeNumber.readable, s = r.code.spring
      return [
        r.comment("animate again; it starts from y's value with y.getVelocity() (0 when y last changed over 30 ms ago)"),
        "animate(y, \(n(r.target)), { type: \"spring\", stiffness: \(n(s.stiffness)), damping: \(n(s.dampingCoefficient)), "
          + "mass: \(n(s.mass)) })",
      ]
    },
    colorCode: motionColor,
    decays: [MotionInertia()], rubberBand: MotionDragElastic(), snap: MotionSnap())
}

extension PlatformNote {
  /// Motion's time-defined springs ignore the start velocity.
  static func velocityIgnored(_ v: Double) -> PlatformNote {
    PlatformNote(key: "velocityIgnored", text: "time-defined spring: the start velocity \(spoken(v)) is ignored, as in Motion")
  }
  /// Motion clamped a duration into 0.01…10 s.
  static func durationClamped(given: Double, used: Double) -> PlatformNote {
    PlatformNote(key: "durationClamped", text: "Motion clamps the duration \(spoken(given)) s to \(spoken(used)) s")
  }
  /// Motion clamped the damping ratio `1 − bounce` into 0.05…1.
  static func dampingRatioClamped(given: Double, used: Double) -> PlatformNote {
    PlatformNote(key: "dampingRatioClamped", text: "Motion clamps the damping ratio \(spoken(given)) to \(spoken(used))")
  }
  /// The elapsed time rounded to whole milliseconds (Motion's `Math.round`).
  static let roundedMilliseconds = PlatformNote(key: "clock", text: "elapsed time rounded to whole milliseconds (Math.round)")
}

extension Platform {
  /// A colour on the spring: `animate` of the element's colour with the same spring options.
  static func motionColor(_ c: ColorCodeInput) -> CodeDraft {
    let n = CodeNumber.readable, s = c.code.spring
    var draft = CodeDraft()
    draft.parameter("stiffness", s.stiffness); draft.parameter("damping", s.dampingCoefficient); draft.parameter("mass", s.mass)
    let keys = c.to.enumerated().map { i, hex in "\(c.to.count == 1 ? "backgroundColor" : "\"--stop\(i + 1)\"")" + ": \"\(hex)\"" }
    draft.lines = [
      "animate(\(c.name)Element, { \(keys.joined(separator: ", ")) }, { type: \"spring\", stiffness: \(n(s.stiffness)), "
        + "damping: \(n(s.dampingCoefficient)), mass: \(n(s.mass)) })"
    ]
    draft.notes.append(PlatformNote(key: "motionColor", text: "Motion mixes the colour's channels itself; SwiftUI blends linear sRGB"))
    return draft
  }
}
