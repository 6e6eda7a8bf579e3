import SpringToolKit

/// `springtool convert`: one spring in every parameter family, or written for one platform.
enum ConvertCommand {
  static let command = Command(
    name: "convert", abstract: "Show a spring in every parameter family (SwiftUI, Core Animation, Android, react-spring, …).",
    discussion: """
      The numbers given are printed back as given; the other families are derived. Families that fix the mass at 1 \
      (Android, Compose, Origami) are given for the unit-mass spring with the same motion (k/m, c/m). --format json has \
      the keys mass, stiffness, dampingCoefficient, dampingRatio, response, bounce, tension, friction and more. With \
      --as PLATFORM: that platform's parameters and code with the closest feel; velocities are converted explicitly \
      between units per second and fractions of the travel (--to − --from) per second (Core Animation, UIKit) or per \
      millisecond (react-spring).
      """,
    groups: [
      Groups.spring,
      OptionGroup(title: "PLATFORM OPTIONS", options: [
        OptionSpec(option: .as, value: "PLATFORM", help: ExportPlatform.allCases.map(\.rawValue).joined(separator: ", ") + "."),
      ] + Groups.motionOptions.filter { $0.option != .relativeVelocity }, usage: "[--as <PLATFORM> [<motion options>]]"),
      Groups.output(.table, formats: [.csv, .tsv, .json, .table]),
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let spec = try Groups.specification(args)
    let format = try Groups.format(args, default: .table, allowed: [.csv, .tsv, .json, .table])
    if let platform = try args.choice(.as, ExportPlatform.self, among: ExportPlatform.allCases) {
      let (from, to, velocity) = try Groups.motion(args)
      let code: PlatformCode
      do { code = try SpringCode.make(platform, specification: spec, travel: to - from, velocity: velocity) } catch {
        throw .usage(error.description)
      }
      return try context.emit(ExportCommand.render(code, format, context: context, args: args), to: args.string(.output))
    }
    if let o = [Option.from, .to, .velocity].first(where: args.has) { throw .usage("'--\(o.rawValue)' goes with '--as PLATFORM'") }
    let rows = figures(spec)
    let text: String
    switch format {
    case .json: text = JSONValue.object(rows.map { ($0.0, $0.1) }).rendered()
    case .csv, .tsv: text = Table(columns: ["key", "value"], rows: rows.map { [.text($0.0), $0.1 == .null ? .missing : cell($0.1)] }).rendered(format)
    default: text = report(spec)
    }
    try context.emit(text, to: args.string(.output))
  }

  static func cell(_ v: JSONValue) -> Cell {
    switch v {
    case .number(let x): .number(x)
    case .string(let s): .text(s)
    default: .missing
    }
  }

  /// Every family's numbers (given where the specification has them) and the derived figures.
  static func figures(_ spec: SpringSpecification) -> [(String, JSONValue)] {
    let s = spec.spring, unitK = s.stiffness / s.mass, unitC = s.dampingCoefficient / s.mass
    let settle = (try? SpringMotion(spring: s))?.settlingTime() ?? .infinity
    func n(_ x: Double?) -> JSONValue { x.map { $0.isFinite ? .number($0) : .null } ?? .null }
    return [
      ("family", .string(spec.familyName)), ("mass", n(s.mass)), ("stiffness", n(spec.stiffness)),
      ("dampingCoefficient", n(spec.dampingCoefficient)), ("dampingRatio", n(spec.dampingRatio)), ("response", n(spec.response)),
      ("duration", n(spec.response)), ("bounce", n(spec.bounce)), ("tension", n(spec.stiffness)), ("friction", n(spec.dampingCoefficient)),
      ("unitMassStiffness", n(unitK)), ("unitMassDampingCoefficient", n(unitC)),
      ("origamiTension", n(SpringSpecification.origamiTension(tension: unitK))),
      ("origamiFriction", n(SpringSpecification.origamiFriction(friction: unitC))),
      ("naturalFrequency", n(s.naturalFrequency)), ("dampedFrequency", n(s.dampedFrequency)), ("decayRate", n(s.decayRate)),
      ("regime", .string(s.regime.rawValue)), ("settlingTime", n(settle)),
    ]
  }

  static func report(_ spec: SpringSpecification) -> String {
    let f = Wording.f, s = spec.spring
    let unitK = s.stiffness / s.mass, unitC = s.dampingCoefficient / s.mass
    var out = Table(columns: ["family", "parameters"], rows: [
      ["SwiftUI", "Spring(response: \(f(spec.response)), dampingRatio: \(f(spec.dampingRatio)))"],
      ["SwiftUI iOS 17", "Spring(duration: \(f(spec.response)), bounce: \(f(spec.bounce)))"],
      ["Core Animation", "mass \(f(s.mass)), stiffness \(f(spec.stiffness)), damping \(f(spec.dampingCoefficient))"],
      ["Android / Compose", "stiffness \(f(unitK)), dampingRatio \(f(spec.dampingRatio))"],
      ["react-spring / Rebound", "tension \(f(spec.stiffness)), friction \(f(spec.dampingCoefficient)), mass \(f(s.mass))"],
      ["Origami", "tension \(f(SpringSpecification.origamiTension(tension: unitK))), friction \(f(SpringSpecification.origamiFriction(friction: unitC)))"],
    ].map { $0.map { Cell.text($0) } }).rendered(.table)
    let settle = (try? SpringMotion(spring: s))?.settlingTime() ?? .infinity
    out += "\nregime               \(s.regime.rawValue)\n"
    out += "ω0 (rad/s)           \(f(s.naturalFrequency))\nωd (rad/s)           \(f(s.dampedFrequency))\n"
    out += "decay rate λ (1/s)   \(f(s.decayRate))\n"
    out += "settles (0→1, 0.1 %) \(settle.isFinite ? f(settle) + " s" : "never")\n"
    return out
  }
}
