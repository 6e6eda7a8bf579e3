import SpringToolCurves
import SpringToolEasing
import SpringToolCore
import SpringToolTuning

/// `springtool fit`: the spring closest to an easing curve, or the cubic Bézier closest to a spring.
enum FitCommand {
  static let command = Command(
    name: "fit",
    abstract: "Find the spring closest to an easing curve, or the cubic Bézier closest to a spring.",
    discussion: """
      The source is an easing (--easing CURVE over --duration, default 0.35 s), a curve file (--curve FILE, \
      normalised by its from and to metadata or else its first and last values), or a spring (the spring \
      options; default SwiftUI's Spring()). --to spring fits the spring (unit mass, from rest) that minimises \
      the squared difference over the curve; an easing is held at its end for half its duration again, so \
      the spring must also come to rest. --to bezier fits cubic-bezier(x1, y1, x2, y2) over the spring's \
      settling time (the exact last exit from ±0.1 %). The default is the other kind. Errors are fractions \
      of the travel: the RMS and the largest difference over 401 evenly spaced samples.
      """,
    usage: "(--easing <CURVE> [--duration <T>] | --curve <FILE> | <spring options>) [--to spring|bezier] [--format <FORMAT>]",
    groups: [
      OptionGroup(title: "SOURCE OPTIONS", options: [
        EasingOptions.option,
        OptionSpec(name: "duration", valueName: "T", help: "The easing's duration, seconds (default: 0.35)."),
        OptionSpec(name: "curve", valueName: "FILE", help: "A curve file (CSV, TSV or JSON) to fit."),
        OptionSpec(name: "to", valueName: "KIND", help: "spring or bezier (default: the other kind than the source)."),
      ]),
      SpringOptions.group,
      OutputOptions.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  enum Source {
    case easing(String, EasedMotion)
    case curve(String, Curve)
    case spring(Spring)
  }

  static func source(_ args: ParsedArguments) throws(CLIError) -> Source {
    let given = ["easing", "curve"].filter { args.has($0) } + (SpringOptions.given(args) ? ["spring"] : [])
    if given.count > 1 { throw .usage("give one source: '--easing', '--curve' or a spring (got \(given.joined(separator: " and ")))") }
    if let text = args.string("easing") { return .easing(text, try EasingOptions.eased(text, args, withEndpoints: false)) }
    if args.has("duration") { throw .usage("'--duration' goes with '--easing'") }
    if let path = args.string("curve") {
      do { return .curve(path, try CurveFile.read(path: path)) } catch { throw .failure("cannot read curve \(error)") }
    }
    return .spring(try SpringOptions.spring(from: args))
  }

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    let format = try OutputOptions.format(args, default: .table)
    let source = try source(args)
    let kind = args.string("to")?.lowercased() ?? { if case .spring = source { return "bezier" } else { return "spring" } }()
    guard kind == "spring" || kind == "bezier" else { throw .usage("invalid value '\(kind)' for '--to': expected spring or bezier") }
    let (target, description) = try target(source)
    var rows: [(String, Cell, String)] = [("source", .text(description), "")]
    let error: FitError
    if kind == "spring" {
      guard let fit = SpringFit.fit(target) else { throw .failure("the fit did not converge") }
      let s = fit.spring
      rows += [("response", .number(s.response), "s"), ("dampingRatio", .number(s.dampingRatio), ""),
               ("bounce", .number(s.bounce), ""), ("stiffness", .number(s.stiffness), "N/m (mass 1)"),
               ("damping", .number(s.dampingCoefficient), "N·s/m"),
               ("settlingTime", (try? SpringMotion(spring: s, from: 0, to: 1)).map { .number($0.settlingTime()) } ?? .missing,
                "s (±0.1 %)"),
               ("swiftui", .text(".spring(response: \(Cell.format(s.response)), dampingFraction: \(Cell.format(s.dampingRatio)))"), "")]
      error = fit.error
    } else {
      guard let fit = BezierFit.fit(target) else { throw .failure("the fit did not converge") }
      let b = fit.bezier
      rows += [("x1", .number(b.x1), ""), ("y1", .number(b.y1), ""), ("x2", .number(b.x2), ""), ("y2", .number(b.y2), ""),
               ("css", .text(b.css), ""), ("duration", .number(target.duration), "s")]
      error = fit.error
    }
    rows += [("rmsError", .number(error.rms), "of the travel"), ("maxError", .number(error.max), "of the travel"),
             ("maxErrorTime", .number(error.maxTime), "s")]
    let text = format == .json ? JSONValue.object(rows.map { ($0.0, $0.1.json) }).rendered()
      : Table(columns: ["figure", "value", "unit"], rows: rows.map { [.text($0.0), $0.1, .text($0.2)] }).rendered(format)
    try context.emit(text, to: args.string("output"))
  }

  /// The normalised curve to fit and a description of it.
  static func target(_ source: Source) throws(CLIError) -> (FitTarget, String) {
    switch source {
    case .easing(let text, let eased):
      let T = eased.duration
      return (FitTarget(duration: 1.5 * T) { eased.easing.value(at: min($0 / T, 1)) },
              "\(text) over \(Plot.label(T)) s (held at its end to \(Plot.label(1.5 * T)) s)")
    case .curve(let path, let curve):
      let from = curve.number("from") ?? curve.values.first ?? 0, to = curve.number("to") ?? curve.values.last ?? 1
      guard to != from else { throw .failure("cannot fit \(path): the curve has no travel (from = to = \(Cell.format(to)))") }
      guard curve.count >= 3, curve.times.first == 0 else { throw .failure("cannot fit \(path): it needs 3 or more samples from t = 0") }
      return (FitTarget(times: curve.times, progress: curve.values.map { ($0 - from) / (to - from) }), path)
    case .spring(let spring):
      let motion: SpringMotion
      do { motion = try SpringMotion(spring: spring, from: 0, to: 1) } catch { throw .usage("invalid spring: \(error)") }
      let settle = motion.settlingTime()
      guard settle.isFinite else { throw .usage("the spring is undamped and never settles; a Bézier cannot follow it") }
      return (FitTarget(duration: settle) { motion.value(at: $0) }, "\(PlotCommand.springLabel(spring)) over \(Cell.format(settle)) s")
    }
  }
}
