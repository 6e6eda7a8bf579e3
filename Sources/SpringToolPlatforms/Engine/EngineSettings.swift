import SpringToolCore
import _SpringToolSupport

/// One setting an engine reads: a row of the settings table. The row is everything about it: its
/// key (the command-line option, the curve-file key and the curve-spec key), its kind, default and
/// valid range, and its help. Each is defined in its platform's folder and listed in the
/// ``EngineInfo/settings`` of the engines that read it; options, their readers, help, completions,
/// curve-file headers, specs and validation all come from the rows (``all``).
public struct EngineSetting: Sendable, Hashable, CustomStringConvertible {
  /// The key: `--KEY` on the command line, `KEY` in a curve file's header and a spec.
  public let key: String
  /// The placeholder in help (`V` in `--visibility-threshold <V>`).
  public let placeholder: String
  /// What it is, one sentence without its default (help adds it).
  public let summary: String
  /// Its kind, default and range.
  public let kind: Kind
  /// Words help puts after the default's value (`, a pixel`), or instead of it for a setting without one.
  public let defaultWords: String

  /// A setting's kind, default and valid range.
  public enum Kind: Sendable, Hashable {
    /// A number with its default (nil: none, the engine derives it) and the range it must lie in.
    case number(default: Double?, rule: Rule)
    /// One of the names, the default's index.
    case choice([String], default: Int)
    /// On or off (off by default): an option without a value on the command line, `true` or
    /// `false` in a file or a spec; stored as 1 or 0.
    case flag
  }

  /// The range a number must lie in.
  public enum Rule: Sendable, Hashable, CustomStringConvertible {
    /// Greater than 0.
    case positive
    /// 0 or more.
    case nonNegative
    /// In [0, 1) seconds.
    case belowOneSecond

    /// The rule in words (`must be greater than 0`).
    public var description: String {
      switch self {
      case .positive: "must be greater than 0"
      case .nonNegative: "must not be negative"
      case .belowOneSecond: "must be in [0, 1) seconds"
      }
    }

    func admits(_ x: Double) -> Bool {
      switch self {
      case .positive: x > 0
      case .nonNegative: x >= 0
      case .belowOneSecond: x >= 0 && x < 1
      }
    }
  }

  /// Why a text is not a value of a setting.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not a finite number.
    case notANumber
    /// A number outside the setting's range.
    case breaks(Rule)
    /// None of the names (they are listed).
    case notAChoice([String])

    /// The problem in words.
    public var description: String {
      switch self {
      case .notANumber: "expected a finite number"
      case .breaks(let rule): rule.description
      case .notAChoice(let names): "expected " + (names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!)
      }
    }
  }

  init(key: String, placeholder: String, summary: String, kind: Kind, defaultWords: String = "") {
    (self.key, self.placeholder, self.summary, self.kind, self.defaultWords) = (key, placeholder, summary, kind, defaultWords)
  }

  /// The key.
  public var description: String { key }

  /// The default as a number (a choice's index), or nil when the engine derives it.
  public var defaultValue: Double? {
    switch kind {
    case .number(let d, _): d
    case .choice(_, let d): Double(d)
    case .flag: 0
    }
  }

  /// Whether it is a flag (no value on the command line).
  public var isFlag: Bool { kind == .flag }

  /// The names of a choice (empty for a number).
  public var choices: [String] {
    if case .choice(let names, _) = kind { return names }
    return []
  }

  /// One sentence of help, with the default.
  public var help: String {
    let value: String = switch kind {
    case .number(let d?, _): NumberText.forPeople(d)
    case .number(nil, _): ""
    case .choice(let names, let d): names[d]
    case .flag: "off"
    }
    return summary + " (default: \(value)\(defaultWords))."
  }

  /// The value a text gives: a finite number in range, or a choice's index (names ignore case).
  ///
  /// - Parameter text: The text as given.
  /// - Throws: ``Problem`` when the text is not a value of this setting.
  public func value(_ text: String) throws(Problem) -> Double {
    switch kind {
    case .number(_, let rule):
      guard let x = Double(text.filter { $0 != " " }), x.isFinite else { throw .notANumber }
      guard rule.admits(x) else { throw .breaks(rule) }
      return x
    case .choice(let names, _):
      guard let i = names.firstIndex(of: text.lowercased()) else { throw .notAChoice(names) }
      return Double(i)
    case .flag:
      switch text.lowercased() {
      case "true", "on", "1": return 1
      case "false", "off", "0": return 0
      default: throw .notAChoice(["true", "false"])
      }
    }
  }

  /// A value as text (a choice's name; a number's shortest round-trip text).
  ///
  /// - Parameter value: The value.
  /// - Returns: The text a file or a spec holds.
  public func text(_ value: Double) -> String {
    if case .choice(let names, _) = kind, let i = Int(exactly: value), names.indices.contains(i) { return names[i] }
    if case .flag = kind { return value != 0 ? "true" : "false" }
    return NumberText.text(value)
  }

  /// The settings every engine reads (the blend of a response change at a retarget).
  public static let shared: [EngineSetting] = [.blendDuration]

  /// Every setting: the shared ones, then each engine's in registry order.
  public static let all: [EngineSetting] = {
    var out = shared
    for setting in Engines.all.flatMap(\.info.settings) where !out.contains(setting) { out.append(setting) }
    return out
  }()

  /// The setting with this key, or nil.
  ///
  /// - Parameter key: The key (`visibility-threshold`).
  /// - Returns: The setting, or nil.
  public static func named(_ key: String) -> EngineSetting? { all.first { $0.key == key } }

  /// The engines that read it (empty for a shared setting, which every engine reads).
  public var engines: [String] {
    Self.shared.contains(self) ? [] : Engines.all.filter { $0.info.settings.contains(self) }.map(\.id)
  }

  /// SwiftUI's `blendDuration` for a response change at a retarget, seconds (every engine's merge).
  public static let blendDuration = EngineSetting(
    key: "blend-duration", placeholder: "S", summary: "SwiftUI's blendDuration: a response change blends in over S seconds",
    kind: .number(default: 0, rule: .nonNegative))
}

/// The settings engines read: the values given, each setting's default otherwise.
public struct EngineSettings: Sendable, Hashable {
  /// The values given that differ from their defaults, by key.
  private var given: [String: Double] = [:]

  /// Default settings.
  public init() {}

  /// A setting's value: the one given, else its default (NaN for a setting without one: read
  /// ``given(_:)`` for those).
  ///
  /// - Parameter setting: The setting (a row of ``EngineSetting/all``).
  public subscript(_ setting: EngineSetting) -> Double {
    get { given[setting.key] ?? setting.defaultValue ?? .nan }
    set { given[setting.key] = newValue == setting.defaultValue ? nil : newValue }
  }

  /// The value given for a setting, nil when it was not (or was its default).
  ///
  /// - Parameter setting: The setting.
  /// - Returns: The value given, or nil.
  public func given(_ setting: EngineSetting) -> Double? { given[setting.key] }

  /// Clears a setting back to its default.
  ///
  /// - Parameter setting: The setting.
  public mutating func reset(_ setting: EngineSetting) { given[setting.key] = nil }
}
