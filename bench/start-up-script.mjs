// Start-up script work of a first visit (issue 26): why the pages' Total Blocking Time is 0.9–2 s
// under Lighthouse's 4× CPU slowdown while the empty Next.js page's is 0.3 s. It builds nothing:
// it serves an existing production build of the web app (STARTUP_DIST_DIR, default .next-bench,
// built with NEXT_PUBLIC_API_URL on BENCH_API_PORT and, for names, NEXT_BROWSER_SOURCE_MAPS=1) with
// the built API and bench/empty-next, then loads each page STARTUP_RUNS (5) times in Debian's
// Chromium, each a fresh context (no cookies: cookie banner and popup due), CPU throttled 4× by
// CDP, until the main thread has had no long task for 3 s after the load event. Per page:
// - TBT proxy: Σ (long task − 50 ms) between first contentful paint and that quiet end, from a
//   buffered `longtask` PerformanceObserver installed before the page's scripts (Lighthouse's
//   clipping at FCP);
// - from a V8 CPU profile (CDP Profiler, 200 µs samples): self time per script URL and per source
//   module (through the chunk's source map when the build has them), React's share (samples with
//   a react-dom frame on the stack: hydration and the re-renders effects cause), and from a
//   trace the compile and evaluate time of each script.
// Medians of the runs; the empty page is measured in the same rounds.
//
//   node bench/start-up-script.mjs [/path …]   (default /, /pricing, /tools, the royalty page)
//   STARTUP_RUNS=5 STARTUP_TOP=10 STARTUP_DIST_DIR=.next-bench STARTUP_JSON=out.json
//
// Ports: BENCH_WEB_PORT (3620), BENCH_EMPTY_PORT (3621), BENCH_API_PORT (4620), 127.0.0.1 only.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { decodeVlqSegment, moduleName } from "../scripts/lib/chunk-modules.mjs";

process.env.BENCH_WEB_PORT ??= "3620";
process.env.BENCH_EMPTY_PORT ??= "3621";
process.env.BENCH_API_PORT ??= "4620";
const { benchPorts, median, printTable, root, serveExistingBuild, stopAll } = await import(
  "./lib.mjs"
);

const runs = Number(process.env.STARTUP_RUNS ?? 5);
const top = Number(process.env.STARTUP_TOP ?? 10);
const distDir = process.env.STARTUP_DIST_DIR ?? ".next-bench";
const throttle = Number(process.env.STARTUP_CPU_RATE ?? 4);
const quietMs = 3000;
const pages = process.argv.slice(2).filter((a) => a.startsWith("/"));
if (pages.length === 0) pages.push("/", "/pricing", "/tools", "/tools/KDP-Royalty-Calculator");

const webDist = path.join(root, "apps/web", distDir);
const emptyDist = path.join(root, "bench/empty-next/.next");
await serveExistingBuild(distDir, { withEmpty: true });

/* ---------- source maps: a chunk position → its source module and original name ---------- */

const maps = new Map();

/** Segments per generated line of a standard map: [column, source, line, name][] sorted. */
function parseMap(map, into, lineOffset = 0, columnOffset = 0) {
  const sources = map.sources ?? [];
  const names = map.names ?? [];
  let sourceIndex = 0;
  let nameIndex = 0;
  const mappingLines = (map.mappings ?? "").split(";");
  for (let l = 0; l < mappingLines.length; l++) {
    let column = l === 0 ? columnOffset : 0;
    const segments = [];
    for (const segment of mappingLines[l].split(",")) {
      if (!segment) continue;
      const fields = decodeVlqSegment(segment);
      column += fields[0];
      if (fields.length >= 4) sourceIndex += fields[1];
      if (fields.length >= 5) nameIndex += fields[4];
      segments.push([
        column,
        fields.length >= 4 ? sources[sourceIndex] : null,
        fields.length >= 5 ? names[nameIndex] : null,
      ]);
    }
    if (segments.length === 0) continue;
    const line = l + lineOffset;
    const existing = into.get(line);
    into.set(line, existing ? [...existing, ...segments].sort((a, b) => a[0] - b[0]) : segments);
  }
}

/** The map of a served chunk, read from the build folder (undefined when it has none). */
function mapOf(url) {
  if (maps.has(url)) return maps.get(url);
  let lines;
  try {
    const { pathname, port } = new URL(url);
    if (pathname.startsWith("/_next/")) {
      const dist = port === String(benchPorts.empty) ? emptyDist : webDist;
      const file = path.join(dist, decodeURIComponent(pathname.slice("/_next/".length)));
      // Turbopack names the map by its own hash: the chunk's last comment says which.
      const named = existsSync(file)
        ? readFileSync(file, "utf8").match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1]
        : undefined;
      const mapFile = named ? path.join(path.dirname(file), named) : `${file}.map`;
      if (existsSync(mapFile)) {
        const map = JSON.parse(readFileSync(mapFile, "utf8"));
        lines = new Map();
        if (Array.isArray(map.sections)) {
          for (const section of map.sections)
            parseMap(section.map, lines, section.offset.line, section.offset.column);
        } else {
          parseMap(map, lines);
        }
      }
    }
  } catch {
    lines = undefined;
  }
  maps.set(url, lines);
  return lines;
}

