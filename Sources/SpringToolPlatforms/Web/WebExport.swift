import Foundation
import SpringToolCore
import SpringToolEasing
import _SpringToolSupport

/// A curve as the web animates it: progress from 0 to 1 over a duration, with its velocity.
public struct WebCurve: Sendable {
  /// Seconds.
  public let duration: Double
  /// Progress at x ∈ [0, 1] of the duration.
  public let progress: @Sendable (Double) -> Double
  /// d(progress)/dt at x, per second.
  public let velocity: @Sendable (Double) -> Double

  /// A spring for `linear()`: the motion from 0 to 1 with `relativeVelocity` (fractions of the
  /// travel per second), for as long as it takes to settle within half of `bound` (rounded up to
  /// a millisecond), so the jump to the target at the end stays inside the bound too. With
  /// `duration` given, exactly that long.
  ///
  /// - Parameters:
  ///   - spring: The spring: mass, stiffness and damping coefficient.
  ///   - relativeVelocity: The start velocity as a fraction of the travel per second.
  ///   - bound: The largest error allowed, a fraction of the travel.
  ///   - given: The duration, in seconds (nil: the exact settle within half the bound, rounded up to a millisecond).
  /// - Throws: ``WebExportError`` for an undamped spring without a duration.
  public static func spring(
    _ spring: Spring, relativeVelocity: Double = 0, bound: Double,
    duration given: Double? = nil
  ) throws(WebExportError) -> WebCurve {
    let motion: SpringMotion
    do { motion = try SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: relativeVelocity) } catch {
      throw .invalid(error.description)
    }
    var duration = given ?? motion.settlingTime(epsilon: bound / 2)
    guard duration.isFinite else { throw .neverSettles }
    guard duration > 0 else { throw .invalid("the duration must be greater than 0") }
    if given == nil { duration = max((duration * 1000).rounded(.up), 1) / 1000 }
    let d = duration
    return WebCurve(duration: d, progress: { motion.value(at: $0 * d) }, velocity: { motion.velocity(at: $0 * d) })
  }

  /// An easing over `duration` seconds.
  ///
  /// - Parameters:
  ///   - easing: The easing curve.
  ///   - duration: The duration, in seconds (> 0).
  public static func easing(_ easing: Easing, duration: Double) -> WebCurve {
    WebCurve(duration: duration, progress: { easing.value(at: $0) }, velocity: { easing.slope(at: $0) / duration })
  }

  /// The duration in whole milliseconds, as CSS is written.
  public var milliseconds: Int { Clamp.int((duration * 1000).rounded()) }
}

/// Why a curve cannot be written for the web.
public enum WebExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An undamped spring without a duration never ends.
  case neverSettles
  /// Too many frames for the limit.
  case tooManyFrames(Int)
  /// Something else out of range.
  case invalid(String)

  /// One line.
  public var description: String {
    switch self {
    case .neverSettles: "the spring is undamped and never settles; give a duration"
    case .tooManyFrames(let n): "\(n) frames is more than the limit \(SampleGrid.maximumCount); lower the frame rate or the duration"
    case .invalid(let text): text
    }
  }
}

/// CSS and frame lists from a ``WebCurve``.
public enum WebExport {
  /// Whether `name` can name `@keyframes` and stand in `animation-name` unquoted: a CSS
  /// identifier (ASCII letters, digits, `-`, `_` or non-ASCII letters; starting with a letter or
  /// `_`, or one `-` then a letter or `_`), and none of the words CSS reserves there (`none`,
  /// `initial`, `inherit`, `unset`, `revert`, `revert-layer`, `default`, in any case).
  ///
  /// - Parameter name: The proposed name.
  /// - Returns: Whether it is one.
  public static func isKeyframesName(_ name: String) -> Bool {
    let reserved: Set<String> = ["none", "initial", "inherit", "unset", "revert", "revert-layer", "default"]
    guard !reserved.contains(name.lowercased()) else { return false }
    func start(_ c: Character) -> Bool { c == "_" || c.isLetter }
    let body = name.hasPrefix("-") ? name.dropFirst() : name[...]
    guard let first = body.first, start(first) else { return false }
    return body.allSatisfy { start($0) || ($0.isASCII && $0.isNumber) || $0 == "-" }
  }

