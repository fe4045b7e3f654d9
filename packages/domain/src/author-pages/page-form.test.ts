import { describe, expect, it } from "vitest";
import { AMAZON_DOMAINS } from "../research/amazon-marketplaces";
import {
  type AuthorBookFormValues,
  type AuthorPageFormValues,
  authorPageFormSchema,
} from "./page-form";

const book: AuthorBookFormValues = {
  id: "b1",
  title: "The Tide Road",
  subtitle: "",
  formats: ["paperback"],
  series: "Saltwater",
  seriesNumber: "2",
  description: "",
  asin: " b0c5550001 ",
  isbn: "",
  coverImage: "",
  stores: { kobo: "https://www.kobo.com/ebook/the-tide-road", apple: "" },
  excerpt: "",
  releaseDate: "",
  reviews: [],
};

const page: AuthorPageFormValues = {
  slug: " Mara-Quill ",
  penName: "Mara Quill",
  tagline: "",
  bio: "",
  genres: "Literary fiction, , Sea stories",
  theme: "midnight",
  newsletter: true,
  newsletterHeading: "",
  consentText: "",
  associateTags: AMAZON_DOMAINS.map((domain) => (domain === "amazon.de" ? " mara-21 " : "")),
  links: { website: "https://mara.example.com/", goodreads: "" },
  photo: "",
  startHere: "gone",
  books: [book],
};

const tagIndex = AMAZON_DOMAINS.indexOf("amazon.de");
const withBook = (change: Partial<AuthorBookFormValues>) => ({ books: [{ ...book, ...change }] });
const read = (change: Partial<AuthorPageFormValues>) =>
  authorPageFormSchema.safeParse({ ...page, ...change });

