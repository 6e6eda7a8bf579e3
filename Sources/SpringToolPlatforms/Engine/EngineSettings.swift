import SpringToolCore

/// Settings some engines read (``EngineInfo/settings`` lists which).
public struct EngineSettings: Sendable, Hashable {
  /// uikit: `UIView.animate`'s duration; nil: the duration for which UIKit picks this spring's ω0.
  public var uikitDuration: Double?
  /// android: the minimum visible change, value units (1 = Android's pixel default).
  public var minimumVisibleChange = 1.0
  /// android: whole-millisecond frame times from the device clock (`uptimeMillis`, the default),
  /// or exact frame times.
  public var androidClock = AndroidClock.device
  /// compose: the visibility threshold, value units (0.01 = Compose's Float default).
  public var visibilityThreshold = 0.01
  /// swiftui-animation: seconds from display frame 0 to the start of the 300 Hz step clock.
  public var swiftUIPhase = 0.0
  /// swiftui-animation: SwiftUI's `blendDuration` for a response change at a retarget, seconds.
  public var blendDuration = 0.0

  /// Default settings.
  public init() {}

  /// Android's frame clock.
  public enum AndroidClock: String, Sendable, Hashable, CaseIterable {
    /// `SystemClock.uptimeMillis()`: frames are whole milliseconds (16 or 17 ms at 60 fps).
    case device
    /// Exact frame times.
    case exact
  }
}

/// One of ``EngineSettings``'s settings, for listing which an engine reads.
public enum EngineSetting: String, Sendable, Hashable, CaseIterable {
  /// A setting an engine reads.
  case uikitDuration, minimumVisibleChange, androidClock, visibilityThreshold, swiftUIPhase, blendDuration
}
