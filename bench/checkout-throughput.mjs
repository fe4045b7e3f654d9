// Checkout write path (reference/reliability-performance.md A-P5): completed sandbox checkouts per
// second on PGlite and on PostgreSQL, against pgbench's TPC-B-like rate on the same server in the
// same run (goal: ≥ 40%). Two figures per database:
//   - "one transaction": idempotency key, order, lines, provider answer, payment event, paid
//     status, grants and the purchase notification, in ONE transaction: the shop's own prepared
//     write statements (decision 0024), provider stubbed;
//   - "full sandbox flow": what a buyer causes through the service layer: startCheckout (key, order
//     and lines; the sandbox checkout; the provider id and the replayable answer), then the sandbox
//     approval, delivered as a signed webhook through the shared event path (event, paid, grants,
//     notification). Several transactions and the webhook signature per purchase.
// It loads the API's TypeScript services through tsx, so it needs no build.
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { register } from "tsx/esm/api";
import { startPostgres } from "../scripts/lib/postgres.mjs";
import { printTable, root } from "./lib.mjs";

register();
const api = (file) => import(path.join(root, "apps/api/src", file));
const { createDatabase, migrateDatabase } = await api("db/client.ts");
const { insertUser } = await api("db/queries/accounts.ts");
const shopQueries = await api("db/queries/shop.ts");
const { fulfilPaidOrder } = await api("services/shop/fulfil-order.ts");
const { startCheckout, toOrderLines } = await api("services/shop/start-checkout.ts");
const { createPaymentProviders } = await api("services/payments/providers.ts");
const { handleWebhook } = await api("services/shop/webhooks.ts");
const { priceCheckout } = await import(path.join(root, "packages/domain/src/shop/pricing.ts"));

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgClients = Number(process.env.BENCH_CONNECTIONS ?? 8);
const userCount = 200;
const quietLog = { info() {}, warn() {}, error() {} };

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function prepare(connection) {
  await migrateDatabase(connection);
  const users = [];
  for (let index = 0; index < userCount; index++) {
    const user = await insertUser(connection.db, {
      email: `bench-${index}-${Date.now()}@example.com`,
      username: `bench-${index}`,
      passwordHash: null,
      now: new Date(),
    });
    users.push(user);
  }
  return users;
}

let sequence = 0;

/**
 * A completed checkout's rows in one transaction, written by the shop's own statements: the
 * idempotency key, the order and its lines (one statement, as startCheckout writes them), then the
 * payment event, paid, the grant and the 004 notification (one statement, as the event path
 * fulfils a one-off order). With `withAnswer`, also the provider's answer on the order and the
 * key (one statement between the two), which the real flow writes in a transaction of its own
 * after the provider call.
 */
async function oneTransactionCheckout(db, user, { withAnswer }) {
  const now = new Date();
  const key = `bench-${process.pid}-${++sequence}`;
  const priced = priceCheckout({ productIds: ["pro-lifetime"], now });
  await db.transaction(async (tx) => {
    const order = await shopQueries.insertOrderClaimingKey(
      tx,
      {
        userId: user.id,
        provider: "sandbox",
        channel: "card",
        mode: priced.mode,
        interval: priced.interval,
        totalCents: priced.totalCents,
        currency: priced.currency,
        specialOffer: null,
        affiliate: null,
        successUrl: "http://web.test/ok",
        failUrl: "http://web.test/fail",
        createdAt: now,
      },
      toOrderLines(priced),
      { key, requestHash: "h" },
    );
    if (!order) throw new Error("The bench's idempotency key was taken");
    if (withAnswer) {
      await shopQueries.recordCheckoutAnswer(tx, {
        orderId: order.id,
        providerRef: `cs-${key}`,
        userId: user.id,
        key,
        response: { url: `http://api.test/sandbox/checkout/${order.id}` },
      });
    }
    const result = await fulfilPaidOrder(tx, order, {
      now,
      paymentRef: `pi-${key}`,
      subscription: null,
      lines: toOrderLines(priced).map((line) => ({ ...line, orderId: order.id })),
      event: { provider: "sandbox", eventId: `evt-${key}`, type: "checkout.completed" },
    });
    if (!result.fulfilled) throw new Error("The bench's order was not fulfilled");
  });
}

function sandboxFlow(db) {
  const config = {
    payments: { provider: "sandbox" },
    publicUrl: "http://127.0.0.1:4000",
    secrets: { tokenSecret: "bench-token-secret-0123456789abcdef0123456789" },
  };
  const providers = createPaymentProviders(config, { db, now: () => new Date() });
  const context = () => ({
    db,
    now: new Date(),
    providers,
    webOrigin: "http://web.test",
    discountPercent: 55,
    excludedFeatureId: undefined,
    log: quietLog,
  });
  providers.sandbox.onDeliver(async (raw, headers) => {
    await handleWebhook(context(), "sandbox", raw, headers);
  });
  // A buyer who already owns Pro lifetime is refused (409 ALREADY_OWNED, decision 0027), so each
  // flow buys as a new account: one user insert more than a real checkout, counted in the figure.
  return async () => {
    const key = `flow-${process.pid}-${++sequence}`;
    const buyer = await insertUser(db, {
      email: `${key}@example.com`,
      username: key,
      passwordHash: null,
      now: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000),
    });
    const answer = await startCheckout(
      context(),
      buyer,
      {
        channel: "card",
        productIds: ["pro-lifetime"],
        field: "items",
        expect: "any",
        successPath: "/payment-success",
        failPath: "/payment-failed",
      },
      { key, hash: key },
    );
    const id = new URL(answer.url).pathname.split("/").at(-1);
    await providers.sandbox.approveCheckout(id);
  };
}

