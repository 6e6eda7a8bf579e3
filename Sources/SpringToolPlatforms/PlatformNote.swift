import SpringToolCore
import _SpringToolSupport

/// Something a platform's engine did, or its exported code implies, that a user should know: a
/// stable key (for JSON and tests) and its sentence, worded where the platform is defined (its
/// folder), with the numbers of the run and options named as the command line spells them.
/// Engines' notes are named for what happened (`neverEnds`); code's notes begin with `code`
/// where an engine has a note of the same key (`codeStiffnessCapped`).
public struct PlatformNote: Sendable, Hashable, CustomStringConvertible {
  /// A stable key, e.g. `neverEnds`, `uikitDuration`.
  public let key: String
  /// The sentence, without a full stop.
  public let text: String

  /// A note.
  ///
  /// - Parameters:
  ///   - key: A stable key naming what happened.
  ///   - text: The sentence for people.
  public init(key: String, text: String) {
    self.key = key
    self.text = text
  }

  /// The sentence.
  public var description: String { text }
}

extension PlatformNote {
  /// The engine never ends this motion by its own rule.
  public static let neverEnds = PlatformNote(key: "neverEnds", text: "never ends by its own rule")
  /// The engine ran on exact frame times.
  public static let exactTimes = PlatformNote(key: "clock", text: "exact frame times")
  /// ζ > 1 moves as critically damped at ω0 (Core Animation, interpolatingSpring).
  public static let overdampedMovesAsCritical = PlatformNote(
    key: "overdampedMovesAsCritical",
    text: "ζ > 1 moves as critically damped at ω0")

  /// A frame loop whose first frame after it starts is `milliseconds` long, later ones capped at `cap` ms.
  ///
  /// - Parameters:
  ///   - milliseconds: The first frame's length, ms.
  ///   - cap: The longest frame, ms; nil when uncapped.
  /// - Returns: The note.
  public static func firstFrame(milliseconds: Double, cap: Double?) -> PlatformNote {
    PlatformNote(key: "clock", text: "the first frame is \(spoken(milliseconds)) ms long" + (cap.map { ", later ones capped at \(spoken($0)) ms" } ?? ""))
  }
}

/// A number in a sentence, as people read it: 6 significant digits, no floating-point residue
/// (`NumberText.forPeopleRounded(_:significantDigits:)`: ω0 15.708 rad/s, not 15.70796326794897).
/// Code keeps every digit in its own comment.
func spoken(_ x: Double) -> String { NumberText.forPeopleRounded(x) }
