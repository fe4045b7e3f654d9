// The operator console's overview (issue 29, decision 0136) with 100,000 orders and 50,000
// members over a year (plus 10,000 subscriptions, 2,000 refunds, 20,000 payment events and a
// year of counters), computed as GET /api/admin/overview does (`getOverview`), median of
// `BENCH_RUNS` (10) after one warm-up; then EXPLAIN of each of its queries, checked for a
// sequential scan of a big table. On a disposable PostgreSQL when its binaries are installed
// (scripts/lib/postgres.mjs), otherwise PGlite in memory. Loads the TypeScript through tsx: needs
// no build. `node bench/console-overview.mjs`. Goal: < 1 s on PostgreSQL.
import path from "node:path";
import { register } from "tsx/esm/api";
import { findPostgresBin, startPostgres } from "../scripts/lib/postgres.mjs";
import { median, printTable, root } from "./lib.mjs";

register();
const api = (file) => import(path.join(root, "apps/api/src", file));
const { createDatabase, migrateDatabase } = await api("db/client.ts");
const { getOverview } = await api("services/admin/overview.ts");

const runs = Number(process.env.BENCH_RUNS ?? 10);
const now = new Date("2026-12-10T12:00:00Z");
const BIG = ["orders", "users", "refunds", "payment_events", "subscriptions", "ops_daily_counts"];

function rowsOf(result) {
  return result.rows ?? [];
}

/** Raw SQL through the connection's own driver (pg's pool or PGlite): both answer `{ rows }`. */
let query = async () => ({ rows: [] });

/** Seeds in SQL (generate_series): a year before `now`, spread evenly. */
async function seed(db) {
  const year = `'${now.toISOString()}'::timestamptz - interval '365 days'`;
  await query(
    db,
    `insert into users (email, username, created_at)
      select 'm' || i || '@bench.test', 'member' || i, ${year} + (i * interval '365 days' / 50000)
      from generate_series(1, 50000) i`,
  );
  await query(
    db,
    `insert into orders (user_id, provider, channel, status, mode, interval, total_cents,
        currency, special_offer, success_url, fail_url, created_at, paid_at)
      select u.id, 'sandbox', 'card', case when i % 10 = 0 then 'failed' else 'paid' end,
        case when i % 5 = 0 then 'subscription' else 'payment' end,
        case when i % 5 = 0 then (case when i % 2 = 0 then 'month' else 'year' end) end,
        500 + (i % 97) * 100, 'USD', case when i % 7 = 0 then 'new-member' end,
        'http://web.test/ok', 'http://web.test/no', t, case when i % 10 = 0 then null else t end
      from generate_series(1, 100000) i
      cross join lateral (select ${year} + (i * interval '365 days' / 100000) as t) tt
      join lateral (select id from users where email = 'm' || (1 + (i * 7919) % 50000) || '@bench.test') u on true`,
  );
  await query(
    db,
    `insert into subscriptions (user_id, order_id, product_id, provider, provider_ref, status,
        interval, current_period_end, created_at, updated_at)
      select o.user_id, o.id, 'plan-' || (n % 4), 'sandbox', 'sub_' || n,
        case when n % 3 = 0 then 'canceled' else 'active' end, o.interval,
        o.created_at + interval '400 days', o.created_at, o.created_at
      from (select o.*, row_number() over (order by o.created_at) n from orders o
            where o.mode = 'subscription' limit 10000) o`,
  );
  await query(
    db,
    `insert into refunds (order_id, user_id, provider, payment_ref, amount_cents, currency,
        reason, event_id, status, created_at, updated_at)
      select o.id, o.user_id, 'sandbox', 'pay_' || n, 100, 'USD', 'bench', 'ev_r_' || n,
        'succeeded', o.paid_at + interval '1 day', o.paid_at + interval '1 day'
      from (select o.*, row_number() over (order by o.paid_at) n from orders o
            where o.status = 'paid' and o.id::text like '0%' limit 2000) o`,
  );
  await query(
    db,
    `insert into payment_events (provider, event_id, type, order_id, received_at)
      select 'sandbox', 'ev_' || i, case when i % 20 = 0 then 'subscription.payment_failed'
        else 'checkout.completed' end, null, ${year} + (i * interval '365 days' / 20000)
      from generate_series(1, 20000) i`,
  );
  await query(
    db,
    `insert into ops_daily_counts (day, metric, count)
      select d::date, m, 1000 from generate_series(${year}, '${now.toISOString()}'::timestamptz, interval '1 day') d
      cross join unnest(array['http.requests', 'http.5xx', 'research.calls.keepa',
        'research.calls.sample', 'keepa.tokens']) m`,
  );
  await query(db, "vacuum analyze");
  const counts = rowsOf(
    await query(
      db,
      `select (select count(*) from orders)::int as orders,
        (select count(*) from users)::int as users,
        (select count(*) from subscriptions)::int as subscriptions`,
    ),
  )[0];
  return counts;
}

