import SpringToolCore
import SpringToolFormats
import SpringToolCurves
import SpringToolPlatforms
import SpringToolSolvers
import _SpringToolSupport

/// Golden curve files: curves kept to check that code still produces them.
///
/// Two kinds of file are checked:
/// - **recorded**: any curve file springtool wrote (`sample`, `export --as frames`, …). Its
///   metadata carries the ``CurveRecipe`` that made it, the `tolerance` and the `scale` it is
///   relative to; the recipe is recomputed at the file's times and every value must stay within
///   `tolerance × scale` (velocities within `tolerance × velocity-scale`).
/// - **reference**: the independent mpmath curves in `curves/` (tools/golden_curves.py), with
///   `mass`, `stiffness`, `damping` (the coefficient), `from`, `to`, `velocity`, `scale`,
///   `velocity-scale`, `tolerance-analytic` and `tolerance-integrator`: checked with every backend.
public enum GoldenFile {
  /// The tolerance written into recorded files, relative to their scale.
  public static let defaultTolerance = 1e-9

  /// The metadata a recorded file carries: provenance, the recipe, the tolerance and scales.
  ///
  /// - Parameters:
  ///   - recipe: The curve recipe: the spring or easing, the motion, retargets, engine and backend.
  ///   - scale: The value scale errors are measured against, in value units.
  ///   - velocityScale: The velocity scale, in value units per second.
  ///   - tolerance: The largest error allowed, a fraction of the scale.
  ///   - generator: The program that wrote the file (its name and version).
  public static func metadata(
    recipe: CurveRecipe, scale: Double, velocityScale: Double, tolerance: Double = defaultTolerance,
    generator: String
  ) -> [(key: String, value: String)] {
    [("generator", generator)] + recipe.keyValues
      + [("tolerance", NumberText.text(tolerance)), ("scale", NumberText.text(scale)), ("velocity-scale", NumberText.text(velocityScale))]
  }

  /// The metadata for a file of `curve` made from `recipe`: values relative to the curve's band
  /// scale (its travel), velocities to that over the spring's time scale (1/ω0) or an easing's duration.
  ///
  /// - Parameters:
  ///   - recipe: The curve recipe: the spring or easing, the motion, retargets, engine and backend.
  ///   - curve: The curve the file holds (its scales come from it).
  ///   - tolerance: The largest error allowed when the file is recomputed, a fraction of the scale.
  ///   - generator: The program that wrote the file (its name and version).
  public static func metadata(
    for recipe: CurveRecipe, curve: any MotionCurve, tolerance: Double = defaultTolerance,
    generator: String
  ) -> [(key: String, value: String)] {
    let scale = curve.bandScale > 0 ? curve.bandScale : 1
    var velocityScale = scale
    switch recipe.source {
    case .spring: if let spec = try? recipe.specification() { velocityScale = scale * spec.spring.naturalFrequency }
    case .easing(_, let duration): velocityScale = scale / duration
    case .decay: velocityScale = max(abs(recipe.velocity), 1)
    }
    return metadata(recipe: recipe, scale: scale, velocityScale: velocityScale, tolerance: tolerance, generator: generator)
  }

  /// A golden curve recorded in Swift: `recipe`'s curve at `times` with the metadata
  /// ``check(_:backends:)`` needs (write it with `CurveFile.write`).
  ///
  /// - Parameters:
  ///   - recipe: The curve recipe: the spring or easing, the motion, retargets, engine and backend.
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - tolerance: The largest error allowed, a fraction of the scale.
  ///   - generator: The program that wrote the file (its name and version).
  /// - Throws: ``CurveRecipe/Problem`` for an inconsistent recipe; ``MotionError`` when sampling fails.
  public static func record(
    _ recipe: CurveRecipe, times: SampleTimes, tolerance: Double = defaultTolerance,
    generator: String = "SpringToolRegression"
  ) throws -> Curve {
    let curve = try recipe.curve()
    let states = try curve.states(at: times)
    return Curve(
      metadata: metadata(for: recipe, curve: curve, tolerance: tolerance, generator: generator), times: times.array,
      values: states.map(\.value), velocities: states.map(\.velocity))
  }

  /// The result of checking a file with one backend or recipe.
  public struct Check: Sendable, Hashable {
    /// What computed the curve (a backend, or the recipe's engine or backend).
    public let label: String
    /// Samples compared.
    public let samples: Int
    /// Worst value and velocity errors, relative to their scales, and where.
    public let worstValue: Double, worstVelocity: Double, worstIndex: Int
    /// The tolerance.
    public let tolerance: Double
    /// The first sample over the tolerance.
    public let firstBad: Int?
    /// Why the check could not run.
    public let problem: String?
    /// The recomputed states (for rewriting a stale file).
    public let states: [SpringState]

    /// Whether the file holds.
    public var passed: Bool { problem == nil && firstBad == nil }

    /// A check that could not run, and why.
    ///
    /// - Parameters:
    ///   - problem: Why the check could not run.
    ///   - label: The backend or column it was for.
    public static func failed(_ problem: String, label: String = "—") -> Check {
      Check(
        label: label, samples: 0, worstValue: 0, worstVelocity: 0, worstIndex: 0, tolerance: 0, firstBad: nil, problem: problem,
        states: [])
    }
  }

