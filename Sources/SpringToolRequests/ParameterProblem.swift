/// Why a request cannot be answered, naming the parameters it is about by key. The words around
/// the keys are the library's; how a key is spelt is the client's (`'--response'` on the command
/// line, the control's name in the studio), so no client reads text back to find the parameter.
package struct ParameterProblem: Error, Sendable, CustomStringConvertible {
  /// Whether the input is wrong (a usage error: exit 64 on the command line) or the work failed
  /// on valid input (exit 1).
  package enum Kind: Sendable, Equatable {
    case usage
    case failure
  }

  /// What went wrong.
  package let kind: Kind
  /// The sentence, with the keys in it.
  package let message: ProblemMessage

  /// A problem of `kind` with `message`.
  package init(_ kind: Kind, _ message: ProblemMessage) { (self.kind, self.message) = (kind, message) }

  /// The input is wrong.
  package static func usage(_ message: ProblemMessage) -> ParameterProblem { ParameterProblem(.usage, message) }
  /// The work failed on valid input.
  package static func failure(_ message: ProblemMessage) -> ParameterProblem { ParameterProblem(.failure, message) }

  /// The keys the problem names, the one to point at first.
  package var keys: [String] { message.keys }

  /// The sentence with each key spelt by `spelling` (which receives the key and the placeholder
  /// written beside it, if any).
  package func text(spelling: (_ key: String, _ placeholder: String?) -> String) -> String { message.text(spelling: spelling) }

  /// The sentence with keys spelt as options (`'--response'`).
  package var description: String { text { key, placeholder in "'--\(key)" + (placeholder.map { " " + $0 } ?? "") + "'" } }
}

/// A sentence that names parameters by key: written as a string with `\(key: "response")` (and
/// `\(key: "as", placeholder: "FORMAT")`) where a parameter is named.
package struct ProblemMessage: Sendable, ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  enum Part: Sendable {
    case text(String)
    case key(String, placeholder: String?)
    /// A key the sentence is about without naming it (a control to point at).
    case about(String)
  }

  var parts: [Part]

  package init(stringLiteral value: String) { parts = [.text(value)] }
  package init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

  /// The keys named, in order, each once.
  package var keys: [String] {
    var out: [String] = []
    for part in parts {
      switch part {
      case .key(let key, _), .about(let key): if !out.contains(key) { out.append(key) }
      case .text: continue
      }
    }
    return out
  }

  /// The sentence with each key spelt by `spelling`.
  package func text(spelling: (_ key: String, _ placeholder: String?) -> String) -> String {
    parts.map { part in
      switch part {
      case .text(let text): text
      case .key(let key, let placeholder): spelling(key, placeholder)
      case .about: ""
      }
    }.joined()
  }

  /// `self` followed by `other`.
  package static func + (a: ProblemMessage, b: ProblemMessage) -> ProblemMessage {
    var out = a
    out.parts += b.parts
    return out
  }

  package struct StringInterpolation: StringInterpolationProtocol {
    var parts: [Part] = []
    package init(literalCapacity: Int, interpolationCount: Int) {}
    package mutating func appendLiteral(_ literal: String) { parts.append(.text(literal)) }
    /// Text.
    package mutating func appendInterpolation<T>(_ value: T) { parts.append(.text(String(describing: value))) }
    /// Another message (its keys kept).
    package mutating func appendInterpolation(_ message: ProblemMessage) { parts += message.parts }
    /// A parameter, by key.
    package mutating func appendInterpolation(key: String) { parts.append(.key(key, placeholder: nil)) }
    /// A parameter with the placeholder of its value (`--as FORMAT`).
    package mutating func appendInterpolation(key: String, placeholder: String) { parts.append(.key(key, placeholder: placeholder)) }
    /// A parameter the sentence is about without spelling it (it names the value instead).
    package mutating func appendInterpolation(about key: String) { parts.append(.about(key)) }
  }
}
