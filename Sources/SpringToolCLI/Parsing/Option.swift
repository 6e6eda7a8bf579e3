import SpringToolCommandLine

/// Every command-line option, by name: one meaning per option across commands.
package enum Option: String, OptionName {
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

// The command-line toolkit's types, specialised to springtool's options and run context.
package typealias OptionSpec = SpringToolCommandLine.OptionSpec<Option>
package typealias OptionGroup = SpringToolCommandLine.OptionGroup<Option>
package typealias Command = SpringToolCommandLine.Command<Option, RunContext>
package typealias Arguments = ParsedArguments<Option>
package typealias CLIError = CommandLineError
/// Where a command writes and what it may read (the toolkit's run context).
public typealias RunContext = SpringToolCommandLine.RunContext
