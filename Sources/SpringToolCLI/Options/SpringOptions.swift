import SpringToolCurves
import SpringToolCore

/// The shared spring option group: exactly one parameter family per command line.
enum SpringOptions {
  static let group = OptionGroup(
    title: "SPRING OPTIONS (one family; default: SwiftUI Spring(), duration 0.5, bounce 0)",
    options: [
      OptionSpec(name: "response", valueName: "R",
                 help: "SwiftUI response (= iOS 17 duration) in seconds, > 0; with --damping or --bounce."),
      OptionSpec(name: "damping", valueName: "Z",
                 help: "Damping ratio ζ ≥ 0 (always the ratio, never the coefficient), with --response or "
                   + "--stiffness. Android names: high-bouncy, medium-bouncy, low-bouncy, no-bouncy."),
      OptionSpec(name: "bounce", valueName: "B",
                 help: "SwiftUI bounce in (-1, 1], with --response: ζ = 1 − B, or 1/(1 + B) when B < 0."),
      OptionSpec(name: "stiffness", valueName: "K",
                 help: "Stiffness k > 0, with --damping (Android/Compose) or --friction (physical, Core "
                   + "Animation). Android names: high, medium, medium-low, low, very-low."),
      OptionSpec(name: "friction", valueName: "C",
                 help: "Damping coefficient c ≥ 0 (Core Animation's damping, react-spring's friction), "
                   + "with --stiffness or --tension."),
      OptionSpec(name: "tension", valueName: "T", help: "react-spring/Rebound tension (= k), with --friction."),
      OptionSpec(name: "mass", valueName: "M",
                 help: "Mass m > 0 with --response, --stiffness or --tension (default: 1)."),
      OptionSpec(name: "origami-tension", valueName: "OT",
                 help: "Origami/Rebound tension, with --origami-friction (mass 1)."),
      OptionSpec(name: "origami-friction", valueName: "OF", help: "Origami/Rebound friction."),
      OptionSpec(name: "motion-duration", valueName: "S",
                 help: "Motion (web) duration in seconds, with --bounce: the envelope reaches 0.001 at S (not SwiftUI's duration)."),
      OptionSpec(name: "visual-duration", valueName: "S", help: "Motion (web) visualDuration in seconds, with --bounce."),
      OptionSpec(name: "preset", valueName: "NAME", help: "A named spring; 'springtool presets' lists them."),
      OptionSpec(name: "extra-bounce", valueName: "B",
                 help: "With --preset smooth|snappy|bouncy: SwiftUI's extraBounce, added to the base bounce."),
    ])

  /// Whether any spring option was given (commands that also take an easing or a file ask).
  static func given(_ args: ParsedArguments) -> Bool { group.options.contains { args.has($0.name) } }

