import Foundation
import TestSupport
import Testing

/// The built `springtool` binary: what only a real process shows (exit status, streams, pipes
/// between two processes). Everything else is tested in process (SpringToolCLITests).
@Suite("End to end: the binary")
struct BinaryTests {
  @Test("the README's main command: the recipe as metadata, the header, rows from t = 0 to the rounded settle time")
  func readmeCommand() throws {
    let result = try runSpringtool(["sample", "--response", "0.4", "--damping", "0.8"])
    #expect(result.status == 0 && result.standardError.isEmpty)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.first?.hasPrefix("# generator: springtool ") == true)
    let rows = csvNumbers(lines.filter { !$0.hasPrefix("#") }.joined(separator: "\n"))
    #expect(rows.first == [0, 0, 0])
    // Exact settle time into ±0.1 % is 0.53944… s (tools/ reference: 0.5394419339670…); 60 fps → 33 frames.
    #expect(rows.last?[0] == 33.0 / 60 && rows.count == 34)
  }

  /// The C and C++ references the benchmarks measure against (their functions are `springtool_reference_*`).
  static func referenceSymbols(_ binary: URL) throws -> Int {
    let symbols = try runProgram("/usr/bin/env", ["nm", binary.path])
    #expect(symbols.status == 0, "\(symbols.standardError)")
    return symbols.standardOutput.split(separator: "\n").filter { $0.contains("springtool_reference_") }.count
  }

  @Test("springtool links none of the benchmarks' C and C++ references; springtool-bench does, and 'springtool bench' runs it")
  func benchmarksApart() throws {
    let bench = springtoolExecutable.deletingLastPathComponent().appendingPathComponent("springtool-bench")
    #expect(try Self.referenceSymbols(springtoolExecutable) == 0)
    #expect(try Self.referenceSymbols(bench) >= 3, "the check would find them: springtool-bench has the CSV and JSON references")
    let forwarded = try runSpringtool(["bench", "--suite", "nope"])
    #expect(forwarded.status == 64 && forwarded.standardError.hasPrefix("Error: invalid value 'nope' for '--suite'"))
    #expect(forwarded.standardError.split(separator: "\n").count == 2, "one error line and one usage line, not two of each")
    let help = try runSpringtool(["bench", "--help"]), direct = try runProgram(bench.path, ["--help"])
    #expect(help.status == 0 && help.standardOutput == direct.standardOutput)
  }

  /// Foundation proper (not FoundationEssentials): one call into it links CoreFoundation and ICU
  /// into the static binary (33 → 81 MB) and slows every start by half a millisecond.
  @Test("springtool calls nothing of Foundation proper, CoreFoundation or ICU (only FoundationEssentials)")
  func noFoundationProper() throws {
    let symbols = try runProgram("/usr/bin/env", ["nm", "--undefined-only", springtoolExecutable.path])
    #expect(symbols.status == 0, "\(symbols.standardError)")
    let lines = symbols.standardOutput.split(separator: "\n")
    #expect(lines.count > 100, "nm lists the binary's undefined symbols (the runtime's at least)")
    // Swift mangles Foundation proper as `10Foundation` (FoundationEssentials is `20FoundationEssentials`).
    let proper = lines.filter { $0.contains("10Foundation") || $0.contains(" U CF") || $0.contains(" U u_") || $0.contains(" U ucol_") }
    #expect(proper.isEmpty, "uses of Foundation proper: \(proper.prefix(5).joined(separator: "; "))")
  }

  @Test("bad input: one line on standard error, exit 64, nothing on standard output")
  func badInput() throws {
    let result = try runSpringtool(["sample", "--respons", "0.4"])
    #expect(result.status == 64 && result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("Error: unknown option '--respons' (did you mean '--response'?)\n"))
  }

  @Test("a failure exits 1 with GSL's message")
  func failure() throws {
    let result = try runSpringtool(["sample", "--nmax", "2", "--duration", "0.1", "--backend", "swift"])
    #expect(result.status == 1 && result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "Error: integration failed (swift, rk8pd): exceeded max number of iterations (status 11): more steps between two samples than allowed; sample more often or raise the step limit (--nmax)\n"
    )
  }

  @Test("standard input: sample | compare - spec")
  func pipe() throws {
    let sampled = try runSpringtool(["sample", "--preset", "snappy", "--backend", "analytic"])
    let compared = try runSpringtool(["compare", "-", "preset=snappy,backend=analytic", "--format", "json"], input: sampled.standardOutput)
    #expect(compared.status == 0, "\(compared.standardError)")
    #expect(jsonNumber(compared.standardOutput, "maxValueDifference") == 0)
  }
}
