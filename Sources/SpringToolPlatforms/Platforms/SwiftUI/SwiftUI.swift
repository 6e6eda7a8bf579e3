import SpringToolCore
import SpringToolEasing

extension CoreAnimationEngine {
  /// SwiftUI's `interpolatingSpring`: Core Animation's unit curve (ζ > 1 moved as critical),
  /// ending at Core Animation's `settlingDuration`.
  public static let interpolatingSpring = CoreAnimationEngine(info: .interpolatingSpring)
}

extension Platform {
  /// SwiftUI: `Spring`, `Animation.spring` and `interpolatingSpring` (Core Animation's arithmetic).
  static let swiftUI: Platform = Platform(
    id: "swiftui", name: "SwiftUI",
    engines: [SwiftUISpringEngine(), SwiftUIAnimationEngine(), CoreAnimationEngine.interpolatingSpring], presets: SpringPreset.swiftUIPresets,
    settlingDefinitions: [.init(name: nil) { _ in .swiftUIProperty }, .init(name: "swiftui") { .swiftUIMethod(epsilon: $0.epsilon) }],
    springCode: { input throws(ExportError) in
      let n = CodeNumber.readable, s = input.specification, spring = input.spring
      let (response, zeta, bounce) = (s.response, s.dampingRatio, s.bounce)
      let (m, k, c, v) = (spring.mass, spring.stiffness, spring.dampingCoefficient, input.relativeVelocity)
      var draft = CodeDraft()
      draft.parameter("response", response); draft.parameter("dampingFraction", zeta); draft.parameter("bounce", bounce)
      draft.parameter("mass", m); draft.parameter("stiffness", k); draft.parameter("damping", c); draft.parameter("initialVelocity", v)
      let blend = input.specification.presetExtras.blendDuration
      draft.lines = [
        "withAnimation(.spring(response: \(n(response)), dampingFraction: \(n(zeta))"
          + (blend != 0 ? ", blendDuration: \(n(blend))" : "") + ")) { /* the change to animate */ }",
        "// iOS 17: .spring(duration: \(n(response)), bounce: \(n(bounce)))",
        "// closed form, with a velocity: .interpolatingSpring(mass: \(n(m)), stiffness: \(n(k)), damping: \(n(c)), "
          + "initialVelocity: \(n(v)))",
      ]
      draft.notes.append(.swiftUIAnimationIntegrates)
      if zeta > 1 { draft.notes.append(.codeMovesOverdampedAsCritical) }
      if SwiftUIAnimationSpring(spring).isStiffnessCapped { draft.notes.append(.codeStiffnessCapped(SwiftUIAnimationSpring.maximumStiffness)) }
      return draft
    },
    easingCode: { input throws(ExportError) in
      try input.bezier { b in
        (["withAnimation(.timingCurve(\(b.x1), \(b.y1), \(b.x2), \(b.y2), duration: \(b.seconds))) { /* the change to animate */ }"], [])
      }
    },
    retargetCode: { r in
      let s = r.code.spring
      return [
        r.comment("the same call again; the running spring merges, keeping its value, velocity and 300 Hz step clock"),
        "withAnimation(.spring(response: \(CodeNumber.readable(s.response)), dampingFraction: \(CodeNumber.readable(s.dampingRatio)))) "
          + "{ value = \(CodeNumber.readable(r.target)) }",
      ]
    },
    colorCode: swiftUIColor)
}

extension SettlingDefinition {
  /// SwiftUI's `Spring.settlingDuration` property: target 1, velocity 0, ε 0.001.
  public static let swiftUIProperty = SettlingDefinition(
    key: "swiftUISettlingDuration", wording: { _ in "SwiftUI Spring.settlingDuration (target 1, v0 0, ε 0.001)" }
  ) {
    SwiftUISpring($0.spring).settlingDuration
  }