/** The overview's queries as SQL, with this bench's instants (same predicates as the code). */
function explained() {
  const day = "'2026-12-10T00:00:00Z'::timestamptz";
  const dayEnd = "'2026-12-11T00:00:00Z'::timestamptz";
  const month = "'2026-12-01T00:00:00Z'::timestamptz";
  const chart = "'2026-11-11T00:00:00Z'::timestamptz";
  return {
    "sales of the month": `select count(*), sum(total_cents) from orders where paid_at >= ${month} and paid_at < ${dayEnd} and status = 'paid'`,
    "refunds of the month": `select count(*), sum(amount_cents) from refunds where created_at >= ${month} and created_at < ${dayEnd} and status in ('succeeded', 'pending')`,
    "new members of the month": `select count(*) from users where created_at >= ${month} and created_at < ${dayEnd}`,
    "offer conversion": `select count(distinct o.user_id) from users u join orders o on o.user_id = u.id where u.created_at >= ${month} and u.created_at < ${dayEnd} and o.paid_at >= ${month} and o.special_offer = 'new-member' and o.status = 'paid'`,
    "failed payments": `select count(*) from payment_events where type = 'subscription.payment_failed' and received_at >= ${day} and received_at < ${dayEnd}`,
    "plans and MRR": `select s.product_id, s.interval, count(*), sum((select o.total_cents from orders o where o.id = s.order_id)) from subscriptions s where s.status = 'active' group by 1, 2`,
    "30 days of sales": `select to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD'), sum(total_cents) from orders where paid_at >= ${chart} and paid_at < ${dayEnd} and status = 'paid' group by 1`,
    counters: `select * from ops_daily_counts where day >= '2026-12-01' and day < '2026-12-11'`,
  };
}

async function benchOn(label, connection) {
  await migrateDatabase(connection);
  const db = connection.db;
  query = (_db, text) => connection.client.query(text);
  const started = performance.now();
  const counts = await seed(db);
  const seedMs = performance.now() - started;
  const ctx = { db, now, flush: async () => {} };
  await getOverview(ctx);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await getOverview(ctx);
    times.push(performance.now() - t);
  }
  const plans = [];
  for (const [name, text] of Object.entries(explained())) {
    const plan = rowsOf(await query(db, `explain ${text}`))
      .map((row) => row["QUERY PLAN"])
      .join("\n");
    const seqScans = BIG.filter((table) => new RegExp(`Seq Scan on ${table}\\b`).test(plan));
    const indexes = [...plan.matchAll(/(?:Index|Index Only|Bitmap Index) Scan (?:using|on) (\w+)/g)]
      .map((m) => m[1])
      .filter((v, i, a) => a.indexOf(v) === i);
    plans.push({
      database: label,
      query: name,
      indexes: indexes.join(", "),
      "seq scan of a big table": seqScans.join(", ") || "none",
    });
    if (process.env.BENCH_PLANS) process.stdout.write(`\n-- ${name}\n${plan}\n`);
  }
  return {
    timing: {
      database: label,
      case: `overview: ${counts.orders.toLocaleString("en")} orders, ${counts.users.toLocaleString("en")} members, ${counts.subscriptions.toLocaleString("en")} subscriptions (seeded in ${Math.round(seedMs / 1000)} s)`,
      median: `${Math.round(median(times))} ms`,
      worst: `${Math.round(Math.max(...times))} ms`,
      goal: "< 1,000 ms",
    },
    plans,
  };
}

const results = [];
if (findPostgresBin()) {
  const postgres = startPostgres({ port: 55438 });
  try {
    const connection = await createDatabase({ databaseUrl: postgres.url, dataDir: "memory://" });
    results.push(await benchOn("PostgreSQL", connection));
    await connection.close();
  } finally {
    postgres.stop();
  }
} else {
  process.stdout.write("PostgreSQL binaries not found: PGlite in memory instead\n");
  const pglite = await createDatabase({ databaseUrl: undefined, dataDir: "memory://" });
  results.push(await benchOn("PGlite (memory)", pglite));
  await pglite.close();
}
printTable(results.map((r) => r.timing));
printTable(results.flatMap((r) => r.plans));
