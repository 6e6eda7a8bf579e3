import Foundation
import SpringToolCore
import SpringToolEasing
import SpringToolPlatforms
import _SpringToolSupport

/// The motion every platform is matched to: a spring's exact closed form from `from` to `to`, or a
/// curve known by its samples (a curve file, recorded frames), seen at a frame rate.
public struct MatchReference: Sendable {
  /// The spring (a Reanimated duration config resolved for this motion's start); for a curve, the
  /// spring closest to it, where each platform's search starts and whose conversion is reported.
  public let specification: SpringSpecification
  /// The curve's name (a file) when the reference is a curve, or nil when it is the spring.
  public let curveName: String?
  /// The reference's motion: the spring's closed form, or the curve.
  public let motion: any MotionCurve
  /// The start value, the target (value units) and the start velocity (value units per second).
  public let from: Double, to: Double, velocity: Double
  /// The display frame rate the platforms are compared at, frames per second.
  public let framesPerSecond: Double
  /// The settling band, a fraction of the travel.
  public let epsilon: Double
  /// When the reference comes to rest: its exact last exit from ±`epsilon` of the travel, seconds.
  public let end: Double
  /// The time compared at least, seconds: the reference's end, or the duration given.
  public let window: Double

  /// Why a motion cannot be a reference.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// `from` equals `to`: no travel to measure errors against.
    case noTravel
    /// The spring never settles (ζ = 0) and no duration was given.
    case neverSettles
    /// The motion's numbers make no motion (an overflow), in words.
    case invalid(String)

    /// One line.
    public var description: String {
      switch self {
      case .noTravel: "a match needs a travel (--to differs from --from): errors are in % of it"
      case .neverSettles: "the reference spring never settles (ζ = 0); give --duration to compare that long"
      case .invalid(let why): why
      }
    }
  }

  /// The reference `specification` moves from `from` to `to` at `velocity`.
  ///
  /// - Parameters:
  ///   - specification: The spring as given; a Reanimated duration config is resolved for this start.
  ///   - from: The start value, in value units.
  ///   - to: The target, in value units (≠ `from`).
  ///   - velocity: The start velocity, in value units per second.
  ///   - framesPerSecond: The frame rate the platforms are compared at (> 0).
  ///   - epsilon: The settling band as a fraction of the travel, in (0, 1).
  ///   - duration: The time to compare, in seconds (nil: until the reference settles).
  /// - Throws: ``Problem``.
  public init(
    _ specification: SpringSpecification, from: Double = 0, to: Double = 1, velocity: Double = 0,
    framesPerSecond: Double = 60, epsilon: Double = 0.001, duration: Double? = nil
  ) throws(Problem) {
    guard to != from else { throw .noTravel }
    let resolved = specification.resolved(displacement: from - to, velocity: velocity)
    let spring: SpringMotion
    do { spring = try SpringMotion(spring: resolved.spring, from: from, to: to, initialVelocity: velocity) } catch {
      throw .invalid(error.description)
    }
    (self.specification, self.from, self.to, self.velocity) = (resolved, from, to, velocity)
    (self.framesPerSecond, self.epsilon, curveName) = (framesPerSecond, epsilon, nil)
    end = spring.settlingTime(epsilon: epsilon)
    guard let window = duration ?? (end.isFinite ? end : nil) else { throw .neverSettles }
    (self.window, motion) = (window, spring)
  }

  /// The reference is `curve` (a curve file, recorded frames): from its start to its rest value,
  /// starting at `velocity`; it ends where it settles within ±`epsilon` (else at its own end).
  ///
  /// - Parameters:
  ///   - curve: The motion, its values in value units (its `startValue` ≠ `restValue`).
  ///   - name: What to call it (a file's path).
  ///   - closest: The spring closest to it (least squares), where each platform's search starts.
  ///   - velocity: Its velocity at t = 0, value units per second: what the platforms start at.
  ///   - framesPerSecond: The frame rate the platforms are compared at (> 0).
  ///   - epsilon: The settling band as a fraction of the travel, in (0, 1).
  ///   - duration: The time to compare, in seconds (nil: until the curve settles).
  /// - Throws: ``Problem``.
  public init(
    curve: any MotionCurve, name: String, closest: SpringSpecification, velocity: Double, framesPerSecond: Double = 60,
    epsilon: Double = 0.001, duration: Double? = nil
  ) throws(Problem) {
    (from, to) = (curve.startValue, curve.restValue)
    guard to != from else { throw .noTravel }
    do throws(MotionError) {
      let settles = try curve.figures(epsilon: epsilon).settlingTime
      if case .finishes(let t, _) = curve.ending { end = min(settles ?? t, t) } else { end = settles ?? .infinity }
    } catch { throw .invalid(error.description) }
    (specification, curveName, motion, self.velocity) = (closest, name, curve, velocity)
    (self.framesPerSecond, self.epsilon) = (framesPerSecond, epsilon)
    guard let window = duration ?? (end.isFinite ? end : nil) else { throw .neverSettles }
    self.window = window
  }

  /// `to − from`.
  public var travel: Double { to - from }
  /// The reference's value at a time.
  ///
  /// - Parameter t: The time, seconds from the start.
  /// - Returns: The exact spring's value there (a curve's, interpolated), in value units; the start value if it cannot be computed.
  public func value(at t: Double) -> Double { values(at: [t])[0] }

  /// The reference's values at `times` (seconds, increasing from 0), in value units.
  func values(at times: [Double]) -> [Double] {
    if let spring = motion as? SpringMotion { return times.map(spring.value(at:)) }
    var out = Array(repeating: from, count: times.count)
    try? motion.sample(.list(times)) { i, _, state in out[i] = state.value }
    return out
  }
  /// The longest time rendered: the window and a second past it, or twice it (an engine still moving is cut there).
  public var limit: Double { max(2 * window, window + 1) }
}

