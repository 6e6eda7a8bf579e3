import Foundation
import SpringToolCLI
import SpringToolKit
import TestSupport
import Testing

/// Decays through the commands: the interface users call, against the fixtures tools/decay_reference.py
/// wrote from each platform's code (not from our output).
@Suite("Commands: decays")
struct DecayCommandTests {
  /// The first three cases of each model's default fixture, as the command line takes them.
  static let cases: [DecayReferenceCase] = DecayReferenceCase.load(
    [
      "uikit@scroll-view", "android@fling", "compose@spline", "compose@exponential", "react-native@decay", "flutter@clamping",
      "flutter@friction", "flutter@bouncing", "flutter@bouncing+stiffness=300+damping=0.4+mass=1", "motion@inertia", "reanimated@decay",
      "reanimated@decay+rubber-band",
    ], perFixture: 3)

  static func values(_ json: String) -> [Double] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
      let samples = object["samples"] as? [[String: Any]]
    else { return [] }
    return samples.compactMap { $0["value"] as? Double }
  }

  @Test("sample --decay --engine E --decay-model M --from --velocity --fps --duration: every frame of the platform's rule", arguments: cases)
  func sampleMatchesReference(_ c: DecayReferenceCase) throws {
    let r = springtool(["sample", "--decay"] + c.arguments + ["--duration", "\(Double(c.values.count - 1) / c.fps)", "--format", "json"])
    #expect(r.status == 0, "\(r.error)")
    let got = Self.values(r.output)
    try #require(got.count == c.values.count, "\(got.count) frames, reference \(c.values.count)")
    let scale = max(1, abs(c.values.last! - c.from))
    // 1e-9 of the distance: both sides run the platform's operations in the same order.
    #expect(zip(got, c.values).allSatisfy { abs($0 - $1) <= 1e-9 * scale }, "\(c)")
  }

  @Test("analyze --decay --engine E: engine.end and decay.rest are the platform's", arguments: cases)
  func analyzeMatchesReference(_ c: DecayReferenceCase) throws {
    let r = springtool(["analyze", "--decay"] + c.arguments + ["--format", "json"])
    #expect(r.status == 0, "\(r.error)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any])
    let engine = try #require(object["engine"] as? [String: Any]), decay = try #require(object["decay"] as? [String: Any])
    if c.end >= 0 {
      #expect(abs((engine["end"] as? Double ?? -1) - Double(c.end) / c.fps) < 1e-9, "\(engine)")
      #expect(abs((decay["rest"] as? Double ?? .nan) - c.values[c.end]) <= 1e-9 * max(1, abs(c.values[c.end])), "\(decay)")
    } else {
      #expect(engine["end"] is NSNull, "\(engine)")
    }
  }

  @Test("analyze --decay without an engine: every model side by side for the same release")
  func everyModel() throws {
    let r = springtool(["analyze", "--decay", "--velocity", "1000"])
    #expect(r.status == 0, "\(r.error)")
    for model in [
      "uikit/scroll-view", "android/fling", "compose/spline", "compose/exponential", "flutter/clamping", "react-native/decay", "flutter/friction",
      "flutter/bouncing", "motion/inertia", "reanimated/decay",
    ] {
      #expect(r.output.contains(model), "\(model) missing")
    }
    // UIScrollView's documented rest for 1000 units/s at 0.998: −1000/(1000·ln 0.998) = 499.5 (worked by hand).
    #expect(r.output.contains("499.5"), "\(r.output)")
  }

  @Test("Reanimated's withDecay from exactly 0 never starts, as valueSetter decides; the table says why")
  func reanimatedFromZero() throws {
    // valueSetter.ts: a shared value equal to the new animation's `current` (withDecay's initial 0) returns at once.
    let r = springtool(["sample", "--decay", "--engine", "reanimated", "--velocity", "1000", "--duration", "0.5", "--format", "json"])
    #expect(r.status == 0, "\(r.error)")
    #expect(Self.values(r.output).count == 31 && Self.values(r.output).allSatisfy { $0 == 0 }, "\(r.output.prefix(300))")
    let every = springtool(["analyze", "--decay", "--velocity", "1000"])
    #expect(every.output.contains("reanimated/decay does not move") || every.output.contains("why it does not move"), "\(every.output)")
    #expect(every.output.contains("#6680"), "\(every.output)")
    // From anywhere else it moves: 1000 units/s at 60 fps, the first frame steps v·exp(−0.1·0.002·16.667)·16.667 ms.
    let moved = springtool([
      "sample", "--decay", "--engine", "reanimated", "--from", "1e-9", "--velocity", "1000", "--duration", "0.02",
      "--format", "json",
    ])
    let second = Self.values(moved.output).dropFirst().first ?? 0
    #expect(abs(second - (1e-9 + 1000 * exp(-0.1 * 0.002 * 1000 / 60) * (1000.0 / 60) / 1000)) < 1e-12, "\(second)")
  }

  @Test("Reanimated's reduceMotion leaves a decay where it is, clamped into its clamp")
  func reanimatedReducedMotion() throws {
    // decorateAnimation's onStart under reduceMotion: no toValue, so withDecay's onStart clamps current, and onFrame ends at once.
    let r = springtool([
      "sample", "--decay", "--engine", "reanimated", "--from", "150", "--velocity", "1000", "--min", "0", "--max", "100",
      "--reduce-motion", "--duration", "0.1", "--format", "json",
    ])
    #expect(r.status == 0, "\(r.error)")
    #expect(Self.values(r.output) == Array(repeating: 100, count: 7), "\(r.output.prefix(300))")
  }

  @Test("compare --decay flings two platforms alike; plot --decay draws one")
  func compareAndPlot() throws {
    let r = springtool(["compare", "--decay", "--engine", "android", "--engine", "compose", "--velocity", "1000", "--format", "json"])
    #expect(r.status == 0, "\(r.error)")
    // Android's fling rests at 227.137 and Compose's spline at 194.314 for 1000 px/s at density 1 (the fixtures'
    // rules): their frames part by at least the difference of their rests.
    #expect((jsonNumber(r.output, "maxValueDifference") ?? 0) > 30, "\(r.output)")
    let plot = springtool(["plot", "--decay", "--engine", "flutter", "--velocity", "800", "--plot", "-"], environment: ["COLUMNS": "80"])
    #expect(plot.status == 0 && plot.output.contains("decay flutter/clamping"), "\(plot.error)\(plot.output.prefix(200))")
  }

  @Test(
    "a release too fast for the platform's numbers is a one-line failure naming the decay",
    arguments: [("compose", "1e30"), ("flutter", "1e300")])
  func overflow(_ engine: String, _ velocity: String) throws {
    let r = springtool(["sample", "--decay", "--engine", engine, "--velocity", velocity])
    #expect(r.status == 1 && r.error.hasPrefix("Error: the \(engine)/") && r.error.contains("give a smaller '--velocity'"), "\(r.error)")
    #expect(!r.error.contains("spring"), "\(r.error)")
  }

  @Test("a bouncing decay's own spring is in its file's header and verify recomputes it")
  func bouncingSpringFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("bouncing.csv").path
    let written = springtool([
      "sample", "--decay", "--engine", "flutter", "--decay-model", "bouncing", "--stiffness", "300", "--damping", "0.4",
      "--from", "10", "--velocity", "2000", "--max", "120", "--duration", "1.5", "--output", path,
    ])
    #expect(written.status == 0, "\(written.error)")
    let header = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      header.contains("# stiffness: 300\n") && header.contains("# damping: 0.4\n") && header.contains("# decay-model: bouncing\n"), "\(header.prefix(400))")
    let verified = springtool(["verify", path])
    #expect(verified.status == 0, "\(verified.output)\(verified.error)")
  }

  @Test(
    "a decay refuses what it cannot take, in one line",
    arguments: [
      (["--decay", "--to", "5"], "a decay has no target"), (["--decay", "--response", "0.3"], "has no spring part"),
      (["--decay", "--engine", "flutter", "--decay-model", "bouncing", "--stiffness", "-3", "--damping", "0.4"], "stiffness"),
      (["--decay", "--engine", "flutter", "--decay-model", "smooth"], "flutter has clamping, friction"),
      (["--decay", "--engine", "android", "--decay-model", "smooth"], "android has fling, scroller"),
      (["--decay", "--engine", "android", "--decay-model", "scroller", "--min", "5", "--max", "1"], "min 5"),
      (["--decay", "--engine", "android", "--decay-model", "scroller", "--max", "1e300"], "max"),
      (["--decay", "--engine", "rebound"], "has no decay"), (["--decay", "--engine", "android", "--min", "5", "--max", "1"], "min 5"),
      (["--decay", "--engine", "flutter", "--decay-model", "friction", "--from", "10", "--max", "5"], "from 10"),
      (["--decay", "--retarget", "0.1:5"], "do not go together"),
      (["--decay", "--engine", "reanimated", "--from", "5", "--rubber-band"], "a rubber band without a clamp"),
      (["--decay", "--engine", "reanimated", "--from", "5", "--velocity-factor", "0"], "velocity-factor"),
    ])
  func refusals(_ arguments: [String], _ mentions: String) throws {
    let r = springtool(["sample"] + arguments + ["--velocity", "100"])
    #expect(r.status != 0 && r.error.hasPrefix("Error: ") && r.error.contains(mentions), "\(r.error)")
  }
}

