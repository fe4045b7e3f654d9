// Grammar checks under pressure (issue 24, decision 0076): the built API on its own port and data
// folder; four clients, each on its own Supreme account (bought through the sandbox, so no daily
// limit), send pathological grammar texts back to back (a 20,000-letter word, a 600-letter word,
// 20,000 characters of typos, long run-on words), while a fifth measures `GET /api/server-time`
// one request at a time. Prints the server-time p50/p99 beside a quiet baseline, the grammar
// answers by status, the API's peak memory, and whether the API stayed up the whole time.
//
//   node bench/grammar-pressure.mjs [--seconds 60]     (TOOL_WORKERS=1 … to size the pool)
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApiIfStale, root, waitForUrl } from "../scripts/lib/project.mjs";
import { printTable } from "./lib.mjs";
import { apiOrigin, call } from "./write-load.mjs";

const { values: options } = parseArgs({ options: { seconds: { type: "string", default: "60" } } });
const seconds = Number(options.seconds);
const port = 4414;
const origin = `http://127.0.0.1:${port}`;
apiOrigin.value = origin;
const clients = 4;

/** 20,000 characters of invented words: every one asks both spellers for suggestions. */
function typos(length) {
  const consonants = "bcdfghjklmnpqrstvwxz";
  const words = [];
  let size = 0;
  for (let index = 0; size < length; index++) {
    let word = "";
    for (let place = 0, seed = index * 7 + 3; place < 7; place++, seed = (seed * 31 + 11) % 997) {
      word += consonants[seed % consonants.length] + "aeiou"[seed % 5];
    }
    words.push(word);
    size += word.length + 1;
  }
  return words.join(" ").slice(0, length);
}

const texts = [
  ["20,000-letter word", "a".repeat(20_000)],
  ["600-letter word", "a".repeat(600)],
  ["20,000 characters of typos", typos(20_000)],
  [
    "40-letter words",
    Array.from({ length: 480 }, () => "qwrtplkjhgfdszxcvbnmqwrtplkjhgfdszxcvbn")
      .join(" ")
      .slice(0, 20_000),
  ],
];

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

async function probeServerTime(stop) {
  const times = [];
  const failures = [];
  while (!stop.done) {
    const started = performance.now();
    try {
      const response = await call("GET", "/api/server-time");
      if (response.status === 200) times.push(performance.now() - started);
      else failures.push(response.status);
    } catch (error) {
      failures.push(error.name);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { times, failures };
}

async function supremeAccount(label) {
  const email = `pressure-${label}-${Date.now()}@example.com`;
  const registered = await call("POST", "/api/account/jsonregister", {
    body: { email, password: "pressure test password" },
  });
  const token = registered.json().token;
  const checkout = await call("POST", "/api/features/paynow", {
    token,
    body: { items: [{ product_id: "supreme-lifetime" }], success: "/ok", fail: "/failed" },
  });
  const approved = await call("POST", `${new URL(checkout.json().url).pathname}/approve`, {
    form: true,
  });
  if (approved.status !== 303) throw new Error(`the sandbox purchase answered ${approved.status}`);
  return token;
}

async function grammarClient(index, token, stop, answers) {
  let turn = index;
  while (!stop.done) {
    const [name, text] = texts[turn % texts.length];
    turn += 1;
    const started = performance.now();
    let key;
    try {
      // Not write-load's `call`: a check may wait behind others for up to 15 s (the pool's queue).
      const response = await fetch(`${origin}/api/tools/grammar-check`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.json();
      key = `${name} → ${response.status}${response.status >= 400 ? ` ${body.code}` : ""}`;
      if (response.status === 429) {
        // The per-user limit (60 a minute): wait as the API says.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    } catch (error) {
      key = `${name} → ${error.name}`;
    }
    const entry = answers.get(key) ?? { count: 0, ms: [] };
    entry.count += 1;
    entry.ms.push(performance.now() - started);
    answers.set(key, entry);
  }
}

buildApiIfStale();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "inkforge-grammar-pressure-"));
const api = spawn(process.execPath, ["apps/api/dist/server.js"], {
  cwd: root,
  env: {
    ...process.env,
    API_HOST: "127.0.0.1",
    API_PORT: String(port),
    DATA_DIR: dataDir,
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
    JOB_WORKER: "off",
  },
  stdio: ["ignore", "ignore", "pipe"],
});
let stderr = "";
api.stderr.on("data", (chunk) => {
  stderr += chunk;
});
let exited = null;
api.on("exit", (code, signal) => {
  exited = { code, signal };
});

try {
  await waitForUrl(`${origin}/health`, { child: api });
  const tokens = [];
  for (let index = 0; index < clients; index++) tokens.push(await supremeAccount(index));

  console.info("› Quiet baseline: server-time alone for 5 s…");
  const quietStop = { done: false };
  const quietRun = probeServerTime(quietStop);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  quietStop.done = true;
  const quiet = await quietRun;

  console.info(`› ${clients} clients send pathological grammar texts for ${seconds} s…`);
  const stop = { done: false };
  const answers = new Map();
  let peakRss = rssOf(api.pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(api.pid));
  }, 250);
  const loaded = probeServerTime(stop);
  const workers = tokens.map((token, index) => grammarClient(index, token, stop, answers));
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  stop.done = true;
  const [load] = await Promise.all([loaded, ...workers]);
  clearInterval(sampler);
  const health = await call("GET", "/health").catch(() => ({ status: "unreachable" }));

  printTable([
    {
      "server-time": "quiet",
      requests: quiet.times.length,
      "p50 ms": percentile(quiet.times, 50).toFixed(1),
      "p99 ms": percentile(quiet.times, 99).toFixed(1),
      "max ms": Math.max(...quiet.times).toFixed(1),
      failures: quiet.failures.length,
    },
    {
      "server-time": `${clients} grammar clients`,
      requests: load.times.length,
      "p50 ms": percentile(load.times, 50).toFixed(1),
      "p99 ms": percentile(load.times, 99).toFixed(1),
      "max ms": Math.max(...load.times).toFixed(1),
      failures: load.failures.length,
    },
  ]);
  console.info("");
  printTable(
    [...answers].map(([answer, { count, ms }]) => ({
      "grammar text → answer": answer,
      count,
      "median ms": percentile(ms, 50).toFixed(0),
      "max ms": Math.max(...ms).toFixed(0),
    })),
  );
  console.info("");
  const stayedUp = exited === null && health.status === 200;
  console.info(`Tool workers: ${process.env.TOOL_WORKERS ?? "the default (cores less one)"}`);
  console.info(`API peak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
  console.info(
    `API stayed up (same process, /health 200): ${stayedUp ? "yes" : `NO ${JSON.stringify(exited)}`}`,
  );
  const p99 = percentile(load.times, 99);
  console.info(
    `Goal: server-time p99 < 50 ms under load: ${p99 < 50 ? "met" : "NOT met"} (${p99.toFixed(1)} ms)`,
  );
  if (!stayedUp) {
    console.error(stderr.slice(-2_000));
    process.exitCode = 1;
  }
} finally {
  api.kill("SIGTERM");
  await new Promise((resolve) => (exited ? resolve() : api.once("exit", resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
