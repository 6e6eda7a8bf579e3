import Foundation
import SpringToolCore
import SpringToolCurves
import SpringToolFormats
import SpringToolRegression
import TestSupport
import Testing

/// The regression workflow as a Swift test uses it: record a golden curve, write it, read it
/// back, check it; a changed curve fails at its first changed sample.
@Suite("Golden files")
struct GoldenFileTests {
  static func recipe(_ pairs: [(String, String)]) throws -> CurveRecipe { try CurveRecipe(keyValues: pairs) }

  @Test(
    "recipes survive their own key-values",
    arguments: [
      [("response", "0.4"), ("damping", "0.8"), ("to", "300"), ("velocity", "-20")],
      [("preset", "bouncy"), ("retarget", "0.2:5"), ("retarget", "0.3:1:0.5"), ("retarget-mode", "merge")],
      [("easing", "cubic-bezier(0.2,0,0,1)"), ("easing-duration", "0.4"), ("from", "3"), ("to", "-2")],
      [("stiffness", "300"), ("damping", "0.5"), ("engine", "android"), ("fps", "120"), ("android-clock", "exact")],
      [("response", "0.3"), ("damping", "0.7"), ("backend", "swift"), ("method", "rkf45"), ("atol", "1e-10")],
    ])
  func roundTrip(_ pairs: [(String, String)]) throws {
    let recipe = try Self.recipe(pairs)
    #expect(try CurveRecipe(keyValues: recipe.keyValues) == recipe)
  }

  @Test(
    "record → write → read → check passes; a changed recipe or sample fails at the first changed sample",
    arguments: ["csv", "tsv", "json"])
  func workflow(_ format: String) throws {
    let recipe = try Self.recipe([("response", "0.4"), ("damping", "0.8"), ("to", "100")])
    let grid = try SampleGrid(.framesPerSecond(60), duration: 0.6)
    let golden = try GoldenFile.record(recipe, times: .grid(grid))
    let out = MemoryOutput()
    try CurveFile.write(golden, to: out, format: OutputFormat(rawValue: format)!)
    let read = try CurveFile.parse(out.bytes, path: "golden.\(format)")
    #expect(GoldenFile.check(read).allSatisfy { $0.passed })
    // A sample nudged by 1e-6 of the travel (1000 × the tolerance) fails there.
    var nudged = read
    nudged.values[12] += 1e-4
    let failed = GoldenFile.check(nudged)[0]
    #expect(failed.firstBad == 12 && abs(failed.worstValue - 1e-6) <= 1e-12)
  }

  @Test(
    "engine and easing curves record and verify too",
    arguments: [
      [("preset", "snappy"), ("engine", "compose"), ("to", "200")], [("easing", "ease-in-out"), ("easing-duration", "0.3")],
      [("response", "0.5"), ("damping", "0.825"), ("engine", "swiftui-animation"), ("retarget", "0.25:0")],
    ])
  func enginesAndEasings(_ pairs: [(String, String)]) throws {
    let recipe = try Self.recipe(pairs)
    let grid = try SampleGrid(.framesPerSecond(recipe.framesPerSecond), duration: 0.5)
    let golden = try GoldenFile.record(recipe, times: .grid(grid))
    #expect(GoldenFile.check(golden).allSatisfy { $0.passed })
  }
}
