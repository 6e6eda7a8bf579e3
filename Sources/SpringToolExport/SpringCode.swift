import SpringToolCore
import SpringToolEngines

/// A spring written for a platform: the parameters that give the same (or, where the platform
/// cannot, the closest) motion, and code to paste. Velocities are converted explicitly: units
/// per second for SwiftUI, Android, Compose, Motion and Rebound; fractions of the travel per
/// second for Core Animation and UIKit; units per millisecond for react-spring.
public enum SpringCode {
  /// The code for `platform`.
  ///
  /// - Parameters:
  ///   - platform: The platform the code is for.
  ///   - specification: The spring (its given numbers are used where the platform has the same family).
  ///   - travel: The distance the animation moves, in value units (for normalised velocities); ≠ 0.
  ///   - velocity: The start velocity, in value units per second.
  /// - Returns: The parameters (exact), the snippet and the notes.
  /// - Throws: ``ExportError/uikitUndamped`` for an undamped spring on UIKit;
  ///   ``ExportError/velocityNotNormalizable(velocity:travel:)`` when velocity/travel overflows;
  ///   ``ExportError/velocityNeedsTravel(_:)`` for a velocity with no travel on Core Animation or UIKit,
  ///   which take velocities as fractions of the travel.
  public static func make(_ platform: ExportPlatform, specification: SpringSpecification, travel: Double = 1,
                          velocity: Double = 0) throws(ExportError) -> PlatformCode {
    let spring = specification.spring
    let k = spring.stiffness, c = spring.dampingCoefficient, m = spring.mass, zeta = specification.dampingRatio
    let unitK = k / m, unitC = c / m
    if travel == 0 && velocity != 0 && [.coreAnimation, .uikit].contains(platform) { throw .velocityNeedsTravel(platform) }
    let relative = travel != 0 ? velocity / travel : 0
    guard relative.isFinite else { throw .velocityNotNormalizable(velocity: velocity, travel: travel) }
    let n = CodeNumber.readable
    var notes: [ExportNote] = m != 1 ? [.massScaled(mass: m, stiffness: unitK, dampingCoefficient: unitC)] : []
    var parameters: [PlatformCode.Parameter] = []
    var lines: [String] = []
    func parameter(_ name: String, _ value: Double) { parameters.append(.init(name: name, value: value)) }
    switch platform {
    case .swiftui:
      let response = specification.response
      parameter("response", response); parameter("dampingFraction", zeta); parameter("bounce", specification.bounce)
      parameter("mass", m); parameter("stiffness", k); parameter("damping", c); parameter("initialVelocity", relative)
      lines.append("withAnimation(.spring(response: \(n(response)), dampingFraction: \(n(zeta)))) { … }")
      lines.append("// iOS 17: .spring(duration: \(n(response)), bounce: \(n(specification.bounce)))")
      lines.append("// closed form, with a velocity: .interpolatingSpring(mass: \(n(m)), stiffness: \(n(k)), damping: \(n(c)), "
        + "initialVelocity: \(n(relative)))")
      notes.append(.swiftUIAnimationIntegrates)
      if zeta > 1 { notes.append(.overdampedMovesAsCritical) }
      if SwiftUIAnimationSpring(spring).isStiffnessCapped { notes.append(.stiffnessCapped(SwiftUIAnimationSpring.maximumStiffness)) }
    case .coreAnimation:
      let duration = CoreAnimationSpring(spring, travel: travel, velocity: velocity).settlingDuration()
      parameter("mass", m); parameter("stiffness", k); parameter("damping", c); parameter("initialVelocity", relative)
      parameter("settlingDuration", duration)
      lines += ["let animation = CASpringAnimation(keyPath: \"position.y\")", "animation.mass = \(n(m))",
                "animation.stiffness = \(n(k))", "animation.damping = \(n(c))",
                "animation.initialVelocity = \(n(relative))  // fractions of the distance per second",
                "animation.duration = animation.settlingDuration  // \(duration.isFinite ? n(duration) + " s" : "infinite")"]
      if zeta > 1 { notes.append(.overdampedMovesAsCritical) }
      notes.append(.velocityNormalized(velocity: velocity, travel: travel))
    case .uikit:
      guard let duration = UIKitSpring.duration(for: spring, initialVelocity: relative) else { throw .uikitUndamped }
      parameter("duration", duration); parameter("dampingRatio", min(zeta, 1)); parameter("initialSpringVelocity", relative)
      lines.append("UIView.animate(withDuration: \(n(duration)), delay: 0, usingSpringWithDamping: \(n(min(zeta, 1))),")
      lines.append("               initialSpringVelocity: \(n(relative)), options: []) { … }")
      lines.append("// or exactly: UISpringTimingParameters(mass: \(n(m)), stiffness: \(n(k)), damping: \(n(c)),")
      lines.append("//                                      initialVelocity: CGVector(dx: \(n(relative)), dy: 0))")
      notes.append(.uikitPicksNaturalFrequency(spring.naturalFrequency))
      if zeta > 1 { notes.append(.uikitNoOverdamping) }
    case .android:
      parameter("stiffness", unitK); parameter("dampingRatio", zeta); parameter("startVelocity", velocity)
      lines += ["SpringAnimation(view, DynamicAnimation.TRANSLATION_Y, finalPosition).apply {",
                "    spring.stiffness = \(n(unitK))f", "    spring.dampingRatio = \(n(zeta))f",
                "    setStartVelocity(\(n(velocity))f)  // units per second", "    start()", "}"]
      notes.append(.androidRestThresholds)
    case .compose:
      parameter("stiffness", unitK); parameter("dampingRatio", zeta)
      if velocity == 0 {
        lines += ["val value by animateFloatAsState(", "    targetValue = target,",
                  "    animationSpec = spring(dampingRatio = \(n(zeta))f, stiffness = \(n(unitK))f),", ")"]
      } else {
        // animate*AsState takes no start velocity; Animatable.animateTo does (units per second).
        parameter("initialVelocity", velocity)
        lines += ["val value = remember { Animatable(start) }", "LaunchedEffect(target) {", "    value.animateTo(",
                  "        targetValue = target,",
                  "        animationSpec = spring(dampingRatio = \(n(zeta))f, stiffness = \(n(unitK))f),",
                  "        initialVelocity = \(n(velocity))f,  // units per second", "    )", "}"]
      }
      notes.append(.composeMilliseconds)
    case .motion:
      parameter("stiffness", k); parameter("damping", c); parameter("mass", m); parameter("velocity", velocity)
      parameter("visualDuration", spring.response / 1.2)
      lines.append("animate(element, { y: target }, { type: \"spring\", stiffness: \(n(k)), damping: \(n(c)), mass: \(n(m)), "
        + "velocity: \(n(velocity)) })")
      if zeta >= 0.05 && zeta <= 1 && m == 1 {
        lines.append("// same spring: { type: \"spring\", visualDuration: \(n(spring.response / 1.2)), bounce: \(n(1 - zeta)) }")
      }
      notes.append(.motionRestRule)
    case .reactSpring:
      parameter("tension", k); parameter("friction", c); parameter("mass", m); parameter("velocity", velocity / 1000)
      lines.append("useSpring({ to: { y: target }, config: { tension: \(n(k)), friction: \(n(c)), mass: \(n(m)), "
        + "velocity: \(n(velocity / 1000)) } })  // velocity in units per millisecond")
      notes.append(.reactSpringLoop)
    case .rebound:
      let origamiTension = SpringSpecification.origamiTension(tension: unitK)
      let origamiFriction = SpringSpecification.origamiFriction(friction: unitC)
      parameter("tension", unitK); parameter("friction", unitC); parameter("origamiTension", origamiTension)
      parameter("origamiFriction", origamiFriction)
      lines += ["val spring = springSystem.createSpring()",
                "    .setSpringConfig(SpringConfig(\(n(unitK)), \(n(unitC))))  // tension, friction",
                "    .setVelocity(\(n(velocity)))",
                "// Origami: SpringConfig.fromOrigamiTensionAndFriction(\(n(origamiTension)), \(n(origamiFriction)))"]
      notes.append(.reboundLoop)
    }
    if parameters.contains(where: { CodeNumber.isRounded($0.value) }) {
      lines.append("// exactly: " + parameters.map { "\($0.name) \(CodeNumber.exact($0.value))" }.joined(separator: ", "))
      notes.append(.roundedForReading)
    }
    return PlatformCode(platform: platform, parameters: parameters, snippet: lines.joined(separator: "\n"), notes: notes)
  }
}
