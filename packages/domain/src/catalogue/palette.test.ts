import { describe, expect, it } from "vitest";
import { defaultExternalUrls } from "./external-urls";
import { filterPaletteTools, paletteHref, paletteTools } from "./palette";
import { getToolOrThrow } from "./tools";

/** The 29 names of spec §2.6 / PAL-08, as the spec writes them. */
const specNames = [
  "low content book generator",
  "7 backend keywords",
  "KDP BSR sales calculator",
  "royalty calculator",
  "pen name generator",
  "QR code generator",
  "word cloud",
  "keyword tracker",
  "ASIN tracker",
  "category finder",
  "cover template generator",
  "book cover designer",
  "A+ template generator",
  "book writer",
  "puzzle and activity tools",
  "coloring books",
  "digital designer",
  "pro web app",
  "quick view",
  "deep view",
  "retro view",
  "book planner",
  "title creator",
  "description creator",
  "trademark checker",
  "guidelines checker",
  "price checker",
  "grammar checker",
  "book data translator",
];

const names = (query: string) => filterPaletteTools(query).map((tool) => tool.name);

describe("palette list (PAL-08)", () => {
  it("holds the 29 names, each once", () => {
    expect(paletteTools).toHaveLength(29);
    expect(new Set(paletteTools.map((t) => t.name.toLowerCase())).size).toBe(29);
  });

  it.each(specNames)("%s is findable by substring", (specName) => {
    const all = filterPaletteTools(specName, paletteTools, Number.POSITIVE_INFINITY);
    expect(all.map((t) => t.name.toLowerCase())).toContain(specName.toLowerCase());
  });

  it.each(paletteTools.map((tool) => [tool.name, tool] as const))(
    "%s links to its tool",
    (_name, entry) => {
      const tool = getToolOrThrow(entry.toolId);
      if (tool.link.kind === "internal") {
        expect(entry.href).toBe(tool.link.path);
        expect(entry.destination).toBe(tool.link.outsideApp);
        expect(paletteHref(entry)).toBe(tool.link.path);
      } else {
        expect(entry.destination).toBe(tool.link.destination);
        expect(entry.openInNewTab).toBe(true);
        expect(paletteHref(entry)).toBe(defaultExternalUrls[tool.link.destination]);
      }
    },
  );

  it.each([
    ["Low Content Book Generator", "lowContentCreator"],
    ["Coloring Books", "coloringEditor"],
    ["Book Writer", "bookWriter"],
    ["Digital Designer", "designApp"],
    ["Quick View", "quickViewExtension"],
  ])("%s goes to the external %s", (name, destination) => {
    expect(paletteTools.find((t) => t.name === name)?.destination).toBe(destination);
  });
});

it("Quick View opens the extension's page on this site until a listing is configured (0124)", () => {
  const quickView = paletteTools.find((t) => t.name === "Quick View");
  expect(quickView && paletteHref(quickView)).toBe("/extension");
});

describe("filterPaletteTools (PAL-05, PAL-06)", () => {
  it.each([
    ["WORD", "Word Cloud"],
    ["ord clo", "Word Cloud"],
    ["word cloud", "Word Cloud"],
    ["  word  ", "Word Cloud"],
    ["a+", "A+ Template Generator"],
    ["asin", "ASIN Tracker"],
    ["7 back", "7 Backend Keywords"],
    ["bsr", "KDP BSR Sales Calculator"],
  ])("%j contains %s", (query, name) => {
    expect(names(query)).toContain(name);
  });

  it.each(["xyz", "zzqq", "word  cloud", "cloud word"])("%j matches nothing", (query) => {
    expect(filterPaletteTools(query)).toEqual([]);
  });

  it.each([
    ["tracker", ["Keyword Tracker", "ASIN Tracker"]],
    ["view", ["Quick View", "Deep View", "Retro View"]],
    ["checker", ["Trademark Checker", "Guidelines Checker", "Price Checker", "Grammar Checker"]],
  ])("%j gives every match in list order", (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('"e" matches more than 5 names and returns exactly 5, the first in list order', () => {
    const all = filterPaletteTools("e", paletteTools, Number.POSITIVE_INFINITY);
    expect(all.length).toBeGreaterThan(5);
    expect(filterPaletteTools("e")).toEqual(all.slice(0, 5));
  });

  it.each(["", "   "])("empty query %j shows the first 5 entries", (query) => {
    expect(filterPaletteTools(query)).toEqual(paletteTools.slice(0, 5));
  });

  it.each([
    [0, 0],
    [-1, 0],
    [2, 2],
  ])("limit %i gives %i", (limit, count) => {
    expect(filterPaletteTools("e", paletteTools, limit)).toHaveLength(count);
  });

  it("filters a given list", () => {
    const list = [{ name: "Alpha", toolId: "word-cloud", href: "/word-cloud" }];
    expect(filterPaletteTools("ALP", list)).toEqual(list);
  });
});
