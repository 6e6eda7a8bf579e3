import Foundation
@testable import SpringToolCLI
import SpringToolKit
import Testing
import TestSupport
import _SpringToolSupport

/// A seeded, bounded fuzzer over the command line (every command's options with hostile values,
/// positionals, files and standard input) and the curve, gesture and JSON readers. Each input must
/// end in exit 0 with no NaN or infinity in the output, or in exit 64 or 1 with one `Error:` line
/// (and at most one usage line) and nothing on standard output, within a time limit; a trap ends
/// the test process, which fails the run.
@Suite("Fuzzing", .serialized)
struct FuzzTests {
  /// Values for any option: numbers at and past every limit, non-numbers, lists, ranges, names.
  static let values = [
    "0", "-0", "1", "-1", "0.5", "2", "3", "60", "1e-320", "5e-324", "1e-9", "1e-17", "1e16", "1e100", "1e300", "1.7976931348623157e308",
    "1e308", "-1e308", "1e999", "nan", "NaN", "inf", "-inf", "infinity", "", " ", "abc", "0x10", "+1", "1,2", "1,2,3,4,5", "0,nan",
    ",", "0:1:3", "0.1:1:5", "1:0:2", "0:1:0", "0:1:1e9", "1:nan:3", ":", "0.2:10", "0.2:10:0.3", "-", "--", "on", "off", "table",
    "csv", "json", "jsonl", "tsv", "npy", "exact", "swiftui", "rebound", "android", "compose", "wave", "motion", "bouncy", "snappy",
    "ease-in-out", "cubic-bezier(0.2,-5,0,9)", "steps(3, jump-none)", "linear(0, 5, -5, 1)", "easeInElastic", "engine:wave",
    "published", "naive", "projected", "zero", "finger", "none", "toggle", "spring", "bezier", "list", "hero-card", "5%", "120%",
    String(repeating: "9", count: 400), String(repeating: "x", count: 300), "\u{0}", "é", "1e-310", "4.9e-324",
  ]

  /// Curve files: valid ones and the shapes of broken ones.
  static let curveTexts = [
    "t,value,velocity\n0,0,0\n0.1,0.5,3\n0.2,1,0\n",
    "# from: 0\n# to: 1\nt,value\n0,0\n0.5,1\n",
    "\u{FEFF}t,value,velocity\r\n0,0,0\r\n1,1,0\r\n",
    "t\tvalue\n0\t0\n1\t1\n",
    "[{\"t\": 0, \"value\": 0}, {\"t\": 1, \"value\": 1e308}]",
    "{\"samples\": [{\"t\": 0, \"value\": 0, \"velocity\": 0}, {\"t\": 0.5, \"value\": 2, \"velocity\": 1e999}]}",
    "{\"samples\": [{\"t\": \"\\uD800\\u0000\", \"value\": 0}]}",
    "t,value\n0,1.7976931348623157e308\n1,-1.7976931348623157e308\n",
    "t,translation\n0,0\n0.05,3\n0.1,9\n0.15,20\n",
    "t,translation,translation_y\n0,0,0\n0.1,7,8\n",
  ]

  struct Case: Sendable {
    var arguments: [String]
    var input: String
  }

  /// A random command line: a command, some of its options with values from the pool, maybe
  /// positionals, files or standard input.
  static func randomCase(_ g: inout SeededGenerator, directory: URL, index: Int) -> Case {
    // bench measures, completions prints scripts, studio serves until stopped (its server has tests of its own).
    let commands = SpringTool.commands.filter { !["bench", "completions", "studio"].contains($0.name) }
    var command = commands.randomElement(using: &g)!
    // fit searches for a second or so in a debug build: draw it a quarter as often.
    if command.name == "fit" && Int.random(in: 0..<4, using: &g) > 0 { command = commands.randomElement(using: &g)! }
    var arguments = [command.name]
    var input = ""
    let options = command.options.filter { $0.option != .help }
    for _ in 0..<Int.random(in: 0...5, using: &g) {
      guard let spec = options.randomElement(using: &g) else { break }
      arguments.append("--" + spec.name)
      if spec.isFlag { continue }
      switch spec.option {
      case .output, .plot:
        let names = ["-", "out.csv", "out.json", "plot.svg", "x.png", "missing/dir/x.svg", "out.npy"]
        let name = names.randomElement(using: &g)!
        arguments.append(name == "-" ? name : directory.appendingPathComponent("\(index)-" + name).path)
      case Option("gesture"):
        // Plain writes: Foundation's atomic write syncs the file, 15 ms each (90 s of a 6,000-case run).
        let text = mutate(curveTexts.randomElement(using: &g)!, &g)
        if Bool.random(using: &g) {
          arguments.append("-")
          input = text
        } else {
          let file = directory.appendingPathComponent("\(index)-gesture" + [".csv", ".json", ".tsv"].randomElement(using: &g)!)
          try? text.write(to: file, atomically: false, encoding: .utf8)
          arguments.append(file.path)
        }
      default:
        arguments.append(values.randomElement(using: &g)!)
      }
    }
    let positionals = command.maximumPositionals > 0 ? Int.random(in: 0...command.maximumPositionals, using: &g) : 0
    for _ in 0..<positionals {
      switch Int.random(in: 0..<4, using: &g) {
      case 0:
        arguments.append(
          [
            "preset=bouncy", "response=0.3,damping=0.5", "easing=ease-in,duration=1e9", "response=nan,damping=1",
            "to=1e308,preset=smooth", "engine=rebound,stiffness=1e6,friction=1", "bash", "zsh",
          ].randomElement(using: &g)!)
      case 1:
        arguments.append("-")
        input = mutate(curveTexts.randomElement(using: &g)!, &g)
      default:
        let file = directory.appendingPathComponent("\(index)-curve" + [".csv", ".json", ".tsv"].randomElement(using: &g)!)
        try? mutate(curveTexts.randomElement(using: &g)!, &g).write(to: file, atomically: false, encoding: .utf8)
        arguments.append(file.path)
      }
    }
    // verify with no file verifies this repository's curves/ (105 curves, ~26 s in a debug build), which is
    // CI's own step, not hostile input: give it a mutated file instead.
    if command.name == "verify" && positionals == 0 {
      let file = directory.appendingPathComponent("\(index)-verify.csv")
      try? mutate(curveTexts.randomElement(using: &g)!, &g).write(to: file, atomically: false, encoding: .utf8)
      arguments.append(file.path)
    }
    return Case(arguments: arguments, input: input)
  }

