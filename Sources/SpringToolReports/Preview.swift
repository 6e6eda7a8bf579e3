import SpringToolCore
import SpringToolEasing
import SpringToolPlots
import SpringToolFormats
import SpringToolPlatforms
import SpringToolGestures
import SpringToolRegression
import SpringToolScenes
import _SpringToolSupport

/// A self-contained HTML page that plays a motion on the component it is for: a seed scene's
/// views as its article lays them out (``SceneDrawing``), every track moving the views it is
/// bound to, or a dot on a line; one row per engine, each with its curve and a cursor that follows
/// the time. No network, no external scripts or fonts: the frames are embedded as JSON and the
/// page only displays them.
///
/// Display rule (what a test can rely on): a row with `holdsFrames` shows each frame until the
/// next one, as a display does (a platform engine at 60 fps shows steps of 1/60 s when slowed
/// down); any other row is sampled every millisecond and interpolated linearly between samples.
/// `?t=SECONDS` shows the state at that time, paused. Every drawn view carries its id and its
/// values as drawn, rounded to 1e-9: `data-x`, `data-y` (its centre, points), `data-width`,
/// `data-height` (points), `data-opacity` (0…1, a track's value clamped to 0…1), and where a
/// track moves them `data-rotation` (degrees), `data-scale`, `data-color` (the fraction of the way
/// from the first colour to the second, clamped) with `data-fill` (the colour drawn) and
/// `data-text` (the cross-fade's fraction). The dot carries `data-value`.
package struct Preview: Sendable {
  /// What the rows are drawn on.
  package enum Stage: Sendable {
    /// A scene's views; each row's components are its tracks, by key.
    case scene(SceneDrawing)
    /// A dot on a line from the lowest to the highest value (component `value`).
    case dot
  }

  /// One row: a rendering of the motion.
  package struct Row: Sendable {
    /// The row's label (`exact`, an engine's id, `drag (published)`).
    package var label: String
    /// Frame times, seconds, increasing from 0.
    package var times: [Double]
    /// Each component's values at the times (`value` for the dot, a track's key for a scene).
    package var components: [(name: String, values: [Double])]
    /// Whether each frame is held until the next (a platform engine), rather than interpolated.
    package var holdsFrames: Bool
    /// When the row's last track ends or settles, seconds (nil when not known or it never does).
    package var end: Double?
    /// What its engine says about this motion, where the page shows the row (Android hiding a
    /// travel below its minimum visible change, and which property constant fixes it).
    package var notes: [String] = []

    /// A row.
    ///
    /// - Parameters:
    ///   - label: The row's label (the engine).
    ///   - times: The sample times in seconds, increasing and starting at 0.
    ///   - components: Each animated component's name and its value at every time.
    ///   - holdsFrames: Whether the page holds each frame until the next (an engine's frames) rather than interpolating.
    package init(label: String, times: [Double], components: [(name: String, values: [Double])], holdsFrames: Bool) {
      (self.label, self.times, self.components, self.holdsFrames) = (label, times, components, holdsFrames)
    }
  }

  /// The page's title.
  package var title: String
  /// What the rows are drawn on.
  package var stage: Stage
  /// The rows.
  package var rows: [Row]
  /// How long the page plays, seconds.
  package var duration: Double
  /// For a drag: the finger's position (knob coordinates) over time, drawn above the knob while it touches.
  package var finger: (times: [Double], positions: [Double])?
  /// What animates, one line per view and property (`Circle() (knob): x 0 → 28, spring(…)`),
  /// listed under the rows; a scene's tracks.
  package var tracks: [String] = []
  /// The component whose curve each row draws (nil: the first).
  package var curveComponent: String?
  /// Where each component comes to rest (its last target) and the scale its settling band is a
  /// fraction of (``MotionCurve/bandScale``), by component name; the studio's plot draws the
  /// target and the band from them.
  package var rests: [(name: String, value: Double, bandScale: Double)] = []
  /// For a fling among snap points: the points (value units) and each platform's pick, as
  /// `springtool snap` makes it (its engine, the point, and why in the platform's terms).
  package var snaps: (points: [Double], picks: [(engine: String, target: Double, reason: String)])?

  /// A preview.
  ///
  /// - Parameters:
  ///   - title: The page's title.
  ///   - stage: What is drawn: a scene's views or a dot on a line.
  ///   - rows: One row per engine.
  ///   - duration: The duration, in seconds (> 0).
  ///   - finger: The finger's times and positions for a drag, or nil.
  package init(
    title: String, stage: Stage, rows: [Row], duration: Double,
    finger: (times: [Double], positions: [Double])? = nil
  ) {
    (self.title, self.stage, self.rows, self.duration, self.finger) = (title, stage, rows, duration, finger)
  }

  /// The data the page plays, as JSON.
  package var json: JSONValue {
    let stageJSON: JSONValue
    switch stage {
    case .scene(let drawing):
      stageJSON = .object([
        ("kind", .string("scene")), ("width", .number(drawing.width)), ("height", .number(drawing.height)),
        ("views", .array(drawing.views.map(Self.json))),
      ])
    case .dot: stageJSON = .object([("kind", .string("dot"))])
    }
    var members: [(String, JSONValue)] = [("title", .string(title)), ("duration", .number(duration)), ("stage", stageJSON)]
    members.append(("curve", curveComponent.map(JSONValue.string) ?? .null))
    if let snaps {
      members.append(
        (
          "snaps",
          .object([
            ("points", .array(snaps.points.map(JSONValue.number))),
            (
              "picks",
              .array(
                snaps.picks.map {
                  .object([("engine", .string($0.engine)), ("target", .number($0.target)), ("reason", .string($0.reason))])
                })
            ),
          ])
        ))
    }
    members.append(("rests", .object(rests.map { ($0.name, .object([("value", .number($0.value)), ("bandScale", .number($0.bandScale))])) })))
    members.append(("tracks", .array(tracks.map(JSONValue.string))))
    members.append(
      (
        "rows",
        .array(
          rows.map { row in
            .object([
              ("label", .string(row.label)), ("hold", .bool(row.holdsFrames)), ("end", row.end.map(JSONValue.number) ?? .null),
              ("notes", .array(row.notes.map(JSONValue.string))),
              ("t", .array(row.times.map(JSONValue.number))),
              ("components", .object(row.components.map { ($0.name, .array($0.values.map(JSONValue.number))) })),
            ])
          })
      ))
    if let finger {
      members.append(
        (
          "finger",
          .object([
            ("t", .array(finger.times.map(JSONValue.number))),
            ("x", .array(finger.positions.map(JSONValue.number))),
          ])
        ))
    }
    return .object(members)
  }

  static func json(_ view: SceneView) -> JSONValue {
    let shape: [(String, JSONValue)] =
      switch view.shape {
      case .roundedRectangle(let r): [("shape", .string("rect")), ("radius", .number(r))]
      case .capsule: [("shape", .string("capsule"))]
      case .circle: [("shape", .string("circle"))]
      case .text(let text, let to, let size):
        [("shape", .string("text")), ("text", .string(text)), ("textTo", to.map(JSONValue.string) ?? .null), ("size", .number(size))]
      case .arrowIcon: [("shape", .string("arrow"))]
      }
    return .object(
      [("id", .string(view.id))] + shape + [
        ("x", .number(view.x)), ("y", .number(view.y)), ("width", .number(view.width)), ("height", .number(view.height)),
        ("fill", .array(view.fill.map(JSONValue.string))), ("fillTo", view.fillTo.map { .array($0.map(JSONValue.string)) } ?? .null),
        ("opacity", .number(view.opacity)),
        ("pivot", view.pivot.map { .array([.number($0.x), .number($0.y)]) } ?? .null),
        (
          "bindings",
          .array(
            view.bindings.map {
              .object([
                ("property", .string($0.property.rawValue)), ("track", .string($0.track)),
                ("offset", .number($0.offset)),
              ])
            })
        ),
      ])
  }

  /// The page.
  package func html() -> String { html(before: "", after: "") }

  /// The page with more HTML: `before` the rows (controls) and `after` the page's script (another
  /// script, which may call `window.preview.replace(data, t, play)` to play new data). Set
  /// `window.studio` in `before` to keep the page from playing on load.
  ///
  /// - Parameters:
  ///   - before: HTML inserted above the rows.
  ///   - after: HTML inserted after the page's script.
  /// - Returns: The page.
  package func html(before: String, after: String) -> String {
    Self.html(title: title, data: json, tracks: tracks, before: before, after: after)
  }

  /// A page for data made elsewhere (``json`` of a preview, as `preview --format json` writes it).
  ///
  /// - Parameters:
  ///   - title: The page's title (escaped here).
  ///   - data: The data the page plays.
  ///   - tracks: The lines listed under the rows (escaped here).
  ///   - before: HTML inserted above the rows.
  ///   - after: HTML inserted after the page's script.
  /// - Returns: The page.
  package static func html(title: String, data: JSONValue, tracks: [String], before: String, after: String) -> String {
    let list =
      tracks.isEmpty
      ? ""
      : "<h2>What animates</h2>\n<ul id=\"tracks\">\n"
        + tracks.map { "<li>\(escape($0))</li>" }.joined(separator: "\n") + "\n</ul>"
    // The page, its style and its script are Templates/preview.html, .css and .js, each edited as itself.
    return fill(
      Templates.previewHTML,
      [
        "TITLE": escape(title), "TRACKS": list, "BEFORE": before, "AFTER": after, "DATA": scriptJSON(data),
        "STYLE": Templates.previewCSS, "SCRIPT": Templates.previewJS,
      ])
  }

  /// `template` with each `{{KEY}}` replaced by its value in one pass (a value that holds
  /// `{{…}}` is never filled again).
  ///
  /// - Parameters:
  ///   - template: The text with `{{KEY}}` placeholders.
  ///   - values: The value of each key.
  /// - Returns: The filled text.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    var out = "", rest = Substring(template)
    while let open = rest.firstRange(ofText: "{{") {
      out += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].firstRange(ofText: "}}"), let value = values[String(rest[open.upperBound..<close.lowerBound])] else {
        out += "{{"
        rest = rest[open.upperBound...]
        continue
      }
      out += value
      rest = rest[close.upperBound...]
    }
    return out + rest
  }

  /// JSON safe inside a `<script>` element: `<`, `>` and `&` are written as JSON escapes
  /// (`\u003c`, `\u003e`, `\u0026`), so no text a user gives can close the element or open a
  /// comment (`<!--`, `</script`) that keeps it from closing; U+2028 and U+2029 as `\u2028` and
  /// `\u2029`. The text is the same JSON value (those characters appear only inside strings).
  ///
  /// - Parameter value: The JSON.
  /// - Returns: Its text, safe to embed.
  package static func scriptJSON(_ value: JSONValue) -> String {
    value.rendered(indent: 0).escaping { scalar in
      switch scalar {
      case "<": "\\u003c"
      case ">": "\\u003e"
      case "&": "\\u0026"
      case "\u{2028}": "\\u2028"
      case "\u{2029}": "\\u2029"
      default: nil
      }
    }
  }

  static func escape(_ text: String) -> String { Plot.escape(text) }
}
