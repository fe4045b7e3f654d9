import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseConnection, migrateDatabase } from "../../src/db/client";
import { loadEcbRates, parseEcbRates } from "../../src/services/my-books/ecb-rates";
import { type StandInServer, startHttpStandIn } from "../stand-ins/http-server";

/*
 * The ECB reference rates adapter (decision 0117) against a local stand-in speaking the ECB's
 * eurofxref-daily.xml: fetched at most once a day, kept with the ECB's date, the last rates kept
 * when the ECB cannot be reached, and nothing fetched without an address (offline).
 */

const xml = (day: string, usd: string) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube><Cube time='${day}'>
    <Cube currency='USD' rate='${usd}'/><Cube currency='JPY' rate='178.31'/><Cube currency='XAU' rate='1'/>
  </Cube></Cube>
</gesmes:Envelope>`;

let ecbDay = "2026-11-27";
let ecbUp = true;
let standIn: StandInServer;
let connection: DatabaseConnection;

beforeAll(async () => {
  standIn = await startHttpStandIn((_request, response) => {
    if (!ecbUp) {
      response.writeHead(503).end();
      return;
    }
    response
      .writeHead(200, { "content-type": "text/xml" })
      .end(xml(ecbDay, ecbDay.endsWith("27") ? "1.0830" : "1.0901"));
  });
  connection = await createDatabase({ databaseUrl: undefined, dataDir: "memory://" });
  await migrateDatabase(connection);
});

afterAll(async () => {
  await standIn.close();
  await connection.close();
});

describe("parseEcbRates", () => {
  it("reads the day and the currencies we price in, skipping the rest", () => {
    const parsed = parseEcbRates(xml("2026-11-27", "1.0830"));
    expect(parsed?.day).toBe("2026-11-27");
    expect(Object.fromEntries(parsed?.rates ?? [])).toEqual({ USD: 1.083, JPY: 178.31 });
  });
  it("answers null for anything else", () => {
    expect(parseEcbRates("<html>maintenance</html>")).toBeNull();
  });
});

describe("loadEcbRates", () => {
  const source = () => ({ url: `${standIn.origin}/eurofxref-daily.xml`, timeoutMs: 2000 });

  it("fetches nothing without an address (the default, offline)", async () => {
    const rows = await loadEcbRates(
      { db: connection.db, now: () => new Date("2026-11-28T08:00:00Z") },
      undefined,
    );
    expect(rows).toEqual([]);
    expect(standIn.requests).toHaveLength(0);
  });

  it("fetches once a day and keeps the ECB's own date", async () => {
    const ctx = { db: connection.db, now: () => new Date("2026-11-28T08:00:00Z") };
    const rows = await loadEcbRates(ctx, source());
    expect(rows.map((r) => [r.currency, r.perEur, r.day]).sort()).toEqual([
      ["JPY", 178.31, "2026-11-27"],
      ["USD", 1.083, "2026-11-27"],
    ]);
    await loadEcbRates({ ...ctx, now: () => new Date("2026-11-28T20:00:00Z") }, source());
    expect(standIn.requests).toHaveLength(1);
  });

  it("keeps the last rates when the ECB cannot be reached, and takes a new day when it can", async () => {
    ecbUp = false;
    const later = { db: connection.db, now: () => new Date("2026-11-30T08:00:00Z") };
    expect((await loadEcbRates(later, source())).find((r) => r.currency === "USD")?.day).toBe(
      "2026-11-27",
    );
    ecbUp = true;
    ecbDay = "2026-11-28";
    const usd = (await loadEcbRates(later, source())).find((r) => r.currency === "USD");
    expect(usd).toMatchObject({ day: "2026-11-28", perEur: 1.0901 });
  });
});
