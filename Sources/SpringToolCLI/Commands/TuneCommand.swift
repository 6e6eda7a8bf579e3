import SpringToolCurves
import SpringToolCore
import SpringToolTuning

/// `springtool tune`: the spring that meets a shape target and a timing target.
enum TuneCommand {
  static let definitions = [("exact", "exact"), ("swiftui", "swiftUISettlingDuration"),
                            ("core-animation", "coreAnimationSettlingDuration"), ("compose", "composeEstimate"),
                            ("android", "androidRest")]

  static let command = Command(
    name: "tune",
    abstract: "Solve for the spring that settles in a given time and overshoots by a given amount.",
    discussion: """
      Give one shape target (--overshoot P: the first peak's overshoot in percent of the travel, the % sign \
      optional; --bounce B; or --damping Z) and one timing target (--settle T in seconds; --peak-time T, \
      the time of the first peak; or --response R). The overshoot fixes ζ = −ln p/√(π² + ln² p) exactly \
      (p = P/100; 0 % gives ζ = 1, the fastest spring without overshoot); the settling time is met by \
      solving for the response under --settle-definition: exact (default: the last exit from ±--epsilon of \
      the travel, 0.1 %), swiftui (Spring.settlingDuration), core-animation (CASpringAnimation's \
      settlingDuration), compose (estimateAnimationDurationMillis with --visibility-threshold) or android \
      (SpringAnimation's rest with --min-visible-change at --fps). The motion is from 0 to --travel (default \
      1) from rest. The achieved figures, computed from the result by the same code as analyze, are printed \
      beside the targets.
      """,
    usage: "(--overshoot <P%> | --bounce <B> | --damping <Z>) (--settle <T> | --peak-time <T> | --response <R>) [options]",
    groups: [
      OptionGroup(title: "TARGETS", options: [
        OptionSpec(name: "overshoot", valueName: "P%", help: "Peak overshoot, percent of the travel, 0 ≤ P < 100."),
        OptionSpec(name: "bounce", valueName: "B", help: "SwiftUI bounce in (−1, 1)."),
        OptionSpec(name: "damping", valueName: "Z", help: "Damping ratio ζ > 0."),
        OptionSpec(name: "settle", valueName: "T", help: "Settling time, seconds."),
        OptionSpec(name: "peak-time", valueName: "T", help: "Time of the first peak, seconds (needs some overshoot)."),
        OptionSpec(name: "response", valueName: "R", help: "Response (2π/ω0), seconds."),
      ]),
      OptionGroup(title: "SETTLING DEFINITION", options: [
        OptionSpec(name: "settle-definition", valueName: "NAME",
                   help: "exact (default), swiftui, core-animation, compose or android."),
        OptionSpec(name: "epsilon", valueName: "E", help: "Band ±E of the travel for exact and core-animation (default: 0.001)."),
        OptionSpec(name: "travel", valueName: "D", help: "The distance moved, in value units (default: 1)."),
        EngineOptions.visibilityThreshold, EngineOptions.minimumVisibleChange,
        OptionSpec(name: "fps", valueName: "F", help: "Frame rate for android (default: 60)."),
      ]),
      OutputOptions.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    let format = try OutputOptions.format(args, default: .table)
    let shapes = ["overshoot", "bounce", "damping"].filter { args.has($0) }
    let timings = ["settle", "peak-time", "response"].filter { args.has($0) }
    guard shapes.count == 1, timings.count == 1 else {
      throw .usage("give one of --overshoot, --bounce or --damping and one of --settle, --peak-time or --response"
        + (shapes.count > 1 || timings.count > 1 ? " (got \((shapes + timings).map { "--" + $0 }.joined(separator: ", ")))" : ""))
    }
    let epsilon = try args.double("epsilon") ?? 0.001
    guard epsilon > 0 && epsilon < 1 else { throw .usage("invalid value '\(epsilon)' for '--epsilon': must be in (0, 1)") }
    let travel = try args.double("travel") ?? 1
    guard travel != 0 else { throw .usage("'--travel' must not be 0") }
    let threshold = try args.double("visibility-threshold") ?? 0.01
    let visible = try args.double("min-visible-change") ?? 1
    let fps = try args.double("fps") ?? 60
    guard threshold > 0, visible > 0, fps > 0 && fps <= 10_000 else {
      throw .usage("'--visibility-threshold' and '--min-visible-change' must be greater than 0, '--fps' in (0, 10000]")
    }
    let definitionName = args.string("settle-definition")?.lowercased() ?? "exact"
    guard let definition = definitions.first(where: { $0.0 == definitionName }) else {
      throw .usage("invalid value '\(definitionName)' for '--settle-definition': expected "
        + definitions.map(\.0).joined(separator: ", "))
    }
    if args.has("settle-definition") && !args.has("settle") { throw .usage("'--settle-definition' goes with '--settle'") }

    let shape: SpringTuner.Shape
    var targets: [(String, String, Double)] = []
    switch shapes[0] {
    case "overshoot":
      let text = args.string("overshoot") ?? ""
      guard let percent = Double(text.hasSuffix("%") ? String(text.dropLast()) : text), percent.isFinite else {
        throw .usage("invalid value '\(text)' for '--overshoot': expected a percentage such as 5%")
      }
      shape = .overshoot(percent / 100)
      targets.append(("overshootPercent", "% of the travel", percent))
    case "bounce":
      let b = try args.double("bounce") ?? 0
      shape = .bounce(b)
      targets.append(("bounce", "", b))
    default:
      let z = try args.double("damping") ?? 0
      shape = .dampingRatio(z)
      targets.append(("dampingRatio", "", z))
    }
    let settleFunction: @Sendable (Spring) -> Double? = { spring in
      guard let motion = try? SpringMotion(spring: spring, from: 0, to: travel) else { return nil }
      return AnalyzeCommand.settling(definition.1, motion, epsilon: epsilon, threshold: threshold, minimumVisibleChange: visible,
                                     fps: fps).seconds
    }
    let timing: SpringTuner.Timing
    switch timings[0] {
    case "settle":
      let t = try args.double("settle") ?? 0
      timing = .settle(t, settleFunction)
      targets.append(("settlingTime", "s", t))
    case "peak-time":
      let t = try args.double("peak-time") ?? 0
      timing = .peakTime(t)
      targets.append(("peakTime", "s", t))
    default:
      let r = try args.double("response") ?? 0
      timing = .response(r)
      targets.append(("response", "s", r))
    }
    let spring: Spring
    do { spring = try SpringTuner.solve(shape, timing) } catch { throw .failure("cannot meet the targets: \(error)") }

    // Achieved figures, from the spring by the analysis code.
    let motion: SpringMotion
    do { motion = try SpringMotion(spring: spring, from: 0, to: travel) } catch { throw .failure("invalid result: \(error)") }
    let shapeFigures = motion.shape(epsilon: epsilon)
    let overshootPercent = (shapeFigures.peakOvershoot?.distance ?? 0) / abs(travel) * 100
    let achieved: [String: Double?] = [
      "overshootPercent": overshootPercent, "bounce": spring.bounce, "dampingRatio": spring.dampingRatio,
      "settlingTime": settleFunction(spring), "peakTime": shapeFigures.peakOvershoot?.time,
      "response": spring.response,
    ]
    let springRows: [(String, Double, String)] = [
      ("response", spring.response, "s"), ("dampingRatio", spring.dampingRatio, ""), ("bounce", spring.bounce, ""),
      ("stiffness", spring.stiffness, "N/m (mass 1)"), ("damping", spring.dampingCoefficient, "N·s/m"),
      ("mass", spring.mass, "kg"),
    ]
    let text: String
    switch format {
    case .json:
      text = JSONValue.object(springRows.map { ($0.0, JSONValue.number($0.1)) } + [
        ("targets", .object(targets.map { ($0.0, .number($0.2)) })),
        ("achieved", .object(targets.map { ($0.0, (achieved[$0.0] ?? nil).map(JSONValue.number) ?? .null) })),
        ("overshootPercent", .number(overshootPercent)), ("settleDefinition", .string(definition.0)),
      ]).rendered()
    case .csv, .tsv:
      text = Table(columns: ["figure", "value", "unit"], rows: springRows.map { [.text($0.0), .number($0.1), .text($0.2)] })
        .rendered(format)
    case .table:
      var t = Table(columns: ["target", "wanted", "achieved", "unit"])
      t.rows = targets.map { [.text($0.0 == "settlingTime" ? "settlingTime (\(definition.0))" : $0.0), .number($0.2), (achieved[$0.0] ?? nil).map(Cell.number) ?? .text("none"), .text($0.1)] }
      var s = Table(columns: ["spring", "value", "unit"])
      s.rows = springRows.map { [.text($0.0), .number($0.1), .text($0.2)] }
      text = t.rendered(.table) + "\n" + s.rendered(.table) + "\n.spring(response: \(Cell.format(spring.response)), "
        + "dampingFraction: \(Cell.format(spring.dampingRatio)))\n"
    }
    try context.emit(text, to: args.string("output"))
  }
}
