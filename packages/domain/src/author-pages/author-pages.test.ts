import { describe, expect, it } from "vitest";
import { amazonBuyLink, amazonStoreForCountry, isbn13ToIsbn10 } from "./buy-links";
import { authorBookSchema, authorPageDraftSchema, httpUrlSchema, isValidIsbn } from "./contracts";
import { authorPageJsonLd, serializeJsonLd } from "./json-ld";
import { arrangeAuthorBooks } from "./reading-order";
import { slugSchema } from "./slug";
import { daysWithActivity, newsletterConversionPercent } from "./stats";
import { AUTHOR_PAGE_THEMES } from "./themes";

describe("slugSchema", () => {
  it.each([
    ["jane-doe", true],
    ["abc", true],
    ["a".repeat(40), true],
    ["ab", false],
    ["a".repeat(41), false],
    ["Jane", false],
    ["-jane", false],
    ["jane-", false],
    ["jane--doe", false],
    ["jane_doe", false],
    ["admin", false],
    ["api", false],
    ["login", false],
    ["pricing", false],
    ["author-page-builder", false],
    ["authors", false],
  ])("%s → %s", (slug, ok) => {
    expect(slugSchema.safeParse(slug).success).toBe(ok);
  });
});

describe("httpUrlSchema", () => {
  it.each([
    ["https://example.com/a", true],
    ["http://example.com", true],
    ["javascript:alert(1)", false],
    ["data:text/html,hi", false],
    ["ftp://example.com", false],
    ["https://localhost", false],
  ])("%s → %s", (url, ok) => {
    expect(httpUrlSchema.safeParse(url).success).toBe(ok);
  });
});

describe("isValidIsbn and isbn13ToIsbn10", () => {
  it.each([
    ["9780306406157", true],
    ["9780306406158", false],
    ["0306406152", true],
    ["080442957X", true],
    ["12345", false],
  ])("%s valid → %s", (isbn, ok) => {
    expect(isValidIsbn(isbn)).toBe(ok);
  });
  it.each([
    ["9780306406157", "0306406152"],
    ["9780804429573", "080442957X"],
    ["9791234567896", null],
  ])("%s → %s", (isbn13, isbn10) => {
    expect(isbn13ToIsbn10(isbn13)).toBe(isbn10);
  });
});

describe("amazonBuyLink", () => {
  it.each([
    [
      "amazon.com",
      { asin: "B0C1234567", isbn: "" },
      undefined,
      "https://www.amazon.com/dp/B0C1234567",
    ],
    [
      "amazon.de",
      { asin: "B0C1234567", isbn: "" },
      "myde-21",
      "https://www.amazon.de/dp/B0C1234567?tag=myde-21",
    ],
    [
      "amazon.co.uk",
      { asin: "", isbn: "9780306406157" },
      undefined,
      "https://www.amazon.co.uk/dp/0306406152",
    ],
    [
      "amazon.fr",
      { asin: "", isbn: "9791234567896" },
      undefined,
      "https://www.amazon.fr/s?k=9791234567896",
    ],
    ["amazon.com", { asin: "", isbn: "" }, undefined, null],
  ] as const)("%s %j tag %s → %s", (domain, ids, tag, url) => {
    expect(amazonBuyLink(domain, ids, tag)).toBe(url);
  });
});

describe("amazonStoreForCountry", () => {
  it.each([
    ["US", "amazon.com"],
    ["GB", "amazon.co.uk"],
    ["de", "amazon.de"],
    ["AT", "amazon.de"],
    ["NL", "amazon.nl"],
    ["NZ", "amazon.com.au"],
    ["JP", "amazon.co.jp"],
    ["ZZ", "amazon.com"],
    [null, "amazon.com"],
  ])("%s → %s", (country, domain) => {
    expect(amazonStoreForCountry(country)).toBe(domain);
  });
});

describe("authorPageDraftSchema", () => {
  it("sanitises the bio and book descriptions, and fills defaults", () => {
    const draft = authorPageDraftSchema.parse({
      slug: "jane-doe",
      penName: "Jane Doe",
      bio: '<p onclick="x()">Hi <script>alert(1)</script><b>there</b></p>',
      books: [{ id: "b1", title: "One", description: "<img src=x onerror=alert(1)>Text" }],
    });
    expect(draft.bio).toBe("<p>Hi <b>there</b></p>");
    expect(draft.books[0]?.description).toBe("Text");
    expect(draft.theme).toBe("paperback");
    expect(draft.newsletter.enabled).toBe(false);
  });
  it.each([
    [{ slug: "admin", penName: "A" }, "slug"],
    [{ slug: "jane-doe", penName: "" }, "penName"],
    [
      { slug: "jane-doe", penName: "A", links: [{ kind: "website", url: "javascript:x" }] },
      "links.0.url",
    ],
    [
      { slug: "jane-doe", penName: "A", associateTags: { "amazon.com": "bad tag!" } },
      "associateTags.amazon.com",
    ],
    [
      { slug: "jane-doe", penName: "A", books: [{ id: "b", title: "T", asin: "short" }] },
      "books.0.asin",
    ],
    [{ slug: "jane-doe", penName: "A", theme: "neon" }, "theme"],
  ])("%j is refused at %s", (input, path) => {
    const result = authorPageDraftSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toContain(path);
  });
});

