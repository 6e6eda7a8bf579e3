import SpringToolCore
import SpringToolCurves
import SpringToolPlatforms

/// When a sampled curve counts as settled. Each definition reads only the frames (a curve from
/// a file or an app has no formula), against the curve's target (``CurveTravel/endpoints(_:)``).
public enum CurveSettling: Sendable, Hashable, CustomStringConvertible {
  /// The last exit from ±fraction of the travel around the target, interpolated linearly between
  /// the two frames around it (springtool's exact definition, measured on frames); 0.001 is ±0.1 %.
  case band(fractionOfTravel: Double)
  /// The last exit from ±limit value units around the target, interpolated the same way.
  case absoluteBand(Double)
  /// The first frame from which every later frame is within `displacement` of the target and
  /// moves slower than `speed` (value units per second): the rest rule of Android's
  /// `SpringAnimation` and React Native's `Animated.spring`. Speeds are the curve's velocities,
  /// or central differences of its values when it has none.
  case rest(displacement: Double, speed: Double)

  /// ±0.1 % of the travel.
  public static let `default` = CurveSettling.band(fractionOfTravel: 0.001)

  /// `the last exit from ±0.1 % of the travel`, and so on.
  public var description: String {
    switch self {
    case .band(let f): "the last exit from ±\(Wording.percent(f)) of the travel"
    case .absoluteBand(let x): "the last exit from ±\(Wording.number(x)) around the target"
    case .rest(let d, let s): "rest: within \(Wording.number(d)) of the target and slower than \(Wording.number(s))/s"
    }
  }

  /// When `curve` settles under this definition, seconds; nil when its last frame has not.
  ///
  /// - Parameter curve: The frames.
  /// - Returns: The settling time in seconds, or nil.
  public func time(of curve: Curve) -> Double? {
    let target = CurveTravel.endpoints(curve).to
    switch self {
    case .band(let f): return Self.lastExit(curve, target: target, band: f * CurveTravel.of(curve))
    case .absoluteBand(let x): return Self.lastExit(curve, target: target, band: x)
    case .rest(let d, let s):
      let speeds = curve.velocities ?? Self.centralDifferences(curve)
      guard let last = curve.values.indices.last(where: { abs(curve.values[$0] - target) > d || abs(speeds[$0]) > s }) else {
        return curve.times.first
      }
      return last + 1 < curve.count ? curve.times[last + 1] : nil
    }
  }

  /// What is wrong with the definition's numbers (negative, not finite, a band fraction outside [0, 1)), or nil.
  var problem: String? {
    switch self {
    case .band(let f) where !(f >= 0 && f < 1): "the settling band must lie in [0, 1) of the travel (found \(f))"
    case .absoluteBand(let x) where !(x.isFinite && x >= 0): "the settling band must be a finite number ≥ 0 (found \(x))"
    case .rest(let d, let s) where !(d.isFinite && d >= 0 && s.isFinite && s >= 0):
      "the rest thresholds must be finite numbers ≥ 0 (found \(d), \(s))"
    default: nil
    }
  }

  /// The last exit from ±band around `target`, interpolated between frames.
  static func lastExit(_ curve: Curve, target: Double, band: Double) -> Double? {
    guard let last = curve.values.lastIndex(where: { abs($0 - target) > band }) else { return curve.times.first }
    guard last + 1 < curve.count else { return nil }
    return SampledFigures.crossing(curve, after: last, target: target, band: band)
  }

  /// d(value)/dt by central differences (one-sided at the ends; 0 for a single frame).
  static func centralDifferences(_ curve: Curve) -> [Double] {
    let (t, x) = (curve.times, curve.values)
    guard x.count > 1 else { return x.map { _ in 0 } }
    return x.indices.map { i in
      let (a, b) = (max(i - 1, 0), min(i + 1, x.count - 1))
      return (x[b] - x[a]) / (t[b] - t[a])
    }
  }
}

/// A curve a test's curve must match: a platform engine's frames, a springtool motion, or another curve.
public struct CurveReference: Sendable {
  /// The reference in words (`the swiftui-animation engine`).
  public let label: String
  let frames: @Sendable (Curve) throws(CurveSourceError) -> Curve

