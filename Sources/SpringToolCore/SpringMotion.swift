import Foundation
import _SpringToolSupport

/// Position and velocity of a value at one instant.
public struct SpringState: Sendable, Hashable {
  /// The value, in value units.
  public var value: Double
  /// Its velocity, in value units per second.
  public var velocity: Double

  /// A state: `value` in value units, `velocity` in value units per second.
  ///
  /// - Parameters:
  ///   - value: The value, in value units.
  ///   - velocity: The velocity, in value units per second.
  public init(value: Double, velocity: Double) {
    self.value = value
    self.velocity = velocity
  }
}

/// The exact closed-form motion of a spring released from `from` with
/// `initialVelocity`, heading to `to`.
///
/// With `u = x − to`, `λ = c/(2m)`, `ω0² = k/m`, the solution of
/// `u'' + 2λu' + ω0²u = 0`, `u(0) = u0 = from − to`, `u'(0) = v0` is
///
///     underdamped (c² < 4km), ωd = √(ω0² − λ²):
///       u(t) = e^(−λt)·[u0·cos ωd t + (v0 + λu0)·sin(ωd t)/ωd]
///       u'(t) = e^(−λt)·[v0·cos ωd t − (λv0 + ω0²u0)·sin(ωd t)/ωd]
///     critical and overdamped (c² ≥ 4km), μ = √(λ² − ω0²) ≥ 0,
///     s1 = −ω0²/(λ + μ) (the slow root), G(t) = (1 − e^(−2μt))/(2μ) (= t when μ = 0):
///       u(t) = e^(s1·t)·[u0 + (v0 − s1·u0)·G(t)]
///       u'(t) = e^(s1·t)·[s1·u0 + (v0 − s1·u0)·(s1·G(t) + e^(−2μt))]
///
/// These forms have no cancelling terms: the discriminant `c² − 4km` is formed
/// exactly, the slow root without subtraction and `G` with `expm1`, so they stay
/// exact through critical damping (ζ = 1 ± 1e-12 as well as ζ = 1) and for
/// ζ up to 10^6. The phase `ωd·t` is carried in double-double, so an undamped
/// spring keeps its phase after 10^5 periods.
///
/// Accuracy: value within 1e-13·A and velocity within 1e-13·A·ω0 + 1e-13·|v0| of
/// the exact solution for the given Double inputs, where
/// `A = max(|to − from|, |v0|/ω0)` is the motion's amplitude scale; for every
/// regime, t in [0, 10^4·response] and beyond, travels from 1e-6 to 1e6.
/// (Checked against the 50-digit mpmath reference in `tools/closed_form_reference.py`.)
/// Never NaN or infinite for valid input and finite `t ≥ 0`; once
/// `|u|` drops below half an ulp of `to`, the value is exactly `to`.
public struct SpringMotion: Sendable, Hashable {
  /// The spring.
  public let spring: Spring
  /// Start value `x(0)`.
  public let from: Double
  /// Target value, the rest position.
  public let to: Double
  /// Start velocity `x'(0)`, value units per second (SwiftUI's convention, not
  /// normalised by the distance).
  public let initialVelocity: Double

  // Precomputed constants (see the type's formula). The formula runs in units of the amplitude
  // scale S (``amplitudeScale``): `un0 = u0/S`, `vn0 = v0/S`, and every coefficient below is
  // for that normalised motion, so nothing overflows for travels or velocities near the
  // largest Double; ``displacementAndVelocity(at:)`` scales back.
  @usableFromInline let u0: Double
  @usableFromInline let scale: Double
  @usableFromInline let un0: Double
  @usableFromInline let vn0: Double
  @usableFromInline let lambda: Double
  @usableFromInline let omega0Squared: Double
  @usableFromInline let isOscillating: Bool
  // Underdamped: ωd in double-double, and the sine coefficients.
  @usableFromInline let omegaD: DoubleDouble
  @usableFromInline let sinValueCoefficient: Double  // (v0 + λu0)/ωd
  @usableFromInline let sinVelocityCoefficient: Double  // (λv0 + ω0²u0)/ωd
  // Critical/overdamped: slow root, μ and w = v0 − s1·u0.
  @usableFromInline let s1: Double
  @usableFromInline let mu: Double
  @usableFromInline let w: Double

  /// The largest amplitude a motion may have, so that every value and velocity it takes is a
  /// finite Double: `max(|to|, |from|) + 4·A` and `4·A·max(ω0, 1)` stay below the largest Double.
  public static let maximumMagnitude = Double.greatestFiniteMagnitude / 8

