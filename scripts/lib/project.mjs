// Shared by the start, dev, test and e2e scripts: paths, staleness checks and child processes.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// public/downloads holds the extension zips the web build itself writes (decision 0124).
const skip = new Set([
  "node_modules",
  ".next",
  "dist",
  "test-results",
  "playwright-report",
  "downloads",
]);

/** Newest modification time (ms) of any file under the given paths, ignoring build output. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) {
        if (skip.has(entry) || entry.startsWith(".next")) continue;
        visit(path.join(target, entry));
      }
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const p of paths) visit(path.resolve(root, p));
  return newest;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed with exit code ${result.status}`);
  }
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const installed = path.join(root, "node_modules/.package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.info("› Installing dependencies (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

const apiSources = [
  "apps/api/src",
  "apps/api/drizzle",
  "apps/api/build.mjs",
  "apps/api/package.json",
  "packages/domain/src",
];
const webSources = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/next.config.ts",
  "apps/web/package.json",
  "apps/web/postcss.config.mjs",
  "packages/domain/src",
  // The extension's zips are part of the web build (decision 0124).
  "apps/extension/src",
  "apps/extension/scripts",
];

export function buildApiIfStale() {
  const output = path.join(root, "apps/api/dist/server.js");
  if (existsSync(output) && statSync(output).mtimeMs >= newestMtime(apiSources)) return;
  console.info("› Building the API…");
  run("npm", ["run", "build", "-w", "@inkforge/api"]);
}

/**
 * Builds the web app into `distDir` unless a build from the same sources and the same public
 * (build-time) environment is already there.
 */
export function buildWebIfStale({ distDir = ".next", publicEnv }) {
  const stampFile = path.join(root, "apps/web", distDir, "inkforge-build.json");
  const wanted = JSON.stringify(publicEnv);
  if (existsSync(stampFile)) {
    const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
    if (stamp.publicEnv === wanted && stamp.builtAt >= newestMtime(webSources)) return;
  }
  console.info(`› Building the web app (${distDir})…`);
  const builtAt = Date.now();
  run("npm", ["run", "build", "-w", "@inkforge/web"], {
    env: { ...process.env, ...publicEnv, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
  });
  writeFileSync(stampFile, JSON.stringify({ publicEnv: wanted, builtAt }));
}

/** Starts a long-running child whose output is prefixed, so two servers stay readable. */
export function startChild(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], ...options });
  const prefix = (stream, out) =>
    stream.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${url}: the process exited early`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/** The API's demo secrets file, `<DATA_DIR>-secrets.json` beside the data folder (decision 0071). */
export function readDemoSecrets(dataDir) {
  const folder = path.resolve(dataDir);
  const file = path.join(path.dirname(folder), `${path.basename(folder)}-secrets.json`);
  const legacy = path.join(folder, "secrets.json");
  const found = existsSync(file) ? file : existsSync(legacy) ? legacy : null;
  return found ? JSON.parse(readFileSync(found, "utf8")) : {};
}

/**
 * Builds the empty Next.js app (`bench/empty-next`, the baseline of the page weight figures)
 * unless its build is newer than its sources and was made by the installed Next.js.
 */
export function buildEmptyNextIfStale() {
  const app = path.join(root, "bench/empty-next");
  const stampFile = path.join(app, ".next/inkforge-build.json");
  const nextVersion = JSON.parse(
    readFileSync(path.join(root, "node_modules/next/package.json"), "utf8"),
  ).version;
  if (existsSync(stampFile)) {
    const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
    if (stamp.nextVersion === nextVersion && stamp.builtAt >= newestMtime([app])) return;
  }
  console.info("› Building the empty baseline Next.js app…");
  const builtAt = Date.now();
  run(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build", app], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  writeFileSync(stampFile, JSON.stringify({ nextVersion, builtAt }));
}
