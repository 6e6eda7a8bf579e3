import Foundation

// Shared helpers for the test bundles: tolerances, fixture files, the built binary.
// (A normal target, not a product: only the tests depend on it.)

/// `|a − b|` measured against `scale`: the error unit every tolerance in the tests uses.
package func scaledError(_ a: Double, _ b: Double, scale: Double) -> Double {
  if a == b { return 0 }
  return abs(a - b) / scale
}

/// Relative error `|a − b| / max(|a|, |b|)` (0 when both are 0).
package func relativeError(_ a: Double, _ b: Double) -> Double {
  if a == b { return 0 }
  return abs(a - b) / max(abs(a), abs(b))
}

/// The package's root directory (found from this file's path).
package let packageRoot: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A file below the package root, as text.
package func fixtureText(_ relativePath: String) throws -> String {
  try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
}

/// The data rows of CSV text springtool printed (after its header, skipping `#` lines), as cells.
package func csvCells(_ csv: String) -> [[String]] {
  csv.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
    .map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
}

/// The same rows as numbers; a cell that is not one (a phase name, an empty cell) is NaN.
package func csvNumbers(_ csv: String) -> [[Double]] { csvCells(csv).map { $0.map { Double($0) ?? .nan } } }

/// Rows of a CSV fixture with `#` comment lines and a header, as dictionaries of column → text.
package func csvRecords(_ relativePath: String) throws -> [[String: String]] {
  let lines = try fixtureText(relativePath).split(separator: "\n").map(String.init)
    .filter { !$0.hasPrefix("#") && !$0.isEmpty }
  guard let header = lines.first?.split(separator: ",").map(String.init) else { return [] }
  return lines.dropFirst().map { line in
    let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    return Dictionary(uniqueKeysWithValues: zip(header, cells))
  }
}

/// Parses a decimal or C99 hexadecimal float (`0x1.8p+1`) exactly.
package func parseDouble(_ text: String) -> Double? {
  let trimmed = text.trimmingCharacters(in: .whitespaces)
  if trimmed.lowercased().contains("0x") { return strtod(trimmed, nil) }
  return Double(trimmed)
}

/// The result of running the built `springtool` binary.
package struct ProcessResult: Sendable {
  package let status: Int32
  package let standardOutput: String
  package let standardError: String
  /// Whether the process was killed for running past its time limit.
  package var timedOut = false
  /// Wall-clock seconds it ran.
  package var seconds = 0.0
}

/// Runs the built `springtool` (next to the test bundle in the build directory); a run longer
/// than `timeLimit` seconds is killed (SIGKILL) and reported as timed out.
package func runSpringtool(_ arguments: [String], input: String? = nil, timeLimit: Double = 120) throws -> ProcessResult {
  try runProgram(springtoolExecutable.path, arguments, input: input, timeLimit: timeLimit)
}

/// Runs any program the same way (for example `python3` to load what springtool wrote).
package func runProgram(
  _ path: String, _ arguments: [String], input: String? = nil, timeLimit: Double = 120,
  directory: URL? = nil, environment: [String: String]? = nil
) throws -> ProcessResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  if let directory { process.currentDirectoryURL = directory }
  if let environment { process.environment = environment }
  process.arguments = arguments
  let out = Pipe(), err = Pipe()
  process.standardOutput = out
  process.standardError = err
  if let input {
    let inputPipe = Pipe()
    process.standardInput = inputPipe
    inputPipe.fileHandleForWriting.write(Data(input.utf8))
    inputPipe.fileHandleForWriting.closeFile()
  }
  let start = Date()
  try process.run()
  let killer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
  DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: killer)
  // Read both pipes while it runs (standard error on another thread), so that neither can fill
  // up and block the program.
  let errBox = DataBox()
  let errDone = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    errBox.data = err.fileHandleForReading.readDataToEndOfFile()
    errDone.signal()
  }
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  errDone.wait()
  let errData = errBox.data
  process.waitUntilExit()
  killer.cancel()
  let seconds = Date().timeIntervalSince(start)
  return ProcessResult(
    status: process.terminationStatus,
    standardOutput: String(decoding: outData, as: UTF8.self),
    standardError: String(decoding: errData, as: UTF8.self),
    timedOut: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL,
    seconds: seconds)
}

/// Bytes carried out of a reading thread.
final class DataBox: @unchecked Sendable {
  var data = Data()
}

/// The `springtool` executable in the same build products directory as the running tests.
package var springtoolExecutable: URL {
  // Fallback: the default debug build location below the package.
  builtExecutable("springtool") ?? packageRoot.appendingPathComponent(".build/debug/springtool")
}

/// An executable the build wrote into the build products directory of the running tests (the
/// first of `names` found: a build plugin's tool is `NAME-tool` there), or nil.
package func builtExecutable(_ names: String...) -> URL? {
  var directory = Bundle.main.bundleURL
  for _ in 0..<4 {
    for name in names {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    directory = directory.deletingLastPathComponent()
  }
  return nil
}

/// The number after `"key": ` in JSON text, parsed with `Double(_:)`. (swift-corelibs-foundation's
/// JSONSerialization does not always round decimal numbers correctly, so exact checks read the text.)
package func jsonNumber(_ json: String, _ key: String) -> Double? {
  guard let range = json.range(of: "\"\(key)\": ") else { return nil }
  let rest = json[range.upperBound...]
  let literal = rest.prefix { "0123456789+-.eE".contains($0) }
  return Double(literal)
}

/// A small seeded generator (SplitMix64, Steele, Lea and Flood 2014): the same seed gives the
/// same sequence on every machine, so fuzz and property tests are repeatable.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  package init(seed: UInt64) { state = seed }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Whether `text` holds a NaN or an infinity as a printed number: `nan`, `inf`, `-inf` or
/// `infinity` standing alone (between spaces, commas, colons, quotes, brackets or line ends), the
/// way Swift, C and Python print them (prose such as `.infinity` is not a number).
package func containsNonFiniteToken(_ text: String) -> Bool {
  let separators: Set<Character> = [" ", "\t", "\n", ",", ":", "\"", "[", "]", "(", ")", "=", "-", "+", "|"]
  var token = "", before: Character = " "
  var previous: Character = " "
  for c in text.lowercased() + " " {
    if c.isLetter {
      if token.isEmpty { before = previous }
      token.append(c)
    } else {
      if ["nan", "inf", "infinity"].contains(token) && separators.contains(before) && separators.contains(c) { return true }
      token = ""
    }
    previous = c
  }
  return false
}
