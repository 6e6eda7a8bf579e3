import SpringToolCore
import _SpringToolSupport

/// One setting an engine reads: a row of the settings table. The row is everything about it: its
/// key (the command-line option, the curve-file key and the curve-spec key), its kind, default and
/// valid range, and its help. Each is defined in its platform's folder and listed in the
/// ``EngineInfo/settings`` of the engines that read it; options, their readers, help, completions,
/// curve-file headers, specs and validation all come from the rows (``all``).
public struct EngineSetting: ParameterRow, Hashable, CustomStringConvertible {
  /// The key: `--KEY` on the command line, `KEY` in a curve file's header and a spec.
  public let key: String
  /// The placeholder in help (`V` in `--visibility-threshold <V>`); nil for a flag.
  public let placeholder: String?
  /// What it is, one sentence without its default (help adds it).
  public let summary: String
  /// Its kind, default and range.
  public let kind: Kind
  /// Words help puts after the default's value (`, a pixel`), or instead of it for a setting without one.
  public let defaultWords: String
  /// Whether it is a distance or a speed in value units, which ``EngineSetting/travelUnit`` converts with the values.
  public let inValueUnits: Bool

  /// A setting's kind, default and valid range.
  public enum Kind: Sendable, Hashable {
    /// A number with its default (nil: none, the engine derives it) and the range it must lie in.
    case number(default: Double?, rule: Rule)
    /// One of the names, the default's index.
    case choice([String], default: Int)
    /// On or off (off by default): an option without a value on the command line, `true` or
    /// `false` in a file or a spec; stored as 1 or 0.
    case flag
    /// An interval `LO:HI` of value units, either side of which may be empty (no bound); none
    /// by default.
    case interval
  }

  /// The range a number must lie in.
  public enum Rule: Sendable, Hashable, CustomStringConvertible {
    /// Greater than 0.
    case positive
    /// 0 or more.
    case nonNegative
    /// In [0, 1) seconds.
    case belowOneSecond
    /// Any finite number.
    case finite
    /// In (0, 1).
    case fraction
    /// In [lower, upper].
    case between(Double, Double)

    /// The rule in words (`must be greater than 0`).
    public var description: String {
      switch self {
      case .positive: "must be greater than 0"
      case .nonNegative: "must not be negative"
      case .belowOneSecond: "must be in [0, 1) seconds"
      case .finite: "must be a finite number"
      case .fraction: "must be in (0, 1)"
      case .between(let lower, let upper): "must be from \(NumberText.text(lower)) to \(NumberText.text(upper))"
      }
    }

