import Foundation
import SpringToolCurves
import SpringToolEngines
import SpringToolCore

/// A spring expressed for one platform: its parameters, a code snippet, and what does not carry over.
struct PlatformExport {
  let platform: String
  let parameters: [(String, Double)]
  let snippet: String
  let notes: [String]

  static let platforms = ["swiftui", "core-animation", "uikit", "android", "compose", "motion", "react-spring", "rebound"]

  /// `velocity` is in value units per second over a travel of `travel` (for normalised velocities).
  static func make(_ platform: String, spring: Spring, travel: Double, velocity: Double) throws(CLIError) -> PlatformExport {
    let f = Cell.format  // full precision: snippets read back to the same Doubles
    let k = spring.stiffness, c = spring.dampingCoefficient, m = spring.mass, zeta = spring.dampingRatio
    let unitK = k / m, unitC = c / m
    let relative = travel != 0 ? velocity / travel : 0
    var notes: [String] = []
    if m != 1 { notes.append("mass \(f(m)): unit-mass platforms get k/m = \(f(unitK)) and c/m = \(f(unitC)), the same motion") }
    switch platform {
    case "swiftui":
      var snippet = "withAnimation(.spring(response: \(f(spring.response)), dampingFraction: \(f(zeta)))) { … }\n"
      if zeta <= 1 || spring.bounce > -1 {
        snippet += "// iOS 17: .spring(duration: \(f(spring.response)), bounce: \(f(spring.bounce)))\n"
      }
      snippet += "// closed form, with a velocity: .interpolatingSpring(mass: \(f(m)), stiffness: \(f(k)), damping: \(f(c)), "
        + "initialVelocity: \(f(relative)))"
      notes.append("Animation.spring runs a 300 Hz integrator, up to ~1.5 % of the travel from the closed form early on; "
        + "see --engine swiftui-animation")
      if zeta > 1 { notes.append("interpolatingSpring moves ζ > 1 as critically damped") }
      if SwiftUIAnimationSpring(response: spring.response, dampingFraction: zeta).isStiffnessCapped { notes.append("Animation.spring caps the stiffness at 45000") }
      return PlatformExport(platform: platform, parameters: [("response", spring.response), ("dampingFraction", zeta),
                                                             ("bounce", spring.bounce), ("mass", m), ("stiffness", k),
                                                             ("damping", c), ("initialVelocity", relative)],
                            snippet: snippet, notes: notes)
    case "core-animation":
      let animation = CoreAnimationSpring(mass: m, stiffness: k, damping: c, initialVelocity: relative)
      let duration = animation.settlingDuration()
      let snippet = """
        let animation = CASpringAnimation(keyPath: "position.y")
        animation.mass = \(f(m))
        animation.stiffness = \(f(k))
        animation.damping = \(f(c))
        animation.initialVelocity = \(f(relative))  // fractions of the distance per second
        animation.duration = animation.settlingDuration  // \(duration.isFinite ? f(duration) + " s" : "infinite")
        """
      if zeta > 1 { notes.append("ζ > 1 moves as critically damped unless allowsOverdamping = true (iOS 17+)") }
      notes.append("initialVelocity is \(f(velocity)) units/s ÷ \(f(travel)) of travel")
      return PlatformExport(platform: platform, parameters: [("mass", m), ("stiffness", k), ("damping", c),
                                                             ("initialVelocity", relative), ("settlingDuration", duration)],
                            snippet: snippet, notes: notes)
    case "uikit":
      guard let duration = UIKitSpring.duration(for: spring, initialVelocity: relative) else {
        throw .usage("UIKit's usingSpringWithDamping cannot express an undamped spring; use UISpringTimingParameters")
      }
      let snippet = """
        UIView.animate(withDuration: \(f(duration)), delay: 0, usingSpringWithDamping: \(f(min(zeta, 1))),
                       initialSpringVelocity: \(f(relative)), options: []) { … }
        // or exactly: UISpringTimingParameters(mass: \(f(m)), stiffness: \(f(k)), damping: \(f(c)),
        //                                      initialVelocity: CGVector(dx: \(f(relative)), dy: 0))
        """
      notes.append("with this duration UIKit picks ω0 = \(f(spring.naturalFrequency)) rad/s (the envelope reaches 0.001 at it)")
      if zeta > 1 { notes.append("usingSpringWithDamping does not support ζ > 1; the timing parameters line does") }
      return PlatformExport(platform: platform, parameters: [("duration", duration), ("dampingRatio", min(zeta, 1)),
                                                             ("initialSpringVelocity", relative)],
                            snippet: snippet, notes: notes)
    case "android":
      let snippet = """
        SpringAnimation(view, DynamicAnimation.TRANSLATION_Y, finalPosition).apply {
            spring.stiffness = \(f(unitK))f
            spring.dampingRatio = \(f(zeta))f
            setStartVelocity(\(f(velocity))f)  // units per second
            start()
        }
        """
      notes.append("rests when |x − final| < 0.75·minimumVisibleChange and |v| < 46.875·minimumVisibleChange/s; "
        + "see --engine android")
      return PlatformExport(platform: platform, parameters: [("stiffness", unitK), ("dampingRatio", zeta),
                                                             ("startVelocity", velocity)], snippet: snippet, notes: notes)
    case "compose":
      let snippet = """
        val value by animateFloatAsState(
            targetValue = target,
            animationSpec = spring(dampingRatio = \(f(zeta))f, stiffness = \(f(unitK))f),
        )
        """
      notes.append("Compose samples whole milliseconds and ends at estimateAnimationDurationMillis; see --engine compose")
      return PlatformExport(platform: platform, parameters: [("stiffness", unitK), ("dampingRatio", zeta)],
                            snippet: snippet, notes: notes)
    case "motion":
      var snippet = "animate(element, { y: target }, { type: \"spring\", stiffness: \(f(k)), damping: \(f(c)), mass: \(f(m)), "
        + "velocity: \(f(velocity)) })"
      if zeta >= 0.05 && zeta <= 1 && m == 1 {
        snippet += "\n// same spring: { type: \"spring\", visualDuration: \(f(spring.response / 1.2)), bounce: \(f(1 - zeta)) }"
      }
      notes.append("Motion ends when |v| ≤ restSpeed and |Δ| ≤ restDelta (2 and 0.5, or 0.01 and 0.005 under 5 units), "
        + "then snaps; see --engine motion")
      return PlatformExport(platform: platform, parameters: [("stiffness", k), ("damping", c), ("mass", m),
                                                             ("velocity", velocity), ("visualDuration", spring.response / 1.2)],
                            snippet: snippet, notes: notes)
    case "react-spring":
      let snippet = "useSpring({ to: { y: target }, config: { tension: \(f(k)), friction: \(f(c)), mass: \(f(m)), "
        + "velocity: \(f(velocity / 1000)) } })  // velocity in units per millisecond"
      notes.append("react-spring steps 1 ms of semi-implicit Euler (⌈Δt⌉ steps a frame); see --engine react-spring")
      return PlatformExport(platform: platform, parameters: [("tension", k), ("friction", c), ("mass", m),
                                                             ("velocity", velocity / 1000)], snippet: snippet, notes: notes)
    case "rebound":
      let origami = (try? Spring(mass: 1, stiffness: unitK, damping: unitC)) ?? spring
      let snippet = """
        val spring = springSystem.createSpring()
            .setSpringConfig(SpringConfig(\(f(unitK)), \(f(unitC))))  // tension, friction
            .setVelocity(\(f(velocity)))
        // Origami: SpringConfig.fromOrigamiTensionAndFriction(\(f(origami.origamiTension)), \(f(origami.origamiFriction)))
        """
      notes.append("Rebound integrates RK4 at 1 ms and stops (without snapping) at |v|, |Δ| ≤ 0.005; see --engine rebound")
      return PlatformExport(platform: platform, parameters: [("tension", unitK), ("friction", unitC),
                                                             ("origamiTension", origami.origamiTension),
                                                             ("origamiFriction", origami.origamiFriction)],
                            snippet: snippet, notes: notes)
    default:
      throw .usage("invalid value '\(platform)' for '--to': expected \(platforms.joined(separator: ", "))")
    }
  }

  func rendered(_ format: OutputFormat) -> String {
    switch format {
    case .json:
      return JSONValue.object([
        ("platform", .string(platform)), ("parameters", .object(parameters.map { ($0.0, .number($0.1)) })),
        ("snippet", .string(snippet)), ("notes", .array(notes.map(JSONValue.string))),
      ]).rendered()
    case .csv, .tsv:
      return Table(columns: ["parameter", "value"], rows: parameters.map { [.text($0.0), .number($0.1)] }).rendered(format)
    case .table:
      var out = "\(platform)\n\n"
      out += Table(columns: ["parameter", "value"], rows: parameters.map { [.text($0.0), .number($0.1)] }).rendered(.table)
      out += "\n" + snippet + "\n"
      if !notes.isEmpty { out += "\n" + notes.map { "note: " + $0 }.joined(separator: "\n") + "\n" }
      return out
    }
  }
}
