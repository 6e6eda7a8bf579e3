import SpringToolIntegrators
import TestSupport
import Testing

/// springtool's default solver settings (Swift port) stay within 1e-9 of the travel of the
/// exact closed form in every regime, over the whole default sampling (until settled).
@Suite("Default settings: Swift port")
struct DefaultSettingsTests {
  @Test("within 1e-9 of the travel of the closed form", arguments: RegimeCase.all)
  func defaults(_ c: RegimeCase) throws {
    let worst = try c.worstDefaultError(stiffMethod: .radau5) { system, settings in
      try #require(try makeSwiftIntegrator(system, settings))
    }
    #expect(worst <= 1e-9, "worst \(worst) of the travel")
  }
}
