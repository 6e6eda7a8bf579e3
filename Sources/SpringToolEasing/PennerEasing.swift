import Foundation

/// Robert Penner's easing functions as easings.net publishes them (docs/reference/peers.md §7):
/// {sine, quad, cubic, quart, quint, expo, circ, back, elastic, bounce} × {in, out, inOut},
/// 30 in all. Each maps progress x ∈ [0, 1] to progress; outside [0, 1] they hold their end
/// values (the published formulas are only defined inside). Values and derivatives are the
/// published closed forms, exact to rounding (tests: 1e-15 against 40-digit mpmath).
public struct PennerEasing: Sendable, Hashable {
  /// The family of a Penner function.
  public enum Family: String, Sendable, CaseIterable {
    /// A family: sine, quadratic … quintic, exponential, circular, back (overshooting), elastic, bounce.
    case sine, quad, cubic, quart, quint, expo, circ, back, elastic, bounce
  }

  /// Which end eases: in (the start), out (the end), or both.
  public enum Direction: String, Sendable, CaseIterable {
    /// In, out, or in-out.
    case `in` = "In", out = "Out", inOut = "InOut"
  }

  /// The family.
  public let family: Family
  /// The direction.
  public let direction: Direction

  /// The function of `family` eased in `direction` (`easeOutBack` is `.back, .out`).
  ///
  /// - Parameters:
  ///   - family: The function (`back`, `elastic`, `bounce`, …).
  ///   - direction: In, out or in-out.
  public init(_ family: Family, _ direction: Direction) {
    self.family = family
    self.direction = direction
  }

  /// All 30 functions.
  public static let all: [PennerEasing] = Family.allCases.flatMap { f in Direction.allCases.map { PennerEasing(f, $0) } }

  /// The easings.net name, e.g. `easeInOutCubic`.
  public var name: String { "ease\(direction.rawValue)\(family.rawValue.prefix(1).uppercased())\(family.rawValue.dropFirst())" }

  // easings.net's constants.
  static let c1 = 1.70158
  static let c2 = c1 * 1.525
  static let c3 = c1 + 1
  static let c4 = 2 * Double.pi / 3
  static let c5 = 2 * Double.pi / 4.5

