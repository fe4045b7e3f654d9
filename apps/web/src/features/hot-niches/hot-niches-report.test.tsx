import type { HotNichesResult, HotNicheView } from "@inkforge/domain/research/hot-niches";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HotNichesReport } from "./hot-niches-report";

const part = (input: number | null, value: number | null, weight: number) => ({
  input,
  value,
  weight,
  points: value === null ? null : Math.round(value * weight * 10) / 10,
});

const niche = (rank: number, overrides: Partial<HotNicheView> = {}): HotNicheView => ({
  rank,
  keyword: "sudoku large print",
  department: "books",
  domain: "amazon.com",
  score: 72,
  parts: {
    demand: part(12_000, 0.38, 40),
    openness: part(45, 0.45, 35),
    rising: part(2, 0.75, 25),
  },
  resultCount: 3000,
  medianRank: 12_000,
  medianReviews: 45,
  medianPrice: 8.99,
  dailyAtMedian: { low: 4.2, typical: 9.1, high: 12 },
  youngInTop10: { count: 3, known: 10 },
  deepViewHref: "/titans-deep-view?keyword=sudoku+large+print&domain=amazon.com&department=books",
  ...overrides,
});

const result = (niches: HotNicheView[], pending = false): HotNichesResult => ({
  run: {
    id: "run-1",
    computedAt: "2026-11-23T03:30:00.000Z",
    source: "sample",
    sourceLabel: "Sample data (an offline sample market, not live Amazon data)",
    asOf: "2026-11-23T00:00:00.000Z",
    domain: "amazon.com",
    candidates: 37,
    scored: 35,
  },
  pending,
  niches,
  method: {
    text: "Each week we search the product source.",
    weights: { demand: 40, openness: 35, rising: 25 },
    risingWindowDays: 28,
  },
});

describe("HotNichesReport", () => {
  afterEach(cleanup);

  it("shows each niche's score with its parts, computed-at and source, and a Deep View link", () => {
    render(
      <HotNichesReport
        load={{
          kind: "loaded",
          result: result([
            niche(1),
            niche(2, {
              keyword: "cozy mystery",
              department: "kindle",
              score: 55,
              parts: {
                demand: part(30_000, 0.3, 40),
                openness: part(200, 0.2, 35),
                rising: part(null, null, 25),
              },
              dailyAtMedian: null,
              youngInTop10: { count: 0, known: 0 },
            }),
          ]),
        }}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "This week's hot KDP niches",
    );
    expect(screen.getByTestId("hot-niches-computed").textContent).toBe(
      "Scored on 23 Nov 2026, 03:30 UTC from Sample data (an offline sample market, not live Amazon data), data as of 23 Nov 2026, 00:00 UTC: the best 2 of 35 niches on amazon.com. New scores every Monday.",
    );
    const [first, second] = screen.getAllByTestId("hot-niche");
    const one = within(first!);
    expect(one.getByRole("heading", { level: 3 }).textContent).toBe("sudoku large print");
    expect(one.getByTestId("niche-score").textContent).toBe("72/ 100");
    expect(one.getByTestId("niche-parts").textContent).toContain(
      "Demand15.2 / 40median rank #12,000",
    );
    expect(one.getByTestId("niche-parts").textContent).toContain(
      "Rising18.8 / 25ranks 2× better over 28 days",
    );
    expect(first!.textContent).toContain("sells 4.2–12 a day (typical 9.1)");
    expect(first!.textContent).toContain("3 of the top 10 are under a year old.");
    expect(one.getByRole("link", { name: "Open in Deep View" }).getAttribute("href")).toBe(
      "/titans-deep-view?keyword=sudoku+large+print&domain=amazon.com&department=books",
    );
    const two = within(second!);
    expect(second!.textContent).toContain("#2 · Kindle eBooks");
    expect(two.getByTestId("niche-parts").textContent).toContain("Risingleft outno rank history");
    expect(second!.textContent).toContain("No sales estimate for this store.");
    expect(screen.getByText("Each week we search the product source.")).toBeTruthy();
  });

  it.each([
    [
      { kind: "loaded" as const, result: { ...result([], true), run: null } },
      "The first scoring of the niches is running now.",
    ],
    [{ kind: "loaded" as const, result: result([]) }, "No niche could be scored this week."],
    [
      { kind: "failed" as const, message: "The API did not answer." },
      "We couldn't load this week's niches: The API did not answer.",
    ],
  ])("tells the member what is going on: %#", (load, text) => {
    render(<HotNichesReport load={load} />);
    expect(document.body.textContent).toContain(text);
    expect(screen.queryAllByTestId("hot-niche")).toHaveLength(0);
  });
});
