import { describe, expect, it } from "vitest";
import { COVER_RULES, computeCoverTemplate } from "../cover-template/cover-template";
import { createDefaultDesign, type Design, designReducer, type LayerId } from "./design";
import {
  checkImageDpi,
  checkSafeZone,
  computeDesignTemplate,
  describeWrapSize,
  layoutDesign,
  listDesignGuides,
  listPanelRects,
  type MeasureText,
  maxSpineSizePt,
  placeImage,
  wrapText,
} from "./layout";

// Every character is half an em wide: predictable widths for the tables below.
const measure: MeasureText = (text, font) => {
  const size = Number(/([\d.]+)px/.exec(font)?.[1] ?? 0);
  return text.length * size * 0.5;
};

const design = (setup: Design["setup"], edits: [LayerId, string, number?][] = []): Design => {
  let result = designReducer(createDefaultDesign(), { type: "setup", setup });
  for (const [layer, text, sizePt] of edits) {
    result = designReducer(result, {
      type: "layer",
      layer,
      patch: sizePt === undefined ? { text } : { text, sizePt },
    });
  }
  return result;
};

describe("the wrap comes from the cover template", () => {
  it.each<[Design["setup"], string]>([
    [{ trim: "6x9", pages: 240, paper: "cream" }, "12.850 × 9.250 in"],
    [{ trim: "6x9", pages: 120, paper: "white" }, "12.520 × 9.250 in"],
    [{ trim: "8.5x11", pages: 110, paper: "white" }, "17.498 × 11.250 in"],
  ])("%j → %s", (setup, size) => {
    const template = computeDesignTemplate(setup);
    expect(template).toEqual(computeCoverTemplate({ binding: "paperback", ...setup }));
    expect(describeWrapSize(template)).toBe(size);
  });

  it("splits the file into back, spine and front with the bleed on the outer panels", () => {
    const template = computeDesignTemplate({ trim: "6x9", pages: 240, paper: "cream" });
    const panels = listPanelRects(template);
    expect(panels.back).toEqual({ xIn: 0, yIn: 0, widthIn: 6.125, heightIn: 9.25 });
    expect(panels.spine.widthIn).toBeCloseTo(0.6, 4);
    expect(panels.back.widthIn + panels.spine.widthIn + panels.front.widthIn).toBeCloseTo(
      template.widthIn,
      3,
    );
  });

  it("marks bleed, trim, folds, safe zones and the 2 × 1.2 in barcode area", () => {
    const template = computeDesignTemplate({ trim: "6x9", pages: 240, paper: "cream" });
    const shapes = listDesignGuides(template);
    const rects = shapes.flatMap((shape) => (shape.kind === "rect" ? [shape.rect] : []));
    expect(rects).toContainEqual(template.regions.barcode);
    expect(rects).toContainEqual(template.regions.trim);
    expect(rects).toContainEqual(template.regions.safe.front);
    expect(template.regions.barcode).toMatchObject({ widthIn: 2, heightIn: 1.2 });
    expect(shapes.filter((shape) => shape.kind === "line")).toHaveLength(2);
  });
});

describe("wrapText", () => {
  const width = (line: string) => line.length * 0.1;
  it.each<[string, number, string[]]>([
    ["one two three", 1.3, ["one two three"]],
    ["one two three", 1.29, ["one two", "three"]],
    ["one two three", 0.7, ["one two", "three"]],
    ["one two three", 0.69, ["one", "two", "three"]],
    ["unbreakable", 0.5, ["unbreakable"]],
    ["first\n\nthird", 5, ["first", "", "third"]],
    ["trailing\n\n", 5, ["trailing"]],
    ["   ", 5, []],
  ])("%j in %s in → %j", (text, maxWidth, lines) => {
    expect(wrapText(text, maxWidth, width)).toEqual(lines);
  });
});

