import SpringToolCommandLine
import SpringToolRequests

/// `--token-file FILE --token NAME`: a design token as the spring or the easing, put in place of
/// the options it stands for before a command runs (``TokenInput``).
extension Groups {
  static let tokenOptions = [
    OptionSpec(option: .tokenFile, value: "FILE", help: "A design-token file (DTCG JSON) to take --token from."),
    OptionSpec(
      option: .token, value: "NAME",
      help: "A token of --token-file (its group path joined by dots): a spring token "
        + "({\"dampingRatio\": 0.8, \"stiffness\": 380}, …) is the spring; a cubicBezier or transition token the easing."),
  ]

  static func resolvingToken(_ args: Arguments) throws(CLIError) -> Arguments {
    guard let added = try answering({ () throws(ParameterProblem) in try TokenInput.parameters(args.parameters) }) else { return args }
    return args.replacing([.tokenFile, .token], with: added.map { (Option($0.key), $0.values) })
  }
}
