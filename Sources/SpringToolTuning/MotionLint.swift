import SpringToolCore
import SpringToolPlatforms
import _SpringToolSupport

/// `lint`: what one motion asks of a viewer, as facts (overshoot, swings, speed, how far it moves
/// across the viewport, how long it lasts, what each platform's reduced-motion rule does with it),
/// each beside the published guideline it relates to. Facts and references only: no score.
public struct MotionLint: Sendable {
  /// What the animated value is, which decides which guidelines speak about it.
  public enum Kind: String, Sendable, CaseIterable {
    /// A position (x or y): the element travels.
    case position
    /// A width or height: the element grows or shrinks.
    case size
    /// A scale factor.
    case scale
    /// An angle, degrees.
    case rotation
    /// An opacity (0…1).
    case opacity
    /// A colour's progress (0…1).
    case colour
    /// A text's cross-fade progress (0…1).
    case text

    /// Whether WCAG 2.2 calls it *motion animation*: its glossary leaves out changes of colour,
    /// blur and opacity that do not change the element's perceived size, shape or position.
    public var isMotionAnimation: Bool {
      switch self {
      case .position, .size, .scale, .rotation: true
      case .opacity, .colour, .text: false
      }
    }

    /// `a position`, `an opacity`: for sentences.
    public var phrase: String {
      switch self {
      case .position: "a position"
      case .size: "a size"
      case .scale: "a scale"
      case .rotation: "a rotation"
      case .opacity: "an opacity"
      case .colour: "a colour"
      case .text: "a text's cross-fade"
      }
    }
  }

  /// Which extent of the viewport a position or size is measured against.
  public enum Axis: String, Sendable {
    /// Horizontal: the viewport's width.
    case width
    /// Vertical: the viewport's height.
    case height
  }

  /// A viewport in points.
  public struct Viewport: Sendable, Hashable {
    /// Width and height, points, each in [1, 100000].
    public let width: Double, height: Double
    /// iPhone 15's portrait screen, 390 × 844 pt: the default, stated wherever it is used.
    public static let phone = Viewport(width: 390, height: 844)

    /// A viewport of `width` × `height` points.
    ///
    /// - Parameters:
    ///   - width: Width, points.
    ///   - height: Height, points.
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }

    /// The extent along `axis`, points.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The width or the height.
    public func extent(_ axis: Axis) -> Double { axis == .width ? width : height }
  }

  /// What one motion asks of a viewer.
  public struct Measures: Sendable {
    /// The motion in words (`knob: x 0 → 40 pt, spring(response 0.25, ζ 0.7)`).
    public let label: String
    /// What the value is.
    public let kind: Kind
    /// The axis a position or size runs along, nil for the others.
    public let axis: Axis?
    /// The value's unit (`pt`, `°`, or empty for fractions).
    public let unit: String
    /// Start and target, value units.
    public let from: Double, to: Double
    /// The engine that rendered it (`exact`: the motion itself).
    public let engine: String
    /// When it ends (its own end rule, or the last exit from the settling band), seconds; nil when it never does.
    public let end: Double?
    /// How the end was found, in words.
    public let endRule: String
    /// How far it passes the target, value units (0: it does not).
    public let overshoot: Double
    /// The overshoot as a fraction of the travel (nil for a motion without travel).
    public let overshootFraction: Double?
    /// When the overshoot peaks, seconds (nil: no overshoot).
    public let overshootTime: Double?
    /// Turning points further than 1 % of the travel from the target: each is a swing the eye follows.
    public let swings: Int
    /// The seconds measured: until the end, at most ``MotionLint/longestWindow``.
    public let window: Double
    /// The largest speed, value units per second, and when it is first reached (a later sample larger
    /// by rounding alone, within 1e-9 of it relatively, does not move the time: an undamped spring's
    /// first peak, not its hundredth).
    public let peakSpeed: Double, peakSpeedTime: Double
    /// The farthest the value gets from its start, value units.
    public let peakDisplacement: Double
    /// `peakDisplacement` as a fraction of the viewport's extent along ``axis`` (positions and sizes).
    public let viewportShare: Double?
    /// Whether `viewportShare` reaches the large-area threshold (nil where there is no share).
    public let largeArea: Bool?
    /// The engines whose platform removes this animation under reduced motion, in catalogue order.
    public let removedOn: [String]
    /// The engines whose platform plays it unchanged and leaves reduced motion to the app.
    public let playsOn: [String]
  }

  /// The longest stretch measured, seconds: a motion that has not ended by then is measured that far.
  public static let longestWindow = 60.0
  /// The band a turning point must lie outside of to count as a swing: 1 % of the travel.
  public static let swingBand = 0.01
  /// The large-area threshold when none is given: half the viewport's extent (a threshold of this
  /// tool's, stated in every report; no guideline gives a number).
  public static let defaultLargeArea = 0.5

  /// The viewport the shares are of.
  public let viewport: Viewport
  /// The fraction of the viewport's extent from which a motion counts as moving a large area.
  public let largeArea: Double
  /// The settling band, a fraction of the travel.
  public let epsilon: Double
  /// The frame rate engines render at, frames per second.
  public let framesPerSecond: Double
  /// One entry per motion (a scene's moving tracks, in order).
  public let motions: [Measures]
  /// A scene's tracks not measured, and why (it does not move; it jumps).
  public let skipped: [(label: String, why: String)]

  /// A lint of `motions` measured against `viewport`.
  ///
  /// - Parameters:
  ///   - viewport: The viewport, points.
  ///   - largeArea: The large-area threshold, a fraction of the viewport's extent.
  ///   - epsilon: The settling band used, a fraction of the travel.
  ///   - framesPerSecond: The engines' frame rate.
  ///   - motions: The measures.
  ///   - skipped: Tracks left out, with why.
  public init(
    viewport: Viewport, largeArea: Double, epsilon: Double, framesPerSecond: Double, motions: [Measures],
    skipped: [(label: String, why: String)]
  ) {
    (self.viewport, self.largeArea, self.epsilon, self.framesPerSecond) = (viewport, largeArea, epsilon, framesPerSecond)
    (self.motions, self.skipped) = (motions, skipped)
  }
}

