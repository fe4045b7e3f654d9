import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextAddress } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { fakeAsOf, fakeMarket } from "../research-finder/fake-market";
import type { ErrorBody } from "../tools-helpers";

type Finding = {
  id: string;
  name: string;
  path: string[];
  origin: "source" | "curated";
  kdp: { format: string | null; selectable: boolean; reason: string };
  topRanks: { first: number | null; tenth: number | null } | null;
  salesPerDay: {
    first: { low: number; typical: number; high: number } | null;
    tenth: { low: number; typical: number; high: number } | null;
  } | null;
};
type Result = {
  domain: string;
  query: { words: string | null; asin: string | null };
  source: { id: string; label: string; asOf: string };
  curated: { count: number; source: { key: string } } | null;
  categories: Finding[];
  total: number;
  rule: { perFormat: number; since: string; text: string; source: { key: string } };
  notes: { sales: string; salesAvailable: boolean };
};

describe("GET /api/v1/research/categories", () => {
  let testApp: TestApp;
  let market: ReturnType<typeof fakeMarket>;

  beforeAll(async () => {
    market = fakeMarket();
    testApp = await buildTestApp({ research: market.research });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (query: string, remoteAddress = nextAddress()) =>
    testApp.app.inject({
      method: "GET",
      url: `/api/v1/research/categories?${query}`,
      remoteAddress,
    });

  it("finds categories by words without sign-in: paths, ranks, sales ranges and the KDP rule", async () => {
    const response = await get("words=sudoku");
    expect(response.statusCode).toBe(200);
    const body = response.json() as Result;
    expect(body.domain).toBe("amazon.com");
    expect(body.query).toEqual({ words: "sudoku", asin: null });
    expect(body.source).toEqual({ id: "keepa", label: "Keepa", asOf: fakeAsOf.toISOString() });

    const sudoku = body.categories[0];
    expect(sudoku?.path).toEqual(["Books", "Humor & Entertainment", "Puzzles & Games", "Sudoku"]);
    expect(sudoku?.origin).toBe("source");
    expect(sudoku?.kdp).toMatchObject({ format: "print", selectable: true });
    expect(sudoku?.topRanks).toEqual({ first: 850, tenth: 12_000 });
    const first = sudoku?.salesPerDay?.first;
    const tenth = sudoku?.salesPerDay?.tenth;
    expect(first && tenth).toBeTruthy();
    expect(first!.low).toBeLessThanOrEqual(first!.typical);
    expect(first!.typical).toBeLessThanOrEqual(first!.high);
    expect(first!.typical).toBeGreaterThan(tenth!.typical);

    expect(body.rule).toMatchObject({
      perFormat: 3,
      since: "2023-05-31",
      source: { key: "G200652170" },
    });
    expect(body.rule.text).toContain("up to 3 categories for each format");
    expect(body.notes.salesAvailable).toBe(true);
    // The curated list adds nothing the source already gave (same path).
    expect(body.categories.filter((c) => c.path.at(-1) === "Sudoku")).toHaveLength(1);
  });

  it("adds curated categories the source lacks, without ranks and with our own ids", async () => {
    const body = (await get("words=coloring%20grown")).json() as Result;
    expect(body.categories.length).toBeGreaterThan(3);
    for (const category of body.categories) {
      expect(category.origin).toBe("curated");
      expect(category.id.startsWith("ikf:")).toBe(true);
      expect(category.topRanks).toBeNull();
      expect(category.salesPerDay).toBeNull();
    }
    expect(body.curated).toMatchObject({
      count: body.categories.length,
      source: { key: "inkforge-category-list" },
    });
    expect(body.categories.map((c) => c.path.join(" > "))).toContain(
      "Books > Crafts, Hobbies & Home > Coloring Books for Grown-Ups > Mandalas & Patterns",
    );
  });

  it("marks an eBook category choosable for the eBook, and uses the Kindle curves", async () => {
    const body = (await get("words=cozy")).json() as Result;
    const cozy = body.categories.find((c) => c.id === "src-cozy");
    expect(cozy?.kdp).toMatchObject({ format: "ebook", selectable: true });
    expect(cozy?.salesPerDay?.first?.typical).toBeGreaterThan(0);
  });

  it("finds a book's categories by ASIN, in the source's order, without curated ones", async () => {
    const body = (await get("asin=b000000001")).json() as Result;
    expect(body.query).toEqual({ words: null, asin: "B000000001" });
    expect(body.categories.map((c) => c.id)).toEqual(["src-sudoku"]);
    expect(body.curated).toBeNull();
    expect(((await get("asin=B0UNKNOWN1")).json() as Result).categories).toEqual([]);
  });

  it("answers an empty list for words nothing matches, and nothing curated outside amazon.com", async () => {
    expect(((await get("words=zzzzqq")).json() as Result).categories).toEqual([]);
    const uk = (await get("domain=amazon.co.uk&words=coloring")).json() as Result;
    expect(uk.domain).toBe("amazon.co.uk");
    expect(uk.categories).toEqual([]);
  });

  it.each([
    ["", "words"],
    ["words=%20%20", "words"],
    ["words=!!!", "words"],
    [`words=${"a".repeat(101)}`, "words"],
    ["asin=123", "asin"],
    ["words=romance&asin=B000000001", "asin"],
    ["domain=amazon.zz&words=romance", "domain"],
  ])("answers 400 naming the field for %s", async (query, field) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((d) => d.path)).toContain(field);
  });

  it("answers 502 with a clear message when the source fails, never an empty list", async () => {
    market.state.fail = true;
    try {
      const response = await get("words=sudoku");
      expect(response.statusCode).toBe(502);
      const body = response.json() as ErrorBody;
      expect(body.code).toBe("RESEARCH_SOURCE_FAILED");
      expect(body.message).toContain("Keepa");
      expect(body.message).not.toContain("stand-in");
    } finally {
      market.state.fail = false;
    }
  });

  it("limits one client to 30 searches a minute", async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++) expect((await get("words=sudoku", address)).statusCode).toBe(200);
    const refused = await get("words=sudoku", address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});
