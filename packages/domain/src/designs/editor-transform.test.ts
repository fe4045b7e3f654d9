import { describe, expect, it } from "vitest";
import {
  addLayer,
  type EditorDocument,
  newEditorDocument,
  newLayer,
  updateLayer,
} from "./editor-document";
import { commit, createHistory, redo, undo } from "./editor-history";
import {
  type Corner,
  cornerPoint,
  MIN_LAYER_PX,
  normaliseRotation,
  resizeBy,
  resizeFromCorner,
  rotateStep,
  rotationTowards,
  type TurnedBox,
} from "./editor-transform";

const box = (rotation = 0): TurnedBox => ({ x: 100, y: 100, width: 200, height: 100, rotation });
const rounded = (b: { x: number; y: number; width: number; height: number }) => ({
  x: Math.round(b.x * 1000) / 1000,
  y: Math.round(b.y * 1000) / 1000,
  width: Math.round(b.width * 1000) / 1000,
  height: Math.round(b.height * 1000) / 1000,
});

describe("resizeFromCorner, unturned box", () => {
  it.each<[Corner, { x: number; y: number }, boolean, [number, number, number, number]]>([
    // The opposite corner stays: se drags from (300, 200) and keeps (100, 100).
    ["se", { x: 400, y: 250 }, false, [100, 100, 300, 150]],
    ["nw", { x: 50, y: 80 }, false, [50, 80, 250, 120]],
    ["ne", { x: 350, y: 50 }, false, [100, 50, 250, 150]],
    ["sw", { x: 150, y: 300 }, false, [150, 100, 150, 200]],
    // Kept ratio 2:1: the larger pull wins (height × 3 → width × 3).
    ["se", { x: 400, y: 400 }, true, [100, 100, 600, 300]],
    ["se", { x: 700, y: 150 }, true, [100, 100, 600, 300]],
    // nw with the ratio kept: pulls are ×1.5 and ×0.5, so ×1.5 with se (300, 200) kept.
    ["nw", { x: 0, y: 150 }, true, [0, 50, 300, 150]],
  ])("%s to %o (keep ratio %s) → %o", (corner, pointer, keepAspect, [x, y, width, height]) => {
    const next = resizeFromCorner(box(), corner, pointer, { keepAspect });
    expect(rounded(next)).toEqual({ x, y, width, height });
  });

  it.each<[Corner, { x: number; y: number }]>([
    ["se", { x: 0, y: 0 }],
    ["nw", { x: 900, y: 900 }],
  ])("dragging %s past the opposite corner stops at the least size", (corner, pointer) => {
    const next = resizeFromCorner(box(), corner, pointer, { keepAspect: false });
    expect(next.width).toBe(MIN_LAYER_PX);
    expect(next.height).toBe(MIN_LAYER_PX);
  });

  it("keeps the ratio at the least size too", () => {
    const next = resizeFromCorner(box(), "se", { x: 0, y: 0 }, { keepAspect: true });
    expect(next.width / next.height).toBeCloseTo(2);
    expect(Math.min(next.width, next.height)).toBeCloseTo(MIN_LAYER_PX);
  });
});

describe("resizeFromCorner, turned box", () => {
  it.each<[number, Corner]>([
    [90, "se"],
    [45, "nw"],
    [-30, "ne"],
    [180, "sw"],
  ])("at %s° dragging %s keeps the opposite corner on the canvas", (rotation, corner) => {
    const before = box(rotation);
    const opposite: Record<Corner, Corner> = { nw: "se", se: "nw", ne: "sw", sw: "ne" };
    const anchor = cornerPoint(before, opposite[corner]);
    const dragged = cornerPoint(before, corner);
    const pointer = { x: dragged.x + 37, y: dragged.y - 11 };
    const after = { ...resizeFromCorner(before, corner, pointer, { keepAspect: false }), rotation };
    const anchorAfter = cornerPoint(after, opposite[corner]);
    expect(anchorAfter.x).toBeCloseTo(anchor.x, 6);
    expect(anchorAfter.y).toBeCloseTo(anchor.y, 6);
  });

  it("at 90° pulling the se corner down widens the box (its width runs down the canvas)", () => {
    const before = box(90);
    const se = cornerPoint(before, "se");
    const after = resizeFromCorner(before, "se", { x: se.x, y: se.y + 50 }, { keepAspect: false });
    expect(after.width).toBeCloseTo(250);
    expect(after.height).toBeCloseTo(100);
  });
});

