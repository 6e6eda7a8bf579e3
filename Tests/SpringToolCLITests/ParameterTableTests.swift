import Foundation
@testable import SpringToolCLI
import SpringToolKit
import Testing

/// The engine settings table: each row is the option, the file and spec key, the reader, the
/// check and the help. Checked row by row against what the command line and the files do.
@Suite("Engine settings table")
struct EngineSettingTableTests {
  /// A value in range other than the default, and one out of range (nil for a choice, which has none).
  static func values(_ s: EngineSetting) -> (good: String, bad: String?) {
    switch s.kind {
    case .flag: ("true", nil)
    case .interval: ("-0.5:1.25", "2:1")
    case .choice(let names, let d): (names[(d + 1) % names.count], nil)
    case .number(_, .positive): ("0.25", "0")
    case .number(_, .nonNegative): ("0.25", "-1")
    case .number(_, .belowOneSecond): ("0.25", "1")
    case .number(_, .fraction): ("0.25", "1")
    case .number(_, .finite): ("0.25", nil)
    case .number(_, .between(let lower, let upper)): ("\(lower * 2)", "\(upper * 2)")
    }
  }

  /// The engine a row's option needs (the first that reads it), or any platform engine for a shared row.
  static func engine(_ s: EngineSetting) -> String { s.engines.first ?? "swiftui-animation" }

  /// The options a row is read with: a cross-fade is the app's reduced-motion variant.
  static func companions(_ s: EngineSetting) -> [String] { s == .crossFade ? ["--reduce-motion"] : [] }

