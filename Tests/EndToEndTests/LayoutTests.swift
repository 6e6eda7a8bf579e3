import Foundation
import TestSupport
import Testing

/// The layout rules a newcomer relies on (DocC "Architecture"): no source file over 400 lines
/// and no function over 80 (tables of data aside), the command line's module at most 2,000
/// lines, pages' HTML, CSS and JavaScript in their own files, and the studio and the command line
/// as clients of the same requests (neither runs the other nor reads error text back).
@Suite("Layout of the sources")
struct LayoutTests {
  /// Files that are tables of data (each row a fact with its source), allowed past 400 lines.
  static let dataTables: Set<String> = []

  /// Every Swift source file under Sources/, relative to the package, with its lines.
  static func sources() throws -> [(path: String, lines: [Substring])] {
    let root = packageRoot.appendingPathComponent("Sources")
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var out: [(String, [Substring])] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      if lines.last?.isEmpty == true { lines.removeLast() }  // the newline that ends the last line
      out.append((String(url.path.dropFirst(packageRoot.path.count + 1)), lines))
    }
    return out.sorted { $0.0 < $1.0 }
  }

  /// The README is the front page (the two commands, three examples, the index); detail lives in DocC.
  @Test("README.md is at most 250 lines")
  func readmeLength() throws {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
    #expect(lines <= 250, "README.md has \(lines) lines")
  }

  /// The README's install build links a static Swift runtime, which ships neither XCTest nor Swift
  /// Testing: a library module that imports them must do so only where they exist.
  @Test("no library source imports XCTest or Testing outside #if canImport")
  func testFrameworksAreOptional() throws {
    for (path, lines) in try Self.sources() {
      for module in ["XCTest", "Testing"] where lines.contains(where: { $0 == "import \(module)" }) {
        #expect(lines.prefix(4).contains { $0 == "#if canImport(\(module))" }, "\(path) imports \(module) without #if canImport(\(module))")
      }
    }
  }

  @Test("no source file is over 400 lines, except tables of data")
  func fileLength() throws {
    for (path, lines) in try Self.sources() where !Self.dataTables.contains(path) {
      #expect(lines.count <= 400, "\(path) has \(lines.count) lines")
    }
  }

  /// The functions of `lines` longer than `limit` lines, from the line that declares one to its closing brace
  /// (braces in string literals and comments are not counted).
  static func longFunctions(_ lines: [Substring], limit: Int) -> [(line: Int, count: Int)] {
    let declaration =
      /^\s*(@\w+(\([^)]*\))?\s+)*((public|package|private|fileprivate|internal|static|class|mutating|nonisolated|override|final)\s+)*(func\s|init[?!]?\s*[(<]|subscript\s*[(<])/
    var out: [(Int, Int)] = []
    for (i, line) in lines.enumerated() where line.firstMatch(of: declaration) != nil {
      var depth = 0, started = false, j = i, inMultiline = false
      scan: while j < lines.count {
        if lines[j].ranges(of: "\"\"\"").count % 2 == 1 { inMultiline.toggle() }
        if !inMultiline {
          let code = lines[j].replacing(/"(\\.|[^"\\])*"/, with: "\"\"").replacing(/\/\/.*/, with: "")
          for c in code {
            if c == "{" { depth += 1; started = true } else if c == "}" { depth -= 1 }
            if started && depth <= 0 { break scan }
          }
        }
        j += 1
      }
      if j - i + 1 > limit { out.append((i + 1, j - i + 1)) }
    }
    return out
  }

  @Test("no function is over 80 lines")
  func functionLength() throws {
    for (path, lines) in try Self.sources() where !Self.dataTables.contains(path) {
      for long in Self.longFunctions(lines, limit: 80) { Issue.record("\(path):\(long.line): a function of \(long.count) lines") }
    }
  }

  @Test("the function-length check finds a long function and passes a short one")
  func functionLengthCheckWorks() {
    let long = ["func f() {"] + Array(repeating: "  x += 1 // }", count: 90) + ["}"]
    let short = ["func g() {", "  let s = \"{{{\"", "}"]
    #expect(Self.longFunctions(long.map { Substring($0) }, limit: 80).map(\.count) == [92])
    #expect(Self.longFunctions(short.map { Substring($0) }, limit: 80).isEmpty)
  }

  @Test(
    "the command line's module is at most 2,000 lines (and 40 for each command past the 20 it had); the studio and the command line share requests, not text")
  func clients() throws {
    let sources = try Self.sources()
    let cli = sources.filter { $0.path.hasPrefix("Sources/SpringToolCLI/") }.map(\.lines.count).reduce(0, +)
    // A new command declares its options and help here and reads a request from the library: 40 lines.
    let commands = (sources.first { $0.path == "Sources/SpringToolCLI/SpringTool.swift" }?.lines ?? [])
      .map { $0.components(separatedBy: "Command.command").count - 1 }.reduce(0, +)
    let budget = 2_000 + 40 * max(0, commands - 20)
    #expect(cli <= budget, "Sources/SpringToolCLI has \(cli) lines for \(commands) commands (budget \(budget))")
    for (path, lines) in sources where path.hasPrefix("Sources/SpringToolStudio/") {
      let text = lines.joined(separator: "\n")
      #expect(!text.contains("SpringTool.main") && !text.contains("import SpringToolCLI"), "\(path) runs the command line")
    }
    // Pages' markup, style and script live in Templates/ folders, not in Swift strings.
    for (path, lines) in sources {
      let text = lines.joined(separator: "\n")
      #expect(!text.contains("<!DOCTYPE html>") && !text.contains("<script>\n\"use strict\""), "\(path) holds a page template")
    }
  }

  /// Modules no product exports are springtool's own: everything they declare is `package`, so
  /// nothing there can be mistaken for API (the README's stability rule).
  @Test(
    "modules no product exports declare nothing public",
    arguments: [
      "SpringToolReports", "SpringToolRequests", "SpringToolStudio", "SpringToolHTTP", "SpringToolCommandLine", "SpringToolCLI",
      "SpringToolBenchmarks", "TestSupport", "_SpringToolSupport",
    ])
  func internalModulesArePackage(_ module: String) throws {
    let files = try Self.sources().filter { $0.path.hasPrefix("Sources/\(module)/") }
    #expect(!files.isEmpty, "no sources for \(module)")
    let declaration = /^\s*(@\w+(\([^)]*\))?\s+)*(public|open)\s/
    for (path, lines) in files {
      for (i, line) in lines.enumerated() where line.contains(declaration) {
        Issue.record("\(path):\(i + 1) is public: \(line.trimmingCharacters(in: .whitespaces).prefix(80))")
      }
    }
  }
}
