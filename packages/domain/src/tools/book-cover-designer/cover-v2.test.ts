import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { EditorLayer } from "../../designs/editor-document";
import {
  applyFormAction,
  COVER_ROLES,
  type CoverScene,
  type CoverV2,
  type CoverV2Action,
  coverFormView,
  coverV2Reducer,
  coverV2Schema,
  freeLayersOf,
  layoutCoverV2,
  readCoverJson,
  roleOffsets,
  turnedBounds,
} from "./cover-v2";
import {
  type Design,
  type DesignAction,
  designReducer,
  LAYER_IDS,
  LAYER_PANEL,
  parseDesignJson,
} from "./design";
import { computeDesignTemplate, type DesignScene, layoutDesign, type MeasureText } from "./layout";

// Every character is half an em wide, as in layout.test.ts.
const measure: MeasureText = (text, font) => {
  const size = Number(/([\d.]+)px/.exec(font)?.[1] ?? 0);
  return text.length * size * 0.5;
};

// Saved by the version 1 designer's own serialiser (the design file, localStorage and, without
// the image, the account document all hold this JSON).
const fixtureDir = path.join(import.meta.dirname, "fixtures");
const fixtures = readdirSync(fixtureDir)
  .filter((name) => name.startsWith("v1-"))
  .map((name) => [name, readFileSync(path.join(fixtureDir, name), "utf8")] as const);

function convert(text: string): CoverV2 {
  const read = readCoverJson(text, measure);
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read.cover;
}

function v1Of(text: string) {
  const parsed = parseDesignJson(text);
  if (!parsed.ok) throw new Error("fixture is not a version 1 design");
  return parsed.design;
}

const layerOf = (cover: CoverV2, id: string | undefined): EditorLayer => {
  const layer = cover.document.layers.find((candidate) => candidate.id === id);
  if (!layer) throw new Error(`no layer ${id}`);
  return layer;
};

/** Each written line where render.ts puts it: its anchor on the file and the angle it is set at. */
function drawnLines(scene: Pick<DesignScene, "texts">) {
  return scene.texts
    .flatMap((text) => {
      const angle = text.rotated ? 90 : (text.rotationDeg ?? 0);
      const a = (angle * Math.PI) / 180;
      return text.lines
        .filter((line) => line.text)
        .map((line) => ({
          layer: text.layer,
          text: line.text,
          font: text.font,
          color: text.color,
          align: text.align,
          angle,
          x: text.originXIn + line.xIn * Math.cos(a) - line.yIn * Math.sin(a),
          y: text.originYIn + line.xIn * Math.sin(a) + line.yIn * Math.cos(a),
        }));
    })
    .sort((a, b) => `${a.layer}${a.y}`.localeCompare(`${b.layer}${b.y}`));
}

// Boxes are kept to 1/100 px (0.00003 in), far below a printed dot.
const near = (value: number) => Math.round(value * 1e4) / 1e4;
const roundRect = (rect: { xIn: number; yIn: number; widthIn: number; heightIn: number }) => ({
  xIn: near(rect.xIn),
  yIn: near(rect.yIn),
  widthIn: near(rect.widthIn),
  heightIn: near(rect.heightIn),
});
const sortedWarnings = (scene: Pick<CoverScene, "warnings">) =>
  scene.warnings.map((warning) => `${warning.subject}: ${warning.message}`).sort();

