import _SpringToolSupport

/// Why a set of spring or motion parameters was rejected.
///
/// Every initializer of ``Spring`` (and of ``SpringMotion``) validates its
/// inputs with the same rules and throws this error instead of clamping or
/// producing NaN. `description` is a one-line, human-readable reason such as
/// `mass must be greater than 0 (got -1)`.
public struct SpringError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name of the offending parameter, as the API spells it (`mass`, `bounce`, …).
  public let parameter: String
  /// The value that was passed.
  public let value: Double
  /// The rule it broke, phrased to follow the parameter name.
  public let rule: String

  /// An error: `parameter` had `value`, which breaks `rule`.
  ///
  /// - Parameters:
  ///   - parameter: The parameter's name, as the API spells it (`mass`, `bounce`, …).
  ///   - value: The value passed.
  ///   - rule: The rule it broke, phrased to follow the parameter's name.
  public init(parameter: String, value: Double, rule: String) {
    self.parameter = parameter
    self.value = value
    self.rule = rule
  }

  /// `invalid <parameter>: <rule> (got <value>)`.
  public var description: String {
    "\(parameter) \(rule) (got \(NumberText.text(value)))"
  }
}

/// The shared validation rules. One place, so every family rejects the same way.
enum Check {
  /// Largest magnitude accepted for mass, stiffness and damping coefficient.
  /// Keeps c² and 4km (and their error terms) inside Double's normal range.
  static let maximumMagnitude = 1e100
  /// Smallest non-zero magnitude accepted for the same quantities.
  static let minimumMagnitude = 1e-100

  // The checks inline (a sweep makes a spring per grid point); the errors are built out of line.

  @inline(__always) static func finite(_ name: String, _ x: Double) throws(SpringError) {
    guard x.isFinite else { throw failure(name, x, "must be a finite number") }
  }

  @inline(__always) static func positive(_ name: String, _ x: Double) throws(SpringError) {
    try finite(name, x)
    guard x > 0 else { throw failure(name, x, "must be greater than 0") }
  }

  @inline(__always) static func nonNegative(_ name: String, _ x: Double) throws(SpringError) {
    try finite(name, x)
    guard x >= 0 else { throw failure(name, x, "must not be negative") }
  }

  @inline(__always) static func inRange(_ name: String, _ x: Double, allowZero: Bool) throws(SpringError) {
    if allowZero && x == 0 { return }
    guard x >= minimumMagnitude && x <= maximumMagnitude else {
      throw failure(name, x, "must be \(allowZero ? "0 or " : "")between 1e-100 and 1e100")
    }
  }

  @inline(never) static func failure(_ name: String, _ x: Double, _ rule: String) -> SpringError {
    SpringError(parameter: name, value: x, rule: rule)
  }
}
