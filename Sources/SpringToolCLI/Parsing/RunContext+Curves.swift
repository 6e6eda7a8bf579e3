import SpringToolCommandLine
import SpringToolCurves
import SpringToolFormats
import SpringToolRequests
import _SpringToolSupport

/// The command line's own uses of the run context: curve files (or standard input) and frames under a summary.
extension RunContext {
  /// A curve file (`-`: standard input); `valueColumn` names the value column. `FILE#NAME` reads
  /// the column NAME as the values (a morph's component `x`, a drag's `position`), when no file
  /// is named `FILE#NAME` itself.
  func readCurve(_ path: String, valueColumn: String = "value") throws(CurveFileError) -> Curve {
    if valueColumn == "value", let hash = path.lastIndex(of: "#"), !FilePath.exists(path) {
      let column = String(path[path.index(after: hash)...])
      if !column.isEmpty { return try readCurve(String(path[..<hash]), valueColumn: column) }
    }
    guard path == "-" else { return try CurveFile.read(path: path, valueColumn: valueColumn) }
    return try CurveFile.parse(
      standardInput { CurveFile.leadingProblem($0, valueColumn: valueColumn) }, path: "-",
      valueColumn: valueColumn)
  }

  /// ``readCurve(_:valueColumn:)`` as a request reads a curve a user names (a failure saying which file).
  func curveReader() -> CurveInput.Reader {
    { (path: String) throws(ParameterProblem) -> Curve in
      do { return try readCurve(path) } catch { throw .failure("cannot read curve \(error)") }
    }
  }

  /// ``readCurve(_:valueColumn:)`` of a gesture file (its `translation` column) as a request reads one.
  func gestureReader() -> DragInput.GestureReader {
    { (path: String) throws(ParameterProblem) -> Curve in
      do { return try readCurve(path, valueColumn: "translation") } catch { throw .failure("cannot read gesture \(error)\(about: "gesture")") }
    }
  }

  /// A summary, then frames: for people the summary's text over a table of the frames; JSON one
  /// document (the summary's members, the frames under `key`); other formats stream the frames
  /// with the summary as metadata.
  func emitFrames(
    _ format: OutputFormat, to path: String?, precision: Int?,
    summary: (text: String, json: [(String, JSONValue)], metadata: [(key: String, value: String)]),
    key: String, columns: [String], count: Int, _ row: (Int) -> [Cell]
  ) throws(CLIError) {
    switch format {
    case .table:
      do { try RunContext.checkTableSize(format, rows: count) } catch { throw .usage(error.description) }
      try emit(
        (width.map { TerminalFit.fit(summary.text, width: $0) } ?? summary.text)
          + render(Table(columns: columns, rows: (0..<count).map(row)), .table, precision: precision), to: path)
    case .json:
      // The summary's members, then the frames under `key`, written as they are made (nothing held).
      let head = JSONValue.object(summary.json + [(key, .array([]))]).rendered()
      guard let open = head[...].lastRange(ofText: JSONValue.quote(key) + ": [") else { return }
      try write(to: path) { (out: any ByteOutput) throws(CLIError) in
        do throws(OutputError) {
          var buffer = BufferedOutput(out)
          buffer.append(String(head[..<open.upperBound]))
          for i in 0..<count {
            buffer.append((i == 0 ? "\n    " : ",\n    ") + JSONValue.object(zip(columns, row(i)).map { ($0, $1.json) }).rendered(indent: 2))
            try buffer.flushIfFull()
          }
          buffer.append(count == 0 ? "]\n}\n" : "\n  ]\n}\n")
          try buffer.flush()
        } catch { throw .failure(error.description) }
      }
    default: try stream(to: path, columns: columns, format: format, metadata: summary.metadata, precision: precision, count: count, row)
    }
  }
}
