import SpringToolFormats
import SpringToolPlatforms
import SpringToolRequests

/// `springtool rubber-band`: a drag past an edge as each platform shows it.
enum RubberBandCommand {
  static let output = Groups.Output(.table, formats: Groups.reportFormats)

  static let command = Command(
    name: "rubber-band", abstract: "Show how far content dragged past its edge moves on each platform (UIKit, Flutter, Motion).",
    discussion: "--offset is the finger's distance past the edge (a comma-separated list; negative: past the start); each "
      + "column is the distance the content shows past the edge: UIScrollView's (1 − 1/(x·c/d + 1))·d (WWDC18), Flutter's "
      + "BouncingScrollPhysics (friction 0.52·(1 − overscroll/viewport)² per pointer event), Motion's dragElastic·x. Android "
      + "and Compose stretch an EdgeEffect instead; Reanimated's rubber band follows a release (sample --decay --engine "
      + "reanimated --rubber-band).",
    groups: [OptionGroup(title: "DRAG OPTIONS", options: [
      OptionSpec(option: .offset, value: "X[,X…]", help: "The finger's distance past the edge, value units."),
      OptionSpec(option: .dimension, value: "D", help: "The view's length along the drag (UIScrollView's bounds, Flutter's viewport), "
        + "value units (> 0).", check: .number),
      OptionSpec(option: .engine, value: "NAME", help: "One platform: " + RubberBands.all.map(\.info.engine).joined(separator: ", ")
        + " (default: all)."),
      OptionSpec(option: .coefficient, value: "C", help: "uikit: the coefficient c (default: 0.55).", check: .number),
      OptionSpec(option: .elastic, value: "E", help: "motion: dragElastic, 0 to 1 (default: 0.35).", check: .number),
      OptionSpec(option: .events, value: "N", help: "flutter: the pointer events the drag past the edge arrives in (default: 30).",
                 check: .number),
    ], usage: "--offset <X[,X…]> --dimension <D> [--engine <NAME>]"),
      output.group],
    run: { args, context throws(CLIError) in
      let format = try output.format(args)
      let request = try answering { () throws(ParameterProblem) in try RubberBandRequest(args.parameters) }
      try output.write(request.report, args, &context, format: format)
    })
}
