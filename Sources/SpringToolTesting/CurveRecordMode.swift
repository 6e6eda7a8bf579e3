import Foundation

/// When a golden curve is written.
///
/// The environment variable `SPRINGTOOL_RECORD` (`missing`, `all` or `never`) overrides the mode
/// every call asks for, for a whole test run: CI sets `never`, so that a missing golden fails
/// there instead of being recorded; `SPRINGTOOL_RECORD=all swift test` re-records every golden
/// after an intended change.
public enum CurveRecordMode: String, Sendable, CaseIterable {
  /// Write the golden when there is none (and report that as an issue); otherwise compare.
  case missing
  /// Write every golden again (and report each as an issue), without comparing.
  case all
  /// Never write: a missing golden fails.
  case never

  /// The environment variable that overrides the mode for a whole run.
  public static let environmentVariable = "SPRINGTOOL_RECORD"

  /// The mode a call uses: the environment variable's when it is set (and not empty), else `requested`.
  ///
  /// - Parameters:
  ///   - requested: The mode the call asks for.
  ///   - environment: The environment (default: the process's).
  /// - Returns: The mode, or the problem with the variable's value (a value other than `missing`,
  ///   `all` or `never`, in any case); a test reports the problem as an issue and records nothing.
  public static func resolved(
    _ requested: CurveRecordMode,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<CurveRecordMode, InvalidSetting> {
    guard let text = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return .success(requested)
    }
    guard let mode = CurveRecordMode(rawValue: text.lowercased()) else { return .failure(InvalidSetting(value: text)) }
    return .success(mode)
  }

  /// A value of `SPRINGTOOL_RECORD` that is not a mode.
  public struct InvalidSetting: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value found.
    public let value: String
    /// `SPRINGTOOL_RECORD='…' is not missing, all or never`.
    public var description: String {
      "\(CurveRecordMode.environmentVariable)='\(value.prefix(40))' is not one of "
        + CurveRecordMode.allCases.map(\.rawValue).joined(separator: ", ") + "; nothing was recorded or compared"
    }
  }

  /// `, set by SPRINGTOOL_RECORD` when the variable set the mode, for messages.
  static var environmentNote: String {
    ProcessInfo.processInfo.environment[environmentVariable].map { $0.isEmpty ? "" : ", set by \(environmentVariable)" } ?? ""
  }
}