  /// The frames `engine` shows for `spring` at the curve's own frame times (its display
  /// frames), from `from` to `to` (default: the curve's start and target, ``CurveTravel/endpoints(_:)``).
  ///
  /// - Parameters:
  ///   - engine: The engine's id (`swiftui-animation`, `android`, …; `springtool engines` lists them).
  ///   - spring: The spring, in the family the platform is given.
  ///   - from: The start value, or nil: the curve's.
  ///   - to: The target value, or nil: the curve's.
  ///   - velocity: The start velocity, value units per second.
  ///   - settings: The engines' settings.
  /// - Returns: The reference.
  public static func engine(
    _ engine: String, _ spring: SpringSpecification, from: Double? = nil, to: Double? = nil,
    velocity: Double = 0, settings: EngineSettings = EngineSettings()
  ) -> CurveReference {
    CurveReference(label: "the \(engine) engine") { (curve: Curve) throws(CurveSourceError) -> Curve in
      let ends = CurveTravel.endpoints(curve)
      let motion = try Curve.engineMotion(
        engine, spring: spring, from: from ?? ends.from, to: to ?? ends.to, velocity: velocity,
        settings: settings, framesPerSecond: 60)
      return try at(curve.times, of: motion)
    }
  }

  /// The same for a spring given as response and damping ratio, mass and stiffness…
  ///
  /// - Parameters:
  ///   - engine: The engine's id.
  ///   - spring: The spring.
  ///   - from: The start value, or nil: the curve's.
  ///   - to: The target value, or nil: the curve's.
  ///   - velocity: The start velocity, value units per second.
  /// - Returns: The reference.
  public static func engine(
    _ engine: String, _ spring: Spring, from: Double? = nil, to: Double? = nil,
    velocity: Double = 0
  ) -> CurveReference {
    .engine(engine, SpringSpecification(spring), from: from, to: to, velocity: velocity)
  }

  /// A springtool motion at the curve's frame times.
  ///
  /// - Parameters:
  ///   - motion: The motion.
  ///   - label: The reference in words.
  /// - Returns: The reference.
  public static func motion(_ motion: any MotionCurve, label: String = "the motion") -> CurveReference {
    CurveReference(label: label) { (curve: Curve) throws(CurveSourceError) -> Curve in try at(curve.times, of: motion) }
  }

  /// Another curve (interpolated onto the test's frames where the times differ).
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - label: The reference in words.
  /// - Returns: The reference.
  public static func curve(_ curve: Curve, label: String = "the reference curve") -> CurveReference {
    CurveReference(label: label) { (_: Curve) throws(CurveSourceError) -> Curve in curve }
  }

  static func at(_ times: [Double], of motion: any MotionCurve) throws(CurveSourceError) -> Curve {
    let states: [SpringState]
    do { states = try motion.states(at: .list(times)) } catch { throw CurveSourceError(description: error.description) }
    return Curve(
      metadata: [("from", "\(motion.startValue)"), ("to", "\(motion.restValue)")], times: times,
      values: states.map(\.value), velocities: states.map(\.velocity))
  }
}

/// A property of a curve, checked: whether it holds and, in words, what was found. The
/// `expectCurve` and `assertCurve` overloads report ``message`` when ``passed`` is false.
public struct CurveCheck: Sendable, Hashable {
  /// Whether the property holds.
  public let passed: Bool
  /// What was checked and what was found, in words.
  public let message: String

  /// Whether `curve` settles within `seconds` under `definition`.
  ///
  /// - Parameters:
  ///   - curve: The frames.
  ///   - seconds: The latest settling time allowed, seconds.
  ///   - definition: When the curve counts as settled (default ±0.1 % of the travel).
  /// - Returns: The check.
  public static func settles(_ curve: Curve, within seconds: Double, definition: CurveSettling = .default) -> CurveCheck {
    if let problem = GoldenCurve.problem(curve) ?? definition.problem { return CurveCheck(passed: false, message: problem) }
    guard let t = definition.time(of: curve) else {
      return CurveCheck(
        passed: false,
        message: "The curve does not settle (\(definition)) within its frames, which end at "
          + "t = \(Wording.number(curve.times.last ?? 0)) s; expected it to settle within \(Wording.number(seconds)) s.")
    }
    return CurveCheck(
      passed: t <= seconds,
      message: "The curve settles at \(Wording.number(t)) s (\(definition)); "
        + "expected within \(Wording.number(seconds)) s.")
  }

