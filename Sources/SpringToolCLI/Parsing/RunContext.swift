import Foundation
import SpringToolKit

/// What a running command may touch: its output streams and the environment (terminal or not,
/// width, `NO_COLOR`). Tests pass memory outputs.
public struct RunContext {
  /// Standard output and error.
  public var standardOutput: any ByteOutput, standardError: any ByteOutput
  /// Whether standard output and error are terminals (colour, progress, table width).
  public var outputIsTerminal: Bool, errorIsTerminal: Bool
  /// The environment (`COLUMNS`, `NO_COLOR`).
  public var environment: [String: String]
  /// Standard input, read to the end (for `-` in place of a file).
  public var standardInput: () -> [UInt8]

  /// A context.
  public init(standardOutput: any ByteOutput, standardError: any ByteOutput, outputIsTerminal: Bool = false,
              errorIsTerminal: Bool = false, environment: [String: String] = [:], standardInput: @escaping () -> [UInt8] = { [] }) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.environment = environment
    self.standardInput = standardInput
  }

  /// The process's own streams and environment.
  public static var process: RunContext {
    RunContext(standardOutput: FileDescriptorOutput.standardOutput, standardError: FileDescriptorOutput.standardError,
               outputIsTerminal: FileDescriptorOutput.standardOutput.isTerminal,
               errorIsTerminal: FileDescriptorOutput.standardError.isTerminal,
               environment: ProcessInfo.processInfo.environment,
               standardInput: { StandardInput.readAll() })
  }

  /// Colour on a terminal, none with `NO_COLOR` or when piped.
  var colour: Bool { outputIsTerminal && environment["NO_COLOR"] == nil }
  /// The terminal's width (`COLUMNS`), when output goes to a terminal.
  var width: Int? { outputIsTerminal ? environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 20 ? $0 : nil } ?? 100 : nil }

  /// A curve file (`-`: standard input); `valueColumn` names the value column.
  func readCurve(_ path: String, valueColumn: String = "value") throws(CurveFileError) -> Curve {
    guard path == "-" else { return try CurveFile.read(path: path, valueColumn: valueColumn) }
    return try CurveFile.parse(standardInput(), path: "-", valueColumn: valueColumn)
  }

  /// Writes text to standard output.
  func print(_ text: String) throws(CLIError) {
    do { try standardOutput.write(text) } catch { throw .failure("\(error)") }
  }

  /// Progress on standard error when it is a terminal (`\r`-rewritten), nothing otherwise.
  func progress(_ text: String?) {
    guard errorIsTerminal else { return }
    try? standardError.write(text.map { "\r\($0)\u{1B}[K" } ?? "\r\u{1B}[K")
  }

  /// Runs `body` with the destination `path` (`-` or nil: standard output): a file is written
  /// safely (``FileOutput``) and committed only when `body` succeeds.
  func write(to path: String?, _ body: (any ByteOutput) throws(CLIError) -> Void) throws(CLIError) {
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
  func stream(to path: String?, columns: [String], format: OutputFormat, metadata: [(key: String, value: String)] = [],
              precision: Int?, count: Int, _ row: (Int) -> [Cell]) throws(CLIError) {
    try write(to: path) { (out: any ByteOutput) throws(CLIError) in
      var writer = RowWriter(out, columns: columns, format: format, metadata: metadata, precision: precision, rows: count)
      do throws(OutputError) {
        try writer.begin()
        for i in 0..<count { try writer.write(row(i)) }
        try writer.end()
      } catch { throw .failure(error.description) }
    }
  }

  /// Writes finished text to `path` (or standard output).
  func emit(_ text: String, to path: String?) throws(CLIError) {
    try write(to: path) { (out: any ByteOutput) throws(CLIError) in
      do { try out.write(text) } catch { throw .failure("\(error)") }
    }
  }

  /// Renders a table for people or files: the precision and the terminal's width apply to
  /// aligned tables on a terminal; a cut table says how to see everything.
  func render(_ table: Table, _ format: OutputFormat, precision: Int?) -> String {
    var table = table
    table.precision = precision
    if format == .table, let width { table.maximumWidth = width }
    var text = table.rendered(format)
    if format == .table && table.wouldCut { text += "(cut to \(width ?? 0) columns; -f csv shows all)\n" }
    if format == .table && colour, let newline = text.firstIndex(of: "\n") {
      text = "\u{1B}[1m" + text[..<newline] + "\u{1B}[0m" + text[newline...]
    }
    return text
  }
}

/// Path questions the command line asks before writing.
enum URLPath {
  static func directory(of path: String) -> String {
    let d = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return d.isEmpty ? "." : d
  }

  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  static func same(_ a: String, _ b: String) -> Bool {
    URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath().path
      == URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
