import Foundation
import Testing

/// `sweep --decay`: a fling's rest, distance or end over two release parameters. Expected values
/// come from UIScrollView's documented closed form `x0 − v/(1000·ln r)` worked here, and, for a
/// platform model, from `analyze --decay` at the same release (a black box here; analyze is
/// checked frame for frame against tools/decay_reference.py), within 1e-12 relative.
@Suite("sweep --decay: a fling's figure over a grid")
struct DecaySweepTests {
  /// The rows of a CSV sweep: (x, y, figure or nil where empty).
  static func rows(_ arguments: [String]) -> (status: Int32, rows: [(Double, Double, Double?)], error: String) {
    let run = springtool(["sweep", "--decay"] + arguments)
    let rows = run.output.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
      let c = line.split(separator: ",", omittingEmptySubsequences: false)
      return (Double(c[0]) ?? .nan, Double(c[1]) ?? .nan, c.count > 2 ? Double(c[2]) : nil)
    }
    return (run.status, rows, run.error)
  }

  @Test("UIScrollView's closed form at every point: x0 − v/(1000·ln r), and the distance without x0 (1e-12 relative)")
  func closedForm() {
    let rest = Self.rows(["--velocity", "-800:2400:5", "--deceleration-rate", "0.99:0.999:4", "--from", "30"])
    #expect(rest.status == 0 && rest.rows.count == 20, "\(rest.error)")
    for (v, r, value) in rest.rows {
      let expected = 30 - v / (1000 * log(r))
      #expect(abs((value ?? .nan) - expected) <= 1e-12 * max(1, abs(expected)), "v \(v), r \(r): \(String(describing: value)) vs \(expected)")
    }
    let distance = Self.rows(["--velocity", "-800:2400:5", "--deceleration-rate", "0.99:0.999:4", "--from", "30", "--figure", "distance"])
    for (v, r, value) in distance.rows {
      #expect(abs((value ?? .nan) + v / (1000 * log(r))) <= 1e-9, "v \(v), r \(r): \(String(describing: value))")
    }
    // The closed form has no end: every row's figure is empty.
    let end = Self.rows(["--velocity", "100:200:2", "--deceleration-rate", "0.99:0.998:2", "--figure", "end"])
    #expect(end.status == 0 && end.rows.count == 4 && end.rows.allSatisfy { $0.2 == nil }, "\(end.rows)")
  }

  @Test(
    "a platform's model at each point rests and ends where analyze --decay says",
    arguments: [
      (["--engine", "android", "--velocity", "300:4000:3", "--fling-friction", "0.5:2:3"], "fling-friction"),
      (["--engine", "android", "--decay-model", "scroller", "--velocity", "300:4000:3", "--scroll-friction", "0.01:0.03:2"], "scroll-friction"),
      (["--engine", "motion", "--power", "0.4:1:2", "--time-constant", "200:400:3", "--velocity", "900"], "time-constant"),
      (["--engine", "flutter", "--velocity", "-2000:2000:3", "--scroll-friction", "0.01:0.02:2", "--fps", "120"], "scroll-friction"),
    ])
  func platform(_ arguments: [String], _ setting: String) throws {
    // The arguments are option-value pairs: the ranges are the axes, the rest is held.
    var axes: [String] = [], held: [String] = []
    for k in stride(from: 0, to: arguments.count, by: 2) {
      if arguments[k + 1].contains(":") { axes.append(String(arguments[k].dropFirst(2))) } else { held += [arguments[k], arguments[k + 1]] }
    }
    for figure in ["rest", "end"] {
      let sweep = Self.rows(arguments + ["--figure", figure])
      #expect(sweep.status == 0 && !sweep.rows.isEmpty, "\(sweep.error)")
      for (a, b, value) in sweep.rows {
        let analyze = springtool(["analyze", "--decay", "--format", "json", "--\(axes[0])", "\(a)", "--\(axes[1])", "\(b)"] + held)
        let object = try #require(analyze.object as? [String: Any])
        let expected: Double? =
          figure == "rest"
          ? (object["decay"] as? [String: Any])?["rest"] as? Double
          : (object["engine"] as? [String: Any])?["end"] as? Double
        // The same library call: equal but for Foundation's JSON reader, which can move the last digit (1e-12 relative).
        let same =
          switch (value, expected) {
          case (nil, nil): true
          case (let v?, let e?): abs(v - e) <= 1e-12 * max(1, abs(e))
          default: false
          }
        #expect(same, "\(axes) \(a), \(b): \(figure) \(String(describing: value)) vs analyze's \(String(describing: expected))")
      }
    }
    #expect(axes.contains(setting))
  }

  @Test(
    "refused in one line, naming the key",
    arguments: [
      (["--velocity", "100:200:3"], "two release parameters"),
      (["--engine", "android", "--velocity", "100:200:3", "--scroll-friction", "0.01:0.02:2"], "--scroll-friction"),
      (["--velocity", "100:200:3", "--deceleration-rate", "0.5:1.2:3"], "deceleration-rate"),
      (["--velocity", "100:200:0", "--deceleration-rate", "0.99:0.998:2"], "--velocity"),
      (["--velocity", "100:200:3", "--deceleration-rate", "0.99:0.998:2", "--figure", "settle"], "--figure"),
      (["--engine", "swiftui-spring", "--velocity", "100:200:3", "--deceleration-rate", "0.99:0.998:2"], "decay"),
      // A platform's model runs frame by frame: at most 100 000 points (the closed form takes 4 000 000).
      (["--engine", "android", "--velocity", "100:200:1000", "--fling-friction", "0.5:2:101"], "100000"),
    ])
  func refused(_ arguments: [String], _ named: String) {
    let run = springtool(["sweep", "--decay"] + arguments)
    let first = run.error.split(separator: "\n").first.map(String.init) ?? ""
    #expect(run.status == 64 && first.hasPrefix("Error: ") && first.contains(named), "\(arguments): \(run.status) \(run.error)")
  }

  /// A fling that never stops within the search (a friction near 0) costs at most 60 s of its frames per point, and its
  /// end is left empty: 2,500 such points finish in seconds, not hours.
  @Test("flings that do not stop leave their end empty, and the grid finishes")
  func unstopped() {
    let started = Date()
    let run = Self.rows(["--engine", "android", "--velocity", "1e6:1e7:50", "--fling-friction", "1e-6:1e-5:50", "--figure", "end"])
    #expect(run.status == 0 && run.rows.count == 2500 && run.rows.allSatisfy { $0.2 == nil }, "\(run.error)")
    #expect(Date().timeIntervalSince(started) < 60, "took \(Date().timeIntervalSince(started)) s")
  }

  @Test("--plot draws the fling's heatmap, its axes and figure named")
  func heatmap() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let plot = directory.appendingPathComponent("rest.svg")
    let run = springtool([
      "sweep", "--decay", "--velocity", "100:3000:12", "--deceleration-rate", "0.99:0.999:10", "--plot", plot.path,
      "--output", directory.appendingPathComponent("rest.csv").path,
    ])
    #expect(run.status == 0, "\(run.error)")
    let svg = try String(contentsOf: plot, encoding: .utf8)
    #expect(svg.contains("rest over velocity × deceleration-rate") && svg.contains("rest (value units)"))
    #expect(run.output.contains("120 points (12 × 10)") && run.output.contains("rest from"), "\(run.output)")
  }
}
