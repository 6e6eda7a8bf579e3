import Foundation
import SpringToolPlatforms
import TestSupport
import Testing

/// Each platform's drag rubber band against tools/rubber_band_reference.py, written from the
/// upstream rules (WWDC18's formula; Flutter's BouncingScrollPhysics run through a scroll
/// position; Motion's applyConstraints): 60 seeded drags, views of 40 to 1200 units, offsets from
/// half a unit to three views either way, 1 to 240 pointer events. Each within 1e-12 relative.
@Suite("Drag rubber bands against the Python reference")
struct RubberBandReferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let dimension: Double, offset: Double, events: Int
    let expected: [String: Double]
    var testDescription: String { "d \(dimension), x \(offset), \(events) events" }
  }

  static let cases: [Case] = {
    guard let text = try? fixtureText("Tests/Fixtures/rubber-band.csv") else { return [] }
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    let header = lines.first?.split(separator: ",").map(String.init) ?? []
    return lines.dropFirst().compactMap { line in
      let cells = line.split(separator: ",").map(String.init)
      guard cells.count == header.count, let d = Double(cells[0]), let x = Double(cells[1]), let n = Int(cells[2]) else { return nil }
      let values = Dictionary(uniqueKeysWithValues: zip(header.dropFirst(3), cells.dropFirst(3)).compactMap { key, v in Double(v).map { (key, $0) } })
      return Case(dimension: d, offset: x, events: n, expected: values)
    }
  }()

  @Test("every platform with a drag rubber band has its column")
  func coverage() {
    #expect(Self.cases.count == 60)
    #expect(Set(Self.cases.first?.expected.keys.map { $0 } ?? []) == Set(RubberBands.all.map(\.info.engine)))
  }

  @Test("the shown overscroll within 1e-12 relative of the reference", arguments: cases)
  func matches(_ c: Case) throws {
    for model in RubberBands.all {
      let expected = try #require(c.expected[model.info.engine])
      let got = model.shown(RubberBandInput(offset: c.offset, dimension: c.dimension, events: c.events))
      #expect(abs(got - expected) <= 1e-12 * max(1, abs(expected)), "\(model.info.engine): \(got), reference \(expected)")
    }
  }

  @Test("UIKit's band by hand: at x = d the content shows (1 − 1/1.55)·d; it never reaches d")
  func uikitByHand() {
    let band = UIKitRubberBand()
    // (1 − 1/(0.55 + 1))·100 = 35.4838709677… (worked by hand: 1/1.55 = 0.6451612903…).
    #expect(abs(band.shown(RubberBandInput(offset: 100, dimension: 100)) - 35.483870967741936) < 1e-12)
    #expect(band.shown(RubberBandInput(offset: 1e300, dimension: 100)) <= 100)
  }
}
