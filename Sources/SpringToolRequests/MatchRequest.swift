import Foundation
import SpringToolCore
import SpringToolCurves
import SpringToolEasing
import SpringToolPlatforms
import SpringToolReports
import SpringToolTuning
import _SpringToolSupport

/// `match`: a reference spring and its motion; every engine's best config for it, measured.
package struct MatchRequest: Sendable {
  /// The reference motion.
  package var reference: MatchReference
  /// The engines to match on, in order (default: every engine).
  package var engines: [any SpringEngine]
  /// The engines' settings, before a property's own are applied per engine.
  package var settings: EngineSettings
  /// What the value animates (Android's minimum visible change, Compose's threshold), or nil.
  package var property: ValueProperty?
  /// The CSS `linear()` bound, a fraction of the travel (nil: no CSS row; the command line always asks for one).
  package var cssBound: Double?
  /// Easings standing in for the spring, with their text and duration (seconds).
  package var standIns: [(easing: Easing, text: String, duration: Double)]

  /// The request the values make: the spring (any family, a preset, a token, a scene's), its
  /// motion, `fps`, `epsilon`, `duration` (the time compared), `engine` (repeatable), the engines'
  /// settings, `property`, `max-error` (the `linear()` bound) and `stand-in` with `stand-in-duration`.
  /// - Parameters:
  ///   - values: The parameters.
  ///   - curve: A curve to match instead of a spring (a curve file or recorded frames, with its name): from its `from`
  ///     metadata (else its first value) to its `to` (else its last), at its `velocity` metadata (else its first
  ///     velocity, else 0); no spring or motion values go with it.
  /// - Throws: ``ParameterProblem`` naming the values at fault.
  package init(_ values: some ParameterValues, curve: (name: String, curve: Curve)? = nil) throws(ParameterProblem) {
    let duration = try values.seconds(Self.duration.key)
    if let duration, !(duration > 0 && duration <= 3600) { throw .usage("\(key: Self.duration.key) must be in (0, 3600] seconds") }
    let fps = try RecipeInput.frameRate(values), epsilon = try RecipeInput.epsilon(values)
    if let curve {
      reference = try Self.reference(curve.curve, name: curve.name, values, fps: fps, epsilon: epsilon, duration: duration)
    } else {
      reference = try Self.reference(
        try SpringInput.specification(values), try SpringInput.motion(values), fps: fps, epsilon: epsilon,
        duration: duration)
    }
    guard reference.window * reference.framesPerSecond <= 3000 else {
      throw .usage(
        "the reference lasts \(NumberText.forPeopleRounded(reference.window)) s: over 3000 frames at \(key: Self.framesPerSecond.key); give a shorter \(key: Self.duration.key)"
      )
    }
    let chosen = try RecipeInput.engines(values)
    engines = chosen.isEmpty ? Engines.all : chosen.map { $0.engine }
    try RecipeInput.checkEngineSettings(values, engines: engines.map { $0.id })
    settings = try RecipeInput.engineSettings(values)
    property = try RecipeInput.property(values)
    let bound = try values.number(Self.maxError)
    guard bound >= 1e-7 && bound <= 0.5 else { throw .usage("\(key: Self.maxError.key) must be in [1e-7, 0.5] (a fraction of the travel)") }
    cssBound = bound
    standIns = []
    let durations = values.values(for: Self.standInDuration.key)
    let texts = values.values(for: Self.standIn.key)
    guard durations.count <= texts.count else { throw .usage("\(key: Self.standInDuration.key) goes with \(key: Self.standIn.key, placeholder: "CURVE")") }
    for (i, text) in texts.enumerated() {
      let easing: Easing
      do { easing = try Easing.parse(text) } catch { throw .usage("invalid value '\(text.prefix(80))' for \(key: Self.standIn.key): \(error)") }
      // Each stand-in takes the duration given after it, else the last one given, else the reference's window.
      let seconds =
        i < durations.count
        ? try ParameterList.number(durations[i], Self.standInDuration.key)
        : durations.isEmpty
          ? reference.window : try ParameterList.number(durations[durations.count - 1], Self.standInDuration.key)
      guard seconds > 0 && seconds * reference.framesPerSecond <= 3000 else {
        throw .usage("\(key: Self.standInDuration.key) must be greater than 0 and at most 3000 frames at \(key: Self.framesPerSecond.key)")
      }
      standIns.append((easing, text, seconds))
    }
  }

  /// The spring as the reference.
  static func reference(
    _ spec: SpringSpecification, _ motion: SpringInput.Motion, fps: Double, epsilon: Double,
    duration: Double?
  ) throws(ParameterProblem) -> MatchReference {
    do throws(MatchReference.Problem) {
      return try MatchReference(
        spec, from: motion.from, to: motion.to, velocity: motion.velocity, framesPerSecond: fps, epsilon: epsilon,
        duration: duration)
    } catch {
      switch error {
      case .noTravel: throw .usage("a match needs a travel: \(key: "to") must differ from \(key: "from") (errors are in % of it)")
      case .neverSettles: throw .usage("the reference spring never settles (ζ = 0); give \(key: "duration") to compare that long")
      case .invalid(let why): throw .usage("\(why)")
      }
    }
  }

  /// A curve as the reference, its closest spring (``SpringFit``, least squares on its progress) as the searches' start.
  static func reference(
    _ curve: Curve, name: String, _ values: some ParameterValues, fps: Double, epsilon: Double,
    duration: Double?
  ) throws(ParameterProblem) -> MatchReference {
    let keys = SpringRequest.Field.allCases.map(ParameterProblem.key) + ["token", "token-file", "scene", "from", "to", "velocity", "relative-velocity"]
    for key in keys where values.has(key) {
      throw .usage("\(key: key) does not go with a curve file: the curve is the reference (its from and to are its metadata or its ends)")
    }
    let sampled = SampledCurve(curve)
    let target: FitTarget
    do throws(FitTarget.Problem) {
      target = try .samples(times: curve.times, values: curve.values, from: sampled.startValue, to: sampled.restValue)
    } catch {
      throw .failure(
        "cannot match \(name): " + (sampled.startValue == sampled.restValue ? "it has no travel (from = to)" : "it needs 3 or more samples from t = 0"))
    }
    guard let fit = SpringFit.fit(target) else { throw .failure("cannot match \(name): no spring comes near it to start from") }
    let closest = (try? SpringSpecification.response(fit.spring.response, dampingRatio: fit.spring.dampingRatio)) ?? SpringSpecification(fit.spring)
    let velocity = curve.number("velocity") ?? curve.velocities?.first ?? 0
    do throws(MatchReference.Problem) {
      return try MatchReference(
        curve: sampled, name: name, closest: closest, velocity: velocity.isFinite ? velocity : 0, framesPerSecond: fps,
        epsilon: epsilon, duration: duration)
    } catch {
      throw .failure("cannot match \(name): \(error.description)")
    }
  }

  /// Every engine's best config and its conversion, the `linear()` and the stand-ins, measured.
  /// - Throws: ``ParameterProblem`` (a failure) when no engine can follow the reference at all.
  package func answer() throws(ParameterProblem) -> MatchReport {
    let values = PlatformMatch.referenceFrames(reference)
    let each = engines.map { engine in
      (engine, property.map { engine.settings(for: $0.animatedProperty, start: reference.from, given: settings) } ?? settings)
    }
    let matches = PlatformMatch.matchAll(each, to: reference, values: values).compactMap { $0 }
    guard !matches.isEmpty || cssBound != nil else { throw .failure("no engine can animate this reference") }
    let css = cssBound.flatMap { EasingMatch.cssLinear(reference, bound: $0) }
    let stands = standIns.map { EasingMatch($0.easing, label: $0.text, duration: $0.duration, against: reference) }
    let keyframes = cssBound == nil ? nil : EasingMatch.cssKeyframes(reference)
    return MatchReport(reference: reference, platforms: matches, cssLinear: css, cssKeyframes: keyframes, standIns: stands)
  }
}

