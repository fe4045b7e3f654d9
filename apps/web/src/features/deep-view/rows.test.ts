// @vitest-environment node
import { describe, expect, it } from "vitest";
import { DEEP_VIEW_RESULT, product } from "./fixtures";
import {
  DEFAULT_FILTER,
  deepViewCsv,
  deepViewFileName,
  deepViewSubject,
  filterProducts,
  formatAge,
  formatMoney,
  formatRange,
  sortProducts,
} from "./rows";

const products = DEEP_VIEW_RESULT.products;
const positions = (list: { position: number }[]) => list.map((p) => p.position);

describe("sortProducts", () => {
  it.each([
    ["rank", "asc", [3, 1, 2, 4]],
    ["rank", "desc", [2, 1, 3, 4]],
    ["reviews", "desc", [3, 4, 2, 1]],
    ["daily", "desc", [1, 2, 3, 4]],
    ["price", "asc", [3, 1, 4, 2]],
    ["title", "asc", [1, 3, 4, 2]],
    ["published", "desc", [1, 3, 4, 2]],
  ] as const)("by %s %s", (column, direction, expected) => {
    expect(positions(sortProducts(products, { column, direction }))).toEqual(expected);
  });
});

describe("filterProducts", () => {
  it.each([
    [{ text: "zen" }, [2]],
    [{ text: "b0test0003" }, [3]],
    [{ format: "kindle" as const }, [3]],
    [{ publisher: "large" as const }, [2]],
    [{ publisher: "independent" as const }, [1, 3, 4]],
    [{ youngOnly: true }, [1, 3, 4]],
  ])("%j", (over, expected) => {
    expect(positions(filterProducts(products, { ...DEFAULT_FILTER, ...over }))).toEqual(expected);
  });
});

describe("formatting", () => {
  it.each([
    [12, "12 d"],
    [45, "1 mo"],
    [364, "11 mo"],
    [400, "1 y 1 mo"],
    [731, "2 y"],
  ])("formatAge(%i) is %s", (days, text) => {
    expect(formatAge(days)).toBe(text);
  });

  it("shows a range with its typical value", () => {
    expect(formatRange({ low: 1.234, typical: 2.5, high: 40 })).toBe("1.23–40 (typ. 2.5)");
  });
});

describe("deepViewSubject", () => {
  const category = (name: string | null, path: string[]) => ({
    keyword: null,
    category: { id: "books--sudoku", name, path },
  });
  it.each([
    ["a keyword", { keyword: "garden journal", category: null }, "garden journal"],
    ["a category's path", category("Sudoku", ["Books", "Sudoku"]), "Books › Sudoku"],
    ["a category's name without a path", category("Sudoku", []), "Sudoku"],
    ["a category's id when the source knows neither", category(null, []), "books--sudoku"],
  ])("names %s", (_, result, expected) => {
    expect(deepViewSubject(result)).toBe(expected);
  });

  it("names a category's CSV file after its path, store, source and date", () => {
    expect(
      deepViewFileName({ ...DEEP_VIEW_RESULT, ...category("Sudoku", ["Books", "Sudoku"]) }),
    ).toBe("deep-view-books-sudoku-amazon.com-sample-2026-11-27.csv");
  });
});

describe("deepViewCsv", () => {
  it("starts with the header (no comment in A1), source and date as columns, three columns per estimate, quoting what needs it", () => {
    const csv = deepViewCsv(DEEP_VIEW_RESULT, [
      product(1, { title: 'Say "hi", friend', authors: ["=HYPERLINK()"] }),
      products[3] ?? product(4),
    ]);
    const lines = csv.trim().split("\n");
    expect(lines[0]?.startsWith("position,asin,title,")).toBe(true);
    expect(lines[0]).toContain("daily_low,daily_typical,daily_high");
    expect(lines[0]?.endsWith(",estimate_note,source,data_as_of")).toBe(true);
    expect(lines[1]).toMatch(
      /^1,B0TEST0001,"Say ""hi"", friend",'=HYPERLINK\(\),paperback,9.99,USD/,
    );
    expect(lines[1]).toContain(",15,30,60,450,900,1800,");
    expect(lines[1]?.endsWith(",sample,2026-11-27T06:00:00.000Z")).toBe(true);
    expect(lines[2]).toMatch(
      /,The source gives no best-seller rank,sample,2026-11-27T06:00:00\.000Z$/,
    );
    expect(lines).toHaveLength(3);
  });
});

describe("formatMoney", () => {
  it("formats ISO currencies and falls back to the code for anything else, every time", () => {
    expect(formatMoney(9.99, "USD")).toBe("$9.99");
    expect(formatMoney(9.99, "GBP")).toBe("£9.99");
    expect(formatMoney(9.99, "not a code")).toBe("not a code 9.99");
    expect(formatMoney(9.99, "not a code")).toBe("not a code 9.99");
    expect(formatMoney(1.5, "USD")).toBe("$1.50");
  });
});
