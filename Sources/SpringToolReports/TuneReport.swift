import SpringToolCore
import SpringToolPlatforms
import SpringToolFormats
import SpringToolTuning

/// What `tune` prints: the spring found for two targets, each target beside what the spring
/// achieves (measured on the result by ``SpringTuner/achieved(by:definition:from:to:epsilon:)``,
/// not assumed), and the SwiftUI line that makes it.
package struct TuneReport: Sendable {
  /// The spring found.
  package let spring: Spring
  /// The targets asked for: key (`overshootPercent`, `bounce`, `dampingRatio`, `settlingTime`,
  /// `peakTime`, `response`) and value (percent of the travel or seconds).
  package let targets: [(key: String, value: Double)]
  /// What the spring achieves, by the same keys (nil: it has no such figure).
  package let achieved: [String: Double?]
  /// The settling definition `settlingTime` was measured by, as the command line names it, and its JSON key.
  package let definitionName: String, definitionKey: String

  /// A report.
  /// - Parameters:
  ///   - spring: The spring found.
  ///   - targets: The targets asked for.
  ///   - achieved: What the spring achieves, by key.
  ///   - definitionName: The settling definition's name (`exact`, `swiftui`, …).
  ///   - definitionKey: Its JSON key.
  package init(
    spring: Spring, targets: [(key: String, value: Double)], achieved: [String: Double?], definitionName: String,
    definitionKey: String
  ) {
    (self.spring, self.targets, self.achieved) = (spring, targets, achieved)
    (self.definitionName, self.definitionKey) = (definitionName, definitionKey)
  }

  /// The spring's parameters by name: response (s), dampingRatio, bounce, mass, stiffness, dampingCoefficient.
  package var springRows: [(name: String, value: Double)] {
    [
      ("response", spring.response), ("dampingRatio", spring.dampingRatio), ("bounce", spring.bounce), ("mass", spring.mass),
      ("stiffness", spring.stiffness), ("dampingCoefficient", spring.dampingCoefficient),
    ]
  }

  /// The report: the parameters as figures; the document (the parameters, `targets`,
  /// `achieved`, `overshootPercent`, `settlingDefinition`); for people two tables (targets
  /// wanted and achieved with units, the spring) and the SwiftUI line.
  package var report: Report {
    let (rows, targets, achieved, spring) = (springRows, targets, achieved, spring)
    let (definitionName, definitionKey) = (definitionName, definitionKey)
    let figures = Table(columns: ["figure", "value"], rows: rows.map { [.text($0.name), .number($0.value)] })
    let document = JSONValue.object(
      rows.map { ($0.name, JSONValue.number($0.value)) } + [
        ("targets", .object(targets.map { ($0.key, .number($0.value)) })),
        ("achieved", .object(targets.map { ($0.key, (achieved[$0.key] ?? nil).map(JSONValue.number) ?? .null) })),
        ("overshootPercent", .number((achieved["overshootPercent"] ?? nil) ?? 0)), ("settlingDefinition", .string(definitionKey)),
      ])
    return Report(figures: figures, document: document) { render in
      let units = ["overshootPercent": "% of the travel", "settlingTime": "s", "peakTime": "s", "response": "s"]
      let wanted = Table(
        columns: ["target", "wanted", "achieved", "unit"],
        rows: targets.map {
          [
            .text($0.key == "settlingTime" ? "settlingTime (\(definitionName))" : $0.key), .number($0.value),
            (achieved[$0.key] ?? nil).map(Cell.number) ?? .text("none"), .text(units[$0.key] ?? ""),
          ]
        })
      let found = Table(columns: ["spring", "value"], rows: figures.rows)
      return render(wanted) + "\n" + render(found) + "\n.spring(response: \(CodeNumber.readable(spring.response)), "
        + "dampingFraction: \(CodeNumber.readable(spring.dampingRatio)))\n"
    }
  }
}
