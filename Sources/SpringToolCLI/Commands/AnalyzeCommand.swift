import SpringToolCurves
import SpringToolEngines
import SpringToolCore

/// `springtool analyze`: when a spring settles (by every platform's definition) and how it moves.
enum AnalyzeCommand {
  static let command = Command(
    name: "analyze",
    abstract: "Settling times under every platform's definition, overshoot, crossings and rise times.",
    discussion: """
      Settling: the exact last exit from ±ε of the travel (root finding on the closed form); SwiftUI \
      Spring.settlingDuration (the property: target 1, velocity 0, ε 0.001; and the method with this motion, \
      ε·|travel|), including its 0.1 s scan for ζ ≥ 1; Core Animation's settlingDuration (ζ ≥ 1 moves as \
      critical and is scanned in 0.1 s steps); Compose's estimateAnimationDurationMillis (normalised by \
      --visibility-threshold); Android SpringAnimation's rest rule (|x − target| < 0.75·m, |v| < 46.875·m per \
      second, m = --min-visible-change, frames at --fps). Shape: peak overshoot and its time, the deepest \
      undershoot after it, band crossings, period, and the times the value covers 50 % and 90 % of the travel.
      """,
    usage: "[<spring options>] [<motion options>] [--epsilon <E>] [--format <FORMAT>]",
    groups: [
      SpringOptions.group, MotionOptions.group,
      OptionGroup(title: "ANALYSIS OPTIONS", options: [
        OptionSpec(name: "epsilon", valueName: "E", help: "Settling band ±E of the travel, 0 < E < 1 (default: 0.001)."),
        OptionSpec(name: "fps", valueName: "F", help: "Frame rate of the Android and --engine simulations (default: 60)."),
      ]),
      OptionGroup(title: "ENGINE OPTIONS", options: [
        OptionSpec(name: "engine", valueName: "NAME",
                   help: "Also analyze how a platform renders the spring (its end time, drift from exact, overshoot)."),
        EngineOptions.uikitDuration, EngineOptions.minimumVisibleChange, EngineOptions.visibilityThreshold,
      ]),
      OutputOptions.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  /// One settling figure: a definition and its time (nil: never settles).
  struct Settling {
    let key: String
    let name: String
    let seconds: Double?
  }

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    let spring = try SpringOptions.spring(from: args)
    let motion = try MotionOptions.motion(spring, args)
    let format = try OutputOptions.format(args, default: .table)
    let epsilon = try args.double("epsilon") ?? 0.001
    guard epsilon > 0 && epsilon < 1 else { throw .usage("invalid value '\(epsilon)' for '--epsilon': must be in (0, 1)") }
    let threshold = try args.double("visibility-threshold") ?? 0.01
    guard threshold > 0 else { throw .usage("'--visibility-threshold' must be greater than 0") }
    let visible = try args.double("min-visible-change") ?? 1
    guard visible > 0 else { throw .usage("'--min-visible-change' must be greater than 0") }
    let fps = try args.double("fps") ?? 60
    guard fps > 0 && fps <= 10_000 else { throw .usage("'--fps' must be in (0, 10000]") }

    let settling = settlingFigures(motion, epsilon: epsilon, threshold: threshold, minimumVisibleChange: visible, fps: fps)
    let shape = motion.shape(epsilon: epsilon)
    let engine = try EngineOptions.engine(args)
    let rendering = engine == .exact ? nil
      : EngineFigures(engine, motion, fps: fps, options: try EngineOptions.options(args), epsilon: epsilon)
    let text: String
    switch format {
    case .json:
      var document = json(motion, settling, shape)
      if let rendering, case .object(var members) = document {
        members.append(("engine", rendering.json))
        document = .object(members)
      }
      text = document.rendered()
    case .table: text = report(motion, settling, shape) + (rendering.map { "\n" + $0.report } ?? "")
    case .csv, .tsv:
      var table = Table(columns: ["figure", "value", "unit"])
      table.rows = settling.map { [.text($0.key), $0.seconds.map(Cell.number) ?? .text("never"), .text("s")] }
      table.rows += shapeRows(shape).map { [.text($0.0), $0.1.map(Cell.number) ?? .missing, .text($0.2)] }
      text = table.rendered(format)
    }
    try context.emit(text, to: args.string("output"))
  }

  /// Every settling definition, in report order.
  static let settlingKeys = ["exact", "swiftUISettlingDuration", "swiftUISettlingDurationForMotion",
                             "coreAnimationSettlingDuration", "composeEstimate", "androidRest"]

  static func settlingFigures(_ motion: SpringMotion, epsilon: Double, threshold: Double, minimumVisibleChange: Double,
                              fps: Double) -> [Settling] {
    settlingKeys.map {
      settling($0, motion, epsilon: epsilon, threshold: threshold, minimumVisibleChange: minimumVisibleChange, fps: fps)
    }
  }

  /// One settling definition (`key` from ``settlingKeys``) for `motion`.
  static func settling(_ key: String, _ motion: SpringMotion, epsilon: Double, threshold: Double, minimumVisibleChange: Double,
                       fps: Double) -> Settling {
    let spring = motion.spring
    func finite(_ t: Double) -> Double? { t.isFinite ? t : nil }
    let travel = motion.to - motion.from
    switch key {
    case "exact":
      return Settling(key: key, name: "exact: last exit from ±\(Cell.format(epsilon)) of the travel",
                      seconds: finite(motion.settlingTime(epsilon: epsilon)))
    case "swiftUISettlingDuration":
      return Settling(key: key, name: "SwiftUI Spring.settlingDuration (target 1, v0 0, ε 0.001)",
                      seconds: finite(SwiftUISpring(spring).settlingDuration))
    case "swiftUISettlingDurationForMotion":
      return Settling(key: key,
                      name: "SwiftUI settlingDuration(target: \(Cell.format(travel)), initialVelocity: "
                        + "\(Cell.format(motion.initialVelocity)), epsilon: \(Cell.format(epsilon * abs(travel))))",
                      seconds: travel == 0 ? nil : finite(SwiftUISpring(spring).settlingDuration(
                        target: travel, initialVelocity: motion.initialVelocity, epsilon: epsilon * abs(travel))))
    case "coreAnimationSettlingDuration":
      return Settling(key: key, name: "Core Animation settlingDuration (ε \(Cell.format(epsilon)))",
                      seconds: travel == 0 ? nil : finite(CoreAnimationSpring(motion).settlingDuration(epsilon: epsilon)))
    case "composeEstimate":
      let compose = ComposeSpringEstimation.durationMillis(
        stiffness: Float(spring.stiffness / spring.mass), dampingRatio: Float(spring.dampingRatio),
        initialValue: Float(motion.from), targetValue: Float(motion.to), initialVelocity: Float(motion.initialVelocity),
        visibilityThreshold: Float(threshold))
      return Settling(key: key, name: "Compose estimateAnimationDurationMillis (threshold \(Cell.format(threshold)))",
                      seconds: compose == ComposeSpringEstimation.undampedMillis ? nil : Double(compose) / 1000)
    default:
      let android = AndroidSpringAnimation(spring, minimumVisibleChange: Float(minimumVisibleChange)).restTime(
        from: Float(motion.from), to: Float(motion.to), velocity: Float(motion.initialVelocity), framesPerSecond: fps)
      return Settling(key: "androidRest",
                      name: "Android SpringAnimation at rest (min visible change \(Cell.format(minimumVisibleChange)), "
                        + "\(Cell.format(fps)) fps)", seconds: android)
    }
  }

  static func shapeRows(_ s: MotionShape) -> [(String, Double?, String)] {
    [
      ("peakOvershoot", s.peakOvershoot?.distance, "value"),
      ("peakOvershootPercent", s.peakOvershoot?.fractionOfTravel.map { $0 * 100 }, "%"),
      ("peakOvershootTime", s.peakOvershoot?.time, "s"),
      ("deepestUndershoot", s.deepestUndershoot?.distance, "value"),
      ("deepestUndershootPercent", s.deepestUndershoot?.fractionOfTravel.map { $0 * 100 }, "%"),
      ("deepestUndershootTime", s.deepestUndershoot?.time, "s"),
      ("bandCrossings", Double(s.bandCrossings), "count"),
      ("period", s.period, "s"),
      ("halfwayTime", s.halfwayTime, "s"),
      ("ninetyPercentTime", s.ninetyPercentTime, "s"),
    ]
  }

  static func json(_ motion: SpringMotion, _ settling: [Settling], _ shape: MotionShape) -> JSONValue {
    func extremum(_ e: MotionShape.Extremum?) -> JSONValue {
      guard let e else { return .null }
      return .object([("time", .number(e.time)), ("value", .number(e.value)), ("distance", .number(e.distance)),
                      ("percentOfTravel", e.fractionOfTravel.map { .number($0 * 100) } ?? .null)])
    }
    return .object([
      ("spring", .object(SpringOptions.json(motion.spring) + [("regime", .string(motion.spring.regime.rawValue))])),
      ("motion", MotionOptions.json(motion)),
      ("epsilon", .number(shape.epsilon)),
      ("settling", .object(settling.map { ($0.key, $0.seconds.map(JSONValue.number) ?? .null) })),
      ("settlingDefinitions", .object(settling.map { ($0.key, .string($0.name)) })),
      ("peakOvershoot", extremum(shape.peakOvershoot)),
      ("deepestUndershoot", extremum(shape.deepestUndershoot)),
      ("bandCrossings", .integer(shape.bandCrossings)),
      ("period", shape.period.map(JSONValue.number) ?? .null),
      ("halfwayTime", shape.halfwayTime.map(JSONValue.number) ?? .null),
      ("ninetyPercentTime", shape.ninetyPercentTime.map(JSONValue.number) ?? .null),
    ])
  }

  static func report(_ motion: SpringMotion, _ settling: [Settling], _ shape: MotionShape) -> String {
    let f = Cell.format, s = motion.spring
    var out = "spring  response \(f(s.response)) s, ζ \(f(s.dampingRatio)) (\(s.regime.rawValue)); "
      + "mass \(f(s.mass)), stiffness \(f(s.stiffness)), damping \(f(s.dampingCoefficient))\n"
    out += "motion  \(f(motion.from)) → \(f(motion.to)), velocity \(f(motion.initialVelocity))/s\n\n"
    out += Table(columns: ["settling", "seconds"], rows: settling.map {
      [.text($0.name), $0.seconds.map(Cell.number) ?? .text("never")]
    }).rendered(.table)
    func describe(_ e: MotionShape.Extremum?) -> String {
      guard let e else { return "none" }
      let percent = e.fractionOfTravel.map { " (\(Plot.percent($0)) of the travel)" } ?? ""
      return "\(f(e.distance))\(percent) at t = \(f(e.time)) s, value \(f(e.value))"
    }
    out += "\nshape\n"
    out += "  peak overshoot       \(describe(shape.peakOvershoot))\n"
    out += "  deepest undershoot   \(describe(shape.deepestUndershoot))\n"
    out += "  band crossings       \(shape.bandCrossings) (edges of ±\(f(shape.epsilon)) of the travel)\n"
    out += "  period               \(shape.period.map { f($0) + " s" } ?? "none (not oscillating)")\n"
    out += "  50 % of the travel   \(shape.halfwayTime.map { "t = " + f($0) + " s" } ?? "never")\n"
    out += "  90 % of the travel   \(shape.ninetyPercentTime.map { "t = " + f($0) + " s" } ?? "never")\n"
    return out
  }
}

/// What an engine's rendering of a motion looks like next to the exact motion.
struct EngineFigures {
  let engine: Engine
  let end: Double?
  let maxDeviation: Double
  let maxDeviationTime: Double
  let travel: Double
  let overshoot: Double
  let notes: [String]

