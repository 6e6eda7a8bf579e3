import SpringToolRequests

/// `springtool lint`: what a motion, or each track of a scene, asks of a viewer, beside the guidelines.
enum LintCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, formats: Groups.reportFormats)

  static let command = Command(
    name: "lint", abstract: "What a motion asks of a viewer: overshoot, swings, speed, reach, duration, reduced motion.",
    discussion: """
      Facts beside the guidelines they relate to (WCAG 2.2 SC 2.3.3 and 2.2.2, Apple's HIG, WebKit on vestibular triggers), never a score: \
      motion animation in WCAG's sense or not, end, overshoot, swings beyond 1 % of the travel, peak speed, reach and its share of the --viewport \
      (WxH points), and the platforms whose reduced-motion rule removes it. A motion is a position along the width unless --property says otherwise.
      """,
    groups: [
      Groups.springOrScene, Groups.motion,
      OptionGroup(
        title: "LINT OPTIONS",
        options: [
          Groups.option(LintRequest.viewport), Groups.option(LintRequest.largeArea), Groups.option(RecipeInput.epsilonParameter),
          Groups.option(LintRequest.framesPerSecond),
        ], usage: "[--viewport <WxH>] [--large-area <F>]"),
      OptionGroup(title: "ENGINE OPTIONS", options: Groups.engineOptions("Measure the motion as a platform renders it:"), usage: "[--engine <NAME>]"),
      OptionGroup(
        title: "RETARGET, EASING AND DECAY OPTIONS",
        options: Groups.retargetOptions + [Groups.easingOption, Groups.easingDurationOption]
          + Groups.decayOptions, usage: "[--easing <CURVE>] [--decay]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in
      let format = try output.format(args)
      try output.write(try answering { () throws(ParameterProblem) in try LintRequest(args.parameters).answer() }.report, args, &context, format: format)
    })
}
