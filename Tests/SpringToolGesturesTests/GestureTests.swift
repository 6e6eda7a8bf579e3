import Foundation
import SpringToolGestures
import SpringToolCore
import TestSupport
import Testing

@Suite("Gestures: velocity, projection, rubber band, recognition")
struct GestureTests {
  /// apple-springs.md §2.4, asserted against real SwiftUI symbols.
  @Test(
    "SwiftUI's velocity sampler",
    arguments: [
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
    #expect(RubberBand.apply(50, range: 0...200, dimension: d) == 50)
    let tiny = 1e-6
    #expect(abs(RubberBand.apply(200 + tiny, range: 0...200, dimension: d) - 200 - 0.55 * tiny) <= 1e-12)
    #expect(abs(RubberBand.apply(200 + d, range: 0...200, dimension: d) - 200 - 0.3548 * d) <= 0.01)
    #expect(RubberBand.apply(1e9, range: 0...200, dimension: d) < 200 + d)
    #expect(abs(RubberBand.apply(-d, range: 0...200, dimension: d) + RubberBand.apply(200 + d, range: 0...200, dimension: d) - 200) <= 1e-12)
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
  static func model(_ policy: SwitchPolicy, follow: Bool = false) -> SwitchDragModel {
    var model = SwitchDragModel(policy: policy)
    if follow { model.followSpring = SwitchDragModel.interactiveFollowSpring }
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

  /// The careful geometry: travel 70 − 30 − 2·3 = 34, midpoint 17.
  static let cases: [Case] = [
    Case(
      name: "on, dragged 12 pt left slowly: the naive rule turns it off", startOn: true, translation: -12, velocity: 0,
      expected: [.projected: true, .position: true, .naive: false]),
    Case(
      name: "off, a 12 pt flick right at 400 pt/s", startOn: false, translation: 12, velocity: 400,
      expected: [.projected: true, .position: false, .naive: true]),
    Case(
      name: "on, 20 pt left slowly", startOn: true, translation: -20, velocity: -50,
      expected: [.projected: false, .position: false, .naive: false]),
    Case(
      name: "off, 25 pt right then flicked back", startOn: false, translation: 25, velocity: -300,
      expected: [.projected: false, .position: true, .naive: true]),
    Case(
      name: "on, 6 pt: a tap toggles", startOn: true, translation: 6, velocity: 0,
      expected: [.projected: false, .position: false, .naive: false]),
  ]

  @Test("decisions of every careful policy", arguments: cases)
  func decisions(_ c: Case) {
    let gesture = DragSamples.linear(translation: c.translation)
    for (policy, expected) in c.expected {
      let decision = Self.model(policy).decide(startOn: c.startOn, gesture: gesture, fingerVelocity: c.velocity)
      #expect(decision.isOn == expected, "\(policy): \(decision.reason)")
    }
  }

  /// The article's CustomSwitch (seed 001) worked by hand: maxOffset = (70 − 30)/2 = 20, so
  /// positions run 0…40 from the left rest; onChanged sets dragOffset = clamp(translation, ±20)
  /// and draws the knob at start + dragOffset; onEnded turns it on when dragOffset +
  /// translation.width > 10; DragGesture needs 10 pt (2-D) or nothing happens.
  struct Published: Sendable, CustomTestStringConvertible {
    let startOn: Bool
    let dx: Double, dy: Double
    /// nil: the touch never becomes a drag and the switch does not move.
    let isOn: Bool?
    let releasePosition: Double
    var testDescription: String { "\(startOn ? "on" : "off"), translation (\(dx), \(dy))" }
  }

  static let published: [Published] = [
    Published(startOn: false, dx: 15, dy: 0, isOn: true, releasePosition: 15),
    Published(startOn: false, dx: 4, dy: 0, isOn: nil, releasePosition: 0),
    Published(startOn: false, dx: 7, dy: 8, isOn: true, releasePosition: 7),  // √113 = 10.6 ≥ 10; 7 + 7 > 10
    Published(startOn: true, dx: 15, dy: 0, isOn: true, releasePosition: 55),  // out of the track by 15
    Published(startOn: true, dx: -4, dy: 0, isOn: nil, releasePosition: 40),
    Published(startOn: true, dx: -12, dy: 0, isOn: false, releasePosition: 28),
    Published(startOn: true, dx: -30, dy: 0, isOn: false, releasePosition: 20),  // clamped to −20
    Published(startOn: false, dx: 30, dy: 0, isOn: true, releasePosition: 20),  // clamped to +20
    Published(startOn: false, dx: -25, dy: 0, isOn: false, releasePosition: -20),  // out of the track to the left
    Published(startOn: false, dx: 10, dy: 0, isOn: true, releasePosition: 10),  // exactly the minimum distance
    Published(startOn: true, dx: -5, dy: 9, isOn: false, releasePosition: 35),  // −5 − 5 ≤ 10: off, the start ignored
    Published(startOn: true, dx: 6, dy: 8, isOn: true, releasePosition: 46),  // √100 = 10; 12 > 10
    Published(startOn: false, dx: 5.5, dy: 8.5, isOn: true, releasePosition: 5.5),  // 11 > 10
    Published(startOn: false, dx: 4.9, dy: 8.8, isOn: false, releasePosition: 4.9),  // 9.8 ≤ 10
  ]

  @Test("the published policy is the article's code: decision, release position, from rest", arguments: published)
  func publishedPolicy(_ c: Published) throws {
    let model = SwitchDragModel(policy: .published)
    #expect(model.geometry == .published && model.geometry.travel == 40 && model.releaseVelocity == .zero && model.tap == .none)
    let gesture = DragSamples.linear(translation: c.dx, translationY: c.dy)
    let decision = model.decide(startOn: c.startOn, gesture: gesture)
    let trajectory = try model.trajectory(decision, gesture: gesture)
    guard let isOn = c.isOn else {
      #expect(decision.recognition == .tap && decision.isOn == c.startOn && !decision.moves)
      for t in stride(from: 0.0, through: 1, by: 0.05) { #expect(trajectory.state(at: t).position == c.releasePosition) }
      return
    }
    #expect(decision.recognition == .drag)
    #expect(decision.isOn == isOn)
    #expect(abs(decision.releaseOffset - c.releasePosition) <= 1e-12)
    // From the drawn position with zero velocity: exactly the closed form of spring(0.25, 0.7).
    let exact = try SpringMotion(spring: try Spring(response: 0.25, dampingRatio: 0.7), from: c.releasePosition, to: isOn ? 40 : 0)
    for dt in [0.0, 0.05, 0.1, 0.2, 0.4] {
      let s = trajectory.state(at: decision.releaseTime + dt)
      #expect(abs(s.position - exact.value(at: dt)) <= 1e-12 && abs(s.velocity - exact.velocity(at: dt)) <= 1e-9)
    }
    let figures = trajectory.figures()
    #expect(figures.releaseVelocity == 0)
    if c.releasePosition > 40 || c.releasePosition < 0 {
      #expect(figures.pastTrack >= abs(c.releasePosition - (c.releasePosition > 40 ? 40 : 0)))
      #expect(figures.edgeClearance < 0)
    }
  }

  @Test("--release-velocity and --tap override any policy")
  func overrides() throws {
    var model = SwitchDragModel(policy: .projected)
    model.releaseVelocity = .zero
    let gesture = DragSamples.linear(translation: 12)
    let decision = model.decide(startOn: false, gesture: gesture, fingerVelocity: 400)
    #expect(try model.trajectory(decision, gesture: gesture).figures().releaseVelocity == 0)
    model.tap = .none
    let tap = model.decide(startOn: false, gesture: DragSamples.linear(translation: 3))
    #expect(!tap.isOn && !tap.moves)
    var published = SwitchDragModel(policy: .published)
    published.tap = .toggle
    #expect(published.decide(startOn: false, gesture: DragSamples.linear(translation: 3)).isOn)
  }

  @Test("the knob's trajectory is continuous through release and settles at its end", arguments: [false, true])
  func continuity(_ follow: Bool) throws {
    let model = Self.model(.projected, follow: follow)
    let gesture = DragSamples.linear(translation: 20, duration: 0.25)
    let decision = model.decide(startOn: false, gesture: gesture)
    #expect(decision.isOn)
    let trajectory = try model.trajectory(decision, gesture: gesture)
    let r = decision.releaseTime, e = 1e-7
    let before = trajectory.state(at: r - e), after = trajectory.state(at: r)
    #expect(abs(before.position - after.position) <= 1e-4, "jump \(after.position - before.position)")
    #expect(abs(before.velocity - after.velocity) <= (follow ? 1e-3 : 2), "velocity \(before.velocity) → \(after.velocity)")
    let settle = trajectory.settleTime
    #expect(settle > r && settle < r + 1)
    #expect(abs(trajectory.state(at: settle).position - 34) <= 0.034 + 1e-9)
  }
}
