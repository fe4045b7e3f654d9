import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "domain",
    environment: "node",
    include: ["src/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    // Pure modules without mocks or globals: sharing the module graph between files cuts the
    // project's import time from 77 s to 15 s on a loaded 2-core machine (issue 25).
    isolate: false,
    // The puzzle property tests generate and prove dozens of puzzles each: 4–6 s on a quiet
    // machine, 18 s while other suites run beside them; 5 s made them fail on load, not on logic.
    testTimeout: 30_000,
  },
});
