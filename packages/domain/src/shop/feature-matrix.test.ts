import { describe, expect, it } from "vitest";
import { tools } from "../catalogue/tools";
import { offerDescriptions, planCopy } from "./catalogue-copy";
import { availabilities, planTiers } from "./enums";
import { isFeatureId } from "./feature-ids";
import {
  capabilities,
  capabilitiesForTool,
  capabilityFor,
  entryLimit,
  isToolUnavailable,
  LIMITED_ENTRY_LIMIT,
  offeredCapabilities,
  planGrantsFeature,
  planIncludedFeatures,
} from "./feature-matrix";

const rank = (value: (typeof availabilities)[number]) =>
  entryLimit(value) ?? Number.POSITIVE_INFINITY;

describe("feature matrix (ENT-35)", () => {
  it("uses only the spec's five availabilities, and all of them", () => {
    const used = new Set(capabilities.flatMap((row) => Object.values(row.availability)));
    for (const value of used) expect(availabilities).toContain(value);
    expect([...used].sort()).toEqual([...availabilities].sort());
  });

  it("has a cell for every plan, and never gives less to a higher plan", () => {
    for (const row of capabilities) {
      expect(Object.keys(row.availability).sort()).toEqual([...planTiers].sort());
      const ranks = planTiers.map((tier) => rank(row.availability[tier]));
      expect(
        [...ranks].sort((a, b) => a - b),
        row.id,
      ).toEqual(ranks);
    }
  });

  it("ties rows to catalogue tools and known features, with unique ids", () => {
    const toolIds = new Set(tools.map((tool) => tool.id));
    expect(new Set(capabilities.map((row) => row.id)).size).toBe(capabilities.length);
    for (const row of capabilities) {
      for (const id of row.toolIds) expect(toolIds.has(id), `${row.id}: ${id}`).toBe(true);
      for (const id of row.featureIds) expect(isFeatureId(id)).toBe(true);
      expect(row.toolIds.length > 0 || row.href !== undefined).toBe(true);
    }
  });

  it("covers every tool except the mentorship group and the book (sold or given apart)", () => {
    const uncovered = tools.filter((tool) => capabilitiesForTool(tool.id).length === 0);
    expect(uncovered.map((tool) => tool.id).sort()).toEqual([
      "mentorship-group",
      "self-publishing-handbook",
    ]);
  });

  it.each([
    ["Free", "keyword-research", "limited"],
    ["Pro", "keyword-research", "available"],
    ["Pro", "deep-view", "not available"],
    ["Pro Max", "deep-view", "available"],
    ["Ultra", "keyword-tracker", "max 100 entries"],
    ["Supreme", "keyword-tracker", "max 200 entries"],
    ["Supreme", "asin-tracker", "max 100 entries"],
    ["Ultra", "retro-view", "limited"],
    ["Supreme", "masterclass", "available"],
  ] as const)("%s: %s is %s", (plan, capabilityId, expected) => {
    expect(capabilityFor(plan, capabilityId)).toBe(expected);
  });

  it("throws for an unknown capability", () => {
    expect(() => capabilityFor("Pro", "nope")).toThrow(/nope/);
  });

  it.each([
    ["available", null],
    ["not available", 0],
    ["limited", LIMITED_ENTRY_LIMIT],
    ["max 100 entries", 100],
    ["max 200 entries", 200],
  ] as const)("entryLimit(%s) is %s", (availability, expected) => {
    expect(entryLimit(availability)).toBe(expected);
  });

  it("keeps 'limited' small", () => {
    expect(LIMITED_ENTRY_LIMIT).toBeGreaterThan(0);
    expect(LIMITED_ENTRY_LIMIT).toBeLessThan(100);
  });
});

describe("planGrantsFeature", () => {
  it.each([
    ["Free", "pro", false],
    ["Pro", "pro", true],
    ["Pro", "pro-max", false],
    ["Supreme", "pro", true],
    ["Pro Max", "coloring-book-maker", true],
    ["Pro", "coloring-book-maker", false],
    ["Pro Max", "checker-tools", true],
    ["Pro Max", "author-tools-bundle", false],
    ["Ultra", "author-tools-bundle", true],
    ["Ultra", "backend-keywords-bulk", false],
    ["Supreme", "backend-keywords-monitor", true],
    ["Pro Max", "masterclass", false],
    ["Supreme", "masterclass", true],
    ["Supreme", "hot-niches", true],
    ["Supreme", "arc-reviews", false],
    ["Supreme", "mentorship-group", false],
    ["Supreme", "unknown-feature", false],
  ] as const)("%s grants %s: %s", (plan, featureId, expected) => {
    expect(planGrantsFeature(plan, featureId)).toBe(expected);
  });

  it("lists each plan's features, its own first, each plan including the one below", () => {
    expect(planIncludedFeatures("Free")).toEqual([]);
    expect(planIncludedFeatures("Pro")).toEqual(["pro"]);
    for (const [lower, higher] of [
      ["Pro", "Pro Max"],
      ["Pro Max", "Ultra"],
      ["Ultra", "Supreme"],
    ] as const) {
      expect(planIncludedFeatures(higher)).toEqual(
        expect.arrayContaining([...planIncludedFeatures(lower)]),
      );
    }
    expect(planIncludedFeatures("Supreme")[0]).toBe("supreme");
  });
});

describe("offeredCapabilities: a tool whose service the site lacks is not sold", () => {
  it.each([
    [{ translation: false }, false],
    [{ translation: true }, true],
  ])("with services %j lists the translator: %s", (services, listed) => {
    const offered = offeredCapabilities(services);
    expect(offered.some((row) => row.id === "book-data-translator")).toBe(listed);
    expect(isToolUnavailable("book-data-translator", services)).toBe(!listed);
    // Nothing else depends on an outside service.
    expect(offered.length).toBe(capabilities.length - (listed ? 0 : 1));
    expect(isToolUnavailable("title-creator", services)).toBe(false);
  });

  it.each([
    [[], []],
    [["hot-niches"], ["hot-niches"]],
    [["author-tools-bundle"], ["title-creator", "description-creator", "book-data-translator"]],
    // The trademark checker is sold on its own and in the checker bundle: gone when both are.
    [["checker-tools"], []],
    [["checker-tools", "trademark-checker"], ["trademark-checker"]],
    // Free on every plan and sold by nothing: never left out (decision 0181).
    [["backend-keywords", "guidelines-checker", "price-checker"], []],
  ])("with %j off sale leaves out the rows only those offers sell: %j", (offSale, left) => {
    const offered = offeredCapabilities({ translation: true }, new Set(offSale)).map((r) => r.id);
    const gone = capabilities.map((row) => row.id).filter((id) => !offered.includes(id));
    expect(gone.sort()).toEqual([...left].sort());
  });

  it("keeps the translator out of the plans' and bundles' copy, which no service check reads", () => {
    const copy = [
      ...Object.values(offerDescriptions),
      ...Object.values(planCopy).flatMap((card) => [
        card.summary,
        card.audience,
        ...card.highlights,
      ]),
    ];
    expect(copy.filter((line) => /translat/iu.test(line))).toEqual([]);
  });
});
