// `npm test`: every suite, in order of speed, stopping at the first failure.
import { ensureDependencies, run } from "./lib/project.mjs";

const steps = [
  ["Lint and format", "npm", ["run", "lint"]],
  ["Typecheck", "npm", ["run", "typecheck"]],
  ["Unit and API tests (API on embedded PGlite)", "npm", ["run", "test:unit"]],
  ["API tests on a real PostgreSQL server", process.execPath, ["scripts/test-api-postgres.mjs"]],
  ["End-to-end tests (Chromium)", process.execPath, ["scripts/e2e.mjs"]],
];

ensureDependencies();
for (const [title, command, args] of steps) {
  console.info(`\n━━ ${title} ━━`);
  run(command, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
}
console.info("\n✔ All suites passed");
