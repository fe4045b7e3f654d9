import { describe, expect, it } from "vitest";
import { STARTER_ACTIVITY_SECTIONS } from "./activities/activity-book";
import {
  describeMakerBookChoices,
  type MakerBookFormValues,
  readMakerBookForm,
} from "./maker-book-form";

const values: MakerBookFormValues = {
  title: "Book",
  subtitle: "",
  author: "Ada",
  trim: "8.5x11",
  paper: "white",
  seed: "seed1",
  ageBand: "4-6",
  sections: STARTER_ACTIVITY_SECTIONS.map(({ type, count }) => ({ type, count: String(count) })),
  answerKey: "true",
  dividers: "true",
  style: "mandala",
  designs: "50",
  complexity: "3",
  singleSided: "true",
  template: "notebook",
  design: "lined-college",
  pages: "120",
  year: "2027",
  holidays: "",
};

describe("readMakerBookForm", () => {
  it.each([
    ["activity-book", {}, { ageBand: "4-6", trim: "8.5x11" }],
    ["coloring-book", { style: "mixed" }, { designs: 50, complexity: 3, singleSided: true }],
    ["low-content-book", { trim: "6x9" }, { template: "notebook", pages: 120, trim: "6x9" }],
    [
      "low-content-book",
      { template: "daily-planner", holidays: "UK" },
      { template: "daily-planner", year: 2027, holidays: "UK" },
    ],
  ] as const)("reads a %s form %j", (kind, overrides, expected) => {
    const read = readMakerBookForm(kind, { ...values, ...overrides });
    expect(read.ok).toBe(true);
    if (read.ok) {
      expect(read.book.kind).toBe(kind);
      expect(read.book.request).toMatchObject(expected);
      expect(read.seed).toBe("seed1");
    }
  });

  it("a mixed coloring book takes every style in turn", () => {
    const read = readMakerBookForm("coloring-book", { ...values, style: "mixed" });
    expect(read.ok && read.book.kind === "coloring-book" && read.book.request.styles).toHaveLength(
      5,
    );
  });

  it.each([
    ["activity-book", { author: " " }, "author"],
    ["activity-book", { sections: [{ type: "maze", count: "0" }] }, "sections.0.count"],
    ["activity-book", { sections: [{ type: "crossword", count: "2" }] }, "sections.0.type"],
    ["activity-book", { sections: [] }, "sections"],
    [
      "activity-book",
      { sections: [1, 2, 3, 4].map(() => ({ type: "maze", count: "100" })) },
      "sections",
    ],
    ["activity-book", { ageBand: "9-12" }, "ageBand"],
    ["coloring-book", { designs: "0" }, "designs"],
    ["coloring-book", { designs: "many" }, "designs"],
    ["coloring-book", { style: "paisley" }, "style"],
    ["low-content-book", { pages: "10" }, "pages"],
    ["low-content-book", { template: "daily-planner", year: "2031" }, "year"],
    ["low-content-book", { seed: "no spaces" }, "seed"],
  ] as const)("%s: %j is a problem of %s", (kind, overrides, path) => {
    const read = readMakerBookForm(kind, { ...values, ...overrides } as MakerBookFormValues);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.issues.map((issue) => issue.path)).toContain(path);
  });
});

describe("describeMakerBookChoices", () => {
  it("offers the shipped activity types, the holiday years and each maker's sample", () => {
    const activity = describeMakerBookChoices("activity-book");
    expect(activity.activityTypes.map((type) => type.value)).toContain("dot-to-dot");
    expect(activity.sample).toEqual({ max: 6, unit: "activity pages" });
    const lowContent = describeMakerBookChoices("low-content-book");
    expect(lowContent.sample).toBeNull();
    expect(lowContent.years.map((year) => year.value)).toContain("2027");
    expect(lowContent.templates.find((t) => t.value === "notebook")).toMatchObject({
      trim: "6x9",
      pages: 120,
      dated: false,
    });
  });
});
