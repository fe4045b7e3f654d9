import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listToolUsageRows } from "../../src/db/queries/tool-usage";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce, userIdOf } from "../shop-helpers";
import {
  startTrademarkSearchStandIn,
  type TrademarkSearchStandIn,
} from "../stand-ins/trademark-search";
import type { ErrorBody } from "../tools-helpers";

const URL = "/api/tools/trademark-check";
let clock = new Date("2026-11-27T09:00:00.000Z");

type Finding = {
  field: string;
  text: string;
  start: number;
  end: number;
  mark: string;
  owner: string;
  classes: number[];
  source: { title: string; url: string };
  severity: string;
  origin: string;
};
type Answer = {
  findings: Finding[];
  list: { marks: number; asOf: string };
  search: { status: string; note: string };
};

const post = (testApp: TestApp, token: string | undefined, payload: unknown) =>
  testApp.app.inject({
    method: "POST",
    url: URL,
    headers: token ? bearer(token) : {},
    payload: payload as object,
    remoteAddress: nextAddress(),
  });

describe("POST /api/tools/trademark-check with the shipped list only", () => {
  let testApp: TestApp;
  let free: string;
  let ultra: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    free = await registerUser(testApp.app, "free-trademark@example.test");
    ultra = await registerUser(testApp.app, "ultra-trademark@example.test");
    await buyOnce(testApp.app, ultra, ["ultra-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("says no trademark office search is configured", async () => {
    const response = await testApp.app.inject({ method: "GET", url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ searchConfigured: false });
  });

  it("flags marks in every field with span, owner, classes, source and severity", async () => {
    const response = await post(testApp, ultra, {
      title: "Disney's Coloring Adventures",
      subtitle: "For Pokemon Fans",
      series: "Brick Builders",
      keywords: ["legos for kids", "", "star-wars activity book", "kindle reading"],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Answer>();
    expect(body.findings.map((f) => [f.field, f.text, f.start, f.end, f.mark, f.severity])).toEqual(
      [
        ["title", "Disney's", 0, 8, "Disney", "error"],
        ["subtitle", "Pokemon", 4, 11, "Pokémon", "error"],
        ["keywords.0", "legos", 0, 5, "Lego", "error"],
        ["keywords.2", "star-wars", 0, 9, "Star Wars", "error"],
        ["keywords.3", "kindle", 0, 6, "Kindle", "warning"],
      ],
    );
    const disney = body.findings[0];
    expect(disney?.owner).toBe("Disney Enterprises, Inc.");
    expect(disney?.classes).toContain(16);
    expect(disney?.source.url).toMatch(/^https:\/\//);
    expect(body.findings.every((f) => f.origin === "list")).toBe(true);
    expect(body.list.marks).toBeGreaterThanOrEqual(120);
    expect(body.search.status).toBe("not-configured");
    expect(body.search.note).toMatch(/Only the shipped list/);
  });

  it("records each check as a use of the trademark checker", async () => {
    const userId = await userIdOf(testApp.db, "ultra-trademark@example.test");
    const before = (await listToolUsageRows(testApp.db, userId)).length;
    expect((await post(testApp, ultra, { title: "Quiet" })).statusCode).toBe(200);
    const rows = await listToolUsageRows(testApp.db, userId);
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({ toolId: "trademark-checker", usedAt: clock });
  });

  it("needs sign-in", async () => {
    const response = await post(testApp, undefined, { title: "Lego" });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().code).toBe("UNAUTHENTICATED");
  });

  it("gives a Free plan 10 checks a UTC day, then 429 until midnight; Ultra has no limit", async () => {
    clock = new Date("2026-11-27T22:00:00.000Z");
    for (let use = 0; use < 10; use++) {
      expect((await post(testApp, free, { title: "Lego" })).statusCode).toBe(200);
    }
    const refused = await post(testApp, free, { title: "Lego" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().code).toBe("RATE_LIMITED");
    expect(refused.json<ErrorBody>().message).toMatch(/today's 10 checks of the Trademark Checker/);
    clock = new Date("2026-11-28T00:00:01.000Z");
    expect((await post(testApp, free, { title: "Lego" })).statusCode).toBe(200);
    for (let use = 0; use < 12; use++) {
      expect((await post(testApp, ultra, { title: "Lego" })).statusCode).toBe(200);
    }
    clock = new Date("2026-11-27T09:00:00.000Z");
  });

  it("returns no findings for a clean listing", async () => {
    const response = await post(testApp, ultra, {
      title: "The Quiet Harbour",
      subtitle: "A Cosy Mystery",
      keywords: ["legolas fan fiction", "coastal mystery"],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Answer>().findings).toEqual([]);
  });

  it.each([
    ["a missing title", { subtitle: "Lego" }, "title"],
    ["a numeric subtitle", { title: "T", subtitle: 5 }, "subtitle"],
    ["a series that is too long", { title: "T", series: "s".repeat(801) }, "series"],
    ["eight keywords", { title: "T", keywords: Array(8).fill("k") }, "keywords"],
    ["a keyword that is not text", { title: "T", keywords: ["ok", 3] }, "keywords.1"],
  ])("400 for %s, naming %s", async (_label, payload, field) => {
    const response = await post(testApp, ultra, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.details?.map((detail) => detail.path)).toContain(field);
  });
});

describe("POST /api/tools/trademark-check with a trademark office search", () => {
  let standIn: TrademarkSearchStandIn;
  let testApp: TestApp;
  let ultra: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    standIn = await startTrademarkSearchStandIn();
    testApp = await buildTestApp({
      now: () => clock,
      env: {
        TRADEMARK_SEARCH_URL: `${standIn.origin}/search`,
        TRADEMARK_SEARCH_API_KEY: "tm-secret",
        TRADEMARK_SEARCH_TIMEOUT_MS: "300",
      },
      logStream: { write: (line) => logLines.push(line) },
    });
    ultra = await registerUser(testApp.app, "ultra-trademark-search@example.test");
    await buyOnce(testApp.app, ultra, ["ultra-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.behaviour = { kind: "answer" };
    standIn.queries.length = 0;
    standIn.marks = [
      {
        mark: "ZORBLAX",
        owner: "Zorblax Games LLC",
        classes: [9, 28],
        status: "live",
        serialNumber: "90000001",
        url: "https://tsdr.uspto.gov/#caseNumber=90000001",
      },
      { mark: "MOONGLOW", owner: "Old Candles Inc.", classes: [4], status: "dead" },
      { mark: "LEGO", owner: "LEGO Juris A/S", classes: [28] },
    ];
  });

  const listing = {
    title: "Zorblax Quest",
    subtitle: "A Lego Adventure",
    keywords: ["moonglow candles", "zorblax"],
  };

  it("says a search is configured, without its address or key", async () => {
    const response = await testApp.app.inject({ method: "GET", url: URL });
    expect(response.json()).toEqual({ searchConfigured: true });
    expect(response.body).not.toContain("tm-secret");
    expect(response.body).not.toContain(standIn.origin);
  });

  it("adds live marks the office found in a field, once per distinct text, with the key", async () => {
    const response = await post(testApp, ultra, listing);
    expect(response.statusCode).toBe(200);
    const body = response.json<Answer>();
    expect(body.search.status).toBe("searched");
    expect(body.findings.map((f) => [f.field, f.text, f.mark, f.origin, f.severity])).toEqual([
      ["title", "Zorblax", "ZORBLAX", "search", "warning"],
      ["subtitle", "Lego", "Lego", "list", "error"],
      ["keywords.1", "zorblax", "ZORBLAX", "search", "warning"],
    ]);
    const zorblax = body.findings[0];
    expect(zorblax?.owner).toBe("Zorblax Games LLC");
    expect(zorblax?.classes).toEqual([9, 28]);
    expect(zorblax?.source).toEqual({
      title: "Trademark office search: ZORBLAX, serial 90000001",
      url: "https://tsdr.uspto.gov/#caseNumber=90000001",
    });
    expect(standIn.queries.map((q) => q.q).sort()).toEqual(
      ["A Lego Adventure", "Zorblax Quest", "moonglow candles", "zorblax"].sort(),
    );
    expect(standIn.queries.every((q) => q.authorization === "Bearer tm-secret")).toBe(true);
    expect(response.body).not.toContain("tm-secret");
  });

  it("asks the same words only once", async () => {
    await post(testApp, ultra, { title: "Zorblax", keywords: ["Zorblax"] });
    expect(standIn.queries).toHaveLength(1);
  });

  it.each([
    ["a 5xx", { kind: "status", status: 503 }],
    ["a 401", { kind: "status", status: 401 }],
    ["a timeout", { kind: "hang" }],
    ["an answer that is not JSON", { kind: "not-json" }],
    ["an answer of the wrong shape", { kind: "wrong-shape" }],
  ] as const)("degrades to the shipped list on %s, with a note", async (_label, behaviour) => {
    standIn.behaviour = behaviour;
    const started = Date.now();
    const response = await post(testApp, ultra, listing);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(200);
    const body = response.json<Answer>();
    expect(body.search.status).toBe("failed");
    expect(body.search.note).toMatch(/Only the shipped list was checked/);
    expect(body.findings.map((f) => [f.field, f.mark, f.origin])).toEqual([
      ["subtitle", "Lego", "list"],
    ]);
    expect(logLines.join("\n")).toContain("trademark office search failed");
    expect(logLines.join("\n")).not.toContain("tm-secret");
  });
});
