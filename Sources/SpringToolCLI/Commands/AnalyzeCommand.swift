import SpringToolKit

/// `springtool analyze`: when a motion settles (by every platform's definition) and how it moves.
enum AnalyzeCommand {
  static let command = Command(
    name: "analyze", abstract: "Settling times under every platform's definition, overshoot, crossings and rise times.",
    discussion: """
      Settling: the exact last exit from ±ε of the travel (--epsilon) or from ±--band value units; SwiftUI \
      Spring.settlingDuration (the property, and the method with this motion); Core Animation's settlingDuration; \
      Compose's estimateAnimationDurationMillis (--visibility-threshold); Android SpringAnimation's rest \
      (--min-visible-change, frames at --fps on the --android-clock). Shape: peak overshoot, the deepest undershoot \
      after it, band crossings, period, 50 % and 90 % times. With --engine, also how that platform renders it: its end, \
      its drift from the exact curve, its overshoot. With --retarget or --easing: the whole motion's settling time \
      (saying how it was found) and overshoot past the final target.
      """,
    groups: [
      Groups.spring, Groups.motion,
      OptionGroup(title: "ANALYSIS OPTIONS", options: [
        OptionSpec(option: .epsilon, value: "E", help: "Settling band ±E of the travel, 0 < E < 1 (default: 0.001)."),
        OptionSpec(option: .band, value: "D", help: "Settling band ±D value units around the target instead (e.g. 0.5 pt)."),
        OptionSpec(option: .fps, value: "F", help: "Frame rate of the Android and --engine simulations (default: 60)."),
      ], usage: "[--epsilon <E> | --band <D>]"),
      OptionGroup(title: "ENGINE OPTIONS", options: Groups.engineOptions("Also analyze how a platform renders the spring:"),
                  usage: "[--engine <NAME>]"),
      OptionGroup(title: "RETARGET AND EASING OPTIONS", options: Groups.retargetOptions + [Groups.easingOption,
        OptionSpec(option: .duration, value: "T", help: "The easing's duration, seconds (default: 0.35).")], usage: "[--retarget <T:VALUE>]…"),
      Groups.output(.table, formats: [.csv, .tsv, .json, .table]),
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try Groups.format(args, default: .table, allowed: [.csv, .tsv, .json, .table])
    let epsilon = try Groups.epsilon(args)
    let band = try args.double(.band)
    if let band, !(band > 0) { throw .usage("'--band' must be greater than 0") }
    if band != nil && args.has(.epsilon) { throw .usage("'--band' and '--epsilon' contradict each other; give one") }
    let fps = try args.double(.fps) ?? 60
    guard fps > 0 && fps <= 10_000 else { throw .usage("'--fps' must be in (0, 10000]") }
    var recipe = try Groups.recipe(args)
    if args.has(.easing) || args.has(.retarget) { return try summary(recipe, epsilon: epsilon, band: band, format, args, &context) }
    let engine = recipe.engine
    recipe.engine = "exact"
    guard let input = try? recipe.engineInput() else { throw .usage("analyze needs a spring") }
    let motion: SpringMotion
    do { motion = try SpringMotion(spring: input.spring, from: input.from, to: input.to, initialVelocity: input.velocity) } catch {
      throw .usage("invalid motion: \(error)")
    }
    let bandEpsilon = band.map { motion.bandScale > 0 ? $0 / motion.bandScale : 0 } ?? epsilon
    var definitions = SettlingDefinition.catalogue(epsilon: epsilon, visibilityThreshold: input.settings.visibilityThreshold,
                                                   minimumVisibleChange: input.settings.minimumVisibleChange, framesPerSecond: fps,
                                                   androidClock: input.settings.androidClock)
    if let band { definitions[0] = .absoluteBand(band) }
    let settling = definitions.map { (key: $0.key, name: Wording.settling($0, input), seconds: $0.time(for: input)) }
    let shape = motion.shape(epsilon: bandEpsilon)
    var comparison: EngineComparison?
    if engine != "exact", let e = Engines.named(engine) {
      do { comparison = try EngineComparison(e, input: input, framesPerSecond: fps, epsilon: bandEpsilon) } catch {
        throw .usage(Wording.motionError(error))
      }
    }
    let text: String
    switch format {
    case .json:
      var members = json(input, settling, shape)
      if let comparison { members.append(("engine", json(comparison))) }
      text = JSONValue.object(members).rendered()
    case .csv, .tsv:
      var table = Table(columns: ["figure", "value", "unit"])
      table.rows = settling.map { [.text($0.key), $0.seconds.map(Cell.number) ?? .text("never"), .text("s")] }
      table.rows += shapeRows(shape).map { [.text($0.0), $0.1.map(Cell.number) ?? .missing, .text($0.2)] }
      text = table.rendered(format)
    default:
      text = report(input, settling, shape, precision: try Groups.precision(args), context) + (comparison.map { "\n" + report($0) } ?? "")
    }
    try context.emit(text, to: args.string(.output))
  }

  /// A retargeted or eased motion: its settling time (and how it was found) and overshoot.
  static func summary(_ recipe: CurveRecipe, epsilon: Double, band: Double?, _ format: OutputFormat, _ args: Arguments,
                      _ context: inout RunContext) throws(CLIError) {
    let curve: any MotionCurve
    curve = try Groups.curve(recipe)
    let e = band.map { curve.bandScale > 0 ? $0 / curve.bandScale : epsilon } ?? epsilon
    let figures: MotionFigures
    do { figures = try curve.figures(epsilon: e) } catch { throw .failure(Wording.motionError(error)) }
    let rows: [(String, Cell, String)] = [
      ("from", .number(curve.startValue), "value"), ("restsAt", .number(curve.restValue), "value"),
      ("retargets", .integer(recipe.retargets.count), "count"),
      ("settlingTime", figures.settlingTime.map(Cell.number) ?? .text("never"), "s"),
      ("settlingRule", .text(Wording.rule(figures.settlingRule)), ""), ("band", .number(e * curve.bandScale), "value"),
      ("peakOvershoot", .number(figures.overshoot), "value"),
      ("peakOvershootPercent", figures.peakOvershoot?.fractionOfTravel.map { .number($0 * 100) } ?? .missing, "% of the travel"),
      ("peakOvershootTime", figures.peakOvershoot.map { .number($0.time) } ?? .missing, "s"),
    ]
    let table = Table(columns: ["figure", "value", "unit"], rows: rows.map { [.text($0.0), $0.1, .text($0.2)] })
    let text = format == .json ? JSONValue.object(rows.map { ($0.0, $0.1.json) }).rendered()
      : context.render(table, format, precision: try Groups.precision(args))
    try context.emit(text, to: args.string(.output))
  }

  static func shapeRows(_ s: MotionShape) -> [(String, Double?, String)] {
    [("peakOvershoot", s.peakOvershoot?.distance, "value"), ("peakOvershootPercent", s.peakOvershoot?.fractionOfTravel.map { $0 * 100 }, "%"),
     ("peakOvershootTime", s.peakOvershoot?.time, "s"), ("deepestUndershoot", s.deepestUndershoot?.distance, "value"),
     ("deepestUndershootPercent", s.deepestUndershoot?.fractionOfTravel.map { $0 * 100 }, "%"),
     ("deepestUndershootTime", s.deepestUndershoot?.time, "s"), ("bandCrossings", Double(s.bandCrossings), "count"),
     ("period", s.period, "s"), ("halfwayTime", s.halfwayTime, "s"), ("ninetyPercentTime", s.ninetyPercentTime, "s")]
  }

  typealias Settling = (key: String, name: String, seconds: Double?)

  static func json(_ input: EngineInput, _ settling: [Settling], _ shape: MotionShape) -> [(String, JSONValue)] {
    func extremum(_ e: MotionShape.Extremum?) -> JSONValue {
      guard let e else { return .null }
      return .object([("time", .number(e.time)), ("value", .number(e.value)), ("distance", .number(e.distance)),
                      ("percentOfTravel", e.fractionOfTravel.map { .number($0 * 100) } ?? .null)])
    }
    let s = input.specification
    return [
      ("spring", .object([("family", .string(s.familyName))] + s.givenValues.map { ($0.name, .number($0.value)) } + [
        ("mass", .number(s.mass)), ("stiffness", .number(s.spring.stiffness)), ("dampingCoefficient", .number(s.spring.dampingCoefficient)),
        ("dampingRatio", .number(s.dampingRatio)), ("response", .number(s.response)), ("regime", .string(s.spring.regime.rawValue))])),
      ("motion", .object([("from", .number(input.from)), ("to", .number(input.to)), ("velocity", .number(input.velocity))])),
      ("epsilon", .number(shape.epsilon)),
      ("settling", .object(settling.map { ($0.key, $0.seconds.map(JSONValue.number) ?? .null) })),
      ("settlingDefinitions", .object(settling.map { ($0.key, .string($0.name)) })),
      ("peakOvershoot", extremum(shape.peakOvershoot)), ("deepestUndershoot", extremum(shape.deepestUndershoot)),
      ("bandCrossings", .integer(shape.bandCrossings)), ("period", shape.period.map(JSONValue.number) ?? .null),
      ("halfwayTime", shape.halfwayTime.map(JSONValue.number) ?? .null),
      ("ninetyPercentTime", shape.ninetyPercentTime.map(JSONValue.number) ?? .null),
    ]
  }

  static func json(_ c: EngineComparison) -> JSONValue {
    .object([("name", .string(c.engine)), ("end", c.end.map { .number($0.time) } ?? .null), ("maxDeviation", .number(c.maxDeviation)),
             ("maxDeviationTime", .number(c.maxDeviationTime)),
             ("maxDeviationPercentOfTravel", c.travel != 0 ? .number(c.maxDeviation / abs(c.travel) * 100) : .null),
             ("overshoot", .number(c.overshoot)), ("notes", .array(c.notes.map { .string(Wording.note($0)) }))])
  }

  static func report(_ input: EngineInput, _ settling: [Settling], _ shape: MotionShape, precision: Int?, _ context: RunContext) -> String {
    let f = { (x: Double) in precision.map { Cell.format(x, significantDigits: $0) } ?? Wording.f(x) }
    let s = input.specification
    var out = "spring  response \(f(s.response)) s, ζ \(f(s.dampingRatio)) (\(s.spring.regime.rawValue)); mass \(f(s.mass)), "
      + "stiffness \(f(s.spring.stiffness)), damping coefficient \(f(s.spring.dampingCoefficient))\n"
    out += "motion  \(f(input.from)) → \(f(input.to)), velocity \(f(input.velocity))/s\n\n"
    out += context.render(Table(columns: ["settling", "seconds"], rows: settling.map {
      [.text($0.name), $0.seconds.map(Cell.number) ?? .text("never")]
    }), .table, precision: precision)
    func describe(_ e: MotionShape.Extremum?) -> String {
      guard let e else { return "none" }
      return "\(f(e.distance))\(e.fractionOfTravel.map { " (\(Wording.percent($0)) of the travel)" } ?? "") at t = \(f(e.time)) s, value \(f(e.value))"
    }
    out += "\nshape\n  peak overshoot       \(describe(shape.peakOvershoot))\n"
    out += "  deepest undershoot   \(describe(shape.deepestUndershoot))\n"
    out += "  band crossings       \(shape.bandCrossings) (edges of ±\(Wording.f(shape.epsilon)) of the travel)\n"
    out += "  period               \(shape.period.map { f($0) + " s" } ?? "none (not oscillating)")\n"
    out += "  50 % of the travel   \(shape.halfwayTime.map { "t = " + f($0) + " s" } ?? "never")\n"
    out += "  90 % of the travel   \(shape.ninetyPercentTime.map { "t = " + f($0) + " s" } ?? "never")\n"
    return out
  }

  static func report(_ c: EngineComparison) -> String {
    let f = Wording.f
    var out = "engine \(c.engine)\n  ends at              \(c.end.map { f($0.time) + " s (its own rule)" } ?? "never (within \(f(EngineLimits.maximumSearchTime)) s)")\n"
    out += "  max drift from exact \(f(c.maxDeviation))\(c.travel != 0 ? " (\(Wording.percent(c.maxDeviation / abs(c.travel))) of the travel)" : "") at t = \(f(c.maxDeviationTime)) s\n"
    out += "  rendered overshoot   \(f(c.overshoot))\n"
    return out + c.notes.map { "  note                 \(Wording.note($0))\n" }.joined()
  }
}