  /// SwiftUI's `settlingDuration(target: travel, initialVelocity: v0, epsilon: ε·|travel|)`.
  ///
  /// - Parameter epsilon: The band as a fraction of the travel, in (0, 1).
  /// - Returns: The definition.
  public static func swiftUIMethod(epsilon: Double) -> SettlingDefinition {
    SettlingDefinition(
      key: "swiftUISettlingDurationForMotion", identity: [epsilon],
      wording: { input in
        "SwiftUI settlingDuration(target: \(spoken(input.travel)), initialVelocity: \(spoken(input.velocity)), "
          + "epsilon: \(spoken(epsilon * abs(input.travel))))"
      }
    ) { input in
      guard input.travel != 0 else { return nil }
      return SwiftUISpring(input.spring).settlingDuration(
        target: input.travel, initialVelocity: input.velocity,
        epsilon: epsilon * abs(input.travel))
    }
  }
}

extension PlatformNote {
  /// SwiftUI's `Animation.spring` caps the stiffness (response ≥ 0.0296 s).
  static func stiffnessCapped(maximum k: Double) -> PlatformNote {
    PlatformNote(key: "stiffnessCapped", text: "stiffness capped at \(spoken(k)) (response ≥ 0.0296 s)")
  }
  /// SwiftUI's overdamped `velocity(…)` carries an extra `+target` term.
  static let overdampedVelocityCarriesTarget = PlatformNote(
    key: "overdampedVelocityCarriesTarget", text: "overdamped: SwiftUI's velocity carries an extra +target term")
  /// The 300 Hz step clock, started `phase` seconds after display frame 0.
  static func stepClock(phase: Double) -> PlatformNote {
    PlatformNote(key: "clock", text: "300 Hz step clock started \(spoken(phase)) s after frame 0")
  }
}

extension PlatformNote {
  /// `Animation.spring` runs a 300 Hz integrator, up to ~1.5 % of the travel from the closed form early on.
  static let swiftUIAnimationIntegrates = PlatformNote(
    key: "swiftUIAnimationIntegrates",
    text: "Animation.spring runs a 300 Hz integrator, up to ~1.5 % of the travel from the closed form early on; see --engine "
      + "swiftui-animation")
  /// `Animation.spring` caps the stiffness at this value.
  static func codeStiffnessCapped(_ k: Double) -> PlatformNote {
    PlatformNote(key: "stiffnessCapped", text: "Animation.spring caps the stiffness at \(spoken(k))")
  }
}

extension EngineSetting {
  /// swiftui-animation: seconds from display frame 0 to the start of the 300 Hz step clock.
  public static let swiftUIPhase = EngineSetting(
    key: "phase", placeholder: "S",
    summary: "swiftui-animation: seconds from display frame 0 to the start of the 300 Hz step clock, [0, 1)",
    kind: .number(default: 0, rule: .belowOneSecond), defaultWords: "; an iPhone recording fits 0.0101")
}

extension Platform {
  /// A colour on the spring: set in the same `withAnimation`, which animates `Color.Resolved` in
  /// linear extended sRGB (past the end colour when the spring overshoots).
  static func swiftUIColor(_ c: ColorCodeInput) -> CodeDraft {
    let n = CodeNumber.readable, s = c.code.specification
    var draft = CodeDraft()
    draft.parameter("response", s.response); draft.parameter("dampingFraction", s.dampingRatio)
    let pairs = zip(c.from, c.to).map { "\($0.0) → \($0.1)" }.joined(separator: ", ")
    draft.lines = [
      "withAnimation(.spring(response: \(n(s.response)), dampingFraction: \(n(s.dampingRatio)))) { isOn.toggle() }",
      "// \(c.name): \(pairs), changed by the same state in the same transaction",
    ]
    return draft
  }
}

/// SwiftUI's reduced motion: an app decision.
enum SwiftUIReducedMotion {
  /// SwiftUI plays an animation unchanged; the app reads the environment and picks another.
  static let rule = ReducedMotion(
    .unchanged,
    rule: "SwiftUI plays the animation unchanged; the app reads "
      + "@Environment(\\.accessibilityReduceMotion) and chooses another (Apple's Human Interface Guidelines suggest a cross-fade "
      + "or no animation; --cross-fade S plays the cross-fade)")
}

