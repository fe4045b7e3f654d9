import { describe, expect, it } from "vitest";
import { computeCoverTemplate } from "../tools/cover-template/cover-template";
import { checkPrices } from "../tools/price-check/price-check";
import { DEFAULT_BOOK_SPECS, EMPTY_LISTING } from "./contract";
import { type PreflightProject, runPreflight, toPreflightProject } from "./preflight";

const listing: PreflightProject["listing"] = {
  title: "The Quiet Garden",
  subtitle: "A Year of Small Harvests",
  series: "",
  author: "Ann Lee",
  description: "<p>Twelve months of planting, pruning and picking in a small backyard.</p>",
  keywords: ["backyard vegetable planting", "small space harvest"],
};

const paperback: PreflightProject = {
  format: "paperback",
  trim: "6x9",
  pages: 300,
  ink: "black",
  paper: "white",
  expandedDistribution: false,
  fileSizeMb: null,
  prices: { "amazon.com": 12.99 },
  listing,
};

const ebook: PreflightProject = {
  ...paperback,
  format: "ebook",
  pages: null,
  fileSizeMb: 2,
  prices: { "amazon.com": 4.99 },
};

const figuresOf = (result: ReturnType<typeof runPreflight>, marketplace: string) => {
  const row = result.marketplaces.find((m) => m.marketplace === marketplace);
  if (!row) throw new Error(`no figures for ${marketplace}`);
  return row;
};
const idsOf = (result: ReturnType<typeof runPreflight>) => result.problems.map((p) => p.id);

