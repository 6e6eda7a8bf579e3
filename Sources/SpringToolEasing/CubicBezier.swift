import _SpringToolSupport

/// A CSS / Core Animation cubic Bézier timing curve from (0, 0) to (1, 1) with control
/// points (x1, y1) and (x2, y2).
///
///     x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³,   y(s) likewise,   s ∈ [0, 1]
///
/// `value(at: x)` is y at the parameter s where x(s) = x. With x1, x2 ∈ [0, 1] x(s) is
/// non-decreasing, so s exists and is unique where x is strictly increasing.
///
/// Solving (the scheme of WebKit's UnitBezier and Chromium's cubic_bezier, docs/reference/peers.md
/// §7, with a tighter epsilon): a linearly interpolated guess from 11 samples of x(s), up to
/// 8 Newton steps, stopping once |x(s) − x| ≤ ``epsilon`` (1e-15); if Newton stalls (|x′(s)|
/// < 1e-7, or it leaves the bracket) bisection takes over and halves the bracket until it
/// cannot shrink (full double precision). Above x = 0.5 the residual is measured from the end,
/// (1 − x) − (1 − x(s)) in Bernstein form, so inputs near 1 keep their full precision. The
/// result's y is within a few ulps of the exact value (tests: 4e-15 against a 50-digit mpmath
/// solve).
///
/// Outside [0, 1], x extends along the end tangents, as CSS specifies: before 0 with slope
/// y1/x1 (or y2/x2 when x1 = 0 and y1 = 0; 0 otherwise), after 1 with slope (y2 − 1)/(x2 − 1)
/// (or (y1 − 1)/(x1 − 1) when x2 = 1 and y2 = 1; 0 otherwise).
public struct CubicBezier: Sendable, Hashable {
  /// The control points P1 = (x1, y1) and P2 = (x2, y2); P0 = (0, 0), P3 = (1, 1).
  public let x1: Double, y1: Double, x2: Double, y2: Double
  private let samples: [Double]

  /// Newton stops once the residual |x(s) − x| is at most this.
  public static let epsilon = 1e-15

  /// The curve `cubic-bezier(x1, y1, x2, y2)`.
  /// - Parameters:
  ///   - x1: The first control point's x, in [0, 1].
  ///   - y1: The first control point's y (any finite value).
  ///   - x2: The second control point's x, in [0, 1].
  ///   - y2: The second control point's y (any finite value).
  /// - Throws: ``EasingError`` unless all four are finite and x1, x2 ∈ [0, 1] (CSS's rule).
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(EasingError) {
    for value in [x1, y1, x2, y2] where !value.isFinite {
      throw EasingError("cubic-bezier control points must be finite numbers")
    }
    guard (0...1).contains(x1), (0...1).contains(x2) else {
      throw EasingError("cubic-bezier x1 and x2 must be in [0, 1] (got \(NumberText.text(x1)) and \(NumberText.text(x2)))")
    }
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    samples = (0...10).map { i in Self.bernstein(Double(i) / 10, x1, x2) }
  }

