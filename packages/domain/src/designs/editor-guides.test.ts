import { describe, expect, it } from "vitest";
import { fitZoom, snapBox, ZOOM_STEPS, zoomIn, zoomOut } from "./editor-guides";

const canvas = { widthPx: 1000, heightPx: 600 };

describe("snapping", () => {
  it.each([
    ["nothing near: stays, no guide", { x: 100, y: 100 }, [], { x: 100, y: 100, guides: [] }],
    [
      "left edge near the canvas edge",
      { x: 4, y: 100 },
      [],
      { x: 0, y: 100, guides: [{ axis: "x", at: 0 }] },
    ],
    [
      "exactly at the threshold snaps",
      { x: 5, y: 100 },
      [],
      { x: 0, y: 100, guides: [{ axis: "x", at: 0 }] },
    ],
    ["one past the threshold does not", { x: 6, y: 100 }, [], { x: 6, y: 100, guides: [] }],
    [
      "centre to the canvas centre on both axes",
      { x: 448, y: 252 },
      [],
      {
        x: 450,
        y: 250,
        guides: [
          { axis: "x", at: 500 },
          { axis: "y", at: 300 },
        ],
      },
    ],
    [
      "right edge to another layer's left edge",
      { x: 197, y: 100 },
      [{ x: 300, y: 400, width: 50, height: 50 }],
      { x: 200, y: 100, guides: [{ axis: "x", at: 300 }] },
    ],
    [
      "the nearer of two lines wins",
      { x: 203, y: 100 },
      [{ x: 200, y: 400, width: 10, height: 10 }],
      { x: 205, y: 100, guides: [{ axis: "x", at: 205 }] },
    ],
  ] as const)("%s", (_name, at, others, expected) => {
    const box = { ...at, width: 100, height: 100 };
    expect(snapBox(box, others, canvas, 5)).toEqual(expected);
  });
});

describe("zoom", () => {
  it.each([
    [1, 1.25, 0.75],
    [0.1, 0.25, 0.1],
    [4, 4, 3],
    [0.4, 0.5, 0.33],
  ])("from %d: in %d, out %d", (from, inward, outward) => {
    expect(zoomIn(from)).toBe(inward);
    expect(zoomOut(from)).toBe(outward);
  });

  it.each([
    [{ widthPx: 970, heightPx: 600 }, { width: 485, height: 1000 }, 0.5],
    [{ widthPx: 300, heightPx: 300 }, { width: 1200, height: 800 }, 1],
    [{ widthPx: 3600, heightPx: 3600 }, { width: 360, height: 360 }, 0.1],
    [{ widthPx: 3600, heightPx: 3600 }, { width: 100, height: 100 }, ZOOM_STEPS[0]],
  ])("fits %o in %o at %d", (c, view, zoom) => {
    expect(fitZoom(c, view)).toBe(zoom);
  });
});
