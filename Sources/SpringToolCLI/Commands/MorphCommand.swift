import SpringToolCurves
import SpringToolCore

/// `springtool morph`: a vector spring (a point, size, rectangle with a corner radius, colour).
enum MorphCommand {
  static let command = Command(
    name: "morph",
    abstract: "Animate several values with one spring (a frame x,y,w,h[,r], a point, a colour), with retargets.",
    discussion: """
      Each component is its own exact spring motion with the same spring, so a rectangle keeps its shape \
      logic (as SwiftUI's matchedGeometryEffect and AnimatableData do). --retarget T:… gives every component \
      a new target at T, keeping positions and velocities (SwiftUI's merge). One row per frame: t, then \
      each component (named x,y,width,height[,radius] for 4 or 5 values, else c1…cN, or --names).
      """,
    usage: "--from <a,b,…> --to <a,b,…> [--velocity <a,b,…>] [--retarget <T:a,b,…>]… [<spring options>] [<sampling options>]",
    groups: [
      OptionGroup(title: "VECTOR OPTIONS", options: [
        OptionSpec(name: "from", valueName: "LIST", help: "Start values, comma-separated."),
        OptionSpec(name: "to", valueName: "LIST", help: "Target values, as many as --from."),
        OptionSpec(name: "velocity", valueName: "LIST", help: "Start velocities, units per second (default: 0s)."),
        OptionSpec(name: "retarget", valueName: "T:LIST", help: "At T seconds the targets become LIST (repeatable).",
                   repeatable: true),
        OptionSpec(name: "names", valueName: "LIST", help: "Column names for the components."),
      ]),
      SpringOptions.group, SamplingOptions.group, OutputOptions.group,
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func list(_ text: String, option: String) throws(CLIError) -> [Double] {
    var out: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      out.append(try ParsedArguments.number(String(part), option: option))
    }
    return out
  }

  static func run(_ args: ParsedArguments, _ context: inout RunContext) throws(CLIError) {
    guard let fromText = args.string("from"), let toText = args.string("to") else {
      throw .usage("'--from' and '--to' are required (comma-separated values)")
    }
    let from = try list(fromText, option: "from"), to = try list(toText, option: "to")
    guard from.count == to.count, from.count <= 64 else {
      throw .usage("'--from' has \(from.count) values and '--to' \(to.count); give the same number (at most 64)")
    }
    let velocity = try args.string("velocity").map { (text: String) throws(CLIError) in try list(text, option: "velocity") }
      ?? Array(repeating: 0, count: from.count)
    guard velocity.count == from.count else { throw .usage("'--velocity' needs \(from.count) values") }
    var retargets: [(time: Double, targets: [Double])] = []
    for text in args.strings("retarget") {
      guard let colon = text.firstIndex(of: ":") else { throw .usage("invalid value '\(text)' for '--retarget': expected T:a,b,…") }
      let time = try ParsedArguments.number(String(text[..<colon]), option: "retarget")
      let targets = try list(String(text[text.index(after: colon)...]), option: "retarget")
      guard targets.count == from.count, time > (retargets.last?.time ?? 0) else {
        throw .usage("invalid value '\(text)' for '--retarget': \(from.count) values at increasing times after 0")
      }
      retargets.append((time, targets))
    }
    let names: [String]
    if let text = args.string("names") {
      names = text.split(separator: ",").map(String.init)
      guard names.count == from.count else { throw .usage("'--names' needs \(from.count) names") }
    } else {
      switch from.count {
      case 2: names = ["x", "y"]
      case 4: names = ["x", "y", "width", "height"]
      case 5: names = ["x", "y", "width", "height", "radius"]
      default: names = (1...from.count).map { "c\($0)" }
      }
    }
    let spring = try SpringOptions.spring(from: args)
    let components: [PiecewiseMotion]
    do {
      components = try from.indices.map { i in
        try PiecewiseMotion(spring: spring, from: from[i], to: to[i], initialVelocity: velocity[i],
                            retargets: retargets.map { ($0.time, $0.targets[i]) })
      }
    } catch {
      throw .usage("invalid morph: \(error)")
    }
    // Default duration: until every component settles after the last retarget.
    let longest = components.indices.map { i -> Double in
      let finalTarget = retargets.last?.targets[i] ?? to[i]
      let scale = max(abs(finalTarget - from[i]), abs(to[i] - from[i]))
      return scale > 0 ? components[i].settlingTime(band: 0.001 * scale) : 0
    }.max() ?? 0
    let times = try SamplingOptions.grid(args, natural: max(longest, retargets.last?.time ?? 0)).0.times
    let table = Table(columns: ["t"] + names, rows: times.map { t in
      [.number(t)] + components.map { .number($0.state(at: t).value) }
    })
    try context.emit(table.rendered(try OutputOptions.format(args)), to: args.string("output"))
  }
}