extension MotionLint {
  /// What a motion is, for ``measure(_:subject:viewport:largeArea:epsilon:framesPerSecond:)``.
  public struct Subject: Sendable {
    /// The motion in words.
    public var label: String
    /// What the value is.
    public var kind: Kind
    /// The axis of a position or size.
    public var axis: Axis?
    /// The value's unit.
    public var unit: String
    /// The engine that renders it, nil for the motion itself (exact).
    public var engine: (any SpringEngine)?
    /// What platform code animates (for the reduced-motion rules), nil for a plain value.
    public var property: AnimatedProperty?

    /// A subject.
    ///
    /// - Parameters:
    ///   - label: The motion in words.
    ///   - kind: What the value is.
    ///   - axis: The axis of a position or size.
    ///   - unit: The value's unit.
    ///   - engine: The engine that renders it, nil for exact.
    ///   - property: What platform code animates.
    public init(label: String, kind: Kind, axis: Axis?, unit: String, engine: (any SpringEngine)?, property: AnimatedProperty?) {
      (self.label, self.kind, self.axis, self.unit, self.engine, self.property) = (label, kind, axis, unit, engine, property)
    }
  }

  /// Measures `curve`: its end, overshoot, swings beyond 1 % of the travel, peak speed and
  /// displacement, its share of the viewport, and every platform's reduced-motion rule for it.
  ///
  /// Engine curves are read at their frames (what the platform shows); the others every
  /// millisecond or every frame, whichever is finer, so peaks between frames are found to
  /// about (ω·1 ms)²/8 of their size.
  ///
  /// - Parameters:
  ///   - curve: The motion.
  ///   - subject: What it is.
  ///   - viewport: The viewport, points.
  ///   - largeArea: The large-area threshold, a fraction of the viewport's extent.
  ///   - epsilon: The settling band, a fraction of the travel, in (0, 1).
  ///   - framesPerSecond: The engine's frame rate, frames per second.
  /// - Returns: The measures.
  /// - Throws: ``MotionError`` when the curve cannot be computed.
  public static func measure(
    _ curve: any MotionCurve, subject: Subject, viewport: Viewport, largeArea: Double, epsilon: Double,
    framesPerSecond: Double
  ) throws(MotionError) -> Measures {
    let figures = try curve.figures(epsilon: epsilon)
    let (from, to) = (curve.startValue, curve.restValue)
    let end: Double?, endRule: String
    switch curve.ending {
    case .finishes(let t, _): (end, endRule) = (t, subject.engine == nil ? "its duration" : "the engine's own end")
    case .settles, .never:
      end = figures.settlingTime
      endRule = end == nil ? "never settles" : "settles within ±\(NumberText.forPeople(100 * epsilon)) % of the travel"
    }
    let window = min(end ?? longestWindow, longestWindow)
    let step = subject.engine != nil ? 1 / framesPerSecond : min(0.001, 1 / framesPerSecond)
    let grid: SampleGrid
    // At most 60 s at 1 ms (or 10^4 fps): far inside the grid's limit, which still answers for itself.
    do throws(SampleGrid.Invalid) { grid = try SampleGrid(.step(step), duration: max(window, step)) } catch {
      throw MotionError.tooManySamples(requested: window / step, limit: SampleGrid.maximumCount)
    }
    let scale = curve.bandScale, band = swingBand * scale
    var swings = 0, peakSpeed = 0.0, peakSpeedTime = 0.0, farthest = 0.0
    var previous: Double? = nil, direction = 0.0
    try curve.sample(.grid(grid)) { _, t, state in
      let speed = abs(state.velocity)
      if speed > peakSpeed {
        if speed > peakSpeed * (1 + 1e-9) { peakSpeedTime = t }
        peakSpeed = speed
      }
      farthest = max(farthest, abs(state.value - from))
      if let p = previous, state.value != p {
        let d: Double = state.value > p ? 1 : -1
        // The previous sample was a turning point: count it when it lies outside the band.
        if direction != 0 && d != direction && abs(p - to) > band { swings += 1 }
        direction = d
      }
      previous = state.value
    }
    let share = subject.axis.map { farthest / viewport.extent($0) }
    var removed: [String] = [], plays: [String] = []
    for engine in Engines.all where engine.id != EngineChoice.exact.id {
      switch engine.reducedMotion(for: subject.property, start: from).effect {
      case .jumps, .modelled: removed.append(engine.id)
      case .unchanged: plays.append(engine.id)
      }
    }
    let overshoot = figures.peakOvershoot
    return Measures(
      label: subject.label, kind: subject.kind, axis: subject.axis, unit: subject.unit, from: from, to: to,
      engine: subject.engine?.id ?? EngineChoice.exact.id, end: end, endRule: endRule, overshoot: overshoot?.distance ?? 0,
      overshootFraction: scale > 0 ? (overshoot?.distance ?? 0) / scale : nil, overshootTime: overshoot?.time, swings: swings,
      window: window, peakSpeed: peakSpeed, peakSpeedTime: peakSpeedTime, peakDisplacement: farthest, viewportShare: share,
      largeArea: share.map { $0 >= largeArea }, removedOn: removed, playsOn: plays)
  }
}
