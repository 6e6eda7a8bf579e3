import SpringToolCommandLine
import SpringToolCore
import SpringToolFormats
import SpringToolHTTP
import SpringToolPlatforms
import SpringToolReports
import SpringToolScenes
import _SpringToolSupport

/// What `springtool studio` serves. Every answer is the command line's own, run in this process
/// on the state the URL carries (its query is the command's options without `--`:
/// `scene=custom-switch&response=0.3&engine=exact&engine=android`): frames from
/// `preview --format json`, figures from `analyze`, code from `export --as`, files from
/// `preview` and `sample`. An invalid value gets the command line's message.
struct StudioRoutes: Sendable {
  /// The state the page opens with when its URL gives none: the command's own options.
  let initial: [(name: String, value: String)]

  /// The query keys that are the page's, not options: the token, the time shown.
  static let pageKeys: Set<String> = ["token", "t"]
  /// The spring options' keys (the parameter table's rows).
  static let springKeys = Set(SpringParameter.all.map(\.key))

  /// Answers a request that passed the server's checks.
  func handle(_ request: HTTPRequest) -> HTTPResponse {
    let given = request.query.filter { !Self.pageKeys.contains($0.name) }
    let pairs = given.isEmpty && request.path == "/" ? initial : given
    switch request.path {
    case "/": return page(pairs, token: request.queryValue("token") ?? "")
    case "/api/state": return json(state(pairs))
    case "/api/code": return json(code(pairs))
    case "/api/convert": return json(convert(pairs))
    case "/api/parameters": return .text(200, Self.configuration.rendered(indent: 0), contentType: "application/json")
    case "/save/preview.html": return save(["preview"], pairs, name: "springtool-preview.html", type: "text/html; charset=utf-8")
    case "/save/curve.csv": return save(curveCommand(pairs), pairs, name: "springtool-curve.csv", type: "text/csv; charset=utf-8")
    default: return .text(404, "404 Not Found: \(Self.terminalSafe(request.path))\n")
    }
  }

  // MARK: - The state as options

  /// The options a URL may set (the studio command's state options), by name, and whether each is a flag.
  static let options: [String: Bool] = Dictionary(StudioCommand.stateOptions.map { ($0.option.rawValue, $0.isFlag) }) { a, _ in a }

  /// The pairs as command-line arguments (`--name=value`, a flag as `--name`), or why not.
  static func arguments(_ pairs: [(name: String, value: String)]) -> Result<[String], StudioError> {
    var out: [String] = []
    for (name, value) in pairs {
      guard let isFlag = options[name] else {
        return .failure(StudioError(message: "the studio takes no option '\(terminalSafe(String(name.prefix(40))))'", option: name))
      }
      if isFlag {
        guard value.isEmpty || value == "1" || value == "true" else {
          return .failure(StudioError(message: "'--\(name)' does not take a value", option: name))
        }
        out.append("--" + name)
      } else {
        out.append("--\(name)=\(value)")
      }
    }
    return .success(out)
  }

  /// A message and the option it is about, as the page shows it beside that control.
  struct StudioError: Error {
    let message: String
    let option: String?

    var json: JSONValue { .object([("ok", .bool(false)), ("error", .string(message)), ("option", option.map(JSONValue.string) ?? .null)]) }
  }

  /// What one in-process run of `springtool` printed.
  struct Output {
    let status: Int32, output: String, error: String

    /// The first `Error: …` line without its prefix, and the option it quotes (`'--response'`).
    var failure: StudioError {
      let line = error.split(separator: "\n").first.map(String.init) ?? "failed"
      let message = line.hasPrefix("Error: ") ? String(line.dropFirst(7)) : line
      let option = message.firstMatch(of: /'--([a-z0-9-]+)/).map { String($0.1) }
      return StudioError(message: message, option: option)
    }
  }

  /// Runs `springtool arguments` in this process, its output in memory.
  static func run(_ arguments: [String]) -> Output {
    let out = MemoryOutput(), err = MemoryOutput()
    var context = RunContext(standardOutput: out, standardError: err)
    let status = SpringTool.main(arguments, context: &context)
    return Output(status: status, output: out.text, error: err.text)
  }

  /// Text that is safe to echo (printable, at most 200 characters).
  static func terminalSafe(_ text: String) -> String {
    String(text.unicodeScalars.filter { $0.value >= 32 && $0.value != 127 }.map(Character.init).prefix(200))
  }

