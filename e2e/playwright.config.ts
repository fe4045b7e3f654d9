import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, journeyBrowserPath } from "./chromium-args.mjs";
import { e2ePorts } from "./ports.mjs";

const root = path.resolve(import.meta.dirname, "..");
const webUrl = `http://127.0.0.1:${e2ePorts.web}`;
const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;

/** Debian's Chromium headless shell, as every journey but the extension's runs it. */
const chromium = {
  ...devices["Desktop Chrome"],
  channel: undefined,
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: journeyBrowserPath,
    args: chromiumArgs,
  },
};

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  // Two workers on the 2-core CI machine as locally: the servers are idle between a journey's
  // steps, so two browsers share the cores well (decision 0086). One retry in CI only.
  workers: 2,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  // A whole journey's limit, and each step's. The same journeys take twice as long on some 2-core
  // machines as on others (2026-11-30: 2,812 s of journey time against 1,236 s on another machine
  // two hours earlier, the same code): a signed-in header took 8–10 s to settle under two browsers,
  // over the 7.5 s a step had. The limits are for a journey that is stuck, not a speed goal
  // (speed is measured in bench/), and a passing journey never waits them out.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: webUrl,
    // A click on an element that never becomes clickable fails after 30 s instead of holding a
    // worker for the journey's whole limit (one such click cost CI 3 minutes).
    actionTimeout: 30_000,
    screenshot: "only-on-failure",
    // Recording a trace costs every journey its DOM snapshots and screencast frames; in CI only a
    // retry records one, so a failure still comes with its trace (decision 0160). Locally every
    // failed journey keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: chromium,
      // The promotions journeys move the demo server's clock; see the next project.
      testIgnore: /promotions\.spec\.ts|admin-on-sale\.spec\.ts/,
    },
    {
      // The on-sale journey takes offers off sale for a moment (decision 0145); journeys beside it
      // buy those offers, so it runs after them. To run it alone: `--no-deps`.
      name: "site-switches",
      use: chromium,
      testMatch: /admin-on-sale\.spec\.ts/,
      dependencies: ["chromium"],
    },
    {
      // The promotions journeys move the server's clock to 2025 (PUT /api/dev/clock), which would
      // expire the sessions of journeys running beside them; they run after every other journey.
      // To run them alone: `node scripts/e2e.mjs tests/promotions.spec.ts --no-deps`.
      name: "server-clock",
      use: chromium,
      testMatch: /(?<!admin-)promotions\.spec\.ts/,
      dependencies: ["site-switches"],
    },
    {
      // The console's promotions journey moves the clock too, and signs in with a TOTP code the
      // server checks against that clock: it runs after the other clock journeys, never beside
      // them (beside them, a code made at the real time met a server reading 2025).
      name: "server-clock-console",
      use: chromium,
      testMatch: /admin-promotions\.spec\.ts/,
      dependencies: ["server-clock"],
    },
  ],
  webServer: [
    {
      command: `node ${path.join(root, "apps/api/dist/server.js")}`,
      url: `${apiUrl}/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        API_HOST: "127.0.0.1",
        API_PORT: String(e2ePorts.api),
        WEB_ORIGIN: webUrl,
        DATA_DIR: e2ePorts.dataDir,
        LOG_LEVEL: "warn",
        // The web server signs users in on their behalf; trust its forwarded client address.
        TRUST_PROXY: "loopback",
        // Every journey signs in from 127.0.0.1, many as the same demo account.
        LOGIN_SUCCESS_LIMIT_PER_ACCOUNT: "100000",
        LOGIN_SUCCESS_LIMIT_PER_IP: "100000",
        // The journeys register their own members (buyers, owners, readers) from one address.
        REGISTRATION_LIMIT_PER_IP: "100000",
      },
    },
    {
      command: `node ${path.join(root, "node_modules/next/dist/bin/next")} start -p ${e2ePorts.web} -H 127.0.0.1`,
      cwd: path.join(root, "apps/web"),
      url: webUrl,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        NEXT_DIST_DIR: ".next-e2e",
        NEXT_TELEMETRY_DISABLED: "1",
        API_URL: apiUrl,
        NEXT_PUBLIC_API_URL: apiUrl,
        SITE_URL: webUrl,
        NEXTAUTH_URL: webUrl,
        NEXTAUTH_SECRET: "e2e-only-secret-0123456789abcdef0123456789",
        // Re-check the API token on a session read at most every second (default 60), so the
        // journey that changes a password sees the other session signed out without waiting.
        SESSION_CHECK_SECONDS: "1",
      },
    },
  ],
});
