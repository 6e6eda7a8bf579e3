import SpringToolCurves
import Foundation
import SpringToolCore
import SpringToolSweep

/// `springtool sweep`: a figure (settling time, overshoot, …) over a grid of two parameters, on every core.
enum SweepCommand {
  static let command = Command(
    name: "sweep",
    abstract: "Compute settling time, overshoot or peak time over a grid of two spring parameters, on all cores.",
    discussion: """
      Give two parameters as START:END:COUNT axes (COUNT evenly spaced values, both ends included) and hold \
      the others at single values, e.g. --response 0.05:1:1000 --damping 0.05:1.5:1000, or --stiffness \
      100:1000:200 --friction 5:50:200 --mass 2. Parameters: response, damping (ζ), bounce, stiffness, \
      friction (c), mass, velocity (start velocity, units/s); they must make one family (response with \
      damping or bounce, stiffness with damping or friction). Figures (--figure): settle (exact last exit \
      from ±--epsilon of the travel, s), overshoot (% of the travel), peak-time (time of the largest \
      overshoot, s), rise-time (first reach of 90 %, s), period (damped period, s). The motion is --from → --to \
      (0 → 1). Output: one row per grid point (x, y, figure; empty where the figure does not exist, e.g. an \
      undamped spring's settling time) as CSV, TSV or JSON to --output or standard output; --plot FILE.svg \
      draws a heatmap (x: the axis given first). --threads sets the worker count (default: every core); with --output a summary \
      line says how long the computation took.
      """,
    usage: "--<PARAM> <START:END:COUNT> --<PARAM> <START:END:COUNT> [--<PARAM> <VALUE>]… [--figure <NAME>] [options]",
    groups: [
      OptionGroup(title: "PARAMETERS (START:END:COUNT for an axis, a number to hold)", options: SweepParameter.allCases.map {
        OptionSpec(name: $0.rawValue, valueName: "RANGE", help: help($0))
      }),
      OptionGroup(title: "SWEEP OPTIONS", options: [
        OptionSpec(name: "figure", valueName: "NAME", help: "settle (default), overshoot, peak-time, rise-time or period."),
        OptionSpec(name: "epsilon", valueName: "E", help: "Settling band ±E of the travel (default: 0.001)."),
        OptionSpec(name: "from", valueName: "A", help: "Start value (default: 0)."),
        OptionSpec(name: "to", valueName: "B", help: "Target value (default: 1)."),
        OptionSpec(name: "threads", valueName: "N", help: "Worker threads (default: every core, \(ProcessInfo.processInfo.activeProcessorCount) here)."),
        OptionSpec(name: "plot", valueName: "FILE", help: "Also write an SVG heatmap."),
      ]),
      OutputOptions.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func help(_ p: SweepParameter) -> String {
    switch p {
    case .response: "Response 2π/ω0, seconds."
    case .damping: "Damping ratio ζ."
    case .bounce: "SwiftUI bounce, with response."
    case .stiffness: "Stiffness k."
    case .friction: "Damping coefficient c."
    case .mass: "Mass (default: 1)."
    case .velocity: "Start velocity, units per second (default: 0)."
    }
  }

  /// The largest grid: 4·10^6 points (2000 × 2000), whose CSV is about 160 MB.
  static let maximumPoints = 4_000_000

  static func axis(_ p: SweepParameter, _ text: String) throws(CLIError) -> SweepAxis {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 3 else { throw .usage("invalid value '\(text)' for '--\(p.rawValue)': expected START:END:COUNT") }
    let start = try ParsedArguments.number(parts[0], option: p.rawValue)
    let end = try ParsedArguments.number(parts[1], option: p.rawValue)
    guard let count = Int(parts[2]), count >= 1, count <= maximumPoints else {
      throw .usage("invalid value '\(text)' for '--\(p.rawValue)': COUNT must be a whole number from 1 to \(maximumPoints)")
    }
    return SweepAxis(p, start: start, end: end, count: count)
  }

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    var axes: [SweepAxis] = [], held: [SweepParameter: Double] = [:]
    for p in SweepParameter.allCases {
      guard let text = args.string(p.rawValue) else { continue }
      if text.contains(":") { axes.append(try axis(p, text)) } else { held[p] = try ParsedArguments.number(text, option: p.rawValue) }
    }
    // x is the axis given first on the command line.
    axes.sort { (args.order.firstIndex(of: $0.parameter.rawValue) ?? 0) < (args.order.firstIndex(of: $1.parameter.rawValue) ?? 0) }
    guard axes.count == 2 else {
      throw .usage("give exactly two parameters as START:END:COUNT axes (got \(axes.count)), e.g. "
        + "--response 0.05:1:100 --damping 0.05:1.5:100")
    }
    guard axes[0].count * axes[1].count <= maximumPoints else { throw .usage("the grid has more than \(maximumPoints) points") }
    let figureName = args.string("figure")?.lowercased() ?? "settle"
    guard let figure = SweepFigure(rawValue: figureName) else {
      throw .usage("invalid value '\(figureName)' for '--figure': expected "
        + SweepFigure.allCases.map(\.rawValue).joined(separator: ", "))
    }
    let threads = try args.int("threads") ?? ProcessInfo.processInfo.activeProcessorCount
    guard threads >= 1 && threads <= 1024 else { throw .usage("'--threads' must be between 1 and 1024") }
    let format = try OutputOptions.format(args)
    guard format != .table else { throw .usage("a sweep prints csv, tsv or json (a table of a grid is not readable)") }
    let sweep: ParameterSweep
    do {
      sweep = try ParameterSweep(x: axes[0], y: axes[1], held: held, figure: figure, epsilon: try args.double("epsilon") ?? 0.001,
                                 from: try args.double("from") ?? 0, to: try args.double("to") ?? 1)
    } catch { throw .usage("invalid sweep: \(error)") }
    if figure == .overshoot && sweep.from == sweep.to { throw .usage("overshoot needs a travel: '--to' must differ from '--from'") }

    let clock = ContinuousClock()
    let started = clock.now
    let values = sweep.run(threads: threads)
    let elapsed = clock.now - started
    let (x, y) = (sweep.x, sweep.y)
    let names = [x.parameter.rawValue, y.parameter.rawValue, figure.rawValue]
    var text = ""
    if format == .json {
      text = JSONValue.object([
        ("x", .object([("parameter", .string(names[0])), ("values", .array(x.values.map(JSONValue.number)))])),
        ("y", .object([("parameter", .string(names[1])), ("values", .array(y.values.map(JSONValue.number)))])),
        ("figure", .string(figure.rawValue)), ("unit", .string(figure.unit)),
        ("values", .array(values.map { $0.isFinite ? .number($0) : .null })),
      ]).rendered()
    } else {
      let separator = format == .tsv ? "\t" : ","
      var lines = [names.joined(separator: separator)]
      lines.reserveCapacity(values.count + 1)
      for j in 0..<y.count {
        let b = y.value(j).description
        for i in 0..<x.count {
          let v = values[j * x.count + i]
          lines.append(x.value(i).description + separator + b + separator + (v.isFinite ? v.description : ""))
        }
      }
      text = lines.joined(separator: "\n") + "\n"
    }
    try context.emit(text, to: args.string("output"))
    if let plot = args.string("plot") {
      let heatmap = Heatmap(title: "\(figure.rawValue) over \(names[0]) × \(names[1])",
                            xLabel: "\(names[0]) (\(x.parameter.unit))", yLabel: "\(names[1]) (\(y.parameter.unit))",
                            valueLabel: "\(figure.rawValue) (\(figure.unit))", xs: x.values, ys: y.values, values: values)
      try context.emit(heatmap.svg(), to: plot)
    }
    if let output = args.string("output"), output != "-" {
      let finite = values.filter(\.isFinite)
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      context.standardOutput.write("\(values.count) points (\(x.count) × \(y.count)) in \(Cell.format((seconds * 1000).rounded() / 1000)) s "
        + "on \(min(threads, y.count)) thread\(min(threads, y.count) == 1 ? "" : "s"); \(figure.rawValue) from \(Plot.label(finite.min() ?? .nan)) to "
        + "\(Plot.label(finite.max() ?? .nan)) \(figure.unit)\(finite.count < values.count ? ", \(values.count - finite.count) none" : "") → \(output)\n")
    }
  }
}