extension MatchReport {
  /// The reference and every platform's best config as curves to plot (engines as their frames),
  /// on the reference's frame grid until the last of them ends.
  /// - Throws: ``ParameterProblem`` (usage) for more than ``PlotRequest/maximumCurves`` curves.
  package func plot() throws(ParameterProblem) -> (sources: [PlotSource], grid: SampleGrid) {
    guard platforms.count < PlotRequest.maximumCurves else {
      throw .usage(
        "a plot draws at most \(PlotRequest.maximumCurves) curves (the reference and \(PlotRequest.maximumCurves - 1) "
          + "engines); choose them with \(key: "engine")")
    }
    let r = reference
    var sources: [PlotSource] = []
    sources.append(PlotSource(label: r.curveName ?? "reference", curve: r.motion))
    do throws(MotionError) {
      for m in platforms {
        guard let engine = Engines.named(m.engine) else { continue }
        let input = EngineInput(specification: m.best.specification, from: r.from, to: r.to, velocity: r.velocity, settings: m.best.settings)
        sources.append(
          PlotSource(
            label: "\(m.engine) (\(Describe.percent(m.best.measure.maxError)))",
            curve: try EngineMotion(engine: engine, input: input, framesPerSecond: r.framesPerSecond)))
      }
    } catch { throw ParameterProblem(.failure, ParameterProblem(error).message) }
    let end = min(platforms.compactMap(\.best.measure.end).reduce(r.window, max), r.limit)
    do throws(SampleGrid.Invalid) { return (sources, try SampleGrid(.framesPerSecond(r.framesPerSecond), duration: end)) } catch {
      throw .failure("\(error.description)")
    }
  }
}
