import SpringToolCore

/// `004_0549105b247d83be.txt`: `matchedGeometryEffect` with tabs: `ShapeToggleView`,
/// `SlidingTabView` and `SharedCardView`.
extension Scenes {
  /// `ShapeToggleView`: a 120×120 `RoundedRectangle(cornerRadius: 12)` and a 200×200 `Circle`
  /// share the id "shape", toggled under `withAnimation(.spring(response: 0.4, dampingFraction: 0.8))`.
  public static let shapeToggleView = Scene(
    name: "shape-toggle-view", kind: .card,
    title: "ShapeToggleView: the frame 120×120 → 200×200 (centred), the rounded square and the circle cross-fading",
    source: "004_0549105b247d83be.txt ShapeToggleView",
    trigger: ".onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { isCircle.toggle() } }",
    notes: [matchedShapesNote, "The ZStack centres the shape: the frame grows about a fixed centre"],
    drawing: { _ in
      matchedShapesDrawing(
        width: 240, height: 240, from: (120, 120), outgoing: ("square", .roundedRectangle(cornerRadius: 12), "square-opacity"),
        incoming: ("circle", .circle, "circle-opacity"))
    }
  ) { _ in
    matchedShapes(
      id: "shape", from: (120, 120), to: (200, 200), outgoing: ("square-opacity", "RoundedRectangle(cornerRadius: 12) .fill(.blue)"),
      incoming: ("circle-opacity", "Circle() .fill(.blue)"),
      .spring(Scenes.spec(0.4, 0.8), code: "withAnimation(.spring(response: 0.4, dampingFraction: 0.8))"))
  }

  /// `SlidingTabView`: four tab buttons in an `HStack`; the selected one draws a 24×3 Capsule
  /// matched as "indicator", which slides under `withAnimation(.spring(response: 0.35, dampingFraction: 0.75))`.
  public static let slidingTabView = Scene(
    name: "sliding-tab-view", aliases: ["tab-indicator"], kind: .tabBar,
    title: "SlidingTabView: the 24×3 indicator slides to the tapped tab of four; the titles change colour",
    source: "004_0549105b247d83be.txt SlidingTabView",
    trigger: "Button { withAnimation(.spring(response: 0.35, dampingFraction: 0.75)) { selectedTab = i } }",
    assumptions: [
      SceneAssumption("tab-width", 30, because: "two CJK characters in .subheadline (15 pt); wider than the 24-pt capsule"),
      SceneAssumption("spacing", 8, because: "the HStack's default spacing between the buttons"),
      SceneAssumption("from-tab", 0, "", because: "the first tab (首页) is selected"),
      SceneAssumption("to-tab", 1, "", because: "the second tab (发现) is tapped"),
    ],
    notes: [
      "The indicator's x is its centre from the tab bar's centre (four tabs of tab-width, spacing apart)",
      "The TabView(.page) scrolls to the new page with UIKit's own paging animation, not the spring: not modelled",
    ],
    drawing: { layout in
      let tab = layout["tab-width"], pitch = tab + layout["spacing"], bar = 4 * tab + 3 * layout["spacing"], centre = 16 + bar / 2
      let from = Int(min(max(layout["from-tab"].rounded(), 0), 3)), to = Int(min(max(layout["to-tab"].rounded(), 0), 3))
      let titles = (0..<4).map { i -> SceneView in
        let x = 16 + tab / 2 + Double(i) * pitch, changes = from != to && (i == from || i == to)
        return SceneView(
          "tab\(i)", .text(["首页", "发现", "消息", "我的"][i], size: 15), x: x, y: 18, width: tab, height: 20,
          fill: [i == from ? SystemColor.blue : SystemColor.gray], fillTo: changes ? [i == from ? SystemColor.gray : SystemColor.blue] : nil,
          changes ? [(.color, "tab\(i)-color", 0)] : [])
      }
      return SceneDrawing(
        width: bar + 32, height: 47,
        views: titles + [
          SceneView(
            "indicator", .capsule, x: centre + (Double(from) - 1.5) * pitch, y: 37.5, width: 24, height: 3, fill: [SystemColor.blue],
            [(.x, "indicator", centre)])
        ])
    }
  ) { layout in
    let spring = SceneAnimation.spring(Scenes.spec(0.35, 0.75), code: "withAnimation(.spring(response: 0.35, dampingFraction: 0.75))")
    let pitch = layout["tab-width"] + layout["spacing"]
    let from = min(max(layout["from-tab"].rounded(), 0), 3), to = min(max(layout["to-tab"].rounded(), 0), 3)
    let tabs = ["首页", "发现", "消息", "我的"]
    var tracks = [
      SceneTrack(
        "indicator", "Capsule() .frame(width: 24, height: 3) .matchedGeometryEffect(id: \"indicator\")", .x,
        from: (from - 1.5) * pitch, to: (to - 1.5) * pitch, animation: spring,
        reason: "matchedGeometryEffect: the capsule moves under the tapped tab")
    ]
    if from != to {
      tracks += [
        SceneTrack(
          "tab\(Int(from))-color", "Text(\"\(tabs[Int(from)])\") .foregroundColor(selectedTab == i ? .blue : .gray)", .color,
          from: 0, to: 1, labels: ("blue", "gray"), animation: spring, reason: "deselected, in the transaction"),
        SceneTrack(
          "tab\(Int(to))-color", "Text(\"\(tabs[Int(to)])\") .foregroundColor(selectedTab == i ? .blue : .gray)", .color,
          from: 0, to: 1, labels: ("gray", "blue"), animation: spring, reason: "selected, in the transaction"),
      ]
    }
    return tracks
  }

