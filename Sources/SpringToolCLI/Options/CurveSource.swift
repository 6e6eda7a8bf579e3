import SpringToolCurves
import SpringToolEasing
import Foundation
import SpringToolEngines
import SpringToolIntegrators
import SpringToolCore

/// A curve named on the command line: a spring spec such as `response=0.4,damping=0.8`
/// (any spring, motion and backend options as `key=value`, comma-separated), an easing spec
/// such as `easing=ease-in-out,duration=0.5`, or a curve file.
struct CurveSource {
  enum Kind {
    case spec(motion: SpringMotion, solver: Solver)
    case rendered(motion: SpringMotion, engine: Engine, options: Engine.Options)
    case file(Curve)
    case eased(EasedMotion)
  }

  let text: String
  let kind: Kind

  /// The options a spec may set.
  static let specOptions = SpringOptions.group.options + MotionOptions.group.options + Solver.options
    + EngineOptions.group.options + [EasingOptions.option,
                                     OptionSpec(name: "duration", valueName: "T", help: "The easing's duration, seconds.")]

  /// Splits `a=1,b=cubic-bezier(0,0,1,1)` at the commas outside parentheses.
  static func pairs(_ text: String) -> [String] {
    var out: [String] = [], current = "", depth = 0
    for c in text {
      if c == "(" { depth += 1 }
      if c == ")" { depth -= 1 }
      if c == "," && depth == 0 {
        out.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    out.append(current)
    return out
  }

  /// Parses `text`: a spec when it contains `=`, else a path to a CSV, TSV or JSON curve.
  static func parse(_ text: String) throws(CLIError) -> CurveSource {
    guard text.contains("=") else {
      do {
        return CurveSource(text: text, kind: .file(try CurveFile.read(path: text)))
      } catch {
        throw .failure("cannot read curve \(error)")
      }
    }
    var arguments: [String] = []
    for pair in pairs(text) {
      let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, !parts[0].isEmpty else {
        throw .usage("in spec '\(text)': '\(pair)' is not key=value")
      }
      arguments += ["--" + parts[0], parts[1]]
    }
    do throws(CLIError) {
      let args = try ArgumentParser.parse(arguments, options: specOptions, maxPositionals: 0, command: "spec")
      if let eased = try EasingOptions.motion(args) { return CurveSource(text: text, kind: .eased(eased)) }
      if args.has("duration") { throw CLIError.usage("'--duration' goes with '--easing'") }
      let spring = try SpringOptions.spring(from: args)
      let motion = try MotionOptions.motion(spring, args)
      let engine = try EngineOptions.engine(args)
      if engine != .exact {
        return CurveSource(text: text, kind: .rendered(motion: motion, engine: engine, options: try EngineOptions.options(args)))
      }
      return CurveSource(text: text, kind: .spec(motion: motion, solver: try Solver.parse(args, motion: motion)))
    } catch {
      throw .usage("in spec '\(text)': \(error.description.replacingOccurrences(of: "'--", with: "'"))")
    }
  }

  var motion: SpringMotion? {
    switch kind {
    case .spec(let motion, _), .rendered(let motion, _, _): return motion
    case .file, .eased: return nil
    }
  }

  /// Start and target values, for specs of either kind.
  var endpoints: (from: Double, to: Double)? {
    switch kind {
    case .spec(let motion, _), .rendered(let motion, _, _): return (motion.from, motion.to)
    case .eased(let eased): return (eased.from, eased.to)
    case .file: return nil
    }
  }

  /// How long the curve takes: a spring's exact settling time (ε = 0.001) and any engine's own
  /// end, or an easing's duration; nil for a file.
  var naturalDuration: Double? {
    switch kind {
    case .spec(let motion, _): return motion.settlingTime(epsilon: 0.001)
    case .rendered(let motion, let engine, let options):
      return max(motion.settlingTime(epsilon: 0.001), engine.endTime(motion, options: options) ?? 0)
    case .eased(let eased): return eased.duration
    case .file: return nil
    }
  }

  /// The engine's own end time for an engine rendering (nil otherwise).
  var engineEnd: Double? {
    guard case .rendered(let motion, let engine, let options) = kind else { return nil }
    return engine.endTime(motion, options: options)
  }

  var fileCurve: Curve? {
    if case .file(let curve) = kind { return curve }
    return nil
  }

  /// The curve: a file as read; a spec computed at `times` (which must start at 0 for integrators).
  func curve(at times: [Double]) throws(CLIError) -> Curve {
    switch kind {
    case .file(let curve): return curve
    case .eased(let eased):
      return Curve(metadata: [("source", text)], times: times, values: times.map(eased.value(at:)),
                   velocities: times.map(eased.velocity(at:)))
    case .rendered(let motion, let engine, let options):
      let frames = engine.render(motion, at: times, options: options).frames
      return Curve(metadata: [("source", text), ("engine", engine.rawValue)], times: times, values: frames.values,
                   velocities: frames.velocities)
    case .spec(let motion, let solver):
      let states: [SpringState]
      if solver.settings == nil {
        states = times.map { motion.state(at: $0) }
      } else {
        states = try solver.sample(motion, at: times)
      }
      return Curve(metadata: [("source", text), ("backend", solver.backend.rawValue)], times: times,
                   values: states.map(\.value), velocities: states.map(\.velocity))
    }
  }

  /// Exact settling time and overshoot for specs; estimated from the samples for files.
  func figures(of curve: Curve, epsilon: Double) -> (settle: Double?, overshoot: Double) {
    if case .eased(let eased) = kind {
      return (eased.settlingTime(epsilon: epsilon), eased.peakOvershoot?.distance ?? 0)
    }
    if case .rendered(let motion, _, _) = kind {
      // An engine's settling is its own end rule; its overshoot is what it rendered.
      return (engineEnd, SampledFigures(curve, from: motion.from, to: motion.to, epsilon: epsilon).overshoot)
    }
    if let motion {
      let settle = motion.settlingTime(epsilon: epsilon)
      return (settle.isFinite ? settle : nil, motion.shape(epsilon: epsilon).peakOvershoot?.distance ?? 0)
    }
    let sampled = SampledFigures(curve, from: curve.number("from"), to: curve.number("to"), epsilon: epsilon)
    return (sampled.settlingTime, sampled.overshoot)
  }
}
