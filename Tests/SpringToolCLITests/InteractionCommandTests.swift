import Foundation
import SpringToolCLI
import SpringToolKit
import TestSupport
import Testing

/// `drag`, `morph` and `sample --retarget` in process.
@Suite("Commands: drag, morph, retargets")
struct InteractionCommandTests {
  static func bool(_ json: String, _ key: String) -> Bool? {
    if json.contains("\"\(key)\": true") { return true }
    if json.contains("\"\(key)\": false") { return false }
    return nil
  }

  // MARK: - drag

  struct PolicyCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let projected: Bool, position: Bool, naive: Bool, published: Bool
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// The decisions worked by hand for the 70×36 switch (knob 30, padding 3: travel 34 pt,
  /// midpoint 17 pt; projection 0.998: v/1000·499 pt).
  static let policyCases: [PolicyCase] = [
    // On, dragged 12 pt left and held: the knob rests at 22 > 17, stays on. The naive rule
    // computes −12 + −12 = −24 ≤ 17 and turns it off: the published bug.
    PolicyCase(
      arguments: ["--start", "on", "--translation", "-12", "--velocity", "0"], projected: true, position: true, naive: false,
      published: false),  // published: −12 + −12 ≤ 10
    // Off, 10 pt right and flicked at 600 pt/s: at 10 < 17 but projected to 10 + 299.4 → 34.
    PolicyCase(
      arguments: ["--start", "off", "--translation", "10", "--velocity", "600"], projected: true, position: false, naive: true,
      published: true),  // 10 + 10 > 10
    // Off, 20 pt right but pulled back at −100 pt/s: at 20 > 17, projected to 20 − 49.9 → 0.
    PolicyCase(
      arguments: ["--start", "off", "--translation", "20", "--velocity", "-100"], projected: false, position: true, naive: true,
      published: true),  // 20 + 20 > 10
    // On, 30 pt left fast: at 4, projected 0; naive −60 ≤ 17: off everywhere.
    PolicyCase(
      arguments: ["--start", "on", "--translation", "-30", "--velocity", "-400"], projected: false, position: false, naive: false,
      published: false),  // −20 + −30 ≤ 10
    // Off, 12 pt right slowly: at 12 < 17; the naive rule doubles it to 24 > 17 and turns it on.
    PolicyCase(
      arguments: ["--start", "off", "--translation", "12", "--velocity", "0"], projected: false, position: false, naive: true,
      published: true),  // 12 + 12 > 10
  ]

  @Test("drag --compare-policies: each policy's decision, including the naive rule's bug", arguments: policyCases)
  func policies(_ c: PolicyCase) throws {
    let result = springtool(["drag"] + c.arguments + ["--compare-policies", "--format", "csv"])
    #expect(result.status == 0, "\(result.error)")
    let decisions = Dictionary(uniqueKeysWithValues: csvCells(result.output).map { ($0[0], $0[1] == "true") })
    #expect(decisions == ["projected": c.projected, "position": c.position, "naive": c.naive, "published": c.published])
    // The single-policy run agrees with its row.
    for (policy, expected) in [("projected", c.projected), ("position", c.position), ("naive", c.naive), ("published", c.published)] {
      let json = springtool(["drag"] + c.arguments + ["--policy", policy, "--format", "json"]).output
      #expect(Self.bool(json, "isOn") == expected, "\(policy)")
    }
  }

  /// settleTime against tools/closed_form_reference.py's mpmath settle finder (60 digits):
  /// `settle_time(1, (2π/0.25)², 1.4·(2π/0.25), u0, v0, 0.034/|u0|)` after the release at 0.2 s
  /// (the summarised drag lasts 0.2 s). Tolerance 1e-12 s.
  @Test(
    "drag --format json: isOn and settlingTime, against the mpmath settle time",
    arguments: [
      (["--start", "on", "--translation", "-12", "--velocity", "0"], true, 0.2876583482220869),
      (["--start", "off", "--translation", "10", "--velocity", "600"], true, 0.36440765308871287),
    ])
  func settleTime(_ arguments: [String], _ isOn: Bool, _ afterRelease: Double) throws {
    let result = springtool(["drag"] + arguments + ["--format", "json"])
    #expect(result.status == 0, "\(result.error)")
    #expect(Self.bool(result.output, "isOn") == isOn)
    let settle = try #require(jsonNumber(result.output, "settlingTime"))
    #expect(abs(settle - (0.2 + afterRelease)) <= 1e-12, "settlingTime \(settle)")
    #expect(jsonNumber(result.output, "releaseTime") == 0.2)
  }

