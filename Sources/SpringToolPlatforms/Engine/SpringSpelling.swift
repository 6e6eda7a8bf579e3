import SpringToolCore

/// How a platform's API spells a spring: the two numbers a developer types for it (mass 1).
/// Each engine names its own (``SpringEngine/spelling``); `springtool match` searches and prints
/// a platform's config in it, so the numbers it reports are the ones that platform's code takes.
public enum SpringSpelling: String, Sendable, Hashable, CaseIterable {
  /// SwiftUI `Animation.spring(response:dampingFraction:)`, Wave `Spring(dampingRatio:response:)`: response R (s), ζ.
  case responseDampingRatio
  /// SwiftUI `Spring(duration:bounce:)`: duration D (s), bounce b ∈ (−1, 1].
  case durationBounce
  /// Android `SpringForce`, Compose `spring()`: stiffness k, ζ.
  case stiffnessDampingRatio
  /// Core Animation, Flutter `SpringDescription`, React Native, Reanimated, Motion: stiffness k and
  /// damping coefficient c, mass 1.
  case stiffnessDamping
  /// react-spring, Rebound `SpringConfig`: tension (= k) and friction (= c), mass 1.
  case tensionFriction
  /// UIKit `UIView.animate(withDuration:usingSpringWithDamping:…)`: duration D (s) and ζ; UIKit
  /// derives ω0 from them (``UIKitSpring``), so D is the `uikit-duration` setting.
  case durationDampingRatio

  /// The two numbers' names, as the platform's API (and the JSON) names them.
  public var names: (String, String) {
    switch self {
    case .responseDampingRatio: ("response", "dampingRatio")
    case .durationBounce: ("duration", "bounce")
    case .stiffnessDampingRatio: ("stiffness", "dampingRatio")
    case .stiffnessDamping: ("stiffness", "damping")
    case .tensionFriction: ("tension", "friction")
    case .durationDampingRatio: ("duration", "dampingRatio")
    }
  }

  /// The numbers that spell `spring` (unit mass: k/m and c/m, the same motion), for a motion
  /// starting at `relativeVelocity` fractions of the travel per second (UIKit's duration depends on it).
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - relativeVelocity: The start velocity over the travel, per second.
  /// - Returns: The two numbers, nil where the platform cannot spell the spring (UIKit and ζ = 0).
  public func numbers(for spring: Spring, relativeVelocity: Double) -> (Double, Double)? {
    let k = spring.stiffness / spring.mass, c = spring.dampingCoefficient / spring.mass, z = spring.dampingRatio
    switch self {
    case .responseDampingRatio: return (spring.response, z)
    case .durationBounce: return (spring.response, spring.bounce)
    case .stiffnessDampingRatio: return (k, z)
    case .stiffnessDamping, .tensionFriction: return (k, c)
    case .durationDampingRatio:
      guard let d = UIKitSpring.duration(for: spring, initialVelocity: relativeVelocity), d.isFinite else { return nil }
      return (d, z)
    }
  }

  /// The specification (mass 1) and the engine settings the numbers `a`, `b` make.
  ///
  /// - Parameters:
  ///   - a: The first number (``names``).
  ///   - b: The second number.
  ///   - relativeVelocity: The start velocity over the travel, per second (UIKit's ω0 depends on it).
  ///   - settings: The settings to add to (UIKit's duration is one).
  /// - Returns: The specification and settings, nil when the numbers make no spring.
  public func specification(_ a: Double, _ b: Double, relativeVelocity: Double, settings: EngineSettings)
    -> (SpringSpecification, EngineSettings)?
  {
    var settings = settings
    let family: SpringSpecification.Family
    switch self {
    case .responseDampingRatio: family = .response(response: a, dampingRatio: b, mass: 1)
    case .durationBounce: family = .durationBounce(duration: a, bounce: b, mass: 1)
    case .stiffnessDampingRatio: family = .stiffnessDampingRatio(stiffness: a, dampingRatio: b, mass: 1)
    case .stiffnessDamping: family = .physical(mass: 1, stiffness: a, dampingCoefficient: b)
    case .tensionFriction: family = .tensionFriction(tension: a, friction: b, mass: 1)
    case .durationDampingRatio:
      guard a >= 0.01 && a <= 10, let w = UIKitSpring.naturalFrequency(duration: a, dampingRatio: b, initialVelocity: relativeVelocity)
      else { return nil }
      family = .response(response: 2 * Double.pi / w, dampingRatio: b, mass: 1)
      settings[.uikitDuration] = a
    }
    guard let spec = try? SpringSpecification(family) else { return nil }
    return (spec, settings)
  }

  /// The `springtool` options that give this spring on the engine (exact round-trip numbers):
  /// `--stiffness 380 --damping 0.8` for Android.
  ///
  /// - Parameters:
  ///   - a: The first number (``names``).
  ///   - b: The second number.
  ///   - specification: The specification ``specification(_:_:relativeVelocity:settings:)`` made (UIKit's response).
  public func arguments(_ a: Double, _ b: Double, specification: SpringSpecification) -> [String] {
    let x = CodeNumber.exact
    switch self {
    case .responseDampingRatio: return ["--response", x(a), "--damping", x(b)]
    case .durationBounce: return ["--response", x(a), "--bounce", x(b)]
    case .stiffnessDampingRatio: return ["--stiffness", x(a), "--damping", x(b)]
    case .stiffnessDamping: return ["--stiffness", x(a), "--friction", x(b)]
    case .tensionFriction: return ["--tension", x(a), "--friction", x(b)]
    case .durationDampingRatio:
      return ["--response", x(specification.response), "--damping", x(b), "--uikit-duration", x(a)]
    }
  }
}
