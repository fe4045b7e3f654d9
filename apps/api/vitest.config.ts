import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api",
    environment: "node",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    globalSetup: ["test/setup/postgres-template.ts"],
    // One module graph per worker instead of one per file: importing the app (every route, zod
    // schema and SDK) took ~2.4 s a file, 370 s of a 372-second run (decision 0161). Each test
    // builds its own app on its own database, so what a file could leak is module state only,
    // and test/security/bad-input.test.ts guards the one leak that was found (Sentry's tracing).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
