import { describe, expect, it } from "vitest";
import { activityBookRequestSchema } from "./activities/activity-book";
import { coloringBookRequestSchema } from "./coloring/coloring-book";
import { lowContentRequestSchema } from "./low-content/low-content-book";
import {
  type MakerBook,
  makerBookRefusal,
  makerBookSize,
  makerBookTrim,
  planMakerBook,
  toMakerSample,
} from "./maker-books";

const base = { title: "T", author: "A" };
const activity = (counts: number[]): MakerBook => ({
  kind: "activity-book",
  request: activityBookRequestSchema.parse({
    ...base,
    ageBand: "4-6",
    sections: counts.map((count) => ({ type: "maze", count })),
  }),
});
const coloring = (designs: number): MakerBook => ({
  kind: "coloring-book",
  request: coloringBookRequestSchema.parse({ ...base, designs }),
});
const lowContent = (input: object): MakerBook => ({
  kind: "low-content-book",
  request: lowContentRequestSchema.parse({ ...base, template: "notebook", ...input }),
});

describe("free samples of the page-book makers", () => {
  it.each([
    ["activity pages over several sections", activity([4, 4, 4]), 12, 6],
    ["activity pages within the sample", activity([2, 3]), 5, 5],
    ["designs", coloring(50), 50, 5],
    ["designs within the sample", coloring(3), 3, 3],
    ["a low-content book (no sample needed)", lowContent({}), 0, 0],
  ])("%s", (_case, book, size, sampled) => {
    expect(makerBookSize(book)).toBe(size);
    expect(makerBookSize(toMakerSample(book))).toBe(sampled);
  });

  it("keeps a sample's first sections in order and drops the emptied ones", () => {
    const sample = toMakerSample(activity([4, 4, 4]));
    expect(sample.kind === "activity-book" && sample.request.sections.map((s) => s.count)).toEqual([
      4, 2,
    ]);
  });
});

describe("makerBookTrim", () => {
  it.each([
    ["an activity book's own trim", activity([1]), "8.5x11"],
    ["a notebook template's trim", lowContent({}), "6x9"],
    ["a daily planner's trim", lowContent({ template: "daily-planner", year: 2027 }), "8.5x11"],
    ["a chosen trim over the template's", lowContent({ trim: "5x8" }), "5x8"],
  ])("%s", (_case, book, trim) => {
    expect(makerBookTrim(book)).toBe(trim);
  });
});

describe("makerBookRefusal", () => {
  it.each([
    ["a planner without its year", lowContent({ template: "daily-planner" }), "year"],
    [
      "an unknown activity type",
      {
        kind: "activity-book",
        request: { ...(activity([1]).request as object), sections: [{ type: "x", count: 1 }] },
      } as MakerBook,
      "sections.0.type",
    ],
  ])("names the field of %s", (_case, book, field) => {
    let caught: unknown;
    try {
      planMakerBook(book, { seed: "s", year: 2026 });
    } catch (error) {
      caught = error;
    }
    expect(makerBookRefusal(caught)?.field).toBe(field);
  });

  it("is null for any other error", () => {
    expect(makerBookRefusal(new Error("boom"))).toBeNull();
  });
});
