/// An answer as named figures, in order: what `analyze`, `fit`, `tune`, `compare` and `drag`
/// print as a `figure,value,unit` table (or CSV, TSV) and as a JSON object keyed by figure.
public struct FigureList: Sendable {
  /// One figure: its key (a JSON key, `settlingTime`), its value, its unit (`s`, `pt`, or empty).
  public struct Figure: Sendable {
    /// The key (a JSON key such as `settlingTime`).
    public var key: String
    /// The value.
    public var value: Cell
    /// The unit (`s`, `pt`, `%`, or empty).
    public var unit: String

    /// A figure.
    ///
    /// - Parameters:
    ///   - key: The figure's key (a JSON key).
    ///   - value: Its value (a nil number is written as missing).
    ///   - unit: Its unit in words (empty for none).
    public init(_ key: String, _ value: Cell, _ unit: String = "") {
      self.key = key
      self.value = value
      self.unit = unit
    }
  }

  /// The figures.
  public var figures: [Figure]

  /// A list of figures.
  ///
  /// - Parameter figures: The figures, in order.
  public init(_ figures: [Figure] = []) { self.figures = figures }

  /// Appends a figure; a number that is nil becomes missing.
  ///
  /// - Parameters:
  ///   - key: The figure's key (a JSON key).
  ///   - value: Its value (a nil number is written as missing).
  ///   - unit: Its unit in words (empty for none).
  public mutating func add(_ key: String, _ value: Double?, _ unit: String = "") {
    figures.append(Figure(key, value.map(Cell.number) ?? .missing, unit))
  }

  /// Appends a figure.
  ///
  /// - Parameters:
  ///   - key: The figure's key (a JSON key).
  ///   - value: Its value (a nil number is written as missing).
  ///   - unit: Its unit in words (empty for none).
  public mutating func add(_ key: String, _ value: Cell, _ unit: String = "") { figures.append(Figure(key, value, unit)) }

  /// The value of `key`, if present.
  ///
  /// - Parameter key: The figure's key.
  public subscript(key: String) -> Cell? { figures.first { $0.key == key }?.value }

  /// `{key: value, …}` (missing values as null).
  public var json: JSONValue { .object(figures.map { ($0.key, $0.value.json) }) }

  /// A `figure, value, unit` table.
  public var table: Table { Table(columns: ["figure", "value", "unit"], rows: figures.map { [.text($0.key), $0.value, .text($0.unit)] }) }
}
