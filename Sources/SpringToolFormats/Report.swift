/// What a command reports, once, for every format: its figures and its document.
///
/// - **figures**: a table. csv and tsv write it, jsonl writes one object per row, and people
///   see it aligned unless the report has a view of its own.
/// - **document**: one JSON value (`--format json`); the figures' array of row objects unless
///   the report has a document of its own.
/// - **view**: the text for people (`--format table`): tables rendered by the caller's renderer
///   (precision, terminal width, colour) with the prose around them.
///
/// `RunContext.render(_:_:precision:)` is the one renderer that writes a report in a format,
/// so every command's output goes one path and `--precision` means the same everywhere.
public struct Report: Sendable {
  /// The figures: csv, tsv and jsonl write them; people see them unless ``view`` says otherwise.
  public var figures: Table
  /// The JSON document.
  public var document: JSONValue
  /// The text for people, given the renderer for a table.
  public var view: @Sendable (_ render: (Table) -> String) -> String

  /// A report.
  ///
  /// - Parameters:
  ///   - figures: The figures as a table.
  ///   - document: The JSON document (nil: the figures' rows as an array of objects).
  ///   - view: The text for people from a table renderer (nil: the figures, rendered).
  public init(figures: Table, document: JSONValue? = nil, view: (@Sendable (_ render: (Table) -> String) -> String)? = nil) {
    self.figures = figures
    self.document = document ?? figures.json
    self.view = view ?? { render in render(figures) }
  }

  /// A report whose document is one object, its members the figures as `key, value` rows (a
  /// scalar member as its cell, anything else empty).
  ///
  /// - Parameters:
  ///   - members: The document's members, in order.
  ///   - view: The text for people from a table renderer (nil: the rows, rendered).
  public init(members: [(String, JSONValue)], view: (@Sendable (_ render: (Table) -> String) -> String)? = nil) {
    let rows: [[Cell]] = members.map { key, value in
      let cell: Cell =
        switch value {
        case .number(let x): .number(x)
        case .integer(let n): .integer(n)
        case .string(let s): .text(s)
        case .bool(let b): .bool(b)
        default: .missing
        }
      return [.text(key), cell]
    }
    self.init(figures: Table(columns: ["key", "value"], rows: rows), document: .object(members), view: view)
  }

  /// The report in `format`: the document (numbers rounded to `precision`) for json, the view
  /// for table, the figures for the others (npy, which holds curves, writes the view).
  ///
  /// - Parameters:
  ///   - format: The output format.
  ///   - precision: Significant digits (1…17), or nil for every digit.
  ///   - render: How a table is rendered for people and files (precision, terminal width).
  /// - Returns: The text.
  public func text(_ format: OutputFormat, precision: Int?, render: (Table, OutputFormat) -> String) -> String {
    switch format {
    case .json: document.rounded(significantDigits: precision == Table.fullPrecision ? nil : precision).rendered()
    case .csv, .tsv, .jsonl: render(figures, format)
    case .table, .npy: view { render($0, .table) }
    }
  }
}
