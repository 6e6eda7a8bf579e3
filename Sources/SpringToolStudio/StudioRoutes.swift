import SpringToolCommandLine
import SpringToolCore
import SpringToolFormats
import SpringToolHTTP
import SpringToolPlatforms
import SpringToolReports
import SpringToolRequests
import SpringToolScenes
import _SpringToolSupport

/// What `springtool studio` serves. The URL's query is the state, as parameter values
/// (`scene=custom-switch&response=0.3&engine=exact&engine=android`); every answer is a library
/// request's, built from those values as the command line builds it from its arguments: frames
/// from ``PreviewRequest``, figures from ``AnalyzeRequest``, code from ``ExportRequest``, every
/// family's numbers from ``ConvertRequest``, files from the preview and ``SampleRequest`` (or
/// ``MorphRequest``). A refused state names the key of the value at fault, which the page marks.
package struct StudioRoutes: Sendable {
  /// The state the page opens with when its URL gives none.
  package let initial: ParameterList
  /// The state's keys and who writes the saved files.
  let setup: StudioSetup

  /// Routes that open on `initial`, for a state of `setup`'s keys.
  package init(initial: ParameterList, setup: StudioSetup) { (self.initial, self.setup) = (initial, setup) }

  /// The query keys that are the page's, not the state's: the token, the time shown, the code tab,
  /// and `live` (a slider being dragged: the frames only, the figures once it is let go).
  static let pageKeys: Set<String> = ["token", "t", "tab", "live"]

  /// Answers a request that passed the server's checks.
  package func handle(_ request: HTTPRequest) -> HTTPResponse {
    let given = ParameterList(request.query.filter { !Self.pageKeys.contains($0.name) }.map { ($0.name, $0.value) })
    let values = given.pairs.isEmpty && request.path == "/" ? initial : given
    switch request.path {
    case "/": return page(values, token: request.queryValue("token") ?? "")
    case "/api/state": return json(state(values, live: request.queryValue("live") == "1"))
    case "/api/code": return json(code(values))
    case "/api/convert": return json(convert(values))
    case "/api/parameters": return .text(200, Self.configuration.rendered(indent: 0), contentType: "application/json")
    case "/save/preview.html": return savedPage(values)
    case "/save/curve.csv": return savedCurve(values)
    default: return .text(404, "404 Not Found: \(Self.terminalSafe(request.path))\n")
    }
  }

  // MARK: - The state

  /// A problem, and the key of the value it is about, as the page shows it beside that control.
  package struct StudioError: Error {
    package let message: String
    let key: String?

    init(_ problem: ParameterProblem) { (message, key) = (problem.description, problem.keys.first) }
    init(message: String, key: String?) { (self.message, self.key) = (message, key) }

    var json: JSONValue { .object([("ok", .bool(false)), ("error", .string(message)), ("option", key.map(JSONValue.string) ?? .null)]) }
  }

  /// Refuses a key the state does not take, a flag with a value, an empty value, and a value its
  /// option's own check refuses (as the command line's parser would), naming the key.
  func check(_ values: ParameterList) -> StudioError? {
    for (key, value) in values.pairs {
      guard let spec = setup.keys[key] else {
        return StudioError(message: "the studio takes no option '\(Self.terminalSafe(String(key.prefix(40))))'", key: key)
      }
      if spec.isFlag {
        guard value.isEmpty || value == "1" || value == "true" else { return StudioError(message: "'--\(key)' does not take a value", key: key) }
      } else if value.isEmpty {
        return StudioError(message: "missing value for '\(spec.label)'", key: key)
      } else if let refusal = spec.check?(value) {
        return StudioError(message: refusal, key: key)
      }
    }
    return nil
  }

  /// The values as the requests read them: a flag's `1` or `true` as given.
  func normalised(_ values: ParameterList) -> ParameterList {
    ParameterList(values.pairs.map { setup.keys[$0.key]?.isFlag == true ? ($0.key, "") : $0 })
  }

  /// Runs `body` on the checked state, its problem as the page shows it.
  func checked<T>(_ values: ParameterList, _ body: (ParameterList) throws(ParameterProblem) -> T) -> Result<T, StudioError> {
    if let error = check(values) { return .failure(error) }
    do throws(ParameterProblem) { return .success(try body(normalised(values))) } catch { return .failure(StudioError(error)) }
  }

  /// The frames (the preview's data), the figures, the spring's family and the command lines for a
  /// state; `live` (a slider mid-drag) gives the frames with, of the figures, only what the plot
  /// draws (the settling band's ε and each track's unit).
  package func state(_ values: ParameterList, live: Bool = false) -> Result<JSONValue, StudioError> {
    checked(values) { (v: ParameterList) throws(ParameterProblem) -> JSONValue in
      let preview = try PreviewRequest(v).preview()
      return .object([
        ("ok", .bool(true)), ("query", .string(Self.query(values))), ("family", .string(Self.family(v))),
        ("preview", preview.json), ("figures", live ? plotFigures(v) : figures(v)),
        ("commands", StudioCommands(values: values.pairs, curve: curveCommand(v), keys: setup.keys).json),
      ])
    }
  }

  /// What the plot reads besides the frames: the settling band's ε and each scene track's unit.
  func plotFigures(_ values: ParameterList) -> JSONValue {
    // The ε figures(_:) analyses with.
    var members: [(String, JSONValue)] = [("spring", .object([("epsilon", .number(SettlingBand.defaultEpsilon))])), ("engines", .array([]))]
    if let scene = (try? SpringInput.scene(values, needsSpring: false)) ?? nil {
      members.append(("tracks", .array(scene.tracks().map { .object([("key", .string($0.key)), ("unit", .string($0.property.unit))]) })))
    }
    return .object(members)
  }

  /// The family the spring values make (the library's rule), or "" for the scene's own spring.
  static func family(_ values: ParameterList) -> String { givenSpring(values)?.familyName ?? "" }

  /// The spring the state's values give (nil: none given, the scene's own plays, or not a valid spring).
  static func givenSpring(_ values: ParameterList) -> SpringSpecification? {
    (try? SpringInput.springRequest(values)).flatMap { $0.isEmpty ? nil : try? $0.specification() }
  }

  /// The spring the state plays and its motion: the spring values (else the scene's spring),
  /// from the scene's main value's ends (else `from`/`to`), with the engines' settings.
  static func springInput(_ values: ParameterList) throws(ParameterProblem) -> EngineInput {
    let scene = try SpringInput.scene(values, needsSpring: false)
    let spec = try SpringInput.specification(SpringInput.sceneSpringRequest(values, needsSpring: false))
    let main = scene?.components.first
    return EngineInput(
      specification: spec, from: try values.double("from") ?? main?.from ?? 0, to: try values.double("to") ?? main?.to ?? 1,
      settings: try RecipeInput.engineSettings(values))
  }

  /// The spring's figures under every settling definition, each engine's end and overshoot with
  /// its end rule, and for a scene each track's end and overshoot under the spring played (the
  /// edited one where given, as the frames use it); `label` names the spring (a figure that
  /// cannot be computed is left out).
  func figures(_ values: ParameterList) -> JSONValue {
    var members: [(String, JSONValue)] = []
    // A fling has no spring: its figures are its rows' ends and rests, which the page reads from the frames.
    guard !values.has("decay"), let input = try? Self.springInput(values) else { return .object([("engines", .array([]))]) }
    // The spring given (nil: the scene's own) names the figures and replaces the scene's spring in its tracks.
    let given = Self.givenSpring(values)
    members.append(("label", .string((given != nil ? "" : "the scene's own, ") + Self.label(input.specification))))
    let fps = (try? RecipeInput.frameRate(values)) ?? SamplingRequest.defaultFramesPerSecond
    if let report = try? AnalyzeRequest(.spring(input, engine: .exact), framesPerSecond: fps).report() { members.append(("spring", report.document)) }
    let engines = ((try? RecipeInput.engines(values)) ?? []).filter { $0 != .exact }
    members.append(
      (
        "engines",
        .array(
          engines.compactMap { engine in
            guard case .object(var fields)? = (try? AnalyzeRequest(.spring(input, engine: engine), framesPerSecond: fps).report())?.document["engine"] else {
              return nil
            }
            let rule = Engines.all.first { $0.info.id == engine.id }?.info.endRule ?? ""
            fields.append(("endRule", .string(rule)))
            return .object(fields)
          })
      ))
    if let scene = (try? SpringInput.scene(values, needsSpring: false)) ?? nil {
      members.append(("tracks", SceneAnalysis(scene, settings: scene.settings, reverse: false, spring: given).report.document["tracks"] ?? .array([])))
    }
    return .object(members)
  }

  /// A spring as the user gave it, then as response and ζ: `bounce 0.3, duration 0.5 (response
  /// 0.5 s, ζ 0.7)`, `bouncy (response 0.5 s, ζ 0.7)`; response and ζ alone when given so.
  static func label(_ spec: SpringSpecification) -> String {
    let canonical = Describe.label(spec)
    if case .preset(let preset, _) = spec.family { return "\(preset.name) (\(canonical))" }
    let given = spec.givenValues.filter { !($0.name == "mass" && $0.value == 1) }
    if case .response = spec.family, given.count == 2 { return canonical }
    return given.map { "\($0.name) \(NumberText.forPeople($0.value))" }.joined(separator: ", ") + " (\(canonical))"
  }

  // MARK: - Code and conversions

  /// The keys export reads from a state: the scene and its settings, the spring, and the dot's
  /// ends; for a fling, the release and its model.
  static func exportValues(_ values: ParameterList) -> ParameterList {
    let sceneKeys: Set<String> = ["scene", "set", "ios"], springKeys = Set(SpringParameter.all.map(\.key))
    let (hasScene, fling) = (values.has("scene"), values.has("decay"))
    return ParameterList(
      values.pairs.filter {
        sceneKeys.contains($0.key) || springKeys.contains($0.key) || (!hasScene && ["from", "to"].contains($0.key)) || (fling && decayKeys.contains($0.key))
      })
  }

  /// What a fling adds to a state: the release velocity and the decay (and its model).
  static let decayKeys: Set<String> = ["decay", "decay-model", "velocity"]

  /// The code for every platform and the web, as export writes it (a target that cannot carry the
  /// spring says why, as a comment).
  func code(_ values: ParameterList) -> Result<JSONValue, StudioError> {
    checked(values) { (v: ParameterList) throws(ParameterProblem) -> JSONValue in
      var members: [(String, JSONValue)] = []
      for target in Self.codeTargets {
        var export = Self.exportValues(v)
        export.append("as", target.id)
        // `text` as export prints it; `copy` what a paste needs: a platform's snippet alone (the
        // CSS and the token file print as they paste); `notes`, what export says about it, shown below the code.
        let text: String, paste: String, notes: JSONValue
        do throws(ParameterProblem) {
          guard case .report(let report) = try ExportRequest(export).answer() else { continue }
          text = Self.render(report)
          if case .string(let snippet)? = report.document["snippet"] { paste = snippet } else { paste = text }
          notes = report.document["notes"] ?? .array([])
        } catch { (text, paste, notes) = ("// " + error.description, "// " + error.description, .array([])) }
        members.append((target.id, .object([("text", .string(text)), ("copy", .string(paste)), ("notes", notes)])))
      }
      return .object([("ok", .bool(true)), ("code", .object(members))])
    }
  }

  /// What export writes code for, the web first (frames are a file, not code).
  static let codeTargets = ExportTarget.all.filter { $0 != .frames }

  /// A report as the command line prints it for people (no terminal: every column).
  static func render(_ report: Report) -> String {
    RunContext(standardOutput: MemoryOutput(), standardError: MemoryOutput()).render(report, .table, precision: nil)
  }

  /// Every family's numbers for the state's spring.
  func convert(_ values: ParameterList) -> Result<JSONValue, StudioError> {
    checked(values) { (v: ParameterList) throws(ParameterProblem) -> JSONValue in
      try ConvertRequest(Self.springInput(v).specification).report().document
    }
  }

  // MARK: - Files

  /// The page as preview writes it.
  func savedPage(_ values: ParameterList) -> HTTPResponse {
    switch checked(values, { (v: ParameterList) throws(ParameterProblem) in try PreviewRequest(v).preview().html() }) {
    case .success(let html): Self.attachment(html, name: "springtool-preview.html", type: "text/html; charset=utf-8")
    case .failure(let e): json(.failure(e))
    }
  }

  /// `sample` for a scene that rides one value (or none), `morph` for a scene of several.
  func curveCommand(_ values: ParameterList) -> String {
    guard let name = values.string("scene"), let scene = Scenes.named(name) else { return "sample" }
    return scene.ridesOneValue ? "sample" : "morph"
  }

  /// The values the curve file's request reads: the scene, the spring, and for sample the motion,
  /// the frame rate and the first engine.
  static func curveValues(_ values: ParameterList, morph: Bool) -> ParameterList {
    let springKeys = Set(SpringParameter.all.map(\.key)), firstEngine = values.values(for: "engine").first, fling = values.has("decay")
    return ParameterList(
      values.pairs.filter { pair in
        ["scene", "set", "ios"].contains(pair.key) || springKeys.contains(pair.key) || (fling && decayKeys.contains(pair.key))
          || (!morph && (["from", "to", "fps"].contains(pair.key) || (pair.key == "engine" && pair.value == firstEngine)))
      })
  }

  /// The curve as sample (or morph) writes it as CSV.
  func savedCurve(_ values: ParameterList) -> HTTPResponse {
    let morph = curveCommand(values) == "morph"
    let made = checked(values) { (v: ParameterList) throws(ParameterProblem) -> String in
      let out = MemoryOutput(), curveValues = Self.curveValues(v, morph: morph)
      if morph {
        let answer = try MorphRequest(curveValues).answer()
        try FrameRows.write(
          columns: answer.columns, metadata: answer.metadata, count: answer.grid.count, row: answer.row, format: .csv,
          precision: nil, to: out)
      } else {
        let request = try SampleRequest(curveValues)
        let answer = try request.answer()
        try CurveRows.write(
          answer.curve, times: .grid(answer.grid), metadata: answer.metadata(request.recipe, generator: setup.generator + " sample"),
          format: .csv, precision: nil, to: out)
      }
      return out.text
    }
    switch made {
    case .success(let csv): return Self.attachment(csv, name: "springtool-curve.csv", type: "text/csv; charset=utf-8")
    case .failure(let e): return json(.failure(e))
    }
  }

  static func attachment(_ text: String, name: String, type: String) -> HTTPResponse {
    HTTPResponse(status: 200, headers: [("Content-Type", type), ("Content-Disposition", "attachment; filename=\"\(name)\"")], body: Array(text.utf8))
  }

  // MARK: - Text

  func json(_ result: Result<JSONValue, StudioError>) -> HTTPResponse {
    switch result {
    case .success(let value): .text(200, value.rendered(indent: 0), contentType: "application/json")
    case .failure(let error): .text(422, error.json.rendered(indent: 0), contentType: "application/json")
    }
  }

  /// Text that is safe to echo (printable, at most 200 characters).
  static func terminalSafe(_ text: String) -> String {
    String(text.unicodeScalars.filter { $0.value >= 32 && $0.value != 127 }.map(Character.init).prefix(200))
  }

  /// The values as a URL query (percent-encoded).
  package static func query(_ values: ParameterList) -> String {
    values.pairs.map { "\(percentEncoded($0.key))=\(percentEncoded($0.value))" }.joined(separator: "&")
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
}

extension String {
  func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
