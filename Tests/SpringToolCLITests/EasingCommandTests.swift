import Foundation
import SpringToolCLI
import SpringToolKit
import TestSupport
import Testing

/// Easing, export, fit, tune and sweep in process.
@Suite("Commands: easing, export, fit, tune, sweep")
struct EasingCommandTests {
  static func string(_ json: String, _ key: String) -> String? {
    guard let range = json.range(of: "\"\(key)\": \"") else { return nil }
    return json[range.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
  }

  /// tools/easing_reference.py's 50-digit values at x = i/20, through `sample --easing`: 4e-15.
  @Test("sample --easing: a cubic Bézier's curve matches the mpmath solve", arguments: ["ease", "ease-in-out", "ease-out"])
  func sampleEasing(_ name: String) throws {
    let result = springtool(["sample", "--easing", name, "--duration", "1", "--samples", "21", "--to", "1"])
    #expect(result.status == 0, "\(result.error)")
    let rows = csvNumbers(result.output)
    #expect(rows.count == 21 && rows.first?[1] == 0 && rows.last?[1] == 1)
    for reference in EasingReferenceRow.rows("bezier", name: name) {
      guard let row = rows.first(where: { abs($0[0] - reference.x) < 1e-12 }) else { continue }
      #expect(abs(row[1] - reference.value) <= 4e-15, "at \(reference.x)")
      #expect(abs(row[2] - reference.slope) <= 1e-9 * max(1, abs(reference.slope)), "velocity at \(reference.x)")
    }
  }

  /// MotionTokens.kt (v0_103): DurationMedium2 = 300 ms, DurationExtraLong4 = 1000 ms, DurationShort1 = 50 ms.
  @Test(
    "--duration takes a Material 3 duration token by name: the easing ends at its milliseconds, exactly",
    arguments: [
      (["sample", "--easing", "m3-emphasized-decelerate", "--duration", "m3-medium2", "--to", "1"], 0.3),
      (["sample", "--easing", "ease", "--duration", "M3_EXTRA_LONG4", "--to", "1"], 1.0),
      (["sample", "--easing", "linear", "--duration", "m3-short1", "--to", "1", "--fps", "1000"], 0.05),
    ] as [([String], Double)])
  func namedDuration(_ arguments: [String], _ seconds: Double) {
    let run = springtool(arguments)
    #expect(run.status == 0, "\(run.error)")
    let last = csvNumbers(run.output).last ?? []
    #expect(last.count >= 2 && last[0] == seconds && last[1] == 1, "\(last)")
  }

  @Test("presets --durations lists the sixteen tokens with their sources; a wrong name or both lists is a usage error")
  func durationList() {
    let list = springtool(["presets", "--durations", "--format", "csv"])
    let rows = list.output.split(separator: "\n").dropFirst()
    #expect(list.status == 0 && rows.count == 16 && rows.first?.hasPrefix("m3-short1,50,0.05,") == true, "\(list.output)")
    #expect(rows.last?.hasPrefix("m3-extra-long4,1000,1,") == true)
    // fit reads its easing's --duration the same way: DurationMedium3 = 350 ms.
    let fit = springtool(["fit", "--easing", "ease-out", "--duration", "m3-medium3"])
    #expect(fit.status == 0 && fit.output.contains("ease-out over 0.35 s"), "\(fit.error)")
    for bad in [["sample", "--easing", "ease", "--duration", "m3-short5"], ["presets", "--durations", "--easings"]] {
      let run = springtool(bad)
      #expect(run.status == 64 && run.error.hasPrefix("Error: ") && run.output.isEmpty, "\(bad): \(run.error)")
    }
  }

  @Test("compare and plot take --easing, and easing specs with commas inside cubic-bezier()")
  func compareAndPlot() throws {
    let a = springtool([
      "compare", "--response", "0.3", "--damping", "1", "--easing", "ease-out", "--duration", "0.5",
      "--format", "json",
    ])
    #expect(a.status == 0, "\(a.error)")
    let b = springtool([
      "compare", "response=0.3,damping=1", "easing=cubic-bezier(0,0,0.58,1),duration=0.5", "--format",
      "json",
    ])
    #expect(b.status == 0, "\(b.error)")
    // The same two curves either way; ease-out lasts its 0.5 s exactly.
    #expect(jsonNumber(a.output, "maxValueDifference") == jsonNumber(b.output, "maxValueDifference"))
    #expect(jsonNumber(a.output, "settlingTimeB").map { $0 <= 0.5 } == true)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("easing-\(UUID()).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let plot = springtool(["plot", "--easing", "easeOutBack", "--duration", "0.4", "preset=snappy", "--plot", path])
    #expect(plot.status == 0, "\(plot.error)")
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("easeOutBack"))
  }

