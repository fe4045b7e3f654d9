import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiFailure } from "@/lib/api/api-call";
import type { Quota, ResearchApi, SuggestionsAnswer } from "./research-api";
import type { SuggestionRow } from "./rows";
import { SuggestionsTab } from "./suggestions-tab";
import { RESEARCH_DEFAULTS, type ResearchUrlState } from "./url-state";

const row = (keyword: string, demand: number, competition: number | null, prefixes: string[]) =>
  ({
    keyword,
    demand,
    parts: { early: demand - 10, position: demand + 10, breadth: demand - 20 },
    competition,
    combined: competition === null ? null : Math.round(Math.sqrt(demand * (100 - competition))),
    prefixes,
  }) satisfies SuggestionRow;

const ANSWER: SuggestionsAnswer = {
  source: "sample",
  asOf: "2026-11-27T06:00:00.000Z",
  competition: null,
  notes: [],
  quota: null,
  rows: [
    row("coloring book for adults", 80, null, ["coloring book", "coloring book f"]),
    row("coloring book for kids", 70, null, ["coloring book f"]),
    row("adult coloring book", 65, null, ["a coloring book"]),
    row("coloring book animals", 40, null, ["coloring book a"]),
  ],
};

const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data });
const failure = (over: Partial<ApiFailure>): ApiFailure => ({
  ok: false,
  status: 502,
  code: "RESEARCH_SOURCE_FAILED",
  message: "Amazon is not reachable or failed; try again later",
  details: [],
  retryAfterSeconds: null,
  ...over,
});

function fakeApi(over: Partial<Record<keyof ResearchApi, unknown>> = {}) {
  const quota: Quota = { limit: 50, remaining: 12, resetsAt: "2026-11-28T00:00:00.000Z", unit: "" };
  return {
    suggestions: vi.fn(async () => ok(ANSWER)),
    reverseLookup: vi.fn(),
    quota: vi.fn(async () => ok(quota)),
    recent: vi.fn(async () => ok([])),
    ...over,
  } as unknown as ResearchApi & Record<keyof ResearchApi, ReturnType<typeof vi.fn>>;
}

/** The tab with its URL state kept like the workspace keeps it. */
function Harness({ api, initial }: { api: ResearchApi; initial: Partial<ResearchUrlState> }) {
  const [state, setState] = useState<ResearchUrlState>({ ...RESEARCH_DEFAULTS, ...initial });
  return (
    <SuggestionsTab
      api={api}
      state={state}
      update={(patch) => setState((previous) => ({ ...previous, ...patch }))}
    />
  );
}

const tableKeywords = () =>
  within(screen.getByTestId("suggestions-table"))
    .getAllByRole("row")
    .slice(1)
    .map((tr) => tr.querySelectorAll("td")[1]?.textContent);

async function searched(api = fakeApi(), initial: Partial<ResearchUrlState> = {}) {
  render(<Harness api={api} initial={{ seed: "coloring book", ...initial }} />);
  await screen.findByTestId("suggestions-table");
  return api;
}

