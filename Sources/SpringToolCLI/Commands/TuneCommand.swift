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
      OptionGroup(title: "TARGETS", options: [
        OptionSpec(option: .overshoot, value: "P%", help: "Peak overshoot, percent of the travel, 0 ≤ P < 100."),
        OptionSpec(option: .bounce, value: "B", help: "SwiftUI bounce in (−1, 1)."),
        OptionSpec(option: .damping, value: "Z", help: "Damping ratio ζ > 0."),
        OptionSpec(option: .settle, value: "T", help: "Settling time, seconds.", check: .number),
        OptionSpec(option: .peakTime, value: "T", help: "Time of the first peak, seconds (needs some overshoot).", check: .number),
        OptionSpec(option: .response, value: "R", help: "Response (2π/ω0), seconds."),
      ], usage: "(--overshoot <P%> | --bounce <B> | --damping <Z>) (--settle <T> | --peak-time <T> | --response <R>)"),
      OptionGroup(title: "SETTLING OPTIONS", options: [
        OptionSpec(option: .settleDefinition, value: "NAME",
                   help: Arguments.list(SettlingDefinition.names.dropLast().enumerated().map { $0.offset == 0 ? $0.element + " (default)" : $0.element }
                     + ["engine:NAME"]) + "."),
        OptionSpec(option: .epsilon, value: "E", help: "Band ±E of the travel for exact, swiftui and core-animation (default: 0.001).", check: .number),
        OptionSpec(option: .from, value: "A", help: "Start value (default: 0).", check: .number),
        OptionSpec(option: .to, value: "B", help: "Target value (default: 1); the travel is B − A.", check: .number),
        OptionSpec(option: .fps, value: "F", help: "Frame rate for android and engines (default: 60).", check: .number),
      ] + SettlingDefinition.settingsRead.map(Groups.option),
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
