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
      OptionGroup(
        title: "SOURCE OPTIONS",
        options: [
          Groups.easingOption, Groups.easingDurationOption,
          Groups.option(FitRequest.kind),
        ], usage: "[<curve> | --easing <CURVE> | <spring options>] [--as spring|bezier]"),
      Groups.spring, output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try output.format(args)
    let read = context.curveReader()
    let request = try answering { () throws(ParameterProblem) in
      try FitRequest(args.parameters, file: args.positionals.first, read: read)
    }
    try output.write(try answering { () throws(ParameterProblem) in try request.answer() }, args, &context, format: format)
  }
}
