/// An integration that stopped early, with GSL's status code and message.
///
/// Both backends report the same codes and messages (the messages are GSL's
/// `gsl_strerror` texts), so a caller cannot tell from an error which backend ran.
public struct IntegrationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// GSL's status code (`GSL_EMAXITER` = 11, …) or the callback's own code.
  public let code: Int32
  /// GSL's text for the code.
  public let message: String

  /// An error with GSL status `code` and its message (GSL's own text for the code when nil).
  ///
  /// - Parameters:
  ///   - code: GSL's status code.
  ///   - message: The message (nil: GSL's own text for the code).
  public init(code: Int32, message: String? = nil) {
    self.code = code
    self.message = message ?? IntegrationError.text(for: code)
  }

  /// `message (status code)`.
  public var description: String { "\(message) (status \(code))" }

  /// Errors are equal when their codes are (the message is GSL's text for the code).
  public static func == (a: IntegrationError, b: IntegrationError) -> Bool { a.code == b.code }

  /// Hashes the code.
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }

  // GSL's codes (gsl_errno.h), as the reference note §1.6 lists them.
  /// `GSL_FAILURE`: the step cannot shrink any further.
  public static let failureCode: Int32 = -1
  /// `GSL_EFAULT`: an invalid pointer.
  public static let invalidPointerCode: Int32 = 3
  /// `GSL_EINVAL`: an invalid argument.
  public static let invalidArgumentCode: Int32 = 4
  /// `GSL_ESANITY`: a sanity check failed.
  public static let sanityCode: Int32 = 7
  /// `GSL_EBADFUNC`: the function returned an error or a non-finite value.
  public static let badFunctionCode: Int32 = 9
  /// `GSL_EMAXITER`: more than `nmax` steps.
  public static let maxIterationsCode: Int32 = 11
  /// `GSL_EUNDRFLW`: underflow.
  public static let underflowCode: Int32 = 15
  /// `GSL_ENOPROG`: the step fell below `hmin`.
  public static let noProgressCode: Int32 = 27

  /// The controller wants a smaller step than can move `t`.
  public static let failure = IntegrationError(code: failureCode)
  /// Bad arguments (wrong direction, bad step bounds, negative tolerances).
  public static let invalidArgument = IntegrationError(code: invalidArgumentCode)
  /// The right-hand side asked to stop.
  public static let badFunction = IntegrationError(code: badFunctionCode)
  /// More than `nmax` steps.
  public static let maxIterations = IntegrationError(code: maxIterationsCode)
  /// The suggested step fell below `hmin`.
  public static let noProgress = IntegrationError(code: noProgressCode)

  /// `gsl_strerror`'s text for the codes odeiv2 produces.
  ///
  /// - Parameter code: GSL's status code.
  /// - Returns: GSL's message.
  public static func text(for code: Int32) -> String {
    switch code {
    case 0: return "success"
    case failureCode: return "failure"
    case invalidPointerCode: return "invalid pointer"
    case invalidArgumentCode: return "invalid argument supplied by user"
    case sanityCode: return "sanity check failed - shouldn't happen"
    case badFunctionCode: return "problem with user-supplied function"
    case maxIterationsCode: return "exceeded max number of iterations"
    case underflowCode: return "underflow"
    case noProgressCode: return "iteration is not making progress towards solution"
    default: return "unknown error code"
    }
  }
}
