import SpringToolEasing

/// `--easing CURVE`: animate along an easing curve over `--duration` instead of a spring.
enum EasingOptions {
  /// SwiftUI's default duration for its easing animations.
  static let defaultDuration = 0.35

  static let option = OptionSpec(
    name: "easing", valueName: "CURVE",
    help: "Animate along an easing curve instead of a spring, over --duration seconds (default: 0.35, SwiftUI's "
      + "default): a name (ease-in-out, easeOutBack, fast-out-slow-in, …; 'springtool presets --easings' lists "
      + "them), cubic-bezier(x1,y1,x2,y2), steps(n[,position]) or linear(…).")

  static func easing(_ text: String, option: String = "easing") throws(CLIError) -> Easing {
    do {
      return try Easing.parse(text)
    } catch {
      throw .usage("invalid value '\(text)' for '--\(option)': \(error)")
    }
  }

  /// The eased motion the options describe, or nil without `--easing`. Options that only make
  /// sense for a spring are refused rather than ignored.
  static func motion(_ args: ParsedArguments) throws(CLIError) -> EasedMotion? {
    guard let text = args.string("easing") else { return nil }
    let springOnly = SpringOptions.group.options.map(\.name)
      + ["velocity", "relative-velocity", "backend", "method", "atol", "rtol", "h0", "hmax", "nmax", "trace", "engine",
         "retarget", "retarget-mode", "blend-duration"]
    for name in springOnly where args.has(name) {
      throw .usage("'--easing' and '--\(name)' contradict each other: an easing curve has no spring"
        + (name == "velocity" || name == "relative-velocity" ? " and starts from rest" : ""))
    }
    return try eased(text, args)
  }

  /// The motion along `text` over `--duration` (default 0.35 s), from `--from` to `--to`
  /// (0 → 1 when `withEndpoints` is false, for commands whose `--to` means something else).
  static func eased(_ text: String, _ args: ParsedArguments, withEndpoints: Bool = true) throws(CLIError) -> EasedMotion {
    let easing = try easing(text)
    let from = withEndpoints ? try args.double("from") ?? 0 : 0
    let to = withEndpoints ? try args.double("to") ?? 1 : 1
    let duration = try args.double("duration") ?? defaultDuration
    do {
      return try EasedMotion(easing: easing, from: from, to: to, duration: duration)
    } catch {
      throw .usage("invalid easing motion: \(error)")
    }
  }
}
