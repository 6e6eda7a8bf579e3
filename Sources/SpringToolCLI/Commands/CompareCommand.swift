import SpringToolCore
import SpringToolCurves
import SpringToolEasing
import SpringToolPlatforms
import SpringToolPlots
import SpringToolRegression
import SpringToolReports
import SpringToolScenes
import SpringToolRequests

/// `springtool compare A B`: how far two curves are apart.
enum CompareCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, plot: true, formats: Groups.reportFormats)

  static let command = Command(
    name: "compare", abstract: "Compare two curves (spring specs or curve files) on one time grid.",
    discussion: """
      A and B are each a spec, comma-separated key=value pairs of the spring, motion, backend, engine and easing options \
      (response=0.4,damping=0.8; preset=bouncy,to=300; preset=snappy,backend=swift,method=rkf45; \
      easing=ease-in-out,duration=0.5), or a curve file (CSV, TSV or JSON, as sample writes it; - reads standard input). \
      The grid is the first file's times; for two specs, the sampling options (default: until both end). A file on \
      another grid is interpolated (cubic Hermite with velocities). --preset A --preset B compares two presets (on --engine, if given). --engine A --engine B renders the spring of the \
      spring options (or of --scene NAME, a one-value scene with its from and to) on two platforms; a scene of several \
      values compares each spring track in its own unit (points, degrees, fractions), one row each, and --tolerance \
      applies to every track. --retarget T:VALUE (repeatable) taps both engines alike; --decay flings both. --easing CURVE compares an easing with A or with the spring options. With \
      --tolerance, exits 1 when max |Δvalue| exceeds it. --plot draws both curves and their difference B − A.
      """,
    arguments: [("[<A>]", "A spec or a curve file."), ("[<B>]", "A spec or a curve file.")], maximumPositionals: 2,
    groups: [
      Groups.springOrSceneOverlay, Groups.motion, Groups.sampling,
      OptionGroup(
        title: "ENGINE AND EASING OPTIONS",
        options: [
          Groups.engineOption(
            "Give twice (A, then B) to compare two platforms' renderings: " + Engines.ids.joined(separator: ", ") + ".",
            repeatable: true),
          Groups.easingOption, Groups.option(RecipeParameter.retarget),
        ] + Groups.decayOptions + Groups.engineOptions("").dropFirst(), usage: "[--engine <A> --engine <B> [--retarget <T:VALUE>]… | --easing <CURVE>]"),
      OptionGroup(
        title: "COMPARISON OPTIONS",
        options: [
          Groups.option(CompareRequest.tolerance),
          Groups.option(RecipeInput.epsilonParameter),
          Groups.option(PlotRequest.title),
        ], usage: "[--tolerance <T>]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let read = context.curveReader()
    let request = try answering { () throws(ParameterProblem) in try CompareRequest(args.parameters, curves: args.positionals, read: read) }
    let format = try output.format(args)
    let answer = try answering { () throws(ParameterProblem) in try request.answer() }
    switch answer {
    case .scene(let comparison): try output.write(comparison.report(tolerance: request.tolerance), args, &context, format: format)
    case .curves(let report, let times):
      try Pictures.check(plot: args.string(.plot), output: args.string(.output))
      if args.string(.plot) != "-" || args.string(.output) != nil {
        try output.write(report.report(tolerance: request.tolerance), args, &context, format: format)
      }
      if let path = args.string(.plot) {
        let title = args.string(.title) ?? "\(report.a.label) vs \(report.b.label)"
        let plot = try answering { () throws(ParameterProblem) in
          do throws(MotionError) { return try report.plot(title: title, frames: times.grid, epsilon: request.epsilon, yLabel: args.string(.yLabel)) } catch {
            throw ParameterProblem(.failure, ParameterProblem(error).message)
          }
        }
        try Pictures.write(plot, to: path, &context)
      }
    }
    if let problem = request.exceeded(answer) { throw CLIError(problem) }
  }
}
