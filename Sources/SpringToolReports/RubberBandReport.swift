import SpringToolFormats
import SpringToolPlatforms

/// `rubber-band`: where content dragged past its edge shows, on each platform's rule.
package enum RubberBandReport {
  /// One row per offset, one column per model: the overscroll each platform shows.
  ///
  /// - Parameters:
  ///   - models: The platforms' rubber bands, in column order.
  ///   - offsets: The finger's distances past the edge, value units.
  ///   - shown: For each offset, each model's shown overscroll, value units.
  ///   - input: The drag's other settings.
  /// - Returns: The report: the table, and a document `{dimension, models: [{engine, api, rule, source}], rows: [{offset, <engine>…}]}`.
  package static func make(_ models: [any RubberBandModel], offsets: [Double], shown: [[Double]], input: RubberBandInput) -> Report {
    let table = Table(
      columns: ["offset"] + models.map(\.info.engine),
      rows: zip(offsets, shown).map { offset, row in [.number(offset)] + row.map(Cell.number) })
    let document = JSONValue.object([
      ("dimension", .number(input.dimension)), ("events", .integer(input.events)),
      (
        "models",
        .array(
          models.map { m in
            .object([
              ("engine", .string(m.info.engine)), ("api", .string(m.info.api)), ("rule", .string(m.info.rule)),
              ("source", .string(([m.info.upstream] + m.info.files).joined(separator: ", "))),
            ])
          })
      ),
      (
        "rows",
        .array(
          zip(offsets, shown).map { offset, row in
            .object([("offset", .number(offset))] + zip(models, row).map { ($0.info.engine, JSONValue.number($1)) })
          })
      ),
    ])
    let rules = Table(
      columns: ["engine", "rule", "source"],
      rows: models.map { m in
        [.text(m.info.engine), .text(m.info.rule), .text(([m.info.upstream] + m.info.files).joined(separator: ", "))]
      })
    return Report(figures: table, document: document) { render in render(table) + "\n" + render(rules) }
  }
}