/// How close one platform's engine comes to a reference: the best config in the platform's own
/// spelling (rounded for reading, then measured again), and the exact conversion beside it.
///
/// The search minimises the worst per-frame difference between the engine's frames (its clock,
/// arithmetic and end rule) and the reference at the same times, over the reference's window and
/// on until the engine ends (at most ``MatchReference/limit``). Method: an 11 × 11 grid in
/// (ln ω0, ln(ζ + 0.05)) around the reference spring (±0.5 each), then Nelder–Mead from the best
/// three points; the winner is spelled in the platform's numbers, rounded to
/// ``CodeNumber/significantDigits`` and measured again. The best config reported is the one of
/// {rounded conversion, rounded optimum, conversion, optimum} (the first on a tie) with the smallest measured error, so it
/// is never worse than the exact conversion.
public struct PlatformMatch: Sendable {
  /// The engine's id.
  public let engine: String
  /// The best config found.
  public let best: Config
  /// The reference spring spelled for the platform without search (nil: the platform cannot spell it).
  public let conversion: Config?

  /// One config on one engine and what it rendered.
  public struct Config: Sendable {
    /// How the numbers are spelled.
    public let spelling: SpringSpelling
    /// The two numbers, in ``spelling``'s order.
    public let numbers: [Double]
    /// The specification and engine settings they make.
    public let specification: SpringSpecification, settings: EngineSettings
    /// The `springtool` options that give this spring on the engine.
    public let arguments: [String]
    /// What the engine rendered.
    public let measure: Measure
  }

  /// An engine's frames against the reference.
  public struct Measure: Sendable {
    /// The largest |engine − reference| over the frames compared, as a fraction of the travel.
    public let maxError: Double
    /// When it occurs, seconds.
    public let time: Double
    /// When the engine's end rule fired, seconds (nil: not within ``MatchReference/limit``).
    public let end: Double?
    /// What the engine noted (a clamp, a hidden travel, a clock).
    public let notes: [PlatformNote]
  }

  /// Renders `input` on `engine` and measures it against `reference`.
  ///
  /// - Parameters:
  ///   - engine: The engine.
  ///   - input: The spring, motion and settings (the reference's motion).
  ///   - reference: The reference.
  ///   - values: The reference's value at each frame (``referenceFrames(_:)``), reused across calls.
  /// - Returns: The worst per-frame error, where it occurs, the engine's end and its notes.
  /// - Throws: ``MotionError`` when the engine cannot animate the input or diverges.
  public static func measure(
    _ engine: any SpringEngine, _ input: EngineInput, against reference: MatchReference,
    values: [Double]
  ) throws(MotionError) -> Measure {
    var run = try engine.run(input)
    let clock = FrameClock.rate(reference.framesPerSecond)
    let windowFrames = Int((reference.window * reference.framesPerSecond - 1e-9).rounded(.up))
    var worst = 0.0, at = 0.0, end: Int?
    for i in 0..<values.count {
      let frame = run.frame(i, clock: clock), t = clock.seconds(i)
      guard frame.value.isFinite && frame.velocity.isFinite else { throw .nonFinite(engine: engine.id, time: t) }
      let d = abs(frame.value - values[i])
      if d > worst { (worst, at) = (d, t) }
      if !frame.ended { end = nil } else if end == nil { end = i }
      if i >= windowFrames, end != nil { break }
    }
    return Measure(maxError: worst / abs(reference.travel), time: at, end: end.map(clock.seconds), notes: run.notes)
  }