describe("every saved version 1 cover reads as version 2 without losing anything", () => {
  it("has the fixtures", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
  });

  it.each(fixtures)(
    "%s keeps setup, background, image, guides and every text's style",
    (_, text) => {
      const v1 = v1Of(text);
      const cover = convert(text);
      expect(cover.version).toBe(2);
      expect(cover.setup).toEqual(v1.setup);
      expect(cover.background).toEqual(v1.background);
      expect(cover.preset).toBe(v1.preset);
      expect(cover.image).toEqual(v1.image);
      expect(cover.showGuides).toBe(v1.showGuides);
      for (const role of LAYER_IDS) {
        const entry = cover.roles[role];
        const layer = layerOf(cover, entry?.layerId);
        const before = v1.layers[role];
        if (layer.type !== "text") throw new Error(`${role} is not a text layer`);
        expect(layer.text).toBe(before.text);
        expect(entry?.font).toBe(before.font);
        expect(near((layer.fontSizePx * 72) / 300)).toBe(before.sizePt);
        expect(layer.fill).toBe(before.color);
        expect(layer.bold).toBe(before.bold);
        // Spine lines are one line laid along the spine; version 1 wrote them left to right too.
        expect(layer.align).toBe(LAYER_PANEL[role] === "spine" ? "left" : before.align);
        expect(layer.rotation).toBe(LAYER_PANEL[role] === "spine" ? 90 : 0);
      }
      expect(layerOf(cover, cover.roles.image?.layerId).type).toBe("rect");
      // The free layers stay, in their order, above the cover's own.
      const extras = v1.extras?.layers ?? [];
      expect(cover.document.layers.slice(COVER_ROLES.length)).toEqual(
        extras.map((layer) => expect.objectContaining({ id: layer.id, name: layer.name })),
      );
    },
  );

  it.each(fixtures)(
    "%s draws the same scene as version 1 (fills, image, lines, warnings)",
    (_, text) => {
      const before = layoutDesign(v1Of(text), measure);
      const after = layoutCoverV2(convert(text), measure);
      expect(after.template).toEqual(before.template);
      expect(after.fills).toEqual(before.fills);
      expect(
        after.image && {
          ...after.image,
          dest: roundRect(after.image.dest),
          dpi: Math.round(after.image.dpi * 10) / 10,
        },
      ).toEqual(
        before.image && {
          ...before.image,
          dest: roundRect(before.image.dest),
          dpi: Math.round(before.image.dpi * 10) / 10,
        },
      );
      const round = (lines: ReturnType<typeof drawnLines>) =>
        lines.map((line) => ({ ...line, x: near(line.x), y: near(line.y) }));
      expect(round(drawnLines(after))).toEqual(round(drawnLines(before)));
      const boundsOf = (scene: Pick<DesignScene, "texts">) =>
        Object.fromEntries(scene.texts.map((t) => [t.layer, roundRect(t.bounds)]));
      expect(boundsOf(after)).toEqual(boundsOf(before));
      expect(sortedWarnings(after)).toEqual(sortedWarnings(before));
    },
  );

  it.each(fixtures)("%s comes back the same from its version 2 file", (_, text) => {
    const cover = convert(text);
    expect(coverV2Schema.safeParse(cover).success).toBe(true);
    expect(convert(JSON.stringify(cover))).toEqual(cover);
  });

  it("keeps the warnings version 1 gave (title too wide, spine too large, blurb on the barcode)", () => {
    const text = fixtures.find(([name]) => name === "v1-warnings.json")?.[1] ?? "";
    const subjects = layoutCoverV2(convert(text), measure).warnings.map((w) => w.subject);
    expect(subjects).toEqual(expect.arrayContaining(["title", "spineTitle", "blurb"]));
  });

  it("gives a role a fresh id when a free layer already has its name, and fits the free layers to the wrap", () => {
    const text = fixtures.find(([name]) => name === "v1-with-extras.json")?.[1] ?? "";
    const cover = convert(text);
    expect(cover.roles.title?.layerId).toBe("cover-title-2");
    const badge = layerOf(cover, "cover-title");
    // Made on the 120-page wrap (3756 px); the 240-page cream wrap is 3855 px, 99 px wider.
    expect(badge).toMatchObject({ type: "ellipse", x: 3100 + 99, rotation: 0 });
    expect(layerOf(cover, "l2")).toMatchObject({ x: 200, rotation: -12, opacity: 0.9 });
  });

  it("leaves the spine texts of a thin book where they will go once it has the pages", () => {
    const text = fixtures.find(([name]) => name === "v1-thin-spine-24p.json")?.[1] ?? "";
    const cover = convert(text);
    expect(layoutCoverV2(cover, measure).texts.map((t) => t.layer)).not.toContain("spineTitle");
    expect(layerOf(cover, cover.roles.spineTitle?.layerId)).toMatchObject({
      text: "The Lighthouse Keeper's Daughter",
      rotation: 90,
    });
  });
});

