import SpringToolCore

/// One answer to "when is this spring done": the definitions platforms use, each computed the
/// platform's way. `analyze` shows ``catalogue(epsilon:visibilityThreshold:minimumVisibleChange:framesPerSecond:androidClock:)``;
/// `tune` solves for a response under any of them.
public enum SettlingDefinition: Sendable, Hashable {
  /// The exact last exit from ±ε of the band scale (root finding on the closed form).
  case exact(epsilon: Double)
  /// The exact last exit from ±`band` value units around the target.
  case absoluteBand(Double)
  /// SwiftUI's `Spring.settlingDuration` property: target 1, velocity 0, ε 0.001.
  case swiftUIProperty
  /// SwiftUI's `settlingDuration(target: travel, initialVelocity: v0, epsilon: ε·|travel|)`.
  case swiftUIMethod(epsilon: Double)
  /// Core Animation's `settlingDuration` (`durationForEpsilon:`) with velocity v0/travel.
  case coreAnimation(epsilon: Double)
  /// Compose's `estimateAnimationDurationMillis`, normalised by the visibility threshold.
  case compose(visibilityThreshold: Double)
  /// Android `SpringAnimation`'s rest: the android engine's end frame.
  case android(minimumVisibleChange: Double, framesPerSecond: Double, clock: EngineSettings.AndroidClock)
  /// Any engine's own end rule at a frame rate (its id).
  case engine(String, settings: EngineSettings, framesPerSecond: Double)

  /// A stable key for files and JSON (`exact`, `absoluteBand`, `swiftUISettlingDuration`,
  /// `swiftUISettlingDurationForMotion`, `coreAnimationSettlingDuration`, `composeEstimate`,
  /// `androidRest`, `engine:<id>`).
  public var key: String {
    switch self {
    case .exact: "exact"
    case .absoluteBand: "absoluteBand"
    case .swiftUIProperty: "swiftUISettlingDuration"
    case .swiftUIMethod: "swiftUISettlingDurationForMotion"
    case .coreAnimation: "coreAnimationSettlingDuration"
    case .compose: "composeEstimate"
    case .android: "androidRest"
    case .engine(let id, _, _): "engine:\(id)"
    }
  }

  /// The names ``named(_:epsilon:settings:framesPerSecond:)`` takes: exact, swiftui,
  /// core-animation, compose, android, and `engine:ID` for each engine.
  public static let names = ["exact", "swiftui", "core-animation", "compose", "android", "engine:ID"]

  /// A definition by name (as ``names`` lists them, `engine:` followed by an engine's id), with
  /// the band `epsilon` (fraction of the travel) for exact, swiftui and core-animation and the
  /// engine settings and frame rate for compose, android and engines; nil for an unknown name.
  ///
  /// - Parameters:
  ///   - name: The definition's name (`exact`, `swiftui`, `engine:android`, …).
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  ///   - settings: The engines' settings (UIKit's duration, Android's minimum visible change and clock, Compose's
  ///     threshold, the SwiftUI phase).
  ///   - framesPerSecond: The frame rate, in frames per second (> 0).
  /// - Returns: A definition by name (as ``names`` lists them, `engine:` followed by an engine's id), with the band
  ///   `epsilon` (fraction of the travel) for exact, swiftui and core-animation and the engine settings and frame rate for
  ///   compose, android and engines; nil for an unknown name.
  public static func named(_ name: String, epsilon: Double = SettlingBand.defaultEpsilon, settings: EngineSettings = EngineSettings(),
                           framesPerSecond: Double = 60) -> SettlingDefinition? {
    switch name.lowercased() {
    case "exact": .exact(epsilon: epsilon)
    case "swiftui": .swiftUIMethod(epsilon: epsilon)
    case "core-animation": .coreAnimation(epsilon: epsilon)
    case "compose": .compose(visibilityThreshold: settings.visibilityThreshold)
    case "android": .android(minimumVisibleChange: settings.minimumVisibleChange, framesPerSecond: framesPerSecond, clock: settings.androidClock)
    case let n where n.hasPrefix("engine:") && Engines.named(String(n.dropFirst(7))) != nil:
      .engine(String(n.dropFirst(7)), settings: settings, framesPerSecond: framesPerSecond)
    default: nil
    }
  }

