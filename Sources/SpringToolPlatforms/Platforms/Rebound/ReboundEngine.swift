import SpringToolCore

/// Facebook Rebound's `Spring` (Java `rebound-core/.../Spring.java`; JavaScript
/// `rebound-js/src/Spring.js`), advanced frame by frame.
///
/// - Set-up, as an app does it: `setCurrentValue(from)` (which calls `setAtRest()`: the end value
///   and the RK4 temporary position become `from`, the velocity 0), `setEndValue(to)`,
///   `setVelocity(v)`. A spring already at its end with no velocity is never activated.
/// - `advance(Δt)`: if it is at rest now and was at rest after the last frame, nothing happens.
///   Otherwise Δt (clamped to 64 ms) is added to an accumulator that RK4 steps of 1 ms drain;
///   the first RK4 stage takes the acceleration at the previous step's last temporary position
///   (Rebound's quirk); a remainder is handled by interpolating linearly between the last two
///   states. Then, if at rest (|v| and |x − end| within the thresholds), the spring snaps to
///   its end value with velocity 0: that frame is the end.
/// - The system only advances a spring that is not at rest or was not at rest last frame (so
///   a spring that starts within the thresholds never moves).
///
/// The Java and JavaScript libraries differ: Java rests at |v| ≤ 0.005 and |x − end| ≤ 0.005
/// and advances by the time since the previous frame (`t_i − t_{i−1}` of the frame timestamps); JavaScript rests at |v| < 0.001 and
/// |x − end| ≤ 0.001, and its `SpringSystem.loop` makes the first frame after activation 1 ms
/// long (`_lastTimeMillis = currentTimeMillis − 1`).
public struct ReboundSpring: Sendable, Hashable {
  /// Which library.
  public enum Variant: String, Sendable, Hashable {
    /// rebound-core (Java, Android).
    case java
    /// rebound-js (the web).
    case javaScript
  }

  /// Tension (k/m) and friction (c/m).
  public let tension: Double, friction: Double
  /// Which library's rules.
  public let variant: Variant
  /// The rest thresholds: speed (units/s) and displacement (units).
  public let restSpeed: Double, restDisplacement: Double

  /// A Rebound spring; the thresholds default to the variant's (0.005 Java, 0.001 JavaScript).
  ///
  /// - Parameters:
  ///   - tension: The tension (react-spring's and Rebound's name for the stiffness k, mass 1).
  ///   - friction: The friction (react-spring's and Rebound's name for the damping coefficient c, mass 1).
  ///   - variant: Java (Android) or JavaScript (rebound-js).
  ///   - restSpeed: The rest speed threshold (nil: the variant's).
  ///   - restDisplacement: The rest distance threshold (nil: the variant's).
  public init(
    tension: Double, friction: Double, variant: Variant = .java, restSpeed: Double? = nil,
    restDisplacement: Double? = nil
  ) {
    self.tension = tension
    self.friction = friction
    self.variant = variant
    let threshold = variant == .java ? 0.005 : 0.001
    self.restSpeed = restSpeed ?? threshold
    self.restDisplacement = restDisplacement ?? threshold
  }

  static let solverStep = 0.001
  static let maximumDelta = 0.064

  /// Rebound's mutable spring state.
  public struct Simulation: Sendable, Hashable {
    /// The spring.
    public let spring: ReboundSpring
    /// The end value.
    public private(set) var end: Double
    /// Current position and velocity.
    public private(set) var position: Double, velocity: Double
    /// Whether the spring was at rest after the last advance (`mWasAtRest`, initially true).
    public private(set) var wasAtRest = true
    /// Whether the system is driving the spring (it was activated and not yet removed).
    public private(set) var isActive: Bool
    var previousPosition = 0.0, previousVelocity = 0.0
    var tempPosition: Double
    var accumulator = 0.0

    /// `setCurrentValue(from)`, `setEndValue(to)`, `setVelocity(velocity)`.
    ///
    /// - Parameters:
    ///   - spring: The Rebound spring (tension, friction, rest thresholds).
    ///   - from: The start value, in value units.
    ///   - to: The target value, in value units.
    ///   - velocity: The velocity, in value units per second.
    public init(spring: ReboundSpring, from: Double, to: Double, velocity: Double) {
      self.spring = spring
      end = to
      position = from
      self.velocity = velocity
      tempPosition = from  // setAtRest() inside setCurrentValue
      // setEndValue activates unless the end is unchanged and the spring is at rest; setVelocity
      // activates when the velocity changes.
      isActive = to != from || velocity != 0
    }

    /// `setEndValue(value)`: nothing when the end is unchanged and the spring at rest; otherwise
    /// the new end, and the system drives the spring again.
    ///
    /// - Parameter value: The new end value, in value units.
    /// - Returns: Whether the system was idle (its looper starts again, timed from now).
    public mutating func setEndValue(_ value: Double) -> Bool {
      if end == value && isAtRest { return false }
      end = value
      defer { isActive = true }
      return !isActive
    }

    /// `isAtRest()`.
    public var isAtRest: Bool {
      let speedOK = spring.variant == .java ? abs(velocity) <= spring.restSpeed : abs(velocity) < spring.restSpeed
      return speedOK && (abs(end - position) <= spring.restDisplacement || spring.tension == 0)
    }

