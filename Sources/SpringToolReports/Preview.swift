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
public struct Preview: Sendable {
  /// What the rows are drawn on.
  public enum Stage: Sendable {
    /// A scene's views; each row's components are its tracks, by key.
    case scene(SceneDrawing)
    /// A dot on a line from the lowest to the highest value (component `value`).
    case dot
  }

  /// One row: a rendering of the motion.
  public struct Row: Sendable {
    /// The row's label (`exact`, an engine's id, `drag (published)`).
    public var label: String
    /// Frame times, seconds, increasing from 0.
    public var times: [Double]
    /// Each component's values at the times (`value` for the dot, a track's key for a scene).
    public var components: [(name: String, values: [Double])]
    /// Whether each frame is held until the next (a platform engine), rather than interpolated.
    public var holdsFrames: Bool
    /// When the row's last track ends or settles, seconds (nil when not known or it never does).
    public var end: Double?

    /// A row.
    ///
    /// - Parameters:
    ///   - label: The row's label (the engine).
    ///   - times: The sample times in seconds, increasing and starting at 0.
    ///   - components: Each animated component's name and its value at every time.
    ///   - holdsFrames: Whether the page holds each frame until the next (an engine's frames) rather than interpolating.
    public init(label: String, times: [Double], components: [(name: String, values: [Double])], holdsFrames: Bool) {
      (self.label, self.times, self.components, self.holdsFrames) = (label, times, components, holdsFrames)
    }
  }

  /// The page's title.
  public var title: String
  /// What the rows are drawn on.
  public var stage: Stage
  /// The rows.
  public var rows: [Row]
  /// How long the page plays, seconds.
  public var duration: Double
  /// For a drag: the finger's position (knob coordinates) over time, drawn above the knob while it touches.
  public var finger: (times: [Double], positions: [Double])?
  /// What animates, one line per view and property (`Circle() (knob): x 0 → 28, spring(…)`),
  /// listed under the rows; a scene's tracks.
  public var tracks: [String] = []
  /// The component whose curve each row draws (nil: the first).
  public var curveComponent: String?

  /// A preview.
  ///
  /// - Parameters:
  ///   - title: The page's title.
  ///   - stage: What is drawn: a scene's views or a dot on a line.
  ///   - rows: One row per engine.
  ///   - duration: The duration, in seconds (> 0).
  ///   - finger: The finger's times and positions for a drag, or nil.
  public init(title: String, stage: Stage, rows: [Row], duration: Double,
              finger: (times: [Double], positions: [Double])? = nil) {
    (self.title, self.stage, self.rows, self.duration, self.finger) = (title, stage, rows, duration, finger)
  }

  /// The data the page plays, as JSON.
  public var json: JSONValue {
    let stageJSON: JSONValue
    switch stage {
    case .scene(let drawing):
      stageJSON = .object([("kind", .string("scene")), ("width", .number(drawing.width)), ("height", .number(drawing.height)),
                           ("views", .array(drawing.views.map(Self.json)))])
    case .dot: stageJSON = .object([("kind", .string("dot"))])
    }
    var members: [(String, JSONValue)] = [("title", .string(title)), ("duration", .number(duration)), ("stage", stageJSON)]
    members.append(("curve", curveComponent.map(JSONValue.string) ?? .null))
    members.append(("tracks", .array(tracks.map(JSONValue.string))))
    members.append(("rows", .array(rows.map { row in
      .object([("label", .string(row.label)), ("hold", .bool(row.holdsFrames)), ("end", row.end.map(JSONValue.number) ?? .null),
               ("t", .array(row.times.map(JSONValue.number))),
               ("components", .object(row.components.map { ($0.name, .array($0.values.map(JSONValue.number))) }))])
    })))
    if let finger {
      members.append(("finger", .object([("t", .array(finger.times.map(JSONValue.number))),
                                         ("x", .array(finger.positions.map(JSONValue.number)))])))
    }
    return .object(members)
  }

