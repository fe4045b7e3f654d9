import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackendKeywordsTool } from "./backend-keywords-tool";
import { mergeSeeds } from "./marketplace-seeds";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock("@/lib/auth/use-auth", () => ({
  useAuth: () => ({ status: "authenticated", user: { id: "u1" }, apiToken: "token-1" }),
}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => async () => {},
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const suggestion = (text: string, score: number) => ({
  suggestion: text,
  prefixes: [text.slice(0, 5)],
  demand: {
    suggestion: text,
    score,
    shortestPrefixLength: 3,
    bestPosition: 1,
    breadth: 2,
    parts: { early: score, position: score, breadth: score },
  },
  competition: null,
  score: { demand: score, competition: null, combined: null },
});

/** The API's answer in the research contract's shape (the client reads it with the contract). */
const suggestionsAnswer = (query: { seed: string; domain: string; department: string }) => ({
  source: "sample",
  asOf: "2026-11-27T06:00:00.000Z",
  ...query,
  prefixCount: 59,
  suggestions: [suggestion("krimi cosy", 80), suggestion("cosy krimi bücher", 60)],
  tree: [],
  competition: null,
  notes: [],
  formula: { demand: "d", competition: "c", combined: "s" },
  quota: {
    tool: "search-suggestions",
    limit: 50,
    used: 1,
    remaining: 49,
    resetsAt: "2026-11-28T00:00:00.000Z",
    unit: "searches per day",
  },
});

function stubApi({ tier, everyStore }: { tier: string; everyStore: boolean }) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, body });
    if (url.includes("/api/features/limits")) {
      return json({
        tier,
        limits: [
          {
            capability_id: "backend-keywords-marketplaces",
            availability: everyStore ? "available" : "not available",
            limit: everyStore ? null : 0,
            limit_unit: null,
          },
        ],
      });
    }
    if (url.includes("/api/v1/research/suggestions")) {
      return json(suggestionsAnswer(body));
    }
    return json({}, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

const boxText = () =>
  within(screen.getByTestId("keyword-boxes"))
    .getAllByTestId(/^keyword-box-/)
    .map((box) => box.textContent)
    .join(" ");

describe("MarketplaceSeeds in the 7 Backend Keywords tool", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/7-backend-keywords-tool-amazon-kdp?title=Moon");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("adds a store's suggestions to the seeds, which the packer then places", async () => {
    const calls = stubApi({ tier: "Supreme", everyStore: true });
    render(<BackendKeywordsTool />);
    await userEvent.type(await screen.findByLabelText("Topic"), "cosy krimi");
    await userEvent.selectOptions(screen.getByLabelText("Store"), "amazon.de");
    await userEvent.selectOptions(screen.getByLabelText("Department"), "kindle");
    // Another store is offered once the plan check has answered; until then the button waits.
    const add = screen.getByRole("button", { name: "Add this store's suggestions" });
    await waitFor(() => expect(add).toHaveProperty("disabled", false));
    await userEvent.click(add);

    expect((await screen.findByTestId("marketplace-added")).textContent).toBe(
      "2 of 2 suggestions from amazon.de added to the seed keywords.",
    );
    expect(calls.find((c) => c.url.includes("/suggestions"))?.body).toEqual({
      seed: "cosy krimi",
      domain: "amazon.de",
      department: "kindle",
    });
    expect(screen.getByLabelText("Seed keywords")).toHaveProperty(
      "value",
      "krimi cosy\ncosy krimi bücher",
    );
    await waitFor(() => expect(boxText()).toContain("bücher"));
    expect(screen.getByTestId("research-sample-label")).toBeTruthy();
    expect(screen.getByTestId("marketplace-language-note").textContent).toMatch(/English for now/);
    expect(window.location.search).toContain("seeds=");
  });

  it("keeps other stores for plans with the per-marketplace variant, amazon.com for the rest", async () => {
    const calls = stubApi({ tier: "Pro", everyStore: false });
    render(<BackendKeywordsTool />);
    await userEvent.type(await screen.findByLabelText("Topic"), "cozy mystery");
    await userEvent.selectOptions(screen.getByLabelText("Store"), "amazon.fr");
    expect(await screen.findByTestId("marketplace-upgrade")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Add this store's suggestions" });
    expect(button).toHaveProperty("disabled", true);

    await userEvent.selectOptions(screen.getByLabelText("Store"), "amazon.com");
    expect(screen.queryByTestId("marketplace-upgrade")).toBeNull();
    await userEvent.click(button);
    await screen.findByTestId("marketplace-added");
    expect(calls.filter((c) => c.url.includes("/suggestions"))).toHaveLength(1);
  });
});

