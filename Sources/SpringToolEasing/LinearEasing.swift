import Foundation
import SpringToolCore
import _SpringToolSupport

/// CSS `linear()` (CSS Easing Level 2, the "linear easing function"): a piecewise-linear
/// curve through stops `output [input%] [input%]`.
///
/// Canonicalisation, as the spec says: a stop with two inputs is two stops; the first stop's
/// missing input is 0, the last's 1; an input below an earlier one is raised to it; runs of
/// missing inputs are spread evenly between their known neighbours. Evaluation at x: the
/// last stop whose input ≤ x (or the first stop), stepping back one if that is the last, and
/// the line through it and the next; so outside the stops the curve extends linearly from
/// the first or last two, and equal inputs make a jump (x at the jump takes the later output).
public struct LinearEasing: Sendable, Hashable {
  /// The canonical stops (input, output), inputs non-decreasing.
  public let stops: [(input: Double, output: Double)]

  /// Equal when the canonical stops are equal.
  public static func == (a: LinearEasing, b: LinearEasing) -> Bool {
    a.stops.map(\.input) == b.stops.map(\.input) && a.stops.map(\.output) == b.stops.map(\.output)
  }

  /// Hashes the canonical stops.
  public func hash(into hasher: inout Hasher) {
    for s in stops {
      hasher.combine(s.input)
      hasher.combine(s.output)
    }
  }

  /// Builds from stops whose inputs may be missing (nil), canonicalising them.
  /// - Parameter raw: The stops as CSS gives them: an output and an optional input.
  /// - Throws: ``EasingError`` with fewer than two stops or a non-finite number.
  public init(stops raw: [(output: Double, input: Double?)]) throws(EasingError) {
    guard raw.count >= 2 else { throw EasingError("linear() needs at least two stops") }
    for s in raw where !s.output.isFinite || !(s.input?.isFinite ?? true) {
      throw EasingError("linear() stops must be finite numbers")
    }
    var inputs = raw.map(\.input)
    if inputs[0] == nil { inputs[0] = 0 }
    if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 1 }
    // Raise any input below the largest before it.
    var largest = -Double.infinity
    for i in inputs.indices {
      if let value = inputs[i] {
        inputs[i] = max(value, largest)
        largest = max(value, largest)
      }
    }
    // Spread runs of missing inputs evenly between the known ones around them.
    var i = 0
    while i < inputs.count {
      guard inputs[i] == nil else { i += 1; continue }
      let start = i - 1
      var end = i
      while inputs[end] == nil { end += 1 }
      let (a, b) = (inputs[start]!, inputs[end]!)
      for j in (start + 1)..<end { inputs[j] = (a * Double(end - j) + b * Double(j - start)) / Double(end - start) }
      i = end
    }
    stops = zip(inputs, raw).map { ($0!, $1.output) }
  }

  /// Builds directly from canonical stops (inputs non-decreasing).
  ///
  /// - Parameter points: The stops: input and output progress, inputs non-decreasing.
  /// - Throws: ``EasingError`` saying what does not parse.
  public init(points: [(input: Double, output: Double)]) throws(EasingError) {
    try self.init(stops: points.map { ($0.output, $0.input) })
  }

  /// The segment used at x: the index of its first stop.
  func segment(at x: Double) -> Int {
    // The last stop with input ≤ x (binary search), else the first; never the last.
    var lo = 0, hi = stops.count - 1
    if x < stops[0].input { return 0 }
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if stops[mid].input <= x { lo = mid } else { hi = mid - 1 }
    }
    return min(lo, stops.count - 2)
  }

  /// Output progress at x, by the spec's evaluation (exact: two multiplications and a division).
  ///
  /// - Parameter x: The input progress x (any finite value).
  /// - Returns: Output progress at x, by the spec's evaluation (exact: two multiplications and a division).
  public func value(at x: Double) -> Double {
    let i = segment(at: x)
    let (a, b) = (stops[i], stops[i + 1])
    if b.input == a.input { return b.output }
    return a.output + (b.output - a.output) * (x - a.input) / (b.input - a.input)
  }

  /// The slope of the segment used at x (0 on a jump).
  ///
  /// - Parameter x: The input progress x (any finite value).
  public func slope(at x: Double) -> Double {
    let i = segment(at: x)
    let (a, b) = (stops[i], stops[i + 1])
    return b.input == a.input ? 0 : (b.output - a.output) / (b.input - a.input)
  }

  /// `x` with at most `digits` decimals and no trailing zeros (`0.25`, `1`, never `-0`): how
  /// CSS numbers are printed here, in `linear()` and in keyframes.
  ///
  /// - Parameters:
  ///   - x: The number.
  ///   - digits: The most decimals.
  /// - Returns: The text.
  public static func decimal(_ x: Double, _ digits: Int) -> String {
    var text = CFormat.string("%.\(digits)f", x)
    if text.contains(Character(".")) {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// The CSS text: `linear(0, 0.25 40%, 1)`, each stop with its input unless it is the
  /// default one (0 for the first, 100 % for the last, or halfway between its neighbours'
  /// inputs within `tolerance`). Numbers print with at most `digits` decimals.
  ///
  /// - Parameters:
  ///   - digits: Decimals per number.
  ///   - inputTolerance: How far an input may be from its even spacing before it is written out.
  public func css(digits: Int = 6, inputTolerance: Double = 0) -> String {
    let number = Self.decimal
    var parts: [String] = []
    var nextMustBeExplicit = false
    for (i, stop) in stops.enumerated() {
      var text = number(stop.output, digits)
      let last = i == stops.count - 1
      // An input may be left out when canonicalisation restores it: 0 first, 1 last, or
      // halfway between an explicit previous input and the next (which then stays explicit).
      let omit: Bool
      if i == 0 {
        omit = stop.input == 0
      } else if last {
        omit = stop.input == 1
      } else {
        omit = !nextMustBeExplicit && abs(stop.input - (stops[i - 1].input + stops[i + 1].input) / 2) <= inputTolerance
      }
      nextMustBeExplicit = omit && i > 0
      if !omit { text += " " + number(stop.input * 100, max(digits - 2, 0)) + "%" }
      parts.append(text)
    }
    return "linear(" + parts.joined(separator: ", ") + ")"
  }
}
