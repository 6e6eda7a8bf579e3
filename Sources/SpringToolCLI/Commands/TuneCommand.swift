import SpringToolCore
import SpringToolPlatforms
import SpringToolReports
import SpringToolRequests
import SpringToolTuning
import _SpringToolSupport

/// `springtool tune`: the spring that meets a shape target and a timing target.
enum TuneCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, formats: Groups.reportFormats)

  static let command = Command(
    name: "tune", abstract: "Solve for the spring that settles in a given time and overshoots by a given amount.",
    discussion: """
      Give one shape target (--overshoot P: the first peak's overshoot in percent of the travel, the % sign optional; \
      --bounce B; or --damping Z, the damping ratio) and one timing target (--settle T in seconds; --peak-time T, the time \
      of the first peak; or --response R). The overshoot fixes ζ = −ln p/√(π² + ln² p) exactly (p = P/100; 0 % gives ζ = \
      1, the fastest spring without overshoot); the settling time is met by solving for the response under \
      --settle-definition: exact (default: the last exit from ±--epsilon of the travel), swiftui (Spring.settlingDuration), \
      core-animation (CASpringAnimation's settlingDuration), compose (estimateAnimationDurationMillis with \
      --visibility-threshold), android (SpringAnimation's rest with --min-visible-change at --fps) or engine:NAME (that \
      engine's own end at --fps). The motion is from --from to --to (default 0 → 1) from rest. The achieved figures, \
      computed from the result by the same library calls as analyze, are printed beside the targets.
      """,
    groups: [
      OptionGroup(
        title: "TARGETS", options: Groups.options(TuneRequest.shapeParameters + TuneRequest.timingParameters),
        usage: "(--overshoot <P%> | --bounce <B> | --damping <Z>) (--settle <T> | --peak-time <T> | --response <R>)"),
      OptionGroup(
        title: "SETTLING OPTIONS",
        options: [Groups.option(TuneRequest.settleDefinition), Groups.option(RecipeInput.epsilonParameter)]
          + Groups.options([TuneRequest.from, TuneRequest.to, TuneRequest.framesPerSecond]) + SettlingDefinition.settingsRead.map(Groups.option),
        usage: "[--settle-definition <NAME>]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try output.format(args)
    let request = try answering { () throws(ParameterProblem) in try TuneRequest(args.parameters) }
    let report = try answering { () throws(ParameterProblem) in try request.answer() }
    try output.write(report.report, args, &context, format: format)
  }
}
