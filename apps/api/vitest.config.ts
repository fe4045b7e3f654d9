import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api",
    environment: "node",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    globalSetup: ["test/setup/postgres-template.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
