import SpringToolCore
import SpringToolEasing
import SpringToolTuning

/// An easing curve written for a platform. Cubic Béziers map directly; Penner curves map to
/// react-spring's own `easings.*`; anything else goes through the closest cubic Bézier (its
/// error in a note), except steps, which no native platform here animates.
public enum EasingCode {
  /// The code for `platform` (one of ``ExportPlatform/easingPlatforms``).
  ///
  /// - Parameters:
  ///   - platform: The platform the code is for.
  ///   - easing: The curve.
  ///   - name: The easing's name as given (used in notes, comments and identifiers).
  ///   - duration: The easing's duration, in seconds (> 0).
  /// - Returns: The parameters, the snippet and the notes.
  /// - Throws: ``ExportError`` for steps, for a platform without easings, or when no Bézier fits.
  public static func make(_ platform: ExportPlatform, easing: Easing, name: String, duration: Double)
    throws(ExportError) -> PlatformCode
  {
    let n = CodeNumber.readable
    let ms = Clamp.int((duration * 1000).rounded())
    var notes: [ExportNote] = []
    guard ExportPlatform.easingPlatforms.contains(platform) else { throw .noEquivalent("an easing", platform) }
    if case .penner(let p) = easing, platform == .reactSpring {
      return PlatformCode(platform: platform, parameters: [.init(name: "duration", value: Double(ms))],
                          snippet: "useSpring({ to: { y: target }, config: { duration: \(ms), easing: easings.\(p.name) } })",
                          notes: [.reactSpringPennerEasing])
    }
    if case .steps = easing { throw .noEquivalent("'\(name)' (steps)", platform) }
    let bezier: CubicBezier
    if let b = easing.bezier {
      bezier = b
    } else {
      let target = FitTarget(duration: 1, count: 400) { easing.value(at: $0) }
      guard let fit = BezierFit.fit(target) else { throw .noFit(name) }
      bezier = fit.bezier
      notes.append(.bezierFitted(css: bezier.css, maxError: fit.error.max))
    }
    let (x1, y1, x2, y2) = (n(bezier.x1), n(bezier.y1), n(bezier.x2), n(bezier.y2))
    let overshoots = bezier.y1 < 0 || bezier.y1 > 1 || bezier.y2 < 0 || bezier.y2 > 1
    var lines: [String]
    switch platform {
    case .swiftui:
      lines = ["withAnimation(.timingCurve(\(x1), \(y1), \(x2), \(y2), duration: \(n(duration)))) { … }"]
    case .uikit:
      lines = ["UIViewPropertyAnimator(duration: \(n(duration)), controlPoint1: CGPoint(x: \(x1), y: \(y1)),",
               "                       controlPoint2: CGPoint(x: \(x2), y: \(y2))) { … }.startAnimation()",
               "// Core Animation: CAMediaTimingFunction(controlPoints: \(x1), \(y1), \(x2), \(y2))"]
    case .compose:
      lines = ["animateFloatAsState(target, animationSpec = tween(durationMillis = \(ms), "
        + "easing = CubicBezierEasing(\(x1)f, \(y1)f, \(x2)f, \(y2)f)))"]
      if overshoots { notes.append(.composeMayClampOvershoot) }
    case .android:
      lines = ["ObjectAnimator.ofFloat(view, View.TRANSLATION_Y, target).apply {",
               "    interpolator = PathInterpolator(\(x1)f, \(y1)f, \(x2)f, \(y2)f)", "    duration = \(ms)", "    start()", "}"]
    case .motion:
      lines = ["animate(element, { y: target }, { duration: \(n(duration)), ease: [\(x1), \(y1), \(x2), \(y2)] })"]
    default:
      lines = ["import BezierEasing from \"bezier-easing\"",
               "useSpring({ to: { y: target }, config: { duration: \(ms), easing: BezierEasing(\(x1), \(y1), \(x2), \(y2)) } })"]
      notes.append(.reactSpringNeedsBezierPackage)
    }
    let parameters: [PlatformCode.Parameter] = [.init(name: "x1", value: bezier.x1), .init(name: "y1", value: bezier.y1),
                                                .init(name: "x2", value: bezier.x2), .init(name: "y2", value: bezier.y2),
                                                .init(name: "duration", value: duration)]
    if parameters.contains(where: { CodeNumber.isRounded($0.value) }) {
      lines.append("// exactly: " + parameters.map { "\($0.name) \(CodeNumber.exact($0.value))" }.joined(separator: ", "))
      notes.append(.roundedForReading)
    }
    return PlatformCode(platform: platform, parameters: parameters, snippet: lines.joined(separator: "\n"), notes: notes)
  }
}
