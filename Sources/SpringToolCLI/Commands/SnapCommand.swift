import SpringToolPlatforms
import SpringToolRequests

/// `springtool snap`: the point each platform snaps a release to, and the spring that takes it there.
enum SnapCommand {
  static let output = Groups.Output(.table, formats: Groups.reportFormats)
  static let points = Groups.option(SnapRequest.points)

  static let command = Command(
    name: "snap", abstract: "Snap a release to one of several points as each platform does: the point, the velocity handed on, the spring.",
    discussion: "A carousel, a pager or a sheet's detents: --points are the rest positions, --from and --velocity the release. uikit "
      + "projects the release with UIScrollView's deceleration (WWDC18) and takes the nearest point; flutter (PageView), android "
      + "(PagerSnapHelper) and compose (HorizontalPager) take them as pages; react-native, reanimated and motion are their apps' own snaps "
      + "(Animated.decay's rest, redash's snapPoint, inertia's modifyTarget). Each hands the velocity to a spring in its unit (the spring options, else the platform's own), but android scrolls over a set time and motion's inertia decays onto the point. The end by the platform's rule, the overshoot; json adds the frames.",
    groups: [
      OptionGroup(
        title: "SNAP OPTIONS",
        options: [points] + Groups.options([SnapRequest.from, SnapRequest.velocity])
          + [Groups.velocityUnit, Groups.option(SnapRequest.engine)] + SnapRequest.settings.map(Groups.option)
          + [
            Groups.option(SnapRequest.framesPerSecond)
          ], usage: "--points <A,B,…> --from <X> --velocity <V> [--engine <NAME>]"),
      OptionGroup(title: "SPRING OPTIONS (default: each platform's own)", options: Groups.springOptions + Groups.tokenOptions, usage: "[<spring options>]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in
      let format = try output.format(args)
      let request = try answering { () throws(ParameterProblem) in try SnapRequest(args.parameters) }
      let report = try answering { () throws(ParameterProblem) in try request.report() }
      try output.write(report, args, &context, format: format)
    })
}
