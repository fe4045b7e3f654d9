import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueryClient } from "@/test-support/api";
import { ResearchWorkspace } from "./research-workspace";

vi.mock("@/lib/auth/use-auth", () => ({
  useAuth: () => ({ status: "authenticated", user: { id: "u1" }, apiToken: "token-1" }),
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const PLANS = ["Pro", "Pro Max", "Ultra", "Supreme"];

function stubApi({
  tier,
  webApp,
  lookups,
  lookup,
}: {
  tier: string;
  webApp: boolean;
  lookups: number | null;
  lookup?: () => Response;
}) {
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    if (url.pathname === "/api/features/limits") {
      return json({
        tier,
        limits: [
          {
            capability_id: "pro-web-app",
            availability: webApp ? "available" : "not available",
            limit: webApp ? null : 0,
            limit_unit: null,
          },
        ],
      });
    }
    if (url.pathname === "/api/v1/research/quota") {
      const tool = url.searchParams.get("tool");
      const limit = tool === "reverse-product-lookup" ? lookups : 50;
      return json({
        tool,
        limit,
        used: 0,
        remaining: limit,
        resetsAt: limit === null ? null : "2026-11-28T00:00:00.000Z",
        unit: "per day",
      });
    }
    if (url.pathname === "/api/v1/research/recent") return json({ searches: [] });
    if (url.pathname === "/api/v1/research/reverse-lookup" && lookup) return lookup();
    return json({ code: "NOT_FOUND", message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("ResearchWorkspace", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/titans-pro/on-site");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows a plan without the web app what it is and the way to the plans", async () => {
    stubApi({ tier: "Free", webApp: false, lookups: 0 });
    renderWithQueryClient(<ResearchWorkspace plansWithApp={PLANS} />);
    const prompt = await screen.findByTestId("research-upgrade");
    expect(within(prompt).getByRole("heading").textContent).toBe(
      "The research web app is not part of the Free plan",
    );
    expect(prompt.textContent).toContain("It is included in Pro, Pro Max, Ultra and Supreme.");
    expect(within(prompt).getByRole("link", { name: "See the plans" }).getAttribute("href")).toBe(
      "/pricing",
    );
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("opens on Search Suggestions, links the product tools, and keeps the tab in the URL", async () => {
    stubApi({ tier: "Pro", webApp: true, lookups: 0 });
    renderWithQueryClient(<ResearchWorkspace plansWithApp={PLANS} />);
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
      ["Search Suggestions", "true"],
      ["Reverse Product Lookup", "false"],
    ]);
    const products = screen.getByRole("navigation", { name: "Product research tools" });
    expect(
      within(products)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/titans-deep-view",
      "/titans-retro-vision",
      "/titans-keyword-tracker",
      "/titans-asin-tracker",
    ]);
    expect(screen.getByRole("form", { name: "Search suggestions" })).toBeTruthy();

    tabs[0]?.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(window.location.search).toBe("?tab=reverse-lookup");
    expect(screen.getByRole("form", { name: "Reverse product lookup" })).toBeTruthy();
    // The Pro plan has no lookups: the quota line says so and the button is off.
    expect((await screen.findByTestId("research-quota")).textContent).toMatch(
      /^Your plan includes no lookups/,
    );
    expect(screen.getByRole("button", { name: "Look up" })).toHaveProperty("disabled", true);
  });

  it("opens the tab a catalogue link names, and checks the ASIN before asking", async () => {
    window.history.replaceState(null, "", "/titans-pro/on-site?tab=reverse-lookup");
    const fetchMock = stubApi({
      tier: "Supreme",
      webApp: true,
      lookups: null,
      lookup: () =>
        json({
          source: "sample",
          asOf: "2026-11-27T06:00:00.000Z",
          asin: "B0C1234567",
          domain: "amazon.com",
          keywords: [
            { keyword: "cozy mystery", position: 3, searchVolume: null, demand: null },
            { keyword: "cat mystery", position: 1, searchVolume: null, demand: null },
          ],
          notes: [],
          quota: {
            tool: "reverse-product-lookup",
            limit: null,
            used: 1,
            remaining: null,
            resetsAt: null,
            unit: "per day",
          },
        }),
    });
    renderWithQueryClient(<ResearchWorkspace plansWithApp={PLANS} />);
    await userEvent.type(await screen.findByLabelText("ASIN"), "B0C12");
    await userEvent.click(screen.getByRole("button", { name: "Look up" }));
    expect(
      await screen.findByText("An ASIN is 10 letters and digits, e.g. B0ABCDEFGH."),
    ).toBeTruthy();
    expect(screen.getByLabelText("ASIN").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("reverse-lookup"))).toEqual(
      [],
    );
    await userEvent.type(screen.getByLabelText("ASIN"), "34567");
    await userEvent.click(screen.getByRole("button", { name: "Look up" }));
    const table = await screen.findByTestId("lookup-table");
    const keywords = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.querySelectorAll("td")[1]?.textContent);
    expect(keywords).toEqual(["cat mystery", "cozy mystery"]);
    expect(screen.getByTestId("research-sample-label")).toBeTruthy();
    expect(window.location.search).toContain("asin=B0C1234567");
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes("reverse-lookup")),
    ).toHaveLength(1);
    expect(screen.getByTestId("research-quota").textContent).toBe("Unlimited lookups on your plan");
  });

  it("shows the API's refusal for a plan without lookups, with the way to the plans", async () => {
    window.history.replaceState(null, "", "/titans-pro/on-site?tab=reverse-lookup&asin=B0C1234567");
    stubApi({
      tier: "Pro Max",
      webApp: true,
      lookups: 5,
      lookup: () =>
        json(
          {
            code: "FORBIDDEN",
            message:
              "Reverse Product Lookup is part of the Ultra plan and above; your plan does not include it",
          },
          403,
        ),
    });
    renderWithQueryClient(<ResearchWorkspace plansWithApp={PLANS} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Reverse Product Lookup is part of the Ultra plan");
    expect(within(alert).queryByRole("button", { name: "Try again" })).toBeNull();
    expect(within(alert).getByRole("link", { name: "See the plans" })).toBeTruthy();
  });
});