  // MARK: - Answers

  func json(_ result: Result<JSONValue, StudioError>) -> HTTPResponse {
    switch result {
    case .success(let value): .text(200, value.rendered(indent: 0), contentType: "application/json")
    case .failure(let error): .text(422, error.json.rendered(indent: 0), contentType: "application/json")
    }
  }

  /// The frames (`preview --format json`), the figures and the command lines for a state.
  func state(_ pairs: [(name: String, value: String)]) -> Result<JSONValue, StudioError> {
    let arguments: [String]
    switch Self.arguments(pairs) {
    case .success(let a): arguments = a
    case .failure(let e): return .failure(e)
    }
    let preview = Self.run(["preview"] + arguments + ["--format", "json"])
    guard preview.status == 0 else { return .failure(preview.failure) }
    guard let data = try? JSONValue.parse(preview.output) else { return .failure(StudioError(message: "the preview's data did not parse", option: nil)) }
    return .success(.object([
      ("ok", .bool(true)), ("query", .string(Self.query(pairs))), ("preview", data), ("figures", figures(pairs, arguments)),
      ("commands", .object([("studio", .string(Self.commandLine(["springtool", "studio"] + arguments))),
                            ("preview", .string(Self.commandLine(["springtool", "preview"] + arguments + ["-o", "preview.html"]))),
                            ("curve", .string(Self.commandLine(["springtool"] + curveCommand(pairs) + curveArguments(pairs) + ["-o", "curve.csv"])))])),
    ]))
  }

  /// The spring's figures under every settling definition (`analyze`), each engine's end and
  /// overshoot, and for a scene each track's end and overshoot.
  func figures(_ pairs: [(name: String, value: String)], _ arguments: [String]) -> JSONValue {
    var members: [(String, JSONValue)] = []
    let spring = springArguments(pairs)
    let analysis = Self.run(["analyze"] + spring + ["--format", "json"])
    if analysis.status == 0, let value = try? JSONValue.parse(analysis.output) { members.append(("spring", value)) }
    var engines: [JSONValue] = []
    for engine in pairs.filter({ $0.name == "engine" }).map(\.value) where engine != "exact" {
      let run = Self.run(["analyze"] + spring + ["--engine=\(engine)", "--format", "json"])
      if run.status == 0, let value = try? JSONValue.parse(run.output), let figures = value["engine"] { engines.append(figures) }
    }
    members.append(("engines", .array(engines)))
    if let scene = pairs.last(where: { $0.name == "scene" })?.value {
      let settings = pairs.filter { $0.name == "set" || $0.name == "ios" }.map { "--\($0.name)=\($0.value)" }
      let run = Self.run(["analyze", "--scene=\(scene)"] + settings + ["--format", "json"])
      if run.status == 0, let value = try? JSONValue.parse(run.output), let tracks = value["tracks"] { members.append(("tracks", tracks)) }
    }
    return .object(members)
  }

  /// The spring and motion `analyze` takes for the state: the spring options given (else the
  /// scene's spring), the scene's main value's ends (else `--from`/`--to`), the engines' settings.
  func springArguments(_ pairs: [(name: String, value: String)]) -> [String] {
    let settingKeys = Set(EngineSetting.all.map(\.key) + ["fps"])
    var out = pairs.filter { Self.springKeys.contains($0.name) }.map { "--\($0.name)=\($0.value)" }
    if pairs.contains(where: { $0.name == "scene" }), let parsed = try? Arguments.parse(sceneArguments(pairs), command: StudioCommand.command),
       let read = try? Groups.scene(parsed, needsSpring: false) {
      if out.isEmpty { out = ["--response=\(read.spring.response)", "--damping=\(read.spring.dampingRatio)"] }
      if let main = read.components.first {
        out += ["--from=\(pairs.last { $0.name == "from" }?.value ?? "\(main.from)")", "--to=\(pairs.last { $0.name == "to" }?.value ?? "\(main.to)")"]
      }
    } else {
      out += pairs.filter { $0.name == "from" || $0.name == "to" }.map { "--\($0.name)=\($0.value)" }
    }
    return out + pairs.filter { settingKeys.contains($0.name) }.map { "--\($0.name)=\($0.value)" }
  }

  func sceneArguments(_ pairs: [(name: String, value: String)]) -> [String] {
    pairs.filter { ["scene", "set", "ios"].contains($0.name) }.map { "--\($0.name)=\($0.value)" }
  }

