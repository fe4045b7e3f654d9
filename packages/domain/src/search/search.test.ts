import { describe, expect, it } from "vitest";
import { paletteTools } from "../catalogue/palette";
import { communityHitUrl, communitySearchUrl, parseCommunitySearch } from "./community";
import { filterByName, searchToolEntries, type ToolSearchEntry } from "./match";

describe("filterByName (the palette, PAL-05..08)", () => {
  const names = paletteTools.map((tool) => ({ name: tool.name }));
  it.each([
    ["WORD", ["7 Backend Keywords", "Word Cloud", "Keyword Tracker"]],
    ["ord clo", ["Word Cloud"]],
    ["xyz", []],
    ["tracker", ["Keyword Tracker", "ASIN Tracker"]],
  ])("%s → %j", (query, expected) => {
    expect(filterByName(names, query, 5).map((entry) => entry.name)).toEqual(expected);
  });

  it("shows at most 5, and the first 5 for an empty query", () => {
    expect(names.filter((entry) => entry.name.toLowerCase().includes("e")).length).toBeGreaterThan(
      5,
    );
    expect(filterByName(names, "e", 5)).toHaveLength(5);
    expect(filterByName(names, "   ", 5)).toEqual(names.slice(0, 5));
  });

  it("finds each of the spec's 29 palette names by a substring", () => {
    expect(names).toHaveLength(29);
    for (const { name } of names)
      expect(filterByName(names, name.slice(1, -1), 29).map((entry) => entry.name)).toContain(name);
  });
});

describe("searchToolEntries (SRCH-01, SRCH-02)", () => {
  const entries: ToolSearchEntry[] = [
    { name: "KDP Royalty Calculator", tag: "Calculator", href: "/tools/KDP-Royalty-Calculator" },
    { name: "BSR Sales Calculator", tag: "Calculator", href: "/tools/KDP-BSR-Sales-Calculator" },
    { name: "Keyword Tracker", tag: "Research", href: "/titans-keyword-tracker" },
    { name: "Word Cloud", tag: "Design", href: "/word-cloud" },
    { name: "Pen Name Generator", tag: "Generator", href: "/tools/Pen-Name-Generator" },
    { name: "QR Code Generator", tag: "Generator", href: "/tools/QR" },
    { name: "Cover Template Generator", tag: "Design", href: "/kdp-cover-template-generator" },
  ];

  it("matches nothing for a blank query", () => {
    expect(searchToolEntries(entries, "", 5)).toEqual([]);
    expect(searchToolEntries(entries, "   ", 5)).toEqual([]);
  });

  it("matches names and tags ignoring case, names first, at most 5", () => {
    expect(searchToolEntries(entries, "royalty", 5).map((entry) => entry.name)).toEqual([
      "KDP Royalty Calculator",
    ]);
    expect(searchToolEntries(entries, "DESIGN", 5).map((entry) => entry.name)).toEqual([
      "Word Cloud",
      "Cover Template Generator",
    ]);
    expect(searchToolEntries(entries, "e", 5)).toHaveLength(5);
    // "r" is in "Generator" (names) before any tag-only match.
    expect(searchToolEntries(entries, "research", 5).map((entry) => entry.name)).toEqual([
      "Keyword Tracker",
    ]);
  });
});

describe("community search (SRCH-08, SRCH-10)", () => {
  it("builds the Answer search URL with the fixed parameters", () => {
    const url = new URL(communitySearchUrl("https://forum.example.com", "spine width"));
    expect(url.pathname).toBe("/answer/api/v1/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "spine width",
      page: "1",
      order: "relevance",
      size: "5",
    });
  });

  const fixture = {
    code: 200,
    data: {
      count: 3,
      list: [
        {
          object_type: "question",
          object: {
            id: "10",
            question_id: "10",
            title: "Spine width?",
            excerpt: "How wide",
            vote_count: 3,
            answer_count: 2,
          },
        },
        {
          object_type: "answer",
          object: {
            id: "11",
            question_id: "10",
            title: "Spine width?",
            excerpt: "Pages × 0.002252",
            vote_count: 5,
            answer_count: 0,
          },
        },
        { object_type: "tag", object: { id: "12", title: "covers" } },
        { object_type: "question", object: { id: "13" } },
      ],
    },
  };

  it("reads questions and answers from data.list and skips what is not one", () => {
    const hits = parseCommunitySearch(fixture);
    expect(hits.map((hit) => hit.object_type)).toEqual(["question", "answer"]);
    expect(hits[1]?.object).toEqual({
      id: "11",
      question_id: "10",
      title: "Spine width?",
      excerpt: "Pages × 0.002252",
      vote_count: 5,
      answer_count: 0,
    });
    expect(parseCommunitySearch(null)).toEqual([]);
    expect(parseCommunitySearch({ data: { list: "nope" } })).toEqual([]);
  });

  it("links a question and an answer on the forum", () => {
    const [question, answer] = parseCommunitySearch(fixture);
    if (!question || !answer) throw new Error("fixture");
    expect(communityHitUrl("https://forum.example.com", question)).toBe(
      "https://forum.example.com/questions/10",
    );
    expect(communityHitUrl("https://forum.example.com", answer)).toBe(
      "https://forum.example.com/questions/10/11",
    );
  });
});
