import Foundation
import SpringToolGestures
import SpringToolCore

/// react-spring's spring loop (packages/core/src/SpringValue.ts; reference/peers.md §4).
///
/// Each frame of Δt ms runs ⌈Δt⌉ substeps of 1 ms of semi-implicit Euler in units per ms:
/// `a = (−tension·10⁻⁶·(x − to) − friction·10⁻³·v)/mass; v += a; x += v`. Before each
/// substep, when |v| ≤ restVelocity it checks |to − x| ≤ precision and stops; the value is
/// then set to the target. precision = min(1, |to − from|·0.001) (0.005 when from = to),
/// restVelocity = precision/10 (units per ms). Velocity is in units per ms: a motion's v0
/// (units/s) is divided by 1000. Note: ⌈16.67⌉ = 17 substeps per 60 Hz frame, so react-spring's
/// clock runs 2 % fast at 60 fps.
public struct ReactSpringLoop: Sendable, Hashable {
  public let tension: Double
  public let friction: Double
  public let mass: Double

  public init(tension: Double, friction: Double, mass: Double = 1) {
    self.tension = tension
    self.friction = friction
    self.mass = mass
  }

  public init(_ spring: Spring) {
    self.init(tension: spring.stiffness, friction: spring.dampingCoefficient, mass: spring.mass)
  }

  /// Values (and velocities in units/s) at the frame times, and the frame at which it finished.
  public func run(from: Double, to: Double, velocity: Double, frameTimes: [Double]) -> EngineFrames {
    let precision = from == to ? 0.005 : min(1, abs(to - from) * 0.001)
    let restVelocity = precision / 10
    var x = from, v = velocity / 1000
    var out = EngineFrames()
    var last = frameTimes.first ?? 0
    var finished = false
    for t in frameTimes {
      let steps = Int((max(t - last, 0) * 1000).rounded(.up))
      last = t
      if !finished {
        for _ in 0..<steps {
          if abs(v) <= restVelocity {
            finished = abs(to - x) <= precision
            if finished { break }
          }
          let acceleration = (-tension * 0.000001 * (x - to) + -friction * 0.001 * v) / mass
          v = v + acceleration
          x = x + v
        }
        if finished { out.end = t }
      }
      out.append(t, finished ? to : x, finished ? 0 : v * 1000)
    }
    return out
  }
}

/// Facebook Rebound's `Spring.advance` (rebound-core Spring.java; reference/peers.md §5).
///
/// RK4 with a fixed 1 ms step on (position, velocity) in units and seconds, a time
/// accumulator (real Δt clamped to 64 ms), and linear interpolation between the last two
/// states by the leftover fraction of a step. Its quirk is kept: the first RK4 stage takes
/// the acceleration at the previous step's last-stage position. At rest (|v| ≤ rest speed
/// and |x − end| ≤ rest displacement, default 0.005 each) the spring stops where it is,
/// without snapping (Rebound's SpringTest expects 0.9999589072653003 from frame 66, not 1).
/// Rest is tested at the start of `advance`: a spring found at rest still takes that frame's
/// step, and stops from the next one.
public struct ReboundSpring: Sendable, Hashable {
  public let tension: Double
  public let friction: Double
  public let restSpeed: Double
  public let restDisplacement: Double

  public init(tension: Double, friction: Double, restSpeed: Double = 0.005, restDisplacement: Double = 0.005) {
    self.tension = tension
    self.friction = friction
    self.restSpeed = restSpeed
    self.restDisplacement = restDisplacement
  }

  public init(_ spring: Spring) {
    self.init(tension: spring.stiffness / spring.mass, friction: spring.dampingCoefficient / spring.mass)
  }

  static let solverStep = 0.001
  static let maximumDelta = 0.064

  /// Rebound's mutable spring state, advanced by real frame durations.
  public struct Simulation: Sendable, Hashable {
    public let spring: ReboundSpring
    public let end: Double
    public private(set) var position: Double
    public private(set) var velocity: Double
    /// Whether the state was at rest when the last `advance` began.
    var wasAtRest = false
    var previousPosition: Double, previousVelocity: Double
    // A fresh Rebound spring's temporary state is 0 (it is never set from the start value).
    var tempPosition = 0.0
    var accumulator = 0.0

    public init(spring: ReboundSpring, from: Double, to: Double, velocity: Double) {
      self.spring = spring
      self.end = to
      position = from
      self.velocity = velocity
      previousPosition = from
      previousVelocity = velocity
    }

    /// Whether |v| ≤ rest speed and |x − end| ≤ rest displacement (or tension 0).
    var restsNow: Bool {
      abs(velocity) <= spring.restSpeed && (abs(end - position) <= spring.restDisplacement || spring.tension == 0)
    }

    /// At rest for good: the next `advance` will not move it.
    public var atRest: Bool { wasAtRest && restsNow }

