import _SpringToolSupport

/// One input a request takes, as a row: the shape every parameter table shares (the spring's
/// numbers, a recipe's keys, the integrator's and the engines' settings, and each request's own
/// inputs, ``RequestParameter``). A client makes its controls from rows: the command line an
/// option each (its help, completions and check), the studio a field each; curve files and
/// specs use the same keys.
public protocol ParameterRow: Sendable {
  /// The key: `--KEY` on the command line, `KEY` in the studio's query, a curve file's header and a spec.
  var key: String { get }
  /// The placeholder in help (`R` in `--response <R>`); nil for a flag, which takes no value.
  var placeholder: String? { get }
  /// One sentence of help, ending with the default where there is one (written from the default).
  var help: String { get }
  /// What its text must be.
  var rule: ParameterRule { get }
  /// Whether every occurrence counts (otherwise the last one does).
  var isRepeatable: Bool { get }
}

extension ParameterRow {
  /// Every occurrence counts only where a row says so.
  public var isRepeatable: Bool { false }
  /// Whether the row takes no value.
  public var isFlag: Bool { placeholder == nil }
  /// The names its value may take (completions), empty for free text and numbers.
  public var choices: [String] {
    switch rule {
    case .choice(let names), .numberOrName(let names): names
    default: []
    }
  }
}

/// What a parameter's text must be. A client checks it before any work (the command line while
/// it parses); the request reads the value with the same rule and the same words.
public enum ParameterRule: Sendable {
  /// A finite number.
  case number
  /// A whole number.
  case whole
  /// One of the names (ignoring case).
  case choice([String])
  /// A finite number or one of the names (Android's named constants).
  case numberOrName([String])
  /// Text the request parses itself (a file name, an easing).
  case text
  /// No value: given or not.
  case flag
  /// Text whose refusal the row words itself: the reason (`must be greater than 0`), or nil when it passes.
  case custom(@Sendable (String) -> String?)
}

/// A request's own input (not a spring number, a recipe key or a setting): a row with a typed
/// default, from which help's "(default: …)" is written, so the default is stated once.
public struct RequestParameter: ParameterRow {
  /// The key: `--KEY` on the command line, `KEY` in the studio's query.
  public let key: String
  /// The placeholder in help; nil for a flag.
  public let placeholder: String?
  /// What it is: the help sentence without its default and final full stop.
  public let summary: String
  /// The value it has when not given.
  public let defaultValue: Default
  /// What its text must be.
  public let rule: ParameterRule
  /// Whether every occurrence counts.
  public let isRepeatable: Bool

  /// The value a parameter has when it is not given.
  public enum Default: Sendable {
    /// None: the request does without it (or asks for it).
    case none
    /// A number (help shows it with 6 significant digits).
    case number(Double)
    /// A name (a choice's, or text).
    case name(String)
    /// Words for a default that depends on other inputs (`until 0.1 s after the knob settles`).
    case words(String)
  }

  /// A row.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - placeholder: The placeholder in help; nil for a flag.
  ///   - summary: The help sentence without its default and final full stop.
  ///   - defaultValue: The value when not given.
  ///   - rule: What its text must be (a flag's is ``ParameterRule/flag``).
  ///   - repeatable: Whether every occurrence counts.
  public init(
    _ key: String, _ placeholder: String?, _ summary: String, default defaultValue: Default = .none,
    rule: ParameterRule = .number, repeatable: Bool = false
  ) {
    (self.key, self.placeholder, self.summary, self.defaultValue) = (key, placeholder, summary, defaultValue)
    (self.rule, self.isRepeatable) = (placeholder == nil ? .flag : rule, repeatable)
  }

  /// A choice among `names`, the first the default unless `default` names another.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - placeholder: The placeholder in help.
  ///   - summary: The help sentence without its default and final full stop.
  ///   - names: The names it takes.
  ///   - defaultName: The default (nil: none).
  public static func choice(
    _ key: String, _ placeholder: String, _ summary: String, among names: [String],
    default defaultName: String?
  ) -> RequestParameter {
    RequestParameter(key, placeholder, summary, default: defaultName.map { .name($0) } ?? .none, rule: .choice(names))
  }

  /// The default as a number, where it is one.
  public var defaultNumber: Double? { if case .number(let x) = defaultValue { x } else { nil } }

  /// The default in help's words, nil when there is none.
  public var defaultText: String? {
    switch defaultValue {
    case .none: nil
    case .number(let x): NumberText.forPeopleRounded(x)
    case .name(let text), .words(let text): text
    }
  }

  /// The summary, then `(default: …)` where there is one, and a full stop.
  public var help: String { summary + (defaultText.map { " (default: \($0))" } ?? "") + "." }
}
