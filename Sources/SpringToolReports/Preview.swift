import SpringToolCore
import SpringToolPlots
import SpringToolFormats
import SpringToolPlatforms
import SpringToolGestures
import SpringToolRegression
import SpringToolScenes
import _SpringToolSupport

/// A self-contained HTML page that plays a motion on the component it is for: a switch's knob on
/// its track, a card growing, a tab indicator sliding, or a dot on a line; one row per engine,
/// each with its curve and a cursor that follows the time. No network, no external scripts or
/// fonts: the frames are embedded as JSON and the page only displays them.
///
/// Display rule (what a test can rely on): a row with `holdsFrames` shows each frame until the
/// next one, as a display does (a platform engine at 60 fps shows steps of 1/60 s when slowed
/// down); any other row is sampled every millisecond and interpolated linearly between samples.
/// `?t=SECONDS` shows the state at that time, paused; every animated element carries its current
/// values as `data-value` (and `data-x`, `data-y`, `data-width`, `data-height`, `data-radius` for
/// a card), rounded to 1e-9.
public struct Preview: Sendable {
  /// What the rows are drawn on.
  public enum Stage: Sendable {
    /// A switch: the knob (`value`: points from its left rest position) on its track.
    case switchTrack(SwitchGeometry)
    /// A card: `x`, `y`, `width`, `height`, `radius` in points (missing ones stay at their start).
    case card
    /// A tab bar: `count` tabs `tabWidth` wide, `spacing` apart; the indicator's `value` is the
    /// offset of its centre from the first tab's centre, in points.
    case tabBar(count: Int, tabWidth: Double, spacing: Double)
    /// An icon turned by `value` degrees (`rotationEffect`): QuantumToggleStyle's trigger arrow.
    case rotation
    /// A dot on a line from the lowest to the highest value.
    case dot
  }

  /// One row: a rendering of the motion.
  public struct Row: Sendable {
    /// The row's label (`exact`, an engine's id, `drag (published)`).
    public var label: String
    /// Frame times, seconds, increasing from 0.
    public var times: [Double]
    /// Each component's values at the times (`value` for one-value stages).
    public var components: [(name: String, values: [Double])]
    /// Whether each frame is held until the next (a platform engine), rather than interpolated.
    public var holdsFrames: Bool

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
  /// For a drag: the finger's position (knob coordinates) over time, drawn while it touches.
  public var finger: (times: [Double], positions: [Double])?
  /// What animates, one line per view and property (`Circle() (knob): x 0 → 28, spring(…)`),
  /// listed under the rows; a scene's tracks.
  public var tracks: [String] = []

