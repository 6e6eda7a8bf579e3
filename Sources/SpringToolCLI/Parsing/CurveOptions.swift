import SpringToolCommandLine
import SpringToolCore
import SpringToolEasing
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolRequests
import SpringToolSolvers

/// The options of a curve's recipe (sampling, backend, engine, retargets, easing), and their readers.
extension Groups {
  static let samplingOptions: [OptionSpec] = [
    option(RecipeInput.samplingDuration), option(RecipeParameter.framesPerSecond), option(RecipeInput.timeStep), option(RecipeInput.sampleCount),
  ]
  static let sampling = OptionGroup(title: "SAMPLING OPTIONS", options: samplingOptions, usage: "[<sampling options>]")

  /// The sampling the options ask for (`duration`: whether `--duration` is the sampling's).
  static func sampling(_ args: Arguments, duration: Bool = true) throws(CLIError) -> SamplingRequest {
    try answering { () throws(ParameterProblem) in try RecipeInput.sampling(args.parameters, withDuration: duration) }
  }

  static func grid(_ request: SamplingRequest, for ending: MotionEnding) throws(CLIError) -> SampleGrid {
    try answering { () throws(ParameterProblem) in try RecipeInput.grid(request, for: ending) }
  }

  // MARK: - Backend, engine, retargets, easing

  static let backendOptions: [OptionSpec] = SolverParameter.all.map { option($0) }

  /// The options that set the integrator (the table's, and `--trace`).
  static let integratorOptions: [Option] = SolverParameter.all.map { Option($0.key) } + [.trace]

  /// `--engine` with `help`, then one option per engine setting (the settings table's rows).
  static func engineOptions(_ help: String, repeatable: Bool = false) -> [OptionSpec] {
    [
      engineOption(help + " " + Engines.ids.joined(separator: ", ") + " ('springtool engines' says what each is).", repeatable: repeatable),
      option(RecipeParameter.property),
    ] + EngineSetting.all.filter { !$0.engines.isEmpty || $0 == .reduceMotion || $0 == .travelUnit }.map(option)
  }

  /// `--engine NAME`, one of the engines.
  static func engineOption(_ help: String, repeatable: Bool = false) -> OptionSpec {
    OptionSpec(option: .engine, value: "NAME", help: help, repeatable: repeatable, check: .choice(Engines.ids))
  }

  /// A setting's option, refused in the requests' words (a number out of range: "'--KEY' must be …").
  static func option(_ setting: EngineSetting) -> OptionSpec {
    option(
      setting,
      check: setting.isFlag
        ? nil
        : ValueCheck { text, _ in
          var scratch = EngineSettings()
          do throws(EngineSetting.Problem) { try scratch.set(setting, text: text); return nil } catch {
            return Spelling.text(RecipeInput.refusal(setting, text, error))
          }
        })
  }

  static let retargetOptions: [OptionSpec] = [option(RecipeParameter.retarget), option(RecipeParameter.retargetMode), option(EngineSetting.blendDuration)]

  static let easingOption = option(RecipeParameter.easing)

  /// `--decay` and `--decay-model`: a release decelerating instead of a spring.
  static let decayOptions: [OptionSpec] = [option(RecipeInput.decayParameter), option(RecipeParameter.decayModel)]

  /// `--duration` as an easing's duration (the recipe's `easing-duration`).
  static let easingDurationOption = OptionSpec(
    option: .duration, value: "T", help: RecipeParameter.easingDuration.help + " Or a named duration (presets --durations).", check: durationCheck)
  /// Seconds, or a named duration (``NamedDurations``): every `--duration` but convert's, which is a spring's.
  static let durationCheck = valueCheck(RecipeInput.secondsRule)!

  /// The engine an `--engine` value names.
  static func engine(_ id: String) throws(CLIError) -> EngineChoice {
    try answering { () throws(ParameterProblem) in try RecipeInput.engine(id) }
  }

  /// Refuses an engine setting none of `engines` (the engines the command renders) reads: given, it would do nothing.
  static func checkEngineOptions(_ args: Arguments, engines: [String]) throws(CLIError) {
    try answering { () throws(ParameterProblem) in try RecipeInput.checkEngineSettings(args.parameters, engines: engines) }
  }

  /// The engines' settings given on the command line, each read and checked by its row.
  static func engineSettings(_ args: Arguments) throws(CLIError) -> EngineSettings {
    try answering { () throws(ParameterProblem) in try RecipeInput.engineSettings(args.parameters) }
  }

  /// A curve named on the command line: a spec `key=value,…` or a curve file (see ``CurveInput``).
  static func curve(_ text: String, _ context: RunContext) throws(CLIError) -> PlotSource {
    let read = context.curveReader()
    return try answering { () throws(ParameterProblem) in try CurveInput.source(text, read: read) }
  }

  /// `--epsilon` in (0, 1) (default 0.001).
  static func epsilon(_ args: Arguments) throws(CLIError) -> Double {
    try answering { () throws(ParameterProblem) in try RecipeInput.epsilon(args.parameters) }
  }
}
