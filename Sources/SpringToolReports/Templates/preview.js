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
// SwiftUI's Color.Resolved animates linear extended sRGB (OpenSwiftUI ColorResolved.swift): each
// component goes to linear light, moves a fraction f of the way (past the end when a spring
// overshoots), comes back encoded; only the screen clamps.
const toLinear = c => { const a = Math.abs(c), l = a <= 0.04045 ? a / 12.92 : Math.pow((a + 0.055) / 1.055, 2.4); return c < 0 ? -l : l; };
const fromLinear = l => { const a = Math.abs(l), c = a <= 0.0031308 ? a * 12.92 : 1.055 * Math.pow(a, 1 / 2.4) - 0.055; return l < 0 ? -c : c; };
function mix(a, b, f) {
  const x = rgba(a), y = rgba(b);
  const m = [0, 1, 2].map(i => { const p = toLinear(x[i] / 255), q = toLinear(y[i] / 255); return Math.round(clamp01(fromLinear(p + (q - p) * f)) * 255); });
  return `rgba(${m[0]},${m[1]},${m[2]},${Math.round(clamp01(x[3] + (y[3] - x[3]) * f) * 1000) / 1000})`;
}
// A scene's view: a group (opacity, transform) holding its shape, moved by its bindings from the
// row's frames (read at each draw: the studio swaps in new frames without rebuilding the page).
function sceneView(v, rowView, svg, defs, n) {
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
    const row = rowView.row;
    for (const b of v.bindings) if (row.components[b.track]) p[b.property] = valueAt(row, b.track, t) + b.offset;
    p.opacity = clamp01(p.opacity); p.text = clamp01(p.text);
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
// The dot's line spans every row's lowest to highest value.
function bounds() {
  lo = Infinity; hi = -Infinity;
  for (const r of data.rows) for (const vs of Object.values(r.components)) for (const v of vs) { if (v < lo) lo = v; if (v > hi) hi = v; }
  for (const p of data.snaps ? data.snaps.points : []) { if (p < lo) lo = p; if (p > hi) hi = p; }
}
// The rows, built from `data` (again when the studio gives new data).
function build() {
stage = data.stage; views = [];
document.getElementById("rows").textContent = "";
bounds();
data.rows.forEach((row, n) => {
  const div = document.createElement("div"); div.className = "row"; div.dataset.row = row.label;
  const label = document.createElement("div"); label.className = "label"; label.textContent = row.label;
  const note = document.createElement("small"); note.textContent = row.hold ? "frames held" : "1 ms, interpolated"; label.appendChild(note);
  div.appendChild(label);
  // What the engine says about this motion (a travel it hides), under the row.
  if ((row.notes || []).length) {
    const notes = document.createElement("p"); notes.className = "row-notes"; notes.dataset.notes = String(row.notes.length);
    notes.textContent = row.notes.join(" "); div.appendChild(notes);
  }
  const view = { row };
  if (stage.kind === "scene") {
    const pad = 10, s = Math.min(2, 440 / stage.width, 300 / stage.height);
    const svg = el("svg", { width: (stage.width + 2 * pad) * s, height: (stage.height + 2 * pad) * s, role: "img", "aria-label": data.title,
                            viewBox: `${-pad} ${-pad} ${stage.width + 2 * pad} ${stage.height + 2 * pad}`, class: "stage" }, div);
    const defs = el("defs", {}, svg);
    const draws = stage.views.map(v => sceneView(v, view, svg, defs, n));
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
    const svg = el("svg", { width: 400, height: 40, viewBox: "-20 -20 400 40", role: "img", "aria-label": "value" }, div);
    el("line", { x1: 0, y1: 0, x2: 360, y2: 0, stroke: "#bbb" }, svg);
    // A fling's snap points, as ticks on the line.
    view.ticks = (data.snaps ? data.snaps.points : []).map(p => el("line", { y1: -10, y2: 10, stroke: "#999", class: "snap-point", "data-point": p }, svg));
    view.dot = el("circle", { cx: 0, cy: 0, r: 7, fill: "#0072b2", class: "dot" }, svg);
    view.draw = t => {
      const at = x => (x - lo) * 360 / (hi - lo || 1), x = valueAt(view.row, "value", t);
      view.ticks.forEach((tick, i) => { tick.setAttribute("x1", at(data.snaps.points[i])); tick.setAttribute("x2", at(data.snaps.points[i])); });
      view.dot.setAttribute("cx", at(x)); view.dot.setAttribute("data-value", round(x));
    };
  }
  // The curve of the chosen component (else the first), with a cursor at the time.
  const name = data.curve && row.components[data.curve] ? data.curve : Object.keys(row.components)[0], cw = 240, ch = 70;
  const curve = el("svg", { class: "curve", width: cw, height: ch, viewBox: `0 0 ${cw} ${ch}`, role: "img", "aria-label": name + " over time" }, div);
  const path = el("path", {}, curve);
  view.thumb = () => {
    const r = view.row, vs = r.components[name], vlo = Math.min(...vs), vspan = Math.max(...vs) - vlo || 1;
    const px = t => t / data.duration * cw, py = v => ch - 4 - (v - vlo) / vspan * (ch - 8);
    let d = ""; r.t.forEach((t, i) => { d += (i ? (r.hold ? `H${px(t)}V${py(vs[i])}` : `L${px(t)},${py(vs[i])}`) : `M${px(t)},${py(vs[i])}`); });
    path.setAttribute("d", d);
  };
  view.thumb();
  const caption = el("text", { x: 2, y: 9, "font-size": 9, fill: "#666" }, curve); caption.textContent = name;
  view.cursor = el("line", { x1: 0, y1: 0, x2: 0, y2: ch }, curve);
  views.push(view);
  document.getElementById("rows").appendChild(div);
});
// Where each platform snaps the release among the points, under the rows.
if (data.snaps) {
  const p = document.createElement("p"); p.className = "snaps"; p.id = "snaps";
  p.textContent = "Snap points " + data.snaps.points.join(", ") + ": " + data.snaps.picks.map(k => k.engine + " snaps to " + k.target + " (" + k.reason + ")").join("; ") + ".";
  document.getElementById("rows").appendChild(p);
}
}
build();
let now = 0, playing = false, speed = 1, last = null;
// Who else follows the time shown (the studio's plot cursor).
const followers = [];
const scrub = document.getElementById("scrub"), time = document.getElementById("time"), play = document.getElementById("play");
function show(t) {
  now = Math.max(0, Math.min(t, data.duration));
  for (const v of views) { v.draw(now); v.cursor.setAttribute("x1", now / data.duration * 240); v.cursor.setAttribute("x2", now / data.duration * 240); }
  scrub.value = String(Math.round(now / data.duration * 1000));
  time.textContent = now.toFixed(3) + " s";
  document.body.dataset.time = round(now);
  for (const f of followers) f(now);
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
const valid = fixed === null || (/^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i.test(fixed) && Number.isFinite(Number(fixed)));
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
  // New frames for the same rows on the same stage (a slider mid-drag): swapped in place, the time kept.
  update(next) {
    const same = next.rows.length === data.rows.length && JSON.stringify(next.stage) === JSON.stringify(data.stage)
      && JSON.stringify(next.snaps) === JSON.stringify(data.snaps)
      && next.rows.every((r, i) => r.label === data.rows[i].label && Object.keys(r.components).join() === Object.keys(data.rows[i].components).join());
    data = next;
    if (!same) { build(); show(now); return; }
    bounds();
    views.forEach((v, i) => { v.row = data.rows[i]; v.thumb(); });
    show(now);
  },
  get now() { return now; }, show, toggle, follow(f) { followers.push(f); },
};
document.body.dataset.ready = "1";
