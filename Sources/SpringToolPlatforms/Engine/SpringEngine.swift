import SpringToolCore
import _SpringToolSupport

/// How one platform animates a spring, frame by frame, with that platform's own arithmetic,
/// parameter mapping, frame clock and end rule. Every engine is a type conforming to this
/// protocol, registered once with its ``Platform`` (its folder, listed in ``Platforms/all``); help text, option lists and documentation come
/// from the registry.
///
/// Adding an engine: write a type with an ``info`` (its upstream file and version, clock, end
/// rule) and a ``makeRun(_:)`` that returns an ``EngineRun`` stepping that platform's state one
/// display frame at a time, in its platform's folder, and list it in that platform's ``Platform/engines``.
public protocol SpringEngine: Sendable {
  /// What the engine reproduces and where its rules come from.
  var info: EngineInfo { get }
  /// A run of `input`, ready to be asked for frames 0, 1, 2, … in order.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: A run, ready to be asked for frames 0, 1, 2, … in order.
  /// - Throws: ``MotionError`` for input the platform cannot represent (a velocity beyond
  ///   Float's range on Android, a retarget on an engine without one).
  func makeRun(_ input: EngineInput) throws(MotionError) -> any EngineRun
  /// The settings a value of `property` is rendered with, starting at `start`: a platform whose
  /// animations read the animated property (Android's minimum visible change per
  /// `ViewProperty`) fills in what the user left unset; the default returns `given` unchanged.
  ///
  /// - Parameters:
  ///   - property: What the value is (an opacity, a rotation, a width, …).
  ///   - start: The value's start, in its units (a size scales from it).
  ///   - given: The settings the user gave.
  /// - Returns: The settings for that value.
  func settings(for property: AnimatedProperty, start: Double, given: EngineSettings) -> EngineSettings
  /// How the platform's API spells a spring (the two numbers its developers type); the default
  /// is stiffness and damping coefficient at mass 1.
  var spelling: SpringSpelling { get }
  /// What the platform does with the animation under reduced motion; the default: nothing, it
  /// is the app's decision.
  var reducedMotion: ReducedMotion { get }
  /// The unit the platform animates a length in (``TravelUnit``); the default: logical units.
  var lengthUnit: LengthUnit { get }
}

extension SpringEngine {
  /// The engine's id, e.g. `rebound-js`.
  public var id: String { info.id }

  /// The settings as given: this platform's animations do not depend on the property animated.
  ///
  /// - Parameters:
  ///   - property: What the value is.
  ///   - start: The value's start.
  ///   - given: The settings the user gave.
  /// - Returns: `given`.
  public func settings(for property: AnimatedProperty, start: Double, given: EngineSettings) -> EngineSettings { given }

  /// Stiffness and damping coefficient at mass 1 (Core Animation, Flutter, React Native, Reanimated, Motion).
  public var spelling: SpringSpelling { .stiffnessDamping }

  /// Logical units: points, dp, CSS px, Flutter's logical pixels.
  public var lengthUnit: LengthUnit { .logical }

  /// Unchanged: the platform has no rule of its own.
  public var reducedMotion: ReducedMotion {
    ReducedMotion(.unchanged, rule: "\(info.id) has no rule of its own: the app reads the setting and chooses another animation")
  }
}

/// One run of an engine: the platform's state, advanced display frame by display frame.
public protocol EngineRun {
  /// The state the platform shows at frame `i` of `clock`. Called for i = 0, 1, 2, … in order;
  /// frame 0 is the start (`from`, `velocity`). Once a frame reports `ended`, later frames hold
  /// the value the platform leaves in place.
  ///
  /// - Parameters:
  ///   - i: The frame's index (0 is the start).
  ///   - clock: The frame clock: when each frame is shown, and how the platform counts time between frames.
  mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame
  /// What the engine derived or did that a user should know, as structured notes.
  var notes: [PlatformNote] { get }
}

/// Another run with notes of its own added (an engine that hands a motion over to another).
struct NotedRun: EngineRun {
  var base: any EngineRun
  let extra: [PlatformNote]
  var notes: [PlatformNote] { extra + base.notes }
  mutating func frame(_ i: Int, clock: FrameClock) -> EngineFrame { base.frame(i, clock: clock) }
}

extension NotedRun: TimeFunctionRun {
  /// The base's frame at `t` (a base that keeps no state between frames is asked directly).
  func state(at t: Double) -> EngineFrame {
    if let timed = base as? any TimeFunctionRun { return timed.state(at: t) }
    var copy = base
    return copy.frame(1, clock: .times([0, t]))
  }
}

/// A frame an engine shows.
public struct EngineFrame: Sendable, Hashable {
  /// The value, in the motion's units.
  public var value: Double
  /// The velocity, units per second.
  public var velocity: Double
  /// Whether the platform's end rule has fired by this frame.
  public var ended: Bool

  /// A frame.
  ///
  /// - Parameters:
  ///   - value: The value shown, in value units.
  ///   - velocity: The velocity, in value units per second.
  ///   - ended: Whether the engine's end rule has fired at this frame.
  public init(value: Double, velocity: Double, ended: Bool) {
    self.value = value
    self.velocity = velocity
    self.ended = ended
  }
}