  /// The definitions `analyze` reports, in order.
  ///
  /// - Parameters:
  ///   - epsilon: The settling band as a fraction of the travel (of the start's scale when nothing travels), in (0, 1);
  ///     0.001 is ±0.1 %.
  ///   - visibilityThreshold: Compose's visibility threshold, in value units.
  ///   - minimumVisibleChange: Android's minimum visible change, in value units.
  ///   - framesPerSecond: The frame rate, in frames per second (> 0).
  ///   - androidClock: Android's frame clock: the device's whole milliseconds or exact frame times.
  /// - Returns: The definitions `analyze` reports, in order.
  public static func catalogue(epsilon: Double = SettlingBand.defaultEpsilon, visibilityThreshold: Double = 0.01,
                               minimumVisibleChange: Double = 1, framesPerSecond: Double = 60,
                               androidClock: EngineSettings.AndroidClock = .device) -> [SettlingDefinition] {
    [.exact(epsilon: epsilon), .swiftUIProperty, .swiftUIMethod(epsilon: epsilon), .coreAnimation(epsilon: epsilon),
     .compose(visibilityThreshold: visibilityThreshold),
     .android(minimumVisibleChange: minimumVisibleChange, framesPerSecond: framesPerSecond, clock: androidClock)]
  }

  /// The settling time of `input` (seconds) under this definition; nil when it never settles,
  /// when the definition does not apply (a travel-relative definition for zero travel), or when
  /// an engine does not end within ``EngineLimits/maximumSearchTime``.
  ///
  /// - Parameter input: The spring as given, the motion (start, target, start velocity, retargets) and the engines'
  ///   settings.
  /// - Returns: The settling time of `input` (seconds) under this definition; nil when it never settles, when the
  ///   definition does not apply (a travel-relative definition for zero travel), or when an engine does not end within
  ///   ``EngineLimits/maximumSearchTime``.
  public func time(for input: EngineInput) -> Double? {
    let spring = input.spring
    let travel = input.travel
    func finite(_ t: Double) -> Double? { t.isFinite ? t : nil }
    switch self {
    case .exact(let epsilon):
      guard let motion = try? SpringMotion(spring: spring, from: input.from, to: input.to, initialVelocity: input.velocity)
      else { return nil }
      return finite(motion.settlingTime(epsilon: epsilon))
    case .absoluteBand(let band):
      guard let motion = try? SpringMotion(spring: spring, from: input.from, to: input.to, initialVelocity: input.velocity)
      else { return nil }
      return finite(motion.settlingTime(band: band))
    case .swiftUIProperty:
      return finite(SwiftUISpring(spring).settlingDuration)
    case .swiftUIMethod(let epsilon):
      guard travel != 0 else { return nil }
      return finite(SwiftUISpring(spring).settlingDuration(target: travel, initialVelocity: input.velocity,
                                                            epsilon: epsilon * abs(travel)))
    case .coreAnimation(let epsilon):
      guard travel != 0 else { return nil }
      return finite(CoreAnimationSpring(spring, travel: travel, velocity: input.velocity).settlingDuration(epsilon: epsilon))
    case .compose(let threshold):
      var settings = input.settings
      settings.visibilityThreshold = threshold
      var adjusted = input
      adjusted.settings = settings
      guard let run = try? ComposeEngine().makeRun(adjusted) as? ComposeEngine.Run, let end = run.end else { return nil }
      return Double(end) / 1000
    case .android(let m, let fps, let clock):
      var adjusted = input
      adjusted.settings.minimumVisibleChange = m
      adjusted.settings.androidClock = clock
      return (try? AndroidEngine().end(adjusted, framesPerSecond: fps))??.time
    case .engine(let id, let settings, let fps):
      guard let engine = Engines.named(id) else { return nil }
      var adjusted = input
      adjusted.settings = settings
      return (try? engine.end(adjusted, framesPerSecond: fps))??.time
    }
  }
}
