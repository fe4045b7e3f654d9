import { describe, expect, it } from "vitest";
import { PRINT_MINIMUMS } from "../../kdp/interior-rules";
import type { Point } from "../coloring/geometry";
import type { Element } from "../interior/elements";
import {
  type ShadowMatchingPage,
  type SpotTheDifferencePage,
  shadowMatching,
  silhouette,
  spotTheDifference,
} from "./look-and-find";
import { AGE_BANDS, type AgeBand } from "./types";

const box = { x: 40, y: 80, width: 460, height: 560 };
const seeds = ["a", "b", "c", "d", "e", "f", "g", "h"];

const shadows = (band: AgeBand, seed = "x") =>
  shadowMatching.generate(seed, { ageBand: band, index: 0 }) as ShadowMatchingPage;
const spots = (band: AgeBand, seed = "x") =>
  spotTheDifference.generate(seed, { ageBand: band, index: 0 }) as SpotTheDifferencePage;

/** The weight of the first outline drawn (a picture, not a shadow's fixed fill). */
const outlineWeight = (elements: Element[]) =>
  elements.find((element) => element.kind === "polyline")?.strokePt ?? 0;

describe("shadow matching", () => {
  it.each([
    ["3-5", 3, false],
    ["4-6", 4, false],
    ["6-8", 5, true],
  ] as const)("ages %s: %i pictures, shadows turned: %s", (band, count, turned) => {
    const turnedSomewhere = seeds.some((seed) => shadows(band, seed).turns.some((t) => t !== 0));
    const page = shadows(band);
    expect(page.shapes).toHaveLength(count);
    expect(new Set(page.shapes).size).toBe(count);
    expect(turnedSomewhere).toBe(turned);
  });

  it.each(AGE_BANDS)("ages %s: every shadow once, none beside its own picture", (band) => {
    for (const seed of seeds) {
      const page = shadows(band, seed);
      expect([...page.shadows].sort()).toEqual(page.shapes.map((_, index) => index));
      for (const [row, owner] of page.shadows.entries()) expect(owner).not.toBe(row);
    }
  });

  it("the answer joins each picture to the row of its shadow", () => {
    const page = shadows("4-6");
    const puzzle = shadowMatching.draw(page, box);
    const joins = (shadowMatching.drawAnswer?.(page, box) ?? []).slice(puzzle.length);
    expect(joins).toHaveLength(page.shapes.length);
    for (const join of joins) expect(join.kind).toBe("line");
  });

  it("draws thicker outlines for younger children", () => {
    const at = (band: AgeBand) => outlineWeight(shadowMatching.draw(shadows(band), box));
    expect(at("3-5")).toBeGreaterThan(at("4-6"));
    expect(at("4-6")).toBeGreaterThan(at("6-8"));
  });
});

describe("silhouette", () => {
  it("fills a square with touching strokes, all inside it", () => {
    const square: Point[] = [
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ];
    const lines = silhouette(square, 2).filter((element) => element.kind === "line");
    expect(lines.length).toBeGreaterThanOrEqual(100 / (2 * 0.9) - 2);
    for (const line of lines) {
      if (line.kind !== "line") continue;
      expect(line.x1).toBeCloseTo(0);
      expect(line.x2).toBeCloseTo(100);
      expect(line.y1).toBeGreaterThanOrEqual(1);
      expect(line.y1).toBeLessThanOrEqual(99);
    }
  });

  it("leaves the notch of a U shape empty", () => {
    const u: Point[] = [
      [0, 0],
      [30, 0],
      [30, 70],
      [70, 70],
      [70, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ];
    const high = silhouette(u, 2).filter((e) => e.kind === "line" && e.y1 < 60);
    expect(high.length).toBeGreaterThan(0);
    for (const line of high) if (line.kind === "line") expect(line.x2 - line.x1).toBeCloseTo(30);
  });
});

describe("spot the difference", () => {
  it.each([
    ["3-5", 3, 2, 3],
    ["4-6", 3, 3, 5],
    ["6-8", 4, 3, 7],
  ] as const)("ages %s: a %i × %i scene with %i differences", (band, cols, rows, count) => {
    const page = spots(band);
    expect([page.cols, page.rows]).toEqual([cols, rows]);
    expect(page.scene).toHaveLength(cols * rows);
    expect(page.differences).toHaveLength(count);
    expect(spotTheDifference.instruction(page)).toContain(`${count} differences`);
  });

  it.each(AGE_BANDS)("ages %s: differences in distinct cells, each one visible", (band) => {
    for (const seed of seeds) {
      const page = spots(band, seed);
      expect(new Set(page.differences.map((d) => d.cell)).size).toBe(page.differences.length);
      for (const difference of page.differences) {
        const item = page.scene[difference.cell];
        if (difference.kind === "swapped") expect(difference.shape).not.toBe(item?.shape);
        // Symmetric shapes are never "flipped": the change would not show.
        if (difference.kind === "flipped")
          expect(["heart", "star", "diamond", "bell", "house", "tree"]).not.toContain(item?.shape);
      }
    }
  });

  it("the second picture misses what was taken away; the answer circles every difference", () => {
    for (const seed of seeds) {
      const page = spots("6-8", seed);
      const drawn = spotTheDifference.draw(page, box);
      const missing = page.differences.filter((d) => d.kind === "missing").length;
      const shapes = drawn.filter((element) => element.kind === "polyline");
      expect(shapes).toHaveLength(2 * page.scene.length - missing);
      const answer = spotTheDifference.drawAnswer?.(page, box) ?? [];
      const rings = answer.filter((element) => element.kind === "circle");
      expect(rings).toHaveLength(page.differences.length);
      // Rings sit in the bottom picture.
      for (const ring of rings)
        if (ring.kind === "circle") expect(ring.cy).toBeGreaterThan(box.y + box.height / 2);
    }
  });

  it("draws thicker outlines for younger children, never under the print minimum", () => {
    const at = (band: AgeBand) => outlineWeight(spotTheDifference.draw(spots(band), box));
    expect(at("3-5")).toBeGreaterThan(at("4-6"));
    expect(at("4-6")).toBeGreaterThan(at("6-8"));
    expect(at("6-8")).toBeGreaterThanOrEqual(PRINT_MINIMUMS.lineWeightPt);
  });
});
