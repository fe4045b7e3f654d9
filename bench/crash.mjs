// Crash loop (issue 16): a stream of acknowledged writes (registrations, sandbox purchases, book
// projects) while the API is killed with SIGKILL at random moments, 20 times, on the embedded
// PGlite database and on PostgreSQL. After each restart every acknowledged write must be there,
// no order half-written (paid without its grant, or a grant without a paid order), and the
// database must open cleanly. Prints acknowledged, found and lost per database (goal: 0 lost).
//
//   node bench/crash.mjs [--rounds 20] [--only pglite|postgres]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { findPostgresBin, startPostgres } from "../scripts/lib/postgres.mjs";
import { buildApiIfStale, root, waitForUrl } from "../scripts/lib/project.mjs";
import { printTable, waitForExit } from "./lib.mjs";
import { apiOrigin, benchPassword, call, refusals, writer } from "./write-load.mjs";

const { values: options } = parseArgs({
  options: { rounds: { type: "string", default: "20" }, only: { type: "string" } },
});
const rounds = Number(options.rounds);
const port = 4412;
const origin = `http://127.0.0.1:${port}`;
apiOrigin.value = origin;

let seed = 20_261_127;
/** A seeded generator, so a run can be repeated. */
function random() {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}

function startApi(env) {
  const child = spawn(process.execPath, ["apps/api/dist/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "warn",
      JOB_WORKER: "off",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  child.stderrText = () => stderr;
  return child;
}

async function verify(acknowledged) {
  const tokens = new Map();
  let found = 0;
  const lost = [];
  for (const write of acknowledged) {
    let token = tokens.get(write.email);
    if (!token) {
      const login = await call("POST", "/api/account/login", {
        body: { username: write.email, password: benchPassword },
      });
      if (login.status === 200) {
        token = login.json().token;
        tokens.set(write.email, token);
      }
    }
    let present = false;
    if (token && write.kind === "registration") present = true;
    if (token && write.kind === "project") {
      present = (await call("GET", `/api/book-projects/${write.id}`, { token })).status === 200;
    }
    if (token && write.kind === "purchase") {
      const downloads = (await call("GET", "/api/download/list", { token })).json();
      present = downloads.some((item) => item.product_id === "keyword-research-workbook");
    }
    if (present) found += 1;
    else lost.push(write);
  }
  return { found, lost };
}

/** Orders and grants agree for every buyer: nothing paid without its grant, nor the reverse. */
async function halfWritten(acknowledged) {
  let broken = 0;
  const buyers = new Set(acknowledged.filter((w) => w.kind === "registration").map((w) => w.email));
  for (const email of buyers) {
    const login = await call("POST", "/api/account/login", {
      body: { username: email, password: benchPassword },
    });
    if (login.status !== 200) continue;
    const token = login.json().token;
    const orders = (await call("GET", "/api/orders", { token })).json();
    const list = Array.isArray(orders) ? orders : (orders.orders ?? []);
    const paid = list.filter((order) => order.status === "captured").length;
    const downloads = (await call("GET", "/api/download/list", { token })).json();
    const granted = downloads.some((item) => item.product_id === "keyword-research-workbook");
    if (paid > 0 !== granted) broken += 1;
  }
  return broken;
}

async function crashLoop(name, env) {
  const acknowledged = [];
  let cleanOpens = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const api = startApi(env);
    try {
      await waitForUrl(`${origin}/health`, { child: api, timeoutMs: 120_000 });
    } catch (error) {
      console.error(api.stderrText());
      throw new Error(`${name}: the API did not open after crash ${round - 1}: ${error.message}`);
    }
    cleanOpens += 1;
    const stop = { done: false };
    const writers = [0, 1, 2].map((w) => writer(`${name}-${round}-${w}`, acknowledged, stop));
    await new Promise((resolve) => setTimeout(resolve, 1500 + random() * 3500));
    api.kill("SIGKILL");
    stop.done = true;
    await Promise.allSettled(writers);
    await waitForExit(api);
    process.stdout.write(
      `  ${name}: crash ${round}/${rounds}, ${acknowledged.length} acknowledged\n`,
    );
  }
  const api = startApi(env);
  await waitForUrl(`${origin}/health`, { child: api, timeoutMs: 120_000 });
  cleanOpens += 1;
  const { found, lost } = await verify(acknowledged);
  const broken = await halfWritten(acknowledged);
  api.kill("SIGTERM");
  await new Promise((resolve) => api.once("exit", resolve));
  return {
    name,
    crashes: rounds,
    acknowledged: acknowledged.length,
    found,
    lost,
    broken,
    cleanOpens,
  };
}

buildApiIfStale();
const results = [];
if (options.only !== "postgres") {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "inkforge-crash-"));
  try {
    results.push(await crashLoop("PGlite", { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (options.only !== "pglite") {
  if (!findPostgresBin()) {
    console.warn("PostgreSQL binaries not found: skipping the PostgreSQL loop");
  } else {
    const postgres = startPostgres({ port: 55_491 });
    try {
      results.push(
        await crashLoop("PostgreSQL", {
          DATABASE_URL: postgres.url,
          TOKEN_SECRET: "crash-bench-token-secret-0123456789abcdef0123",
          NEXTAUTH_SECRET: "crash-bench-nextauth-secret-0123456789abcdef01",
          PAYMENT_PROVIDER: "sandbox",
          SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
          WEB_ORIGIN: "http://127.0.0.1:3412",
        }),
      );
    } finally {
      postgres.stop();
    }
  }
}

console.info("\nCrash loop (goal: 0 lost, 0 half-written, every restart opens)");
printTable(
  results.map((r) => ({
    database: r.name,
    "kill -9": r.crashes,
    acknowledged: r.acknowledged,
    found: r.found,
    lost: r.lost.length,
    "half-written": r.broken,
    "clean opens": `${r.cleanOpens}/${r.crashes + 1}`,
  })),
);
if (refusals.size > 0) console.info("refused writes by status:", Object.fromEntries(refusals));
for (const r of results)
  for (const write of r.lost.slice(0, 10)) console.info("lost:", r.name, write);
process.exit(results.some((r) => r.lost.length > 0 || r.broken > 0) ? 1 : 0);
