import Foundation
import SpringToolPlatforms
import TestSupport
import Testing

/// Each platform's snap against tools/snap_reference.py, written from the upstream rules (WWDC18's
/// projection for UIKit; PageScrollPhysics, toleranceFor and ScrollSpringSimulation for Flutter,
/// run on the ticker as engine_reference.py runs Flutter; PagerSnapHelper, LinearSmoothScroller
/// and RecyclerView's smoothScrollBy for Android, in Float on whole pixels; Compose's pager
/// bounds, fling threshold and snap spring held at the page): 60 seeded releases from 1 to 6000
/// units/s both ways, up to six points, densities 1 to 3, 30 to 144 fps, and 24 Compose pager
/// releases (slow drags, flings to 12000 units/s that would pass the page, releases on a page or
/// at an end), and 36 releases for the apps' own snaps on Motion (inertia with modifyTarget),
/// Reanimated (redash's snapPoint, withSpring) and React Native (Animated.decay's rest,
/// Animated.spring), some at rest, some on a point, one tie each. The target is the same point, the handed velocity within 1e-12 relative, every
/// platform's frames but UIKit's within 1e-9 of the travel with the same end frame.
@Suite("Snap models against the Python reference")
struct SnapReferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let engine: String, fps: Double, ratio: Double, points: [Double], from: Double, velocity: Double, target: Double
    let handed: Double?, end: Int, values: [Double]
    var testDescription: String { "\(engine) from \(from) at \(velocity) (\(fps) fps)" }
  }

  static let cases: [Case] = {
    guard let text = try? fixtureText("Tests/Fixtures/snap.csv") else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().compactMap { line in
      let c = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard c.count == 11, let fps = Double(c[1]), let ratio = Double(c[2]), let from = Double(c[4]), let v = Double(c[5]),
        let target = Double(c[6]), let end = Int(c[9])
      else { return nil }
      return Case(
        engine: c[0], fps: fps, ratio: ratio, points: c[3].split(separator: " ").compactMap { Double($0) }, from: from,
        velocity: v, target: target, handed: Double(c[7]), end: end, values: c[10].split(separator: " ").compactMap { Double($0) })
    }
  }()

  @Test("every snap model has its cases")
  func coverage() {
    #expect(Self.cases.count == 120)
    #expect(Set(Self.cases.map(\.engine)) == Set(SnapModels.all.map(\.info.engine)))
  }

  @Test("the same point, the same handed velocity, the same frames and end", arguments: cases)
  func matches(_ c: Case) throws {
    let model = try #require(SnapModels.named(c.engine))
    var settings = EngineSettings()
    try settings.set(.density, text: "\(c.ratio)")
    let input = SnapInput(points: c.points, from: c.from, velocity: c.velocity, settings: settings)
    let snap = try SnapMotion(model: model, input: input, framesPerSecond: c.fps)
    #expect(snap.choice.target == c.target, "target \(snap.choice.target), reference \(c.target)")
    switch (snap.choice.handedVelocity, c.handed) {
    case (nil, nil): break
    case (let got?, let expected?): #expect(abs(got - expected) <= 1e-12 * max(1, abs(expected)), "handed \(got), reference \(expected)")
    default: Issue.record("handed \(String(describing: snap.choice.handedVelocity)), reference \(String(describing: c.handed))")
    }
    guard c.engine != "uikit" else { return }
    guard !c.values.isEmpty else {
      #expect(snap.run == nil, "a motion runs where the reference runs none")
      return
    }
    let rendering = try #require(try snap.frames())
    let scale = max(1, abs(c.target - c.from))
    let worst = zip(rendering.values, c.values).map { abs($0 - $1) }.max() ?? 0
    #expect(worst <= 1e-9 * scale, "worst \(worst / scale) of the travel")
    #expect((rendering.end?.frame ?? -1) == c.end, "ends at \(String(describing: rendering.end?.frame)), reference \(c.end)")
    #expect(snap.end?.frame == c.end)
  }
}