  /// Creates the motion. Throws ``SpringError`` for non-finite `from`, `to` or
  /// `initialVelocity`, when `to − from` overflows, or when the motion would reach values or
  /// velocities beyond ``maximumMagnitude`` (amplitude `A = max(|to − from|, |v0|/ω0)`).
  ///
  /// - Parameters:
  ///   - spring: The spring: mass, stiffness and damping coefficient.
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  ///   - initialVelocity: The start velocity, in value units per second.
  /// - Throws: ``SpringError`` naming the parameter, its value and the rule it breaks.
  public init(spring: Spring, from: Double = 0, to: Double = 1, initialVelocity: Double = 0) throws(SpringError) {
    try Check.finite("from", from)
    try Check.finite("to", to)
    try Check.finite("velocity", initialVelocity)
    guard (from - to).isFinite else {
      throw SpringError(parameter: "to", value: to, rule: "is too far from `from` (the travel overflows)")
    }
    let omega0 = spring.naturalFrequency
    let amplitude = max(abs(from - to), abs(initialVelocity) / omega0)
    let limit = SpringMotion.maximumMagnitude
    guard amplitude <= limit, max(abs(from), abs(to)) <= limit - 4 * amplitude, amplitude * max(omega0, 1) <= limit else {
      let byVelocity = initialVelocity != 0 && abs(initialVelocity) / omega0 >= abs(from - to)
      throw SpringError(
        parameter: byVelocity ? "velocity" : "to", value: byVelocity ? initialVelocity : to,
        rule: "makes the motion reach values or velocities beyond ±\(NumberText.forPeopleRounded(limit)) (the largest Double / 8)")
    }
    self.init(validated: spring, from: from, to: to, initialVelocity: initialVelocity)
  }

  /// The motion of arguments already known to be finite with a finite travel.
  @inline(__always)  // built in place: a sweep makes one a point
  init(validated spring: Spring, from: Double, to: Double, initialVelocity: Double) {
    self.spring = spring
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    let m = spring.mass, k = spring.stiffness, c = spring.dampingCoefficient
    u0 = from - to
    // (No division for a start at rest: the velocity's term is 0 either way.)
    let amplitude = initialVelocity == 0 ? abs(u0) : max(abs(u0), abs(initialVelocity) / (k / m).squareRoot())
    scale = amplitude > 0 && amplitude.isFinite ? amplitude : 1
    un0 = u0 / scale
    vn0 = initialVelocity / scale
    lambda = c / (2 * m)
    omega0Squared = k / m
    let disc = spring.discriminant  // c² − 4km
    let u0 = un0, v0 = vn0
    if disc.hi < 0 {
      isOscillating = true
      omegaD = (m == 1 ? (-disc).quartered : (-disc) / DoubleDouble(4 * m * m)).squareRoot()
      let wd = omegaD.hi
      sinValueCoefficient = (v0 + lambda * u0) / wd
      sinVelocityCoefficient = (lambda * v0 + omega0Squared * u0) / wd
      s1 = 0
      mu = 0
      w = 0
    } else {
      isOscillating = false
      omegaD = DoubleDouble(0)
      sinValueCoefficient = 0
      sinVelocityCoefficient = 0
      let rootDisc = disc.hi > 0 ? (disc.hi.squareRoot() * (1 + disc.lo / (2 * disc.hi))) : 0
      mu = rootDisc / (2 * m)
      s1 = -2 * k / (c + rootDisc)  // = −ω0²/(λ + μ), no cancellation
      w = v0 - s1 * u0
    }
  }

  /// Equal when the spring and the motion (from, to, velocity) are equal.
  public static func == (a: SpringMotion, b: SpringMotion) -> Bool {
    a.spring == b.spring && a.from == b.from && a.to == b.to && a.initialVelocity == b.initialVelocity
  }

