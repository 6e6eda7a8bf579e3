import SpringToolCurves
import SpringToolEasing
import SpringToolExport
import Foundation
import SpringToolCore

/// `springtool export --to FORMAT`: a spring or an easing for the web, as keyframes, or as platform code.
enum ExportCommand {
  static let webFormats = ["css-linear", "css-keyframes", "json"]

  static let command = Command(
    name: "export",
    abstract: "Export a spring or an easing as CSS linear(), CSS keyframes, JSON frames or platform code.",
    discussion: """
      --to css-linear prints a CSS linear() easing and its duration, simplified (Ramer–Douglas–Peucker) to \
      within --max-error of the travel (default 0.001); the printed text is parsed back and checked on a \
      40 001-point grid, and the error it reaches is stated. A spring's duration is the exact time it \
      settles within half that error, rounded up to a millisecond, so the jump to the target at the end is \
      inside the bound too. --to css-keyframes writes the same stops as @keyframes of --property (default \
      'transform: translateX({}px)', {} is the value) from --from over --travel. --to json writes every \
      frame at --fps. --to swiftui, uikit, compose, android, motion or react-spring print code (springs as \
      in 'convert --to'; easings as cubic Béziers, fitted when they are not one).
      """,
    usage: "--to <FORMAT> [<spring options> | --easing <CURVE> [--duration <T>]] [--travel <D>] [--max-error <E>] [options]",
    groups: [
      OptionGroup(title: "EXPORT OPTIONS", options: [
        OptionSpec(name: "to", valueName: "FORMAT", help: (webFormats + EasingExport.platforms).joined(separator: ", ")
          + " (springs also core-animation, rebound)."),
        OptionSpec(name: "max-error", valueName: "E", help: "css-linear and css-keyframes: the largest error, a fraction "
          + "of the travel in [1e-7, 0.5] (default: 0.001)."),
        OptionSpec(name: "from", valueName: "A", help: "Start value for keyframes and JSON (default: 0)."),
        OptionSpec(name: "travel", valueName: "D", help: "Distance moved, value units (default: 1)."),
        OptionSpec(name: "velocity", valueName: "V", help: "A spring's start velocity, value units per second (default: 0)."),
        OptionSpec(name: "fps", valueName: "F", help: "json: frames per second (default: 60)."),
        OptionSpec(name: "name", valueName: "NAME", help: "css-keyframes: the animation's name (default: spring or easing)."),
        OptionSpec(name: "property", valueName: "TEMPLATE",
                   help: "css-keyframes: the declaration, {} standing for the value (default: transform: translateX({}px))."),
      ]),
      SpringOptions.group,
      OptionGroup(title: "EASING OPTIONS", options: [
        EasingOptions.option, OptionSpec(name: "duration", valueName: "T", help: "The easing's duration (default: 0.35), "
          + "or for json a spring's (default: settled within 0.1 %)."),
      ]),
      OutputOptions.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  /// What is exported: normalised progress over a duration, and a description.
  struct Source {
    let label: String
    let duration: Double
    let progress: (Double) -> Double      // x ∈ [0, 1] → progress
    let velocity: (Double) -> Double      // x ∈ [0, 1] → d(progress)/dt, per second
    let spring: Spring?
    let easing: Easing?
  }

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    guard let to = args.string("to")?.lowercased() else {
      throw .usage("'--to FORMAT' is required: " + (webFormats + EasingExport.platforms).joined(separator: ", "))
    }
    let from = try args.double("from") ?? 0
    let travel = try args.double("travel") ?? 1
    guard travel != 0 else { throw .usage("'--travel' must not be 0") }
    let velocity = try args.double("velocity") ?? 0
    let bound = try args.double("max-error") ?? 0.001
    if args.has("max-error") && !["css-linear", "css-keyframes"].contains(to) {
      throw .usage("'--max-error' applies to css-linear and css-keyframes")
    }
    guard bound >= 1e-7 && bound <= 0.5 else { throw .usage("invalid value '\(Cell.format(bound))' for '--max-error': must be in [1e-7, 0.5]") }
    let format = try OutputOptions.format(args, default: .table)

    if let text = args.string("easing") {
      if SpringOptions.given(args) || args.has("velocity") {
        throw .usage("'--easing' and the spring options contradict each other; give one")
      }
      // Exported as progress (0 → 1): --from and --travel apply to keyframes and frames below.
      let eased = try EasingOptions.eased(text, args, withEndpoints: false)
      let (easing, duration) = (eased.easing, eased.duration)
      let source = Source(label: text, duration: duration, progress: { easing.value(at: $0) },
                          velocity: { easing.slope(at: $0) / duration }, spring: nil, easing: easing)
      if !webFormats.contains(to) {
        return try context.emit(try EasingExport.make(to, easing: easing, name: text, duration: duration).rendered(format),
                                to: args.string("output"))
      }
      return try web(to, source, args, from: from, travel: travel, bound: bound, format: format, &context)
    }
    let spring = try SpringOptions.spring(from: args)
    if !webFormats.contains(to) {
      return try context.emit(try PlatformExport.make(to, spring: spring, travel: travel, velocity: velocity).rendered(format),
                              to: args.string("output"))
    }
    let motion: SpringMotion
    do { motion = try SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: velocity / travel) } catch {
      throw .usage("invalid motion: \(error)")
    }
    // css: settle within half the bound, so the final snap costs at most that; json: 0.1 % or --duration.
    let band = to == "json" ? 0.001 : bound / 2
    var duration = try args.double("duration") ?? motion.settlingTime(epsilon: band)
    guard duration.isFinite else { throw .usage("the spring is undamped and never settles; give '--duration'") }
    guard duration > 0 else { throw .usage("'--duration' must be greater than 0") }
    if to != "json" { duration = max((duration * 1000).rounded(.up), 1) / 1000 }
    let d = duration
    let source = Source(label: PlotCommand.springLabel(spring), duration: d, progress: { motion.value(at: $0 * d) },
                        velocity: { motion.velocity(at: $0 * d) }, spring: spring, easing: nil)
    try web(to, source, args, from: from, travel: travel, bound: bound, format: format, &context)
  }

