#!/usr/bin/env node
// One headless Chromium for a whole test run. Reads one JSON request per line on standard input
// and answers each with one JSON line {"id", "value"} or {"id", "error"}, in the order they
// finish (requests run concurrently, each page in a browser context of its own):
//   {"id": N, "dom": URL, "width": W, "height": H}                the DOM as `chromium --dump-dom
//                                                                  --virtual-time-budget=5000` prints it
//   {"id": N, "screenshot": URL, "file": PATH, "width": W, "height": H}   a PNG of the viewport, as
//                                                                  `chromium --screenshot` takes it
//   {"id": N, "drive": URL, "steps": [...]}                       browser_drive.js's steps and values
// Ends, closing the browser, when standard input ends (the test process is gone).
//   node tools/browser_server.js
"use strict";
const fs = require("fs");
const readline = require("readline");
const { launch, openPage, runSteps } = require("./browser_cdp.js");

const browser = launch();
browser.process.on("exit", () => process.exit(1));
const answer = object => process.stdout.write(JSON.stringify(object) + "\n");
const withDeadline = (promise, ms) => Promise.race([promise,
  new Promise((_, reject) => setTimeout(() => reject(new Error("the page took over " + ms / 1000 + " s")), ms))]);

async function serve(request) {
  const page = await openPage(browser, request.width || 1280, request.height || 900);
  try {
    if (request.dom !== undefined) { await page.settle(request.dom); return await page.dom(); }
    if (request.screenshot !== undefined) {
      await page.settle(request.screenshot);
      fs.writeFileSync(request.file, await page.screenshot());
      return request.file;
    }
    if (request.drive !== undefined) { await page.load(request.drive); return await runSteps(page, request.steps || []); }
    throw new Error("a request needs dom, screenshot or drive");
  } finally { await page.close(); }
}

readline.createInterface({ input: process.stdin }).on("line", line => {
  let request;
  try { request = JSON.parse(line); } catch { answer({ id: null, error: "not JSON: " + line.slice(0, 80) }); return; }
  withDeadline(serve(request), 80000).then(value => answer({ id: request.id, value }),
                                            error => answer({ id: request.id, error: String(error.message || error) }));
}).on("close", () => { browser.close(); process.exit(0); });