  /// The code for every platform and the web, as `export --as` prints it.
  func code(_ pairs: [(name: String, value: String)]) -> Result<JSONValue, StudioError> {
    if case .failure(let error) = Self.arguments(pairs) { return .failure(error) }
    let spec = sceneArguments(pairs) + pairs.filter { Self.springKeys.contains($0.name) || (!pairs.contains { $0.name == "scene" }
      && ($0.name == "from" || $0.name == "to")) }.map { "--\($0.name)=\($0.value)" }
    var members: [(String, JSONValue)] = []
    for target in Self.codeTargets {
      let run = Self.run(["export", "--as", target] + spec)
      members.append((target, .string(run.status == 0 ? run.output : "// " + run.failure.message)))
    }
    return .success(.object([("ok", .bool(true)), ("code", .object(members))]))
  }

  /// What `export --as` writes code for, the web first.
  static let codeTargets = ["css-linear", "css-keyframes"] + Platforms.springCodeTargets.map(\.id)

  /// Every family's numbers for the state's spring (`convert --format json`).
  func convert(_ pairs: [(name: String, value: String)]) -> Result<JSONValue, StudioError> {
    let run = Self.run(["convert"] + springArguments(pairs).filter { !$0.hasPrefix("--from=") && !$0.hasPrefix("--to=") && !$0.hasPrefix("--fps=") }
                       + ["--format", "json"])
    guard run.status == 0, let value = try? JSONValue.parse(run.output) else { return .failure(run.failure) }
    return .success(value)
  }

  /// `sample` for a scene that rides one value (or none), `morph` for a scene of several.
  func curveCommand(_ pairs: [(name: String, value: String)]) -> [String] {
    guard let name = pairs.last(where: { $0.name == "scene" })?.value, let scene = Scenes.named(name) else { return ["sample"] }
    return scene.ridesOneValue ? ["sample"] : ["morph"]
  }

  func isFirstEngine(_ pair: (name: String, value: String), _ pairs: [(name: String, value: String)]) -> Bool {
    pairs.first { $0.name == "engine" }?.value == pair.value
  }

  /// The options the curve file's command takes: the scene, the spring, the motion and the first engine (sample only).
  func curveArguments(_ pairs: [(name: String, value: String)]) -> [String] {
    let morph = curveCommand(pairs) == ["morph"]
    let keep = pairs.filter { pair in
      ["scene", "set", "ios"].contains(pair.name) || Self.springKeys.contains(pair.name)
        || (!morph && (["from", "to", "fps"].contains(pair.name) || (pair.name == "engine" && isFirstEngine(pair, pairs))))
    }
    return keep.map { "--\($0.name)=\($0.value)" }
  }

  /// A file for the browser to save: the page `preview` writes, or the curve `sample` (or `morph`) writes as CSV.
  func save(_ command: [String], _ pairs: [(name: String, value: String)], name: String, type: String) -> HTTPResponse {
    let arguments: [String]
    if command == ["preview"] {
      switch Self.arguments(pairs) {
      case .success(let a): arguments = a
      case .failure(let e): return json(.failure(e))
      }
    } else {
      arguments = curveArguments(pairs) + ["--format", "csv"]
    }
    let run = Self.run(command + arguments)
    guard run.status == 0 else { return json(.failure(run.failure)) }
    return HTTPResponse(status: 200, headers: [("Content-Type", type), ("Content-Disposition", "attachment; filename=\"\(name)\"")],
                        body: Array(run.output.utf8))
  }

  // MARK: - Text

  /// The pairs as a URL query (percent-encoded).
  static func query(_ pairs: [(name: String, value: String)]) -> String {
    pairs.map { "\(percentEncoded($0.name))=\(percentEncoded($0.value))" }.joined(separator: "&")
  }

  static func percentEncoded(_ text: String) -> String {
    var out = ""
    for b in text.utf8 {
      switch b {
      case 48...57, 65...90, 97...122, 45, 46, 95, 126: out.append(Character(Unicode.Scalar(b)))
      default: out += "%" + String(b, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return out
  }

  /// A command line a shell reads back as these arguments (single quotes where needed).
  static func commandLine(_ arguments: [String]) -> String {
    arguments.map { a in
      a.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.,:/=@%+".contains($0)) }) && !a.isEmpty
        ? a : "'" + a.replacingEvery("'", with: "'\\''") + "'"
    }.joined(separator: " ")
  }
}

extension String {
  func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
