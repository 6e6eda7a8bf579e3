/// Several values animated by one spring: a point, a size, a frame `x, y, width, height` with an
/// optional corner radius, a colour. SwiftUI animates `AnimatableData` this way (each component
/// is its own motion with the same spring; a retarget keeps every component's position and
/// velocity), as in `matchedGeometryEffect`.
///
/// Each component is a ``PiecewiseMotion`` (exact closed form piece by piece), so a vector motion
/// is a collection of ``MotionCurve``s with whole-motion figures on top.
public struct VectorMotion: Sendable {
  /// One motion per component.
  public let components: [PiecewiseMotion]

  /// The most components a vector motion takes.
  public static let maximumComponents = 64

  /// One spring moving several values, each from `from[i]` to `to[i]`.
  /// - Parameters:
  ///   - spring: The spring every component uses.
  ///   - from: The start values, one per component, in their own units.
  ///   - to: The targets, as many as `from`.
  ///   - velocity: The start velocities, units per second (nil: 0 each).
  ///   - retargets: `(time, targets)` at increasing times after 0, each with as many targets.
  /// - Throws: ``SpringError`` for mismatched counts, more than ``maximumComponents``, times that
  ///   do not increase, or non-finite values.
  public init(
    spring: Spring, from: [Double], to: [Double], velocity: [Double]? = nil,
    retargets: [(time: Double, targets: [Double])] = []
  ) throws(SpringError) {
    guard !from.isEmpty, from.count == to.count, from.count <= Self.maximumComponents else {
      throw SpringError(
        parameter: "components", value: Double(to.count),
        rule: "must match the \(from.count) start values (1 to \(Self.maximumComponents))")
    }
    let velocity = velocity ?? Array(repeating: 0, count: from.count)
    guard velocity.count == from.count else {
      throw SpringError(parameter: "velocities", value: Double(velocity.count), rule: "must be \(from.count) values")
    }
    for r in retargets where r.targets.count != from.count {
      throw SpringError(parameter: "retarget at", value: r.time, rule: "needs \(from.count) targets")
    }
    var components: [PiecewiseMotion] = []
    for i in from.indices {
      components.append(
        try PiecewiseMotion(
          spring: spring, from: from[i], to: to[i], initialVelocity: velocity[i],
          retargets: retargets.map { ($0.time, $0.targets[i]) }))
    }
    self.components = components
  }

  /// The time every component has settled into ±ε of its own band scale (the latest of them),
  /// seconds; `.infinity` when one never settles.
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  public func settlingTime(epsilon: Double = SettlingBand.defaultEpsilon) -> Double {
    components.map { $0.bandScale > 0 ? $0.settlingTime(band: epsilon * $0.bandScale) : 0 }.max() ?? 0
  }

  /// The last retarget time (0 without retargets).
  public var lastRetarget: Double { components.first?.pieces.last?.start ?? 0 }

  /// Each component's figures, in component order.
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func figures(epsilon: Double) throws(MotionError) -> [MotionFigures] {
    var out: [MotionFigures] = []
    for c in components { out.append(try c.figures(epsilon: epsilon)) }
    return out
  }

  /// One component's figures, in its own units.
  public struct ComponentFigures: Sendable, Hashable {
    /// Settling into ±ε of the component's travel (exact), and the overshoot past its final
    /// target (refined scan); see ``MotionFigures``.
    public let figures: MotionFigures
    /// The component's travel (``PiecewiseMotion/bandScale``).
    public let travel: Double
    /// The lowest and highest values it takes (exact extrema).
    public let range: ClosedRange<Double>
  }

  /// Every component's figures with ε of its own travel, and the range it sweeps up to when
  /// the whole motion has settled (or 10 s past the last retarget when it never does).
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func componentFigures(epsilon: Double = SettlingBand.defaultEpsilon) throws(MotionError) -> [ComponentFigures] {
    let settle = settlingTime(epsilon: epsilon)
    let horizon = (settle.isFinite ? max(settle, lastRetarget) : lastRetarget + 10) * 1.05 + 1e-9
    var out: [ComponentFigures] = []
    for c in components {
      let range = RefinedScan.range(horizon: horizon, breakpoints: c.pieceStarts, state: c.state(at:))
      out.append(
        ComponentFigures(
          figures: try c.figures(epsilon: epsilon), travel: c.bandScale,
          range: min(range.lowerBound, c.finalTarget)...max(range.upperBound, c.finalTarget)))
    }
    return out
  }

  /// Calls `body(i, t_i, states)` with every component's state at each time.
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - body: Called with each time's index, the time (seconds) and every component's state, in order.
  public func sample(_ times: SampleTimes, _ body: (Int, Double, [SpringState]) -> Void) {
    for i in 0..<times.count {
      let t = times.time(i)
      body(i, t, components.map { $0.state(at: t) })
    }
  }
}