  /// The spring the options describe.
  static func spring(from args: ParsedArguments) throws(CLIError) -> Spring {
    let anchors = ["response", "stiffness", "tension", "origami-tension", "motion-duration", "visual-duration", "preset"]
      .filter { args.has($0) }
    if anchors.count > 1 {
      throw .usage("two spring families given (\(anchors.map { "--\($0)" }.joined(separator: " and "))); choose one")
    }
    let family = anchors.first ?? (args.has("origami-friction") ? "origami-tension" : nil)
    func forbid(_ names: [String], with anchor: String) throws(CLIError) {
      for name in names where args.has(name) {
        throw .usage("'--\(name)' cannot be combined with '--\(anchor)'")
      }
    }
    func exactlyOne(_ a: String, _ b: String, with anchor: String) throws(CLIError) {
      if args.has(a) && args.has(b) {
        throw .usage("'--\(a)' and '--\(b)' contradict each other; give one with '--\(anchor)'")
      }
      if !args.has(a) && !args.has(b) { throw .usage("'--\(anchor)' needs '--\(a)' or '--\(b)'") }
    }
    let mass = try args.double("mass") ?? 1
    do {
      switch family {
      case "response":
        try forbid(["friction", "extra-bounce"], with: "response")
        try exactlyOne("damping", "bounce", with: "response")
        let response = try args.double("response")!
        if let bounce = try args.double("bounce") { return try Spring(duration: response, bounce: bounce, mass: mass) }
        return try Spring(response: response, dampingRatio: try dampingRatio(args)!, mass: mass)
      case "stiffness":
        try forbid(["bounce", "extra-bounce"], with: "stiffness")
        try exactlyOne("damping", "friction", with: "stiffness")
        let k = try stiffness(args)!
        if let c = try args.double("friction") { return try Spring(mass: mass, stiffness: k, damping: c) }
        return try Spring(stiffness: k, dampingRatio: try dampingRatio(args)!, mass: mass)
      case "tension":
        try forbid(["damping", "bounce", "extra-bounce"], with: "tension")
        guard let c = try args.double("friction") else { throw CLIError.usage("'--tension' needs '--friction'") }
        return try Spring(tension: try args.double("tension")!, friction: c, mass: mass)
      case "origami-tension":
        try forbid(["damping", "bounce", "friction", "mass", "extra-bounce"], with: "origami-tension")
        guard let ot = try args.double("origami-tension"), let of = try args.double("origami-friction") else {
          throw CLIError.usage("'--origami-tension' and '--origami-friction' go together")
        }
        return try Spring(origamiTension: ot, origamiFriction: of)
      case "motion-duration", "visual-duration":
        try forbid(["damping", "friction", "mass", "extra-bounce"], with: family!)
        let bounce = try args.double("bounce") ?? 0.3
        if family == "motion-duration" { return try Spring(motionDuration: try args.double("motion-duration")!, bounce: bounce) }
        return try Spring(motionVisualDuration: try args.double("visual-duration")!, bounce: bounce)
      case "preset":
        try forbid(["damping", "bounce", "friction", "mass", "origami-friction"], with: "preset")
        return try preset(named: args.string("preset")!, extraBounce: try args.double("extra-bounce"))
      default:
        for name in ["damping", "bounce", "friction", "mass", "extra-bounce"] where args.has(name) {
          throw CLIError.usage("'--\(name)' needs a spring family: '--response', '--stiffness', '--tension', "
            + "'--motion-duration' or '--preset'")
        }
        return try Spring(duration: 0.5, bounce: 0)
      }
    } catch let error as SpringError {
      throw .usage("invalid spring: \(error)")
    } catch let error as CLIError {
      throw error
    } catch {
      throw .usage("invalid spring: \(error)")
    }
  }

  static func preset(named name: String, extraBounce: Double?) throws -> Spring {
    if let extraBounce {
      guard let spring = try SpringPreset.swiftUI(name, extraBounce: extraBounce) else {
        throw CLIError.usage("'--extra-bounce' only applies to the presets smooth, snappy and bouncy")
      }
      return spring
    }
    guard let preset = SpringPreset.named(name) else {
      let names = SpringPreset.all.map(\.name)
      let near = names.map { ($0, ArgumentParser.editDistance(name.lowercased(), $0)) }.min { $0.1 < $1.1 }
      let hint = near.map { $0.1 < 4 ? " (did you mean '\($0.0)'?)" : "" } ?? ""
      throw CLIError.usage("unknown preset '\(name)'\(hint); 'springtool presets' lists them")
    }
    return preset.spring
  }

  /// `--damping` as a number or an Android damping-ratio name.
  static func dampingRatio(_ args: ParsedArguments) throws(CLIError) -> Double? {
    guard let text = args.string("damping") else { return nil }
    if let named = SpringPreset.androidDampingRatio.first(where: { $0.name == text.lowercased() }) {
      return named.value
    }
    return try ParsedArguments.number(text, option: "damping")
  }

  /// `--stiffness` as a number or an Android stiffness name.
  static func stiffness(_ args: ParsedArguments) throws(CLIError) -> Double? {
    guard let text = args.string("stiffness") else { return nil }
    if let named = SpringPreset.androidStiffness.first(where: { $0.name == text.lowercased() }) {
      return named.value
    }
    return try ParsedArguments.number(text, option: "stiffness")
  }

  /// The canonical parameters as JSON (the keys `convert --format json` and `sample` share).
  static func json(_ spring: Spring) -> [(String, JSONValue)] {
    [
      ("mass", .number(spring.mass)),
      ("stiffness", .number(spring.stiffness)),
      ("friction", .number(spring.dampingCoefficient)),
      ("dampingRatio", .number(spring.dampingRatio)),
      ("response", .number(spring.response)),
      ("bounce", .number(spring.bounce)),
    ]
  }
}
