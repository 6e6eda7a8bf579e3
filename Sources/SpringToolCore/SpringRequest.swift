import _SpringToolSupport
/// The spring numbers a caller collected (from command-line options, a curve file's metadata,
/// a spec string), each optional, and the rules that turn them into exactly one
/// ``SpringSpecification``. One owner for "which family do these numbers make".
///
/// Families and the fields each needs (others must be absent):
/// - response with dampingRatio or bounce (mass optional);
/// - stiffness with dampingRatio (Android/Compose) or dampingCoefficient (physical) (mass optional);
/// - tension with friction (= dampingCoefficient) (mass optional);
/// - origamiTension with origamiFriction;
/// - bounciness and/or speed (React Native's defaults 8 and 12 for the one not given);
/// - motionDuration or visualDuration, with bounce (default 0.3, Motion's);
/// - reanimatedDuration with dampingRatio (default 1) and mass (default 4), Reanimated's;
/// - preset, with extraBounce for SwiftUI's smooth, snappy and bouncy.
/// With no field at all, SwiftUI's `Spring()` (duration 0.5, bounce 0).
public struct SpringRequest: Sendable, Hashable {
  /// A field of a request, for errors.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// A spring number (the first line of fields: SwiftUI, physical, tension, Origami).
    case response, dampingRatio, bounce, stiffness, dampingCoefficient, tension, mass, origamiTension, origamiFriction
    /// A spring number (React Native's bounciness and speed, Motion's durations, a preset and its extra bounce).
    case bounciness, speed, motionDuration, visualDuration, reanimatedDuration, preset, extraBounce
  }

  /// SwiftUI's response, seconds.
  public var response: Double?
  /// The damping ratio ζ.
  public var dampingRatio: Double?
  /// SwiftUI's (or Motion's) bounce.
  public var bounce: Double?
  /// The stiffness k.
  public var stiffness: Double?
  /// The damping coefficient c (friction).
  public var dampingCoefficient: Double?
  /// react-spring's / Rebound's tension.
  public var tension: Double?
  /// The mass.
  public var mass: Double?
  /// Origami tension and friction.
  public var origamiTension: Double?, origamiFriction: Double?
  /// React Native's (and Rebound/POP's) bounciness and speed.
  public var bounciness: Double?, speed: Double?
  /// Motion's duration and visual duration, seconds.
  public var motionDuration: Double?, visualDuration: Double?
  /// Reanimated's (perceptual) duration, seconds.
  public var reanimatedDuration: Double?
  /// A preset name or alias.
  public var preset: String?
  /// SwiftUI's extra bounce, with a preset.
  public var extraBounce: Double?

  /// An empty request (SwiftUI's `Spring()`).
  public init() {}

  /// Why a request does not make one spring.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two family anchors (e.g. response and stiffness).
    case twoFamilies(Field, Field)
    /// A field that does not go with the family.
    case doesNotGoWith(Field, Field)
    /// Both of two alternatives (dampingRatio and bounce with response).
    case contradict(Field, Field, with: Field)
    /// Neither of two alternatives.
    case needsOneOf(Field, Field, with: Field)
    /// A field without its anchor (dampingRatio without response or stiffness).
    case needsFamily(Field)
    /// No preset by that name; the closest name, if one is close.
    case unknownPreset(String, suggestion: String?)
    /// The numbers are out of range.
    case invalid(SpringError)

    /// One line, with field names as the library spells them.
    public var description: String {
      switch self {
      case .twoFamilies(let a, let b): "two spring families given (\(a.rawValue) and \(b.rawValue)); choose one"
      case .doesNotGoWith(let f, let anchor): "\(f.rawValue) cannot be combined with \(anchor.rawValue)"
      case .contradict(let a, let b, let anchor): "\(a.rawValue) and \(b.rawValue) contradict each other; give one with \(anchor.rawValue)"
      case .needsOneOf(let a, let b, let anchor): "\(anchor.rawValue) needs \(a.rawValue) or \(b.rawValue)"
      case .needsFamily(let f): "\(f.rawValue) needs a spring family"
      case .unknownPreset(let name, let s): "unknown preset '\(name)'" + (s.map { " (did you mean '\($0)'?)" } ?? "")
      case .invalid(let e): "invalid spring: \(e)"
      }
    }
  }

  /// The fields that are set.
  public var givenFields: [Field] {
    let given = givenMask
    return Field.allCases.filter { given.contains($0) }
  }

  /// The fields that are set, as bits.
  private var givenMask: FieldMask {
    func bit(_ value: Double?, _ field: Field) -> UInt32 { value == nil ? 0 : field.bit }
    var mask = FieldMask()
    mask.bits =
      bit(response, .response) | bit(dampingRatio, .dampingRatio) | bit(bounce, .bounce) | bit(stiffness, .stiffness)
      | bit(dampingCoefficient, .dampingCoefficient) | bit(tension, .tension) | bit(mass, .mass)
      | bit(origamiTension, .origamiTension) | bit(origamiFriction, .origamiFriction) | bit(bounciness, .bounciness)
      | bit(speed, .speed) | bit(motionDuration, .motionDuration) | bit(visualDuration, .visualDuration)
      | bit(reanimatedDuration, .reanimatedDuration) | (preset == nil ? 0 : Field.preset.bit) | bit(extraBounce, .extraBounce)
    return mask
  }

  /// A numeric field by name (nil for ``Field/preset``, which is text): read and written as the property.
  /// - Parameter field: The field.
  public subscript(number field: Field) -> Double? {
    get {
      switch field {
      case .response: response
      case .dampingRatio: dampingRatio
      case .bounce: bounce
      case .stiffness: stiffness
      case .dampingCoefficient: dampingCoefficient
      case .tension: tension
      case .mass: mass
      case .origamiTension: origamiTension
      case .origamiFriction: origamiFriction
      case .bounciness: bounciness
      case .speed: speed
      case .motionDuration: motionDuration
      case .visualDuration: visualDuration
      case .reanimatedDuration: reanimatedDuration
      case .preset: nil
      case .extraBounce: extraBounce
      }
    }
    set {
      switch field {
      case .response: response = newValue
      case .dampingRatio: dampingRatio = newValue
      case .bounce: bounce = newValue
      case .stiffness: stiffness = newValue
      case .dampingCoefficient: dampingCoefficient = newValue
      case .tension: tension = newValue
      case .mass: mass = newValue
      case .origamiTension: origamiTension = newValue
      case .origamiFriction: origamiFriction = newValue
      case .bounciness: bounciness = newValue
      case .speed: speed = newValue
      case .motionDuration: motionDuration = newValue
      case .visualDuration: visualDuration = newValue
      case .reanimatedDuration: reanimatedDuration = newValue
      case .preset: break
      case .extraBounce: extraBounce = newValue
      }
    }
  }

  /// Whether any field is set.
  public var isEmpty: Bool { givenFields.isEmpty }

  /// The fields that name a family on their own, in the order errors name them (bounciness and
  /// speed also make a family, with defaults for the other).
  public static let familyAnchors: [Field] = [
    .response, .stiffness, .tension, .origamiTension, .motionDuration, .visualDuration,
    .reanimatedDuration, .preset,
  ]

  /// The specification these numbers make.
  ///
  /// - Parameter presets: Where a `preset` name is looked up (`SpringToolPlatforms` supplies
  ///   every platform's, and a `specification()` that uses them).
  /// - Throws: ``Problem`` naming the fields at fault.
  public func specification(presets: SpringPresetCatalog) throws(Problem) -> SpringSpecification {
    let family = try family(presets)
    do { return try SpringSpecification(family) } catch { throw .invalid(error) }
  }

  /// The spring these numbers make: ``specification(presets:)``'s, without keeping the family.
  ///
  /// - Parameter presets: Where a `preset` name is looked up.
  /// - Throws: ``Problem`` naming the fields at fault.
  package func spring(presets: SpringPresetCatalog) throws(Problem) -> Spring {
    let family = try family(presets)
    do { return try SpringSpecification.canonical(family) } catch { throw .invalid(error) }
  }

  /// The family and numbers these fields make, before its range checks.
  private func family(_ presets: SpringPresetCatalog) throws(Problem) -> SpringSpecification.Family {
    // Bit sets, not Set<Field>: a sweep resolves a request per grid point.
    let given = givenMask
    var anchor: Field?
    for field in Self.familyAnchors where given.contains(field) {
      if let first = anchor { throw .twoFamilies(first, field) }
      anchor = field
    }
    let family =
      anchor
      ?? (given.contains(.origamiFriction)
        ? .origamiTension
        : given.contains(.bounciness) || given.contains(.speed) ? .bounciness : nil)
    func only(_ allowed: FieldMask, with anchor: Field) throws(Problem) {
      guard given.bits & ~allowed.bits != 0 else { return }
      if let extra = givenFields.first(where: { !allowed.contains($0) }) { throw .doesNotGoWith(extra, anchor) }
    }
    func oneOf(_ a: Field, _ b: Field, with anchor: Field) throws(Problem) {
      if given.contains(a) && given.contains(b) { throw .contradict(a, b, with: anchor) }
      if !given.contains(a) && !given.contains(b) { throw .needsOneOf(a, b, with: anchor) }
    }
    let m = mass ?? 1
    let result: SpringSpecification.Family
    switch family {
    case .response?:
      try only(FieldMask(.response, .dampingRatio, .bounce, .mass), with: .response)
      try oneOf(.dampingRatio, .bounce, with: .response)
      result =
        bounce.map { .durationBounce(duration: response!, bounce: $0, mass: m) }
        ?? .response(response: response!, dampingRatio: dampingRatio!, mass: m)
    case .stiffness?:
      try only(FieldMask(.stiffness, .dampingRatio, .dampingCoefficient, .mass), with: .stiffness)
      try oneOf(.dampingRatio, .dampingCoefficient, with: .stiffness)
      result =
        dampingCoefficient.map { .physical(mass: m, stiffness: stiffness!, dampingCoefficient: $0) }
        ?? .stiffnessDampingRatio(stiffness: stiffness!, dampingRatio: dampingRatio!, mass: m)
    case .tension?:
      try only(FieldMask(.tension, .dampingCoefficient, .mass), with: .tension)
      guard let c = dampingCoefficient else { throw .needsOneOf(.dampingCoefficient, .dampingCoefficient, with: .tension) }
      result = .tensionFriction(tension: tension!, friction: c, mass: m)
    case .origamiTension?:
      try only(FieldMask(.origamiTension, .origamiFriction), with: .origamiTension)
      guard let ot = origamiTension, let of = origamiFriction else {
        throw .needsOneOf(.origamiTension, .origamiFriction, with: .origamiTension)
      }
      result = .origami(tension: ot, friction: of)
    case .bounciness?:
      try only(FieldMask(.bounciness, .speed), with: .bounciness)
      // React Native's defaults for the one not given (SpringAnimation.js).
      result = .bouncinessSpeed(bounciness: bounciness ?? 8, speed: speed ?? 12)
    case .motionDuration?, .visualDuration?:
      try only(FieldMask(family!, .bounce), with: family!)
      let b = bounce ?? 0.3
      result =
        motionDuration.map { .motionDuration(duration: $0, bounce: b) }
        ?? .motionVisualDuration(visualDuration: visualDuration!, bounce: b)
    case .reanimatedDuration?:
      try only(FieldMask(.reanimatedDuration, .dampingRatio, .mass), with: .reanimatedDuration)
      // withSpring's defaults for a duration config (GentleSpringConfig's mass, GentleSpringConfigWithDuration's ratio).
      result = .reanimatedDuration(
        duration: reanimatedDuration!, dampingRatio: dampingRatio ?? ReanimatedDurationSpring.defaultDampingRatio,
        mass: mass ?? ReanimatedDurationSpring.defaultMass)
    case .preset?:
      try only(FieldMask(.preset, .extraBounce), with: .preset)
      guard let p = presets.named(preset!) else {
        throw .unknownPreset(
          preset!,
          suggestion: NameMatching.closest(
            to: preset!.lowercased(),
            among: presets.presets.map(\.name), maximumDistance: 3))
      }
      result = .preset(p, extraBounce: extraBounce ?? 0)
    default:
      if let f = givenFields.first { throw .needsFamily(f) }
      result = .durationBounce(duration: 0.5, bounce: 0, mass: 1)
    }
    return result
  }

  /// The request that gives back a specification's numbers.
  ///
  /// - Parameter specification: The spring as given (its family and numbers) with the canonical spring it makes.
  public init(_ specification: SpringSpecification) {
    switch specification.family {
    case .response(let r, let z, let m): (response, dampingRatio, mass) = (r, z, m)
    case .durationBounce(let d, let b, let m): (response, bounce, mass) = (d, b, m)
    case .physical(let m, let k, let c): (mass, stiffness, dampingCoefficient) = (m, k, c)
    case .stiffnessDampingRatio(let k, let z, let m): (stiffness, dampingRatio, mass) = (k, z, m)
    case .tensionFriction(let t, let f, let m): (tension, dampingCoefficient, mass) = (t, f, m)
    case .origami(let t, let f): (origamiTension, origamiFriction) = (t, f)
    case .bouncinessSpeed(let b, let s): (bounciness, speed) = (b, s)
    case .motionDuration(let d, let b): (motionDuration, bounce) = (d, b)
    case .motionVisualDuration(let v, let b): (visualDuration, bounce) = (v, b)
    case .reanimatedDuration(let d, let z, let m): (reanimatedDuration, dampingRatio, mass) = (d, z, m)
    case .preset(let p, let extra): (preset, extraBounce) = (p.name, extra == 0 ? nil : extra)
    }
  }
}

