import { describe, expect, it } from "vitest";
import { A_PLUS_MODULES, findAPlusModule } from "../kdp/a-plus-modules";
import {
  A_PLUS_ALT_TEXT_MAX_CHARS,
  A_PLUS_COMPARISON_MAX_BOOKS,
  A_PLUS_COMPARISON_TITLE_MAX_CHARS,
  A_PLUS_MAKER_MODULE_IDS,
  A_PLUS_TECH_SPECS_LINES,
  A_PLUS_TEXT_FIELDS,
  A_PLUS_TEXT_MAX_CHARS,
  A_PLUS_TEXT_SOURCES,
  type APlusPageModule,
  checkAPlusPage,
  comparisonFromProjects,
  countModuleTexts,
  imageTargetsOf,
  newAPlusModule,
  planAPlusExport,
  readAPlusPage,
} from "./a-plus-page";
import { addLayer, newEditorDocument, newLayer } from "./editor-document";

/** Every image of the module described, so a test sees only the rule it is about. */
function described(module: APlusPageModule): APlusPageModule {
  const definition = findAPlusModule(module.moduleId);
  const targets = definition ? imageTargetsOf(definition, module.comparison?.length ?? 0) : [];
  const fills = { ...module.fills };
  for (const target of targets) {
    fills[target.key] = {
      ...(fills[target.key] ?? { background: "#000000", image: null }),
      altText: `The ${target.label}`,
    };
  }
  return { ...module, fills };
}

const page = (...ids: string[]) => ({
  version: 1 as const,
  modules: ids.map((id, i) => newAPlusModule(id, `m${i}`)),
});

describe("the A+ page", () => {
  it("offers only modules of the A+ data", () => {
    const known = new Set(A_PLUS_MODULES.map((m) => m.id));
    expect(A_PLUS_MAKER_MODULE_IDS.every((id) => known.has(id))).toBe(true);
  });

  it.each([
    ["standard-header-image-text", "headline", 150],
    ["standard-image-text-overlay", "headline", 70],
    ["standard-text", "body", 5000],
    ["standard-product-description-text", "body", 6000],
  ])("counts %s's %s against %i characters", (moduleId, field, max) => {
    const module = { ...newAPlusModule(moduleId, "k"), texts: { [field]: "é".repeat(max) } };
    expect(countModuleTexts(module).find((c) => c.field.id === field)).toMatchObject({
      used: max,
      over: false,
    });
    module.texts[field] = "é".repeat(max + 1);
    expect(checkAPlusPage({ version: 1, modules: [described(module)] })).toEqual([
      { path: `modules.0.texts.${field}`, message: expect.stringContaining(String(max)) },
    ]);
  });

  it.each([
    [[], "modules"],
    [Array(6).fill("standard-text"), "modules"],
  ])("refuses a page of %j", (ids, path) => {
    expect(checkAPlusPage(page(...(ids as string[])))[0]?.path).toBe(path);
  });

  it("plans each image at the module's exact size, with a manifest naming where it goes", () => {
    const { files, manifest } = planAPlusExport(
      page(
        "standard-header-image-text",
        "standard-three-images-text",
        "standard-single-image-sidebar",
      ),
    );
    expect(files.map((f) => [f.path, f.target.widthPx, f.target.heightPx])).toEqual([
      ["module-1-standard-header-image-text/header-970x600.png", 970, 600],
      ["module-2-standard-three-images-text/image-1-300x300.png", 300, 300],
      ["module-2-standard-three-images-text/image-2-300x300.png", 300, 300],
      ["module-2-standard-three-images-text/image-3-300x300.png", 300, 300],
      ["module-3-standard-single-image-sidebar/main-300x400.png", 300, 400],
      ["module-3-standard-single-image-sidebar/sidebar-350x175.png", 350, 175],
    ]);
    expect(manifest.modules.map((m) => [m.position, m.amazonModule, m.images.length])).toEqual([
      [1, "STANDARD_HEADER_IMAGE_TEXT", 1],
      [2, "STANDARD_THREE_IMAGE_TEXT", 3],
      [3, "STANDARD_SINGLE_IMAGE_SIDEBAR", 2],
    ]);
  });

  it("fills a comparison chart from book projects, one product image per book", () => {
    const books = comparisonFromProjects([
      {
        title: "Draft",
        listing: { title: "Garden Journal", author: "A. Green" },
        specs: { pageCount: 120, binding: "paperback" },
      },
      {
        title: "Mazes",
        listing: { title: "", author: "" },
        specs: { pageCount: 80, binding: "hardcover" },
      },
    ]);
    expect(books).toEqual([
      { title: "Garden Journal", author: "A. Green", pages: 120, format: "paperback" },
      { title: "Mazes", author: "", pages: 80, format: "hardcover" },
    ]);
    const chart = { ...newAPlusModule("standard-comparison-table", "c"), comparison: books };
    const { files, manifest } = planAPlusExport({ version: 1, modules: [chart] });
    expect(files.map((f) => f.target.key)).toEqual(["product-1", "product-2"]);
    expect(manifest.modules[0]?.comparison).toEqual(books);
  });

  it("reads a saved page back and refuses what is not one", () => {
    const saved = JSON.parse(JSON.stringify(page("standard-text")));
    expect(readAPlusPage(saved)).toEqual(saved);
    expect(
      readAPlusPage({ version: 1, modules: [{ key: "a", moduleId: "premium-video" }] }),
    ).toBeNull();
    expect(readAPlusPage({ modules: [] })).toBeNull();
  });
});

