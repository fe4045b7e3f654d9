// The end-to-end suite: builds API and web for the test ports (own build folder, own data
// folder), then runs Playwright, which starts both servers and stops them afterwards.
import { rmSync } from "node:fs";
import path from "node:path";
import { e2ePorts } from "../e2e/ports.mjs";
import { buildApiIfStale, buildWebIfStale, ensureDependencies, root, run } from "./lib/project.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
ensureDependencies();
buildApiIfStale();
buildWebIfStale({
  distDir: ".next-e2e",
  publicEnv: {
    NEXT_PUBLIC_API_URL: `http://127.0.0.1:${e2ePorts.api}`,
    NEXT_PUBLIC_FORUM_SEARCH_URL: `http://127.0.0.1:${e2ePorts.forum}`,
    // Popups only where a journey opts in (cookie inkforge_popups=on), so none covers the others.
    NEXT_PUBLIC_PROMOTION_POPUPS: "opt-in",
  },
});
rmSync(e2ePorts.dataDir, { recursive: true, force: true });
run(
  process.execPath,
  [path.join(root, "node_modules/@playwright/test/cli.js"), "test", ...process.argv.slice(2)],
  {
    cwd: path.join(root, "e2e"),
  },
);
