import { describe, expect, it } from "vitest";
import { catalogueEntrySchema } from "./catalogue-entry-schema";
import { defaultExternalUrls, resolveExternalUrls } from "./external-urls";
import {
  findToolByPath,
  getToolByPathOrThrow,
  getToolOrThrow,
  getToolsByCategory,
  toCatalogueEntry,
  toolPaths,
  tools,
} from "./tools";
import { type CategoryId, categoryIds } from "./types";

/** Tool routes of spec §2.1, exactly as written. */
const specToolRoutes = [
  "/kdp-cover-template-generator",
  "/A+-content-template-generator",
  "/7-backend-keywords-tool-amazon-kdp",
  "/tools/KDP-BSR-Sales-Calculator",
  "/tools/KDP-Royalty-Calculator",
  "/tools/Pen-Name-Generator",
  "/tools/QR-Code-Generator-for-KDP-Books",
  "/word-cloud",
  "/titans-keyword-tracker",
  "/titans-asin-tracker",
  "/book-cover-creator",
  "/tools/KDP-Kindle-Category-Finder",
  "/titans-deep-view",
  "/titans-retro-vision",
  "/titans-pro/on-site",
  "/kdp-title-creator",
  "/kdp-description-creator",
  "/kdp-trademark-checker",
  "/kdp-guidelines-checker",
  "/kdp-bookdata-translator",
  "/kdp-price-checker",
  "/grammar-check",
  "/book-planner",
];

/** General pages of spec §2.1 that family members live on, and pages issues added. */
const specGeneralPages = [
  // Issue 27: the puzzle book maker on our own site (ROUTE-77 overridden, decision 0100).
  "/puzzle-book-maker",
  // Issue 32: the All-In-One extension's own page (downloads, sign-in, privacy; decision 0124).
  "/extension",
  // Issue 34: the book writer on our own site, the same way.
  "/book-writer",
  // Issue 31: the design studio's pages (decisions 0114, 0115).
  "/a-plus-content-maker",
  "/text-pattern-designer",
  // Issue 28: the activity, coloring and low-content makers (decision 0110).
  "/tools/v2",
  "/coloring-book-maker",
  "/low-content-book-maker",
  "/masterclass",
  "/mentorship",
  "/spt-book",
];

/** Family members of spec §1 (CAT-01..06), each found by a phrase in a tool's name. */
const familyMembers: ReadonlyArray<[CategoryId, string, number?]> = [
  ["research", "search suggestions"],
  ["research", "backend keywords"],
  ["research", "reverse product lookup"],
  ["research", "deep view"],
  ["research", "retro view"],
  ["research", "extension", 2],
  ["research", "web app"],
  ["book-creation", "puzzle"],
  ["book-creation", "low content"],
  ["book-creation", "activity"],
  ["book-creation", "coloring"],
  ["book-creation", "writer"],
  ["book-listing", "title creator"],
  ["book-listing", "description creator"],
  ["book-listing", "trademark checker"],
  ["book-listing", "guidelines checker"],
  ["book-listing", "book data translator"],
  ["book-listing", "price checker"],
  ["book-listing", "grammar checker"],
  ["design", "cover designer"],
  ["design", "a+ content"],
  ["design", "text & pattern designer"],
  ["general", "bsr sales calculator"],
  ["general", "royalty calculator"],
  ["general", "pen name generator"],
  ["general", "qr code generator"],
  ["general", "word cloud"],
  ["general", "keyword tracker"],
  ["general", "asin tracker"],
  ["general", "category finder"],
  ["general", "cover template generator"],
  ["general", "book planner"],
  ["training", "masterclass"],
  ["training", "mentorship group"],
  ["training", "handbook"],
];