describe("MarketplaceSeeds when the research API fails", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/7-backend-keywords-tool-amazon-kdp?title=Moon");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says so in place, changes no seed, and Try again sends the same topic again", async () => {
    const calls = stubApi({ tier: "Supreme", everyStore: true });
    const working = vi.mocked(fetch).getMockImplementation();
    let failures = 1;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input).includes("/suggestions") && failures-- > 0) {
        calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
        return json(
          { name: "Error", code: "RESEARCH_SOURCE_FAILED", message: "The store did not answer." },
          502,
        );
      }
      return (working as typeof fetch)(input, init);
    });
    render(<BackendKeywordsTool />);
    await userEvent.type(await screen.findByLabelText("Topic"), "cosy krimi");
    await userEvent.click(screen.getByRole("button", { name: "Add this store's suggestions" }));

    const error = await screen.findByTestId("research-error");
    expect(error.textContent).toContain("The store did not answer.");
    expect(screen.getByLabelText("Seed keywords")).toHaveProperty("value", "");

    await userEvent.click(within(error).getByRole("button", { name: "Try again" }));
    expect((await screen.findByTestId("marketplace-added")).textContent).toBe(
      "2 of 2 suggestions from amazon.com added to the seed keywords.",
    );
    const sent = calls.filter((c) => c.url.includes("/suggestions")).map((c) => c.body);
    expect(sent).toEqual([
      { seed: "cosy krimi", domain: "amazon.com", department: "books" },
      { seed: "cosy krimi", domain: "amazon.com", department: "books" },
    ]);
  });
});

describe("MarketplaceSeeds' topic", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/7-backend-keywords-tool-amazon-kdp?title=Moon");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ["", "Enter a seed keyword."],
    ["x".repeat(101), "The seed keyword must be at most 100 characters."],
  ])(
    "refuses the topic %j with the research contract's sentence and fetches nothing",
    async (typed, message) => {
      const calls = stubApi({ tier: "Supreme", everyStore: true });
      render(<BackendKeywordsTool />);
      const topic = await screen.findByLabelText("Topic");
      if (typed) {
        await userEvent.click(topic);
        await userEvent.paste(typed);
      }
      await userEvent.click(screen.getByRole("button", { name: "Add this store's suggestions" }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(topic.getAttribute("aria-invalid")).toBe("true");
      expect(calls.filter((c) => c.url.includes("/suggestions"))).toEqual([]);
    },
  );
});

describe("mergeSeeds", () => {
  it.each([
    ["", ["a b", "c"], "a b\nc", 2],
    ["a b\nx", ["A B", "c", "c"], "a b\nx\nc", 1],
    ["one|two", ["three"], "one\ntwo\nthree", 1],
    ["", ["  ", "d"], "d", 1],
  ])("%j + %j → %j (%i added)", (current, phrases, text, added) => {
    expect(mergeSeeds(current, phrases)).toEqual({ text, added });
  });

  it("stops at the packer's 500 phrases", () => {
    const current = Array.from({ length: 499 }, (_, i) => `p${i}`).join("\n");
    const merged = mergeSeeds(current, ["new1", "new2"]);
    expect(merged.added).toBe(1);
    expect(merged.text.split("\n")).toHaveLength(500);
  });
});
