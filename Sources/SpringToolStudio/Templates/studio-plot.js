"use strict";
// The studio's big plot: every row's curve of the shown component overlaid on one set of axes
// (time in s, value in the property's unit), the target with its settling band, each row's end
// marked on its curve, a legend, a cursor at the time played, and a read-out of every row's value
// under the pointer. "Difference from exact" plots each row minus the exact curve instead.
window.studioPlot = (() => {
const NS = "http://www.w3.org/2000/svg";
const make = (name, attrs, parent) => { const e = document.createElementNS(NS, name); for (const k in attrs) e.setAttribute(k, attrs[k]); if (parent) parent.appendChild(e); return e; };
// Okabe–Ito colours (distinguishable with colour blindness); exact is the dark reference line.
const palette = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#8c6d1f", "#7f3c8d", "#3a923a", "#c0392b", "#5d6d7e", "#b7950b"];
const colourOf = (label, n) => label === "exact" ? "#222" : palette[n % palette.length];
// A number as people read it: at most 6 significant digits, no floating-point residue.
const six = x => String(Number(x.toPrecision(6)));
// Axis ticks at 1, 2 or 5 times a power of ten, about `count` of them across [lo, hi].
function ticks(lo, hi, count) {
  const span = hi - lo, raw = span / Math.max(1, count), power = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 5, 10].map(m => m * power).find(s => s >= raw) || raw;
  const out = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) out.push(Math.abs(v) < step * 1e-9 ? 0 : Number(v.toPrecision(12)));
  return out;
}
let box = null, state = null, difference = false, updates = 0, geometry = null;
// What the plot draws: the shown component (the scene's curve, else the first), each row in its colour, exact for the difference.
function series(preview) {
  const name = preview.curve && preview.rows.length && preview.rows[0].components[preview.curve] ? preview.curve : Object.keys(preview.rows[0].components)[0];
  const exact = preview.rows.find(r => r.label === "exact");
  return { name, exact, rows: preview.rows.map((row, n) => ({ row, colour: colourOf(row.label, n) })) };
}
// Held frames as steps: each frame's value until the next frame.
function steps(row, x, y, value) {
  let d = "";
  for (let i = 0; i < row.t.length; i++) { const px = x(row.t[i]).toFixed(1), py = y(value(row, i)).toFixed(1); d += i ? `H${px}V${py}` : `M${px},${py}`; }
  return d;
}
// An interpolated curve as drawn at the screen's resolution: in each pixel column its first,
// lowest, highest and last points (every turn the eye can see, a few points per column however
// many samples there are).
function line(row, x, y, value) {
  let d = "", column = null, first, low, high, last;
  const flush = () => { for (const p of [first, low, high, last]) d += (d ? "L" : "M") + p[0].toFixed(1) + "," + p[1].toFixed(1); };
  for (let i = 0; i < row.t.length; i++) {
    const p = [x(row.t[i]), y(value(row, i))], c = Math.floor(p[0]);
    if (c !== column) { if (column !== null) flush(); column = c; first = low = high = last = p; continue; }
    if (p[1] < low[1]) low = p; if (p[1] > high[1]) high = p; last = p;
  }
  if (column !== null) flush();
  return d;
}
function draw(next) {
  if (next) state = next;
  if (!box || !state) return;
  const preview = state.preview, svg = box.querySelector("svg.plot"), legend = box.querySelector(".legend");
  svg.textContent = ""; legend.textContent = "";
  const toggle = box.querySelector("#difference");
  const s = series(preview), diff = difference && s.exact !== undefined;
  toggle.disabled = s.exact === undefined;
  const rest = (preview.rests || {})[s.name], epsilon = state.figures && state.figures.spring ? state.figures.spring.epsilon : null;
  const band = rest && epsilon !== null && epsilon !== undefined ? epsilon * rest.bandScale : null, target = diff ? 0 : rest ? rest.value : null;
  const track = ((state.figures || {}).tracks || []).find(t => t.key === s.name), unit = track && track.unit ? track.unit : "";
  // Each row's points (held frames as steps), in plot units.
  const value = (row, i) => row.components[s.name][i] - (diff ? valueAt(s.exact, s.name, row.t[i]) : 0);
  let lo = Infinity, hi = -Infinity;
  for (const { row } of s.rows) for (let i = 0; i < row.t.length; i++) { const v = value(row, i); if (v < lo) lo = v; if (v > hi) hi = v; }
  if (target !== null) { lo = Math.min(lo, target - (band || 0)); hi = Math.max(hi, target + (band || 0)); }
  // A fling's snap points are in view too (unless the difference from exact is shown).
  const snaps = diff ? null : preview.snaps;
  if (snaps) for (const p of snaps.points) { lo = Math.min(lo, p); hi = Math.max(hi, p); }
  if (!(hi > lo)) { lo -= 1; hi += 1; }
  const pad = (hi - lo) * 0.06; lo -= pad; hi += pad;
  const width = Math.max(260, Math.floor(box.querySelector(".plot-wrap").clientWidth)), height = width < 520 ? 220 : 300;
  const m = { left: 58, right: 12, top: 10, bottom: 38 }, w = width - m.left - m.right, h = height - m.top - m.bottom;
  svg.setAttribute("width", width); svg.setAttribute("height", height); svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  const x = t => m.left + t / preview.duration * w, y = v => m.top + (hi - v) / (hi - lo) * h;
  geometry = { x, y, m, w, h, duration: preview.duration, s, diff };
  // Axes and grid.
  const grid = make("g", { class: "grid" }, svg);
  for (const t of ticks(0, preview.duration, Math.max(4, Math.round(w / 80)))) {
    make("line", { x1: x(t), x2: x(t), y1: m.top, y2: m.top + h }, grid);
    make("text", { x: x(t), y: m.top + h + 16, "text-anchor": "middle" }, grid).textContent = six(t);
  }
  for (const v of ticks(lo, hi, Math.max(3, Math.round(h / 50)))) {
    make("line", { x1: m.left, x2: m.left + w, y1: y(v), y2: y(v) }, grid);
    make("text", { x: m.left - 6, y: y(v) + 4, "text-anchor": "end" }, grid).textContent = six(v);
  }
  make("text", { x: m.left + w / 2, y: height - 4, "text-anchor": "middle", class: "axis-label" }, svg).textContent = "time (s)";
  const what = (diff ? s.name + " − exact" : s.name) + (unit ? " (" + unit + ")" : "");
  make("text", { x: 12, y: m.top + h / 2, transform: `rotate(-90 12 ${m.top + h / 2})`, "text-anchor": "middle", class: "axis-label" }, svg).textContent = what;
  // The target and its settling band (±ε of the travel, the exact settle's definition).
  if (target !== null) {
    if (band) make("rect", { class: "band", x: m.left, width: w, y: y(target + band), height: Math.max(1, y(target - band) - y(target + band)) }, svg);
    make("line", { class: "target", x1: m.left, x2: m.left + w, y1: y(target), y2: y(target) }, svg);
  }
  // Snap points as dotted lines, each labelled with the platforms that pick it.
  if (snaps) for (const p of snaps.points) {
    make("line", { class: "snap", x1: m.left, x2: m.left + w, y1: y(p), y2: y(p), "data-point": String(p) }, svg);
    const who = snaps.picks.filter(k => k.target === p).map(k => k.engine);
    if (who.length) make("text", { x: m.left + w - 4, y: y(p) - 4, "text-anchor": "end", class: "snap-label", "data-point": String(p) }, svg).textContent = "← " + who.join(", ") + (who.length > 1 ? " snap here" : " snaps here");
  }
  // The curves: the exact one last, on top.
  const order = s.rows.filter(r => r.row.label !== "exact").concat(s.rows.filter(r => r.row.label === "exact"));
  for (const { row, colour } of order) {
    const d = row.hold ? steps(row, x, y, value) : line(row, x, y, value);
    make("path", { d, stroke: colour, class: "series" + (row.label === "exact" ? " exact" : ""), "data-row": row.label, "data-points": row.t.length }, svg);
  }
  // Each row's end, on its curve.
  for (const { row, colour } of s.rows) {
    if (typeof row.end !== "number" || row.end > preview.duration) continue;
    const v = valueAt(row, s.name, row.end) - (diff ? valueAt(s.exact, s.name, row.end) : 0);
    const mark = make("circle", { class: "end", cx: x(row.end), cy: y(v), r: 4, stroke: colour, "data-row": row.label, "data-end": String(row.end) }, svg);
    make("title", {}, mark).textContent = row.label + " ends at " + six(row.end) + " s";
  }
  // The legend: each row's colour, its name and when it ends.
  for (const { row, colour } of s.rows) {
    const item = document.createElement("span"); item.className = "key"; item.dataset.row = row.label;
    const swatch = document.createElement("i"); swatch.style.background = colour; item.appendChild(swatch);
    // Without a shared target (a fling), each row says where it rests.
    const rests = target === null && typeof row.end === "number" ? " · rests " + six(valueAt(row, s.name, row.end)) : "";
    item.append(row.label + (typeof row.end === "number" ? " · ends " + six(row.end) + " s" : " · never ends in view") + rests + (row.hold ? " · frames" : ""));
    legend.appendChild(item);
  }
  if (target !== null) {
    const item = document.createElement("span"); item.className = "key";
    const swatch = document.createElement("i"); swatch.className = "target-key"; item.appendChild(swatch);
    item.append((diff ? "exact" : "target " + six(target)) + (band ? " ± " + six(band) + " (ε " + six(epsilon) + " of the travel)" : ""));
    legend.appendChild(item);
  }
  geometry.cursor = make("line", { class: "cursor", y1: m.top, y2: m.top + h }, svg);
  geometry.hover = make("line", { class: "hover", y1: m.top, y2: m.top + h, visibility: "hidden" }, svg);
  cursor(window.preview ? window.preview.now : 0);
  updates++;
  svg.dataset.updates = String(updates);
  svg.dataset.component = s.name; svg.dataset.duration = String(preview.duration); svg.dataset.difference = diff ? "1" : "0";
  svg.dataset.target = target === null ? "" : String(target); svg.dataset.band = band === null ? "" : String(band);
  svg.setAttribute("aria-label", `${what} over time for ${s.rows.map(r => r.row.label).join(", ")}`);
}
// The played time's cursor.
function cursor(t) {
  if (!geometry || !geometry.cursor) return;
  const px = geometry.x(Math.max(0, Math.min(t, geometry.duration)));
  geometry.cursor.setAttribute("x1", px); geometry.cursor.setAttribute("x2", px);
}
// Under the pointer: the time and every row's value there (or its difference from exact).
function readOut(event) {
  if (!geometry) return;
  const svg = box.querySelector("svg.plot"), tip = box.querySelector(".readout"), r = svg.getBoundingClientRect();
  const px = event.clientX - r.left, t = (px - geometry.m.left) / geometry.w * geometry.duration;
  if (t < 0 || t > geometry.duration) { leave(); return; }
  geometry.hover.setAttribute("x1", px); geometry.hover.setAttribute("x2", px); geometry.hover.setAttribute("visibility", "visible");
  const { s, diff } = geometry;
  tip.textContent = "";
  const head = document.createElement("div"); head.textContent = "t = " + six(t) + " s"; tip.appendChild(head);
  for (const { row, colour } of s.rows) {
    const line = document.createElement("div"), v = valueAt(row, s.name, t) - (diff ? valueAt(s.exact, s.name, t) : 0);
    const swatch = document.createElement("i"); swatch.style.background = colour; line.append(swatch, row.label + ": " + six(v));
    line.dataset.row = row.label; line.dataset.value = String(v); tip.appendChild(line);
  }
  tip.hidden = false;
  tip.style.left = Math.min(px + 12, r.width - tip.offsetWidth - 4) + "px";
  tip.dataset.time = String(t);
}
function leave() { if (geometry) geometry.hover.setAttribute("visibility", "hidden"); box.querySelector(".readout").hidden = true; }
function mount(container) {
  box = container;
  const svg = box.querySelector("svg.plot");
  svg.addEventListener("pointermove", readOut);
  svg.addEventListener("pointerleave", leave);
  box.querySelector("#difference").addEventListener("change", e => { difference = e.target.checked; draw(); });
  // A new width redraws (a phone turned, a window resized); at most once a frame.
  const wrap = box.querySelector(".plot-wrap");
  let pending = false, drawnWidth = wrap.clientWidth;
  new ResizeObserver(() => {
    if (pending || wrap.clientWidth === drawnWidth) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; drawnWidth = wrap.clientWidth; draw(); });
  }).observe(wrap);
}
return { mount, draw, cursor };
})();
