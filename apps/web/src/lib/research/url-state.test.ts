// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RESEARCH_DEFAULTS, readResearchUrl, writeResearchUrl } from "@/lib/research/url-state";

describe("research URL state", () => {
  it("opens on Search Suggestions with defaults for an empty query", () => {
    expect(readResearchUrl(new URLSearchParams())).toEqual(RESEARCH_DEFAULTS);
  });

  it("reads a full query", () => {
    const state = readResearchUrl(
      new URLSearchParams(
        "tab=reverse-lookup&seed=cozy+mystery&domain=amazon.de&department=kindle&q=cat&min=40&sort=competition&dir=asc&view=tree&asin=b0c1234567&lsort=demand&ldir=desc",
      ),
    );
    expect(state).toEqual({
      tab: "reverse-lookup",
      seed: "cozy mystery",
      domain: "amazon.de",
      department: "kindle",
      q: "cat",
      min: 40,
      sort: "competition",
      dir: "asc",
      view: "tree",
      asin: "B0C1234567",
      lookupSort: "demand",
      lookupDir: "desc",
    });
  });

  it.each([
    ["tab=deep-view", "tab", "search-suggestions"],
    ["domain=amazon.cn", "domain", "amazon.com"],
    ["department=aps", "department", "books"],
    ["min=101", "min", 0],
    ["min=-3", "min", 0],
    ["min=abc", "min", 0],
    ["sort=price", "sort", "demand"],
    ["dir=up", "dir", "desc"],
    ["view=chart", "view", "table"],
  ] as const)("falls back to the default for %s", (query, field, value) => {
    expect(readResearchUrl(new URLSearchParams(query))[field]).toBe(value);
  });

  it("writes the tab always, other fields only when not default, and keeps foreign keys", () => {
    const query = writeResearchUrl(new URLSearchParams("utm_source=mail&seed=old"), {
      ...RESEARCH_DEFAULTS,
      seed: "dragon books",
      min: 30,
    });
    expect(query.toString()).toBe(
      "utm_source=mail&seed=dragon+books&tab=search-suggestions&min=30",
    );
    expect(readResearchUrl(query)).toEqual({ ...RESEARCH_DEFAULTS, seed: "dragon books", min: 30 });
  });
});