describe("SuggestionsTab", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/titans-pro/on-site");
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("runs the URL's search and shows the table, the sample label, the date and the quota", async () => {
    const api = await searched();
    expect(api.suggestions).toHaveBeenCalledWith({
      seed: "coloring book",
      domain: "amazon.com",
      department: "books",
    });
    expect(tableKeywords()).toEqual([
      "coloring book for adults",
      "coloring book for kids",
      "adult coloring book",
      "coloring book animals",
    ]);
    expect(screen.getByTestId("research-sample-label").textContent).toBe("Sample data");
    // What the sample is for the customer; never how the server is configured.
    const note = screen.getByTestId("research-source").textContent ?? "";
    expect(note).toMatch(/not from Amazon/);
    expect(note).not.toMatch(/KEEPA|DATAFORSEO|environment|restart/);
    expect(screen.getByTestId("research-as-of").textContent).toBe(
      "Data as of 27 Nov 2026, 06:00 UTC",
    );
    expect((await screen.findByTestId("research-quota")).textContent).toMatch(
      /^12 of 50 searches left today/,
    );
    // The demand parts and the unmeasured competition are visible, with no made-up score.
    const first = screen.getAllByRole("row")[1] as HTMLElement;
    expect(first.textContent).toContain("not measured");
    expect(within(first).getByText("70")).toBeTruthy(); // early = 80 − 10
    expect(screen.getByTestId("demand-formula").textContent).toContain(
      "demand = round(100 × (0.4 × position + 0.35 × early + 0.25 × breadth))",
    );
  });

  it.each([
    ["sample", "Inkforge's sample market suggested nothing for “romance”"],
    ["amazon", "Amazon suggested nothing for “romance”"],
  ])("names the source that answered (%s) when it suggests nothing", async (source, text) => {
    const api = fakeApi({ suggestions: vi.fn(async () => ok({ ...ANSWER, source, rows: [] })) });
    render(<Harness api={api} initial={{ seed: "romance" }} />);
    expect((await screen.findByText(/suggested nothing/)).textContent).toContain(text);
  });

  it("sorts by a column, then the other way on a second click", async () => {
    await searched();
    await userEvent.click(screen.getByRole("button", { name: /^Suggestion/ }));
    expect(tableKeywords()[0]).toBe("adult coloring book");
    expect(screen.getByRole("columnheader", { name: /Suggestion/ }).getAttribute("aria-sort")).toBe(
      "ascending",
    );
    await userEvent.click(screen.getByRole("button", { name: /^Suggestion/ }));
    expect(tableKeywords()[0]).toBe("coloring book for kids");
    await userEvent.click(screen.getByRole("button", { name: /^Demand/ }));
    expect(tableKeywords()[0]).toBe("coloring book for adults");
  });

  it("filters by words and by minimum demand, and says when the filter hides everything", async () => {
    await searched();
    await userEvent.type(screen.getByLabelText("Filter"), "kids");
    expect(tableKeywords()).toEqual(["coloring book for kids"]);
    await userEvent.clear(screen.getByLabelText("Filter"));
    fireEvent.change(screen.getByLabelText("Min demand"), { target: { value: "66" } });
    expect(tableKeywords()).toEqual(["coloring book for adults", "coloring book for kids"]);
    fireEvent.change(screen.getByLabelText("Min demand"), { target: { value: "99" } });
    expect(screen.getByText(/No suggestion matches the filter; 4 are hidden by it/)).toBeTruthy();
  });

  it("moves with the arrow keys, selects with Space and opens the Amazon search with Enter", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await searched(undefined, { domain: "amazon.de", department: "kindle" });
    const rows = screen.getAllByRole("row").slice(1) as HTMLElement[];
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1, -1]);
    rows[0]?.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(rows[1]);
    await userEvent.keyboard(" ");
    expect(rows[1]?.getAttribute("aria-selected")).toBe("true");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(document.activeElement).toBe(rows[3]);
    await userEvent.keyboard("{ArrowUp}{Home}");
    expect(document.activeElement).toBe(rows[0]);
    await userEvent.keyboard("{Enter}");
    expect(open).toHaveBeenCalledWith(
      "https://www.amazon.de/s?k=coloring+book+for+adults&i=digital-text",
      "_blank",
      "noopener,noreferrer",
    );
    expect(screen.getByText("1 of 4 selected")).toBeTruthy();
  });

  it("exports the selection, or every row shown, as CSV", async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:csv";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await searched();
    expect(screen.getByRole("button", { name: "Export selected (CSV)" })).toHaveProperty(
      "disabled",
      true,
    );
    await userEvent.click(screen.getByLabelText("Select coloring book for kids"));
    await userEvent.click(screen.getByLabelText("Select adult coloring book"));
    await userEvent.click(screen.getByRole("button", { name: "Export selected (CSV)" }));
    expect(click).toHaveBeenCalledTimes(1);
    const lines = (await blobs[0]?.text())?.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines?.[0]).toMatch(/^suggestion,demand,early,position,breadth,competition,/);
    expect(lines?.slice(1, -1)).toEqual([
      "coloring book for kids,70,60,80,50,,,coloring book f,amazon.com,books,sample,2026-11-27T06:00:00.000Z",
      "adult coloring book,65,55,75,45,,,a coloring book,amazon.com,books,sample,2026-11-27T06:00:00.000Z",
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Export all (CSV)" }));
    expect((await blobs[1]?.text())?.split("\r\n")).toHaveLength(6);
  });

  it("sends the selected phrases to the 7 Backend Keywords tool and to the tracker", async () => {
    await searched();
    expect(screen.queryByRole("link", { name: "Send to 7 Backend Keywords" })).toBeNull();
    await userEvent.click(screen.getByLabelText("Select all rows"));
    await userEvent.click(screen.getByLabelText("Select coloring book animals"));
    const send = screen.getByRole("link", { name: "Send to 7 Backend Keywords" });
    const url = new URL(send.getAttribute("href") ?? "", "http://x");
    expect(url.pathname).toBe("/7-backend-keywords-tool-amazon-kdp");
    expect(url.searchParams.get("seeds")).toBe(
      "coloring book for adults\ncoloring book for kids\nadult coloring book",
    );
    const track = new URL(
      screen.getByRole("link", { name: "Track these keywords" }).getAttribute("href") ?? "",
      "http://x",
    );
    expect(track.pathname).toBe("/titans-keyword-tracker");
    expect(track.searchParams.get("add")).toBe(
      "coloring book for adults,coloring book for kids,adult coloring book",
    );
    expect(track.searchParams.get("market")).toBe("amazon.com");
  });

  it("shows the tree grouped by prefix, with selection shared with the table", async () => {
    render(<Harness api={fakeApi()} initial={{ seed: "coloring book", view: "tree" }} />);
    const tree = await screen.findByTestId("suggestion-tree");
    expect(screen.queryByTestId("suggestions-table")).toBeNull();
    const groups = within(tree).getAllByRole("button", { expanded: true });
    expect(groups.map((g) => g.textContent)).toEqual([
      "“coloring book” · 1 suggestion",
      "“coloring book f” · 1 suggestion",
      "“a coloring book” · 1 suggestion",
    ]);
    const closed = within(tree).getByRole("button", { expanded: false });
    expect(closed.textContent).toContain("coloring book a");
    await userEvent.click(closed);
    await userEvent.click(within(tree).getByLabelText("coloring book animals"));
    await userEvent.click(screen.getByRole("button", { name: "Table" }));
    expect(screen.getByLabelText("Select coloring book animals")).toHaveProperty("checked", true);
  });

  it("shows a source failure with the API's message and retries on request", async () => {
    const api = fakeApi({
      suggestions: vi.fn().mockResolvedValueOnce(failure({})).mockResolvedValueOnce(ok(ANSWER)),
    });
    render(<Harness api={api} initial={{ seed: "coloring book" }} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Amazon is not reachable or failed; try again later");
    expect(screen.queryByTestId("suggestions-table")).toBeNull();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByTestId("suggestions-table");
    expect(api.suggestions).toHaveBeenCalledTimes(2);
  });

  it("says when the daily searches start again after a 429", async () => {
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-11-27T18:30:00.000Z"));
    const api = fakeApi({
      suggestions: vi.fn(async () =>
        failure({
          status: 429,
          code: "QUOTA_EXCEEDED",
          message: "You have used your 10 searches today.",
          retryAfterSeconds: 5 * 3600 + 30 * 60,
        }),
      ),
      quota: vi.fn(async () =>
        ok({ limit: 10, remaining: 0, resetsAt: "2026-11-28T00:00:00.000Z", unit: "" }),
      ),
    });
    render(<Harness api={api} initial={{ seed: "coloring book" }} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You have used your 10 searches today.");
    expect(screen.getByTestId("research-quota-reset").textContent).toBe(
      "Your searches start again at 28 Nov 2026, 00:00 UTC (in 5 h 30 min).",
    );
    expect(within(alert).getByRole("link", { name: /plans with more searches/ })).toBeTruthy();
    expect((await screen.findByTestId("research-quota")).textContent).toMatch(
      /^0 of 10 searches left today/,
    );
  });

  it("says so when the plan has no daily limit", async () => {
    await searched(
      fakeApi({
        quota: vi.fn(async () => ok({ limit: null, remaining: null, resetsAt: null, unit: "" })),
      }),
    );
    expect((await screen.findByTestId("research-quota")).textContent).toBe(
      "Unlimited searches on your plan",
    );
  });

  it("names a real source instead of the sample label", async () => {
    await searched(
      fakeApi({ suggestions: vi.fn(async () => ok({ ...ANSWER, source: "amazon" })) }),
    );
    expect(screen.queryByTestId("research-sample-label")).toBeNull();
    expect(screen.getByTestId("research-source").textContent).toBe(
      "Source: Amazon search suggestions · Data as of 27 Nov 2026, 06:00 UTC",
    );
  });

  it("searches from the form and from a recent search", async () => {
    const api = fakeApi({
      recent: vi.fn(async () =>
        ok([
          {
            id: "r1",
            tool: "search-suggestions",
            query: { seed: "dragon books", domain: "amazon.co.uk", department: "kindle" },
            at: "2026-11-26T10:00:00.000Z",
          },
        ]),
      ),
    });
    render(<Harness api={api} initial={{}} />);
    expect(api.suggestions).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Seed keyword"), "cozy mystery");
    await userEvent.selectOptions(screen.getByLabelText("Marketplace"), "amazon.fr");
    await userEvent.click(screen.getByLabelText("Kindle Store"));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(api.suggestions).toHaveBeenLastCalledWith({
      seed: "cozy mystery",
      domain: "amazon.fr",
      department: "kindle",
    });
    await act(async () => {});
    await userEvent.click(
      await screen.findByRole("button", { name: "dragon books · amazon.co.uk · Kindle Store" }),
    );
    expect(api.suggestions).toHaveBeenLastCalledWith({
      seed: "dragon books",
      domain: "amazon.co.uk",
      department: "kindle",
    });
    await waitFor(() =>
      expect(screen.getByLabelText("Seed keyword")).toHaveProperty("value", "dragon books"),
    );
  });
});
