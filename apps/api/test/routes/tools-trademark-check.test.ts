import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nextAddress } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import {
  startTrademarkSearchStandIn,
  type TrademarkSearchStandIn,
} from "../stand-ins/trademark-search";
import type { ErrorBody } from "../tools-helpers";

const URL = "/api/tools/trademark-check";

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

const post = (testApp: TestApp, payload: unknown) =>
  testApp.app.inject({
    method: "POST",
    url: URL,
    payload: payload as object,
    remoteAddress: nextAddress(),
  });

describe("POST /api/tools/trademark-check with the shipped list only", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("says no trademark office search is configured", async () => {
    const response = await testApp.app.inject({ method: "GET", url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ searchConfigured: false });
  });

  it("flags marks in every field with span, owner, classes, source and severity, no sign-in needed", async () => {
    const response = await post(testApp, {
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

  it("returns no findings for a clean listing", async () => {
    const response = await post(testApp, {
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
    const response = await post(testApp, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.details?.map((detail) => detail.path)).toContain(field);
  });
});

describe("POST /api/tools/trademark-check with a trademark office search", () => {
  let standIn: TrademarkSearchStandIn;
  let testApp: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    standIn = await startTrademarkSearchStandIn();
    testApp = await buildTestApp({
      env: {
        TRADEMARK_SEARCH_URL: `${standIn.origin}/search`,
        TRADEMARK_SEARCH_API_KEY: "tm-secret",
        TRADEMARK_SEARCH_TIMEOUT_MS: "300",
      },
      logStream: { write: (line) => logLines.push(line) },
    });
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
    const response = await post(testApp, listing);
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
    await post(testApp, { title: "Zorblax", keywords: ["Zorblax"] });
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
    const response = await post(testApp, listing);
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
