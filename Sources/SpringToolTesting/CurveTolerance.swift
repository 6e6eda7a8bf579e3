import SpringToolCore
import SpringToolCurves
import SpringToolFormats

/// A bound on a difference in value units: absolute, or a fraction of the curve's travel.
public enum CurveBound: Sendable, Hashable, CustomStringConvertible {
  /// At most this much, in the curve's value units (≥ 0).
  case absolute(Double)
  /// At most this fraction of the travel (≥ 0): 1e-6 is a millionth of |to − from|.
  case fractionOfTravel(Double)

  /// At most `percent` % of the travel: `.percentOfTravel(2)` is `.fractionOfTravel(0.02)`.
  ///
  /// - Parameter percent: The percentage of the travel (≥ 0).
  /// - Returns: The bound as a fraction of the travel.
  public static func percentOfTravel(_ percent: Double) -> CurveBound { .fractionOfTravel(percent / 100) }

  /// The bound in value units for a curve whose travel is `travel`.
  ///
  /// - Parameter travel: The curve's travel (``CurveTravel/of(_:)``), in value units.
  public func limit(travel: Double) -> Double {
    switch self {
    case .absolute(let x): x
    case .fractionOfTravel(let f): f * travel
    }
  }

  /// Whether the bound is a finite number ≥ 0.
  public var isValid: Bool {
    switch self {
    case .absolute(let x), .fractionOfTravel(let x): x.isFinite && x >= 0
    }
  }

  /// `0.5 (absolute)` or `1e-06 of the travel`.
  public var description: String {
    switch self {
    case .absolute(let x): "\(Wording.number(x)) (absolute)"
    case .fractionOfTravel(let f): "\(Wording.number(f)) of the travel"
    }
  }
}

/// How far a curve may be from its golden, or from a reference, before a test fails.
///
/// Every frame is checked against ``perFrame``; the settling time and the overshoot are checked
/// too where a bound is given for them. The ``default`` is 1e-6 of the travel per frame, about
/// what two correct implementations of the same arithmetic on different processors and math
/// libraries agree to, and far below a visible difference (1e-6 of a 300 pt travel is 0.0003 pt).
public struct CurveTolerance: Sendable, Hashable, CustomStringConvertible {
  /// The largest difference allowed at any frame.
  public var perFrame: CurveBound
  /// The largest change of the settling time allowed, seconds; nil: not checked.
  public var settlingTime: Double?
  /// The largest change of the overshoot allowed; nil: not checked.
  public var overshoot: CurveBound?
  /// The settling band the settling time is measured with: the last exit from ±band of the
  /// travel around the target (0.001 is ±0.1 %), in (0, 1).
  public var settlingBand: Double

  /// A tolerance.
  ///
  /// - Parameters:
  ///   - perFrame: The largest difference allowed at any frame (default 1e-6 of the travel).
  ///   - settlingTime: The largest change of the settling time allowed, seconds, or nil not to check it.
  ///   - overshoot: The largest change of the overshoot allowed, or nil not to check it.
  ///   - settlingBand: The settling band as a fraction of the travel, in (0, 1) (default 0.001, ±0.1 %).
  public init(
    perFrame: CurveBound = .fractionOfTravel(1e-6), settlingTime: Double? = nil, overshoot: CurveBound? = nil,
    settlingBand: Double = 0.001
  ) {
    self.perFrame = perFrame
    self.settlingTime = settlingTime
    self.overshoot = overshoot
    self.settlingBand = settlingBand
  }

  /// 1e-6 of the travel per frame; settling time and overshoot not checked on their own.
  public static let `default` = CurveTolerance()

  /// At most `limit` value units at any frame.
  ///
  /// - Parameter limit: The largest difference, in value units (≥ 0).
  /// - Returns: The tolerance.
  public static func absolute(_ limit: Double) -> CurveTolerance { CurveTolerance(perFrame: .absolute(limit)) }

  /// At most `fraction` of the travel at any frame.
  ///
  /// - Parameter fraction: The largest difference as a fraction of the travel (≥ 0).
  /// - Returns: The tolerance.
  public static func fractionOfTravel(_ fraction: Double) -> CurveTolerance { CurveTolerance(perFrame: .fractionOfTravel(fraction)) }

  /// What is wrong with the tolerance itself (a negative or non-finite bound), or nil.
  public var problem: String? {
    if !perFrame.isValid { return "the per-frame tolerance must be a finite number ≥ 0 (found \(perFrame))" }
    if let s = settlingTime, !(s.isFinite && s >= 0) { return "the settling-time tolerance must be a finite number ≥ 0 (found \(s))" }
    if let o = overshoot, !o.isValid { return "the overshoot tolerance must be a finite number ≥ 0 (found \(o))" }
    if !(settlingBand > 0 && settlingBand < 1) { return "the settling band must lie in (0, 1) (found \(settlingBand))" }
    return nil
  }

  /// In words: `1e-06 of the travel per frame (the default)`, with the settling time and
  /// overshoot bounds where set.
  public var description: String {
    var parts = ["\(perFrame) per frame"]
    if let settlingTime { parts.append("settling time within \(Wording.number(settlingTime)) s") }
    if let overshoot { parts.append("overshoot within \(overshoot)") }
    return parts.joined(separator: ", ") + (self == .default ? " (the default)" : "")
  }
}

/// The travel that relative bounds refer to.
public enum CurveTravel {
  /// `|to − from|` from the curve's `from` and `to` metadata when it has both, else the distance
  /// from its first value to its last; for a curve that ends where it starts (a flick with zero
  /// travel), its largest excursion from the first value; 0 for a flat curve.
  ///
  /// - Parameter curve: The curve.
  /// - Returns: The travel, in value units (≥ 0).
  public static func of(_ curve: Curve) -> Double {
    let (from, to) = endpoints(curve)
    let travel = abs(to - from)
    if travel > 0 { return travel }
    return curve.values.map { abs($0 - from) }.max() ?? 0
  }

  /// The start and target: the `from` and `to` metadata when both are numbers, else the first and
  /// last values.
  ///
  /// - Parameter curve: The curve.
  /// - Returns: The start and the target, in value units.
  public static func endpoints(_ curve: Curve) -> (from: Double, to: Double) {
    if let from = curve.number("from"), let to = curve.number("to"), from.isFinite, to.isFinite { return (from, to) }
    return (curve.values.first ?? 0, curve.values.last ?? 0)
  }
}

/// Numbers for people in messages: six significant digits, no floating-point noise.
enum Wording {
  static func number(_ x: Double) -> String { Cell.format(x, significantDigits: 6) }

  static func seconds(_ t: Double?) -> String { t.map { number($0) + " s" } ?? "never (within the frames)" }

  static func percent(_ fraction: Double) -> String { number(fraction * 100) + " %" }
}
