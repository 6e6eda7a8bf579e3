import SpringToolFormats
import SpringToolPlatforms
import SpringToolReports
import _SpringToolSupport

/// `rubber-band`: a drag past an edge on one platform or all, read from parameters (`offset`,
/// `dimension`, `engine`, `coefficient`, `elastic`, `events`) and answered as a report.
package struct RubberBandRequest: Sendable {
  /// The platforms' rubber bands, in column order.
  package var models: [any RubberBandModel]
  /// The finger's distances past the edge, value units.
  package var offsets: [Double]
  /// The drag's other settings.
  package var input: RubberBandInput

  /// The request the parameters make.
  ///
  /// - Parameter values: The parameters.
  /// - Throws: ``ParameterProblem`` naming the parameter that is missing or out of range, or
  ///   (a failure) the model whose band overflows.
  package init(_ values: some ParameterValues) throws(ParameterProblem) {
    guard let offsetText = values.string(Self.offset.key) else {
      throw .usage("give \(key: Self.offset.key, placeholder: "X"): the finger's distance past the edge")
    }
    guard let dimension = try values.double(Self.dimension.key) else {
      throw .usage("give \(key: Self.dimension.key, placeholder: "D"): the view's length along the drag")
    }
    let offsets = try ParameterList.numbers(offsetText, Self.offset.key)
    guard offsets.count <= 10_000 else { throw .usage("\(key: Self.offset.key) takes at most 10000 values") }
    guard dimension > 0 else { throw .usage("\(key: Self.dimension.key) must be greater than 0") }
    let coefficient = try values.number(Self.coefficient), elastic = try values.number(Self.elastic)
    guard coefficient > 0 else { throw .usage("\(key: Self.coefficient.key) must be greater than 0") }
    guard (0...1).contains(elastic) else { throw .usage("\(key: Self.elastic.key) must be from 0 to 1") }
    let events = try values.int(Self.events.key) ?? Self.defaults.events
    guard (1...100_000).contains(events) else { throw .usage("\(key: Self.events.key) must be from 1 to 100000") }
    models = RubberBands.all
    if let name = values.string(Self.engine.key) {
      guard let model = RubberBands.named(name) else {
        throw .usage(
          "no drag rubber band for '\(name.prefix(80))' (Android and Compose stretch an EdgeEffect; Reanimated's band follows "
            + "a release: \(key: "decay") \(key: "rubber-band")): expected \(Words.list(RubberBands.all.map(\.info.engine)))")
      }
      models = [model]
    }
    input = RubberBandInput(offset: 0, dimension: dimension, coefficient: coefficient, elastic: elastic, events: events)
    // Each model's band at each offset, computed once: checked here (model by model), reported as they are.
    var bands: [[Double]] = []
    for model in models {
      var column: [Double] = []
      for offset in offsets {
        var drag = input
        drag.offset = offset
        let band = model.shown(drag)
        guard band.isFinite else {
          throw .failure(
            "the \(model.info.engine) rubber band overflows at \(key: Self.offset.key) \(NumberText.forPeople(offset)) "
              + "(beyond ±1.8e308); give a smaller one")
        }
        column.append(band)
      }
      bands.append(column)
    }
    (self.offsets, shown) = (offsets, offsets.indices.map { o in bands.map { $0[o] } })
  }

  /// For each offset, each model's shown overscroll, value units.
  package var shown: [[Double]]

  /// The report: each offset's shown overscroll on each platform.
  package var report: Report { RubberBandReport.make(models, offsets: offsets, shown: shown, input: input) }
}
