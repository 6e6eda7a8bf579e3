/// The view property exported code animates, so a snippet names the one that moves (a
/// horizontal knob's `TRANSLATION_X`, an icon's `ROTATION`), not a generic value.
public enum AnimatedProperty: String, Sendable, Hashable, CaseIterable {
  /// A value without a view (Android's snippet animates a vertical translation).
  case value
  /// Horizontal position (an offset), points.
  case translationX
  /// Vertical position, points.
  case translationY
  /// A scale factor.
  case scale
  /// A rotation, degrees.
  case rotation
  /// Opacity, 0…1.
  case alpha
  /// A frame's width, points.
  case width
  /// A frame's height, points.
  case height
  /// A whole number of pixels (an `Int` or `IntOffset` in Compose; Android's pixel properties).
  case pixels

  /// Whether it is a length (a position, a size, pixels, a plain value), which ``TravelUnit``
  /// converts; an opacity, a scale and a rotation have units of their own.
  public var isLength: Bool { ![.scale, .rotation, .alpha].contains(self) }

  /// Android's `DynamicAnimation` property: width and height have none, so they animate the
  /// scale (``androidNote`` says how).
  var android: String {
    switch self {
    case .translationX: "TRANSLATION_X"
    case .value, .translationY, .pixels: "TRANSLATION_Y"
    case .scale, .width: "SCALE_X"
    case .height: "SCALE_Y"
    case .rotation: "ROTATION"
    case .alpha: "ALPHA"
    }
  }

  /// What Android's snippet needs said about this property, if anything.
  var androidNote: PlatformNote? {
    switch self {
    case .width, .height:
      PlatformNote(
        key: "androidNoSizeProperty",
        text: "SpringAnimation has no \(rawValue) property: the snippet animates "
          + "\(android) to \(rawValue) ÷ start \(rawValue) (or use a FloatPropertyCompat on the layout parameter)")
    case .scale:
      PlatformNote(key: "androidScaleBothAxes", text: "animate SCALE_Y with a second SpringAnimation for a uniform scale")
    default: nil
    }
  }
}

/// What a lone value animates, as `--property` names it: the platforms' thresholds follow it
/// (Android's `MIN_VISIBLE_CHANGE_*`, Compose's visibility threshold of the value's type).
public enum ValueProperty: String, Sendable, Hashable, CaseIterable {
  /// Opacity, 0…1: Android's `MIN_VISIBLE_CHANGE_ALPHA` (1/256), Compose's `Float` (0.01).
  case alpha
  /// A scale factor: Android's `MIN_VISIBLE_CHANGE_SCALE` (1/500), Compose's `Float` (0.01).
  case scale
  /// Degrees: Android's `MIN_VISIBLE_CHANGE_ROTATION_DEGREES` (0.1), Compose's `Float` (0.01).
  case rotation
  /// A position: Android's `MIN_VISIBLE_CHANGE_PIXELS` (1), Compose's `Dp` (0.1).
  case translation
  /// Whole pixels: Android's `MIN_VISIBLE_CHANGE_PIXELS` (1), Compose's `Int` (1).
  case pixels

  /// Whether it is a length (a translation, whole pixels), which ``TravelUnit`` converts.
  public var isLength: Bool { animatedProperty.isLength }

  /// The view property it is.
  public var animatedProperty: AnimatedProperty {
    switch self {
    case .alpha: .alpha
    case .scale: .scale
    case .rotation: .rotation
    case .translation: .translationX
    case .pixels: .pixels
    }
  }
}

/// A named value exported code animates (a scene's `width`, `knob`), with the view property it is.
public struct AnimatedValue: Sendable, Hashable {
  /// The value's name in the code (`width`, `knob`), a valid identifier.
  public let name: String
  /// The view property.
  public let property: AnimatedProperty

  /// A named value.
  ///
  /// - Parameters:
  ///   - name: Its name in the code: words split by anything but letters, digits and `_` are joined in camel case
  ///     (`small-opacity` becomes `smallOpacity`); a name starting with a digit gets `value` in front.
  ///   - property: The view property it is.
  public init(_ name: String, _ property: AnimatedProperty) {
    let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    let cleaned = words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    self.name = cleaned.first.map { $0.isNumber } ?? true ? "value" + cleaned : cleaned
    self.property = property
  }

  /// The generic value of code without a scene (`value`, a vertical translation).
  public static let generic = AnimatedValue("value", .value)

  /// Compose's `animate*AsState` for it: `Dp` for sizes and positions, `Float` otherwise.
  var composeState: (function: String, suffix: String) {
    switch property {
    case .translationX, .translationY, .width, .height: ("animateDpAsState", ".dp")
    case .value, .scale, .rotation, .alpha: ("animateFloatAsState", "f")
    case .pixels: ("animateIntAsState", "")
    }
  }
}
