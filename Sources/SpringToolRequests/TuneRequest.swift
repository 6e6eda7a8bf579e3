import SpringToolCore
import SpringToolPlatforms
import SpringToolReports
import SpringToolTuning
import _SpringToolSupport

/// `tune`: the spring that meets a shape target (overshoot, bounce or damping ratio) and a
/// timing target (settling time, peak time or response), with what it achieves.
package struct TuneRequest: Sendable {
  /// The shape target.
  package var shape: SpringTuner.Shape
  /// The timing target.
  package var timing: SpringTuner.Timing
  /// How the settling time is measured (the exact last exit from the band by default).
  package var definition: SettlingDefinition
  /// The definition as it was named (`settle-definition`), nil for the default.
  package var definitionName: String?
  /// The motion's start and target, value units.
  package var from: Double, to: Double
  /// The settling band as a fraction of the travel.
  package var epsilon: Double

  /// The request the values make: one of `overshoot` (a percentage, `5%`), `bounce` or `damping`,
  /// one of `settle`, `peak-time` or `response`, with `settle-definition` (and its engine
  /// settings and `fps`), `epsilon`, `from` and `to`.
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package init(_ values: some ParameterValues) throws(ParameterProblem) {
    let shapes = Self.shapeParameters.map(\.key).filter(values.has)
    let timings = Self.timingParameters.map(\.key).filter(values.has)
    guard shapes.count == 1, timings.count == 1 else {
      var got: ProblemMessage = ""
      if shapes.count > 1 || timings.count > 1 {
        for (i, key) in (shapes + timings).enumerated() { got = got + (i == 0 ? " (got " : ", ") + "\(key: key)" }
        got = got + ")"
      }
      throw ParameterProblem(
        .usage,
        "give one of \(key: Self.overshoot.key), \(key: Self.bounce.key) or \(key: Self.damping.key) and one of "
          + "\(key: Self.settle.key), \(key: Self.peakTime.key) or \(key: Self.response.key)" + got)
    }
    epsilon = try RecipeInput.epsilon(values)
    (from, to) = (try values.number(Self.from), try values.number(Self.to))
    guard to != from, (to - from).isFinite else { throw .usage("\(key: Self.to.key) must differ from \(key: Self.from.key) (the travel must not be 0)") }
    let fps = try RecipeInput.frameRate(values)
    let settings = try RecipeInput.engineSettings(values)
    definition = .exact(epsilon: epsilon)
    definitionName = values.string(Self.settleDefinition.key)
    if let name = definitionName {
      guard let named = SettlingDefinition.named(name, epsilon: epsilon, settings: settings, framesPerSecond: fps) else {
        let names = SettlingDefinition.names.joined(separator: ", ")
        throw .usage("invalid value '\(name.prefix(80))' for \(key: Self.settleDefinition.key): expected \(names)")
      }
      definition = named
      guard values.has(Self.settle.key) else { throw .usage("\(key: Self.settleDefinition.key) goes with \(key: Self.settle.key)") }
    }
    switch shapes[0] {
    case Self.overshoot.key:
      let text = values.string(Self.overshoot.key) ?? ""
      guard let percent = Double((text.hasSuffix("%") ? String(text.dropLast()) : text).trimmed()), percent.isFinite else {
        throw .usage("invalid value '\(text.prefix(80))' for \(key: Self.overshoot.key): expected a percentage such as 5%")
      }
      shape = .overshoot(percent / 100)
    case Self.bounce.key: shape = .bounce(try values.number(Self.bounce))
    default: shape = .dampingRatio(try values.number(Self.damping))
    }
    switch timings[0] {
    case Self.settle.key: timing = .settle(try values.number(Self.settle), definition, travel: to - from)
    case Self.peakTime.key: timing = .peakTime(try values.number(Self.peakTime))
    default: timing = .response(try values.number(Self.response))
    }
  }

  /// The spring found and what it achieves, by the library's own calls on the result.
  /// - Throws: ``ParameterProblem``: a usage problem for a target out of range, a failure when
  ///   the targets cannot be met together.
  package func answer() throws(ParameterProblem) -> TuneReport {
    let spring: Spring
    do { spring = try SpringTuner.solve(shape, timing) } catch {
      throw error.isOutOfRange ? .usage("invalid target: \(error)") : .failure("cannot meet the targets: \(error)")
    }
    let achieved: [String: Double?]
    do { achieved = try SpringTuner.achieved(by: spring, definition: definition, from: from, to: to, epsilon: epsilon) } catch {
      throw .failure("invalid result: \(error)")
    }
    return TuneReport(
      spring: spring, targets: [shape.target, timing.target], achieved: achieved,
      definitionName: definitionName?.lowercased() ?? definition.key, definitionKey: definition.key)
  }
}
