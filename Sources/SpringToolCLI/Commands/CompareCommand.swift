import SpringToolCore
import SpringToolEasing
import SpringToolPlatforms
import SpringToolPlots
import SpringToolRegression
import SpringToolReports
import SpringToolScenes
import SpringToolRequests

/// `springtool compare A B`: how far two curves are apart.
enum CompareCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, plot: true, formats: Groups.reportFormats)

  static let command = Command(
    name: "compare", abstract: "Compare two curves (spring specs or curve files) on one time grid.",
    discussion: """
      A and B are each a spec, comma-separated key=value pairs of the spring, motion, backend, engine and easing options \
      (response=0.4,damping=0.8; preset=bouncy,to=300; preset=snappy,backend=swift,method=rkf45; \
      easing=ease-in-out,duration=0.5), or a curve file (CSV, TSV or JSON, as sample writes it; - reads standard input). \
      The grid is the first file's times; for two specs, the sampling options (default: until both end). A file on \
      another grid is interpolated (cubic Hermite with velocities). --engine A --engine B renders the spring of the \
      spring options (or of --scene NAME, a one-value scene with its from and to) on two platforms; a scene of several \
      values compares each spring track in its own unit (points, degrees, fractions), one row each, and --tolerance \
      applies to every track. --easing CURVE compares an easing with A or with the spring options. With \
      --tolerance, exits 1 when max |Δvalue| exceeds it. --plot draws both curves and their difference B − A.
      """,
    arguments: [("[<A>]", "A spec or a curve file."), ("[<B>]", "A spec or a curve file.")], maximumPositionals: 2,
    groups: [
      Groups.springOrScene, Groups.motion, Groups.sampling,
      OptionGroup(title: "ENGINE AND EASING OPTIONS", options: [
        Groups.engineOption("Give twice (A, then B) to compare two platforms' renderings: " + Engines.ids.joined(separator: ", ") + ".",
                            repeatable: true),
        Groups.easingOption,
      ] + Groups.engineOptions("").dropFirst(), usage: "[--engine <A> --engine <B> | --easing <CURVE>]"),
      OptionGroup(title: "COMPARISON OPTIONS", options: [
        OptionSpec(option: .tolerance, value: "T", help: "Fail (exit 1) when max |Δvalue| exceeds T, in value units.", check: .number),
        OptionSpec(option: .epsilon, value: "E", help: "Settling band ±E of the travel (default: 0.001).", check: .number),
        OptionSpec(option: .title, value: "TEXT", help: "The plot's title."),
      ], usage: "[--tolerance <T>]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    if let scene = try Groups.scene(args, needsSpring: false), !scene.ridesOneValue { return try sceneTracks(scene, args, &context) }
    let format = try output.format(args)
    let epsilon = try Groups.epsilon(args)
    let tolerance = try args.double(.tolerance)
    if let tolerance, tolerance < 0 { throw .usage("'--tolerance' must not be negative") }
    let (a, b) = try sources(args, context)
    let times = try grid(a, b, args)
    let report: ComparisonReport
    do { report = try ComparisonReport(a, b, times: times, epsilon: epsilon) } catch {
      switch error {
      case .noSharedTimes(let x, let y):
        throw .failure("the curves share no time range (A: \(Describe.f(x.lowerBound))…\(Describe.f(x.upperBound)) s, "
          + "B: \(Describe.f(y.lowerBound))…\(Describe.f(y.upperBound)) s)")
      case .motion(let e): throw .failure(Spelling.text(ParameterProblem(e)))
      }
    }
    let c = report.comparison
    let failed = tolerance.map { c.maxValueDifference > $0 } ?? false
    try Pictures.check(plot: args.string(.plot), output: args.string(.output))
    if args.string(.plot) != "-" || args.string(.output) != nil { try output.write(report.report(tolerance: tolerance), args, &context, format: format) }
    if let path = args.string(.plot) {
      let plot: Plot
      do {
        plot = try report.plot(title: args.string(.title) ?? "\(a.label) vs \(b.label)", frames: times.grid, epsilon: epsilon,
                               yLabel: args.string(.yLabel))
      } catch { throw .failure(Spelling.text(ParameterProblem(error))) }
      try Pictures.write(plot, to: path, &context)
    }
    if failed {
      throw .failure("the curves differ by \(Describe.f(c.maxValueDifference)) at t = \(Describe.f(c.maxValueTime)), more than the tolerance \(Describe.f(tolerance ?? 0))")
    }
  }

  /// The two curves: positionals, two engines, or an easing and one other.
  static func sources(_ args: Arguments, _ context: RunContext) throws(CLIError) -> (PlotSource, PlotSource) {
    let engines = args.strings(.engine)
    if !engines.isEmpty {
      guard engines.count == 2, args.positionals.isEmpty else {
        throw .usage("give '--engine' twice (A and B) for the spring of the spring options, or two curves")
      }
      try Groups.checkEngineOptions(args, engines: engines.map { $0.lowercased() })
      var sources: [PlotSource] = []
      for name in engines {
        var recipe = CurveRecipe(source: .spring(try Groups.sceneSpringRequest(args)))
        (recipe.from, recipe.to, recipe.velocity) = try Groups.motion(args)
        recipe.engine = try Groups.engine(name)
        recipe.engineSettings = try Groups.engineSettings(args)
        recipe.framesPerSecond = try args.double(.fps) ?? CurveRecipe.defaultFramesPerSecond
        do throws(CurveRecipe.Problem) {
          sources.append(PlotSource(label: recipe.engine.id, curve: try recipe.curve(), recipe: recipe))
        } catch { throw .usage(Spelling.text(ParameterProblem(error))) }
      }
      return (sources[0], sources[1])
    }
    if let easing = args.string(.easing) {
      var other = try args.positionals.map { (text: String) throws(CLIError) in try Groups.curve(text, context) }
      if other.isEmpty {
        var recipe = CurveRecipe(source: .spring(try Groups.sceneSpringRequest(args)))
        (recipe.from, recipe.to, recipe.velocity) = try Groups.motion(args)
        let spec = try Groups.specification(args)
        do { other = [PlotSource(label: Describe.label(spec), curve: try recipe.curve(), recipe: recipe)] } catch { throw .usage(Spelling.text(ParameterProblem(error))) }
      }
      guard other.count == 1 else { throw .usage("with '--easing', give one other curve (or spring options) to compare it with") }
      var recipe = CurveRecipe(source: .easing(easing, duration: try args.double(.duration) ?? CurveRecipe.defaultEasingDuration))
      (recipe.from, recipe.to) = (try args.double(.from) ?? 0, try args.double(.to) ?? 1)
      do { return (other[0], PlotSource(label: easing, curve: try recipe.curve(), recipe: recipe)) } catch { throw .usage(Spelling.text(ParameterProblem(error))) }
    }
    if args.has(.scene) { throw .usage("'--scene' goes with '--engine A --engine B' (the scene's value on two platforms)") }
    guard args.positionals.count == 2 else { throw .usage("compare needs two curves, A and B") }
    if let o = (Groups.springOptions + Groups.motionOptions).map(\.option).first(where: args.has) {
      throw .usage("'--\(o.rawValue)' applies to '--engine A --engine B'; put it in the spec (\(o.rawValue)=…)")
    }
    return (try Groups.curve(args.positionals[0], context), try Groups.curve(args.positionals[1], context))
  }

  /// The shared grid: the first file's times, else the sampling options until both end.
  static func grid(_ a: PlotSource, _ b: PlotSource, _ args: Arguments) throws(CLIError) -> SampleTimes {
    if let file = a.file ?? b.file {
      if let o = [Option.duration, .fps, .dt, .samples].first(where: args.has), !(o == .duration && args.has(.easing)) {
        throw .usage("'--\(o.rawValue)' does not apply when a curve file sets the grid")
      }
      return .list(file.times)
    }
    let longest = MotionEnding.latest([a.curve.ending, b.curve.ending])
    let request = try Groups.sampling(args, duration: !args.has(.easing))
    do { return .grid(try request.grid(for: longest)) } catch { throw .usage(Spelling.text(ParameterProblem(error))) }
  }

  /// A scene of several values on two engines: each spring track compared in its own unit.
  static func sceneTracks(_ scene: Scene, _ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try output.format(args)
    let engines = args.strings(.engine)
    guard engines.count == 2, args.positionals.isEmpty else {
      throw .usage("'--scene \(scene.name)' goes with '--engine A --engine B' (each of its spring tracks on two platforms)")
    }
    if let o = [Option.from, .to, .velocity, .relativeVelocity, .easing, .plot].first(where: args.has) {
      throw .usage("'--\(o.rawValue)' does not apply to scene '\(scene.name)' (it moves \(scene.tracks().count) tracks); "
        + (o == .plot ? "'springtool plot --scene \(scene.name) --engine E' draws its tracks" : "each track keeps the code's ends"))
    }
    try Groups.checkEngineOptions(args, engines: engines.map { $0.lowercased() })
    let epsilon = try Groups.epsilon(args)
    let tolerance = try args.double(.tolerance)
    if let tolerance, tolerance < 0 { throw .usage("'--tolerance' must not be negative") }
    let request = try Groups.springRequest(args), settings = try Groups.engineSettings(args)
    let fps = try args.double(.fps) ?? CurveRecipe.defaultFramesPerSecond
    var sides: [[SceneCurves.Track]] = [], skipped: [(track: SceneTrack, why: String)] = []
    for name in engines {
      let made = SceneCurves.tracks(scene, request: request, engine: try Groups.engine(name), engineSettings: settings,
                                    framesPerSecond: fps, progress: false, springsOnly: true)
      (sides, skipped) = (sides + [made.tracks], made.skipped)
    }
    var rows: [SceneComparison.Row] = []
    for (a, b) in zip(sides[0], sides[1]) {
      let sa: PlotSource, sb: PlotSource
      do throws(CurveRecipe.Problem) {
        (sa, sb) = (PlotSource(label: a.recipe.engine.id, curve: try a.recipe.curve(), recipe: a.recipe),
                    PlotSource(label: b.recipe.engine.id, curve: try b.recipe.curve(), recipe: b.recipe))
      } catch { throw .usage(Spelling.text(ParameterProblem(error))) }
      let times = try grid(sa, sb, args)
      do { rows.append(SceneComparison.Row(track: a.track, comparison: try ComparisonReport(sa, sb, times: times, epsilon: epsilon))) } catch {
        throw .failure("\(a.track.key): \(error)")
      }
    }
    guard !rows.isEmpty else { throw .usage("scene '\(scene.name)' has no spring track to render on two engines") }
    let comparison = SceneComparison(scene: scene, a: sides[0][0].recipe.engine.id, b: sides[1][0].recipe.engine.id, rows: rows, skipped: skipped)
    try output.write(comparison.report(tolerance: tolerance), args, &context, format: format)
    if let tolerance, !comparison.within(tolerance), let worst = rows.max(by: {
      $0.comparison.comparison.maxValueDifference < $1.comparison.comparison.maxValueDifference
    }) {
      throw .failure("\(worst.track.key) differs by \(Describe.f(worst.comparison.comparison.maxValueDifference)) "
        + "\(worst.track.property.unit) at t = \(Describe.f(worst.comparison.comparison.maxValueTime)), more than the tolerance \(Describe.f(tolerance))")
    }
  }
}