  // Bernstein forms: every term is non-negative for x, so x(s) is accurate near 0, and its
  // complement 1 − x(s) = (1−s)³ + 3(1−s)²s(1−x1) + 3(1−s)s²(1−x2) is accurate near 1.
  static func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
  }

  static func complement(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let r = 1 - s
    return r * r * r + 3 * r * r * s * (1 - p1) + 3 * r * s * s * (1 - p2)
  }

  /// First derivative: 3[(1−s)²p1 + 2(1−s)s(p2 − p1) + s²(1 − p2)].
  static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let r = 1 - s
    return 3 * (r * r * p1 + 2 * r * s * (p2 - p1) + s * s * (1 - p2))
  }

  /// Second derivative: 6[(1−s)(p2 − 2p1) + s(1 − 2p2 + p1)].
  static func secondDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    6 * ((1 - s) * (p2 - 2 * p1) + s * (1 - 2 * p2 + p1))
  }

  /// The curve parameter s ∈ [0, 1] with x(s) = x, for x ∈ [0, 1].
  ///
  /// - Parameter x: The input progress x (any finite value; outside [0, 1] the curve continues along its end tangents).
  public func parameter(for x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    // Residual increasing in s; above 0.5 it is measured from the end, 1 − x being exact there.
    let (p1, p2) = (x1, x2)
    let residual: (Double) -> Double =
      x <= 0.5
      ? { Self.bernstein($0, p1, p2) - x }
      : { [complementOfX = 1 - x] s in complementOfX - Self.complement(s, p1, p2) }
    // Bracket from the sample table, then a linearly interpolated guess.
    var i = 0
    while i < 9 && samples[i + 1] <= x { i += 1 }
    var lo = Double(i) / 10, hi = Double(i + 1) / 10
    let span = samples[i + 1] - samples[i]
    var s = span > 0 ? lo + (x - samples[i]) / span * 0.1 : lo
    for _ in 0..<8 {
      let r = residual(s)
      if abs(r) <= Self.epsilon { return s }
      if r < 0 { lo = max(lo, s) } else { hi = min(hi, s) }
      let slope = Self.derivative(s, p1, p2)
      guard abs(slope) >= 1e-7 else { break }
      let next = s - r / slope
      guard next > lo && next < hi else { break }
      s = next
    }
    // Bisection: the residual is non-decreasing, so the bracket always holds the root.
    while true {
      let mid = (lo + hi) / 2
      if mid <= lo || mid >= hi { return abs(residual(lo)) <= abs(residual(hi)) ? lo : hi }
      let r = residual(mid)
      if r == 0 { return mid }
      if r < 0 { lo = mid } else { hi = mid }
    }
  }

  /// Slope dy/dx before x = 0 and after x = 1 (the CSS tangent extension).
  public var startSlope: Double {
    if x1 > 0 { return y1 / x1 }
    if y1 == 0 && x2 > 0 { return y2 / x2 }
    return 0
  }

  /// Slope dy/dx after x = 1 (the CSS tangent extension).
  public var endSlope: Double {
    if x2 < 1 { return (y2 - 1) / (x2 - 1) }
    if y2 == 1 && x1 < 1 { return (y1 - 1) / (x1 - 1) }
    return 0
  }

  /// Progress y at input progress x (any finite x; outside [0, 1] along the end tangents).
  ///
  /// - Parameter x: The input progress x (any finite value; outside [0, 1] the curve continues along its end tangents).
  /// - Returns: Progress y at input progress x (any finite x; outside [0, 1] along the end tangents).
  public func value(at x: Double) -> Double {
    if x < 0 { return startSlope * x }
    if x > 1 { return 1 + endSlope * (x - 1) }
    let s = parameter(for: x)
    return s <= 0.5 ? Self.bernstein(s, y1, y2) : 1 - Self.complement(s, y1, y2)
  }

  /// dy/dx at x. Where x′(s) = y′(s) = 0 (x1 = y1 = 0 at the start, say) it is the limit
  /// y″/x″; where the tangent is vertical it is infinite.
  ///
  /// - Parameter x: The input progress x (any finite value; outside [0, 1] the curve continues along its end tangents).
  /// - Returns: The slope dy/dx (infinite where the tangent is vertical).
  public func slope(at x: Double) -> Double {
    if x < 0 { return startSlope }
    if x > 1 { return endSlope }
    let s = parameter(for: x)
    let (dx, dy) = (Self.derivative(s, x1, x2), Self.derivative(s, y1, y2))
    if dx != 0 { return dy / dx }
    if dy != 0 { return dy > 0 ? .infinity : -.infinity }
    let (ddx, ddy) = (Self.secondDerivative(s, x1, x2), Self.secondDerivative(s, y1, y2))
    if ddx != 0 { return ddy / ddx }
    if ddy != 0 { return ddy > 0 ? .infinity : -.infinity }
    // Third derivatives: 6(1 − 3p2 + 3p1) for each coordinate.
    let (dddx, dddy) = (1 - 3 * x2 + 3 * x1, 1 - 3 * y2 + 3 * y1)
    return dddx != 0 ? dddy / dddx : 0
  }

  /// The CSS form, `cubic-bezier(x1, y1, x2, y2)`, each number in its shortest round-trip form.
  public var css: String { "cubic-bezier(" + [x1, y1, x2, y2].map(Self.number).joined(separator: ", ") + ")" }

  /// `1` rather than `1.0`; otherwise Swift's shortest round-trip text.
  static func number(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : x.description
  }
}