describe("authorPageJsonLd", () => {
  it("describes the person and each book with ISBN and series", () => {
    const book = authorBookSchema.parse({
      id: "b1",
      title: "The First",
      series: "Saga",
      seriesNumber: 1,
      isbn: "9780306406157",
      description: "<p>A &amp; B</p>",
      formats: ["paperback"],
    });
    const ld = authorPageJsonLd({
      pageUrl: "https://x.test/authors/jane",
      penName: "Jane",
      bio: "<p>Bio</p>",
      photoUrl: null,
      sameAs: ["https://jane.example"],
      books: [{ ...book, imageUrl: null, buyUrl: "https://www.amazon.com/dp/0306406152" }],
    });
    const graph = ld["@graph"] as Record<string, unknown>[];
    expect(graph[0]).toMatchObject({ "@type": "Person", name: "Jane", description: "Bio" });
    expect(graph[1]).toMatchObject({
      "@type": "Book",
      name: "The First",
      isbn: "9780306406157",
      description: "A & B",
      isPartOf: { "@type": "BookSeries", name: "Saga" },
      position: 1,
      bookFormat: ["https://schema.org/Paperback"],
    });
    expect(serializeJsonLd({ a: "</script>" })).not.toContain("</script>");
  });
});

describe("themes", () => {
  it("has 2–3 themes with distinct ids", () => {
    expect(AUTHOR_PAGE_THEMES.length).toBeGreaterThanOrEqual(2);
    expect(new Set(AUTHOR_PAGE_THEMES.map((t) => t.id)).size).toBe(AUTHOR_PAGE_THEMES.length);
  });
});

describe("arrangeAuthorBooks", () => {
  const book = (id: string, series = "", seriesNumber: number | null = null, releaseDate = "") => ({
    id,
    series,
    seriesNumber,
    releaseDate,
  });
  const ids = (list: { id: string }[]) => list.map((b) => b.id);
  const today = "2026-11-28";

  it.each<[string, ReturnType<typeof book>[], string, Record<string, unknown>]>([
    [
      "a series in reading order whatever the entry order",
      [book("c", "Sea", 3), book("a", "Sea", 1), book("b", "sea", 2)],
      "",
      { series: [["Sea", ["a", "b", "c"]]], standalone: [], upcoming: [], startHere: null },
    ],
    [
      "unnumbered series books after the numbered ones; standalones apart",
      [book("x", "Sea"), book("s"), book("a", "Sea", 1)],
      "a",
      { series: [["Sea", ["a", "x"]]], standalone: ["s"], upcoming: [], startHere: "a" },
    ],
    [
      "future releases apart, soonest first; released today is out",
      [
        book("late", "", null, "2027-05-01"),
        book("soon", "Sea", 4, "2026-12-01"),
        book("now", "", null, today),
      ],
      "",
      { series: [], standalone: ["now"], upcoming: ["soon", "late"], startHere: null },
    ],
    [
      "a start-here book that is not out yet, or unknown, is no start",
      [book("soon", "", null, "2027-01-01"), book("a")],
      "soon",
      { series: [], standalone: ["a"], upcoming: ["soon"], startHere: null },
    ],
  ])("%s", (_name, books, startHere, expected) => {
    const arranged = arrangeAuthorBooks(books, { startHere, today });
    expect({
      series: arranged.series.map((s) => [s.name, ids(s.books)]),
      standalone: ids(arranged.standalone),
      upcoming: ids(arranged.upcoming),
      startHere: arranged.startHere?.id ?? null,
    }).toEqual(expected);
  });

  it.each([
    ["2027-03-14", true],
    ["", true],
    ["2027-02-30", false],
    ["14/03/2027", false],
  ])("a release date %j is accepted: %s", (releaseDate, ok) => {
    expect(authorBookSchema.safeParse({ id: "a", title: "T", releaseDate }).success).toBe(ok);
  });
});

describe("the owner's statistics", () => {
  const totals = (views: number, signups: number) => ({ views, clicks: 0, signups, confirmed: 0 });
  it.each<[number, number, number | null]>([
    [0, 0, null],
    [0, 2, null],
    [200, 3, 1.5],
    [3, 1, 33.3],
    [10, 10, 100],
  ])("%i views and %i sign-ups convert at %s%%", (views, signups, percent) => {
    expect(newsletterConversionPercent(totals(views, signups))).toBe(percent);
  });

  it("lists the days with activity, newest first", () => {
    const day = (d: string, views: number, clicks = 0, signups = 0) => ({
      day: d,
      views,
      clicks,
      signups,
    });
    expect(
      daysWithActivity([
        day("2026-11-26", 0),
        day("2026-11-27", 4, 1),
        day("2026-11-28", 0, 0, 1),
      ]).map((d) => d.day),
    ).toEqual(["2026-11-28", "2026-11-27"]);
  });
});
