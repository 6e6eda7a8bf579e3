import SpringToolCommandLine
import SpringToolCore
import SpringToolFormats
import SpringToolPlatforms
import SpringToolRegression
import SpringToolReports
import SpringToolRequests
import SpringToolScenes

/// The option groups commands share, declared once (help, completions and checks come from them),
/// and the readers that hand a command's arguments to the library's requests: each group is read
/// once into a library value (a spring request, a motion, a recipe) by `SpringToolRequests`.
package enum Groups {
  // MARK: - Spring

  /// The spring options: one per row of the spring parameters table.
  static let springOptions: [OptionSpec] = SpringParameter.all.map { option($0) }
  static let spring = OptionGroup(
    title: "SPRING OPTIONS (one family; default: SwiftUI Spring(), duration 0.5, bounce 0)",
    options: springOptions + tokenOptions, usage: "[<spring options>]")
  /// The spring options and `--scene`.
  static let springOrScene = OptionGroup(
    title: spring.title, options: spring.options + [sceneOption] + sceneAssumptionOptions,
    usage: "[<spring options> | --scene <NAME>]")

  /// ``springOrScene`` with `--preset` repeatable: `plot` and `compare` draw one curve per preset.
  static let springOrSceneOverlay = OptionGroup(
    title: spring.title,
    options: springOrScene.options.map { (o: OptionSpec) in
      guard o.option == .preset else { return o }
      return OptionSpec(option: o.option, value: o.value, help: o.help + " Repeatable: one curve each.", repeatable: true, check: o.check)
    }, usage: springOrScene.usage)

  /// The spring numbers given on the command line.
  static func springRequest(_ args: Arguments) throws(CLIError) -> SpringRequest {
    try answering { () throws(ParameterProblem) in try SpringInput.springRequest(args.parameters) }
  }

  static let sceneOption = option(SpringInput.sceneParameter)

  /// What a scene is read with: the iOS version and the assumptions set.
  static let sceneAssumptionOptions = options([SpringInput.iosParameter, SpringInput.assumptionParameter])
  /// `--reverse`: the opposite state change of a scene.
  static let reverseOption = option(SpringInput.reverseParameter)

  /// `--scene NAME`, when given (see ``SpringInput/scene(_:needsSpring:)``).
  static func scene(_ args: Arguments, needsSpring: Bool = true) throws(CLIError) -> Scene? {
    try answering { () throws(ParameterProblem) in try SpringInput.scene(args.parameters, needsSpring: needsSpring) }
  }

  // MARK: - Motion

  /// A parameter's option, as its row describes and checks it (every table's rows and the
  /// requests' own): the one place an input becomes an option.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - check: A check worded otherwise than the row's rule (nil: the rule's).
  static func option(_ row: some ParameterRow, check: ValueCheck? = nil) -> OptionSpec {
    var spec = OptionSpec(
      option: Option(row.key), value: row.placeholder, help: row.help, repeatable: row.isRepeatable,
      check: check ?? valueCheck(row.rule))
    spec.choices = row.choices
    return spec
  }

  /// Each row's option, in order.
  static func options(_ rows: [some ParameterRow]) -> [OptionSpec] { rows.map { option($0) } }

  /// The command line's check for a rule (nil: any text, which the request reads).
  static func valueCheck(_ rule: ParameterRule) -> ValueCheck? {
    switch rule {
    case .number: .number
    case .whole: .whole
    case .choice(let names): .choice(names)
    case .numberOrName(let names): .number(orOneOf: names)
    case .text, .flag: nil
    case .custom(let reason): .invalidValue(reason)
    }
  }

  static let motionOptions: [OptionSpec] =
    [RecipeParameter.from, .to, .velocity].map { option($0) } + [
      option(RecipeInput.relativeVelocityParameter), velocityUnit,
    ]
  /// `--velocity-unit`: the unit --velocity is given in, converted to units per second.
  static let velocityUnit = option(RecipeInput.velocityUnitParameter)
  /// `--density`, for a velocity in pixels on a command without engine settings.
  static let density = OptionSpec(option: .density, value: "D", help: "Pixels per point or dp, for px velocities (default: 1).", check: .number)
  static let motion = OptionGroup(title: "MOTION OPTIONS", options: motionOptions, usage: "[<motion options>]")
}
