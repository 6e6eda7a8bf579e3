/// One axis of a parameter grid: `count` values evenly spaced from `start` to `end` inclusive
/// (`START:END:COUNT` on the command line; one value when COUNT is 1).
public struct SweepAxis: Sendable, Hashable {
  public let parameter: SweepParameter
  public let start: Double
  public let end: Double
  public let count: Int

  public init(_ parameter: SweepParameter, start: Double, end: Double, count: Int) {
    (self.parameter, self.start, self.end, self.count) = (parameter, start, end, count)
  }

  /// The i-th value: (start·(n − 1 − i) + end·i)/(n − 1), n = count: exact at both ends and
  /// at simple fractions (0.2:1:3 gives 0.2, 0.6, 1).
  public func value(_ i: Int) -> Double {
    guard count > 1 else { return start }
    let n = Double(count - 1)
    return (start * (n - Double(i)) + end * Double(i)) / n
  }

  public var values: [Double] { (0..<count).map(value) }
}

/// A spring or motion parameter a sweep can vary or hold.
public enum SweepParameter: String, Sendable, CaseIterable {
  case response, damping, bounce, stiffness, friction, mass, velocity

  /// The parameter's unit, for labels ("" when it has none: springtool's values are in the
  /// user's own units).
  public var unit: String {
    switch self {
    case .response: "s"
    case .velocity: "units/s"
    case .damping, .bounce, .stiffness, .friction, .mass: ""
    }
  }
}
