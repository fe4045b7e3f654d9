// Lighthouse (mobile, simulated throttling), median of 3 runs, for /, /tools and /pricing against
// the empty Next.js page in the same run. Goal: performance within 3 points of the empty page and
// accessibility 100. Lighthouse 12.8.2 runs through npx so it stays out of the app's lockfile.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchPorts, buildAll, median, printTable, startWebAndEmpty, stopAll } from "./lib.mjs";

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const outDir = mkdtempSync(path.join(os.tmpdir(), "inkforge-lighthouse-"));
const chromeFlags =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

function lighthouse(url, index) {
  const output = path.join(outDir, `${index}.json`);
  const result = spawnSync(
    "npx",
    [
      "-y",
      "lighthouse@12.8.2",
      url,
      "--quiet",
      `--chrome-flags=${chromeFlags}`,
      "--only-categories=performance,accessibility",
      "--output=json",
      `--output-path=${output}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}`);
  const report = JSON.parse(readFileSync(output, "utf8"));
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: report.audits["largest-contentful-paint"].numericValue,
    tbt: report.audits["total-blocking-time"].numericValue,
  };
}

function measure(url, label) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(lighthouse(url, `${label.replace(/\W/g, "_")}-${i}`));
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
  };
}

buildAll();
await startWebAndEmpty();
const empty = measure(`http://127.0.0.1:${benchPorts.empty}/`, "empty");
const rows = [
  {
    page: "empty Next.js page",
    performance: empty.performance,
    "Δ vs empty": 0,
    accessibility: empty.accessibility,
    "LCP ms": Math.round(empty.lcp),
    "TBT ms": Math.round(empty.tbt),
    goal: "-",
  },
];
for (const pathname of ["/", "/tools", "/pricing"]) {
  const m = measure(`http://127.0.0.1:${benchPorts.web}${pathname}`, pathname);
  const delta = m.performance - empty.performance;
  rows.push({
    page: pathname,
    performance: m.performance,
    "Δ vs empty": delta,
    accessibility: m.accessibility,
    "LCP ms": Math.round(m.lcp),
    "TBT ms": Math.round(m.tbt),
    goal: delta >= -3 && m.accessibility === 100 ? "met" : "MISSED",
  });
}
console.info(`Lighthouse 12.8.2, mobile, median of ${runs}`);
printTable(rows);
stopAll();
process.exit(0);
