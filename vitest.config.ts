import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import api from "./apps/api/vitest.config.ts";

/**
 * The API files whose subject is the embedded database itself (its client, migrations, backup and
 * restore, the job queue inside the API, demo mode). `npm test` runs the whole API suite once, on
 * a real PostgreSQL server (scripts/test-api-postgres.mjs), and only these on PGlite (decision 0086).
 */
export const pgliteSpecificApiTests = [
  "test/db/**/*.test.ts",
  "test/routes/admin-backup.test.ts",
  "test/routes/health.test.ts",
  "test/services/job-queue.test.ts",
  "test/security/demo-mode.test.ts",
];

/**
 * Of those, the files that open their own PGlite whatever TEST_DATABASE_URL says: the PostgreSQL
 * run leaves them out, since there they would only repeat the PGlite run (about 1.5 minutes).
 */
const pgliteOnlyApiTests = ["test/db/database.test.ts", "test/security/demo-mode.test.ts"];

// One runner for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Every core: Vitest's own default for `run` is one fewer than the cores, which on the 2-core
    // CI machine meant one worker and an idle core for every suite (decision 0160).
    maxWorkers: availableParallelism(),
    projects: [
      "packages/domain",
      "apps/web",
      {
        ...api,
        root: "./apps/api",
        test: {
          ...api.test,
          exclude: [...configDefaults.exclude, ...pgliteOnlyApiTests],
        },
      },
      "apps/extension",
      // The API's own settings with a narrower include (`extends` would append to the list).
      {
        ...api,
        root: "./apps/api",
        // A fresh process a file: each of these opens PGlite databases of its own, whose WebAssembly
        // memory a shared worker would carry from file to file (decision 0161).
        test: { ...api.test, name: "api-pglite", include: pgliteSpecificApiTests, isolate: true },
      },
    ],
  },
});
