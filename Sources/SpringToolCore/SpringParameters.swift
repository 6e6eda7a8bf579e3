import _SpringToolSupport

/// One spring number a ``SpringRequest`` takes, as a row of the spring parameters table: its
/// field, its key (the command-line option, the curve-file key and the spec key), its help, and
/// the names it takes besides numbers. Options, their readers, help, curve-file headers and specs
/// all come from ``all``.
public struct SpringParameter: ParameterRow {
  /// The request's field it sets.
  public let field: SpringRequest.Field
  /// The key: `--KEY` on the command line, `KEY` in a curve file's header and a spec.
  public let key: String
  /// The placeholder in help (`R` in `--response <R>`).
  public let placeholder: String?
  /// One sentence of help.
  public let help: String
  /// The names it takes besides numbers (Android's constants), with their values.
  public let names: [(name: String, value: Double)]
  /// Its unit for labels (`s`; empty for a number in the user's own units or none).
  public let unit: String
  /// The range a slider offers (where springs people tune lie; the valid range is wider and
  /// the option's own check), nil for a name (`preset`).
  public let sliderRange: ClosedRange<Double>?

  init(
    _ field: SpringRequest.Field, _ key: String, _ placeholder: String, _ help: String,
    names: [(name: String, value: Double)] = [], unit: String = "", slider: ClosedRange<Double>? = nil
  ) {
    (self.field, self.key, self.placeholder, self.help, self.names, self.unit) = (field, key, placeholder, help, names, unit)
    sliderRange = slider
  }

  /// A number or one of the names; a preset's name the request checks (it suggests the closest).
  public var rule: ParameterRule { field == .preset ? .text : .numberOrName(names.map(\.name)) }

  /// The row of a field.
  ///
  /// - Parameter field: The field.
  /// - Returns: Its row (every field has one).
  public static func row(_ field: SpringRequest.Field) -> SpringParameter { all.first { $0.field == field }! }

  /// The row with this key, or nil.
  ///
  /// - Parameter key: The key (`damping`).
  /// - Returns: The row, or nil.
  public static func named(_ key: String) -> SpringParameter? { all.first { $0.key == key } }

  /// The value a name stands for (`low-bouncy` for the damping ratio), ignoring case, or nil.
  ///
  /// - Parameter text: The text given.
  /// - Returns: The value, or nil when the text is none of the names.
  public func namedValue(_ text: String) -> Double? { names.first { $0.name == text.lowercased() }?.value }

  /// The table, in the fields' order.
  public static let all: [SpringParameter] = [
    SpringParameter(
      .response, "response", "R", "SwiftUI response (= iOS 17 duration) in seconds, > 0; with --damping or --bounce.",
      unit: "s", slider: 0.05...2),
    SpringParameter(
      .dampingRatio, "damping", "Z",
      "Damping ratio ζ ≥ 0 (always the ratio), with --response, --stiffness or "
        + "--reanimated-duration. "
        + "Android names: high-bouncy, medium-bouncy, low-bouncy, no-bouncy.", names: SpringPreset.androidDampingRatio, slider: 0...2),
    SpringParameter(
      .bounce, "bounce", "B",
      "SwiftUI bounce in (-1, 1] with --response (ζ = 1 − B, or 1/(1 + B) when B < 0); "
        + "Motion's bounce with --motion-duration or --visual-duration (default 0.3).", slider: -0.9...1),
    SpringParameter(
      .stiffness, "stiffness", "K",
      "Stiffness k > 0, with --damping (Android/Compose) or --friction (physical, "
        + "Core Animation). Android names: high, medium, medium-low, low, very-low.", names: SpringPreset.androidStiffness, slider: 1...2000),
    SpringParameter(
      .dampingCoefficient, "friction", "C",
      "Damping coefficient c ≥ 0 (Core Animation's damping, react-spring's friction), with --stiffness or --tension.", slider: 0...100),
    SpringParameter(.tension, "tension", "T", "react-spring/Rebound tension (= k), with --friction.", slider: 1...2000),
    SpringParameter(
      .mass, "mass", "M",
      "Mass m > 0 with --response, --stiffness, --tension (default: 1) or --reanimated-duration "
        + "(default: 4).", slider: 0.1...10),
    SpringParameter(.origamiTension, "origami-tension", "OT", "Origami/Rebound tension, with --origami-friction (mass 1).", slider: 1...100),
    SpringParameter(.origamiFriction, "origami-friction", "OF", "Origami/Rebound friction.", slider: 1...50),
    SpringParameter(
      .bounciness, "bounciness", "B",
      "React Native (POP, Rebound) bounciness, with or without --speed "
        + "(default 8; mass 1).", slider: 0...30),
    SpringParameter(.speed, "speed", "S", "React Native (POP, Rebound) speed, with or without --bounciness (default 12).", slider: 1...30),
    SpringParameter(
      .motionDuration, "motion-duration", "S",
      "Motion (web) duration in seconds: the envelope reaches 0.001 at S (not SwiftUI's duration).", unit: "s", slider: 0.05...3),
    SpringParameter(.visualDuration, "visual-duration", "S", "Motion (web) visualDuration in seconds.", unit: "s", slider: 0.05...3),
    SpringParameter(
      .reanimatedDuration, "reanimated-duration", "S",
      "Reanimated duration in seconds (its 'perceptual' duration), with --damping (default 1) and --mass (default 4); "
        + "the stiffness is solved from the motion's start as withSpring does.", unit: "s", slider: 0.05...3),
    SpringParameter(.preset, "preset", "NAME", "A named spring; 'springtool presets' lists them."),
    SpringParameter(.extraBounce, "extra-bounce", "B", "With --preset smooth|snappy|bouncy: SwiftUI's extraBounce.", slider: -0.5...0.5),
  ]
}
