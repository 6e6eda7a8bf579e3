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
      OptionGroup(title: "GESTURE OPTIONS", options: [
        OptionSpec(option: .start, value: "STATE", help: "on or off: the state the drag starts from (default: off)."),
        OptionSpec(option: .translation, value: "X", help: "Horizontal translation at release, points.", check: .number),
        OptionSpec(option: .translationY, value: "Y", help: "Vertical translation at release, points (default: 0).", check: .number),
        OptionSpec(option: .velocity, value: "V", help: "The finger's release velocity, points per second (default: SwiftUI's "
          + "velocity sampler over the samples).", check: .number),
        Groups.velocityUnit, Groups.density,
        OptionSpec(option: .dragDuration, value: "S", help: "How long the finger moved, seconds (default: 0.2).", check: .number),
        OptionSpec(option: .gesture, value: "FILE", help: "Timed samples t,translation[,translation_y] instead (CSV, TSV or JSON)."),
        OptionSpec(option: .minimumDistance, value: "D", help: "DragGesture's minimumDistance, points (default: 10).", check: .number),
        OptionSpec(option: .inScrollView, value: nil, help: "The switch sits in a vertical scroll view, which takes touches moving more vertically."),
      ], usage: "(--translation <X> | --gesture <FILE>) [--start on|off]"),
      OptionGroup(title: "SWITCH OPTIONS", options: [
        OptionSpec(option: .scene, value: "NAME", help: "A switch from the seed articles: " + Scenes.switches.map(\.name).joined(separator: ", ")
          + " (geometry, policy and spring; options given override it)."),
        OptionSpec(option: .policy, value: "NAME", help: "projected (default), position, naive or published."),
        OptionSpec(option: .comparePolicies, value: nil, help: "Show every policy's decision side by side."),
        OptionSpec(option: .releaseVelocity, value: "FROM", help: "finger (the knob leaves with the finger's velocity) or zero (from "
          + "rest, as a new withAnimation) (default: zero for published, else finger)."),
        OptionSpec(option: .tap, value: "BEHAVIOUR", help: "toggle or none: what a touch under the minimum distance does (default: none "
          + "for published, else toggle)."),
        OptionSpec(option: .trackWidth, value: "W", help: "Track width, points (default: 70).", check: .number),
        OptionSpec(option: .trackHeight, value: "H", help: "Track height, points (default: 36).", check: .number),
        OptionSpec(option: .knob, value: "K", help: "Knob diameter, points (default: 30).", check: .number),
        OptionSpec(option: .padding, value: "P", help: "Knob inset from the track's ends (default: 0 for published, else (H − K)/2).", check: .number),
        OptionSpec(option: .deceleration, value: "RATE", help: "projected: normal (0.998), fast (0.99) or a rate per millisecond."),
        OptionSpec(option: .follow, value: "MODE", help: "direct (default): the knob is the finger; interactive: it follows through "
          + ".interactiveSpring() (response 0.15, damping 0.86)."),
        OptionSpec(option: .rubberBand, value: nil, help: "Past the ends the knob rubber-bands (c = 0.55) instead of stopping."),
      ], usage: "[--policy <NAME>]"),
      OptionGroup(title: "SPRING OPTIONS (the release spring; default: response 0.25, damping 0.7)", options: Groups.springOptions + Groups.tokenOptions,
                  usage: "[<spring options>]"),
      OptionGroup(title: "SAMPLING OPTIONS", options: [
        OptionSpec(option: .fps, value: "F", help: "Rows per second of the knob's path (default: 60).", check: .number),
        OptionSpec(option: .duration, value: "T", help: "Seconds to show (default: until 0.1 s after the knob settles).", check: .number),
      ], usage: "[<sampling options>]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try output.format(args)
    let request = try answering { () throws(ParameterProblem) in try DragRequest(args.parameters, read: context.gestureReader()) }
    if args.flag(.comparePolicies) {
      let geometry = !args.has(.trackWidth) && !args.has(.padding) && args.string(.scene) == nil
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
      try context.emitFrames(format, to: args.string(.output), precision: precision,
                             summary: (SwitchDragReport.text(model, decision, figures, precision: precision) + "\n", members,
                                       summary.figures.map { ($0.key, $0.value.text) }),
                             key: "trajectory", columns: columns, count: grid.count, row)
    }
    if let path = args.string(.plot) {
      try Pictures.write(SwitchDragReport.plot(model, decision, answer.trajectory, request.gesture, until: grid.duration), to: path,
                         &context)
    }
  }
}
