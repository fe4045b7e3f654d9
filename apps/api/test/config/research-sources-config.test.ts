import { describe, expect, it } from "vitest";
import { ConfigError, inMemoryDataDir, loadConfig } from "../../src/config";

const base = { DATA_DIR: inMemoryDataDir };

describe("research source configuration", () => {
  it("configures no real source by default: the sample answers", () => {
    expect(loadConfig(base).researchSources).toEqual({
      amazonSuggestions: undefined,
      keepa: undefined,
      dataForSeo: undefined,
      maxAttempts: 3,
    });
  });

  it("turns Amazon suggestions on with AMAZON_SUGGESTIONS_URL, with the throttle defaults", () => {
    expect(
      loadConfig({ ...base, AMAZON_SUGGESTIONS_URL: "http://127.0.0.1:9100/" }).researchSources
        .amazonSuggestions,
    ).toEqual({
      baseUrl: "http://127.0.0.1:9100",
      timeoutMs: 4000,
      ratePerSecond: 40,
      burst: 10,
      maxConcurrent: 8,
    });
  });

  it("turns Amazon suggestions on by name, each store on its own host", () => {
    expect(
      loadConfig({
        ...base,
        RESEARCH_SUGGESTIONS_SOURCE: "amazon",
        AMAZON_SUGGESTIONS_RATE_PER_SECOND: "2.5",
        AMAZON_SUGGESTIONS_BURST: "4",
        AMAZON_SUGGESTIONS_CONCURRENCY: "2",
      }).researchSources.amazonSuggestions,
    ).toMatchObject({ baseUrl: undefined, ratePerSecond: 2.5, burst: 4, maxConcurrent: 2 });
  });

  it("keeps the sample when the source is pinned to it, even with a URL", () => {
    expect(
      loadConfig({
        ...base,
        RESEARCH_SUGGESTIONS_SOURCE: "sample",
        AMAZON_SUGGESTIONS_URL: "http://127.0.0.1:9100",
      }).researchSources.amazonSuggestions,
    ).toBeUndefined();
  });

  it("reads Keepa's key, its default host, deadline and max wait", () => {
    expect(loadConfig({ ...base, KEEPA_API_KEY: " k33pa-key " }).researchSources.keepa).toEqual({
      apiKey: "k33pa-key",
      apiUrl: "https://api.keepa.com",
      timeoutMs: 20_000,
      maxWaitMs: 30_000,
    });
    expect(
      loadConfig({
        ...base,
        KEEPA_API_KEY: "k33pa-key",
        KEEPA_API_URL: "http://127.0.0.1:9200",
        KEEPA_MAX_WAIT_MS: "0",
      }).researchSources.keepa,
    ).toMatchObject({ apiUrl: "http://127.0.0.1:9200", maxWaitMs: 0 });
  });

  it("reads DataForSEO's login and password together", () => {
    expect(
      loadConfig({ ...base, DATAFORSEO_LOGIN: "me@example.test", DATAFORSEO_PASSWORD: "pw" })
        .researchSources.dataForSeo,
    ).toEqual({
      login: "me@example.test",
      password: "pw",
      apiUrl: "https://api.dataforseo.com",
      timeoutMs: 30_000,
    });
    expect(() => loadConfig({ ...base, DATAFORSEO_LOGIN: "me@example.test" })).toThrow(
      "DATAFORSEO_PASSWORD",
    );
    expect(() => loadConfig({ ...base, DATAFORSEO_PASSWORD: "pw" })).toThrow("DATAFORSEO_LOGIN");
  });

  it.each([
    ["RESEARCH_SUGGESTIONS_SOURCE", { RESEARCH_SUGGESTIONS_SOURCE: "google" }],
    ["AMAZON_SUGGESTIONS_URL", { AMAZON_SUGGESTIONS_URL: "ftp://completion.example" }],
    ["AMAZON_SUGGESTIONS_RATE_PER_SECOND", { AMAZON_SUGGESTIONS_RATE_PER_SECOND: "0" }],
    ["AMAZON_SUGGESTIONS_RATE_PER_SECOND", { AMAZON_SUGGESTIONS_RATE_PER_SECOND: "fast" }],
    ["AMAZON_SUGGESTIONS_BURST", { AMAZON_SUGGESTIONS_BURST: "0" }],
    ["AMAZON_SUGGESTIONS_CONCURRENCY", { AMAZON_SUGGESTIONS_CONCURRENCY: "100" }],
    ["AMAZON_SUGGESTIONS_TIMEOUT_MS", { AMAZON_SUGGESTIONS_TIMEOUT_MS: "soon" }],
    ["KEEPA_API_KEY", { KEEPA_API_KEY: "short" }],
    ["KEEPA_API_URL", { KEEPA_API_KEY: "k33pa-key", KEEPA_API_URL: "keepa" }],
    ["KEEPA_MAX_WAIT_MS", { KEEPA_MAX_WAIT_MS: "-1" }],
    ["DATAFORSEO_TIMEOUT_MS", { DATAFORSEO_TIMEOUT_MS: "1" }],
    ["RESEARCH_MAX_ATTEMPTS", { RESEARCH_MAX_ATTEMPTS: "0" }],
  ])("refuses a bad %s, naming it", (name, env) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(name);
  });
});
