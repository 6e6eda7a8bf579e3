import SpringToolFormats
import SpringToolPlatforms
import SpringToolReports
import SpringToolRequests

/// `springtool convert`: one spring in every parameter family, or written for one platform.
enum ConvertCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, formats: Groups.reportFormats)

  static let command = Command(
    name: "convert", abstract: "Show a spring in every parameter family (SwiftUI, Core Animation, Android, react-spring, …).",
    discussion: """
      The numbers given are printed back as given; the other families are derived. Families that fix the mass at 1 \
      (Android, Compose, Origami) are given for the unit-mass spring with the same motion (k/m, c/m). --format json has \
      the keys mass, stiffness, dampingCoefficient, dampingRatio, response, bounce, tension, friction and more. With \
      --as PLATFORM: that platform's parameters and code with the closest feel; velocities are converted explicitly \
      between units per second and fractions of the travel (--to − --from) per second (Core Animation, UIKit) or per \
      millisecond (react-spring). A Reanimated duration config (--reanimated-duration) resolves its stiffness from the \
      motion's start: give --from, --to and --velocity for yours (default: a start at rest).
      """,
    groups: [
      OptionGroup(
        title: Groups.springOrScene.title,
        options: Groups.springOrScene.options + [
          Groups.option(ConvertRequest.duration)
        ], usage: Groups.springOrScene.usage),
      OptionGroup(
        title: "PLATFORM OPTIONS",
        options: [
          Groups.option(ConvertRequest.platform)
        ] + Groups.motionOptions.filter { $0.option != .relativeVelocity }, usage: "[--as <PLATFORM> [<motion options>]]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try output.format(args)
    let report = try answering { () throws(ParameterProblem) in try ConvertRequest(args.parameters).report() }
    try output.write(report, args, &context, format: format)
  }
}
