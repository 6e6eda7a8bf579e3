import SpringToolCurves
import SpringToolEasing
import SpringToolTuning

/// An easing curve expressed for one platform: a code snippet and what does not carry over.
/// Cubic Béziers map directly; Penner curves map to react-spring's own easings; anything else
/// goes through the closest cubic Bézier (its error stated), except steps, which no native
/// platform here animates.
enum EasingExport {
  static let platforms = ["swiftui", "uikit", "compose", "android", "motion", "react-spring"]

  static func make(_ platform: String, easing: Easing, name: String, duration: Double) throws(CLIError) -> PlatformExport {
    let f = Cell.format
    let ms = Int((duration * 1000).rounded())
    var notes: [String] = []
    if case .penner(let p) = easing, platform == "react-spring" {
      return PlatformExport(platform: platform, parameters: [("duration", Double(ms))],
                            snippet: "useSpring({ to: { y: target }, config: { duration: \(ms), easing: easings.\(p.name) } })",
                            notes: ["react-spring's easings are easings.net's, the same formulas"])
    }
    if case .steps = easing { throw .usage("'\(name)' (steps) has no \(platform) equivalent; export it --to css-linear or json") }
    let bezier: CubicBezier
    if let b = easing.bezier {
      bezier = b
    } else {
      let target = FitTarget(duration: 1, count: 400) { easing.value(at: $0) }
      guard let fit = BezierFit.fit(target) else { throw .failure("no cubic Bézier fits '\(name)'") }
      bezier = fit.bezier
      notes.append("\(name) is not a cubic Bézier on \(platform): the closest one is \(bezier.css), "
        + "max error \(f(fit.error.max)) of the travel; export --to css-linear for the exact curve on the web")
    }
    let (x1, y1, x2, y2) = (f(bezier.x1), f(bezier.y1), f(bezier.x2), f(bezier.y2))
    let overshoots = bezier.y1 < 0 || bezier.y1 > 1 || bezier.y2 < 0 || bezier.y2 > 1
    let snippet: String
    switch platform {
    case "swiftui":
      snippet = "withAnimation(.timingCurve(\(x1), \(y1), \(x2), \(y2), duration: \(f(duration)))) { … }"
    case "uikit":
      snippet = """
        UIViewPropertyAnimator(duration: \(f(duration)), controlPoint1: CGPoint(x: \(x1), y: \(y1)),
                               controlPoint2: CGPoint(x: \(x2), y: \(y2))) { … }.startAnimation()
        // Core Animation: CAMediaTimingFunction(controlPoints: \(x1), \(y1), \(x2), \(y2))
        """
    case "compose":
      snippet = "animateFloatAsState(target, animationSpec = tween(durationMillis = \(ms), "
        + "easing = CubicBezierEasing(\(x1)f, \(y1)f, \(x2)f, \(y2)f)))"
      if overshoots { notes.append("some Compose versions clamp CubicBezierEasing's output to [0, 1]: the overshoot may be clipped") }
    case "android":
      snippet = """
        ObjectAnimator.ofFloat(view, View.TRANSLATION_Y, target).apply {
            interpolator = PathInterpolator(\(x1)f, \(y1)f, \(x2)f, \(y2)f)
            duration = \(ms)
            start()
        }
        """
    case "motion":
      snippet = "animate(element, { y: target }, { duration: \(f(duration)), ease: [\(x1), \(y1), \(x2), \(y2)] })"
    case "react-spring":
      snippet = """
        import BezierEasing from "bezier-easing"
        useSpring({ to: { y: target }, config: { duration: \(ms), easing: BezierEasing(\(x1), \(y1), \(x2), \(y2)) } })
        """
      notes.append("react-spring has no cubic Bézier of its own; bezier-easing is the usual package")
    default:
      throw .usage("invalid value '\(platform)' for '--to': an easing exports to css-linear, css-keyframes, json, "
        + platforms.joined(separator: ", "))
    }
    return PlatformExport(platform: platform, parameters: [("x1", bezier.x1), ("y1", bezier.y1), ("x2", bezier.x2),
                                                           ("y2", bezier.y2), ("duration", duration)],
                          snippet: snippet, notes: notes)
  }
}
