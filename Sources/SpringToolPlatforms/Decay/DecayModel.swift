import SpringToolCore
import _SpringToolSupport

/// How one platform decelerates a released value (a fling, a scroll's momentum), frame by frame,
/// with that platform's arithmetic, clock and stop rule. Each model lives in its platform's
/// folder and is listed in that platform's ``Platform/decays``; ``DecayModels`` is the registry.
public protocol DecayModel: Sendable {
  /// What the model reproduces and where its rules come from.
  var info: DecayInfo { get }
  /// A run of `input`, ready to be asked for frames 0, 1, 2, … in order (frame 0 is the release).
  ///
  /// - Parameter input: The release: where, how fast, and the model's settings.
  /// - Returns: The run.
  /// - Throws: ``MotionError`` for a release the platform cannot represent (a value beyond Float's range).
  func makeRun(_ input: DecayInput) throws(MotionError) -> any EngineRun
  /// Where the value comes to rest by the model's closed form, for a model without a stop rule
  /// (nil: the model stops by its rule; see ``DecayMotion``).
  ///
  /// - Parameter input: The release.
  func limit(_ input: DecayInput) -> Double?
  /// Whether the model has a spring part that ``DecayInput/spring`` sets (Flutter's bouncing at
  /// an extent); the default: no.
  var readsSpring: Bool { get }
}

extension DecayModel {
  /// No spring part.
  public var readsSpring: Bool { false }
}

/// Where a decay model's rules come from and what they are.
public struct DecayInfo: Sendable, Hashable {
  /// The engine it belongs to (`--engine`), and the model's name (`--decay-model`).
  public let engine: String, model: String
  /// The API, as the platform names it.
  public let api: String
  /// The upstream project, the files read and the version or commit.
  public let upstream: String, files: [String], version: String
  /// The frame clock, the stop rule and the units of the platform's velocity parameter.
  public let frameClock: String, endRule: String, velocityUnits: String
  /// The settings it reads.
  public let settings: [EngineSetting]
  /// The model's id, `engine/model` (`android/fling`).
  public var id: String { "\(engine)/\(model)" }
}

/// A release: where the value starts, how fast it moves (value units per second) and the settings.
public struct DecayInput: Sendable, Hashable {
  /// The value at the release.
  public var from: Double
  /// The release velocity, value units per second (each model converts to its platform's unit).
  public var velocity: Double
  /// The models' settings (each reads the ones in its ``DecayInfo/settings``).
  public var settings: EngineSettings
  /// The spring of a model's spring part (``DecayModel/readsSpring``), nil for the platform's own.
  public var spring: Spring?

  /// A release.
  ///
  /// - Parameters:
  ///   - from: The value at the release, value units.
  ///   - velocity: The release velocity, value units per second.
  ///   - settings: The settings (deceleration rate, friction, bounds, …).
  public init(from: Double = 0, velocity: Double, settings: EngineSettings = EngineSettings()) {
    (self.from, self.velocity, self.settings) = (from, velocity, settings)
  }

  /// The bounds `--min`/`--max` (each nil when not given).
  public var bounds: (lower: Double?, upper: Double?) { (settings.given(.decayMinimum), settings.given(.decayMaximum)) }
}

/// Every platform's decay models.
public enum DecayModels {
  /// Every model, in platform order; each engine's first is its default.
  public static let all: [any DecayModel] = Platforms.all.flatMap(\.decays)

  /// Every setting some model reads (its ``DecayInfo/settings``), in the registry's order of settings.
  public static let settings: [EngineSetting] = EngineSetting.all.filter { s in all.contains { $0.info.settings.contains(s) } }

  /// The model `model` of `engine` (its platform's default when `model` is nil), or nil.
  ///
  /// - Parameters:
  ///   - engine: The engine's id (`android`).
  ///   - model: The model's name (`fling`), or nil for the platform's default.
  public static func named(engine: String, model: String?) -> (any DecayModel)? {
    let mine = all.filter { $0.info.engine == engine.lowercased() }
    guard let name = model ?? defaultModel(engine: engine) else { return mine.first }
    return mine.first { $0.info.model == name.lowercased() }
  }

  /// The name of the model `engine`'s platform uses by default (nil: its first).
  ///
  /// - Parameter engine: The engine's id.
  public static func defaultModel(engine: String) -> String? { Engines.platform(of: engine)?.defaultDecay }

  /// The engines with a decay model.
  public static var engines: [String] { all.map(\.info.engine).reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
}

extension DecayModel {
  /// `count` frames of `clock`, with where the stop rule fired (nil: not within them, or a
  /// model without one) and the notes.
  ///
  /// - Parameters:
  ///   - input: The release.
  ///   - clock: The frame clock.
  ///   - count: The frames to render (frame 0 is the release).
  /// - Returns: The frames.
  /// - Throws: ``MotionError`` from ``makeRun(_:)``, for a non-finite frame, or beyond ``SampleGrid/maximumCount`` frames.
  public func render(_ input: DecayInput, clock: FrameClock, frames count: Int) throws(MotionError) -> EngineRendering {
    var run = try makeRun(input)
    return try EngineRendering(run: &run, id: info.id, clock: clock, frames: count)
  }

  /// Where the stop rule fires at `framesPerSecond`, searching at most `limit` seconds.
  ///
  /// - Parameters:
  ///   - input: The release.
  ///   - framesPerSecond: The frame rate (> 0).
  ///   - limit: The longest time searched, seconds.
  /// - Returns: The frame and time it stops (nil: not within `limit`, or no stop rule).
  /// - Throws: ``MotionError`` from ``makeRun(_:)`` or for a non-finite frame.
  public func end(
    _ input: DecayInput, framesPerSecond: Double = 60,
    limit: Double = EngineLimits.maximumSearchTime
  ) throws(MotionError) -> EngineEnd? {
    var run = try makeRun(input)
    return try EngineRendering.end(run: &run, id: info.id, framesPerSecond: framesPerSecond, limit: limit)
  }
}

extension DecayInput {
  /// Checks the bounds against each other and the release.
  /// - Throws: ``MotionError/outOfRange(name:value:limit:)`` for `--min` above `--max` or a release outside them.
  func checkBounds() throws(MotionError) {
    let (lower, upper) = bounds
    if let lower, let upper, lower > upper { throw .outOfRange(name: "min", value: lower, limit: upper) }
    if let lower, from < lower { throw .outOfRange(name: "from", value: from, limit: lower) }
    if let upper, from > upper { throw .outOfRange(name: "from", value: from, limit: upper) }
  }
}