describe("role layers moved, resized and turned by the editor keep the safe-zone checks", () => {
  const classic = fixtures.find(([name]) => name === "v1-classic-full.json")?.[1] ?? "";
  const edit = (cover: CoverV2, id: string | undefined, patch: Partial<EditorLayer>): CoverV2 => ({
    ...cover,
    document: {
      ...cover.document,
      layers: cover.document.layers.map((layer) =>
        layer.id === id ? ({ ...layer, ...patch } as EditorLayer) : layer,
      ),
    },
  });

  it("an unedited cover has no warnings", () => {
    expect(layoutCoverV2(convert(classic), measure).warnings).toEqual([]);
  });

  it.each<[string, Partial<EditorLayer>, string]>([
    // The 6 × 9 front's safe zone runs from x = 6.8 in to 12.475 in (file frame).
    ["dragged 0.5 in right", { x: 0 }, "right"],
    ["dragged past the top", { y: 0 }, "top"],
    // Its frame is the safe zone's width, so turned upright near the top it rises past it.
    ["turned a quarter", { rotation: 90 }, "top"],
  ])("title %s warns naming the side", (_, patch, sides) => {
    const cover = convert(classic);
    const id = cover.roles.title?.layerId;
    const title = layerOf(cover, id);
    const moved = edit(
      cover,
      id,
      patch.x === 0 ? { x: title.x + 150 } : patch.y === 0 ? { y: 0 } : patch,
    );
    const warning = layoutCoverV2(moved, measure).warnings.find((w) => w.subject === "title");
    expect(warning?.message).toMatch(/^Title reaches [\d.]+ in past the front cover's safe zone/);
    expect(warning?.message).toContain(`(${sides})`);
  });

  it("a title dragged 0.5 in right reaches exactly 0.50 in past (its text spans the whole frame)", () => {
    const cover = convert(classic);
    const id = cover.roles.title?.layerId;
    const title = layerOf(cover, id);
    const scene = layoutCoverV2(edit(cover, id, { x: title.x + 150 }), measure);
    const before = layoutCoverV2(cover, measure).texts.find((t) => t.layer === "title");
    const after = scene.texts.find((t) => t.layer === "title");
    expect(near((after?.bounds.xIn ?? 0) - (before?.bounds.xIn ?? 0))).toBe(0.5);
  });

  it("a blurb resized down onto the barcode warns about the barcode", () => {
    const cover = convert(classic);
    const id = cover.roles.blurb?.layerId;
    const blurb = layerOf(cover, id);
    const scene = layoutCoverV2(edit(cover, id, { y: blurb.y + 2000, x: blurb.x + 900 }), measure);
    expect(scene.warnings.map((w) => w.message).join(" ")).toContain("runs into the barcode area");
  });

  it("the front image resized below 300 DPI warns with the pixels needed", () => {
    const text = fixtures.find(([name]) => name === "v1-with-image.json")?.[1] ?? "";
    const cover = convert(text);
    const id = cover.roles.image?.layerId;
    const frame = layerOf(cover, id);
    // 1800 px over the 9.25 in high front: 194 DPI, already warned in version 1.
    const dpi = layoutCoverV2(cover, measure).image?.dpi ?? 0;
    expect(Math.floor(dpi)).toBe(194);
    const scene = layoutCoverV2(
      edit(cover, id, { width: frame.width * 2, height: frame.height * 2 }),
      measure,
    );
    expect(scene.warnings.find((w) => w.subject === "image")?.message).toMatch(
      /^The front image prints at 97 DPI .* at least 3700 × 5550 px/,
    );
    // The image is drawn turned when its frame is.
    expect(layoutCoverV2(edit(cover, id, { rotation: 30 }), measure).image?.rotationDeg).toBe(30);
  });
});

describe("free text layers are checked against the panel they sit on", () => {
  const classic = fixtures.find(([name]) => name === "v1-classic-full.json")?.[1] ?? "";
  const thin = fixtures.find(([name]) => name === "v1-thin-spine-24p.json")?.[1] ?? "";
  const withLayer = (text: string, layer: Partial<EditorLayer>): CoverV2 => {
    const cover = convert(text);
    const free = {
      id: "free",
      name: "Sticker",
      type: "text",
      text: "Book one",
      font: "Liberation Sans",
      fontSizePx: 60,
      fill: "#ffffff",
      bold: false,
      align: "center",
      outline: null,
      x: 0,
      y: 0,
      width: 600,
      height: 100,
      opacity: 1,
      visible: true,
      locked: false,
      rotation: 0,
      ...layer,
    } as EditorLayer;
    return { ...cover, document: { ...cover.document, layers: [...cover.document.layers, free] } };
  };

  it.each<[string, string, Partial<EditorLayer>, string | null]>([
    ["inside the front's safe zone", "classic", { x: 2400, y: 1200 }, null],
    [
      "over the front's right trim",
      "classic",
      { x: 3500, y: 1200 },
      "front cover's safe zone (right)",
    ],
    [
      "at the back's top-left corner",
      "classic",
      { x: 30, y: 30 },
      "back cover's safe zone (left, top)",
    ],
    [
      "turned past the back's foot",
      "classic",
      { x: 600, y: 2650, rotation: 20 },
      "back cover's safe zone (bottom)",
    ],
    [
      "on a 24-page spine",
      "thin",
      { x: 2530, y: 1000, width: 60, rotation: 90 },
      "takes text only on books of 80 pages",
    ],
    ["hidden", "classic", { x: 3500, y: 1200, visible: false }, null],
    ["empty", "classic", { x: 3500, y: 1200, text: "  " } as Partial<EditorLayer>, null],
    // A shape may run into the bleed like a background: it is not a text to keep inside.
    [
      "a rectangle over the trim",
      "classic",
      { type: "rect", fill: "#000000", radius: 0, x: 3500 } as Partial<EditorLayer>,
      null,
    ],
  ])("a free layer %s", (_, base, layer, expected) => {
    let cover = withLayer(base === "thin" ? thin : classic, layer);
    if (base === "thin") {
      // Centred on the 24-page spine, whatever its exact width.
      const spine = computeDesignTemplate(cover.setup).regions.spine;
      const centre = (spine.xIn + spine.widthIn / 2) * 300;
      cover = {
        ...cover,
        document: {
          ...cover.document,
          layers: cover.document.layers.map((l) =>
            l.id === "free" ? { ...l, x: centre - l.width / 2 } : l,
          ),
        },
      };
    }
    const scene = layoutCoverV2(cover, measure);
    const free = scene.warnings.filter((w) => w.subject === "layer");
    if (expected === null) {
      expect(free).toEqual([]);
    } else {
      expect(free).toEqual([
        { subject: "layer", layerId: "free", message: expect.stringContaining(expected) },
      ]);
      expect(free[0]?.message.startsWith("Sticker ")).toBe(true);
    }
  });

  it("turned bounds of a 2 × 1 box at 90° are 1 × 2 about the same centre", () => {
    expect(turnedBounds({ xIn: 0, yIn: 0, widthIn: 2, heightIn: 1 }, 90)).toEqual({
      xIn: expect.closeTo(0.5, 9),
      yIn: expect.closeTo(-0.5, 9),
      widthIn: expect.closeTo(1, 9),
      heightIn: expect.closeTo(2, 9),
    });
  });
});

describe("a broken version 2 file is refused naming the field", () => {
  const classic = fixtures.find(([name]) => name === "v1-classic-full.json")?.[1] ?? "";
  it.each<[string, (cover: CoverV2) => unknown, string]>([
    [
      "a role naming no layer",
      (c) => ({ ...c, roles: { ...c.roles, title: { layerId: "nope", font: "sans" } } }),
      "roles.title.layerId",
    ],
    [
      "two roles on one layer",
      (c) => ({ ...c, roles: { ...c.roles, author: c.roles.title } }),
      "roles.author.layerId",
    ],
    [
      "the image role on a text",
      (c) => ({ ...c, roles: { ...c.roles, image: { layerId: c.roles.blurb?.layerId } } }),
      "roles.image.layerId",
    ],
    [
      "layers of another size",
      (c) => ({ ...c, document: { ...c.document, widthPx: 100 } }),
      "document.widthPx",
    ],
    [
      "a font it does not have",
      (c) => ({
        ...c,
        roles: { ...c.roles, title: { layerId: c.roles.title?.layerId, font: "comic" } },
      }),
      "roles.title.font",
    ],
    ["no layers", (c) => ({ ...c, document: null }), "document"],
  ])("%s", (_, breakIt, field) => {
    const read = readCoverJson(JSON.stringify(breakIt(convert(classic))), measure);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.issues.map((issue) => issue.path)).toContain(field);
  });

  it("text that is not JSON", () => {
    expect(readCoverJson("{", measure)).toEqual({
      ok: false,
      issues: [{ path: "", message: "The file is not JSON" }],
    });
  });
});

