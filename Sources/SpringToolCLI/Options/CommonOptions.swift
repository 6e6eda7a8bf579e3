import SpringToolCurves
import Foundation
import SpringToolCore

/// `--from`, `--to`, `--velocity`.
enum MotionOptions {
  static let group = OptionGroup(
    title: "MOTION OPTIONS",
    options: [
      OptionSpec(name: "from", valueName: "A", help: "Start value (default: 0)."),
      OptionSpec(name: "to", valueName: "B", help: "Target value (default: 1)."),
      OptionSpec(name: "velocity", valueName: "V",
                 help: "Start velocity in value units per second, SwiftUI's convention (default: 0)."),
      OptionSpec(name: "relative-velocity", valueName: "R",
                 help: "Start velocity as a fraction of the distance per second (Core Animation's initialVelocity, "
                   + "UIKit's initialSpringVelocity): V = R·(to − from)."),
    ])

  static func motion(_ spring: Spring, _ args: ParsedArguments) throws(CLIError) -> SpringMotion {
    let from = try args.double("from") ?? 0
    let to = try args.double("to") ?? 1
    if args.has("velocity") && args.has("relative-velocity") {
      throw .usage("'--velocity' and '--relative-velocity' contradict each other; give one")
    }
    let relative = try args.double("relative-velocity")
    let absolute = try args.double("velocity")
    let velocity = absolute ?? (relative ?? 0) * (to - from)
    if args.has("relative-velocity") && to == from {
      throw .usage("'--relative-velocity' needs a travel (--to differs from --from); use '--velocity'")
    }
    do {
      return try SpringMotion(spring: spring, from: from, to: to, initialVelocity: velocity)
    } catch {
      throw .usage("invalid motion: \(error)")
    }
  }

  static func json(_ motion: SpringMotion) -> JSONValue {
    .object([("from", .number(motion.from)), ("to", .number(motion.to)), ("velocity", .number(motion.initialVelocity))])
  }
}

/// `--duration`, `--fps`, `--dt`, `--samples`.
enum SamplingOptions {
  static let group = OptionGroup(
    title: "SAMPLING OPTIONS",
    options: [
      OptionSpec(name: "duration", valueName: "T",
                 help: "Seconds to sample, > 0 (default: until the value stays within 0.1 % of the travel "
                   + "of the target, the exact last exit from that band, rounded up to a whole frame)."),
      OptionSpec(name: "fps", valueName: "F", help: "Samples per second, t_i = i/F (default: 60)."),
      OptionSpec(name: "dt", valueName: "S", help: "Time step in seconds, t_i = i·S."),
      OptionSpec(name: "samples", valueName: "N", help: "N ≥ 2 points from 0 to T inclusive, t_i = i·T/(N − 1)."),
    ])

  /// How the duration was chosen, for reports.
  enum DurationRule: Equatable {
    case given
    case settled(exact: Double)
  }

  /// The grid the options describe. The default duration settles `motion` into 0.1 % of its travel.
  static func grid(_ args: ParsedArguments, motion: SpringMotion) throws(CLIError) -> (SampleGrid, DurationRule) {
    try grid(args, natural: args.has("duration") ? 0 : motion.settlingTime(epsilon: 0.001))
  }

  /// The grid the options describe; without `--duration` it covers `natural` seconds (a
  /// settling time, rounded up to a whole frame; or an easing's duration, exact).
  /// `useDuration: false` when `--duration` belongs to something else (an easing's length).
  static func grid(_ args: ParsedArguments, natural: Double, settled: Bool = true,
                   useDuration: Bool = true) throws(CLIError) -> (SampleGrid, DurationRule) {
    let spacings = ["fps", "dt", "samples"].filter { args.has($0) }
    if spacings.count > 1 {
      throw .usage("'--\(spacings[0])' and '--\(spacings[1])' contradict each other; give one")
    }
    let spacing: SampleGrid.Spacing
    if let n = try args.int("samples") {
      spacing = .count(n)
    } else if let dt = try args.double("dt") {
      spacing = .step(dt)
    } else {
      spacing = .framesPerSecond(try args.double("fps") ?? 60)
    }
    // Validate the spacing before choosing a duration.
    do { _ = try SampleGrid(spacing, duration: 0) } catch { throw .usage("invalid sampling: \(error)") }
    var rule = DurationRule.given
    let duration: Double
    if useDuration, let given = try args.double("duration") {
      guard given > 0 else { throw .usage("invalid value '\(given)' for '--duration': must be greater than 0") }
      duration = given
    } else if settled {
      guard natural.isFinite else {
        throw .usage("the spring is undamped (ζ = 0) and never settles; give '--duration'")
      }
      duration = roundUpToFrame(natural, spacing)
      rule = .settled(exact: natural)
    } else {
      duration = natural
    }
    do {
      return (try SampleGrid(spacing, duration: duration), rule)
    } catch {
      throw .usage("invalid sampling: \(error)")
    }
  }

  /// Rounds a time up to a whole frame of the spacing (at least one frame); `--samples` uses 60 fps frames.
  static func roundUpToFrame(_ t: Double, _ spacing: SampleGrid.Spacing) -> Double {
    switch spacing {
    case .framesPerSecond(let fps): return max(1, (t * fps).rounded(.up)) / fps
    case .step(let dt): return max(1, (t / dt).rounded(.up)) * dt
    case .count: return max(1, (t * 60).rounded(.up)) / 60
    }
  }
}

/// `--format`, `--output`.
enum OutputOptions {
  static let group = OptionGroup(
    title: "OUTPUT OPTIONS",
    options: [
      OptionSpec(name: "format", valueName: "FORMAT", help: "csv, tsv, json or table (default: csv)."),
      OptionSpec(name: "output", valueName: "FILE",
                 help: "Write to FILE instead of standard output (atomically: a temporary file, then rename)."),
    ])

  static func format(_ args: ParsedArguments, default fallback: OutputFormat = .csv) throws(CLIError) -> OutputFormat {
    guard let text = args.string("format") else { return fallback }
    guard let format = OutputFormat(rawValue: text.lowercased()) else {
      throw .usage("invalid value '\(text)' for '--format': expected csv, tsv, json or table")
    }
    return format
  }
}
