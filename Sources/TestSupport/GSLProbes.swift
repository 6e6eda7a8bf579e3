import Foundation

/// Readers for the GSL probe outputs in `Tests/Fixtures/gsl-probes/` (copied from
/// tools/gsl-probes, our own probe programs running GSL 2.7.1 as a black box).
package enum GSLProbes {
  static let directory = "Tests/Fixtures/gsl-probes/"

  /// The reference problem: m = 1, k = (2π/0.4)², c = 4π·0.8/0.4, y(0) = (−1, 0).
  package static let mass = 1.0
  package static let stiffness = Double(bitPattern: 0x406e_d7ae_fb39_4d2b)
  package static let damping = Double(bitPattern: 0x4039_21fb_5444_2d18)

  /// `coefficients.md`: section (`rkf45`, …) → name → bit pattern.
  package static func coefficients() throws -> [String: [String: UInt64]] {
    var out: [String: [String: UInt64]] = [:]
    var section = ""
    for line in try fixtureText(directory + "coefficients.md").split(separator: "\n") {
      if line.hasPrefix("## ") { section = String(line.dropFirst(3)); continue }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, let hex = cells.last, hex.hasPrefix("0x"),
        let bits = UInt64(hex.dropFirst(2), radix: 16)
      else { continue }
      let name = cells[0].split(separator: " ").first.map(String.init) ?? cells[0]
      out[section, default: [:]][name] = bits
    }
    return out
  }

  /// One `single_step.txt` case: a single `step_apply` from (t, y) with h.
  package struct SingleStep: Sendable, CustomStringConvertible {
    package let number: Int
    package let stepper: String
    package let t: Double
    package let y: (Double, Double)
    package let h: Double
    package let yOut: (UInt64, UInt64)
    package let yerr: (UInt64, UInt64)
    package let dydtOut: (UInt64, UInt64)
    package var description: String { "case \(number) \(stepper)" }
  }

  package static func singleSteps() throws -> [SingleStep] {
    let lines = try fixtureText(directory + "single_step.txt").split(separator: "\n").map(String.init)
    var out: [SingleStep] = []
    var i = 0
    while i < lines.count {
      let line = lines[i]
      guard line.hasPrefix("case ") else { i += 1; continue }
      let words = line.split(separator: " ").map(String.init)
      func field(_ key: String) -> String {
        words.first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) } ?? ""
      }
      let yText = field("y").trimmingCharacters(in: CharacterSet(charactersIn: "()")).split(separator: ",")
      func hex(_ offset: Int) -> UInt64 {
        let l = lines[i + offset]
        let start = l.range(of: "(0x")!.upperBound
        return UInt64(l[start...].prefix { $0 != ")" }, radix: 16)!
      }
      out.append(
        SingleStep(
          number: Int(words[1])!, stepper: words[2], t: Double(field("t"))!,
          y: (Double(String(yText[0]))!, Double(String(yText[1]))!), h: Double(field("h"))!,
          yOut: (hex(1), hex(2)), yerr: (hex(3), hex(4)), dydtOut: (hex(5), hex(6))))
      i += 7
    }
    return out
  }

  /// One row of a per-step trace (`trace_*.csv`, `oneshot_trace_*.csv`).
  package struct TraceRow: Sendable {
    package let step: Int
    package let tBefore: Double
    package let hIn: Double
    package let hUsed: Double
    package let tAfter: Double
    package let hOut: Double
    package let rejections: Int
    package let y: (Double, Double)
  }

  package static func trace(_ file: String) throws -> [TraceRow] {
    try csvRecords(directory + file).map { r in
      TraceRow(
        step: Int(r["step"]!)!, tBefore: Double(r["t_before"]!)!, hIn: Double(r["h_in"]!)!,
        hUsed: Double(r["h_used"]!)!, tAfter: Double(r["t_after"]!)!, hOut: Double(r["h_out"]!)!,
        rejections: Int(r["rejections_in_this_step"]!)!, y: (Double(r["y0"]!)!, Double(r["y1"]!)!))
    }
  }

  /// One row of a frame-sampled driver run (`out_*.csv`): the state after `driver_apply` to t_i = i/100.
  package struct OutputRow: Sendable {
    package let i: Int
    package let t: Double
    package let y: (Double, Double)
    package let hAfter: Double
    package let stepsThisCall: Int
    package let count: Int
    package let failedSteps: Int
  }

  package static func outputs(_ file: String) throws -> [OutputRow] {
    try csvRecords(directory + file).map { r in
      OutputRow(
        i: Int(r["i"]!)!, t: Double(r["t"]!)!, y: (Double(r["y0"]!)!, Double(r["y1"]!)!),
        hAfter: Double(r["h_after"]!)!, stepsThisCall: Int(r["n_this_call"]!)!, count: Int(r["count"]!)!,
        failedSteps: Int(r["failed_steps"]!)!)
    }
  }

  /// One line of `edge_cases.txt` or `oneshot.txt`: `key=value` fields after a tag.
  package static func fields(in file: String, lineStartingWith prefix: String) throws -> [String: String] {
    guard let line = try fixtureText(directory + file).split(separator: "\n").first(where: { $0.hasPrefix(prefix) })
    else { return [:] }
    var out: [String: String] = [:]
    let text = String(line)
    // y=(a, b) contains a space; normalise it first.
    let normalised = text.replacingOccurrences(of: ", ", with: ",")
    for word in normalised.split(separator: " ") where word.contains("=") {
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      out[parts[0]] = parts[1]
    }
    return out
  }

  /// `(a,b)` → (a, b).
  package static func pair(_ text: String) -> (Double, Double) {
    let parts = text.trimmingCharacters(in: CharacterSet(charactersIn: "()")).split(separator: ",")
    return (Double(String(parts[0]))!, Double(String(parts[1]))!)
  }
}
