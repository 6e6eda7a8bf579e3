import SpringToolCore
import SpringToolPlatforms
import SpringToolRegression
import _SpringToolSupport

/// `export`'s own inputs, one row each (the spring, motion, retarget, easing, decay and snap
/// points are the shared rows).
extension ExportRequest {
  /// `as`: what to write.
  package static let target = RequestParameter("as", "FORMAT", ExportTarget.all.map(\.id).joined(separator: ", "), rule: .text)
  /// `max-error`: CSS `linear()`'s and the keyframes' largest error (match's bound too).
  package static let maxError = RequestParameter(
    "max-error", "E", "css-linear and css-keyframes: the largest error, a fraction of the travel in [1e-7, 0.5]", default: .number(defaultBound))
  /// `fps`: the frames' rate.
  package static let framesPerSecond = RecipeInput.frameRateParameter("frames: frames per second")
  /// `name`: the keyframes' name.
  package static let name = RequestParameter(
    "name", "NAME", "css-keyframes: the animation's name", default: .words("spring or easing"),
    rule: .custom(nameProblem))
  /// `property`: what the value animates, or the keyframes' declaration.
  package static let property = RequestParameter(
    "property", "NAME|TEMPLATE",
    "What the value animates: alpha, scale, rotation, translation or pixels (the code animates that property; "
      + "css-keyframes its declaration), or css-keyframes' declaration with {} for the value", default: .words(defaultDeclaration), rule: .text)
  /// `duration`: the easing's duration, and a spring's for frames.
  package static let duration = RequestParameter(
    "duration", "T", "The easing's duration (default: \(NumberText.forPeople(CurveRecipe.defaultEasingDuration))); for frames also a spring's",
    default: .words("settled within 0.1 %"),
    rule: RecipeInput.secondsRule)

  /// The keyframes' declaration when none is given.
  static let defaultDeclaration = "transform: translateX({}px)"

  /// The rows of what is written, in help's order (`property` follows them).
  package static let parameters = [target, maxError, framesPerSecond, name]

  // MARK: Checks

  /// Why `name` is not a keyframes name, or nil.
  package static func nameProblem(_ name: String) -> String? {
    WebExport.isKeyframesName(name)
      ? nil
      : "a CSS identifier (letters, digits, - and _, starting with a letter, _ or one - and a "
        + "letter), not none, initial, inherit, unset, revert or default"
  }

  /// Why `template` is not a declaration template, or nil.
  package static func propertyProblem(_ template: String) -> ParameterProblem? {
    if ValueProperty(rawValue: template.lowercased()) != nil { return nil }
    guard template.containsText("{}") else {
      return .usage(
        "\(key: Self.property.key) needs {} where the value goes, as 'opacity: {}', or a property's name: \(Words.list(ValueProperty.allCases.map(\.rawValue)))"
      )
    }
    guard WebExport.isDeclarationTemplate(template) else {
      return .usage(
        "invalid value '\(template.prefix(80))' for \(key: Self.property.key): one or more CSS declarations such as 'opacity: {}', "
          + "without braces other than {}, comments, '<', quotes, backslashes or control characters")
    }
    return nil
  }
}
