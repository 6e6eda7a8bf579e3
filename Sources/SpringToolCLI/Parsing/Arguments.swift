import SpringToolKit

/// The arguments of one command after parsing: values by option (a repeated option keeps its last
/// value unless it is repeatable), flags, positionals, and the order options appeared in.
struct Arguments {
  private(set) var values: [Option: [String]] = [:]
  private(set) var flags: Set<Option> = []
  private(set) var positionals: [String] = []
  private(set) var order: [Option] = []

  func has(_ o: Option) -> Bool { values[o] != nil || flags.contains(o) }
  func flag(_ o: Option) -> Bool { flags.contains(o) }
  func string(_ o: Option) -> String? { values[o]?.last }
  func strings(_ o: Option) -> [String] { values[o] ?? [] }

  /// The option's value as a finite number.
  func double(_ o: Option) throws(CLIError) -> Double? {
    try string(o).map { (text: String) throws(CLIError) in try Arguments.number(text, o) }
  }

  /// The option's value as a whole number.
  func int(_ o: Option) throws(CLIError) -> Int? {
    guard let text = string(o) else { return nil }
    guard let n = Int(text.trimmed()) else {
      throw .usage("invalid value '\(text.prefix(80))' for '--\(o.rawValue)': expected a whole number")
    }
    return n
  }

  /// A value that must be one of `choices` (ignoring case).
  func choice<T: RawRepresentable>(_ o: Option, _: T.Type, among choices: [T]) throws(CLIError) -> T? where T.RawValue == String {
    guard let text = string(o) else { return nil }
    guard let value = choices.first(where: { $0.rawValue == text.lowercased() }) else {
      throw .usage("invalid value '\(text.prefix(80))' for '--\(o.rawValue)': expected \(Arguments.list(choices.map(\.rawValue)))")
    }
    return value
  }

  /// `a, b or c`.
  static func list(_ names: [String]) -> String {
    names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
  }

  /// A finite number, as every option parses one.
  static func number(_ text: String, _ o: Option) throws(CLIError) -> Double {
    guard let x = Double(text.trimmed()) else {
      throw .usage("invalid value '\(text.prefix(80))' for '--\(o.rawValue)': expected a number")
    }
    guard x.isFinite else { throw .usage("invalid value '\(text.prefix(80))' for '--\(o.rawValue)': must be a finite number") }
    return x
  }

  /// A comma-separated list of numbers.
  static func numbers(_ text: String, _ o: Option) throws(CLIError) -> [Double] {
    var out: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) { out.append(try number(String(part), o)) }
    return out
  }

  /// Parses `--name value`, `--name=value`, `-x value`, flags, `--` and positionals.
  static func parse(_ arguments: [String], command: Command) throws(CLIError) -> Arguments {
    var parsed = Arguments()
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
      let spec = name.hasPrefix("--") ? specs.first { "--" + $0.name == name }
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
      if spec.repeatable { parsed.values[spec.option, default: []].append(value) } else { parsed.values[spec.option] = [value] }
      parsed.order.append(spec.option)
    }
    return parsed
  }
}

/// An error the command line reports as one line: usage errors exit 64, failures 1.
enum CLIError: Error, Equatable, CustomStringConvertible {
  case usage(String)
  case failure(String)

  var description: String {
    switch self {
    case .usage(let m), .failure(let m): m
    }
  }

  var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .failure: 1
    }
  }
}
