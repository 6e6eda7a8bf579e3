import SpringToolCore

/// A colour that rides a spring (a switch's track turning blue as the knob moves), written with
/// the platform's own colour animation on the same spring. Platforms blend colours in their own
/// space (sRGB bytes, Oklab, …) where SwiftUI blends linear sRGB: each writer's note says which.
public enum ColorCode {
  /// The colour's code for `platform`, or nil when springtool writes no colour animation for it.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - specification: The spring the colour rides.
  ///   - name: The colour's name in the code (any text: it is made an identifier).
  ///   - from: The start colours, `#rrggbb` (a gradient's stops in order).
  ///   - to: The end colours, as many as `from`.
  /// - Returns: The code, with the platform's notes.
  public static func make(_ platform: Platform, specification: SpringSpecification, name: String, from: [String], to: [String])
    -> PlatformCode?
  {
    guard let write = platform.colorCode, !from.isEmpty, from.count == to.count else { return nil }
    let value = AnimatedValue(name, .value)
    let code = SpringCodeInput(
      specification: specification.resolved(displacement: -1, velocity: 0), travel: 1, velocity: 0,
      relativeVelocity: 0, values: [value])
    return SpringCode.finished(write(ColorCodeInput(code: code, name: value.name, from: from, to: to)), platform)
  }
}
