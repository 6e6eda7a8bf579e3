/// Springs in every regime for checking an integrator's default settings against the closed form.
public struct RegimeCase: Sendable, CustomStringConvertible {
  public let zeta: Double
  public let velocity: Double
  public let travel: Double
  public var description: String { "ζ \(zeta), v0 \(velocity), travel \(travel)" }

  public static let all: [RegimeCase] = [
    RegimeCase(zeta: 0, velocity: 0, travel: 1), RegimeCase(zeta: 0.05, velocity: 3, travel: 1),
    RegimeCase(zeta: 0.3, velocity: 0, travel: 250), RegimeCase(zeta: 0.8, velocity: -2, travel: 1),
    RegimeCase(zeta: 1, velocity: 0, travel: 1), RegimeCase(zeta: 1 - 1e-9, velocity: 5, travel: 1e-3),
    RegimeCase(zeta: 1 + 1e-9, velocity: 0, travel: 1e4), RegimeCase(zeta: 2, velocity: 1, travel: 1),
    RegimeCase(zeta: 10, velocity: 0, travel: 1), RegimeCase(zeta: 50, velocity: 0, travel: 1),
    RegimeCase(zeta: 50, velocity: 40, travel: 1), RegimeCase(zeta: 200, velocity: 0, travel: 1),
  ]
}
