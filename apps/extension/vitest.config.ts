import { defineConfig } from "vitest/config";

export default defineConfig({
  // jsdom's selector engine takes seconds over a 48-result page on a loaded machine.
  test: {
    name: "extension",
    environment: "jsdom",
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
  },
});