/// One release of a decay fixture (Tests/Fixtures/engines/decay), as command-line arguments.
struct DecayReferenceCase: Sendable, CustomTestStringConvertible {
  let fixture: String, id: Int, fps: Double, from: Double, velocity: Double, lower: Double?, upper: Double?
  let values: [Double]
  let end: Int
  var testDescription: String { "decay/\(fixture) case \(id)" }

  var arguments: [String] {
    let engine = String(fixture.prefix { $0 != "@" }), model = String(fixture.split(separator: "@")[1].prefix { $0 != "+" })
    // The fixture's settings (`+rubber-band`, `+key=value`) as options.
    let settings = fixture.split(separator: "+").dropFirst().flatMap { part in
      part.split(separator: "=", maxSplits: 1).enumerated().map { $0.offset == 0 ? "--\($0.element)" : String($0.element) }
    }
    return ["--engine", engine, "--decay-model", model, "--from", "\(from)", "--velocity", "\(velocity)", "--fps", "\(fps)"] + settings
      + (lower.map { ["--min", "\($0)"] } ?? []) + (upper.map { ["--max", "\($0)"] } ?? [])
  }

  static func load(_ fixtures: [String], perFixture: Int) -> [DecayReferenceCase] {
    fixtures.flatMap { fixture -> [DecayReferenceCase] in
      guard let text = try? fixtureText("Tests/Fixtures/engines/decay/\(fixture).csv") else { return [] }
      return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().prefix(perFixture).compactMap { line in
        let c = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard c.count == 9, let id = Int(c[0]), let fps = Double(c[1]), let from = Double(c[2]), let v = Double(c[3]), let end = Int(c[7]) else {
          return nil
        }
        return DecayReferenceCase(
          fixture: fixture, id: id, fps: fps, from: from, velocity: v, lower: Double(c[4]), upper: Double(c[5]),
          values: c[8].split(separator: " ").compactMap { Double($0) }, end: end)
      }
    }
  }
}

