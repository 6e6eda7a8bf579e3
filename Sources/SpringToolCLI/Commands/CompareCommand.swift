import SpringToolCurves
import SpringToolEasing
import SpringToolEngines
import SpringToolCore

/// `springtool compare A B`: how far two curves are apart.
enum CompareCommand {
  static let command = Command(
    name: "compare",
    abstract: "Compare two curves (spring specs or curve files) on one time grid.",
    discussion: """
      A and B are each a spring spec, comma-separated key=value pairs of the spring, motion and backend \
      options (response=0.4,damping=0.8; stiffness=100,friction=10,mass=1; preset=bouncy,to=300; \
      preset=snappy,backend=swift,method=rkf45), an easing spec (easing=ease-in-out,duration=0.5; \
      easing=cubic-bezier(0.2,0,0,1),duration=0.4,to=300), or a curve file (CSV, TSV or JSON, as written by sample). \
      The grid is the first file's times; for two specs, the sampling options (default: until both settle). \
      A file compared with another file on a different grid is interpolated (cubic Hermite with \
      velocities). Printed: max |Δvalue| and where, RMS, max |Δvelocity|, Δ settling time, Δ overshoot. \
      With --tolerance, exits 1 when max |Δvalue| exceeds it. --engine A --engine B (without curves) renders \
      the spring of the spring options on two platforms (engine=… works inside specs too): the drift in % of \
      the travel and the difference of their own end times. --easing CURVE [--duration T] compares an \
      easing curve with A or with the spring of the spring options.
      """,
    usage: "<A> <B> | --engine <A> --engine <B> [<spring options>] | [<A> | <spring options>] --easing <CURVE> [--duration <T>] "
      + "[<sampling options>] [--tolerance <T>] [--format <FORMAT>]",
    arguments: [("<A>", "A spring spec or a curve file."), ("<B>", "A spring spec or a curve file.")],
    groups: [
      SpringOptions.group, MotionOptions.group, SamplingOptions.group,
      OptionGroup(title: "EASING OPTIONS", options: [EasingOptions.option]),
      OptionGroup(title: "ENGINE OPTIONS", options: [
        OptionSpec(name: "engine", valueName: "NAME", help: "Give twice (A, then B) to compare two platforms' renderings.",
                   repeatable: true),
        EngineOptions.uikitDuration, EngineOptions.minimumVisibleChange, EngineOptions.visibilityThreshold,
      ]),
      OptionGroup(title: "COMPARISON OPTIONS", options: [
        OptionSpec(name: "tolerance", valueName: "T",
                   help: "Fail (exit 1) when max |Δvalue| exceeds T, in value units."),
        OptionSpec(name: "epsilon", valueName: "E", help: "Settling band ±E of the travel (default: 0.001)."),
        OptionSpec(name: "plot", valueName: "FILE", help: "Also draw both curves: an SVG file, or - for the terminal."),
      ]),
      OutputOptions.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    let engines = args.strings("engine")
    let format = try OutputOptions.format(args, default: .table)
    let epsilon = try args.double("epsilon") ?? 0.001
    guard epsilon > 0 && epsilon < 1 else { throw .usage("invalid value '\(epsilon)' for '--epsilon': must be in (0, 1)") }
    let tolerance = try args.double("tolerance")
    if let tolerance, tolerance < 0 { throw .usage("'--tolerance' must not be negative") }
    let a: CurveSource, b: CurveSource
    if !engines.isEmpty {
      guard engines.count == 2, args.positionals.isEmpty else {
        throw .usage("give '--engine' twice (A and B) for the spring of the spring options, or two curves")
      }
      let spring = try SpringOptions.spring(from: args)
      let motion = try MotionOptions.motion(spring, args)
      let options = try EngineOptions.options(args)
      let sources = try engines.map { (name: String) throws(CLIError) -> CurveSource in
        let engine = try EngineOptions.engine(named: name)
        return CurveSource(text: engine.rawValue, kind: .rendered(motion: motion, engine: engine, options: options))
      }
      (a, b) = (sources[0], sources[1])
    } else if let text = args.string("easing") {
      // The easing is one curve; the other is a positional curve or the spring of the spring options.
      let eased = try EasingOptions.eased(text, args)
      var sources = try args.positionals.map { (text: String) throws(CLIError) in try CurveSource.parse(text) }
      if sources.isEmpty {
        let spring = try SpringOptions.spring(from: args)
        let motion = try MotionOptions.motion(spring, args)
        sources = [CurveSource(text: PlotCommand.springLabel(spring), kind: .spec(motion: motion, solver: try Solver.parse(args, motion: motion)))]
      }
      guard sources.count == 1 else { throw .usage("with '--easing', give one other curve (or spring options) to compare it with") }
      (a, b) = (sources[0], CurveSource(text: text, kind: .eased(eased)))
    } else {
      guard args.positionals.count == 2 else { throw .usage("compare needs two curves, A and B") }
      for name in SpringOptions.group.options.map(\.name) + MotionOptions.group.options.map(\.name) where args.has(name) {
        throw .usage("'--\(name)' applies to '--engine A --engine B'; put it in the spec (\(name)=…)")
      }
      (a, b) = (try CurveSource.parse(args.positionals[0]), try CurveSource.parse(args.positionals[1]))
    }
    let times = try grid(a, b, args)
    let curveA = try a.curve(at: times), curveB = try b.curve(at: times)
    // With a file second, compare on its grid with A interpolated the same way.
    guard let comparison = CurveComparison.compare(curveA, curveB) else {
      throw .failure("the curves share no time range (A: \(range(curveA)), B: \(range(curveB)))")
    }
    let figuresA = a.figures(of: curveA, epsilon: epsilon), figuresB = b.figures(of: curveB, epsilon: epsilon)
    let failed = tolerance.map { comparison.maxValueDifference > $0 } ?? false
    let text: String
    switch format {
    case .json:
      text = json(a, b, comparison, figuresA, figuresB, tolerance: tolerance, failed: failed).rendered()
    default:
      text = report(a, b, comparison, figuresA, figuresB, tolerance: tolerance, failed: failed).rendered(format)
    }
    try context.emit(text, to: args.string("output"))
    if let plotPath = args.string("plot") {
      var plot = Plot(title: "\(a.text) vs \(b.text)",
                      series: [Plot.Series(name: "A: " + a.text, curve: curveA), Plot.Series(name: "B: " + b.text, curve: curveB)])
      if let ends = a.endpoints ?? b.endpoints {
        plot.target = ends.to
        plot.band = epsilon * abs(ends.to - ends.from)
      }
      plot.markers = [("A settles", figuresA.settle, 0), ("B settles", figuresB.settle, 1)].compactMap { label, t, i in
        t.map { Plot.Marker(label: "\(label) \(Plot.label($0)) s", time: $0, series: i) }
      }
      try PlotCommand.write(plot, to: plotPath, &context)
    }
    if failed {
      throw .failure("the curves differ by \(Cell.format(comparison.maxValueDifference)) at t = "
        + "\(Cell.format(comparison.maxValueTime)), more than the tolerance \(Cell.format(tolerance ?? 0))")
    }
  }

  /// The shared time grid.
  static func grid(_ a: CurveSource, _ b: CurveSource, _ args: ParsedArguments) throws(CLIError) -> [Double] {
    if let curve = a.fileCurve ?? b.fileCurve {
      for name in ["duration", "fps", "dt", "samples"] where args.has(name) {
        throw .usage("'--\(name)' does not apply when a curve file sets the grid")
      }
      if a.fileCurve == nil || b.fileCurve == nil, curve.times.first != 0 {
        throw .usage("a curve file compared with a spec must start at t = 0 (it starts at \(curve.times[0]))")
      }
      return curve.times
    }
    guard let da = a.naturalDuration, let db = b.naturalDuration else { return [] }
    // Until the later of the two settles (or an engine ends, or an easing finishes), rounded up to a frame.
    let eased = { (s: CurveSource) -> Bool in if case .eased = s.kind { return true } else { return false } }
    return try SamplingOptions.grid(args, natural: max(da, db), settled: !(eased(a) && eased(b)),
                                    useDuration: !args.has("easing")).0.times
  }

  /// `x` as a percentage of the motion's travel, when there is one.
  static func percent(_ x: Double, _ endpoints: (from: Double, to: Double)?) -> Cell {
    guard let endpoints, endpoints.to != endpoints.from else { return .missing }
    return .number(x / abs(endpoints.to - endpoints.from) * 100)
  }

  static func range(_ c: Curve) -> String { "\(Cell.format(c.times.first ?? 0))…\(Cell.format(c.times.last ?? 0)) s" }

  static func report(_ a: CurveSource, _ b: CurveSource, _ c: CurveComparison, _ fa: (settle: Double?, overshoot: Double),
                     _ fb: (settle: Double?, overshoot: Double), tolerance: Double?, failed: Bool) -> Table {
    func n(_ x: Double?) -> Cell { x.map(Cell.number) ?? .text("never") }
    func delta(_ x: Double?, _ y: Double?) -> Cell { (x != nil && y != nil) ? .number(y! - x!) : .missing }
    var table = Table(columns: ["figure", "A", "B", "B − A"])
    table.rows = [
      [.text("curve"), .text(a.text), .text(b.text), .missing],
      [.text("settling time (s)"), n(fa.settle), n(fb.settle), delta(fa.settle, fb.settle)],
      [.text("overshoot"), .number(fa.overshoot), .number(fb.overshoot), .number(fb.overshoot - fa.overshoot)],
      [.text("samples compared"), .integer(c.samples), .missing, .missing],
      [.text("max |Δvalue|"), .number(c.maxValueDifference), .text("at t = \(Cell.format(c.maxValueTime))"), .missing],
      [.text("max |Δvalue| % of travel"), percent(c.maxValueDifference, a.endpoints ?? b.endpoints), .missing, .missing],
      [.text("RMS Δvalue"), .number(c.rmsValueDifference), .missing, .missing],
    ]
    if let v = c.maxVelocityDifference, let t = c.maxVelocityTime {
      table.rows.append([.text("max |Δvelocity|"), .number(v), .text("at t = \(Cell.format(t))"), .missing])
    }
    if c.interpolated { table.rows.append([.text("note"), .text("B interpolated onto A's times"), .missing, .missing]) }
    if let tolerance {
      table.rows.append([.text("tolerance"), .number(tolerance), .text(failed ? "FAIL" : "pass"), .missing])
    }
    return table
  }

  static func json(_ a: CurveSource, _ b: CurveSource, _ c: CurveComparison, _ fa: (settle: Double?, overshoot: Double),
                   _ fb: (settle: Double?, overshoot: Double), tolerance: Double?, failed: Bool) -> JSONValue {
    func n(_ x: Double?) -> JSONValue { x.map(JSONValue.number) ?? .null }
    var members: [(String, JSONValue)] = [
      ("a", .string(a.text)), ("b", .string(b.text)), ("samples", .integer(c.samples)),
      ("maxValueDifference", .number(c.maxValueDifference)), ("maxValueDifferenceTime", .number(c.maxValueTime)),
      ("maxValueDifferencePercentOfTravel", {
        if case .number(let p) = percent(c.maxValueDifference, a.endpoints ?? b.endpoints) { return .number(p) }
        return .null
      }()),
      ("rmsValueDifference", .number(c.rmsValueDifference)),
      ("maxVelocityDifference", n(c.maxVelocityDifference)), ("maxVelocityDifferenceTime", n(c.maxVelocityTime)),
      ("settlingTimeA", n(fa.settle)), ("settlingTimeB", n(fb.settle)),
      ("settlingTimeDifference", (fa.settle != nil && fb.settle != nil) ? .number(fb.settle! - fa.settle!) : .null),
      ("overshootA", .number(fa.overshoot)), ("overshootB", .number(fb.overshoot)),
      ("overshootDifference", .number(fb.overshoot - fa.overshoot)), ("interpolated", .bool(c.interpolated)),
    ]
    if let tolerance {
      members.append(("tolerance", .number(tolerance)))
      members.append(("withinTolerance", .bool(!failed)))
    }
    return .object(members)
  }
}
