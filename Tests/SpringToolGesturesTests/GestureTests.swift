import Foundation
import SpringToolGestures
import SpringToolCore
import TestSupport
import Testing

@Suite("Gestures: velocity, projection, rubber band, recognition")
struct GestureTests {
  /// apple-springs.md §2.4, asserted against real SwiftUI symbols.
  @Test("SwiftUI's velocity sampler", arguments: [
    ([(1.0, 1.0), (2, 2)], 1.0), ([(1.0, 1.0), (2, 2), (3, 4)], 1.25), ([(1.0, 1.0), (2, 2), (4, 4)], 1.0),
    ([(1.0, 1.0), (1.1, 2)], 10.0),
  ])
  func sampler(_ samples: [(Double, Double)], _ expected: Double) {
    var sampler = VelocitySampler()
    for (t, v) in samples { sampler.add(v, at: t) }
    #expect(abs(sampler.velocity - expected) <= 1e-12)
  }

  @Test("a sample less than ulpOfOne after the previous replaces it; the sampler keeps three")
  func samplerReplacement() {
    var sampler = VelocitySampler()
    sampler.add(1, at: 1)
    sampler.add(2, at: 2)
    sampler.add(5, at: 2 + Double.ulpOfOne / 4)
    #expect(sampler.velocity == 4)
    sampler.add(6, at: 3)
    sampler.add(8, at: 4)  // the first sample drops out
    #expect(sampler.velocity == 0.25 * 2 + 0.75 * 1)
  }

  @Test("momentum projection: 1000 pt/s travels 499 pt (normal) and 99 pt (fast)")
  func projection() {
    #expect(abs(Momentum.projectedDistance(velocity: 1000) - 499) <= 1e-9)
    #expect(abs(Momentum.projectedDistance(velocity: 1000, decelerationRate: Momentum.fastDecelerationRate) - 99) <= 1e-9)
    #expect(Momentum.project(10, velocity: -1000) == 10 - Momentum.projectedDistance(velocity: 1000))
  }

  @Test("rubber band: unchanged inside, slope 0.55 at the edge, f(d) = 0.3548·d, never beyond d")
  func rubberBand() {
    let d = 100.0
    #expect(Momentum.rubberBand(50, range: 0...200, dimension: d) == 50)
    let tiny = 1e-6
    #expect(abs(Momentum.rubberBand(200 + tiny, range: 0...200, dimension: d) - 200 - 0.55 * tiny) <= 1e-12)
    #expect(abs(Momentum.rubberBand(200 + d, range: 0...200, dimension: d) - 200 - 0.3548 * d) <= 0.01)
    #expect(Momentum.rubberBand(1e9, range: 0...200, dimension: d) < 200 + d)
    #expect(abs(Momentum.rubberBand(-d, range: 0...200, dimension: d) + Momentum.rubberBand(200 + d, range: 0...200, dimension: d) - 200) <= 1e-12)
  }

  @Test("minimumDistance: tap, drag, and a vertical move in a scroll view")
  func recognition() {
    #expect(GestureRecognition.classify([(0, 0, 0), (0.1, 6, 6)]) == .tap)
    #expect(GestureRecognition.classify([(0, 0, 0), (0.1, 12, 3)]) == .drag)
    #expect(GestureRecognition.classify([(0, 0, 0), (0.1, 3, 12)], inScrollView: true) == .scroll)
    #expect(GestureRecognition.classify([(0, 0, 0), (0.1, 3, 12)], inScrollView: false) == .drag)
  }
}

@Suite("The switch drag model")
struct SwitchDragTests {
  static func model(_ policy: SwitchPolicy, follow: Bool = false) throws -> SwitchDragModel {
    var model = SwitchDragModel(releaseSpring: try Spring(response: 0.25, dampingRatio: 0.7))
    model.policy = policy
    if follow { model.followSpring = try Spring(response: 0.15, dampingRatio: 0.86) }
    return model
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let startOn: Bool
    let translation: Double
    let velocity: Double
    let expected: [SwitchPolicy: Bool]
    var testDescription: String { name }
  }

  /// maxOffset = 70 − 30 − 2·3 = 34, midpoint 17.
  static let cases: [Case] = [
    Case(name: "on, dragged 12 pt left slowly: the naive rule turns it off", startOn: true, translation: -12, velocity: 0,
         expected: [.projected: true, .position: true, .naive: false]),
    Case(name: "off, a 12 pt flick right at 400 pt/s", startOn: false, translation: 12, velocity: 400,
         expected: [.projected: true, .position: false, .naive: true]),
    Case(name: "on, 20 pt left slowly", startOn: true, translation: -20, velocity: -50,
         expected: [.projected: false, .position: false, .naive: false]),
    Case(name: "off, 25 pt right then flicked back", startOn: false, translation: 25, velocity: -300,
         expected: [.projected: false, .position: true, .naive: true]),
    Case(name: "on, 6 pt: a tap toggles", startOn: true, translation: 6, velocity: 0,
         expected: [.projected: false, .position: false, .naive: false]),
  ]

  @Test("decisions of every policy", arguments: cases)
  func decisions(_ c: Case) throws {
    let gesture = DragSamples.linear(translation: c.translation)
    for (policy, expected) in c.expected {
      let decision = try Self.model(policy).decide(startOn: c.startOn, gesture: gesture, releaseVelocity: c.velocity)
      #expect(decision.isOn == expected, "\(policy): \(decision.reason)")
    }
  }

  @Test("the knob's trajectory is continuous through release and settles at its end", arguments: [false, true])
  func continuity(_ follow: Bool) throws {
    let model = try Self.model(.projected, follow: follow)
    let gesture = DragSamples.linear(translation: 20, duration: 0.25)
    let decision = model.decide(startOn: false, gesture: gesture)
    #expect(decision.isOn)
    let trajectory = try model.trajectory(decision, gesture: gesture)
    let r = decision.releaseTime, e = 1e-7
    let before = trajectory.state(at: r - e), after = trajectory.state(at: r)
    #expect(abs(before.offset - after.offset) <= 1e-4, "jump \(after.offset - before.offset)")
    #expect(abs(before.velocity - after.velocity) <= (follow ? 1e-3 : 2), "velocity \(before.velocity) → \(after.velocity)")
    let settle = trajectory.settleTime
    #expect(settle > r && settle < r + 1)
    #expect(abs(trajectory.state(at: settle).offset - 34) <= 0.034 + 1e-9)
  }
}