  static func json(_ view: SceneView) -> JSONValue {
    let shape: [(String, JSONValue)] = switch view.shape {
    case .roundedRectangle(let r): [("shape", .string("rect")), ("radius", .number(r))]
    case .capsule: [("shape", .string("capsule"))]
    case .circle: [("shape", .string("circle"))]
    case .text(let text, let to, let size):
      [("shape", .string("text")), ("text", .string(text)), ("textTo", to.map(JSONValue.string) ?? .null), ("size", .number(size))]
    case .arrowIcon: [("shape", .string("arrow"))]
    }
    return .object([("id", .string(view.id))] + shape + [
      ("x", .number(view.x)), ("y", .number(view.y)), ("width", .number(view.width)), ("height", .number(view.height)),
      ("fill", .array(view.fill.map(JSONValue.string))), ("fillTo", view.fillTo.map { .array($0.map(JSONValue.string)) } ?? .null),
      ("opacity", .number(view.opacity)),
      ("pivot", view.pivot.map { .array([.number($0.x), .number($0.y)]) } ?? .null),
      ("bindings", .array(view.bindings.map { .object([("property", .string($0.property.rawValue)), ("track", .string($0.track)),
                                                       ("offset", .number($0.offset))]) })),
    ])
  }

  /// The page.
  public func html() -> String { html(before: "", after: "") }

