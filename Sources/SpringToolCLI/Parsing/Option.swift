import SpringToolCommandLine
import SpringToolCore
import SpringToolPlatforms
import SpringToolRegression

/// Every command-line option, by name: one meaning per option across commands. The engines'
/// settings are options too, one per row of the settings table (``EngineSetting/all``): they
/// are not listed here.
package struct Option: OptionName, CustomStringConvertible {
  /// The long name (`to` for `--to`).
  package let rawValue: String

  init(_ name: String) { rawValue = name }

  /// The option named `rawValue`, if springtool has one.
  package init?(rawValue: String) {
    guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  /// The option that sets an engine setting.
  package init(_ setting: EngineSetting) { rawValue = setting.key }

  /// Every option: the fixed ones, then each row of the parameter tables not among them (so a new
  /// row is an option without a constant here).
  package static let allCases: [Option] = {
    var out = fixed
    for key in SpringParameter.all.map(\.key) + SolverParameter.all.map(\.key) + EngineSetting.all.map(\.key)
    where !out.contains(where: { $0.rawValue == key }) {
      out.append(Option(key))
    }
    return out
  }()

  /// The long name.
  package var description: String { rawValue }

  package static let response = Option("response")
  package static let damping = Option("damping")
  package static let bounce = Option("bounce")
  package static let stiffness = Option("stiffness")
  package static let friction = Option("friction")
  package static let tension = Option("tension")
  package static let mass = Option("mass")
  package static let preset = Option("preset")
  package static let origamiTension = Option("origami-tension")
  package static let origamiFriction = Option("origami-friction")
  package static let motionDuration = Option("motion-duration")
  package static let visualDuration = Option("visual-duration")
  package static let extraBounce = Option("extra-bounce")
  package static let from = Option("from")
  package static let to = Option("to")
  package static let velocity = Option("velocity")
  package static let relativeVelocity = Option("relative-velocity")
  package static let duration = Option("duration")
  package static let fps = Option("fps")
  package static let dt = Option("dt")
  package static let samples = Option("samples")
  package static let backend = Option("backend")
  package static let method = Option("method")
  package static let atol = Option("atol")
  package static let rtol = Option("rtol")
  package static let h0 = Option("h0")
  package static let hmax = Option("hmax")
  package static let nmax = Option("nmax")
  package static let trace = Option("trace")
  package static let engine = Option("engine")
  package static let retarget = Option("retarget")
  package static let retargetMode = Option("retarget-mode")
  package static let easing = Option("easing")
  package static let format = Option("format")
  package static let output = Option("output")
  package static let plot = Option("plot")
  package static let precision = Option("precision")
  package static let title = Option("title")
  package static let yLabel = Option("y-label")
  package static let epsilon = Option("epsilon")
  package static let band = Option("band")
  package static let tolerance = Option("tolerance")
  package static let `as` = Option("as")
  package static let property = Option("property")
  package static let name = Option("name")
  package static let maxError = Option("max-error")
  package static let start = Option("start")
  package static let translation = Option("translation")
  package static let translationY = Option("translation-y")
  package static let dragDuration = Option("drag-duration")
  package static let gesture = Option("gesture")
  package static let minimumDistance = Option("minimum-distance")
  package static let inScrollView = Option("in-scroll-view")
  package static let policy = Option("policy")
  package static let comparePolicies = Option("compare-policies")
  package static let trackWidth = Option("track-width")
  package static let trackHeight = Option("track-height")
  package static let knob = Option("knob")
  package static let padding = Option("padding")
  package static let deceleration = Option("deceleration")
  package static let follow = Option("follow")
  package static let rubberBand = Option("rubber-band")
  package static let releaseVelocity = Option("release-velocity")
  package static let tap = Option("tap")
  package static let scene = Option("scene")
  package static let names = Option("names")
  package static let overshoot = Option("overshoot")
  package static let settle = Option("settle")
  package static let peakTime = Option("peak-time")
  package static let settleDefinition = Option("settle-definition")
  package static let figure = Option("figure")
  package static let threads = Option("threads")
  package static let mark = Option("mark")
  package static let easings = Option("easings")
  package static let update = Option("update")
  package static let suite = Option("suite")
  package static let `repeat` = Option("repeat")
  package static let back = Option("back")
  package static let at = Option("at")
  package static let help = Option("help")
  package static let version = Option("version")

  /// The options that are not engine settings, in declaration order.
  static let fixed: [Option] = [
    response,
    damping,
    bounce,
    stiffness,
    friction,
    tension,
    mass,
    preset,
    origamiTension,
    origamiFriction,
    motionDuration,
    visualDuration,
    extraBounce,
    from,
    to,
    velocity,
    relativeVelocity,
    duration,
    fps,
    dt,
    samples,
    backend,
    method,
    atol,
    rtol,
    h0,
    hmax,
    nmax,
    trace,
    engine,
    retarget,
    retargetMode,
    easing,
    format,
    output,
    plot,
    precision,
    title,
    yLabel,
    epsilon,
    band,
    tolerance,
    `as`,
    property,
    name,
    maxError,
    start,
    translation,
    translationY,
    dragDuration,
    gesture,
    minimumDistance,
    inScrollView,
    policy,
    comparePolicies,
    trackWidth,
    trackHeight,
    knob,
    padding,
    deceleration,
    follow,
    rubberBand,
    releaseVelocity,
    tap,
    scene,
    names,
    overshoot,
    settle,
    peakTime,
    settleDefinition,
    figure,
    threads,
    mark,
    easings,
    update,
    suite,
    `repeat`,
    back,
    at,
    help,
    version,
  ]
}

// The command-line toolkit's types, specialised to springtool's options and run context.
package typealias OptionSpec = SpringToolCommandLine.OptionSpec<Option>
package typealias OptionGroup = SpringToolCommandLine.OptionGroup<Option>
package typealias Command = SpringToolCommandLine.Command<Option, RunContext>
package typealias Arguments = ParsedArguments<Option>
package typealias CLIError = CommandLineError
/// Where a command writes and what it may read (the toolkit's run context).
public typealias RunContext = SpringToolCommandLine.RunContext
