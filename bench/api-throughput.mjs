// API throughput against a bare Fastify route (issues 16 and 26), measured the way the goal is
// stated: the API (with production logging: LOG_LEVEL=info written to a file) and the bare route
// (Fastify with a response schema, as fastify/benchmarks writes it) each pinned to core 0 with
// nothing else there: each is started, warmed up, measured and stopped before the other starts.
// The load generator (this process) is pinned to core 1. Prints req/s and p99 per route with its
// ratio to the bare route, then the p99 of the tool and research endpoints at 50 connections
// beside their goals.
//
//   node bench/api-throughput.mjs [--no-build]   BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3)
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, openSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { waitForUrl } from "../scripts/lib/project.mjs";
import { benchPorts, buildAll, median, printTable, root, waitForExit } from "./lib.mjs";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmUp = 5;
const pinned = spawnSync("taskset", ["-V"]).status === 0 && os.availableParallelism() >= 2;
const folder = mkdtempSync(path.join(os.tmpdir(), "inkforge-throughput-"));
const logFile = path.join(folder, "api.log");

if (pinned) spawnSync("taskset", ["-cp", "1", String(process.pid)], { stdio: "ignore" });

/** Starts a server pinned to core 0, its stdout (the log) into `logTo` when given. */
async function startPinned(args, { env, url, logTo }) {
  await refuseIfTaken(url);
  const command = pinned ? "taskset" : process.execPath;
  const argv = pinned ? ["-c", "0", process.execPath, ...args] : args;
  const child = spawn(command, argv, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    // The log goes straight into the file (the API's standard output is the file), as a
    // production log file would; piping it through this process would cost the load generator.
    stdio: ["ignore", logTo ? openSync(logTo, "a") : "ignore", "inherit"],
  });
  await waitForUrl(url, { child });
  return child;
}

/**
 * Another bench (lighthouse.mjs starts the API on the same default port) would answer the health
 * check in our server's place, and we would measure it: BENCH_API_PORT / BENCH_BARE_PORT move ours.
 */
