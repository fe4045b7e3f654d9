import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { addLayer, newEditorDocument, newLayer } from "./editor-document";
import {
  PATTERN_KINDS,
  patternPageSvg,
  patternTileSvg,
  pixelsAt300Dpi,
  readPatternDocument,
  titleArtSvg,
} from "./patterns";

const SIZE = 240;

async function pixels(
  svg: string,
  width: number,
  height: number,
  at: [number, number][] = [[0, 0]],
) {
  const image = await loadImage(Buffer.from(svg));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  for (const [x, y] of at) context.drawImage(image, x, y);
  return context.getImageData(0, 0, width, height).data;
}

/** Share of pixels that differ by more than a quarter of the range in any channel. */
function differing(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    if ([0, 1, 2].some((c) => Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0)) > 64)) count += 1;
  }
  return count / (a.length / 4);
}

describe("seamless patterns", () => {
  it.each(
    PATTERN_KINDS.flatMap(
      (kind) =>
        [
          [kind, 2],
          [kind, 5],
        ] as const,
    ),
  )("%s at scale %i: tiles join without a seam", async (kind, scale) => {
    // Four tiles side by side, read from the middle (where their edges meet), must be the same
    // pattern generated half a tile over. A motif cut at an edge would show there.
    const tile = patternTileSvg({ kind, palette: "ink", scale, size: SIZE });
    const tiled = await pixels(tile, SIZE, SIZE, [
      [-SIZE / 2, -SIZE / 2],
      [SIZE / 2, -SIZE / 2],
      [-SIZE / 2, SIZE / 2],
      [SIZE / 2, SIZE / 2],
    ]);
    const shifted = await pixels(
      patternTileSvg({ kind, palette: "ink", scale, size: SIZE, phase: [0.5, 0.5] }),
      SIZE,
      SIZE,
    );
    expect(differing(tiled, shifted)).toBeLessThan(0.002);
  });

  it("a tile whose edge motifs were not wrapped would fail that check", async () => {
    const tile = patternTileSvg({ kind: "dots", palette: "ink", scale: 2, size: SIZE });
    // Dropping the wrapped copies (those drawn partly outside the tile) leaves half-dots at edges.
    const unwrapped = tile.replace(
      /<circle cx="(-[\d.]+|2[4-9]\d[\d.]*|[3-9]\d\d[\d.]*)"[^>]*\/>/g,
      "",
    );
    expect(unwrapped).not.toBe(tile);
    const tiled = await pixels(unwrapped, SIZE, SIZE, [
      [-SIZE / 2, -SIZE / 2],
      [SIZE / 2, -SIZE / 2],
      [-SIZE / 2, SIZE / 2],
      [SIZE / 2, SIZE / 2],
    ]);
    const shifted = await pixels(
      patternTileSvg({ kind: "dots", palette: "ink", scale: 2, size: SIZE, phase: [0.5, 0.5] }),
      SIZE,
      SIZE,
    );
    expect(differing(tiled, shifted)).toBeGreaterThan(0.002);
  });

  it("changes with palette and scale, and fills a page with the tile", () => {
    const base = patternTileSvg({ kind: "floral", palette: "garden", scale: 3 });
    expect(base).toContain('fill="#f4f1e6"');
    expect(patternTileSvg({ kind: "floral", palette: "sea", scale: 3 })).not.toBe(base);
    expect(patternTileSvg({ kind: "floral", palette: "garden", scale: 4 })).not.toBe(base);
    const page = patternPageSvg({ kind: "dots", palette: "mono", scale: 4 }, 2550, 3300, 600);
    expect(page).toContain('width="2550" height="3300"');
    expect(page).toContain('<pattern id="tile" width="600" height="600"');
  });

  it.each([
    [12, 3600],
    [8.5, 2550],
    [11, 3300],
  ])("%d in at 300 DPI is %i px", (inches, px) => {
    expect(pixelsAt300Dpi(inches)).toBe(px);
  });
});

describe("title text art", () => {
  it("curves, outlines, shadows and fills with a gradient on a transparent background", async () => {
    const art = titleArtSvg({
      text: "Garden <Journal> & Co",
      curve: 40,
      fontFamily: "Liberation Serif",
      fontSizePx: 80,
      fill: { from: "#f2b134", to: "#e86a33" },
      outline: { color: "#1f2a44", widthPx: 6 },
      shadow: { color: "#000000", offsetPx: 4, blurPx: 3 },
    });
    expect(art.svg).toContain("&#60;Journal&#62; &#38; Co");
    expect(art.svg).toContain("<textPath");
    expect(art.svg).toContain('stroke="#1f2a44"');
    expect(art.svg).toContain("feDropShadow");
    expect(art.svg).toContain("linearGradient");
    const data = await pixels(art.svg, art.width, art.height);
    // The corners stay transparent.
    expect(data[3]).toBe(0);
    expect(data[data.length - 1]).toBe(0);
  });

  it("is straight at curve 0", () => {
    const art = titleArtSvg({
      text: "Mazes",
      curve: 0,
      fontFamily: "sans-serif",
      fontSizePx: 60,
      fill: { from: "#000000", to: "#000000" },
      outline: null,
      shadow: null,
    });
    const d = /d="M ([\d.]+) ([\d.]+) Q ([\d.]+) ([\d.]+)/.exec(art.svg);
    expect(d?.[2]).toBe(d?.[4]);
    expect(art.svg).not.toContain("filter=");
  });
});

describe("a saved pattern document", () => {
  const pattern = { kind: "dots", palette: "garden", scale: 3 };
  const front = newEditorDocument(1800, 2700);
  const composition = addLayer(front, newLayer("text", "title", front));
  it.each<[string, Record<string, unknown>, "none" | "composition" | "refused"]>([
    ["without a composition", { version: 1, pattern }, "none"],
    ["with the editor's composition", { version: 1, pattern, composition }, "composition"],
    ["with a broken composition", { version: 1, pattern, composition: { layers: [] } }, "refused"],
  ])("%s", (_name, document, expected) => {
    const opened = readPatternDocument(JSON.parse(JSON.stringify(document)));
    if (expected === "refused") expect(opened).toBeNull();
    else expect(opened?.composition).toEqual(expected === "none" ? null : composition);
  });
});