/// Display frame times: a frame rate (frame i at `i/fps` seconds, `i·1000/fps` milliseconds,
/// both computed from the index so no error accumulates), or explicit times.
public struct FrameClock: Sendable, Hashable {
  /// How the times are given.
  public enum Kind: Sendable, Hashable {
    /// Frame i at i/fps seconds.
    case rate(Double)
    /// Explicit increasing times from 0, seconds.
    case times([Double])
  }

  /// How the times are given.
  public let kind: Kind

  /// Frames at `framesPerSecond` (> 0).
  ///
  /// - Parameter framesPerSecond: The frame rate, in frames per second (> 0).
  public static func rate(_ framesPerSecond: Double) -> FrameClock { FrameClock(kind: .rate(framesPerSecond)) }

  /// Frames at explicit times (increasing, from 0).
  ///
  /// - Parameter times: The sample times in seconds, increasing and starting at 0.
  public static func times(_ times: [Double]) -> FrameClock { FrameClock(kind: .times(times)) }

  /// The frames of sample times: a grid spaced by frames per second keeps its rate; any other
  /// grid or list gives explicit times.
  ///
  /// - Parameter times: The sample times in seconds, increasing and starting at 0.
  public init(_ times: SampleTimes) {
    if case .grid(let grid) = times, case .framesPerSecond(let fps) = grid.spacing {
      kind = .rate(fps)
    } else {
      kind = .times(times.array)
    }
  }

  init(kind: Kind) { self.kind = kind }

  /// Frame `i`'s time, seconds.
  ///
  /// - Parameter i: The frame's index (0 is the start).
  public func seconds(_ i: Int) -> Double {
    switch kind {
    case .rate(let fps): Double(i) / fps
    case .times(let t): i < t.count ? t[i] : (t.last ?? 0)
    }
  }

  /// Frame `i`'s time, milliseconds, from the index (`i·1000/fps`), so a 50 fps frame is 20 ms
  /// exactly and not 20.000000000000004.
  ///
  /// - Parameter i: The frame's index (0 is the start).
  public func milliseconds(_ i: Int) -> Double {
    switch kind {
    case .rate(let fps): Double(i) * 1000 / fps
    case .times(let t): (i < t.count ? t[i] : (t.last ?? 0)) * 1000
    }
  }

  /// The whole units (milliseconds, microseconds, 300 Hz steps) of a frame time that is whole in exact
  /// arithmetic: rounded down, allowing the index arithmetic's rounding (1e-9 relative), so a
  /// 50 fps frame at 20 ms is 20 and not 19. A device clock's reading.
  ///
  /// - Parameter x: A frame time in the clock's units, from the index (``milliseconds(_:)``).
  /// - Returns: The whole units.
  public static func whole(_ x: Double) -> Double { (x + 1e-9 * max(1, x)).rounded(.down) }

  /// Whether an event at `time` seconds (a tap) has happened by frame `i`: `time` ≤ the frame's
  /// time, allowing the index arithmetic's rounding of 1e-9 relative (a tap typed as 0.15 is
  /// seen by frame 9 at 60 fps).
  ///
  /// - Parameters:
  ///   - time: The event's time, seconds.
  ///   - i: The frame's index.
  func reached(_ time: Double, by i: Int) -> Bool {
    let t = seconds(i)
    return time <= t + 1e-9 * max(1, abs(t))
  }

  /// Frame `i`'s duration (i ≥ 1), seconds: `1/fps` at a frame rate, the difference of explicit times.
  ///
  /// - Parameter i: The frame's index (0 is the start).
  public func frameDuration(_ i: Int) -> Double {
    switch kind {
    case .rate(let fps): 1 / fps
    case .times: seconds(i) - seconds(i - 1)
    }
  }

  /// Time from frame `j` to frame `i`, seconds: `(i − j)/fps` at a frame rate.
  ///
  /// - Parameters:
  ///   - j: The earlier frame's index.
  ///   - i: The later frame's index.
  /// - Returns: Time from frame `j` to frame `i`, seconds: `(i − j)/fps` at a frame rate.
  public func elapsed(from j: Int, to i: Int) -> Double {
    switch kind {
    case .rate(let fps): Double(i - j) / fps
    case .times: seconds(i) - seconds(j)
    }
  }

  /// The nominal frame rate (explicit times: from the first interval; 60 when there is none).
  public var framesPerSecond: Double {
    switch kind {
    case .rate(let fps): return fps
    case .times(let t): return t.count > 1 && t[1] > t[0] ? 1 / (t[1] - t[0]) : 60
    }
  }
}

