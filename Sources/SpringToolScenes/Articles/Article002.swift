import SpringToolCore

/// `002_3e2413f60cef1a94.txt`: `matchedGeometryEffect` and `Namespace`: the card of
/// `ContentView` and the grid-to-detail `ListView`.
extension Scenes {
  /// The note every matched-shape scene carries: what matchedGeometryEffect interpolates.
  static let matchedShapesNote =
    "matchedGeometryEffect interpolates the shared frame (position and size) only: the two shapes are "
    + "different views in an if/else, so the outgoing one fades out and the incoming one fades in (the default .opacity "
    + "transition), both drawn in the animated frame; their corner radii are not interpolated"

  /// `ContentView`: a `RoundedRectangle(cornerRadius: 8)` 80×80 and a
  /// `RoundedRectangle(cornerRadius: 20)` 300×400 share the id "card"; a tap toggles both ways
  /// under `withAnimation(.spring(response: 0.4, dampingFraction: 0.8))`.
  public static let contentView = Scene(
    name: "content-view", aliases: ["hero-card"], kind: .card,
    title: "ContentView: the card's frame 80×80 → 300×400 (centred), r8 and r20 shapes cross-fading, both ways on spring(0.4, 0.8)",
    source: "002_3e2413f60cef1a94.txt ContentView",
    trigger: ".onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { isExpanded.toggle() } } (both ways)",
    notes: [matchedShapesNote, "The ZStack centres the card, so the frame grows about a fixed centre: no position moves"],
    drawing: { _ in
      matchedShapesDrawing(
        width: 340, height: 440, from: (80, 80), outgoing: ("small", .roundedRectangle(cornerRadius: 8), "small-opacity"),
        incoming: ("large", .roundedRectangle(cornerRadius: 20), "large-opacity"))
    }
  ) { _ in
    matchedShapes(
      id: "card", from: (80, 80), to: (300, 400), outgoing: ("small-opacity", "RoundedRectangle(cornerRadius: 8) .fill(.blue)"),
      incoming: ("large-opacity", "RoundedRectangle(cornerRadius: 20) .fill(.blue)"),
      .spring(Scenes.spec(0.4, 0.8), code: "withAnimation(.spring(response: 0.4, dampingFraction: 0.8))"))
  }

  /// Two shapes in an if/else sharing a centred frame: its size springs, the shapes cross-fade in it.
  static func matchedShapes(
    id: String, from: (width: Double, height: Double), to: (width: Double, height: Double),
    outgoing: (key: String, view: String), incoming: (key: String, view: String),
    _ animation: SceneAnimation
  ) -> [SceneTrack] {
    [
      SceneTrack(
        "width", "the frame matched as \"\(id)\"", .width, from: from.width, to: to.width, animation: animation,
        reason: "matchedGeometryEffect"),
      SceneTrack(
        "height", "the frame matched as \"\(id)\"", .height, from: from.height, to: to.height, animation: animation,
        reason: "matchedGeometryEffect"),
      SceneTrack(
        outgoing.key, outgoing.view, .opacity, from: 1, to: 0, animation: animation,
        reason: "removed: the default .opacity transition, in the animated frame"),
      SceneTrack(
        incoming.key, incoming.view, .opacity, from: 0, to: 1, animation: animation,
        reason: "inserted: the default .opacity transition, in the animated frame"),
    ]
  }

  /// Two blue shapes drawn in one frame centred in a `width` × `height` ZStack: the frame's size
  /// follows the `width` and `height` tracks, each shape's opacity its own track.
  static func matchedShapesDrawing(
    width: Double, height: Double, from: (width: Double, height: Double),
    outgoing: (id: String, shape: SceneView.Shape, track: String),
    incoming: (id: String, shape: SceneView.Shape, track: String)
  ) -> SceneDrawing {
    let frame: [(SceneProperty, String, Double)] = [(.width, "width", 0), (.height, "height", 0)]
    return SceneDrawing(
      width: width, height: height,
      views: [
        SceneView(
          outgoing.id, outgoing.shape, x: width / 2, y: height / 2, width: from.width, height: from.height, fill: [SystemColor.blue],
          frame + [(.opacity, outgoing.track, 0)]),
        SceneView(
          incoming.id, incoming.shape, x: width / 2, y: height / 2, width: from.width, height: from.height, fill: [SystemColor.blue],
          opacity: 0, frame + [(.opacity, incoming.track, 0)]),
      ])
  }

