import SpringToolCurves
import SpringToolEasing
import SpringToolIntegrators
import SpringToolCore

/// `springtool sample`: a spring's motion as rows of `t,value,velocity`.
enum SampleCommand {
  static let traceOption = OptionSpec(
    name: "trace", valueName: nil,
    help: "Print the integrator's steps (t, h, accepted or rejected) instead of the samples.")

  static let plotOption = OptionSpec(
    name: "plot", valueName: "FILE",
    help: "Also draw the curve: an SVG file, or - to draw it in the terminal (instead of the samples, unless --output).")

  static let command = Command(
    name: "sample",
    abstract: "Sample a spring's motion over time as t,value,velocity.",
    discussion: """
      The first row is t = 0 at --from with --velocity, the last row is at the duration. With no spring \
      options the spring is SwiftUI's Spring() (duration 0.5, bounce 0). Velocities are in value units per \
      second. --backend analytic evaluates the exact closed form (on a uniform grid by its exact state \
      transition); the integrators are driven to each sample time in turn, as GSL's driver_apply. With \
      --easing CURVE the value follows the easing curve from --from to --to over --duration instead \
      (value = from + (to − from)·E(t/T), velocity = (to − from)·E′(t/T)/T).
      """,
    usage: "[<spring options> | --easing <CURVE>] [<motion options>] [<sampling options>] [<backend options>] [<output options>]",
    groups: [SpringOptions.group, MotionOptions.group, SamplingOptions.group,
             OptionGroup(title: "BACKEND OPTIONS", options: Solver.options + [traceOption]), EngineOptions.group,
             RetargetOptions.group, OptionGroup(title: "EASING OPTIONS", options: [EasingOptions.option]),
             OptionGroup(title: "OUTPUT OPTIONS", options: OutputOptions.group.options + [plotOption])],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    if let eased = try EasingOptions.motion(args) { return try runEased(eased, args, &context) }
    let spring = try SpringOptions.spring(from: args)
    let motion = try MotionOptions.motion(spring, args)
    let format = try OutputOptions.format(args)
    let engine = try EngineOptions.engine(args)
    var document: [(String, JSONValue)] = [
      ("spring", .object(SpringOptions.json(spring))),
      ("motion", MotionOptions.json(motion)),
    ]
    let times: [Double], states: [SpringState]
    var label = PlotCommand.springLabel(spring)
    let retargets = try RetargetOptions.parse(args)
    if !retargets.isEmpty {
      if args.flag("trace") { throw .usage("'--trace' shows one integration; it does not combine with '--retarget'") }
      times = try retargetTimes(args, motion: motion, retargets: retargets)
      states = try RetargetOptions.sample(motion, times: times, retargets: retargets, args: args, engine: engine)
      document.append(("engine", .string(engine.rawValue)))
      document.append(("retargets", .array(retargets.map { r in
        .object([("time", .number(r.time)), ("target", .number(r.target))] + (r.response.map { [("response", .number($0))] } ?? []))
      })))
    } else if engine == .exact {
      let solver = try Solver.parse(args, motion: motion)
      let (grid, rule) = try SamplingOptions.grid(args, motion: motion)
      if args.flag("trace") {
        try context.emit(try trace(motion, grid, solver).rendered(format), to: args.string("output"))
        return
      }
      times = grid.times
      states = try solver.sample(motion, on: grid)
      document += solver.json
      document.append(("duration", .number(grid.duration)))
      if case .settled(let exact) = rule {
        document.append(("durationRule", .string("exact last exit from ±0.1 % of the travel, rounded up to a whole frame")))
        document.append(("settlingTime", .number(exact)))
      }
      label += " (\(solver.backend.rawValue))"
    } else {
      for name in ["backend", "method", "atol", "rtol", "h0", "hmax", "nmax", "trace"] where args.has(name) {
        throw .usage("'--\(name)' applies to '--engine exact' only")
      }
      let options = try EngineOptions.options(args)
      times = try EngineOptions.times(args, engine: engine, motion: motion, options: options)
      let rendering = engine.render(motion, at: times, options: options)
      states = zip(rendering.frames.values, rendering.frames.velocities).map { SpringState(value: $0, velocity: $1) }
      document.append(("engine", .string(engine.rawValue)))
      document.append(("engineEnd", rendering.frames.end.map(JSONValue.number) ?? .null))
      document.append(("notes", .array(rendering.notes.map(JSONValue.string))))
      label += " (\(engine.rawValue))"
    }
    let text = samplesText(times, states, document: document, format: format)
    try PlotCommand.emit(text, args, &context) {
      var plot = Plot(title: PlotCommand.springLabel(spring), series: [
        Plot.Series(name: label, times: times, values: states.map(\.value)),
      ], target: motion.to, band: 0.001 * abs(motion.to - motion.from))
      let settle = motion.settlingTime()
      if settle.isFinite { plot.markers = [Plot.Marker(label: "settles \(Plot.label(settle)) s", time: settle)] }
      return plot
    }
  }

