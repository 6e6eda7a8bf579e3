import _SpringToolSupport

/// One command's arguments after parsing: values by option (a repeated option keeps its last
/// value unless it is repeatable), flags, positionals, and the order options appeared in.
package struct ParsedArguments<Name: OptionName> {
  private(set) var values: [Name: [String]] = [:]
  private(set) var flags: Set<Name> = []
  /// The positional arguments, in order.
  package private(set) var positionals: [String] = []
  /// The options in the order they appeared (a repeated one each time).
  package private(set) var order: [Name] = []
  /// Single-valued options given more than once with different values: the option, the values
  /// passed over, and the one that wins (the last), for a note to the user.
  package private(set) var overridden: [(option: Name, earlier: [String], winner: String)] = []

  /// These arguments with `removed` taken out and `added` given (values, or a flag when empty),
  /// as if typed after the others: an option that stands for others (a design token) put in their place.
  ///
  /// - Parameters:
  ///   - removed: Options taken out.
  ///   - added: Options given, each with its values (none: a flag).
  /// - Returns: The new arguments.
  package func replacing(_ removed: [Name], with added: [(option: Name, values: [String])]) -> ParsedArguments {
    var out = self
    for o in removed { out.values[o] = nil; out.flags.remove(o); out.order.removeAll { $0 == o } }
    for (o, v) in added {
      if v.isEmpty { out.flags.insert(o) } else { out.values[o] = v }
      out.order.append(o)
    }
    return out
  }

  /// Whether the option was given (with a value, or as a flag).
  package func has(_ o: Name) -> Bool { values[o] != nil || flags.contains(o) }
  /// Whether the flag was given.
  package func flag(_ o: Name) -> Bool { flags.contains(o) }
  /// The option's (last) value.
  package func string(_ o: Name) -> String? { values[o]?.last }
  /// Every value of a repeatable option, in order.
  package func strings(_ o: Name) -> [String] { values[o] ?? [] }

  /// The option's value as a finite number.
  /// - Throws: ``CommandLineError/usage(_:)`` naming the option when it is not one.
  package func double(_ o: Name) throws(CommandLineError) -> Double? {
    try string(o).map { (text: String) throws(CommandLineError) in try Self.number(text, o) }
  }

  /// The option's value as a whole number.
  /// - Throws: ``CommandLineError/usage(_:)`` naming the option when it is not one.
  package func int(_ o: Name) throws(CommandLineError) -> Int? {
    guard let text = string(o) else { return nil }
    guard let n = Int(text.trimmed()) else {
      throw .usage("invalid value '\(text.prefix(80))' for '--\(o.rawValue)': expected a whole number")
    }
    return n
  }

  /// A value that must be one of `choices` (ignoring case).
  /// - Parameters:
  ///   - o: The option.
  ///   - choices: The values allowed, in the order the error lists them.
  /// - Throws: ``CommandLineError/usage(_:)`` listing the choices.
  package func choice<T: RawRepresentable>(_ o: Name, _: T.Type, among choices: [T]) throws(CommandLineError) -> T?
  where T.RawValue == String {
    guard let text = string(o) else { return nil }
    guard let value = choices.first(where: { $0.rawValue == text.lowercased() }) else {
      throw .usage("invalid value '\(text.prefix(80))' for '--\(o.rawValue)': expected \(Self.list(choices.map(\.rawValue)))")
    }
    return value
  }

  /// The choice among `choices` named by option `o` (ignoring case), each spelt `name(choice)`;
  /// nil when the option is absent.
  ///
  /// - Parameters:
  ///   - o: The option.
  ///   - choices: The values allowed, in the order the error lists them.
  ///   - name: How a value is spelt on the command line.
  /// - Returns: The value chosen, or nil when the option is absent.
  /// - Throws: ``CommandLineError/usage(_:)`` for a name that is none of them.
  package func choice<T>(_ o: Name, among choices: [T], named name: (T) -> String) throws(CommandLineError) -> T? {
    guard let text = string(o) else { return nil }
    guard let value = choices.first(where: { name($0) == text.lowercased() }) else {
      throw .usage("invalid value '\(text.prefix(80))' for '--\(o.rawValue)': expected \(Self.list(choices.map(name)))")
    }
    return value
  }

  /// `a, b or c`.
  package static func list(_ names: [String]) -> String { ValueCheck.list(names) }

  /// A finite number, as every option parses one.
  /// - Throws: ``CommandLineError/usage(_:)`` naming the option `o`.
  package static func number(_ text: String, _ o: Name) throws(CommandLineError) -> Double {
    guard let x = Double(text.trimmed()) else {
      throw .usage("invalid value '\(text.prefix(80))' for '--\(o.rawValue)': expected a number")
    }
    guard x.isFinite else { throw .usage("invalid value '\(text.prefix(80))' for '--\(o.rawValue)': must be a finite number") }
    return x
  }

  /// A comma-separated list of finite numbers.
  /// - Throws: ``CommandLineError/usage(_:)`` naming the option `o`.
  package static func numbers(_ text: String, _ o: Name) throws(CommandLineError) -> [Double] {
    var out: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) { out.append(try number(String(part), o)) }
    return out
  }

  /// Parses `--name value`, `--name=value`, `-x value`, flags, `--` and positionals (a negative
  /// number is a value, not an option).
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - command: The command whose options they are.
  /// - Throws: ``CommandLineError/usage(_:)`` for an unknown option (with a close name, if any),
  ///   a missing value, a value its option's ``ValueCheck`` refuses, a value on a flag, or too
  ///   many positionals.
  package static func parse<Context>(_ arguments: [String], command: Command<Name, Context>) throws(CommandLineError) -> Self {
    var parsed = Self()
    let specs = command.options
    var index = 0, onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" || Double(argument) != nil {
        guard parsed.positionals.count < command.maximumPositionals else {
          throw .usage("unexpected argument '\(argument.prefix(80))'")
        }
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" { onlyPositionals = true; continue }
      var name = argument, inline: String?
      if let eq = argument.firstIndex(of: "=") {
        inline = String(argument[argument.index(after: eq)...])
        name = String(argument[..<eq])
      }
      let spec =
        name.hasPrefix("--")
        ? specs.first { "--" + $0.name == name }
        : (name.count == 2 ? specs.first { $0.short.map { "-\($0)" } == name } : nil)
      guard let spec else {
        let candidates = specs.map { "--" + $0.name }
        let hint = NameMatching.closest(to: name, among: candidates, maximumDistance: 3).map { " (did you mean '\($0)'?)" } ?? ""
        throw .usage("unknown option '\(name.prefix(80))'\(hint)")
      }
      if spec.isFlag {
        if inline != nil { throw .usage("'--\(spec.name)' does not take a value") }
        parsed.flags.insert(spec.option)
        parsed.order.append(spec.option)
        continue
      }
      let value: String
      if let inline {
        value = inline
      } else {
        guard index < arguments.count, !arguments[index].hasPrefix("--") || Double(arguments[index]) != nil else {
          throw .usage("missing value for '\(spec.label)'")
        }
        value = arguments[index]
        index += 1
      }
      guard !value.isEmpty else { throw .usage("missing value for '\(spec.label)'") }
      if let refusal = spec.check?.refusal(value, spec.name) { throw .usage(refusal) }
      if spec.repeatable {
        parsed.values[spec.option, default: []].append(value)
      } else {
        if let earlier = parsed.values[spec.option]?.last, earlier != value {
          if let i = parsed.overridden.firstIndex(where: { $0.option == spec.option }) {
            parsed.overridden[i].earlier.append(earlier)
            parsed.overridden[i].winner = value
          } else {
            parsed.overridden.append((spec.option, [earlier], value))
          }
        }
        parsed.values[spec.option] = [value]
      }
      parsed.order.append(spec.option)
    }
    return parsed
  }
}
