import SpringToolCore
import SpringToolPlatforms

/// A number the component's code leaves to layout or to the device (a screen width, a text's
/// width, which tab is tapped), with the value a scene assumes and why.
public struct SceneAssumption: Sendable, Hashable {
  /// The key `--set KEY=VALUE` takes (`screen-width`).
  public let key: String
  /// The value assumed.
  public let value: Double
  /// Its unit (`pt`, or empty).
  public let unit: String
  /// Why this value.
  public let because: String

  /// An assumption.
  ///
  /// - Parameters:
  ///   - key: The key `--set` takes.
  ///   - value: The value assumed.
  ///   - unit: Its unit.
  ///   - because: Why this value.
  public init(_ key: String, _ value: Double, _ unit: String = "pt", because: String) {
    (self.key, self.value, self.unit, self.because) = (key, value, unit, because)
  }
}

/// What the user sets about the device a scene runs on: the iOS version (which spring a bare
/// `.spring()` means) and any of the scene's ``SceneAssumption`` numbers.
public struct SceneSettings: Sendable, Hashable {
  /// The iOS major version (13 or later); 17 unless set.
  public var iOS: Int
  /// Numbers set by key, overriding the scene's assumptions.
  public var values: [String: Double]
  /// Whether the scene plays its opposite state change (every track back from its end to its start).
  public var reverse = false

  /// Settings: iOS 17 and every assumption as the scene states it, unless given.
  ///
  /// - Parameters:
  ///   - iOS: The iOS major version (13 or later).
  ///   - values: Assumption values by key.
  public init(iOS: Int = 17, values: [String: Double] = [:]) { (self.iOS, self.values) = (iOS, values) }

  /// `Animation.spring()` (and `.spring`) as the SDK the app is built with resolves it. From the
  /// iOS 17 SDK, `spring(response:dampingFraction:blendDuration:)` is `@_disfavoredOverload` and
  /// `spring(duration: 0.5, bounce: 0, blendDuration: 0)` is `@_alwaysEmitIntoClient`, so a bare
  /// call is `spring(duration: 0.5, bounce: 0)`: response 0.5, dampingFraction 1 (OpenSwiftUI
  /// `Sources/OpenSwiftUICore/Animation/Animation/Spring/FluidSpringAnimation.swift` at 2077144,
  /// audited against SwiftUI 6.5.4; the call is emitted into the client, so the SDK decides, not
  /// the device). Before (iOS 13–16 SDKs) it is the labelled call's defaults 0.55 and 0.825
  /// (``SpringPreset/swiftUISpringIOS16``). Only an explicit `spring(response:…)` with labels
  /// gets 0.825 on a newer SDK (``SpringPreset/swiftUISpring``).
  public var defaultSpring: SceneAnimation {
    iOS >= 17
      ? .spring(SpringPreset.smooth.specification, code: ".spring() (iOS 17+ SDK: spring(duration: 0.5, bounce: 0), dampingFraction 1)")
      : .spring(SpringPreset.swiftUISpringIOS16.specification, code: ".spring() (iOS 13–16: response 0.55, dampingFraction 0.825)")
  }
}

/// The assumptions of one scene, read with the user's settings.
struct SceneLayout {
  let settings: SceneSettings
  let assumptions: [SceneAssumption]

  /// The value of an assumption: the user's, else the scene's.
  subscript(_ key: String) -> Double {
    settings.values[key] ?? assumptions.first { $0.key == key }!.value
  }
}