  /// Hashes the spring and the motion.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(spring)
    hasher.combine(from)
    hasher.combine(to)
    hasher.combine(initialVelocity)
  }

  /// The travel `to − from`.
  public var travel: Double { to - from }

  /// The amplitude scale `A = max(|to − from|, |v0|/ω0)` that accuracy and
  /// settling bands are measured against. 0 only for a motion that never moves.
  public var amplitudeScale: Double {
    max(abs(u0), abs(initialVelocity) / spring.naturalFrequency)
  }

  /// Displacement from the target, `u(t) = x(t) − to`, at time `t` seconds (t ≥ 0).
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  /// - Returns: Displacement from the target, `u(t) = x(t) − to`, at time `t` seconds (t ≥ 0).
  @inlinable
  public func displacement(at t: Double) -> Double {
    displacementAndVelocity(at: t).0
  }

  /// The value `x(t)` at time `t` seconds.
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  @inlinable
  public func value(at t: Double) -> Double {
    t <= 0 ? from : to + displacement(at: t)
  }

  /// The velocity `x'(t)` at time `t` seconds, value units per second.
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  @inlinable
  public func velocity(at t: Double) -> Double {
    state(at: t).velocity
  }

  /// Value and velocity at time `t` seconds, sharing the transcendental work. At t ≤ 0 this is
  /// exactly `(from, initialVelocity)` (not `to + (from − to)`, which can differ in the last bit).
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  /// - Returns: The value (value units) and velocity (value units per second) at that time.
  @inlinable
  public func state(at t: Double) -> SpringState {
    if t <= 0 { return SpringState(value: from, velocity: initialVelocity) }
    let (u, v) = displacementAndVelocity(at: t)
    return SpringState(value: to + u, velocity: v)
  }

  /// `(u(t), u'(t))` with `u = x − to`.
  ///
  /// - Parameter t: The time since the motion started, in seconds.
  /// - Returns: The displacement from the target (value units) and the velocity (value units per second).
  @inlinable
  public func displacementAndVelocity(at t: Double) -> (Double, Double) {
    let (u, v) = normalizedDisplacementAndVelocity(at: t)
    return (scale * u, scale * v)
  }

  /// `(u(t), u'(t))/S`: the motion in units of the amplitude scale (|u| ≲ 1).
  @inlinable
  func normalizedDisplacementAndVelocity(at t: Double) -> (Double, Double) {
    if isOscillating {
      let e = exp(-lambda * t)
      if e == 0 { return (0, 0) }  // fully decayed: exactly at rest on the target
      let (s, co) = sineCosine(t)
      return (
        e * (un0 * co + sinValueCoefficient * s),
        e * (vn0 * co - sinVelocityCoefficient * s)
      )
    } else {
      let e = exp(s1 * t)
      if e == 0 { return (0, 0) }
      let g = growth(t)
      let fast = mu > 0 ? exp(-2 * mu * t) : 1
      return (e * (un0 + w * g), e * (s1 * un0 + w * (s1 * g + fast)))
    }
  }

  /// `u(t)/S`: the same Double as ``normalizedDisplacementAndVelocity(at:)``'s first, without the
  /// velocity's own exponential (settling times probe the displacement alone, many times).
  @inlinable
  func normalizedDisplacement(at t: Double) -> Double {
    if isOscillating {
      let e = exp(-lambda * t)
      if e == 0 { return 0 }
      let (s, co) = sineCosine(t)
      return e * (un0 * co + sinValueCoefficient * s)
    }
    let e = exp(s1 * t)
    if e == 0 { return 0 }
    return e * (un0 + w * growth(t))
  }

  /// `sin(ωd t)` and `cos(ωd t)` with the phase in double-double: the
  /// correction `lo·cos(hi)` restores the bits that rounding `ωd·t` loses.
  @usableFromInline
  func sineCosine(_ t: Double) -> (Double, Double) {
    let phase = omegaD * t
    let s = sin(phase.hi), c = cos(phase.hi)
    return (s + phase.lo * c, c - phase.lo * s)
  }

  /// `G(t) = (1 − e^(−2μt))/(2μ)`, and `t` when μ = 0.
  @usableFromInline
  func growth(_ t: Double) -> Double {
    mu > 0 ? -expm1(-2 * mu * t) / (2 * mu) : t
  }
}

extension SpringMotion: MotionCurve {
  /// `from`.
  public var startValue: Double { from }
  /// `to`.
  public var restValue: Double { to }

  /// Settles at the exact last exit from ±0.1 % of the band scale; never when undamped.
  public var ending: MotionEnding {
    let t = settlingTime(epsilon: SettlingBand.defaultEpsilon)
    return t.isFinite ? .settles(at: t, rule: .exact) : .never(reason: .undamped)
  }

  /// The closed form at every time: the fast uniform sampler on a grid, direct evaluation for a list.
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds, increasing and starting at 0.
  ///   - body: Called with each sample's index, time (seconds) and state, in order, as it is computed.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func sample(_ times: SampleTimes, _ body: (Int, Double, SpringState) -> Void) throws(MotionError) {
    switch times {
    case .grid(let grid): sample(grid, body)
    case .list(let list): for (i, t) in list.enumerated() { body(i, t, state(at: t)) }
    }
  }

  /// Exact figures from ``shape(epsilon:)``.
  ///
  /// - Parameter epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0,
  ///   1); 0.001 is ±0.1 %.
  /// - Returns: The settling time (nil when it never settles) and the peak overshoot, each with how it was found.
  /// - Throws: ``MotionError`` saying why the curve cannot be computed (for example times that do not start at 0 or do not
  ///   increase, an integrator that gives up, a value that would overflow).
  public func figures(epsilon: Double) throws(MotionError) -> MotionFigures {
    let s = shape(epsilon: epsilon)
    return MotionFigures(
      settlingTime: s.settlingTime.isFinite ? s.settlingTime : nil, settlingRule: .exact,
      peakOvershoot: s.peakOvershoot, epsilon: epsilon)
  }
}
