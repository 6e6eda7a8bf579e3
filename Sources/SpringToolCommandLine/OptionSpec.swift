import _SpringToolSupport

/// The names of a program's options: an enum whose raw values are the long names (`to` for
/// `--to`), one case per meaning, with a `help` case for `-h, --help`.
package protocol OptionName: RawRepresentable, Hashable, Sendable, CaseIterable where RawValue == String {
  /// The option that shows help (`--help`).
  static var help: Self { get }
}

/// An option as one command offers it: its name, placeholder, one sentence of help, whether it
/// may repeat, its short form, and the check its value must pass (run on every value given,
/// while the arguments are parsed, so a bad value is refused before the command does any work).
package struct OptionSpec<Name: OptionName>: Sendable {
  /// The option.
  package let option: Name
  /// The placeholder in help (`R` in `--response <R>`); nil for a flag.
  package let value: String?
  /// One sentence of help.
  package let help: String
  /// Whether every occurrence is kept (otherwise a repeated option keeps its last value, as argument-parser does).
  package var repeatable: Bool
  /// The one-letter short form (`o` for `-o`), if any.
  package var short: Character?
  /// What every value must be (nil: any text; the command reads it).
  package var check: ValueCheck?
  /// The values it completes to in a shell (a choice's names; empty: none offered).
  package var choices: [String] = []

  /// An option.
  /// - Parameters:
  ///   - option: The option's name.
  ///   - value: The placeholder for its value in help; nil makes it a flag.
  ///   - help: One sentence of help.
  ///   - repeatable: Whether every occurrence is kept.
  ///   - short: The one-letter short form.
  ///   - check: What every value must be, checked while the arguments are parsed.
  package init(option: Name, value: String?, help: String, repeatable: Bool = false, short: Character? = nil, check: ValueCheck? = nil) {
    (self.option, self.value, self.help, self.repeatable, self.short, self.check) = (option, value, help, repeatable, short, check)
  }

  /// The long name without dashes.
  package var name: String { option.rawValue }
  /// Whether the option takes no value.
  package var isFlag: Bool { value == nil }
  /// How help shows it: `-o, --output <FILE>`.
  package var label: String {
    (short.map { "-\($0), " } ?? "") + "--\(name)" + (value.map { " <\($0)>" } ?? "")
  }
}

/// A titled group of options in help (SPRING OPTIONS, …) and how it shows in a usage line.
package struct OptionGroup<Name: OptionName>: Sendable {
  /// The heading in help.
  package let title: String
  /// The options, in help's order.
  package let options: [OptionSpec<Name>]
  /// How the group shows in a usage line (`[<spring options>]`; empty: not shown).
  package var usage: String

  /// A group.
  /// - Parameters:
  ///   - title: The heading in help.
  ///   - options: The options, in help's order.
  ///   - usage: How the group shows in a usage line.
  package init(title: String, options: [OptionSpec<Name>], usage: String) {
    (self.title, self.options, self.usage) = (title, options, usage)
  }
}

/// What an option's value must be: a check that words its own refusal. The readers
/// (``ParsedArguments/double(_:)``, ``ParsedArguments/int(_:)``, ``ParsedArguments/choice(_:_:among:)``)
/// apply the same rules with the same words, so a value that passes here reads without error.
package struct ValueCheck: Sendable {
  /// The refusal of `text` given to the option named `option` (one line, without `Error: `), or
  /// nil when the text passes.
  package let refusal: @Sendable (_ text: String, _ option: String) -> String?

  /// A check that words its own refusal.
  ///
  /// - Parameter refusal: The refusal of a text given to an option (its long name without
  ///   dashes), or nil when the text passes.
  package init(_ refusal: @escaping @Sendable (_ text: String, _ option: String) -> String?) { self.refusal = refusal }

  /// A check worded `invalid value 'TEXT' for '--OPTION': PROBLEM`.
  ///
  /// - Parameter problem: What is wrong with the text, or nil when it passes.
  /// - Returns: The check.
  package static func invalidValue(_ problem: @escaping @Sendable (String) -> String?) -> ValueCheck {
    ValueCheck { text, option in problem(text).map { "invalid value '\(text.prefix(80))' for '--\(option)': \($0)" } }
  }

  /// A finite number (surrounding spaces allowed).
  package static let number = invalidValue(numberProblem)

  /// A whole number (surrounding spaces allowed).
  package static let whole = invalidValue { Int($0.trimmed()) == nil ? "expected a whole number" : nil }

  /// A number, or one of `names` (ignoring case).
  ///
  /// - Parameter names: The names taken besides numbers.
  /// - Returns: The check.
  package static func number(orOneOf names: [String]) -> ValueCheck {
    invalidValue { names.contains($0.lowercased()) ? nil : numberProblem($0) }
  }

  /// One of `names` (ignoring case), listed in that order when refused.
  ///
  /// - Parameter names: The values allowed (lower case).
  /// - Returns: The check.
  package static func choice(_ names: [String]) -> ValueCheck {
    invalidValue { names.contains($0.lowercased()) ? nil : "expected " + list(names) }
  }

  /// Why a text is not a finite number, in the readers' words, or nil.
  static func numberProblem(_ text: String) -> String? {
    guard let x = Double(text.trimmed()) else { return "expected a number" }
    return x.isFinite ? nil : "must be a finite number"
  }

  /// `a, b or c`.
  static func list(_ names: [String]) -> String {
    names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
  }
}
