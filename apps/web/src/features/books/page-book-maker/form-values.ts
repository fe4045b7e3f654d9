import type { MakerBookFormValues } from "@inkforge/domain/books/maker-book-form";
import type { MakerBookKind } from "@inkforge/domain/books/maker-books";

/*
 * The makers' form values before the author changes anything (zod-free: the page's first load).
 * The activity book starts as the one-click 60-page book (STARTER_ACTIVITY_SECTIONS in the
 * domain, kept equal by the page's test); the low-content maker's one-click templates are here too.
 */

const BLANK: MakerBookFormValues = {
  title: "",
  subtitle: "",
  author: "",
  trim: "8.5x11",
  paper: "white",
  seed: "",
  ageBand: "4-6",
  sections: [],
  answerKey: "true",
  dividers: "true",
  style: "mandala",
  designs: "50",
  complexity: "3",
  singleSided: "true",
  images: [],
  template: "notebook",
  design: "lined-college",
  pages: "120",
  year: "2027",
  holidays: "",
};

/** The 60-page activity book: 40 activities in nine sections, with dividers and answers. */
export const STARTER_SECTIONS: MakerBookFormValues["sections"] = [
  { type: "dot-to-dot", count: "6" },
  { type: "letter-tracing", count: "6" },
  { type: "number-tracing", count: "4" },
  { type: "maze", count: "5" },
  { type: "word-search", count: "4" },
  { type: "sudoku", count: "4" },
  { type: "counting", count: "4" },
  { type: "matching", count: "4" },
  { type: "colour-by-number", count: "3" },
];

export function makerDefaults(kind: MakerBookKind, seed: string): MakerBookFormValues {
  switch (kind) {
    case "activity-book":
      return { ...BLANK, seed, title: "My Activity Book", sections: STARTER_SECTIONS };
    case "coloring-book":
      return { ...BLANK, seed, title: "My Coloring Book" };
    case "low-content-book":
      return { ...BLANK, seed, title: "My Journal", trim: "6x9" };
  }
}

/** The low-content maker's one-click books: each sets every field the template needs. */
export const ONE_CLICK_BOOKS: {
  id: string;
  label: string;
  values: Partial<MakerBookFormValues>;
}[] = [
  {
    id: "lined-journal",
    label: "6 × 9 in lined journal, 120 pages",
    values: {
      template: "notebook",
      design: "lined-college",
      trim: "6x9",
      paper: "white",
      pages: "120",
      title: "Lined Journal",
    },
  },
  {
    id: "dated-planner",
    label: "8.5 × 11 in daily planner for 2027, a page a day",
    values: {
      template: "daily-planner",
      trim: "8.5x11",
      paper: "white",
      year: "2027",
      title: "2027 Daily Planner",
    },
  },
];

/** A short random seed an author can read back and type. */
export { newSeed } from "../puzzle-maker/form-values";
