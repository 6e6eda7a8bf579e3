import Foundation
import Testing

/// `--travel-unit pt|dp|px` with `--density D`: each engine renders a length in its platform's
/// own unit, so its fixed thresholds keep their size on the device. Expected values: the same
/// engine run natively on the converted values (each engine's native frames are checked against
/// its platform's code elsewhere), read back by hand, and the thresholds worked out from the
/// platforms' constants (Android's MIN_VISIBLE_CHANGE_PIXELS is one device pixel; Compose's Dp
/// threshold is 0.1 dp).
@Suite("Travel units: pt, dp and px on each platform")
struct TravelUnitTests {
  static func rows(_ arguments: [String]) -> [[Double]] {
    let run = springtool(["sample", "--preset", "bouncy", "--duration", "1", "-f", "csv"] + arguments)
    #expect(run.status == 0, "\(run.error)")
    return run.rows
  }

  /// Every frame of `a`, times `scale`, equals `b` to 1e-12 of the travel (the conversion is one
  /// multiplication and one division of each value).
  static func expectScaled(_ a: [[Double]], by scale: Double, equals b: [[Double]], travel: Double, _ label: String) {
    #expect(a.count == b.count, "\(label): \(a.count) frames against \(b.count)")
    for (x, y) in zip(a, b) {
      #expect(x[0] == y[0])
      #expect(abs(x[1] * scale - y[1]) <= 1e-12 * travel, "\(label) t = \(x[0]): \(x[1] * scale) against \(y[1])")
    }
  }

  @Test(
    "android renders dp or pt in device pixels: 100 dp at 2.625 is 262.5 px with a one-pixel visible change",
    arguments: ["dp", "pt"])
  func androidLogical(_ unit: String) {
    let dp = Self.rows(["--engine", "android", "--to", "100", "--travel-unit", unit, "--density", "2.625"])
    let px = Self.rows(["--engine", "android", "--to", "262.5"])
    Self.expectScaled(dp, by: 2.625, equals: px, travel: 262.5, "android \(unit)")
  }

  @Test(
    "android with px values is the native run; every logical platform divides px by the density",
    arguments: ["android", "compose", "flutter", "react-native", "swiftui-animation", "uikit", "reanimated", "motion"])
  func pixels(_ engine: String) {
    let px = Self.rows(["--engine", engine, "--to", "300", "--travel-unit", "px", "--density", "3"])
    let native = Self.rows(["--engine", engine, "--to", engine == "android" ? "300" : "100"])
    Self.expectScaled(px, by: engine == "android" ? 1 : 1.0 / 3, equals: native, travel: 300, engine)
  }

  @Test("a user-given threshold is in value units: --min-visible-change 1 in dp is 2.625 px")
  func givenThreshold() {
    let dp = Self.rows(["--engine", "android", "--to", "10", "--travel-unit", "dp", "--density", "2.625", "--min-visible-change", "1"])
    let px = Self.rows(["--engine", "android", "--to", "26.25", "--min-visible-change", "2.625"])
    Self.expectScaled(dp, by: 2.625, equals: px, travel: 26.25, "given threshold")
  }

  @Test("a property's platform constant keeps its device size: Compose's 0.1 dp threshold is 0.3 px at density 3")
  func composeThreshold() {
    let px = Self.rows(["--engine", "compose", "--to", "30", "--travel-unit", "px", "--density", "3", "--property", "translation"])
    let dp = Self.rows(["--engine", "compose", "--to", "10", "--visibility-threshold", "0.1"])
    Self.expectScaled(px, by: 1.0 / 3, equals: dp, travel: 30, "compose")
  }

  @Test(
    "a velocity converts to the values' unit: 100 pt/s is 300 px/s at density 3, 300 px/s stays",
    arguments: [
      ("pt/s", 100.0, 300.0), ("px/s", 300, 300), ("pt/ms", 0.1, 300), ("px/ms", 0.3, 300),
    ])
  func velocity(_ unit: String, _ given: Double, _ expected: Double) {
    let run = springtool([
      "sample", "--preset", "bouncy", "--to", "300", "--travel-unit", "px", "--density", "3",
      "--velocity", "\(given)", "--velocity-unit", unit, "--duration", "0.1",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("# velocity: \(expected.formatted(.number.grouping(.never)))\n"), "\(run.output)")
  }

  @Test(
    "an opacity, a scale or a rotation has no length unit, and a decay converts its own: refused in one line",
    arguments: [["--property", "alpha"], ["--property", "rotation"], ["--decay", "--velocity", "1000"]])
  func refused(_ extra: [String]) {
    let run = springtool(["sample", "--engine", "android", "--travel-unit", "dp", "--density", "2"] + extra)
    #expect(run.status == 64 && run.error.hasPrefix("Error: ") && run.error.contains("travel-unit"), "\(run.error)")
  }

  @Test("match says where a platform renders in device pixels")
  func matchNote() {
    let run = springtool(["match", "--preset", "bouncy", "--to", "100", "--engine", "android", "--travel-unit", "dp", "--density", "2.625"])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("rendered in device pixels, 2.625 per value unit"), "\(run.output)")
  }
}