  /// The samples as text: a `t,value,velocity` table, or for JSON `document` with a `samples` array.
  static func samplesText(_ times: [Double], _ states: [SpringState], document: [(String, JSONValue)],
                          format: OutputFormat) -> String {
    if format == .json {
      return JSONValue.object(document + [("samples", .array(states.indices.map { i in
        .object([("t", .number(times[i])), ("value", .number(states[i].value)), ("velocity", .number(states[i].velocity))])
      }))]).rendered()
    }
    return Table(columns: ["t", "value", "velocity"], rows: states.indices.map { i in
      [.number(times[i]), .number(states[i].value), .number(states[i].velocity)]
    }).rendered(format)
  }

  /// `sample --easing`: the eased curve on the sampling grid (its duration by default).
  static func runEased(_ eased: EasedMotion, _ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    let format = try OutputOptions.format(args)
    let times = try SamplingOptions.grid(args, natural: eased.duration, settled: false).0.times
    let states = times.map { SpringState(value: eased.value(at: $0), velocity: eased.velocity(at: $0)) }
    let name = args.string("easing") ?? ""
    let document: [(String, JSONValue)] = [
      ("easing", .string(name)), ("css", eased.easing.css.map(JSONValue.string) ?? .null),
      ("motion", .object([("from", .number(eased.from)), ("to", .number(eased.to))])), ("duration", .number(eased.duration)),
    ]
    try PlotCommand.emit(samplesText(times, states, document: document, format: format), args, &context) {
      Plot(title: "\(name), \(Plot.label(eased.duration)) s", series: [Plot.Series(name: name, times: times, values: states.map(\.value))],
           target: eased.to, band: 0.001 * abs(eased.to - eased.from))
    }
  }

  /// Sample times covering every retarget and the settling after the last one.
  static func retargetTimes(_ args: ParsedArguments, motion: SpringMotion, retargets: [RetargetOptions.Retarget])
    throws(CLIError) -> [Double]
  {
    if args.has("duration") { return try SamplingOptions.grid(args, motion: motion).0.times }
    let pieces = try RetargetOptions.pieces(motion, retargets)
    let last = retargets[retargets.count - 1]
    let band = 0.001 * max(abs(last.target - motion.from), abs(motion.to - motion.from), 1e-300)
    var settle = last.time + 1
    if let piecewise = try? PiecewiseMotion(from: motion.from, initialVelocity: motion.initialVelocity, pieces: pieces) {
      settle = piecewise.settlingTime(band: band)
    }
    // The same sampling options and rounding as any other curve (an undamped spring is refused there).
    return try SamplingOptions.grid(args, natural: max(settle, last.time)).0.times
  }

  /// The integrator's attempts as a table: one row per step (the Swift port also lists
  /// rejected and failed attempts; GSL's driver reports accepted steps with a count of the
  /// rejections before each).
  static func trace(_ motion: SpringMotion, _ grid: SampleGrid, _ solver: Solver) throws(CLIError) -> Table {
    guard solver.settings != nil else {
      throw .usage("'--trace' needs an integrator backend ('--backend gsl' or '--backend swift')")
    }
    var table = Table(columns: ["step", "outcome", "t", "h", "t_end", "h_next", "rejections", "value", "velocity"])
    var index = 0
    let to = motion.to
    _ = try solver.sample(motion, on: grid) { event in
      index += 1
      table.rows.append([
        .integer(index), .text(event.outcome.rawValue), .number(event.start), .number(event.step), .number(event.end),
        .number(event.nextStep), .integer(event.rejections), .number(to + event.state[0]), .number(event.state[1]),
      ])
    }
    return table
  }
}
