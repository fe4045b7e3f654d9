import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolsRateLimit } from "../../src/routes/tools";
import { buildTestApp, type TestApp } from "../helper";

type ErrorBody = { code: string; message: string; details?: { path: string; message: string }[] };

const url = (query: Record<string, string>) =>
  `/api/tools/bsr-sales?${new URLSearchParams(query).toString()}`;

describe("GET /api/tools/bsr-sales", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answers an eBook's daily and monthly range from the published curves", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: url({ bsr: "10000", format: "ebook", marketplace: "amazon.com" }),
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    // At rank 10,000 the attributed Kindle curves read 15 (Kindlepreneur) and 10 (Robertson).
    expect(body.daily).toEqual({ low: 10, typical: 12.5, high: 15 });
    expect(body.monthly).toEqual({ low: 300, typical: 375, high: 450 });
    expect(body.curves.map((curve: { id: string }) => curve.id)).toEqual([
      "kindlepreneur",
      "robertson",
    ]);
    expect(body.royalty).toBeNull();
    expect(body.notes.map((note: { text: string }) => note.text).join(" ")).toContain(
      "Kindle Unlimited",
    );
  });

  it("adds the monthly royalty when a price and the book's details are given", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: url({ bsr: "10000", format: "ebook", listPrice: "4.99", fileSizeMb: "15" }),
    });

    expect(response.statusCode).toBe(200);
    // kdp-facts worked check: $4.99 at 70% with 15 MB pays $1.92 a copy.
    expect(response.json().royalty).toEqual({
      currency: "USD",
      perSale: 1.92,
      rate: 70,
      monthly: { low: 576, typical: 720, high: 864 },
    });
  });

  it("answers print from its one attributed curve and says it is a single source", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: url({ bsr: "10", format: "paperback" }),
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.curves.map((curve: { id: string }) => curve.id)).toEqual(["nfaa"]);
    expect(body.daily.low).toBe(body.daily.high);
    // NFAA between rank 5 (4,000) and 20 (3,000) on log-log axes: about 3,464 a day at rank 10.
    expect(body.daily.typical).toBeCloseTo(3464.1, 1);
    expect(body.notes[0]).toMatchObject({
      text: expect.stringMatching(/single attributed published curve/),
      source: { key: "NFAA" },
    });
  });

  it.each<[string, Record<string, string>, string]>([
    ["rank missing", { format: "ebook" }, "bsr"],
    ["rank zero", { bsr: "0", format: "ebook" }, "bsr"],
    ["rank not a number", { bsr: "top", format: "ebook" }, "bsr"],
    ["format unknown", { bsr: "100", format: "audiobook" }, "format"],
    [
      "store without a curve",
      { bsr: "100", format: "ebook", marketplace: "amazon.se" },
      "marketplace",
    ],
    ["store unknown", { bsr: "100", format: "ebook", marketplace: "amazon.xyz" }, "marketplace"],
    ["price not a number", { bsr: "100", format: "ebook", listPrice: "cheap" }, "listPrice"],
    [
      "eBook price without file size",
      { bsr: "100", format: "ebook", listPrice: "4.99" },
      "fileSizeMb",
    ],
    [
      "print price under KDP's minimum",
      { bsr: "100", format: "paperback", listPrice: "9.19", pages: "300" },
      "listPrice",
    ],
    [
      "print pages not a count",
      { bsr: "100", format: "paperback", listPrice: "12.99", pages: "0" },
      "pages",
    ],
  ])("400 for %s, naming %s", async (_label, query, field) => {
    const response = await testApp.app.inject({ method: "GET", url: url(query) });

    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toContain(field);
  });

  it("counts every tool route of one address against the tools ceiling", async () => {
    // The favourites list has no limit of its own and answers 401 unsigned; the ceiling still counts it.
    const fromOneAddress = () =>
      testApp.app.inject({
        method: "GET",
        url: "/api/tools/pen-names/favourites",
        remoteAddress: "203.0.113.77",
      });
    for (let index = 0; index < toolsRateLimit.max; index += 1) {
      expect((await fromOneAddress()).statusCode).toBe(401);
    }
    const limited = await fromOneAddress();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await testApp.app.inject({
      method: "GET",
      url: url({ bsr: "5", format: "ebook" }),
    });
    expect(other.statusCode).toBe(200);
  });

  it("is described in the OpenAPI document", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    const document = response.json<{ paths: Record<string, { get?: { operationId?: string } }> }>();
    expect(document.paths["/api/tools/bsr-sales"]?.get?.operationId).toBe("estimateBsrSales");
  });
});
