import SpringToolCommandLine
import SpringToolCore
import SpringToolEasing
import SpringToolFormats
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolRequests
import _SpringToolSupport

/// `springtool export --as FORMAT`: a spring or an easing for the web, as frames, or as platform code.
enum ExportCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, formats: Groups.reportFormats)

  static let command = Command(
    name: "export", abstract: "Export a spring or an easing as CSS linear(), CSS keyframes, JSON frames or platform code.",
    discussion: """
      --as css-linear prints a CSS linear() easing and its duration, simplified (Ramer–Douglas–Peucker) to within \
      --max-error of the travel (default 0.001); the printed text is parsed back and checked on a 40 001-point grid, and \
      the error it reaches is stated. A spring's duration is the exact time it settles within half that error, rounded up \
      to a millisecond, so the jump to the target at the end is inside the bound too. --as css-keyframes writes the same \
      stops as @keyframes of --property (default 'transform: translateX({}px)', {} is the value) from --from to --to. \
      --as frames writes every frame at --fps from --from to --to (JSON by default). --as \(Arguments.list(Platforms.springCodeTargets.map(\.id))) \
      print code (springs as in 'convert --as'; easings as cubic Béziers, fitted when they are not one, where the \
      platform has easings); with --retarget T:VALUE (repeatable) the code adds each second tap: the call a developer \
      writes then, and where the platform takes the value and velocity from. --decay writes the platform's fling from --from at \
      --velocity (its default decay, or --decay-model) with the settings given; --points A,B,… writes its snap of that release (as 'snap' picks), with the spring given.
      """,
    groups: [
      OptionGroup(
        title: "EXPORT OPTIONS",
        options: Groups.options(ExportRequest.parameters) + [
          // A property's refusal is worded by the request (it names what a template needs).
          Groups.option(ExportRequest.property, check: ValueCheck { text, _ in ExportRequest.propertyProblem(text).map(Spelling.text) })
        ], usage: "--as <FORMAT>"),
      Groups.springOrScene,
      OptionGroup(title: "MOTION OPTIONS", options: Groups.motionOptions.filter { $0.option != .relativeVelocity }, usage: "[<motion options>]"),
      OptionGroup(title: "RETARGET OPTIONS", options: [Groups.option(RecipeParameter.retarget)], usage: "[--retarget <T:VALUE>]…"),
      OptionGroup(
        title: "EASING OPTIONS",
        options: [
          Groups.easingOption,
          Groups.option(ExportRequest.duration),
        ], usage: "[--easing <CURVE> [--duration <T>]]"),
      OptionGroup(
        title: "DECAY AND SNAP OPTIONS", options: Groups.decayOptions + DecayModels.settings.map(Groups.option) + [SnapCommand.points],
        usage: "[--decay [--decay-model <MODEL>] | --points <A,B,…>]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let request = try answering { () throws(ParameterProblem) in try ExportRequest(args.parameters) }
    let format = try output.format(args, default: request.target == .frames ? .json : .table)
    let precision = try Groups.precision(args)
    switch try answering({ () throws(ParameterProblem) in try request.answer() }) {
    case .report(let report): try output.write(report, args, &context, format: format)
    case .frames(let frames, let metadata):
      try context.stream(
        to: args.string(.output), columns: ["t", "value", "velocity"], format: format == .table ? .csv : format, metadata: metadata, precision: precision,
        count: frames.count
      ) { i in
        [.number(frames[i].t), .number(frames[i].value), .number(frames[i].velocity)]
      }
    }
  }
}
