import { describe, expect, it } from "vitest";
import { addLayer, newEditorDocument, newLayer } from "../../designs/editor-document";
import {
  checkSetup,
  createDefaultDesign,
  type Design,
  designReducer,
  fitExtrasToWrap,
  paperFor,
  parseDesignJson,
  serialiseDesign,
  TEXT_LIMITS,
} from "./design";

const image = {
  name: "art.png",
  dataUrl: "data:image/png;base64,iVBORw0KGgo=",
  widthPx: 1838,
  heightPx: 2775,
  fit: "fill" as const,
};

describe("checkSetup: the cover template's paperback rules", () => {
  it.each<[string, string, string, boolean, string | null]>([
    ["6x9", "24", "cream", true, null],
    ["6x9", "23", "cream", false, "pages"],
    ["6x9", "776", "cream", true, null],
    ["6x9", "777", "cream", false, "pages"],
    ["6x9", "828", "white", true, null],
    ["6x9", "829", "white", false, "pages"],
    ["6x9", "", "white", false, "pages"],
    ["6x9", "12.5", "white", false, "pages"],
    ["6x9", "abc", "white", false, "pages"],
    ["8.25x11", "120", "white", false, "trim"],
    ["9x12", "120", "white", false, "trim"],
    ["6x9", "120", "matte", false, "paper"],
    ["8.27x11.69", "120", "standard-color", false, "paper"],
  ])("%s, %s pages, %s → ok %s", (trim, pages, paper, ok, field) => {
    const result = checkSetup({ trim, pages, paper });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toContain(field);
    if (result.ok) expect(result.setup).toEqual({ trim, pages: Number(pages), paper });
  });

  it("keeps the paper when the trim offers it, else takes the trim's first", () => {
    expect(paperFor("6x9", "cream")).toBe("cream");
    expect(paperFor("8.27x11.69", "standard-color")).toBe("white");
  });
});

describe("designReducer", () => {
  const start = createDefaultDesign();

  it("applies a valid setup and ignores one KDP would refuse", () => {
    const next = designReducer(start, {
      type: "setup",
      setup: { trim: "6x9", pages: 240, paper: "cream" },
    });
    expect(next.setup).toEqual({ trim: "6x9", pages: 240, paper: "cream" });
    expect(
      designReducer(next, { type: "setup", setup: { trim: "6x9", pages: 777, paper: "cream" } }),
    ).toBe(next);
  });

  it.each<[number, number]>([
    [TEXT_LIMITS.sizePt.min - 1, TEXT_LIMITS.sizePt.min],
    [TEXT_LIMITS.sizePt.min, TEXT_LIMITS.sizePt.min],
    [TEXT_LIMITS.sizePt.max, TEXT_LIMITS.sizePt.max],
    [TEXT_LIMITS.sizePt.max + 1, TEXT_LIMITS.sizePt.max],
    [Number.NaN, 48],
  ])("holds a title size of %s pt at %s pt", (sizePt, expected) => {
    const next = designReducer(start, { type: "layer", layer: "title", patch: { sizePt } });
    expect(next.layers.title.sizePt).toBe(expected);
  });

  it("cuts text at the layer's limit", () => {
    const long = "x".repeat(TEXT_LIMITS.length.other + 5);
    expect(
      designReducer(start, { type: "layer", layer: "title", patch: { text: long } }).layers.title
        .text,
    ).toHaveLength(TEXT_LIMITS.length.other);
    const blurb = "y".repeat(TEXT_LIMITS.length.blurb + 5);
    expect(
      designReducer(start, { type: "layer", layer: "blurb", patch: { text: blurb } }).layers.blurb
        .text,
    ).toHaveLength(TEXT_LIMITS.length.blurb);
  });

  it("a new preset clears the front layers' nudges but not the spine's", () => {
    let design = designReducer(start, { type: "layer", layer: "title", patch: { offsetYIn: 1 } });
    design = designReducer(design, {
      type: "layer",
      layer: "spineTitle",
      patch: { offsetYIn: 0.5 },
    });
    design = designReducer(design, { type: "preset", preset: "centred" });
    expect(design.preset).toBe("centred");
    expect(design.layers.title.offsetYIn).toBe(0);
    expect(design.layers.spineTitle.offsetYIn).toBe(0.5);
  });

  it("sets fills per target and the background scope", () => {
    const fill = {
      kind: "gradient",
      from: "#112233",
      to: "#aabbcc",
      direction: "vertical",
    } as const;
    const design = designReducer(designReducer(start, { type: "fill", target: "front", fill }), {
      type: "background-scope",
      scope: "panels",
    });
    expect(design.background.front).toEqual(fill);
    expect(design.background.scope).toBe("panels");
  });

  it("changes the image's fit only when there is an image", () => {
    expect(designReducer(start, { type: "image-fit", fit: "fit" })).toBe(start);
    const withImage = designReducer(start, { type: "image", image });
    expect(designReducer(withImage, { type: "image-fit", fit: "fit" }).image?.fit).toBe("fit");
    expect(designReducer(withImage, { type: "clear-image" }).image).toBeNull();
  });

  it("loads, toggles guides and resets", () => {
    const loaded: Design = { ...start, preset: "stacked-top" };
    expect(designReducer(start, { type: "load", design: loaded })).toBe(loaded);
    expect(designReducer(start, { type: "guides", show: false }).showGuides).toBe(false);
    expect(designReducer(loaded, { type: "reset" })).toEqual(createDefaultDesign());
  });
});