    /// Rebound's `advance(realDeltaTime)`.
    public mutating func advance(_ realDeltaTime: Double) {
      let restingAtStart = restsNow
      if restingAtStart && wasAtRest { return }
      defer { wasAtRest = restingAtStart }
      guard realDeltaTime > 0 else { return }
      let h = ReboundSpring.solverStep, k = spring.tension, c = spring.friction
      accumulator += min(realDeltaTime, ReboundSpring.maximumDelta)
      while accumulator >= h {
        accumulator -= h
        if accumulator < h {
          previousPosition = position
          previousVelocity = velocity
        }
        let aVelocity = velocity
        let aAcceleration = k * (end - tempPosition) - c * velocity
        tempPosition = position + aVelocity * h * 0.5
        var tempVelocity = velocity + aAcceleration * h * 0.5
        let bVelocity = tempVelocity
        let bAcceleration = k * (end - tempPosition) - c * tempVelocity
        tempPosition = position + bVelocity * h * 0.5
        tempVelocity = velocity + bAcceleration * h * 0.5
        let cVelocity = tempVelocity
        let cAcceleration = k * (end - tempPosition) - c * tempVelocity
        tempPosition = position + cVelocity * h
        tempVelocity = velocity + cAcceleration * h
        let dVelocity = tempVelocity
        let dAcceleration = k * (end - tempPosition) - c * tempVelocity
        let dxdt = 1.0 / 6.0 * (aVelocity + 2.0 * (bVelocity + cVelocity) + dVelocity)
        let dvdt = 1.0 / 6.0 * (aAcceleration + 2.0 * (bAcceleration + cAcceleration) + dAcceleration)
        position += dxdt * h
        velocity += dvdt * h
      }
      if accumulator > 0 {
        let alpha = accumulator / h
        position = position * alpha + previousPosition * (1 - alpha)
        velocity = velocity * alpha + previousVelocity * (1 - alpha)
      }
    }
  }

  /// Advances frame to frame (Δt = the difference of consecutive frame times).
  public func run(from: Double, to: Double, velocity: Double, frameTimes: [Double]) -> EngineFrames {
    var simulation = Simulation(spring: self, from: from, to: to, velocity: velocity)
    var out = EngineFrames()
    var last = frameTimes.first ?? 0
    for t in frameTimes {
      let wasAtRest = simulation.atRest
      simulation.advance(t - last)
      last = t
      if simulation.atRest && !wasAtRest { out.end = t }
      out.append(t, simulation.position, simulation.velocity)
    }
    return out
  }
}

/// Wave's `SpringAnimator` (jtrivedi/Wave; reference/peers.md §6): semi-implicit Euler with
/// the frame's Δt, `v += ((−k(x − target) − c·v)/m)·Δt; x += v·Δt`, finishing purely by time:
/// once the running time reaches `settlingDuration` the value snaps to the target.
///
/// Wave's `settlingDuration` is `−ln(10⁻⁴)/(ζω0)` for ζ < 1 and 1.25 × that of ζ = 1 − ε for
/// ζ ≥ 1. `Spring(dampingRatio:response:)` in Wave also rubber-bands the damping
/// coefficient into 0…60 (interval 15, coefficient 0.55); this model applies that to springs
/// given by response, as Wave would.
public struct WaveSpring: Sendable, Hashable {
  public let stiffness: Double
  public let damping: Double
  public let mass: Double

  public init(stiffness: Double, damping: Double, mass: Double = 1) {
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
  }

  public init(_ spring: Spring) {
    var c = spring.dampingCoefficient
    // Wave soft-clamps its damping into 0…60 with UIScrollView's rubber band (dimension 15).
    if case .response = spring.parameters { c = Momentum.rubberBand(c, range: 0...60, dimension: 15) }
    self.init(stiffness: spring.stiffness, damping: c, mass: spring.mass)
  }

  public var settlingDuration: Double {
    let w0 = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    if zeta < 1 { return -log(1e-4) / (zeta * w0) }
    return -log(1e-4) / ((1 - 1e-10) * w0) * 1.25
  }

  public func run(from: Double, to: Double, velocity: Double, frameTimes: [Double]) -> EngineFrames {
    var x = from, v = velocity
    var out = EngineFrames()
    var last = frameTimes.first ?? 0
    let settle = settlingDuration
    var done = false
    for t in frameTimes {
      let dt = t - last
      last = t
      if !done && dt > 0 {
        let acceleration = (-stiffness * (x - to) - damping * v) / mass
        v += acceleration * dt
        x += v * dt
        if t >= settle {
          done = true
          out.end = t
        }
      }
      out.append(t, done ? to : x, done ? 0 : v)
    }
    return out
  }
}

/// Frames an engine produced: times, values, velocities (units/s), and when it ended.
public struct EngineFrames: Sendable, Hashable {
  public var times: [Double] = []
  public var values: [Double] = []
  public var velocities: [Double] = []
  /// The frame time at which the engine finished by its own rule, if it did.
  public var end: Double?

  public init() {}

  mutating func append(_ t: Double, _ x: Double, _ v: Double) {
    times.append(t)
    values.append(x)
    velocities.append(v)
  }
}
