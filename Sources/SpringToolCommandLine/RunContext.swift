import Foundation
import SpringToolFormats
import _SpringToolSupport

/// What a running command may touch: its output streams, standard input and the environment
/// (terminal or not, width, `NO_COLOR`), with safe file writing, streamed rows and tables sized
/// for the terminal. Tests pass memory outputs.
package struct RunContext: CommandContext {
  /// Standard output and error.
  package var standardOutput: any ByteOutput, standardError: any ByteOutput
  /// Whether standard output and error are terminals (colour, progress, table width).
  package var outputIsTerminal: Bool, errorIsTerminal: Bool
  /// The environment (`COLUMNS`, `NO_COLOR`).
  package var environment: [String: String]
  /// The width of the terminal standard output is, from the terminal itself (TIOCGWINSZ); nil
  /// when it is no terminal or does not say.
  package var terminalColumns: Int?
  /// Standard input, read to the end (for `-` in place of a file), or until the closure it is
  /// given says the bytes so far are enough to decide (an input that cannot be parsed).
  package var standardInput: (_ enough: ([UInt8]) -> Bool) -> [UInt8]

  /// A context.
  ///
  /// - Parameters:
  ///   - standardOutput: Where results go.
  ///   - standardError: Where errors and progress go.
  ///   - outputIsTerminal: Whether standard output is a terminal (colour, table width).
  ///   - errorIsTerminal: Whether standard error is a terminal (progress).
  ///   - environment: The environment (`COLUMNS`, `NO_COLOR`).
  ///   - standardInput: Reads standard input to the end (or until its argument says enough), for `-` in place of a file.
  package init(
    standardOutput: any ByteOutput, standardError: any ByteOutput, outputIsTerminal: Bool = false,
    errorIsTerminal: Bool = false, environment: [String: String] = [:],
    standardInput: @escaping (_ enough: ([UInt8]) -> Bool) -> [UInt8] = { _ in [] }
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.environment = environment
    self.standardInput = standardInput
  }

  /// The process's own streams and environment.
  package static var process: RunContext {
    var context = RunContext(
      standardOutput: FileDescriptorOutput.standardOutput, standardError: FileDescriptorOutput.standardError,
      outputIsTerminal: FileDescriptorOutput.standardOutput.isTerminal,
      errorIsTerminal: FileDescriptorOutput.standardError.isTerminal,
      environment: Self.variables(["COLUMNS", "NO_COLOR"]),
      standardInput: { StandardInput.readAll(until: $0) })
    if context.outputIsTerminal { context.terminalColumns = Self.terminalWidth(of: 1) }
    return context
  }

  /// The process's arguments without its name, byte for byte: an argument that is not UTF-8 (a
  /// Latin-1 file name) keeps its bytes (``SystemPath``) instead of being repaired to U+FFFD.
  package static var processArguments: [String] {
    (1..<Int(CommandLine.argc)).compactMap { i in CommandLine.unsafeArgv[i].map { SystemPath.string(cString: $0) } }
  }

  /// The columns of the terminal `descriptor` is (TIOCGWINSZ), nil when it does not say.
  static func terminalWidth(of descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The widest terminal tables and plots are laid out for; a wider `COLUMNS` or terminal gets this.
  package static let maximumWidth = 1000
  /// The width assumed for a terminal that does not say (neither TIOCGWINSZ nor `COLUMNS`).
  package static let defaultWidth = 80

  /// The environment variables the context reads, from `getenv` (building the whole
  /// environment as a dictionary costs a tenth of the start-up time).
  /// - Parameter names: The variables' names.
  /// - Returns: The ones that are set, by name.
  static func variables(_ names: [String]) -> [String: String] {
    var out: [String: String] = [:]
    for name in names { if let value = getenv(name) { out[name] = String(cString: value) } }
    return out
  }

  /// Colour on a terminal, none with `NO_COLOR` or when piped.
  package var colour: Bool { outputIsTerminal && environment["NO_COLOR"] == nil }
  /// The terminal's width when output goes to a terminal: what the terminal says, else `COLUMNS`,
  /// else ``defaultWidth``; always within 20…``maximumWidth``, however large a number is given.
  package var width: Int? {
    guard outputIsTerminal else { return nil }
    let given = terminalColumns ?? environment["COLUMNS"].flatMap { Int($0.trimmed()) }.flatMap { $0 > 0 ? $0 : nil }
    return min(max(given ?? Self.defaultWidth, 20), Self.maximumWidth)
  }

  /// Writes text to standard output.
  /// - Parameter text: The text, written as UTF-8.
  /// - Throws: ``CommandLineError/failure(_:)`` when it cannot be written.
  package func print(_ text: String) throws(CommandLineError) {
    do { try standardOutput.write(text) } catch { throw .failure("\(error)") }
  }

  /// Writes text to standard error (best effort).
  /// - Parameter text: The text, written as UTF-8.
  package func printError(_ text: String) { try? standardError.write(text) }

  /// Progress on standard error when it is a terminal (`\r`-rewritten), nothing otherwise.
  /// - Parameter text: The progress line, or nil to clear it.
  package func progress(_ text: String?) {
    guard errorIsTerminal else { return }
    try? standardError.write(text.map { "\r\($0)\u{1B}[K" } ?? "\r\u{1B}[K")
  }

  /// Runs `body` with the destination `path` (`-` or nil: standard output): a file is written
  /// safely (``FileOutput``) and committed only when `body` succeeds.
  /// - Parameters:
  ///   - path: The file to write, or `-` or nil for standard output.
  ///   - body: Writes the content to the output it is given.
  /// - Throws: What `body` throws, or ``CommandLineError/failure(_:)`` when the file cannot be
  ///   created or committed (the old file is then left as it was).
  package func write(to path: String?, _ body: (any ByteOutput) throws(CommandLineError) -> Void) throws(CommandLineError) {
    guard let path, path != "-" else { return try body(standardOutput) }
    let file: FileOutput
    do { file = try FileOutput(path: path) } catch { throw .failure("\(error)") }
    do { try body(file) } catch {
      file.abort()
      throw error
    }
    do { try file.commit() } catch { throw .failure("\(error)") }
  }

  /// Streams `count` rows of `columns` (`row(i)` makes row i) in `format` to `path`, with
  /// `metadata` in the header: nothing is held, whatever the count.
  /// - Parameters:
  ///   - path: The file to write, or `-` or nil for standard output.
  ///   - columns: The column names.
  ///   - format: The output format.
  ///   - metadata: Pairs for the header (comments, or JSON members).
  ///   - precision: Significant digits for people (1…17), or nil for every digit.
  ///   - count: The number of rows.
  ///   - row: Makes row `i`, one cell per column.
  /// - Throws: ``CommandLineError/failure(_:)`` when the output cannot be written.
  package func stream(
    to path: String?, columns: [String], format: OutputFormat, metadata: [(key: String, value: String)] = [],
    precision: Int?, count: Int, _ row: (Int) -> [Cell]
  ) throws(CommandLineError) {
    try Self.checkTableSize(format, rows: count)
    try write(to: path) { (out: any ByteOutput) throws(CommandLineError) in
      var writer = RowWriter(out, columns: columns, format: format, metadata: metadata, precision: precision, rows: count)
      do throws(OutputError) {
        try writer.begin()
        for i in 0..<count { try writer.write(row(i)) }
        try writer.end()
      } catch { throw .failure(error.description) }
    }
  }

  /// The most rows an aligned table for people holds: it is measured before it is printed, so it
  /// is kept in memory; every other format streams.
  package static let maximumTableRows = 100_000

  /// Refuses an aligned table of more than ``maximumTableRows`` rows (before any work is written).
  /// - Parameters:
  ///   - format: The output format.
  ///   - rows: The rows the table would have.
  /// - Throws: ``CommandLineError/usage(_:)`` naming the streaming formats.
  package static func checkTableSize(_ format: OutputFormat, rows: Int) throws(CommandLineError) {
    guard format == .table, rows > maximumTableRows else { return }
    throw .usage(
      "a table for people holds at most \(maximumTableRows) rows (this one would have \(rows)); "
        + "--format csv, tsv, json or jsonl stream any number")
  }

  /// Writes finished text to `path` (or standard output).
  /// - Parameters:
  ///   - text: The text.
  ///   - path: The file to write, or `-` or nil for standard output.
  /// - Throws: ``CommandLineError/failure(_:)`` when it cannot be written.
  package func emit(_ text: String, to path: String?) throws(CommandLineError) {
    try write(to: path) { (out: any ByteOutput) throws(CommandLineError) in
      do { try out.write(text) } catch { throw .failure("\(error)") }
    }
  }

  /// Renders a report in a format: the one path every command's report takes.
  /// - Parameters:
  ///   - report: The report.
  ///   - format: The output format.
  ///   - precision: Significant digits (1…17), or nil for every digit.
  /// - Returns: The text (tables for people fitted to the terminal).
  package func render(_ report: Report, _ format: OutputFormat, precision: Int?) -> String {
    let text = report.text(format, precision: precision) { render($0, $1, precision: precision) }
    // Prose and code for people break at spaces to fit the terminal (tables are fitted already).
    guard format == .table, let width else { return text }
    return TerminalFit.fit(text, width: width)
  }

  /// Renders a table for people or files: the precision and the terminal's width apply to
  /// aligned tables on a terminal; a cut table says how to see everything.
  /// - Parameters:
  ///   - table: The table.
  ///   - format: The output format.
  ///   - precision: Significant digits for people (1…17), or nil for every digit.
  /// - Returns: The text (with a bold header on a colour terminal).
  package func render(_ table: Table, _ format: OutputFormat, precision: Int?) -> String {
    var table = table
    table.precision = precision
    if format == .table, let width { table.maximumWidth = width }
    var text = table.rendered(format)
    if format == .table, case let shown = table.shownColumns, shown < table.columns.count {
      text += "(\(shown) of \(table.columns.count) columns fit \(width ?? 0) characters; -f csv shows all)\n"
    }
    if format == .table && colour, let newline = text.firstIndex(of: "\n") {
      text = "\u{1B}[1m" + text[..<newline] + "\u{1B}[0m" + text[newline...]
    }
    return text
  }
}