  /// The page with more HTML: `before` the rows (controls) and `after` the page's script (another
  /// script, which may call `window.preview.replace(data, t, play)` to play new data). Set
  /// `window.studio` in `before` to keep the page from playing on load.
  ///
  /// - Parameters:
  ///   - before: HTML inserted above the rows.
  ///   - after: HTML inserted after the page's script.
  /// - Returns: The page.
  public func html(before: String, after: String) -> String {
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
  public static func html(title: String, data: JSONValue, tracks: [String], before: String, after: String) -> String {
    let list = tracks.isEmpty ? "" : "<h2>What animates</h2>\n<ul id=\"tracks\">\n"
      + tracks.map { "<li>\(escape($0))</li>" }.joined(separator: "\n") + "\n</ul>"
    // The page, its style and its script are Templates/preview.html, .css and .js, each edited as itself.
    return fill(Templates.previewHTML, ["TITLE": escape(title), "TRACKS": list, "BEFORE": before, "AFTER": after, "DATA": scriptJSON(data),
                                        "STYLE": Templates.previewCSS, "SCRIPT": Templates.previewJS])
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
  public static func scriptJSON(_ value: JSONValue) -> String {
    var out = ""
    for scalar in value.rendered(indent: 0).unicodeScalars {
      switch scalar {
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func escape(_ text: String) -> String { Plot.escape(text) }

}

extension Preview {
  /// Why a preview cannot be made.
  public enum Problem: Error, Sendable {
    /// A row's recipe does not make a curve (an unknown engine, retargets it cannot take, …).
    case recipe(CurveRecipe.Problem)
    /// A row cannot be computed.
    case motion(MotionError)
    /// The duration is not in (0, ``Preview/maximumDuration``] seconds.
    case duration(Double)
    /// A row would hold more than ``Preview/maximumSamples`` frames.
    case tooManyFrames(Int)
  }

  /// The longest preview, seconds.
  public static let maximumDuration = 10.0
  /// The most frames one row may hold (10 s at 1 ms).
  public static let maximumSamples = 10_001

  /// A scene's state change (or, without a scene, a dot from `from` to `to`) with the spring
  /// `request` in place of the scene's main spring, one row per engine id in `engines` (`exact`
  /// sampled every millisecond; platform engines at `framesPerSecond`, holding their frames). Every
  /// track of the scene is a component of each row, under its own animation: springs rendered by
  /// the row's engine, timing curves exactly, `.none` at its end from t = 0. `from`, `to` and
  /// `retargets` move a one-value scene's spring track (or the dot); each time in `taps` is a
  /// second tap, the opposite state change: springs retarget to the other end keeping their
  /// velocity, timing curves add the change on top of the running one (SwiftUI's rule for
  /// animations that do not merge), `.none` jumps. `duration` defaults to when every row has
  /// ended, plus 0.15 s (at most ``maximumDuration``).
  ///
  /// - Parameters:
  ///   - scene: The seed scene drawn (nil: a dot on a line).
  ///   - request: The spring options given (empty: the scene's spring).
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  ///   - engines: The engines, one row each (`exact` for the closed form).
  ///   - framesPerSecond: The frame rate, in frames per second (> 0).
  ///   - retargets: The retargets in time order: at each time (seconds) the target becomes the new value.
  ///   - taps: The times of further taps, seconds, increasing and after 0 (scenes only).
  ///   - duration: The duration, in seconds (> 0).
  /// - Throws: ``Preview/Problem`` when the recipe is invalid, a motion cannot be computed, the duration is out of range,
  ///   or there are too many frames.
  public static func motion(scene: Scene?, request: SpringRequest, from: Double? = nil, to: Double? = nil,
                            engines: [EngineChoice] = [.exact], framesPerSecond: Double = 60, retargets: [Retarget] = [],
                            taps: [Double] = [], duration: Double? = nil) throws(Problem) -> Preview {
    let main = scene.map { $0.components.count == 1 ? $0.components[0].name : nil } ?? "value"
    let tracks = scene?.tracks() ?? [SceneTrack("value", "dot", .x, from: 0, to: 1, animation: .spring(SpringPreset.smooth.specification, code: ""), reason: "")]
    var curves: [(engine: EngineChoice, curves: [TrackCurve])] = []
    for engine in engines {
      var row: [TrackCurve] = []
      for track in tracks {
        let isMain = track.key == main
        let ends = (from: isMain ? from ?? track.from : track.from, to: isMain ? to ?? track.to : track.to)
        let targets = taps.enumerated().map { Retarget(time: $0.element, target: $0.offset % 2 == 0 ? ends.from : ends.to) }
        switch track.animation {
        case .spring(let spring, _):
          var recipe = CurveRecipe(source: .spring(scene == nil || spring == scene?.spring ? request : Self.request(spring)))
          (recipe.from, recipe.to, recipe.engine, recipe.framesPerSecond) = (ends.from, ends.to, engine, framesPerSecond)
          if scene != nil { recipe.engineSettings = SceneCurves.settings(for: track, engine: engine, recipe.engineSettings) }
          recipe.retargets = (isMain ? retargets : []) + targets
          do { row.append(.motion(try recipe.curve())) } catch { throw .recipe(error) }
        case .easing(let curve, let length, _):
          let easing: Easing
          do { easing = try Easing.parse(curve) } catch { throw .recipe(.easing(error.description)) }
          var pieces: [(start: Double, motion: EasedMotion)] = []
          var previous = ends.from
          for (start, target) in [(0, ends.to)] + targets.map({ ($0.time, $0.target) }) {
            do { pieces.append((start, try EasedMotion(easing: easing, from: 0, to: target - previous, duration: length))) } catch {
              throw .recipe(.easing(error.description))
            }
            previous = target
          }
          row.append(.eased(from: ends.from, pieces))
        case .none:
          row.append(.steps([(0, ends.to)] + targets.map { ($0.time, $0.target) }))
        }
      }
      curves.append((engine, row))
    }
    let ends = curves.flatMap(\.curves).map(\.end)
    let length = duration ?? min((ends.max() ?? 1) + 0.15, maximumDuration)
    guard length > 0 && length <= maximumDuration else { throw .duration(length) }
    var rows: [Row] = []
    for (engine, row) in curves {
      let end = row.map(\.end).max()
      let holds = engine != .exact
      let grid: SampleGrid
      do { grid = try SampleGrid(.framesPerSecond(holds ? framesPerSecond : 1000), duration: length) } catch { throw .duration(length) }
      guard grid.count <= maximumSamples else { throw .tooManyFrames(grid.count) }
      var values: [(name: String, values: [Double])] = []
      for (i, curve) in row.enumerated() { values.append((tracks[i].key, try curve.values(grid))) }
      var shown = Row(label: engine.id, times: grid.times, components: values, holdsFrames: holds)
      shown.end = end.flatMap { $0 < maximumDuration ? $0 : nil }
      rows.append(shown)
    }
    var label = (try? request.specification()).map { Describe.label($0) } ?? "spring"
    guard let scene else { return Preview(title: label, stage: .dot, rows: rows, duration: length) }
    // A scene with no spring (only timing curves) is titled by its animation, not by a spring it does not use.
    if !tracks.contains(where: { $0.animation.spring != nil }), let first = tracks.first { label = first.animation.description }
    var preview = Preview(title: scene.title + " — " + label, stage: .scene(scene.drawing), rows: rows, duration: length)
    preview.tracks = trackLines(scene)
    // The curve shows what moves: a position or size first, else the main spring's value, else the first track.
    let frame: Set<SceneProperty> = [.x, .y, .width, .height]
    preview.curveComponent = tracks.first { frame.contains($0.property) && $0.from != $0.to }?.key ?? scene.components.first?.name ?? tracks.first?.key
    return preview
  }

  /// A spring the scene's code writes, as options.
  static func request(_ spring: SpringSpecification) -> SpringRequest {
    var request = SpringRequest()
    (request.response, request.dampingRatio) = (spring.response, spring.dampingRatio)
    return request
  }

  /// One track's values over time, however it is animated.
  enum TrackCurve {
    /// A spring, rendered by an engine.
    case motion(any MotionCurve)
    /// A spring starting at `delay` seconds (the value before it is its start).
    case delayed(SpringMotion, delay: Double)
    /// Timing curves added on top of each other from `from`: each piece animates a change of target from its start.
    case eased(from: Double, [(start: Double, motion: EasedMotion)])
    /// Jumps: each value from its time on.
    case steps([(start: Double, value: Double)])

    /// When it ends, seconds (``Preview/maximumDuration`` for a curve that does not end).
    var end: Double {
      switch self {
      case .motion(let curve): curve.ending.endTime ?? Preview.maximumDuration
      case .delayed(let motion, let delay): delay + (motion.ending.endTime ?? Preview.maximumDuration)
      case .eased(_, let pieces): pieces.map { $0.start + $0.motion.duration }.max() ?? 0
      case .steps(let steps): steps.last?.start ?? 0
      }
    }

    /// The values at the grid's times.
    func values(_ grid: SampleGrid) throws(Problem) -> [Double] {
      switch self {
      case .motion(let curve):
        do { return try curve.states(at: .grid(grid)).map(\.value) } catch { throw .motion(error) }
      case .delayed(let motion, let delay):
        return grid.times.map { motion.value(at: max(0, $0 - delay)) }
      case .eased(let from, let pieces):
        return grid.times.map { t in pieces.reduce(from) { $0 + (t >= $1.start ? $1.motion.value(at: t - $1.start) : 0) } }
      case .steps(let steps):
        return grid.times.map { t in steps.last { $0.start <= t }?.value ?? steps[0].value }
      }
    }
  }

  /// A scene's tracks as lines for the page: the view, the property and its ends, the animation and why.
  static func trackLines(_ scene: Scene) -> [String] {
    scene.tracks().map { t in
      let ends = t.labels.map { "\($0.from) → \($0.to)" } ?? "\(Describe.f(t.from)) → \(Describe.f(t.to))\(t.property.unit.isEmpty ? "" : " " + t.property.unit)"
      return "\(t.view): \(t.property.rawValue) \(ends), \(t.animation) (\(t.animation.code); \(t.reason))"
    }
  }

  /// A switch drag replayed on `scene`'s drawing: the knob's path (every millisecond) as `model`
  /// computes it, the finger above the knob while it touches, and every other track of the scene
  /// following the on/off decision: when the release changes the state, each plays its animation
  /// from the release (the release spring for the scene's spring); otherwise it stays.
  /// `duration` defaults to the knob's settle plus 0.15 s.
  ///
  /// - Parameters:
  ///   - scene: The switch scene (its views and tracks).
  ///   - model: The switch: geometry, policy, release spring and gesture settings.
  ///   - startOn: Whether the switch starts on.
  ///   - gesture: The finger's samples (time, horizontal and vertical translation).
  ///   - fingerVelocity: The finger's release velocity, points per second (nil: measured from the samples).
  ///   - duration: The duration, in seconds (> 0).
  /// - Throws: ``Preview/Problem`` when the duration is out of range, there are too many frames, or the drag cannot be
  ///   computed.
  public static func drag(scene: Scene, model: SwitchDragModel, startOn: Bool, gesture: DragSamples, fingerVelocity: Double?,
                          duration: Double? = nil) throws(Problem) -> Preview {
    let decision = model.decide(startOn: startOn, gesture: gesture, fingerVelocity: fingerVelocity)
    let trajectory: KnobTrajectory
    do { trajectory = try model.trajectory(decision, gesture: gesture) } catch { throw .motion(.invalid(error)) }
    let settle = trajectory.figures().settleTime ?? decision.releaseTime + 2
    let others = scene.tracks().filter { $0.key != "knob" }
    var curves: [TrackCurve] = []
    for track in others {
      let start = startOn ? track.to : track.from, end = decision.isOn ? track.to : track.from
      guard start != end else { curves.append(.steps([(0, start)])); continue }
      switch track.animation {
      case .spring(let spring, _):
        let release = spring == scene.spring ? model.releaseSpring : spring.spring
        do { curves.append(.delayed(try SpringMotion(spring: release, from: start, to: end), delay: decision.releaseTime)) } catch {
          throw .motion(.invalid(error))
        }
      case .easing(let curve, let length, _):
        do {
          curves.append(.eased(from: start, [(decision.releaseTime, try EasedMotion(easing: try Easing.parse(curve), from: 0, to: end - start,
                                                                                        duration: length))]))
        } catch { throw .recipe(.easing("\(error)")) }
      case .none:
        curves.append(.steps([(0, start), (decision.releaseTime, end)]))
      }
    }
    let length = duration ?? min(max(settle, decision.releaseTime, curves.map(\.end).max() ?? 0) + 0.15, maximumDuration)
    guard length > 0 && length <= maximumDuration else { throw .duration(length) }
    let grid: SampleGrid
    do { grid = try SampleGrid(.framesPerSecond(1000), duration: length) } catch { throw .duration(length) }
    guard grid.count <= maximumSamples else { throw .tooManyFrames(grid.count) }
    var components = [(name: "knob", values: grid.times.map { trajectory.state(at: $0).position })]
    for (track, curve) in zip(others, curves) { components.append((track.key, try curve.values(grid))) }
    let start = startOn ? model.geometry.travel : 0
    let touching = gesture.samples.filter { $0.t <= decision.releaseTime }
    let row = Row(label: "drag (\(model.policy.rawValue))", times: grid.times, components: components, holdsFrames: false)
    var preview = Preview(title: scene.title + " — " + Describe.reason(decision.reason), stage: .scene(drawing(scene, model.geometry)),
                          rows: [row], duration: length, finger: (touching.map(\.t), touching.map { start + $0.dx }))
    preview.tracks = trackLines(scene)
    preview.curveComponent = "knob"
    return preview
  }

  /// The scene's drawing, or for a switch resized by the options, the same switch at that size.
  static func drawing(_ scene: Scene, _ geometry: SwitchGeometry) -> SceneDrawing {
    guard geometry != scene.switchGeometry, let track = scene.drawing.views.first(where: { $0.id == "track" }) else { return scene.drawing }
    return .switchControl(geometry, off: track.fill[0], on: track.fillTo?.first ?? track.fill[0])
  }
}
