// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  csvFileName,
  filterRows,
  groupByPrefix,
  lookupCsv,
  lookupRows,
  nextSort,
  type SuggestionRow,
  sortRows,
  suggestionRows,
  suggestionSortValue,
  suggestionsCsv,
} from "@/lib/research/rows";

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

describe("nextSort", () => {
  it.each([
    [{ key: "demand", dir: "desc" }, "demand", { key: "demand", dir: "asc" }],
    [{ key: "demand", dir: "asc" }, "demand", { key: "demand", dir: "desc" }],
    [{ key: "demand", dir: "desc" }, "keyword", { key: "keyword", dir: "asc" }],
    [{ key: "keyword", dir: "asc" }, "competition", { key: "competition", dir: "desc" }],
  ] as const)("from %j, a click on %s sorts %j", (current, key, expected) => {
    expect(nextSort<string>(current, key, ["keyword"])).toEqual(expected);
  });
});

describe("answers as rows", () => {
  const demand = (score: number) => ({
    suggestion: "x",
    score,
    shortestPrefixLength: 3,
    bestPosition: 1,
    breadth: 2,
    parts: { early: 10, position: 20, breadth: 30 },
  });

  it("reads a suggestion's demand parts and scores, and competition from either place", () => {
    const rows = suggestionRows({
      suggestions: [
        {
          suggestion: "cozy mystery",
          prefixes: ["cozy"],
          demand: demand(60),
          competition: null,
          score: { demand: 60, competition: 40, combined: 49 },
        },
        {
          suggestion: "cozy mystery books",
          prefixes: ["cozy m"],
          demand: demand(50),
          competition: {
            score: 70,
            medianReviews: null,
            medianSalesRank: null,
            resultCount: null,
            parts: { reviews: null, ranks: null, results: null },
          },
          score: { demand: 50, competition: null, combined: null },
        },
      ],
    } as unknown as Parameters<typeof suggestionRows>[0]);
    expect(rows).toEqual([
      {
        keyword: "cozy mystery",
        demand: 60,
        parts: { early: 10, position: 20, breadth: 30 },
        competition: 40,
        combined: 49,
        prefixes: ["cozy"],
      },
      {
        keyword: "cozy mystery books",
        demand: 50,
        parts: { early: 10, position: 20, breadth: 30 },
        competition: 70,
        combined: null,
        prefixes: ["cozy m"],
      },
    ]);
  });

  it("reads a lookup keyword without demand as not measured", () => {
    const rows = lookupRows({
      keywords: [
        { keyword: "a", position: 3, searchVolume: null, demand: null },
        { keyword: "b", position: 1, searchVolume: 900, demand: demand(70) },
      ],
    } as unknown as Parameters<typeof lookupRows>[0]);
    expect(rows).toEqual([
      { keyword: "a", position: 3, demand: null, searchVolume: null },
      { keyword: "b", position: 1, demand: 70, searchVolume: 900 },
    ]);
  });
});
