import { describe, expect, it } from "vitest";
import { BSR_CURVES, listBsrCurves, readBsrCurve } from "./bsr-curves";

const curve = (id: string) => {
  const found = BSR_CURVES.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe("BSR curves", () => {
  it.each([
    ["kindlepreneur", 1, 6400],
    ["kindlepreneur", 5, 4000],
    ["kindlepreneur", 100, 1000],
    ["kindlepreneur", 150, 750],
    ["kindlepreneur", 10000, 15],
    ["kindlepreneur", 100000, 1],
    ["anchor-set-a", 1000, 100],
    ["anchor-set-b", 100000, 1.1],
    ["table-c", 3000, 30],
    ["nfaa", 500, 175],
    ["robertson", 1, 10000],
    ["robertson", 10, 10000],
    ["robertson", 250, 400],
    ["robertson", 100000, 1],
  ])("%s at rank %i gives %d a day", (id, rank, sales) => {
    expect(readBsrCurve(curve(id), rank)).toBeCloseTo(sales, 6);
  });

  it("interpolates log-log curves between anchors", () => {
    // Half way (in log) between 100→350 and 1000→100 is √(350×100).
    expect(readBsrCurve(curve("anchor-set-a"), Math.sqrt(100 * 1000))).toBeCloseTo(
      Math.sqrt(35000),
      6,
    );
  });

  it("falls off past the last anchor and never rises with rank", () => {
    for (const c of BSR_CURVES) {
      let previous = Number.POSITIVE_INFINITY;
      for (const rank of [1, 2, 10, 99, 1000, 12345, 100000, 400000, 2000000]) {
        const sales = readBsrCurve(c, rank);
        expect(sales).toBeLessThanOrEqual(previous);
        expect(sales).toBeGreaterThanOrEqual(0);
        previous = sales;
      }
      expect(readBsrCurve(c, 3_000_000)).toBeLessThan(1);
    }
  });

  it("lists only attributed curves per format, each with a dated source", () => {
    expect(listBsrCurves("ebook").map((c) => c.id)).toEqual(["kindlepreneur", "robertson"]);
    expect(listBsrCurves("print").map((c) => c.id)).toEqual(["nfaa"]);
    const unattributed = BSR_CURVES.filter((c) => !c.attributed).map((c) => c.id);
    expect(unattributed).toEqual(["anchor-set-a", "anchor-set-b", "table-c"]);
    for (const c of BSR_CURVES) expect(c.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
