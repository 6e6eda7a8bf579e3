import SpringToolCore
import _SpringToolSupport

/// Motion's snap: `inertia` with `modifyTarget` (motion-dom `animation/generators/inertia.ts` @
/// 1b037b0), the option Motion gives for snapping a fling (`dragTransition: { modifyTarget }` on a
/// draggable element). The generator projects `ideal = x0 + power·v` (v in units per second,
/// `power` 0.8); `modifyTarget(ideal)` returns the point nearest to it (the lower on a tie, as the
/// exported function writes it); where that differs from `ideal` the amplitude becomes
/// `target − x0`, so the decay itself lands on the point: `target − amplitude·exp(−t/325 ms)`,
/// done within `restDelta` (0.5), on Motion's whole-millisecond clock. No spring runs; given one
/// (`--response`, a preset, …), the snap is `animate(value, point, { type: "spring", velocity })`
/// on the motion engine instead.
public struct MotionSnap: SnapModel {
  /// The model.
  public init() {}

  /// Where the rules come from.
  public let info: SnapInfo = .motion

  /// inertia's ideal target `x0 + power·v`, before `modifyTarget`.
  static func ideal(_ input: SnapInput) -> Double { input.from + input.settings[.inertiaPower] * input.velocity }

  /// The point nearest to `x0 + power·v`.
  ///
  /// - Parameter input: The release and the points.
  /// - Returns: The choice, with the release velocity in units per second.
  public func choose(_ input: SnapInput) -> SnapChoice {
    input.nearestChoice(to: Self.ideal(input), landing: "inertia's target", picking: "modifyTarget gives")
  }

  /// Inertia decaying onto the point, or the given spring on the motion engine.
  ///
  /// - Parameters:
  ///   - input: The release and the points.
  ///   - choice: The point picked.
  /// - Returns: The inertia's frames or the spring (nil when already there and still).
  public func motion(_ input: SnapInput, to choice: SnapChoice) -> SnapRun? {
    if let spring = input.spring { return input.spring(on: MotionEngine(), to: choice.target, platformDefault: spring) }
    guard choice.target != input.from || input.velocity != 0 else { return nil }
    let s = input.settings, ideal = Self.ideal(input)
    // inertia.ts: the amplitude follows a target modifyTarget moved.
    let amplitude = choice.target != ideal ? choice.target - input.from : s[.inertiaPower] * input.velocity
    let run = MotionInertia.Run(
      origin: input.from, target: choice.target, amplitude: amplitude, velocity: input.velocity,
      tau: s[.timeConstant], restDelta: s[.restDelta], bounds: (nil, nil),
      stiffness: s[.bounceStiffness], damping: s[.bounceDamping])
    return .scroll(id: "motion", makeRun: { run })
  }
}

extension MotionSnap: SnapCodeWriter {
  /// inertia with `modifyTarget`, or (a spring given) the same pick before `animate` with that spring.
  func code(_ input: SnapInput, choice: SnapChoice) -> (draft: CodeDraft, spring: SpringSpecification?) {
    let n = CodeNumber.readable, s = input.settings, power = s[.inertiaPower]
    let nearest = "points.reduce((best, p) => (Math.abs(p - ideal) < Math.abs(best - ideal) ? p : best))"
    var draft = CodeDraft()
    draft.parameter("power", power)
    if let spring = input.spring {
      draft.lines = [
        "import { animate } from \"motion\";", "", "const points = [\(input.pointList)];",
        "const position = \(CodeNumber.exact(input.from)); // the value at the release",
        "const velocity = \(CodeNumber.exact(input.velocity)); // units per second (the pan's info.velocity.x)",
        "const ideal = position + \(n(power)) * velocity; // inertia's target at this power",
        "const target = \(nearest);",
      ]
      return (draft, spring)
    }
    draft.parameter("timeConstant", s[.timeConstant])
    draft.lines = [
      "import { animate } from \"motion\";", "", "const points = [\(input.pointList)];",
      "animate(\(CodeNumber.exact(input.from)), \(CodeNumber.exact(input.from)), {", "  type: \"inertia\",",
      "  velocity: \(CodeNumber.exact(input.velocity)), // units per second (the pan's info.velocity.x)",
      "  power: \(n(power)),", "  timeConstant: \(n(s[.timeConstant])), // ms", "  restDelta: \(n(s[.restDelta])),",
      "  // The snap: inertia's target (from + power · velocity) moved to the nearest point; the decay lands on it.",
      "  modifyTarget: (ideal) => \(nearest),",
      "  onUpdate: (latest) => { element.style.transform = `translateX(${latest}px)`; },", "});",
    ]
    return (draft, nil)
  }
}
