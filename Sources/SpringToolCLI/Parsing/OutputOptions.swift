import SpringToolCommandLine
import SpringToolFormats

/// A command's output options (format, file, precision, plot) and the one path its report takes.
extension Groups {
  /// A command's output: its formats and default, declared once, giving both its OUTPUT OPTIONS
  /// group (help) and the reader of `--format`.
  package struct Output: Sendable {
    /// The format written without `--format`.
    package let defaultFormat: OutputFormat
    /// The formats the command writes.
    package let formats: [OutputFormat]
    /// The options group (with `--plot` when the command also draws).
    package let group: OptionGroup

    /// An output of `formats`, `defaultFormat` unless `--format` says otherwise.
    package init(_ defaultFormat: OutputFormat, plot: Bool = false, formats: [OutputFormat] = OutputFormat.allCases) {
      (self.defaultFormat, self.formats) = (defaultFormat, formats)
      group = Groups.output(defaultFormat, plot: plot, formats: formats)
    }

    /// `--format`, one of the formats (`fallback` when absent, the declared default unless given).
    package func format(_ args: Arguments, default fallback: OutputFormat? = nil) throws(CLIError) -> OutputFormat {
      try Groups.format(args, default: fallback ?? defaultFormat, allowed: formats)
    }

    /// Writes a report in `--format` (or `format`) to `--output`, numbers to `--precision`: the
    /// one path every command's report takes.
    package func write(_ report: Report, _ args: Arguments, _ context: inout RunContext, format: OutputFormat? = nil) throws(CLIError) {
      let chosen: OutputFormat
      if let format { chosen = format } else { chosen = try self.format(args) }
      let precision = try Groups.precision(args)
      try context.emit(context.render(report, chosen, precision: precision), to: args.string(.output))
    }
  }

  package static func output(_ defaultFormat: OutputFormat, plot: Bool = false, formats: [OutputFormat] = OutputFormat.allCases) -> OptionGroup {
    var options = [
      OptionSpec(
        option: .format, value: "FORMAT", help: formats.map(\.rawValue).joined(separator: ", ") + " (default: \(defaultFormat.rawValue)).", short: "f",
        check: .choice(formats.map(\.rawValue))),
      OptionSpec(option: .output, value: "FILE", help: "Write to FILE instead of standard output (safely: a temporary file, then rename).", short: "o"),
      OptionSpec(
        option: .precision, value: "N",
        help: "Significant digits of every number written, 1 to 17, or full (default: every digit in files, 6 in tables for people; npy is exact).",
        check: .number(orOneOf: ["full"])),
    ]
    if plot {
      options.append(
        OptionSpec(option: .plot, value: "FILE.svg", help: "Also draw it: an SVG file, or - for the terminal (then instead of the text, unless --output)."))
    }
    return OptionGroup(title: "OUTPUT OPTIONS", options: options, usage: "[<output options>]")
  }

  /// The formats of a report (the one renderer writes each): figures as csv, tsv or jsonl rows,
  /// the document as json, the view for people as table.
  static let reportFormats: [OutputFormat] = [.csv, .tsv, .json, .jsonl, .table]

  /// The output of a command that prints one table.
  static let listOutput = Output(.table, formats: reportFormats)

  /// A command's run that prints one table (and for people, a note after it) in `--format` (default: table).
  static func listing(_ make: @escaping @Sendable (Arguments, OutputFormat) throws(CLIError) -> (Table, String))
    -> @Sendable (Arguments, inout RunContext) throws(CLIError) -> Void
  {
    { args, context throws(CLIError) in
      let format = try listOutput.format(args)
      let (table, note) = try make(args, format)
      try listOutput.write(Report(figures: table) { $0(table) + note }, args, &context, format: format)
    }
  }

  package static func format(_ args: Arguments, default fallback: OutputFormat, allowed: [OutputFormat] = OutputFormat.allCases) throws(CLIError)
    -> OutputFormat
  {
    try args.choice(.format, OutputFormat.self, among: allowed) ?? fallback
  }

  package static func precision(_ args: Arguments) throws(CLIError) -> Int? {
    guard let text = args.string(.precision) else { return nil }
    if args.string(.format)?.lowercased() == "npy" { throw .usage("'--precision' does not apply to npy, which holds the exact doubles") }
    if text.lowercased() == "full" { return Table.fullPrecision }
    guard let n = try args.int(.precision), (1...17).contains(n) else {
      throw .usage("'--precision' must be from 1 to 17 significant digits, or full (every digit)")
    }
    return n
  }

}
