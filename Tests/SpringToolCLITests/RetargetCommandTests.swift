import Foundation
import SpringToolCLI
import SpringToolKit
import TestSupport
import Testing

/// A second tap mid-flight through the commands, on every engine: the interface users call, and
/// what each command adds (analyze's legs and end, compare's two engines, export's code).
@Suite("Commands: retargets on every engine")
struct RetargetCommandTests {
  static let engines = Engines.ids

  /// The interface: `sample --engine E <spring> --from --to --retarget T:X --fps F --duration D --format json`.
  static func sample(_ engine: String, _ extra: [String] = []) -> (status: Int32, output: String, error: String) {
    let r = springtool(
      ["sample", "--engine", engine, "--response", "0.3", "--damping", "0.8", "--from", "0", "--to", "100"] + extra
        + ["--fps", "60", "--duration", "1", "--format", "json"])
    return (r.status, r.output, r.error)
  }

  static func values(_ json: String) -> [Double] {
    guard let data = json.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let samples = object["samples"] as? [[String: Any]]
    else { return [] }
    return samples.compactMap { $0["value"] as? Double }
  }

  @Test("sample --retarget T:X works on every engine: the same frames before the tap, toward X after it", arguments: engines)
  func sampleEveryEngine(_ engine: String) throws {
    let plain = Self.sample(engine), tapped = Self.sample(engine, ["--retarget", "0.15:50"])
    #expect(tapped.status == 0, "\(tapped.error)")
    let a = Self.values(plain.output), b = Self.values(tapped.output)
    try #require(a.count == 61 && b.count == 61, "\(a.count), \(b.count)")
    // Frames before the tap's frame (9 = 0.15 s) are the untapped motion's (to 1e-12 of the travel: the exact engine's
    // piecewise closed form rounds differently from the single one); the end is the new target's.
    #expect(zip(a[0...8], b[0...8]).allSatisfy { abs($0 - $1) <= 1e-10 }, "\(engine): the tap changed frames before it")
    #expect(abs(b[60] - 50) < 1, "\(engine) ends at \(b[60])")
    #expect(b[20] < a[20] - 5, "\(engine) did not turn toward 50: \(b[20]) vs \(a[20])")
  }

  @Test("analyze --retarget gives the engine's own end and each leg's end and overshoot", arguments: engines)
  func analyzeEveryEngine(_ engine: String) throws {
    let r = springtool([
      "analyze", "--engine", engine, "--response", "0.3", "--damping", "0.8", "--to", "100", "--retarget", "0.15:50",
      "--format", "json",
    ])
    #expect(r.status == 0, "\(r.error)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any])
    let summary = try #require(object["engine"] as? [String: Any])
    let end = try #require(summary["end"] as? Double)
    let legs = try #require(summary["legs"] as? [[String: Any]])
    #expect(legs.count == 2 && end > 0.15 && end < 3, "\(engine): end \(end)")
    // The first leg was interrupted; the second ends at the motion's end.
    #expect(legs[0]["end"] is NSNull && (legs[1]["end"] as? Double) == end, "\(legs)")
  }

  @Test("compare --engine A --engine B --retarget taps both alike")
  func compareTwoEngines() throws {
    let r = springtool([
      "compare", "--engine", "android", "--engine", "compose", "--response", "0.3", "--damping", "0.8", "--to", "100",
      "--retarget", "0.15:50", "--format", "json",
    ])
    #expect(r.status == 0, "\(r.error)")
    // Compose holds the frame after the tap (play time 0) where Android moves on: they part there.
    #expect(jsonNumber(r.output, "maxValueDifferenceTime") == 0.15, "\(r.output)")
    let refused = springtool(["compare", "--retarget", "0.1:5", "a=1", "b=2"])
    #expect(refused.status == 64 && refused.error.contains("goes with '--engine A --engine B'"), "\(refused.error)")
  }

  @Test(
    "export --retarget writes the second call of each platform",
    arguments: [
      ("android", "animateToFinalPosition(50f)"), ("compose", "value.animateTo(50f"), ("flutter", "controller.value, 50, controller.velocity"),
      ("react-native", "Animated.spring(value, { toValue: 50"), ("reanimated", "withSpring(50,"), ("motion", "animate(y, 50,"),
      ("react-spring", "api.start({ y: 50 })"), ("rebound", "setEndValue(50)"), ("swiftui", "{ value = 50 }"),
      ("core-animation", "second.isAdditive = true"), ("uikit", "view.center.y = 50"),
    ])
  func exportSecondTap(_ platform: String, _ fragment: String) throws {
    let r = springtool(["export", "--as", platform, "--response", "0.3", "--damping", "0.8", "--to", "100", "--retarget", "0.15:50"])
    #expect(r.status == 0, "\(r.error)")
    #expect(r.output.contains("// second tap at 0.15 s (target 50):") && r.output.contains(fragment), "\(r.output)")
    let tap = r.output.components(separatedBy: "// second tap")[1]
    #expect(tap.split(separator: "\n").allSatisfy { $0.count <= 80 || !$0.hasPrefix("//") }, "a comment wider than 80 columns")
    let web = springtool(["export", "--as", "css-linear", "--response", "0.3", "--damping", "0.8", "--retarget", "0.15:50"])
    #expect(web.status == 64 && web.error.contains("applies to a spring's platform code"))
  }

  @Test("a scene's --retarget T is a second tap: the component turns back, on any engine", arguments: ["android", "reanimated", "flutter"])
  func sceneTap(_ engine: String) throws {
    let r = springtool(["sample", "--scene", "custom-switch", "--engine", engine, "--retarget", "0.2", "--duration", "2", "--format", "json"])
    #expect(r.status == 0, "\(r.error)")
    let values = Self.values(r.output)
    // The release after a 20-pt drag leaves from 20 (the centre) for 40; the second tap sends it back to 20.
    #expect((values.max() ?? 0) > 30 && abs((values.last ?? 99) - 20) < 0.5, "\(engine): back to the start, \(values.last ?? .nan)")
  }
}
