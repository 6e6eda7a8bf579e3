// swift-format-ignore-file
// (The listings here are the documentation's, character for character: a test compares them.)
import Foundation
import SpringToolCore
import SpringToolCurves
import SpringToolTesting
import TestSupport
import Testing
import XCTest

/// The SpringToolTesting catalog's listings, compiled and run: each appears below verbatim
/// between markers, and a test checks that every listing in the catalog is one of them (the
/// Package.swift snippet and the UIKit display-link snippet, which needs an Apple platform, aside).
@Suite("SpringToolTesting documentation listings", .serialized)
struct DocumentationListingTests {
  @Test("SpringToolTesting, listing 1: the golden committed beside this file matches")
  func knobMatchesItsGolden() throws {
    // Listing begins
    expectCurve(try knobCurve(), matchesGolden: "knob")
    // Listing ends
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Curves__/DocumentationListingTests/knobMatchesItsGolden.knob.csv")
    #expect(FileManager.default.fileExists(atPath: golden.path))
  }

  @Test("TestingYourCurves, listing 2: the properties")
  func listing2() throws {
    let knob = try knobCurve()
    let spring = try SpringSpecification.response(0.4, dampingRatio: 0.8)
    // Listing begins
    expectCurve(knob, settlesWithin: 0.6)                          // the last exit from ±0.1 % of the travel
    expectCurve(knob, settlesWithin: 0.5, definition: .rest(displacement: 0.5, speed: 5))
    expectCurve(knob, overshootsAtMost: .percentOfTravel(2))
    expectCurve(knob, staysWithin: 0...21)
    expectCurve(knob, matches: .engine("swiftui-animation", spring), tolerance: .fractionOfTravel(0.01))
    // Listing ends
  }

  @Test("every listing in the catalog is compiled above")
  func listingsAreTested() throws {
    let source = try fixtureText("Tests/SpringToolTestingTests/DocumentationListingTests.swift")
    var tested: [String] = []
    for part in source.components(separatedBy: "// Listing begins\n").dropFirst() {
      let code = part.components(separatedBy: "// Listing ends")[0]
      let lines = code.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      let indent = lines.first.map { $0.prefix { $0 == " " }.count } ?? 0
      tested.append(lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n"))
    }
    let catalog = packageRoot.appendingPathComponent("Sources/SpringToolTesting/SpringToolTesting.docc")
    var listings = 0
    for article in try FileManager.default.contentsOfDirectory(atPath: catalog.path) where article.hasSuffix(".md") {
      let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
      for block in text.components(separatedBy: "```swift\n").dropFirst() {
        var code = block.components(separatedBy: "```")[0]
        if code.hasSuffix("\n") { code.removeLast() }
        if code.hasPrefix(".testTarget(") || code.contains("layer.presentation()") { continue }
        listings += 1
        // The page's own listing shows the expectation inside its test function.
        let body = code.split(separator: "\n").filter { !$0.hasPrefix("import ") && !$0.hasPrefix("@Test") && $0 != "}" && !$0.isEmpty }
          .map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0) }.joined(separator: "\n")
        #expect(tested.contains(code) || tested.contains(body), "\(article): a listing that no test compiles:\n\(code)")
      }
    }
    #expect(listings == 2)
  }
}

/// The knob of the listings: SwiftUI's spring(response: 0.4, dampingFraction: 0.8) over 20 pt.
func knobCurve() throws -> Curve {
  try Curve.sampling(try SpringMotion(spring: try Spring(response: 0.4, dampingRatio: 0.8), from: 0, to: 20))
}

/// XCTest's front end on the passing paths (XCTest on Linux cannot expect a failure; the failing
/// paths share `GoldenCurve.check` and `CurveCheck` with `expectCurve`, tested above).
final class AssertCurveTests: XCTestCase {
  func testAssertionsPass() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xctest-\(UUID().uuidString)")
    let curve = try Curve.sampling(duration: 0.5, from: 0, to: 1) { t in min(t / 0.4, 1) }
    try GoldenCurve(url: directory.appendingPathComponent("testAssertionsPass.ramp.csv"))
      .write(curve, tolerance: .default, test: "AssertCurveTests", date: Date())
    XCTAssertTrue(assertCurve(curve, matchesGolden: "ramp", directory: directory))
    XCTAssertTrue(assertCurve(curve, settlesWithin: 0.4))
    XCTAssertTrue(assertCurve(curve, overshootsAtMost: .absolute(0)))
    XCTAssertTrue(assertCurve(curve, staysWithin: 0...1))
    XCTAssertTrue(assertCurve(curve, matches: .curve(curve)))
  }
}
