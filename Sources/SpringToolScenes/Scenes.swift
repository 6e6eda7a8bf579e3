import SpringToolCore
import SpringToolGestures
import _SpringToolSupport

/// The seed articles' components as named scenes (positions in points; a switch's knob from its
/// left rest position, as `drag` measures it).
public enum Scenes {
  /// Every scene, in the articles' order.
  public static let all: [Scene] = [morphingToggle, animatedToggle, publishedSwitch, heroCard, tabIndicator, sharedCard]

  /// The scenes `drag` takes (those with a switch geometry).
  public static var switches: [Scene] { all.filter { $0.switchGeometry != nil } }

  /// The scene called `name` (ignoring case), if any.
  ///
  /// - Parameter name: The scene's name.
  public static func named(_ name: String) -> Scene? {
    let key = NameMatching.key(name)
    return all.first { NameMatching.key($0.name) == key }
  }

  static func spec(_ response: Double, _ dampingRatio: Double) -> SpringSpecification {
    try! SpringSpecification.response(response, dampingRatio: dampingRatio)
  }

  /// `000_c3f9ad5cb03a61af.txt`, `QuantumToggleStyle` in `MatrixControlView`: a Switch row turns
  /// into a Button row through `matchedGeometryEffect`, `spring(response: 0.5, dampingFraction:
  /// 0.7)`; each side fades with `.opacity.animation(.easeInOut(duration: 0.2))`. Read as the
  /// switch's shell (51×31 at the right of the 320-pt row, radius 15.5) growing into the
  /// button's background (the whole 320×47 row, radius 8).
  public static let morphingToggle = Scene(
    name: "morphing-toggle", kind: .toggleStyle, title: "Switch ↔ Button row through matchedGeometryEffect, with a 0.2 s cross-fade",
    source: "000_c3f9ad5cb03a61af.txt QuantumToggleStyle", spring: spec(0.5, 0.7), returnSpring: nil,
    components: [Scene.Component("x", from: 269, to: 0), Scene.Component("y", from: 8, to: 0),
                 Scene.Component("width", from: 51, to: 320), Scene.Component("height", from: 31, to: 47),
                 Scene.Component("radius", from: 15.5, to: 8)],
    fade: Scene.Fade(easing: "ease-in-out", duration: 0.2), switchGeometry: nil, switchPolicy: nil,
    assumptions: ["the row is 320 pt wide (.frame(width: 320)) and 31 + 2·8 pt tall; the switch is 51×31 at its right end"])

  /// `001_65fa68a1c59a16e7.txt`, `AnimatedToggleStyle`: a 60×32 track, a 26-pt knob at offset
  /// ±14 (positions 0…28 from the left rest, 3 pt from each end), tapped with
  /// `spring(response: 0.3, dampingFraction: 0.6)`.
  public static let animatedToggle = Scene(
    name: "animated-toggle", kind: .toggleStyle, title: "AnimatedToggleStyle: 60×32 track, 26-pt knob, offset ±14, tapped",
    source: "001_65fa68a1c59a16e7.txt AnimatedToggleStyle", spring: spec(0.3, 0.6), returnSpring: nil,
    components: [Scene.Component("knob", from: 0, to: 28, bounds: -3...31)], fade: nil,
    switchGeometry: SwitchGeometry(trackWidth: 60, trackHeight: 32, knob: 26, padding: 3), switchPolicy: .position,
    assumptions: ["a tap toggles (onTapGesture); there is no drag"])

  /// `001_65fa68a1c59a16e7.txt`, `CustomSwitch`: 70×36, knob 30, no padding (travel 40), the
  /// article's drag rule, `spring(response: 0.25, dampingFraction: 0.7)` from rest.
  public static let publishedSwitch = Scene(
    name: "published-switch", kind: .switchControl, title: "CustomSwitch: 70×36, knob 30, dragged; the article's rule",
    source: "001_65fa68a1c59a16e7.txt CustomSwitch", spring: spec(0.25, 0.7), returnSpring: nil,
    components: [Scene.Component("knob", from: 0, to: 40, bounds: 0...40)], fade: nil,
    switchGeometry: .published, switchPolicy: .published, assumptions: [])

  /// `002_3e2413f60cef1a94.txt`, the card: 80×80 radius 8 → 300×400 radius 20 with
  /// `spring(response: 0.4, dampingFraction: 0.8)`, back with `.spring()` (0.5, 0.825).
  public static let heroCard = Scene(
    name: "hero-card", kind: .card, title: "Hero card: 80×80 r8 → 300×400 r20, back with .spring()",
    source: "002_3e2413f60cef1a94.txt ContentView", spring: spec(0.4, 0.8), returnSpring: SpringPreset.swiftUISpring.specification,
    components: [Scene.Component("width", from: 80, to: 300), Scene.Component("height", from: 80, to: 400),
                 Scene.Component("radius", from: 8, to: 20)],
    fade: nil, switchGeometry: nil, switchPolicy: nil,
    assumptions: ["both cards are centred in the ZStack, so only the size and the radius move"])

  /// `004_0549105b247d83be.txt`, `SlidingTabView`: the indicator slides between tabs with
  /// `spring(response: 0.35, dampingFraction: 0.75)`.
  public static let tabIndicator = Scene(
    name: "tab-indicator", kind: .tabBar, title: "Tab indicator (24×3 capsule) sliding to the next tab",
    source: "004_0549105b247d83be.txt SlidingTabView", spring: spec(0.35, 0.75), returnSpring: nil,
    components: [Scene.Component("x", from: 0, to: 38)], fade: nil, switchGeometry: nil, switchPolicy: nil,
    assumptions: ["tabs are 30 pt wide (two CJK characters in .subheadline) and 8 pt apart (HStack's spacing): 38 pt between centres"])

  /// `004_0549105b247d83be.txt`, `SharedCardView`: 120×80 radius 12 → full width × 240 radius 16
  /// with `spring(response: 0.45, dampingFraction: 0.85)`.
  public static let sharedCard = Scene(
    name: "shared-card", kind: .card, title: "Shared card: 120×80 r12 → full width×240 r16",
    source: "004_0549105b247d83be.txt SharedCardView", spring: spec(0.45, 0.85), returnSpring: nil,
    components: [Scene.Component("width", from: 120, to: 361), Scene.Component("height", from: 80, to: 240),
                 Scene.Component("radius", from: 12, to: 16)],
    fade: nil, switchGeometry: nil, switchPolicy: nil,
    assumptions: ["a 393-pt-wide screen (iPhone 15): maxWidth .infinity with .padding() gives 361 pt"])
}
