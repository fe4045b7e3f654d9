import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CategoryFinderTool } from "./category-finder-tool";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock("@/lib/auth/use-auth", () => ({
  useAuth: () => ({ status: "authenticated", apiToken: "token-1", user: { id: "u1" } }),
}));

/** The bearer token a search carried: a signed-in deliberate search is the server's use. */
const authorization = (call: unknown[] | undefined) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get("authorization");

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const result = {
  domain: "amazon.com",
  query: { words: "sudoku", asin: null },
  source: {
    id: "sample",
    label: "Sample data (an offline sample market, not live Amazon data)",
    asOf: "2026-11-27T06:00:00.000Z",
  },
  curated: {
    count: 1,
    source: { key: "inkforge-category-list", title: "Inkforge's curated list", date: "2026-11-27" },
  },
  categories: [
    {
      id: "books--sudoku",
      name: "Sudoku",
      path: ["Books", "Humor & Entertainment", "Puzzles & Games", "Sudoku"],
      kdp: {
        format: "print",
        selectable: true,
        reason: "You can choose it for your paperback or hardcover in KDP (up to 3 per format).",
      },
      topRanks: { first: 850, tenth: 12000 },
      salesPerDay: {
        first: { low: 60, typical: 110, high: 175 },
        tenth: { low: 4.5, typical: 9.8, high: 12 },
      },
      curveFormat: "print",
      origin: "source",
    },
    {
      id: "ikf:books",
      name: "Books",
      path: ["Books"],
      kdp: {
        format: "print",
        selectable: false,
        reason: "A store, not a category: KDP asks for a category inside Books.",
      },
      topRanks: null,
      salesPerDay: null,
      curveFormat: "print",
      origin: "curated",
    },
  ],
  total: 2,
  rule: {
    perFormat: 3,
    since: "2023-05-31",
    text: "KDP lets you choose up to 3 categories",
    source: { key: "G200652170", title: "KDP help", date: "2023-05-31" },
  },
  notes: { sales: "Amazon publishes no rank-to-sales figures.", salesAvailable: true },
};

describe("CategoryFinderTool", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/tools/KDP-Kindle-Category-Finder");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("searches by words and shows paths, KDP choice, ranks as ranges, source and as-of", async () => {
    const fetchMock = vi.fn(async (_url: string | URL | Request) => json(result));
    vi.stubGlobal("fetch", fetchMock);
    render(<CategoryFinderTool />);
    expect(screen.getByTestId("kdp-category-rule").textContent).toContain(
      "Up to 3 categories per format",
    );

    await userEvent.type(screen.getByLabelText("Search words"), "sudoku");
    await userEvent.click(screen.getByRole("button", { name: "Find categories" }));

    const items = await screen.findAllByTestId("category-result");
    expect(items).toHaveLength(2);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe("/api/v1/research/categories");
    expect(url.searchParams.get("words")).toBe("sudoku");
    expect(url.searchParams.get("domain")).toBe("amazon.com");
    expect(window.location.search).toBe("?domain=amazon.com&words=sudoku");
    expect(authorization(fetchMock.mock.calls[0])).toBe("Bearer token-1");

    const sudoku = within(items[0]!);
    expect(sudoku.getByTestId("category-path").textContent).toBe(
      "Books › Humor & Entertainment › Puzzles & Games › Sudoku",
    );
    expect(sudoku.getByTestId("category-kdp").textContent).toBe(
      "Choosable in KDP for your paperback and hardcover",
    );
    expect(items[0]!.textContent).toContain("#850 overall");
    expect(items[0]!.textContent).toContain("60–175 a day (typical 110)");
    expect(items[0]!.textContent).toContain("4.5–12 a day (typical 9.8)");
    expect(within(items[1]!).getByTestId("category-kdp").textContent).toBe("Not choosable in KDP");
    expect(items[1]!.textContent).toContain("From our category list: no ranks for it.");
    expect(screen.getByTestId("category-source").textContent).toBe(
      "Source: Sample data (an offline sample market, not live Amazon data) · data as of 27 Nov 2026, 06:00 UTC",
    );
  });

  it("links each ranked source category to Deep View, never a curated one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ ...result, domain: "amazon.de" })),
    );
    render(<CategoryFinderTool />);
    await userEvent.type(screen.getByLabelText("Search words"), "sudoku");
    await userEvent.click(screen.getByRole("button", { name: "Find categories" }));
    const items = await screen.findAllByTestId("category-result");
    const link = within(items[0]!).getByRole("link", { name: "Open in Deep View" });
    expect(link.getAttribute("href")).toBe(
      "/titans-deep-view?category=books--sudoku&domain=amazon.de&department=books",
    );
    expect(within(items[1]!).queryByRole("link", { name: "Open in Deep View" })).toBeNull();
    expect(screen.getAllByTestId("category-deep-view")).toHaveLength(1);
  });

  it("checks an ASIN before asking, and runs a shared link's search on load", async () => {
    const fetchMock = vi.fn(async (_url: string | URL | Request) =>
      json({ ...result, query: { words: null, asin: "B08N5WRWNW" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(<CategoryFinderTool />);
    await userEvent.click(screen.getByLabelText("Book's ASIN"));
    await userEvent.type(screen.getByLabelText("ASIN"), "123");
    await userEvent.click(screen.getByRole("button", { name: "Find categories" }));
    expect(
      await screen.findByText("ASIN must be 10 letters or digits, like B08N5WRWNW."),
    ).toBeTruthy();
    expect(screen.getByLabelText("ASIN").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();

    window.history.replaceState(
      null,
      "",
      "/tools/KDP-Kindle-Category-Finder?asin=B08N5WRWNW&domain=amazon.de",
    );
    render(<CategoryFinderTool />);
    expect(await screen.findAllByTestId("category-result")).toHaveLength(2);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.searchParams.get("asin")).toBe("B08N5WRWNW");
    expect(url.searchParams.get("domain")).toBe("amazon.de");
    expect((screen.getByLabelText("Store") as HTMLSelectElement).value).toBe("amazon.de");
    // Opening a link is not a use; only a deliberate search is.
    expect(authorization(fetchMock.mock.calls[0])).toBeNull();
  });

  it("shows the API's message when the source fails, not an empty list", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(
          {
            name: "Error",
            code: "RESEARCH_SOURCE_FAILED",
            message: "Keepa is not reachable or failed; try again later",
          },
          502,
        ),
      ),
    );
    render(<CategoryFinderTool />);
    await userEvent.type(screen.getByLabelText("Search words"), "romance");
    await userEvent.click(screen.getByRole("button", { name: "Find categories" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Keepa is not reachable or failed; try again later",
    );
    expect(screen.queryByTestId("category-result")).toBeNull();
  });

  it.each([
    ["", "Search words is required: type a few words, or give a book's ASIN instead."],
    ["--", "Search words must contain at least one letter or digit."],
    ["x".repeat(101), "Search words must be at most 100 characters."],
  ])(
    "refuses the words %j with the contract's sentence and asks nothing",
    async (typed, message) => {
      const fetchMock = vi.fn(async () => json(result));
      vi.stubGlobal("fetch", fetchMock);
      render(<CategoryFinderTool />);
      if (typed) {
        await userEvent.click(screen.getByLabelText("Search words"));
        await userEvent.paste(typed);
      }
      await userEvent.click(screen.getByRole("button", { name: "Find categories" }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
