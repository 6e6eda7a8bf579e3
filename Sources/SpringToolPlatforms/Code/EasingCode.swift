import SpringToolCore
import SpringToolEasing

/// An easing curve written for a platform. Cubic Béziers map directly; anything else goes
/// through the closest cubic Bézier (its error in a note) unless the platform has the curve
/// itself (react-spring's `easings.*`); steps have no native equivalent here.
public enum EasingCode {
  /// The code for `platform`.
  ///
  /// - Parameters:
  ///   - platform: The platform the code is for.
  ///   - easing: The curve.
  ///   - name: The easing's name as given (used in notes, comments and identifiers).
  ///   - duration: The easing's duration, in seconds (> 0).
  /// - Returns: The parameters, the snippet and the notes.
  /// - Throws: ``ExportError`` for steps, for a platform without easing code, or when no Bézier fits.
  public static func make(_ platform: Platform, easing: Easing, name: String, duration: Double)
    throws(ExportError) -> PlatformCode
  {
    guard let write = platform.easingCode else { throw .noEquivalent("an easing", platform) }
    if case .steps = easing { throw .noEquivalent("'\(name)' (steps)", platform) }
    return SpringCode.finished(try write(EasingCodeInput(easing: easing, name: name, duration: duration)), platform)
  }
}
