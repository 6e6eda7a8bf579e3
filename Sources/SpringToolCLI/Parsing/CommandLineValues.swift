import SpringToolCommandLine
import SpringToolRequests

/// The command line's parsed arguments as a source of parameter values: an option's long name
/// is its key, a flag given is one empty value. Requests read these as the studio's query pairs.
struct CommandLineValues: ParameterValues {
  let arguments: Arguments

  func values(for key: String) -> [String] {
    let option = Option(key)
    return arguments.flag(option) ? [""] : arguments.strings(option)
  }

  var givenKeys: [String] { arguments.order.map(\.rawValue) }
}

extension ParsedArguments where Name == Option {
  /// These arguments as parameter values for a request.
  var parameters: CommandLineValues { CommandLineValues(arguments: self) }
}

/// How the command line words a request's problem: a key is spelt as its option, `'--response'`
/// (with the value's placeholder where the sentence gives one: `'--as FORMAT'`).
enum Spelling {
  static func option(_ key: String, _ placeholder: String?) -> String { "'--\(key)" + (placeholder.map { " " + $0 } ?? "") + "'" }

  /// The problem's sentence with the command line's spelling.
  static func text(_ problem: ParameterProblem) -> String { problem.text(spelling: option) }
}

extension CommandLineError {
  /// A request's problem as the command line reports it: usage (exit 64) or failure (exit 1).
  init(_ problem: ParameterProblem) {
    switch problem.kind {
    case .usage: self = .usage(Spelling.text(problem))
    case .failure: self = .failure(Spelling.text(problem))
    }
  }
}

/// Runs `body`, a request's reading or answering, reporting its problem as the command line does.
func answering<T>(_ body: () throws(ParameterProblem) -> T) throws(CLIError) -> T {
  do throws(ParameterProblem) { return try body() } catch { throw CLIError(error) }
}

extension Spelling {
  /// Why there is no gsl backend here, and how to get one.
  static var gslMissing: String { Spelling.text(ParameterProblem(.usage, ParameterProblem.gslMissing)) }
}