  /// Whether `curve` overshoots its target by at most `bound` (the largest excursion past the
  /// target along the travel).
  ///
  /// - Parameters:
  ///   - curve: The frames.
  ///   - bound: The largest overshoot allowed.
  /// - Returns: The check.
  public static func overshoot(_ curve: Curve, atMost bound: CurveBound) -> CurveCheck {
    if let problem = GoldenCurve.problem(curve) { return CurveCheck(passed: false, message: problem) }
    guard bound.isValid else { return CurveCheck(passed: false, message: "the overshoot bound must be a finite number ≥ 0 (found \(bound))") }
    let (from, to) = CurveTravel.endpoints(curve)
    let travel = CurveTravel.of(curve)
    let overshoot = SampledFigures(curve, from: from, to: to).overshoot
    let sign: Double = to >= from ? 1 : -1
    let peak = curve.values.indices.max { sign * curve.values[$0] < sign * curve.values[$1] } ?? 0
    let percent = travel > 0 ? " (\(Wording.percent(overshoot / travel)) of the travel)" : ""
    let at = overshoot > 0 ? " at t = \(Wording.number(curve.times[peak])) s" : ""
    return CurveCheck(
      passed: overshoot <= bound.limit(travel: travel),
      message: "The curve overshoots its target \(Wording.number(to)) by \(Wording.number(overshoot))\(percent)\(at); "
        + "expected at most \(bound)\(bound.isAbsolute || travel == 0 ? "" : " = \(Wording.number(bound.limit(travel: travel)))").")
  }

  /// Whether every value of `curve` lies in `range`.
  ///
  /// - Parameters:
  ///   - curve: The frames.
  ///   - range: The values allowed.
  /// - Returns: The check.
  public static func staysWithin(_ curve: Curve, _ range: ClosedRange<Double>) -> CurveCheck {
    if let problem = GoldenCurve.problem(curve) { return CurveCheck(passed: false, message: problem) }
    let (lo, hi) = (curve.values.min() ?? 0, curve.values.max() ?? 0)
    let span =
      "the curve spans \(Wording.number(lo))…\(Wording.number(hi)); expected within \(Wording.number(range.lowerBound))…\(Wording.number(range.upperBound))"
    guard let i = curve.values.firstIndex(where: { !range.contains($0) }) else {
      return CurveCheck(passed: true, message: "The curve stays within the range: " + span + ".")
    }
    let outside = curve.values.filter { !range.contains($0) }.count
    return CurveCheck(
      passed: false,
      message: "The curve leaves the range at frame \(i) (t = \(Wording.number(curve.times[i])) s, "
        + "value \(Wording.number(curve.values[i]))); \(outside) of \(curve.count) frames are outside: " + span + ".")
  }

  /// Whether `curve` matches `reference` within `tolerance`, frame by frame (``CurveDifference``).
  ///
  /// - Parameters:
  ///   - curve: The frames under test.
  ///   - reference: What they must match.
  ///   - tolerance: What is allowed.
  /// - Returns: The check.
  public static func matches(_ curve: Curve, _ reference: CurveReference, tolerance: CurveTolerance = .default) -> CurveCheck {
    if let problem = GoldenCurve.problem(curve) ?? tolerance.problem { return CurveCheck(passed: false, message: problem) }
    let approved: Curve
    do { approved = try reference.frames(curve) } catch {
      return CurveCheck(passed: false, message: "\(reference.label) cannot render the reference: \(error)")
    }
    let difference = CurveDifference(curve, approved: approved, tolerance: tolerance)
    let head =
      difference.passed
      ? "The curve matches \(reference.label) within the tolerance."
      : "The curve does not match \(reference.label): " + difference.failures.joined(separator: "; ") + "."
    let lines = [head] + difference.report.map { "  " + $0.replacingOccurrences(of: "approved", with: "reference") }
    return CurveCheck(passed: difference.passed, message: lines.joined(separator: "\n"))
  }
}
