import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    name: "web",
    // jsdom for components. A test that needs no DOM starts with `// @vitest-environment node`:
    // jsdom's set-up costs about 1.4 s a file, and moving the 53 logic files off it took the web
    // suite's wall time down by about 40 s on the 2-core CI machine (issue 25).
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    // Tool and maker pages load their engines (zod, generators, the preview planner) after the
    // first paint, as in the browser; on a loaded 2-core machine one test's loads took 5–6 s.
    testTimeout: 15_000,
  },
});
