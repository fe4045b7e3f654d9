// The end-to-end suite: builds API and web for the test ports (own build folder, own data
// folder), then runs Playwright, which starts both servers and stops them afterwards.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fullBrowserPath, journeyBrowserPath } from "../e2e/chromium-args.mjs";
import { e2ePorts } from "../e2e/ports.mjs";
import { e2eWebBuild } from "./lib/e2e-build.mjs";
import { buildApiIfStale, buildWebIfStale, ensureDependencies, root, run } from "./lib/project.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
// Before a build that takes minutes, not after it.
const missingBrowsers = [journeyBrowserPath, fullBrowserPath].filter((file) => !existsSync(file));
if (missingBrowsers.length > 0) {
  console.error(
    `The journeys need ${missingBrowsers.join(" and ")} (Debian: apt-get install chromium chromium-headless-shell).`,
  );
  process.exit(1);
}
ensureDependencies();
buildApiIfStale();
buildWebIfStale(e2eWebBuild);
rmSync(e2ePorts.dataDir, { recursive: true, force: true });
run(
  process.execPath,
  [path.join(root, "node_modules/@playwright/test/cli.js"), "test", ...process.argv.slice(2)],
  {
    cwd: path.join(root, "e2e"),
  },
);
