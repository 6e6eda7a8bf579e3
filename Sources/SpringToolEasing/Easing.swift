import Foundation

/// A timing curve: progress in, progress out, both 0 at the start and 1 at the end.
///
/// `value(at:)` maps input progress x (the fraction of the duration) to output progress;
/// `slope(at:)` is its derivative, so an animation from `a` to `b` over `T` seconds has value
/// `a + (b − a)·value(t/T)` and velocity `(b − a)·slope(t/T)/T`.
public enum Easing: Sendable, Hashable {
  /// A cubic Bézier (`cubic-bezier(x1, y1, x2, y2)`, and the named CSS and platform curves).
  case cubicBezier(CubicBezier)
  /// One of the 30 Penner functions of easings.net.
  case penner(PennerEasing)
  /// CSS `steps(n, position)`.
  case steps(StepsEasing)
  /// CSS `linear(…)`: piecewise linear through stops.
  case linear(LinearEasing)

  /// Output progress at input progress x (any finite x; each curve says how it extends outside [0, 1]).
  ///
  /// - Parameter x: The input progress x (any finite value; each curve says how it extends outside [0, 1]).
  /// - Returns: Output progress at input progress x (any finite x; each curve says how it extends outside [0, 1]).
  public func value(at x: Double) -> Double {
    switch self {
    case .cubicBezier(let b): return b.value(at: x)
    case .penner(let p): return p.value(at: x)
    case .steps(let s): return s.value(at: x)
    case .linear(let l): return l.value(at: x)
    }
  }

  /// d(progress)/dx. Steps are flat (0) between their jumps. Where a curve is vertical
  /// (circ at its ends, a Bézier with a vertical tangent) this is the secant slope over the
  /// next 1e-6 of progress (the previous 1e-6 at x = 1), so that no infinity reaches output.
  ///
  /// - Parameter x: The input progress x (any finite value; each curve says how it extends outside [0, 1]).
  /// - Returns: The slope d(progress)/dx.
  public func slope(at x: Double) -> Double {
    let exact: Double
    switch self {
    case .cubicBezier(let b): exact = b.slope(at: x)
    case .penner(let p): exact = p.slope(at: x)
    case .steps: exact = 0
    case .linear(let l): exact = l.slope(at: x)
    }
    if exact.isFinite { return exact }
    let h = 1e-6
    return x + h <= 1 ? (value(at: x + h) - value(at: x)) / h : (value(at: x) - value(at: x - h)) / h
  }

  /// The CSS text for the curves CSS has (`cubic-bezier()`, `steps()`, `linear()`); nil
  /// for a Penner curve, which CSS has no name for (export it as `linear()`).
  public var css: String? {
    switch self {
    case .cubicBezier(let b): return b.css
    case .steps(let s): return s.css
    case .linear(let l): return l.css()
    case .penner: return nil
    }
  }

  /// The Bézier, if this is one.
  public var bezier: CubicBezier? {
    if case .cubicBezier(let b) = self { return b }
    return nil
  }
}
