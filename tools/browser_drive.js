#!/usr/bin/env node
// Drives a page in headless Chromium: opens URL, waits until the page's player says it is ready,
// then runs each step of STEPS (a JSON array; the steps are those of browser_cdp.js's runSteps)
// and prints the recorded values as one JSON array. A step that fails prints {"error": …} and
// exits 1.
//   node tools/browser_drive.js URL STEPS.json
"use strict";
const fs = require("fs");
const { launch, openPage, runSteps } = require("./browser_cdp.js");

const [url, stepsFile] = process.argv.slice(2);
if (!url || !stepsFile) { console.error("usage: browser_drive.js URL STEPS.json"); process.exit(64); }
const steps = JSON.parse(fs.readFileSync(stepsFile, "utf8"));
const browser = launch();
async function main() {
  const page = await openPage(browser);
  await page.load(url);
  return runSteps(page, steps);
}
main().then(results => { console.log(JSON.stringify(results)); }, error => { console.log(JSON.stringify({ error: String(error.message || error) })); process.exitCode = 1; })
  .finally(() => { browser.close(); });
