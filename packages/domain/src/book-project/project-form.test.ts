import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { MARKETPLACE_IDS } from "../kdp/marketplaces";
import { type ProjectFormValues, projectFormSchema } from "./project-form";

const noPrices = Object.fromEntries(MARKETPLACE_IDS.map((id) => [id, ""])) as Record<
  (typeof MARKETPLACE_IDS)[number],
  string
>;

const values: ProjectFormValues = {
  title: "Garden book",
  binding: "paperback",
  trim: "6x9",
  pageCount: "120",
  paper: "white",
  ink: "black",
  fileSizeMb: "",
  prices: { ...noPrices, "amazon.com": "9.99", "amazon.de": "11.5" },
  listingTitle: "The Quiet Garden",
  subtitle: "",
  series: "",
  author: "",
  description: "",
  keywords: "a\nb",
  categories: "",
};

const read = (change: Partial<ProjectFormValues>) =>
  z.safeParse(projectFormSchema, { ...values, ...change });

describe("projectFormSchema", () => {
  it("reads the page's values into the update body", () => {
    expect(z.parse(projectFormSchema, values)).toEqual({
      title: "Garden book",
      specs: {
        binding: "paperback",
        trim: "6x9",
        pageCount: 120,
        paper: "white",
        ink: "black",
        fileSizeMb: null,
      },
      listPrices: { "amazon.com": 9.99, "amazon.de": 11.5 },
      listing: {
        title: "The Quiet Garden",
        subtitle: "",
        series: "",
        author: "",
        description: "",
        keywords: ["a", "b"],
        categories: [],
      },
    });
  });

  it.each<[string, Partial<ProjectFormValues>, Record<string, unknown>]>([
    [
      "the first page count",
      { pageCount: "1" },
      { specs: expect.objectContaining({ pageCount: 1 }) },
    ],
    [
      "the last page count",
      { pageCount: "2000" },
      { specs: expect.objectContaining({ pageCount: 2000 }) },
    ],
    [
      "a 200-character name, trimmed",
      { title: ` ${"t".repeat(200)} ` },
      { title: "t".repeat(200) },
    ],
    [
      "an emptied price removed, a new one added",
      { prices: { ...noPrices, "amazon.com": "9.99", "amazon.fr": "12" } },
      { listPrices: { "amazon.com": 9.99, "amazon.fr": 12 } },
    ],
    [
      "the smallest price",
      { prices: { ...noPrices, "amazon.com": "0.01" } },
      { listPrices: { "amazon.com": 0.01 } },
    ],
    [
      "keywords and categories one per line, blank lines dropped",
      { keywords: "one\n\n two \n", categories: "Gardening\n" },
      { listing: expect.objectContaining({ keywords: ["one", "two"], categories: ["Gardening"] }) },
    ],
    [
      "seven keyword boxes",
      { keywords: "1\n2\n3\n4\n5\n6\n7" },
      { listing: expect.objectContaining({ keywords: ["1", "2", "3", "4", "5", "6", "7"] }) },
    ],
    [
      "an eBook without a page count, with its file size",
      { binding: "ebook", pageCount: "", fileSizeMb: "2" },
      { specs: { binding: "ebook", trim: "6x9", paper: "white", ink: "black", fileSizeMb: 2 } },
    ],
    [
      "the largest file size",
      { binding: "ebook", fileSizeMb: "650" },
      { specs: expect.objectContaining({ fileSizeMb: 650 }) },
    ],
  ])("accepts %s", (_case, change, body) => {
    const result = read(change);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject(body);
  });

  it.each<[string, Partial<ProjectFormValues>, string, string]>([
    ["an empty project name", { title: "  " }, "title", "Title is required"],
    [
      "a 201-character name",
      { title: "t".repeat(201) },
      "title",
      "Title must be at most 200 characters",
    ],
    [
      "a half-typed page count",
      { pageCount: "12x" },
      "pageCount",
      "Page count must be a whole number",
    ],
    ["an empty page count", { pageCount: "" }, "pageCount", "Page count must be a whole number"],
    ["page count 0", { pageCount: "0" }, "pageCount", "Page count must be at least 1"],
    ["page count 2001", { pageCount: "2001" }, "pageCount", "Page count must be at most 2000"],
    [
      "a fraction of a page",
      { pageCount: "12.5" },
      "pageCount",
      "Page count must be a whole number",
    ],
    [
      "a file size that is not a number",
      { fileSizeMb: "two" },
      "fileSizeMb",
      "File size must be a number",
    ],
    [
      "a file size over 650",
      { fileSizeMb: "650.1" },
      "fileSizeMb",
      "File size must be at most 650",
    ],
    ["a trim KDP does not have", { trim: "7x7" }, "trim", "Trim size"],
    [
      "a price of 0",
      { prices: { ...noPrices, "amazon.de": "0" } },
      "prices.amazon.de",
      "List price must be more than 0",
    ],
    [
      "a price that is not a number",
      { prices: { ...noPrices, "amazon.co.jp": "12,5" } },
      "prices.amazon.co.jp",
      "List price must be a number",
    ],
    [
      "a price over 100000",
      { prices: { ...noPrices, "amazon.com": "100000.01" } },
      "prices.amazon.com",
      "List price is too high",
    ],
    [
      "eight keyword boxes",
      { keywords: "1\n2\n3\n4\n5\n6\n7\n8" },
      "keywords",
      "Keywords: at most 7 keyword boxes",
    ],
    [
      "a keyword over 200 characters",
      { keywords: `ok\n${"k".repeat(201)}` },
      "keywords",
      "Keyword must be at most 200 characters",
    ],
    [
      "four categories",
      { categories: "a\nb\nc\nd" },
      "categories",
      "Categories: KDP takes at most 3 categories",
    ],
    [
      "a book title over 800 characters",
      { listingTitle: "t".repeat(801) },
      "listingTitle",
      "Listing title must be at most 800 characters",
    ],
  ])("puts %s on its field and reads no body", (_case, change, field, said) => {
    const result = read(change);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path.join(".")).toBe(field);
    expect(issue?.message.startsWith(said)).toBe(true);
  });
});
