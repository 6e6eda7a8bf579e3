// One headless Chromium driven over the DevTools protocol on a pipe (no network, no packages),
// shared by tools/browser_drive.js (one page from the command line) and tools/browser_server.js
// (every page of a test run through one browser: a launch costs about 1.5 CPU-seconds, a page a
// tenth of that). Each page opens in a browser context of its own, so pages share no storage.
"use strict";
const { spawn } = require("child_process");

function launch(binary = process.env.CHROMIUM || "chromium") {
  const browser = spawn(binary, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                                 "--no-first-run", "--disable-dev-shm-usage", "--remote-debugging-pipe",
                                 "--window-size=1280,900", "about:blank"],
                        { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] });
  const toBrowser = browser.stdio[3], fromBrowser = browser.stdio[4];
  let nextId = 1, buffer = Buffer.alloc(0);
  const waiting = new Map(), listeners = new Set();
  fromBrowser.on("data", chunk => {
    buffer = Buffer.concat([buffer, chunk]);
    let end;
    while ((end = buffer.indexOf(0)) >= 0) {
      const message = JSON.parse(buffer.subarray(0, end).toString("utf8"));
      buffer = buffer.subarray(end + 1);
      if (message.id && waiting.has(message.id)) { waiting.get(message.id)(message); waiting.delete(message.id); }
      else for (const listener of listeners) listener(message);
    }
  });
  const send = (method, params = {}, sessionId) => {
    const id = nextId++;
    toBrowser.write(JSON.stringify({ id, method, params, sessionId }) + "\0");
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { waiting.delete(id); reject(new Error("no answer to " + method)); }, 20000);
      waiting.set(id, m => { clearTimeout(timer); m.error ? reject(new Error(JSON.stringify(m.error))) : resolve(m.result); });
    });
  };
  // Resolves with the first event `method` of `sessionId` (after `within` ms: rejects).
  const nextEvent = (method, sessionId, within) => new Promise((resolve, reject) => {
    const listener = m => {
      if (m.method !== method || m.sessionId !== sessionId) return;
      listeners.delete(listener); clearTimeout(timer); resolve(m.params);
    };
    const timer = setTimeout(() => { listeners.delete(listener); reject(new Error("no " + method)); }, within);
    listeners.add(listener);
  });
  return { send, nextEvent, close: () => browser.kill("SIGKILL"), process: browser };
}

const sleep = ms => new Promise(r => setTimeout(r, ms));

// A blank page in a fresh browser context at width × height CSS pixels.
async function openPage(browser, width = 1280, height = 900) {
  const { browserContextId } = await browser.send("Target.createBrowserContext", { disposeOnDetach: true });
  const { targetId } = await browser.send("Target.createTarget", { url: "about:blank", browserContextId });
  const { sessionId } = await browser.send("Target.attachToTarget", { targetId, flatten: true });
  const send = (method, params) => browser.send(method, params, sessionId);
  await send("Page.enable");
  await send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: false });
  const evaluate = async expression => {
    const r = await send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true });
    if (r.exceptionDetails) throw new Error("in page: " + (r.exceptionDetails.exception?.description || r.exceptionDetails.text));
    return r.result.value;
  };
  return {
    send, evaluate,
    // Loads `url` as `chromium --virtual-time-budget=MS` does: the page's timers run on virtual time, which
    // waits for pending network fetches, until `budgetMs` of it has passed.
    async settle(url, budgetMs = 5000) {
      const loaded = browser.nextEvent("Page.loadEventFired", sessionId, 60000);
      await send("Page.navigate", { url });
      await loaded;
      const expired = browser.nextEvent("Emulation.virtualTimeBudgetExpired", sessionId, 60000);
      await send("Emulation.setVirtualTimePolicy", { policy: "pauseIfNetworkFetchesPending", budget: budgetMs });
      await expired;
    },
    // Loads `url` and waits until every script has run and the page's player says it is ready.
    async load(url) {
      await send("Page.navigate", { url });
      const loaded = "document.readyState === 'complete' && document.body && document.body.dataset.ready === '1'";
      for (let i = 0; i < 200 && !(await evaluate(loaded).catch(() => false)); i++) await sleep(50);
    },
    // What `chromium --dump-dom` prints: the document's serialised DOM.
    dom: () => evaluate("(document.doctype ? new XMLSerializer().serializeToString(document.doctype) + '\\n' : '')"
                        + " + document.documentElement.outerHTML"),
    async screenshot() {
      const { data } = await send("Page.captureScreenshot", { format: "png" });
      return Buffer.from(data, "base64");
    },
    close: () => browser.send("Target.disposeBrowserContext", { browserContextId }).catch(() => {}),
  };
}

// Runs `steps` in `page` in order and returns each step's value:
//   {"eval": "JS expression"}            evaluates it (awaiting a promise) and records its value
//   {"wait": "JS expression", "ms": N}   polls until it is truthy (at most N ms, default 5000)
//   {"sleep": N}                         waits N ms
//   {"viewport": [W, H]}                 lays the page out at W×H CSS pixels (a phone's width, say)
async function runSteps(page, steps) {
  const results = [];
  for (const step of steps) {
    if (step.eval !== undefined) results.push(await page.evaluate(step.eval));
    else if (step.wait !== undefined) {
      const deadline = Date.now() + (step.ms || 5000);
      while (!(await page.evaluate(step.wait))) {
        if (Date.now() > deadline) throw new Error("timed out waiting for " + step.wait);
        await sleep(25);
      }
      results.push(true);
    } else if (step.sleep !== undefined) { await sleep(step.sleep); results.push(null); }
    else if (step.viewport !== undefined) {
      const [width, height] = step.viewport;
      await page.send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: false });
      results.push(null);
    } else throw new Error("unknown step " + JSON.stringify(step));
  }
  return results;
}

module.exports = { launch, openPage, runSteps };
