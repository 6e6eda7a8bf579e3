import SpringToolCore
import _SpringToolSupport

/// One axis of a parameter grid: `count` values evenly spaced from `start` to `end` inclusive
/// (`START:END:COUNT` on the command line; one value when COUNT is 1).
public struct SweepAxis: Sendable, Hashable {
  /// The parameter.
  public let parameter: SweepParameter
  /// The first value.
  public let start: Double
  /// The last value.
  public let end: Double
  /// The number of values, ≥ 1.
  public let count: Int

  /// An axis of `count` values from `start` to `end`.
  ///
  /// - Parameters:
  ///   - parameter: The parameter this axis varies.
  ///   - start: The first value.
  ///   - end: The last value.
  ///   - count: The number of values (≥ 1).
  public init(_ parameter: SweepParameter, start: Double, end: Double, count: Int) {
    (self.parameter, self.start, self.end, self.count) = (parameter, start, end, count)
  }

  /// Why a `START:END:COUNT` text is not an axis.
  public enum ParseProblem: Error, Sendable, Equatable {
    /// Not three parts separated by colons.
    case notThreeParts
    /// START or END is not a finite number.
    case notANumber(String)
    /// COUNT is not a whole number from 1 to `maximumCount`.
    case badCount(String)
  }

  /// The most values on one axis (2000 × 2000 is the largest grid).
  public static let maximumCount = 4_000_000

  /// An axis from `START:END:COUNT` (`0.05:1:200`).
  ///
  /// - Parameters:
  ///   - parameter: The parameter this axis varies.
  ///   - text: `START:END:COUNT`.
  /// - Throws: ``SweepAxis/ParseProblem`` when the text is not three parts, a bound is not a finite number, or the count is
  ///   out of range.
  public init(_ parameter: SweepParameter, parsing text: String) throws(ParseProblem) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { $0.trimmed() }
    guard parts.count == 3 else { throw .notThreeParts }
    guard let start = Double(parts[0]), start.isFinite else { throw .notANumber(parts[0]) }
    guard let end = Double(parts[1]), end.isFinite else { throw .notANumber(parts[1]) }
    guard let count = Int(parts[2]), count >= 1, count <= Self.maximumCount else { throw .badCount(parts[2]) }
    self.init(parameter, start: start, end: end, count: count)
  }

  /// The i-th value: `start` and `end` exactly at the ends (so the grid prints the numbers the
  /// user gave), and (start·(n − i) + end·i)/n in between, n = count − 1, which is exact at
  /// simple fractions (0.2:1:3 gives 0.2, 0.6, 1).
  ///
  /// - Parameter i: The value's index (0 ≤ i < count).
  public func value(_ i: Int) -> Double {
    guard count > 1 && i > 0 else { return start }
    guard i < count - 1 else { return end }
    let n = Double(count - 1)
    return (start * (n - Double(i)) + end * Double(i)) / n
  }

  /// All the values.
  public var values: [Double] { (0..<count).map(value) }
}

/// A spring or motion parameter a sweep can vary or hold: every number of the spring
/// parameters table (``SpringParameter/all``, keyed as the command line names them), and the
/// start velocity.
public struct SweepParameter: RawRepresentable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The key (`response`, `origami-tension`, `velocity`).
  public let rawValue: String

  /// The parameter with this key, if a sweep has one.
  ///
  /// - Parameter rawValue: The key.
  public init?(rawValue: String) {
    guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  init(key: String) { rawValue = key }

  /// Every number of the spring parameters table, then the velocity.
  public static let allCases: [SweepParameter] =
    SpringParameter.all.filter { $0.field != .preset }.map { SweepParameter(key: $0.key) } + [.velocity]

  /// A parameter (the ones code names; every row of the table is one).
  public static let response = SweepParameter(key: "response"), damping = SweepParameter(key: "damping")
  /// A parameter.
  public static let bounce = SweepParameter(key: "bounce"), stiffness = SweepParameter(key: "stiffness")
  /// A parameter.
  public static let friction = SweepParameter(key: "friction"), mass = SweepParameter(key: "mass")
  /// The start velocity, value units per second.
  public static let velocity = SweepParameter(key: "velocity")

  /// The spring request's field it sets (nil for the velocity).
  public var field: SpringRequest.Field? { SpringParameter.named(rawValue)?.field }

  /// The key.
  public var description: String { rawValue }

  /// The parameter's unit, for labels ("" when it has none: springtool's values are in the
  /// user's own units).
  public var unit: String {
    self == .velocity ? "units/s" : SpringParameter.named(rawValue)?.unit ?? ""
  }
}
