import { DEMAND_WEIGHTS } from "@inkforge/domain/research/demand-signal";
import { describe, expect, it } from "vitest";
import { SHOWN_DEMAND_WEIGHTS } from "./demand-formula";
import {
  csvFileName,
  filterRows,
  groupByPrefix,
  lookupCsv,
  type SuggestionRow,
  sortRows,
  suggestionSortValue,
  suggestionsCsv,
} from "./rows";

const row = (
  keyword: string,
  demand: number,
  competition: number | null,
  prefixes: string[] = [keyword],
): SuggestionRow => ({
  keyword,
  demand,
  parts: { early: demand - 5, position: demand + 5, breadth: demand },
  competition,
  combined: competition === null ? null : Math.round(Math.sqrt(demand * (100 - competition))),
  prefixes,
});

const rows = [
  row("coloring book for adults", 80, 60, ["coloring book", "coloring book f"]),
  row("coloring book for kids", 70, null, ["coloring book f"]),
  row("adult coloring book", 65, 20, ["a coloring book"]),
  row("coloring book animals", 40, null, ["coloring book a", "coloring book"]),
];

describe("sortRows", () => {
  it.each([
    [
      "demand",
      "desc",
      [
        "coloring book for adults",
        "coloring book for kids",
        "adult coloring book",
        "coloring book animals",
      ],
    ],
    [
      "demand",
      "asc",
      [
        "coloring book animals",
        "adult coloring book",
        "coloring book for kids",
        "coloring book for adults",
      ],
    ],
    [
      "keyword",
      "asc",
      [
        "adult coloring book",
        "coloring book animals",
        "coloring book for adults",
        "coloring book for kids",
      ],
    ],
    // Not measured goes last whichever way the column is sorted.
    [
      "competition",
      "asc",
      [
        "adult coloring book",
        "coloring book for adults",
        "coloring book for kids",
        "coloring book animals",
      ],
    ],
    [
      "competition",
      "desc",
      [
        "coloring book for adults",
        "adult coloring book",
        "coloring book for kids",
        "coloring book animals",
      ],
    ],
    [
      "combined",
      "desc",
      [
        "adult coloring book",
        "coloring book for adults",
        "coloring book for kids",
        "coloring book animals",
      ],
    ],
    [
      "early",
      "asc",
      [
        "coloring book animals",
        "adult coloring book",
        "coloring book for kids",
        "coloring book for adults",
      ],
    ],
  ] as const)("by %s %s", (key, dir, expected) => {
    expect(sortRows(rows, (r) => suggestionSortValue(r, key), dir).map((r) => r.keyword)).toEqual(
      expected,
    );
  });

  it("keeps the incoming order on ties", () => {
    const tied = [row("b", 50, null), row("a", 50, null), row("c", 50, null)];
    expect(sortRows(tied, (r) => r.demand, "desc").map((r) => r.keyword)).toEqual(["b", "a", "c"]);
  });
});

describe("filterRows", () => {
  it.each([
    ["", 0, 4],
    ["kids", 0, 1],
    ["BOOK coloring", 0, 4],
    ["for adults", 0, 1],
    ["", 65, 3],
    ["coloring", 71, 1],
    ["dragons", 0, 0],
  ])("text %j, min demand %i → %i rows", (text, minDemand, count) => {
    expect(filterRows(rows, { text, minDemand })).toHaveLength(count);
  });

  it("drops rows without demand once a minimum is set", () => {
    const lookup = [
      { keyword: "a", demand: null },
      { keyword: "b", demand: 30 },
    ];
    expect(filterRows(lookup, { text: "", minDemand: 0 })).toHaveLength(2);
    expect(filterRows(lookup, { text: "", minDemand: 10 })).toEqual([{ keyword: "b", demand: 30 }]);
  });
});

describe("groupByPrefix", () => {
  it("puts each suggestion under its shortest prefix, strongest group first", () => {
    const groups = groupByPrefix(rows);
    expect(groups.map((g) => [g.prefix, g.rows.map((r) => r.keyword)])).toEqual([
      ["coloring book", ["coloring book for adults", "coloring book animals"]],
      ["coloring book f", ["coloring book for kids"]],
      ["a coloring book", ["adult coloring book"]],
    ]);
  });

  it("uses the phrase itself when the source gave no prefix", () => {
    expect(groupByPrefix([row("lonely", 10, null, [])])[0]?.prefix).toBe("lonely");
  });
});

describe("CSV", () => {
  const context = {
    domain: "amazon.de",
    department: "kindle",
    source: "sample",
    asOf: "2026-11-27T00:00:00.000Z",
  };

  it("writes every column, leaves unmeasured competition empty and quotes commas", () => {
    const csv = suggestionsCsv(
      [rows[0] as SuggestionRow, row("mystery, cozy", 30, null, ["m", "my"])],
      context,
    );
    expect(csv.split("\r\n")).toEqual([
      "suggestion,demand,early,position,breadth,competition,combined score,prefixes,marketplace,department,source,data as of",
      "coloring book for adults,80,75,85,80,60,57,coloring book; coloring book f,amazon.de,kindle,sample,2026-11-27T00:00:00.000Z",
      '"mystery, cozy",30,25,35,30,,,m; my,amazon.de,kindle,sample,2026-11-27T00:00:00.000Z',
      "",
    ]);
  });

  it("defuses a cell that a spreadsheet would run as a formula", () => {
    expect(suggestionsCsv([row("=HYPERLINK(1)", 10, null)], context)).toContain("'=HYPERLINK(1)");
  });

  it("writes the reverse lookup with position and volume", () => {
    const csv = lookupCsv(
      [{ keyword: "cozy mystery", position: 3, demand: 55, searchVolume: null }],
      {
        asin: "B0C1234567",
        domain: "amazon.com",
        source: "sample",
        asOf: "2026-11-27T00:00:00.000Z",
      },
    );
    expect(csv).toBe(
      "keyword,position,demand,monthly searches,asin,marketplace,source,data as of\r\n" +
        "cozy mystery,3,55,,B0C1234567,amazon.com,sample,2026-11-27T00:00:00.000Z\r\n",
    );
  });

  it.each([
    [
      ["suggestions", "Coloring Book", "amazon.co.uk", "books"],
      "suggestions-coloring-book-amazon-co-uk-books.csv",
    ],
    [["suggestions", "café ☕"], "suggestions-caf.csv"],
    [["", ""], "research.csv"],
  ])("names the file %j → %s", (parts, name) => {
    expect(csvFileName(parts)).toBe(name);
  });
});

it("shows the demand weights of decision 0037", () => {
  expect(SHOWN_DEMAND_WEIGHTS).toEqual(DEMAND_WEIGHTS);
});
