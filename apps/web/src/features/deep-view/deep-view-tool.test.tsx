import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RetroViewTool } from "@/features/retro-view/retro-view-tool";
import {
  apiError,
  json,
  openToasts,
  renderWithQueryClient,
  type StubCall,
  stubApi,
} from "@/test-support/api";
import { DeepViewTool } from "./deep-view-tool";
import { DEEP_VIEW_RESULT, RETRO_VIEW_RESULT } from "./fixtures";

const search = vi.hoisted(() => ({ params: new URLSearchParams() }));

vi.mock("@/lib/auth/use-auth", () => ({
  useAuth: () => ({ status: "authenticated", user: { id: "u1" }, apiToken: "token" }),
}));
vi.mock("next/navigation", () => ({ useSearchParams: () => search.params }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  search.params = new URLSearchParams();
});

const limits =
  (capability: string, available = true) =>
  () =>
    json({
      tier: "Supreme",
      limits: [
        {
          capability_id: capability,
          availability: available ? "available" : "not available",
          limit: available ? null : 0,
          limit_unit: null,
        },
      ],
    });

describe("Deep View and Retro View on the run hooks", () => {
  it("runs the address's keyword, shows a failure in place and retries it", async () => {
    search.params = new URLSearchParams("keyword=gratitude+journal&domain=amazon.de");
    let answers = 0;
    const api = stubApi({
      "GET /api/features/limits": limits("deep-view"),
      "POST /api/v1/research/deep-view": () =>
        ++answers === 1
          ? apiError(502, "SERVICE_UNAVAILABLE", "Keepa did not answer; try again later")
          : json(DEEP_VIEW_RESULT),
    });
    renderWithQueryClient(<DeepViewTool limit={100} plans={["Supreme"]} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Keepa did not answer; try again later");
    expect(openToasts()).toEqual([]);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByTestId("deep-view-table");
    const runs = api.callsTo("POST", "/api/v1/research/deep-view");
    expect(runs.map((call: StubCall) => call.body)).toEqual([
      { keyword: "gratitude journal", domain: "amazon.de", department: "books" },
      { keyword: "gratitude journal", domain: "amazon.de", department: "books" },
    ]);
  });

  it("writes the lookup into the address and runs it once", async () => {
    window.history.replaceState(null, "", "/titans-retro-vision");
    const api = stubApi({
      "GET /api/features/limits": limits("retro-view"),
      "POST /api/v1/research/retro-view": () => json(RETRO_VIEW_RESULT),
    });
    renderWithQueryClient(<RetroViewTool plans={["Supreme"]} />);
    await userEvent.type(await screen.findByLabelText("ASIN"), "b0test0001");
    await userEvent.click(screen.getByLabelText("365 days"));
    await userEvent.click(screen.getByRole("button", { name: "Show history" }));
    await screen.findByTestId("retro-view-result");
    expect(window.location.search).toBe("?asin=B0TEST0001&domain=amazon.com&days=365");
    await waitFor(() =>
      expect(api.callsTo("POST", "/api/v1/research/retro-view").map((call) => call.body)).toEqual([
        { asin: "B0TEST0001", domain: "amazon.com", days: 365 },
      ]),
    );
  });

  it.each([
    ["", "Keyword must not be empty."],
    ["   ", "Keyword must not be empty."],
    ["x".repeat(201), "Keyword must be at most 200 characters."],
  ])("refuses the keyword %j, naming the field, and runs nothing", async (typed, message) => {
    window.history.replaceState(null, "", "/titans-deep-view");
    const api = stubApi({
      "GET /api/features/limits": limits("deep-view"),
      "POST /api/v1/research/deep-view": () => json(DEEP_VIEW_RESULT),
    });
    renderWithQueryClient(<DeepViewTool limit={100} plans={["Supreme"]} />);
    const field = await screen.findByLabelText("Keyword");
    if (typed) {
      await userEvent.click(field);
      await userEvent.paste(typed);
    }
    await userEvent.click(screen.getByRole("button", { name: "Analyse up to 100 books" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("POST", "/api/v1/research/deep-view")).toEqual([]);
    expect(window.location.search).toBe("");
  });

  it.each([
    ["", "ASIN must be an ASIN: 10 letters or digits."],
    ["B0SHORT", "ASIN must be an ASIN: 10 letters or digits."],
  ])("refuses the ASIN %j, naming the field, and looks nothing up", async (typed, message) => {
    window.history.replaceState(null, "", "/titans-retro-vision");
    const api = stubApi({
      "GET /api/features/limits": limits("retro-view"),
      "POST /api/v1/research/retro-view": () => json(RETRO_VIEW_RESULT),
    });
    renderWithQueryClient(<RetroViewTool plans={["Supreme"]} />);
    const field = await screen.findByLabelText("ASIN");
    if (typed) await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole("button", { name: "Show history" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.callsTo("POST", "/api/v1/research/retro-view")).toEqual([]);
    expect(window.location.search).toBe("");
  });

  it("says the plan could not be checked when the limits answer breaks the contract", async () => {
    stubApi({ "GET /api/features/limits": () => json({ tier: "Gold", limits: [] }) });
    renderWithQueryClient(<DeepViewTool limit={100} plans={["Supreme"]} />);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Your plan could not be checked just now, so Deep View cannot open.",
    );
  });
});
