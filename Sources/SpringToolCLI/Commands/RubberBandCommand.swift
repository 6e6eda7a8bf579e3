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
    groups: [
      OptionGroup(title: "DRAG OPTIONS", options: Groups.options(RubberBandRequest.parameters), usage: "--offset <X[,X…]> --dimension <D> [--engine <NAME>]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in
      let format = try output.format(args)
      let request = try answering { () throws(ParameterProblem) in try RubberBandRequest(args.parameters) }
      try output.write(request.report, args, &context, format: format)
    })
}