describe("runPreflight: the page count drives the cover and the price floor", () => {
  it.each([
    // [pages, spine in, full width in, US printing cost, US minimum] (worked checks of the tools)
    [120, 0.27, 12.52, 2.44, 4.88],
    [300, 0.676, 12.926, 4.6, 9.2],
    [375, 0.845, 13.095, 5.5, 9.99],
  ] as const)(
    "%d pages: spine %s in, width %s in, floor USD %s / %s",
    (pages, spine, width, cost, minimum) => {
      const result = runPreflight({ ...paperback, pages });
      expect(result.cover?.spineIn).toBe(spine);
      expect(result.cover?.widthIn).toBe(width);
      expect(figuresOf(result, "amazon.com")).toMatchObject({
        printingCost: cost,
        minimumListPrice: minimum,
      });
    },
  );

  it("agrees with the cover template generator and the price checker for every marketplace", () => {
    const result = runPreflight({ ...paperback, pages: 212, paper: "cream" });
    expect(result.cover).toEqual(
      computeCoverTemplate({ binding: "paperback", trim: "6x9", pages: 212, paper: "cream" }),
    );
    const check = checkPrices({
      format: "paperback",
      trim: "6x9",
      pages: 212,
      ink: "black",
      paper: "cream",
    });
    for (const row of check.rows)
      expect(figuresOf(result, row.marketplace).minimumListPrice).toBe(row.minimumListPrice);
  });

  it("a price that was fine at 120 pages falls below the floor at 300 pages", () => {
    const priced = { ...paperback, prices: { "amazon.com": 6.99 } };
    expect(
      runPreflight({ ...priced, pages: 120 }).problems.filter((p) => p.area === "pricing"),
    ).toEqual([]);
    const stale = runPreflight({ ...priced, pages: 300 });
    expect(stale.problems[0]).toMatchObject({
      id: "pricing:amazon.com:0",
      severity: "error",
      area: "pricing",
      field: "prices.amazon.com",
    });
    expect(stale.problems[0]?.message).toMatch(/below KDP's minimum of USD 9\.20/);
    expect(stale.problems[0]?.fix).toMatch(/at least USD 9\.20/);
  });
});

describe("runPreflight: prices and royalty per marketplace", () => {
  it.each([
    // [US price, expected problem (area:severity) or null, rate]
    [9.19, "pricing:error", null],
    [9.2, "royalty:warning", 50],
    [9.98, "royalty:warning", 50],
    [9.99, null, 60],
    [250.01, "pricing:error", null],
  ] as const)("a 300-page paperback at USD %s", (price, problem, rate) => {
    const result = runPreflight({ ...paperback, prices: { "amazon.com": price } });
    const found = result.problems.filter((p) => p.field === "prices.amazon.com");
    expect(found.map((p) => `${p.area}:${p.severity}`)).toEqual(problem ? [problem] : []);
    expect(figuresOf(result, "amazon.com").rate).toBe(rate);
  });

  it("gives the royalty per sale at each priced marketplace and none where unpriced", () => {
    const result = runPreflight({
      ...paperback,
      prices: { "amazon.com": 12.99, "amazon.co.uk": 9.99 },
    });
    const us = checkPrices({
      format: "paperback",
      trim: "6x9",
      pages: 300,
      ink: "black",
      paper: "white",
      marketplace: "amazon.com",
      plannedPrice: 12.99,
    });
    expect(figuresOf(result, "amazon.com")).toMatchObject({
      listPrice: 12.99,
      royalty: us.plannedRoyalty?.royalty,
      rate: 60,
    });
    expect(figuresOf(result, "amazon.co.uk").royalty).toBeGreaterThan(0);
    expect(figuresOf(result, "amazon.de")).toMatchObject({ listPrice: null, royalty: null });
  });

  it("warns when nothing is priced, and when a store does not sell the format", () => {
    expect(idsOf(runPreflight({ ...paperback, prices: {} }))).toContain("pricing:none");
    const india = runPreflight({ ...paperback, prices: { "amazon.com": 12.99, "amazon.in": 499 } });
    expect(idsOf(india)).toContain("pricing:amazon.in:not-sold");
  });

  it("checks Expanded Distribution's own floor on a paperback", () => {
    const result = runPreflight({
      ...paperback,
      expandedDistribution: true,
      prices: { "amazon.com": 9.99 },
    });
    const problem = result.problems.find((p) => p.field === "prices.amazon.com");
    expect(problem).toMatchObject({ severity: "error", area: "pricing" });
    expect(problem?.message).toMatch(/Expanded Distribution needs at least USD 11\.50/);
  });
});

describe("runPreflight: eBook vs paperback", () => {
  it("an eBook has no cover wrap, eBook marketplaces and a 70% band", () => {
    const result = runPreflight(ebook);
    expect(result.cover).toBeNull();
    expect(figuresOf(result, "amazon.com")).toMatchObject({
      minimumListPrice: 0.99,
      band70: { min: 2.99, max: 9.99 },
      printingCost: null,
      sixtyPercentFrom: null,
      rate: 70,
    });
    expect(result.marketplaces.map((m) => m.marketplace)).toContain("amazon.in");
    expect(result.problems.filter((p) => p.severity !== "info")).toEqual([]);
  });

  it.each([
    // [case, project, expected ids]
    [
      "eBook below the 35% minimum",
      { ...ebook, prices: { "amazon.com": 0.5 } },
      ["pricing:amazon.com:0"],
    ],
    [
      "eBook outside the 70% band",
      { ...ebook, prices: { "amazon.com": 14.99 } },
      ["royalty:amazon.com:0"],
    ],
    ["eBook without a file size", { ...ebook, fileSizeMb: null }, ["pricing:file-size"]],
    ["paperback without pages", { ...paperback, pages: null }, ["print-specs:pages"]],
    ["paperback below KDP's 24 pages", { ...paperback, pages: 10 }, ["print-specs:pages"]],
    ["a trim KDP does not print", { ...paperback, trim: "4x6" }, ["print-specs:trim"]],
  ] as const)("%s", (_case, project, ids) => {
    const result = runPreflight(project as PreflightProject);
    const serious = result.problems.filter((p) => p.severity !== "info").map((p) => p.id);
    expect(serious).toEqual(ids);
  });

  it("an eBook is never checked for spine text, a thin paperback is", () => {
    expect(idsOf(runPreflight({ ...ebook, pages: 40 }))).not.toContain("cover:spine-text");
    expect(idsOf(runPreflight({ ...paperback, pages: 79 }))).toContain("cover:spine-text");
    expect(idsOf(runPreflight({ ...paperback, pages: 80 }))).not.toContain("cover:spine-text");
  });

  it("a hardcover's spine is wider than the paperback's and Poland has no cost for it", () => {
    const hard = runPreflight({ ...paperback, format: "hardcover" });
    const soft = runPreflight(paperback);
    expect(hard.cover?.spineIn).toBeGreaterThan(soft.cover?.spineIn ?? 0);
    expect(hard.cover?.wrapIn).not.toBeNull();
    expect(figuresOf(hard, "amazon.pl").unavailable).toMatch(/no KDP hardcover/);
    expect(figuresOf(hard, "amazon.de").printingCost).not.toBeNull();
  });
});

describe("runPreflight: the listing", () => {
  it.each([
    // [case, listing change, expected problem id, severity]
    [
      "sales-rank claim in the title",
      { title: "The #1 Bestseller Garden" },
      "listing:title:sales-rank-claim",
      "error",
    ],
    [
      "promotion in the subtitle",
      { subtitle: "Free bonus inside" },
      "listing:subtitle:promotion",
      "error",
    ],
    [
      "program name in a keyword",
      { keywords: ["kindle unlimited gardening"] },
      "keywords:keywords.0:program-name",
      "error",
    ],
    [
      "web address in the description",
      { description: "Visit www.annlee.com for more" },
      "listing:description:url",
      "error",
    ],
    [
      "h2 in the description",
      { description: "<h2>Grow</h2>" },
      "listing:description:heading-not-supported",
      "error",
    ],
    ["placeholder author", { author: "n/a" }, "listing:author:placeholder", "error"],
    ["missing title", { title: "" }, "listing:title:required", "error"],
  ] as const)("%s", (_case, change, id, severity) => {
    const result = runPreflight({ ...paperback, listing: { ...listing, ...change } });
    expect(result.problems.find((p) => p.id === id)?.severity).toBe(severity);
    // A clean listing has none of these.
    expect(idsOf(runPreflight(paperback))).not.toContain(id);
  });

  it("names the offending words and says how to fix them", () => {
    const result = runPreflight({
      ...paperback,
      listing: { ...listing, title: "Bestseller Garden" },
    });
    expect(result.problems[0]).toMatchObject({
      message: 'Title, “Bestseller”: Sales-rank claims ("bestseller", "#1") are not allowed.',
      fix: "Remove “Bestseller” from the title",
    });
  });

  it.each([
    // [case, listing change, expected id]
    [
      "title + subtitle over 200",
      { subtitle: "x".repeat(200) },
      "limits:subtitle:title-subtitle-too-long",
    ],
    ["description over 4,000", { description: "a".repeat(4001) }, "limits:description:too-long"],
    ["keyword over 50", { keywords: ["k".repeat(51)] }, "limits:keywords.0:too-long"],
    [
      "8 keywords",
      { keywords: ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"] },
      "limits:keyword-count",
    ],
  ] as const)("character limit: %s", (_case, change, id) => {
    const result = runPreflight({ ...paperback, listing: { ...listing, ...change } });
    expect(result.problems.find((p) => p.id === id)).toMatchObject({
      severity: "error",
      area: "limits",
    });
  });

  it("counts characters against KDP's limits", () => {
    const { counts } = runPreflight(paperback);
    expect(counts.titleAndSubtitle).toEqual({ used: 40, max: 200 });
    expect(counts.keywords).toMatchObject({ used: 2, max: 7, longest: 27, maxPerBox: 50 });
  });
});

describe("runPreflight: trademarks (the trademark checker's shipped list)", () => {
  it.each([
    // [case, listing change, expected id, severity]
    ["a brand in the title", { title: "My Lego Journal" }, "trademark:title:3", "error"],
    [
      "a plural in the subtitle",
      { subtitle: "Barbies and Friends" },
      "trademark:subtitle:0",
      "error",
    ],
    [
      "a mark in a keyword",
      { keywords: ["disney coloring pages"] },
      "trademark:keywords.0:0",
      "error",
    ],
  ] as const)("%s", (_case, change, id, severity) => {
    const result = runPreflight({ ...paperback, listing: { ...listing, ...change } });
    const problem = result.problems.find((p) => p.id === id);
    expect(problem).toMatchObject({ severity, area: "trademark" });
    expect(problem?.fix).toMatch(/unless you own the mark/);
  });

  it("a word that only contains a mark is not flagged", () => {
    const result = runPreflight({ ...paperback, listing: { ...listing, title: "Legolas Rides" } });
    expect(result.problems.filter((p) => p.area === "trademark")).toEqual([]);
  });
});

describe("runPreflight: one list", () => {
  it("adds extra checkers' problems and sorts errors first", () => {
    const result = runPreflight({ ...paperback, pages: 60, prices: { "amazon.com": 9.5 } }, [
      () => [
        {
          id: "trademark:title:0",
          severity: "error",
          area: "trademark",
          field: "title",
          message: "x",
          fix: null,
        },
      ],
    ]);
    const severities = result.problems.map((p) => p.severity);
    expect(severities).toEqual(
      [...severities].sort(
        (a, b) => ["error", "warning", "info"].indexOf(a) - ["error", "warning", "info"].indexOf(b),
      ),
    );
    expect(idsOf(result)).toContain("trademark:title:0");
    expect(result.summary.errors).toBe(
      result.problems.filter((p) => p.severity === "error").length,
    );
  });

  it("ids are unique", () => {
    const result = runPreflight({
      ...paperback,
      listing: { ...listing, title: "Best Best Garden!!!!", keywords: ["book book", "novel book"] },
    });
    expect(new Set(idsOf(result)).size).toBe(result.problems.length);
  });
});

describe("toPreflightProject: a stored project", () => {
  const stored = {
    specs: { ...DEFAULT_BOOK_SPECS, pageCount: 120 },
    listPrices: { "amazon.com": 4 },
    listing: { ...EMPTY_LISTING, title: "Garden", author: "Ann Lee" },
  };

  it("reads the contract's specs, prices and listing", () => {
    const result = runPreflight(toPreflightProject(stored));
    expect(result.cover?.spineIn).toBe(0.27);
    expect(result.problems[0]).toMatchObject({ id: "pricing:amazon.com:0", severity: "error" });
    expect(idsOf(result)).toContain("listing:categories");
  });

  it("an eBook project ignores its page count", () => {
    const project = toPreflightProject({
      ...stored,
      specs: { ...stored.specs, binding: "ebook", pageCount: 10, fileSizeMb: 1 },
    });
    expect(project.pages).toBeNull();
    expect(runPreflight(project).cover).toBeNull();
  });
});

describe("runPreflight: the built interior (decision 0138)", () => {
  const interior: NonNullable<PreflightProject["interior"]> = {
    binding: "paperback",
    trim: "6x9",
    paper: "white",
    pageCount: 300,
    sample: false,
    preflight: { ok: true, pageCount: 300, widthIn: 6, heightIn: 9, findings: [] },
  };
  const interiorIds = (project: PreflightProject) =>
    runPreflight(project)
      .problems.filter((p) => p.area === "interior")
      .map((p) => `${p.severity}:${p.id}:${p.field}`);

  it.each<[string, Partial<PreflightProject>, Partial<typeof interior>, string[]]>([
    ["no interior: no interior problems", { interior: null }, {}, []],
    ["specs match the PDF: one note", {}, {}, ["info:interior:ok:null"]],
    ["trim differs", { trim: "8.5x11" }, {}, ["error:interior:trim:trim"]],
    ["one page fewer", { pages: 298 }, {}, ["error:interior:pages:pages"]],
    ["page count missing", { pages: null }, {}, ["error:interior:pages:pages"]],
    ["cream in the project, white in the PDF", { paper: "cream" }, {}, ["error:interior:ink:ink"]],
    ["colour ink in the project", { ink: "premium-color" }, {}, ["error:interior:ink:ink"]],
    [
      "a hardcover project, a paperback interior",
      { format: "hardcover" },
      {},
      ["error:interior:binding:binding"],
    ],
    ["a sample interior", {}, { sample: true }, ["error:interior:sample:null"]],
    ["an unread interior", {}, { preflight: null }, ["warning:interior:unchecked:null"]],
    [
      "an eBook project: a note, nothing checked",
      { format: "ebook", pages: null, fileSizeMb: 2 },
      {},
      ["info:interior:ebook:binding"],
    ],
  ])("%s", (_name, projectChange, interiorChange, expected) => {
    const project: PreflightProject = {
      ...paperback,
      interior: { ...interior, ...interiorChange },
      ...projectChange,
    };
    expect(interiorIds(project)).toEqual(expected);
  });

  it("repeats each of the PDF's preflight findings with its page number, as errors", () => {
    const result = runPreflight({
      ...paperback,
      interior: {
        ...interior,
        preflight: {
          ok: false,
          pageCount: 300,
          widthIn: 6,
          heightIn: 9,
          findings: [
            { code: "font-not-embedded", page: 12, message: "Font F1 is not embedded" },
            { code: "odd-page-count", message: "The page count is odd" },
          ],
        },
      },
    });
    const messages = result.problems.filter((p) => p.area === "interior").map((p) => p.message);
    expect(messages).toEqual([
      "Interior page 12: Font F1 is not embedded",
      "Interior PDF: The page count is odd",
    ]);
    expect(result.summary.errors).toBeGreaterThanOrEqual(2);
  });

  it("toPreflightProject carries the project's interior", () => {
    const project = toPreflightProject({
      specs: { ...DEFAULT_BOOK_SPECS, pageCount: 300 },
      listPrices: {},
      listing: EMPTY_LISTING,
      interior: {
        ...interior,
        buildId: "b",
        kind: "puzzle-book",
        title: "Puzzles",
        fileBytes: 10,
      },
    });
    expect(project.interior).toMatchObject({ trim: "6x9", pageCount: 300 });
  });
});

describe("runPreflight: a price that is not one yet", () => {
  it.each([0, -1, 0.001])("names a list price of %s instead of throwing", (price) => {
    const result = runPreflight({ ...paperback, prices: { "amazon.com": price } });
    expect(idsOf(result)).toContain("pricing:amazon.com:not-a-price");
    expect(figuresOf(result, "amazon.com").royalty).toBeNull();
  });

  it("checks the smallest price KDP's checker takes as a price", () => {
    const result = runPreflight({ ...paperback, prices: { "amazon.com": 0.01 } });
    expect(idsOf(result)).not.toContain("pricing:amazon.com:not-a-price");
  });
});
