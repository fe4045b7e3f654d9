import { describe, expect, it } from "vitest";
import { BSR_CURVES, readBsrCurve } from "../../kdp/bsr-curves";
import { computeRoyalty } from "../royalty/royalty";
import { bsrSalesInputSchema, CHART_RANKS, estimateBsrSales, sampleBsrCurves } from "./bsr-sales";

const curve = (id: string) => {
  const found = BSR_CURVES.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe("estimateBsrSales", () => {
  it.each([
    // Anchor ranks: both attributed Kindle curves pass through a published point.
    // rank, Kindlepreneur, Robertson (100,000 ÷ rank)
    [100, 1000, 1000],
    [10000, 15, 10],
    [100000, 1, 1],
  ])("eBook at rank %i spans the two attributed curves", (bsr, kp, robertson) => {
    const result = estimateBsrSales({ bsr, format: "ebook" });
    expect(result.daily.low).toBe(Math.min(kp, robertson));
    expect(result.daily.high).toBe(Math.max(kp, robertson));
    expect(result.daily.typical).toBeCloseTo((kp + robertson) / 2, 2);
    expect(result.monthly.typical).toBe(Math.round(result.daily.typical * 30));
    expect(result.curves.map((reading) => reading.id)).toEqual(["kindlepreneur", "robertson"]);
  });

  it("reads the Kindlepreneur curve as its plugin does (rank 1 is 6,400, linear between anchors)", () => {
    expect(readBsrCurve(curve("kindlepreneur"), 1)).toBe(6400);
    expect(readBsrCurve(curve("kindlepreneur"), 150)).toBe(750);
  });

  it("uses the one attributed print curve for a paperback or hardcover, and says it is one", () => {
    const paperback = estimateBsrSales({ bsr: 500, format: "paperback" });
    expect(paperback.curves.map((reading) => reading.id)).toEqual(["nfaa"]);
    // NFAA: 175 a day at rank 500.
    expect(paperback.daily).toEqual({ low: 175, typical: 175, high: 175 });
    expect(estimateBsrSales({ bsr: 500, format: "hardcover" }).daily).toEqual(paperback.daily);
    expect(paperback.notes[0]?.text).toMatch(/single attributed published curve/);
    expect(paperback.notes[0]?.source.key).toBe("NFAA");
    expect(estimateBsrSales({ bsr: 500, format: "ebook" }).notes[0]?.text).toMatch(
      /2 attributed published Kindle curves/,
    );
  });

  // Before: curves from unattributed code counted equally and pulled "typical" below every
  // attributed curve at the top ranks (rank 10 eBook: 1,287 a day against Kindlepreneur's 3,667).
  const ATTRIBUTED = { ebook: ["kindlepreneur", "robertson"], paperback: ["nfaa"] } as const;
  it.each(
    (["ebook", "paperback"] as const).flatMap((format) =>
      [10, 20, 35, 50, 75, 100].map((bsr) => [format, bsr] as const),
    ),
  )("%s at rank %i: typical lies within the attributed curves", (format, bsr) => {
    const readings = ATTRIBUTED[format].map((id) => readBsrCurve(curve(id), bsr));
    const { daily, curves } = estimateBsrSales({ bsr, format });
    expect(daily.typical).toBeGreaterThanOrEqual(Math.floor(Math.min(...readings) * 100) / 100);
    expect(daily.typical).toBeLessThanOrEqual(Math.ceil(Math.max(...readings) * 100) / 100);
    expect(curves.map((reading) => reading.id)).toEqual([...ATTRIBUTED[format]]);
  });

  it("falls as the rank grows, on both sides of the 100,000 anchor", () => {
    const ranks = [1, 99_999, 100_000, 100_001, 1_000_000, 10_000_000];
    const typical = ranks.map((bsr) => estimateBsrSales({ bsr, format: "ebook" }).daily.typical);
    for (let index = 1; index < typical.length; index += 1) {
      expect(typical[index]).toBeLessThanOrEqual(typical[index - 1] ?? Number.POSITIVE_INFINITY);
    }
    expect(typical.at(-1)).toBeGreaterThanOrEqual(0);
  });

  it("scales other stores by their factor and says so", () => {
    const us = estimateBsrSales({ bsr: 1000, format: "ebook" });
    const uk = estimateBsrSales({ bsr: 1000, format: "ebook", marketplace: "amazon.co.uk" });
    expect(uk.marketplaceFactor).toBe(0.31);
    expect(uk.daily.high).toBeCloseTo(us.daily.high * 0.31, 1);
    expect(uk.notes.some((note) => note.text.includes("31%"))).toBe(true);
  });

  it("notes Kindle Unlimited borrows for an eBook only", () => {
    const mentionsKu = (format: "ebook" | "paperback") =>
      estimateBsrSales({ bsr: 2000, format }).notes.some((note) =>
        note.text.includes("Kindle Unlimited"),
      );
    expect(mentionsKu("ebook")).toBe(true);
    expect(mentionsKu("paperback")).toBe(false);
  });

  it("multiplies the royalty calculator's royalty by the monthly sales", () => {
    const book = { format: "paperback", listPrice: 15, pages: 300, trim: "6x9" } as const;
    const result = estimateBsrSales({ bsr: 10000, ...book });
    const perSale = computeRoyalty({ marketplace: "amazon.com", ...book }).royalty;
    expect(result.royalty?.perSale).toBe(perSale);
    expect(result.royalty?.currency).toBe("USD");
    expect(result.royalty?.monthly.typical).toBeCloseTo(perSale * result.monthly.typical, 2);
  });

  it.each([
    // Issue 24: the page count decides the printing cost, so it is asked for, never assumed.
    [{ format: "paperback", listPrice: "12.99", pages: "" }, null],
    [{ format: "paperback", listPrice: "12.99", pages: "200" }, 4.39],
    [{ format: "paperback", listPrice: "12.99", pages: "300" }, 3.19],
    [{ format: "hardcover", listPrice: "24.99", pages: "" }, null],
    [{ format: "ebook", listPrice: "4.99", pages: "", fileSizeMb: "2" }, 3.28],
  ] as const)("royalty a copy for %j: %s", (book, perSale) => {
    const result = estimateBsrSales({
      bsr: "10000",
      marketplace: "amazon.com",
      trim: "6x9",
      ...book,
    });
    expect(result.royalty?.perSale ?? null).toBe(perSale);
    // The sales estimate stands either way.
    expect(result.monthly.typical).toBeGreaterThan(0);
  });

  it("accepts query-string text", () => {
    expect(estimateBsrSales({ bsr: "2500", format: "ebook", marketplace: "" }).bsr).toBe(2500);
  });

  it.each([
    ["bsr", { format: "ebook" }],
    ["bsr", { bsr: 0, format: "ebook" }],
    ["bsr", { bsr: 10_000_001, format: "ebook" }],
    ["bsr", { bsr: 12.5, format: "ebook" }],
    ["format", { bsr: 100, format: "audiobook" }],
    ["marketplace", { bsr: 100, format: "ebook", marketplace: "amazon.pl" }],
    ["listPrice", { bsr: 100, format: "ebook", listPrice: -1 }],
    ["fileSizeMb", { bsr: 100, format: "ebook", listPrice: 4.99 }],
    ["pages", { bsr: 100, format: "paperback", listPrice: 12.99, pages: 0 }],
  ])("refuses input naming %s", (field, input) => {
    const parsed = bsrSalesInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it.each([
    [["bsr", "marketplace"], { bsr: "top ten", format: "ebook", marketplace: "amazon.pl" }],
    [["bsr", "pages"], { bsr: "", format: "paperback", listPrice: 12.99, pages: 9000 }],
  ])("names every bad field at once: %j", (fields, input) => {
    const parsed = bsrSalesInputSchema.safeParse(input);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual(fields);
  });
});

describe("sampleBsrCurves", () => {
  it("samples 1 to 1,000,000 with low ≤ typical ≤ high", () => {
    const points = sampleBsrCurves("ebook", "amazon.com");
    expect(points[0]?.rank).toBe(1);
    expect(points.at(-1)?.rank).toBe(1_000_000);
    expect(points).toHaveLength(CHART_RANKS.length);
    for (const point of points) {
      expect(point.low).toBeLessThanOrEqual(point.typical);
      expect(point.typical).toBeLessThanOrEqual(point.high);
    }
  });
});
