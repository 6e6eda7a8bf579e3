import AppAnimations
import Foundation
import SpringToolKit
import SpringToolTesting
import Testing

/// The app's knob animation, checked against the curve that was approved, and against how
/// SwiftUI would animate the same spring.
@Suite("Knob animation")
struct KnobAnimationTests {
  /// The knob's frames as a curve: 40 frames at 60 fps.
  static func knob(_ animator: KnobAnimator = KnobAnimator()) throws -> Curve {
    let positions = animator.positions(frames: 40)
    return try Curve.sampling(duration: 39.0 / 60, from: 0, to: KnobAnimator.travel, source: "KnobAnimator") { t in
      positions[Int((t * 60).rounded())]
    }
  }

  @Test func knobMatchesItsGolden() throws {
    // The golden __Curves__/KnobAnimationTests/knobMatchesItsGolden.knob.csv was recorded on the
    // first run, reviewed and committed.
    expectCurve(try Self.knob(), matchesGolden: "knob")
  }

  @Test func knobSettlesWithoutMuchOvershoot() throws {
    let knob = try Self.knob()
    expectCurve(knob, settlesWithin: 0.6)
    expectCurve(knob, overshootsAtMost: .percentOfTravel(2))
    expectCurve(knob, staysWithin: 0...21)
  }

  @Test func knobIsCloseToSwiftUI() throws {
    // Semi-implicit Euler is first order: at 8 steps a frame it runs up to 1.6 % of the travel
    // ahead of SwiftUI's exact spring in the first frames. Allow 2 %.
    let spring = try SpringSpecification.response(0.4, dampingRatio: 0.8)
    expectCurve(
      try Self.knob(), matches: .engine("swiftui-animation", spring, from: 0, to: KnobAnimator.travel),
      tolerance: .fractionOfTravel(0.02))
  }

  @Test func fadeIsRecordedOnPurpose() throws {
    // A new animation has no golden yet: the first run records it (an issue says so, so that a
    // recording never passes silently). Here it goes to a scratch folder; in an app it lands in
    // __Curves__ beside this file, to be reviewed and committed. With SPRINGTOOL_RECORD=never
    // (CI) the same call fails instead, because the golden is missing.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fade-\(UUID().uuidString)")
    let fade = try Curve.sampling(duration: 0.2, source: "fadeOpacity") { fadeOpacity(at: $0) }
    let never = ProcessInfo.processInfo.environment["SPRINGTOOL_RECORD"] == "never"
    withKnownIssue {
      expectCurve(fade, matchesGolden: "fade", directory: scratch)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return never ? text.hasPrefix("No golden curve at ") : text.hasPrefix("Recorded a new golden curve at ")
    }
    #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("fadeIsRecordedOnPurpose.fade.csv").path) == !never)
  }

  @Test func aChangedKnobFailsWithTheDocumentedMessage() throws {
    // Someone lowers the damping ratio from 0.8 to 0.7: the knob overshoots more and settles later.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("knob-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Curves__/KnobAnimationTests/knobMatchesItsGolden.knob.csv")
    try FileManager.default.copyItem(at: committed, to: scratch.appendingPathComponent("knobMatchesItsGolden.knob.csv"))
    let changed = try Self.knob(KnobAnimator(dampingRatio: 0.7))
    let captured = Captured()
    withKnownIssue {
      // As if run from knobMatchesItsGolden(), against a copy of its golden.
      expectCurve(changed, matchesGolden: "knob", directory: scratch, function: "knobMatchesItsGolden()")
    } matching: { issue in
      captured.set(issue.comments.map(\.rawValue).joined())
      return true
    }
    let message = captured.text
    // The DocC article "Testing your animation curves" shows this message as it prints.
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../../Sources/SpringToolTesting/SpringToolTesting.docc/TestingYourCurves.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let shown = message.replacingOccurrences(of: scratch.path, with: "/path/to/Tests/AppAnimationsTests/__Curves__/KnobAnimationTests")
    #expect(text.contains("```\n" + shown + "\n```"), "the article does not show this message:\n\(shown)")
  }
}

/// The message a known issue carried, kept across the matcher's closure.
final class Captured: @unchecked Sendable {
  private let lock = NSLock()
  private var value = ""
  func set(_ text: String) { lock.lock(); value = text; lock.unlock() }
  var text: String { lock.lock(); defer { lock.unlock() }; return value }
}
