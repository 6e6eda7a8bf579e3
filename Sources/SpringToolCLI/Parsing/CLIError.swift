/// An error the command line reports to the user as one line, `Error: …`.
///
/// `usage` errors (bad or missing arguments) exit with 64 (`EX_USAGE`) and are
/// followed by a usage hint; `failure` errors (the work could not be done, or a
/// check did not hold) exit with 1.
public enum CLIError: Error, Equatable, CustomStringConvertible {
  case usage(String)
  case failure(String)

  public var description: String {
    switch self {
    case .usage(let message), .failure(let message): return message
    }
  }

  /// The process exit code for this error.
  public var exitCode: Int32 {
    switch self {
    case .usage: return ExitCode.usage
    case .failure: return ExitCode.failure
    }
  }
}

/// Exit codes, as in DESIGN.md §3.
public enum ExitCode {
  public static let success: Int32 = 0
  public static let failure: Int32 = 1
  public static let usage: Int32 = 64
}
