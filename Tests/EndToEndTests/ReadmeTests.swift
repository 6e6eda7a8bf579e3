import Foundation
import Testing
import TestSupport
import _SpringToolSupport

/// The examples of the README and of the umbrella's DocC articles are re-run: in ```sh blocks, every `$ springtool …` (or `$ swift run
/// springtool …`) line is run with the built binary in a scratch directory (with links to
/// curves/ and docs/), and the lines after it must be exactly what it prints (after `| head -N`
/// or `| tail -N` when the command says so). `# output varies` marks the one example whose output
/// depends on the machine (bench); it must still run. tools/readme_examples.py rewrites the
/// outputs after a deliberate change.
@Suite("README and article examples")
struct ReadmeTests {
  struct Example: Sendable, CustomTestStringConvertible {
    let file: String
    let line: Int
    let command: String
    let output: [String]
    let varies: Bool
    var testDescription: String { "\(file):\(line): \(command.prefix(90))" }
  }

  /// The examples of one ```sh block, run in order in one directory (a later one may read what
  /// an earlier one wrote).
  struct Block: Sendable, CustomTestStringConvertible {
    let examples: [Example]
    var testDescription: String { examples.map(\.testDescription).joined(separator: "; ") }
  }

  static let blocks: [Block] = {
    var blocks: [Block] = [], current: [Example] = []
    for e in examples {
      if let last = current.last, e.file != last.file || e.line != last.line + last.output.count + 1 {
        blocks.append(Block(examples: current))
        current = []
      }
      current.append(e)
    }
    if !current.isEmpty { blocks.append(Block(examples: current)) }
    return blocks
  }()

  /// The README, then the umbrella catalog's articles.
  static let files: [String] = {
    let catalog = "Sources/SpringToolKit/SpringToolKit.docc"
    let articles = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(catalog).path)) ?? []
    return ["README.md"] + articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
  }()

  static let examples: [Example] = files.flatMap(examples)

  static func examples(in file: String) -> [Example] {
    guard let text = try? fixtureText(file) else { return [] }
    let lines = text.components(separatedBy: "\n")
    var examples: [Example] = []
    var inShell = false, i = 0
    while i < lines.count {
      let line = lines[i]
      if line.hasPrefix("```") { inShell = !inShell && line.trimmed() == "```sh"; i += 1; continue }
      guard inShell, line.hasPrefix("$ ") else { i += 1; continue }
      var j = i + 1
      while j < lines.count, !lines[j].hasPrefix("$ "), !lines[j].hasPrefix("```") { j += 1 }
      examples.append(
        Example(
          file: file, line: i + 1, command: String(line.dropFirst(2)), output: Array(lines[(i + 1)..<j]),
          varies: line.contains("# output varies")))
      i = j
    }
    return examples
  }

  /// Shell words: spaces separate, single and double quotes group.
  static func words(_ text: String) -> [String] {
    var words: [String] = [], current = "", quote: Character?, started = false
    for c in text {
      if let q = quote {
        if c == q { quote = nil } else { current.append(c) }
      } else if c == "'" || c == "\"" {
        quote = c
        started = true
      } else if c == " " {
        if started || !current.isEmpty { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(c)
      }
    }
    if started || !current.isEmpty { words.append(current) }
    return words
  }

  @Test("the README and the articles have examples of every command")
  func coverage() {
    let commands = Set(
      Self.examples.compactMap {
        Self.words($0.command.replacing("swift run ", with: "").replacing("-c release ", with: "")).dropFirst().first
      })
    for name in [
      "sample", "convert", "presets", "analyze", "compare", "plot", "preview", "verify", "drag", "morph", "fit", "tune", "export",
      "sweep", "engines", "backends", "bench", "completions",
    ] {
      #expect(commands.contains(name), "no README or article example runs springtool \(name)")
    }
  }

  /// The README shows the default build, with GSL: without it (the pure-Swift CI phase) the
  /// outputs that name a backend differ, so the examples are checked only with GSL built in.
  static let gslBuilt = (try? runSpringtool(["backends", "--format", "csv"]))?.standardOutput.contains("gsl,true") ?? false

  @Test("every example prints what the README shows", .enabled(if: gslBuilt), arguments: blocks)
  func block(_ block: Block) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-readme-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["curves", "docs"] {
      try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent(name), withDestinationURL: packageRoot.appendingPathComponent(name))
    }
    for e in block.examples { try example(e, in: directory) }
  }

  func example(_ e: Example, in directory: URL) throws {
    var text = e.command.components(separatedBy: " # ")[0].trimmed()
    var pipe: (head: Bool, count: Int)?
    if let m = text.firstMatch(of: /\s*\|\s*(head|tail) -(\d+)\s*$/) {
      pipe = (m.1 == "head", Int(m.2)!)
      text = String(text[..<m.range.lowerBound])
    }
    for prefix in ["swift run ", "-c release "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
    var words = Self.words(text)
    try #require(words.first == "springtool", "not a springtool command: \(e.command)")
    words.removeFirst()
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = nil
    environment["NO_COLOR"] = nil
    let run = try runProgram(springtoolExecutable.path, words, timeLimit: 300, directory: directory, environment: environment)
    #expect(run.status == 0 || e.output.isEmpty == false && words.first == "verify", "exit \(run.status): \(run.standardError)")
    guard !e.varies else { return }
    var lines = run.standardOutput.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    if let pipe { lines = pipe.head ? Array(lines.prefix(pipe.count)) : Array(lines.suffix(pipe.count)) }
    lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    #expect(lines == e.output, "\(e.file):\(e.line) differs; run tools/readme_examples.py and review the diff")
  }
}
