import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RetroResult } from "@/features/retro-view/retro-view-lookup";
import { DeepViewTable } from "./deep-view-table";
import { DEEP_VIEW_RESULT, RETRO_VIEW_RESULT } from "./fixtures";
import { NicheSummaryCards } from "./niche-summary-cards";
import { RankReviewsScatter } from "./rank-reviews-scatter-drawing";

const download = vi.hoisted(() => vi.fn());
vi.mock("@/lib/download-csv", () => ({ downloadCsv: download }));

afterEach(() => {
  cleanup();
  download.mockReset();
});

const titles = () =>
  within(screen.getByTestId("deep-view-table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")[2]
        ?.textContent?.replace(/Retro View of.*/, ""),
    );

describe("DeepViewTable", () => {
  it("shows every product with its estimates as ranges and a Retro View link", () => {
    render(<DeepViewTable result={DEEP_VIEW_RESULT} />);
    expect(titles()).toEqual(["Book 1", "Zen Garden Planner", "Book 3", "Book 4"]);
    const first = screen.getAllByRole("row")[1] as HTMLElement;
    expect(within(first).getByText("15–60 (typ. 30)")).toBeTruthy();
    expect(within(first).getByText("$1,125.00–$4,500.00 (typ. $2,250.00)")).toBeTruthy();
    expect(
      within(first).getByRole("link", { name: "Retro View of B0TEST0001" }).getAttribute("href"),
    ).toBe("/titans-retro-vision?asin=B0TEST0001&domain=amazon.com");
    expect(screen.getByText("Large publisher")).toBeTruthy();
    expect(screen.getAllByText("n/a")).toHaveLength(3);
  });

  it("opens the method of an estimate in one click", () => {
    render(<DeepViewTable result={DEEP_VIEW_RESULT} />);
    const summary = screen.getByText("15–60 (typ. 30)");
    const details = summary.closest("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByText(DEEP_VIEW_RESULT.method.sales)).toBeTruthy();
  });

  it("sorts by a column, then the other way, with aria-sort on the header", () => {
    render(<DeepViewTable result={DEEP_VIEW_RESULT} />);
    fireEvent.click(screen.getByRole("button", { name: /Rank \(BSR\)/ }));
    expect(titles()).toEqual(["Book 3", "Book 1", "Zen Garden Planner", "Book 4"]);
    expect(
      screen.getByRole("columnheader", { name: /Rank \(BSR\)/ }).getAttribute("aria-sort"),
    ).toBe("ascending");
    fireEvent.click(screen.getByRole("button", { name: /Rank \(BSR\)/ }));
    expect(titles()).toEqual(["Zen Garden Planner", "Book 1", "Book 3", "Book 4"]);
  });

  it("filters by words and publisher and says how many match", () => {
    render(<DeepViewTable result={DEEP_VIEW_RESULT} />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Filter" }), {
      target: { value: "zen" },
    });
    expect(titles()).toEqual(["Zen Garden Planner"]);
    expect(screen.getByTestId("deep-view-count").textContent).toMatch(/1 of 4 products match/);
    fireEvent.change(screen.getByRole("searchbox", { name: "Filter" }), { target: { value: "" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Publisher" }), {
      target: { value: "independent" },
    });
    expect(titles()).toEqual(["Book 1", "Book 3", "Book 4"]);
  });

  it("hides and shows columns, keeping at least one", () => {
    render(<DeepViewTable result={DEEP_VIEW_RESULT} />);
    expect(screen.getByRole("columnheader", { name: /Pages/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Pages" }));
    expect(screen.queryByRole("columnheader", { name: /Pages/ })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Pages" }));
    expect(screen.getByRole("columnheader", { name: /Pages/ })).toBeTruthy();
  });

  it("exports the rows as shown to CSV", () => {
    render(<DeepViewTable result={DEEP_VIEW_RESULT} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Format" }), {
      target: { value: "kindle" },
    });
    fireEvent.click(screen.getByTestId("deep-view-csv"));
    expect(download).toHaveBeenCalledTimes(1);
    const [name, text] = download.mock.calls[0] as [string, string];
    expect(name).toBe("deep-view-garden-journal-amazon.com-sample-2026-11-27.csv");
    const lines = text.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]?.startsWith("position,")).toBe(true);
    expect(lines[1]).toMatch(/^3,B0TEST0003,Book 3,/);
  });
});

describe("NicheSummaryCards", () => {
  it("shows the score, its parts with points, the spreads and the sales to reach #1", () => {
    render(<NicheSummaryCards result={DEEP_VIEW_RESULT} />);
    expect(screen.getByTestId("niche-score").textContent).toContain("54 / 100");
    const parts = within(screen.getByTestId("niche-score-parts"));
    expect(parts.getByRole("row", { name: /Demand .* rank 1,500 20.8 40/ })).toBeTruthy();
    expect(
      parts.getByRole("row", { name: /Top 3 dominance .* top 3 sell 82% -21 -25/ }),
    ).toBeTruthy();
    expect(screen.getAllByText("75%").length).toBeGreaterThan(0);
    expect(screen.getByText("3 of 4")).toBeTruthy();
    const reach = screen.getByTestId("niche-to-reach").textContent ?? "";
    expect(reach).toContain("#1 (rank 500): 30–120 (typ. 60) a day");
    expect(reach).toContain("Fewer than 10 ranked books");
    expect(screen.getByText(/Independent \$9.99/)).toBeTruthy();
  });
});

describe("RankReviewsScatter", () => {
  it("plots products with a rank and reviews, each with its own title, and a text summary", () => {
    const { container } = render(<RankReviewsScatter products={DEEP_VIEW_RESULT.products} />);
    expect(screen.getByRole("img", { name: /rank against number of reviews/ })).toBeTruthy();
    expect(container.querySelectorAll("circle")).toHaveLength(3);
    expect(container.querySelector("circle title")?.textContent).toBe(
      "#1 Book 1: rank 1,000, 10 reviews",
    );
    expect(
      screen.getByTestId("deep-view-scatter").querySelector("figcaption")?.textContent,
    ).toMatch(/3 books plotted/);
  });
});

describe("RetroResult", () => {
  it("draws the four charts, lists the events and links to the tracker", async () => {
    render(<RetroResult result={RETRO_VIEW_RESULT} />);
    // The charts load after the first paint.
    for (const id of ["retro-rank", "retro-sales", "retro-price", "retro-reviews"]) {
      expect((await screen.findByTestId(`chart-${id}`)).querySelector("svg path")).toBeTruthy();
    }
    const events = within(screen.getByTestId("retro-events")).getAllByRole("listitem");
    expect(events.map((e) => e.textContent)).toEqual([
      "Price cut on 22 Nov 2026$4.99 → $0.99 (-80%)",
      "Likely promotion, 21 Nov 2026 – 22 Nov 2026rank 20,000 → 8,000 (60% better) with no new reviews: a free or discounted run, or ads, rather than word of mouth.",
    ]);
    expect(screen.getByTestId("track-asin").getAttribute("href")).toBe(
      "/titans-asin-tracker?add=B0TEST0001",
    );
    expect(screen.getByTestId("research-sample-label")).toBeTruthy();
  });

  it("exports one CSV row a day with the sales range", () => {
    render(<RetroResult result={RETRO_VIEW_RESULT} />);
    fireEvent.click(screen.getByTestId("retro-view-csv"));
    const [name, text] = download.mock.calls[0] as [string, string];
    expect(name).toBe("retro-view-B0TEST0001-amazon.com-30d.csv");
    const lines = text.trim().split("\n");
    expect(lines[1]).toBe(
      "date,sales_rank,price,currency,reviews,daily_sales_low,daily_sales_typical,daily_sales_high",
    );
    expect(lines[4]).toBe("2026-11-22,8000,0.99,USD,51,10,20,40");
    expect(lines).toHaveLength(6);
  });
});