extension EngineSetting {
  /// SwiftUI's engines under `--reduce-motion`: the app's cross-fade variant, its duration in seconds.
  public static let crossFade = EngineSetting(
    key: "cross-fade", placeholder: "S",
    summary: "SwiftUI's engines with --reduce-motion: the app's variant that Apple's HIG suggests, the two views dissolving "
      + "with withAnimation(.easeInOut(duration: S)) instead of moving (SwiftUI's own .easeInOut lasts 0.35)",
    kind: .number(default: nil, rule: .positive), defaultWords: "none, the spring plays unchanged")
}

/// The cross-fade Apple's Human Interface Guidelines (Motion; Accessibility) suggest in place of a
/// movement under Reduce Motion, as a SwiftUI app writes it: the old view at `from` and the new one
/// at `to` overlap, their opacities driven by the state in
/// `withAnimation(reduceMotion ? .easeInOut(duration: S) : spring)`. Nothing moves; the value is
/// the blend `from + travel·p(t)`, p the new view's opacity (the old one's is 1 − p).
///
/// p(t) is SwiftUI's `BezierAnimation.fraction(for:)`
/// (OpenSwiftUI BezierAnimation.swift @ 42719ba): `curve((t/S) clamped to [0, 1])` while t ≤ S,
/// then nothing (the animation is removed: at the target, ended). The curve is `easeInOut`,
/// (0.42, 0, 0.58, 1), and `UnitCurve.CubicSolver.value(at:)` rounds y to a multiple of 2⁻²⁰
/// (UnitCurve.swift @ 57b0486); x is solved here to full precision, where SwiftUI stops within
/// 2⁻²⁰ of it, so a frame may differ from a device's by up to ~2⁻²⁰ of the travel. A retarget adds
/// a cross-fade of the change from its tap (a bezier animation does not merge, so SwiftUI adds
/// them, ``AdditiveRun``).
struct SwiftUICrossFade: TimeFunctionRun {
  // The control points are valid literals; `try!` cannot fail on them.
  static let easeInOut = try! CubicBezier(0.42, 0, 0.58, 1)
  static let quantum = 0x1p-20

  let from: Double, travel: Double, duration: Double
  var notes: [PlatformNote] { [.crossFade(duration: duration)] }

  /// The run for `input` under `--reduce-motion --cross-fade S`, nil without `--cross-fade`.
  static func run(_ input: EngineInput, engine: String) throws(MotionError) -> (any EngineRun)? {
    guard let duration = input.settings.given(.crossFade) else { return nil }
    guard input.settings[flag: .reduceMotion] else {
      throw .unsupported(engine: engine, feature: "--cross-fade without --reduce-motion (it is the app's reduced-motion variant)")
    }
    let first = SwiftUICrossFade(from: input.from, travel: input.travel, duration: duration)
    guard !input.retargets.isEmpty else { return first }
    return try AdditiveRun(first: first, input: input, engine: engine) { change in
      SwiftUICrossFade(from: 0, travel: change, duration: duration)
    }
  }

  func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
    i == 0 ? state(at: 0) : state(at: clock.seconds(i))
  }

  func state(at t: Double) -> EngineFrame {
    guard t <= duration else { return EngineFrame(value: from + travel, velocity: 0, ended: true) }
    let x = min(max(t / duration, 0), 1)
    let p = (Self.easeInOut.value(at: x) / Self.quantum).rounded() * Self.quantum
    let slope = (Self.easeInOut.slope(at: x) / Self.quantum).rounded() * Self.quantum
    return EngineFrame(value: from + travel * p, velocity: travel * slope / duration, ended: false)
  }
}

extension PlatformNote {
  /// The reduced-motion cross-fade replaces the spring.
  static func crossFade(duration: Double) -> PlatformNote {
    PlatformNote(
      key: "crossFade",
      text: "cross-fade: the views dissolve in .easeInOut(duration: \(spoken(duration))) instead "
        + "of moving; the value is the new view's opacity across the travel")
  }
}
