// @vitest-environment node
import {
  type BookProject,
  DEFAULT_BOOK_SPECS,
  EMPTY_LISTING,
} from "@inkforge/domain/book-project/contract";
import { describe, expect, it } from "vitest";
import {
  projectToToolValues,
  toolValuesToProjectUpdate,
} from "@/components/project-picker/project-picker-values";
import { DEFAULTS as GUIDELINES } from "@/features/tools/guidelines-check/form-values";
import { DESCRIPTION_DEFAULTS as DESCRIPTION } from "@/features/tools/listing-creators/form-values";
import { DEFAULTS as PRICE } from "@/features/tools/price-check/form-values";
import { DEFAULTS as ROYALTY } from "@/features/tools/royalty/form-values";
import { DEFAULTS as TRADEMARK } from "@/features/tools/trademark-check/form-values";

// The cover template form's values (its defaults live in the tool component).
const COVER = { binding: "paperback", trim: "6x9", pages: "120", paper: "white" };

const project: BookProject = {
  id: "p1",
  title: "Garden book",
  specs: { ...DEFAULT_BOOK_SPECS, pageCount: 312, trim: "5.5x8.5", paper: "cream" },
  listPrices: { "amazon.co.uk": 9.99, "amazon.com": 12.99 },
  listing: { ...EMPTY_LISTING, title: "The Quiet Garden", author: "Ann Lee", keywords: ["a", "b"] },
  launchDate: null,
  boardId: null,
  interior: null,
  createdAt: "2026-11-27T00:00:00.000Z",
  updatedAt: "2026-11-27T00:00:00.000Z",
};

describe("project → tool values", () => {
  it.each([
    [
      "royalty",
      ROYALTY,
      {
        format: "paperback",
        marketplace: "amazon.com",
        listPrice: "12.99",
        pages: "312",
        trim: "5.5x8.5",
        paper: "cream",
      },
    ],
    [
      "price-check",
      { ...PRICE, marketplace: "amazon.de" },
      // Not priced in Germany: the first priced marketplace instead.
      { marketplace: "amazon.com", plannedPrice: "12.99", pages: "312" },
    ],
    [
      "cover-template",
      COVER,
      { binding: "paperback", trim: "5.5x8.5", pages: "312", paper: "cream" },
    ],
    [
      "guidelines-check",
      GUIDELINES,
      { title: "The Quiet Garden", author: "Ann Lee", keywords: "a\nb" },
    ],
    ["trademark-check", TRADEMARK, { title: "The Quiet Garden", series: "", keywords: "a\nb" }],
    ["description-creator", DESCRIPTION, { keywords: "a\nb", description: "" }],
  ] as const)("%s", (tool, current, expected) => {
    const mapped = projectToToolValues(tool, project, current);
    expect(mapped.ok && mapped.value).toMatchObject(expected);
  });

  it("the cover template refuses an eBook", () => {
    const ebook = { ...project, specs: { ...project.specs, binding: "ebook" as const } };
    expect(projectToToolValues("cover-template", ebook, COVER)).toMatchObject({ ok: false });
  });
});

describe("tool values → project update", () => {
  it("a calculator saves its specs and its marketplace's price, keeping the others", () => {
    const values = { ...ROYALTY, marketplace: "amazon.de", listPrice: "14.5", pages: "250" };
    const update = toolValuesToProjectUpdate("royalty", values, project);
    expect(update.ok && update.value).toEqual({
      specs: { binding: "paperback", pageCount: 250, trim: "6x9", ink: "black", paper: "white" },
      listPrices: { "amazon.co.uk": 9.99, "amazon.com": 12.99, "amazon.de": 14.5 },
    });
  });

  it("the cover template saves ink and paper from its paper choice", () => {
    const update = toolValuesToProjectUpdate(
      "cover-template",
      { ...COVER, paper: "premium-color" },
      project,
    );
    expect(update.ok && update.value.specs).toMatchObject({ ink: "premium-color", paper: "white" });
    expect(
      toolValuesToProjectUpdate("cover-template", { ...COVER, paper: "groundwood" }, project),
    ).toMatchObject({ ok: false });
  });

  it("the guidelines checker saves the listing, and refuses an eighth keyword", () => {
    const values = { ...GUIDELINES, title: "New", keywords: "one\n\ntwo" };
    const update = toolValuesToProjectUpdate("guidelines-check", values, project);
    expect(update.ok && update.value.listing).toMatchObject({
      title: "New",
      keywords: ["one", "two"],
    });
    const eight = { ...values, keywords: "1\n2\n3\n4\n5\n6\n7\n8" };
    expect(toolValuesToProjectUpdate("guidelines-check", eight, project)).toMatchObject({
      ok: false,
    });
  });

  it("the description creator saves only the description (the editor's sanitised HTML)", () => {
    const values = { ...DESCRIPTION, keywords: "x", description: "<p>A <b>cosy</b> tale</p>" };
    const update = toolValuesToProjectUpdate("description-creator", values, project);
    expect(update.ok && update.value.listing).toEqual({
      ...project.listing,
      description: "<p>A <b>cosy</b> tale</p>",
    });
  });

  it("the trademark checker saves its fields and keeps the project's author and description", () => {
    const withText = { ...project, listing: { ...project.listing, description: "<p>Hi</p>" } };
    const values = { ...TRADEMARK, title: "Garden Tales", keywords: "one\ntwo" };
    const update = toolValuesToProjectUpdate("trademark-check", values, withText);
    expect(update.ok && update.value.listing).toEqual({
      ...withText.listing,
      title: "Garden Tales",
      subtitle: "",
      series: "",
      author: "Ann Lee",
      description: "<p>Hi</p>",
      keywords: ["one", "two"],
    });
  });
});
