import SpringToolKit

/// `springtool preview`: a self-contained HTML page that plays the motion on its component.
enum PreviewCommand {
  static let command = Command(
    name: "preview", abstract: "Write an HTML page that plays the motion on its component (switch, card, tab bar or a dot), engines side by side.",
    discussion: """
      One row per --engine (default: exact), each with its curve and a cursor. A seed scene (--scene) draws its component: \
      a switch's knob on its track, a card growing, a tab indicator; without one, a dot moves along a line from --from to \
      --to. With --translation or --gesture a switch scene replays the drag (the knob's path as drag computes it, the \
      finger drawn while it touches). Platform engines hold each frame until the next (steps show when slowed down); \
      the exact curve is sampled every millisecond and interpolated. The page has play/replay, 1×, 0.5×, 0.25× and 0.1× \
      speeds and a scrubber (space plays, arrows step a 60 fps frame); ?t=SECONDS shows one moment, paused, with every \
      animated element's values in data-value (data-x, data-y, data-width, data-height, data-radius for a card). It \
      starts paused when the system asks for reduced motion. No network: everything is in the file.
      """,
    groups: [
      Groups.springOrScene,
      OptionGroup(title: "MOTION OPTIONS", options: [
        OptionSpec(option: .from, value: "A", help: "Start value of the dot (default: the scene's, else 0)."),
        OptionSpec(option: .to, value: "B", help: "Target value of the dot (default: the scene's, else 1)."),
        OptionSpec(option: .retarget, value: "T:VALUE", help: "At T seconds the target becomes VALUE (one-value scenes and the dot; repeatable).",
                   repeatable: true),
        OptionSpec(option: .duration, value: "T", help: "Seconds the page plays (default: until every row has ended, plus 0.15 s)."),
      ], usage: "[--retarget <T:VALUE>]…"),
      OptionGroup(title: "ENGINE OPTIONS", options: [
        OptionSpec(option: .engine, value: "NAME", help: "A row rendered by this engine (repeatable; default: exact): "
          + Engines.ids.joined(separator: ", ") + ".", repeatable: true),
        OptionSpec(option: .fps, value: "F", help: "The platform engines' frame rate (default: 60)."),
      ], usage: "[--engine <NAME>]…"),
      OptionGroup(title: "DRAG OPTIONS (switch scenes)", options: [
        OptionSpec(option: .start, value: "STATE", help: "on or off (default: off)."),
        OptionSpec(option: .translation, value: "X", help: "Replay a drag of X points (with --velocity, --translation-y, --drag-duration)."),
        OptionSpec(option: .translationY, value: "Y", help: "Vertical translation, points (default: 0)."),
        OptionSpec(option: .velocity, value: "V", help: "The finger's release velocity, points per second."),
        OptionSpec(option: .dragDuration, value: "S", help: "How long the finger moved (default: 0.2)."),
        OptionSpec(option: .gesture, value: "FILE", help: "Replay timed samples t,translation[,translation_y] instead."),
        OptionSpec(option: .policy, value: "NAME", help: "projected, position, naive or published (default: the scene's)."),
      ], usage: "[--translation <X> | --gesture <FILE>]"),
      OptionGroup(title: "OUTPUT OPTIONS", options: [
        OptionSpec(option: .output, value: "FILE.html", help: "Write the page to FILE.html (default: standard output).", short: "o"),
      ], usage: "[--output <FILE.html>]"),
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  /// The most samples one row may hold (10 s at 1 ms).
  static let maximumSamples = 10_001

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    if let path = args.string(.output), path != "-", !path.lowercased().hasSuffix(".html") {
      throw .usage("'--output' writes HTML: give a file ending in .html (got '\(path.prefix(80))')")
    }
    let scene = try Groups.scene(args)
    let preview = args.has(.translation) || args.has(.gesture) ? try drag(args, context, scene) : try motion(args, scene)
    try context.emit(preview.html(), to: args.string(.output))
  }

  /// The scene's (or the dot's) motion, one row per engine.
  static func motion(_ args: Arguments, _ scene: Scene?) throws(CLIError) -> Preview {
    let request = try Groups.sceneSpringRequest(args)
    let spec = try Groups.specification(request)
    var components: [(name: String, from: Double, to: Double)]
    if let scene {
      components = scene.components.map { ($0.name, $0.from, $0.to) }
      if components.count == 1 {
        components[0].from = try args.double(.from) ?? components[0].from
        components[0].to = try args.double(.to) ?? components[0].to
        components[0].name = "value"
      } else if let o = [Option.from, .to, .retarget].first(where: args.has) {
        throw .usage("'--\(o.rawValue)' applies to one-value scenes; '\(scene.name)' moves \(scene.components.count) values")
      }
    } else {
      components = [("value", try args.double(.from) ?? 0, try args.double(.to) ?? 1)]
    }
    let engines = args.strings(.engine).isEmpty ? ["exact"] : args.strings(.engine).map { $0.lowercased() }
    let fps = try args.double(.fps) ?? 60
    // Each row and component as a curve (the recipe validates engines, retargets and the rate).
    var curves: [(engine: String, curves: [any MotionCurve])] = []
    for engine in engines {
      var row: [any MotionCurve] = []
      for c in components {
        var recipe = CurveRecipe(source: .spring(request))
        (recipe.from, recipe.to) = (c.from, c.to)
        recipe.engine = engine
        recipe.framesPerSecond = fps
        for text in args.strings(.retarget) {
          do { recipe.retargets.append(try CurveRecipe.retarget(text, after: recipe.retargets.last?.time ?? 0)) } catch {
            throw .usage(Wording.recipe(error))
          }
        }
        row.append(try Groups.curve(recipe))
      }
      curves.append((engine, row))
    }
    let ends = curves.flatMap(\.curves).map { $0.ending.endTime ?? 10 }
    let duration = try args.double(.duration) ?? min((ends.max() ?? 1) + 0.15, 10)
    guard duration > 0 && duration <= 10 else { throw .usage("'--duration' must be in (0, 10] seconds for a preview") }
    var rows: [Preview.Row] = []
    for (engine, row) in curves {
      let holds = engine != "exact"
      let grid: SampleGrid
      do { grid = try SampleGrid(.framesPerSecond(holds ? fps : 1000), duration: duration) } catch { throw .usage("invalid preview: \(error)") }
      guard grid.count <= maximumSamples else { throw .usage("'--fps' gives more than \(maximumSamples) frames a row") }
      var values: [(name: String, values: [Double])] = []
      for (i, curve) in row.enumerated() {
        do { values.append((components[i].name, try curve.states(at: .grid(grid)).map(\.value))) } catch {
          throw .failure(Wording.motionError(error))
        }
      }
      rows.append(Preview.Row(label: engine, times: grid.times, components: values, holdsFrames: holds))
    }
    let stage: Preview.Stage
    switch scene {
    case let s? where s.switchGeometry != nil: stage = .switchTrack(s.switchGeometry!)
    case let s? where s.kind == .tabBar: stage = .tabBar(count: 3, tabWidth: 30, spacing: 8)
    case let s? where s.components.count > 1: stage = .card
    default: stage = .dot
    }
    let title = (scene.map { $0.title + " — " } ?? "") + Describe.label(spec)
    return Preview(title: title, stage: stage, rows: rows, duration: duration)
  }

  /// A switch scene's drag replayed: the knob's path and the finger.
  static func drag(_ args: Arguments, _ context: RunContext, _ scene: Scene?) throws(CLIError) -> Preview {
    guard scene?.switchGeometry != nil else {
      throw .usage("a drag preview needs a switch scene: --scene " + Scenes.switches.map(\.name).joined(separator: " or --scene "))
    }
    let model = try DragCommand.model(args)
    let gesture = try DragCommand.gesture(args, context)
    let startOn = try args.choice(.start, SwitchState.self, among: SwitchState.allCases) == .on
    let decision = model.decide(startOn: startOn, gesture: gesture, fingerVelocity: try args.double(.velocity))
    let trajectory: KnobTrajectory
    do { trajectory = try model.trajectory(decision, gesture: gesture) } catch { throw .usage("invalid drag: \(error)") }
    let settle = trajectory.figures().settleTime ?? decision.releaseTime + 2
    let duration = try args.double(.duration) ?? min(max(settle, decision.releaseTime) + 0.15, 10)
    guard duration > 0 && duration <= 10 else { throw .usage("'--duration' must be in (0, 10] seconds for a preview") }
    let times = (0...Int((duration * 1000).rounded(.up))).map { Double($0) / 1000 }
    let start = startOn ? model.geometry.travel : 0
    let touching = gesture.samples.filter { $0.t <= decision.releaseTime }
    let row = Preview.Row(label: "drag (\(model.policy.rawValue))", times: times,
                          components: [("value", times.map { trajectory.state(at: $0).position })], holdsFrames: false)
    return Preview(title: (scene?.title ?? "switch") + " — " + Describe.reason(decision.reason),
                   stage: .switchTrack(model.geometry), rows: [row],
                   duration: duration, finger: (touching.map(\.t), touching.map { start + $0.dx }))
  }
}