async function refuseIfTaken(url) {
  const answered = await fetch(url).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${url} already answers: another server has the port`);
}

async function stop(child) {
  child.kill("SIGTERM");
  await waitForExit(child);
}

let address = 0;
/** A new client address per request (x-forwarded-for, trusted from loopback). */
function asAnotherClient(request) {
  address += 1;
  const forwarded = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  return { ...request, headers: { ...request.headers, "x-forwarded-for": forwarded } };
}

/**
 * `perClient`: a new client address per request, for the rate-limited tool routes. It costs
 * autocannon about 60% more CPU per request (decision 0162), which on its one core capped the bare
 * route's figure; the ratio routes are not rate-limited, so they get one forwarded address, which
 * costs the API the same proxy check and log field.
 */
async function measure({ url, method = "GET", headers = {}, body, perClient = false }) {
  const request = { method, headers, ...(body ? { body } : {}) };
  const options = {
    url,
    connections,
    requests: [
      perClient
        ? { ...request, setupRequest: asAnotherClient }
        : { ...request, headers: { ...headers, "x-forwarded-for": "10.0.0.1" } },
    ],
  };
  // Each server is freshly started, so the warm-up lets the JIT settle on both sides alike.
  await autocannon({ ...options, duration: warmUp });
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({ ...options, duration });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    // Near 1, the load generator's core, not the server, set the figure.
    generatorCpu: (cpu.user + cpu.system) / 1e6 / duration,
  };
}

if (!process.argv.includes("--no-build")) buildAll();
const loadBefore = os.loadavg()[0];
const api = `http://127.0.0.1:${benchPorts.api}`;
const bareUrl = `http://127.0.0.1:${benchPorts.bare}/`;

const bareServer = () =>
  startPinned([path.join(root, "bench/bare-fastify.mjs")], {
    env: { PORT: String(benchPorts.bare) },
    url: bareUrl,
  });
const apiServer = () =>
  startPinned(["apps/api/dist/server.js"], {
    env: {
      API_PORT: String(benchPorts.api),
      DATA_DIR: "memory://",
      LOG_LEVEL: "info",
      JOB_WORKER: "off",
      // The load comes from one address; each request names another (below), as many clients would,
      // so the per-address limits count but do not refuse.
      TRUST_PROXY: "loopback",
    },
    url: `${api}/health`,
    logTo: logFile,
  });

/** Starts a server alone on core 0, measures one URL and stops it. */
async function measureAlone(start, request) {
  const server = await start();
  try {
    return await measure(request);
  } finally {
    await stop(server);
  }
}

const ratioRows = [
  ["GET /api/server-time", "/api/server-time", 0.65],
  ["GET /api/features", "/api/features", 0.3],
  ["GET /api/shop", "/api/shop", 0.3],
  ["GET /api/blog", "/api/blog", 0.3],
];
const bareRounds = [];
const routeRounds = new Map(ratioRows.map(([name]) => [name, []]));
for (let round = 0; round < rounds; round += 1) {
  for (const [name, url] of ratioRows) {
    // The bare route is measured just before each API route, so the pair sees the same stretch
    // of this VM, whose speed drifts by a third within a minute. Neither shares core 0 with the
    // other: an idle API there still runs its timers, and its heap competes for the core's cache.
    const bare = await measureAlone(bareServer, { url: bareUrl });
    bareRounds.push(bare);
    const result = await measureAlone(apiServer, { url: `${api}${url}` });
    routeRounds.get(name).push({ ...result, ratio: result.rps / bare.rps });
  }
}

const rows = [
  {
    route: "bare Fastify GET / (response schema)",
    "req/s": Math.round(median(bareRounds.map((result) => result.rps))),
    "p99 ms": median(bareRounds.map((result) => result.p99)),
    errors: bareRounds.reduce((sum, result) => sum + result.errors, 0),
    ratio: "100%",
    rounds: bareRounds.map((result) => Math.round(result.rps)).join(" / "),
    "autocannon CPU": median(bareRounds.map((result) => result.generatorCpu)).toFixed(2),
  },
];
for (const [name, , goal] of ratioRows) {
  const results = routeRounds.get(name);
  const ratio = median(results.map((result) => result.ratio));
  rows.push({
    route: name,
    "req/s": Math.round(median(results.map((result) => result.rps))),
    "p99 ms": median(results.map((result) => result.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    ratio: `${(ratio * 100).toFixed(1)}% (goal ≥ ${goal * 100}%: ${ratio >= goal ? "met" : "MISSED"})`,
    rounds: results.map((result) => `${(result.ratio * 100).toFixed(0)}%`).join(" / "),
    "autocannon CPU": median(results.map((result) => result.generatorCpu)).toFixed(2),
  });
}

const json = (body) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const toolRows = [
  [
    "POST /api/tools/royalty",
    "/api/tools/royalty",
    json({
      format: "paperback",
      marketplace: "amazon.com",
      trim: "6x9",
      ink: "black",
      pages: 200,
      listPrice: 12.99,
    }),
    100,
  ],
  [
    "GET /api/tools/bsr-sales",
    "/api/tools/bsr-sales?bsr=5000&format=ebook&marketplace=amazon.com",
    {},
    100,
  ],
  [
    "POST /api/tools/backend-keywords",
    "/api/tools/backend-keywords",
    json({
      title: "Garden Journal",
      subtitle: "",
      authors: [],
      seedPhrases: ["garden planner", "seed log book", "vegetable garden journal"],
    }),
    100,
  ],
  [
    "GET /api/v1/research/categories",
    "/api/v1/research/categories?domain=amazon.com&words=journal",
    {},
    250,
  ],
];
const p99Server = await apiServer();
const p99Rows = [];
for (const [name, url, request, goal] of toolRows) {
  const result = await measure({ url: `${api}${url}`, ...request, perClient: true });
  p99Rows.push({
    endpoint: name,
    "req/s": Math.round(result.rps),
    "p99 ms": result.p99,
    "non-2xx": result.errors,
    goal: `p99 ≤ ${goal} ms: ${result.p99 <= goal ? "met" : "MISSED"}`,
  });
}
await stop(p99Server);

console.info(
  `autocannon: ${connections} connections, ${duration} s each after a ${warmUp} s warm-up, ${rounds} rounds, each API route right after a bare measurement, each server started alone for its measurement (medians of the ratios); ` +
    (pinned
      ? "servers on core 0, load generator on core 1"
      : "not pinned (taskset or a 2nd core missing)") +
    `; API logging at info to a file (${Math.round(statSync(logFile).size / 1024)} KiB written)`,
);
console.info(
  `load average (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
);
printTable(rows);
printTable(p99Rows);
rmSync(folder, { recursive: true, force: true });
process.exit(0);
