import SpringToolCore
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolScenes
import SpringToolRequests

/// `springtool plot`: curves drawn as SVG, or in the terminal for a quick look.
enum PlotCommand {
  static let command = Command(
    name: "plot", abstract: "Plot springs, easings and curve files: an SVG file, or braille in the terminal.",
    discussion: """
      Curves are the positional arguments (specs such as preset=bouncy or response=0.3,damping=0.5, easing specs such as \
      easing=ease-in-out,duration=0.4, or curve files; - reads standard input), the curve the spring (or --easing) options \
      describe, if any; with none of these, SwiftUI's Spring(). --preset and --engine repeated overlay one curve for each \
      preset on each engine (--preset bouncy --preset smooth --engine exact --engine android: four). --scene NAME whose tracks ride one spring value plots it in its \
      unit; any other scene plots each track that moves as its progress, 0 at its start to 1 at its end, under its own animation \
      (springs on --engine, timing curves exact), so what springs and what only fades show on one time axis. The plot shows every curve, the target with its ±ε \
      settling band, each curve's settling or end time, its overshoot, and retargets. --plot FILE.svg writes an SVG; \
      without it, or with -, the plot is drawn in the terminal.
      """,
    arguments: [("[<curve> ...]", "A spec (key=value,…) or a curve file; up to 12.")], maximumPositionals: 12,
    groups: [
      Groups.springOrSceneOverlay, Groups.motion, Groups.sampling,
      OptionGroup(
        title: "ENGINE, RETARGET AND EASING OPTIONS",
        options: Groups.engineOptions(
          "Render the spring options' spring with a "
            + "platform; repeatable, as --preset is: one curve per preset on each engine:", repeatable: true)
          + Groups.retargetOptions + [Groups.easingOption] + Groups.decayOptions,
        usage: "[--engine <NAME>] [--retarget <T:VALUE>]… [--easing <CURVE> | --decay]"),
      OptionGroup(
        title: "PLOT OPTIONS",
        options: [
          OptionSpec(option: .plot, value: "FILE.svg", help: "Write an SVG to FILE.svg; - or none: draw in the terminal."),
          Groups.option(PlotRequest.title), Groups.option(PlotRequest.valueLabel),
          Groups.option(RecipeInput.epsilonParameter),
        ], usage: "[--plot <FILE.svg>]"),
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    // A scene whose tracks all ride one spring value plots that value in its unit; any other plots every track's progress.
    if let scene = try Groups.scene(args, needsSpring: false), !scene.ridesOneValue {
      return try sceneTracks(scene, args, &context)
    }
    let read = context.curveReader()
    let request = try answering { () throws(ParameterProblem) in try PlotRequest(args.parameters, curves: args.positionals, read: read) }
    let path = args.string(.plot) ?? "-"
    try Pictures.check(plot: path, output: nil)
    let plot = try Pictures.motionPlot(
      title: request.sources.map(\.label).joined(separator: " vs "), request.sources,
      frames: request.grid, until: request.grid.duration, args: args)
    try Pictures.write(plot, to: path, &context)
  }

  /// Every moving track of a multi-track scene as its progress 0 → 1, on one plot.
  static func sceneTracks(_ scene: Scene, _ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    if !args.positionals.isEmpty { throw .usage("'--scene \(scene.name)' plots the scene's own tracks; give no curves with it") }
    if let o = [Option.from, .to, .velocity, .relativeVelocity, .retarget, .easing].first(where: args.has) {
      throw .usage("'--\(o.rawValue)' does not apply to scene '\(scene.name)' (it moves \(scene.tracks().count) tracks, each its own way)")
    }
    let engine = try args.choice(.engine, among: Engines.all, named: \.id).map { EngineChoice(id: $0.id)! } ?? .exact
    try Groups.checkEngineOptions(args, engines: [engine.id])
    let (tracks, _) = SceneCurves.tracks(
      scene, request: try Groups.springRequest(args), engine: engine,
      engineSettings: try Groups.engineSettings(args),
      framesPerSecond: try args.double(.fps) ?? CurveRecipe.defaultFramesPerSecond, progress: true)
    guard !tracks.isEmpty else { throw .usage("scene '\(scene.name)' has no track that moves on an animation") }
    var sources: [PlotSource] = []
    for t in tracks {
      do { sources.append(PlotSource(label: t.label, curve: try t.recipe.curve(), recipe: t.recipe)) } catch {
        throw .usage(Spelling.text(ParameterProblem(error)))
      }
    }
    let path = args.string(.plot) ?? "-"
    try Pictures.check(plot: path, output: nil)
    let grid = try Groups.grid(try Groups.sampling(args), for: MotionEnding.latest(sources.map(\.curve.ending)))
    let plot = try Pictures.motionPlot(
      title: scene.name + ": " + scene.title, sources, frames: grid, until: grid.duration, args: args,
      yLabel: "progress (0 → 1 per track)")
    try Pictures.write(plot, to: path, &context)
  }
}
