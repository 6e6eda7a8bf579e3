import SpringToolCore
import _SpringToolSupport

/// How one platform snaps a release to one of several points (a carousel, a pager, a sheet's
/// detents): which point its rule picks, and the motion it runs there (a spring that takes the
/// release velocity, in the unit that platform's spring takes). Each model lives in its
/// platform's folder and is its ``Platform/snap``; ``SnapModels`` is the registry.
public protocol SnapModel: Sendable {
  /// What the model reproduces and where its rules come from.
  var info: SnapInfo { get }
  /// The point the platform's rule picks for `input`, and why.
  ///
  /// - Parameter input: The release and the points.
  /// - Returns: The choice.
  func choose(_ input: SnapInput) -> SnapChoice
  /// The platform's motion from the release to `choice` (nil: the platform runs none, the value
  /// is already there or another physics takes over, which `choice.reason` says).
  ///
  /// - Parameters:
  ///   - input: The release and the points.
  ///   - choice: The point picked.
  /// - Returns: The spring on its engine, or the platform's own scroll, or nil.
  func motion(_ input: SnapInput, to choice: SnapChoice) -> SnapRun?
}

/// The motion a snap runs to its point.
public enum SnapRun: Sendable {
  /// A spring on a platform engine, which takes the release velocity.
  case spring(engine: any SpringEngine, input: EngineInput)
  /// The platform's own scroll (a timed, eased scroll that takes no velocity), as a run of frames.
  case scroll(id: String, makeRun: @Sendable () -> any EngineRun)
}

/// Where a snap model's rules come from.
public struct SnapInfo: Sendable, Hashable {
  /// The engine it belongs to (`--engine`), and the API as the platform names it.
  public let engine: String, api: String
  /// The rule that picks the point, and how the velocity reaches the spring, each in one line.
  public let rule: String, handoff: String
  /// The spring it runs when none is given, in words.
  public let defaultSpring: String
  /// The upstream project (or document), the files read and the version.
  public let upstream: String, files: [String], version: String
}

/// A release among snap points.
public struct SnapInput: Sendable, Hashable {
  /// The points, increasing (at least one).
  public var points: [Double]
  /// The value at the release, value units.
  public var from: Double
  /// The release velocity, value units per second.
  public var velocity: Double
  /// The spring to run (nil: the platform's own, ``SnapInfo/defaultSpring``).
  public var spring: SpringSpecification?
  /// The platforms' settings (UIScrollView's deceleration rate, the display density).
  public var settings: EngineSettings

  /// A release.
  ///
  /// - Parameters:
  ///   - points: The snap points (sorted here; at least one).
  ///   - from: The value at the release, value units.
  ///   - velocity: The release velocity, value units per second.
  ///   - spring: The spring to run, or nil for the platform's own.
  ///   - settings: The settings (`deceleration-rate`, `density`).
  public init(points: [Double], from: Double, velocity: Double, spring: SpringSpecification? = nil, settings: EngineSettings = EngineSettings()) {
    (self.points, self.from, self.velocity, self.spring, self.settings) = (points.sorted(), from, velocity, spring, settings)
  }

  /// The spring from the release to `target` on `engine`, with the release velocity (value units
  /// per second): the spring given, else `platformDefault`. Nil when the value is there and still.
  func spring(on engine: any SpringEngine, to target: Double, platformDefault: SpringSpecification) -> SnapRun? {
    guard target != from || velocity != 0 else { return nil }
    return .spring(
      engine: engine,
      input: EngineInput(
        specification: spring ?? platformDefault, from: from, to: target,
        velocity: velocity, settings: settings))
  }

  /// The point nearest to `x` (the lower one on a tie).
  func nearest(to x: Double) -> (index: Int, point: Double) {
    var best = (index: 0, point: points[0])
    for (i, p) in points.enumerated() where abs(p - x) < abs(best.point - x) { best = (i, p) }
    return best
  }

