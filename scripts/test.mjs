// `npm test`: every suite once, in order of speed, stopping at the first failure, then a table of
// how long each step took (issue 25: a clean-clone CI run stays under 20 minutes; decision 0086).
import { ensureDependencies, run } from "./lib/project.mjs";

const steps = [
  ["Lint and format", "npm", ["run", "lint"]],
  ["Typecheck", "npm", ["run", "typecheck"]],
  [
    "Unit tests (domain, web, extension) and the API on embedded PGlite",
    "npm",
    ["run", "test:unit"],
  ],
  ["API tests on PostgreSQL, Node LTS", process.execPath, ["scripts/test-api-postgres.mjs"]],
  ["End-to-end tests (Chromium)", process.execPath, ["scripts/e2e.mjs"]],
  // After the journeys: it reads their web build (decision 0087).
  ["Page budget (first-load JavaScript)", process.execPath, ["scripts/check-page-budget.mjs"]],
];

/** Seconds as "m:ss". */
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

const timings = [];
const printTimings = () => {
  const width = Math.max(...steps.map(([title]) => title.length));
  console.info("\n━━ Durations ━━");
  for (const [title, ms, outcome] of timings) {
    console.info(`${title.padEnd(width)}  ${minutes(ms).padStart(6)}  ${outcome}`);
  }
  const total = timings.reduce((sum, [, ms]) => sum + ms, 0);
  console.info(`${"Total".padEnd(width)}  ${minutes(total).padStart(6)}`);
};

ensureDependencies();
for (const [title, command, args] of steps) {
  console.info(`\n━━ ${title} ━━`);
  const started = Date.now();
  try {
    run(command, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    timings.push([title, Date.now() - started, "passed"]);
  } catch (error) {
    timings.push([title, Date.now() - started, "FAILED"]);
    printTimings();
    throw error;
  }
}
printTimings();
console.info("\n✔ All suites passed");