  /// The reference's value at every frame up to ``MatchReference/limit``.
  ///
  /// - Parameter reference: The reference.
  /// - Returns: Values at frames 0, 1, 2, … of its frame rate.
  public static func referenceFrames(_ reference: MatchReference) -> [Double] {
    let clock = FrameClock.rate(reference.framesPerSecond)
    let count = min(Int((reference.limit * reference.framesPerSecond).rounded(.up)) + 1, SampleGrid.maximumCount)
    return reference.values(at: (0..<count).map(clock.seconds))
  }

  /// The best config of `engine` for `reference`, and the exact conversion; nil when the platform
  /// can spell no spring near the reference or cannot animate it at all.
  ///
  /// - Parameters:
  ///   - engine: The engine.
  ///   - reference: The reference motion.
  ///   - settings: The engines' settings (a property's minimum visible change, a clock).
  ///   - values: The reference's frames (``referenceFrames(_:)``).
  public static func match(
    _ engine: any SpringEngine, to reference: MatchReference, settings: EngineSettings,
    values: [Double]
  ) -> PlatformMatch? {
    let spelling = engine.spelling, relative = reference.velocity / reference.travel
    func config(_ numbers: (Double, Double)) -> Config? {
      guard let (spec, set) = spelling.specification(numbers.0, numbers.1, relativeVelocity: relative, settings: settings) else { return nil }
      let input = EngineInput(specification: spec, from: reference.from, to: reference.to, velocity: reference.velocity, settings: set)
      guard let measure = try? Self.measure(engine, input, against: reference, values: values) else { return nil }
      return Config(
        spelling: spelling, numbers: [numbers.0, numbers.1], specification: spec, settings: set,
        arguments: spelling.arguments(numbers.0, numbers.1, specification: spec), measure: measure)
    }
    func numbers(_ p: [Double]) -> (Double, Double)? {
      let w = exp(p[0]), z = exp(p[1]) - 0.05
      guard w.isFinite, w > 0, z >= 0, let spring = try? Spring(response: 2 * Double.pi / w, dampingRatio: z) else { return nil }
      return spelling.numbers(for: spring, relativeVelocity: relative)
    }
    func cost(_ p: [Double]) -> Double { numbers(p).flatMap(config)?.measure.maxError ?? .infinity }
    func rounded(_ n: (Double, Double)) -> (Double, Double) {
      (Double(CodeNumber.readable(n.0)) ?? n.0, Double(CodeNumber.readable(n.1)) ?? n.1)
    }

    let spring = reference.specification.spring
    let start = [log(spring.naturalFrequency), log(spring.dampingRatio + 0.05)]
    var grid: [([Double], Double)] = []
    for i in -5...5 {
      for j in -5...5 {
        let p = [start[0] + Double(i) / 10, start[1] + Double(j) / 10]
        grid.append((p, cost(p)))
      }
    }
    grid.sort { $0.1 < $1.1 }
    var best = grid[0]
    for seed in grid.prefix(3) where seed.1.isFinite {
      let refined = NelderMead.minimize(cost, start: seed.0, steps: [0.02, 0.02], tolerance: 1e-9, maxEvaluations: 300)
      if refined.value < best.1 { best = (refined.point, refined.value) }
    }
    let exact = spelling.numbers(for: spring, relativeVelocity: relative)
    let conversion = exact.flatMap(config)
    let found = numbers(best.0)
    // The first of the smallest wins a tie: rounded before exact, the conversion before the search's.
    let candidates = [exact.map(rounded), found.map(rounded), exact, found].compactMap { $0.flatMap(config) }
    guard let chosen = candidates.min(by: { $0.measure.maxError < $1.measure.maxError }) else { return nil }
    return PlatformMatch(engine: engine.id, best: chosen, conversion: conversion)
  }
}

extension PlatformMatch {
  /// ``match(_:to:settings:values:)`` for each engine with its settings, the engines searched
  /// concurrently (each search is independent), in the order given.
  ///
  /// - Parameters:
  ///   - engines: The engines, each with the settings it renders with.
  ///   - reference: The reference motion.
  ///   - values: The reference's frames (``referenceFrames(_:)``).
  /// - Returns: One match per engine, nil where the engine cannot follow at all.
  public static func matchAll(
    _ engines: [(engine: any SpringEngine, settings: EngineSettings)], to reference: MatchReference,
    values: [Double]
  ) -> [PlatformMatch?] {
    let results = Results(count: engines.count)
    DispatchQueue.concurrentPerform(iterations: engines.count) { i in
      results.set(i, match(engines[i].engine, to: reference, settings: engines[i].settings, values: values))
    }
    return results.items
  }

