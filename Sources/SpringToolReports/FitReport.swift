import SpringToolCore
import SpringToolEasing
import SpringToolPlatforms
import SpringToolFormats
import SpringToolTuning

/// What `fit` reports: the curve fitted (a spring or a cubic Bézier), with its parameters and
/// how far it is from the target. Rows `figure`, `value`, `unit`; errors are fractions of the travel.
package enum FitReport {
  /// A fitted spring: response, damping ratio, bounce, stiffness and damping coefficient (mass
  /// 1), its exact settling time (±0.1 %), the SwiftUI line, and the errors.
  /// - Parameters:
  ///   - fit: The fit (``SpringFit/fit(_:)``).
  ///   - source: What was fitted, in words.
  package static func spring(_ fit: SpringFit.Result, source: String) -> Table {
    let s = fit.spring
    let settle = (try? SpringMotion(spring: s)).map { $0.settlingTime() }
    let swiftUI = ".spring(response: \(CodeNumber.readable(s.response)), dampingFraction: \(CodeNumber.readable(s.dampingRatio)))"
    return table(
      source,
      [
        ("response", .number(s.response), "s"), ("dampingRatio", .number(s.dampingRatio), ""), ("bounce", .number(s.bounce), ""),
        ("stiffness", .number(s.stiffness), "(mass 1)"), ("dampingCoefficient", .number(s.dampingCoefficient), "(mass 1)"),
        ("settlingTime", settle.map(Cell.number) ?? .missing, "s (±0.1 %)"), ("swiftui", .text(swiftUI), ""),
      ], fit.error)
  }

  /// A fitted cubic Bézier: its control points, its CSS, the target's duration, and the errors.
  /// - Parameters:
  ///   - fit: The fit (``BezierFit/fit(_:)``).
  ///   - target: What was fitted (its duration, s).
  ///   - source: What was fitted, in words.
  package static func bezier(_ fit: BezierFit.Result, target: FitTarget, source: String) -> Table {
    let b = fit.bezier
    return table(
      source,
      [
        ("x1", .number(b.x1), ""), ("y1", .number(b.y1), ""), ("x2", .number(b.x2), ""), ("y2", .number(b.y2), ""),
        ("css", .text(b.css), ""), ("duration", .number(target.duration), "s"),
      ], fit.error)
  }

  /// A fit's report: the table as its figures, and as the document its figures by name.
  ///
  /// - Parameter table: The table ``spring(_:source:)`` or ``bezier(_:target:source:)`` made.
  package static func report(_ table: Table) -> Report {
    Report(figures: table, document: .object(table.rows.map { row in (row[0].text, row[1].json) }))
  }

  static func table(_ source: String, _ rows: [(String, Cell, String)], _ error: FitError) -> Table {
    let all =
      [("source", Cell.text(source), "")] + rows + [
        ("rmsError", .number(error.rms), "of the travel"), ("maxError", .number(error.max), "of the travel"),
        ("maxErrorTime", .number(error.maxTime), "s"),
      ]
    return Table(columns: ["figure", "value", "unit"], rows: all.map { [.text($0.0), $0.1, .text($0.2)] })
  }
}
