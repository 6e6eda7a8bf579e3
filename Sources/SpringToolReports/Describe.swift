import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolGestures
import SpringToolPlots
import _SpringToolSupport

/// English for the library's structured values: how a settling time was found, switch
/// decisions, spring labels. The domain modules return reasons as data; this is where they
/// become sentences (platforms word their own notes and settling definitions, in their folders).
package enum Describe {
  /// A number for people: six significant digits, trailing zeros dropped (`0.818747` for
  /// 0.818746717383109, `0.2` for 0.19999999999999996, `1e-05`; whole numbers without `.0`), as
  /// tables show them. Files keep every digit.
  ///
  /// - Parameter x: The number.
  /// - Returns: The text.
  package static func f(_ x: Double) -> String { Cell.format(x, significantDigits: Table.peopleDigits) }

  /// A fraction as a percentage with four significant digits: 0.0152 → "1.52 %".
  ///
  /// - Parameter fraction: The fraction (1 is 100 %).
  package static func percent(_ fraction: Double) -> String { Plot.percent(fraction) }

  /// How a settling time was found, in words.
  ///
  /// - Parameter r: The rule that found the settling time.
  package static func rule(_ r: SettlingRule) -> String {
    switch r {
    case .exact: "exact"
    case .refinedScan: "refined scan"
    case .sampled: "from the samples"
    case .easingDuration: "the easing's duration"
    case .engineEnd(let id): "the \(id) engine's own end"
    case .lastSample: "the last sample"
    }
  }

  /// A switch decision's reason in words, with its numbers (`released at 12 pt ≤ midpoint 17`).
  ///
  /// - Parameter r: The decision's reason.
  package static func reason(_ r: SwitchDragModel.DecisionReason) -> String {
    func compare(_ a: Double, _ b: Double) -> String { a > b ? ">" : "≤" }
    return switch r {
    case .tap(let d): "a touch under \(f(d)) pt is a tap, which toggles"
    case .untouched(let d): "a touch under \(f(d)) pt does nothing (no tap handler)"
    case .scroll: "the touch moved more vertically: the scroll view took it"
    case .projected(let release, let v, let projected, let mid):
      "released at \(f(release)) pt moving \(f(v)) pt/s, projected to \(f(projected)) pt \(compare(projected, mid)) midpoint \(f(mid))"
    case .position(let release, let mid): "released at \(f(release)) pt \(compare(release, mid)) midpoint \(f(mid))"
    case .naive(let t, let threshold): "translation + translation = \(f(2 * t)) \(compare(2 * t, threshold)) \(f(threshold))"
    case .published(let offset, let t, let threshold):
      "dragOffset + translation = \(f(offset)) + \(f(t)) = \(f(offset + t)) \(compare(offset + t, threshold)) maxOffset/2 = \(f(threshold))"
    }
  }

  /// A label for a spring in plots and tables.
  ///
  /// - Parameter s: The spring as given.
  package static func label(_ s: SpringSpecification) -> String {
    "response \(Plot.label(s.response)) s, ζ \(Plot.label(s.dampingRatio))"
  }
}