  /// Whether a curve's metadata is the reference format.
  ///
  /// - Parameter curve: A curve read from a file.
  public static func isReference(_ curve: Curve) -> Bool { curve[metadata: "tolerance-analytic"] != nil }

  /// Checks a curve read from a file: a reference curve with each of `backends`, a recorded
  /// curve with its own recipe.
  ///
  /// - Parameters:
  ///   - curve: The curve read from a recorded file.
  ///   - backends: The backends to recompute it with.
  /// - Returns: One check per backend (or one for a recorded recipe), with its worst errors and first bad sample.
  public static func check(_ curve: Curve, backends: [Backend] = Backend.allCases.filter(\.isAvailable)) -> [Check] {
    func problem(_ text: String) -> [Check] {
      [
        Check(
          label: "—", samples: curve.count, worstValue: 0, worstVelocity: 0, worstIndex: 0, tolerance: 0, firstBad: nil,
          problem: text, states: [])
      ]
    }
    if isReference(curve) {
      let required = [
        "mass", "stiffness", "damping", "from", "to", "velocity", "scale", "velocity-scale",
        "tolerance-analytic", "tolerance-integrator",
      ]
      let missing = required.filter { curve.number($0) == nil }
      guard missing.isEmpty else { return problem("header lacks " + missing.joined(separator: ", ")) }
      let n = { (key: String) in curve.number(key)! }
      let motion: SpringMotion
      do {
        let spring = try Spring(mass: n("mass"), stiffness: n("stiffness"), dampingCoefficient: n("damping"))
        motion = try SpringMotion(spring: spring, from: n("from"), to: n("to"), initialVelocity: n("velocity"))
      } catch { return problem("invalid spring in the header: \(error)") }
      return backends.map { backend in
        let solver = Solver(backend: backend, settings: backend.defaultSettings(for: motion))
        let tolerance = backend == .analytic ? n("tolerance-analytic") : n("tolerance-integrator")
        return compare(
          curve, with: solver.solve(motion), label: backend.rawValue, tolerance: tolerance,
          scale: n("scale"), velocityScale: n("velocity-scale"), clock: nil)
      }
    }
    guard let tolerance = curve.number("tolerance"), let scale = curve.number("scale") else {
      return problem("no tolerance and scale in the header (not a file springtool wrote)")
    }
    let recipe: CurveRecipe
    let motion: any MotionCurve
    do {
      recipe = try CurveRecipe(keyValues: curve.metadata)
      motion = try recipe.curve()
    } catch { return problem(error.description) }
    let label =
      recipe.engine.platformEngine?.id
      ?? (motion as? SolvedMotion)?.solver.backend.rawValue ?? (motion as? SolvedPiecewiseMotion)?.solver.backend.rawValue ?? recipe.engine.id
    return [
      compare(
        curve, with: motion, label: label, tolerance: tolerance, scale: scale,
        velocityScale: curve.number("velocity-scale") ?? scale, clock: recipe.engine == .exact ? nil : recipe.framesPerSecond)
    ]
  }

  /// Recomputes `motion` at the curve's times (on the frame rate's own grid when the times are
  /// its frames) and compares.
  static func compare(
    _ curve: Curve, with motion: any MotionCurve, label: String, tolerance: Double, scale: Double,
    velocityScale: Double, clock fps: Double?
  ) -> Check {
    let times = sampleTimes(curve.times, framesPerSecond: fps)
    let states: [SpringState]
    do { states = try motion.states(at: times) } catch {
      return Check(
        label: label, samples: curve.count, worstValue: 0, worstVelocity: 0, worstIndex: 0, tolerance: tolerance,
        firstBad: nil, problem: error.description, states: [])
    }
    var worstValue = 0.0, worstVelocity = 0.0, worstIndex = 0, firstBad: Int?
    let valueScale = scale > 0 ? scale : 1, speedScale = velocityScale > 0 ? velocityScale : 1
    for (i, state) in states.enumerated() {
      let ev = abs(state.value - curve.values[i]) / valueScale
      let ew = curve.velocities.map { abs(state.velocity - $0[i]) / speedScale } ?? 0
      if max(ev, ew) > max(worstValue, worstVelocity) { worstIndex = i }
      worstValue = max(worstValue, ev)
      worstVelocity = max(worstVelocity, ew)
      if firstBad == nil && (!(ev <= tolerance) || !(ew <= tolerance)) { firstBad = i }
    }
    return Check(
      label: label, samples: curve.count, worstValue: worstValue, worstVelocity: worstVelocity,
      worstIndex: worstIndex, tolerance: tolerance, firstBad: firstBad, problem: nil, states: states)
  }

  /// The file's times as a frame-rate grid when they are exactly its frames (engines then see
  /// the same millisecond clock as when the file was written), else as a list.
  static func sampleTimes(_ times: [Double], framesPerSecond fps: Double?) -> SampleTimes {
    if let fps, let last = times.last, let grid = try? SampleGrid(.framesPerSecond(fps), duration: last),
      grid.count == times.count, grid.times == times
    {
      return .grid(grid)
    }
    return .list(times)
  }
}
