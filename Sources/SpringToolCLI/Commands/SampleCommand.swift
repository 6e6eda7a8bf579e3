import SpringToolCore
import SpringToolFormats
import SpringToolPlots
import SpringToolReports
import SpringToolSolvers
import SpringToolRequests

/// `springtool sample`: a motion as rows of `t,value,velocity`.
enum SampleCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.csv, plot: true)

  static let command = Command(
    name: "sample", abstract: "Sample a spring's (or an easing's) motion over time as t,value,velocity.",
    discussion: """
      The first row is t = 0 at --from with --velocity; the last row is at the duration. With no spring options the \
      spring is SwiftUI's Spring() (duration 0.5, bounce 0). Velocities are in value units per second. --backend \
      analytic evaluates the exact closed form; the integrators are driven to each sample time in turn. --engine renders \
      the motion the way a platform runs it, at --fps. With --easing CURVE the value follows the easing from --from to \
      --to over --duration. Files carry the recipe that made them in their header, so 'springtool verify FILE' \
      recomputes and checks them.
      """,
    groups: [
      Groups.springOrScene, Groups.motion, Groups.sampling,
      OptionGroup(
        title: "BACKEND OPTIONS",
        options: Groups.backendOptions + [
          OptionSpec(option: .trace, value: nil, help: "Print the integrator's steps (t, h, accepted or rejected) instead of the samples.")
        ], usage: "[<backend options>]"),
      OptionGroup(
        title: "ENGINE OPTIONS", options: Groups.engineOptions("How a platform animates the spring (default: exact, where --backend applies):"),
        usage: "[--engine <NAME>]"),
      OptionGroup(title: "RETARGET OPTIONS", options: Groups.retargetOptions, usage: "[--retarget <T:VALUE>]…"),
      OptionGroup(title: "EASING OPTIONS", options: [Groups.easingOption], usage: "[--easing <CURVE>]"),
      OptionGroup(title: "DECAY OPTIONS", options: Groups.decayOptions, usage: "[--decay [--decay-model <MODEL>]]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let request = try answering { () throws(ParameterProblem) in try SampleRequest(args.parameters) }
    let sampled = try answering { () throws(ParameterProblem) in try request.answer() }
    let (curve, grid) = (sampled.curve, sampled.grid)
    let format = try output.format(args)
    if args.flag(.trace) { return try trace(curve, grid, format, args, &context) }
    try CurveOutput.write(
      curve, times: .grid(grid), metadata: sampled.metadata(request.recipe, generator: CurveOutput.generator("sample")), args,
      &context, format: format
    ) { () throws(CLIError) in
      try Pictures.motionPlot(
        title: sampled.label, [PlotSource(label: "\(sampled.label) (\(sampled.renderer))", curve: curve, recipe: request.recipe)],
        frames: grid, until: grid.duration, args: args)
    }
  }

  /// The integrator's attempts, one row per step.
  static func trace(
    _ curve: any MotionCurve, _ grid: SampleGrid, _ format: OutputFormat, _ args: Arguments,
    _ context: inout RunContext
  ) throws(CLIError) {
    guard let solved = curve as? SolvedMotion, solved.solver.settings != nil else {
      throw .usage("'--trace' needs an integrator backend ('--backend gsl' or '--backend swift') and no retargets")
    }
    let table: Table
    do { table = try IntegratorTrace.table(solved, at: .grid(grid)) } catch { throw .failure(Spelling.text(ParameterProblem(error))) }
    try output.write(Report(figures: table), args, &context, format: format)
  }
}