  /// `ListView`: three grid cells in a `LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))])`;
  /// a tap sets `selectedItem` under `withAnimation(.spring())`: every cell's
  /// `.opacity(selectedItem == nil ? 1 : 0)` goes to 0 and the tapped cell's frame flies to the
  /// `DetailView`'s.
  public static let listView = Scene(
    name: "list-view", kind: .card,
    title: "ListView: the detail flies from the tapped cell's frame to its own; the cells fade out in place, on .spring()",
    source: "002_3e2413f60cef1a94.txt ListView",
    trigger: ".onTapGesture { withAnimation(.spring()) { selectedItem = item } }",
    assumptions: [
      SceneAssumption("screen-width", 393, because: "an iPhone 15's width; the grid's .padding() leaves 16 pt each side"),
      SceneAssumption("item", 0, "", because: "the first cell (照片) is tapped (0, 1 or 2)"),
      SceneAssumption("detail-width", 361, because: "DetailView is not in the article: assumed full width inside 16-pt padding"),
      SceneAssumption("detail-height", 300, because: "DetailView is not in the article: assumed 300 pt tall, 16 pt below the top"),
    ],
    notes: [
      "The adaptive grid fits three columns of (width − 32 − 2·8)/3 in the padded width (GridItem's default spacing 8); "
        + "cells are 100 pt tall; positions are frame centres from the ScrollView's top-left",
      "The .opacity(selectedItem == nil ? 1 : 0) applies to every cell, so all three fade, not only the tapped one",
      "DetailView's own content and its matched view are not in the article; it is inserted with the default .opacity transition",
      "The tapped cell stays in the tree, in its grid place, at opacity 0 with isSource true while the detail's matched view "
        + "is inserted: Apple's documentation calls a group without exactly one source undefined; the detail is assumed to fly "
        + "from the cell's frame to its own, as the article describes, while the cell stays where the grid puts it",
      "DetailView is drawn as a RoundedRectangle(cornerRadius: 12) in the item's colour, in the matched frame",
    ],
    drawing: { layout in
      let width = layout["screen-width"], index = Int(min(max(layout["item"].rounded(), 0), 2)), cell = (width - 32 - 16) / 3
      let colours = [SystemColor.orange, SystemColor.purple, SystemColor.green]
      let frame: [(SceneProperty, String, Double)] = [(.x, "x", 0), (.y, "y", 0), (.width, "width", 0), (.height, "height", 0)]
      let cells = (0..<3).map { i in
        SceneView(
          "cell\(i)", .roundedRectangle(cornerRadius: 12), x: 16 + cell / 2 + Double(i) * (cell + 8), y: 66, width: cell, height: 100,
          fill: [colours[i]], [(.opacity, "cell\(i)-opacity", 0)])
      }
      return SceneDrawing(
        width: width, height: 32 + max(100, layout["detail-height"]),
        views: cells + [
          SceneView(
            "detail", .roundedRectangle(cornerRadius: 12), x: cells[index].x, y: 66, width: cell, height: 100, fill: [colours[index]],
            opacity: 0, frame + [(.opacity, "detail-opacity", 0)])
        ])
    }
  ) { layout in
    let spring = layout.settings.defaultSpring
    let width = layout["screen-width"], index = min(max(layout["item"].rounded(), 0), 2)
    let cell = (width - 32 - 16) / 3
    let from = (x: 16 + cell / 2 + index * (cell + 8), y: 16 + 50.0)
    let to = (x: 16 + layout["detail-width"] / 2, y: 16 + layout["detail-height"] / 2)
    let titles = ["照片", "音乐", "笔记"]
    return [
      SceneTrack(
        "x", "DetailView (\(titles[Int(index)])) .matchedGeometryEffect(id: item.id)", .x, from: from.x,
        to: to.x, animation: spring, reason: "matchedGeometryEffect: the detail from the cell's frame to its own"),
      SceneTrack("y", "the same", .y, from: from.y, to: to.y, animation: spring, reason: "matchedGeometryEffect"),
      SceneTrack("width", "the same", .width, from: cell, to: layout["detail-width"], animation: spring, reason: "matchedGeometryEffect"),
      SceneTrack("height", "the same", .height, from: 100, to: layout["detail-height"], animation: spring, reason: "matchedGeometryEffect"),
    ]
      + titles.enumerated().map { i, title in
        SceneTrack(
          "cell\(i)-opacity", "RoundedRectangle(cornerRadius: 12) (\(title))", .opacity, from: 1, to: 0, animation: spring,
          reason: ".opacity(selectedItem == nil ? 1 : 0), in the transaction")
      } + [
        SceneTrack(
          "detail-opacity", "DetailView(item:ns:) .zIndex(1)", .opacity, from: 0, to: 1, animation: spring,
          reason: "inserted: the default .opacity transition")
      ]
  }
}
