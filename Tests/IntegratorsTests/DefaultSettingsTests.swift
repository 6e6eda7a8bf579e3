import Foundation
import Integrators
import Springs
import TestSupport
import Testing

/// springtool's default solver settings (Swift port) stay within 1e-9 of the travel of the
/// exact closed form in every regime, over the whole default sampling (until settled).
@Suite("Default settings: Swift port")
struct DefaultSettingsTests {
  @Test("within 1e-9 of the travel of the closed form", arguments: RegimeCase.all)
  func defaults(_ c: RegimeCase) throws {
    let spring = try Spring(response: 0.4, dampingRatio: c.zeta)
    let motion = try SpringMotion(spring: spring, from: 0, to: c.travel, initialVelocity: c.velocity)
    let settle = motion.settlingTime()
    let grid = try SampleGrid(.framesPerSecond(60), duration: settle.isFinite ? min(settle, 30) : 8)
    var integrator = try #require(try makeSwiftIntegrator(SpringODE(spring),
                                                          motion.defaultIntegratorSettings(stiffMethod: .radau5)))
    let states = try motion.integrate(on: grid, with: &integrator)
    var worst = 0.0
    for (i, state) in states.enumerated() {
      worst = max(worst, abs(state.value - motion.value(at: grid.time(i))) / c.travel)
    }
    #expect(worst <= 1e-9, "worst \(worst) of the travel")
  }
}
