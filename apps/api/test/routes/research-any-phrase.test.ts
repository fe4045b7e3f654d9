import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce } from "../shop-helpers";

/*
 * Issue 24, "what a new author met": the sample market answers any real phrase, not only its
 * curated niches, and every research tool reads the same generated niche (decision 0081).
 */

const clock = new Date("2026-11-27T09:30:00.000Z");

type Suggestions = { source: string; suggestions: { suggestion: string }[] };
type DeepView = { source: string; products: { asin: string; title: string }[] };
type Lookup = { source: string; keywords: { keyword: string; position: number }[] };
type Categories = {
  source: { id: string; label: string };
  categories: { id: string; path: string[]; origin: string }[];
};
type RetroView = { source: string; product: { title: string } };

describe("the sample market answers any phrase, consistently across the research tools", () => {
  let testApp: TestApp;
  let supreme: string;

  const send = (method: "GET" | "POST", url: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(supreme),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      remoteAddress: nextAddress(),
    });

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    supreme = await registerUser(testApp.app, "supreme-any-phrase@example.test");
    await buyOnce(testApp.app, supreme, ["supreme-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each([
    ["romance", "amazon.com", "books"],
    ["fantasy novel", "amazon.co.uk", "kindle"],
    ["sourdough bread", "amazon.de", "books"],
  ])(
    "suggests phrases for %j in %s (%s), labelled as the sample",
    async (seed, domain, department) => {
      const response = await send("POST", "/api/v1/research/suggestions", {
        seed,
        domain,
        department,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<Suggestions>();
      expect(body.source).toBe("sample");
      expect(body.suggestions.length).toBeGreaterThanOrEqual(5);
      expect(body.suggestions.every((s) => s.suggestion.includes(seed.split(" ")[0] ?? ""))).toBe(
        true,
      );
      // Deterministic: the same seed answers the same phrases.
      const again = await send("POST", "/api/v1/research/suggestions", {
        seed,
        domain,
        department,
      });
      expect(again.json<Suggestions>().suggestions.map((s) => s.suggestion)).toEqual(
        body.suggestions.map((s) => s.suggestion),
      );
    },
  );

  it("reverse-looks-up a book Deep View listed to the keywords it is found for", async () => {
    const deep = await send("POST", "/api/v1/research/deep-view", {
      keyword: "sourdough bread recipes",
      domain: "amazon.com",
      department: "books",
    });
    expect(deep.statusCode).toBe(200);
    const view = deep.json<DeepView>();
    expect(view.source).toBe("sample");
    expect(view.products.length).toBeGreaterThan(50);
    expect(view.products[0]?.title).toMatch(/sourdough bread/iu);
    const asin = view.products[0]?.asin ?? "";

    const lookup = await send("POST", "/api/v1/research/reverse-lookup", {
      asin,
      domain: "amazon.com",
    });
    expect(lookup.statusCode).toBe(200);
    const found = lookup.json<Lookup>();
    expect(found.source).toBe("sample");
    expect(found.keywords.length).toBeGreaterThan(0);
    expect(found.keywords.every((k) => k.keyword.includes("sourdough bread"))).toBe(true);

    const retro = await send("POST", "/api/v1/research/retro-view", {
      asin,
      domain: "amazon.com",
    });
    expect(retro.statusCode).toBe(200);
    expect(retro.json<RetroView>()).toMatchObject({
      source: "sample",
      product: { title: view.products[0]?.title },
    });

    const shelf = await send(
      "GET",
      `/api/v1/research/categories?domain=amazon.com&asin=${encodeURIComponent(asin)}`,
    );
    expect(shelf.statusCode).toBe(200);
    expect(shelf.json<Categories>().categories.length).toBeGreaterThan(0);
  });

  it.each([
    ["romance", "amazon.com"],
    ["fantasy novel", "amazon.com"],
    ["sourdough bread", "amazon.fr"],
  ])("finds categories for the #1 suggestion of %j", async (seed, domain) => {
    const suggestions = await send("POST", "/api/v1/research/suggestions", {
      seed,
      domain,
      department: "books",
    });
    const first = suggestions.json<Suggestions>().suggestions[0]?.suggestion ?? "";
    expect(first).not.toBe("");
    const response = await send(
      "GET",
      `/api/v1/research/categories?domain=${domain}&words=${encodeURIComponent(first)}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<Categories>();
    expect(body.source.id).toBe("sample");
    expect(body.source.label).toMatch(/^Sample data/u);
    expect(body.categories.filter((c) => c.origin === "source").length).toBeGreaterThan(0);
  });

  it("still answers nothing for letters that are no phrase", async () => {
    const response = await send("POST", "/api/v1/research/suggestions", {
      seed: "zzqx",
      domain: "amazon.com",
      department: "books",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Suggestions>().suggestions).toEqual([]);
  });
});
