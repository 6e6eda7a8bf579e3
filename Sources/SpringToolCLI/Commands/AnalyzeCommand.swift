import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports

/// `springtool analyze`: when a motion settles (by every platform's definition) and how it moves.
enum AnalyzeCommand {
  /// What the command writes: its formats and default, declared once.
  static let output = Groups.Output(.table, formats: Groups.reportFormats)

  static let command = Command(
    name: "analyze", abstract: "Settling times under every platform's definition, overshoot, crossings and rise times.",
    discussion: """
      Settling: the exact last exit from ±ε of the travel (--epsilon) or from ±--band value units; SwiftUI \
      Spring.settlingDuration (the property, and the method with this motion); Core Animation's settlingDuration; \
      Compose's estimateAnimationDurationMillis (--visibility-threshold); Android SpringAnimation's rest \
      (--min-visible-change, frames at --fps on the --android-clock). Shape: peak overshoot, the deepest undershoot \
      after it, band crossings, period, 50 % and 90 % times. With --engine, also how that platform renders it: its end, \
      its drift from the exact curve, its overshoot. With --retarget or --easing: the whole motion's settling time \
      (saying how it was found) and overshoot past the final target. With --scene NAME alone: every property the \
      scene's state change animates, with its animation, end and overshoot (--reverse for the way back).
      """,
    groups: [
      Groups.springOrScene, Groups.motion,
      OptionGroup(title: "ANALYSIS OPTIONS", options: [
        OptionSpec(option: .epsilon, value: "E", help: "Settling band ±E of the travel, 0 < E < 1 (default: 0.001).", check: .number),
        OptionSpec(option: .band, value: "D", help: "Settling band ±D value units around the target instead (e.g. 0.5 pt).", check: .number),
        OptionSpec(option: .fps, value: "F", help: "Frame rate of the Android and --engine simulations (default: 60).", check: .number),
      ], usage: "[--epsilon <E> | --band <D>]"),
      OptionGroup(title: "ENGINE OPTIONS", options: Groups.engineOptions("Also analyze how a platform renders the spring:"),
                  usage: "[--engine <NAME>]"),
      OptionGroup(title: "RETARGET AND EASING OPTIONS", options: Groups.retargetOptions + [Groups.easingOption,
        Groups.easingDurationOption], usage: "[--retarget <T:VALUE>]…"),
      OptionGroup(title: "SCENE OPTIONS", options: [Groups.reverseOption], usage: "[--reverse]"),
      output.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let format = try output.format(args)
    // A scene alone: every property its state change animates (the tracks), as 'springtool scenes --scene' reports them.
    let ownOptions = args.order.filter { ![Option.scene, .ios, .set, .reverse, .format, .output, .precision].contains($0) }
    if let scene = try Groups.scene(args, needsSpring: false), ownOptions.isEmpty {
      let analysis = SceneAnalysis(scene, settings: scene.settings, reverse: args.flag(.reverse))
      return try output.write(analysis.report, args, &context, format: format)
    }
    if let o = [Option.ios, .set, .reverse].first(where: args.has) {
      throw .usage("'--\(o.rawValue)' goes with '--scene NAME' alone (a scene's tracks)")
    }
    let epsilon = try Groups.epsilon(args)
    let band = try args.double(.band)
    if let band, !(band > 0) { throw .usage("'--band' must be greater than 0") }
    if band != nil && args.has(.epsilon) { throw .usage("'--band' and '--epsilon' contradict each other; give one") }
    let fps = try Groups.frameRate(args)
    // analyze's settling definitions use the engines' settings (Android's rest, Compose's threshold) with or without --engine.
    var recipe = try Groups.recipe(args, engineOptionsNeedTheirEngine: false)
    if args.has(.easing) || args.has(.retarget) { return try summary(recipe, epsilon: epsilon, band: band, format, args, &context) }
    let engine = recipe.engine
    recipe.engine = .exact
    let found: EngineInput?
    do throws(CurveRecipe.Problem) { found = try recipe.engineInput() } catch { throw .usage(Wording.recipe(error)) }
    guard let input = found else { throw .usage("analyze needs a spring") }
    let report: AnalysisReport
    do { report = try AnalysisReport(analyzing: input, epsilon: epsilon, band: band, framesPerSecond: fps) } catch {
      throw .usage("invalid motion: \(error)")
    }
    var comparison: EngineComparison?
    if let e = engine.platformEngine {
      // The engine is measured in the band the shape was (an absolute --band as a fraction of the travel).
      do { comparison = try EngineComparison(e, input: input, framesPerSecond: fps, epsilon: report.shape.epsilon) } catch {
        throw .usage(Wording.motionError(error))
      }
    }
    try output.write(report.report(engine: comparison, precision: try Groups.precision(args)), args, &context, format: format)
  }

  /// A retargeted or eased motion: its settling time (and how it was found) and overshoot.
  static func summary(_ recipe: CurveRecipe, epsilon: Double, band: Double?, _ format: OutputFormat, _ args: Arguments,
                      _ context: inout RunContext) throws(CLIError) {
    let curve: any MotionCurve
    curve = try Groups.curve(recipe)
    let e = AnalysisReport.bandEpsilon(curve, epsilon: epsilon, band: band, fallback: epsilon)
    let figures: MotionFigures
    do { figures = try curve.figures(epsilon: e) } catch { throw .failure(Wording.motionError(error)) }
    try output.write(AnalysisReport.summaryReport(curve, figures: figures, retargets: recipe.retargets.count, epsilon: e), args, &context,
                     format: format)
  }
}