describe("editing a version 2 cover", () => {
  const classic = fixtures.find(([name]) => name === "v1-classic-full.json")?.[1] ?? "";
  const withImage = fixtures.find(([name]) => name === "v1-with-image.json")?.[1] ?? "";
  const titleOf = (cover: CoverV2) => layerOf(cover, cover.roles.title?.layerId);

  it("a new page count moves the spine texts onto the new spine and keeps the front texts at the front's edge", () => {
    const cover = convert(classic);
    const next = coverV2Reducer(
      cover,
      { type: "setup", setup: { trim: "6x9", pages: 400, paper: "cream" } },
      measure,
    );
    const template = computeDesignTemplate(next.setup);
    expect(next.document).toMatchObject({ widthPx: template.widthPx, heightPx: template.heightPx });
    const shift = template.widthPx - cover.document.widthPx;
    expect(titleOf(next).x).toBeCloseTo(titleOf(cover).x + shift, 6);
    // The same as version 1 laying the same texts out on the new wrap.
    const v1 = layoutDesign(
      designReducer(v1Of(classic), { type: "setup", setup: next.setup }),
      measure,
    );
    const round = (lines: ReturnType<typeof drawnLines>) =>
      lines.map((line) => ({ ...line, x: near(line.x), y: near(line.y) }));
    expect(round(drawnLines(layoutCoverV2(next, measure)))).toEqual(round(drawnLines(v1)));
    expect(coverV2Schema.safeParse(next).success).toBe(true);
  });

  it.each<[string, Design["setup"]]>([
    ["too few pages for the paper", { trim: "6x9", pages: 10, paper: "cream" }],
    ["a trim KDP does not print", { trim: "1x1" as never, pages: 200, paper: "white" }],
  ])("a setup with %s is ignored", (_, setup) => {
    const cover = convert(classic);
    expect(coverV2Reducer(cover, { type: "setup", setup }, measure)).toBe(cover);
  });

  it("a preset places the front texts anew, undoing a drag and a turn, as version 1 did", () => {
    const cover = convert(classic);
    const id = cover.roles.title?.layerId;
    const dragged = coverV2Reducer(
      cover,
      {
        type: "document",
        document: {
          ...cover.document,
          layers: cover.document.layers.map((l) =>
            l.id === id ? { ...l, x: l.x + 300, rotation: 20 } : l,
          ),
        },
      },
      measure,
    );
    const next = coverV2Reducer(dragged, { type: "preset", preset: "centred" }, measure);
    const v1 = layoutDesign(
      designReducer(v1Of(classic), { type: "preset", preset: "centred" }),
      measure,
    );
    const round = (lines: ReturnType<typeof drawnLines>) =>
      lines.map((line) => ({ ...line, x: near(line.x), y: near(line.y) }));
    expect(round(drawnLines(layoutCoverV2(next, measure)))).toEqual(round(drawnLines(v1)));
    expect(next.preset).toBe("centred");
  });

  it("the form's edits reach the role's layer: text cut to its limit, size held in range, the cover font kept", () => {
    const cover = convert(classic);
    const next = coverV2Reducer(
      cover,
      {
        type: "text",
        role: "title",
        patch: { text: "x".repeat(300), sizePt: 500, font: "display", color: "#ff0000" },
      },
      measure,
    );
    expect(titleOf(next)).toMatchObject({ text: "x".repeat(200), fontSizePx: (160 * 300) / 72 });
    expect(titleOf(next)).toMatchObject({ fill: "#ff0000", font: "Liberation Sans" });
    expect(next.roles.title?.font).toBe("display");
    const kept = coverV2Reducer(
      next,
      { type: "text", role: "title", patch: { sizePt: Number.NaN, color: "red" } },
      measure,
    );
    expect(titleOf(kept)).toEqual(titleOf(next));
  });

  it("a layer deleted in the editor lets its role go, so the file stays valid", () => {
    const cover = convert(classic);
    const id = cover.roles.subtitle?.layerId;
    const next = coverV2Reducer(
      cover,
      {
        type: "document",
        document: { ...cover.document, layers: cover.document.layers.filter((l) => l.id !== id) },
      },
      measure,
    );
    expect(next.roles.subtitle).toBeUndefined();
    expect(coverV2Schema.safeParse(next).success).toBe(true);
  });

  it("a new image is framed by its fit; removing it keeps the frame for the next", () => {
    const cover = convert(withImage);
    const frame = layerOf(cover, cover.roles.image?.layerId);
    const wide = {
      ...(cover.image as NonNullable<CoverV2["image"]>),
      widthPx: 4000,
      heightPx: 1000,
      fit: "fit" as const,
    };
    const next = coverV2Reducer(cover, { type: "image", image: wide }, measure);
    const placed = layoutCoverV2(next, measure).image;
    // Shown whole: as wide as the front panel, a quarter as high.
    expect(placed?.dest.widthIn).toBeCloseTo(placed?.clip.widthIn ?? 0, 6);
    expect(layerOf(next, cover.roles.image?.layerId).height).toBeLessThan(frame.height);
    const cleared = coverV2Reducer(next, { type: "image", image: null }, measure);
    expect(cleared.image).toBeNull();
    expect(layoutCoverV2(cleared, measure).image).toBeNull();
  });
});