describe("authorPageFormSchema", () => {
  it("sends the bio, a description and an excerpt as typed: paragraphs, and markup characters as text", () => {
    const body = authorPageFormSchema.parse({
      ...page,
      bio: "Also 3 < 5 & more.\n\nSecond paragraph.",
      ...withBook({ description: "A <b>bold</b> claim", excerpt: "Line one\nline two" }),
    });
    expect(body.bio).toBe("<p>Also 3 &#60; 5 &#38; more.</p><p>Second paragraph.</p>");
    expect(body.books?.[0]?.description).toBe("<p>A &#60;b&#62;bold&#60;/b&#62; claim</p>");
    expect(body.books?.[0]?.excerpt).toBe("<p>Line one<br>line two</p>");
  });

  it("reads the editor's boxes into the save body", () => {
    expect(authorPageFormSchema.parse(page)).toEqual({
      slug: "mara-quill",
      penName: "Mara Quill",
      tagline: "",
      bio: "",
      photo: "",
      genres: ["Literary fiction", "Sea stories"],
      links: [{ kind: "website", url: "https://mara.example.com/" }],
      theme: "midnight",
      associateTags: { "amazon.de": "mara-21" },
      newsletter: { enabled: true, heading: "Get news of my next book" },
      books: [
        {
          id: "b1",
          title: "The Tide Road",
          subtitle: "",
          formats: ["paperback"],
          series: "Saltwater",
          seriesNumber: 2,
          description: "",
          asin: "b0c5550001",
          isbn: "",
          coverImage: "",
          otherStores: [{ store: "kobo", url: "https://www.kobo.com/ebook/the-tide-road" }],
          excerpt: "",
          releaseDate: "",
          reviews: [],
        },
      ],
      // The chosen book is no longer on the page.
      startHere: "",
    });
  });

  it.each<[string, Partial<AuthorPageFormValues>, Record<string, unknown>]>([
    [
      "the stored consent sentence sent back",
      { consentText: "I agree." },
      {
        newsletter: { enabled: true, heading: "Get news of my next book", consentText: "I agree." },
      },
    ],
    ["a book to start with", { startHere: "b1" }, { startHere: "b1" }],
    [
      "no series number",
      withBook({ seriesNumber: " " }),
      { books: [expect.objectContaining({ seriesNumber: null })] },
    ],
    [
      "series number 0",
      withBook({ seriesNumber: "0" }),
      { books: [expect.objectContaining({ seriesNumber: 0 })] },
    ],
    [
      "series number 999",
      withBook({ seriesNumber: "999" }),
      { books: [expect.objectContaining({ seriesNumber: 999 })] },
    ],
    [
      "an empty review row left out",
      withBook({
        reviews: [
          { quote: " ", source: "" },
          { quote: "Bright.", source: "The Harbour Review" },
        ],
      }),
      {
        books: [
          expect.objectContaining({
            reviews: [{ quote: "Bright.", source: "The Harbour Review" }],
          }),
        ],
      },
    ],
    [
      "a 200-character title",
      withBook({ title: "t".repeat(200) }),
      { books: [expect.objectContaining({ title: "t".repeat(200) })] },
    ],
    ["a pen name of 100 characters", { penName: "p".repeat(100) }, { penName: "p".repeat(100) }],
  ])("accepts %s", (_case, change, body) => {
    const result = read(change);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject(body);
  });

  it.each<[string, Partial<AuthorPageFormValues>, (string | number)[], string]>([
    ["no pen name", { penName: " " }, ["penName"], "Enter your pen name."],
    [
      "a pen name of 101 characters",
      { penName: "p".repeat(101) },
      ["penName"],
      "Pen name must be at most 100 characters.",
    ],
    ["a two-letter address", { slug: "ab" }, ["slug"], "A page address has at least 3 characters."],
    [
      "a reserved address",
      { slug: "blog" },
      ["slug"],
      "This page address is reserved; choose another.",
    ],
    [
      "a profile link without https://",
      { links: { goodreads: "goodreads.com/author/1" } },
      ["links", "goodreads"],
      "Use a web address that starts with https:// or http://.",
    ],
    [
      "an associate tag with a space",
      { associateTags: AMAZON_DOMAINS.map((_, index) => (index === tagIndex ? "mara 21" : "")) },
      ["associateTags", tagIndex],
      "An associate tag is letters, digits and hyphens, like myname-20.",
    ],
    [
      "a heading of 121 characters",
      { newsletterHeading: "h".repeat(121) },
      ["newsletterHeading"],
      "Heading must be at most 120 characters.",
    ],
    [
      "a book without a title",
      withBook({ title: "  " }),
      ["books", 0, "title"],
      "A book needs a title.",
    ],
    [
      "a 201-character title",
      withBook({ title: "t".repeat(201) }),
      ["books", 0, "title"],
      "Title must be at most 200 characters.",
    ],
    [
      "series number 1000",
      withBook({ seriesNumber: "1000" }),
      ["books", 0, "seriesNumber"],
      "Number must be at most 999.",
    ],
    [
      "a series number that is not one",
      withBook({ seriesNumber: "two" }),
      ["books", 0, "seriesNumber"],
      "Number is not valid.",
    ],
    [
      "a nine-character ASIN",
      withBook({ asin: "B0C555000" }),
      ["books", 0, "asin"],
      "An ASIN is 10 letters and digits, like B0C1234567.",
    ],
    [
      "an ISBN with a wrong check digit",
      withBook({ isbn: "978-0-306-40615-8" }),
      ["books", 0, "isbn"],
      "Enter a 10- or 13-digit ISBN with a valid check digit.",
    ],
    [
      "a day that does not exist",
      withBook({ releaseDate: "2027-02-30" }),
      ["books", 0, "releaseDate"],
      "Use a date like 2027-03-14.",
    ],
    [
      "a store link without https://",
      withBook({ stores: { kobo: "kobo.com/x" } }),
      ["books", 0, "stores", "kobo"],
      "Use a web address that starts with https:// or http://.",
    ],
    [
      "a quote without its source, after an empty row",
      withBook({
        reviews: [
          { quote: "", source: "" },
          { quote: "Bright.", source: " " },
        ],
      }),
      ["books", 0, "reviews", 1, "source"],
      "Name the review's source.",
    ],
  ])("puts %s on its box", (_case, change, path, said) => {
    const result = read(change);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [path, said],
    ]);
  });
});
