import _SpringToolSupport

/// Durations by name: Material 3's duration tokens, for an easing's `--duration` and for listing.
public enum NamedDurations {
  /// A named duration: its name, seconds, and where it is defined.
  public struct Entry: Sendable {
    /// The name (matched ignoring case, `-` and `_`): `m3-medium2`.
    public let name: String
    /// The duration, seconds (the source gives whole milliseconds).
    public let seconds: Double
    /// Where the number is defined.
    public let source: String
  }

  /// Where Material 3's durations are defined. MDC-Android's `motion/res/values/tokens.xml`
  /// (`m3_sys_motion_duration_*`) gives the same sixteen numbers.
  static let material3Source = "Material 3 duration token: Compose tokens/MotionTokens.kt (VERSION v0_103, androidx @ 1608250)"

  /// Material 3's sixteen durations, in milliseconds as `MotionTokens.kt` writes them
  /// (`DurationShort1 = 50.0` … `DurationExtraLong4 = 1000.0`).
  static let material3: [(group: String, milliseconds: [Double])] = [
    ("short", [50, 100, 150, 200]), ("medium", [250, 300, 350, 400]), ("long", [450, 500, 550, 600]),
    ("extra-long", [700, 800, 900, 1000]),
  ]

  /// Every named duration, shortest first.
  public static let all: [Entry] = material3.flatMap { group in
    group.milliseconds.enumerated().map { i, ms in
      Entry(name: "m3-\(group.group)\(i + 1)", seconds: ms / 1000, source: material3Source)
    }
  }

  /// `text` as seconds: a named duration, or a finite number; nil when it is neither (the one rule
  /// the command line's value check and the requests' reader share).
  package static func seconds(_ text: String) -> Double? {
    named(text) ?? Double(text.trimmed()).flatMap { $0.isFinite ? $0 : nil }
  }

  /// The duration called `name` (ignoring case, `-` and `_`: `m3-extra-long2`, `M3ExtraLong2`), seconds, or nil.
  ///
  /// - Parameter name: The duration's name.
  public static func named(_ name: String) -> Double? {
    let k = NameMatching.key(name)
    return all.first { NameMatching.key($0.name) == k }?.seconds
  }
}