    /// One frame of the spring system: `advance(realDeltaTime)` if the system still drives the spring.
    ///
    /// - Parameter realDeltaTime: The frame's duration, in seconds.
    public mutating func systemAdvance(_ realDeltaTime: Double) {
      guard isActive else { return }
      guard !isAtRest || !wasAtRest else {  // systemShouldAdvance() is false: the system drops it
        isActive = false
        return
      }
      advance(realDeltaTime)
    }

    /// `Spring.advance(realDeltaTime)`.
    ///
    /// - Parameter realDeltaTime: The frame's duration, in seconds.
    public mutating func advance(_ realDeltaTime: Double) {
      var atRest = isAtRest
      if atRest && wasAtRest { return }
      accumulator += min(realDeltaTime, ReboundSpring.maximumDelta)
      let h = ReboundSpring.solverStep, k = spring.tension, c = spring.friction
      var position = self.position, velocity = self.velocity, tempPosition = self.tempPosition
      while accumulator >= h {
        accumulator -= h
        if accumulator < h {
          previousPosition = position
          previousVelocity = velocity
        }
        let aVelocity = velocity
        let aAcceleration = (k * (end - tempPosition)) - c * velocity
        tempPosition = position + aVelocity * h * 0.5
        var tempVelocity = velocity + aAcceleration * h * 0.5
        let bVelocity = tempVelocity
        let bAcceleration = (k * (end - tempPosition)) - c * tempVelocity
        tempPosition = position + bVelocity * h * 0.5
        tempVelocity = velocity + bAcceleration * h * 0.5
        let cVelocity = tempVelocity
        let cAcceleration = (k * (end - tempPosition)) - c * tempVelocity
        tempPosition = position + cVelocity * h
        tempVelocity = velocity + cAcceleration * h
        let dVelocity = tempVelocity
        let dAcceleration = (k * (end - tempPosition)) - c * tempVelocity
        let dxdt = 1.0 / 6.0 * (aVelocity + 2.0 * (bVelocity + cVelocity) + dVelocity)
        let dvdt = 1.0 / 6.0 * (aAcceleration + 2.0 * (bAcceleration + cAcceleration) + dAcceleration)
        position += dxdt * h
        velocity += dvdt * h
      }
      self.tempPosition = tempPosition
      self.position = position
      self.velocity = velocity
      if accumulator > 0 {
        let alpha = accumulator / h
        self.position = self.position * alpha + previousPosition * (1 - alpha)
        self.velocity = self.velocity * alpha + previousVelocity * (1 - alpha)
      }
      if isAtRest {
        if k > 0 { self.position = end }
        self.velocity = 0
        atRest = true
      }
      if wasAtRest { wasAtRest = false }
      if atRest { wasAtRest = true }
    }
  }
}

/// Rebound as an engine (``ReboundSpring``): Java (`rebound`, Android) or JavaScript (`rebound-js`, web).
public struct ReboundEngine: SpringEngine {
  /// The platform spells a spring as `SpringConfig(tension, friction)`.
  public var spelling: SpringSpelling { .tensionFriction }

  /// Where the rules come from.
  public let info: EngineInfo
  /// Which library.
  public let variant: ReboundSpring.Variant

  /// rebound-core (Java).
  public static let java = ReboundEngine(
    info: .rebound, variant: .java)

  /// rebound-js (JavaScript).
  public static let javaScript = ReboundEngine(
    info: .reboundJs, variant: .javaScript)

  /// A run of the spring system.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for input the platform cannot represent (a velocity beyond
  ///   Float's range on Android, a retarget on an engine without one).
  public func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun {
    let spring = ReboundSpring(
      tension: input.spring.stiffness / input.spring.mass,
      friction: input.spring.dampingCoefficient / input.spring.mass, variant: variant)
    return Run(
      simulation: .init(spring: spring, from: input.from, to: input.to, velocity: input.velocity), variant: variant,
      retargets: try PendingRetargets(input, engine: id))
  }

  struct Run: EngineRun {
    var simulation: ReboundSpring.Simulation
    let variant: ReboundSpring.Variant
    var retargets: PendingRetargets
    var notes: [PlatformNote] { variant == .javaScript ? [.firstFrame(milliseconds: 1, cap: 64)] : [] }

    mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame {
      if i > 0 {
        // setEndValue at the tap; an idle system's looper starts again then.
        var restartedAt: Double?
        for r in retargets.take(by: i, clock: clock) where simulation.setEndValue(r.target) { restartedAt = r.time }
        let dt: Double
        switch (variant, clock.kind) {
        case (.java, _) where restartedAt != nil: dt = clock.seconds(i) - restartedAt!
        case (.javaScript, _) where i == 1 || restartedAt != nil: dt = 0.001
        case (.javaScript, _): dt = (clock.milliseconds(i) - clock.milliseconds(i - 1)) / 1000
        // A looper hands advance() the time since the last frame: the difference of the two
        // frames' timestamps, which at 120 fps is not always 1/120 to the last bit, and a bit
        // decides whether the 1 ms accumulator takes one more RK4 step.
        case (.java, _): dt = clock.seconds(i) - clock.seconds(i - 1)
        }
        simulation.systemAdvance(dt)
      }
      let ended = !simulation.isActive || (simulation.wasAtRest && i > 0)
      return EngineFrame(value: simulation.position, velocity: simulation.velocity, ended: ended)
    }
  }
}