describe("the layers drawn over the cover's own", () => {
  it("are the free layers in their order, without the six texts and the image frame", () => {
    const text = fixtures.find(([name]) => name === "v1-with-extras.json")?.[1] ?? "";
    const free = freeLayersOf(convert(text));
    expect(free.layers.map((layer) => layer.id)).toEqual(["cover-title", "l2"]);
    const plain = fixtures.find(([name]) => name === "v1-classic-full.json")?.[1] ?? "";
    expect(freeLayersOf(convert(plain)).layers).toEqual([]);
  });
});

describe("the form's edits on version 2 do what they did on version 1", () => {
  const classic = fixtures.find(([name]) => name === "v1-classic-full.json")?.[1] ?? "";
  type Step = [DesignAction, CoverV2Action];
  const steps: [string, Step[]][] = [
    [
      "the author nudged down 1 in (the journey's warning)",
      [
        [
          { type: "layer", layer: "author", patch: { offsetYIn: 1 } },
          { type: "offset", role: "author", offsetYIn: 1 },
        ],
      ],
    ],
    [
      "a nudged title grows and pushes the subtitle down",
      [
        [
          { type: "layer", layer: "title", patch: { offsetXIn: 0.3, offsetYIn: 0.2 } },
          { type: "offset", role: "title", offsetXIn: 0.3, offsetYIn: 0.2 },
        ],
        [
          {
            type: "layer",
            layer: "title",
            patch: { text: "A much longer title that wraps onto lines", sizePt: 40 },
          },
          {
            type: "text",
            role: "title",
            patch: { text: "A much longer title that wraps onto lines", sizePt: 40 },
          },
        ],
      ],
    ],
    [
      "a new page count, then a new trim, with a nudged spine author",
      [
        [
          { type: "layer", layer: "spineAuthor", patch: { offsetYIn: -0.4 } },
          { type: "offset", role: "spineAuthor", offsetYIn: -0.4 },
        ],
        [
          { type: "setup", setup: { trim: "6x9", pages: 500, paper: "white" } },
          { type: "setup", setup: { trim: "6x9", pages: 500, paper: "white" } },
        ],
        [
          { type: "setup", setup: { trim: "8.5x11", pages: 300, paper: "cream" } },
          { type: "setup", setup: { trim: "8.5x11", pages: 300, paper: "cream" } },
        ],
      ],
    ],
    [
      "a preset after nudges starts the front clean; the blurb keeps its own",
      [
        [
          { type: "layer", layer: "subtitle", patch: { offsetXIn: -0.5 } },
          { type: "offset", role: "subtitle", offsetXIn: -0.5 },
        ],
        [
          { type: "layer", layer: "blurb", patch: { offsetYIn: 1.5, font: "mono" } },
          { type: "offset", role: "blurb", offsetYIn: 1.5 },
        ],
        [
          { type: "layer", layer: "blurb", patch: { font: "mono" } },
          { type: "text", role: "blurb", patch: { font: "mono" } },
        ],
        [
          { type: "preset", preset: "author-top" },
          { type: "preset", preset: "author-top" },
        ],
      ],
    ],
  ];

  it.each(steps)("%s", (_, sequence) => {
    let v1 = v1Of(classic);
    let v2 = convert(classic);
    for (const [one, two] of sequence) {
      v1 = designReducer(v1, one);
      v2 = coverV2Reducer(v2, two, measure);
    }
    const before = layoutDesign(v1, measure);
    const after = layoutCoverV2(v2, measure);
    const round = (lines: ReturnType<typeof drawnLines>) =>
      lines.map((line) => ({ ...line, x: near(line.x), y: near(line.y) }));
    expect(round(drawnLines(after))).toEqual(round(drawnLines(before)));
    expect(sortedWarnings(after)).toEqual(sortedWarnings(before));
    // The nudges read back as the form shows them.
    const offsets = roleOffsets(v2, measure);
    for (const role of LAYER_IDS) {
      expect(offsets[role]).toEqual({
        offsetXIn: expect.closeTo(v1.layers[role].offsetXIn, 3),
        offsetYIn: expect.closeTo(v1.layers[role].offsetYIn, 3),
      });
    }
    expect(coverV2Schema.safeParse(v2).success).toBe(true);
  });

  it("a title dragged by its handle shows as a nudge and survives a longer title", () => {
    const cover = convert(classic);
    const id = cover.roles.title?.layerId;
    const dragged = coverV2Reducer(
      cover,
      {
        type: "document",
        document: {
          ...cover.document,
          layers: cover.document.layers.map((l) => (l.id === id ? { ...l, x: l.x + 60 } : l)),
        },
      },
      measure,
    );
    expect(roleOffsets(dragged, measure).title).toEqual({ offsetXIn: 0.2, offsetYIn: 0 });
    const longer = coverV2Reducer(
      dragged,
      { type: "text", role: "title", patch: { text: "Another title" } },
      measure,
    );
    expect(roleOffsets(longer, measure).title).toEqual({ offsetXIn: 0.2, offsetYIn: 0 });
  });
});

