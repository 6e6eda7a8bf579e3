#!/usr/bin/env node
// Drives a page in headless Chromium over the DevTools protocol on a pipe (no network, no
// packages): opens URL, then runs each step of STEPS (a JSON array) in the page, in order:
//   {"eval": "JS expression"}            evaluates it (awaiting a promise) and records its value
//   {"wait": "JS expression", "ms": N}   polls until it is truthy (at most N ms, default 5000)
//   {"sleep": N}                         waits N ms
//   {"viewport": [W, H]}                 lays the page out at W×H CSS pixels (a phone's width, say)
// and prints the recorded values as one JSON array. A step that fails prints {"error": …} and
// exits 1. Used by the studio's browser tests to click, type and read what the page shows.
//   node tools/browser_drive.js URL STEPS.json
"use strict";
const { spawn } = require("child_process");
const fs = require("fs");

const [url, stepsFile] = process.argv.slice(2);
if (!url || !stepsFile) { console.error("usage: browser_drive.js URL STEPS.json"); process.exit(64); }
const steps = JSON.parse(fs.readFileSync(stepsFile, "utf8"));
const binary = process.env.CHROMIUM || "chromium";
const browser = spawn(binary, ["--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--window-size=1280,900",
                               "about:blank"], { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] });
const toBrowser = browser.stdio[3], fromBrowser = browser.stdio[4];
let nextId = 1, buffer = Buffer.alloc(0);
const waiting = new Map(), events = [];
fromBrowser.on("data", chunk => {
  buffer = Buffer.concat([buffer, chunk]);
  let end;
  while ((end = buffer.indexOf(0)) >= 0) {
    const message = JSON.parse(buffer.subarray(0, end).toString("utf8"));
    buffer = buffer.subarray(end + 1);
    if (message.id && waiting.has(message.id)) { waiting.get(message.id)(message); waiting.delete(message.id); } else events.push(message);
  }
});
function send(method, params = {}, sessionId) {
  const id = nextId++;
  toBrowser.write(JSON.stringify({ id, method, params, sessionId }) + "\0");
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no answer to " + method)), 20000);
    waiting.set(id, m => { clearTimeout(timer); m.error ? reject(new Error(JSON.stringify(m.error))) : resolve(m.result); });
  });
}
const sleep = ms => new Promise(r => setTimeout(r, ms));
async function main() {
  const { targetId } = await send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  await send("Page.enable", {}, sessionId);
  await send("Page.navigate", { url }, sessionId);
  const evaluate = async expression => {
    const r = await send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true }, sessionId);
    if (r.exceptionDetails) throw new Error("in page: " + (r.exceptionDetails.exception?.description || r.exceptionDetails.text));
    return r.result.value;
  };
  // The page has loaded when every script of it has run (readyState complete) and its player says it is ready.
  const loaded = "document.readyState === 'complete' && document.body && document.body.dataset.ready === '1'";
  for (let i = 0; i < 200 && !(await evaluate(loaded).catch(() => false)); i++) await sleep(50);
  const results = [];
  for (const step of steps) {
    if (step.eval !== undefined) results.push(await evaluate(step.eval));
    else if (step.wait !== undefined) {
      const deadline = Date.now() + (step.ms || 5000);
      while (!(await evaluate(step.wait))) {
        if (Date.now() > deadline) throw new Error("timed out waiting for " + step.wait);
        await sleep(25);
      }
      results.push(true);
    } else if (step.sleep !== undefined) { await sleep(step.sleep); results.push(null); }
    else if (step.viewport !== undefined) {
      const [width, height] = step.viewport;
      await send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: false }, sessionId);
      results.push(null);
    }
  }
  return results;
}
main().then(results => { console.log(JSON.stringify(results)); }, error => { console.log(JSON.stringify({ error: String(error.message || error) })); process.exitCode = 1; })
  .finally(() => { browser.kill("SIGKILL"); });
