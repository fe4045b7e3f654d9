// What a page load costs the browser, by Chromium process: the journeys spend most of CI's two
// cores in Chromium (a `shop.spec.ts` run, 2026-12-01: Chromium 200 s of CPU, the API 31 s, the
// Next server 29 s), and a phone pays the same work in battery. It serves an existing production
// build (BROWSER_CPU_DIST_DIR, default .next-bench, built with NEXT_PUBLIC_API_URL on
// BENCH_API_PORT) with the built API on an in-memory demo database, then in Debian's Chromium
// (the journeys' flags) opens each page BROWSER_CPU_RUNS (5) times as a guest and as the signed-in
// free demo member, waits for the network to go quiet and 1.5 s more, and reads the CPU time
// each Chromium process used (/proc: renderer, gpu-process, browser, utility). Medians per load.
//
//   node bench/browser-cpu.mjs [/path …]   (default /, the royalty page, /pricing, /me)
//   BROWSER_CPU_RUNS=5 BROWSER_CPU_DIST_DIR=.next-bench
//
// Ports: BENCH_WEB_PORT (3630), BENCH_API_PORT (4630), 127.0.0.1 only.
import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";

process.env.BENCH_WEB_PORT ??= "3630";
process.env.BENCH_API_PORT ??= "4630";
const { benchPorts, chromiumArgs, median, printTable, serveExistingBuild, stopAll } = await import(
  "./lib.mjs"
);

const runs = Number(process.env.BROWSER_CPU_RUNS ?? 5);
const distDir = process.env.BROWSER_CPU_DIST_DIR ?? ".next-bench";
const pages = process.argv.slice(2).filter((a) => a.startsWith("/"));
if (pages.length === 0) pages.push("/", "/tools/KDP-Royalty-Calculator", "/pricing", "/me");
const origin = `http://127.0.0.1:${benchPorts.web}`;
const ticksPerSecond = 100; // USER_HZ on Linux

/** CPU seconds used so far by each kind of Chromium process (summed over its processes). */
function chromiumCpuByKind() {
  const byKind = {};
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    let command;
    let stat;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // the process ended between the listing and the read
    }
    if (!command.startsWith("/usr/lib/chromium/")) continue;
    const kind = command.match(/--type=([\w-]+)/)?.[1] ?? "browser";
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const seconds = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    byKind[kind] = (byKind[kind] ?? 0) + seconds;
  }
  return byKind;
}

function usedSince(before) {
  const now = chromiumCpuByKind();
  return Object.fromEntries(
    Object.entries(now).map(([kind, seconds]) => [kind, seconds - (before[kind] ?? 0)]),
  );
}

await serveExistingBuild(distDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  // BROWSER_CPU_EXTRA_ARGS: flags to try beside the journeys' own (space-separated).
  args: [...chromiumArgs, ...(process.env.BROWSER_CPU_EXTRA_ARGS ?? "").split(" ").filter(Boolean)],
});

async function newVisitor(signedIn) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
  });
  // The cookie banner answered, as most journeys have it.
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent(JSON.stringify({ essential: true, googleAnalytics: false })),
      url: origin,
    },
  ]);
  if (signedIn) {
    const { csrfToken } = await (await context.request.get("/api/auth/csrf")).json();
    const answer = await context.request.post("/api/auth/callback/credentials", {
      form: {
        csrfToken,
        email: "free@demo.inkforge.test",
        password: "inkforge-demo",
        callbackUrl: "/",
        json: "true",
      },
    });
    if (!answer.ok()) throw new Error(`Signing in failed: ${answer.status()}`);
  }
  return context;
}

const kinds = ["renderer", "gpu-process", "browser", "utility"];
const rows = [];
for (const signedIn of [false, true]) {
  for (const page of pages) {
    if (page === "/me" && !signedIn) continue; // a guest is sent to sign in
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const context = await newVisitor(signedIn);
      const tab = await context.newPage();
      const before = chromiumCpuByKind();
      const started = Date.now();
      await tab.goto(page);
      await tab.waitForLoadState("networkidle");
      const loadedMs = Date.now() - started;
      await tab.waitForTimeout(1500);
      samples.push({ loadedMs, ...usedSince(before) });
      await context.close();
    }
    const pick = (key) => median(samples.map((sample) => sample[key] ?? 0));
    const row = {
      visitor: signedIn ? "signed in" : "guest",
      page,
      "quiet after ms": pick("loadedMs"),
    };
    let total = 0;
    for (const kind of kinds) {
      row[`${kind} s`] = pick(kind).toFixed(2);
      total += pick(kind);
    }
    row["Chromium s"] = total.toFixed(2);
    rows.push(row);
  }
}
await browser.close();
stopAll();
console.info(`Chromium CPU per page load (medians of ${runs}), ${distDir}:`);
printTable(rows);
