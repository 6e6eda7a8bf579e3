import SpringToolCore
/// A spring or an easing written for one platform: its parameters, a code snippet with the
/// closest feel, and what does not carry over (structured notes for the caller to word).
public struct PlatformCode: Sendable, Hashable {
  /// The platform.
  public let platform: ExportPlatform
  /// The platform's parameters, exact.
  public let parameters: [Parameter]
  /// Code to paste, with numbers a person would write (``CodeNumber``) and the exact values in a
  /// comment where they differ.
  public let snippet: String
  /// What the caller should know.
  public let notes: [ExportNote]

  /// A named parameter.
  public struct Parameter: Sendable, Hashable {
    /// The platform's name for it.
    public let name: String
    /// Its exact value.
    public let value: Double
  }
}

/// Where code is exported for.
public enum ExportPlatform: String, Sendable, Hashable, CaseIterable {
  /// SwiftUI (`Animation.spring`).
  case swiftui
  /// Core Animation (`CASpringAnimation`).
  case coreAnimation = "core-animation"
  /// UIKit (`UIView.animate(usingSpringWithDamping:)`).
  case uikit
  /// Android (`SpringAnimation`).
  case android
  /// Jetpack Compose (`spring()`).
  case compose
  /// Motion for the web (`animate` with a spring).
  case motion
  /// react-spring (`useSpring` config).
  case reactSpring = "react-spring"
  /// Rebound (`SpringConfig`).
  case rebound

  /// The platforms an easing can be exported to (Core Animation and Rebound animate springs only here).
  public static let easingPlatforms: [ExportPlatform] = [.swiftui, .uikit, .compose, .android, .motion, .reactSpring]
}

/// Something about an export the caller should say.
public enum ExportNote: Sendable, Hashable {
  /// Unit-mass platforms get k/m and c/m: the same motion.
  case massScaled(mass: Double, stiffness: Double, dampingCoefficient: Double)
  /// `Animation.spring` runs a 300 Hz integrator, up to ~1.5 % of the travel from the closed form early on.
  case swiftUIAnimationIntegrates
  /// `interpolatingSpring` (or Core Animation without `allowsOverdamping`) moves ζ > 1 as critical.
  case overdampedMovesAsCritical
  /// `Animation.spring` caps the stiffness at this value.
  case stiffnessCapped(Double)
  /// A velocity in units per second divided by the travel (Core Animation, UIKit).
  case velocityNormalized(velocity: Double, travel: Double)
  /// The duration for which UIKit picks this ω0 (rad/s).
  case uikitPicksNaturalFrequency(Double)
  /// `usingSpringWithDamping` does not take ζ > 1 (`UISpringTimingParameters` does).
  case uikitNoOverdamping
  /// UIKit cannot express an undamped spring with a duration.
  case uikitUndamped
  /// Android's rest thresholds.
  case androidRestThresholds
  /// Compose samples whole milliseconds and ends at its estimate.
  case composeMilliseconds
  /// Motion's rest rule (restSpeed, restDelta) and snap.
  case motionRestRule
  /// react-spring's 1 ms semi-implicit Euler.
  case reactSpringLoop
  /// Rebound's RK4 at 1 ms and rest snap.
  case reboundLoop
  /// react-spring's easings are easings.net's formulas.
  case reactSpringPennerEasing
  /// The curve is not a cubic Bézier: the closest one and its largest error (fraction of the travel).
  case bezierFitted(css: String, maxError: Double)
  /// Some Compose versions clamp CubicBezierEasing's output to [0, 1].
  case composeMayClampOvershoot
  /// react-spring has no cubic Bézier of its own; bezier-easing is the usual package.
  case reactSpringNeedsBezierPackage
  /// Numbers in the snippet are rounded for reading; the exact values are in a comment.
  case roundedForReading
}

/// Why a curve cannot be exported.
public enum ExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The platform has no equivalent (steps on a native platform; an easing for Core Animation springs).
  case noEquivalent(String, ExportPlatform)
  /// UIKit's `usingSpringWithDamping` cannot express an undamped spring.
  case uikitUndamped
  /// No cubic Bézier could be fitted.
  case noFit(String)
  /// A velocity over a travel so short that the fraction overflows.
  case velocityNotNormalizable(velocity: Double, travel: Double)
  /// A start velocity with no travel, for a platform that takes velocities as fractions of the travel.
  case velocityNeedsTravel(ExportPlatform)

  /// One line for people.
  public var description: String {
    switch self {
    case .noEquivalent(let what, let p): "\(what) has no \(p.rawValue) equivalent"
    case .uikitUndamped: "UIKit's usingSpringWithDamping cannot express an undamped spring; use UISpringTimingParameters"
    case .noFit(let name): "no cubic Bézier fits '\(name)'"
    case .velocityNotNormalizable(let v, let d): "the velocity \(v) as a fraction of the travel \(d) overflows; give a longer travel"
    case .velocityNeedsTravel(let p): "\(p.rawValue) takes the velocity as a fraction of the travel: give '--to' other than '--from'"
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
  /// - Returns: The readable text of `x`: its shortest form when that has at most ``significantDigits`` significant digits,
  ///   else `x` rounded to them (trailing zeros dropped).
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
  /// - Returns: Whether ``readable(_:)`` changes the value.
  public static func isRounded(_ x: Double) -> Bool { Double(readable(x)) != x }

  /// The exact round-trip text (Swift's shortest representation; whole numbers without `.0`).
  ///
  /// - Parameter x: The number to print in code.
  /// - Returns: The exact round-trip text (Swift's shortest representation; whole numbers without `.0`).
  public static func exact(_ x: Double) -> String {
    let text = x.description
    return text.hasSuffix(".0") && x.isFinite ? String(text.dropLast(2)) : text
  }
}