  @Test("drag trajectory: starts at the start, follows the finger, is continuous at release and ends in the band")
  func trajectory() throws {
    let result = springtool([
      "drag", "--start", "off", "--translation", "30", "--velocity", "600", "--fps", "1000",
      "--format", "csv",
    ])
    #expect(result.status == 0, "\(result.error)")
    let rows = csvCells(result.output)
    try #require(rows.count > 100 && rows.allSatisfy { $0.count == 4 })
    let t = rows.map { Double($0[0]) ?? .nan }, x = rows.map { Double($0[1]) ?? .nan }, v = rows.map { Double($0[2]) ?? .nan }
    #expect(x.first == 0 && rows.first?[3] == "drag")
    // The finger moves 30 pt in 0.2 s (150 pt/s). The knob waits for minimumDistance (10 pt, at
    // 1/15 s), then jumps to the finger, as SwiftUI's translation includes the minimum distance;
    // otherwise it moves no more than max(150, |v|max)·1 ms per millisecond frame.
    let vmax = v.map(abs).max() ?? 0
    let jumps = (1..<rows.count).filter { abs(x[$0] - x[$0 - 1]) > max(vmax, 150) * 1e-3 * 1.01 }
    #expect(jumps.count == 1)
    if let jump = jumps.first {
      #expect(abs(t[jump] - 0.067) < 1e-9 && x[jump - 1] == 0 && x[jump] >= 10 && x[jump] <= 10.2, "at \(t[jump]): \(x[jump])")
    }
    let released = try #require(rows.firstIndex { $0[3] == "release" })
    #expect(abs(t[released] - 0.2) < 1e-12 && abs(x[released] - 30) < 1e-12 && abs(v[released] - 600) < 1e-9)
    #expect(abs(x.last! - 34) <= 0.034)
  }

  @Test("a touch shorter than minimumDistance is a tap and toggles; a vertical move in a scroll view is the scroll view's")
  func tapAndScroll() throws {
    let tap = springtool(["drag", "--start", "off", "--translation", "4", "--format", "json"]).output
    #expect(Self.bool(tap, "isOn") == true && tap.contains("\"recognition\": \"tap\""))
    let scroll = springtool([
      "drag", "--start", "off", "--translation", "8", "--translation-y", "30",
      "--in-scroll-view", "--format", "json",
    ]).output
    #expect(Self.bool(scroll, "isOn") == false && scroll.contains("\"recognition\": \"scroll\""))
    let larger = springtool([
      "drag", "--start", "off", "--translation", "4", "--minimum-distance", "3",
      "--format", "json",
    ]).output
    #expect(larger.contains("\"recognition\": \"drag\"") && Self.bool(larger, "isOn") == false)
  }

  /// Samples (0, 0) (0.1, 10) (0.15, 20) (0.2, 26): SwiftUI's sampler keeps the last three, so the
  /// release velocity is 0.25·(6/0.05) + 0.75·(10/0.05) = 180 pt/s. From off the knob is at 26 > 17.
  @Test("drag --gesture FILE: timed samples in CSV and JSON give SwiftUI's release velocity", arguments: ["csv", "json"])
  func gestureFile(_ format: String) throws {
    let samples = [(0.0, 0.0), (0.1, 10.0), (0.15, 20.0), (0.2, 26.0)]
    let text =
      format == "csv"
      ? "t,translation\n" + samples.map { "\($0.0),\($0.1)\n" }.joined()
      : "[" + samples.map { "{\"t\": \($0.0), \"translation\": \($0.1)}" }.joined(separator: ", ") + "]"
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-\(UUID()).\(format)").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = springtool(["drag", "--start", "off", "--gesture", path, "--format", "json"])
    #expect(result.status == 0, "\(result.error)")
    let velocity = try #require(jsonNumber(result.output, "fingerVelocity"))
    #expect(abs(velocity - 180) <= 1e-9, "velocity \(velocity)")
    #expect(jsonNumber(result.output, "releaseOffset") == 26)
    #expect(Self.bool(result.output, "isOn") == true)
  }

