import SpringToolCore
import SpringToolPlots
import SpringToolSweep

/// What `sweep` draws and says once its values are computed: the heatmap and the one-line summary.
package enum SweepReport {
  /// The figure over the grid as a heatmap (x: the sweep's x axis), axes labelled with their units.
  /// - Parameters:
  ///   - sweep: The sweep.
  ///   - values: Its values, row-major over y then x (``ParameterSweep/run(threads:progress:)``), NaN where none.
  ///   - marks: Points to mark, in axis units.
  package static func heatmap(_ sweep: some SweepGrid, values: [Double], marks: [Heatmap.Mark]) -> Heatmap {
    let (x, y, figure) = (sweep.x.parameter, sweep.y.parameter, sweep.figureName)
    func label(_ p: SweepParameter) -> String { p.rawValue + (p.unit.isEmpty ? "" : " (\(p.unit))") }
    var heatmap = Heatmap(
      title: "\(figure) over \(x.rawValue) × \(y.rawValue)", xLabel: label(x), yLabel: label(y),
      valueLabel: "\(figure) (\(sweep.figureUnit))", xs: sweep.x.values, ys: sweep.y.values, values: values)
    heatmap.marks = marks
    return heatmap
  }

  /// A mark labelled with its coordinates (`0.5, 0.8`).
  /// - Parameters:
  ///   - x: The x coordinate, in the x axis's units.
  ///   - y: The y coordinate, in the y axis's units.
  package static func mark(x: Double, y: Double) -> Heatmap.Mark {
    Heatmap.Mark(label: "\(Plot.label(x)), \(Plot.label(y))", x: x, y: y)
  }

  /// `N points (X × Y) in S s on T threads; figure from A to B unit[, K none] → path`.
  /// - Parameters:
  ///   - sweep: The sweep.
  ///   - values: Its values (NaN where the figure does not exist).
  ///   - seconds: The wall-clock time it took.
  ///   - threads: The worker threads asked for (at most one per row is used).
  ///   - path: Where the rows went.
  /// - Returns: The line, ending in a newline.
  package static func summary(_ sweep: some SweepGrid, values: [Double], seconds: Double, threads: Int, path: String) -> String {
    let finite = values.filter(\.isFinite)
    let workers = min(threads, sweep.y.count)
    let none = finite.count < values.count ? ", \(values.count - finite.count) none" : ""
    return "\(values.count) points (\(sweep.x.count) × \(sweep.y.count)) in \(Describe.f((seconds * 1000).rounded() / 1000)) s on "
      + "\(workers) thread\(workers == 1 ? "" : "s"); \(sweep.figureName) from \(Plot.label(finite.min() ?? .nan)) to "
      + "\(Plot.label(finite.max() ?? .nan)) \(sweep.figureUnit)\(none) → \(path)\n"
  }
}
