import { describe, expect, it } from "vitest";
import {
  authorBookFromProject,
  type ProjectForAuthorBook,
  projectBookId,
} from "./book-from-project";
import { authorBookSchema } from "./contracts";

const project: ProjectForAuthorBook = {
  id: "6f1c3a52-8a5e-4f0e-9d0b-0d4f3c1e2a10",
  title: "Working title",
  listing: {
    title: "The Salt Road",
    subtitle: "A Lighthouse Mystery",
    series: "Lighthouse Mysteries",
    description: "<p>A <b>storm</b> and a secret.</p>",
  },
  binding: "paperback",
  launchDate: "2027-05-01",
};

describe("authorBookFromProject", () => {
  it("takes what a reader sees from the listing, and the book's id from the project", () => {
    const book = authorBookFromProject(project, { isbn: "", reportAsins: [] });
    expect(book).toMatchObject({
      id: projectBookId(project.id),
      title: "The Salt Road",
      subtitle: "A Lighthouse Mystery",
      series: "Lighthouse Mysteries",
      description: "<p>A <b>storm</b> and a secret.</p>",
      formats: ["paperback"],
      asin: "",
      isbn: "",
      coverImage: "",
      releaseDate: "2027-05-01",
    });
    // Whatever it makes is a book the page's own contract takes.
    expect(authorBookSchema.safeParse(book).success).toBe(true);
  });

  it.each([
    ["no listing title: the project's", { title: "" }, "Working title"],
    ["a title over 200 characters is cut", { title: "T".repeat(300) }, "T".repeat(200)],
  ])("%s", (_name, listing, title) => {
    const book = authorBookFromProject(
      { ...project, listing: { ...project.listing, ...listing } },
      { isbn: "", reportAsins: [] },
    );
    expect(book.title).toBe(title);
  });

  it.each([
    // [case, book writer's ISBN, report ASINs, asin, isbn]
    ["nothing known", "", [], "", ""],
    ["an ebook ASIN from the reports", "", ["b0c1234567"], "B0C1234567", ""],
    ["a print ISBN-10 in the ASIN column is an ISBN", "", ["0306406152"], "", "0306406152"],
    ["both kinds", "", ["0306406152", "B0C1234567"], "B0C1234567", "0306406152"],
    [
      "the book writer's ISBN wins, hyphens dropped",
      "978-0-306-40615-7",
      ["0306406152"],
      "",
      "9780306406157",
    ],
    ["a wrong check digit is not an ISBN", "9780306406158", [], "", ""],
    ["junk in the reports is ignored", "", ["n/a", "B0C12"], "", ""],
  ])("%s", (_name, isbn, reportAsins, asin, expected) => {
    const book = authorBookFromProject(project, { isbn, reportAsins });
    expect([book.asin, book.isbn]).toEqual([asin, expected]);
    expect(authorBookSchema.safeParse(book).success).toBe(true);
  });

  it("keeps a description that fits; a longer one becomes its plain text, cut at a word", () => {
    const long = `<p>${"word ".repeat(1200)}</p>`;
    const book = authorBookFromProject(
      { ...project, listing: { ...project.listing, description: long } },
      { isbn: "", reportAsins: [] },
    );
    expect(book.description?.length).toBeLessThanOrEqual(4000);
    expect(book.description).toMatch(/^<p>(word )*word…<\/p>$/);
    expect(authorBookSchema.safeParse(book).success).toBe(true);
  });

  it("an ebook project's format and no launch date", () => {
    const book = authorBookFromProject(
      { ...project, binding: "ebook", launchDate: null },
      { isbn: "", reportAsins: [] },
    );
    expect([book.formats, book.releaseDate]).toEqual([["ebook"], ""]);
  });
});
