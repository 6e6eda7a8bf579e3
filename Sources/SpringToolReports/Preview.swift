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
    return fill(template, ["TITLE": escape(title), "TRACKS": list, "BEFORE": before, "AFTER": after, "DATA": scriptJSON(data)])
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

  /// JSON safe inside a `<script>` element (`</` cannot appear there).
  ///
  /// - Parameter value: The JSON.
  /// - Returns: Its text with `</` written `<\/`.
  public static func scriptJSON(_ value: JSONValue) -> String { value.rendered(indent: 0).replacingEvery("</", with: "<\\/") }

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
    {{BEFORE}}
    <div id="rows"></div>
    {{TRACKS}}
    <p><small>Each platform engine holds its frames (steps show when slowed down); the exact curve is interpolated between 1 ms samples. Space plays, arrows step, <code>?t=SECONDS</code> shows one moment.</small></p>
    <script id="data" type="application/json">{{DATA}}</script>
    <script>
    "use strict";
    window.addEventListener("error", e => { document.body.dataset.errors = (document.body.dataset.errors || "") + e.message + ";"; });
    let data = JSON.parse(document.getElementById("data").textContent);
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
    let stage = data.stage, views = [], lo = 0, hi = 1;
    const clamp01 = x => Math.max(0, Math.min(1, x));
    // A CSS colour (#rrggbb or rgb[a](…)) as [r, g, b, a]; mix() interpolates them component-wise.
    function rgba(c) {
      if (c[0] === "#") { const v = parseInt(c.slice(1), 16); return [v >> 16 & 255, v >> 8 & 255, v & 255, 1]; }
      const p = c.replace(/[^0-9.,]/g, "").split(",").map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    }
    function mix(a, b, f) {
      const x = rgba(a), y = rgba(b), m = x.map((v, i) => v + (y[i] - v) * f);
      return `rgba(${Math.round(m[0])},${Math.round(m[1])},${Math.round(m[2])},${Math.round(m[3] * 1000) / 1000})`;
    }
    // A scene's view: a group (opacity, transform) holding its shape, moved by its bindings.
    function sceneView(v, row, svg, defs, n) {
      const g = el("g", { class: "view", "data-view": v.id }, svg);
      let shape, texts = [], stops = [];
      let paint = v.fill[0];
      if (v.fill.length > 1) {
        const grad = el("linearGradient", { id: `g${n}-${v.id}`, x1: 0, y1: 0, x2: 1, y2: 0 }, defs);
        stops = v.fill.map((c, i) => el("stop", { offset: i / (v.fill.length - 1), "stop-color": c }, grad));
        paint = `url(#g${n}-${v.id})`;
      }
      if (v.shape === "circle") shape = el("circle", { fill: paint }, g);
      else if (v.shape === "text") {
        for (const text of [v.text, v.textTo]) {
          if (text === null) continue;
          const e = el("text", { "text-anchor": "middle", "dominant-baseline": "central", "font-size": v.size, fill: paint }, g);
          e.textContent = text; texts.push(e);
        }
      } else if (v.shape === "arrow") {
        // arrow.triangle.2.circlepath: two arcs with arrowheads, in a 30-point box.
        shape = el("g", {}, g);
        el("path", { d: "M -14 -4 A 14 14 0 0 1 12 -8 M 14 4 A 14 14 0 0 1 -12 8", fill: "none", stroke: paint, "stroke-width": 3 }, shape);
        el("path", { d: "M 12 -15 L 13 -7 L 5 -7 Z M -12 15 L -13 7 L -5 7 Z", fill: paint }, shape);
      } else shape = el("rect", { fill: paint }, g);
      const bound = {};
      for (const b of v.bindings) bound[b.property] = b;
      return t => {
        const p = { x: v.x, y: v.y, width: v.width, height: v.height, opacity: v.opacity, rotation: 0, scale: 1, color: 0, text: 0 };
        for (const b of v.bindings) if (row.components[b.track]) p[b.property] = valueAt(row, b.track, t) + b.offset;
        p.opacity = clamp01(p.opacity); p.color = clamp01(p.color); p.text = clamp01(p.text);
        const w = Math.max(0, p.width), h = Math.max(0, p.height), scale = Math.max(0, p.scale);
        if (v.shape === "circle") { shape.setAttribute("cx", p.x); shape.setAttribute("cy", p.y); shape.setAttribute("r", Math.min(w, h) / 2); }
        else if (v.shape === "text") {
          texts.forEach((e, i) => { e.setAttribute("x", p.x); e.setAttribute("y", p.y); if (texts.length > 1) e.setAttribute("opacity", i ? p.text : 1 - p.text); });
        } else if (v.shape === "arrow") shape.setAttribute("transform", `translate(${p.x},${p.y}) scale(${w / 30})`);
        else {
          const r = v.shape === "capsule" ? Math.min(w, h) / 2 : Math.min(v.radius, w / 2, h / 2);
          for (const [k, x] of [["x", p.x - w / 2], ["y", p.y - h / 2], ["width", w], ["height", h], ["rx", r]]) shape.setAttribute(k, x);
        }
        if (v.fillTo) {
          const colours = v.fill.map((c, i) => mix(c, v.fillTo[i], p.color));
          if (stops.length) stops.forEach((s, i) => s.setAttribute("stop-color", colours[i]));
          else for (const e of shape ? (v.shape === "arrow" ? [...shape.children] : [shape]) : texts) e.setAttribute(v.shape === "arrow" ? "stroke" : "fill", colours[0]);
          g.setAttribute("data-color", round(p.color)); g.setAttribute("data-fill", colours.join(" "));
        }
        const [px, py] = v.pivot || [p.x, p.y];
        g.setAttribute("transform", `rotate(${p.rotation} ${px} ${py}) translate(${px} ${py}) scale(${scale}) translate(${-px} ${-py})`);
        g.setAttribute("opacity", p.opacity);
        for (const k of ["x", "y", "width", "height", "opacity"]) g.setAttribute("data-" + k, round(p[k]));
        for (const k of ["rotation", "scale", "text"]) if (bound[k]) g.setAttribute("data-" + k, round(p[k]));
      };
    }
    // The rows, built from `data` (again when the studio gives new data).
    function build() {
    stage = data.stage; views = [];
    document.getElementById("rows").textContent = "";
    const all = data.rows.flatMap(r => Object.values(r.components).flat());
    lo = Math.min(...all); hi = Math.max(...all);
    data.rows.forEach((row, n) => {
      const div = document.createElement("div"); div.className = "row"; div.dataset.row = row.label;
      const label = document.createElement("div"); label.className = "label"; label.textContent = row.label;
      const note = document.createElement("small"); note.textContent = row.hold ? "frames held" : "1 ms, interpolated"; label.appendChild(note);
      div.appendChild(label);
      const view = { row };
      if (stage.kind === "scene") {
        const pad = 10, s = Math.min(2, 440 / stage.width, 300 / stage.height);
        const svg = el("svg", { width: (stage.width + 2 * pad) * s, height: (stage.height + 2 * pad) * s, role: "img", "aria-label": data.title,
                                viewBox: `${-pad} ${-pad} ${stage.width + 2 * pad} ${stage.height + 2 * pad}`, class: "stage" }, div);
        const defs = el("defs", {}, svg);
        const draws = stage.views.map(v => sceneView(v, row, svg, defs, n));
        // The finger, above the knob (the view the knob track moves), while it touches.
        const knob = stage.views.find(v => v.bindings.some(b => b.property === "x" && b.track === "knob"));
        if (data.finger && knob) view.finger = el("circle", { cy: knob.y, r: 9, fill: "rgba(213,94,0,0.45)", class: "finger", visibility: "hidden" }, svg);
        view.draw = t => {
          for (const d of draws) d(t);
          if (view.finger) {
            const f = data.finger, touching = t <= f.t[f.t.length - 1], offset = knob.bindings.find(b => b.track === "knob").offset;
            view.finger.setAttribute("visibility", touching ? "visible" : "hidden");
            if (touching) view.finger.setAttribute("cx", offset + valueAt({ t: f.t, components: { x: f.x }, hold: false }, "x", t));
          }
        };
      } else {
        const span = hi - lo || 1, s = 360 / span;
        const svg = el("svg", { width: 400, height: 40, viewBox: "-20 -20 400 40", role: "img", "aria-label": "value" }, div);
        el("line", { x1: 0, y1: 0, x2: 360, y2: 0, stroke: "#bbb" }, svg);
        view.dot = el("circle", { cx: 0, cy: 0, r: 7, fill: "#0072b2", class: "dot" }, svg);
        view.draw = t => { const x = valueAt(row, "value", t); view.dot.setAttribute("cx", (x - lo) * s); view.dot.setAttribute("data-value", round(x)); };
      }
      // The curve of the chosen component (else the first), with a cursor at the time.
      const name = data.curve && row.components[data.curve] ? data.curve : Object.keys(row.components)[0], vs = row.components[name], cw = 240, ch = 70;
      const vlo = Math.min(...vs), vhi = Math.max(...vs), vspan = vhi - vlo || 1;
      const curve = el("svg", { class: "curve", width: cw, height: ch, viewBox: `0 0 ${cw} ${ch}`, role: "img", "aria-label": name + " over time" }, div);
      const px = t => t / data.duration * cw, py = v => ch - 4 - (v - vlo) / vspan * (ch - 8);
      let d = ""; row.t.forEach((t, i) => { d += (i ? (row.hold ? `H${px(t)}V${py(vs[i])}` : `L${px(t)},${py(vs[i])}`) : `M${px(t)},${py(vs[i])}`); });
      el("path", { d }, curve);
      const caption = el("text", { x: 2, y: 9, "font-size": 9, fill: "#666" }, curve); caption.textContent = name;
      view.cursor = el("line", { x1: 0, y1: 0, x2: 0, y2: ch }, curve);
      views.push(view);
      document.getElementById("rows").appendChild(div);
    });
    }
    build();
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
    if (fixed === null && !reduced && !window.studio) toggle();
    // The studio replaces the data and keeps the time (or starts again): preview.replace(newData, t, play).
    window.preview = {
      replace(next, t, andPlay) { data = next; build(); show(t); if (andPlay && !playing) toggle(); },
      get now() { return now; }, show, toggle,
    };
    document.body.dataset.ready = "1";
    </script>
    {{AFTER}}
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
