import Foundation
import TestSupport
import Testing

/// The hostile-input reproducers (issue 14) through the real binary, each under a time limit: a
/// correct answer or one `Error:` line, never a hang, a trap, or NaN/infinity on standard output.
@Suite("End to end: hostile input")
struct HostileInputTests {
  static let reproducers: [[String]] = [
    // Settling time at the edges of the closed form (once unbounded loops).
    ["convert", "--response", "1", "--damping", "1e-17"], ["analyze", "--stiffness", "1e34", "--friction", "15"],
    ["analyze", "--mass", "1e100", "--stiffness", "1", "--friction", "1"],
    ["sweep", "--response", "0.1:1:3", "--damping", "0.1:1:3", "--velocity", "1e308"],
    ["sample", "--tension", "1e100", "--friction", "15"], ["sample", "--tension", "1e100", "--friction", "15", "--backend", "analytic"],
    ["analyze", "--epsilon", "1e-310"], ["analyze", "--epsilon", "5e-324", "--response", "0.5", "--damping", "0.2"],
    // fit on easings that overshoot or jump.
    ["fit", "--easing", "easeInElastic"], ["fit", "--easing", "easeInBack"], ["fit", "--easing", "step-end", "--duration", "1.53"],
    ["fit", "--easing", "linear(0, 5, -5, 1)"], ["fit", "--easing", "cubic-bezier(0.5,-0.5,0.5,1)"],
    // Allocations and conversions sized by input.
    ["analyze", "--engine", "compose", "--response", "0.5", "--damping", "1.2", "--to", "1e-8"],
    ["analyze", "--response", "1e16", "--damping", "1"], ["plot", "--to", "1e308"], ["plot", "--to", "1e300", "--from", "-1e300"],
    ["export", "--as", "frames", "--duration", "1e16"], ["export", "--as", "css-linear", "--easing", "ease", "--duration", "1e16"],
    ["drag", "--translation", "20", "--drag-duration", "1e9"],
    ["sample", "--engine", "react-spring", "--dt", "1e16", "--duration", "1e16"],
    ["sample", "--engine", "swiftui-animation", "--fps", "1e300"], ["sample", "--fps", "1e-300"],
    // Values near the largest Double, and engines on springs their fixed steps cannot follow.
    ["sample", "--to", "1e306", "--from", "1e300", "--backend", "analytic"], ["sample", "--velocity", "1e308"],
    ["analyze", "--velocity", "1e308"], ["morph", "--from", "0,0", "--to", "1e308,1"],
    ["sample", "--engine", "react-spring", "--response", "0.1", "--damping", "30"],
    ["sample", "--engine", "rebound", "--response", "0.1", "--damping", "30"],
    ["sample", "--engine", "swiftui-animation", "--response", "0.05", "--damping", "50"],
    ["sample", "--engine", "android", "--velocity", "1e100"], ["convert", "--as", "core-animation", "--to", "1e-320", "--velocity", "1"],
    ["tune", "--overshoot", "100%", "--settle", "0.5"], ["sample", "--preset", "bouncy", "--to", "1e300", "--plot", "-"],
  ]

  @Test("each reproducer answers or refuses in one line, within 20 s", arguments: reproducers)
  func reproducer(_ arguments: [String]) throws {
    let result = try runSpringtool(arguments, timeLimit: 20)
    #expect(!result.timedOut, "ran past 20 s")
    #expect([0, 1, 64].contains(result.status), "status \(result.status): \(result.standardError.prefix(300))")
    if result.status != 0 {
      let lines = result.standardError.split(separator: "\n")
      #expect(lines.first?.hasPrefix("Error: ") == true && lines.count <= 2, "\(result.standardError.prefix(300))")
      #expect(result.standardOutput.isEmpty)
    }
    for bad in ["nan", "inf", "∞", "Fatal error", "Backtrace"] {
      #expect(!result.standardOutput.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "∞" }).contains { $0 == bad.lowercased() },
              "'\(bad)' in the output")
    }
    #expect(!result.standardError.contains("Fatal error"))
  }

  @Test("curve files with a bad surrogate, 1e999 or a 200 kB cell are refused in one line quoting at most 80 characters",
        arguments: ["{\"samples\":[{\"t\":0,\"value\":0},{\"t\":0.1,\"value\":\"\\uD800\\u0000\"}]}",
                    "[{\"t\":0,\"value\":0,\"velocity\":1e999}]", "t,value\n0," + String(repeating: "9x", count: 100_000) + "\n"])
  func badFiles(_ text: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-hostile-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent(text.hasPrefix("t,") ? "c.csv" : "c.json").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    for command in [["compare", path, "preset=bouncy"], ["verify", path], ["fit", path], ["plot", path], ["drag", "--gesture", path]] {
      let result = try runSpringtool(command, timeLimit: 20)
      #expect(result.status == 1, "\(command): \(result.standardError.prefix(200))")
      #expect(result.standardError.split(separator: "\n").count == 1 && result.standardError.count < 400, "\(command)")
    }
  }
}