describe("parseDesignJson: saved designs and uploaded files", () => {
  const valid = createDefaultDesign();
  const edit = (change: (design: Record<string, unknown>) => void): string => {
    const copy = JSON.parse(JSON.stringify(valid)) as Record<string, unknown>;
    change(copy);
    return JSON.stringify(copy);
  };

  it("reads back what it wrote, with and without the image", () => {
    const design = { ...valid, image };
    expect(parseDesignJson(serialiseDesign(design))).toEqual({ ok: true, design });
    expect(parseDesignJson(serialiseDesign(design, { withImage: false }))).toEqual({
      ok: true,
      design: { ...design, image: null },
    });
  });

  it.each<[string, string, string]>([
    ["not JSON", "{", ""],
    [
      "another version",
      edit((d) => {
        d.version = 2;
      }),
      "version",
    ],
    [
      "pages out of range",
      edit((d) => {
        d.setup = { trim: "6x9", pages: 900, paper: "white" };
      }),
      "setup.pages",
    ],
    [
      "hardcover-only trim",
      edit((d) => {
        d.setup = { trim: "8.25x11", pages: 120, paper: "white" };
      }),
      "setup.trim",
    ],
    [
      "bad colour",
      edit((d) => {
        (d.background as Record<string, unknown>).wrap = { kind: "solid", color: "red" };
      }),
      "background.wrap.color",
    ],
    [
      "unknown font",
      edit((d) => {
        (d.layers as Record<"title" | "author", Record<string, unknown>>).title.font = "Comic Sans";
      }),
      "layers.title.font",
    ],
    [
      "size too big",
      edit((d) => {
        (d.layers as Record<"title" | "author", Record<string, unknown>>).author.sizePt = 500;
      }),
      "layers.author.sizePt",
    ],
    [
      "title too long",
      edit((d) => {
        (d.layers as Record<"title" | "author", Record<string, unknown>>).title.text = "t".repeat(
          201,
        );
      }),
      "layers.title.text",
    ],
    [
      "image not a data URL",
      edit((d) => {
        d.image = { ...image, dataUrl: "https://example.com/a.png" };
      }),
      "image.dataUrl",
    ],
    [
      "unknown preset",
      edit((d) => {
        d.preset = "diagonal";
      }),
      "preset",
    ],
  ])("%s → names %s", (_label, text, path) => {
    const result = parseDesignJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toContain(path);
  });
});

describe("free layers from the shared editor (extras)", () => {
  const wrap = { widthPx: 3900, heightPx: 2775 };
  const withRect =
    (id: string, x: number, width = 100) =>
    (doc: ReturnType<typeof newEditorDocument>) =>
      addLayer(doc, { ...newLayer("rect", id, doc), x, width });

  it("a design without them (saved before) still opens", () => {
    const old = JSON.parse(serialiseDesign(createDefaultDesign()));
    delete old.extras;
    const parsed = parseDesignJson(JSON.stringify(old));
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && (parsed.design.extras ?? null)).toBe(null);
  });

  it("keeps them through a file, filling in the editor's defaults", () => {
    const extras = withRect("a", 3000)(newEditorDocument(wrap.widthPx, wrap.heightPx));
    const design = designReducer(createDefaultDesign(), { type: "extras", extras });
    const text = serialiseDesign(design).replace('"rotation":0,', "");
    const parsed = parseDesignJson(text);
    expect(parsed.ok && parsed.design.extras?.layers[0]).toMatchObject({ x: 3000, rotation: 0 });
  });

  it("refuses broken ones, naming the field", () => {
    const design = { ...createDefaultDesign(), extras: { version: 1, widthPx: 0, layers: [] } };
    const parsed = parseDesignJson(JSON.stringify(design));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.issues[0]?.path).toBe("extras");
  });

  it.each<[string, number, number, number]>([
    // A wider wrap (more pages): a layer on the front moves with the front; one on the back stays.
    ["front layer, 100 px wider", 3000, 4000, 3100],
    ["back layer, 100 px wider", 200, 4000, 200],
    ["front layer, 300 px narrower", 3000, 3600, 2700],
    ["unchanged size", 3000, 3900, 3000],
  ])("%s", (_name, x, newWidth, expected) => {
    const extras = withRect("a", x)(newEditorDocument(wrap.widthPx, wrap.heightPx));
    const fitted = fitExtrasToWrap(extras, { widthPx: newWidth, heightPx: 2775 });
    expect(fitted.layers[0]?.x).toBe(expected);
    expect(fitted.widthPx).toBe(newWidth);
    if (newWidth === wrap.widthPx) expect(fitted).toBe(extras);
  });
});
