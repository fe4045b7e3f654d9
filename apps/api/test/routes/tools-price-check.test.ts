import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";

type ErrorBody = { code: string; message: string; details?: { path: string; message: string }[] };

const paperback = { format: "paperback", trim: "6x9", ink: "black", paper: "white" };

describe("POST /api/tools/price-check", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const post = (payload: unknown) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/tools/price-check",
      payload: payload as object,
    });

  it("gives the printing cost and minimum per marketplace and flags a price under the minimum", async () => {
    const response = await post({
      ...paperback,
      pages: 300,
      marketplace: "amazon.com",
      plannedPrice: 8.99,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    const us = body.rows.find((row: { marketplace: string }) => row.marketplace === "amazon.com");
    expect(us).toMatchObject({
      printingCost: 4.6,
      minimumListPrice: 9.2,
      sixtyPercentFrom: 9.99,
      maxListPrice: 250,
    });
    expect(body.flags[0]).toMatchObject({ level: "error" });
    expect(body.flags[0].fix).toMatch(/USD 9\.20/);
  });

  it("gives an eBook's range and 70% band and flags a price outside the band", async () => {
    const response = await post({
      format: "ebook",
      fileSizeMb: 4,
      marketplace: "amazon.co.uk",
      plannedPrice: 1.49,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    const uk = body.rows.find((row: { marketplace: string }) => row.marketplace === "amazon.co.uk");
    expect(uk).toMatchObject({ minimumListPrice: 1.49, band70: { min: 1.99, max: 9.99 } });
    expect(body.flags[0]).toMatchObject({ level: "warning" });
    // Outside the band the planned price earns 35%: 0.35 × 1.49 (UK eBooks carry no VAT).
    expect(body.plannedRoyalty).toEqual({ royalty: 0.52, rate: 35, currency: "GBP" });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["format unknown", { format: "comic" }, "format"],
    ["pages missing", { ...paperback }, "pages"],
    ["pages over the limit", { ...paperback, pages: 900 }, "pages"],
    ["standard colour under 72 pages", { ...paperback, ink: "standard-color", pages: 70 }, "pages"],
    ["trim unknown", { ...paperback, trim: "9x9", pages: 100 }, "trim"],
    ["ink unknown", { ...paperback, ink: "gold", pages: 100 }, "ink"],
    ["paper unknown", { ...paperback, paper: "blue", pages: 100 }, "paper"],
    ["planned price negative", { ...paperback, pages: 100, plannedPrice: -2 }, "plannedPrice"],
    [
      "planned price not a number",
      { ...paperback, pages: 100, plannedPrice: "ten" },
      "plannedPrice",
    ],
    ["marketplace unknown", { ...paperback, pages: 100, marketplace: "amazon.xx" }, "marketplace"],
    ["eBook without file size", { format: "ebook" }, "fileSizeMb"],
  ])("400 for %s, naming %s", async (_label, payload, field) => {
    const response = await post(payload);

    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toContain(field);
  });

  it("is described in the OpenAPI document", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    const document = response.json<{
      paths: Record<string, { post?: { operationId?: string } }>;
    }>();
    expect(document.paths["/api/tools/price-check"]?.post?.operationId).toBe("checkKdpPrices");
  });
});
