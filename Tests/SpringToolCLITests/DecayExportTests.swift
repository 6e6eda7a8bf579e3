import Foundation
import Testing

/// `export --decay --as PLATFORM`: each platform's fling call with the release and the settings
/// given, the velocity in the unit that API takes. Expected numbers are worked by hand from the
/// platforms' documented units (React Native's `Animated.decay` takes units per millisecond;
/// `OverScroller.fling` takes whole pixels and an int of px/s; everything else units per second);
/// JavaScript snippets parse with `node --check`, the Swift one with `swiftc -parse`.
@Suite("Decay exports: each platform's fling code")
struct DecayExportTests {
  static func export(_ arguments: [String]) -> (status: Int32, snippet: String, error: String, parameters: [String: Double]) {
    let run = springtool(["export", "--decay", "--from", "10", "--velocity", "1000", "-f", "json"] + arguments)
    let object = run.object as? [String: Any]
    return (run.status, object?["snippet"] as? String ?? "", run.error, object?["parameters"] as? [String: Double] ?? [:])
  }

  @Test(
    "every platform's call, with the velocity in its API's unit",
    arguments: [
      (["--as", "uikit"], ["scrollView.decelerationRate = .normal", "project(initialVelocity: 1000, decelerationRate:", "let rest = 10 +"]),
      (
        ["--as", "android"],
        [
          "FlingAnimation(view, DynamicAnimation.TRANSLATION_X)", ".setStartValue(10f)", ".setStartVelocity(1000f)",
          ".setFriction(1f)", ".start()",
        ]
      ),
      (
        ["--as", "android", "--decay-model", "scroller", "--density", "2.625"],
        [
          "scroller.setFriction(0.015f)",
          "scroller.fling(26, 0, 2625, 0, Int.MIN_VALUE, Int.MAX_VALUE, 0, 0)",
        ]
      ),
      // The scrolling range in whole pixels at the density (0…300 at 2.625 is 0…788, 787.5 rounded away from zero).
      (
        ["--as", "android", "--decay-model", "scroller", "--density", "2.625", "--min", "0", "--max", "300"],
        ["scroller.fling(26, 0, 2625, 0, 0, 788, 0, 0)", "the range 0…300"]
      ),
      (
        ["--as", "compose", "--decay-model", "exponential"],
        [
          "Animatable(10f)", "initialVelocity = 1000f",
          "exponentialDecay(frictionMultiplier = 1f, absVelocityThreshold = 0.1f)",
        ]
      ),
      (["--as", "compose", "--density", "3"], ["splineBasedDecay<Float>(Density(3f))", "initialVelocity = 1000f"]),
      (["--as", "flutter"], ["ClampingScrollSimulation(position: 10, velocity: 1000, friction: 0.015)"]),
      (
        ["--as", "flutter", "--decay-model", "friction", "--constant-deceleration", "1400"],
        ["FrictionSimulation(0.135, 10, 1000, constantDeceleration: 1400)", "Tolerance(distance: 0.001, velocity: 0.001)"]
      ),
      (["--as", "flutter", "--decay-model", "friction", "--max", "300"], ["BoundedFrictionSimulation(0.135, 10, 1000, -double.infinity, 300)"]),
      (
        ["--as", "flutter", "--decay-model", "bouncing", "--min", "0", "--max", "300"],
        ["leadingExtent: 0,", "trailingExtent: 300,", "SpringDescription.withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1)"]
      ),
      (
        ["--as", "flutter", "--decay-model", "bouncing", "--max", "300", "--stiffness", "300", "--damping", "0.4"],
        ["spring: SpringDescription(mass: 1, stiffness: 300, damping: 13.856)"]
      ),
      (["--as", "react-native"], ["new Animated.Value(10)", "velocity: 1, // units per millisecond", "deceleration: 0.998"]),
      (
        ["--as", "reanimated", "--max", "300", "--rubber-band"],
        [
          "withDecay({", "velocity: 1000,", "clamp: [-Infinity, 300],",
          "rubberBandEffect: true,", "rubberBandFactor: 0.6,",
        ]
      ),
      (
        ["--as", "motion", "--min", "0", "--max", "400"],
        [
          "type: \"inertia\"", "velocity: 1000,", "power: 0.8,", "timeConstant: 325,",
          "min: 0,", "max: 400,", "bounceStiffness: 500,",
        ]
      ),
    ])
  func snippet(_ arguments: [String], _ expected: [String]) {
    let run = Self.export(arguments)
    #expect(run.status == 0, "\(arguments): \(run.error)")
    for text in expected { #expect(run.snippet.contains(text), "\(arguments): no \(text) in\n\(run.snippet)") }
  }

  @Test(
    "the JavaScript snippets parse (node --check)",
    arguments: [
      ["--as", "react-native"], ["--as", "reanimated", "--min", "0", "--max", "400", "--rubber-band"], ["--as", "motion", "--min", "0", "--max", "400"],
    ])
  func javaScriptParses(_ arguments: [String]) throws {
    let run = Self.export(arguments)
    #expect(run.status == 0, "\(run.error)")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("decay-\(UUID().uuidString).js")
    try run.snippet.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let check = Self.tool("/usr/bin/node", ["--check", file.path])
    #expect(check.status == 0, "\(arguments): \(check.output)\n\(run.snippet)")
  }

  @Test("the Swift snippet parses (swiftc -parse)")
  func swiftParses() throws {
    let run = Self.export(["--as", "uikit", "--deceleration-rate", "0.99"])
    #expect(run.status == 0 && run.snippet.contains("= .fast"), "\(run.error)")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("decay-uikit-\(UUID().uuidString).swift")
    try run.snippet.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let check = Self.tool("/usr/bin/env", ["swiftc", "-parse", file.path])
    #expect(check.status == 0, "\(check.output)\n\(run.snippet)")
  }

  @Test("UIKit's note gives the closed form's rest beside WWDC18's projection, each worked by hand")
  func uikitRest() {
    let run = springtool(["export", "--decay", "--as", "uikit", "--from", "10", "--velocity", "1000"])
    // Closed form: 10 − 1000/(1000·ln 0.998) = 509.4998…; projection: 10 + 1·0.998/0.002 = 509.
    let closed = 10 - 1000 / (1000 * log(0.998)), projected = 10 + 0.998 / 0.002
    #expect(run.output.contains("comes to rest at \(Self.six(closed))"), "\(run.output)")
    #expect(run.output.contains("the projection says \(Self.six(projected))"), "\(run.output)")
  }

  @Test(
    "refused in one line: a target without a fling, a key that is not a fling's, a release the model refuses",
    arguments: [
      (["--as", "swiftui"], "uikit"), (["--as", "css-linear"], "uikit"), (["--as", "uikit", "--to", "5"], "--to"),
      (["--as", "uikit", "--response", "0.4"], "--response"), (["--as", "android", "--decay-model", "scroller", "--min", "5", "--max", "1"], "min 5"),
      (["--as", "flutter", "--decay-model", "spring"], "spring"), (["--as", "reanimated", "--max-error", "0.01"], "--max-error"),
    ])
  func refused(_ arguments: [String], _ named: String) {
    let run = Self.export(arguments)
    #expect(run.status == 64, "\(arguments): \(run.status)")
    #expect(run.error.hasPrefix("Error: ") && run.error.contains(named), "\(arguments): \(run.error)")
  }

  static func six(_ x: Double) -> String {
    var text = String(format: "%.6g", x)
    if text.contains(".") { while text.hasSuffix("0") { text.removeLast() }; if text.hasSuffix(".") { text.removeLast() } }
    return text
  }

  static func tool(_ path: String, _ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process(), pipe = Pipe()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (-1, "\(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
