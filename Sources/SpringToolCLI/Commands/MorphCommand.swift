import SpringToolCore
import SpringToolFormats
import SpringToolReports
import SpringToolRequests
import SpringToolScenes
import _SpringToolSupport

/// `springtool morph`: several values animated by one spring (a frame, a point, a colour).
enum MorphCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, formats: [.csv, .tsv, .json, .jsonl, .table])

  static let command = Command(
    name: "morph", abstract: "Animate several values with one spring (a frame x,y,w,h[,r], a size, a colour), with retargets.",
    discussion: """
      Each component is its own exact spring motion with the same spring, as SwiftUI animates AnimatableData and \
      matchedGeometryEffect. --retarget T:a,b,… gives every component a new target at T, keeping positions and \
      velocities (SwiftUI's merge). --scene NAME takes the components, their bounds and the spring of a seed component \
      ('--scene list' or 'springtool scenes' names them; --set and --ios change their assumptions); --back runs it the other way with the scene's own way-back spring. The summary gives \
      each component's settle time (the exact last exit from ±0.1 % of its travel), overshoot in its units and in % of \
      its travel, the range it sweeps and how close it comes to its bounds; --at T adds each value and its progress at T. \
      Then one row per frame: t and each component.
      """,
    groups: [
      OptionGroup(
        title: "VECTOR OPTIONS",
        options: Groups.options(MorphRequest.sceneParameters) + Groups.sceneAssumptionOptions
          + Groups.options(MorphRequest.valueParameters) + [Groups.velocityUnit, Groups.density] + Groups.options(MorphRequest.moreParameters),
        usage: "(--scene <NAME> | --from <LIST> --to <LIST>)"),
      Groups.spring, Groups.sampling, output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try output.format(args)
    if args.string(.scene)?.lowercased() == "list" { return try output.write(Report(figures: VectorReport.scenes), args, &context, format: format) }
    let morph = try answering { () throws(ParameterProblem) in try MorphRequest(args.parameters).answer() }
    let precision = try Groups.precision(args)
    let settle = morph.settlingTime
    let note = "settles     \(settle.isFinite ? Describe.f(settle) + " s (every component within ±0.1 % of its travel)" : "never")\n"
    try context.emitFrames(
      format, to: args.string(.output), precision: precision,
      summary: (
        note + context.render(morph.components, .table, precision: precision) + "\n",
        [("settlingTime", settle.isFinite ? .number(settle) : .null), ("components", morph.components.json)],
        morph.metadata
      ),
      key: "frames", columns: morph.columns, count: morph.grid.count, morph.row)
  }
}
