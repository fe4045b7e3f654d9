// Lighthouse (mobile, simulated throttling) for the marketing pages, a calculator, the cover
// template, Deep View and a book maker against the empty Next.js page in the same run: medians of
// LIGHTHOUSE_RUNS (3) interleaved rounds, a first visit each (no cookies). Goals (issue 26):
// performance within 3 points of the empty page, accessibility 100, CLS ≤ 0.05, LCP at most 1 s
// above the empty page's. Lighthouse 12.8.2 runs through npx so it stays out of the app's lockfile.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  benchPorts,
  buildAll,
  median,
  printTable,
  runLighthouseRounds,
  startWebAndEmpty,
  stopAll,
  warmUp,
} from "./lib.mjs";

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const outDir = mkdtempSync(path.join(os.tmpdir(), "inkforge-lighthouse-"));
// A round whose first frame Chromium drew only after the page's load event is run again (decision
// 0176); how many were, per page, is printed beside the figures.
const stallRetries = Number(process.env.LIGHTHOUSE_STALL_RETRIES ?? 2);

const pages = [
  "/",
  "/tools",
  "/pricing",
  "/blog",
  "/tools/KDP-Royalty-Calculator",
  "/kdp-cover-template-generator",
  "/titans-deep-view",
  "/puzzle-book-maker",
];
const targets = [
  { name: "empty Next.js page", url: `http://127.0.0.1:${benchPorts.empty}/` },
  ...pages.map((page) => ({ name: page, url: `http://127.0.0.1:${benchPorts.web}${page}` })),
];

buildAll();
await startWebAndEmpty();
await warmUp(targets.map(({ url }) => url));
// The machine's load is printed beside the figures: on a shared machine they move with it.
const { results, loads } = runLighthouseRounds(targets, runs, outDir, { retries: stallRetries });
const medianOf = (page, key) => median(results.get(page).map((r) => r[key]));
const empty = {
  performance: medianOf("empty Next.js page", "performance"),
  lcp: medianOf("empty Next.js page", "lcp"),
};
const rows = targets.map(({ name: page }) => {
  const m = Object.fromEntries(
    ["performance", "accessibility", "lcp", "tbt", "cls"].map((key) => [key, medianOf(page, key)]),
  );
  const delta = m.performance - empty.performance;
  const met = delta >= -3 && m.accessibility === 100 && m.cls <= 0.05 && m.lcp <= empty.lcp + 1000;
  return {
    page,
    performance: m.performance,
    "Δ vs empty": delta,
    accessibility: m.accessibility,
    CLS: m.cls.toFixed(3),
    "LCP ms": Math.round(m.lcp),
    "LCP rounds": results
      .get(page)
      .map((r) => Math.round(r.lcp))
      .join(" / "),
    "TBT ms": Math.round(m.tbt),
    "stalled rounds re-run": results.get(page).reduce((sum, r) => sum + r.stalledAttempts, 0),
    "still stalled": results.get(page).filter((r) => r.paintStalled).length,
    "CPU index": Math.round(medianOf(page, "cpuIndex")),
    goal: page === "empty Next.js page" ? "-" : met ? "met" : "MISSED",
  };
});
const indexes = [...results.values()].flat().map((r) => r.cpuIndex);
console.info(`Lighthouse 12.8.2, mobile, medians of ${runs} interleaved rounds`);
printTable(rows);
console.info(
  `Load average (1 min) during the run: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}; Lighthouse's CPU index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (higher is faster); reports in ${outDir}`,
);
stopAll();
process.exit(0);