  /// The printed linear() re-evaluated by `sample --easing` against the exact spring on 2001
  /// points: within the stated bound (the animation ends on its target).
  @Test(
    "export --to css-linear: the printed string, evaluated again, is within --max-error",
    arguments: [
      (["--response", "0.4", "--damping", "0.8"], 1e-3), (["--preset", "bouncy", "--velocity", "2"], 1e-3),
      (["--stiffness", "300", "--friction", "10"], 1e-2),
    ])
  func exportLinear(_ spring: [String], _ bound: Double) throws {
    let export = springtool(["export", "--as", "css-linear", "--max-error", "\(bound)", "--format", "json"] + spring)
    #expect(export.status == 0, "\(export.error)")
    let easing = try #require(Self.string(export.output, "easing"))
    let duration = try #require(jsonNumber(export.output, "duration"))
    #expect((jsonNumber(export.output, "maxError") ?? 1) <= bound)
    let replay = springtool(["sample", "--easing", easing, "--duration", "\(duration)", "--samples", "2001"])
    #expect(replay.status == 0, "\(replay.error)")
    let exact = springtool(["sample", "--backend", "analytic", "--duration", "\(duration)", "--samples", "2001"] + spring)
    let (r, e) = (csvNumbers(replay.output), csvNumbers(exact.output))
    #expect(r.count == 2001 && e.count == 2001)
    let worst = zip(r, e).map { abs($0[1] - $1[1]) }.max() ?? 1
    #expect(worst <= bound, "worst \(worst)")
  }

