import SpringToolEngines
import SpringToolCore

/// `--engine` and the settings some engines take.
enum EngineOptions {
  static let engineOption = OptionSpec(
    name: "engine", valueName: "NAME",
    help: "How a platform animates the spring: exact (default; --backend applies), swiftui-spring, swiftui-animation, "
      + "interpolating-spring, core-animation, uikit, android, compose, motion, react-spring, rebound, wave.")
  static let uikitDuration = OptionSpec(
    name: "uikit-duration", valueName: "D",
    help: "With --engine uikit: UIView.animate's duration (default: the one for which UIKit picks this spring's ω0).")
  static let minimumVisibleChange = OptionSpec(
    name: "min-visible-change", valueName: "M",
    help: "Android's minimum visible change in value units (default: 1, Android's pixel default).")
  static let visibilityThreshold = OptionSpec(
    name: "visibility-threshold", valueName: "V",
    help: "Compose's visibility threshold in value units (default: 0.01, Compose's Float default).")

  static let group = OptionGroup(title: "ENGINE OPTIONS",
                                 options: [engineOption, uikitDuration, minimumVisibleChange, visibilityThreshold])

  /// The engine named by `text`, with a usage error listing the names otherwise.
  static func engine(named text: String) throws(CLIError) -> Engine {
    guard let engine = Engine(rawValue: text.lowercased()) else {
      throw .usage("invalid value '\(text)' for '--engine': expected \(Engine.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return engine
  }

  /// `--engine` (the last one given), defaulting to exact.
  static func engine(_ args: ParsedArguments) throws(CLIError) -> Engine {
    guard let text = args.string("engine") else { return .exact }
    return try engine(named: text)
  }

  static func options(_ args: ParsedArguments) throws(CLIError) -> Engine.Options {
    var options = Engine.Options()
    if let d = try args.double("uikit-duration") {
      guard d > 0 else { throw .usage("'--uikit-duration' must be greater than 0") }
      options.uikitDuration = d
    }
    if let m = try args.double("min-visible-change") {
      guard m > 0 else { throw .usage("'--min-visible-change' must be greater than 0") }
      options.minimumVisibleChange = m
    }
    if let v = try args.double("visibility-threshold") {
      guard v > 0 else { throw .usage("'--visibility-threshold' must be greater than 0") }
      options.visibilityThreshold = v
    }
    return options
  }

  /// Frame times for an engine: the sampling options' grid, with a default duration of the
  /// engine's own end (rounded up to a frame), or the exact settle time if it never ends.
  static func times(_ args: ParsedArguments, engine: Engine, motion: SpringMotion, options: Engine.Options)
    throws(CLIError) -> [Double]
  {
    if args.has("duration") { return try SamplingOptions.grid(args, motion: motion).0.times }
    let fps = try args.double("fps") ?? 60
    guard let end = engine.endTime(motion, framesPerSecond: fps > 0 ? fps : 60, options: options) else {
      return try SamplingOptions.grid(args, motion: motion).0.times
    }
    let settle = motion.settlingTime()
    return try SamplingOptions.grid(args, natural: max(end, settle.isFinite ? min(settle, end * 4) : end)).0.times
  }
}