  /// Progress at x (clamped to [0, 1]); exactly 0 at 0 and 1 at 1, as every formula is in
  /// exact arithmetic (rounding would leave some a few ulps off).
  ///
  /// - Parameter x: The input progress x (clamped to [0, 1]).
  /// - Returns: Progress at x (clamped to [0, 1]); exactly 0 at 0 and 1 at 1, as every formula is in exact arithmetic
  ///   (rounding would leave some a few ulps off).
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    switch direction {
    case .in: return Self.easeIn(family, x)
    case .out: return Self.easeOut(family, x)
    case .inOut: return Self.easeInOut(family, x)
    }
  }

  /// d(progress)/dx at x; 0 outside [0, 1]. Infinite where the curve is vertical (circ at
  /// its ends and, for inOut, its middle).
  ///
  /// - Parameter x: The input progress x (clamped to [0, 1]).
  /// - Returns: The slope d(progress)/dx.
  public func slope(at x: Double) -> Double {
    guard x >= 0 && x <= 1 else { return 0 }
    switch direction {
    case .in: return Self.easeInSlope(family, x)
    case .out: return Self.easeOutSlope(family, x)
    case .inOut: return Self.easeInOutSlope(family, x)
    }
  }

  static func power(_ f: Family) -> Double? {
    switch f {
    case .quad: 2
    case .cubic: 3
    case .quart: 4
    case .quint: 5
    default: nil
    }
  }

  static func easeIn(_ f: Family, _ x: Double) -> Double {
    if let p = power(f) { return pow(x, p) }
    switch f {
    case .sine: return 1 - cos(x * .pi / 2)
    case .expo: return x == 0 ? 0 : pow(2, 10 * x - 10)
    case .circ: return 1 - (1 - x * x).squareRoot()
    case .back: return c3 * x * x * x - c1 * x * x
    case .elastic: return x == 0 ? 0 : x == 1 ? 1 : -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4)
    case .bounce: return 1 - bounceOut(1 - x)
    default: return x
    }
  }

  static func easeOut(_ f: Family, _ x: Double) -> Double {
    if let p = power(f) { return 1 - pow(1 - x, p) }
    switch f {
    case .sine: return sin(x * .pi / 2)
    case .expo: return x == 1 ? 1 : 1 - pow(2, -10 * x)
    case .circ: return (1 - (x - 1) * (x - 1)).squareRoot()
    case .back: return 1 + c3 * pow(x - 1, 3) + c1 * pow(x - 1, 2)
    case .elastic: return x == 0 ? 0 : x == 1 ? 1 : pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1
    case .bounce: return bounceOut(x)
    default: return x
    }
  }

  static func easeInOut(_ f: Family, _ x: Double) -> Double {
    if let p = power(f) { return x < 0.5 ? pow(2, p - 1) * pow(x, p) : 1 - pow(-2 * x + 2, p) / 2 }
    switch f {
    case .sine: return -(cos(.pi * x) - 1) / 2
    case .expo:
      if x == 0 || x == 1 { return x }
      return x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2
    case .circ:
      return x < 0.5 ? (1 - (1 - pow(2 * x, 2)).squareRoot()) / 2 : ((1 - pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
    case .back:
      return x < 0.5
        ? (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2
        : (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
    case .elastic:
      if x == 0 || x == 1 { return x }
      return x < 0.5
        ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
        : (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
    case .bounce: return x < 0.5 ? (1 - bounceOut(1 - 2 * x)) / 2 : (1 + bounceOut(2 * x - 1)) / 2
    default: return x
    }
  }

  static let n1 = 7.5625, d1 = 2.75

  /// easings.net's bounceOut: four parabolic arcs.
  static func bounceOut(_ x: Double) -> Double {
    let (shift, offset) = bounceArc(x)
    return n1 * (x - shift) * (x - shift) + offset
  }

  static func bounceOutSlope(_ x: Double) -> Double { 2 * n1 * (x - bounceArc(x).shift) }

  static func bounceArc(_ x: Double) -> (shift: Double, offset: Double) {
    if x < 1 / d1 { return (0, 0) }
    if x < 2 / d1 { return (1.5 / d1, 0.75) }
    if x < 2.5 / d1 { return (2.25 / d1, 0.9375) }
    return (2.625 / d1, 0.984375)
  }

  static let ln2 = log(2.0)

  static func easeInSlope(_ f: Family, _ x: Double) -> Double {
    if let p = power(f) { return p * pow(x, p - 1) }
    switch f {
    case .sine: return .pi / 2 * sin(x * .pi / 2)
    case .expo: return x == 0 ? 0 : 10 * ln2 * pow(2, 10 * x - 10)
    case .circ: return x / (1 - x * x).squareRoot()
    case .back: return 3 * c3 * x * x - 2 * c1 * x
    case .elastic:
      let e = pow(2, 10 * x - 10), a = (x * 10 - 10.75) * c4
      return -(10 * ln2 * e * sin(a) + e * cos(a) * 10 * c4)
    case .bounce: return bounceOutSlope(1 - x)
    default: return 1
    }
  }

  static func easeOutSlope(_ f: Family, _ x: Double) -> Double {
    if let p = power(f) { return p * pow(1 - x, p - 1) }
    switch f {
    case .sine: return .pi / 2 * cos(x * .pi / 2)
    case .expo: return x == 1 ? 0 : 10 * ln2 * pow(2, -10 * x)
    case .circ: return (1 - x) / (1 - (x - 1) * (x - 1)).squareRoot()
    case .back: return 3 * c3 * pow(x - 1, 2) + 2 * c1 * (x - 1)
    case .elastic:
      let e = pow(2, -10 * x), a = (x * 10 - 0.75) * c4
      return -10 * ln2 * e * sin(a) + e * cos(a) * 10 * c4
    case .bounce: return bounceOutSlope(x)
    default: return 1
    }
  }

  static func easeInOutSlope(_ f: Family, _ x: Double) -> Double {
    if let p = power(f) { return x < 0.5 ? pow(2, p - 1) * p * pow(x, p - 1) : p * pow(-2 * x + 2, p - 1) }
    switch f {
    case .sine: return .pi / 2 * sin(.pi * x)
    case .expo:
      if x == 0 || x == 1 { return 0 }
      return x < 0.5 ? 10 * ln2 * pow(2, 20 * x - 10) : 10 * ln2 * pow(2, -20 * x + 10)
    case .circ:
      return x < 0.5 ? 2 * x / (1 - 4 * x * x).squareRoot() : (2 - 2 * x) / (1 - pow(-2 * x + 2, 2)).squareRoot()
    case .back:
      let u = x < 0.5 ? 2 * x : 2 * x - 2
      return x < 0.5 ? 3 * (c2 + 1) * u * u - 2 * c2 * u : 3 * (c2 + 1) * u * u + 2 * c2 * u
    case .elastic:
      let a = (20 * x - 11.125) * c5
      if x < 0.5 {
        let e = pow(2, 20 * x - 10)
        return -(20 * ln2 * e * sin(a) + e * cos(a) * 20 * c5) / 2
      }
      let e = pow(2, -20 * x + 10)
      return (-20 * ln2 * e * sin(a) + e * cos(a) * 20 * c5) / 2
    case .bounce: return x < 0.5 ? bounceOutSlope(1 - 2 * x) : bounceOutSlope(2 * x - 1)
    default: return 1
    }
  }
}
