import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolRequests

/// `springtool analyze`: when a motion settles (by every platform's definition) and how it moves.
enum AnalyzeCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, formats: Groups.reportFormats)

  static let command = Command(
    name: "analyze", abstract: "Settling times under every platform's definition, overshoot, crossings and rise times.",
    discussion: """
      Settling: the exact last exit from ±ε of the travel (--epsilon) or from ±--band value units; SwiftUI \
      Spring.settlingDuration (the property, and the method with this motion); Core Animation's settlingDuration; \
      Compose's estimateAnimationDurationMillis (--visibility-threshold); Android SpringAnimation's rest \
      (--min-visible-change, frames at --fps on the --android-clock). Shape: peak overshoot, the deepest undershoot \
      after it, band crossings, period, 50 % and 90 % times. With --engine, also how that platform renders it: its end, \
      its drift from the exact curve, its overshoot. With --retarget or --easing: the whole motion's settling time \
      (saying how it was found) and overshoot past the final target. With --scene NAME alone: every property the \
      scene's state change animates, with its animation, end and overshoot (--reverse for the way back).
      """,
    groups: [
      Groups.springOrScene, Groups.motion,
      OptionGroup(
        title: "ANALYSIS OPTIONS",
        options: [
          Groups.option(RecipeInput.epsilonParameter),
          Groups.option(AnalyzeRequest.band), Groups.option(AnalyzeRequest.framesPerSecond),
        ], usage: "[--epsilon <E> | --band <D>]"),
      OptionGroup(
        title: "ENGINE OPTIONS", options: Groups.engineOptions("Also analyze how a platform renders the spring:"),
        usage: "[--engine <NAME>]"),
      OptionGroup(
        title: "RETARGET AND EASING OPTIONS",
        options: Groups.retargetOptions + [
          Groups.easingOption,
          Groups.easingDurationOption,
        ], usage: "[--retarget <T:VALUE>]…"),
      OptionGroup(
        title: "DECAY OPTIONS", options: Groups.decayOptions + [Groups.option(AnalyzeRequest.distance)],
        usage: "[--decay [--decay-model <MODEL>] [--distance <D>]]"),
      OptionGroup(title: "SCENE OPTIONS", options: [Groups.reverseOption], usage: "[--reverse]"), output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try output.format(args), precision = try Groups.precision(args)
    let report = try answering { () throws(ParameterProblem) in try AnalyzeRequest(args.parameters).report(precision: precision) }
    try output.write(report, args, &context, format: format)
  }
}
