import SpringToolCore

/// A spring written for a platform: the parameters that give the same (or, where the platform
/// cannot, the closest) motion, and code to paste. Velocities are converted explicitly, into the
/// platform's ``Platform/VelocityUnits``.
public enum SpringCode {
  /// The code for `platform`.
  ///
  /// - Parameters:
  ///   - platform: The platform the code is for (one of ``Platforms/springCodeTargets``).
  ///   - specification: The spring (its given numbers are used where the platform has the same family).
  ///   - travel: The distance the animation moves, in value units (for normalised velocities).
  ///   - velocity: The start velocity, in value units per second.
  ///   - values: The values that move, named, with their view properties (a scene's): Android animates the first's
  ///     property, Compose writes one state per value.
  ///   - target: The first target, value units (what a retarget's change is measured from).
  ///   - retargets: Second taps mid-flight: each adds the code the platform takes for it, as its engine models it.
  /// - Returns: The parameters (exact), the snippet and the notes.
  /// - Throws: ``ExportError/noEquivalent(_:_:)`` for a platform springtool writes no spring code for;
  ///   ``ExportError/cannotExpress(_:reason:)`` for a spring the platform's API cannot take;
  ///   ``ExportError/velocityNotNormalizable(velocity:travel:)`` when velocity/travel overflows;
  ///   ``ExportError/velocityNeedsTravel(_:)`` for a velocity with no travel on a platform that takes
  ///   velocities as fractions of the travel.
  public static func make(
    _ platform: Platform, specification: SpringSpecification, travel: Double = 1,
    velocity: Double = 0, values: [AnimatedValue] = [.generic], target: Double = 1,
    retargets: [Retarget] = []
  ) throws(ExportError) -> PlatformCode {
    guard let write = platform.springCode else { throw .noEquivalent("a spring", platform) }
    if travel == 0 && velocity != 0 && platform.velocityUnits == .fractionOfTravel { throw .velocityNeedsTravel(platform) }
    let relative = travel != 0 ? velocity / travel : 0
    guard relative.isFinite else { throw .velocityNotNormalizable(velocity: velocity, travel: travel) }
    // A Reanimated duration config's spring depends on the start (a motion from −travel to 0).
    let resolved = specification.resolved(displacement: -travel, velocity: velocity)
    let input = SpringCodeInput(
      specification: resolved, travel: travel, velocity: velocity, relativeVelocity: relative,
      values: values.isEmpty ? [.generic] : values)
    var draft = try write(input)
    let spring = resolved.spring
    // Only a platform without a mass gets k/m and c/m (one that takes the mass has it as given).
    if spring.mass != 1 && !draft.parameters.contains(where: { $0.name == "mass" }) {
      draft.notes.insert(.massScaled(mass: spring.mass, stiffness: input.unitStiffness, dampingCoefficient: input.unitDamping), at: 0)
    }
    var code = finished(draft, platform)
    if !retargets.isEmpty {
      guard let write = platform.retargetCode else { throw .noEquivalent("a second tap", platform) }
      var previous = target
      var lines: [String] = []
      for r in retargets {
        lines += [""] + write(RetargetCodeInput(code: input, time: r.time, previous: previous, target: r.target))
        previous = r.target
      }
      code = PlatformCode(
        platform: platform, parameters: code.parameters, snippet: code.snippet + "\n" + lines.joined(separator: "\n"),
        notes: code.notes)
    }
    return code
  }

  /// The code with the exact values in a last comment when the snippet rounds any.
  static func finished(_ draft: CodeDraft, _ platform: Platform) -> PlatformCode {
    var draft = draft
    if draft.parameters.contains(where: { CodeNumber.isRounded($0.value) }) {
      draft.lines.append("// exactly: " + draft.parameters.map { "\($0.name) \(CodeNumber.exact($0.value))" }.joined(separator: ", "))
      draft.notes.append(.roundedForReading)
    }
    return PlatformCode(platform: platform, parameters: draft.parameters, snippet: draft.lines.joined(separator: "\n"), notes: draft.notes)
  }
}
