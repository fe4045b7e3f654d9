import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/components/toast/toast-store";
import type { SuggestionRow } from "@/lib/research/rows";
import { RESEARCH_DEFAULTS, type ResearchUrlState } from "@/lib/research/url-state";
import {
  apiError,
  deferred,
  json,
  openToasts,
  renderWithQueryClient,
  type StubCall,
  stubApi,
} from "@/test-support/api";
import { SuggestionsTab } from "./suggestions-tab";

vi.mock("@/lib/auth/use-auth", () => ({
  useAuth: () => ({ status: "authenticated", user: { id: "u1" }, apiToken: "token-1" }),
}));

const row = (keyword: string, demand: number, competition: number | null, prefixes: string[]) =>
  ({
    keyword,
    demand,
    parts: { early: demand - 10, position: demand + 10, breadth: demand - 20 },
    competition,
    combined: competition === null ? null : Math.round(Math.sqrt(demand * (100 - competition))),
    prefixes,
  }) satisfies SuggestionRow;

const ROWS = [
  row("coloring book for adults", 80, null, ["coloring book", "coloring book f"]),
  row("coloring book for kids", 70, null, ["coloring book f"]),
  row("adult coloring book", 65, null, ["a coloring book"]),
  row("coloring book animals", 40, null, ["coloring book a"]),
];

const QUOTA = {
  tool: "search-suggestions",
  limit: 50,
  used: 38,
  remaining: 12,
  resetsAt: "2026-11-28T00:00:00.000Z",
  unit: "searches per day",
};

/** The API's answer (the domain contract's shape) for `rows`. */
function answer(
  call: StubCall | null,
  { rows = ROWS, source = "sample" }: { rows?: SuggestionRow[]; source?: string } = {},
) {
  const query = (call?.body ?? {}) as { seed?: string; domain?: string; department?: string };
  return {
    source,
    asOf: "2026-11-27T06:00:00.000Z",
    seed: query.seed ?? "coloring book",
    domain: query.domain ?? "amazon.com",
    department: query.department ?? "books",
    prefixCount: 59,
    suggestions: rows.map((r) => ({
      suggestion: r.keyword,
      prefixes: r.prefixes,
      demand: {
        suggestion: r.keyword,
        score: r.demand,
        shortestPrefixLength: 3,
        bestPosition: 1,
        breadth: 2,
        parts: r.parts,
      },
      competition: null,
      score: { demand: r.demand, competition: r.competition, combined: r.combined },
    })),
    tree: [],
    competition: null,
    notes: [],
    formula: { demand: "d", competition: "c", combined: "s" },
    quota: QUOTA,
  };
}

const SUGGESTIONS = "POST /api/v1/research/suggestions";
const QUOTA_ROUTE = "GET /api/v1/research/quota";
const RECENT = "GET /api/v1/research/recent";

function fakeApi(over: Record<string, (call: StubCall) => Response | Promise<Response>> = {}) {
  return stubApi({
    [SUGGESTIONS]: (call) => json(answer(call)),
    [QUOTA_ROUTE]: () => json(QUOTA),
    [RECENT]: () => json({ searches: [] }),
    ...over,
  });
}
const searchesSent = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo("POST", "/api/v1/research/suggestions").map((call) => call.body);