  /// `SharedCardView`: the list's first card (120×80, r12, matched as "hero") and the detail's
  /// card (full width × 240, r16) share a frame; the ZStack's
  /// `.animation(.spring(response: 0.45, dampingFraction: 0.85), value: selectedTab)` animates the
  /// change the segmented Picker makes.
  public static let sharedCardView = Scene(
    name: "shared-card-view", aliases: ["shared-card"], kind: .card,
    title: "SharedCardView: the first card flies down and grows to the detail card; the other two fade out",
    source: "004_0549105b247d83be.txt SharedCardView",
    trigger: "Picker(selection: $selectedTab) (segmented), with .animation(.spring(response: 0.45, dampingFraction: 0.85), "
      + "value: selectedTab) on the ZStack",
    assumptions: [
      SceneAssumption("screen-width", 393, because: "an iPhone 15's width; the detail's .padding() leaves 16 pt each side")
    ],
    notes: [
      matchedShapesNote,
      "Positions are frame centres from the ZStack's top-left: the list VStack (three 80-pt cards, spacing 8: 256 pt) and the "
        + "padded detail (240 + 32 pt) both start at the ZStack's top under the Picker, centred across the width",
      "The list VStack leaves with .transition(.opacity): the two unmatched cards fade where they are",
      "The segmented Picker animates its own selection (UIKit), not modelled",
    ],
    drawing: { layout in
      let width = layout["screen-width"], frame: [(SceneProperty, String, Double)] = [(.y, "y", 0), (.width, "width", 0), (.height, "height", 0)]
      let small = SystemColor.opacity(SystemColor.orange, 0.3)
      return SceneDrawing(
        width: width, height: 272,
        views: [
          SceneView(
            "card1", .roundedRectangle(cornerRadius: 12), x: width / 2, y: 128, width: 120, height: 80, fill: [small],
            [(.opacity, "list-opacity", 0)]),
          SceneView(
            "card2", .roundedRectangle(cornerRadius: 12), x: width / 2, y: 216, width: 120, height: 80, fill: [small],
            [(.opacity, "list-opacity", 0)]),
          SceneView(
            "hero", .roundedRectangle(cornerRadius: 12), x: width / 2, y: 40, width: 120, height: 80, fill: [small],
            frame + [(.opacity, "list-opacity", 0)]),
          SceneView(
            "detail", .roundedRectangle(cornerRadius: 16), x: width / 2, y: 40, width: 120, height: 80,
            fill: [SystemColor.opacity(SystemColor.orange, 0.5)], opacity: 0, frame + [(.opacity, "detail-opacity", 0)]),
        ])
    }
  ) { layout in
    let spring = SceneAnimation.spring(Scenes.spec(0.45, 0.85), code: ".animation(.spring(response: 0.45, dampingFraction: 0.85), value: selectedTab)")
    let width = layout["screen-width"]
    return [
      SceneTrack(
        "y", "the frame matched as \"hero\"", .y, from: 40, to: 16 + 120, animation: spring,
        reason: "matchedGeometryEffect: from the first list card to the detail card"),
      SceneTrack("width", "the frame matched as \"hero\"", .width, from: 120, to: width - 32, animation: spring, reason: "matchedGeometryEffect"),
      SceneTrack("height", "the frame matched as \"hero\"", .height, from: 80, to: 240, animation: spring, reason: "matchedGeometryEffect"),
      SceneTrack(
        "list-opacity", "VStack { ForEach(0..<3) { RoundedRectangle(cornerRadius: 12) … } }", .opacity, from: 1, to: 0,
        animation: spring,
        reason: "removed: .transition(.opacity); the hero card fades in the animated frame, card1 "
          + "and card2 where they are"),
      SceneTrack(
        "detail-opacity", "RoundedRectangle(cornerRadius: 16) .fill(Color.orange.opacity(0.5))", .opacity, from: 0, to: 1,
        animation: spring, reason: "inserted: .transition(.opacity), in the animated frame"),
    ]
  }
}