  @Test(
    "export --to css-keyframes, json and platform code",
    arguments: [
      (
        ["--as", "css-keyframes", "--preset", "snappy", "--to", "200"],
        [
          "@keyframes spring", "0% { transform: translateX(0px); }",
          "100% { transform: translateX(200px); }",
        ]
      ),
      (["--as", "css-keyframes", "--easing", "ease", "--property", "opacity: {}", "--name", "fade"], ["@keyframes fade", "opacity: 1;"]),
      (["--as", "frames", "--easing", "linear", "--duration", "0.1", "--fps", "100"], ["\"fps\": 100", "{\"t\": 0.1, \"value\": 1,"]),
      (["--as", "swiftui", "--easing", "ease-in-out", "--duration", "0.3"], [".timingCurve(0.42, 0, 0.58, 1, duration: 0.3)"]),
      (["--as", "compose", "--easing", "fast-out-slow-in"], ["CubicBezierEasing(0.4f, 0f, 0.2f, 1f)"]),
      (["--as", "react-spring", "--easing", "easeOutBounce"], ["easings.easeOutBounce"]),
      (["--as", "android", "--easing", "easeInOutSine"], ["PathInterpolator(", "closest one is cubic-bezier("]),
      (["--as", "swiftui", "--response", "0.4", "--damping", "0.8"], [".spring(response: 0.4, dampingFraction: 0.8)"]),
      (["--as", "motion", "--preset", "bouncy"], ["type: \"spring\""]),
    ])
  func exportFormats(_ arguments: [String], _ fragments: [String]) throws {
    let result = springtool(["export"] + arguments)
    #expect(result.status == 0, "\(result.error)")
    for fragment in fragments { #expect(result.output.contains(fragment), "missing \(fragment)") }
  }

  @Test("fit: a spring from a golden curve file, a Bézier from a spring, a spring from an easing")
  func fit() throws {
    let golden = springtool([
      "fit", packageRoot.appendingPathComponent("curves/swiftui-bouncy.csv").path,
      "--format", "json",
    ])
    #expect(golden.status == 0, "\(golden.error)")
    // The file was written by mpmath for response 0.5, bounce 0.3 (ζ 0.7).
    #expect(abs((jsonNumber(golden.output, "response") ?? 0) - 0.5) <= 1e-6)
    #expect(abs((jsonNumber(golden.output, "dampingRatio") ?? 0) - 0.7) <= 1e-6)
    let bezier = springtool(["fit", "--response", "0.4", "--damping", "1", "--format", "json"])
    #expect(Self.string(bezier.output, "css")?.hasPrefix("cubic-bezier(") == true)
    #expect((jsonNumber(bezier.output, "maxError") ?? 1) < 0.05)
    let spring = springtool(["fit", "--easing", "ease-out", "--duration", "0.4", "--format", "json"])
    #expect(jsonNumber(spring.output, "dampingRatio") != nil && jsonNumber(spring.output, "rmsError") != nil)
  }

  /// The tuned spring, analysed independently by `analyze`: settles (exact, ±0.1 %) at the
  /// target to 1e-12 s and overshoots by the target to 1e-12 of the travel.
  @Test("tune --settle T --overshoot P%: analyze confirms both", arguments: [(0.5, 5.0), (0.3, 0.5), (1.2, 30.0)])
  func tune(_ settle: Double, _ overshoot: Double) throws {
    let tuned = springtool(["tune", "--settle", "\(settle)", "--overshoot", "\(overshoot)%", "--format", "json"])
    #expect(tuned.status == 0, "\(tuned.error)")
    let response = try #require(jsonNumber(tuned.output, "response"))
    let zeta = try #require(jsonNumber(tuned.output, "dampingRatio"))
    let analysis = springtool(["analyze", "--response", "\(response)", "--damping", "\(zeta)", "--format", "json"])
    #expect(analysis.status == 0, "\(analysis.error)")
    #expect(abs((jsonNumber(analysis.output, "exact") ?? 0) - settle) <= 1e-12)
    #expect(abs((jsonNumber(analysis.output, "percentOfTravel") ?? 0) - overshoot) <= 1e-10)
  }

  @Test("tune under other settling definitions and with a peak time prints wanted and achieved side by side")
  func tuneTable() throws {
    let result = springtool(["tune", "--settle", "0.5", "--bounce", "0.2", "--settle-definition", "swiftui"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("settlingTime (swiftui)") && result.output.contains("achieved"))
    let peak = springtool(["tune", "--peak-time", "0.2", "--overshoot", "10%", "--format", "json"])
    #expect(abs((jsonNumber(peak.output, "peakTime") ?? 0) - 0.2) <= 1e-12)
  }

  @Test("sweep: one row per grid point, a heatmap, and a summary when writing a file")
  func sweep() throws {
    let csv = springtool(["sweep", "--response", "0.2:1:5", "--damping", "0:1:3"])
    #expect(csv.status == 0, "\(csv.error)")
    let lines = csv.output.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("#") }
    #expect(lines.first == "response,damping,settle")
    #expect(lines.count == 1 + 15 + 1)
    #expect(lines[1] == "0.2,0,", "ζ = 0 never settles: an empty cell")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("grid.csv").path, svg = directory.appendingPathComponent("grid.svg").path
    let written = springtool([
      "sweep", "--stiffness", "50:500:40", "--damping", "0.1:1.2:30", "--figure", "overshoot",
      "--output", out, "--plot", svg, "--threads", "2",
    ])
    #expect(written.status == 0, "\(written.error)")
    #expect(written.output.contains("1200 points (40 × 30)") && written.output.contains("2 threads"))
    #expect(try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.count == 1201)
    #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("overshoot over stiffness × damping"))
  }

  /// Each family `sample` takes, spelt as its options, with one held value turned into a one-point axis pair.
  static let families: [(axes: [String], held: [String])] = [
    (["--tension", "170", "--friction", "26"], []),
    (["--origami-tension", "40", "--origami-friction", "7"], []),
    (["--visual-duration", "0.3", "--bounce", "0.25"], []),
    (["--motion-duration", "0.8", "--bounce", "0.2"], []),
    (["--stiffness", "1500", "--mass", "1"], ["--damping", "low-bouncy"]),
    (["--response", "0.4", "--mass", "2"], ["--damping", "0.8"]),
    (["--extra-bounce", "0.1", "--velocity", "2"], ["--preset", "bouncy"]),
  ]

  @Test(
    "sweep takes every family and named value sample takes, and agrees with analyze on the same spring",
    arguments: families.indices)
  func sweepFamilies(_ k: Int) {
    let (axes, held) = Self.families[k]
    // Each axis is START:END:1, a one-point axis at the value.
    var arguments = ["sweep"] + held
    for i in stride(from: 0, to: axes.count, by: 2) { arguments += [axes[i], "\(axes[i + 1]):\(axes[i + 1]):1"] }
    let swept = springtool(arguments)
    #expect(swept.status == 0, "\(swept.error)")
    let cells = swept.output.split(separator: "\n").filter { !$0.hasPrefix("#") }.last?.split(separator: ",")
    let analysis = springtool(["analyze", "--format", "json"] + held + axes)
    #expect(analysis.status == 0, "\(analysis.error)")
    // The same library call on the same spring: equal to the last bit (the analysis writes every digit in JSON).
    #expect(cells.flatMap { Double(String($0.last!)) } == jsonNumber(analysis.output, "exact"), "\(swept.output)")
  }
}
