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
    case .choice(let names, let d): (names[(d + 1) % names.count], nil)
    case .number(_, .positive): ("0.25", "0")
    case .number(_, .nonNegative): ("0.25", "-1")
    case .number(_, .belowOneSecond): ("0.25", "1")
    }
  }

  /// The engine a row's option needs (the first that reads it), or any platform engine for a shared row.
  static func engine(_ s: EngineSetting) -> String { s.engines.first ?? "swiftui-animation" }

  @Test("every row is an option of sample, with its help and default, under the engine that reads it",
        arguments: EngineSetting.all.map(\.key))
  func option(_ key: String) throws {
    let s = try #require(EngineSetting.named(key))
    let help = springtool(["sample", "--help"]).output
    // Help wraps: compare with single spaces.
    let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains("--\(key) <\(s.placeholder)>"))
    #expect(flat.contains(s.help), "help for --\(key) is the row's: \(s.help)")
    #expect(s.help.contains("(default: "), "a row names its default")
  }

  @Test("a row's value reaches the curve file's header and reads back from it; out of range it is refused",
        arguments: EngineSetting.all.map(\.key))
  func fileRoundTrip(_ key: String) throws {
    let s = try #require(EngineSetting.named(key))
    let (good, bad) = Self.values(s)
    let run = springtool(["sample", "--preset", "bouncy", "--engine", Self.engine(s), "--\(key)", good])
    #expect(run.status == 0, "\(run.error)")
    let header = run.output.split(separator: "\n").filter { $0.hasPrefix("# ") }.map { $0.dropFirst(2) }
    #expect(header.contains("\(key): \(good)"), "the header records --\(key) \(good)")
    let pairs = header.compactMap { line -> (key: String, value: String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " }))
    }
    let recipe = try CurveRecipe(keyValues: pairs)
    #expect(recipe.engineSettings.given(s) == (try s.value(good)))
    if let bad {
      let refused = springtool(["sample", "--preset", "bouncy", "--engine", Self.engine(s), "--\(key)", bad])
      #expect(refused.status == 64 && refused.error.contains("'--\(key)'"), "\(refused.error)")
      #expect(throws: CurveRecipe.Problem.self) { try CurveRecipe(keyValues: [("engine", Self.engine(s)), (key, bad)]) }
    }
  }

  @Test("an engine-specific row without its engine is refused: it would do nothing",
        arguments: EngineSetting.all.filter { !$0.engines.isEmpty }.map(\.key))
  func needsItsEngine(_ key: String) throws {
    let s = try #require(EngineSetting.named(key))
    let run = springtool(["sample", "--preset", "bouncy", "--\(key)", Self.values(s).good])
    #expect(run.status == 64 && run.error.contains("applies to the \(s.engines[0]) engine"), "\(run.error)")
  }
}
