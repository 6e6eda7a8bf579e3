/// Every command-line option, by name: one meaning per option across commands.
enum Option: String, CaseIterable, Sendable {
  // Spring
  case response, damping, bounce, stiffness, friction, tension, mass, preset
  case origamiTension = "origami-tension", origamiFriction = "origami-friction"
  case motionDuration = "motion-duration", visualDuration = "visual-duration", extraBounce = "extra-bounce"
  // Motion
  case from, to, velocity, relativeVelocity = "relative-velocity"
  // Sampling
  case duration, fps, dt, samples
  // Backend
  case backend, method, atol, rtol, h0, hmax, nmax, trace
  // Engines
  case engine, uikitDuration = "uikit-duration", minVisibleChange = "min-visible-change", androidClock = "android-clock"
  case visibilityThreshold = "visibility-threshold", phase
  // Retargets, easing
  case retarget, retargetMode = "retarget-mode", blendDuration = "blend-duration", easing
  // Output
  case format, output, plot, precision, title, yLabel = "y-label"
  // Analysis and comparison
  case epsilon, band, tolerance
  // convert, export, fit
  case `as`, property, name, maxError = "max-error"
  // drag
  case start, translation, translationY = "translation-y", dragDuration = "drag-duration", gesture
  case minimumDistance = "minimum-distance", inScrollView = "in-scroll-view", policy, comparePolicies = "compare-policies"
  case trackWidth = "track-width", trackHeight = "track-height", knob, padding, deceleration, follow
  case rubberBand = "rubber-band", releaseVelocity = "release-velocity", tap, scene
  // morph, tune, sweep, presets, verify, bench
  case names, overshoot, settle, peakTime = "peak-time", settleDefinition = "settle-definition"
  case figure, threads, mark, easings, update, suite, `repeat`, back, at
  case help, version
}

/// An option as one command offers it.
struct OptionSpec: Sendable {
  let option: Option
  /// The placeholder in help (`R`); nil for a flag.
  let value: String?
  /// One sentence of help.
  let help: String
  var repeatable = false
  var short: Character?

  var name: String { option.rawValue }
  var isFlag: Bool { value == nil }
  var label: String {
    (short.map { "-\($0), " } ?? "") + "--\(name)" + (value.map { " <\($0)>" } ?? "")
  }
}

/// A titled group of options in help (SPRING OPTIONS, …).
struct OptionGroup: Sendable {
  let title: String
  let options: [OptionSpec]
  /// How the group shows in a usage line.
  var usage: String
}

/// A subcommand: its help, its options and what it runs.
struct Command: Sendable {
  let name: String
  let abstract: String
  let discussion: String
  var arguments: [(name: String, help: String)] = []
  var maximumPositionals = 0
  let groups: [OptionGroup]
  let run: @Sendable (Arguments, inout RunContext) throws(CLIError) -> Void

  var options: [OptionSpec] { groups.flatMap(\.options) + [Command.helpOption] }
  static let helpOption = OptionSpec(option: .help, value: nil, help: "Show help information.", short: "h")

  /// `springtool NAME <arguments> [<group>] …`, generated from the groups.
  var usageLine: String {
    (["springtool", name] + arguments.map(\.name) + groups.map(\.usage).filter { !$0.isEmpty }).joined(separator: " ")
  }
}
