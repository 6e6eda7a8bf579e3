import Foundation

/// CSS `steps(n, position)` (CSS Easing Level 1, "step easing functions"): the output jumps
/// in equal steps. `jump-start` jumps at the start of each interval, `jump-end` (the default)
/// at its end, `jump-none` at neither end (n − 1 jumps), `jump-both` at both (n + 1 jumps);
/// `start` and `end` are `jump-start` and `jump-end`.
public struct StepsEasing: Sendable, Hashable {
  /// Where the jumps are (CSS `<step-position>`).
  public enum Position: String, Sendable, CaseIterable {
    /// CSS's positions: a jump at the start of each interval, at its end, at neither end, or at both.
    case jumpStart = "jump-start", jumpEnd = "jump-end", jumpNone = "jump-none", jumpBoth = "jump-both"
  }

  /// The number of steps, ≥ 1 (≥ 2 for jump-none).
  public let steps: Int
  /// Where the jumps are.
  public let position: Position

  /// CSS `steps(steps, position)`.
  /// - Parameters:
  ///   - steps: The number of steps.
  ///   - position: Where the jumps are: jump-start, jump-end, jump-none or jump-both.
  /// - Throws: ``EasingError`` unless `steps ≥ 1` (`≥ 2` for `jump-none`).
  public init(_ steps: Int, _ position: Position = .jumpEnd) throws(EasingError) {
    guard steps >= (position == .jumpNone ? 2 : 1) else {
      throw EasingError("steps() needs at least \(position == .jumpNone ? 2 : 1) steps with \(position.rawValue) (got \(steps))")
    }
    self.steps = steps
    self.position = position
  }

  /// The spec's algorithm: step = ⌊x·n⌋, +1 for jump-start/jump-both, held in [0, jumps]
  /// inside [0, 1]; output step/jumps.
  ///
  /// - Parameter x: The input progress x (any finite value).
  public func value(at x: Double) -> Double {
    var step = (x * Double(steps)).rounded(.down)
    if position == .jumpStart || position == .jumpBoth { step += 1 }
    let jumps = Double(position == .jumpBoth ? steps + 1 : position == .jumpNone ? steps - 1 : steps)
    if x >= 0 && step < 0 { step = 0 }
    if x <= 1 && step > jumps { step = jumps }
    return step / jumps
  }

  /// The CSS text, `steps(n, position)`.
  public var css: String { "steps(\(steps), \(position.rawValue))" }
}
