import SpringToolGSL
import SpringToolIntegrators
import TestSupport
import Testing

/// The default settings on the GSL backend (rk8pd, or bsimp for ζ ≥ 20) stay within 1e-9
/// of the travel of the exact closed form in every regime.
@Suite("Default settings: GSL")
struct GSLDefaultSettingsTests {
  @Test("within 1e-9 of the travel of the closed form", arguments: RegimeCase.all)
  func defaults(_ c: RegimeCase) throws {
    let worst = try c.worstDefaultError(stiffMethod: .bsimp) { system, settings in
      try makeGSLIntegrator(system, settings)
    }
    #expect(worst <= 1e-9, "worst \(worst) of the travel")
  }
}
