import SpringToolFormats
import SpringToolPlatforms
import SpringToolRequests

/// `springtool match`: one reference spring, the config on every platform that follows it best, measured.
enum MatchCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, plot: true, formats: Groups.reportFormats)

  static let command = Command(
    name: "match", abstract: "Find each platform's config that best follows one spring, with its measured error.",
    discussion: """
      The reference is the spring's exact motion from --from to --to at --fps, or a curve file's (from and to: its metadata, else its ends; its closest spring starts each search). For every engine (or each --engine), the config in that \
      platform's own numbers (SwiftUI's duration and bounce, Android's stiffness and damping ratio, UIKit's duration, react-spring's \
      tension and friction, …) that minimises the worst per-frame difference between the platform's rendering (its engine: clock, \
      arithmetic, end rule) and the reference, over the reference's motion and on until the platform ends. Numbers are rounded to 5 \
      significant digits and measured again; the exact conversion's error is shown beside, and the best is never worse. Errors are in % \
      of the travel. CSS linear() within --max-error is a row too; --stand-in CURVE (repeatable, over --stand-in-duration seconds) \
      measures an easing a design system uses in place of the spring. --plot draws every platform's best over the reference.
      """,
    arguments: [("[<curve>]", "A curve file (or recorded frames) to match instead of a spring.")], maximumPositionals: 1,
    groups: [
      Groups.springOrScene, Groups.motion,
      OptionGroup(
        title: "MATCH OPTIONS",
        options: Groups.options(MatchRequest.comparedParameters) + [Groups.option(RecipeInput.epsilonParameter)]
          + Groups.options(MatchRequest.otherCurveParameters) + Groups.engineOptions("An engine to match on (repeatable; default: all):", repeatable: true),
        usage: "[<match options>] [--engine <NAME>]…"), output.group,
    ],
    run: { args, context throws(CLIError) in
      let (format, path) = (try output.format(args), args.string(.plot))
      try Pictures.check(plot: path, output: args.string(.output))
      let curve = try args.positionals.first.map { file throws(CLIError) in
        do { return (file, try context.readCurve(file)) } catch { throw .failure("cannot read curve \(error)") }
      }
      let answer = try answering { () throws(ParameterProblem) in try MatchRequest(args.parameters, curve: curve).answer() }
      let plot = try path.map { _ throws(CLIError) in try answering { () throws(ParameterProblem) in try answer.plot() } }
      if path != "-" || args.string(.output) != nil { try output.write(answer.report, args, &context, format: format) }
      guard let path, let (sources, grid) = plot else { return }
      try Pictures.write(try Pictures.motionPlot(title: "match", sources, frames: grid, until: grid.duration, args: args), to: path, &context)
    })
}
