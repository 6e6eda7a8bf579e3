import SpringToolEngines
import SpringToolIntegrators
import SpringToolCore

/// `--retarget T:VALUE[:RESPONSE]` (repeatable), `--retarget-mode`, `--blend-duration`.
enum RetargetOptions {
  static let options = [
    OptionSpec(name: "retarget", valueName: "T:VALUE", help: "At T seconds the target becomes VALUE (repeatable); "
      + "T:VALUE:RESPONSE also changes the response (same damping ratio).", repeatable: true),
    OptionSpec(name: "retarget-mode", valueName: "MODE",
               help: "merge (default; SwiftUI's spring: keeps position and velocity) or additive (interpolatingSpring: "
                 + "each change animates on top of the running ones)."),
    OptionSpec(name: "blend-duration", valueName: "S",
               help: "SwiftUI's blendDuration: a response change blends in over S seconds (default: 0)."),
  ]

  static let group = OptionGroup(title: "RETARGET OPTIONS", options: options)

  struct Retarget {
    let time: Double
    let target: Double
    let response: Double?
  }

  static func parse(_ args: ParsedArguments) throws(CLIError) -> [Retarget] {
    var out: [Retarget] = []
    for text in args.strings("retarget") {
      let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 2 || parts.count == 3 else {
        throw .usage("invalid value '\(text)' for '--retarget': expected T:VALUE or T:VALUE:RESPONSE")
      }
      let time = try ParsedArguments.number(parts[0], option: "retarget")
      let target = try ParsedArguments.number(parts[1], option: "retarget")
      let response = parts.count == 3 ? try ParsedArguments.number(parts[2], option: "retarget") : nil
      guard time > (out.last?.time ?? 0) else {
        throw .usage("invalid value '\(text)' for '--retarget': times must be after 0 and increase")
      }
      if let response, response <= 0 { throw .usage("invalid value '\(text)' for '--retarget': the response must be > 0") }
      out.append(Retarget(time: time, target: target, response: response))
    }
    return out
  }

  /// The target schedule: the motion's target from 0, then each retarget.
  static func pieces(_ motion: SpringMotion, _ retargets: [Retarget]) throws(CLIError) -> [TargetPiece] {
    var pieces = [TargetPiece(start: 0, target: motion.to, spring: motion.spring)]
    for r in retargets {
      var spring = pieces[pieces.count - 1].spring
      if let response = r.response {
        do { spring = try Spring(response: response, dampingRatio: motion.spring.dampingRatio, mass: motion.spring.mass) } catch {
          throw .usage("invalid retarget response: \(error)")
        }
      }
      pieces.append(TargetPiece(start: r.time, target: r.target, spring: spring))
    }
    return pieces
  }

  /// The retargeted motion sampled at `times` with the engine or backend the options choose.
  static func sample(_ motion: SpringMotion, times: [Double], retargets: [Retarget], args: ParsedArguments,
                     engine: Engine) throws(CLIError) -> [SpringState] {
    let mode = (args.string("retarget-mode") ?? "merge").lowercased()
    guard mode == "merge" || mode == "additive" else {
      throw .usage("invalid value '\(mode)' for '--retarget-mode': expected merge or additive")
    }
    let blend = try args.double("blend-duration") ?? 0
    guard blend >= 0 else { throw .usage("'--blend-duration' must not be negative") }
    let pieces = try pieces(motion, retargets)
    let responseChanges = zip(pieces, pieces.dropFirst()).contains { $0.spring != $1.spring }
    switch engine {
    case .exact:
      break
    case .swiftUIAnimation:
      guard mode == "merge" else { throw .usage("Animation.spring merges; '--retarget-mode additive' is interpolatingSpring's") }
      let model = SwiftUIAnimationSpring(response: motion.spring.response, dampingFraction: motion.spring.dampingRatio)
      let frames = model.run(interval: motion.to - motion.from, initialVelocity: motion.initialVelocity, frameTimes: times,
                             retargets: pieces.dropFirst().map { ($0.start, $0.target - motion.from, $0.spring.response) },
                             blendDuration: blend)
      return frames.map { SpringState(value: motion.from + $0.offset, velocity: $0.velocity) }
    default:
      throw .usage("'--retarget' works with '--engine exact' and '--engine swiftui-animation'")
    }
    if mode == "additive" {
      do {
        let additive = try AdditiveMotion(from: motion.from, initialVelocity: motion.initialVelocity, pieces: pieces)
        return times.map { additive.state(at: $0) }
      } catch {
        throw .usage("invalid retarget: \(error)")
      }
    }
    let solver = try Solver.parse(args, motion: motion)
    if let settings = solver.settings {
      do {
        return try PiecewiseIntegration.sample(
          from: motion.from, initialVelocity: motion.initialVelocity, pieces: pieces, blendDuration: blend, times: times,
          settings: settings
        ) { (system: TargetPieceODE, settings: IntegratorSettings) throws(IntegrationError) -> any ODEIntegrator<TargetPieceODE> in
          do { return try solver.backend.integrator(system, settings) } catch { throw IntegrationError.invalidArgument }
        }
      } catch {
        throw .failure("integration failed (\(solver.backend.rawValue), \(settings.method.rawValue)): \(error)")
      }
    }
    if responseChanges && blend > 0 {
      throw .usage("blending changes the stiffness over time, which has no closed form; use '--backend swift' or '--backend gsl'")
    }
    do {
      let piecewise = try PiecewiseMotion(from: motion.from, initialVelocity: motion.initialVelocity, pieces: pieces)
      return times.map { piecewise.state(at: $0) }
    } catch {
      throw .usage("invalid retarget: \(error)")
    }
  }
}
