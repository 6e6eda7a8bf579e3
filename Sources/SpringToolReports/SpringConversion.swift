import SpringToolCore
import SpringToolFormats

/// One spring in every parameter family (SwiftUI, Core Animation, Android and Compose,
/// react-spring and Rebound, Origami), with the numbers given kept as given.
package enum SpringConversion {
  /// A JSON scalar as a table cell.
  ///
  /// - Parameter v: A JSON scalar.
  package static func cell(_ v: JSONValue) -> Cell {
    switch v {
    case .number(let x): .number(x)
    case .string(let s): .text(s)
    default: .missing
    }
  }

  /// Every family's numbers (given where the specification has them) and the derived figures.
  ///
  /// - Parameter spec: The spring as given (its family and numbers) with the canonical spring it makes.
  package static func figures(_ spec: SpringSpecification) -> [(String, JSONValue)] {
    let s = spec.spring, unitK = s.stiffness / s.mass, unitC = s.dampingCoefficient / s.mass
    let settle = (try? SpringMotion(spring: s))?.settlingTime() ?? .infinity
    let bounciness = SpringSpecification.bouncinessSpeed(stiffness: unitK, damping: unitC), reanimated = reanimatedDuration(spec)
    let motion = motionVisualDuration(spec)
    func n(_ x: Double?) -> JSONValue { x.map { $0.isFinite ? .number($0) : .null } ?? .null }
    return [
      ("family", .string(spec.familyName)), ("mass", n(s.mass)), ("stiffness", n(spec.stiffness)),
      ("dampingCoefficient", n(spec.dampingCoefficient)), ("dampingRatio", n(spec.dampingRatio)), ("response", n(spec.response)),
      ("duration", n(spec.response)), ("bounce", n(spec.bounce)), ("tension", n(spec.stiffness)), ("friction", n(spec.dampingCoefficient)),
      ("unitMassStiffness", n(unitK)), ("unitMassDampingCoefficient", n(unitC)),
      ("origamiTension", n(SpringSpecification.origamiTension(tension: unitK))),
      ("origamiFriction", n(SpringSpecification.origamiFriction(friction: unitC))),
      ("bounciness", n(bounciness?.bounciness)), ("speed", n(bounciness?.speed)),
      ("reanimatedDuration", n(reanimated.duration)), ("reanimatedDampingRatio", n(reanimated.dampingRatio)),
      ("visualDuration", n(motion?.visualDuration)), ("motionBounce", n(motion?.bounce)),
      ("naturalFrequency", n(s.naturalFrequency)), ("dampedFrequency", n(s.dampedFrequency)), ("decayRate", n(s.decayRate)),
      ("regime", .string(s.regime.rawValue)), ("settlingTime", n(settle)),
    ]
  }

  /// The Reanimated duration config of a spring: as given for that family, else the one that
  /// resolves from rest to the spring (``ReanimatedDurationSpring/duration(stiffness:dampingRatio:mass:energyThreshold:)``);
  /// nil for an undamped spring, which has none.
  static func reanimatedDuration(_ spec: SpringSpecification) -> (duration: Double?, dampingRatio: Double?) {
    if case .reanimatedDuration(let d, let z, _) = spec.resolvedFamily { return (d, z) }
    let s = spec.spring
    guard s.dampingRatio > 0 else { return (nil, nil) }
    return (ReanimatedDurationSpring.duration(stiffness: s.stiffness, dampingRatio: s.dampingRatio, mass: s.mass), s.dampingRatio)
  }

  /// Motion's `spring({ visualDuration, bounce })` for a spring: V = response / 1.2 and bounce
  /// 1 − ζ, since Motion makes ω0 = 2π/(1.2·V) and ζ = clamp(1 − bounce, 0.05, 1) (mass 1, the
  /// same motion as any mass with the same ω0 and ζ); nil where ζ is outside 0.05…1, which Motion
  /// clamps away, or as given for that family.
  static func motionVisualDuration(_ spec: SpringSpecification) -> (visualDuration: Double, bounce: Double)? {
    if case .motionVisualDuration(let v, let b) = spec.resolvedFamily { return (v, b) }
    let z = spec.spring.dampingRatio
    guard z >= 0.05 && z <= 1, spec.response.isFinite else { return nil }
    return (spec.response / 1.2, 1 - z)
  }

  static func reanimatedDurationText(_ spec: SpringSpecification) -> String {
    let f = Describe.f, s = spec.spring
    guard case let (d?, z?) = reanimatedDuration(spec) else { return "none (undamped)" }
    // Reanimated takes milliseconds: a duration past Double's range in them has no config.
    guard (d * 1000).isFinite else { return "none (the duration in milliseconds is beyond a Double)" }
    let config = "{duration: \(f(d * 1000)), dampingRatio: \(f(z)), mass: \(f(s.mass))}"
    if case .reanimatedDuration = spec.resolvedFamily { return config + " → k \(f(s.stiffness)) for this start" }
    let back = ReanimatedDurationSpring.stiffness(duration: d, dampingRatio: z, mass: s.mass, displacement: 1, velocity: 0)
    return config + " (→ k \(f(back)) from rest)"
  }

  /// The conversion: every family's numbers as the document and its `key, value` figures, and
  /// the families side by side for people.
  ///
  /// - Parameter spec: The spring as given (its family and numbers) with the canonical spring it makes.
  package static func report(_ spec: SpringSpecification) -> Report {
    Report(members: figures(spec)) { render in text(spec, render: render) }
  }

  /// The families side by side for people, and the spring's frequencies, decay rate and settle time.
  ///
  /// - Parameters:
  ///   - spec: The spring as given (its family and numbers) with the canonical spring it makes.
  ///   - render: How the families' table is rendered (the terminal's width; default: unlimited).
  package static func text(_ spec: SpringSpecification, render: (Table) -> String = { $0.rendered(.table) }) -> String {
    let f = Describe.f, s = spec.spring
    let unitK = s.stiffness / s.mass, unitC = s.dampingCoefficient / s.mass
    var out = render(
      Table(
        columns: ["family", "parameters"],
        rows: [
          ["SwiftUI", "Spring(response: \(f(spec.response)), dampingRatio: \(f(spec.dampingRatio)))"],
          ["SwiftUI iOS 17", "Spring(duration: \(f(spec.response)), bounce: \(f(spec.bounce)))"],
          ["Core Animation", "mass \(f(s.mass)), stiffness \(f(spec.stiffness)), damping \(f(spec.dampingCoefficient))"],
          ["Android / Compose", "stiffness \(f(unitK)), dampingRatio \(f(spec.dampingRatio))"],
          ["react-spring / Rebound", "tension \(f(spec.stiffness)), friction \(f(spec.dampingCoefficient)), mass \(f(s.mass))"],
          [
            "Origami / React Native",
            "tension \(f(SpringSpecification.origamiTension(tension: unitK))), friction \(f(SpringSpecification.origamiFriction(friction: unitC)))",
          ],
          [
            "React Native",
            SpringSpecification.bouncinessSpeed(stiffness: unitK, damping: unitC).map {
              "bounciness \(f($0.bounciness)), speed \(f($0.speed))"
            } ?? "none (the damping is outside its range)",
          ],
          ["Flutter", "SpringDescription(mass: \(f(s.mass)), stiffness: \(f(spec.stiffness)), damping: \(f(spec.dampingCoefficient)))"],
          ["Reanimated", "{stiffness: \(f(spec.stiffness)), damping: \(f(spec.dampingCoefficient)), mass: \(f(s.mass))}"],
          ["Reanimated duration", reanimatedDurationText(spec)],
          [
            "Motion",
            motionVisualDuration(spec).map { "spring({ visualDuration: \(f($0.visualDuration)), bounce: \(f($0.bounce)) })" }
              ?? "none (Motion clamps its damping ratio to 0.05…1)",
          ],
        ].map { $0.map { Cell.text($0) } }))
    let settle = (try? SpringMotion(spring: s))?.settlingTime() ?? .infinity
    out += "\nregime               \(s.regime.rawValue)\n"
    out += "ω0 (rad/s)           \(f(s.naturalFrequency))\nωd (rad/s)           \(f(s.dampedFrequency))\n"
    out += "decay rate λ (1/s)   \(f(s.decayRate))\n"
    out += "settles (0→1, 0.1 %) \(settle.isFinite ? f(settle) + " s" : "never")\n"
    return out
  }
}
