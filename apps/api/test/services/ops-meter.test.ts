import { describe, expect, it } from "vitest";
import { meteredPort } from "../../src/services/ops/metered-port";
import type { IntegrationOutcome, OpsMeterPort } from "../../src/services/ops/ops-meter";
import { meteredResearchSources } from "../../src/services/research/metered-sources";
import { ResearchSourceFailure, type ResearchSources } from "../../src/services/research/ports";

/** A meter that keeps what it was told, in order. */
function recordingMeter() {
  const counts: Array<[string, number]> = [];
  const outcomes: Array<[string, IntegrationOutcome]> = [];
  const meter: OpsMeterPort = {
    count: (metric, amount = 1) => counts.push([metric, amount]),
    integration: (name, outcome) => outcomes.push([name, outcome]),
  };
  return { meter, counts, outcomes };
}

const asOf = new Date("2026-12-10T00:00:00Z");

describe("metered ports (decision 0136)", () => {
  it("reports each call's success or failure and passes answers, errors and properties through", async () => {
    const { meter, counts, outcomes } = recordingMeter();
    const port = meteredPort(
      {
        kind: "s3" as const,
        async put(key: string) {
          if (key === "bad") throw new Error("access denied");
          return key.length;
        },
      },
      meter,
      { integration: "storage", countAs: "storage.calls" },
    );
    expect(port.kind).toBe("s3");
    expect(await port.put("good")).toBe(4);
    await expect(port.put("bad")).rejects.toThrow("access denied");
    expect(counts).toEqual([
      ["storage.calls", 1],
      ["storage.calls", 1],
    ]);
    expect(outcomes).toEqual([
      ["storage", { ok: true }],
      ["storage", { ok: false, error: "access denied" }],
    ]);
  });

  it("counts the sample's calls without an integration, and ignores questions nobody answers", async () => {
    const { meter, counts, outcomes } = recordingMeter();
    const sources: ResearchSources = {
      suggestions: {
        id: "sample",
        suggest: async () => ({ source: "sample", asOf, data: ["a"] }),
      },
      products: {
        id: "keepa",
        getProducts: async () => {
          throw new ResearchSourceFailure("keepa", "timeout", "no answer in 10 s");
        },
        searchProducts: async () => ({
          source: "keepa",
          asOf,
          data: { resultCount: 0, products: [] },
        }),
        findCategories: async () => {
          throw new ResearchSourceFailure("keepa", "not-configured", "no category search");
        },
      },
      keywords: null,
    };
    const metered = meteredResearchSources(sources, meter);
    await metered.suggestions.suggest({ domain: "amazon.com", department: "books", prefix: "a" });
    await expect(
      metered.products.getProducts({ domain: "amazon.com", asins: ["B0"] }),
    ).rejects.toThrow();
    await metered.products.searchProducts({
      domain: "amazon.com",
      keyword: "x",
      department: "books",
      limit: 10,
    });
    await expect(
      metered.products.findCategories({ domain: "amazon.com", words: "x" }),
    ).rejects.toThrow();
    expect(metered.keywords).toBeNull();
    expect(counts.map(([metric]) => metric)).toEqual([
      "research.calls.sample",
      "research.calls.keepa",
      "research.calls.keepa",
      "research.calls.keepa",
    ]);
    expect(outcomes).toEqual([
      ["research.keepa", { ok: false, error: "timeout: no answer in 10 s" }],
      ["research.keepa", { ok: true }],
    ]);
  });
});
