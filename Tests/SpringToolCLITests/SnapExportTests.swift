import Foundation
import Testing

/// `export --as PLATFORM --points A,B,…`: each platform's snap as its apps write it, the release in
/// the gesture API's unit, the rule in the platform's language and the spring (or the pager) that
/// follows. Expected numbers are worked by hand from the rules (UIKit: 250 + 0.8·0.998/0.002 =
/// 649.2, nearest 600; React Native: Animated.decay's rest 250 + 0.8/0.002 = 650, nearest 600;
/// redash: 250 + 0.2·800 = 410, nearest 300; Motion: 250 + 0.8·800 = 890, nearest 900) and the
/// platforms' documented defaults; JavaScript parses with `node --check`, Swift with `swiftc -parse`.
@Suite("Snap exports: each platform's snap code")
struct SnapExportTests {
  static let release = ["export", "--points", "0,300,600,900", "--from", "250", "--velocity", "800", "-f", "json"]

  static func export(_ arguments: [String]) -> (status: Int32, snippet: String, error: String, notes: [String]) {
    let run = springtool(release + arguments)
    let object = run.object as? [String: Any]
    return (run.status, object?["snippet"] as? String ?? "", run.error, object?["notes"] as? [String] ?? [])
  }

  @Test(
    "every platform's rule and motion, the velocity in its API's unit, the pick said in a note",
    arguments: [
      (
        ["--as", "uikit"], "600",
        [
          "let points: [CGFloat] = [0, 300, 600, 900]", "decelerationRate: UIScrollView.DecelerationRate.normal.rawValue",
          "points.min { abs($0 - projected) < abs($1 - projected) }!", "initialSpringVelocity: 2.2857",
        ]
      ),
      (
        ["--as", "react-native"], "600",
        [
          "const vx = 0.8;", "const rest = position + vx / (1 - 0.998);", "toValue,", "stiffness: 230.2,",
          "damping: 22,", "velocity: 800,",
        ]
      ),
      (
        ["--as", "reanimated"], "300",
        [
          "import { snapPoint } from \"react-native-redash\";", "const to = snapPoint(position, velocityX, points);",
          "withSpring(to, {", "stiffness: 900,", "damping: 120,", "mass: 4,", "velocity: 800,",
        ]
      ),
      (
        ["--as", "motion"], "900",
        [
          "type: \"inertia\"", "velocity: 800,", "power: 0.8,", "timeConstant: 325,",
          "modifyTarget: (ideal) => points.reduce(",
        ]
      ),
      (
        ["--as", "motion", "--response", "0.4", "--damping", "0.8"], "900",
        [
          "const ideal = position + 0.8 * velocity;",
          "animate(element, { y: target }, { type: \"spring\", stiffness: 246.74",
        ]
      ),
      (
        ["--as", "compose"], "300",
        [
          "rememberPagerState(pageCount = { 4 })", "pageSize = PageSize.Fixed(300.dp),",
          "snapAnimationSpec = spring(stiffness = Spring.StiffnessMediumLow,",
        ]
      ),
      // (2π/0.4)² = 246.74; ζ 0.8.
      (["--as", "compose", "--response", "0.4", "--damping", "0.8"], "300", ["spring(dampingRatio = 0.8f, stiffness = 246.74f,"]),
      (["--as", "flutter"], "300", ["physics: const PageScrollPhysics(),", "300 logical px wide", "i < 4;"]),
      // c = 4π·0.8/0.4 = 25.133.
      (
        ["--as", "flutter", "--response", "0.4", "--damping", "0.8"], "300",
        ["SpringDescription get spring =>", "SpringDescription(mass: 1, stiffness: 246.74, damping: 25.133)", "physics: const SnapPhysics(),"]
      ),
      (["--as", "android", "--density", "2.625"], "300", ["PagerSnapHelper().attachToRecyclerView(recyclerView)", "300 dp (787.5 px at density 2.625)"]),
    ])
  func snippet(_ arguments: [String], _ target: String, _ expected: [String]) {
    let run = Self.export(arguments)
    #expect(run.status == 0, "\(arguments): \(run.error)")
    for text in expected { #expect(run.snippet.contains(text), "\(arguments): no \(text) in\n\(run.snippet)") }
    #expect(run.notes.first?.hasPrefix("this release snaps to \(target): ") == true, "\(arguments): \(run.notes)")
  }

  /// The pick the code's note names is `springtool snap`'s for the same release, on every platform.
  @Test("the note's point is snap's", arguments: ["uikit", "android", "compose", "motion", "flutter", "react-native", "reanimated"])
  func sameAsSnap(_ platform: String) throws {
    for velocity in ["-2500", "0", "35", "4000"] {
      let code = springtool(["export", "--as", platform, "--points", "-100,150,400", "--from", "120", "--velocity", velocity, "-f", "json"])
      let snap = springtool(["snap", "--engine", platform, "--points", "-100,150,400", "--from", "120", "--velocity", velocity, "-f", "json"])
      let target = try #require(((snap.object as? [String: Any])?["snaps"] as? [[String: Any]])?.first?["target"] as? Double)
      let note = ((code.object as? [String: Any])?["notes"] as? [String])?.first ?? ""
      #expect(code.status == 0 && note.hasPrefix("this release snaps to \(Int(target)): "), "\(platform) at \(velocity): \(note) vs \(target)")
    }
  }

  @Test(
    "the JavaScript snippets parse (node --check, as modules)",
    arguments: [
      ["--as", "react-native"], ["--as", "reanimated"], ["--as", "motion"], ["--as", "motion", "--preset", "bouncy"],
    ])
  func javaScriptParses(_ arguments: [String]) throws {
    let run = Self.export(arguments)
    #expect(run.status == 0, "\(run.error)")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString).mjs")
    try run.snippet.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let check = DecayExportTests.tool("/usr/bin/node", ["--check", file.path])
    #expect(check.status == 0, "\(arguments): \(check.output)\n\(run.snippet)")
  }

  @Test("the Swift snippet parses (swiftc -parse)", arguments: [["--as", "uikit"], ["--as", "uikit", "--deceleration-rate", "0.99", "--preset", "bouncy"]])
  func swiftParses(_ arguments: [String]) throws {
    let run = Self.export(arguments)
    #expect(run.status == 0, "\(run.error)")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("snap-uikit-\(UUID().uuidString).swift")
    try run.snippet.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let check = DecayExportTests.tool("/usr/bin/env", ["swiftc", "-parse", file.path])
    #expect(check.status == 0, "\(check.output)\n\(run.snippet)")
  }

  @Test("a pager's pages are one width: uneven points are said in a note")
  func unevenPages() {
    for platform in ["compose", "flutter", "android"] {
      let run = springtool(["export", "--as", platform, "--points", "0,300,500", "--velocity", "900", "-f", "json"])
      let notes = (run.object as? [String: Any])?["notes"] as? [String] ?? []
      #expect(run.status == 0 && notes.contains { $0.contains("gaps differ") && $0.contains("first, 300") }, "\(platform): \(notes)")
    }
  }

  @Test(
    "refused in one line: a target without a snap, a key that is not a snap's",
    arguments: [
      (["--as", "swiftui"], "uikit"), (["--as", "css-linear"], "uikit"), (["--as", "dtcg"], "--points"), (["--as", "uikit", "--to", "5"], "--to"),
      (["--as", "uikit", "--decay"], "--decay"), (["--as", "android", "--fling-friction", "2"], "--fling-friction"),
      (["--as", "uikit", "--max-error", "0.01"], "--max-error"),
    ])
  func refused(_ arguments: [String], _ named: String) {
    let run = Self.export(arguments)
    #expect(run.status == 64, "\(arguments): \(run.status)")
    // One Error line naming the key (a usage error adds the command's usage line under it).
    let first = run.error.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("Error: ") && first.contains(named), "\(arguments): \(run.error)")
  }
}