describe("the designer's form on a version 2 cover", () => {
  const classic = fixtures.find(([name]) => name === "v1-classic-full.json")?.[1] ?? "";
  const withExtras = fixtures.find(([name]) => name === "v1-with-extras.json")?.[1] ?? "";

  it("reads as the version 1 design it came from (nudges, styles, free layers)", () => {
    for (const [, text] of fixtures) {
      const v1 = v1Of(text);
      const view = coverFormView(convert(text), measure);
      expect(view.setup).toEqual(v1.setup);
      for (const role of LAYER_IDS) {
        const { offsetXIn, offsetYIn, align, ...style } = view.layers[role];
        const { offsetXIn: x, offsetYIn: y, align: a, ...before } = v1.layers[role];
        expect(style).toEqual(before);
        if (LAYER_PANEL[role] !== "spine") expect(align).toBe(a);
        // A thin spine's texts have no layout place, so no nudge to read back.
        if (convert(text).setup.pages >= 80) {
          expect(offsetXIn).toBeCloseTo(x, 3);
          expect(offsetYIn).toBeCloseTo(y, 3);
        }
      }
      expect(view.extras?.layers.map((layer) => layer.id) ?? []).toEqual(
        v1.extras?.layers.map((layer) => layer.id) ?? [],
      );
    }
  });

  it.each<[string, DesignAction, (before: CoverV2, after: CoverV2) => void]>([
    [
      "a style and a nudge in one patch",
      { type: "layer", layer: "author", patch: { bold: true, offsetXIn: 0.25 } },
      (_, after) => {
        expect(coverFormView(after, measure).layers.author).toMatchObject({
          bold: true,
          offsetXIn: 0.25,
        });
      },
    ],
    [
      "panel fills",
      { type: "fill", target: "spine", fill: { kind: "solid", color: "#123456" } },
      (_, after) => expect(after.background.spine).toEqual({ kind: "solid", color: "#123456" }),
    ],
    [
      "the free layers replaced, the cover's own kept",
      { type: "extras", extras: null },
      (before, after) => {
        expect(after.document.layers).toHaveLength(COVER_ROLES.length);
        expect(after.roles).toEqual(before.roles);
      },
    ],
    [
      "start over",
      { type: "reset" },
      (_, after) => expect(coverFormView(after, measure).layers.title.text).toBe(""),
    ],
    [
      "the image's fit without an image",
      { type: "image-fit", fit: "fit" },
      (before, after) => expect(after).toBe(before),
    ],
  ])("%s", (_, action, check) => {
    const before = convert(withExtras || classic);
    const after = applyFormAction(before, action, measure);
    check(before, after);
    expect(coverV2Schema.safeParse(after).success).toBe(true);
  });
});