  /// The matches as the threads finish them, each index written once under the lock.
  private final class Results: @unchecked Sendable {
    private(set) var items: [PlatformMatch?]
    private let lock = ConditionLock()
    init(count: Int) { items = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ match: PlatformMatch?) { lock.withLock { items[i] = match } }
  }
}

/// An easing over a fixed duration measured against a reference, as the web runs it: the value at
/// a frame is `from + travel·easing(t/D)`, the target from D on. CSS `linear()` is the reference
/// itself within a bound; a cubic Bézier standing in for a spring is a design system's choice.
public struct EasingMatch: Sendable {
  /// What is measured, in CSS (`linear(…)`, `cubic-bezier(…)`).
  public let css: String
  /// The duration, seconds.
  public let duration: Double
  /// How far its frames are from the reference's.
  public let measure: PlatformMatch.Measure
  /// The `linear()` bound it was made within (nil for a given easing).
  public let bound: Double?
  /// The number of `linear()` stops (nil for a given easing).
  public let stops: Int?

  /// `easing` over `duration` seconds against `reference`.
  ///
  /// - Parameters:
  ///   - easing: The easing (progress 0 → 1 over x ∈ [0, 1]); its CSS names it (its `label` when CSS has none).
  ///   - label: The easing as the user named it.
  ///   - duration: The duration, in seconds (> 0).
  ///   - reference: The reference.
  public init(_ easing: Easing, label: String, duration: Double, against reference: MatchReference) {
    self.init(easing, css: easing.css ?? label, duration: duration, bound: nil, stops: nil, reference)
  }

  /// The reference as a CSS `linear()` within `bound` of the travel (``CSSLinearExport``, as
  /// `export --as css-linear` writes it), measured at the frames.
  ///
  /// - Parameters:
  ///   - reference: The reference.
  ///   - bound: The largest error allowed in the export, a fraction of the travel in [1e-7, 0.5].
  /// A curve reference is written over its own end: its progress (value − from)/travel at x·end.
  /// - Returns: nil when the reference cannot be written as `linear()` (it never settles, or the bound is out of range).
  public static func cssLinear(_ reference: MatchReference, bound: Double) -> EasingMatch? {
    let duration: Double, export: CSSLinearExport
    if reference.curveName != nil {
      guard reference.end.isFinite && reference.end > 0 else { return nil }
      duration = reference.end
      guard let made = try? CSSLinearExport.make(bound: bound, progress: { x in (reference.value(at: x * duration) - reference.from) / reference.travel })
      else { return nil }
      export = made
    } else {
      guard
        let curve = try? WebCurve.spring(
          reference.specification.spring, relativeVelocity: reference.velocity / reference.travel,
          bound: bound),
        let made = try? CSSLinearExport.make(bound: bound, progress: curve.progress)
      else { return nil }
      (duration, export) = (curve.duration, made)
    }
    return EasingMatch(.linear(export.easing), css: export.css, duration: duration, bound: bound, stops: export.easing.stops.count, reference)
  }

  private init(_ easing: Easing, css: String, duration: Double, bound: Double?, stops: Int?, _ reference: MatchReference) {
    self.init(progress: easing.value(at:), css: css, duration: duration, bound: bound, stops: stops, reference)
  }

  /// A web curve whose progress at x ∈ [0, 1] of `duration` is `progress(x)`, measured at the reference's frames.
  init(progress: (Double) -> Double, css: String, duration: Double, bound: Double?, stops: Int?, _ reference: MatchReference) {
    (self.css, self.duration, self.bound, self.stops) = (css, duration, bound, stops)
    let clock = FrameClock.rate(reference.framesPerSecond)
    var worst = 0.0, at = 0.0
    // Every frame until both the reference's window and the easing are over.
    let last = Int((max(reference.window, duration) * reference.framesPerSecond + 1e-9).rounded(.down))
    for i in 0...last {
      let t = clock.seconds(i)
      let x = reference.from + reference.travel * progress(min(t / duration, 1))
      let d = abs(x - reference.value(at: t))
      if d > worst { (worst, at) = (d, t) }
    }
    measure = PlatformMatch.Measure(maxError: worst / abs(reference.travel), time: at, end: duration, notes: [])
  }
}
