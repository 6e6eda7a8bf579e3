/// A component to watch a fling snap on: not from the articles (they have none), drawn as
/// springtool's own. Its track `value` is where the fling is (value units, points): the
/// carousel's scroll offset (card k is centred when the offset is the k-th snap point; the strip
/// drawn moves by `strip`, the offset negated), or the bottom sheet's top edge (points from the
/// top of the screen; the detents are the snap points).
public enum FlingScene: String, CaseIterable, Sendable {
  /// A horizontal carousel of cards, one card per snap point.
  case carousel
  /// A bottom sheet with a detent at each snap point.
  case bottomSheet = "bottom-sheet"

  /// The scene's name (`carousel`, `bottom-sheet`).
  public var name: String { rawValue }

  /// The scene named `name`, or nil.
  ///
  /// - Parameter name: The name, as `--scene` takes it.
  /// - Returns: The scene, or nil.
  public static func named(_ name: String) -> FlingScene? { FlingScene(rawValue: name.lowercased()) }

  /// The title a page shows, which says it is not from the articles.
  public var title: String {
    switch self {
    case .carousel: "a carousel of cards (springtool's own, not from the articles)"
    case .bottomSheet: "a bottom sheet with detents (springtool's own, not from the articles)"
    }
  }

  /// The snap points when none are given: four cards 280 points apart, or the sheet's detents at
  /// 120, 320 and 520 points from the top (large, medium, small).
  public var defaultPoints: [Double] {
    switch self {
    case .carousel: [0, 280, 560, 840]
    case .bottomSheet: [120, 320, 520]
    }
  }

  /// Where the release is when none is given, mid-drag: the strip 60 points on from the first
  /// card, or the sheet 30 points below its medium detent (a release exactly on a point is a pager
  /// at rest, which a fling moves nowhere).
  public var defaultFrom: Double {
    switch self {
    case .carousel: 60
    case .bottomSheet: 350
    }
  }

  /// The tracks a row of `values` (the fling's, over time) draws: `value`, and for the carousel
  /// `strip`, the offset negated (the cards move left as the offset grows).
  ///
  /// - Parameter values: The fling's values.
  /// - Returns: The components, by track key.
  public func components(_ values: [Double]) -> [(name: String, values: [Double])] {
    self == .carousel ? [("value", values), ("strip", values.map { -$0 })] : [("value", values)]
  }

  /// What the track moves, in a line under the rows.
  public var trackLine: String {
    switch self {
    case .carousel:
      "the carousel's scroll offset (value; the strip moves by its negation): released at --from with --velocity, each platform snaps a card to the centre"
    case .bottomSheet: "the sheet's top edge (value, points from the top): released at --from with --velocity, each platform snaps it to a detent"
    }
  }

  /// The drawing for `points` (the snap points, increasing): the carousel's viewport with a card
  /// centred at each point, or the phone's screen with a line at each detent and the sheet.
  ///
  /// - Parameter points: The snap points, value units.
  /// - Returns: The drawing; every moving view is bound to `value`.
  public func drawing(points: [Double]) -> SceneDrawing {
    let colours = [SystemColor.blue, SystemColor.green, SystemColor.orange, SystemColor.purple, SystemColor.red]
    switch self {
    case .carousel:
      let (width, height, card) = (360.0, 220.0, (width: 240.0, height: 160.0))
      var views = [
        SceneView(
          "viewport", .roundedRectangle(cornerRadius: 0), x: width / 2, y: height / 2, width: width, height: height,
          fill: [SystemColor.systemGray5])
      ]
      // Card k is centred when the scroll offset is the k-th point: its x is the centre plus that point, minus the offset.
      for (k, point) in points.prefix(64).enumerated() {
        let x = width / 2 + point
        views.append(
          SceneView(
            "card-\(k + 1)", .roundedRectangle(cornerRadius: 16), x: x, y: height / 2, width: card.width,
            height: card.height, fill: [colours[k % colours.count]], [(.x, "strip", x)]))
        views.append(
          SceneView(
            "label-\(k + 1)", .text("\(k + 1)", size: 28), x: x, y: height / 2, width: 40, height: 40,
            fill: [SystemColor.white], [(.x, "strip", x)]))
      }
      return SceneDrawing(width: width, height: height, views: views)
    case .bottomSheet:
      let (width, height) = (360.0, 640.0)
      var views = [
        SceneView(
          "screen", .roundedRectangle(cornerRadius: 0), x: width / 2, y: height / 2, width: width, height: height,
          fill: [SystemColor.systemGray5])
      ]
      for (k, point) in points.prefix(64).enumerated() {
        views.append(
          SceneView(
            "detent-\(k + 1)", .roundedRectangle(cornerRadius: 0), x: width / 2, y: point, width: width, height: 1,
            fill: [SystemColor.gray]))
      }
      // The sheet is taller than the screen, so its bottom never shows; its top edge is the value.
      let sheet = height
      views.append(
        SceneView(
          "sheet", .roundedRectangle(cornerRadius: 12), x: width / 2, y: sheet / 2, width: width, height: sheet,
          fill: [SystemColor.white], [(.y, "value", sheet / 2)]))
      views.append(
        SceneView(
          "grabber", .capsule, x: width / 2, y: 8, width: 36, height: 5, fill: [SystemColor.systemGray4],
          [(.y, "value", 8)]))
      return SceneDrawing(width: width, height: height, views: views)
    }
  }
}
