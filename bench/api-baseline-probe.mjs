// Why the throughput bench's bare route was slower than bare Fastify measured alone (issue 26):
// measures the bare route in each configuration the old bench differed in, interleaved, one
// fresh server set per measurement, with the CPU each side used. Not part of the suite.
//
//   node bench/api-baseline-probe.mjs   BENCH_SECONDS (8), BENCH_ROUNDS (3)
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { waitForUrl } from "../scripts/lib/project.mjs";
import { benchPorts, median, printTable, root, waitForExit } from "./lib.mjs";

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const ticks = 100; // USER_HZ on Linux
const folder = mkdtempSync(path.join(os.tmpdir(), "inkforge-probe-"));
const logFile = path.join(folder, "api.log");

spawn("taskset", ["-cp", "1", String(process.pid)], { stdio: "ignore" });

function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / ticks;
}

async function start(args, env, url, stdout = "ignore") {
  // Another bench (lighthouse.mjs) may hold the default API port: we would measure its server.
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${url}: port taken`);
  const child = spawn("taskset", ["-c", "0", process.execPath, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", stdout, "inherit"],
  });
  await waitForUrl(url, { child });
  return child;
}

let address = 0;
function asAnotherClient(request) {
  address += 1;
  const forwarded = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  return { ...request, headers: { ...request.headers, "x-forwarded-for": forwarded } };
}

const bareUrl = `http://127.0.0.1:${benchPorts.bare}/`;
const apiEnv = {
  API_PORT: String(benchPorts.api),
  DATA_DIR: "memory://",
  LOG_LEVEL: "info",
  JOB_WORKER: "off",
  TRUST_PROXY: "loopback",
};
const apiUrl = `http://127.0.0.1:${benchPorts.api}`;

async function measure({ schema, idleApi, perRequestAddress, serverTime }) {
  // serverTime: the API itself under load (logging at info to a file), for its CPU per request.
  const bare = serverTime
    ? await start(["apps/api/dist/server.js"], apiEnv, `${apiUrl}/health`, openSync(logFile, "a"))
    : await start(
        ["bench/bare-fastify.mjs"],
        { PORT: String(benchPorts.bare), BARE_SCHEMA: schema ? "on" : "off" },
        bareUrl,
      );
  const api = idleApi ? await start(["apps/api/dist/server.js"], apiEnv, `${apiUrl}/health`) : null;
  const request = perRequestAddress ? { setupRequest: asAnotherClient } : {};
  const url = serverTime ? `${apiUrl}/api/server-time` : bareUrl;
  const options = { url, connections: 50, requests: [{ method: "GET", ...request }] };
  await autocannon({ ...options, duration: 5 });
  const serverBefore = cpuSeconds(bare.pid);
  const apiBefore = api ? cpuSeconds(api.pid) : 0;
  const selfBefore = process.cpuUsage();
  const result = await autocannon({ ...options, duration });
  const self = process.cpuUsage(selfBefore);
  const out = {
    rps: result.requests.average,
    serverCpu: (cpuSeconds(bare.pid) - serverBefore) / duration,
    apiCpu: api ? (cpuSeconds(api.pid) - apiBefore) / duration : 0,
    loadCpu: (self.user + self.system) / 1e6 / duration,
  };
  for (const child of [bare, api].filter(Boolean)) {
    child.kill("SIGTERM");
    await waitForExit(child);
  }
  return out;
}

const configs = [
  [
    "old bench: no schema, idle API on core 0, new address per request",
    { idleApi: true, perRequestAddress: true },
  ],
  ["no schema, alone, new address per request", { perRequestAddress: true }],
  [
    "schema, idle API on core 0, new address per request",
    { schema: true, idleApi: true, perRequestAddress: true },
  ],
  ["schema, alone, new address per request", { schema: true, perRequestAddress: true }],
  ["schema, alone, one address", { schema: true }],
  [
    "the API's /api/server-time, alone, new address per request",
    { serverTime: true, perRequestAddress: true },
  ],
];
const results = new Map(configs.map(([name]) => [name, []]));
console.info(
  `load before: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (let round = 0; round < rounds; round += 1) {
  for (const [name, config] of configs) results.get(name).push(await measure(config));
}
console.info(
  `load after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
printTable(
  configs.map(([name]) => {
    const list = results.get(name);
    const med = (key) => median(list.map((r) => r[key]));
    return {
      config: name,
      "req/s": Math.round(med("rps")),
      rounds: list.map((r) => Math.round(r.rps)).join(" / "),
      "server CPU": med("serverCpu").toFixed(2),
      "server µs/req": median(list.map((r) => (r.serverCpu / r.rps) * 1e6)).toFixed(1),
      "autocannon µs/req": median(list.map((r) => (r.loadCpu / r.rps) * 1e6)).toFixed(1),
      "idle API CPU": med("apiCpu").toFixed(3),
      "autocannon CPU": med("loadCpu").toFixed(2),
    };
  }),
);
rmSync(folder, { recursive: true, force: true });
process.exit(0);
