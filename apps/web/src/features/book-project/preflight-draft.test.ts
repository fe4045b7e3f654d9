// @vitest-environment node
import {
  type BookProject,
  DEFAULT_BOOK_SPECS,
  EMPTY_LISTING,
} from "@inkforge/domain/book-project/contract";
import { runPreflight } from "@inkforge/domain/book-project/preflight";
import {
  type ProjectFormValues,
  projectFormSchema,
} from "@inkforge/domain/book-project/project-form";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { toDraft, toPreflightInput } from "./preflight-draft";

/** The PUT body the page sends for these values, or the first problem (its field and sentence). */
function toProjectUpdate(draft: ProjectFormValues) {
  const read = z.safeParse(projectFormSchema, draft);
  if (read.success) return { ok: true as const, body: read.data };
  const issue = read.error.issues[0];
  return { ok: false as const, field: issue?.path.join("."), message: issue?.message };
}

const project: BookProject = {
  id: "p1",
  title: "Garden book",
  specs: { ...DEFAULT_BOOK_SPECS, pageCount: 120 },
  listPrices: { "amazon.com": 9.99, "amazon.de": 11.5 },
  listing: { ...EMPTY_LISTING, title: "The Quiet Garden", keywords: ["a", "b"] },
  launchDate: null,
  boardId: null,
  interior: null,
  createdAt: "2026-11-27T00:00:00.000Z",
  updatedAt: "2026-11-27T00:00:00.000Z",
};

describe("project draft", () => {
  it("round-trips a stored project into the same PUT body", () => {
    const update = toProjectUpdate(toDraft(project));
    expect(update).toEqual({
      ok: true,
      body: {
        title: "Garden book",
        specs: project.specs,
        listPrices: project.listPrices,
        listing: project.listing,
      },
    });
  });

  it("a half-typed page count is checked by the pre-flight but not saved", () => {
    const draft = { ...toDraft(project), pageCount: "12x" };
    expect(toProjectUpdate(draft)).toMatchObject({ ok: false, field: "pageCount" });
    const result = runPreflight(toPreflightInput(draft));
    expect(result.cover).toBeNull();
    expect(result.problems[0]).toMatchObject({ area: "print-specs", field: "pages" });
  });

  it("an emptied price is removed from the project, a new one added", () => {
    const draft = toDraft(project);
    const changed = { ...draft, prices: { ...draft.prices, "amazon.de": "", "amazon.fr": "12" } };
    const update = toProjectUpdate(changed);
    expect(update.ok && update.body.listPrices).toEqual({ "amazon.com": 9.99, "amazon.fr": 12 });
    expect(toPreflightInput(changed).prices).toEqual({ "amazon.com": 9.99, "amazon.fr": 12 });
  });

  it("keywords and categories are one per line, blank lines dropped", () => {
    const draft = { ...toDraft(project), keywords: "one\n\n two \n", categories: "Gardening\n" };
    const update = toProjectUpdate(draft);
    expect(update.ok && update.body.listing).toMatchObject({
      keywords: ["one", "two"],
      categories: ["Gardening"],
    });
  });

  it("an eBook is checked without pages and saved without a bad page count", () => {
    const draft = {
      ...toDraft(project),
      binding: "ebook" as const,
      pageCount: "",
      fileSizeMb: "2",
    };
    expect(toPreflightInput(draft).pages).toBeNull();
    const update = toProjectUpdate(draft);
    expect(update.ok && update.body.specs).toEqual({
      binding: "ebook",
      trim: "6x9",
      paper: "white",
      ink: "black",
      fileSizeMb: 2,
    });
  });
});