/**
 * Source module (readable) and original name of the function that starts at a 0-based line and
 * column of a chunk, or null. A function's own start is often unmapped (a bundler's module
 * wrapper is), so the first mapped position at or after it, its body, names it; a function with
 * nothing mapped after it on its line takes the last mapping before it.
 */
function originalAt(url, line, column) {
  const lines = mapOf(url);
  const segments = lines?.get(line);
  if (!segments) return null;
  let lo = 0;
  let hi = segments.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (segments[mid][0] < column) lo = mid + 1;
    else hi = mid;
  }
  const at =
    segments.slice(lo).find((segment) => segment[1]) ??
    segments.slice(0, lo).findLast((segment) => segment[1]);
  return at ? { module: moduleName(at[1]), name: at[2] } : null;
}

/** A short label for a script URL: the chunk's file name, or the page for inline scripts. */
function scriptLabel(url) {
  if (!url) return "(no script: native, GC, idle excluded)";
  try {
    const { pathname, port } = new URL(url);
    const side = port === String(benchPorts.empty) ? "empty:" : "";
    return pathname.startsWith("/_next/")
      ? `${side}${pathname.split("/").pop()}`
      : `${side}inline (${pathname})`;
  } catch {
    return url;
  }
}

/** A module label: the package for node_modules, the path for the app's own sources. */
function moduleGroup(module) {
  if (!module) return null;
  const scoped = module.match(/^(@[^/]+\/[^/]+|[^@/][^/]*)\//);
  if (module.startsWith("apps/") || module.startsWith("packages/") || !scoped) return module;
  const pkg = scoped[1];
  // React DOM and Next's client are the bulk: keep their file so hydration is told from routing.
  if (pkg === "react-dom" || pkg === "next") return module.replace(/\/(cjs|dist)\//, "/…/");
  return pkg;
}

/* ---------- one load ---------- */

const observerScript = () => {
  window.__startup = { longTasks: [], lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__startup.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__startup.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
};

const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "loading",
];

async function loadOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(observerScript);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await browser.startTracing(page, { categories: traceCategories });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  // Quiet: no long task for `quietMs` after the load event (deferred work included), at most 20 s.
  const deadline = Date.now() + 20_000;
  let quietAt = 0;
  for (;;) {
    const state = await page.evaluate(() => {
      const tasks = window.__startup.longTasks;
      const last = tasks.length ? Math.max(...tasks.map((t) => t.start + t.duration)) : 0;
      const load = performance.getEntriesByType("navigation")[0]?.loadEventEnd ?? 0;
      return { now: performance.now(), since: Math.max(last, load) };
    });
    quietAt = state.now;
    if (state.now - state.since >= quietMs || Date.now() > deadline) break;
    await page.waitForTimeout(250);
  }
  const { profile } = await cdp.send("Profiler.stop");
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    const nav = performance.getEntriesByType("navigation")[0];
    return {
      fcp,
      lcp: window.__startup.lcp,
      load: nav?.loadEventEnd ?? 0,
      longTasks: window.__startup.longTasks,
    };
  });
  await context.close();
  // The window ends when the page was found quiet: stopping the profiler is a task of its own.
  return { ...result, end: quietAt, ...analyse(profile, trace) };
}

/** Lighthouse's TBT over [fcp, end]: each task clipped to the window, 50 ms off each. */
function tbtProxy({ longTasks, fcp, end }) {
  let sum = 0;
  for (const task of longTasks) {
    const from = Math.max(task.start, fcp);
    const to = Math.min(task.start + task.duration, end);
    if (to - from > 50) sum += to - from - 50;
  }
  return sum;
}

const special = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"]);

