import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/components/toast/toast-store";
import type { TrackerEntry, TrackerList } from "@/lib/api/trackers-client";
import {
  apiError,
  deferred,
  json,
  openToasts,
  renderWithQueryClient,
  stubApi,
} from "@/test-support/api";
import { HistoryChart } from "./tracker-chart-drawing";
import { TrackerTool } from "./tracker-tool";

const search = vi.hoisted(() => ({ params: new URLSearchParams() }));

vi.mock("@/lib/auth/use-auth", () => ({
  useAuth: () => ({ status: "authenticated", user: { id: "u1" }, apiToken: "token" }),
}));
vi.mock("next/navigation", () => ({ useSearchParams: () => search.params }));
vi.mock("@/lib/download-csv", () => ({ downloadCsv: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.dismiss();
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

const LIST = "GET /api/v1/trackers/asin";
const ENTRY = "/api/v1/trackers/asin/e1";

describe("TrackerTool", () => {
  it("shows the upgrade prompt on a plan without the tracker", async () => {
    stubApi({
      [LIST]: () => json(list({ entries: [], limit: { used: 0, max: 0, upgradeTier: "Pro" } })),
    });
    renderWithQueryClient(
      <TrackerTool kind="asin" plansNote="It is included in Supreme (100 tracked products)." />,
    );
    const prompt = await screen.findByTestId("tracker-upgrade");
    expect(prompt.textContent).toContain("The Product (ASIN) tracker is not part of your plan");
    expect(prompt.textContent).toContain("Supreme (100 tracked products)");
  });

  it("lists entries with their change since yesterday and last week, and the job's last run", async () => {
    stubApi({ [LIST]: () => json(list()) });
    renderWithQueryClient(<TrackerTool kind="asin" plansNote="" />);
    const row = await screen.findByTestId("tracker-entry");
    expect(within(row).getByText("#900")).toBeTruthy();
    expect(within(row).getByText("▲ 100")).toBeTruthy();
    expect(within(row).getByText("▲ 600")).toBeTruthy();
    expect(within(row).getByText(/daily at 14:05 UTC/)).toBeTruthy();
    expect(screen.getByTestId("tracker-job-status").textContent).toContain("Last successful run");
    expect(screen.getByText("Sample data")).toBeTruthy();
  });

  it("says why the list cannot be read instead of showing an empty tracker", async () => {
    stubApi({ [LIST]: () => json({ kind: "asin", entries: "none" }) });
    renderWithQueryClient(<TrackerTool kind="asin" plansNote="" />);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The tracker service answered in a form this page cannot read",
    );
  });

  it("adds the ASINs of ?add= and shows the server's refusal", async () => {
    search.params = new URLSearchParams("add=B0AAAAAAA1,B0AAAAAAA2");
    const api = stubApi({
      [LIST]: () => json(list({ entries: [] })),
      "POST /api/v1/trackers/asin": () =>
        apiError(
          403,
          "FORBIDDEN",
          "Your plan allows 10 tracked products; you have 10. Upgrade to Ultra to track more.",
        ),
    });
    renderWithQueryClient(<TrackerTool kind="asin" plansNote="" />);
    const form = await screen.findByRole("form", { name: "Track ASINs" });
    fireEvent.click(within(form).getByRole("button", { name: "Track" }));
    await waitFor(() =>
      expect(within(form).getByRole("alert").textContent).toContain("Upgrade to Ultra"),
    );
    expect(api.callsTo("POST", "/api/v1/trackers/asin")[0]?.body).toEqual({
      entries: [
        { asin: "B0AAAAAAA1", domain: "amazon.com" },
        { asin: "B0AAAAAAA2", domain: "amazon.com" },
      ],
    });
    // Shown under the button, so not toasted as well.
    expect(openToasts()).toEqual([]);
  });

  it.each([
    ["", "ASINs must list at least one ASIN."],
    ["B0AAAAAAA1, B0SHORT", 'ASINs must be an ASIN: 10 letters or digits ("B0SHORT" is not).'],
  ])("refuses the ASINs %j, naming the field, and sends nothing", async (typed, message) => {
    const api = stubApi({ [LIST]: () => json(list({ entries: [] })) });
    renderWithQueryClient(<TrackerTool kind="asin" plansNote="" />);
    const form = await screen.findByRole("form", { name: "Track ASINs" });
    const box = within(form).getByLabelText("ASINs (one per line or comma separated)");
    fireEvent.change(box, { target: { value: typed } });
    fireEvent.click(within(form).getByRole("button", { name: "Track" }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("POST", "/api/v1/trackers/asin")).toEqual([]);
  });

  it.each([
    ["0", "Alert threshold must be at least 1."],
    ["ten", "Alert threshold must be a whole number."],
    ["12.5", "Alert threshold must be a whole number."],
  ])(
    "refuses the alert threshold %j, naming the field, and saves nothing",
    async (typed, message) => {
      const api = stubApi({ [LIST]: () => json(list()) });
      renderWithQueryClient(<TrackerTool kind="asin" plansNote="" />);
      const row = await screen.findByTestId("tracker-entry");
      fireEvent.click(within(row).getAllByRole("button")[0] as HTMLElement);
      const form = await screen.findByRole("form", { name: "Alerts" });
      const field = within(form).getByLabelText("Tell me when the sales rank crosses");
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.click(within(form).getByRole("button", { name: "Save alerts" }));
      expect(await within(form).findByText(message)).toBeTruthy();
      expect(api.callsTo("PUT", ENTRY)).toEqual([]);
    },
  );

  it("saves a threshold typed with a thousands comma", async () => {
    const api = stubApi({
      [LIST]: () => json(list()),
      [`PUT ${ENTRY}`]: () => json({ ...entry, alertRankThreshold: 50000 }),
    });
    renderWithQueryClient(<TrackerTool kind="asin" plansNote="" />);
    const row = await screen.findByTestId("tracker-entry");
    fireEvent.click(within(row).getAllByRole("button")[0] as HTMLElement);
    const form = await screen.findByRole("form", { name: "Alerts" });
    fireEvent.change(within(form).getByLabelText("Tell me when the sales rank crosses"), {
      target: { value: "50,000" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save alerts" }));
    await waitFor(() =>
      expect(api.callsTo("PUT", ENTRY)[0]?.body).toEqual({
        alertRankThreshold: 50000,
        alertLeavesFirstPage: false,
      }),
    );
  });

  it("pauses at once, and puts the row back with the server's reason when the pause fails", async () => {
    const answer = deferred<Response>();
    const api = stubApi({ [LIST]: () => json(list()), [`PUT ${ENTRY}`]: () => answer.promise });
    renderWithQueryClient(<TrackerTool kind="asin" plansNote="" />);
    const row = await screen.findByTestId("tracker-entry");
    fireEvent.click(within(row).getByRole("button", { name: "Pause" }));
    // The row says paused before the server answers (the UI already pretended so).
    await waitFor(() => expect(within(row).getByText(/· paused/)).toBeTruthy());
    expect(within(row).getByRole("button", { name: "Resume" })).toBeTruthy();
    expect(api.callsTo("PUT", ENTRY)[0]?.body).toEqual({ paused: true });
    await act(async () => {
      answer.resolve(apiError(404, "NOT_FOUND", "Tracker entry not found"));
      await answer.promise;
    });
    await waitFor(() => expect(within(row).getByRole("button", { name: "Pause" })).toBeTruthy());
    expect(within(row).queryByText(/· paused/)).toBeNull();
    expect(openToasts()[0]).toMatchObject({
      variant: "error",
      title: "The entry was not paused or resumed",
      description: "Tracker entry not found",
    });
  });

  it("removes at once, and brings the row back with the server's reason when removal fails", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const answer = deferred<Response>();
    const api = stubApi({ [LIST]: () => json(list()), [`DELETE ${ENTRY}`]: () => answer.promise });
    renderWithQueryClient(<TrackerTool kind="asin" plansNote="" />);
    const row = await screen.findByTestId("tracker-entry");
    fireEvent.click(within(row).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByTestId("tracker-entry")).toBeNull());
    expect(screen.getByTestId("tracker-usage").textContent).toBe("0 of 100 tracked products");
    expect(api.callsTo("DELETE", ENTRY)).toHaveLength(1);
    await act(async () => {
      answer.resolve(apiError(404, "NOT_FOUND", "Tracker entry not found"));
      await answer.promise;
    });
    expect(await screen.findByTestId("tracker-entry")).toBeTruthy();
    expect(screen.getByTestId("tracker-usage").textContent).toBe("1 of 100 tracked products");
    expect(openToasts()[0]).toMatchObject({
      variant: "error",
      title: "The entry was not removed",
      description: "Tracker entry not found",
    });
  });

  it("reads the list again after a removal the server accepted", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    let removed = false;
    const api = stubApi({
      [LIST]: () =>
        json(
          removed ? list({ entries: [], limit: { used: 0, max: 100, upgradeTier: null } }) : list(),
        ),
      [`DELETE ${ENTRY}`]: () => {
        removed = true;
        return new Response(null, { status: 204 });
      },
    });
    renderWithQueryClient(<TrackerTool kind="asin" plansNote="" />);
    fireEvent.click(
      within(await screen.findByTestId("tracker-entry")).getByRole("button", { name: "Remove" }),
    );
    await screen.findByText(/Nothing tracked yet/);
    await waitFor(() => expect(api.callsTo("GET", "/api/v1/trackers/asin")).toHaveLength(2));
    expect(openToasts()).toEqual([]);
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

  it("names the chart by its title and summary, and lists each day with its year", () => {
    render(
      <HistoryChart
        points={[
          { day: "2025-11-29", value: 12 },
          { day: "2026-11-29", value: null },
        ]}
        title="Sales rank by day"
        valueLabel="sales rank"
      />,
    );
    expect(
      screen.getByRole("img", {
        name: "Sales rank by day 2 snapshots from 29 Nov to 29 Nov: latest sales rank #12, best #12; not found on 1 days.",
      }),
    ).toBeTruthy();
    const table = screen.getByRole("table", { name: "Sales rank by day" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["DaySales rank", "29 Nov 2025#12", "29 Nov 2026not found"]);
  });
});
