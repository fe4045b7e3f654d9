import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config";
import { createResearchSources } from "../../../src/services/research/create-research-sources";
import { buildTestApp, testEnv } from "../../helper";
import {
  type AmazonStandIn,
  DATAFORSEO_TEST_AUTH,
  type DataForSeoStandIn,
  type KeepaStandIn,
  startAmazonSuggestionsStandIn,
  startDataForSeoStandIn,
  startKeepaStandIn,
} from "../../stand-ins/research";

const now = () => new Date("2026-11-27T10:00:00Z");

describe("createResearchSources", () => {
  let amazon: AmazonStandIn;
  let keepa: KeepaStandIn;
  let dataForSeo: DataForSeoStandIn;
  let realEnv: Record<string, string>;

  beforeAll(async () => {
    amazon = await startAmazonSuggestionsStandIn();
    keepa = await startKeepaStandIn({ clock: () => Date.now() });
    dataForSeo = await startDataForSeoStandIn();
    realEnv = {
      ...testEnv,
      AMAZON_SUGGESTIONS_URL: amazon.origin,
      KEEPA_API_KEY: "keepa-test-key-1",
      KEEPA_API_URL: keepa.origin,
      DATAFORSEO_LOGIN: DATAFORSEO_TEST_AUTH.login,
      DATAFORSEO_PASSWORD: DATAFORSEO_TEST_AUTH.password,
      DATAFORSEO_API_URL: dataForSeo.origin,
    };
  });
  afterAll(async () => {
    await Promise.all([amazon.close(), keepa.close(), dataForSeo.close()]);
  });

  it("answers every question from the sample market when no source is configured", () => {
    const sources = createResearchSources(loadConfig(testEnv), now);
    expect(sources.suggestions.id).toBe("sample");
    expect(sources.products.id).toBe("sample");
    expect(sources.keywords?.id ?? "sample").toBe("sample");
  });

  it("asks each configured source its own question", async () => {
    const sources = createResearchSources(loadConfig(realEnv), now);
    const suggestions = await sources.suggestions.suggest({
      domain: "amazon.com",
      department: "kindle",
      prefix: "dog training",
    });
    expect(suggestions).toMatchObject({
      source: "amazon",
      data: expect.arrayContaining(["dog training"]),
    });
    const products = await sources.products.getProducts({
      domain: "amazon.com",
      asins: ["B0TESTAAA1"],
    });
    expect(products).toMatchObject({ source: "keepa", data: [{ asin: "B0TESTAAA1" }] });
    const ranked = await sources.keywords!.rankedKeywords({
      domain: "amazon.com",
      asin: "B0TESTAAA1",
      limit: 5,
    });
    expect(ranked.source).toBe("dataforseo");
    expect(ranked.data[0]).toEqual({
      keyword: "puppy training log",
      position: 1,
      searchVolume: 320,
    });
    expect(amazon.requests).toHaveLength(1);
    expect(keepa.requests).toHaveLength(1);
    expect(dataForSeo.requests).toHaveLength(1);
  });

  it("replaces only the configured question: Keepa alone leaves suggestions to the sample", () => {
    const sources = createResearchSources(
      loadConfig({ ...testEnv, KEEPA_API_KEY: "keepa-test-key-1", KEEPA_API_URL: keepa.origin }),
      now,
    );
    expect([sources.suggestions.id, sources.products.id]).toEqual(["sample", "keepa"]);
  });

  it("is what the app reads research from", async () => {
    const { app, close } = await buildTestApp({ env: realEnv });
    try {
      expect(app.research.suggestions.id).toBe("amazon");
      expect(app.research.products.id).toBe("keepa");
      expect(app.research.keywords?.id).toBe("dataforseo");
    } finally {
      await close();
    }
  });
});
