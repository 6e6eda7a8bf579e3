/// The names of a program's options: an enum whose raw values are the long names (`to` for
/// `--to`), one case per meaning, with a `help` case for `-h, --help`.
public protocol OptionName: RawRepresentable, Hashable, Sendable, CaseIterable where RawValue == String {
  /// The option that shows help (`--help`).
  static var help: Self { get }
}

/// An option as one command offers it: its name, placeholder, one sentence of help, whether it
/// may repeat, and its short form.
public struct OptionSpec<Name: OptionName>: Sendable {
  /// The option.
  public let option: Name
  /// The placeholder in help (`R` in `--response <R>`); nil for a flag.
  public let value: String?
  /// One sentence of help.
  public let help: String
  /// Whether every occurrence is kept (otherwise a repeated option keeps its last value, as argument-parser does).
  public var repeatable: Bool
  /// The one-letter short form (`o` for `-o`), if any.
  public var short: Character?

  /// An option.
  /// - Parameters:
  ///   - option: The option's name.
  ///   - value: The placeholder for its value in help; nil makes it a flag.
  ///   - help: One sentence of help.
  ///   - repeatable: Whether every occurrence is kept.
  ///   - short: The one-letter short form.
  public init(option: Name, value: String?, help: String, repeatable: Bool = false, short: Character? = nil) {
    (self.option, self.value, self.help, self.repeatable, self.short) = (option, value, help, repeatable, short)
  }

  /// The long name without dashes.
  public var name: String { option.rawValue }
  /// Whether the option takes no value.
  public var isFlag: Bool { value == nil }
  /// How help shows it: `-o, --output <FILE>`.
  public var label: String {
    (short.map { "-\($0), " } ?? "") + "--\(name)" + (value.map { " <\($0)>" } ?? "")
  }
}

/// A titled group of options in help (SPRING OPTIONS, …) and how it shows in a usage line.
public struct OptionGroup<Name: OptionName>: Sendable {
  /// The heading in help.
  public let title: String
  /// The options, in help's order.
  public let options: [OptionSpec<Name>]
  /// How the group shows in a usage line (`[<spring options>]`; empty: not shown).
  public var usage: String

  /// A group.
  /// - Parameters:
  ///   - title: The heading in help.
  ///   - options: The options, in help's order.
  ///   - usage: How the group shows in a usage line.
  public init(title: String, options: [OptionSpec<Name>], usage: String) {
    (self.title, self.options, self.usage) = (title, options, usage)
  }
}
