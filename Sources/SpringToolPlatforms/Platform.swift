import SpringToolCore
import SpringToolEasing
import _SpringToolSupport

/// One platform springtool reproduces: its engines, the code it takes, when it calls a spring
/// done, and the words for what it does. Each platform is one folder under `Platforms/` that
/// defines one such value; ``Platforms/all`` lists them, and everything else (the engine list,
/// export targets, settling-definition names, `springtool engines`, completions, help) is
/// derived from that list.
public struct Platform: Sendable, Hashable, CustomStringConvertible {
  /// The id: the `--as` name of its code (`android`, `react-spring`).
  public let id: String
  /// The name its users write (`Jetpack Compose`).
  public let name: String
  /// Its engines in display order (the `--engine` names).
  public let engines: [any SpringEngine]
  /// Its named springs in display order (the `--preset` names), defined in its folder.
  public let presets: [SpringPreset]
  /// How its code takes a start velocity.
  public let velocityUnits: VelocityUnits
  /// Its settling definitions: the ways it says a spring is done.
  public let settlingDefinitions: [SettlingDefinition.Entry]
  /// Writes its spring code; nil when springtool writes none for it.
  let springCode: (@Sendable (SpringCodeInput) throws(ExportError) -> CodeDraft)?
  /// Writes its easing code; nil when it has none (``EasingCode`` says so).
  let easingCode: (@Sendable (EasingCodeInput) throws(ExportError) -> CodeDraft)?
  /// Writes the code of a second tap mid-flight (a retarget), as its engine models it.
  let retargetCode: (@Sendable (RetargetCodeInput) -> [String])?
  /// Writes a colour that rides the spring, with the platform's own colour animation; nil when it has none.
  let colorCode: (@Sendable (ColorCodeInput) -> CodeDraft)?
  /// Whether its spring code writes one animation per value a scene moves (else one generic value).
  public let writesEveryValue: Bool
  /// Its decay models (a fling, a scroll's momentum).
  public let decays: [any DecayModel]
  /// The model its platform uses when none is named (nil: the first of ``decays``); it may be one
  /// springtool does not model yet, which is then said.
  public let defaultDecay: String?
  /// How it shows a drag past an edge (nil: it does not rubber-band a drag).
  public let rubberBand: (any RubberBandModel)?
  /// How it snaps a release to one of several points (nil: springtool models no snap for it).
  public let snap: (any SnapModel)?

  init(
    id: String, name: String, engines: [any SpringEngine], presets: [SpringPreset] = [], velocityUnits: VelocityUnits = .perSecond,
    settlingDefinitions: [SettlingDefinition.Entry] = [],
    springCode: (@Sendable (SpringCodeInput) throws(ExportError) -> CodeDraft)? = nil,
    easingCode: (@Sendable (EasingCodeInput) throws(ExportError) -> CodeDraft)? = nil,
    retargetCode: (@Sendable (RetargetCodeInput) -> [String])? = nil,
    colorCode: (@Sendable (ColorCodeInput) -> CodeDraft)? = nil, writesEveryValue: Bool = false, decays: [any DecayModel] = [],
    defaultDecay: String? = nil, rubberBand: (any RubberBandModel)? = nil, snap: (any SnapModel)? = nil
  ) {
    self.writesEveryValue = writesEveryValue
    (self.decays, self.defaultDecay, self.rubberBand, self.snap, self.colorCode) = (decays, defaultDecay, rubberBand, snap, colorCode)
    (self.id, self.name, self.engines, self.presets, self.velocityUnits) = (id, name, engines, presets, velocityUnits)
    (self.settlingDefinitions, self.springCode, self.easingCode, self.retargetCode) = (settlingDefinitions, springCode, easingCode, retargetCode)
  }

  /// How a platform's code takes a start velocity.
  public enum VelocityUnits: Sendable, Hashable {
    /// Value units per second.
    case perSecond
    /// Fractions of the travel per second (Core Animation's `initialVelocity`, UIKit's `initialSpringVelocity`).
    case fractionOfTravel
    /// Value units per millisecond (react-spring's `config.velocity`).
    case perMillisecond
  }

  /// Whether springtool writes its spring code (`convert --as`, `export --as`).
  public var writesSpringCode: Bool { springCode != nil }
  /// Whether springtool writes its easing code.
  public var writesEasingCode: Bool { easingCode != nil }

  /// The id.
  public var description: String { id }
  /// Platforms are equal when their ids are.
  public static func == (a: Platform, b: Platform) -> Bool { a.id == b.id }
  /// Hashes what equality compares.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What a platform's spring code is written from.
struct SpringCodeInput {
  /// The spring as given (its numbers are used where the platform has the same family).
  let specification: SpringSpecification
  /// The distance the animation moves, value units.
  let travel: Double
  /// The start velocity, value units per second.
  let velocity: Double
  /// The start velocity as a fraction of the travel per second (0 when nothing travels).
  let relativeVelocity: Double
  /// The values that move (a scene's), the first the one a one-property API animates.
  let values: [AnimatedValue]
  /// The view property of the first value.
  var property: AnimatedProperty { values.first?.property ?? .value }