describe("safe zone", () => {
  const safe = { xIn: 1, yIn: 1, widthIn: 4, heightIn: 6 };
  it.each<[string, { xIn: number; yIn: number; widthIn: number; heightIn: number }, string | null]>(
    [
      ["exactly on the edges", { xIn: 1, yIn: 1, widthIn: 4, heightIn: 6 }, null],
      ["within rounding", { xIn: 0.999, yIn: 1, widthIn: 4.001, heightIn: 6 }, null],
      [
        "0.01 in past the left",
        { xIn: 0.99, yIn: 2, widthIn: 1, heightIn: 1 },
        "0.01 in past the front cover's safe zone (left)",
      ],
      [
        "past the right",
        { xIn: 4.5, yIn: 2, widthIn: 1, heightIn: 1 },
        "0.50 in past the front cover's safe zone (right)",
      ],
      [
        "past the top and bottom",
        { xIn: 2, yIn: 0.8, widthIn: 1, heightIn: 6.5 },
        "0.30 in past the front cover's safe zone (top, bottom)",
      ],
    ],
  )("%s", (_label, box, message) => {
    const warning = checkSafeZone("title", box, safe, "front");
    if (message === null) expect(warning).toBeNull();
    else expect(warning?.message).toContain(message);
  });
});

describe("front image: fill, fit and 300 DPI", () => {
  // 6 × 9, 240 pages, cream: the front panel with its bleed is 6.125 × 9.25 in.
  const template = computeDesignTemplate({ trim: "6x9", pages: 240, paper: "cream" });
  const panel = listPanelRects(template).front;

  it.each<[number, number, "fill" | "fit", number, boolean]>([
    [1838, 2775, "fill", 300, false],
    [1838, 2774, "fill", 299.89, true],
    [1837, 2775, "fill", 299.92, true],
    [3000, 3000, "fill", 324.32, false],
    [3000, 3000, "fit", 489.8, false],
    [1800, 2700, "fit", 293.88, true],
    [1200, 1800, "fill", 194.59, true],
  ])("%s × %s px, %s → %s DPI, warning %s", (widthPx, heightPx, fit, dpi, warns) => {
    const placed = placeImage({ widthPx, heightPx, fit }, panel);
    expect(placed.dpi).toBeCloseTo(dpi, 1);
    expect(checkImageDpi({ widthPx, heightPx }, placed) !== null).toBe(warns);
    if (fit === "fill") {
      // Fill covers the whole panel, bleed included.
      expect(placed.dest.widthIn).toBeGreaterThanOrEqual(panel.widthIn - 1e-9);
      expect(placed.dest.heightIn).toBeGreaterThanOrEqual(panel.heightIn - 1e-9);
    } else {
      expect(placed.dest.widthIn).toBeLessThanOrEqual(panel.widthIn + 1e-9);
      expect(placed.dest.heightIn).toBeLessThanOrEqual(panel.heightIn + 1e-9);
    }
    expect(placed.dest.xIn + placed.dest.widthIn / 2).toBeCloseTo(panel.xIn + panel.widthIn / 2, 6);
  });

  it("names the pixels needed for 300 DPI", () => {
    const placed = placeImage({ widthPx: 1200, heightPx: 1800, fit: "fill" }, panel);
    expect(checkImageDpi({ widthPx: 1200, heightPx: 1800 }, placed)?.message).toContain(
      "at least 1850 × 2775 px",
    );
  });
});