/** The renderer main thread of the page: the CrRendererMain that evaluated scripts. */
function mainThread(events) {
  const counts = new Map();
  for (const e of events) {
    if (e.name === "EvaluateScript" || e.name === "v8.compile") {
      const key = `${e.pid}:${e.tid}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return best;
}

/**
 * Everything one load's profile and trace say: self time per script, module and function; React's
 * share (samples with a react-dom frame on the stack); compile and evaluate time per script; and
 * the blocking time (a main-thread task's length over 50 ms after first contentful paint) shared
 * among the modules whose samples fall in that task, so the modules that make TBT stand out.
 */
function analyse(profile, trace) {
  const events = trace.traceEvents ?? trace;
  const main = mainThread(events);
  const onMain = (e) => `${e.pid}:${e.tid}` === main;
  const fcpEvent = events.find((e) => e.name === "firstContentfulPaint" && onMain(e));
  const tasks = events
    .filter((e) => onMain(e) && e.ph === "X" && e.name === "RunTask" && e.dur > 50_000)
    // Stopping the profiler is a task of its own, after the profile's end: not the page's.
    .filter((e) => e.ts < profile.endTime)
    .map((e) => ({ start: e.ts, end: e.ts + e.dur }))
    .sort((a, b) => a.start - b.start);

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const originalCache = new Map();
  const original = (id) => {
    if (!originalCache.has(id)) {
      const { callFrame } = nodes.get(id);
      originalCache.set(
        id,
        callFrame.url
          ? originalAt(callFrame.url, callFrame.lineNumber, callFrame.columnNumber)
          : null,
      );
    }
    return originalCache.get(id);
  };
  const reactCache = new Map();
  const underReact = (id) => {
    if (!reactCache.has(id)) {
      reactCache.set(
        id,
        Boolean(original(id)?.module.includes("react-dom/")) ||
          (parent.has(id) && underReact(parent.get(id))),
      );
    }
    return reactCache.get(id);
  };

  const byScript = new Map();
  const byModule = new Map();
  const byFunction = new Map();
  const blockingByModule = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  let react = 0;
  let scriptTotal = 0;
  // Samples per task (index into `tasks`) and module, for the blocking shares.
  const taskSamples = tasks.map(() => new Map());
  let time = profile.startTime;
  let taskIndex = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i] ?? 0;
    const id = profile.samples[i];
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const { callFrame } = nodes.get(id);
    let group;
    if (special.has(callFrame.functionName) || !callFrame.url) {
      group = callFrame.functionName === "(idle)" ? null : callFrame.functionName || "(native)";
    } else {
      scriptTotal += ms;
      add(byScript, scriptLabel(callFrame.url), ms);
      const found = original(id);
      group = moduleGroup(found?.module) ?? scriptLabel(callFrame.url);
      add(byModule, group, ms);
      add(byFunction, `${found?.name || callFrame.functionName || "(anonymous)"} · ${group}`, ms);
      if (underReact(id)) react += ms;
    }
    while (taskIndex < tasks.length && tasks[taskIndex].end < time) taskIndex++;
    const task = tasks[taskIndex];
    if (group && task && task.start <= time) add(taskSamples[taskIndex], group, 1);
  }
  const fcp = fcpEvent?.ts ?? 0;
  const taskList = [];
  tasks.forEach((task, index) => {
    const samples = taskSamples[index];
    const total = [...samples.values()].reduce((a, b) => a + b, 0);
    const share = [...samples]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([group, count]) => `${group} ${Math.round((100 * count) / Math.max(total, 1))}%`);
    // The trace's own events in the task (nested ones counted in their parents too).
    const kinds = new Map();
    for (const e of events) {
      if (!onMain(e) || e.ph !== "X" || e.name === "RunTask" || !e.dur) continue;
      if (e.ts < task.start || e.ts >= task.end) continue;
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
    }
    const traced = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, total]) => `${name} ${Math.round(total)}`);
    taskList.push({
      traced,
      fromFcp: (task.start - fcp) / 1000,
      duration: (task.end - task.start) / 1000,
      share,
    });
    const from = Math.max(task.start, fcp);
    const blocking = (task.end - from) / 1000 - 50;
    if (blocking <= 0) return;
    if (total === 0) add(blockingByModule, "(no samples)", blocking);
    for (const [group, count] of samples) add(blockingByModule, group, (blocking * count) / total);
  });

  const compile = new Map();
  const evaluate = new Map();
  let layoutStyle = 0;
  for (const e of events) {
    if (!onMain(e) || e.ph !== "X") continue;
    const ms = (e.dur ?? 0) / 1000;
    const url = e.args?.data?.url ?? e.args?.fileName;
    if (e.name === "v8.compile" || e.name === "v8.compileModule")
      add(compile, scriptLabel(url), ms);
    else if (e.name === "EvaluateScript") add(evaluate, scriptLabel(url), ms);
    else if (e.name === "UpdateLayoutTree" || e.name === "Layout") layoutStyle += ms;
  }
  return {
    taskList,
    byScript,
    byModule,
    byFunction,
    blockingByModule,
    react,
    scriptTotal,
    compile,
    evaluate,
    layoutStyle,
  };
}

/* ---------- rounds ---------- */

const targets = [
  { page: "empty Next.js page", url: `http://127.0.0.1:${benchPorts.empty}/` },
  ...pages.map((page) => ({ page, url: `http://127.0.0.1:${benchPorts.web}${page}` })),
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
// One unmeasured load of each page warms the servers (Next's first render of a route, the API's
// caches), as a visitor after the first would find them.
for (const { url } of targets) {
  const context = await browser.newContext();
  await (await context.newPage()).goto(url, { waitUntil: "load" });
  await context.close();
}
const loads = [os.loadavg()[0]];
const results = new Map(targets.map(({ page }) => [page, []]));
for (let round = 0; round < runs; round++) {
  for (const { page, url } of targets) {
    results.get(page).push(await loadOnce(browser, url));
    loads.push(os.loadavg()[0]);
  }
}
await browser.close();

const ms = (value) => Math.round(value).toLocaleString("en-GB");
const medianMap = (list, key) => {
  const keys = new Set(list.flatMap((r) => [...r[key].keys()]));
  return new Map([...keys].map((k) => [k, median(list.map((r) => r[key].get(k) ?? 0))]));
};
const topOf = (map, n = top) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

const summary = [];
for (const { page } of targets) {
  const list = results.get(page);
  const tbts = list.map(tbtProxy);
  summary.push({
    page,
    "TBT proxy ms (median; runs)": `${ms(median(tbts))} (${tbts.map(ms).join(" / ")})`,
    "long tasks": median(list.map((r) => r.longTasks.length)),
    "FCP ms": ms(median(list.map((r) => r.fcp))),
    "LCP ms": ms(median(list.map((r) => r.lcp))),
    "load ms": ms(median(list.map((r) => r.load))),
    "script self ms": ms(median(list.map((r) => r.scriptTotal))),
    "React ms": ms(median(list.map((r) => r.react))),
    "compile ms": ms(median(list.map((r) => [...r.compile.values()].reduce((a, b) => a + b, 0)))),
    "style+layout ms": ms(median(list.map((r) => r.layoutStyle))),
  });
}
console.info(
  `\nStart-up script work, ${throttle}× CPU throttling (CDP), ${runs} fresh loads per page, medians; build ${distDir}; ${new Date().toISOString()}`,
);
printTable(summary);

for (const { page } of targets) {
  const list = results.get(page);
  console.info(
    `\n${page}: top ${top} (median ms across runs): blocking time (of main-thread tasks over 50 ms after FCP) and self time by source module, self time by function, and by script`,
  );
  const blocking = topOf(medianMap(list, "blockingByModule"));
  const modules = topOf(medianMap(list, "byModule"));
  const functions = topOf(medianMap(list, "byFunction"));
  const scripts = topOf(medianMap(list, "byScript"));
  const evaluate = medianMap(list, "evaluate");
  const compile = medianMap(list, "compile");
  const cell = (entry) => (entry ? `${entry[0]} ${ms(entry[1])}` : "");
  const rows = [];
  for (let i = 0; i < top; i++) {
    const script = scripts[i];
    rows.push({
      "#": i + 1,
      "blocking by module": cell(blocking[i]),
      "self by module": cell(modules[i]),
      "self by function": cell(functions[i]),
      "script (self / eval / compile)": script
        ? `${script[0]} ${ms(script[1])} / ${ms(evaluate.get(script[0]) ?? 0)} / ${ms(compile.get(script[0]) ?? 0)}`
        : "",
    });
  }
  printTable(rows);
  if (process.env.STARTUP_TASKS === "1") {
    // Each run's main-thread tasks over 50 ms: when (ms from FCP), how long, what ran in them.
    list.forEach((run, index) => {
      console.info(`  run ${index + 1}:`);
      for (const task of run.taskList)
        console.info(
          `    ${ms(task.fromFcp).padStart(6)} ms  ${ms(task.duration).padStart(4)} ms  ${task.share.join(", ")}  [trace: ${task.traced.join(", ")}]`,
        );
    });
  }
}
console.info(
  `\nLoad average (1 min) during the run: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
);
if (process.env.STARTUP_JSON) {
  const plain = Object.fromEntries(
    [...results].map(([page, list]) => [
      page,
      {
        tbt: list.map(tbtProxy),
        byModule: Object.fromEntries(medianMap(list, "byModule")),
        blockingByModule: Object.fromEntries(medianMap(list, "blockingByModule")),
        byFunction: Object.fromEntries(topOf(medianMap(list, "byFunction"), 60)),
        byScript: Object.fromEntries(medianMap(list, "byScript")),
        evaluate: Object.fromEntries(medianMap(list, "evaluate")),
        longTasks: list.map((r) => r.longTasks),
        fcp: list.map((r) => r.fcp),
      },
    ]),
  );
  writeFileSync(
    process.env.STARTUP_JSON,
    JSON.stringify({ distDir, loads, pages: plain }, null, 1),
  );
}
stopAll();
process.exit(0);
