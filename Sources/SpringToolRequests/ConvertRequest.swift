import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolReports
import SpringToolScenes

/// `convert`: one spring in every parameter family, or written for one platform.
package struct ConvertRequest: Sendable {
  /// The spring.
  package var specification: SpringSpecification
  /// The platform to write the spring for (nil: every family's numbers).
  package var platform: Platform?
  /// The motion: the travel and velocity a platform's code converts, and the start a Reanimated
  /// duration config resolves its stiffness from (nil: a unit travel from rest).
  package var motion: SpringInput.Motion?
  /// The values the spring moves, named and typed for a platform's code.
  package var animatedValues: [AnimatedValue]

  /// A request for `specification`, written for `platform` when given.
  package init(
    _ specification: SpringSpecification, platform: Platform? = nil, motion: SpringInput.Motion? = nil,
    animatedValues: [AnimatedValue] = [.generic]
  ) {
    (self.specification, self.platform, self.motion, self.animatedValues) = (specification, platform, motion, animatedValues)
  }

  /// The request the values make (the spring, or a scene's; `as`; the motion), checked before any work.
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package init(_ values: some ParameterValues) throws(ParameterProblem) {
    var request = try SpringInput.sceneSpringRequest(values)
    // `duration` is SwiftUI's Spring(duration:bounce:) duration: the response under its own name.
    if let duration = try values.double(Self.duration.key) {
      guard request.response == nil else { throw .usage("\(key: Self.duration.key) and \(key: "response") name the same number; give one") }
      request.response = duration
    }
    let spec = try SpringInput.specification(request)
    if let platform = try values.choice(Self.platform.key, among: Platforms.springCodeTargets, named: \.id) {
      let motion = try SpringInput.motion(values)
      let scene = try? SpringInput.scene(values)
      self.init(spec, platform: platform, motion: motion, animatedValues: SpringInput.animatedValues(scene))
      return
    }
    // Only a Reanimated duration config depends on the motion: its stiffness is solved from the start.
    guard case .reanimatedDuration = spec.resolvedFamily else {
      if let key = ["from", "to", "velocity"].first(where: values.has) {
        throw .usage("\(key: key) goes with \(key: Self.platform.key, placeholder: "PLATFORM") or a Reanimated duration config (\(key: "reanimated-duration"))")
      }
      self.init(spec)
      return
    }
    self.init(spec, motion: try SpringInput.motion(values))
  }

  /// The spring in every family, or the platform's parameters and code.
  /// - Throws: ``ParameterProblem`` when the platform cannot write the spring.
  package func report() throws(ParameterProblem) -> Report {
    let motion = motion ?? SpringInput.Motion(from: 0, to: 1, velocity: 0)
    if let platform {
      let code: PlatformCode
      do throws(ExportError) {
        code = try SpringCode.make(
          platform, specification: specification, travel: motion.to - motion.from, velocity: motion.velocity,
          values: animatedValues)
      } catch { throw .usage("\(error.description)") }
      return ExportReport.platformCode(code)
    }
    guard case .reanimatedDuration = specification.resolvedFamily else { return SpringConversion.report(specification) }
    return SpringConversion.report(specification.resolved(displacement: motion.from - motion.to, velocity: motion.velocity))
  }
}
