/// Why a request cannot be answered, naming the parameters it is about by key. The words around
/// the keys are the library's; how a key is spelt is the client's (`'--response'` on the command
/// line, the control's name in the studio), so no client reads text back to find the parameter.
public struct ParameterProblem: Error, Sendable, CustomStringConvertible {
  /// Whether the input is wrong (a usage error: exit 64 on the command line) or the work failed
  /// on valid input (exit 1).
  public enum Kind: Sendable, Equatable {
    case usage
    case failure
  }

  /// What went wrong.
  public let kind: Kind
  /// The sentence, with the keys in it.
  public let message: ProblemMessage

  /// A problem of `kind` with `message`.
  public init(_ kind: Kind, _ message: ProblemMessage) { (self.kind, self.message) = (kind, message) }

  /// The input is wrong.
  public static func usage(_ message: ProblemMessage) -> ParameterProblem { ParameterProblem(.usage, message) }
  /// The work failed on valid input.
  public static func failure(_ message: ProblemMessage) -> ParameterProblem { ParameterProblem(.failure, message) }

  /// The keys the problem names, the one to point at first.
  public var keys: [String] { message.keys }

  /// The sentence with each key spelt by `spelling` (which receives the key and the placeholder
  /// written beside it, if any).
  public func text(spelling: (_ key: String, _ placeholder: String?) -> String) -> String { message.text(spelling: spelling) }

  /// The sentence with keys spelt as options (`'--response'`).
  public var description: String { text { key, placeholder in "'--\(key)" + (placeholder.map { " " + $0 } ?? "") + "'" } }
}

/// A sentence that names parameters by key: written as a string with `\(key: "response")` (and
/// `\(key: "as", placeholder: "FORMAT")`) where a parameter is named.
public struct ProblemMessage: Sendable, ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  enum Part: Sendable {
    case text(String)
    case key(String, placeholder: String?)
    /// A key the sentence is about without naming it (a control to point at).
    case about(String)
  }

  var parts: [Part]

  public init(stringLiteral value: String) { parts = [.text(value)] }
  public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

  /// The keys named, in order, each once.
  public var keys: [String] {
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
  public func text(spelling: (_ key: String, _ placeholder: String?) -> String) -> String {
    parts.map { part in
      switch part {
      case .text(let text): text
      case .key(let key, let placeholder): spelling(key, placeholder)
      case .about: ""
      }
    }.joined()
  }

  /// `self` followed by `other`.
  public static func + (a: ProblemMessage, b: ProblemMessage) -> ProblemMessage {
    var out = a
    out.parts += b.parts
    return out
  }

  public struct StringInterpolation: StringInterpolationProtocol {
    var parts: [Part] = []
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { parts.append(.text(literal)) }
    /// Text.
    public mutating func appendInterpolation<T>(_ value: T) { parts.append(.text(String(describing: value))) }
    /// Another message (its keys kept).
    public mutating func appendInterpolation(_ message: ProblemMessage) { parts += message.parts }
    /// A parameter, by key.
    public mutating func appendInterpolation(key: String) { parts.append(.key(key, placeholder: nil)) }
    /// A parameter with the placeholder of its value (`--as FORMAT`).
    public mutating func appendInterpolation(key: String, placeholder: String) { parts.append(.key(key, placeholder: placeholder)) }
    /// A parameter the sentence is about without spelling it (it names the value instead).
    public mutating func appendInterpolation(about key: String) { parts.append(.about(key)) }
  }
}
