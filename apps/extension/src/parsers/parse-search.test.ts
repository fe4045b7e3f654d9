import { describe, expect, it } from "vitest";
import { loadFixture } from "./fixture.test-helper";
import { parsePage } from "./registry";
import { PARSERS_VERSION } from "./spec";

const cases = [
  {
    file: "amazon-com-search-books.html",
    url: "https://www.amazon.com/s?k=dragon+fantasy&i=stripbooks",
    marketplace: "amazon.com",
    currency: "USD",
    department: "books",
  },
  {
    file: "amazon-com-search-kindle.html",
    url: "https://www.amazon.com/s?k=dragon+fantasy&i=digital-text",
    marketplace: "amazon.com",
    currency: "USD",
    department: "kindle",
  },
  {
    file: "amazon-co-uk-search-books.html",
    url: "https://www.amazon.co.uk/s?k=dragon+fantasy&i=stripbooks",
    marketplace: "amazon.co.uk",
    currency: "GBP",
    department: "books",
  },
  {
    file: "amazon-co-uk-search-kindle.html",
    url: "https://www.amazon.co.uk/s?k=dragon+fantasy&i=digital-text",
    marketplace: "amazon.co.uk",
    currency: "GBP",
    department: "kindle",
  },
  {
    file: "amazon-de-search-books.html",
    url: "https://www.amazon.de/s?k=dragon+fantasy&i=stripbooks",
    marketplace: "amazon.de",
    currency: "EUR",
    department: "books",
  },
  {
    file: "amazon-de-search-kindle.html",
    url: "https://www.amazon.de/s?k=dragon+fantasy&i=digital-text",
    marketplace: "amazon.de",
    currency: "EUR",
    department: "kindle",
  },
] as const;

describe("search page parsers", () => {
  it.each(cases)("$file: every result with its figures", (c) => {
    const parsed = parsePage(loadFixture(c.file), new URL(c.url));
    if (parsed?.kind !== "search") throw new Error(`expected a search parse, got ${parsed?.kind}`);
    expect(parsed.marketplace).toBe(c.marketplace);
    expect(parsed.currency).toBe(c.currency);
    expect(parsed.department).toBe(c.department);
    expect(parsed.keyword).toBe("dragon fantasy");
    // 16 results; the video ad, info bar and pagination carry an empty data-asin and are skipped.
    expect(parsed.rows).toHaveLength(16);
    expect(parsed.rows.map((row) => row.position)).toEqual([...Array(16).keys()].map((i) => i + 1));
    expect(parsed.rows.filter((row) => row.sponsored).map((row) => row.position)).toEqual([1, 8]);
    // Row 6 shows no price (only "Other format"); the struck list price is never taken.
    expect(parsed.rows[5]?.price).toBeNull();
    expect(parsed.report.counts).toMatchObject({ containers: 16, rows: 16, withPrice: 15 });
    for (const row of parsed.rows) {
      expect(row.asin).toMatch(/^[A-Z0-9]{10}$/);
      expect(row.title).toMatch(/Book \d of a Fantasy Series$/);
      expect(row.authors.length).toBeGreaterThan(0);
      expect(row.authors.join()).not.toMatch(/\||^by$|^von$/);
      expect(row.publishedOn).toMatch(/^20(19|2\d)-\d\d-\d\d$/);
      expect(row.rating).toBeGreaterThanOrEqual(3.8);
      expect(row.rating).toBeLessThanOrEqual(5);
      expect(row.reviewCount).toBeGreaterThan(0);
      if (c.department === "kindle") expect(row.format).toBe("kindle");
      else expect(["paperback", "hardcover"]).toContain(row.format);
    }
  });

  it("reads one amazon.com row exactly", () => {
    const parsed = parsePage(
      loadFixture("amazon-com-search-books.html"),
      new URL("https://www.amazon.com/s?k=dragon+fantasy&i=stripbooks"),
    );
    if (parsed?.kind !== "search") throw new Error("expected a search parse");
    const html = loadFixture("amazon-com-search-books.html");
    const first = html.querySelector('[data-component-type="s-search-result"]');
    const offscreen = first?.querySelector(".a-price .a-offscreen")?.textContent;
    expect(parsed.rows[0]?.price).toBe(Number(offscreen?.replace("$", "")));
    expect(parsed.rows[0]?.asin).toBe(first?.getAttribute("data-asin"));
  });

  it("reads German numbers, prices and dates", () => {
    const doc = loadFixture("amazon-de-search-books.html");
    const parsed = parsePage(doc, new URL("https://www.amazon.de/s?k=x&i=stripbooks"));
    if (parsed?.kind !== "search") throw new Error("expected a search parse");
    const first = doc.querySelector('[data-component-type="s-search-result"]');
    const price = first?.querySelector(".a-price .a-offscreen")?.textContent ?? "";
    expect(price).toMatch(/^\d+,\d\d\s€$/);
    expect(parsed.rows[0]?.price).toBe(Number(price.replace(/\s€/, "").replace(",", ".")));
    const reviews = parsed.rows.map((row) => row.reviewCount ?? 0);
    // Counts over 999 are written "1.234" in German and must not read as 1.234.
    expect(Math.max(...reviews)).toBeGreaterThan(999);
  });

  it("a page whose markup changed says nothing was found and reports counts only", () => {
    const parsed = parsePage(
      loadFixture("amazon-com-search-changed-markup.html"),
      new URL("https://www.amazon.com/s?k=dragon+fantasy"),
    );
    expect(parsed).toEqual({
      kind: "nothing-found",
      report: {
        parser: "amazon.com/search",
        version: PARSERS_VERSION,
        marketplace: "amazon.com",
        pageType: "search",
        counts: {
          containers: 0,
          rows: 0,
          withoutTitle: 0,
          withPrice: 0,
          withReviews: 0,
          withBinding: 0,
        },
      },
    });
  });

  it("pages and stores it does not read give null", () => {
    const doc = loadFixture("amazon-com-search-books.html");
    expect(parsePage(doc, new URL("https://www.amazon.com.tr/s?k=x"))).toBeNull();
    expect(parsePage(doc, new URL("https://www.amazon.com/gp/cart/view.html"))).toBeNull();
  });
});
