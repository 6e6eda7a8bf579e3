import Foundation
import SpringToolGSL
import SpringToolIntegrators
import SpringToolCore
import TestSupport
import Testing

/// Retargets, blends and a finger-following knob integrated by GSL and by the Swift port: bit for bit.
@Suite("Piecewise targets: GSL and the Swift port agree bit for bit")
struct GSLPiecewiseTests {
  static func run(_ backend: String, pieces: [TargetPiece], blend: Double = 0, method: ODEMethod) throws -> [SpringState] {
    let settings = IntegratorSettings(
      method: method, initialStep: 1e-6,
      control: StepControl(absoluteTolerance: 1e-11, relativeTolerance: 1e-11))
    return try PiecewiseIntegration.sample(
      from: 0, initialVelocity: 5, pieces: pieces, blendDuration: blend, times: (0...90).map { Double($0) / 60 },
      settings: settings
    ) { (system: TargetPieceODE, settings: IntegratorSettings) throws(IntegrationError) -> any ODEIntegrator<TargetPieceODE> in
      if backend == "gsl" { return try makeGSLIntegrator(system, settings) }
      guard let driver = try makeSwiftIntegrator(system, settings) else { throw .invalidArgument }
      return driver
    }
  }

  @Test("retargets, a blend and a moving finger", arguments: [ODEMethod.rkf45, .rk8pd, .rkck, .rk4])
  func parity(_ method: ODEMethod) throws {
    let a = try Spring(response: 0.4, dampingRatio: 0.6), b = try Spring(response: 0.15, dampingRatio: 0.86)
    let schedules: [([TargetPiece], Double)] = [
      (
        [
          TargetPiece(start: 0, target: 100, spring: a), TargetPiece(start: 0.2, target: 30, spring: a),
          TargetPiece(start: 0.5, target: 200, spring: a),
        ], 0
      ),
      ([TargetPiece(start: 0, target: 100, spring: a), TargetPiece(start: 0.2, target: 30, spring: b)], 0.25),
      (
        [
          TargetPiece(start: 0, target: 0, slope: 80, spring: b), TargetPiece(start: 0.1, target: 8, slope: 200, spring: b),
          TargetPiece(start: 0.3, target: 48, spring: a),
        ], 0
      ),
    ]
    for (pieces, blend) in schedules {
      let swift = try Self.run("swift", pieces: pieces, blend: blend, method: method)
      let gsl = try Self.run("gsl", pieces: pieces, blend: blend, method: method)
      #expect(swift.map(\.value.bitPattern) == gsl.map(\.value.bitPattern))
      #expect(swift.map(\.velocity.bitPattern) == gsl.map(\.velocity.bitPattern))
      if blend == 0 {
        let exact = try PiecewiseMotion(from: 0, initialVelocity: 5, pieces: pieces)
        let worst = zip((0...90).map { Double($0) / 60 }, swift).map { abs($1.value - exact.state(at: $0).value) }.max() ?? 1
        #expect(worst <= 1e-7 * 200, "\(method.rawValue): \(worst) from the closed form")
      }
    }
  }
}
