import SpringToolIntegrators
import SpringToolCore

/// Springs in every regime for checking an integrator's default settings against the closed form.
package struct RegimeCase: Sendable, CustomStringConvertible {
  package let zeta: Double
  package let velocity: Double
  package let travel: Double
  package var description: String { "ζ \(zeta), v0 \(velocity), travel \(travel)" }

  package static let all: [RegimeCase] = [
    RegimeCase(zeta: 0, velocity: 0, travel: 1), RegimeCase(zeta: 0.05, velocity: 3, travel: 1),
    RegimeCase(zeta: 0.3, velocity: 0, travel: 250), RegimeCase(zeta: 0.8, velocity: -2, travel: 1),
    RegimeCase(zeta: 1, velocity: 0, travel: 1), RegimeCase(zeta: 1 - 1e-9, velocity: 5, travel: 1e-3),
    RegimeCase(zeta: 1 + 1e-9, velocity: 0, travel: 1e4), RegimeCase(zeta: 2, velocity: 1, travel: 1),
    RegimeCase(zeta: 10, velocity: 0, travel: 1), RegimeCase(zeta: 50, velocity: 0, travel: 1),
    RegimeCase(zeta: 50, velocity: 40, travel: 1), RegimeCase(zeta: 200, velocity: 0, travel: 1),
  ]
}

extension RegimeCase {
  /// Worst |x − x_exact| / travel of `makeIntegrator`'s default-settings run, sampled at 60 fps
  /// until settled (at most 30 s; 8 s for an undamped spring).
  package func worstDefaultError(
    stiffMethod: ODEMethod,
    _ makeIntegrator: (SpringODE, IntegratorSettings) throws -> any ODEIntegrator<SpringODE>
  ) throws -> Double {
    let spring = try Spring(response: 0.4, dampingRatio: zeta)
    let motion = try SpringMotion(spring: spring, from: 0, to: travel, initialVelocity: velocity)
    let settle = motion.settlingTime()
    let grid = try SampleGrid(.framesPerSecond(60), duration: settle.isFinite ? min(settle, 30) : 8)
    var integrator = try makeIntegrator(SpringODE(spring), motion.defaultIntegratorSettings(stiffMethod: stiffMethod))
    let states = try motion.integrate(on: grid, with: &integrator)
    var worst = 0.0
    for (i, state) in states.enumerated() {
      worst = max(worst, abs(state.value - motion.value(at: grid.time(i))) / travel)
    }
    return worst
  }
}