describe("layoutDesign", () => {
  const setup = { trim: "6x9", pages: 240, paper: "cream" } as const;

  it("places a short title, subtitle and author inside the front safe zone without warnings", () => {
    const scene = layoutDesign(
      design(setup, [
        ["title", "Night Harbour"],
        ["subtitle", "A novel"],
        ["author", "Ann Lee"],
      ]),
      measure,
    );
    expect(scene.warnings).toEqual([]);
    const safe = scene.template.regions.safe.front;
    const [title, subtitle, author] = scene.texts;
    expect(scene.texts.map((text) => text.layer)).toEqual(["title", "subtitle", "author"]);
    for (const text of scene.texts) {
      expect(text.bounds.xIn).toBeGreaterThanOrEqual(safe.xIn);
      expect(text.bounds.yIn + text.bounds.heightIn).toBeLessThanOrEqual(
        safe.yIn + safe.heightIn + 1e-9,
      );
    }
    // The subtitle follows the title; the author sits at the foot (classic preset).
    expect(subtitle?.bounds.yIn).toBeGreaterThan(
      (title?.bounds.yIn ?? 0) + (title?.bounds.heightIn ?? 0),
    );
    expect(author?.bounds.yIn).toBeGreaterThan(safe.yIn + safe.heightIn * 0.8);
  });

  it("wraps a long title to the safe width and warns when one word is too wide", () => {
    const wrapped = layoutDesign(
      design(setup, [["title", "The Very Long Title Of This Book"]]),
      measure,
    );
    expect(wrapped.texts[0]?.lines.length).toBeGreaterThan(1);
    expect(wrapped.warnings).toEqual([]);
    const tooWide = layoutDesign(design(setup, [["title", "Supercalifragilistic", 60]]), measure);
    expect(tooWide.warnings.map((warning) => warning.subject)).toEqual(["title"]);
    expect(tooWide.warnings[0]?.message).toMatch(/front cover's safe zone \(left, right\)/);
  });

  it("warns when a nudge moves text out of the safe zone", () => {
    let moved = design(setup, [["author", "Ann Lee"]]);
    moved = designReducer(moved, { type: "layer", layer: "author", patch: { offsetYIn: 0.5 } });
    expect(layoutDesign(moved, measure).warnings.map((warning) => warning.subject)).toEqual([
      "author",
    ]);
  });

  it.each<[number, boolean]>([
    [COVER_RULES.spineTextMinPages - 1, false],
    [COVER_RULES.spineTextMinPages, true],
  ])("spine text at %s pages is drawn: %s", (pages, drawn) => {
    const scene = layoutDesign(
      design({ trim: "6x9", pages, paper: "white" }, [
        ["spineTitle", "Night", 4],
        ["spineAuthor", "Lee", 4],
      ]),
      measure,
    );
    expect(scene.texts.some((text) => text.rotated)).toBe(drawn);
  });

  it("keeps spine text across the spine and warns above the largest size that fits", () => {
    const template = computeDesignTemplate(setup);
    const max = maxSpineSizePt(template);
    // 0.6 in spine, 0.475 in between the fold margins: 36 pt glyphs fit.
    expect(max).toBe(36);
    const fits = layoutDesign(
      design(setup, [
        ["spineTitle", "Night Harbour", max],
        ["spineAuthor", "Ann Lee", 12],
      ]),
      measure,
    );
    expect(fits.warnings).toEqual([]);
    const [title, author] = fits.texts;
    expect(title?.rotated).toBe(true);
    expect((title?.bounds.yIn ?? 0) + (title?.bounds.heightIn ?? 0)).toBeLessThan(
      author?.bounds.yIn ?? 0,
    );
    const tooBig = layoutDesign(design(setup, [["spineTitle", "Night", max + 1]]), measure);
    expect(tooBig.warnings[0]?.message).toContain(`at most ${max} pt fits`);
  });

  it("warns when the blurb runs into the barcode area", () => {
    const short = layoutDesign(design(setup, [["blurb", "A short blurb."]]), measure);
    expect(short.warnings).toEqual([]);
    // 30 lines of 16 pt reach below the barcode's top (7.675 in) but stay above the safe bottom.
    const line = Array(10).fill("word").join(" ");
    const lines = Array(30).fill(line).join("\n");
    const long = layoutDesign(design(setup, [["blurb", lines, 16]]), measure);
    expect(long.warnings).toHaveLength(1);
    expect(long.warnings[0]?.message).toContain("runs into the barcode area");
    const fewer = layoutDesign(
      design(setup, [["blurb", Array(26).fill(line).join("\n"), 16]]),
      measure,
    );
    expect(fewer.warnings).toEqual([]);
  });

  it("fills the whole wrap or each panel", () => {
    const wrap = layoutDesign(createDefaultDesign(), measure);
    expect(wrap.fills).toHaveLength(1);
    const panels = layoutDesign(
      designReducer(createDefaultDesign(), { type: "background-scope", scope: "panels" }),
      measure,
    );
    expect(panels.fills).toHaveLength(3);
  });
});
