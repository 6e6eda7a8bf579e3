import SpringToolCore
import _SpringToolSupport

/// Easing curves by name, with their sources.
public enum NamedEasings {
  /// A named easing: its names (the first is the canonical one), the curve, and where it is defined.
  public struct Entry: Sendable {
    /// The names it answers to (matched ignoring case, `-` and `_`).
    public let names: [String]
    /// The curve.
    public let easing: Easing
    /// Where the curve is defined (a specification or platform documentation).
    public let source: String
  }

  static func bezier(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Easing {
    // The control points below are valid literals; `try!` cannot fail on them.
    .cubicBezier(try! CubicBezier(a, b, c, d))
  }

  /// Every named curve. Names match ignoring case, `-` and `_`.
  public static let all: [Entry] =
    [
      Entry(names: ["linear"], easing: bezier(0, 0, 1, 1), source: "CSS, Core Animation, SwiftUI: the identity"),
      Entry(
        names: ["ease", "default"], easing: bezier(0.25, 0.1, 0.25, 1),
        source: "CSS `ease`; Core Animation kCAMediaTimingFunctionDefault"),
      Entry(
        names: ["ease-in", "easeIn"], easing: bezier(0.42, 0, 1, 1),
        source: "CSS `ease-in`; Core Animation easeIn; SwiftUI .easeIn (undocumented, assumed equal to CA)"),
      Entry(
        names: ["ease-out", "easeOut"], easing: bezier(0, 0, 0.58, 1),
        source: "CSS `ease-out`; Core Animation easeOut; SwiftUI .easeOut (assumed)"),
      Entry(
        names: ["ease-in-out", "easeInOut", "easeInEaseOut"], easing: bezier(0.42, 0, 0.58, 1),
        source: "CSS `ease-in-out`; Core Animation easeInEaseOut; SwiftUI .easeInOut (assumed)"),
      Entry(
        names: ["fast-out-slow-in", "legacy", "material-standard-legacy"], easing: bezier(0.4, 0, 0.2, 1),
        source: "Compose FastOutSlowInEasing; Material 2 standard; Flutter Easing.legacy"),
      Entry(
        names: ["linear-out-slow-in", "legacy-decelerate"], easing: bezier(0, 0, 0.2, 1),
        source: "Compose LinearOutSlowInEasing; Material 2 decelerate; Flutter Easing.legacyDecelerate"),
      Entry(
        names: ["fast-out-linear-in", "legacy-accelerate"], easing: bezier(0.4, 0, 1, 1),
        source: "Compose FastOutLinearInEasing; Material 2 accelerate; Flutter Easing.legacyAccelerate"),
      Entry(
        names: ["material-standard", "m3-standard"], easing: bezier(0.2, 0, 0, 1),
        source:
          "Material 3 standard: Compose tokens/MotionTokens.kt (VERSION v0_103, androidx @ 1608250) and MDC-Android motion/res/values/tokens.xml (v0.185); Flutter Easing.standard"
      ),
      Entry(
        names: ["material-standard-decelerate", "m3-standard-decelerate"], easing: bezier(0, 0, 0, 1),
        source:
          "Material 3 standard decelerate: Compose tokens/MotionTokens.kt (VERSION v0_103, androidx @ 1608250) and MDC-Android motion/res/values/tokens.xml (v0.185); Flutter Easing.standardDecelerate"
      ),
      Entry(
        names: ["material-standard-accelerate", "m3-standard-accelerate"], easing: bezier(0.3, 0, 1, 1),
        source:
          "Material 3 standard accelerate: Compose tokens/MotionTokens.kt (VERSION v0_103, androidx @ 1608250) and MDC-Android motion/res/values/tokens.xml (v0.185); Flutter Easing.standardAccelerate"
      ),
      Entry(
        names: ["material-emphasized", "m3-emphasized"], easing: bezier(0.2, 0, 0, 1),
        source:
          "Material 3 emphasized as Compose writes it, one Bézier: Compose tokens/MotionTokens.kt (VERSION v0_103, androidx @ 1608250); MDC-Android motion/res/values/tokens.xml (v0.185) has a two-segment "
          + "path(M 0,0 C 0.05, 0, 0.133333, 0.06, 0.166666, 0.4 C 0.208333, 0.82, 0.25, 1, 1, 1), not one Bézier"),
      Entry(
        names: ["material-emphasized-decelerate", "m3-emphasized-decelerate"], easing: bezier(0.05, 0.7, 0.1, 1),
        source:
          "Material 3 emphasized decelerate: Compose tokens/MotionTokens.kt (VERSION v0_103, androidx @ 1608250); Flutter Easing.emphasizedDecelerate; MDC-Android differs "
          + "(m3-mdc-emphasized-decelerate)"),
      Entry(
        names: ["material-emphasized-accelerate", "m3-emphasized-accelerate"], easing: bezier(0.3, 0, 0.8, 0.15),
        source:
          "Material 3 emphasized accelerate: Compose tokens/MotionTokens.kt (VERSION v0_103, androidx @ 1608250); Flutter Easing.emphasizedAccelerate; MDC-Android differs "
          + "(m3-mdc-emphasized-accelerate)"),
      Entry(
        names: ["m3-mdc-emphasized-decelerate"], easing: bezier(0.1, 0.7, 0.1, 1),
        source: "Material 3 emphasized decelerate as MDC-Android gives it: MDC-Android motion/res/values/tokens.xml (v0.185)"),
      Entry(
        names: ["m3-mdc-emphasized-accelerate"], easing: bezier(0.3, 0, 0.8, 0.2),
        source: "Material 3 emphasized accelerate as MDC-Android gives it: MDC-Android motion/res/values/tokens.xml (v0.185)"),
      Entry(names: ["figma-ease-in-back"], easing: bezier(0.3, -0.05, 0.7, -0.5), source: figmaSource("Ease in back")),
      Entry(names: ["figma-ease-out-back"], easing: bezier(0.45, 1.45, 0.8, 1), source: figmaSource("Ease out back")),
      Entry(names: ["figma-ease-in-and-out-back"], easing: bezier(0.7, -0.4, 0.4, 1.4), source: figmaSource("Ease in and out back")),
    ]
    + PennerEasing.all.map { p in
      Entry(names: [p.name], easing: .penner(p), source: "Robert Penner's equations as easings.net gives them")
    }

  /// Where a Figma easing's numbers come from: Figma's help ("Prototype easing and spring
  /// animations") names the presets without numbers; the values were read out of the Figma client
  /// and published by the community (blog.sqsl.art, "Figma 动效曲线参数与各平台应用参考", 2021).
  static func figmaSource(_ name: String) -> String {
    "Figma prototype easing \"\(name)\": community-derived (values read from the Figma client, blog.sqsl.art 2021); Figma "
      + "does not publish the numbers"
  }

  /// The curve called `name` (ignoring case, `-` and `_`), or nil.
  ///
  /// - Parameter name: The easing's name (`ease-in-out`, `easeOutBack`, …).
  public static func named(_ name: String) -> Easing? {
    let k = NameMatching.key(name)
    return all.first { $0.names.contains { NameMatching.key($0) == k } }?.easing
  }

  /// Every accepted name, for "did you mean" and listings.
  public static var names: [String] { all.flatMap(\.names) }
}
