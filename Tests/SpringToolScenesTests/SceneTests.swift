import SpringToolCore
import SpringToolGestures
import SpringToolScenes
import Testing

/// The scenes hold the articles' numbers, derived by hand from the code in ../shared/seeds/.
@Suite("Seed scenes")
struct SceneTests {
  @Test("CustomSwitch: 70×36, knob 30, maxOffset (70 − 30)/2 = 20 from the centre, so a 40 pt travel; spring(0.25, 0.7)")
  func publishedSwitch() throws {
    let scene = try #require(Scenes.named("published-switch"))
    let model = try #require(scene.switchModel)
    #expect(model.geometry.travel == 40 && model.geometry.padding == 0 && model.policy == .published)
    #expect(model.releaseVelocity == .zero && model.tap == .none)
    #expect(scene.spring.response == 0.25 && scene.spring.dampingRatio == 0.7)
  }

  @Test("AnimatedToggleStyle: 60×32, knob 26 at offset ±14 → positions 0…28, 3 pt from each end; spring(0.3, 0.6)")
  func animatedToggle() throws {
    let scene = try #require(Scenes.named("Animated-Toggle"))
    let geometry = try #require(scene.switchGeometry)
    #expect(geometry.travel == 28 && geometry.padding == 3)
    // The knob's edge meets the track's edge at offset ±(30 − 13) = ±17, i.e. positions −3 and 31.
    #expect(scene.components[0].bounds == -3...31)
    #expect(scene.spring.response == 0.3 && scene.spring.dampingRatio == 0.6)
  }

  @Test("hero card 80×80 r8 → 300×400 r20 with spring(0.4, 0.8), back with .spring() (0.5, 0.825)")
  func heroCard() throws {
    let scene = try #require(Scenes.named("hero-card"))
    #expect(scene.components.map(\.from) == [80, 80, 8] && scene.components.map(\.to) == [300, 400, 20])
    #expect(scene.spring.response == 0.4 && scene.spring.dampingRatio == 0.8)
    #expect(scene.returnSpring?.response == 0.5 && scene.returnSpring?.dampingRatio == 0.825)
  }

  @Test("the other scenes' springs", arguments: [("morphing-toggle", 0.5, 0.7), ("tab-indicator", 0.35, 0.75), ("shared-card", 0.45, 0.85)])
  func springs(_ name: String, _ response: Double, _ zeta: Double) throws {
    let scene = try #require(Scenes.named(name))
    #expect(scene.spring.response == response && scene.spring.dampingRatio == zeta)
    #expect(scene.components.allSatisfy { $0.from.isFinite && $0.to.isFinite })
  }

  @Test("names are unique and unknown ones are nil")
  func names() {
    #expect(Set(Scenes.all.map(\.name)).count == Scenes.all.count)
    #expect(Scenes.named("castle") == nil)
    #expect(Scenes.switches.map(\.name) == ["animated-toggle", "published-switch"])
  }
}
