import SpringToolCore
import SpringToolGestures
import _SpringToolSupport

/// The seed articles' components as named scenes, one per struct as the article writes it
/// (Articles/Article000.swift … Article004.swift).
public enum Scenes {
  /// Every scene, in the articles' order.
  public static let all: [Scene] = [
    viewSwitchingStrategy, conditionalToggleStyle, quantumToggleStyle, animatedToggleStyle, customSwitch, switchDemo,
    customSwitchAccessible, contentView, listView, shapeToggleView, slidingTabView, sharedCardView,
  ]

  /// The scenes `drag` takes (those with a `DragGesture`).
  public static var switches: [Scene] { all.filter { $0.kind == .switchControl } }

  /// What the articles show that is not a scene, and why.
  public static let notModelled = [
    "002's row with a matched background (HStack { Text; Spacer() }.background(RoundedRectangle(cornerRadius: 12)"
      + ".matchedGeometryEffect(id: \"bg-…\"))) shows one side of the match and no state change: there is nothing to animate",
    "001's description of a GeometryReader-measured toggle has no code",
  ]

  /// The scene called `name` or one of its aliases (ignoring case), if any.
  ///
  /// - Parameter name: The scene's name or alias.
  /// - Returns: The scene, or nil.
  public static func named(_ name: String) -> Scene? {
    let key = NameMatching.key(name)
    return all.first { NameMatching.key($0.name) == key || $0.aliases.contains { NameMatching.key($0) == key } }
  }

  static func spec(_ response: Double, _ dampingRatio: Double) -> SpringSpecification {
    try! SpringSpecification.response(response, dampingRatio: dampingRatio)
  }
}
