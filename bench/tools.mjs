// Every tool benchmark in one table: loads each bench/tools/*.mjs (each exports
// `cases = [{ name, goalMs, run, runs? }]`), times every case and prints its median per call.
// `node bench/tools.mjs` for all, or `node bench/tools.mjs calculators` for the files whose name
// contains the word; `--pages-only` skips the cases. Then, unless `--no-pages`, it builds the site and an empty Next.js page and
// prints each tool page's first-load JavaScript (gzip) above the empty page (goal: at most 60 KB).
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  benchPorts,
  buildAll,
  firstLoadJs,
  median,
  printTable,
  startWebAndEmpty,
  stopAll,
} from "./lib.mjs";

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "tools");
const filter = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
const DEFAULT_RUNS = 30;

async function measure({ run, runs = DEFAULT_RUNS }) {
  // One call first: module caches, JIT and lazily loaded libraries are not what a user waits for twice.
  await run();
  const times = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const files = (await readdir(folder))
  .filter((file) => file.endsWith(".mjs") && (!filter || file.includes(filter)))
  .sort();
if (files.length === 0) {
  console.error(`No bench/tools/*.mjs file matches ${filter}`);
  process.exit(1);
}

const rows = [];
let missed = 0;
for (const file of process.argv.includes("--pages-only") ? [] : files) {
  const { cases } = await import(pathToFileURL(path.join(folder, file)).href);
  if (!Array.isArray(cases)) throw new Error(`bench/tools/${file} exports no cases array`);
  for (const item of cases) {
    const ms = await measure(item);
    const goal = typeof item.goalMs === "number" ? item.goalMs : null;
    if (goal !== null && ms >= goal) missed += 1;
    rows.push({
      file: file.replace(/\.mjs$/, ""),
      case: item.name,
      runs: item.runs ?? DEFAULT_RUNS,
      "median ms": ms < 1 ? ms.toFixed(3) : ms.toFixed(1),
      goal: goal === null ? "–" : `< ${goal} ms`,
      met: goal === null ? "–" : ms < goal ? "yes" : "NO",
    });
  }
}
if (rows.length > 0) printTable(rows);

const TOOL_PAGES = [
  "/tools/KDP-Royalty-Calculator",
  "/tools/KDP-BSR-Sales-Calculator",
  "/kdp-price-checker",
  "/kdp-cover-template-generator",
  "/A+-content-template-generator",
  "/tools/Pen-Name-Generator",
  "/tools/QR-Code-Generator-for-KDP-Books",
  "/word-cloud",
  "/kdp-guidelines-checker",
  "/7-backend-keywords-tool-amazon-kdp",
  "/grammar-check",
  "/kdp-bookdata-translator",
  "/kdp-title-creator",
  "/kdp-description-creator",
];
const PAGE_GOAL_KB = 60;
if (!process.argv.includes("--no-pages")) {
  buildAll();
  await startWebAndEmpty();
  try {
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    const empty = await firstLoadJs(`http://127.0.0.1:${benchPorts.empty}`, "/");
    const pageRows = [
      {
        page: "empty Next.js page",
        "JS gzip KB": kb(empty.gzip),
        "above empty KB": "0.0",
        goal: "–",
      },
    ];
    for (const pathname of TOOL_PAGES) {
      const weight = await firstLoadJs(`http://127.0.0.1:${benchPorts.web}`, encodeURI(pathname));
      const above = weight.gzip - empty.gzip;
      const met = above <= PAGE_GOAL_KB * 1024;
      if (!met) missed += 1;
      pageRows.push({
        page: pathname,
        "JS gzip KB": kb(weight.gzip),
        "above empty KB": kb(above),
        goal: `${met ? "met" : "MISSED"} (≤ ${PAGE_GOAL_KB})`,
      });
    }
    printTable(pageRows);
  } finally {
    stopAll();
  }
}
if (missed > 0) {
  console.error(`${missed} case(s) missed their goal`);
  process.exitCode = 1;
}
