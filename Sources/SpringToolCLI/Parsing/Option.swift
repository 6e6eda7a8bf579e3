import SpringToolCommandLine
import SpringToolCore
import SpringToolPlatforms
import SpringToolRegression

/// Every command-line option, by name: one meaning per option across commands. The constants
/// below are the names the code reads; the rows of the parameter tables (spring, recipe, solver,
/// engine settings) are options by their keys, without constants of their own.
package struct Option: OptionName, CustomStringConvertible {
  /// The long name (`to` for `--to`).
  package let rawValue: String

  init(_ name: String) { rawValue = name }

  /// The option named `rawValue`, if a command offers it (not for use while the commands are
  /// being built: it reads them).
  package init?(rawValue: String) {
    guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  /// The option that sets an engine setting.
  package init(_ setting: EngineSetting) { rawValue = setting.key }

  /// Every option, as the commands offer them (each once, in the order help first shows it),
  /// with `--help` and `--version`: derived from the commands, so a new option or a new row of a
  /// parameter table is listed without a list of its own here.
  package static let allCases: [Option] = {
    var out: [Option] = []
    for option in SpringTool.commands.flatMap(\.options).map(\.option) + [help, version] where !out.contains(option) {
      out.append(option)
    }
    return out
  }()

  /// The long name.
  package var description: String { rawValue }

  package static let response = Option("response")
  package static let damping = Option("damping")
  package static let bounce = Option("bounce")
  package static let preset = Option("preset")
  package static let from = Option("from")
  package static let to = Option("to")
  package static let velocity = Option("velocity")
  package static let relativeVelocity = Option("relative-velocity")
  package static let velocityUnit = Option("velocity-unit")
  package static let duration = Option("duration")
  package static let fps = Option("fps")
  package static let dt = Option("dt")
  package static let samples = Option("samples")
  package static let backend = Option("backend")
  package static let method = Option("method")
  package static let trace = Option("trace")
  package static let engine = Option("engine")
  package static let points = Option("points")
  package static let decelerationRate = Option("deceleration-rate")
  package static let density = Option("density")
  package static let retarget = Option("retarget")
  package static let retargetMode = Option("retarget-mode")
  package static let easing = Option("easing")
  package static let decay = Option("decay")
  package static let format = Option("format")
  package static let output = Option("output")
  package static let plot = Option("plot")
  package static let precision = Option("precision")
  package static let title = Option("title")
  package static let yLabel = Option("y-label")
  package static let `as` = Option("as")
  package static let property = Option("property")
  package static let tokenFile = Option("token-file")
  package static let token = Option("token")
  package static let scene = Option("scene")
  package static let settleDefinition = Option("settle-definition")
  package static let easings = Option("easings")
  package static let durations = Option("durations")
  package static let update = Option("update")
  package static let suite = Option("suite")
  package static let `repeat` = Option("repeat")
  package static let reverse = Option("reverse")
  package static let ios = Option("ios")
  package static let set = Option("set")
  package static let port = Option("port")
  package static let open = Option("open")
  package static let idleTimeout = Option("idle-timeout")
  package static let help = Option("help")
  package static let version = Option("version")

}

// The command-line toolkit's types, specialised to springtool's options and run context.
package typealias OptionSpec = SpringToolCommandLine.OptionSpec<Option>
package typealias OptionGroup = SpringToolCommandLine.OptionGroup<Option>
package typealias Command = SpringToolCommandLine.Command<Option, RunContext>
package typealias Arguments = ParsedArguments<Option>
package typealias CLIError = CommandLineError
/// Where a command writes and what it may read (the toolkit's run context).
package typealias RunContext = SpringToolCommandLine.RunContext