/// What an engine animates.
public struct EngineInput: Sendable, Hashable {
  /// The spring as specified (engines that care how a spring was spelled on their platform read
  /// the family; every other engine reads only `specification.spring`). A Reanimated duration
  /// config reads back resolved for this start under the reanimated settings
  /// (``ReanimatedEngine/solve(_:)``), so every engine and report sees the spring Reanimated
  /// would run.
  public var specification: SpringSpecification {
    get { resolved }
    set { given = newValue; settings = Self.withPresetExtras(settings, newValue) }
  }
  /// The specification as given, and as resolved for this start (solved once per change, not per read).
  private var given: SpringSpecification, resolved: SpringSpecification
  /// Start value.
  public var from: Double { didSet { resolve() } }
  /// Target.
  public var to: Double { didSet { resolve() } }
  /// Start velocity, value units per second.
  public var velocity: Double { didSet { resolve() } }
  /// Engine settings (each engine reads the ones in its ``EngineInfo/settings``).
  public var settings: EngineSettings { didSet { resolve() } }
  /// New targets at later times, each applied as the engine's platform applies a second call
  /// (``EngineInfo/retargeting``).
  public var retargets: [Retarget]

  /// An input.
  ///
  /// - Parameters:
  ///   - specification: The spring as given (its family and numbers) with the canonical spring it makes.
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  ///   - velocity: The velocity, in value units per second.
  ///   - settings: The engines' settings (UIKit's duration, Android's minimum visible change and clock, Compose's
  ///     threshold, the SwiftUI phase).
  ///   - retargets: The retargets in time order: at each time (seconds) the target becomes the new value.
  public init(
    specification: SpringSpecification, from: Double = 0, to: Double = 1, velocity: Double = 0,
    settings: EngineSettings = EngineSettings(), retargets: [Retarget] = []
  ) {
    (given, resolved) = (specification, specification)
    self.from = from
    self.to = to
    self.velocity = velocity
    self.settings = Self.withPresetExtras(settings, specification)
    self.retargets = retargets
    resolve()
  }

  /// `settings` with a preset's config fields added (``SpringPreset/Extras``): its overshoot
  /// clamping, and its blend duration unless one is given. Engines that read those settings then
  /// run the config as its platform does (Reanimated's `SnappySpringConfig` clamps).
  static func withPresetExtras(_ settings: EngineSettings, _ specification: SpringSpecification) -> EngineSettings {
    guard case .preset(let preset, _) = specification.family else { return settings }
    var settings = settings
    if preset.extras.overshootClamping { settings[flag: .overshootClamping] = true }
    if preset.extras.blendDuration != 0 && settings[.blendDuration] == 0 { settings[.blendDuration] = preset.extras.blendDuration }
    return settings
  }

  /// Resolves the specification for this start (a Reanimated duration config's solve; the given one otherwise).
  private mutating func resolve() {
    resolved = given.resolved(displacement: from - to, velocity: velocity, solve: ReanimatedEngine.solve(settings))
  }

  /// The canonical spring.
  public var spring: Spring { specification.spring }
  /// `to − from`.
  public var travel: Double { to - from }

  /// The target schedule, the one place it is built: the first target from time 0 with the
  /// spring, then each retarget from its time (a new response keeps the damping ratio and mass).
  ///
  /// - Returns: The pieces in time order.
  /// - Throws: ``SpringError`` for a retarget's response that makes no spring.
  public func targetPieces() throws(SpringError) -> [TargetPiece] {
    var pieces = [TargetPiece(start: 0, target: to, spring: spring)]
    for r in retargets {
      var next = pieces[pieces.count - 1].spring
      if let response = r.response { next = try Spring(response: response, dampingRatio: spring.dampingRatio, mass: spring.mass) }
      pieces.append(TargetPiece(start: r.time, target: r.target, spring: next))
    }
    return pieces
  }
}

/// A new target at a time, optionally with a new response (SwiftUI's merge of a new
/// `withAnimation` into a running spring).
public struct Retarget: Sendable, Hashable {
  /// When, seconds from the start.
  public var time: Double
  /// The new target.
  public var target: Double
  /// A new response (seconds), same damping ratio; nil keeps the spring.
  public var response: Double?

  /// A retarget.
  ///
  /// - Parameters:
  ///   - time: The time since the motion started, in seconds.
  ///   - target: The target value, in value units.
  ///   - response: The response 2π/ω0 (SwiftUI's), in seconds (> 0).
  public init(time: Double, target: Double, response: Double? = nil) {
    self.time = time
    self.target = target
    self.response = response
  }
}

/// Where an engine's rules come from and what they are.
public struct EngineInfo: Sendable, Hashable {
  /// The id (`--engine` name).
  public let id: String
  /// The API it reproduces, as the platform names it.
  public let api: String
  /// The upstream project (repository or documentation).
  public let upstream: String
  /// The upstream files read.
  public let files: [String]
  /// The version or commit the rules were read at.
  public let version: String
  /// The frame clock.
  public let frameClock: String
  /// The end rule.
  public let endRule: String
  /// The units of the platform's velocity parameter.
  public let velocityUnits: String
  /// The settings it reads.
  public let settings: [EngineSetting]
  /// What a retarget (a second call mid-flight, `--retarget T:X`) keeps, in one line: the
  /// value, the velocity, the clock and the end rule of the new leg, and the frame it reaches.
  public let retargeting: String
}
