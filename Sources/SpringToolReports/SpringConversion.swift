import SpringToolCore
import SpringToolFormats

/// One spring in every parameter family (SwiftUI, Core Animation, Android and Compose,
/// react-spring and Rebound, Origami), with the numbers given kept as given.
public enum SpringConversion {
  /// A JSON scalar as a table cell.
  ///
  /// - Parameter v: A JSON scalar.
  public static func cell(_ v: JSONValue) -> Cell {
    switch v {
    case .number(let x): .number(x)
    case .string(let s): .text(s)
    default: .missing
    }
  }

  /// Every family's numbers (given where the specification has them) and the derived figures.
  ///
  /// - Parameter spec: The spring as given (its family and numbers) with the canonical spring it makes.
  public static func figures(_ spec: SpringSpecification) -> [(String, JSONValue)] {
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

  /// The conversion: every family's numbers as the document and its `key, value` figures, and
  /// the families side by side for people.
  ///
  /// - Parameter spec: The spring as given (its family and numbers) with the canonical spring it makes.
  public static func report(_ spec: SpringSpecification) -> Report {
    let view = text(spec)
    return Report(members: figures(spec)) { _ in view }
  }

  /// The families side by side for people, and the spring's frequencies, decay rate and settle time.
  ///
  /// - Parameter spec: The spring as given (its family and numbers) with the canonical spring it makes.
  public static func text(_ spec: SpringSpecification) -> String {
    let f = Describe.f, s = spec.spring
    let unitK = s.stiffness / s.mass, unitC = s.dampingCoefficient / s.mass
    var out = Table(columns: ["family", "parameters"], rows: [
      ["SwiftUI", "Spring(response: \(f(spec.response)), dampingRatio: \(f(spec.dampingRatio)))"],
      ["SwiftUI iOS 17", "Spring(duration: \(f(spec.response)), bounce: \(f(spec.bounce)))"],
      ["Core Animation", "mass \(f(s.mass)), stiffness \(f(spec.stiffness)), damping \(f(spec.dampingCoefficient))"],
      ["Android / Compose", "stiffness \(f(unitK)), dampingRatio \(f(spec.dampingRatio))"],
      ["react-spring / Rebound", "tension \(f(spec.stiffness)), friction \(f(spec.dampingCoefficient)), mass \(f(s.mass))"],
      ["Origami / React Native", "tension \(f(SpringSpecification.origamiTension(tension: unitK))), friction \(f(SpringSpecification.origamiFriction(friction: unitC)))"],
    ].map { $0.map { Cell.text($0) } }).rendered(.table)
    let settle = (try? SpringMotion(spring: s))?.settlingTime() ?? .infinity
    out += "\nregime               \(s.regime.rawValue)\n"
    out += "ω0 (rad/s)           \(f(s.naturalFrequency))\nωd (rad/s)           \(f(s.dampedFrequency))\n"
    out += "decay rate λ (1/s)   \(f(s.decayRate))\n"
    out += "settles (0→1, 0.1 %) \(settle.isFinite ? f(settle) + " s" : "never")\n"
    return out
  }
}
