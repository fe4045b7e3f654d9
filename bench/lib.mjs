// Helpers shared by the benchmarks: building and starting the apps on bench-only ports.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromiumArgs } from "../e2e/chromium-args.mjs";
import {
  buildApiIfStale,
  buildEmptyNextIfStale,
  buildWebIfStale,
  root,
  waitForUrl,
} from "../scripts/lib/project.mjs";

export { root };

// BENCH_*_PORT: other ports when a second bench runs beside on this shared machine.
export const benchPorts = {
  web: Number(process.env.BENCH_WEB_PORT ?? 3410),
  empty: Number(process.env.BENCH_EMPTY_PORT ?? 3411),
  api: Number(process.env.BENCH_API_PORT ?? 4410),
  bare: Number(process.env.BENCH_BARE_PORT ?? 4411),
};

export function buildAll() {
  buildApiIfStale();
  buildWebIfStale({
    distDir: ".next-bench",
    publicEnv: { NEXT_PUBLIC_API_URL: `http://127.0.0.1:${benchPorts.api}` },
  });
  buildEmptyNextIfStale();
}

const children = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});

export async function startServer(args, { cwd = root, env = {}, url }) {
  // A server left running on the port would answer instead, and the bench would measure it.
  const answered = await fetch(url).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Something already answers ${url}: stop it first.`);
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  await waitForUrl(url, { child });
  return child;
}

export function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}

const nextBin = path.join(root, "node_modules/next/dist/bin/next");

export async function startWebAndEmpty() {
  const api = await startServer(["apps/api/dist/server.js"], {
    env: {
      API_PORT: String(benchPorts.api),
      DATA_DIR: "memory://",
      WEB_ORIGIN: `http://127.0.0.1:${benchPorts.web}`,
    },
    url: `http://127.0.0.1:${benchPorts.api}/health`,
  });
  const web = await startServer(
    [nextBin, "start", "-p", String(benchPorts.web), "-H", "127.0.0.1"],
    {
      cwd: path.join(root, "apps/web"),
      env: {
        NEXT_DIST_DIR: ".next-bench",
        API_URL: `http://127.0.0.1:${benchPorts.api}`,
        SITE_URL: `http://127.0.0.1:${benchPorts.web}`,
        NEXTAUTH_URL: `http://127.0.0.1:${benchPorts.web}`,
        NEXTAUTH_SECRET: "bench-only-secret-0123456789abcdef01234567",
      },
      url: `http://127.0.0.1:${benchPorts.web}/`,
    },
  );
  const empty = await startServer(
    [nextBin, "start", "-p", String(benchPorts.empty), "-H", "127.0.0.1"],
    {
      cwd: path.join(root, "bench/empty-next"),
      url: `http://127.0.0.1:${benchPorts.empty}/`,
    },
  );
  return { api, web, empty };
}

/**
 * Serves an existing production build of the web app (`apps/web/<distDir>`, built with
 * NEXT_PUBLIC_API_URL on benchPorts.api) with the built API on an in-memory demo database, and
 * the empty Next page when `withEmpty`. Builds nothing: a missing build is an error naming the
 * command that makes it; a build made for another API port is a warning (its calls will fail).
 */
export async function serveExistingBuild(distDir, { withEmpty = false } = {}) {
  const webDist = path.join(root, "apps/web", distDir);
  const emptyDist = path.join(root, "bench/empty-next/.next");
  const apiEntry = path.join(root, "apps/api/dist/server.js");
  const needed = [
    ["web build", path.join(webDist, "BUILD_ID")],
    ["API build", apiEntry],
    ...(withEmpty ? [["empty Next build", path.join(emptyDist, "BUILD_ID")]] : []),
  ];
  for (const [what, where] of needed) {
    if (!existsSync(where)) {
      throw new Error(
        `No ${what} at ${where}. This bench builds nothing: build it first (bench/lib.mjs buildAll, or npm run build -w @inkforge/web with NEXT_DIST_DIR=${distDir} NEXT_PUBLIC_API_URL=http://127.0.0.1:${benchPorts.api}).`,
      );
    }
  }
  const stampFile = path.join(webDist, "inkforge-build.json");
  if (existsSync(stampFile)) {
    const wanted = `http://127.0.0.1:${benchPorts.api}`;
    const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
    if (!String(stamp.publicEnv).includes(wanted)) {
      console.warn(
        `! ${distDir} was built for another API (${stamp.publicEnv}); API calls will fail.`,
      );
    }
  }
  await startServer([apiEntry], {
    env: {
      API_PORT: String(benchPorts.api),
      DATA_DIR: "memory://",
      WEB_ORIGIN: `http://127.0.0.1:${benchPorts.web}`,
    },
    url: `http://127.0.0.1:${benchPorts.api}/health`,
  });
  await startServer([nextBin, "start", "-p", String(benchPorts.web), "-H", "127.0.0.1"], {
    cwd: path.join(root, "apps/web"),
    env: {
      NEXT_DIST_DIR: distDir,
      API_URL: `http://127.0.0.1:${benchPorts.api}`,
      SITE_URL: `http://127.0.0.1:${benchPorts.web}`,
      NEXTAUTH_URL: `http://127.0.0.1:${benchPorts.web}`,
      NEXTAUTH_SECRET: "bench-only-secret-0123456789abcdef01234567",
    },
    url: `http://127.0.0.1:${benchPorts.web}/`,
  });
  if (withEmpty) {
    await startServer([nextBin, "start", "-p", String(benchPorts.empty), "-H", "127.0.0.1"], {
      cwd: path.join(root, "bench/empty-next"),
      url: `http://127.0.0.1:${benchPorts.empty}/`,
    });
  }
}

