import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";

type ErrorBody = { code: string; message: string; details?: { path: string; message: string }[] };

const paperback = { format: "paperback", marketplace: "amazon.com", trim: "6x9", ink: "black" };

describe("POST /api/tools/royalty", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const post = (payload: unknown) =>
    testApp.app.inject({ method: "POST", url: "/api/tools/royalty", payload: payload as object });

  it("answers KDP's worked check for a 333-page paperback at $15, with Expanded Distribution", async () => {
    const response = await post({
      ...paperback,
      pages: 333,
      listPrice: 15,
      expandedDistribution: true,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      royalty: 4,
      rate: 60,
      printingCost: 5,
      currency: "USD",
      sixtyPercentFrom: 9.99,
      minimumListPrice: 9.99,
      expandedDistribution: { royalty: 1, rate: 40, minimumListPrice: 12.5 },
    });
    expect(body.sources.length).toBeGreaterThan(0);
    const uk = body.marketplaces.find(
      (row: { marketplace: string }) => row.marketplace === "amazon.co.uk",
    );
    expect(uk).toMatchObject({ currency: "GBP", sixtyPercentFrom: 7.99 });
  });

  it("answers a UK hardcover with its cost marked unverified, and refuses one in Poland", async () => {
    const uk = await post({
      ...paperback,
      format: "hardcover",
      marketplace: "amazon.co.uk",
      pages: 300,
      listPrice: 15,
    });

    expect(uk.statusCode).toBe(200);
    const body = uk.json();
    expect(body).toMatchObject({ royalty: 1.85, rate: 60, printingCost: 7.15, currency: "GBP" });
    expect(body.sources[0]).toMatchObject({
      url: "https://kdp.amazon.com/en_US/help/topic/G201834340",
      confidence: "unverified",
    });
    expect(body.warnings.join(" ")).toMatch(/not verified/);

    const poland = await post({
      ...paperback,
      format: "hardcover",
      marketplace: "amazon.pl",
      pages: 300,
      listPrice: 80,
    });
    expect(poland.statusCode).toBe(400);
    expect(poland.json<ErrorBody>().details?.map((detail) => detail.path)).toContain("marketplace");
  });

  it("answers an eBook at 70% with the delivery cost (worked check $4.99, 15 MB)", async () => {
    const response = await post({
      format: "ebook",
      marketplace: "amazon.com",
      listPrice: 4.99,
      royaltyPlan: 70,
      fileSizeMb: 15,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      royalty: 1.92,
      rate: 70,
      deliveryCost: 2.25,
      currency: "USD",
    });
  });

  it("pays an amazon.com eBook at $12.99 at 35%: KDP's page caps the 70% band at $9.99", async () => {
    const response = await post({
      format: "ebook",
      marketplace: "amazon.com",
      listPrice: 12.99,
      fileSizeMb: 1,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ rate: 35, royalty: 4.55 });
    expect(body.warnings.join(" ")).toMatch(/unverified/);
    const band = body.marketplaces.find(
      (row: { marketplace: string }) => row.marketplace === "amazon.com",
    ).band70;
    expect(band).toEqual({ min: 2.99, max: 9.99 });
  });

  it("pays 35% with a reason when the 70% plan's conditions fail", async () => {
    const response = await post({
      format: "ebook",
      marketplace: "amazon.co.jp",
      listPrice: 500,
      fileSizeMb: 1,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.rate).toBe(35);
    expect(body.warnings.join(" ")).toMatch(/KDP Select/);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["format unknown", { ...paperback, format: "audiobook", pages: 100, listPrice: 10 }, "format"],
    [
      "marketplace unknown",
      { ...paperback, marketplace: "amazon.xx", pages: 100, listPrice: 10 },
      "marketplace",
    ],
    ["list price missing", { ...paperback, pages: 100 }, "listPrice"],
    ["list price not a number", { ...paperback, pages: 100, listPrice: "cheap" }, "listPrice"],
    [
      "royalty plan 50",
      { format: "ebook", marketplace: "amazon.com", listPrice: 5, fileSizeMb: 1, royaltyPlan: 50 },
      "royaltyPlan",
    ],
    [
      "file size missing on 70%",
      { format: "ebook", marketplace: "amazon.com", listPrice: 5 },
      "fileSizeMb",
    ],
    [
      "file size negative",
      { format: "ebook", marketplace: "amazon.com", listPrice: 5, fileSizeMb: -1 },
      "fileSizeMb",
    ],
    ["pages missing", { ...paperback, listPrice: 10 }, "pages"],
    ["pages below the limit", { ...paperback, pages: 22, listPrice: 10 }, "pages"],
    ["pages above the limit", { ...paperback, pages: 830, listPrice: 10 }, "pages"],
    ["ink unknown", { ...paperback, ink: "gold", pages: 100, listPrice: 10 }, "ink"],
    ["paper unknown", { ...paperback, paper: "blue", pages: 100, listPrice: 10 }, "paper"],
    ["trim unknown", { ...paperback, trim: "9x9", pages: 100, listPrice: 10 }, "trim"],
    [
      "hardcover with Expanded Distribution",
      { ...paperback, format: "hardcover", pages: 100, listPrice: 20, expandedDistribution: true },
      "expandedDistribution",
    ],
    [
      "Expanded Distribution on a trim KDP does not offer it for",
      { ...paperback, trim: "8.25x6", pages: 100, listPrice: 20, expandedDistribution: true },
      "expandedDistribution",
    ],
    [
      "Expanded Distribution under printing cost ÷ 40%",
      { ...paperback, pages: 333, listPrice: 12.49, expandedDistribution: true },
      "listPrice",
    ],
    [
      "Expanded Distribution not a flag",
      { ...paperback, pages: 100, listPrice: 20, expandedDistribution: "maybe" },
      "expandedDistribution",
    ],
    [
      "KDP Select not a flag",
      {
        format: "ebook",
        marketplace: "amazon.in",
        listPrice: 99,
        fileSizeMb: 1,
        kdpSelect: "perhaps",
      },
      "kdpSelect",
    ],
  ])("400 for %s, naming %s", async (_label, payload, field) => {
    const response = await post(payload);

    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toContain(field);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ["a paperback under its minimum", { ...paperback, pages: 300, listPrice: 9.19 }, /USD 9\.20/],
    [
      "a paperback over the maximum",
      { ...paperback, pages: 300, listPrice: 250.01 },
      /USD 250\.00/,
    ],
    [
      "a Japanese paperback that would earn less than nothing",
      { ...paperback, marketplace: "amazon.co.jp", pages: 200, listPrice: 1000 },
      /JPY 1111/,
    ],
    [
      "an eBook under $0.99",
      { format: "ebook", marketplace: "amazon.com", listPrice: 0.98, fileSizeMb: 1 },
      /USD 0\.99/,
    ],
    [
      "an eBook over $200",
      { format: "ebook", marketplace: "amazon.com", listPrice: 200.01, fileSizeMb: 1 },
      /USD 200\.00/,
    ],
  ])("400 naming listPrice, and no royalty, for %s", async (_label, payload, limit) => {
    const response = await post(payload);

    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody & { royalty?: number }>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details).toEqual([
      { path: "listPrice", message: expect.stringMatching(/^List price must be at/) },
    ]);
    expect(body.details?.[0]?.message).toMatch(limit);
    expect(body.royalty).toBeUndefined();
  });

  it("is described in the OpenAPI document", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    const document = response.json<{
      paths: Record<string, { post?: { operationId?: string } }>;
    }>();
    expect(document.paths["/api/tools/royalty"]?.post?.operationId).toBe("computeRoyalty");
  });
});