/** Completed checkouts per second with `workers` concurrent loops, after a short warm-up. */
async function measure(users, workers, once) {
  const run = async (ms) => {
    const deadline = performance.now() + ms;
    let done = 0;
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        let index = worker;
        while (performance.now() < deadline) {
          await once(users[index % users.length]);
          index += workers;
          done += 1;
        }
      }),
    );
    return done;
  };
  await run(1000);
  const started = performance.now();
  const done = await run(seconds * 1000);
  return done / ((performance.now() - started) / 1000);
}

function pgbenchInit(bin, port) {
  const common = ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres"];
  const create = spawnSync(path.join(bin, "psql"), [...common, "-c", "create database pgbench"], {
    encoding: "utf8",
  });
  if (create.status !== 0) throw new Error(create.stderr);
  const init = spawnSync(
    path.join(bin, "pgbench"),
    [...common, "-i", "-s", "10", "-q", "pgbench"],
    { encoding: "utf8" },
  );
  if (init.status !== 0) throw new Error(init.stderr);
}

/** pgbench's TPC-B-like transactions per second, 8 clients on 2 threads. */
function pgbench(bin, port) {
  const common = ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres"];
  const result = spawnSync(
    path.join(bin, "pgbench"),
    [...common, "-c", "8", "-j", "2", "-T", String(seconds), "pgbench"],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout);
  if (!match) throw new Error(`Could not read pgbench's tps:\n${result.stdout}`);
  return Number(match[1]);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const rows = [];
const fmt = (value) => value.toFixed(0);

// --- PostgreSQL ----------------------------------------------------------------------------------
const port = await freePort();
console.info(
  `› PostgreSQL on 127.0.0.1:${port}; ${seconds} s per measurement, ${rounds} interleaved rounds; ` +
    `load average ${(await import("node:os")).loadavg()[0].toFixed(2)}`,
);
const postgres = startPostgres({ port });
try {
  pgbenchInit(postgres.bin, port);
  const connection = await createDatabase({ databaseUrl: postgres.url, dataDir: "memory://" });
  const users = await prepare(connection);
  // Interleaved A/B rounds on the same server; the medians are compared (the box is noisy).
  const tpsRuns = [];
  const oneRuns = [];
  const answerRuns = [];
  for (let round = 0; round < rounds; round++) {
    tpsRuns.push(pgbench(postgres.bin, port));
    oneRuns.push(
      await measure(users, pgClients, (user) =>
        oneTransactionCheckout(connection.db, user, { withAnswer: false }),
      ),
    );
    answerRuns.push(
      await measure(users, pgClients, (user) =>
        oneTransactionCheckout(connection.db, user, { withAnswer: true }),
      ),
    );
  }
  const flow = await measure(users, pgClients, sandboxFlow(connection.db));
  await connection.close();
  const tps = median(tpsRuns);
  const one = median(oneRuns);
  const withAnswer = median(answerRuns);
  const runs = (values) => values.map(fmt).join(" / ");
  rows.push(
    {
      database: "PostgreSQL",
      measure: "pgbench TPC-B-like (-c 8 -j 2)",
      "per second": `${fmt(tps)} (${runs(tpsRuns)})`,
      "vs pgbench": "100%",
    },
    {
      database: "PostgreSQL",
      measure: `checkout, one transaction (${pgClients} concurrent)`,
      "per second": `${fmt(one)} (${runs(oneRuns)})`,
      "vs pgbench": `${((one / tps) * 100).toFixed(0)}% (goal ≥ 40%: ${one / tps >= 0.4 ? "met" : "MISSED"})`,
    },
    {
      database: "PostgreSQL",
      measure: `the same + the provider's answer (${pgClients} concurrent)`,
      "per second": `${fmt(withAnswer)} (${runs(answerRuns)})`,
      "vs pgbench": `${((withAnswer / tps) * 100).toFixed(0)}%`,
    },
    {
      database: "PostgreSQL",
      measure: `checkout, full sandbox flow, a new buyer each (${pgClients} concurrent)`,
      "per second": fmt(flow),
      "vs pgbench": `${((flow / tps) * 100).toFixed(0)}%`,
    },
  );
} finally {
  postgres.stop();
}

// --- PGlite --------------------------------------------------------------------------------------
{
  const connection = await createDatabase({ databaseUrl: undefined, dataDir: "memory://" });
  const users = await prepare(connection);
  const one = await measure(users, 4, (user) =>
    oneTransactionCheckout(connection.db, user, { withAnswer: false }),
  );
  const flow = await measure(users, 4, sandboxFlow(connection.db));
  await connection.close();
  rows.push(
    {
      database: "PGlite (memory)",
      measure: "checkout, one transaction",
      "per second": fmt(one),
      "vs pgbench": "—",
    },
    {
      database: "PGlite (memory)",
      measure: "checkout, full sandbox flow, a new buyer each",
      "per second": fmt(flow),
      "vs pgbench": "—",
    },
  );
}

printTable(rows);
process.exit(0);