  @Test("drag --follow interactive: the knob lags the finger through interactiveSpring and still settles on its end")
  func followInteractive() throws {
    let result = springtool([
      "drag", "--start", "off", "--translation", "30", "--velocity", "0", "--follow", "interactive",
      "--format", "json",
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(Self.bool(result.output, "isOn") == true)
    let direct = springtool([
      "drag", "--start", "off", "--translation", "30", "--velocity", "0", "--format", "csv",
      "--fps", "100",
    ]).output
    let lagged = springtool([
      "drag", "--start", "off", "--translation", "30", "--velocity", "0", "--format", "csv",
      "--fps", "100", "--follow", "interactive",
    ]).output
    // At 0.1 s the finger is at 15 pt; the following knob is behind it.
    let atDirect = csvNumbers(direct).first { abs($0[0] - 0.1) < 1e-9 }?[1] ?? 0
    let atLagged = csvNumbers(lagged).first { abs($0[0] - 0.1) < 1e-9 }?[1] ?? 0
    #expect(atLagged < atDirect && atLagged > 0, "direct \(atDirect), lagged \(atLagged)")
    #expect(abs((csvNumbers(lagged).last?[1] ?? 0) - 34) <= 0.034)
  }

  @Test("drag --plot writes an SVG with the release and settle markers")
  func dragPlot() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("drag-\(UUID()).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = springtool(["drag", "--start", "on", "--translation", "-12", "--velocity", "0", "--plot", path])
    #expect(result.status == 0, "\(result.error)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("<svg") && svg.contains("release") && svg.contains("settles"))
  }

  // MARK: - morph

  @Test("morph: one row per frame, t then each component; a card 80×80 r8 grows to 300×400 r20")
  func morphCard() throws {
    let result = springtool(["morph", "--from", "0,0,80,80,8", "--to", "0,0,300,400,20", "--preset", "smooth", "--format", "csv"])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lines.first == "t,x,y,width,height,radius")
    let rows = csvNumbers(result.output)
    #expect(rows.first == [0, 0, 0, 80, 80, 8])
    let last = try #require(rows.last)
    #expect(abs(last[3] - 300) <= 0.22 && abs(last[4] - 400) <= 0.32 && abs(last[5] - 20) <= 0.012)
    // Every component runs the same normalised curve: (w − 80)/220 = (h − 80)/320 = (r − 8)/12.
    for row in rows {
      let u = (row[3] - 80) / 220
      #expect(abs((row[4] - 80) / 320 - u) <= 1e-14 && abs((row[5] - 8) / 12 - u) <= 1e-14)
    }
  }

  /// Each component of a morph is the scalar spring: `sample` with the same from, to and
  /// retargets prints the same numbers (both read the piecewise closed form, which the unit
  /// tests check against both integrators).
  @Test("morph --retarget: each component equals sample --retarget of that component")
  func morphRetarget() throws {
    let morph = springtool([
      "morph", "--from", "0,40,80,3", "--to", "120,40,96,3", "--preset", "snappy",
      "--retarget", "0.1:240,40,64,3", "--names", "x,y,width,height", "--duration", "0.6", "--format", "csv",
    ])
    #expect(morph.status == 0, "\(morph.error)")
    #expect(morph.output.contains("\nt,x,y,width,height\n"))
    let rows = csvNumbers(morph.output)
    let x = springtool([
      "sample", "--from", "0", "--to", "120", "--preset", "snappy", "--retarget", "0.1:240",
      "--backend", "analytic", "--duration", "0.6",
    ])
    let xs = csvNumbers(x.output)
    #expect(rows.count == xs.count)
    for (m, s) in zip(rows, xs) {
      #expect(m[0] == s[0] && abs(m[1] - s[1]) <= 1e-12 * 240)
      #expect(m[2] == 40 && m[4] == 3)
    }
  }

  // MARK: - sample --retarget

  /// Position and velocity are continuous at each retarget: a frame just before and one just
  /// after differ by no more than the motion can do in 1 µs (|v|·1e-6 and |a|·1e-6, with
  /// |a| ≤ k·|Δx| + c·|v| ≤ 4e4 here).
  @Test("sample --retarget: the curve is continuous through every retarget", arguments: ["analytic", "swift"])
  func retargetContinuity(_ backend: String) throws {
    let result = springtool([
      "sample", "--to", "100", "--retarget", "0.15:40", "--retarget", "0.3:200", "--response",
      "0.4", "--damping", "0.6", "--backend", backend, "--dt", "0.000001", "--duration", "0.31",
    ])
    #expect(result.status == 0, "\(result.error)")
    let rows = csvNumbers(result.output)
    for boundary in [0.15, 0.3] {
      let i = try #require(rows.firstIndex { $0[0] >= boundary - 1e-12 })
      let (a, b) = (rows[i - 1], rows[i + 1])
      #expect(abs(b[1] - a[1]) <= 2e-6 * max(abs(a[2]), abs(b[2])) + 1e-9, "position at \(boundary)")
      #expect(abs(b[2] - a[2]) <= 2e-6 * 4e4, "velocity at \(boundary)")
    }
  }

  @Test("sample --retarget: the GSL and Swift backends print the same bytes; both match the closed form to 1e-9")
  func retargetBackends() throws {
    let arguments = [
      "sample", "--to", "100", "--retarget", "0.2:50", "--retarget", "0.35:150:0.25", "--response", "0.5",
      "--damping", "0.7", "--format", "csv",
    ]
    let swift = springtool(arguments + ["--backend", "swift"])
    let exact = springtool(arguments + ["--backend", "analytic"])
    #expect(swift.status == 0 && exact.status == 0, "\(swift.error)\(exact.error)")
    if Backend.isGSLBuiltIn {
      let gsl = springtool(arguments + ["--backend", "gsl"])
      #expect(csvNumbers(gsl.output) == csvNumbers(swift.output))
    }
    for (s, e) in zip(csvNumbers(swift.output), csvNumbers(exact.output)) {
      #expect(s[0] == e[0] && abs(s[1] - e[1]) <= 1e-9 * 150, "t \(s[0])")
    }
  }

  @Test("sample --retarget-mode additive: with one spring it equals merging (superposition)")
  func additive() throws {
    let base = ["sample", "--to", "100", "--retarget", "0.2:-50", "--preset", "bouncy", "--backend", "analytic"]
    let merged = csvNumbers(springtool(base).output)
    let added = csvNumbers(springtool(base + ["--retarget-mode", "additive"]).output)
    #expect(merged.count == added.count)
    for (m, a) in zip(merged, added) { #expect(abs(m[1] - a[1]) <= 1e-12 * 150 && abs(m[2] - a[2]) <= 1e-10 * 150) }
  }

  @Test("sample --retarget with --blend-duration: a response change blends in (integrators); the closed form says why it cannot")
  func blend() throws {
    let arguments = [
      "sample", "--to", "100", "--retarget", "0.2:150:0.2", "--response", "0.6", "--damping", "0.8",
      "--blend-duration", "0.3", "--format", "csv",
    ]
    let blended = springtool(arguments + ["--backend", "swift"])
    #expect(blended.status == 0, "\(blended.error)")
    let sudden = springtool(Array(arguments.dropLast(4)) + ["--format", "csv", "--backend", "swift"])
    // Identical before the retarget, different after it (the blend softens the stiffer spring).
    let (b, s) = (csvNumbers(blended.output), csvNumbers(sudden.output))
    #expect(zip(b, s).filter { $0.0[0] <= 0.2 }.allSatisfy { $0.0 == $0.1 })
    #expect(zip(b, s).contains { $0.0[0] > 0.25 && abs($0.0[1] - $0.1[1]) > 0.1 })
    let analytic = springtool(arguments + ["--backend", "analytic"])
    #expect(analytic.status == 64 && analytic.error.contains("no closed form"))
  }

  @Test("sample --retarget --engine swiftui-animation: Animation.spring's merge")
  func engineRetarget() throws {
    let result = springtool([
      "sample", "--to", "100", "--retarget", "0.2:0", "--engine", "swiftui-animation",
      "--response", "0.5", "--damping", "0.825",
    ])
    #expect(result.status == 0, "\(result.error)")
    let rows = csvNumbers(result.output)
    #expect(abs((rows.last?[1] ?? 1)) <= 1, "ends near the new target 0")
    let additive = springtool([
      "sample", "--to", "100", "--retarget", "0.2:0", "--engine", "swiftui-animation",
      "--retarget-mode", "additive",
    ])
    #expect(additive.status == 64)
  }
}
