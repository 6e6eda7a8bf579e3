import Foundation
import SpringToolCore
import _SpringToolSupport

extension Easing {
  /// Parses a CSS-style easing: a name (`ease-in-out`, `easeOutBack`, `fast-out-slow-in`, …;
  /// see ``NamedEasings``), `cubic-bezier(x1, y1, x2, y2)`, `steps(n[, position])`,
  /// `step-start`, `step-end`, or `linear(stop, …)` with stops `output [input%] [input%]`.
  ///
  /// - Parameter text: The easing as CSS writes it, or a name.
  /// - Returns: The easing.
  /// - Throws: ``EasingError`` naming what is wrong, with a suggestion for a misspelt name.
  public static func parse(_ text: String) throws(EasingError) -> Easing {
    let trimmed = text.trimmed(newlines: true)
    guard let open = trimmed.firstIndex(of: "(") else {
      switch NameMatching.key(trimmed) {
      case "stepstart": return .steps(try StepsEasing(1, .jumpStart))
      case "stepend": return .steps(try StepsEasing(1, .jumpEnd))
      default: break
      }
      if let easing = NamedEasings.named(trimmed) { return easing }
      let suggestion = closest(trimmed, among: NamedEasings.names + ["step-start", "step-end"])
      throw EasingError(
        "unknown easing '\(trimmed)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
          + " (names, cubic-bezier(…), steps(…) or linear(…))")
    }
    guard trimmed.hasSuffix(")") else { throw EasingError("'\(trimmed)' is missing its closing ')'") }
    let function = trimmed[..<open].trimmed().lowercased()
    let body = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
    let arguments = body.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmed() }
    switch function {
    case "cubic-bezier":
      guard arguments.count == 4 else { throw EasingError("cubic-bezier() takes 4 numbers (got \(arguments.count))") }
      let p = try arguments.map { (a: String) throws(EasingError) -> Double in try number(a, in: "cubic-bezier()") }
      return .cubicBezier(try CubicBezier(p[0], p[1], p[2], p[3]))
    case "steps":
      guard (1...2).contains(arguments.count), let n = Int(arguments[0]) else {
        throw EasingError("steps() takes a whole number and an optional position, as steps(4, jump-end)")
      }
      var position = StepsEasing.Position.jumpEnd
      if arguments.count == 2 {
        switch arguments[1].lowercased() {
        case "start": position = .jumpStart
        case "end": position = .jumpEnd
        case let name:
          guard let p = StepsEasing.Position(rawValue: name) else {
            throw EasingError("unknown steps() position '\(arguments[1])' (jump-start, jump-end, jump-none, jump-both, start, end)")
          }
          position = p
        }
      }
      return .steps(try StepsEasing(n, position))
    case "linear":
      var stops: [(output: Double, input: Double?)] = []
      for argument in arguments {
        let words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard (1...3).contains(words.count) else { throw EasingError("linear() stop '\(argument)' is not 'output [input%] [input%]'") }
        let output = try number(words[0], in: "linear()")
        var inputs: [Double] = []
        for word in words.dropFirst() {
          guard word.hasSuffix("%") else { throw EasingError("linear() input '\(word)' must be a percentage, as 40%") }
          inputs.append(try number(String(word.dropLast()), in: "linear()") / 100)
        }
        if inputs.isEmpty { stops.append((output, nil)) }
        for input in inputs { stops.append((output, input)) }
      }
      return .linear(try LinearEasing(stops: stops))
    default:
      throw EasingError("unknown easing function '\(function)()' (cubic-bezier, steps or linear)")
    }
  }

  static func number(_ text: String, in context: String) throws(EasingError) -> Double {
    guard let value = Double(text), value.isFinite else {
      throw EasingError("\(context): '\(text)' is not a finite number")
    }
    return value
  }

  /// The candidate within edit distance 2 of `text` (ignoring case, `-` and `_`), if any.
  static func closest(_ text: String, among candidates: [String]) -> String? {
    NameMatching.closest(to: text, among: candidates, maximumDistance: 2, normalize: NameMatching.key)
  }
}
