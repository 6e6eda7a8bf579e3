/// One command-line option: `--name <value>` or a `--name` flag.
struct OptionSpec: Sendable {
  /// The long name without dashes, e.g. `response`.
  let name: String
  /// The placeholder shown in help, e.g. `R`; nil for a flag that takes no value.
  let valueName: String?
  /// One sentence of help.
  let help: String
  /// Whether it may be given more than once (values are kept in order).
  var repeatable = false

  var isFlag: Bool { valueName == nil }
  var label: String { valueName.map { "--\(name) <\($0)>" } ?? "--\(name)" }
}

/// A titled group of options in help output (SPRING OPTIONS, MOTION OPTIONS, …).
struct OptionGroup: Sendable {
  let title: String
  let options: [OptionSpec]
}

/// The arguments of one command after parsing: option values by name, flags and positionals.
struct ParsedArguments {
  private(set) var values: [String: [String]] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positionals: [String] = []
  /// The option names in the order they appeared (for messages).
  private(set) var order: [String] = []

  func has(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }
  func flag(_ name: String) -> Bool { flags.contains(name) }
  func strings(_ name: String) -> [String] { values[name] ?? [] }
  func string(_ name: String) -> String? { values[name]?.last }

  /// The option's value as a finite Double, or nil if absent.
  func double(_ name: String) throws(CLIError) -> Double? {
    guard let text = string(name) else { return nil }
    return try ParsedArguments.number(text, option: name)
  }

  /// The option's value as an integer, or nil if absent.
  func int(_ name: String) throws(CLIError) -> Int? {
    guard let text = string(name) else { return nil }
    guard let n = Int(text) else {
      throw .usage("invalid value '\(text)' for '--\(name)': expected a whole number")
    }
    return n
  }

  /// Parses a finite number the way every option does (rejects NaN and infinity).
  static func number(_ text: String, option: String) throws(CLIError) -> Double {
    guard let x = Double(text.trimmingCharacters(in: .whitespaces)) else {
      throw .usage("invalid value '\(text)' for '--\(option)': expected a number")
    }
    guard x.isFinite else {
      throw .usage("invalid value '\(text)' for '--\(option)': must be a finite number")
    }
    return x
  }

  mutating func add(_ spec: OptionSpec, value: String?) throws(CLIError) {
    if !spec.repeatable && has(spec.name) {
      throw .usage("'--\(spec.name)' was given more than once")
    }
    order.append(spec.name)
    if let value { values[spec.name, default: []].append(value) } else { flags.insert(spec.name) }
  }

  mutating func addPositional(_ value: String) { positionals.append(value) }
}

/// Parses `--name value`, `--name=value`, flags, `--` and positionals against a table of options.
enum ArgumentParser {
  static func parse(_ arguments: [String], options: [OptionSpec], maxPositionals: Int,
                    command: String) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    let byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" || looksNumeric(argument) {
        guard parsed.positionals.count < maxPositionals else {
          throw .usage(maxPositionals == 0
            ? "unexpected argument '\(argument)'"
            : "unexpected argument '\(argument)' (\(command) takes \(maxPositionals))")
        }
        parsed.addPositional(argument)
        continue
      }
      if argument == "--" { onlyPositionals = true; continue }
      guard argument.hasPrefix("--") else {
        throw .usage("unknown option '\(argument)'\(suggestion(for: argument, among: options))")
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let eq = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: eq)...])
        name = String(name[..<eq])
      }
      guard let spec = byName[name] else {
        throw .usage("unknown option '--\(name)'\(suggestion(for: "--" + name, among: options))")
      }
      if spec.isFlag {
        if inlineValue != nil { throw .usage("'--\(name)' does not take a value") }
        try parsed.add(spec, value: nil)
        continue
      }
      if let inlineValue {
        guard !inlineValue.isEmpty else { throw .usage("missing value for '\(spec.label)'") }
        try parsed.add(spec, value: inlineValue)
        continue
      }
      guard index < arguments.count,
            !arguments[index].hasPrefix("--") || looksNumeric(arguments[index])
      else {
        throw .usage("missing value for '\(spec.label)'")
      }
      try parsed.add(spec, value: arguments[index])
      index += 1
    }
    return parsed
  }

  /// `-0.5` and `-1e3` are values, not options.
  static func looksNumeric(_ text: String) -> Bool {
    guard text.hasPrefix("-"), text.count > 1 else { return false }
    return Double(text) != nil
  }

  /// " (did you mean '--x'?)" when a known option is within edit distance 3.
  static func suggestion(for argument: String, among options: [OptionSpec]) -> String {
    let candidates = options.map { "--" + $0.name } + ["--help"]
    let scored = candidates.map { ($0, editDistance(argument, $0)) }.filter { $0.1 < 4 }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
    return " (did you mean '\(best.0)'?)"
  }

  /// Levenshtein distance.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where j <= b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
