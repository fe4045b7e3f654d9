import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleCatalogue } from "../../src/services/research/sample/sample-market";
import { createSampleSources } from "../../src/services/research/sample/sample-sources";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce } from "../shop-helpers";
import type { ErrorBody } from "../tools-helpers";

const URL = "/api/v1/research/deep-view";
const clock = new Date("2026-11-27T09:00:00.000Z");

type Result = {
  subject: string;
  keyword: string | null;
  category: { id: string; name: string | null; path: string[] } | null;
  source: string;
  products: { position: number; asin: string; salesRank: number | null }[];
};

// The spec's "a keyword and marketplace (or a category)": Deep View of a category's best sellers.
describe("POST /api/v1/research/deep-view by category", () => {
  let testApp: TestApp;
  let token: string;
  const catalogue = sampleCatalogue();
  const category = [...catalogue.categories.values()].find(
    (c) => c.path.length >= 3 && c.productIndexes.length >= 20,
  );

  const post = (payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: "POST",
      url: URL,
      headers: bearer(token),
      payload,
      remoteAddress: nextAddress(),
    });

  beforeAll(async () => {
    testApp = await buildTestApp({
      now: () => clock,
      research: createSampleSources(() => clock),
    });
    token = await registerUser(testApp.app, "deep-category@example.test");
    await buyOnce(testApp.app, token, ["supreme-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("analyses the category's products, best rank first, and says it was a category", async () => {
    if (!category) throw new Error("the sample has no category with 20 products");
    const response = await post({ categoryId: category.id, domain: "amazon.com" });
    expect(response.statusCode).toBe(200);
    const body = response.json<Result>();
    expect(body.subject).toBe("category");
    expect(body.keyword).toBeNull();
    expect(body.category).toEqual({ id: category.id, name: category.name, path: category.path });
    expect(body.source).toBe("sample");
    expect(body.products.length).toBeGreaterThan(0);
    const shelved = new Set(category.productIndexes.map((i) => catalogue.products[i]?.asin));
    for (const product of body.products) expect(shelved.has(product.asin)).toBe(true);
    const ranks = body.products.map((product) => product.salesRank ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(body.products.map((product) => product.position)).toEqual(
      body.products.map((_, index) => index + 1),
    );
  });

  it("keeps a keyword's answer apart from a category's, and says it was a keyword", async () => {
    if (!category) throw new Error("the sample has no category with 20 products");
    const response = await post({ keyword: category.id, domain: "amazon.com" });
    expect(response.statusCode).toBe(200);
    const body = response.json<Result>();
    expect(body.subject).toBe("keyword");
    expect(body.keyword).toBe(category.id);
    expect(body.category).toBeNull();
  });

  it.each([
    ["categoryId", { keyword: "sudoku", categoryId: "books", domain: "amazon.com" }],
    ["keyword", { domain: "amazon.com" }],
    ["categoryId", { categoryId: "ikf:books", domain: "amazon.com" }],
    ["categoryId", { categoryId: "", domain: "amazon.com" }],
  ])("answers 400 naming %s", async (field, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((d) => d.path)).toContain(field);
  });
});
