import SpringToolCore
import SpringToolFormats
import SpringToolReports
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
      OptionGroup(title: "VECTOR OPTIONS", options: [
        OptionSpec(option: .scene, value: "NAME", help: Scenes.all.map(\.name).joined(separator: ", ") + " (or list)."),
        OptionSpec(option: .back, value: nil, help: "With --scene: the way back (to → from), with the scene's return spring."),
      ] + Groups.sceneAssumptionOptions + [
        OptionSpec(option: .from, value: "LIST", help: "Start values, comma-separated."),
        OptionSpec(option: .to, value: "LIST", help: "Target values, as many as --from."),
        OptionSpec(option: .velocity, value: "LIST", help: "Start velocities, units per second (default: 0 each)."),
        OptionSpec(option: .retarget, value: "T:LIST", help: "At T seconds the targets become LIST (repeatable).", repeatable: true),
        OptionSpec(option: .names, value: "LIST", help: "Component names (default: x,y,width,height[,radius] for 4 or 5, else c1…cN)."),
        OptionSpec(option: .at, value: "T", help: "Also report every component's value and progress at T seconds.", check: .number),
      ], usage: "(--scene <NAME> | --from <LIST> --to <LIST>)"),
      Groups.spring, Groups.sampling, output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try output.format(args)
    if args.string(.scene)?.lowercased() == "list" { return try output.write(Report(figures: VectorReport.scenes), args, &context, format: format) }
    let (names, motion, bounds) = try vector(args)
    let at = try args.double(.at)
    if let at, at < 0 { throw .usage("'--at' must not be negative") }
    let summary: Table
    do { summary = try VectorReport.components(motion, names: names, bounds: bounds, at: at) } catch { throw .failure(Wording.motionError(error)) }
    let settle = motion.settlingTime()
    let ending: MotionEnding = settle.isFinite ? .settles(at: max(settle, motion.lastRetarget), rule: .exact) : .never(reason: .undamped)
    let grid = try Groups.grid(try Groups.sampling(args), for: ending)
    let precision = try Groups.precision(args)
    let columns = ["t"] + names
    func row(_ i: Int) -> [Cell] {
      let t = grid.time(i)
      return [.number(t)] + motion.components.map { .number($0.state(at: t).value) }
    }
    let note = "settles     \(settle.isFinite ? Describe.f(settle) + " s (every component within ±0.1 % of its travel)" : "never")\n"
    try context.emitFrames(format, to: args.string(.output), precision: precision,
                           summary: (note + context.render(summary, .table, precision: precision) + "\n",
                                     [("settlingTime", settle.isFinite ? .number(settle) : .null), ("components", summary.json)],
                                     [("settlingTime", settle.isFinite ? Describe.f(settle) : "never")]),
                           key: "frames", columns: columns, count: grid.count, row)
  }

  /// The components' names, the motion and their bounds, from a scene or the vector options.
  static func vector(_ args: Arguments) throws(CLIError) -> ([String], VectorMotion, [ClosedRange<Double>?]) {
    let scene = try Groups.scene(args)
    if scene == nil && args.flag(.back) { throw .usage("'--back' goes with '--scene'") }
    let back = args.flag(.back)
    var from = try args.string(.from).map { (t: String) throws(CLIError) in try Arguments.numbers(t, .from) }
      ?? scene.map { s in s.components.map { back ? $0.to : $0.from } }
    var to = try args.string(.to).map { (t: String) throws(CLIError) in try Arguments.numbers(t, .to) }
      ?? scene.map { s in s.components.map { back ? $0.from : $0.to } }
    guard let f = from, let t = to else { throw .usage("give '--scene NAME', or '--from' and '--to' (comma-separated values)") }
    (from, to) = (f, t)
    guard f.count == t.count, f.count <= VectorMotion.maximumComponents else {
      throw .usage("'--from' has \(f.count) values and '--to' \(t.count); give the same number (at most \(VectorMotion.maximumComponents))")
    }
    let velocity = try args.string(.velocity).map { (text: String) throws(CLIError) in try Arguments.numbers(text, .velocity) }
    if let velocity, velocity.count != f.count { throw .usage("'--velocity' needs \(f.count) values") }
    var retargets: [(time: Double, targets: [Double])] = []
    for text in args.strings(.retarget) {
      guard let colon = text.firstIndex(of: ":") else { throw .usage("invalid value '\(text.prefix(80))' for '--retarget': expected T:a,b,…") }
      let time = try Arguments.number(String(text[..<colon]), .retarget)
      let targets = try Arguments.numbers(String(text[text.index(after: colon)...]), .retarget)
      guard targets.count == f.count, time > (retargets.last?.time ?? 0) else {
        throw .usage("invalid value '\(text.prefix(80))' for '--retarget': \(f.count) values at increasing times after 0")
      }
      retargets.append((time, targets))
    }
    let names: [String]
    if let text = args.string(.names) {
      names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed() }
      guard names.count == f.count, !names.contains(where: \.isEmpty) else { throw .usage("'--names' needs \(f.count) names") }
      // Each name is a column (and a JSON key) beside t: no two alike, none called t.
      if let twice = names.enumerated().first(where: { i, n in n == "t" || names[..<i].contains(n) })?.element {
        throw .usage("'--names' must name each component once, and none 't' (found '\(twice.prefix(40))' \(twice == "t" ? "" : "twice"))")
      }
    } else if let scene, scene.components.count == f.count {
      names = scene.components.map(\.name)
    } else {
      names = VectorReport.defaultNames(count: f.count)
    }
    let given = try Groups.springRequest(args)
    let spec = given.isEmpty ? (scene.map { back ? ($0.returnSpring ?? $0.spring) : $0.spring } ?? SpringPreset.smooth.specification)
      : try Groups.specification(given)
    let motion: VectorMotion
    do { motion = try VectorMotion(spring: spec.spring, from: f, to: t, velocity: velocity, retargets: retargets) } catch {
      throw .usage("invalid morph: \(error)")
    }
    let bounds = scene.map { s in s.components.count == f.count ? s.components.map(\.bounds) : Array(repeating: nil, count: f.count) }
      ?? Array(repeating: nil, count: f.count)
    return (names, motion, bounds)
  }
}
