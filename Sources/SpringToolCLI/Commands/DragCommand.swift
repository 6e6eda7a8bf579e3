import SpringToolCurves
import Foundation
import SpringToolGestures
import SpringToolCore

/// `springtool drag`: the drag-to-snap switch, decided and animated.
enum DragCommand {
  static let command = Command(
    name: "drag",
    abstract: "Simulate dragging a custom switch: the on/off decision and the knob's trajectory.",
    discussion: """
      The switch is a knob in a track (default 70×36, knob 30, padding 3: it travels 34 pt). The gesture is \
      --translation (and --velocity, points per second) or --gesture FILE with timed samples t,translation \
      [,translation_y] (CSV, TSV or JSON). A touch that moves less than --minimum-distance is a tap and \
      toggles. On release the policy decides: projected (default) asks whether the knob, projected by its \
      momentum (deceleration 0.998), ends past the midpoint; position whether the knob is past it; naive is \
      the commonly published "dragOffset + translation > maxOffset/2", which counts the translation twice \
      and ignores the start state. The knob then springs to its end (the spring options; default response \
      0.25, damping 0.7) from its release position with its release velocity. --format json has "isOn" and \
      "settleTime" (seconds from the touch, the knob's last exit from ±0.1 % of its travel).
      """,
    usage: "--start on|off (--translation <X> [--velocity <V>] | --gesture <FILE>) [--policy <NAME>] [options]",
    groups: [
      OptionGroup(title: "GESTURE OPTIONS", options: [
        OptionSpec(name: "start", valueName: "STATE", help: "on or off: the state the drag starts from."),
        OptionSpec(name: "translation", valueName: "X", help: "Horizontal translation at release, points."),
        OptionSpec(name: "translation-y", valueName: "Y", help: "Vertical translation, points (default: 0)."),
        OptionSpec(name: "velocity", valueName: "V",
                   help: "Release velocity, points per second (default: from the samples, SwiftUI's sampler)."),
        OptionSpec(name: "drag-duration", valueName: "S",
                   help: "With --translation: how long the finger moved, seconds (default: 0.2)."),
        OptionSpec(name: "gesture", valueName: "FILE", help: "Timed samples t,translation[,translation_y]."),
        OptionSpec(name: "minimum-distance", valueName: "D", help: "DragGesture's minimumDistance, points (default: 10)."),
        OptionSpec(name: "in-scroll-view", valueName: nil,
                   help: "The switch sits in a vertical scroll view, which takes touches moving more vertically."),
      ]),
      OptionGroup(title: "SWITCH OPTIONS", options: [
        OptionSpec(name: "policy", valueName: "NAME", help: "projected (default), position or naive."),
        OptionSpec(name: "compare-policies", valueName: nil, help: "Show every policy's decision side by side."),
        OptionSpec(name: "track-width", valueName: "W", help: "Track width, points (default: 70)."),
        OptionSpec(name: "track-height", valueName: "H", help: "Track height, points (default: 36)."),
        OptionSpec(name: "knob", valueName: "K", help: "Knob diameter, points (default: 30)."),
        OptionSpec(name: "padding", valueName: "P", help: "Knob inset from the track ends (default: (H − K)/2)."),
        OptionSpec(name: "deceleration", valueName: "RATE",
                   help: "Momentum projection: normal (0.998), fast (0.99) or a rate per millisecond."),
        OptionSpec(name: "follow", valueName: "MODE",
                   help: "direct (default): the knob is the finger; interactive: it follows through .interactiveSpring()."),
        OptionSpec(name: "rubber-band", valueName: nil, help: "Past the ends the knob rubber-bands (c = 0.55) instead of stopping."),
      ]),
      SpringOptions.group,
      OptionGroup(title: "SAMPLING OPTIONS", options: [
        OptionSpec(name: "fps", valueName: "F", help: "Frames per second of the trajectory (default: 60)."),
        OptionSpec(name: "duration", valueName: "T", help: "Seconds to show (default: until the knob settles)."),
      ]),
      OptionGroup(title: "OUTPUT OPTIONS", options: OutputOptions.group.options + [SampleCommand.plotOption]),
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    let format = try OutputOptions.format(args, default: .table)
    guard let startText = args.string("start") else { throw .usage("'--start on' or '--start off' is required") }
    guard startText == "on" || startText == "off" else {
      throw .usage("invalid value '\(startText)' for '--start': expected on or off")
    }
    let startOn = startText == "on"
    var model = try makeModel(args)
    let gesture = try gesture(args)
    let overrideVelocity = try args.double("velocity")
    if args.flag("compare-policies") {
      var table = Table(columns: ["policy", "isOn", "reason"])
      for policy in SwitchPolicy.allCases {
        model.policy = policy
        let d = model.decide(startOn: startOn, gesture: gesture, releaseVelocity: overrideVelocity)
        table.rows.append([.text(policy.rawValue), .bool(d.isOn), .text(d.reason)])
      }
      try context.emit(table.rendered(format), to: args.string("output"))
      return
    }
    let decision = model.decide(startOn: startOn, gesture: gesture, releaseVelocity: overrideVelocity)
    let trajectory: KnobTrajectory
    do { trajectory = try model.trajectory(decision, gesture: gesture) } catch { throw .usage("invalid drag: \(error)") }
    let fps = try args.double("fps") ?? 60
    guard fps > 0 && fps <= 10_000 else { throw .usage("'--fps' must be in (0, 10000]") }
    let settle = trajectory.settleTime
    // Until 0.1 s after the knob settles (or the finger lifts), in whole frames; or --duration.
    let times = try SamplingOptions.grid(args, natural: max(settle, decision.releaseTime) + 0.1).0.times
    let rows = times.map { t -> (Double, Double, Double, Bool) in
      let s = trajectory.state(at: t)
      return (t, s.offset, s.velocity, s.dragging)
    }
    let table = Table(columns: ["t", "position", "velocity", "phase"], rows: rows.map {
      [.number($0.0), .number($0.1), .number($0.2), .text($0.3 ? "drag" : "release")]
    })
    let summary: [(String, Cell)] = [
      ("isOn", .bool(decision.isOn)), ("startedOn", .bool(decision.startedOn)), ("policy", .text(model.policy.rawValue)),
      ("recognition", .text(decision.recognition.rawValue)), ("reason", .text(decision.reason)),
      ("releaseTime", .number(decision.releaseTime)), ("releaseOffset", .number(decision.releaseOffset)),
      ("releaseVelocity", .number(decision.releaseVelocity)), ("projectedOffset", .number(decision.projectedOffset)),
      ("maxOffset", .number(model.geometry.maxOffset)),
      ("settleTime", settle.isFinite ? .number(settle) : .missing),
      ("settleTimeAfterRelease", settle.isFinite ? .number(settle - decision.releaseTime) : .missing),
    ]
    let text: String
    switch format {
    case .json:
      text = JSONValue.object(summary.map { ($0.0, $0.1.json) } + [("trajectory", table.json)]).rendered()
    case .csv, .tsv:
      text = summary.map { key, value in "# \(key): \(value.text)\n" }.joined() + table.rendered(format)
    case .table:
      let f = Cell.format
      var out = "switch    \(decision.startedOn ? "on" : "off") → \(decision.isOn ? "ON" : "OFF") "
        + "(\(model.policy.rawValue) policy, \(decision.recognition.rawValue))\n"
      out += "reason    \(decision.reason)\n"
      out += "settles   \(settle.isFinite ? f(settle) + " s after the touch" : "never")\n\n"
      text = out + table.rendered(.table)
    }
    try PlotCommand.emit(text, args, &context) {
      var plot = Plot(title: "switch \(decision.startedOn ? "on" : "off") → \(decision.isOn ? "on" : "off")",
                      series: [Plot.Series(name: "knob (\(model.policy.rawValue))", times: rows.map(\.0), values: rows.map(\.1))],
                      target: decision.isOn ? model.geometry.maxOffset : 0, band: 0.001 * model.geometry.maxOffset)
      plot.yLabel = "knob offset (pt)"
      plot.markers = [Plot.Marker(label: "release", time: decision.releaseTime)]
        + (settle.isFinite ? [Plot.Marker(label: "settles \(Plot.label(settle)) s", time: settle)] : [])
      return plot
    }
  }

  static func makeModel(_ args: ParsedArguments) throws(CLIError) -> SwitchDragModel {
    let springGiven = SpringOptions.given(args)
    let release: Spring
    do {
      release = springGiven ? try SpringOptions.spring(from: args) : try Spring(response: 0.25, dampingRatio: 0.7)
    } catch let error as CLIError { throw error } catch { throw .usage("invalid spring: \(error)") }
    var model = SwitchDragModel(releaseSpring: release)
    model.geometry = SwitchGeometry(trackWidth: try args.double("track-width") ?? 70, trackHeight: try args.double("track-height") ?? 36,
                                    knob: try args.double("knob") ?? 30, padding: try args.double("padding"))
    do { try model.geometry.validate() } catch { throw .usage("invalid switch: \(error)") }
    if let text = args.string("policy") {
      guard let policy = SwitchPolicy(rawValue: text.lowercased()) else {
        throw .usage("invalid value '\(text)' for '--policy': expected projected, position or naive")
      }
      model.policy = policy
    }
    if let d = try args.double("minimum-distance") {
      guard d >= 0 else { throw .usage("'--minimum-distance' must not be negative") }
      model.minimumDistance = d
    }
    switch args.string("deceleration")?.lowercased() {
    case nil, "normal": model.decelerationRate = Momentum.normalDecelerationRate
    case "fast": model.decelerationRate = Momentum.fastDecelerationRate
    case let text?:
      guard let rate = Double(text), rate > 0, rate < 1 else {
        throw .usage("invalid value '\(text)' for '--deceleration': expected normal, fast or a rate in (0, 1)")
      }
      model.decelerationRate = rate
    }
    switch args.string("follow")?.lowercased() {
    case nil, "direct": model.followSpring = nil
    case "interactive": model.followSpring = try? Spring(response: 0.15, dampingRatio: 0.86)
    case let text?: throw .usage("invalid value '\(text)' for '--follow': expected direct or interactive")
    }
    model.inScrollView = args.flag("in-scroll-view")
    model.rubberBand = args.flag("rubber-band")
    return model
  }

  static func gesture(_ args: ParsedArguments) throws(CLIError) -> DragSamples {
    if let path = args.string("gesture") {
      for name in ["translation", "translation-y", "drag-duration"] where args.has(name) {
        throw .usage("'--\(name)' contradicts '--gesture'; give one")
      }
      let curve: Curve
      do { curve = try CurveFile.read(path: path, valueColumn: "translation") } catch { throw .failure("cannot read gesture \(error)") }
      let ys = curve.velocities ?? Array(repeating: 0, count: curve.count)
      return DragSamples(curve.times.indices.map { (curve.times[$0], curve.values[$0], ys[$0]) })
    }
    guard let translation = try args.double("translation") else {
      throw .usage("give '--translation X' (with '--velocity V') or '--gesture FILE'")
    }
    let duration = try args.double("drag-duration") ?? 0.2
    guard duration > 0 else { throw .usage("'--drag-duration' must be greater than 0") }
    return DragSamples.linear(translation: translation, translationY: try args.double("translation-y") ?? 0, duration: duration)
  }
}
