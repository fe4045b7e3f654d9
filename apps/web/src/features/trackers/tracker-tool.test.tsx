import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TrackerEntry, TrackerList } from "./tracker-api";
import { HistoryChart } from "./tracker-chart";
import { TrackerTool } from "./tracker-tool";

const api = vi.hoisted(() => ({
  calls: [] as { method: string; path: string; body?: unknown }[],
  answers: new Map<string, unknown>(),
}));
const search = vi.hoisted(() => ({ params: new URLSearchParams() }));

vi.mock("@/lib/auth/use-auth", () => ({
  useAuth: () => ({ status: "authenticated", apiToken: "token" }),
}));
vi.mock("next/navigation", () => ({ useSearchParams: () => search.params }));
vi.mock("@/features/research/download", () => ({ downloadCsv: vi.fn() }));
vi.mock("@/lib/api/api-call", () => ({
  createApiCaller: () => async (method: string, path: string, options?: { body?: unknown }) => {
    api.calls.push({ method, path, body: options?.body });
    const answer = api.answers.get(`${method} ${path}`);
    if (answer instanceof Error)
      return {
        ok: false,
        status: 403,
        code: "FORBIDDEN",
        message: answer.message,
        details: [],
        retryAfterSeconds: null,
      };
    return { ok: true, status: 200, data: answer ?? null };
  },
}));

afterEach(() => {
  cleanup();
  api.calls.length = 0;
  api.answers.clear();
  search.params = new URLSearchParams();
});

const entry: TrackerEntry = {
  id: "e1",
  kind: "asin",
  keyword: null,
  asin: "B0TEST0001",
  domain: "amazon.com",
  department: null,
  paused: false,
  alertRankThreshold: null,
  alertLeavesFirstPage: false,
  createdAt: "2026-11-20T12:00:00.000Z",
  slotMinute: 845,
  latest: {
    day: "2026-11-27",
    takenAt: "2026-11-27T14:05:00.000Z",
    source: "sample",
    asOf: "2026-11-27T14:05:00.000Z",
    position: null,
    firstResultRank: null,
    resultCount: null,
    salesRank: 900,
    price: 9.99,
    currency: "USD",
    reviewCount: 120,
    rating: 4.5,
  },
  sparkline: [
    { day: "2026-11-20", value: 1500 },
    { day: "2026-11-26", value: 1000 },
    { day: "2026-11-27", value: 900 },
  ],
  changeSinceYesterday: { from: 1000, to: 900, delta: -100, sinceDay: "2026-11-26" },
  changeSinceLastWeek: { from: 1500, to: 900, delta: -600, sinceDay: "2026-11-20" },
};

function list(overrides: Partial<TrackerList> = {}): TrackerList {
  return {
    kind: "asin",
    entries: [entry],
    limit: { used: 1, max: 100, upgradeTier: null },
    job: {
      kind: "tracker-snapshots:asin",
      lastSuccessAt: "2026-11-27T14:05:00.000Z",
      lastFailureAt: null,
      lastError: null,
    },
    ...overrides,
  };
}

describe("TrackerTool", () => {
  it("shows the upgrade prompt on a plan without the tracker", async () => {
    api.answers.set(
      "GET /api/v1/trackers/asin",
      list({ entries: [], limit: { used: 0, max: 0, upgradeTier: "Pro" } }),
    );
    render(
      <TrackerTool kind="asin" plansNote="It is included in Supreme (100 tracked products)." />,
    );
    const prompt = await screen.findByTestId("tracker-upgrade");
    expect(prompt.textContent).toContain("The Product (ASIN) tracker is not part of your plan");
    expect(prompt.textContent).toContain("Supreme (100 tracked products)");
  });

  it("lists entries with their change since yesterday and last week, and the job's last run", async () => {
    api.answers.set("GET /api/v1/trackers/asin", list());
    render(<TrackerTool kind="asin" plansNote="" />);
    const row = await screen.findByTestId("tracker-entry");
    expect(within(row).getByText("#900")).toBeTruthy();
    expect(within(row).getByText("▲ 100")).toBeTruthy();
    expect(within(row).getByText("▲ 600")).toBeTruthy();
    expect(within(row).getByText(/daily at 14:05 UTC/)).toBeTruthy();
    expect(screen.getByTestId("tracker-job-status").textContent).toContain("Last successful run");
    expect(screen.getByText("Sample data")).toBeTruthy();
  });

  it("adds the ASINs of ?add= and shows the server's refusal", async () => {
    search.params = new URLSearchParams("add=B0AAAAAAA1,B0AAAAAAA2");
    api.answers.set("GET /api/v1/trackers/asin", list({ entries: [] }));
    api.answers.set(
      "POST /api/v1/trackers/asin",
      new Error(
        "Your plan allows 10 tracked products; you have 10. Upgrade to Ultra to track more.",
      ),
    );
    render(<TrackerTool kind="asin" plansNote="" />);
    const form = await screen.findByRole("form", { name: "Track ASINs" });
    fireEvent.click(within(form).getByRole("button", { name: "Track" }));
    await waitFor(() =>
      expect(within(form).getByRole("alert").textContent).toContain("Upgrade to Ultra"),
    );
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      entries: [
        { asin: "B0AAAAAAA1", domain: "amazon.com" },
        { asin: "B0AAAAAAA2", domain: "amazon.com" },
      ],
    });
  });
});

describe("HistoryChart", () => {
  it("draws a dot per snapshot, even a single one, and marks days not found", () => {
    const { rerender } = render(
      <HistoryChart
        points={[{ day: "2026-11-27", value: 900 }]}
        title="Sales rank by day"
        valueLabel="sales rank"
      />,
    );
    expect(screen.getAllByTestId("tracker-point")).toHaveLength(1);
    rerender(
      <HistoryChart
        points={[
          { day: "2026-11-26", value: 3 },
          { day: "2026-11-27", value: null },
        ]}
        title="Position by day"
        valueLabel="position"
      />,
    );
    expect(screen.getAllByTestId("tracker-point")).toHaveLength(1);
    expect(screen.getByText(/not found on 1 days/)).toBeTruthy();
  });
});
