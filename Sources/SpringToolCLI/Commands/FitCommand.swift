import SpringToolCurves
import SpringToolEasing
import SpringToolFormats
import SpringToolPlatforms
import SpringToolPlots
import SpringToolRegression
import SpringToolReports
import SpringToolRequests
import SpringToolScenes
import SpringToolTuning

/// `springtool fit`: the spring closest to an easing or a curve file, or the cubic Bézier closest to a spring.
enum FitCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, formats: Groups.reportFormats)

  static let command = Command(
    name: "fit", abstract: "Find the spring closest to an easing or a curve file, or the cubic Bézier closest to a spring.",
    discussion: """
      The source is an easing (--easing CURVE over --duration, default 0.35 s), a curve file (the argument; - reads \
      standard input; normalised by its from and to metadata, else its first and last values), or a spring (the spring \
      options; default SwiftUI's Spring()). --as spring fits the spring (unit mass, from rest) that minimises the squared \
      difference over the curve; an easing is held at its end for half its duration again, so the spring must also come \
      to rest. --as bezier fits cubic-bezier(x1, y1, x2, y2) over the spring's settling time (the exact last exit from \
      ±0.1 %). The default is the other kind. Errors are fractions of the travel: the RMS and the largest difference over \
      401 evenly spaced samples (a file's own samples).
      """,
    arguments: [("[<curve>]", "A curve file to fit (CSV, TSV or JSON).")], maximumPositionals: 1,
    groups: [
      OptionGroup(title: "SOURCE OPTIONS", options: [
        Groups.easingOption, Groups.easingDurationOption,
        OptionSpec(option: .as, value: "KIND", help: "spring or bezier (default: the other kind than the source)."),
      ], usage: "[<curve> | --easing <CURVE> | <spring options>] [--as spring|bezier]"),
      Groups.spring, output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  enum Kind: String, CaseIterable { case spring, bezier }

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try output.format(args)
    let spring = try Groups.springRequest(args)
    let sources = [args.positionals.first.map { _ in "a curve file" }, args.string(.easing).map { _ in "'--easing'" },
                   spring.isEmpty ? nil : "the spring options"].compactMap { $0 }
    if sources.count > 1 { throw .usage("give one source: a curve file, '--easing' or a spring (got \(sources.joined(separator: " and ")))") }
    if args.has(.duration) && !args.has(.easing) { throw .usage("'--duration' goes with '--easing'") }
    let (target, description, isSpring) = try target(args, context)
    let kind = try args.choice(.as, Kind.self, among: Kind.allCases) ?? (isSpring ? .bezier : .spring)
    let table: Table
    switch kind {
    case .spring:
      guard let fit = SpringFit.fit(target) else { throw .failure("the fit did not converge") }
      table = FitReport.spring(fit, source: description)
    case .bezier:
      guard let fit = BezierFit.fit(target) else { throw .failure("the fit did not converge") }
      table = FitReport.bezier(fit, target: target, source: description)
    }
    try output.write(FitReport.report(table), args, &context, format: format)
  }

  /// The normalised curve to fit, a description, and whether the source is a spring.
  static func target(_ args: Arguments, _ context: RunContext) throws(CLIError) -> (FitTarget, String, Bool) {
    if let text = args.string(.easing) {
      let eased: EasedMotion, duration = try answering { () throws(ParameterProblem) in try args.parameters.seconds("duration") } ?? CurveRecipe.defaultEasingDuration
      do { eased = try EasedMotion(easing: Easing.parse(text), duration: duration) } catch {
        throw .usage("invalid value '\(text.prefix(80))' for '--easing': \(error)")
      }
      let T = eased.duration
      return (.easing(eased.easing, duration: T), "\(text) over \(Plot.label(T)) s (held at its end to \(Plot.label(1.5 * T)) s)", false)
    }
    if let path = args.positionals.first {
      let curve: Curve
      do { curve = try context.readCurve(path) } catch { throw .failure("cannot read curve \(error)") }
      do {
        return (try .samples(times: curve.times, values: curve.values, from: curve.number("from") ?? curve.values.first ?? 0,
                             to: curve.number("to") ?? curve.values.last ?? 1), path, false)
      } catch {
        switch error {
        case .noTravel(let x): throw .failure("cannot fit \(path): the curve has no travel (from = to = \(Describe.f(x)))")
        default: throw .failure("cannot fit \(path): it needs 3 or more samples from t = 0")
        }
      }
    }
    let spec = try Groups.specification(args)
    do {
      let target = try FitTarget.spring(spec.spring)
      return (target, "\(Describe.label(spec)) over \(Describe.f(target.duration)) s", true)
    } catch { throw .usage("the spring is undamped and never settles; a Bézier cannot follow it") }
  }
}