    func admits(_ x: Double) -> Bool {
      switch self {
      case .positive: x > 0
      case .nonNegative: x >= 0
      case .belowOneSecond: x >= 0 && x < 1
      case .finite: x.isFinite
      case .fraction: x > 0 && x < 1
      case .between(let lower, let upper): x >= lower && x <= upper
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
    /// Not `LO:HI`, `LO:` or `:HI` with LO ≤ HI.
    case notAnInterval

    /// The problem in words.
    public var description: String {
      switch self {
      case .notANumber: "expected a finite number"
      case .breaks(let rule): rule.description
      case .notAChoice(let names): "expected " + (names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!)
      case .notAnInterval: "expected LO:HI, LO: or :HI (finite numbers, LO ≤ HI)"
      }
    }
  }

  init(key: String, placeholder: String, summary: String, kind: Kind, defaultWords: String = "", inValueUnits: Bool = false) {
    (self.key, self.summary, self.kind, self.defaultWords) = (key, summary, kind, defaultWords)
    self.placeholder = kind == .flag ? nil : placeholder
    self.inValueUnits = inValueUnits
  }

  /// The key.
  public var description: String { key }

  /// The default as a number (a choice's index), or nil when the engine derives it.
  public var defaultValue: Double? {
    switch kind {
    case .number(let d, _): d
    case .choice(_, let d): Double(d)
    case .flag: 0
    case .interval: nil
    }
  }

  /// Whether it is an interval (``EngineSettings/bounds(_:)``).
  public var isInterval: Bool { kind == .interval }

  /// Whether it is a flag (no value on the command line).
  public var isFlag: Bool { kind == .flag }
  /// Whether it takes a number (not a choice, a flag or an interval).
  public var isNumber: Bool { if case .number = kind { true } else { false } }
  /// Whether `x` is a value of this number setting: finite and within its rule (false for the other kinds).
  ///
  /// - Parameter x: The value.
  public func admits(_ x: Double) -> Bool { if case .number(_, let rule) = kind { x.isFinite && rule.admits(x) } else { false } }

  /// Checked as ``EngineSettings/set(_:text:)`` reads it.
  public var rule: ParameterRule {
    if isFlag { return .flag }
    return .custom { [self] text in
      var scratch = EngineSettings()
      do throws(Problem) { try scratch.set(self, text: text); return nil } catch { return error.description }
    }
  }

  /// The names of a choice (empty for a number).
  public var choices: [String] {
    if case .choice(let names, _) = kind { return names }
    return []
  }

  /// One sentence of help, with the default.
  public var help: String { summary + " (default: \(defaultText))." }

  /// The default in words (`0.998`, `1, a pixel`, `none`, `off`).
  public var defaultText: String {
    let value: String =
      switch kind {
      case .number(let d?, _): NumberText.forPeople(d)
      case .number(nil, _): ""
      case .choice(let names, let d): names[d]
      case .flag: "off"
      case .interval: "none"
      }
    return value + defaultWords
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
    case .interval:
      throw .notAnInterval
    }
  }