/// `springtool rubber-band`: the drag rubber bands through the command line.
@Suite("Commands: rubber-band")
struct RubberBandCommandTests {
  @Test("every platform's column for each offset; the values are the reference's")
  func table() throws {
    // The first fixture row of tools/rubber_band_reference.py: d 53.141, x −1.351, 30 events.
    let r = springtool(["rubber-band", "--offset", "-1.351", "--dimension", "53.141", "--events", "30", "--format", "json"])
    #expect(r.status == 0, "\(r.error)")
    #expect(abs((jsonNumber(r.output, "uikit") ?? 0) - -0.7328034928703439) < 1e-12, "\(r.output)")
    #expect(abs((jsonNumber(r.output, "flutter") ?? 0) - -0.7147276142422407) < 1e-12, "\(r.output)")
    #expect(abs((jsonNumber(r.output, "motion") ?? 0) - -0.47284999999999994) < 1e-12, "\(r.output)")
    let people = springtool(["rubber-band", "--offset", "10,50,100", "--dimension", "400"])
    #expect(people.status == 0 && people.output.contains("uikit") && people.output.contains("flutter") && people.output.contains("motion"))
  }

  @Test(
    "bad input: one line and the exit code",
    arguments: [
      (["--dimension", "100"], "give '--offset X'", Int32(64)), (["--offset", "5"], "give '--dimension D'", 64),
      (["--offset", "5", "--dimension", "0"], "greater than 0", 64), (["--offset", "5,x", "--dimension", "9"], "expected a number", 64),
      (["--offset", "5", "--dimension", "9", "--engine", "android"], "EdgeEffect", 64),
      (["--offset", "5", "--dimension", "9", "--elastic", "2"], "from 0 to 1", 64),
      (["--offset", "5", "--dimension", "9", "--events", "0"], "from 1 to 100000", 64),
      (["--offset", "1e308", "--dimension", "1", "--engine", "flutter"], "overflows", 1),
    ])
  func refusals(_ arguments: [String], _ mentions: String, _ status: Int32) {
    let r = springtool(["rubber-band"] + arguments)
    #expect(r.status == status && r.error.hasPrefix("Error: ") && r.error.contains(mentions) && r.output.isEmpty, "\(r.error)")
  }
}

