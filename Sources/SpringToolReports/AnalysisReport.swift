import SpringToolCore
import SpringToolPlatforms
import SpringToolFormats
import _SpringToolSupport

/// What `analyze` reports about a spring motion, as data: the spring as given and derived, the
/// settling time under each definition, the shape of the motion, and an engine's rendering.
package struct AnalysisReport: Sendable {
  /// One settling definition's answer: its key, its name in words (the caller's) and the time
  /// in seconds (nil: never, or the definition does not apply).
  package struct Settling: Sendable {
    /// The definition's key (a JSON key) and its name in words.
    package let key: String, name: String
    /// The settling time, seconds (nil: never, or not applicable).
    package let seconds: Double?
    /// An answer.
    ///
    /// - Parameters:
    ///   - key: The definition's key (a JSON key, such as `swiftUI`).
    ///   - name: The definition's name in words.
    ///   - seconds: The settling time in seconds, or nil (never, or it does not apply).
    package init(key: String, name: String, seconds: Double?) {
      (self.key, self.name, self.seconds) = (key, name, seconds)
    }
  }

  /// The spring and the motion.
  package let input: EngineInput
  /// The settling times, one per definition.
  package let settling: [Settling]
  /// The motion's shape.
  package let shape: MotionShape

  /// A report.
  ///
  /// - Parameters:
  ///   - input: The spring as given, the motion (start, target, start velocity, retargets) and the engines' settings.
  ///   - settling: Each settling definition's answer, in the order to report them.
  ///   - shape: The exact shape of the motion (extrema, crossings, rise times).
  package init(input: EngineInput, settling: [Settling], shape: MotionShape) {
    (self.input, self.settling, self.shape) = (input, settling, shape)
  }

  /// The analysis of a spring motion under every settling definition of
  /// ``SettlingDefinition/catalogue(epsilon:settings:framesPerSecond:)``,
  /// with the shape measured in the same band.
  /// - Parameters:
  ///   - input: The spring (as given) and the motion, with the engines' settings.
  ///   - epsilon: The settling band, a fraction of the travel in (0, 1).
  ///   - band: An absolute band in value units instead (replaces the exact definition), or nil.
  ///   - framesPerSecond: The frame rate of the frame-based definitions.
  /// - Throws: ``SpringError`` when the motion is invalid.
  package init(analyzing input: EngineInput, epsilon: Double, band: Double?, framesPerSecond: Double) throws(SpringError) {
    let motion = try SpringMotion(spring: input.spring, from: input.from, to: input.to, initialVelocity: input.velocity)
    var definitions = SettlingDefinition.catalogue(epsilon: epsilon, settings: input.settings, framesPerSecond: framesPerSecond)
    if let band { definitions[0] = .absoluteBand(band) }
    self.init(
      input: input, settling: definitions.map { Settling(key: $0.key, name: $0.describe(input), seconds: $0.time(for: input)) },
      shape: motion.shape(epsilon: Self.bandEpsilon(motion, epsilon: epsilon, band: band, fallback: 0)))
  }

  /// The band as a fraction of the travel: `band / bandScale` when an absolute band is given
  /// (`fallback` when the motion has no scale: it neither travels nor moves), else `epsilon`.
  /// - Parameters:
  ///   - curve: The motion (its ``MotionCurve/bandScale``, the travel or the start's scale).
  ///   - epsilon: The band as a fraction.
  ///   - band: The band in value units, or nil.
  ///   - fallback: The fraction when the motion has no scale.
  package static func bandEpsilon(_ curve: any MotionCurve, epsilon: Double, band: Double?, fallback: Double) -> Double {
    band.map { curve.bandScale > 0 ? $0 / curve.bandScale : fallback } ?? epsilon
  }

  /// A retargeted or eased motion's summary: where it starts and rests, the retargets, its
  /// settling time and how it was found, the band, and its peak overshoot (value, % of the
  /// travel, time). Rows `figure`, `value`, `unit`.
  /// - Parameters:
  ///   - curve: The motion.
  ///   - figures: Its figures in the band (``MotionCurve/figures(epsilon:)``).
  ///   - retargets: How many retargets it has.
  ///   - epsilon: The band as a fraction of ``MotionCurve/bandScale``.
  package static func summary(
    _ curve: any MotionCurve, figures: MotionFigures, retargets: Int, epsilon: Double,
    engine: EngineLegs? = nil
  ) -> Table {
    var rows: [(String, Cell, String)] = [
      ("from", .number(curve.startValue), "value"), ("restsAt", .number(curve.restValue), "value"),
      ("retargets", .integer(retargets), "count"),
      ("settlingTime", figures.settlingTime.map(Cell.number) ?? .text("never"), "s"),
      ("settlingRule", .text(Describe.rule(figures.settlingRule)), ""), ("band", .number(epsilon * curve.bandScale), "value"),
      ("peakOvershoot", .number(figures.overshoot), "value"),
      ("peakOvershootPercent", figures.peakOvershoot?.fractionOfTravel.map { .number($0 * 100) } ?? .missing, "% of the travel"),
      ("peakOvershootTime", figures.peakOvershoot.map { .number($0.time) } ?? .missing, "s"),
    ]
    if let engine {
      rows.append(("engineEnd", engine.end.map { .number($0.time) } ?? .text("never"), "s (\(engine.engine)'s own end rule)"))
      for (n, leg) in engine.legs.enumerated() {
        rows.append(("leg\(n + 1)End", leg.end.map { .number($0.time) } ?? .text("interrupted"), "s (toward \(NumberText.forPeople(leg.target)))"))
        rows.append(("leg\(n + 1)Overshoot", .number(leg.overshoot), "value"))
      }
    }
    return Table(columns: ["figure", "value", "unit"], rows: rows.map { [.text($0.0), $0.1, .text($0.2)] })
  }

  /// A retargeted or eased motion's report: ``summary(_:figures:retargets:epsilon:)`` as figures
  /// and for people, ``summaryJSON(_:figures:retargets:epsilon:)`` as the document.
  ///
  /// - Parameters:
  ///   - curve: The motion.
  ///   - figures: Its figures in the band (``MotionCurve/figures(epsilon:)``).
  ///   - retargets: How many retargets it has.
  ///   - epsilon: The band as a fraction of ``MotionCurve/bandScale``.
  ///   - engine: The engine's rendering leg by leg, when an engine runs the motion.
  package static func summaryReport(
    _ curve: any MotionCurve, figures: MotionFigures, retargets: Int, epsilon: Double,
    engine: EngineLegs? = nil
  ) -> Report {
    Report(
      figures: summary(curve, figures: figures, retargets: retargets, epsilon: epsilon, engine: engine),
      document: summaryJSON(curve, figures: figures, retargets: retargets, epsilon: epsilon, engine: engine))
  }

  /// An engine's legs as JSON: `name`, `end` (the whole motion's, by its rule), `legs` (start, target, end, overshoot), `notes`.
  static func legsJSON(_ e: EngineLegs) -> JSONValue {
    .object([
      ("name", .string(e.engine)), ("end", e.end.map { .number($0.time) } ?? .null),
      (
        "legs",
        .array(
          e.legs.map { leg in
            .object([
              ("start", .number(leg.start)), ("target", .number(leg.target)), ("end", leg.end.map { .number($0.time) } ?? .null),
              ("overshoot", .number(leg.overshoot)), ("overshootTime", leg.overshootTime.map(JSONValue.number) ?? .null),
            ])
          })
      ),
      ("notes", .array(e.notes.map { .string($0.description) })),
    ])
  }

  /// A summary's JSON document, in the vocabulary of ``json``: the motion (start, rest,
  /// retargets), the band, the settling time and its rule, the peak overshoot (or null).
  ///
  /// - Parameters:
  ///   - curve: The motion.
  ///   - figures: Its figures in the band (``MotionCurve/figures(epsilon:)``).
  ///   - retargets: How many retargets it has.
  ///   - epsilon: The band as a fraction of ``MotionCurve/bandScale``.
  ///   - engine: The engine's rendering leg by leg (an `engine` member), when an engine runs the motion.
  package static func summaryJSON(
    _ curve: any MotionCurve, figures: MotionFigures, retargets: Int, epsilon: Double,
    engine: EngineLegs? = nil
  ) -> JSONValue {
    let peak: JSONValue =
      figures.peakOvershoot.map { e in
        .object([
          ("time", .number(e.time)), ("value", .number(e.value)), ("distance", .number(e.distance)),
          ("percentOfTravel", e.fractionOfTravel.map { .number($0 * 100) } ?? .null),
        ])
      } ?? .null
    return .object(
      [
        ("motion", .object([("from", .number(curve.startValue)), ("restsAt", .number(curve.restValue)), ("retargets", .integer(retargets))])),
        ("band", .number(epsilon * curve.bandScale)),
        ("settlingTime", figures.settlingTime.map(JSONValue.number) ?? .null),
        ("settlingRule", .string(Describe.rule(figures.settlingRule))),
        ("peakOvershoot", peak),
      ] + (engine.map { [("engine", legsJSON($0))] } ?? []))
  }

  /// The shape as `figure, value, unit` rows.
  package var shapeFigures: FigureList {
    let s = shape
    var list = FigureList()
    list.add("peakOvershoot", s.peakOvershoot?.distance, "value")
    list.add("peakOvershootPercent", s.peakOvershoot?.fractionOfTravel.map { $0 * 100 }, "%")
    list.add("peakOvershootTime", s.peakOvershoot?.time, "s")
    list.add("deepestUndershoot", s.deepestUndershoot?.distance, "value")
    list.add("deepestUndershootPercent", s.deepestUndershoot?.fractionOfTravel.map { $0 * 100 }, "%")
    list.add("deepestUndershootTime", s.deepestUndershoot?.time, "s")
    list.add("bandCrossings", Double(s.bandCrossings), "count")
    list.add("period", s.period, "s")
    list.add("halfwayTime", s.halfwayTime, "s")
    list.add("ninetyPercentTime", s.ninetyPercentTime, "s")
    return list
  }

  /// Settling times then the shape, as `figure, value, unit` rows ("never" where there is none).
  package var figures: FigureList {
    FigureList(settling.map { FigureList.Figure($0.key, $0.seconds.map(Cell.number) ?? .text("never"), "s") } + shapeFigures.figures)
  }

  /// The JSON document's members.
  package var json: [(String, JSONValue)] {
    func extremum(_ e: MotionShape.Extremum?) -> JSONValue {
      guard let e else { return .null }
      return .object([
        ("time", .number(e.time)), ("value", .number(e.value)), ("distance", .number(e.distance)),
        ("percentOfTravel", e.fractionOfTravel.map { .number($0 * 100) } ?? .null),
      ])
    }
    func n(_ x: Double?) -> JSONValue { x.map(JSONValue.number) ?? .null }
    let s = input.specification
    return [
      (
        "spring",
        .object(
          [("family", .string(s.familyName)), ("given", .object(s.givenValues.map { ($0.name, .number($0.value)) }))] + [
            ("mass", .number(s.mass)), ("stiffness", .number(s.spring.stiffness)), ("dampingCoefficient", .number(s.spring.dampingCoefficient)),
            ("dampingRatio", .number(s.dampingRatio)), ("response", .number(s.response)), ("regime", .string(s.spring.regime.rawValue)),
          ])
      ),
      ("motion", .object([("from", .number(input.from)), ("to", .number(input.to)), ("velocity", .number(input.velocity))])),
      ("epsilon", .number(shape.epsilon)),
      ("settling", .object(settling.map { ($0.key, n($0.seconds)) })),
      ("settlingDefinitions", .object(settling.map { ($0.key, .string($0.name)) })),
      ("peakOvershoot", extremum(shape.peakOvershoot)), ("deepestUndershoot", extremum(shape.deepestUndershoot)),
      ("bandCrossings", .integer(shape.bandCrossings)), ("period", n(shape.period)),
      ("halfwayTime", n(shape.halfwayTime)), ("ninetyPercentTime", n(shape.ninetyPercentTime)),
    ]
  }

  /// An engine comparison as JSON (`notes` in words, the caller's).
  ///
  /// - Parameters:
  ///   - c: The engine's rendering compared with the exact curve.
  ///   - notes: The engine's notes in words.
  package static func json(_ c: EngineComparison, notes: [String]) -> JSONValue {
    .object([
      ("name", .string(c.engine)), ("end", c.end.map { .number($0.time) } ?? .null), ("maxDeviation", .number(c.maxDeviation)),
      ("maxDeviationTime", .number(c.maxDeviationTime)),
      ("maxDeviationPercentOfTravel", c.travel != 0 ? .number(c.maxDeviation / abs(c.travel) * 100) : .null),
      ("overshoot", .number(c.overshoot)), ("notes", .array(notes.map(JSONValue.string))),
    ])
  }

  /// The report: the settling times and the shape as figures; the document (``json``, with the
  /// engine's comparison under `engine`); for people ``text(precision:render:)`` and the engine's.
  ///
  /// - Parameters:
  ///   - comparison: The engine's rendering compared with the exact curve, when one was asked for.
  ///   - precision: Significant digits for people (1…17), or nil for every digit.
  package func report(engine comparison: EngineComparison?, precision: Int?) -> Report {
    let engine = comparison.map { [("engine", Self.json($0, notes: $0.notes.map(\.text)))] } ?? []
    let report = self
    return Report(figures: figures.table, document: .object(json + engine)) { render in
      report.text(precision: precision, render: render) + (comparison.map { "\n" + Self.text($0) } ?? "")
    }
  }

  /// The report for people: the spring, the motion, the settling table (`render` lays it out)
  /// and the shape, numbers to `precision` significant digits (nil: every digit).
  ///
  /// - Parameters:
  ///   - precision: Significant digits for people (1…17), or nil for every digit.
  ///   - render: How a table is rendered for people (precision, terminal width).
  package func text(precision: Int?, render: (Table) -> String) -> String {
    let f = { (x: Double) in precision.map { Cell.format(x, significantDigits: $0) } ?? Describe.f(x) }
    let s = input.specification
    var out =
      "spring  response \(f(s.response)) s, ζ \(f(s.dampingRatio)) (\(s.spring.regime.rawValue)); mass \(f(s.mass)), "
      + "stiffness \(f(s.spring.stiffness)), damping coefficient \(f(s.spring.dampingCoefficient))\n"
    out += "motion  \(f(input.from)) → \(f(input.to)), velocity \(f(input.velocity))/s\n\n"
    out += render(Table(columns: ["settling", "seconds"], rows: settling.map { [.text($0.name), $0.seconds.map(Cell.number) ?? .text("never")] }))
    func describe(_ e: MotionShape.Extremum?) -> String {
      guard let e else { return "none" }
      return "\(f(e.distance))\(e.fractionOfTravel.map { " (\(Describe.percent($0)) of the travel)" } ?? "") at t = \(f(e.time)) s, value \(f(e.value))"
    }
    out += "\nshape\n  peak overshoot       \(describe(shape.peakOvershoot))\n"
    out += "  deepest undershoot   \(describe(shape.deepestUndershoot))\n"
    out += "  band crossings       \(shape.bandCrossings) (edges of ±\(Describe.f(shape.epsilon)) of the travel)\n"
    out += "  period               \(shape.period.map { f($0) + " s" } ?? "none (not oscillating)")\n"
    out += "  50 % of the travel   \(shape.halfwayTime.map { "t = " + f($0) + " s" } ?? "never")\n"
    out += "  90 % of the travel   \(shape.ninetyPercentTime.map { "t = " + f($0) + " s" } ?? "never")\n"
    return out
  }

  /// An engine's rendering for people: its end, its drift from the exact curve, its overshoot, notes.
  ///
  /// - Parameter c: The engine's rendering compared with the exact curve.
  package static func text(_ c: EngineComparison) -> String {
    let f = Describe.f
    var out =
      "engine \(c.engine)\n  ends at              \(c.end.map { f($0.time) + " s (its own rule)" } ?? "never (within \(f(EngineLimits.maximumSearchTime)) s)")\n"
    out +=
      "  max drift from exact \(f(c.maxDeviation))\(c.travel != 0 ? " (\(Describe.percent(c.maxDeviation / abs(c.travel))) of the travel)" : "") at t = \(f(c.maxDeviationTime)) s\n"
    out += "  rendered overshoot   \(f(c.overshoot))\n"
    return out + c.notes.map { "  note                 \($0.text)\n" }.joined()
  }
}