  static func web(_ to: String, _ source: Source, _ args: ParsedArguments, from: Double, travel: Double, bound: Double,
                  format: OutputFormat, _ context: inout RunContext) throws(CLIError) {
    let f = Cell.format
    let ms = Int((source.duration * 1000).rounded())
    if to == "json" {
      let fps = try args.double("fps") ?? 60
      guard fps > 0 && fps <= 10_000 else { throw .usage("'--fps' must be in (0, 10000]") }
      let count = Int((source.duration * fps).rounded(.up))
      guard count < SampleGrid.maximumCount else { throw .usage("too many frames; lower '--fps' or '--duration'") }
      let frames = (0...count).map { i -> JSONValue in
        let t = min(Double(i) / fps, source.duration), x = t / source.duration
        return .object([("t", .number(t)), ("value", .number(from + travel * source.progress(x))),
                        ("velocity", .number(travel * source.velocity(x)))])
      }
      let document = JSONValue.object([
        ("source", .string(source.label)), ("duration", .number(source.duration)), ("fps", .number(fps)),
        ("from", .number(from)), ("to", .number(from + travel)), ("frames", .array(frames)),
      ])
      return try context.emit(document.rendered(), to: args.string("output"))
    }
    let export: CSSLinearExport
    do { export = try CSSLinearExport.make(bound: bound, progress: source.progress) } catch { throw .failure("cannot export: \(error)") }
    let stops = export.easing.stops
    let summary = "\(source.label): \(ms) ms, \(stops.count) stops, max error \(f(export.maxError)) of the travel "
      + "(bound \(f(bound)))"
    switch (to, format) {
    case ("css-linear", .json):
      try context.emit(JSONValue.object([
        ("source", .string(source.label)), ("duration", .number(Double(ms) / 1000)), ("easing", .string(export.css)),
        ("css", .string("\(ms)ms \(export.css)")), ("stops", .integer(stops.count)), ("maxError", .number(export.maxError)),
        ("bound", .number(bound)),
      ]).rendered(), to: args.string("output"))
    case ("css-linear", _):
      try context.emit("/* \(summary) */\ntransition-duration: \(ms)ms;\ntransition-timing-function: \(export.css);\n",
                       to: args.string("output"))
    default:
      let template = args.string("property") ?? "transform: translateX({}px)"
      guard template.contains("{}") else { throw .usage("'--property' needs {} where the value goes, as 'opacity: {}'") }
      let name = args.string("name") ?? (source.spring != nil ? "spring" : "easing")
      guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), !name.isEmpty else {
        throw .usage("invalid value '\(name)' for '--name': letters, digits, - and _")
      }
      let digits = CSSLinearExport.digits(for: bound)
      let number = LinearEasing.decimal
      // Values to the same relative precision as the stops.
      let valueDecimals = max(0, digits - Int(log10(abs(travel)).rounded(.down)))
      var css = "/* \(summary) */\n@keyframes \(name) {\n"
      for stop in stops {
        let value = number(from + travel * stop.output, valueDecimals)
        css += "  \(number(stop.input * 100, max(digits - 2, 0)))% { \(template.replacingOccurrences(of: "{}", with: value)); }\n"
      }
      css += "}\n/* animation: \(name) \(ms)ms linear both; (linear between keyframes) */\n"
      if format == .json {
        try context.emit(JSONValue.object([("source", .string(source.label)), ("duration", .number(Double(ms) / 1000)),
                                           ("css", .string(css)), ("maxError", .number(export.maxError))]).rendered(),
                         to: args.string("output"))
      } else {
        try context.emit(css, to: args.string("output"))
      }
    }
  }
}
