import SpringToolCurves
import SpringToolEasing
import Foundation
import SpringToolCore

/// `springtool plot`: curves drawn as SVG, or in the terminal for a quick look.
enum PlotCommand {
  static let command = Command(
    name: "plot",
    abstract: "Plot springs and curve files: an SVG file, or braille in the terminal.",
    discussion: """
      Curves are the positional arguments (spring specs such as preset=bouncy or response=0.3,damping=0.5, \
      easing specs such as easing=ease-in-out,duration=0.4, or curve files), the spring given by the spring \
      options, if any, and the --easing curve over --duration; with none of these, SwiftUI's Spring(). \
      The plot shows every curve, the target with its ±ε settling band, and each spring's exact settling \
      time. --output FILE.svg writes an SVG (atomically); without --output, or with -, the plot is drawn \
      in the terminal.
      """,
    usage: "[<curve> ...] [<spring options>] [--easing <CURVE>] [<motion options>] [<sampling options>] [--output <FILE.svg>]",
    arguments: [("<curve>", "A spring spec (key=value,…) or a curve file; up to 12.")],
    maximumPositionals: 12,
    groups: [
      SpringOptions.group, MotionOptions.group, SamplingOptions.group,
      OptionGroup(title: "EASING OPTIONS", options: [EasingOptions.option]),
      OptionGroup(title: "PLOT OPTIONS", options: [
        OptionSpec(name: "title", valueName: "TEXT", help: "The plot's title (default: the curves)."),
        OptionSpec(name: "epsilon", valueName: "E", help: "Settling band ±E of the travel (default: 0.001)."),
        OptionSpec(name: "output", valueName: "FILE", help: "Write an SVG to FILE; - or none: draw in the terminal."),
      ]),
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })


  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    let epsilon = try args.double("epsilon") ?? 0.001
    guard epsilon > 0 && epsilon < 1 else { throw .usage("invalid value '\(epsilon)' for '--epsilon': must be in (0, 1)") }
    var sources = try args.positionals.map { (text: String) throws(CLIError) in try CurveSource.parse(text) }
    if let text = args.string("easing") {
      // The easing joins the curves; the spring options (if any) still add their spring.
      sources.insert(CurveSource(text: text, kind: .eased(try EasingOptions.eased(text, args))), at: 0)
    }
    let springGiven = SpringOptions.given(args)
      || (!args.has("easing") && MotionOptions.group.options.contains { args.has($0.name) })
    if springGiven || sources.isEmpty {
      let spring = try SpringOptions.spring(from: args)
      let motion = try MotionOptions.motion(spring, args)
      sources.insert(CurveSource(text: springLabel(spring), kind: .spec(motion: motion, solver: Solver(backend: .analytic, settings: nil))), at: 0)
    }
    // Specs share one grid: until the slowest settles or finishes (or --duration, when no easing uses it).
    let durations = sources.compactMap(\.naturalDuration)
    var times: [Double] = []
    if let longest = durations.max() {
      let onlyEasings = sources.allSatisfy { if case .eased = $0.kind { return true } else { return false } }
      times = try SamplingOptions.grid(args, natural: longest, settled: !onlyEasings, useDuration: !args.has("easing")).0.times
    }
    var plot = Plot(title: args.string("title") ?? sources.map(\.text).joined(separator: " vs "), series: [])
    for (index, source) in sources.enumerated() {
      let curve = try source.curve(at: times)
      plot.series.append(Plot.Series(name: source.text, curve: curve))
      if let settle = source.figures(of: curve, epsilon: epsilon).settle, settle.isFinite, source.fileCurve == nil {
        plot.markers.append(Plot.Marker(label: "\(sources.count > 1 ? source.text + ": " : "")settles \(Plot.label(settle)) s",
                                        time: settle, series: index))
      }
    }
    if let ends = sources.lazy.compactMap(\.endpoints).first {
      plot.target = ends.to
      plot.band = epsilon * abs(ends.to - ends.from)
    } else if let to = sources.first?.fileCurve?.number("to") {
      plot.target = to
    }
    try write(plot, to: args.string("output") ?? "-", &context)
  }

  /// SVG to `path` (atomically), or the terminal plot to standard output for "-".
  /// Writes a command's `text` to --output (or standard output) and, with --plot, the plot
  /// `make` draws. `--plot -` draws in the terminal instead of printing the text (unless
  /// --output takes it).
  static func emit(_ text: String, _ args: ParsedArguments, _ context: inout RunContext, plot make: () -> Plot) throws(CLIError) {
    let plotPath = args.string("plot")
    if plotPath != "-" || args.string("output") != nil { try context.emit(text, to: args.string("output")) }
    if let plotPath { try write(make(), to: plotPath, &context) }
  }

  static func write(_ plot: Plot, to path: String, _ context: inout RunContext) throws(CLIError) {
    if path == "-" {
      context.standardOutput.write(plot.terminal())
    } else {
      try AtomicFile.write(plot.svg(), to: path)
    }
  }

  static func springLabel(_ spring: Spring) -> String {
    "response \(Plot.label(spring.response)) s, ζ \(Plot.label(spring.dampingRatio))"
  }
}
