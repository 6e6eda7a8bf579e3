import Foundation
import TestSupport
import Testing

/// EmbedCatalogTool, the build step that turns each platform folder's `catalog.json` into Swift
/// constants: what it writes for a record, and the one-line error (exit 1, nothing written) for a
/// catalogue it cannot use. Run on scratch catalogues, as the plugin runs it.
@Suite("The catalogue's build tool (EmbedCatalogTool)")
struct CatalogToolTests {
  /// A complete engine record; `fields` replace or (nil) remove its fields.
  static func engine(_ fields: [String: Any?] = [:]) -> [String: Any] {
    var record: [String: Any] = [
      "id": "my-engine", "api": "api", "upstream": "up", "files": ["a.java @ 1234567"], "version": "v1",
      "frameClock": "clock", "endRule": "end", "velocityUnits": "units", "settings": ["crossFade"], "retargeting": "none",
    ]
    for (key, value) in fields { record[key] = value }
    return record
  }

  /// Runs the tool on `catalogue` (JSON text) in a scratch folder; the result and what it wrote.
  static func run(_ catalogue: String) throws -> (result: ProcessResult, output: String?, path: String) {
    let tool = try #require(builtExecutable("EmbedCatalogTool-tool", "EmbedCatalogTool"), "the build writes the tool beside the tests")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)/Platforms/Mine")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
    let input = folder.appendingPathComponent("catalog.json"), output = folder.appendingPathComponent("Catalog.swift")
    try Data(catalogue.utf8).write(to: input)
    let result = try runProgram(tool.path, [output.path, input.path], timeLimit: 30)
    return (result, try? String(contentsOf: output, encoding: .utf8), input.path)
  }

  static func json(_ object: Any) throws -> String {
    String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
  }

  @Test("a record becomes a constant named from its id, each text an escaped literal, settings as members")
  func writesConstants() throws {
    let api = "say \"hi\" \\ then\na bell \u{7} and ζ·ω"
    let decay: [String: Any] = [
      "engine": "my-engine", "model": "fling", "api": "a", "upstream": "u", "files": [], "version": "v", "frameClock": "c",
      "endRule": "e", "velocityUnits": "u", "settings": [],
    ]
    let (result, output, _) = try Self.run(try Self.json(["engines": [Self.engine(["api": api])], "decays": [decay]]))
    #expect(result.status == 0, "\(result.standardError)")
    let swift = try #require(output)
    #expect(swift.contains("extension EngineInfo {\n  /// `my-engine`, from Platforms/Mine/catalog.json.\n  static let myEngine = EngineInfo(\n"))
    #expect(swift.contains(#"    api: "say \"hi\" \\ then\na bell \u{7} and ζ·ω","#))
    #expect(swift.contains("    files: [\"a.java @ 1234567\"],\n"))
    #expect(swift.contains("    settings: [.crossFade],\n"))
    #expect(swift.contains("  static let myEngineFling = DecayInfo(\n    engine: \"my-engine\",\n    model: \"fling\",\n"))
    #expect(swift.contains("    files: [],\n"))
  }

  /// Catalogues the tool refuses, and the words its error must hold.
  static let refusals: [(name: String, catalogue: @Sendable () throws -> String, says: String)] = [
    ("not JSON", { "{\"engines\": [" }, "is not a JSON object"),
    ("an unknown section", { try CatalogToolTests.json(["springs": []]) }, "unknown section 'springs' (engines, decays, snaps, rubberBands)"),
    ("a section that is not a list", { try CatalogToolTests.json(["engines": ["id": "x"]]) }, "'engines' is not a list of objects"),
    ("a missing field", { try CatalogToolTests.json(["engines": [CatalogToolTests.engine(["endRule": nil])]]) }, "engines[0]: no 'endRule'"),
    ("an unknown field", { try CatalogToolTests.json(["engines": [CatalogToolTests.engine(["colour": "red"])]]) }, "engines[0]: unknown field 'colour'"),
    ("a number for a text", { try CatalogToolTests.json(["engines": [CatalogToolTests.engine(["api": 3])]]) }, "engines[0]: 'api' is not a string"),
    (
      "a text for a list", { try CatalogToolTests.json(["engines": [CatalogToolTests.engine(["files": "a.java"])]]) },
      "engines[0]: 'files' is not a list of strings"
    ),
    (
      "a setting that is no identifier", { try CatalogToolTests.json(["engines": [CatalogToolTests.engine(["settings": ["cross-fade"]])]]) },
      "engines[0]: 'settings' names a setting 'cross-fade' that is not an identifier"
    ),
    (
      "code smuggled as a setting", { try CatalogToolTests.json(["engines": [CatalogToolTests.engine(["settings": ["a]); exit(0); let x = ["]])]]) },
      "that is not an identifier"
    ),
    ("an id that makes no name", { try CatalogToolTests.json(["engines": [CatalogToolTests.engine(["id": "--"])]]) }, "engines[0]: its id makes no Swift name"),
    (
      "two records of one name", { try CatalogToolTests.json(["engines": [CatalogToolTests.engine(["id": "my engine"]), CatalogToolTests.engine()]]) },
      "engines[1]: 'EngineInfo.myEngine' is also made by"
    ),
  ]

  @Test("a catalogue it cannot use: one error line naming the file and the record, exit 1, nothing written", arguments: refusals.indices)
  func refuses(_ index: Int) throws {
    let (name, catalogue, says) = Self.refusals[index]
    let (result, output, path) = try Self.run(try catalogue())
    #expect(result.status == 1, "\(name)")
    #expect(output == nil, "\(name): nothing written")
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(name): \(result.standardError)")
    #expect(result.standardError.hasPrefix("error: \(path): "), "\(name): \(result.standardError)")
    #expect(result.standardError.contains(says), "\(name): \(result.standardError)")
  }

  @Test("no arguments: the usage line, exit 64")
  func usage() throws {
    let tool = try #require(builtExecutable("EmbedCatalogTool-tool", "EmbedCatalogTool"))
    let result = try runProgram(tool.path, [], timeLimit: 30)
    #expect(result.status == 64)
    #expect(result.standardError == "usage: EmbedCatalogTool OUTPUT FILE…\n")
  }
}