/// `springtool snap`: each platform's pick through the command line.
@Suite("Commands: snap")
struct SnapCommandTests {
  @Test("the table names each platform's point; JSON carries the frames from the release to the point")
  func snap() throws {
    // WWDC18 by hand: 250 + (800/1000)·0.998/0.002 = 649.2, nearest of 0, 300, 600, 900 is 600;
    // initialVelocity 800/(600 − 250) = 2.285714…. Flutter: page 250/300 = 0.8333 + 0.5 → 1 → 300.
    let r = springtool(["snap", "--points", "0,300,600,900", "--from", "250", "--velocity", "800", "--format", "json"])
    #expect(r.status == 0, "\(r.error)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any])
    let snaps = try #require(object["snaps"] as? [[String: Any]])
    let uikit = try #require(snaps.first { $0["engine"] as? String == "uikit" })
    let flutter = try #require(snaps.first { $0["engine"] as? String == "flutter" })
    #expect(uikit["target"] as? Double == 600 && abs((uikit["handedVelocity"] as? Double ?? 0) - 800.0 / 350) < 1e-12)
    #expect(flutter["target"] as? Double == 300 && flutter["handedVelocity"] as? Double == 800)
    let samples = try #require(flutter["samples"] as? [[String: Any]])
    #expect(samples.first?["value"] as? Double == 250 && samples.last?["value"] as? Double == 300, "\(samples.suffix(2))")
    let people = springtool(["snap", "--points", "0,300,600,900", "--from", "250", "--velocity", "800"])
    #expect(people.status == 0 && people.output.contains("projected to 649.2, nearest point 600"), "\(people.output)")
  }

  @Test(
    "bad input: one line and exit 64",
    arguments: [
      (["--from", "3"], "give '--points"), (["--points", "1,x"], "expected finite numbers"), (["--points", "1,1"], "twice"),
      (["--points", "1", "--engine", "rebound"], "no snap model"), (["--points", "1", "--velocity", "1e300"], "within ±1e15"),
      (["--points", "1", "--deceleration-rate", "1"], "deceleration-rate"), (["--points", "1", "--density", "0"], "density"),
    ])
  func refusals(_ arguments: [String], _ mentions: String) {
    let r = springtool(["snap"] + arguments)
    #expect(r.status == 64 && r.error.hasPrefix("Error: ") && r.error.contains(mentions) && r.output.isEmpty, "\(r.error)")
  }
}
