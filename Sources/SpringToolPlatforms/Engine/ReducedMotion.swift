import SpringToolCore

/// What a platform does with a spring animation when the user asks for reduced motion
/// (`--reduce-motion`: iOS's Reduce Motion, Android's "Remove animations", which sets the animator
/// duration scale to 0, `prefers-reduced-motion` on the web), read from the platform's code or
/// documentation. Each engine states its own (``SpringEngine/reducedMotion``).
public struct ReducedMotion: Sendable, Hashable {
  /// What happens to the animation.
  public enum Effect: Sendable, Hashable {
    /// The value is at its target from this display frame on (0: the first frame shown), and the
    /// animation has ended.
    case jumps(atFrame: Int)
    /// The animation plays unchanged: the platform leaves reduced motion to the app.
    case unchanged
    /// The engine's own run models it (Reanimated's `ReduceMotion`, with its decay).
    case modelled
  }

  /// What happens to the animation.
  public let effect: Effect
  /// The rule in one sentence, with its source (file and commit, or documentation).
  public let rule: String

  /// A rule.
  ///
  /// - Parameters:
  ///   - effect: What happens to the animation.
  ///   - rule: The rule in one sentence, with its source.
  public init(_ effect: Effect, rule: String) { (self.effect, self.rule) = (effect, rule) }

  /// The note a run carries when reduced motion is asked for.
  public var note: PlatformNote { PlatformNote(key: "reduceMotion", text: "reduced motion: " + rule) }
}

extension EngineSetting {
  /// Every engine: the user asked for reduced motion; each platform applies its own rule (``ReducedMotion``).
  public static let reduceMotion = EngineSetting(
    key: "reduce-motion", placeholder: "",
    summary: "the user asked for reduced motion (Reduce Motion, Android's animator duration scale 0, prefers-reduced-motion): "
      + "each engine applies its platform's rule ('springtool engines' lists them); android, compose, reanimated and motion (but "
      + "not an opacity) jump to the target, the others leave it to the app and play unchanged",
    kind: .flag)
}

/// A motion a platform ends at once: the start until `frame`, then the target (each retarget's from
/// the first frame at or after its time), at rest and ended.
struct JumpRun: EngineRun {
  let input: EngineInput
  let frame: Int
  let notes: [PlatformNote]

  mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
    guard i >= frame else { return EngineFrame(value: input.from, velocity: input.velocity, ended: false) }
    let target = input.retargets.last { clock.reached($0.time, by: i) }?.target ?? input.to
    return EngineFrame(value: target, velocity: 0, ended: true)
  }
}

extension SpringEngine {
  /// A run of `input` as the platform renders it: in the platform's length unit (`--travel-unit`,
  /// ``TravelUnit``: the input converted, the frames read back in value units), reduced motion
  /// applied (`--reduce-motion`): the engine's own run, its rule's jump, or the engine's own run
  /// with the rule noted.
  ///
  /// - Parameter input: The spring, the motion and the settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` from ``makeRun(_:)``.
  public func run(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    let factor = input.settings.lengthScale(to: lengthUnit)
    if factor != 1 { return ConvertedRun(base: try run(input.converted(by: factor)), factor: factor, unit: lengthUnit) }
    guard input.settings[flag: .reduceMotion] else { return try makeRun(input) }
    let rule = reducedMotion
    switch rule.effect {
    case .modelled: return NotedRun(base: try makeRun(input), extra: [rule.note])
    case .unchanged: return NotedRun(base: try makeRun(input), extra: [rule.note])
    case .jumps(let frame): return JumpRun(input: input, frame: frame, notes: [rule.note])
    }
  }
}

extension SpringEngine {
  /// The rule that applies to a value of `property` (nil: a value with no property, taken as a
  /// transform): the engine's rule, or ``ReducedMotion/Effect/unchanged`` where the platform
  /// exempts the property (Motion keeps animating an opacity).
  ///
  /// - Parameters:
  ///   - property: What the value animates, or nil.
  ///   - start: The value at the start (what a property's settings may read).
  /// - Returns: The rule as it applies to that value.
  public func reducedMotion(for property: AnimatedProperty?, start: Double) -> ReducedMotion {
    var asked = EngineSettings()
    asked[flag: .reduceMotion] = true
    let settings = property.map { self.settings(for: $0, start: start, given: asked) } ?? asked
    return settings[flag: .reduceMotion] ? reducedMotion : ReducedMotion(.unchanged, rule: reducedMotion.rule)
  }
}