  init(_ engine: Engine, _ motion: SpringMotion, fps: Double, options: Engine.Options, epsilon: Double) {
    let end = engine.endTime(motion, framesPerSecond: fps, options: options)
    let settle = motion.settlingTime(epsilon: epsilon)
    let horizon = max(end ?? 0, settle.isFinite ? settle : 10) * 1.2 + 1 / fps
    let times = (0...Int((horizon * fps).rounded(.up))).map { Double($0) / fps }
    let rendering = engine.render(motion, at: times, options: options)
    var worst = 0.0, worstAt = 0.0
    for (t, x) in zip(times, rendering.frames.values) {
      let deviation = abs(x - motion.value(at: t))
      if deviation > worst { (worst, worstAt) = (deviation, t) }
    }
    self.engine = engine
    self.end = end
    maxDeviation = worst
    maxDeviationTime = worstAt
    travel = motion.to - motion.from
    overshoot = SampledFigures(Curve(times: times, values: rendering.frames.values), from: motion.from, to: motion.to,
                               epsilon: epsilon).overshoot
    notes = rendering.notes
  }

  var report: String {
    let f = Cell.format
    var out = "engine \(engine.rawValue)\n"
    out += "  ends at              \(end.map { f($0) + " s (its own rule)" } ?? "never")\n"
    let percent = travel != 0 ? " (\(Plot.percent(maxDeviation / abs(travel))) of the travel)" : ""
    out += "  max drift from exact \(f(maxDeviation))\(percent) at t = \(f(maxDeviationTime)) s\n"
    out += "  rendered overshoot   \(f(overshoot))\n"
    for note in notes { out += "  note                 \(note)\n" }
    return out
  }

  var json: JSONValue {
    .object([
      ("name", .string(engine.rawValue)), ("end", end.map(JSONValue.number) ?? .null),
      ("maxDeviation", .number(maxDeviation)), ("maxDeviationTime", .number(maxDeviationTime)),
      ("maxDeviationPercentOfTravel", travel != 0 ? .number(maxDeviation / abs(travel) * 100) : .null),
      ("overshoot", .number(overshoot)), ("notes", .array(notes.map(JSONValue.string))),
    ])
  }
}

extension Plot {
  /// A percentage with four significant digits: 0.0152 → "1.52 %".
  static func percent(_ fraction: Double) -> String {
    String(format: "%.4g %%", fraction * 100)
  }
}