  /// The point nearest to where the platform's rule lands, the release velocity handed on as is
  /// (units per second); the reason reads "`landing` x, `picking` point" in the platform's words.
  func nearestChoice(to x: Double, landing: String, picking: String) -> SnapChoice {
    let (index, target) = nearest(to: x)
    return SnapChoice(
      target: target, index: index,
      reason: "\(landing) \(NumberText.forPeopleRounded(x)), \(picking) \(NumberText.forPeopleRounded(target))",
      handedVelocity: velocity, unit: "units/s")
  }
}

/// The point a platform's rule picks.
public struct SnapChoice: Sendable, Hashable {
  /// The point, value units, and its index among the sorted points.
  public let target: Double, index: Int
  /// Why, in the platform's terms (`projected to 612.3, nearest 600`).
  public let reason: String
  /// The velocity handed to the spring in the platform's unit, and that unit (nil: none handed).
  public let handedVelocity: Double?, unit: String
}

/// Every platform's snap model.
public enum SnapModels {
  /// Every model, in platform order.
  public static let all: [any SnapModel] = Platforms.all.compactMap(\.snap)

  /// The model of `engine`, or nil.
  ///
  /// - Parameter engine: The engine's id (`uikit`).
  public static func named(_ engine: String) -> (any SnapModel)? { all.first { $0.info.engine == engine.lowercased() } }
}

/// A snap as its platform runs it: the choice, and the motion to it with its frames and end.
public struct SnapMotion: Sendable {
  /// The model, the release and the choice.
  public let model: any SnapModel, input: SnapInput, choice: SnapChoice
  /// The motion (nil: none, as ``SnapChoice/reason`` says).
  public let run: SnapRun?
  /// The spring as its engine renders it (nil for a scroll or no motion).
  public let spring: EngineMotion?
  /// Where the platform's end rule fires at the frame rate (nil: no motion, or not within an hour).
  public let end: EngineEnd?
  /// The frame rate, frames per second.
  public let framesPerSecond: Double

  /// `input` snapped by `model`, its end found at `framesPerSecond`.
  ///
  /// - Parameters:
  ///   - model: The platform's snap model.
  ///   - input: The release and the points.
  ///   - framesPerSecond: The frame rate (> 0).
  /// - Throws: ``MotionError`` from the engine.
  public init(model: any SnapModel, input: SnapInput, framesPerSecond: Double = 60) throws(MotionError) {
    (self.model, self.input, self.framesPerSecond) = (model, input, framesPerSecond)
    choice = model.choose(input)
    run = model.motion(input, to: choice)
    switch run {
    case .spring(let engine, let spring)?:
      let motion = try EngineMotion(engine: engine, input: spring, framesPerSecond: framesPerSecond)
      (self.spring, end) = (motion, motion.end)
    case .scroll(let id, let makeRun)?:
      var frames = makeRun()
      (spring, end) = (
        nil,
        try EngineRendering.end(
          run: &frames, id: id, framesPerSecond: framesPerSecond,
          limit: EngineLimits.maximumSearchTime)
      )
    case nil:
      (spring, end) = (nil, nil)
    }
  }

  /// The frames from the release to the end (10 s at most without one), nil without a motion.
  ///
  /// - Returns: The frames.
  /// - Throws: ``MotionError`` from the engine.
  public func frames() throws(MotionError) -> EngineRendering? {
    let count = min((end?.frame ?? Clamp.int(10 * framesPerSecond)) + 1, SampleGrid.maximumCount)
    switch run {
    case .spring(let engine, let spring)?: return try engine.render(spring, clock: .rate(framesPerSecond), frames: count)
    case .scroll(let id, let makeRun)?:
      var frames = makeRun()
      return try EngineRendering(run: &frames, id: id, clock: .rate(framesPerSecond), frames: count)
    case nil: return nil
    }
  }

  /// The farthest `frames` (this snap's ``frames()``) go past the point, in the direction of travel, value units.
  ///
  /// - Parameter frames: The snap's frames, or nil without a motion.
  /// - Returns: The overshoot (0 when it never passes the point; nil without a motion).
  public func overshoot(of frames: EngineRendering?) -> Double? {
    guard let frames else { return nil }
    let direction: Double = choice.target >= input.from ? 1 : -1
    return frames.values.map { direction * ($0 - choice.target) }.max().map { max($0, 0) } ?? 0
  }
}
