// My books (issue 33, decisions 0116 and 0117): importing a 5,000-row KDP royalties workbook (made
// with exceljs from the documented columns) exactly as the my-books.import job does it, the file
// read by the tool pool's task code in this process and the month replaced in one transaction;
// then the dashboard for 200 books × 24 months (two marketplaces each, KENP pages and ad spend)
// as GET /api/v1/my-books/dashboard computes it. On a disposable PostgreSQL when its binaries are
// installed (scripts/lib/postgres.mjs), and on PGlite in memory. Loads the TypeScript through tsx:
// needs no build. `node bench/my-books.mjs`; `BENCH_RUNS` (5) timed runs after one warm-up.
// Goals: import < 5 s; dashboard < 300 ms on PostgreSQL.
import path from "node:path";
import { register } from "tsx/esm/api";
import { findPostgresBin, startPostgres } from "../scripts/lib/postgres.mjs";
import { median, printTable, root } from "./lib.mjs";

register();
const api = (file) => import(path.join(root, "apps/api/src", file));
const { createDatabase, migrateDatabase } = await api("db/client.ts");
const { users, myBooksSales, myBooksAdSpend } = await api("db/schema/index.ts");
const { createMemoryStorage } = await api("services/storage/file-storage.ts");
const { readReportFile } = await api("services/my-books/read-report-file.ts");
const { runReportImport } = await api("services/my-books/report-imports.ts");
const { readDashboard } = await api("services/my-books/dashboard.ts");
const { insertReportImport } = await api("db/queries/my-books.ts");
const { makeKdpRoyaltyReport } = await import(
  path.join(root, "apps/api/test/my-books/report-fixtures.ts")
);

const runs = Number(process.env.BENCH_RUNS ?? 5);
const now = () => new Date("2026-11-28T12:00:00Z");
const formats = ["ebook", "paperback", "hardcover"];
const stores = [
  ["amazon.com", "USD"],
  ["amazon.de", "EUR"],
  ["amazon.co.uk", "GBP"],
];

const report = [];
for (let i = 0; i < 5000; i++) {
  const [marketplace, currency] = stores[i % stores.length];
  report.push({
    month: "2026-09",
    title: `Book ${i % 400}`,
    asin: `B0${String(i % 400).padStart(8, "0")}`,
    marketplace,
    format: formats[i % 3],
    units: (i % 9) + 1,
    royalty: 2.5 + (i % 7),
    currency,
    kenpPages: i % 3 === 0 ? 300 : 0,
  });
}
const reportBytes = await makeKdpRoyaltyReport(report);

async function benchImport(db, userId) {
  const storage = createMemoryStorage();
  const ctx = {
    db,
    now,
    storage,
    readReport: (input, onProgress) => readReportFile(input, onProgress),
  };
  const times = [];
  for (let run = 0; run <= runs; run++) {
    const row = await insertReportImport(db, {
      userId,
      kind: "kdp-royalties",
      fileName: "bench.xlsx",
      fileKey: `my-books/imports/bench-${run}`,
      status: "queued",
      createdAt: now(),
      updatedAt: now(),
    });
    await storage.put(`my-books/imports/bench-${run}`, reportBytes, "application/octet-stream");
    const started = performance.now();
    await runReportImport(ctx, row.id);
    if (run > 0) times.push(performance.now() - started);
  }
  return times;
}

async function seedDashboard(db, userId) {
  const sales = [];
  const ads = [];
  for (let book = 0; book < 200; book++) {
    for (let m = 0; m < 24; m++) {
      const month = `${2025 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}`;
      for (const [marketplace, currency] of stores.slice(0, 2)) {
        const base = {
          userId,
          importId: null,
          month,
          marketplace,
          asin: `B0BOOK${book}`,
          title: `Title ${book}`,
          currency,
        };
        sales.push({ ...base, format: "ebook", units: 5, kenpPages: 400, royalty: 12.5 });
        sales.push({
          ...base,
          asin: `978${book}`,
          format: "paperback",
          units: 2,
          kenpPages: 0,
          royalty: 6.2,
        });
      }
      ads.push({
        userId,
        importId: null,
        month,
        marketplace: "amazon.com",
        asin: `B0BOOK${book}`,
        campaign: "Auto",
        spend: 4,
        sales: 10,
        orders: 1,
        currency: "USD",
      });
    }
  }
  const row = await insertReportImport(db, {
    userId,
    kind: "kdp-royalties",
    fileName: "seed",
    status: "done",
    createdAt: now(),
    updatedAt: now(),
  });
  for (let i = 0; i < sales.length; i += 1000)
    await db
      .insert(myBooksSales)
      .values(sales.slice(i, i + 1000).map((s) => ({ ...s, importId: row.id })));
  for (let i = 0; i < ads.length; i += 1000)
    await db
      .insert(myBooksAdSpend)
      .values(ads.slice(i, i + 1000).map((a) => ({ ...a, importId: row.id })));
  return sales.length + ads.length;
}

async function benchDashboard(db, userId) {
  const times = [];
  let books = 0;
  for (let run = 0; run <= runs * 2; run++) {
    const started = performance.now();
    const dashboard = await readDashboard({ db, now, exchangeRates: undefined }, userId, "USD");
    if (run > 0) times.push(performance.now() - started);
    books = dashboard.books.length;
  }
  return { times, books };
}

async function benchOn(label, connection) {
  await migrateDatabase(connection);
  const db = connection.db;
  const [importer] = await db
    .insert(users)
    .values({ email: `import-${label.length}@bench.test`, username: "importer" })
    .returning();
  const [reader] = await db
    .insert(users)
    .values({ email: `dashboard-${label.length}@bench.test`, username: "reader" })
    .returning();
  const importTimes = await benchImport(db, importer.id);
  const seeded = await seedDashboard(db, reader.id);
  const dashboard = await benchDashboard(db, reader.id);
  return [
    {
      database: label,
      case: "import 5,000-row royalties XLSX (read + replace month)",
      median: `${Math.round(median(importTimes))} ms`,
      worst: `${Math.round(Math.max(...importTimes))} ms`,
      goal: "< 5,000 ms",
    },
    {
      database: label,
      case: `dashboard 200 books × 24 months (${seeded} rows, ${dashboard.books} books)`,
      median: `${Math.round(median(dashboard.times))} ms`,
      worst: `${Math.round(Math.max(...dashboard.times))} ms`,
      goal: "< 300 ms",
    },
  ];
}

const rows = [];
if (findPostgresBin()) {
  const postgres = startPostgres({ port: 55437 });
  try {
    const connection = await createDatabase({ databaseUrl: postgres.url, dataDir: "memory://" });
    rows.push(...(await benchOn("PostgreSQL", connection)));
    await connection.close();
  } finally {
    postgres.stop();
  }
} else {
  process.stdout.write("PostgreSQL binaries not found: PGlite only\n");
}
const pglite = await createDatabase({ databaseUrl: undefined, dataDir: "memory://" });
rows.push(...(await benchOn("PGlite (memory)", pglite)));
await pglite.close();
printTable(rows);