  /// The bounds a text gives (`LO:HI`, `LO:` or `:HI`; finite numbers, LO ≤ HI).
  ///
  /// - Parameter text: The text as given.
  /// - Returns: The bounds.
  /// - Throws: ``Problem/notAnInterval`` when the text is not an interval.
  public func bounds(_ text: String) throws(Problem) -> EngineSettings.Bounds {
    let parts = text.filter { $0 != " " }.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 else { throw .notAnInterval }
    func side(_ s: Substring) throws(Problem) -> Double? {
      guard !s.isEmpty else { return nil }
      guard let x = Double(s), x.isFinite else { throw .notAnInterval }
      return x
    }
    let bounds = EngineSettings.Bounds(lower: try side(parts[0]), upper: try side(parts[1]))
    if let lo = bounds.lower, let hi = bounds.upper, lo > hi { throw .notAnInterval }
    guard bounds.lower != nil || bounds.upper != nil else { throw .notAnInterval }
    return bounds
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
  public static let shared: [EngineSetting] = [.blendDuration, .reduceMotion, .travelUnit]

  /// Every setting: the shared ones, then each engine's in registry order.
  public static let all: [EngineSetting] = {
    var out = shared
    for setting in Engines.all.flatMap(\.info.settings) + DecayModels.all.flatMap(\.info.settings) where !out.contains(setting) {
      out.append(setting)
    }
    return out
  }()

  /// The setting with this key, or nil.
  ///
  /// - Parameter key: The key (`visibility-threshold`).
  /// - Returns: The setting, or nil.
  public static func named(_ key: String) -> EngineSetting? { all.first { $0.key == key } }

  /// The engines that read it (empty for a shared setting, which every engine reads).
  public var engines: [String] {
    guard !Self.shared.contains(self) else { return [] }
    let decays = DecayModels.all.filter { $0.info.settings.contains(self) }.map(\.info.engine)
    return (Engines.all.filter { $0.info.settings.contains(self) }.map(\.id) + decays).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
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
  /// The intervals given, by key.
  private var intervals: [String: Bounds] = [:]
  /// The keys set from a text, even to their default (a value-unit setting given as its default
  /// still converts with `--travel-unit`).
  private var fromText: Set<String> = []

  /// An interval setting's value: either side may be open.
  public struct Bounds: Sendable, Hashable, CustomStringConvertible {
    /// The lower bound, or nil.
    public var lower: Double?
    /// The upper bound, or nil.
    public var upper: Double?

    /// Bounds.
    ///
    /// - Parameters:
    ///   - lower: The lower bound, or nil for none.
    ///   - upper: The upper bound, or nil for none.
    public init(lower: Double?, upper: Double?) { (self.lower, self.upper) = (lower, upper) }

    /// `LO:HI` as a file holds it (an open side empty).
    public var description: String { (lower.map(NumberText.text) ?? "") + ":" + (upper.map(NumberText.text) ?? "") }

    /// `x` clipped into the bounds.
    ///
    /// - Parameter x: The value.
    /// - Returns: `x` clamped to the bounds that exist.
    public func clip(_ x: Double) -> Double { min(max(x, lower ?? -.infinity), upper ?? .infinity) }
  }

  /// An interval setting's bounds, nil when none were given.
  ///
  /// - Parameter setting: An interval setting.
  /// - Returns: Its bounds, or nil.
  public func bounds(_ setting: EngineSetting) -> Bounds? { intervals[setting.key] }

  /// Sets a setting from its text as the command line, a file or a spec gives it.
  ///
  /// - Parameters:
  ///   - setting: The setting.
  ///   - text: Its text (an interval's `LO:HI`, a flag's `true`, a number, a choice).
  /// - Throws: ``EngineSetting/Problem`` when the text is not a value of the setting.
  public mutating func set(_ setting: EngineSetting, text: String) throws(EngineSetting.Problem) {
    if setting.isInterval { intervals[setting.key] = try setting.bounds(text) } else { self[setting] = try setting.value(text) }
    fromText.insert(setting.key)
  }

  /// Whether a setting was set from a text (``set(_:text:)``), even to its default.
  ///
  /// - Parameter setting: The setting.
  /// - Returns: Whether it was given.
  public func isGiven(_ setting: EngineSetting) -> Bool { fromText.contains(setting.key) || given[setting.key] != nil }

  /// A setting's value as a file holds it, nil when it was not given (or was its default).
  ///
  /// - Parameter setting: The setting.
  /// - Returns: The text, or nil.
  public func text(_ setting: EngineSetting) -> String? {
    setting.isInterval ? intervals[setting.key]?.description : given[setting.key].map(setting.text)
  }

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

  /// A choice setting's value as a typed case (its names are the cases' raw values, in order).
  ///
  /// - Parameters:
  ///   - setting: A choice setting.
  ///   - type: The cases' type.
  public subscript<Choice: CaseIterable & Equatable>(_ setting: EngineSetting, as type: Choice.Type) -> Choice
  where Choice.AllCases == [Choice] {
    get { Choice.allCases[Int(self[setting])] }
    set { self[setting] = Double(Choice.allCases.firstIndex(of: newValue)!) }
  }

  /// A flag setting's value (``EngineSetting/isFlag``): whether it is on.
  ///
  /// - Parameter setting: A flag setting.
  public subscript(flag setting: EngineSetting) -> Bool {
    get { self[setting] != 0 }
    set { self[setting] = newValue ? 1 : 0 }
  }

  /// The value given for a setting, nil when it was not (or was its default).
  ///
  /// - Parameter setting: The setting.
  /// - Returns: The value given, or nil.
  public func given(_ setting: EngineSetting) -> Double? { given[setting.key] }

  /// Clears a setting back to its default.
  ///
  /// - Parameter setting: The setting.
  public mutating func reset(_ setting: EngineSetting) {
    given[setting.key] = nil
    fromText.remove(setting.key)
  }

  /// Equal when they render alike: the same values and intervals (how they were set aside).
  ///
  /// - Parameters:
  ///   - a: Settings.
  ///   - b: Other settings.
  /// - Returns: Whether they hold the same values and intervals.
  public static func == (a: EngineSettings, b: EngineSettings) -> Bool { a.given == b.given && a.intervals == b.intervals }

  /// Hashes what `==` compares: the values and intervals.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(given)
    hasher.combine(intervals)
  }
}