  /// Whether `template` is safe to write inside a `@keyframes` block as declarations, `{}`
  /// standing for the value: no braces other than the `{}` placeholders, no comment delimiters,
  /// no `<` (which could close a `<style>` element), no quotes or backslashes (escapes), and no
  /// control characters.
  ///
  /// - Parameter template: The declaration template, such as `transform: translateX({}px)`.
  /// - Returns: Whether it is safe.
  public static func isDeclarationTemplate(_ template: String) -> Bool {
    let rest = template.replacingEvery("{}", with: "")
    guard !rest.containsText("/*"), !rest.containsText("*/") else { return false }
    return !rest.unicodeScalars.contains { s in
      "{}<>\\\"'`".unicodeScalars.contains(s) || s.value < 0x20 || (s.value >= 0x7F && s.value < 0xA0)
    }
  }

  /// `@keyframes name { … }` of `property` (a declaration with `{}` where the value goes) from
  /// `from` to `to`, at the stops of a `linear()` export, values to the stops' precision.
  ///
  /// - Parameters:
  ///   - export: The linear() easing whose stops become keyframes.
  ///   - name: The animation's name (a CSS identifier).
  ///   - template: The declaration, `{}` standing for the value.
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  /// - Returns: The `@keyframes` rule.
  public static func keyframes(
    _ export: CSSLinearExport, name: String, property template: String, from: Double,
    to: Double
  ) -> String {
    keyframes(export, name: name, declarations: [(template, from, to)])
  }

  /// `@keyframes name { … }` of several declarations moving together (one spring, each from its
  /// start to its end: a scene's width and height), at the stops of a `linear()` export.
  ///
  /// - Parameters:
  ///   - export: The linear() easing whose stops become keyframes.
  ///   - name: The animation's name (a CSS identifier).
  ///   - declarations: Each declaration (`{}` standing for the value) with its start and end.
  /// - Returns: The `@keyframes` rule.
  public static func keyframes(
    _ export: CSSLinearExport, name: String,
    declarations: [(template: String, from: Double, to: Double)]
  ) -> String {
    let digits = CSSLinearExport.digits(for: export.bound)
    var css = "@keyframes \(name) {\n"
    for stop in export.easing.stops {
      let values = declarations.map { d -> String in
        let travel = d.to - d.from
        let decimals = max(0, digits - Int(log10(max(abs(travel), 1e-300)).rounded(.down)))
        return d.template.replacingEvery("{}", with: LinearEasing.decimal(d.from + travel * stop.output, decimals)) + ";"
      }
      css += "  \(LinearEasing.decimal(stop.input * 100, max(digits - 2, 0)))% { \(values.joined(separator: " ")) }\n"
    }
    return css + "}\n"
  }

  /// Every frame at `framesPerSecond` from 0 to the duration (the last frame at the duration):
  /// time, value and velocity from `from` to `to`.
  ///
  /// - Parameters:
  ///   - curve: The curve to sample.
  ///   - fps: The frame rate, in frames per second (> 0).
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  /// - Throws: ``WebExportError`` when the frames cannot be made (a frame rate out of range, too many frames).
  public static func frames(_ curve: WebCurve, framesPerSecond fps: Double, from: Double, to: Double) throws(WebExportError)
    -> [(t: Double, value: Double, velocity: Double)]
  {
    guard fps > 0 && fps.isFinite else { throw .invalid("the frame rate must be greater than 0") }
    let count = (curve.duration * fps).rounded(.up)
    guard count < Double(SampleGrid.maximumCount) else { throw .tooManyFrames(Int(min(count, 1e18))) }
    let travel = to - from
    return (0...Int(count)).map { i in
      let t = min(Double(i) / fps, curve.duration), x = t / curve.duration
      return (t, from + travel * curve.progress(x), travel * curve.velocity(x))
    }
  }
}