  @Test(
    "every row is an option of sample, with its help and default, under the engine that reads it",
    arguments: EngineSetting.all.map(\.key))
  func option(_ key: String) throws {
    let s = try #require(EngineSetting.named(key))
    let help = springtool(["sample", "--help"]).output
    // Help wraps: compare with single spaces.
    let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains(s.isFlag ? "--\(key) " : "--\(key) <\(s.placeholder ?? "")>"))
    #expect(flat.contains(s.help), "help for --\(key) is the row's: \(s.help)")
    #expect(s.help.contains("(default: "), "a row names its default")
  }

  @Test(
    "a row's value reaches the curve file's header and reads back from it; out of range it is refused",
    arguments: EngineSetting.all.map(\.key))
  func fileRoundTrip(_ key: String) throws {
    let s = try #require(EngineSetting.named(key))
    let (good, bad) = Self.values(s)
    // A flag takes no value on the command line; a file and a spec write it as true.
    let run = springtool(
      ["sample", "--preset", "bouncy", "--engine", Self.engine(s), "--\(key)"] + (s.isFlag ? [] : [good])
        + Self.companions(s))
    #expect(run.status == 0, "\(run.error)")
    let header = run.output.split(separator: "\n").filter { $0.hasPrefix("# ") }.map { $0.dropFirst(2) }
    #expect(header.contains("\(key): \(good)"), "the header records --\(key) \(good)")
    let pairs = header.compactMap { line -> (key: String, value: String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " }))
    }
    let recipe = try CurveRecipe(keyValues: pairs)
    #expect(recipe.engineSettings.text(s) == good)
    if let bad {
      let refused = springtool(["sample", "--preset", "bouncy", "--engine", Self.engine(s), "--\(key)", bad])
      #expect(refused.status == 64 && refused.error.contains("'--\(key)'"), "\(refused.error)")
      #expect(throws: CurveRecipe.Problem.self) { try CurveRecipe(keyValues: [("engine", Self.engine(s)), (key, bad)]) }
    }
  }

  @Test(
    "an engine-specific row without its engine is refused: it would do nothing",
    arguments: EngineSetting.all.filter { !$0.engines.isEmpty }.map(\.key))
  func needsItsEngine(_ key: String) throws {
    let s = try #require(EngineSetting.named(key))
    let run = springtool(["sample", "--preset", "bouncy", "--\(key)"] + (s.isFlag ? [] : [Self.values(s).good]))
    #expect(run.status == 64 && run.error.contains("applies to the \(s.engines[0])"), "\(run.error)")
    // Every engine that reads it is named.
    for engine in s.engines { #expect(run.error.contains(engine), "\(key): \(engine) missing from \(run.error)") }
  }
}

/// The spring parameters table: each row is the option, the file and spec key, and the help.
@Suite("Spring parameters table")
struct SpringParameterTableTests {
  /// A spring each row makes (the row's own value, with what its family needs).
  static func spring(_ p: SpringParameter) -> [(String, String)] {
    switch p.field {
    case .response: [("response", "0.35"), ("damping", "0.6")]
    case .dampingRatio: [("stiffness", "200"), ("damping", "0.6")]
    case .bounce: [("response", "0.35"), ("bounce", "0.25")]
    case .stiffness: [("stiffness", "200"), ("friction", "12")]
    case .dampingCoefficient: [("tension", "170"), ("friction", "26")]
    case .tension: [("tension", "170"), ("friction", "26")]
    case .mass: [("response", "0.35"), ("damping", "0.6"), ("mass", "2.5")]
    case .origamiTension, .origamiFriction: [("origami-tension", "40"), ("origami-friction", "7")]
    case .bounciness: [("bounciness", "8"), ("speed", "12")]
    case .speed: [("speed", "20")]
    case .motionDuration: [("motion-duration", "0.8"), ("bounce", "0.2")]
    case .visualDuration: [("visual-duration", "0.3"), ("bounce", "0.2")]
    case .reanimatedDuration: [("reanimated-duration", "0.55"), ("damping", "0.75"), ("mass", "2")]
    case .preset: [("preset", "bouncy")]
    case .extraBounce: [("preset", "snappy"), ("extra-bounce", "0.1")]
    }
  }

  @Test(
    "every row is a spring option of sample with its help, and its value reaches the file header and reads back",
    arguments: SpringParameter.all.map(\.key))
  func row(_ key: String) throws {
    let p = try #require(SpringParameter.named(key))
    let flat = springtool(["sample", "--help"]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains("--\(key) <\(p.placeholder ?? "")> \(p.help)"))
    let pairs = Self.spring(p)
    let run = springtool(["sample", "--backend", "analytic"] + pairs.flatMap { ["--\($0.0)", $0.1] })
    #expect(run.status == 0, "\(run.error)")
    let header = run.output.split(separator: "\n").filter { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
    for (k, v) in pairs { #expect(header.contains("\(k): \(v)"), "the header records --\(k) \(v): \(header)") }
    let recipe = try CurveRecipe(keyValues: pairs.map { (key: $0.0, value: $0.1) })
    #expect(try CurveRecipe(keyValues: recipe.keyValues) == recipe)
  }

  @Test(
    "a row's names read as their values in a spec and on the command line, the same spring either way",
    arguments: SpringParameter.all.flatMap { p in p.names.map { (p.key, $0.name) } })
  func names(_ key: String, _ name: String) throws {
    let other = key == "damping" ? ("stiffness", "300") : ("damping", "0.5")
    let cli = springtool(["analyze", "--format", "json", "--\(key)", name, "--\(other.0)", other.1])
    #expect(cli.status == 0, "\(cli.error)")
    let spec = try CurveRecipe(spec: "\(key)=\(name),\(other.0)=\(other.1)")
    let value = try #require(SpringParameter.named(key)?.namedValue(name))
    #expect(spec.keyValues.contains { $0.key == key && Double($0.value) == value })
  }
}

/// The solver parameters table: each row is the option, the file and spec key, the reader and the help.
@Suite("Solver parameters table")
struct SolverParameterTableTests {
  /// A value each row takes (with the swift backend, which has every explicit method named here).
  static func value(_ p: SolverParameter) -> String {
    switch p.key {
    case "backend": "swift"
    case "method": "rkf45"
    case "nmax": "5000"
    case "h0": "1e-05"
    case "hmax": "0.01"
    default: "1e-10"
    }
  }

  @Test(
    "every row is an option of sample with its help; its value reaches the file header and reads back; a bad text is refused",
    arguments: SolverParameter.all.map(\.key))
  func row(_ key: String) throws {
    let p = try #require(SolverParameter.all.first { $0.key == key })
    let flat = springtool(["sample", "--help"]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains("--\(key) <\(p.placeholder ?? "")> \(p.help)"))
    var arguments = ["sample", "--duration", "0.05", "--\(key)", Self.value(p)]
    if key != "backend" { arguments += ["--backend", "swift"] }
    let run = springtool(arguments)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.split(separator: "\n").contains("# \(key): \(Self.value(p))"))
    let recipe = try CurveRecipe(keyValues: [("backend", "swift"), (key, Self.value(p))])
    #expect(try CurveRecipe(keyValues: recipe.keyValues) == recipe)
    let refused = springtool(["sample", "--\(key)", "x"])
    #expect(refused.status == 64 && refused.error.hasPrefix("Error: invalid value 'x' for '--\(key)'"), "\(refused.error)")
    #expect(throws: CurveRecipe.Problem.self) { try CurveRecipe(keyValues: [(key, "x")]) }
  }
}

/// The recipe parameters table (the motion, easing, retargets, engine and frame rate): each row
/// is the option, the file and spec key, the reader, the check and the help with its default.
@Suite("Recipe parameters table")
struct RecipeParameterTableTests {
  /// A value other than the default for each row, the file text it is written as, and the other
  /// options it needs (`easing-duration` is `--duration` with `--easing` on the command line).
  static func value(_ p: RecipeParameter) -> (option: String, text: String, file: String, with: [String]) {
    switch p.key {
    case "from": ("from", "-2.5", "-2.5", [])
    case "to": ("to", "40", "40", [])
    case "velocity": ("velocity", "3", "3", [])
    case "easing": ("easing", "ease-in-out", "ease-in-out", [])
    case "easing-duration": ("duration", "0.5", "0.5", ["--easing", "ease-in"])
    case "retarget": ("retarget", "0.1:2", "0.1:2", [])
    case "retarget-mode": ("retarget-mode", "additive", "additive", ["--retarget", "0.1:2"])
    case "engine": ("engine", "android", "android", [])
    case "decay-model": ("decay-model", "fling", "fling", ["--engine", "android", "--velocity", "100"])
    case "property": ("property", "alpha", "alpha", ["--engine", "android"])
    default: ("fps", "120", "120", ["--engine", "compose"])
    }
  }

  /// The defaults, from their sources: a motion runs from 0 to 1 at rest unless told (the CLI
  /// contract in DESIGN.md), an easing lasts 0.35 s (SwiftUI's default animation, measured as
  /// easeInOut over 0.35 s: objc.io, 2019-09-26, cited in reference/peers.md), merge is SwiftUI's
  /// retarget, exact is the ground truth, and displays refresh at 60 Hz.
  static let defaults: [String: String] = [
    "from": "0", "to": "1", "velocity": "0", "easing-duration": "0.35", "retarget-mode": "merge", "engine": "exact", "fps": "60",
  ]

  @Test(
    "every row is an option of sample (easing-duration as --duration) with its help, naming the default it has",
    arguments: RecipeParameter.all.map(\.key))
  func option(_ key: String) throws {
    let p = try #require(RecipeParameter.named(key))
    let flat = springtool(["sample", "--help"]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let option = Self.value(p).option
    #expect(flat.contains("--\(option) <\(p.placeholder ?? "")>"))
    if key != "engine" && key != "easing-duration" { #expect(flat.contains(p.help), "help for --\(option) is the row's: \(p.help)") }
    #expect(p.defaultText == Self.defaults[key], "the default of \(key)")
    if let d = Self.defaults[key], key != "engine" { #expect(p.help.contains("default: \(d)") || p.help.contains("\(d) (default")) }
  }

  @Test(
    "a row's value reaches the curve file's header and reads back from it (the key from a spec too)",
    arguments: RecipeParameter.all.map(\.key))
  func fileRoundTrip(_ key: String) throws {
    let p = try #require(RecipeParameter.named(key))
    let v = Self.value(p)
    let run = springtool(["sample", "--duration", "0.3", "--\(v.option)", v.text] + v.with)
    #expect(run.status == 0, "\(run.error)")
    let header = run.output.split(separator: "\n").filter { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
    #expect(header.contains("\(key): \(v.file)"), "the header records \(key): \(v.file): \(header)")
    let pairs = header.compactMap { line -> (key: String, value: String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " }))
    }
    let recipe = try CurveRecipe(keyValues: pairs)
    #expect(p.texts(recipe) == [v.file])
    #expect(try CurveRecipe(keyValues: recipe.keyValues) == recipe)
    // A spec takes the same keys (the frame rate is the command's, not the spec's).
    let spec = recipe.keyValues.filter { $0.key != "fps" }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    if key != "fps" { #expect(p.texts(try CurveRecipe(spec: spec)) == [v.file], "spec \(spec)") }
  }

  @Test(
    "a number or a choice row refuses a bad text on the command line and in a file, naming its key",
    arguments: RecipeParameter.all.filter { $0.kind != .text && $0.kind != .repeatedText }.map(\.key))
  func refusal(_ key: String) throws {
    let p = try #require(RecipeParameter.named(key))
    let option = Self.value(p).option
    let refused = springtool(["sample", "--\(option)", "bogus"])
    #expect(refused.status == 64 && refused.error.hasPrefix("Error: invalid value 'bogus' for '--\(option)'"), "\(refused.error)")
    #expect(throws: CurveRecipe.Problem.self) { try CurveRecipe(keyValues: [("easing", "linear"), (key, "bogus")]) }
  }
}

/// The validate phase: every option's check runs while the arguments are parsed, so a bad value
/// is refused before the command does any work (the run is never reached).
@Suite("Validate before work")
struct ValidatePhaseTests {
  /// Every (command, option) whose option has a check, over every command.
  static let checked: [(String, String)] = SpringTool.program.commands.flatMap { command in
    command.options.filter { $0.check != nil }.map { (command.name, $0.name) }
  }

  @Test("a checked option's bad value is refused by the parser, naming the option", arguments: checked)
  func parserRefuses(_ command: String, _ option: String) throws {
    let c = try #require(SpringTool.program.commands.first { $0.name == command })
    // '@' begins no number, name, choice, CSS identifier or template.
    #expect {
      _ = try Arguments.parse(["--\(option)", "@bad"], command: c)
    } throws: { error in
      guard case CLIError.usage(let message) = error else { return false }
      return message.contains("'--\(option)'")
    }
  }

  @Test(
    "readers and checks agree: what the parser lets through reads without error",
    arguments: [
      ("sample", ["--fps", " 120 "]), ("sample", ["--damping", "LOW-BOUNCY", "--stiffness", "300"]),
      ("sample", ["--format", "JSON"]), ("sample", ["--method", "RK4", "--backend", "swift"]),
      ("sample", ["--engine", "Android"]), ("sample", ["--samples", " 5 "]),
    ])
  func agree(_ command: String, _ arguments: [String]) throws {
    let run = springtool([command] + arguments)
    #expect(run.status == 0, "\(arguments): \(run.error)")
  }

  @Test("export refuses a bad --name before computing and checking its 40 001-point linear()")
  func exportNameFirst() throws {
    let export = try #require(SpringTool.program.commands.first { $0.name == "export" })
    let arguments = ["--as", "css-keyframes", "--max-error", "1e-7", "--name", "-1abc"]
    #expect(throws: CLIError.self) { _ = try Arguments.parse(arguments, command: export) }
    let run = springtool(["export"] + arguments)
    #expect(run.status == 64 && run.error.contains("for '--name'"), "\(run.error)")
  }
}
