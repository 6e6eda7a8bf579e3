#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SpringToolCommandLine
import SpringToolFormats
import SpringToolHTTP
import SpringToolRequests
import SpringToolStudio

/// `springtool studio`: a live tuning page served on this machine (127.0.0.1 only).
package enum StudioCommand {
  /// The options that make a state (the page's URL carries them): preview's, without reading a file.
  static let stateGroups: [OptionGroup] = PreviewCommand.stateGroups(readsFiles: false)
  static var stateOptions: [OptionSpec] { stateGroups.flatMap(\.options) }

  static let command = Command(
    name: "studio", abstract: "Serve a live tuning page on this machine: move a parameter and watch every engine at once.",
    discussion: """
      Starts a web server on 127.0.0.1 only (an ephemeral port unless --port) and prints its address with a random access \
      token; serves until Ctrl-C (or --idle-timeout seconds without a request). The page plays the scene (or a dot) with \
      the spring, engines side by side: controls for every family's numbers (sliders in the parameter table's ranges; \
      switching the family converts the spring exactly), the scene, the engines, a second tap (click the component, or \
      --retarget T), play, speeds and a scrubber; the figures (settling under every definition, overshoot, each engine's \
      end, each track's); the code for every platform as export --as prints it, with a copy button; the command lines \
      that reproduce the state; and saving the page (as preview writes it) and the curve (as sample writes it) through \
      the browser. Everything is computed by springtool itself, and an invalid value gets the command line's message. \
      Every request needs the token and a Host of 127.0.0.1 or localhost with this port; only GET and HEAD are served; \
      the server reads and writes no file. The options below set the state the page opens with.
      """,
    groups: stateGroups + [
      OptionGroup(
        title: "STUDIO OPTIONS",
        options: [
          OptionSpec(option: .port, value: "N", help: "The port on 127.0.0.1 (default: one the system picks).", check: .whole),
          OptionSpec(option: .open, value: nil, help: "Open the page in the system's browser (xdg-open or open), where one exists."),
          OptionSpec(
            option: .idleTimeout, value: "S", help: "Stop after S seconds without a request (default: serve until Ctrl-C).",
            check: .number),
        ], usage: "[--port <N>] [--open] [--idle-timeout <S>]")
    ],
    run: { args, context throws(CLIError) in try run(args, &context) })

  static func run(_ args: Arguments, _ context: inout RunContext) throws(CLIError) {
    let port = try args.int(.port) ?? 0
    guard (0...65_535).contains(port) else { throw .usage("'--port' must be in 0…65535 (0: one the system picks)") }
    let idle = try args.double(.idleTimeout)
    if let idle, !(idle > 0 && idle <= 86_400 * 365) { throw .usage("'--idle-timeout' must be in (0, 31536000] seconds") }
    // The state the page opens with, checked now as the page would check it.
    var initial = ParameterList()
    for spec in stateOptions {
      if spec.isFlag { if args.flag(spec.option) { initial.append(spec.option.rawValue, "") }; continue }
      for value in args.strings(spec.option) { initial.append(spec.option.rawValue, value) }
    }
    let routes = StudioRoutes(initial: initial, setup: setup)
    if case .failure(let error) = routes.state(initial) { throw .usage(error.message) }
    var configuration = HTTPServer.Configuration(token: StudioToken.make())
    (configuration.port, configuration.idleTimeout) = (UInt16(port), idle)
    let server: HTTPServer
    do { server = try HTTPServer(configuration: configuration, handler: { routes.handle($0) }) } catch {
      throw .failure("cannot start the studio: \(error)")
    }
    // Ctrl-C and SIGTERM stop it from the moment the address is printed; a signal the parent
    // ignores (nohup, a background job) stays ignored; one it blocked is let through.
    studioWake = server.wakeDescriptor
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signal in [SIGINT, SIGTERM] where !TemporaryFiles.isIgnored(signal) {
      installStop(signal)
      sigaddset(&unblock, signal)
    }
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    let query = StudioRoutes.query(initial)
    let url = "http://127.0.0.1:\(server.port)/?token=\(configuration.token)" + (query.isEmpty ? "" : "&" + query)
    try context.print("springtool studio: \(url)\nServing on 127.0.0.1 only; Ctrl-C stops it.\n")
    if args.flag(.open) { SystemOpener.open(url) }
    server.run()
    let c = server.counters
    try context.print("stopped: \(c.served) requests answered, \(c.refused) refused\n")
  }

  /// The state's keys as the studio checks them: each option's flag, label and its parser's check.
  package static var setup: StudioSetup {
    var keys: [String: StudioKey] = [:]
    for spec in stateOptions {
      let name = spec.name
      var check: (@Sendable (String) -> String?)?
      if let valueCheck = spec.check { check = { (value: String) -> String? in valueCheck.refusal(value, name) } }
      keys[spec.option.rawValue] = StudioKey(isFlag: spec.isFlag, label: spec.label, check: check)
    }
    return StudioSetup(keys: keys, generator: "springtool \(SpringTool.version)")
  }

  /// Ctrl-C (or SIGTERM) stops the server: the handler writes one byte to its wake pipe (async-signal-safe).
  static func installStop(_ signal: Int32) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = { _ in
        var byte: UInt8 = 1
        _ = write(studioWake, &byte, 1)
      }
    #else
      action.__sigaction_u.__sa_handler = { _ in
        var byte: UInt8 = 1
        _ = write(studioWake, &byte, 1)
      }
    #endif
    sigaction(signal, &action, nil)
  }
}

/// The server's wake descriptor, for the signal handler (set once before the handlers are installed).
nonisolated(unsafe) var studioWake: Int32 = -1
