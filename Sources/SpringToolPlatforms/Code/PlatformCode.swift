import SpringToolCore
import _SpringToolSupport
/// A spring or an easing written for one platform: its parameters, a code snippet with the
/// closest feel, and what does not carry over (structured notes for the caller to word).
public struct PlatformCode: Sendable, Hashable {
  /// The platform.
  public let platform: Platform
  /// The platform's parameters, exact.
  public let parameters: [Parameter]
  /// Code to paste, with numbers a person would write (``CodeNumber``) and the exact values in a
  /// comment where they differ.
  public let snippet: String
  /// What the caller should know.
  public let notes: [PlatformNote]

  /// A named parameter.
  public struct Parameter: Sendable, Hashable {
    /// The platform's name for it.
    public let name: String
    /// Its exact value.
    public let value: Double
  }
}

/// What a platform's code writer returns: the parameters, the lines and the platform's notes.
/// ``SpringCode`` and ``EasingCode`` add what every platform shares (mass scaling, the exact values).
struct CodeDraft {
  var parameters: [PlatformCode.Parameter] = []
  var lines: [String] = []
  var notes: [PlatformNote] = []

  /// Adds a parameter; one that is not a finite number (Core Animation's `settlingDuration` of an
  /// undamped spring) is left out of the table and the exact values, as the code's own comment
  /// says it in words.
  mutating func parameter(_ name: String, _ value: Double) {
    guard value.isFinite else { return }
    parameters.append(.init(name: name, value: value))
  }
}

extension PlatformNote {
  /// Unit-mass platforms get k/m and c/m: the same motion.
  static func massScaled(mass m: Double, stiffness k: Double, dampingCoefficient c: Double) -> PlatformNote {
    PlatformNote(
      key: "massScaled",
      text: "mass \(spoken(m)): unit-mass platforms get k/m = \(spoken(k)) and c/m = \(spoken(c)), the same motion")
  }
  /// Numbers in the snippet are rounded for reading; the exact values are in a comment.
  static let roundedForReading = PlatformNote(
    key: "roundedForReading",
    text: "numbers in the code are rounded for reading; the exact values are in the last comment")
  /// `interpolatingSpring` (or Core Animation without `allowsOverdamping`) moves ζ > 1 as critical.
  static let codeMovesOverdampedAsCritical = PlatformNote(
    key: "overdampedMovesAsCritical",
    text: "ζ > 1 moves as critically damped (interpolatingSpring; Core Animation unless allowsOverdamping = true)")
  /// A velocity in units per second divided by the travel (Core Animation, UIKit).
  static func velocityNormalized(velocity: Double, travel: Double) -> PlatformNote {
    PlatformNote(key: "velocityNormalized", text: "initialVelocity is \(spoken(velocity)) units/s ÷ \(spoken(travel)) of travel")
  }
  /// The curve is not a cubic Bézier: the closest one and its largest error (fraction of the travel).
  static func bezierFitted(css: String, maxError: Double) -> PlatformNote {
    PlatformNote(
      key: "bezierFitted",
      text: "not a cubic Bézier here: the closest one is \(css), max error \(spoken(maxError)) of the "
        + "travel; --as css-linear gives the exact curve on the web")
  }
}

/// Why a curve cannot be exported.
public enum ExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The platform has no equivalent (steps on a native platform, an easing on a platform without easing code).
  case noEquivalent(String, Platform)
  /// The platform cannot express this spring (UIKit's `usingSpringWithDamping` an undamped one): why, in a sentence.
  case cannotExpress(Platform, reason: String)
  /// No cubic Bézier could be fitted.
  case noFit(String)
  /// A velocity over a travel so short that the fraction overflows.
  case velocityNotNormalizable(velocity: Double, travel: Double)
  /// A start velocity with no travel, for a platform that takes velocities as fractions of the travel.
  case velocityNeedsTravel(Platform)

  /// One line for people.
  public var description: String {
    switch self {
    case .noEquivalent(let what, let p): "\(what) has no \(p.id) equivalent"
    case .cannotExpress(_, let reason): reason
    case .noFit(let name): "no cubic Bézier fits '\(name)'"
    case .velocityNotNormalizable(let v, let d): "the velocity \(v) as a fraction of the travel \(d) overflows; give a longer travel"
    case .velocityNeedsTravel(let p): "\(p.id) takes the velocity as a fraction of the travel: give '--to' other than '--from'"
    }
  }
}

/// Numbers for code a person reads: at most 6 significant digits and no binary noise (0.3, not
/// 0.30000000000000004; 246.74 for 246.74011002723395), and the exact round-trip text for the comment.
public enum CodeNumber {
  /// Significant digits kept.
  public static let significantDigits = 5

  /// The readable text of `x`: its shortest form when that has at most ``significantDigits``
  /// significant digits, else `x` rounded to them (trailing zeros dropped).
  ///
  /// - Parameter x: The number to print in code.
  public static func readable(_ x: Double) -> String {
    guard x.isFinite else { return x.description }
    if x == x.rounded(), abs(x) < 1e15 { return String(Clamp.int64(x)) }
    let shortest = x.description
    let digits = shortest.filter(\.isNumber).drop { $0 == "0" }
    if digits.count <= significantDigits && !shortest.contains(Character("e")) { return shortest }
    var text = CFormat.string("%.\(significantDigits)g", x)
    if text.contains(Character("e")) { return text }
    if text.contains(Character(".")) {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }

  /// Whether ``readable(_:)`` changes the value.
  ///
  /// - Parameter x: The number to print in code.
  public static func isRounded(_ x: Double) -> Bool { Double(readable(x)) != x }

  /// The exact round-trip text (Swift's shortest representation; whole numbers without `.0`).
  ///
  /// - Parameter x: The number to print in code.
  public static func exact(_ x: Double) -> String {
    let text = x.description
    return text.hasSuffix(".0") && x.isFinite ? String(text.dropLast(2)) : text
  }
}
