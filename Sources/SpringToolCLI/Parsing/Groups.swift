import SpringToolCommandLine
import SpringToolCore
import SpringToolEasing
import SpringToolFormats
import SpringToolIntegrators
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolScenes
import SpringToolSolvers

/// The option groups commands share, and their typed readers: each group is parsed once into a
/// library value (a spring request, a sampling request, a recipe).
package enum Groups {
  // MARK: - Spring

  /// The spring options: one per row of the spring parameters table.
  static let springOptions: [OptionSpec] = SpringParameter.all.map {
    // A preset's name is checked by the request, which suggests the closest one.
    OptionSpec(option: Option($0.key), value: $0.placeholder, help: $0.help,
               check: $0.field == .preset ? nil : .number(orOneOf: $0.names.map(\.name)))
  }
  static let spring = OptionGroup(title: "SPRING OPTIONS (one family; default: SwiftUI Spring(), duration 0.5, bounce 0)",
                                  options: springOptions, usage: "[<spring options>]")
  /// The spring options and `--scene`.
  static let springOrScene = OptionGroup(title: spring.title, options: springOptions + [sceneOption] + sceneAssumptionOptions,
                                         usage: "[<spring options> | --scene <NAME>]")

  /// Each spring field's option.
  static let fieldOptions: [SpringRequest.Field: Option] = Dictionary(uniqueKeysWithValues: SpringParameter.all.map {
    ($0.field, Option($0.key))
  })

  /// The spring numbers given on the command line.
  static func springRequest(_ args: Arguments) throws(CLIError) -> SpringRequest {
    var r = SpringRequest()
    // In the fields' order, so the first bad one is reported.
    for field in SpringRequest.Field.allCases where field != .preset {
      r[number: field] = try named(args, fieldOptions[field]!, SpringParameter.row(field))
    }
    r.preset = args.string(.preset)
    return r
  }

  /// A number or one of the row's names (Android's constants), given as option `o`.
  static func named(_ args: Arguments, _ o: Option, _ row: SpringParameter) throws(CLIError) -> Double? {
    guard let text = args.string(o) else { return nil }
    if let value = row.namedValue(text) { return value }
    return try Arguments.number(text, o)
  }

  /// The specification the spring options make (or `--scene`'s spring).
  static func specification(_ args: Arguments) throws(CLIError) -> SpringSpecification {
    try specification(sceneSpringRequest(args))
  }

  static let sceneOption = OptionSpec(option: .scene, value: "NAME", help: "A seed scene's spring, and for a one-value scene its "
    + "from and to: " + Scenes.all.map(\.name).joined(separator: ", ") + " ('springtool scenes' shows them).")

  /// What a scene is read with: the iOS version and the assumptions set.
  static let sceneAssumptionOptions = [
    OptionSpec(option: .ios, value: "N", help: "With --scene: the iOS major version, which decides what a bare .spring() is "
      + "(17 and later: response 0.5, ζ 0.825; 13–16: 0.55, 0.825) (default: 17).", check: .whole),
    OptionSpec(option: .set, value: "KEY=VALUE", help: "With --scene: one of the scene's assumptions, e.g. screen-width=430 "
      + "('springtool scenes --scene NAME' lists them); repeatable.", repeatable: true),
  ]
  /// `--reverse`: the opposite state change of a scene.
  static let reverseOption = OptionSpec(option: .reverse, value: nil,
                                        help: "With --scene: the opposite state change (every track played back).")

  /// `--ios` and `--set` for a scene, each value checked against the scene's assumptions.
  static func sceneSettings(_ args: Arguments, for scene: Scene) throws(CLIError) -> SceneSettings {
    var settings = SceneSettings()
    if let ios = try args.int(.ios) {
      guard (13...30).contains(ios) else { throw .usage("'--ios' must be an iOS major version from 13 to 30") }
      settings.iOS = ios
    }
    for text in args.strings(.set) {
      let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let key = parts.first, scene.assumptionKeys.contains(key) else {
        let keys = scene.assumptionKeys.isEmpty ? "it assumes no numbers" : "expected " + scene.assumptionKeys.map { "\($0)=VALUE" }
          .joined(separator: ", ")
        throw .usage("invalid value '\(text.prefix(80))' for '--set' on scene \(scene.name): \(keys)")
      }
      guard let value = Double(parts[1].trimmed()), value.isFinite, abs(value) <= 1e6 else {
        throw .usage("invalid value '\(parts[1].prefix(80))' for '--set \(key)': expected a finite number within ±1e6")
      }
      settings.values[key] = value
    }
    return settings
  }

  /// The values a scene's spring moves (geometry and opacities), named and typed for exported code ([`value`] without a scene).
  static func animatedValues(_ scene: Scene?) -> [AnimatedValue] {
    guard let scene else { return [.generic] }
    return scene.springTracks.map { c in
      let property: AnimatedProperty = switch c.property {
      case .x: .translationX
      case .y: .translationY
      case .width: .width
      case .height: .height
      case .rotation: .rotation
      case .scale: .scale
      case .opacity, .color, .text: .alpha
      }
      return AnimatedValue(c.key, property)
    }
  }

  /// `--scene NAME`, when given. The commands that animate a scene's values with its spring
  /// (`needsSpring`) refuse a scene whose tracks move nothing on a spring.
  static func scene(_ args: Arguments, needsSpring: Bool = true) throws(CLIError) -> Scene? {
    guard let name = args.string(.scene) else {
      if let o = [Option.ios, .set, .reverse].first(where: args.has) { throw .usage("'--\(o.rawValue)' goes with '--scene NAME'") }
      return nil
    }
    guard let named = Scenes.named(name) else {
      throw .usage("unknown scene '\(name.prefix(80))'; expected " + Scenes.all.map(\.name).joined(separator: ", "))
    }
    let scene = named.with(try sceneSettings(args, for: named))
    if needsSpring && scene.components.isEmpty {
      throw .usage("scene '\(scene.name)' moves nothing on a spring (its views fade and scale on a timing curve); "
        + "'springtool scenes --scene \(scene.name)' lists its tracks")
    }
    return scene
  }

  /// The spring options, or when none is given, `--scene`'s spring.
  static func sceneSpringRequest(_ args: Arguments, needsSpring: Bool = true) throws(CLIError) -> SpringRequest {
    let given = try springRequest(args)
    // The scene is read (and --ios/--set checked) even when spring options override its spring.
    let scene = try scene(args, needsSpring: needsSpring)
    guard given.isEmpty, let scene else { return given }
    var request = SpringRequest()
    (request.response, request.dampingRatio) = (scene.spring.response, scene.spring.dampingRatio)
    return request
  }

  static func specification(_ request: SpringRequest) throws(CLIError) -> SpringSpecification {
    do { return try request.specification() } catch { throw .usage(Wording.problem(error)) }
  }

  // MARK: - Motion

  /// A recipe parameter's option, as its row describes and checks it.
  static func option(_ row: RecipeParameter) -> OptionSpec {
    let check: ValueCheck? = switch row.kind {
    case .number: .number
    case .choice(let names): .choice(names)
    case .text, .repeatedText: nil
    }
    return OptionSpec(option: Option(row.key), value: row.placeholder, help: row.help,
                      repeatable: row.isRepeatable, check: check)
  }

  static let motionOptions: [OptionSpec] = [RecipeParameter.from, .to, .velocity].map(option) + [
    OptionSpec(option: .relativeVelocity, value: "R",
               help: "Start velocity as a fraction of the distance per second (Core Animation's initialVelocity, UIKit's "
                 + "initialSpringVelocity): V = R·(to − from).", check: .number),
  ]
  static let motion = OptionGroup(title: "MOTION OPTIONS", options: motionOptions, usage: "[<motion options>]")

  /// `(from, to, velocity)`.
  static func motion(_ args: Arguments, feelOnly: Bool = false) throws(CLIError) -> (from: Double, to: Double, velocity: Double) {
    // A one-value scene supplies its from and to; a scene of several values belongs to morph
    // (where only the feel is wanted, as in export, its spring alone is used).
    let scene = try scene(args), many = (scene?.components.count ?? 0) > 1
    if let scene, many, !feelOnly {
      throw .usage("scene '\(scene.name)' moves \(scene.components.count) values; use 'springtool morph --scene \(scene.name)'")
    }
    let component = many ? nil : scene?.components.first
    let from = try args.double(.from) ?? component?.from ?? 0, to = try args.double(.to) ?? component?.to ?? 1
    if args.has(.velocity) && args.has(.relativeVelocity) {
      throw .usage("'--velocity' and '--relative-velocity' contradict each other; give one")
    }
    if args.has(.relativeVelocity) && to == from {
      throw .usage("'--relative-velocity' needs a travel (--to differs from --from); use '--velocity'")
    }
    guard (to - from).isFinite else { throw .usage("'--from' and '--to' are too far apart (the travel overflows)") }
    let relative = try args.double(.relativeVelocity) ?? 0
    let velocity = try args.double(.velocity) ?? relative * (to - from)
    guard velocity.isFinite else { throw .usage("the start velocity overflows") }
    return (from, to, velocity)
  }

  // MARK: - Sampling

  static let samplingOptions: [OptionSpec] = [
    OptionSpec(option: .duration, value: "T",
               help: "Seconds to sample, > 0 (default: until the value stays within 0.1 % of the travel, the exact last exit "
                 + "from that band, rounded up to a whole frame; an engine's or an easing's own end).", check: .number),
    option(.framesPerSecond),
    OptionSpec(option: .dt, value: "S", help: "Time step in seconds, t_i = i·S.", check: .number),
    OptionSpec(option: .samples, value: "N", help: "N ≥ 2 points from 0 to T inclusive, t_i = i·T/(N − 1).", check: .whole),
  ]
  static let sampling = OptionGroup(title: "SAMPLING OPTIONS", options: samplingOptions, usage: "[<sampling options>]")

  static func sampling(_ args: Arguments, duration: Bool = true) throws(CLIError) -> SamplingRequest {
    SamplingRequest(duration: duration ? try args.double(.duration) : nil, framesPerSecond: try args.double(.fps),
                    step: try args.double(.dt), count: try args.int(.samples))
  }

  /// The grid for a curve.
  static func grid(_ request: SamplingRequest, for curve: any MotionCurve) throws(CLIError) -> SampleGrid {
    try grid(request, for: curve.ending)
  }

  static func grid(_ request: SamplingRequest, for ending: MotionEnding) throws(CLIError) -> SampleGrid {
    do throws(SamplingRequest.Problem) { return try request.grid(for: ending) } catch { throw .usage(Wording.sampling(error)) }
  }

  // MARK: - Backend, engine, retargets, easing

  /// The backend options: one per row of the solver parameters table.
  static let backendOptions: [OptionSpec] = SolverParameter.all.map { row in
    OptionSpec(option: Option(row.key), value: row.placeholder, help: row.help, check: .invalidValue { text in
      var scratch = CurveRecipe.SolverRequest()
      do throws(SolverParameter.Problem) { try row.apply(text, to: &scratch); return nil } catch { return error.description }
    })
  }

  /// The options that set the integrator (the table's, and `--trace`).
  static let integratorOptions: [Option] = SolverParameter.all.map { Option($0.key) } + [.trace]

  /// `--engine` with `help`, then one option per engine setting (the settings table's rows).
  static func engineOptions(_ help: String) -> [OptionSpec] {
    [engineOption(help + " " + Engines.ids.joined(separator: ", ") + " ('springtool engines' says what each is).")]
      + EngineSetting.all.filter { !$0.engines.isEmpty }.map(option)
  }

  /// `--engine NAME`, one of the engines.
  static func engineOption(_ help: String, repeatable: Bool = false) -> OptionSpec {
    OptionSpec(option: .engine, value: "NAME", help: help, repeatable: repeatable, check: .choice(Engines.ids))
  }

  /// A setting's option, as its row describes it (and checks it).
  static func option(_ setting: EngineSetting) -> OptionSpec {
    if setting.isFlag { return OptionSpec(option: Option(setting), value: nil, help: setting.help) }
    return OptionSpec(option: Option(setting), value: setting.placeholder, help: setting.help, check: ValueCheck { text, _ in
      var scratch = EngineSettings()
      do throws(EngineSetting.Problem) { try scratch.set(setting, text: text); return nil } catch { return refusal(setting, text, error) }
    })
  }

  /// Why `text` is not a value of `setting`, in the command line's words.
  static func refusal(_ setting: EngineSetting, _ text: String, _ problem: EngineSetting.Problem) -> String {
    switch problem {
    case .breaks(let rule): "'--\(setting.key)' \(rule)"
    default: "invalid value '\(text.prefix(80))' for '--\(setting.key)': \(problem)"
    }
  }

  static let retargetOptions: [OptionSpec] = [option(RecipeParameter.retarget), option(.retargetMode), option(.blendDuration)]

  static let easingOption = option(RecipeParameter.easing)

  /// `--duration` as an easing's duration (the recipe's `easing-duration`).
  static let easingDurationOption = OptionSpec(option: .duration, value: "T", help: RecipeParameter.easingDuration.help, check: .number)

  /// The engine an `--engine` value names.
  static func engine(_ id: String) throws(CLIError) -> EngineChoice {
    guard let engine = EngineChoice(id: id) else {
      throw .usage("invalid value '\(id.prefix(80))' for '--engine': expected \(Arguments.list(Engines.ids))")
    }
    return engine
  }

  /// Refuses an engine setting none of `engines` (the engines the command renders) reads: given, it would do nothing.
  static func checkEngineOptions(_ args: Arguments, engines: [String]) throws(CLIError) {
    for setting in EngineSetting.all where args.has(Option(setting)) && !setting.engines.isEmpty {
      guard !setting.engines.contains(where: engines.contains) else { continue }
      let owner = setting.engines[0]
      throw .usage("'--\(setting.key)' applies to the \(owner) engine; give '--engine \(owner)' (it does nothing otherwise)")
    }
  }

  /// The engines' settings given on the command line, each read and checked by its row.
  static func engineSettings(_ args: Arguments) throws(CLIError) -> EngineSettings {
    var settings = EngineSettings()
    for setting in EngineSetting.all {
      if setting.isFlag {
        if args.flag(Option(setting)) { settings[setting] = 1 }
        continue
      }
      guard let text = args.string(Option(setting)) else { continue }
      do throws(EngineSetting.Problem) { try settings.set(setting, text: text) } catch {
        throw .usage(refusal(setting, text, error))
      }
    }
    return settings
  }

  /// The curve recipe the main options describe (spring or easing, motion, retargets, engine, backend).
  static func recipe(_ args: Arguments, easingDuration: Bool = true, engineOptionsNeedTheirEngine: Bool = true) throws(CLIError)
    -> CurveRecipe
  {
    var recipe: CurveRecipe
    if let easing = args.string(.easing) {
      let spring = try springRequest(args)
      if let field = spring.givenFields.first { throw .usage("'--easing' and '--\(fieldOptions[field]!.rawValue)' contradict each other: an easing curve has no spring") }
      for o in [Option.velocity, .relativeVelocity] where args.has(o) {
        throw .usage("'--easing' and '--\(o.rawValue)' contradict each other: an easing starts from rest")
      }
      for o in [Option.engine, .retarget, .backend, .method, .scene] where args.has(o) {
        throw .usage("'--easing' and '--\(o.rawValue)' contradict each other: an easing curve has no spring")
      }
      let duration = easingDuration ? try args.double(.duration) ?? CurveRecipe.defaultEasingDuration : CurveRecipe.defaultEasingDuration
      recipe = CurveRecipe(source: .easing(easing, duration: duration))
    } else {
      recipe = CurveRecipe(source: .spring(try sceneSpringRequest(args)))
      (recipe.from, recipe.to, recipe.velocity) = try motion(args)
    }
    if args.string(.easing) != nil { (recipe.from, recipe.to) = (try args.double(.from) ?? 0, try args.double(.to) ?? 1) }
    do { recipe.retargets = try CurveRecipe.retargets(args.strings(.retarget)) } catch { throw .usage(Wording.recipe(error)) }
    recipe.retargetMode = try args.choice(.retargetMode, CurveRecipe.RetargetMode.self, among: CurveRecipe.RetargetMode.allCases) ?? .merge
    recipe.engine = try args.choice(.engine, among: Engines.all, named: \.id).map { EngineChoice(id: $0.id)! } ?? .exact
    if engineOptionsNeedTheirEngine { try checkEngineOptions(args, engines: [recipe.engine.id]) }
    recipe.engineSettings = try engineSettings(args)
    recipe.framesPerSecond = try args.double(.fps) ?? CurveRecipe.defaultFramesPerSecond
    for parameter in SolverParameter.all {
      guard let text = args.string(Option(parameter.key)) else { continue }
      do throws(SolverParameter.Problem) { try parameter.apply(text, to: &recipe.solver) } catch {
        throw .usage("invalid value '\(text.prefix(80))' for '--\(parameter.key)': \(error)")
      }
    }
    if let backend = recipe.solver.backend, !backend.isAvailable { throw .usage(Wording.gslMissing) }
    if recipe.engine != .exact, let o = integratorOptions.first(where: args.has) {
      throw .usage("'--\(o.rawValue)' applies to '--engine exact' only")
    }
    if recipe.solver.backend == .analytic, let o = integratorOptions.filter({ $0 != .backend }).first(where: args.has) {
      throw .usage("'--\(o.rawValue)' needs an integrator backend ('--backend gsl' or '--backend swift')")
    }
    return recipe
  }

  /// The curve a recipe makes.
  static func curve(_ recipe: CurveRecipe) throws(CLIError) -> any MotionCurve {
    do throws(CurveRecipe.Problem) { return try recipe.curve() } catch {
      if case .curve(let e) = error, case .nonFinite = e { throw .failure(Wording.motionError(e)) }
      throw .usage(Wording.recipe(error))
    }
  }

  /// A curve named on the command line: a spec `key=value,…` (the recipe's keys: the spring,
  /// motion, backend, engine and easing options; `duration` is an easing's), or a curve file.
  static func curve(_ text: String, _ context: RunContext) throws(CLIError) -> PlotSource {
    guard text.contains(Character("=")) else {
      do { return PlotSource(label: text, file: try context.readCurve(text)) } catch { throw .failure("cannot read curve \(error)") }
    }
    do {
      let recipe = try CurveRecipe(spec: text)
      return PlotSource(label: text, curve: try recipe.curve(), recipe: recipe)
    } catch let problem as CurveRecipe.SpecProblem {
      if case .recipe(let p) = problem { throw .usage("in spec '\(text.prefix(80))': \(Wording.recipe(p))") }
      throw .usage("in spec '\(text.prefix(80))': \(problem)")
    } catch let problem as CurveRecipe.Problem {
      throw .usage("in spec '\(text.prefix(80))': \(Wording.recipe(problem))")
    } catch { throw .usage("in spec '\(text.prefix(80))': \(error)") }
  }

  // MARK: - Output

  /// A command's output: its formats and default, declared once, giving both its OUTPUT OPTIONS
  /// group (help) and the reader of `--format`.
  package struct Output: Sendable {
    /// The format written without `--format`.
    package let defaultFormat: OutputFormat
    /// The formats the command writes.
    package let formats: [OutputFormat]
    /// The options group (with `--plot` when the command also draws).
    package let group: OptionGroup

    /// An output of `formats`, `defaultFormat` unless `--format` says otherwise.
    package init(_ defaultFormat: OutputFormat, plot: Bool = false, formats: [OutputFormat] = OutputFormat.allCases) {
      (self.defaultFormat, self.formats) = (defaultFormat, formats)
      group = Groups.output(defaultFormat, plot: plot, formats: formats)
    }

    /// `--format`, one of the formats (`fallback` when absent, the declared default unless given).
    package func format(_ args: Arguments, default fallback: OutputFormat? = nil) throws(CLIError) -> OutputFormat {
      try Groups.format(args, default: fallback ?? defaultFormat, allowed: formats)
    }

    /// Writes a report in `--format` (or `format`) to `--output`, numbers to `--precision`: the
    /// one path every command's report takes.
    package func write(_ report: Report, _ args: Arguments, _ context: inout RunContext, format: OutputFormat? = nil) throws(CLIError) {
      let chosen: OutputFormat
      if let format { chosen = format } else { chosen = try self.format(args) }
      let precision = try Groups.precision(args)
      try context.emit(context.render(report, chosen, precision: precision), to: args.string(.output))
    }
  }

  package static func output(_ defaultFormat: OutputFormat, plot: Bool = false, formats: [OutputFormat] = OutputFormat.allCases) -> OptionGroup {
    var options = [
      OptionSpec(option: .format, value: "FORMAT", help: formats.map(\.rawValue).joined(separator: ", ") + " (default: \(defaultFormat.rawValue)).", short: "f",
                 check: .choice(formats.map(\.rawValue))),
      OptionSpec(option: .output, value: "FILE", help: "Write to FILE instead of standard output (safely: a temporary file, then rename).", short: "o"),
      OptionSpec(option: .precision, value: "N", help: "Significant digits of every number written (default: every digit in files, the shortest decimal within 4 ulp in tables; npy is exact).", check: .whole),
    ]
    if plot { options.append(OptionSpec(option: .plot, value: "FILE.svg", help: "Also draw it: an SVG file, or - for the terminal (then instead of the text, unless --output).")) }
    return OptionGroup(title: "OUTPUT OPTIONS", options: options, usage: "[<output options>]")
  }

  /// The formats of a report (the one renderer writes each): figures as csv, tsv or jsonl rows,
  /// the document as json, the view for people as table.
  static let reportFormats: [OutputFormat] = [.csv, .tsv, .json, .jsonl, .table]

  /// The output of a command that prints one table.
  static let listOutput = Output(.table, formats: reportFormats)

  /// A command's run that prints one table (and for people, a note after it) in `--format` (default: table).
  static func listing(_ make: @escaping @Sendable (Arguments, OutputFormat) -> (Table, String))
    -> @Sendable (Arguments, inout RunContext) throws(CLIError) -> Void {
    { args, context throws(CLIError) in
      let format = try listOutput.format(args)
      let (table, note) = make(args, format)
      try listOutput.write(Report(figures: table) { $0(table) + note }, args, &context, format: format)
    }
  }

  package static func format(_ args: Arguments, default fallback: OutputFormat, allowed: [OutputFormat] = OutputFormat.allCases) throws(CLIError) -> OutputFormat {
    try args.choice(.format, OutputFormat.self, among: allowed) ?? fallback
  }

  package static func precision(_ args: Arguments) throws(CLIError) -> Int? {
    guard let n = try args.int(.precision) else { return nil }
    guard (1...17).contains(n) else { throw .usage("'--precision' must be from 1 to 17 significant digits") }
    if args.string(.format)?.lowercased() == "npy" { throw .usage("'--precision' does not apply to npy, which holds the exact doubles") }
    return n
  }

  /// `--fps` in (0, 10000] (default 60).
  static func frameRate(_ args: Arguments) throws(CLIError) -> Double {
    let fps = try args.double(.fps) ?? CurveRecipe.defaultFramesPerSecond
    guard fps > 0 && fps <= 10_000 else { throw .usage("'--fps' must be in (0, 10000]") }
    return fps
  }

  static func epsilon(_ args: Arguments) throws(CLIError) -> Double {
    let e = try args.double(.epsilon) ?? SettlingBand.defaultEpsilon
    guard e > 0 && e < 1 else { throw .usage("invalid value '\(Describe.f(e))' for '--epsilon': must be in (0, 1)") }
    return e
  }
}
