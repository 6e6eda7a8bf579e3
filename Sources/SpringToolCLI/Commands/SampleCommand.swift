import Curves
import Springs

/// `springtool sample`: a spring's motion as rows of `t,value,velocity`.
enum SampleCommand {
  static let command = Command(
    name: "sample",
    abstract: "Sample a spring's motion over time as t,value,velocity.",
    discussion: """
      The first row is t = 0 at --from with --velocity, the last row is at the duration. With no spring \
      options the spring is SwiftUI's Spring() (duration 0.5, bounce 0). Velocities are in value units per \
      second. --backend analytic evaluates the exact closed form (on a uniform grid by its exact one-step \
      transition, re-anchored every 32 samples).
      """,
    usage: "[<spring options>] [<motion options>] [<sampling options>] [<output options>]",
    groups: [SpringOptions.group, MotionOptions.group, SamplingOptions.group, BackendOptions.group, OutputOptions.group],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    let spring = try SpringOptions.spring(from: args)
    let motion = try MotionOptions.motion(spring, args)
    let format = try OutputOptions.format(args)
    let backend = try BackendOptions.backend(args)
    let (grid, rule) = try SamplingOptions.grid(args, motion: motion)
    let states = motion.sample(grid)
    let text: String
    if format == .json {
      var document: [(String, JSONValue)] = [
        ("spring", .object(SpringOptions.json(spring))),
        ("motion", MotionOptions.json(motion)),
        ("backend", .string(backend.rawValue)),
        ("duration", .number(grid.duration)),
      ]
      if case .settled(let exact) = rule {
        document.append(("durationRule", .string("exact last exit from ±0.1 % of the travel, rounded up to a whole frame")))
        document.append(("settlingTime", .number(exact)))
      }
      document.append(("samples", .array(states.indices.map { i in
        .object([("t", .number(grid.time(i))), ("value", .number(states[i].value)),
                 ("velocity", .number(states[i].velocity))])
      })))
      text = JSONValue.object(document).rendered()
    } else {
      let table = Table(columns: ["t", "value", "velocity"], rows: states.indices.map { i in
        [.number(grid.time(i)), .number(states[i].value), .number(states[i].velocity)]
      })
      text = table.rendered(format)
    }
    try context.emit(text, to: args.string("output"))
  }
}

/// `--backend`: which solver computes the curve.
enum BackendOptions {
  enum Backend: String, CaseIterable {
    case auto, analytic
  }

  static let group = OptionGroup(
    title: "BACKEND OPTIONS",
    options: [
      OptionSpec(name: "backend", valueName: "NAME",
                 help: "auto or analytic (default: auto, which is the exact closed form until the integrators "
                   + "are built in)."),
    ])

  static func backend(_ args: ParsedArguments) throws(CLIError) -> Backend {
    guard let text = args.string("backend") else { return .analytic }
    guard let backend = Backend(rawValue: text.lowercased()) else {
      throw .usage("invalid value '\(text)' for '--backend': expected \(Backend.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return backend == .auto ? .analytic : backend
  }
}
