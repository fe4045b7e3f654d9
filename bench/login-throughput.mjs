// Sign-in cost with the real KDF against the built API (apps/api/dist/server.js, demo mode, demo
// accounts): logins per second, and what a rate-limited (429) login costs compared with one
// scrypt verification. Goal: a rejection costs < 1% of a hash, so refused guesses cannot be used
// to burn the box's CPU (ADR 0013).

import { scrypt } from "node:crypto";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import autocannon from "autocannon";
import { buildApiIfStale } from "../scripts/lib/project.mjs";
import { benchPorts, median, printTable, startServer, stopAll } from "./lib.mjs";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const api = `http://127.0.0.1:${benchPorts.api}`;
const scryptAsync = promisify(scrypt);

if (!process.argv.includes("--no-build")) buildApiIfStale();
const server = await startServer(["apps/api/dist/server.js"], {
  // The successful sign-in budget (20 per account, 60 per address in 15 minutes) would refuse the
  // bench's repeated real logins; it measures the hasher, so the budget is raised here.
  env: {
    API_PORT: String(benchPorts.api),
    DATA_DIR: "memory://",
    LOG_LEVEL: "warn",
    LOGIN_SUCCESS_LIMIT_PER_ACCOUNT: "1000000",
    LOGIN_SUCCESS_LIMIT_PER_IP: "1000000",
  },
  url: `${api}/health`,
});

/** Server CPU time (user + system) in ms, from /proc; undefined where there is no /proc. */
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, 100 Hz
  } catch {
    return undefined;
  }
}

async function get(path) {
  const response = await fetch(`${api}${path}`);
  await response.arrayBuffer();
  return response.status;
}

async function login(username, password) {
  const response = await fetch(`${api}/api/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Runs `count` sequential requests; wall ms per request (median) and server CPU ms per request. */
async function timeRequests(count, send, expectedStatus) {
  const durations = [];
  const cpuBefore = serverCpuMs();
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const status = await send();
    durations.push(performance.now() - started);
    if (status !== expectedStatus) {
      throw new Error(`request answered ${status}, expected ${expectedStatus}`);
    }
  }
  const cpuAfter = serverCpuMs();
  return {
    wall: median(durations),
    cpu: cpuBefore === undefined ? undefined : (cpuAfter - cpuBefore) / count,
  };
}

// 1. One scrypt verification with the API's parameters, in this process (the unit of cost).
const salt = Buffer.alloc(16, 7);
const hashDurations = [];
for (let index = 0; index < 20; index++) {
  const started = performance.now();
  await scryptAsync("inkforge-demo", salt, 64, {
    N: 2 ** 15,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  hashDurations.push(performance.now() - started);
}
const hashMs = median(hashDurations);

const timeLogins = (count, username, password, expectedStatus) =>
  timeRequests(count, () => login(username, password), expectedStatus);

// 2. The cheapest route, for scale: what any request costs on this stack.
await timeRequests(200, () => get("/api/server-time"), 200); // warm-up
const baseline = await timeRequests(1000, () => get("/api/server-time"), 200);

// 3. Real logins, one at a time and under load.
await timeLogins(3, "free@demo.inkforge.test", "inkforge-demo", 200); // warm-up
const real = await timeLogins(20, "free@demo.inkforge.test", "inkforge-demo", 200);
const load = await autocannon({
  url: `${api}/api/account/login`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ username: "pro@demo.inkforge.test", password: "inkforge-demo" }),
  connections,
  duration,
});

// 4. Spend one account's failure budget (100 per hour), then time refused logins.
const victim = "supreme@demo.inkforge.test";
await Promise.all(
  Array.from({ length: 4 }, async (_, worker) => {
    for (let attempt = worker; attempt < 100; attempt += 4) {
      const status = await login(victim, `wrong guess ${attempt}`);
      if (status !== 401) throw new Error(`guess ${attempt} answered ${status}`);
    }
  }),
);
await timeLogins(100, victim, "inkforge-demo", 429); // warm-up
// 1000 rather than 200: server CPU is read in 10 ms ticks.
const refused = await timeLogins(1000, victim, "inkforge-demo", 429);

const percent = (part, whole) => `${((part / whole) * 100).toFixed(2)}%`;
// A hash is CPU work, so the server CPU a refusal costs is the fair comparison; wall time also
// counts the client and the loopback round trip.
const ratio = (refused.cpu ?? refused.wall) / hashMs;
const describe = ({ wall, cpu }) =>
  `${wall.toFixed(2)} ms wall${cpu === undefined ? "" : `, ${cpu.toFixed(2)} ms server CPU`}`;
console.info(
  `scrypt N=2^15 r=8 p=1; autocannon ${connections} connections × ${duration} s; medians of sequential runs`,
);
printTable([
  { measure: "one scrypt verification (in process)", value: `${hashMs.toFixed(1)} ms` },
  { measure: "GET /api/server-time (median of 1000)", value: describe(baseline) },
  { measure: "real login over HTTP (median of 20)", value: describe(real) },
  {
    measure: `logins/s with the real KDF (c=${connections})`,
    value: `${Math.round(load.requests.average)} (p99 ${load.latency.p99} ms, non-2xx ${load.non2xx})`,
  },
  { measure: "refused login, 429 (median of 1000)", value: describe(refused) },
  {
    measure: "429 cost / one hash (goal < 1%)",
    value:
      `${refused.cpu === undefined ? "" : `${percent(refused.cpu, hashMs)} server CPU, `}` +
      `${percent(refused.wall, hashMs)} wall (${ratio < 0.01 ? "met" : "MISSED"})`,
  },
]);
stopAll();
process.exit(0);