describe("tools", () => {
  it.each(familyMembers)("%s offers %s", (category, phrase, count = 1) => {
    const found = getToolsByCategory(category).filter((tool) =>
      tool.item.toLowerCase().includes(phrase),
    );
    expect(found).toHaveLength(count);
  });

  it("every category has at least one tool and every tool a known category", () => {
    for (const id of categoryIds) expect(getToolsByCategory(id).length).toBeGreaterThan(0);
    for (const tool of tools) expect(categoryIds).toContain(tool.category);
  });

  it("the company's book is offered in print, eBook and audiobook at /spt-book", () => {
    const book = getToolOrThrow("self-publishing-handbook");
    expect(book.link).toEqual({ kind: "internal", path: "/spt-book" });
    expect(book.description).toMatch(/print.*eBook.*audiobook/);
  });

  it("ids are unique kebab-case and every tool has a name, tag and 1–2 sentence description", () => {
    expect(new Set(tools.map((tool) => tool.id)).size).toBe(tools.length);
    for (const tool of tools) {
      expect(tool.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(tool.item.trim()).toBe(tool.item);
      expect(tool.tag.length).toBeGreaterThan(0);
      const sentences = tool.description.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length, tool.id).toBeLessThanOrEqual(2);
      expect(tool.description, tool.id).toMatch(/[.]$/);
    }
  });

  it("internal links are unique, and their page paths are spec routes", () => {
    const links = tools.flatMap((tool) => (tool.link.kind === "internal" ? [tool.link.path] : []));
    expect(new Set(links).size).toBe(links.length);
    for (const path of toolPaths()) {
      expect([...specToolRoutes, ...specGeneralPages]).toContain(path);
    }
  });

  it("every spec tool route belongs to exactly one tool, case and '+' kept", () => {
    for (const route of specToolRoutes) {
      const owners = tools.filter(
        (tool) => tool.link.kind === "internal" && tool.link.path === route,
      );
      expect(owners, route).toHaveLength(1);
    }
    expect(toolPaths()).toEqual(expect.arrayContaining(specToolRoutes));
    expect(new Set(toolPaths()).size).toBe(toolPaths().length);
  });

  it.each([
    ["/word-cloud", "word-cloud"],
    ["/word-cloud/", "word-cloud"],
    ["/A+-content-template-generator", "a-plus-content-maker"],
    ["/a-plus-content-maker", "a-plus-content-maker"],
    ["/text-pattern-designer", "text-pattern-designer"],
    ["/tools/KDP-BSR-Sales-Calculator", "bsr-sales-calculator"],
    ["/titans-pro/on-site", "pro-web-app"],
    ["/titans-pro/on-site?tab=search-suggestions", "search-suggestions"],
    ["/titans-pro/on-site?tab=reverse-lookup", "reverse-product-lookup"],
    ["/titans-pro/on-site?utm_source=mail", "pro-web-app"],
    ["/kdp-price-checker#results", "price-checker"],
  ])("findToolByPath(%j) is %s", (path, id) => {
    expect(findToolByPath(path)?.id).toBe(id);
    expect(getToolByPathOrThrow(path).id).toBe(id);
  });

  it.each(["/tools/kdp-bsr-sales-calculator", "/nope", "", "/research-tools"])(
    "no tool at %j",
    (path) => {
      expect(findToolByPath(path)).toBeUndefined();
      expect(() => getToolByPathOrThrow(path)).toThrow();
    },
  );

  it("getToolOrThrow throws for an unknown id", () => {
    expect(() => getToolOrThrow("time-machine")).toThrow(/time-machine/);
  });

  it("flair New is rare", () => {
    const flagged = tools.filter((tool) => tool.flair === "New");
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.length).toBeLessThanOrEqual(3);
  });

  it.each([
    ["keyword-tracker", true],
    ["asin-tracker", true],
    ["deep-view", true],
    ["retro-view", true],
    ["pro-web-app", true],
    ["title-creator", true],
    ["description-creator", true],
    ["trademark-checker", true],
    ["book-data-translator", true],
    ["word-cloud", false],
    ["bsr-sales-calculator", false],
    ["royalty-calculator", false],
    ["pen-name-generator", false],
    ["qr-code-generator", false],
    ["cover-template-generator", false],
    ["category-finder", false],
  ])("%s requiresLogin is %s", (id, expected) => {
    expect(getToolOrThrow(id).requiresLogin).toBe(expected);
  });
});

describe("toCatalogueEntry", () => {
  it.each(tools.map((tool) => [tool.id, tool] as const))("%s validates", (_id, tool) => {
    const entry = toCatalogueEntry(tool);
    expect(catalogueEntrySchema.parse(entry)).toEqual(entry);
    expect(entry.item).toBe(tool.item);
    expect(entry.tag).toBe(tool.tag);
    expect(entry.flair).toBe(tool.flair);
  });

  it("internal entries link to their path and stay in the tab", () => {
    const entry = toCatalogueEntry(getToolOrThrow("word-cloud"));
    expect(entry).toEqual({ item: "Word Cloud", tag: "Generator", productLink: "/word-cloud" });
  });

  it("keeps the flair", () => {
    expect(toCatalogueEntry(getToolOrThrow("guidelines-checker")).flair).toBe("New");
  });

  it.each(
    tools.filter((tool) => tool.link.kind === "external").map((tool) => [tool.id, tool] as const),
  )("external %s resolves to the configured host and opens in a new tab", (_id, tool) => {
    if (tool.link.kind !== "external") throw new Error("not external");
    const host = `${tool.link.destination.toLowerCase()}.example.net`;
    const urls = { ...defaultExternalUrls, [tool.link.destination]: `https://${host}/start` };
    const entry = toCatalogueEntry(tool, urls);
    expect(entry.productLink).toBe(`https://${host}/start`);
    expect(entry.openInNewTab).toBe(true);
    expect(toCatalogueEntry(tool).productLink).toBe(defaultExternalUrls[tool.link.destination]);
  });

  it("the puzzle maker is our own page unless an outside maker is configured (issue 27 over ROUTE-77)", () => {
    const maker = getToolOrThrow("puzzle-book-maker");
    expect(toCatalogueEntry(maker)).toEqual({
      item: "Puzzle Book Maker",
      tag: "Book Creation",
      productLink: "/puzzle-book-maker",
    });
    expect(toolPaths()).toContain("/puzzle-book-maker");
    expect(findToolByPath("/puzzle-book-maker")?.id).toBe("puzzle-book-maker");
    const urls = resolveExternalUrls({ PUZZLE_MAKER_URL: "https://maker.example.com" });
    expect(toCatalogueEntry(maker, urls)).toEqual({
      item: "Puzzle Book Maker",
      tag: "Book Creation",
      productLink: "https://maker.example.com",
      openInNewTab: true,
    });
  });

  it("uses URLs resolved from the environment", () => {
    const urls = resolveExternalUrls({ BOOK_WRITER_URL: "https://writer.example.com/app" });
    expect(toCatalogueEntry(getToolOrThrow("book-writer"), urls)).toEqual({
      item: "Book Writer",
      tag: "Writing",
      productLink: "https://writer.example.com/app",
      openInNewTab: true,
    });
  });
});