/** Resolves when the child has exited, including one already gone (a SIGKILL leaves exitCode null). */
export function waitForExit(child) {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", resolve),
  );
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function printTable(rows) {
  const headers = Object.keys(rows[0]);
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
  console.info(line(headers));
  console.info(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.info(line(headers.map((h) => row[h])));
}

/** First-load JavaScript of a page: script files fetched and gzipped, plus its inline RSC payload. */
export async function firstLoadJs(origin, pathname) {
  const html = await (await fetch(origin + pathname)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  // Inline scripts (the RSC payload) ship with the HTML; count them too, gzipped.
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join("");
  return { files: new Set(scripts).size, raw, gzip, inlineGzip: gzipSync(inline).length };
}

export { chromiumArgs };

const chromeFlags = chromiumArgs.join(" ");

/**
 * One Lighthouse 12.8.2 run (mobile, simulated throttling) in Debian's Chromium, through npx so
 * it stays out of the app's lockfile; the JSON report is written to `output`.
 */
function runLighthouse(url, output) {
  const result = spawnSync(
    "npx",
    [
      "-y",
      "lighthouse@12.8.2",
      url,
      "--quiet",
      `--chrome-flags=${chromeFlags}`,
      "--only-categories=performance,accessibility",
      "--output=json",
      `--output-path=${output}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}`);
  const report = JSON.parse(readFileSync(output, "utf8"));
  const observed = report.audits.metrics.details.items[0];
  return {
    // The page had loaded, with its main thread idle, and Chromium had still not drawn its first
    // frame: headless Chromium's compositor stall (decision 0176), not the page's work.
    paintStalled: observed.observedFirstContentfulPaint > observed.observedLoad,
    // Lighthouse's own measure of the CPU's speed at the time of the round: it moves by a factor of
    // two and more on this shared machine, and a round's TBT moves with it (decision 0176).
    cpuIndex: report.environment.benchmarkIndex,
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: report.audits["largest-contentful-paint"].numericValue,
    tbt: report.audits["total-blocking-time"].numericValue,
    cls: report.audits["cumulative-layout-shift"].numericValue,
    /** The accessibility audits that failed, by id (axe's rules). */
    failedA11y: Object.values(report.audits)
      .filter(
        (a) =>
          a.score === 0 && report.categories.accessibility.auditRefs.some((r) => r.id === a.id),
      )
      .map((a) => a.id),
  };
}

/**
 * Interleaved Lighthouse rounds, `runs` of each target (`{ name, url }`), so a slow minute on this
 * shared machine lands on every page alike; reports go to `outDir`. A round whose first frame
 * Chromium drew only after the page's load event (decision 0176) is run again once the others are
 * done, in up to `retries` more passes, since such stalls come in spells; the last attempt is kept
 * whatever it shows, so a page that always paints after its load event is still reported so.
 * Returns each target's rounds (with `stalledAttempts`) and the load average before each run.
 */
export function runLighthouseRounds(targets, runs, outDir, { retries = 2 } = {}) {
  const results = new Map(targets.map(({ name }) => [name, []]));
  const loads = [];
  const run = (url, name, round, attempt) => {
    loads.push(os.loadavg()[0]);
    const file = path.join(outDir, `${name.replace(/\W/g, "_")}-${round}-${attempt}.json`);
    return { ...runLighthouse(url, file), stalledAttempts: attempt };
  };
  for (let round = 0; round < runs; round++) {
    for (const { name, url } of targets) results.get(name).push(run(url, name, round, 0));
  }
  for (let attempt = 1; attempt <= retries; attempt++) {
    for (let round = 0; round < runs; round++) {
      for (const { name, url } of targets) {
        if (results.get(name)[round].paintStalled) {
          results.get(name)[round] = run(url, name, round, attempt);
        }
      }
    }
  }
  return { results, loads };
}

/**
 * One request to each page before the rounds, so that Lighthouse measures a first visit to a
 * running site, not Node's first render of a route (which the readiness check had done for `/`
 * and the empty page only).
 */
export async function warmUp(urls) {
  for (const url of urls) await (await fetch(url)).text();
}