describe("an image designed in the shared editor", () => {
  const layers = addLayer(
    newEditorDocument(970, 600),
    newLayer("text", "t1", { widthPx: 970, heightPx: 600 }),
  );
  const saved = (fillLayers: unknown) => ({
    version: 1,
    modules: [
      {
        key: "m1",
        moduleId: "standard-header-image-text",
        texts: {},
        fills: { main: { background: "#112233", image: null, layers: fillLayers } },
      },
    ],
  });

  it("keeps its layers through a save and reopen", () => {
    expect(
      readAPlusPage(JSON.parse(JSON.stringify(saved(layers))))?.modules[0]?.fills.main,
    ).toEqual({
      background: "#112233",
      image: null,
      layers,
    });
  });

  it("refuses a page whose layers are not an editor document", () => {
    expect(readAPlusPage(saved({ version: 1, layers: "x" }))).toBeNull();
  });
});

describe("text limits from the stored source (Amazon's A+ Content API model)", () => {
  it("states the model's limits", () => {
    expect(A_PLUS_TEXT_MAX_CHARS).toBe(10000);
    expect(A_PLUS_COMPARISON_MAX_BOOKS).toBe(6);
    expect(A_PLUS_COMPARISON_TITLE_MAX_CHARS).toBe(80);
    expect(A_PLUS_TECH_SPECS_LINES).toEqual({ min: 4, max: 16 });
    expect(A_PLUS_TEXT_SOURCES.spApi.key).toContain("aplusContent_2020-11-01.json");
  });

  it("no field allows more than the model's 10,000 characters, and each names its source", () => {
    for (const fields of Object.values(A_PLUS_TEXT_FIELDS)) {
      for (const field of fields) {
        expect(field.maxChars).toBeLessThanOrEqual(A_PLUS_TEXT_MAX_CHARS);
        expect(Object.keys(A_PLUS_TEXT_SOURCES)).toContain(field.source);
      }
    }
  });

  it("a comparison chart has no headline (the model's module has none)", () => {
    expect(A_PLUS_TEXT_FIELDS["standard-comparison-table"]).toEqual([]);
  });

  const chart = (titles: string[]) => ({
    ...newAPlusModule("standard-comparison-table", "c"),
    comparison: titles.map((title) => ({ title, author: "A", pages: 100, format: "paperback" })),
  });
  it.each<[string, string[], string | null]>([
    ["a title of 80 characters", ["é".repeat(80)], null],
    ["a title of 81 characters", ["é".repeat(81)], "modules.0.comparison.0.title"],
    ["six books", Array(6).fill("Book"), null],
    ["seven books", Array(7).fill("Book"), "modules.0.comparison"],
  ])("comparison chart: %s", (_name, titles, path) => {
    const issues = checkAPlusPage({ version: 1, modules: [described(chart(titles))] });
    expect(issues[0]?.path ?? null).toBe(path);
  });

  it("cuts a project's title to 80 characters when filling the chart", () => {
    const [book] = comparisonFromProjects([
      {
        title: "x",
        listing: { title: "a".repeat(100), author: "" },
        specs: { pageCount: 1, binding: "paperback" },
      },
    ]);
    expect(book?.title).toHaveLength(80);
  });

  const specs = (lines: number) => ({
    ...newAPlusModule("standard-tech-specs", "t"),
    texts: {
      specifications: Array.from({ length: lines }, (_, i) => `Label ${i}: value`).join("\n\n"),
    },
  });
  it.each<[number, boolean]>([
    [0, false],
    [3, false],
    [4, true],
    [16, true],
    [17, false],
  ])("tech specs with %i lines (blank lines not counted): accepted %s", (lines, ok) => {
    const issues = checkAPlusPage({ version: 1, modules: [specs(lines)] });
    expect(issues.length === 0).toBe(ok);
    if (!ok) expect(issues[0]?.path).toBe("modules.0.texts.specifications");
  });

  it("counts a field at exactly the model's ceiling as within it", () => {
    const module = {
      ...newAPlusModule("standard-tech-specs", "t"),
      texts: { specifications: `${"a: b\n".repeat(4)}${"x".repeat(A_PLUS_TEXT_MAX_CHARS - 20)}` },
    };
    expect(countModuleTexts(module)[1]).toMatchObject({ used: A_PLUS_TEXT_MAX_CHARS, over: false });
    module.texts.specifications += "x";
    expect(countModuleTexts(module)[1]?.over).toBe(true);
  });
});