/// A set of request fields as bits.
/// A set of fields as bits. Built from up to four fields without an array: a sweep resolves a
/// request per grid point, and an array literal here was a heap allocation each time.
private struct FieldMask {
  var bits: UInt32
  init(
    _ a: SpringRequest.Field? = nil, _ b: SpringRequest.Field? = nil, _ c: SpringRequest.Field? = nil,
    _ d: SpringRequest.Field? = nil
  ) {
    bits = (a?.bit ?? 0) | (b?.bit ?? 0) | (c?.bit ?? 0) | (d?.bit ?? 0)
  }
  func contains(_ field: SpringRequest.Field) -> Bool { bits & field.bit != 0 }
}

extension SpringRequest.Field {
  /// The field's bit in a ``FieldMask``: its position among the cases.
  fileprivate var bit: UInt32 {
    let index: UInt32 =
      switch self {
      case .response: 0
      case .dampingRatio: 1
      case .bounce: 2
      case .stiffness: 3
      case .dampingCoefficient: 4
      case .tension: 5
      case .mass: 6
      case .origamiTension: 7
      case .origamiFriction: 8
      case .bounciness: 9
      case .speed: 10
      case .motionDuration: 11
      case .visualDuration: 12
      case .reanimatedDuration: 13
      case .preset: 14
      case .extraBounce: 15
      }
    return 1 << index
  }
}
