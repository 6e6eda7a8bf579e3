import SpringToolCore

extension Platform {
  /// UIKit: `UIView.animate(withDuration:…usingSpringWithDamping:…)`.
  static let uikit: Platform = Platform(
    id: "uikit", name: "UIKit", engines: [UIKitEngine()], presets: SpringPreset.uikitPresets, velocityUnits: .fractionOfTravel,
    springCode: { input throws(ExportError) in
      let n = CodeNumber.readable, spring = input.spring, zeta = input.specification.dampingRatio, v = input.relativeVelocity
      guard let duration = UIKitSpring.duration(for: spring, initialVelocity: v) else {
        throw .cannotExpress(.uikit, reason: "UIKit's usingSpringWithDamping cannot express an undamped spring; use UISpringTimingParameters")
      }
      var draft = CodeDraft()
      draft.parameter("duration", duration); draft.parameter("dampingRatio", min(zeta, 1)); draft.parameter("initialSpringVelocity", v)
      draft.lines = [
        "UIView.animate(withDuration: \(n(duration)), delay: 0, usingSpringWithDamping: \(n(min(zeta, 1))),",
        "               initialSpringVelocity: \(n(v)), options: []) { /* the change to animate */ }",
        "// or exactly: UISpringTimingParameters(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), "
          + "damping: \(n(spring.dampingCoefficient)),",
        "//                                      initialVelocity: CGVector(dx: \(n(v)), dy: 0))",
      ]
      draft.notes.append(
        PlatformNote(
          key: "uikitPicksNaturalFrequency",
          text: "with this duration UIKit picks ω0 = "
            + "\(spoken(spring.naturalFrequency)) rad/s (the envelope reaches 0.001 at it)"))
      if zeta > 1 {
        draft.notes.append(
          PlatformNote(
            key: "uikitNoOverdamping",
            text: "usingSpringWithDamping does not support ζ > 1; the timing parameters line does"))
      }
      return draft
    },
    easingCode: { input throws(ExportError) in
      try input.bezier { b in
        (
          [
            "UIViewPropertyAnimator(duration: \(b.seconds), controlPoint1: CGPoint(x: \(b.x1), y: \(b.y1)),",
            "                       controlPoint2: CGPoint(x: \(b.x2), y: \(b.y2))) { /* the change to animate */ }.startAnimation()",
            "// Core Animation: CAMediaTimingFunction(controlPoints: \(b.x1), \(b.y1), \(b.x2), \(b.y2))",
          ], []
        )
      }
    },
    retargetCode: { r in
      let n = CodeNumber.readable, s = r.code.spring
      let duration = UIKitSpring.duration(for: s, initialVelocity: 0).map(n) ?? "duration"
      return [
        r.comment("the same call again; UIView animations are additive (iOS 8+): the running one continues, its velocity with it"),
        "UIView.animate(withDuration: \(duration), delay: 0, usingSpringWithDamping: \(n(min(s.dampingRatio, 1))),",
        "               initialSpringVelocity: 0, options: [.allowUserInteraction]) { view.center.y = \(n(r.target)) }",
      ]
    },
    colorCode: uikitColor,
    decays: [UIKitDecay()], rubberBand: UIKitRubberBand(), snap: UIKitSnap())
}

extension PlatformNote {
  /// UIKit derived ω0 from its duration.
  static func uikitDuration(duration d: Double, naturalFrequency w: Double) -> PlatformNote {
    PlatformNote(key: "uikitDuration", text: "duration \(spoken(d)) s → ω0 \(spoken(w)) rad/s")
  }
  /// UIKit does not take ζ > 1: ζ = 1 was used.
  static let uikitDampingRatioClamped = PlatformNote(key: "uikitDampingRatioClamped", text: "UIKit does not support ζ > 1: used ζ = 1")
  /// UIKit cannot animate this spring (ζ = 0): the exact curve was rendered.
  static let uikitRenderedExact = PlatformNote(
    key: "uikitRenderedExact",
    text: "UIKit cannot animate an undamped spring: rendered the exact curve")
}

extension EngineSetting {
  /// uikit: `UIView.animate`'s duration; not given, the one for which UIKit picks the spring's ω0.
  public static let uikitDuration = EngineSetting(
    key: "uikit-duration", placeholder: "D", summary: "uikit: UIView.animate's duration", kind: .number(default: nil, rule: .positive),
    defaultWords: "the one for which UIKit picks this ω0")
}

extension Platform {
  /// A colour on the spring: `backgroundColor` set in the same spring animation's block (Core
  /// Animation then blends the colour's sRGB components, not linear light as SwiftUI does).
  static func uikitColor(_ c: ColorCodeInput) -> CodeDraft {
    let n = CodeNumber.readable, spring = c.code.spring, zeta = c.code.specification.dampingRatio
    var draft = CodeDraft()
    let duration = UIKitSpring.duration(for: spring, initialVelocity: 0)
    if let duration { draft.parameter("duration", duration) }
    draft.parameter("dampingRatio", min(zeta, 1))
    let ui = { (hex: String) -> String in
      let v = Int(hex.dropFirst(), radix: 16) ?? 0
      return "UIColor(red: \(n(Double(v >> 16 & 255) / 255)), green: \(n(Double(v >> 8 & 255) / 255)), blue: \(n(Double(v & 255) / 255)), alpha: 1)"
    }
    draft.lines = [
      "UIView.animate(withDuration: \(duration.map(n) ?? "duration"), delay: 0, usingSpringWithDamping: \(n(min(zeta, 1))),",
      "               initialSpringVelocity: 0, options: []) {",
      "  \(c.name)View.backgroundColor = \(ui(c.to[0]))  // from \(c.from[0])", "}",
    ]
    draft.notes.append(
      PlatformNote(
        key: "uikitColorSpace",
        text: "UIKit animates backgroundColor through Core Animation, which "
          + "blends sRGB components (a gradient's stops: a CAGradientLayer's colors)"))
    return draft
  }
}