describe("rotation", () => {
  it.each<[number, number]>([
    [0, 0],
    [180, 180],
    [-180, 180],
    [190, -170],
    [-190, 170],
    [360, 0],
    [725, 5],
    [-0, 0],
  ])("normalise %s → %s", (input, expected) => {
    expect(normaliseRotation(input)).toBe(expected);
  });

  // Box centre (200, 150); the handle above the box points the top at the pointer.
  it.each<[{ x: number; y: number }, number | undefined, number]>([
    [{ x: 200, y: 0 }, undefined, 0],
    [{ x: 400, y: 150 }, undefined, 90],
    [{ x: 200, y: 400 }, undefined, 180],
    [{ x: 0, y: 150 }, undefined, -90],
    [{ x: 300, y: 50 }, undefined, 45],
    [{ x: 300, y: 40 }, undefined, 42.3],
    [{ x: 300, y: 40 }, 15, 45],
    [{ x: 210, y: 0 }, 15, 0],
  ])("pointer %o (snap %s) → %s°", (pointer, snap, expected) => {
    expect(rotationTowards(box(), pointer, snap)).toBe(expected);
  });

  it.each<[number, 1 | -1, boolean, number]>([
    [0, 1, false, 1],
    [0, -1, false, -1],
    [180, 1, false, -179],
    [0, 1, true, 15],
    [7, 1, true, 15],
    [15, 1, true, 30],
    [7, -1, true, 0],
    [0, -1, true, -15],
    [-180, -1, true, 165],
    [175, 1, true, 180],
  ])("keyboard from %s° by %s (large %s) → %s°", (from, direction, large, expected) => {
    expect(rotateStep(from, direction, large)).toBe(expected);
  });
});

describe("resizeBy (keyboard)", () => {
  it.each<[number, number, boolean, [number, number]]>([
    [10, 0, false, [210, 100]],
    [0, -10, false, [200, 90]],
    [-500, -500, false, [MIN_LAYER_PX, MIN_LAYER_PX]],
    [10, 0, true, [210, 105]],
    [0, -20, true, [180, 90]],
    [-500, 0, true, [8, 4]],
  ])("by %s × %s (keep ratio %s) → %o", (dw, dh, keep, [width, height]) => {
    const next = resizeBy(box(), dw, dh, keep);
    expect([next.width, next.height]).toEqual([width, height]);
    expect([next.x, next.y]).toEqual([100, 100]);
  });
});

describe("resize and rotate in the undo history", () => {
  it("a drag of several resize steps is one undo step, and redo brings it back", () => {
    let doc: EditorDocument = addLayer(
      newEditorDocument(970, 600),
      newLayer("rect", "a", { widthPx: 970, heightPx: 600 }),
    );
    let history = createHistory(doc);
    const start = doc.layers[0] as TurnedBox;
    [10, 20, 30].forEach((step, i) => {
      const next = resizeFromCorner(
        start,
        "se",
        { x: start.x + start.width + step, y: start.y + start.height + step },
        { keepAspect: false },
      );
      doc = updateLayer(history.present, "a", next);
      history = commit(history, doc, { now: 1000 + i * 50, key: "resize:a" });
    });
    doc = updateLayer(history.present, "a", { rotation: 30 });
    history = commit(history, doc, { now: 2000, key: "rotate:a" });
    expect(history.present.layers[0]).toMatchObject({ width: start.width + 30, rotation: 30 });
    history = undo(history);
    expect(history.present.layers[0]).toMatchObject({ width: start.width + 30, rotation: 0 });
    history = undo(history);
    expect(history.present.layers[0]).toMatchObject({ width: start.width, height: start.height });
    history = redo(redo(history));
    expect(history.present.layers[0]).toMatchObject({ width: start.width + 30, rotation: 30 });
  });
});
