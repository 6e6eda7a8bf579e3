// swift-format-ignore-file
// (The listings here are the documentation's, character for character: a test compares them.)
import Foundation
import SpringToolKit
import Testing
import TestSupport

/// The README's "Use as a library" example, compiled and run; the README must show exactly the
/// code between the markers below.
@Suite("The README's library example")
struct LibraryExampleTests {
  @Test("it runs and gives the values its comments state")
  func example() throws {
    // README example begins
    // A spring's value, and when it settles (exactly: the last exit from ±0.1 % of the travel).
    let spring = try Spring(response: 0.4, dampingRatio: 0.8)
    let motion = try SpringMotion(spring: spring, from: 0, to: 300)
    let value = motion.value(at: 0.1)                    // 157.7… points
    let settles = motion.settlingTime()                  // 0.539… s

    // The published switch: is a 12 pt drag with no velocity on or off?
    let model = SwitchDragModel(policy: .published, releaseSpring: SwitchDragModel.defaultReleaseSpring)
    let decision = model.decide(startOn: false, gesture: .linear(translation: 12))
    let isOn = decision.isOn                             // true: the article's rule counts 12 twice

    // An easing beside it.
    let easeOut = try Easing.parse("ease-out")
    let progress = easeOut.value(at: 0.5)                // 0.68…
    // README example ends
    #expect(String(value).hasPrefix("157.7"))
    #expect(String(settles).hasPrefix("0.539"))
    #expect(isOn)
    #expect(String(progress).hasPrefix("0.68"))
  }

  @Test("the README shows this code, and the golden-file check it describes works")
  func readmeShowsIt() throws {
    let source = try fixtureText("Tests/LibraryExampleTests/LibraryExampleTests.swift")
    let begin = try #require(source.range(of: "    // README example begins\n"))
    let end = try #require(source.range(of: "    // README example ends\n"))
    let code = source[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
    let readme = try fixtureText("README.md")
    #expect(readme.contains("```swift\nimport SpringToolKit\n\n" + code + "```"), "the README's library example differs from this test")
    // The README's golden-file check.
    let curve = try CurveFile.read(path: packageRoot.appendingPathComponent("curves/swiftui-bouncy.csv").path)
    for check in GoldenFile.check(curve, backends: [.analytic]) { #expect(check.passed) }
  }
}
