import SpringToolCurves
import SpringToolCore

/// `springtool convert`: one spring in every parameter family.
enum ConvertCommand {
  static let command = Command(
    name: "convert",
    abstract: "Show a spring in every parameter family (SwiftUI, Core Animation, Android, react-spring, …).",
    discussion: """
      Families that fix the mass at 1 (Android, Compose, Origami) are given for the unit-mass spring with the \
      same motion: k/m and c/m. --format json has the keys mass, stiffness, friction (the damping \
      coefficient c), dampingRatio, response, bounce and tension, among others. With --to PLATFORM: that \
      platform's parameters and a code snippet; velocities are converted explicitly between units per \
      second and fractions of the travel per second (Core Animation, UIKit) or per millisecond (react-spring).
      """,
    usage: "[<spring options>] [--to <PLATFORM> [--travel <D>] [--velocity <V>]] [--format <FORMAT>] [--output <FILE>]",
    groups: [
      SpringOptions.group,
      OptionGroup(title: "PLATFORM OPTIONS", options: [
        OptionSpec(name: "to", valueName: "PLATFORM",
                   help: "Print one platform's parameters and a code snippet with the closest feel: "
                     + PlatformExport.platforms.joined(separator: ", ") + "."),
        OptionSpec(name: "travel", valueName: "D",
                   help: "Distance of the animation, for velocities normalised by it (default: 1)."),
        OptionSpec(name: "velocity", valueName: "V", help: "Start velocity in units per second (default: 0)."),
      ]),
      OutputOptions.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    let spring = try SpringOptions.spring(from: args)
    let format = try OutputOptions.format(args, default: .table)
    if let platform = args.string("to") {
      let travel = try args.double("travel") ?? 1
      let export = try PlatformExport.make(platform.lowercased(), spring: spring, travel: travel,
                                           velocity: try args.double("velocity") ?? 0)
      try context.emit(export.rendered(format), to: args.string("output"))
      return
    }
    for name in ["travel", "velocity"] where args.has(name) { throw .usage("'--\(name)' goes with '--to PLATFORM'") }
    let text: String
    switch format {
    case .json: text = JSONValue.object(json(spring)).rendered()
    case .csv, .tsv:
      let table = Table(columns: ["key", "value"], rows: json(spring).compactMap { key, value in
        switch value {
        case .number(let x): return [.text(key), .number(x)]
        case .string(let s): return [.text(key), .text(s)]
        default: return nil
        }
      })
      text = table.rendered(format)
    case .table: text = report(spring)
    }
    try context.emit(text, to: args.string("output"))
  }

  /// Unit-mass equivalent: the spring with the same ω0 and ζ and m = 1.
  static func unitMass(_ spring: Spring) -> (stiffness: Double, friction: Double) {
    (spring.stiffness / spring.mass, spring.dampingCoefficient / spring.mass)
  }

  static func json(_ spring: Spring) -> [(String, JSONValue)] {
    let unit = unitMass(spring)
    return SpringOptions.json(spring) + [
      ("dampingCoefficient", .number(spring.dampingCoefficient)),
      ("tension", .number(spring.tension)),
      ("duration", .number(spring.response)),
      ("unitMassStiffness", .number(unit.stiffness)),
      ("unitMassFriction", .number(unit.friction)),
      ("origamiTension", .number((try? Spring(mass: 1, stiffness: unit.stiffness, damping: unit.friction))?.origamiTension ?? .nan)),
      ("origamiFriction", .number((try? Spring(mass: 1, stiffness: unit.stiffness, damping: unit.friction))?.origamiFriction ?? .nan)),
      ("naturalFrequency", .number(spring.naturalFrequency)),
      ("dampedFrequency", .number(spring.dampedFrequency)),
      ("decayRate", .number(spring.decayRate)),
      ("regime", .string(spring.regime.rawValue)),
      ("settlingTime", .number((try? SpringMotion(spring: spring))?.settlingTime() ?? .nan)),
    ]
  }

  static func report(_ spring: Spring) -> String {
    let unit = unitMass(spring)
    let unitSpring = try? Spring(mass: 1, stiffness: unit.stiffness, damping: unit.friction)
    let f = Cell.format
    let rows: [[Cell]] = [
      [.text("SwiftUI"), .text("Spring(response: \(f(spring.response)), dampingRatio: \(f(spring.dampingRatio)))")],
      [.text("SwiftUI iOS 17"), .text("Spring(duration: \(f(spring.response)), bounce: \(f(spring.bounce)))")],
      [.text("Core Animation"),
       .text("mass \(f(spring.mass)), stiffness \(f(spring.stiffness)), damping \(f(spring.dampingCoefficient))")],
      [.text("Android / Compose"),
       .text("stiffness \(f(unit.stiffness)), dampingRatio \(f(spring.dampingRatio))")],
      [.text("react-spring / Rebound"),
       .text("tension \(f(spring.tension)), friction \(f(spring.friction)), mass \(f(spring.mass))")],
      [.text("Origami"),
       .text("tension \(f(unitSpring?.origamiTension ?? .nan)), friction \(f(unitSpring?.origamiFriction ?? .nan))")],
    ]
    var out = Table(columns: ["family", "parameters"], rows: rows).rendered(.table)
    let settle = (try? SpringMotion(spring: spring))?.settlingTime() ?? .nan
    out += "\n"
    out += "regime               \(spring.regime.rawValue)\n"
    out += "ω0 (rad/s)           \(f(spring.naturalFrequency))\n"
    out += "ωd (rad/s)           \(f(spring.dampedFrequency))\n"
    out += "decay rate λ (1/s)   \(f(spring.decayRate))\n"
    out += "settles (0→1, 0.1 %) \(settle.isFinite ? f(settle) + " s" : "never")\n"
    return out
  }
}