  var spring: Spring { specification.spring }
  /// Stiffness per unit mass (k/m), for unit-mass platforms.
  var unitStiffness: Double { spring.stiffness / spring.mass }
  /// Damping coefficient per unit mass (c/m).
  var unitDamping: Double { spring.dampingCoefficient / spring.mass }
}

/// What a platform's colour code is written from: a colour moving from one set of colours to
/// another (one, or a gradient's stops) on the spring of `code`.
struct ColorCodeInput {
  /// The spring's code input (its values are the colour's own name).
  let code: SpringCodeInput
  /// The colour's name in the code (`trackColor`).
  let name: String
  /// The colours at the start and at the end, `#rrggbb` (a gradient's stops in order).
  let from: [String], to: [String]

  /// Each colour to write, in stop order: its name in the code (the colour's own, numbered by stop
  /// for a gradient), its style key (`backgroundColor`, or `colorN` for a gradient's stop N) and its ends.
  var stops: [(name: String, key: String, from: String, to: String)] {
    let single = from.count == 1
    return zip(from, to).enumerated().map { i, pair in
      (single ? name : "\(name)\(i + 1)", single ? "backgroundColor" : "color\(i + 1)", pair.0, pair.1)
    }
  }

  /// `0xFFRRGGBB`: Android's and Flutter's ARGB literal of `#rrggbb`.
  static func argb(_ hex: String) -> String { "0xFF" + hex.dropFirst().uppercased() }
}

/// What a platform's code for a second tap is written from.
struct RetargetCodeInput {
  /// The spring's code input.
  let code: SpringCodeInput
  /// When the tap comes, seconds; the target before it and the new one.
  let time: Double, previous: Double, target: Double
  /// `// second tap at T s (target X): ` and the why, as comment lines of at most 80 columns.
  func comment(_ why: String) -> String {
    var lines: [String] = [], line = "// second tap at \(CodeNumber.readable(time)) s (target \(CodeNumber.readable(target))):"
    for word in why.split(separator: " ") {
      if line.count + 1 + word.count > 80 { (lines, line) = (lines + [line], "//") }
      line += " " + word
    }
    return (lines + [line]).joined(separator: "\n")
  }
}

/// What a platform's easing code is written from.
struct EasingCodeInput {
  /// The curve.
  let easing: Easing
  /// The easing's name as given (notes and identifiers).
  let name: String
  /// Its duration, seconds.
  let duration: Double
  /// The duration in whole milliseconds.
  var milliseconds: Int { Clamp.int((duration * 1000).rounded()) }

  /// The cubic Bézier code most platforms take: `lines` writes the snippet from the control
  /// points (as a person writes them); a curve that is not a Bézier gets the closest one and
  /// a note of its error.
  func bezier(_ lines: (BezierText) -> (lines: [String], notes: [PlatformNote])) throws(ExportError) -> CodeDraft {
    var draft = CodeDraft()
    let curve: CubicBezier
    if let b = easing.bezier {
      curve = b
    } else {
      let target = FitTarget(duration: 1, count: 400) { easing.value(at: $0) }
      guard let fit = BezierFit.fit(target) else { throw .noFit(name) }
      curve = fit.bezier
      draft.notes.append(.bezierFitted(css: curve.css, maxError: fit.error.max))
    }
    let written = lines(BezierText(curve: curve, duration: duration, milliseconds: milliseconds))
    draft.lines = written.lines
    draft.notes += written.notes
    draft.parameters = [
      .init(name: "x1", value: curve.x1), .init(name: "y1", value: curve.y1), .init(name: "x2", value: curve.x2),
      .init(name: "y2", value: curve.y2), .init(name: "duration", value: duration),
    ]
    return draft
  }
}

/// A cubic Bézier's numbers as code shows them (``CodeNumber/readable(_:)``).
struct BezierText {
  let curve: CubicBezier
  let duration: Double
  let milliseconds: Int
  var x1: String { CodeNumber.readable(curve.x1) }
  var y1: String { CodeNumber.readable(curve.y1) }
  var x2: String { CodeNumber.readable(curve.x2) }
  var y2: String { CodeNumber.readable(curve.y2) }
  var seconds: String { CodeNumber.readable(duration) }
  /// Whether the curve leaves [0, 1] in value.
  var overshoots: Bool { curve.y1 < 0 || curve.y1 > 1 || curve.y2 < 0 || curve.y2 > 1 }
}
