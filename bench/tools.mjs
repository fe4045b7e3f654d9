// Every tool benchmark in one table: loads each bench/tools/*.mjs (each exports
// `cases = [{ name, goalMs, run, runs? }]`), times every case and prints its median per call.
// `node bench/tools.mjs` for all, or `node bench/tools.mjs calculators` for the files whose name
// contains the word. Runs alone: it starts no server.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median, printTable } from "./lib.mjs";

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "tools");
const filter = process.argv[2];
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
for (const file of files) {
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
printTable(rows);
if (missed > 0) {
  console.error(`${missed} case(s) missed their goal`);
  process.exitCode = 1;
}
