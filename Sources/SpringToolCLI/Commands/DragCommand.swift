import SpringToolCore
import SpringToolCurves
import SpringToolFormats
import SpringToolGestures
import SpringToolReports
import SpringToolScenes
import SpringToolRequests

/// `springtool drag`: the drag-to-snap switch, decided and animated.
enum DragCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, plot: true)

  static let command = Command(
    name: "drag", abstract: "Simulate dragging a custom switch: the on/off decision, the knob's path, its settle and overshoot.",
    discussion: """
      Positions are points from the knob's left rest position (0 is off, the travel is on; beyond them the knob has left the \
      track). The gesture is --translation (with --translation-y, --velocity and --drag-duration) or --gesture FILE of timed \
      samples t,translation[,translation_y] (- reads standard input). A touch that moves less than --minimum-distance (in \
      2-D) is a tap. On release the policy decides: projected (default) asks whether the knob, carried on by its momentum, \
      ends past the midpoint; position whether it is past it; naive reads the commonly published "dragOffset + translation \
      > maxOffset/2" in this geometry; published is the article's CustomSwitch exactly (70×36, knob 30, no padding: a \
      40 pt travel; the translation clamped to ±20 relative to the start, so the knob can leave the track; the translation \
      counted twice, the start ignored; no tap handler; the knob springs from rest). The knob then springs to its end with \
      the spring options (default: response 0.25, damping 0.7, the article's). The summary gives the settle time (the \
      knob's last exit from ±0.1 % of the travel, from the touch), the overshoot past the end in points and % of the \
      travel, and how far the knob goes past the track's ends.
      """,
    groups: [
      OptionGroup(
        title: "GESTURE OPTIONS",
        options: Groups.options(DragInput.gestureParameters) + [Groups.velocityUnit, Groups.density]
          + Groups.options(DragInput.moreGestureParameters), usage: "(--translation <X> | --gesture <FILE>) [--start on|off]"),
      OptionGroup(title: "SWITCH OPTIONS", options: Groups.options(DragInput.switchParameters), usage: "[--policy <NAME>]"),
      OptionGroup(
        title: "SPRING OPTIONS (the release spring; default: response 0.25, damping 0.7)", options: Groups.springOptions + Groups.tokenOptions,
        usage: "[<spring options>]"),
      OptionGroup(title: "SAMPLING OPTIONS", options: Groups.options(DragInput.pathParameters), usage: "[<sampling options>]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try output.format(args)
    let request = try answering { () throws(ParameterProblem) in try DragRequest(args.parameters, read: context.gestureReader()) }
    if args.parameters.flag(DragInput.comparePolicies.key) {
      let geometry = ![DragInput.trackWidth, DragInput.padding, DragInput.scene].contains { args.parameters.has($0.key) }
      return try output.write(Report(figures: request.policies(policyGeometry: geometry)), args, &context, format: format)
    }
    let answer = try answering { () throws(ParameterProblem) in try request.answer() }
    let (model, decision, figures, grid) = (request.model, answer.decision, answer.figures, answer.grid)
    let summary = SwitchDragReport.figures(model, decision, figures, reason: Describe.reason(decision.reason))
    let precision = try Groups.precision(args)
    try Pictures.check(plot: args.string(.plot), output: args.string(.output))
    let columns = ["t", "position", "velocity", "phase"]
    func row(_ i: Int) -> [Cell] {
      let t = grid.time(i), s = answer.trajectory.state(at: t)
      return [.number(t), .number(s.position), .number(s.velocity), .text(s.dragging ? "drag" : "release")]
    }
    if args.string(.plot) != "-" || args.string(.output) != nil {
      let members: [(String, JSONValue)] = if case .object(let m) = summary.json { m } else { [] }
      try context.emitFrames(
        format, to: args.string(.output), precision: precision,
        summary: (
          SwitchDragReport.text(model, decision, figures, precision: precision) + "\n", members,
          summary.figures.map { ($0.key, $0.value.text) }
        ),
        key: "trajectory", columns: columns, count: grid.count, row)
    }
    if let path = args.string(.plot) {
      try Pictures.write(
        SwitchDragReport.plot(model, decision, answer.trajectory, request.gesture, until: grid.duration), to: path,
        &context)
    }
  }
}
