import Foundation
import SpringToolIntegrators
import SpringToolCore
import TestSupport
import Testing

/// The ODE of a piecewise target (retargets, a finger-following knob) against the closed form,
/// piece by piece, with the Swift port.
@Suite("Piecewise integration (Swift port)")
struct PiecewiseIntegrationTests {
  static let settings = IntegratorSettings(
    method: .rk8pd, initialStep: 1e-6,
    control: StepControl(absoluteTolerance: 1e-12, relativeTolerance: 0))

  static func swift(_ system: TargetPieceODE, _ settings: IntegratorSettings) throws(IntegrationError)
    -> any ODEIntegrator<TargetPieceODE>
  {
    guard let driver = try makeSwiftIntegrator(system, settings) else { throw .invalidArgument }
    return driver
  }

  /// A knob following a finger through .interactiveSpring(): targets moving linearly between samples.
  static func fingerPieces() throws -> [TargetPiece] {
    let follow = try Spring(response: 0.15, dampingRatio: 0.86)
    let samples: [(Double, Double)] = [(0, 0), (0.05, 4), (0.1, 12), (0.15, 25), (0.2, 31), (0.25, 34)]
    var pieces = [TargetPiece(start: 0, target: 0, spring: follow)]
    for (a, b) in zip(samples, samples.dropFirst()) {
      pieces.append(TargetPiece(start: a.0 == 0 ? 1e-9 : a.0, target: a.1, slope: (b.1 - a.1) / (b.0 - a.0), spring: follow))
    }
    pieces.append(TargetPiece(start: 0.25, target: 34, spring: try Spring(response: 0.25, dampingRatio: 0.7)))
    return pieces
  }

  @Test("retargets: the ODE with a reset at each retarget matches the piecewise closed form to 1e-10 of the travel")
  func retargets() throws {
    let spring = try Spring(response: 0.4, dampingRatio: 0.6)
    let pieces = [
      TargetPiece(start: 0, target: 100, spring: spring), TargetPiece(start: 0.15, target: 20, spring: spring),
      TargetPiece(start: 0.3, target: 260, spring: spring),
    ]
    let exact = try PiecewiseMotion(from: 0, initialVelocity: 10, pieces: pieces)
    let times = (0...120).map { Double($0) / 60 }
    let states = try PiecewiseIntegration.sample(
      from: 0, initialVelocity: 10, pieces: pieces, times: times,
      settings: Self.settings, make: Self.swift)
    let worst = zip(times, states).map { abs($1.value - exact.state(at: $0).value) }.max() ?? 1
    #expect(worst <= 1e-10 * 260, "worst \(worst)")
  }

  @Test("a finger-following knob matches the closed form piece by piece")
  func fingerFollowing() throws {
    let pieces = try Self.fingerPieces()
    let exact = try PiecewiseMotion(from: 0, pieces: pieces)
    let times = (0...60).map { Double($0) / 60 }
    let states = try PiecewiseIntegration.sample(
      from: 0, initialVelocity: 0, pieces: pieces, times: times,
      settings: Self.settings, make: Self.swift)
    let worst = zip(times, states).map { abs($1.value - exact.state(at: $0).value) }.max() ?? 1
    #expect(worst <= 1e-10 * 34, "worst \(worst)")
  }

  @Test("a blended response change: continuous, and the new response once the blend is over")
  func blend() throws {
    let a = try Spring(response: 0.5, dampingRatio: 0.8), b = try Spring(response: 0.2, dampingRatio: 0.8)
    let pieces = [TargetPiece(start: 0, target: 100, spring: a), TargetPiece(start: 0.2, target: 150, spring: b)]
    let system = TargetPieceODE(piece: pieces[1], blendingFrom: a.response, over: 0.3)
    let (k0, _) = system.coefficients(at: 0.2), (k1, _) = system.coefficients(at: 0.5), (kMid, _) = system.coefficients(at: 0.35)
    #expect(relativeError(k0, a.stiffness) <= 1e-14 && relativeError(k1, b.stiffness) <= 1e-14)
    #expect(kMid > a.stiffness && kMid < b.stiffness)
    let times = (0...90).map { Double($0) / 60 }
    let blended = try PiecewiseIntegration.sample(
      from: 0, initialVelocity: 0, pieces: pieces, blendDuration: 0.3,
      times: times, settings: Self.settings, make: Self.swift)
    let instant = try PiecewiseIntegration.sample(
      from: 0, initialVelocity: 0, pieces: pieces, times: times,
      settings: Self.settings, make: Self.swift)
    #expect(zip(blended, instant).prefix(12).allSatisfy { $0.value == $1.value })  // same before the retarget
    #expect(zip(blended, instant).contains { abs($0.value - $1.value) > 1 })  // different during the blend
    #expect(abs((blended.last?.value ?? 0) - 150) <= 1e-3)
  }
}
