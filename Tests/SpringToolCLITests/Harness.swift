import Foundation
import SpringToolCLI
import SpringToolCommandLine
import SpringToolKit

/// The outcome of one in-process `springtool` run.
struct Run: Sendable {
  let status: Int32
  let output: String
  let error: String

  /// The numeric rows of CSV output (metadata lines and the header skipped).
  var rows: [[Double]] {
    output.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
      line.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) ?? .nan }
    }
  }

  /// The number after `"key": ` in JSON output.
  func json(_ key: String) -> Double? {
    guard let range = output.range(of: "\"\(key)\": ") else { return nil }
    return Double(output[range.upperBound...].prefix { "0123456789+-.eE".contains($0) })
  }

  /// The string after `"key": "` in JSON output.
  func jsonString(_ key: String) -> String? {
    guard let range = output.range(of: "\"\(key)\": \"") else { return nil }
    return output[range.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
  }

  /// The output parsed as JSON.
  var object: Any? { try? JSONSerialization.jsonObject(with: Data(output.utf8)) }
}

/// Runs `springtool arguments` in this process with memory streams (standard input `input`).
func springtool(_ arguments: [String], input: String = "", terminal: Bool = false, environment: [String: String] = [:]) -> Run {
  let out = MemoryOutput(), err = MemoryOutput()
  var context = RunContext(
    standardOutput: out, standardError: err, outputIsTerminal: terminal, errorIsTerminal: terminal,
    environment: environment, standardInput: { _ in Array(input.utf8) })
  let status = SpringTool.main(arguments, context: &context)
  return Run(status: status, output: out.text, error: err.text)
}

/// A fresh temporary directory, removed by the caller.
func temporaryDirectory() throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-cli-\(UUID())")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}