describe("alt text on every image (ImageComponent.altText, 1 to 100 characters)", () => {
  it("takes the limit from the API model", () => {
    expect(A_PLUS_ALT_TEXT_MAX_CHARS).toBe(100);
  });

  const header = (altText?: string) => {
    const module = newAPlusModule("standard-header-image-text", "h");
    const fill = module.fills.header ?? { background: "#000000", image: null };
    return {
      ...module,
      fills: { header: altText === undefined ? fill : { ...fill, altText } },
    };
  };
  it.each<[string, string | undefined, string | null]>([
    ["none", undefined, "alt text is required"],
    ["blank", "   ", "alt text is required"],
    ["one character", "a", null],
    ["100 characters", "é".repeat(100), null],
    ["101 characters", "é".repeat(101), "alt text is 101 characters; the limit is 100"],
  ])("%s → %s", (_name, altText, problem) => {
    const issues = checkAPlusPage({ version: 1, modules: [header(altText)] });
    if (problem === null) return expect(issues).toEqual([]);
    expect(issues).toEqual([
      {
        path: "modules.0.fills.header.altText",
        message: expect.stringContaining(problem),
      },
    ]);
    expect(issues[0]?.message).toMatch(/^Header image of module 1: /);
  });

  it("asks for one per image: a three-image module without any has three issues", () => {
    const issues = checkAPlusPage(page("standard-three-images-text"));
    expect(issues.map((issue) => issue.path)).toEqual([
      "modules.0.fills.image-1.altText",
      "modules.0.fills.image-2.altText",
      "modules.0.fills.image-3.altText",
    ]);
    expect(
      checkAPlusPage({
        version: 1,
        modules: [described(page("standard-three-images-text").modules[0] as APlusPageModule)],
      }),
    ).toEqual([]);
  });

  it("a text-only module asks for none", () => {
    expect(checkAPlusPage(page("standard-text"))).toEqual([]);
  });

  it("the manifest carries each image's alt text, trimmed, and a saved page keeps it", () => {
    const module = header(" A tomato plant in a clay pot ");
    const { manifest } = planAPlusExport({ version: 1, modules: [module] });
    expect(manifest.modules[0]?.images[0]?.altText).toBe("A tomato plant in a clay pot");
    const read = readAPlusPage(JSON.parse(JSON.stringify({ version: 1, modules: [module] })));
    expect(read?.modules[0]?.fills.header?.altText).toBe(" A tomato plant in a clay pot ");
  });
});
