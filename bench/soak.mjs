// Soak (issue 16): mixed traffic at a fixed rate against the built API on 127.0.0.1 for
// --minutes (default 15): browsing the catalogue and blog, search, tools, logins, sandbox
// purchases and tracker reads. Prints p50/p99 per route class, 5xx (goal 0), the API's RSS growth
// after the first minute's warm-up (goal under 10%) and its event loop delay p99
// (bench/soak-probe.mjs, preloaded into the API).
//
//   node bench/soak.mjs [--minutes 15] [--rate 40]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApiIfStale, root, waitForUrl } from "../scripts/lib/project.mjs";
import { printTable } from "./lib.mjs";
import { apiOrigin, call } from "./write-load.mjs";

const { values: options } = parseArgs({
  options: { minutes: { type: "string", default: "15" }, rate: { type: "string", default: "40" } },
});
const minutes = Number(options.minutes);
const rate = Number(options.rate);
const port = 4414;
apiOrigin.value = `http://127.0.0.1:${port}`;
const folder = mkdtempSync(path.join(os.tmpdir(), "inkforge-soak-"));
const probeFile = path.join(folder, "probe.json");
const demoPassword = "inkforge-demo";

buildApiIfStale();
const api = spawn(
  process.execPath,
  ["--import", path.join(root, "bench/soak-probe.mjs"), "apps/api/dist/server.js"],
  {
    cwd: root,
    env: {
      ...process.env,
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      DATA_DIR: path.join(folder, "data"),
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "warn",
      SOAK_PROBE_FILE: probeFile,
      LOGIN_SUCCESS_LIMIT_PER_ACCOUNT: "1000000",
      LOGIN_SUCCESS_LIMIT_PER_IP: "1000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  },
);
process.on("exit", () => api.kill("SIGTERM"));
await waitForUrl(`${apiOrigin.value}/health`, { child: api });

async function logIn(email) {
  const response = await call("POST", "/api/account/login", {
    body: { username: email, password: demoPassword },
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  return response.json().token;
}
const supreme = await logIn("supreme@demo.inkforge.test");
let buyers = 0;

/** Each class is one user action; weights give the mix. */
const actions = [
  { name: "browse", weight: 30, run: () => call("GET", "/api/features") },
  { name: "browse", weight: 10, run: () => call("GET", "/api/blog") },
  { name: "browse", weight: 10, run: () => call("GET", "/api/content/home") },
  { name: "search", weight: 10, run: () => call("GET", "/api/blog/search?q=keywords") },
  {
    name: "tools",
    weight: 15,
    run: () =>
      call("POST", "/api/tools/royalty", {
        body: {
          format: "paperback",
          marketplace: "amazon.com",
          trim: "6x9",
          ink: "black",
          pages: 200,
          listPrice: 12.99,
        },
      }),
  },
  {
    name: "login",
    weight: 5,
    run: () =>
      call("POST", "/api/account/login", {
        body: { username: "pro@demo.inkforge.test", password: demoPassword },
      }),
  },
  {
    name: "buy",
    weight: 5,
    run: async () => {
      buyers += 1;
      const registered = await call("POST", "/api/account/jsonregister", {
        body: { email: `soak-${buyers}@example.com`, password: "soak test password" },
      });
      if (registered.status !== 200) return registered;
      const token = registered.json().token;
      const checkout = await call("POST", "/api/features/paynow", {
        token,
        body: {
          items: [{ product_id: "keyword-research-workbook" }],
          success: "/payment-success",
          fail: "/payment-failed",
        },
      });
      if (checkout.status !== 200) return checkout;
      return call("POST", `${new URL(checkout.json().url).pathname}/approve`, { form: true });
    },
  },
  {
    name: "tracker reads",
    weight: 15,
    run: () => call("GET", "/api/v1/trackers/asin", { token: supreme }),
  },
];
const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);
let pick = 0;
function nextAction() {
  // A fixed rotation through the weights: the same mix every run.
  pick = (pick + 1) % totalWeight;
  let left = pick;
  for (const action of actions) {
    if (left < action.weight) return action;
    left -= action.weight;
  }
  return actions[0];
}

const latencies = new Map();
const serverErrors = new Map();
let sent = 0;
let failedRequests = 0;
const endAt = Date.now() + minutes * 60_000;
const inFlight = new Set();
const interval = 1000 / rate;
let next = performance.now();
while (Date.now() < endAt) {
  const action = nextAction();
  const started = performance.now();
  const task = action
    .run()
    .then((response) => {
      const list = latencies.get(action.name) ?? [];
      list.push(performance.now() - started);
      latencies.set(action.name, list);
      if (response.status >= 500)
        serverErrors.set(action.name, (serverErrors.get(action.name) ?? 0) + 1);
    })
    .catch(() => {
      failedRequests += 1;
    })
    .finally(() => inFlight.delete(task));
  inFlight.add(task);
  sent += 1;
  next += interval;
  const wait = next - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
await Promise.allSettled([...inFlight]);
await new Promise((resolve) => setTimeout(resolve, 5_500));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
console.info(
  `\nSoak: ${minutes} min at ${rate} actions/s, ${sent} actions, ${failedRequests} without an answer`,
);
printTable(
  [...latencies].map(([name, values]) => ({
    "route class": name,
    actions: values.length,
    "p50 ms": percentile(values, 50).toFixed(1),
    "p99 ms": percentile(values, 99).toFixed(1),
    "5xx (goal 0)": serverErrors.get(name) ?? 0,
  })),
);
const samples = JSON.parse(readFileSync(probeFile, "utf8"));
const warm =
  samples.find((sample) => sample.at - samples[0].at >= 60_000) ?? samples[1] ?? samples[0];
const last = samples.at(-1);
const growth = ((last.rss - warm.rss) / warm.rss) * 100;
printTable([
  {
    "RSS after warm-up MiB": (warm.rss / 2 ** 20).toFixed(1),
    "RSS at the end MiB": (last.rss / 2 ** 20).toFixed(1),
    "growth (goal < 10%)": `${growth.toFixed(1)}%`,
    // Start-up (migrations, seeding) blocks the loop on purpose; only the traffic counts.
    "event loop delay p99 ms (worst 5 s window after warm-up)": Math.max(
      ...samples.filter((sample) => sample.at > warm.at).map((sample) => sample.p99),
    ).toFixed(1),
  },
]);
api.kill("SIGTERM");
rmSync(folder, { recursive: true, force: true });
process.exit([...serverErrors.values()].some((n) => n > 0) ? 1 : 0);
