import { describe, expect, it } from "vitest";
import { A_PLUS_MODULES } from "../kdp/a-plus-modules";
import {
  A_PLUS_MAKER_MODULE_IDS,
  checkAPlusPage,
  comparisonFromProjects,
  countModuleTexts,
  newAPlusModule,
  planAPlusExport,
  readAPlusPage,
} from "./a-plus-page";
import { addLayer, newEditorDocument, newLayer } from "./editor-document";

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
    expect(checkAPlusPage({ version: 1, modules: [module] })).toEqual([
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