  /// A preview.
  ///
  /// - Parameters:
  ///   - title: The page's title.
  ///   - stage: What is drawn: a switch, a card, a tab bar or a dot on a line.
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
    case .switchTrack(let g):
      stageJSON = .object([("kind", .string("switch")), ("trackWidth", .number(g.trackWidth)), ("trackHeight", .number(g.trackHeight)),
                           ("knob", .number(g.knob)), ("padding", .number(g.padding)), ("travel", .number(g.travel))])
    case .card: stageJSON = .object([("kind", .string("card"))])
    case .tabBar(let count, let width, let spacing):
      stageJSON = .object([("kind", .string("tab")), ("count", .integer(count)), ("tabWidth", .number(width)), ("spacing", .number(spacing))])
    case .rotation: stageJSON = .object([("kind", .string("rotation"))])
    case .dot: stageJSON = .object([("kind", .string("dot"))])
    }
    var members: [(String, JSONValue)] = [("title", .string(title)), ("duration", .number(duration)), ("stage", stageJSON)]
    members.append(("rows", .array(rows.map { row in
      .object([("label", .string(row.label)), ("hold", .bool(row.holdsFrames)), ("t", .array(row.times.map(JSONValue.number))),
               ("components", .object(row.components.map { ($0.name, .array($0.values.map(JSONValue.number))) }))])
    })))
    if let finger {
      members.append(("finger", .object([("t", .array(finger.times.map(JSONValue.number))),
                                         ("x", .array(finger.positions.map(JSONValue.number)))])))
    }
    return .object(members)
  }

  /// The page.
  public func html() -> String {
    // `</` cannot appear inside the script element that carries the data.
    let data = json.rendered(indent: 0).replacingEvery("</", with: "<\\/")
    let list = tracks.isEmpty ? "" : "<h2>What animates</h2>\n<ul id=\"tracks\">\n"
      + tracks.map { "<li>\(Self.escape($0))</li>" }.joined(separator: "\n") + "\n</ul>"
    return Self.template.replacingEvery("{{TITLE}}", with: Self.escape(title)).replacingEvery("{{TRACKS}}", with: list)
      .replacingEvery("{{DATA}}", with: data)
  }

  static func escape(_ text: String) -> String { Plot.escape(text) }

  static let template = """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{TITLE}}</title>
    <style>
    body { font: 14px/1.4 -apple-system, "Segoe UI", system-ui, sans-serif; margin: 16px; color: #222; background: #fafafa; }
    h1 { font-size: 17px; margin: 0 0 10px; }
    h2 { font-size: 15px; margin: 14px 0 4px; }
    #tracks { margin: 0; padding-left: 20px; color: #333; }
    .controls { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; margin-bottom: 12px; }
    .controls input[type=range] { width: 320px; }
    .row { display: flex; gap: 16px; align-items: center; background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 8px 12px; margin-bottom: 10px; }
    .label { width: 150px; font-weight: 600; }
    .label small { display: block; font-weight: 400; color: #666; }
    .curve path { fill: none; stroke: #0072b2; stroke-width: 1.5; }
    .curve line { stroke: #d55e00; stroke-width: 1.5; }
    #time { font-variant-numeric: tabular-nums; min-width: 90px; }
    button { font: inherit; padding: 4px 12px; }
    </style></head>
    <body>
    <h1>{{TITLE}}</h1>
    <div class="controls">
      <button id="play" type="button" aria-label="Play or pause (space)">▶ Play</button>
      <label>Speed <select id="speed"><option value="1">1×</option><option value="0.5">0.5×</option><option value="0.25">0.25×</option><option value="0.1">0.1×</option></select></label>
      <input id="scrub" type="range" min="0" max="1000" value="0" aria-label="Time (arrow keys step)">
      <span id="time">0.000 s</span>
    </div>
    <div id="rows"></div>
    {{TRACKS}}
    <p><small>Each platform engine holds its frames (steps show when slowed down); the exact curve is interpolated between 1 ms samples. Space plays, arrows step, <code>?t=SECONDS</code> shows one moment.</small></p>
    <script id="data" type="application/json">{{DATA}}</script>
    <script>
    "use strict";
    window.addEventListener("error", e => { document.body.dataset.errors = (document.body.dataset.errors || "") + e.message + ";"; });
    const data = JSON.parse(document.getElementById("data").textContent);
    const NS = "http://www.w3.org/2000/svg";
    const el = (name, attrs, parent) => { const e = document.createElementNS(NS, name); for (const k in attrs) e.setAttribute(k, attrs[k]); if (parent) parent.appendChild(e); return e; };
    const round = x => String(Math.round(x * 1e9) / 1e9);
    // The value of component `name` of `row` at time t: the last frame at or before t when the
    // row holds frames, else linear between the two samples around t.
    function valueAt(row, name, t) {
      const ts = row.t, vs = row.components[name];
      if (t <= ts[0]) return vs[0];
      if (t >= ts[ts.length - 1]) return vs[vs.length - 1];
      let lo = 0, hi = ts.length - 1;
      while (hi - lo > 1) { const mid = (lo + hi) >> 1; if (ts[mid] <= t) lo = mid; else hi = mid; }
      if (row.hold) return vs[lo];
      const f = (t - ts[lo]) / (ts[hi] - ts[lo]);
      return vs[lo] + (vs[hi] - vs[lo]) * f;
    }
    const stage = data.stage, views = [];
    const all = data.rows.flatMap(r => Object.values(r.components).flat());
    const lo = Math.min(...all), hi = Math.max(...all);
    for (const row of data.rows) {
      const div = document.createElement("div"); div.className = "row";
      const label = document.createElement("div"); label.className = "label"; label.textContent = row.label;
      const note = document.createElement("small"); note.textContent = row.hold ? "frames held" : "1 ms, interpolated"; label.appendChild(note);
      div.appendChild(label);
      const view = { row };
      if (stage.kind === "switch") {
        const w = stage.trackWidth, h = stage.trackHeight, k = stage.knob, over = 60, s = 2;
        const svg = el("svg", { width: (w + 2 * over) * s, height: (h + 20) * s, viewBox: `${-over} -10 ${w + 2 * over} ${h + 20}`, role: "img", "aria-label": "switch" }, div);
        view.track = el("rect", { x: 0, y: 0, width: w, height: h, rx: h / 2, fill: "#c8c8cc" }, svg);
        view.finger = el("circle", { cx: 0, cy: h / 2, r: 7, fill: "rgba(213,94,0,0.35)", visibility: "hidden" }, svg);
        view.knob = el("circle", { cx: stage.padding + k / 2, cy: h / 2, r: k / 2, fill: "#fff", stroke: "#888", "stroke-width": 0.5, class: "knob" }, svg);
        view.draw = t => {
          const x = valueAt(row, "value", t);
          view.knob.setAttribute("cx", stage.padding + k / 2 + x); view.knob.setAttribute("data-value", round(x));
          view.track.setAttribute("fill", x > stage.travel / 2 ? "#34c759" : "#c8c8cc");
          if (data.finger) {
            const f = data.finger, touching = t <= f.t[f.t.length - 1];
            view.finger.setAttribute("visibility", touching ? "visible" : "hidden");
            if (touching) view.finger.setAttribute("cx", stage.padding + k / 2 + valueAt({ t: f.t, components: { x: f.x }, hold: false }, "x", t));
          }
        };
      } else if (stage.kind === "card") {
        const c0 = name => (row.components[name] || [0])[0];
        const maxW = Math.max(...(row.components.width || [100])) + Math.max(0, ...(row.components.x || [0]));
        const maxH = Math.max(...(row.components.height || [100])) + Math.max(0, ...(row.components.y || [0]));
        const s = Math.min(1, 240 / maxH, 420 / maxW);
        const svg = el("svg", { width: maxW * s + 20, height: maxH * s + 20, viewBox: `-10 -10 ${maxW + 20 / s} ${maxH + 20 / s}`, role: "img", "aria-label": "card" }, div);
        view.card = el("rect", { x: c0("x"), y: c0("y"), width: c0("width"), height: c0("height"), rx: c0("radius"), fill: "#0072b2", "fill-opacity": 0.85, class: "card" }, svg);
        view.draw = t => {
          const v = name => row.components[name] ? valueAt(row, name, t) : null;
          for (const name of ["x", "y", "width", "height", "radius"]) {
            const x = v(name); if (x === null) continue;
            view.card.setAttribute(name === "radius" ? "rx" : name, Math.max(0, x)); view.card.setAttribute("data-" + name, round(x));
          }
          view.card.setAttribute("data-value", round(v(Object.keys(row.components)[0])));
        };
      } else if (stage.kind === "tab") {
        const n = stage.count, w = stage.tabWidth, gap = stage.spacing, s = 3;
        const width = n * w + (n - 1) * gap;
        const svg = el("svg", { width: (width + 20) * s, height: 40 * s, viewBox: `-10 0 ${width + 20} 40`, role: "img", "aria-label": "tab bar" }, div);
        // SlidingTabView's four titles; the indicator's value is its centre from the bar's centre.
        const titles = ["首页", "发现", "消息", "我的"], mid = width / 2;
        for (let i = 0; i < n; i++) { const tab = el("text", { x: i * (w + gap) + w / 2, y: 18, "text-anchor": "middle", "font-size": 9 }, svg); tab.textContent = titles[i] || "Tab " + (i + 1); }
        view.indicator = el("rect", { x: mid - 12, y: 26, width: 24, height: 3, rx: 1.5, fill: "#0072b2", class: "indicator" }, svg);
        view.draw = t => { const x = valueAt(row, "value", t); view.indicator.setAttribute("x", mid - 12 + x); view.indicator.setAttribute("data-value", round(x)); };
      } else if (stage.kind === "rotation") {
        // The arrow.triangle.2.circlepath icon, turned by .rotationEffect(.degrees(value)).
        const svg = el("svg", { width: 120, height: 120, viewBox: "-30 -30 60 60", role: "img", "aria-label": "rotating icon" }, div);
        el("circle", { cx: 0, cy: 0, r: 18, fill: "none", stroke: "#ddd", "stroke-width": 1 }, svg);
        view.icon = el("g", { class: "icon" }, svg);
        el("path", { d: "M -14 -4 A 14 14 0 0 1 12 -8 M 14 4 A 14 14 0 0 1 -12 8", fill: "none", stroke: "#0072b2", "stroke-width": 3 }, view.icon);
        el("path", { d: "M 12 -15 L 13 -7 L 5 -7 Z M -12 15 L -13 7 L -5 7 Z", fill: "#0072b2" }, view.icon);
        view.draw = t => { const a = valueAt(row, "value", t); view.icon.setAttribute("transform", `rotate(${a})`); view.icon.setAttribute("data-value", round(a)); view.icon.setAttribute("data-rotation", round(a)); };
      } else {
        const span = hi - lo || 1, s = 360 / span;
        const svg = el("svg", { width: 400, height: 40, viewBox: "-20 -20 400 40", role: "img", "aria-label": "value" }, div);
        el("line", { x1: 0, y1: 0, x2: 360, y2: 0, stroke: "#bbb" }, svg);
        view.dot = el("circle", { cx: 0, cy: 0, r: 7, fill: "#0072b2", class: "dot" }, svg);
        view.draw = t => { const x = valueAt(row, "value", t); view.dot.setAttribute("cx", (x - lo) * s); view.dot.setAttribute("data-value", round(x)); };
      }
      // The curve of the first component, with a cursor at the time.
      const name = Object.keys(row.components)[0], vs = row.components[name], cw = 240, ch = 70;
      const vlo = Math.min(...vs), vhi = Math.max(...vs), vspan = vhi - vlo || 1;
      const curve = el("svg", { class: "curve", width: cw, height: ch, viewBox: `0 0 ${cw} ${ch}`, role: "img", "aria-label": name + " over time" }, div);
      const px = t => t / data.duration * cw, py = v => ch - 4 - (v - vlo) / vspan * (ch - 8);
      let d = ""; row.t.forEach((t, i) => { d += (i ? (row.hold ? `H${px(t)}V${py(vs[i])}` : `L${px(t)},${py(vs[i])}`) : `M${px(t)},${py(vs[i])}`); });
      el("path", { d }, curve);
      view.cursor = el("line", { x1: 0, y1: 0, x2: 0, y2: ch }, curve);
      views.push(view);
      document.getElementById("rows").appendChild(div);
    }
    let now = 0, playing = false, speed = 1, last = null;
    const scrub = document.getElementById("scrub"), time = document.getElementById("time"), play = document.getElementById("play");
    function show(t) {
      now = Math.max(0, Math.min(t, data.duration));
      for (const v of views) { v.draw(now); v.cursor.setAttribute("x1", now / data.duration * 240); v.cursor.setAttribute("x2", now / data.duration * 240); }
      scrub.value = String(Math.round(now / data.duration * 1000));
      time.textContent = now.toFixed(3) + " s";
      document.body.dataset.time = round(now);
    }
    function frame(stamp) {
      if (!playing) return;
      if (last !== null) show(now + (stamp - last) / 1000 * speed);
      last = stamp;
      if (now >= data.duration) { playing = false; play.textContent = "↻ Replay"; return; }
      requestAnimationFrame(frame);
    }
    function toggle() {
      if (playing) { playing = false; play.textContent = "▶ Play"; return; }
      if (now >= data.duration) show(0);
      playing = true; last = null; play.textContent = "❚❚ Pause"; requestAnimationFrame(frame);
    }
    play.addEventListener("click", toggle);
    document.getElementById("speed").addEventListener("change", e => { speed = Number(e.target.value); });
    scrub.addEventListener("input", () => { playing = false; play.textContent = "▶ Play"; show(Number(scrub.value) / 1000 * data.duration); });
    document.addEventListener("keydown", e => {
      if (e.key === " " && e.target.tagName !== "BUTTON") { e.preventDefault(); toggle(); }
      if (e.key === "ArrowRight" || e.key === "ArrowLeft") { e.preventDefault(); playing = false; show(now + (e.key === "ArrowRight" ? 1 : -1) / 60); }
    });
    const fixed = new URLSearchParams(location.search).get("t");
    // ?t= must be a number of seconds: anything else is refused in the page, not read as 0.
    const valid = fixed === null || (/^\\s*[-+]?(\\d+\\.?\\d*|\\.\\d+)(e[-+]?\\d+)?\\s*$/i.test(fixed) && Number.isFinite(Number(fixed)));
    if (!valid) {
      const alert = document.createElement("p");
      alert.setAttribute("role", "alert");
      alert.id = "t-error";
      alert.textContent = "?t= must be a number of seconds; showing t = 0";
      document.body.appendChild(alert);
      document.body.dataset.tError = "1";
    }
    show(fixed !== null && valid ? Number(fixed) : 0);
    const reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (fixed === null && !reduced) toggle();
    document.body.dataset.ready = "1";
    </script>
    </body></html>
    """
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

  /// A scene's motion (or, without a scene, a dot from `from` to `to`) with the spring `request`,
  /// one row per engine id in `engines` (`exact` sampled every millisecond; platform engines at
  /// `framesPerSecond`, holding their frames), with `retargets` for one-value motions; `duration`
  /// defaults to when every row has ended, plus 0.15 s (at most ``maximumDuration``).
  ///
  /// - Parameters:
  ///   - scene: The seed scene drawn (nil: a dot on a line).
  ///   - request: The spring options given (empty: the scene's spring).
  ///   - from: The start value, in value units.
  ///   - to: The target value, in value units.
  ///   - engines: The engines, one row each (`exact` for the closed form).
  ///   - framesPerSecond: The frame rate, in frames per second (> 0).
  ///   - retargets: The retargets in time order: at each time (seconds) the target becomes the new value.
  ///   - duration: The duration, in seconds (> 0).
  /// - Throws: ``Preview/Problem`` when the recipe is invalid, a motion cannot be computed, the duration is out of range,
  ///   or there are too many frames.
  public static func motion(scene: Scene?, request: SpringRequest, from: Double? = nil, to: Double? = nil,
                            engines: [EngineChoice] = [.exact], framesPerSecond: Double = 60, retargets: [Retarget] = [],
                            duration: Double? = nil) throws(Problem) -> Preview {
    var components = scene?.components.map { (name: $0.name, from: $0.from, to: $0.to) } ?? [("value", 0, 1)]
    if components.count == 1 {
      components[0] = ("value", from ?? components[0].from, to ?? components[0].to)
    }
    var curves: [(engine: EngineChoice, curves: [any MotionCurve])] = []
    for engine in engines {
      var row: [any MotionCurve] = []
      for c in components {
        var recipe = CurveRecipe(source: .spring(request))
        (recipe.from, recipe.to, recipe.engine, recipe.framesPerSecond) = (c.from, c.to, engine, framesPerSecond)
        recipe.retargets = components.count == 1 ? retargets : []
        do { row.append(try recipe.curve()) } catch { throw .recipe(error) }
      }
      curves.append((engine, row))
    }
    let ends = curves.flatMap(\.curves).map { $0.ending.endTime ?? maximumDuration }
    let length = duration ?? min((ends.max() ?? 1) + 0.15, maximumDuration)
    guard length > 0 && length <= maximumDuration else { throw .duration(length) }
    var rows: [Row] = []
    for (engine, row) in curves {
      let holds = engine != .exact
      let grid: SampleGrid
      do { grid = try SampleGrid(.framesPerSecond(holds ? framesPerSecond : 1000), duration: length) } catch { throw .duration(length) }
      guard grid.count <= maximumSamples else { throw .tooManyFrames(grid.count) }
      var values: [(name: String, values: [Double])] = []
      for (i, curve) in row.enumerated() {
        do { values.append((components[i].name, try curve.states(at: .grid(grid)).map(\.value))) } catch { throw .motion(error) }
      }
      rows.append(Row(label: engine.id, times: grid.times, components: values, holdsFrames: holds))
    }
    let stage: Stage
    switch scene {
    case let s? where s.switchGeometry != nil: stage = .switchTrack(s.switchGeometry!)
    case let s? where s.kind == .tabBar: stage = .tabBar(count: 4, tabWidth: 30, spacing: 8)
    case let s? where s.components.count > 1: stage = .card
    case let s? where s.components.first?.property == .rotation: stage = .rotation
    default: stage = .dot
    }
    let label = (try? request.specification()).map { Describe.label($0) } ?? "spring"
    var preview = Preview(title: (scene.map { $0.title + " — " } ?? "") + label, stage: stage, rows: rows, duration: length)
    preview.tracks = scene.map(trackLines) ?? []
    return preview
  }

  /// A scene's tracks as lines for the page: the view, the property and its ends, the animation and why.
  static func trackLines(_ scene: Scene) -> [String] {
    scene.tracks().map { t in
      let ends = t.labels.map { "\($0.from) → \($0.to)" } ?? "\(Describe.f(t.from)) → \(Describe.f(t.to))\(t.property.unit.isEmpty ? "" : " " + t.property.unit)"
      return "\(t.view): \(t.property.rawValue) \(ends), \(t.animation) (\(t.animation.code); \(t.reason))"
    }
  }

  /// A switch drag replayed: the knob's path (every millisecond) and the finger while it touches,
  /// on `model`'s geometry; `duration` defaults to the knob's settle plus 0.15 s.
  ///
  /// - Parameters:
  ///   - title: The page's title.
  ///   - model: The switch: geometry, policy, release spring and gesture settings.
  ///   - startOn: Whether the switch starts on.
  ///   - gesture: The finger's samples (time, horizontal and vertical translation).
  ///   - fingerVelocity: The finger's release velocity, points per second (nil: measured from the samples).
  ///   - duration: The duration, in seconds (> 0).
  /// - Throws: ``Preview/Problem`` when the duration is out of range, there are too many frames, or the drag cannot be
  ///   computed.
  public static func drag(title: String, model: SwitchDragModel, startOn: Bool, gesture: DragSamples, fingerVelocity: Double?,
                          duration: Double? = nil) throws(Problem) -> Preview {
    let decision = model.decide(startOn: startOn, gesture: gesture, fingerVelocity: fingerVelocity)
    let trajectory: KnobTrajectory
    do { trajectory = try model.trajectory(decision, gesture: gesture) } catch { throw .motion(.invalid(error)) }
    let settle = trajectory.figures().settleTime ?? decision.releaseTime + 2
    let length = duration ?? min(max(settle, decision.releaseTime) + 0.15, maximumDuration)
    guard length > 0 && length <= maximumDuration else { throw .duration(length) }
    let times = (0...Int((length * 1000).rounded(.up))).map { Double($0) / 1000 }
    let start = startOn ? model.geometry.travel : 0
    let touching = gesture.samples.filter { $0.t <= decision.releaseTime }
    let row = Row(label: "drag (\(model.policy.rawValue))", times: times,
                  components: [("value", times.map { trajectory.state(at: $0).position })], holdsFrames: false)
    return Preview(title: title + " — " + Describe.reason(decision.reason), stage: .switchTrack(model.geometry), rows: [row],
                   duration: length, finger: (touching.map(\.t), touching.map { start + $0.dx }))
  }
}