/** The tab with its URL state kept like the workspace keeps it. */
function Harness({ initial }: { initial: Partial<ResearchUrlState> }) {
  const [state, setState] = useState<ResearchUrlState>({ ...RESEARCH_DEFAULTS, ...initial });
  return (
    <SuggestionsTab
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

async function searched(
  over: Parameters<typeof fakeApi>[0] = {},
  initial: Partial<ResearchUrlState> = {},
) {
  const api = fakeApi(over);
  renderWithQueryClient(<Harness initial={{ seed: "coloring book", ...initial }} />);
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
    vi.unstubAllGlobals();
    toastStore.dismiss();
  });

  it("runs the URL's search and shows the table, the sample label, the date and the quota", async () => {
    const api = await searched();
    expect(searchesSent(api)).toEqual([
      { seed: "coloring book", domain: "amazon.com", department: "books" },
    ]);
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
    fakeApi({ [SUGGESTIONS]: (call) => json(answer(call, { source, rows: [] })) });
    renderWithQueryClient(<Harness initial={{ seed: "romance" }} />);
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
    await searched({}, { domain: "amazon.de", department: "kindle" });
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
    fakeApi();
    renderWithQueryClient(<Harness initial={{ seed: "coloring book", view: "tree" }} />);
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
    let answers = 0;
    const api = fakeApi({
      [SUGGESTIONS]: (call) =>
        ++answers === 1
          ? apiError(
              502,
              "SERVICE_UNAVAILABLE",
              "Amazon is not reachable or failed; try again later",
            )
          : json(answer(call)),
    });
    renderWithQueryClient(<Harness initial={{ seed: "coloring book" }} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Amazon is not reachable or failed; try again later");
    expect(screen.queryByTestId("suggestions-table")).toBeNull();
    // Shown in place, so not toasted as well.
    expect(openToasts()).toEqual([]);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByTestId("suggestions-table");
    expect(searchesSent(api)).toHaveLength(2);
  });

  it("shows an answer that breaks the contract as a failure, never as a table with holes", async () => {
    fakeApi({ [SUGGESTIONS]: () => json({ source: "sample", suggestions: "many" }) });
    renderWithQueryClient(<Harness initial={{ seed: "coloring book" }} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "The research service answered in a form this page cannot read",
    );
    expect(screen.queryByTestId("suggestions-table")).toBeNull();
  });

  it("never lets an older search's late answer replace a newer one", async () => {
    const slow = deferred<Response>();
    const api = fakeApi({
      [SUGGESTIONS]: async (call) => {
        const seed = (call.body as { seed: string }).seed;
        if (seed === "slow topic") return slow.promise;
        return json(answer(call, { rows: [row(`${seed} for kids`, 70, null, [seed])] }));
      },
    });
    renderWithQueryClient(<Harness initial={{ seed: "slow topic" }} />);
    await screen.findByText(/Expanding “slow topic”/);
    // The first search is still out; the user searches again.
    const seed = screen.getByLabelText("Seed keyword");
    await userEvent.clear(seed);
    await userEvent.type(seed, "fast topic");
    fireEvent.submit(screen.getByRole("form", { name: "Search suggestions" }));
    await waitFor(() => expect(tableKeywords()).toEqual(["fast topic for kids"]));
    // The first answer arrives last, and is not shown.
    await act(async () => {
      slow.resolve(
        json(
          answer({ body: { seed: "slow topic" } } as StubCall, {
            rows: [row("stale", 99, null, [])],
          }),
        ),
      );
      await slow.promise;
    });
    expect(tableKeywords()).toEqual(["fast topic for kids"]);
    expect(screen.queryByText("stale")).toBeNull();
    expect(searchesSent(api).map((body) => (body as { seed: string }).seed)).toEqual([
      "slow topic",
      "fast topic",
    ]);
  });

  it("says when the daily searches start again after a 429, with the quota read again", async () => {
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-11-27T18:30:00.000Z"));
    let ran = false;
    const api = fakeApi({
      [SUGGESTIONS]: () => {
        ran = true;
        return json(
          { name: "Error", code: "RATE_LIMITED", message: "You have used your 10 searches today." },
          429,
          { "retry-after": String(5 * 3600 + 30 * 60) },
        );
      },
      [QUOTA_ROUTE]: () =>
        json({ ...QUOTA, limit: 10, used: ran ? 10 : 9, remaining: ran ? 0 : 1 }),
    });
    renderWithQueryClient(<Harness initial={{ seed: "coloring book" }} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You have used your 10 searches today.");
    expect(screen.getByTestId("research-quota-reset").textContent).toBe(
      "Your searches start again at 28 Nov 2026, 00:00 UTC (in 5 h 30 min).",
    );
    expect(within(alert).getByRole("link", { name: /plans with more searches/ })).toBeTruthy();
    // The quota is read when the tab opens and again after the run.
    await waitFor(() =>
      expect(screen.getByTestId("research-quota").textContent).toMatch(
        /^0 of 10 searches left today/,
      ),
    );
    expect(api.callsTo("GET", "/api/v1/research/quota").length).toBeGreaterThanOrEqual(2);
  });

  it("says so when the plan has no daily limit", async () => {
    await searched({
      [QUOTA_ROUTE]: () => json({ ...QUOTA, limit: null, remaining: null, resetsAt: null }),
    });
    expect((await screen.findByTestId("research-quota")).textContent).toBe(
      "Unlimited searches on your plan",
    );
  });

  it("says so when the quota cannot be read, and toasts recent searches that cannot", async () => {
    await searched({
      // 429s: a 5xx would be retried by the transport first (decision 0006).
      [QUOTA_ROUTE]: () => apiError(429, "RATE_LIMITED", "Try again in a minute."),
      [RECENT]: () => apiError(429, "RATE_LIMITED", "Try again in a minute."),
    });
    await waitFor(() =>
      expect(screen.getByTestId("research-quota").textContent).toBe(
        "How many searches you have left today could not be read just now.",
      ),
    );
    await waitFor(() =>
      expect(openToasts()[0]).toMatchObject({
        variant: "error",
        title: "Your recent searches could not be loaded",
        description: "Try again in a minute.",
      }),
    );
  });

  it("names a real source instead of the sample label", async () => {
    await searched({ [SUGGESTIONS]: (call) => json(answer(call, { source: "amazon" })) });
    expect(screen.queryByTestId("research-sample-label")).toBeNull();
    expect(screen.getByTestId("research-source").textContent).toBe(
      "Source: Amazon search suggestions · Data as of 27 Nov 2026, 06:00 UTC",
    );
  });

  it("searches from the form and from a recent search", async () => {
    const api = fakeApi({
      [RECENT]: () =>
        json({
          searches: [
            {
              id: "r1",
              tool: "search-suggestions",
              query: { seed: "dragon books", domain: "amazon.co.uk", department: "kindle" },
              at: "2026-11-26T10:00:00.000Z",
            },
          ],
        }),
    });
    renderWithQueryClient(<Harness initial={{}} />);
    await screen.findByTestId("research-quota");
    expect(searchesSent(api)).toEqual([]);
    await userEvent.type(screen.getByLabelText("Seed keyword"), "cozy mystery");
    await userEvent.selectOptions(screen.getByLabelText("Marketplace"), "amazon.fr");
    await userEvent.click(screen.getByLabelText("Kindle Store"));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(searchesSent(api).at(-1)).toEqual({
        seed: "cozy mystery",
        domain: "amazon.fr",
        department: "kindle",
      }),
    );
    await userEvent.click(
      await screen.findByRole("button", { name: "dragon books · amazon.co.uk · Kindle Store" }),
    );
    await waitFor(() =>
      expect(searchesSent(api).at(-1)).toEqual({
        seed: "dragon books",
        domain: "amazon.co.uk",
        department: "kindle",
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText("Seed keyword")).toHaveProperty("value", "dragon books"),
    );
  });

  it.each([
    ["", "Enter a seed keyword."],
    ["   ", "Enter a seed keyword."],
    ["x".repeat(101), "The seed keyword must be at most 100 characters."],
  ])(
    "refuses the seed %j with the contract's sentence and searches nothing",
    async (typed, message) => {
      const api = fakeApi();
      renderWithQueryClient(<Harness initial={{ seed: "" }} />);
      const seed = await screen.findByLabelText("Seed keyword");
      if (typed) {
        await userEvent.click(seed);
        await userEvent.paste(typed);
      }
      await userEvent.click(screen.getByRole("button", { name: "Search" }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(seed.getAttribute("aria-invalid")).toBe("true");
      expect(searchesSent(api)).toEqual([]);
    },
  );
});