  /// The text with a few random edits: bytes replaced, inserted or removed, lines duplicated or cut.
  static func mutate(_ text: String, _ g: inout SeededGenerator) -> String {
    var bytes = Array(text.utf8)
    let junk = Array("0123456789.,-+eE\t\r\n\"{}[]:\\u# nafi".utf8)
    for _ in 0..<Int.random(in: 0...3, using: &g) where !bytes.isEmpty {
      let at = Int.random(in: 0..<bytes.count, using: &g)
      switch Int.random(in: 0..<5, using: &g) {
      case 0: bytes[at] = junk.randomElement(using: &g)!
      case 1: bytes.insert(junk.randomElement(using: &g)!, at: at)
      case 2: bytes.remove(at: at)
      case 3: bytes = Array(bytes[..<at])
      default: bytes += bytes[at...]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Runs `body` on its own thread; false when it does not finish within `seconds`.
  static func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = 16 << 20
    thread.start()
    return done.wait(timeout: .now() + seconds) == .success
  }

  /// 6,000 command lines (seeded), each within 20 s.
  @Test("command lines with hostile values: exit 0 and finite output, or one error line", arguments: [0x5EED_0001 as UInt64, 0x5EED_0002, 0x5EED_0003])
  func commandLines(seed: UInt64) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var g = SeededGenerator(seed: seed)
    for index in 0..<2000 {
      let c = Self.randomCase(&g, directory: directory, index: index)
      let box = RunBox()
      let finished = Self.finishes(within: 20) { box.run = springtool(c.arguments, input: c.input) }
      let shown = "springtool " + c.arguments.map { $0.count > 60 ? String($0.prefix(60)) + "…" : $0 }.joined(separator: " ")
      guard finished, let run = box.run else {
        Issue.record("did not finish within 20 s: \(shown)")
        return
      }
      switch run.status {
      case 0:
        // Text the user gave (a title, a name) may say "inf"; the numbers may not.
        let computed = c.arguments.reduce(run.output) { $0.replacingEvery($1, with: " ") }
        #expect(!containsNonFiniteToken(computed), "NaN or infinity in the output of \(shown)")
      case 1, 64:
        let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines.first?.hasPrefix("Error: ") == true && lines.count <= 2, "\(shown): \(run.error.prefix(300))")
        // verify and compare --tolerance print their report, then fail; nothing else prints before failing.
        let reports = ["verify", "compare"].contains(c.arguments[0])
        #expect(
          run.output.isEmpty || reports || c.arguments.contains("--output") || c.arguments.contains("--plot"),
          "\(shown) failed after printing to standard output")
      default:
        Issue.record("exit \(run.status) from \(shown)")
      }
    }
  }

  /// 20,000 mutated curve and gesture files through the readers.
  @Test("curve, gesture and JSON readers: a curve of finite, increasing samples or an error naming the file")
  func readers() {
    var g = SeededGenerator(seed: 0xF11E)
    for _ in 0..<20_000 {
      let text = Self.mutate(Self.curveTexts.randomElement(using: &g)!, &g)
      let path = ["a.csv", "a.tsv", "a.json", "-"].randomElement(using: &g)!
      let column = Bool.random(using: &g) ? "value" : "translation"
      do {
        let curve = try CurveFile.parse(Array(text.utf8), path: path, valueColumn: column)
        let numbers = curve.times + curve.values + (curve.velocities ?? [])
        let finite = numbers.allSatisfy { $0.isFinite }
        #expect(finite, "non-finite numbers read from \(text.debugDescription)")
        let increasing = zip(curve.times, curve.times.dropFirst()).allSatisfy { $0 < $1 }
        #expect(increasing, "times not increasing in \(text.debugDescription)")
      } catch {
        #expect(error.description.hasPrefix(path), "the error does not name the file: \(error)")
        #expect(error.description.count < 400, "an overlong error: \(error.description.prefix(100))…")
      }
      _ = try? JSONValue.parse(text)
    }
  }
}

/// Carries a run out of the worker thread.
final class RunBox: @unchecked Sendable {
  var run: Run?
}
