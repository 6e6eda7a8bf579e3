"use strict";
(() => {
const boot = JSON.parse(document.getElementById("studio-data").textContent), config = boot.config;
let pairs = boot.pairs.map(p => [p[0], p[1]]), state = boot.state, code = null, seq = 0;
// The last state the server accepted: a refused edit goes back to it (the motion shown keeps playing).
const copy = list => list.map(p => [p[0], p[1]]);
let good = copy(pairs);
const $ = id => document.getElementById(id);
// The big plot first, the component's rows under it, figures and code below them.
$("plot").after($("rows"));
studioPlot.mount($("plot"));
window.preview.follow(studioPlot.cursor);
const get = name => { const p = pairs.filter(q => q[0] === name); return p.length ? p[p.length - 1][1] : null; };
const setOnly = (name, value) => { pairs = pairs.filter(q => q[0] !== name); if (value !== null && value !== "") pairs.push([name, value]); };
const springKeys = new Set(config.parameters.map(p => p.key).concat(["preset"]));
const query = () => pairs.map(p => encodeURIComponent(p[0]) + "=" + encodeURIComponent(p[1])).join("&");
const url = path => path + "?token=" + encodeURIComponent(boot.token) + (pairs.length ? "&" + query() : "");
// Controls: scene, family, parameters, engines.
const scene = $("scene");
scene.add(new Option("a dot (no scene)", ""));
for (const s of config.scenes) scene.add(new Option(s.name, s.name));
// A preset is a spring of its own: picking one replaces the numbers, and the fields show it converted.
const preset = $("preset");
preset.add(new Option("none: the numbers below", ""));
// Grouped by platform or design system, in the library's order.
for (const platform of [...new Set(config.presets.map(p => p.platform))]) {
  const group = document.createElement("optgroup"); group.label = platform;
  for (const p of config.presets.filter(p => p.platform === platform)) group.appendChild(new Option(p.name, p.name));
  preset.appendChild(group);
}
preset.value = get("preset") ?? "";
preset.addEventListener("change", async () => {
  for (const k of springKeys) setOnly(k, null);
  setOnly("extra-bounce", null); setOnly("preset", preset.value);
  family.value = ""; refresh(); await convertCurrent();
});
const family = $("family");
family.add(new Option("the scene's own spring", ""));
for (const f of config.families) family.add(new Option(f.label, f.id));
// The family the spring's numbers make is the library's answer (state.family), "" for the scene's own spring.
const showFamily = id => { family.value = config.families.some(f => f.id === id) ? id : ""; };
// A number as a person writes it: the shortest decimal within 1e-9 of it (relative), at most 6 significant digits.
const forPeople = x => {
  if (!Number.isFinite(x)) return String(x);
  for (let p = 1; p <= 6; p++) { const s = Number(x.toPrecision(p)); if (Math.abs(s - x) <= 1e-9 * Math.abs(x)) return String(s); }
  return String(Number(x.toPrecision(6)));
};
// A slider step that lands on round numbers: the power of ten at most a thousandth of the range.
const roundStep = (min, max) => { const w = (max - min) / 1000; return w > 0 ? Math.pow(10, Math.floor(Math.log10(w))) : 1; };
// The current spring in every family's numbers, so the fields show it before any is edited.
let converted = boot.converted;
async function convertCurrent() { try { const r = await fetch(url("/api/convert")), j = await r.json(); converted = j.ok === false ? null : j; } catch (e) { converted = null; } drawParams(); }
function drawParams() {
  const box = $("params"); box.textContent = "";
  // The scene's own spring shows as its response and damping until one is edited.
  const f = config.families.find(f => f.id === (family.value || "response"));
  if (!f) return;
  for (const k of f.keys) {
    const p = config.parameters.find(p => p.key === k.option);
    const row = document.createElement("div"); row.className = "param";
    const id = "p-" + k.option;
    const label = document.createElement("label"); label.htmlFor = id; label.textContent = k.label + (p.unit ? " (" + p.unit + ")" : ""); row.appendChild(label);
    const number = document.createElement("input"); number.type = "number"; number.id = id; number.step = "any";
    number.dataset.option = k.option; number.title = p.help; number.value = get(k.option) ?? "";
    if (number.value === "" && converted && converted[k.convert] !== null && converted[k.convert] !== undefined) number.value = forPeople(converted[k.convert]);
    number.setAttribute("value", number.value);
    const range = document.createElement("input"); range.type = "range"; range.min = p.min; range.max = p.max;
    const step = roundStep(p.min, p.max);
    range.step = String(step); range.value = number.value || p.min; range.setAttribute("aria-label", k.label + " slider");
    const edited = (value, live) => {
      // Editing a number leaves the preset: the family's other numbers are the preset's, as the fields show them.
      setOnly("preset", null); setOnly("extra-bounce", null); if (preset.value !== "") preset.value = "";
      if (!family.value) for (const x of f.keys) if (x.option !== k.option && get(x.option) === null) setOnly(x.option, box.querySelector(`#p-${x.option}`).value);
      setOnly(k.option, value); refresh(0, live);
    };
    number.addEventListener("input", () => { range.value = number.value; edited(number.value); });
    // A slider position is a whole number of steps, written as a person would.
    // While it is dragged the plot follows live and the motion keeps its time; letting go plays it from the start.
    range.addEventListener("input", () => { number.value = forPeople(Math.round(Number(range.value) / step) * step); edited(number.value, true); });
    range.addEventListener("change", () => refresh());
    row.append(number, range); box.appendChild(row);
  }
}
// A family switch in flight: a state answer that arrives meanwhile must not put the menu back (the latest choice wins).
let switching = 0;
family.addEventListener("change", async () => {
  switching++;
  try { await switchFamily(); } finally { switching--; }
});
async function switchFamily() {
  // Switching the family converts the current spring exactly (springtool convert).
  const f = config.families.find(f => f.id === family.value);
  if (!f) { for (const k of springKeys) setOnly(k, null); preset.value = ""; drawParams(); return refresh(); }
  if (!pairs.some(p => springKeys.has(p[0]))) { await convertCurrent(); for (const k of f.keys) if (converted && converted[k.convert] != null) setOnly(k.option, forPeople(converted[k.convert])); family.value = f.id; drawParams(); return refresh(); }
  const r = await fetch(url("/api/convert")), j = await r.json();
  if (!j.ok && j.error) { $("spring-error").textContent = j.error; return; }
  for (const k of springKeys) setOnly(k, null);
  preset.value = "";
  // Converted numbers are rounded for people: 0.3, not 0.30000000000000004; cycling families returns what was typed.
  for (const k of f.keys) if (j[k.convert] !== null && j[k.convert] !== undefined) setOnly(k.option, forPeople(j[k.convert]));
  family.value = f.id; drawParams(); refresh();
}
const engines = $("engines");
for (const e of config.engines) {
  const label = document.createElement("label"), box = document.createElement("input");
  box.type = "checkbox"; box.value = e; box.dataset.option = "engine";
  box.checked = pairs.some(p => p[0] === "engine" && p[1] === e) || (e === "exact" && !pairs.some(p => p[0] === "engine"));
  box.addEventListener("change", () => {
    pairs = pairs.filter(p => p[0] !== "engine");
    for (const b of engines.querySelectorAll("input:checked")) pairs.push(["engine", b.value]);
    if (get("decay") !== null) drawDecaySettings();
    refresh();
  });
  label.append(box, " " + e); engines.appendChild(label);
}
// Another scene plays with its own spring and layout: the previous scene's numbers go.
scene.addEventListener("change", async () => {
  setOnly("scene", scene.value);
  pairs = pairs.filter(p => !["set", "from", "to", "retarget"].includes(p[0]) && !springKeys.has(p[0]));
  family.value = ""; preset.value = ""; $("retarget").value = "";
  refresh(); await convertCurrent();
});
$("retarget").addEventListener("change", e => {
  pairs = pairs.filter(p => p[0] !== "retarget");
  for (const t of e.target.value.split(/[ ,]+/).filter(Boolean)) pairs.push(["retarget", t]);
  refresh();
});
// A fling (decay) of the dot instead of a spring: each checked engine's decay model from the release,
// which the plot shows coming to rest. Engines without a decay are greyed out meanwhile.
const motion = $("motion"), flingKeys = ["decay", "decay-model", "velocity", "points"];
// Where a fling plays: the dot (each engine's decay) or a fling scene (each platform's snap among its points).
const flingScene = $("fling-scene");
flingScene.add(new Option("the dot: each engine's decay", ""));
for (const s of config.flingScenes) flingScene.add(new Option(s.title, s.name));
// The engines a fling can run on: those with a snap model on a fling scene, else those with a decay.
const flingEngines = () => get("scene") ? config.snapEngines : config.decayEngines;
function showMotion() {
  const fling = get("decay") !== null;
  motion.value = fling ? "fling" : "spring";
  $("fling").hidden = !fling; $("spring-scene").hidden = fling; $("spring-box").hidden = fling;
  $("p-velocity").value = get("velocity") ?? ""; $("r-velocity").value = get("velocity") ?? "0"; $("p-from").value = get("from") ?? "";
  $("p-points").value = get("points") ?? ""; flingScene.value = fling ? get("scene") || "" : "";
  for (const b of engines.querySelectorAll("input")) b.disabled = fling && !flingEngines().includes(b.value);
  if (fling) drawDecaySettings();
}
// Each decay model's own settings (deceleration rate, friction, bounds…): a control for each one a checked engine reads
// (on a fling scene, the snaps read only the projection's rate and the density); empty is the platform's default.
// --decay-model names one model for every checked engine, so it is offered when they share more than one.
const settingKeys = ["decay-model", ...config.decaySettings.map(s => s.key)];
const activeModel = engine => {
  const mine = config.decayModels.filter(m => m[0] === engine), asked = get("decay-model");
  return (mine.find(m => m[1] === asked) || mine.find(m => m[2]) || [])[1];
};
function drawDecaySettings() {
  const list = $("decay-setting-list"), checked = pairs.filter(p => p[0] === "engine").map(p => p[1]);
  const scene = get("scene");
  list.replaceChildren();
  const mine = checked.map(e => config.decayModels.filter(m => m[0] === e).map(m => m[1])).filter(l => l.length);
  const models = mine.length ? mine.reduce((a, b) => a.filter(m => b.includes(m))) : [];
  const rows = scene ? [] : [{ key: "decay-model", summary: "the decay model of each checked engine that has it", kind: "choice",
    default: "each engine's", choices: models.length > 1 ? models : [] }].filter(s => s.choices.length || get(s.key) !== null);
  for (const s of rows.concat(config.decaySettings)) {
    const readers = s.readers ? s.readers.filter(([e, m]) => checked.includes(e) && activeModel(e) === m).map(r => r[0]) : checked;
    const read = scene ? ["deceleration-rate", "density"].includes(s.key) : readers.length > 0;
    if (!read && get(s.key) === null) continue;
    const row = document.createElement("label"), given = get(s.key);
    row.className = "setting"; row.title = s.summary + " (" + (scene ? "the snaps" : readers.join(", ")) + ")";
    let field;
    if (s.kind === "choice") {
      field = document.createElement("select");
      field.add(new Option(s.default ? "default: " + s.default : "default", ""));
      for (const c of s.choices) field.add(new Option(c, c));
      field.value = given ?? "";
    } else if (s.kind === "flag") {
      field = document.createElement("input"); field.type = "checkbox"; field.checked = given !== null;
    } else {
      field = document.createElement("input"); field.inputMode = "decimal"; field.placeholder = s.default; field.value = given ?? "";
    }
    field.dataset.option = s.key;
    field.addEventListener("change", () => {
      setOnly(s.key, s.kind === "flag" ? (field.checked ? "1" : null) : field.value.trim());
      if (s.key === "decay-model") drawDecaySettings();
      refresh();
    });
    row.append("--" + s.key + " ", field);
    list.appendChild(row);
  }
  $("decay-settings").hidden = !list.children.length;
  // Open when the state gives a setting, so a shared link shows what it changed.
  if (settingKeys.some(k => get(k) !== null)) $("decay-settings").open = true;
}
// Another stage: only the engines it plays stay checked (none on a fling scene means every platform's snap).
flingScene.addEventListener("change", () => {
  pairs = pairs.filter(p => p[0] !== "scene" && p[0] !== "from");
  if (flingScene.value) pairs.push(["scene", flingScene.value]);
  pairs = pairs.filter(p => p[0] !== "engine" || flingEngines().includes(p[1]));
  if (!flingScene.value && !pairs.some(p => p[0] === "engine")) pairs.push(["engine", "exact"]);
  for (const b of engines.querySelectorAll("input")) b.checked = pairs.some(p => p[0] === "engine" && p[1] === b.value);
  showMotion(); refresh();
});
motion.addEventListener("change", () => {
  if (motion.value === "fling") {
    pairs = pairs.filter(p => !["scene", "set", "retarget", "to"].includes(p[0]) && !springKeys.has(p[0]));
    setOnly("decay", "1"); if (get("velocity") === null) setOnly("velocity", "1000");
    // Only engines with a decay stay checked (exact when none is left).
    pairs = pairs.filter(p => p[0] !== "engine" || config.decayEngines.includes(p[1]));
    if (!pairs.some(p => p[0] === "engine")) pairs.push(["engine", "exact"]);
    for (const b of engines.querySelectorAll("input")) b.checked = pairs.some(p => p[0] === "engine" && p[1] === b.value);
  } else {
    pairs = pairs.filter(p => !flingKeys.includes(p[0]) && !settingKeys.includes(p[0]) && p[0] !== "from");
  }
  scene.value = ""; family.value = ""; preset.value = "";
  showMotion(); refresh();
});
$("p-velocity").addEventListener("input", e => { $("r-velocity").value = e.target.value; setOnly("velocity", e.target.value); refresh(); });
$("r-velocity").addEventListener("input", e => { $("p-velocity").value = e.target.value; setOnly("velocity", e.target.value); refresh(0, true); });
$("r-velocity").addEventListener("change", () => refresh());
$("p-from").addEventListener("input", e => { setOnly("from", e.target.value); refresh(); });
// Snap points as a person types them (commas or spaces); the library reads them as snap does.
$("p-points").addEventListener("change", e => { setOnly("points", e.target.value.trim().split(/[\s,]+/).filter(Boolean).join(",")); refresh(); });
// A second tap now: the component turns back from where it is, as on the device.
const tapNow = () => {
  const t = Math.round(window.preview.now * 1000) / 1000;
  const taps = pairs.filter(p => p[0] === "retarget").map(p => Number(p[1]));
  const ends = state.preview.rows.map(r => r.end).filter(x => typeof x === "number");
  // A tap counts while the motion moves, after the last one: once it has ended there is nothing to turn back.
  if (!(t > Math.max(0, ...taps)) || (ends.length && t >= Math.max(...ends))) {
    showError({ error: "tap again while it moves (press play first): at " + t + " s the motion has ended or was tapped", option: "retarget" });
    return;
  }
  pairs.push(["retarget", String(t)]);
  $("retarget").value = pairs.filter(p => p[0] === "retarget").map(p => p[1]).join(", ");
  refresh(t);
};
$("tap").addEventListener("click", tapNow);
$("rows").addEventListener("click", e => { if (e.target.closest("svg.stage")) tapNow(); });
// One tab per platform; the chosen one stays in the URL (tab=…), beside the state.
const tabs = $("tabs"), asked = new URLSearchParams(location.search).get("tab");
let tab = config.targets.includes(asked) ? asked : config.targets[0];
const pageURL = () => url("/") + "&tab=" + encodeURIComponent(tab);
for (const t of config.targets) {
  const b = document.createElement("button"); b.type = "button"; b.textContent = t; b.dataset.target = t;
  b.setAttribute("role", "tab"); b.id = "tab-" + t;
  b.addEventListener("click", () => { tab = t; drawCode(); history.replaceState(null, "", pageURL()); });
  // Arrow keys move between tabs, as in any tab list.
  b.addEventListener("keydown", e => {
    const i = config.targets.indexOf(t), next = e.key === "ArrowRight" ? i + 1 : e.key === "ArrowLeft" ? i - 1 : null;
    if (next === null) return;
    e.preventDefault(); const n = (next + config.targets.length) % config.targets.length; $("tab-" + config.targets[n]).focus(); $("tab-" + config.targets[n]).click();
  });
  tabs.appendChild(b);
}
// Copy puts on the clipboard what a paste needs (a platform's code alone, not its parameter table and notes) and says so.
const copyWith = (button, text) => {
  const said = ok => { button.textContent = ok ? "Copied" : "Copy failed"; setTimeout(() => { button.textContent = "Copy"; }, 1500); };
  if (!navigator.clipboard || text === null) return said(false);
  navigator.clipboard.writeText(text).then(() => said(true), () => said(false));
};
$("copy").addEventListener("click", () => copyWith($("copy"), code && code[tab] ? code[tab].copy : null));
$("copy-command").addEventListener("click", () => copyWith($("copy-command"), $("command").textContent));
// The chosen platform's code alone (what Copy takes), its notes below it.
function drawCode() {
  for (const b of tabs.children) { const on = b.dataset.target === tab; b.setAttribute("aria-selected", String(on)); b.tabIndex = on ? 0 : -1; }
  $("code-panel").setAttribute("aria-labelledby", "tab-" + tab);
  const c = code && code[tab];
  $("code").textContent = c ? c.copy : "…";
  const notes = $("code-notes"); notes.textContent = "";
  for (const n of c ? c.notes : []) { const li = document.createElement("li"); li.textContent = n; notes.appendChild(li); }
}
function cell(tr, text, key) { const td = document.createElement("td"); td.textContent = text; if (key) td.dataset.figure = key; tr.appendChild(td); return td; }
const f6 = x => x === null || x === undefined ? "never" : String(Math.round(x * 1e6) / 1e6);
// The figures in three groups, each naming what it is about: the spring played (its settling
// under every definition, its overshoot on the main value), each engine's end by its own rule (the
// row's last track, as the plot rings it), and each track of a scene under the same spring.
function drawFigures() {
  const box = $("figure-table"); box.textContent = "";
  const table = document.createElement("table"), fig = state.figures || {};
  const head = text => { const tr = document.createElement("tr"), th = document.createElement("th"); th.colSpan = 2; th.textContent = text; tr.appendChild(th); table.appendChild(tr); };
  const add = (label, value, key, unit) => { const tr = document.createElement("tr"); cell(tr, label); cell(tr, f6(value) + (value === null || value === undefined ? "" : unit || ""), key).dataset.value = value === null || value === undefined ? "" : String(value); table.appendChild(tr); };
  const tracks = fig.tracks || [], unitOf = t => t && t.unit ? " " + t.unit : "";
  // The spring's figures are on the main value (its ends are the motion's): its track gives the unit.
  const m = fig.spring && fig.spring.motion || {}, main = tracks.find(t => t.from === m.from && t.to === m.to), unit = main ? unitOf(main) : " (value units)";
  if (fig.spring) {
    const s = fig.spring;
    head("The spring: " + (fig.label || "") + ", " + f6(m.from) + " → " + f6(m.to) + (main ? unitOf(main) + " (" + main.key + ")" : ""));
    for (const k in s.settling) add("settles: " + (s.settlingDefinitions[k] || k), s.settling[k], "settle-" + k, " s");
    if (s.peakOvershoot) { add("overshoot past the target", s.peakOvershoot.distance, "overshoot", unit); add("peak time", s.peakOvershoot.time, "peak-time", " s"); }
    else add("overshoot past the target", 0, "overshoot", unit);
  }
  const fling = get("decay") !== null, snapping = fling && get("scene");
  head(snapping ? "Each platform's snap, ended by its own rule" : fling ? "Each engine's fling, stopped by its own rule" :
    "Each engine, by its own end rule (the component's last track)");
  for (const r of state.preview.rows) {
    const e = (fig.engines || []).find(x => x.name === r.label);
    const rule = snapping ? "its snap's spring or scroll" : fling ? (r.label === "exact" ? "UIScrollView's documented closed form" : "its decay model's stop") :
      r.label === "exact" ? "the last exit from ±0.1 % of the travel" : e && e.endRule ? e.endRule : "its own end rule";
    add(r.label + " ends: " + rule, r.end, "row-end-" + r.label, " s");
    const values = Object.values(r.components)[0];
    if (fling) add(r.label + " rests at", values[values.length - 1], "rest-" + r.label, " (value units)");
    if (e) add(r.label + " overshoot past the target" + (main ? " (" + main.key + ")" : ""), e.overshoot, "overshoot-" + r.label, unit);
  }
  // Where each platform snaps this release among the points (as springtool snap picks).
  const snaps = state.preview.snaps;
  if (snaps) {
    head("Snap points " + snaps.points.map(f6).join(", ") + ": each platform's pick");
    for (const p of snaps.picks) add(p.engine + " snaps to (" + p.reason + ")", p.target, "snap-" + p.engine, " (value units)");
  }
  if (tracks.length) {
    head("Each track, exact: the scene's spring as edited (a track with a spring of its own keeps it)");
    for (const t of tracks) { add(t.key + ": " + t.property + " ends", t.end, "track-end-" + t.key, " s"); add(t.key + " overshoot", t.overshoot, "track-overshoot-" + t.key, unitOf(t)); }
  }
  box.appendChild(table);
  $("command").textContent = state.commands.studio + "\n" + state.commands.preview + "\n" + state.commands.curve;
  $("save-page").href = url("/save/preview.html"); $("save-curve").href = url("/save/curve.csv");
  document.body.dataset.query = state.query;
}
function showError(e) {
  for (const el of document.querySelectorAll(".error")) el.textContent = "";
  if (!e) return;
  // The control shown for the key (the scene has one control for a spring and one for a fling).
  const fields = e.option ? [...document.querySelectorAll(`[data-option="${CSS.escape(e.option)}"]`)] : [];
  const field = fields.find(f => f.offsetParent !== null) || fields[0];
  const box = field ? (field.closest("fieldset").querySelector(".error")) : $("general-error");
  box.textContent = e.error;
  document.body.dataset.error = e.error;
}
// Two requests out at most, always for the latest state: the server computes the next answer while
// the page draws the last, so a slider dragged continuously updates as fast as both allow. An answer
// older than one already shown is dropped.
let inFlight = 0, queued = null, shownSeq = 0;
function refresh(at, live) {
  seq++; queued = { at, live };
  pump();
}
function pump() {
  while (queued && inFlight < 2) {
    const job = queued; queued = null; inFlight++;
    load(job.at, job.live)
      .catch(e => showError({ error: "the studio did not answer (" + e.message + "); is springtool studio still running?" }))
      .finally(() => { inFlight--; pump(); });
  }
}
async function load(at, live) {
  const mine = seq, started = performance.now(), sent = copy(pairs);
  const r = await fetch(url("/api/state") + (live ? "&live=1" : "")), j = await r.json();
  if (!j.ok) {
    // A newer edit is on its way: its answer decides what stays.
    if (mine !== seq) return;
    // Refused: mark the field, and go back to the last accepted state (the edit is not kept).
    showError(j);
    pairs = copy(good);
    $("retarget").value = pairs.filter(p => p[0] === "retarget").map(p => p[1]).join(", ");
    scene.value = get("scene") || "";
    showMotion();
    document.body.dataset.query = state.query;
    return;
  }
  if (mine < shownSeq) return;
  shownSeq = mine;
  if (document.body.dataset.error !== undefined) { showError(null); delete document.body.dataset.error; }
  good = sent;
  state = j;
  // The answer's family shows in the menu (and its fields) unless the user is switching it right now.
  if (!switching) { const shown = family.value; showFamily(j.family); if (family.value !== shown) drawParams(); }
  // During a drag the plot and the component take every answer in place, keeping the time; any other answer plays from the start (or the tap).
  if (live) window.preview.update(j.preview); else window.preview.replace(j.preview, at || 0, true);
  studioPlot.draw(j);
  // Mid-drag the answer carries the frames only: the figures say they wait for the slider to be let go.
  $("figures").classList.toggle("stale", !!live);
  $("figures").setAttribute("aria-busy", String(!!live));
  // Mid-drag the URL (which browsers throttle), the figures and the code wait for the release.
  if (live) return;
  drawFigures();
  history.replaceState(null, "", pageURL());
  document.body.dataset.latency = String(Math.round(performance.now() - started));
  // The code follows once the edits stop (a drag does not wait for 13 platforms' code on every step).
  if (mine !== seq) return;
  const c = await fetch(url("/api/code")), cj = await c.json();
  if (mine === seq && cj.ok) { code = cj.code; drawCode(); }
}
scene.value = get("scene") || "";
showMotion();
showFamily(state.family);
$("retarget").value = pairs.filter(p => p[0] === "retarget").map(p => p[1]).join(", ");
drawParams(); drawFigures(); drawCode(); studioPlot.draw(state); showError(boot.error && boot.error.error ? boot.error : null);
fetch(url("/api/code")).then(r => r.json()).then(j => { if (j.ok) { code = j.code; drawCode(); } });
document.body.dataset.studio = "1";
})();
